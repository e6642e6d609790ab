import ArgumentParser
import TouchTapeAnalysis
import TouchTapeCore
import TouchTapeReplay
import TouchTapeStore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene as SVG: every view, and a session's touches.",
        discussion: """
            Every view is drawn as its rectangle on the screen (a transformed view as the polygon \
            of its corners), windows back to front by level; hidden views are dashed, views that \
            take no touches hatched, a touch area other than the bounds dotted. Hover a view for \
            its id, class and flags. With --session, each touch's path is drawn, its start in the \
            colour of the view that took it (the session dispatched against the scene). With \
            --run, the touches are the run's outcomes, and those whose delivery differs from the \
            baseline are ringed in red, their old target outlined dashed at its frame in the \
            baseline's scene version and their new one solid (SCENE given as a bare NAME is then \
            drawn at the version the run used).
            """)

    @Argument(help: "The scene: a file, or NAME / NAME@N in the store.") var scene: String
    @Option(help: "Draw this session's touches: a session file, or a session name in the store.") var session: String?
    @Option(name: .customLong("run"), help: "Draw the touches as this run saw them, its changes marked.") var runID: Int64?
    @Option(name: [.customShort("o"), .customLong("output")], help: "The SVG file to write.") var output: String
    @Option(help: ArgumentHelp("Draw why the touch at this screen point goes where it goes: the path and the refused views "
                               + "(negative numbers as they are: --why -10,-20).", valueName: "X,Y"))
    var why: String?
    @Flag(help: "Draw the targets whose effective hit area is under 44 points; with --session, the touches' flip zones.")
    var fragile = false
    @Flag(help: "Draw in grey the targets no stored delivery (or --run's) reached.") var coverage = false
    @OptionGroup var store: StoreOptions

    func validate() throws {
        if let why { _ = try Self.point(why) }
    }

    /// `X,Y` as a finite screen point.
    static func point(_ text: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite else {
            throw ValidationError("--why takes a screen point X,Y of two finite numbers, not \"\(text)\"")
        }
        return Point(x: x, y: y)
    }

    func run() throws {
        let outputFile = try OutputFile.prepare(output, store: store.resolvedPath)
        var loaded = try Inputs.scene(scene, store: store)
        var touches: [PictureTouch] = []
        var subtitle: String?
        var reference: (scene: Scene, version: Int)?
        if let runID {
            let opened = try store.openForReading()
            let covered = try opened.runSessions(runID).sessions
            let chosen: [(session: StoredSession, sceneVersion: Int)]
            if let session {
                chosen = covered.filter { $0.session.name == session }
                guard !chosen.isEmpty else { throw CLIError.badInput("run \(runID) does not cover session \"\(session)\"") }
            } else {
                chosen = covered.filter { $0.session.scene == loaded.scene.name }
                guard !chosen.isEmpty else {
                    throw CLIError.badInput("run \(runID) covers no session of scene \"\(loaded.scene.name)\"")
                }
            }
            // A bare scene name means "the version the run saw".
            if loaded.version != nil, !scene.contains("@"), let version = chosen.first?.sceneVersion,
               chosen.first?.session.scene == loaded.scene.name, version != loaded.version {
                loaded = LoadedScene(scene: try opened.scene(named: loaded.scene.name, version: version).scene, version: version)
            }
            // The old targets are outlined where the reference (the baseline the run was
            // compared with) had them: at their frames in its scene version.
            let compared = Dictionary(try opened.runSessionCounts(runID).map { ($0.name, $0.comparedVersion) },
                                      uniquingKeysWith: { first, _ in first })
            let referenceVersions = Set(chosen.compactMap { compared[$0.session.name] ?? nil })
            if let referenceVersion = chosen.lazy.compactMap({ compared[$0.session.name] ?? nil }).first,
               referenceVersion != loaded.version, chosen.first?.session.scene == loaded.scene.name {
                reference = (try opened.scene(named: loaded.scene.name, version: referenceVersion).scene, referenceVersion)
                if referenceVersions.count > 1 {
                    Output.standardError("touchtape: note: run \(runID)'s sessions were compared with baselines of versions "
                                         + "\(referenceVersions.sorted().map(String.init).joined(separator: ", ")); "
                                         + "old targets are drawn at their frames in version \(referenceVersion)\n")
                }
            }
            for (stored, _) in chosen {
                let events = try opened.session(named: stored.name).events
                let deliveries = try PictureTouches.deliveries(store: opened, run: runID, session: stored)
                let changes = try PictureTouches.changes(store: opened, run: runID, session: stored)
                touches += PictureTouches.collect(session: stored.name, events: events, deliveries: deliveries, changes: changes)
            }
            let changed = touches.filter { $0.change != nil }.count
            let who = chosen.count == 1 ? "session \(chosen[0].session.name)" : "\(chosen.count) sessions"
            subtitle = "run \(runID), \(who): \(count(touches.count, "touch", "touches")), \(changed) changed"
        } else if let session {
            let loadedSession = try Inputs.session(session, store: store)
            if loadedSession.sceneName != loaded.scene.name {
                Output.standardError("touchtape: note: session \(loadedSession.name) was recorded against scene \(loadedSession.sceneName), drawn on \(loaded.scene.name)\n")
            }
            let deliveries = Dispatcher.run(loadedSession, on: loaded.scene)
            touches = PictureTouches.collect(events: loadedSession.events, deliveries: deliveries)
            subtitle = "session \(loadedSession.name): \(count(touches.count, "touch", "touches"))"
        }
        let title = loaded.version.map { "\(loaded.scene.name)@\($0)" } ?? loaded.scene.name
        var options = ScenePicture.Options(title: title, subtitle: subtitle)
        if let reference {
            options.reference = reference.scene
            options.subtitle = (subtitle.map { $0 + "; " } ?? "")
                + "targets before at their frames in \(loaded.scene.name)@\(reference.version)"
        }
        options.marks = try analysisMarks(loaded)
        let drawn = ScenePicture.draw(scene: loaded.scene, touches: touches, options: options)
        try outputFile.write(drawn.svg)
        var line = "wrote \(TextFormat.text(output)): \(TextFormat.text(title)), \(count(loaded.scene.viewCount, "view", "views"))"
        if runID != nil || session != nil {
            line += ", \(count(drawn.touchesDrawn, "touch", "touches"))"
            let changed = touches.filter { $0.change != nil }.count
            if runID != nil { line += " (\(changed) changed)" }
            if drawn.touchesLeftOut > 0 { line += ", \(drawn.touchesLeftOut) more not drawn" }
        }
        print(line)
    }

    /// The shapes of `--why`, `--fragile` and `--coverage`.
    private func analysisMarks(_ loaded: LoadedScene) throws -> [PictureMark] {
        let s = loaded.scene
        var marks: [PictureMark] = []
        if coverage {
            let rows = try store.openForReading().coverage(scene: s.name, run: runID)
            let version = loaded.version ?? rows.map(\.version).max()
            marks += AnalysisMarks.neverReached(rows.filter { $0.version == version })
        }
        if fragile {
            marks += AnalysisMarks.smallTargets(HitAreaMap(scene: s).smallTargets(in: s, minimum: 44), in: s)
            if let session {
                marks += AnalysisMarks.fragileTouches(try Inputs.session(session, store: store).fragileTouches(on: s, radius: 4))
            }
        }
        if let why { marks += AnalysisMarks.why(s.why(at: try Self.point(why)), in: s) }
        return marks
    }

    private func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
}
