import ArgumentParser
import TouchTapeAnalysis
import TouchTapeCore
import TouchTapeStore

struct FragileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fragile",
        abstract: "A session: the touches whose outcome flips within R points. A scene: the targets under S points.",
        discussion: """
            A file is told apart by its format. A name is a session when the store has a session \
            by that name, else a scene (NAME or NAME@N).
            """)

    @Argument(help: "A scene or session file, or a session or scene name in the store.") var reference: String
    @Option(help: "For a session: how far around each touch to try, in points.") var radius: Double = 4
    @Option(name: .customLong("min-size"), help: "For a scene: the smallest effective width and height, in points.")
    var minSize: Double = 44
    @Option(help: "For a session: the scene (a file, or NAME / NAME@N; default: the session's scene, current version).")
    var scene: String?
    @Flag(help: "Print one JSON document.") var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard radius.isFinite, radius > 0, radius <= 100 else {
            throw ValidationError("--radius must be a finite number of points above 0, at most 100")
        }
        guard minSize.isFinite, minSize >= 0 else { throw ValidationError("--min-size must be a finite number of points, 0 or more") }
    }

    func run() throws {
        if let session = try loadSession() {
            try runSession(session)
        } else {
            runScene(try Inputs.scene(reference, store: store).scene)
        }
    }

    /// The reference as a session, or nil when it names a scene.
    private func loadSession() throws -> Session? {
        if Inputs.isFile(reference) {
            guard case .session = DocumentKind.detect(try Inputs.read(reference)) else { return nil }
            return try Inputs.session(reference, store: store)
        }
        if reference.contains("@") { return nil }
        do {
            return try store.openForReading().session(named: reference)
        } catch is NotFoundError {
            return nil
        }
    }

    private func runSession(_ session: Session) throws {
        let s = try Inputs.scene(scene ?? session.sceneName, store: store).scene
        let touches = session.fragileTouches(on: s, radius: radius)
        if json {
            print(FragileJSON.touches(touches, session: session.name, radius: radius))
            return
        }
        for touch in touches { print(touch.sentence()) }
        let began = session.events.reduce(0) { count, event in
            guard case .touches(let samples) = event.payload else { return count }
            return count + samples.filter { $0.phase == .began }.count
        }
        print("\(touches.count) of \(began) touch\(began == 1 ? "" : "es") of \(Words.safe(session.name)) flip within \(Words.number(radius)) points")
    }

    private func runScene(_ s: Scene) {
        let map = HitAreaMap(scene: s)
        let small = map.smallTargets(in: s, minimum: minSize)
        if json {
            print(FragileJSON.targets(small, in: s, minimum: minSize, step: map.step))
            return
        }
        for target in small { print(target.sentence(in: s, minimum: minSize)) }
        let targets = (0..<s.viewCount).filter {
            s.isTouchTarget(Int32($0)) || s.carriesRecognizerAction(Int32($0)) || s.isSelectionTarget(Int32($0))
        }.count
        print("\(small.count) of \(targets) touch target\(targets == 1 ? "" : "s") in \(Words.safe(s.name)) under \(Words.number(minSize)) × \(Words.number(minSize)) points (sampled every \(Words.number(map.step)) point\(map.step == 1 ? "" : "s"))")
    }
}
