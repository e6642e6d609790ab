internal import TouchTapeCore

/// What a capture does beyond reading (docs/capture.md, The API: `CaptureOptions`).
public struct CaptureOptions {
    /// Windows left out by class name: the system keyboard and text-effects windows, whose
    /// touches are handled out of process.
    public var excludedWindowClasses: Set<String> = ["UITextEffectsWindow", "UIRemoteKeyboardWindow"]
    /// Write a probe session beside the scene (on by default).
    public var writesProbe = true
    /// The probe grid's spacing in points, before it is widened to stay within `probeLimit`.
    public var probeSpacing: Double = 10
    /// The most taps a probe session holds.
    public var probeLimit = 4_000
    /// Ask recognizers' public class-wide overrides (`shouldRequireFailure(of:)`) for failure
    /// requirements between recognizers on one path.
    public var probeClassFailureRequirements = true
    /// Give standard UIKit classes their builtin (S1, K2–K5) and every
    /// window the default system-gesture region (the bottom 20 pt, S35, U5) with the edges its
    /// root controller defers; off, as the dump importer's `--no-builtin-rules`, the scene
    /// has neither.
    public var infersBuiltins = true
    /// Names a `UIAction` handler (the format wants an action name); nil answers fall back to
    /// the action's identifier when the app set one, else `uiAction`.
    public var actionName: (@MainActor (ControlHandlerReading) -> String?)?

    public init() {}
}

/// One capture of a window scene: the scene document, its probe session and its log.
public struct CapturedScene: Sendable {
    /// The scene's name.
    public let name: String
    /// The log of this capture (not imported; provenance belongs here, never in the scene).
    public let log: CaptureLog
    /// Why TouchTapeCore refused the scene, when it did (it never should: a test guards it).
    public let validationError: String?
    /// The scene's number of probe taps (0 when there is no probe session).
    public let probeTapCount: Int
    /// How many views got a `builtin` key (S1).
    public let builtinCount: Int

    let document: JSONTree
    let probeEvents: [JSONTree]
    let idsByKey: [ObjectIdentifier: String]
    let windowMappings: [ObjectIdentifier: ScreenMapping]

    /// The scene document: pretty JSON, byte-stable (docs/capture.md, What is written).
    public var sceneJSON: [UInt8] { JSONTreeWriter.pretty(document) }

    /// The probe session (NDJSON), named `NAME.probe`, or nil when there is none.
    public var probeSession: [UInt8]? {
        guard !probeEvents.isEmpty else { return nil }
        var out = SessionWriter.header(name: "\(name).probe", scene: name)
        for event in probeEvents { out += SessionWriter.line(event) }
        return out
    }

    /// The id the scene gives an object (a view, window, controller, recognizer, the
    /// application, its delegate or the window scene), nil when it is not in the scene.
    public func id(of key: ObjectIdentifier) -> String? { idsByKey[key] }

    /// The same capture under another name (a recording's `NAME.sK`).
    public func renamed(_ newName: String) -> CapturedScene {
        guard case .object(var members) = document else { return self }
        for i in members.indices where members[i].key == "name" { members[i].value = .string(newName) }
        return CapturedScene(name: newName, log: log, validationError: validationError, probeTapCount: probeTapCount,
                             builtinCount: builtinCount, document: .object(members), probeEvents: probeEvents, idsByKey: idsByKey,
                             windowMappings: windowMappings)
    }

    /// The scene's content apart from its name: what tells two captures of one screen apart.
    var contentIgnoringName: [UInt8] { renamed("_").sceneJSON }

    /// A window-local point in screen coordinates, through that window's written geometry
    /// (docs/capture.md, What is written: Sessions); nil when the window is not in the scene.
    func screenPoint(_ p: CPoint, inWindow key: ObjectIdentifier) -> CPoint? {
        windowMappings[key]?.screenPoint(fromWindowPoint: p)
    }
}

/// Captures window scenes as `touchtape.scene` documents.
@MainActor public enum SceneCapture {
    /// Captures `windows` (a window scene's `windows`; they are filtered and ordered here) as
    /// the scene `name` (sanitised to a valid scene name), with its probe session.
    public static func capture(windows: [any WindowReading], name: String,
                               options: CaptureOptions = CaptureOptions()) -> CapturedScene {
        let sceneName = sanitisedName(name)
        var (snapshot, log) = Snapshotter.snapshot(of: windows, options: options)
        if sceneName != name { log.note("scene name \"\(name)\" written as \"\(sceneName)\"") }
        // S1: which views get a builtin, by class (before ids: a view with one leaves its UIKit
        // recognizers to it); then each builtin's options, which name other views by id.
        let inferred = snapshot.views.map { options.infersBuiltins ? BuiltinInference.inference(for: $0) : nil }
        let decisions = snapshot.views.enumerated().map { v, view in
            view.gestures.map { GestureMapping.decide($0, viewHasBuiltin: inferred[v] != nil) }
        }
        let written = decisions.map { list in list.indices.filter { list[$0] == .write } }
        let ids = IDAssigner(snapshot, writtenGestures: written)
        log.append(contentsOf: ids.log)
        var mapping = BuiltinMapping(snapshot: snapshot, ids: ids, inferred: inferred)
        let builtins = mapping.builtins()
        log.append(contentsOf: mapping.log)
        var writer = SceneWriter(snapshot: snapshot, ids: ids, decisions: decisions, builtins: builtins, options: options)
        let document = writer.document(name: sceneName)
        log.append(contentsOf: writer.log)
        if snapshot.windows.isEmpty { log.warn("no window to capture: the scene has none, and TouchTapeCore refuses it") }
        WindowOrderCheck.warnAboutOverlaps(snapshot: snapshot, placed: writer.placed, ids: ids, log: &log)

        var mappings: [ObjectIdentifier: ScreenMapping] = [:]
        for w in snapshot.windows { mappings[snapshot.views[w].key] = ScreenMapping(placed: writer.placed[w]) }

        var validationError: String?
        var probeEvents: [JSONTree] = []
        do throws(InputError) {
            let scene = try Scene.decode(JSONTreeWriter.pretty(document), file: "\(sceneName).json")
            ChainCheck.compare(snapshot: snapshot, ids: ids, scene: scene, log: &log)
            if options.writesProbe {
                var planner = ProbePlanner(snapshot: snapshot, placed: writer.placed, ids: ids, scene: scene, options: options)
                probeEvents = planner.events(windows: windows)
                log.append(contentsOf: planner.log)
            }
        } catch {
            validationError = error.description
            log.warn("TouchTapeCore refuses the captured scene (a capture bug; please report it): \(error.description)")
        }
        return CapturedScene(name: sceneName, log: log, validationError: validationError,
                             probeTapCount: probeEvents.count / 2, builtinCount: builtins.compactMap { $0 }.count,
                             document: document, probeEvents: probeEvents,
                             idsByKey: ids.idsByKey, windowMappings: mappings)
    }

    /// A valid scene or session name (`[A-Za-z0-9][A-Za-z0-9_.-]*`): other characters become
    /// `-`, leading ones that cannot start a name are dropped; `scene` when nothing is left.
    public static func sanitisedName(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let ok = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                        || scalar == "_" || scalar == "." || scalar == "-")
            if ok || !scalars.isEmpty { scalars.append(ok ? scalar : "-") }
        }
        while let first = scalars.first, !(first.properties.isAlphabetic || ("0"..."9").contains(first)) {
            scalars.removeFirst()
        }
        return scalars.isEmpty ? "scene" : String(scalars)
    }
}

/// The chain self-check (R1–R3): for every captured responder, the next responder the
/// engine computes from the scene (R1–R4) against the live `next`. Disagreements are logged:
/// an app overriding `next`, an unexpected presenter, a window whose next is not the scene.
enum ChainCheck {
    static func compare(snapshot: SceneSnapshot, ids: IDAssigner, scene: Scene, log: inout CaptureLog) {
        func check(_ id: String?, live: ObjectIdentifier?) {
            guard let id, let index = scene.index(of: id) else { return }
            let engine = scene.nextResponder(of: index).map { scene.responderIDs[Int($0)] }
            let device: String?? = live.map { ids.idsByKey[$0] }
            switch device {
            case nil:
                if let engine { log.warn("responder chain: \(id)'s next responder is nothing on the device, \(engine) in the scene") }
            case .some(nil):
                log.warn("responder chain: \(id)'s next responder on the device is not in the scene; in the scene it is \(engine ?? "nothing")")
            case .some(let device?):
                if device != engine {
                    log.warn("responder chain: \(id)'s next responder is \(device) on the device, \(engine ?? "nothing") in the scene")
                }
            }
        }
        for (v, view) in snapshot.views.enumerated() {
            check(ids.viewIDs[v], live: view.nextKey)
            if let c = view.controller { check(ids.controllerIDs[c], live: snapshot.controllers[c].nextKey) }
        }
        if let scene = snapshot.windowScene { check(IDAssigner.reservedWindowScene, live: scene.nextKey) }
        if let app = snapshot.application { check(IDAssigner.reservedApplication, live: app.nextKey) }
        if let delegate = snapshot.delegate { check(IDAssigner.reservedDelegate, live: delegate.nextKey) }
    }
}

/// Apple guarantees no order among windows of one level (docs/capture.md, What is written: Scenes):
/// when two visible, interactive windows of one level overlap, the scene's order (UIKit's list
/// order) is a guess that decides which one takes touches there, and the log says so.
enum WindowOrderCheck {
    static func warnAboutOverlaps(snapshot: SceneSnapshot, placed: [PlacedGeometry], ids: IDAssigner, log: inout CaptureLog) {
        let candidates = snapshot.windows.filter { w in
            let v = snapshot.views[w]
            return !v.isHidden && v.userInteractionEnabled && !(v.alpha < 0.01)
        }
        for (i, a) in candidates.enumerated() {
            for b in candidates.dropFirst(i + 1) where snapshot.views[a].level == snapshot.views[b].level {
                guard let ra = screenBox(placed[a]), let rb = screenBox(placed[b]),
                      ra.minX < rb.maxX, rb.minX < ra.maxX, ra.minY < rb.maxY, rb.minY < ra.maxY else { continue }
                log.warn("windows \(ids.viewIDs[a]) and \(ids.viewIDs[b]) have the same level and overlap: UIKit guarantees no order between them; the scene puts \(ids.viewIDs[b]) in front")
            }
        }
    }

    /// The box a window covers on the screen (its transformed bounds' corners for a
    /// transformed window); nil when not finite.
    static func screenBox(_ placed: PlacedGeometry) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        let mapping = ScreenMapping(placed: placed)
        let size: CSize
        switch placed.geometry {
        case .frame(let r): size = r.size
        case .centered(_, let s, _): size = s
        }
        let o = placed.boundsOrigin
        let corners = [CPoint(x: o.x, y: o.y), CPoint(x: o.x + size.width, y: o.y),
                       CPoint(x: o.x, y: o.y + size.height), CPoint(x: o.x + size.width, y: o.y + size.height)]
            .map(mapping.screenPoint(fromWindowPoint:))
        guard corners.allSatisfy(\.isFinite), let first = corners.first else { return nil }
        var box = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for c in corners {
            box = (min(box.minX, c.x), min(box.minY, c.y), max(box.maxX, c.x), max(box.maxY, c.y))
        }
        return box
    }
}
