import TouchTapeCore
import TouchTapeReplay
import TouchTapeStore

/// The scene side of the API: the scenes and versions in the store, one version with its
/// picture and every responder's properties, and hit-testing a point.
struct SceneAPI: Sendable {
    let store: StudioStore

    /// `GET /api/scenes`: every scene with its versions, oldest first.
    func list() async throws -> JSONOut {
        let versions = try await store.run { try $0.sceneVersions() }
        var scenes: [(String, [SceneVersionInfo])] = []
        for v in versions {
            if scenes.last?.0 == v.scene { scenes[scenes.count - 1].1.append(v) } else { scenes.append((v.scene, [v])) }
        }
        return .object([("scenes", .array(scenes.map { name, versions in
            .object([("name", .string(name)),
                     ("current", .int(versions.first(where: \.isCurrent)?.version ?? versions.last?.version ?? 1)),
                     ("versions", .array(versions.map { v in
                         .object([("version", .int(v.version)), ("current", .bool(v.isCurrent)), ("views", .int(v.views)),
                                  ("contentHash", .string(v.contentHash)), ("importedAt", .string(v.importedAt))])
                     }))])
        }))])
    }

    /// `GET /api/scenes/{name}/versions/{version}` (`version` a number or `current`): the
    /// picture (inline SVG, in screen points) and every responder, back to front.
    func version(name: String, version: String) async throws -> JSONOut {
        let number = try Self.versionNumber(version)
        let (scene, resolved) = try await store.scene(name, version: number)
        let current = try await store.run { try $0.sceneVersions(named: name).first(where: \.isCurrent)?.version }
        let picture = ScenePicture.draw(scene: scene, options: .init(title: "\(name)@\(resolved)", idPrefix: "studio",
                                                                    standalone: false, legend: true))
        let outlines = ScenePicture.screenOutlines(of: scene)
        var responders: [JSONOut] = []
        for r in 0..<scene.responderCount {
            responders.append(Self.responder(Int32(r), in: scene, outline: r < outlines.count ? outlines[r] : nil))
        }
        return .object([("scene", .string(name)), ("version", .int(resolved)), ("current", .bool(current == resolved)),
                        ("svg", .string(picture.svg)), ("width", .number(picture.width)), ("height", .number(picture.height)),
                        ("responders", .array(responders))])
    }

    /// `GET /api/hit-test?scene=NAME[@N]&x=X&y=Y`: the JSON of `touchtape hit-test --json
    /// --trace`; with `tap=true` also `tap`, what a tap there (began and ended at the point)
    /// would do: who handles it and the control actions it fires.
    func hitTest(scene reference: String, x: Double, y: Double, tap: Bool) async throws -> JSONOut {
        let (name, version) = try Self.sceneReference(reference)
        let (s, resolved) = try await store.scene(name, version: version)
        let point = Point(x: x, y: y)
        var entries: [TraceEntry] = []
        let hit = s.hitTest(point, trace: &entries)
        let chain = hit.view.map { s.responderChain(from: $0) } ?? []
        var members: [(String, JSONOut)] = [
            ("scene", .string(s.name)), ("version", .int(resolved)), ("point", .array([.number(x), .number(y)])),
            ("window", .optional(hit.window.map { s.responderIDs[Int($0)] })),
            ("view", .optional(hit.view.map { s.responderIDs[Int($0)] })),
            ("chain", .strings(chain.map { s.responderIDs[Int($0)] })),
        ]
        if s.hasGestures {
            // G1, as `hit-test --json` gives it: only for scenes with recognizers.
            members.append(("recognizers", .strings(hit.view.map { s.recognizers(reaching: $0).map(\.id) } ?? [])))
        }
        members += [
            ("trace", .array(entries.map { e in
                var out: [UInt8] = []
                OutcomeJSON.appendTraceEntry(TraceEntryRecord(e, in: s), to: &out)
                return .raw(String(decoding: out, as: UTF8.self))
            })),
        ]
        if tap { members.append(("tap", Self.tapPreview(at: point, in: s))) }
        return .object(members)
    }

    // MARK: - Parts

    /// What a tap at the point (began at 0, ended at 0.1) would do, dispatched as replay
    /// dispatches a session: deadlines still armed after the lift pass too (G5, F2), so a single
    /// tap waiting for a double tap's failure shows its action. `handledBy` is who handled the
    /// `began` the view was given, now or late (G16); `gestures` every recognizer transition, with
    /// the time of its step; `calls` every call UIKit's own classes make (docs/rules.md, the S
    /// rules' Terms: delegate messages, item actions, state changes), with the time of its step, in
    /// delivery order; `cancelled` whether a recognizer took the touch and the view got
    /// `touchesCancelled` (G13).
    static func tapPreview(at point: Point, in s: Scene) -> JSONOut {
        let events = [TouchPhase.began, .ended].enumerated().map { i, phase in
            SessionEvent(t: Double(i) * 0.1, payload: .touches([TouchSample(touch: 1, phase: phase, location: point)]))
        }
        var dispatcher = Dispatcher(scene: s)
        var deliveries: [Delivery] = []
        for (seq, event) in events.enumerated() { dispatcher.dispatch(event, seq: seq, into: &deliveries) }
        dispatcher.finish(into: &deliveries)
        let viewBegan = deliveries.first { $0.phase == .began && $0.kind != .cancel && $0.withheld == nil }
        let transitions = deliveries.flatMap { d in d.gestures.map { (d.t, $0) } }
        return .object([
            ("handledBy", .optional(viewBegan?.handledBy)),
            ("dropped", .optional(deliveries.first?.dropped?.rawValue)),
            ("controlEvents", .array(deliveries.flatMap(\.controlEvents).map { c in
                .object([("view", .string(c.view)), ("event", .string(c.event.rawValue)), ("action", .string(c.action))])
            })),
            ("gestures", .array(transitions.map { t, g in
                .object([("t", .number(t)), ("gesture", .string(g.gesture)), ("state", .string(g.state.rawValue)),
                         ("action", .optional(g.action)), ("target", .optional(g.target))])
            })),
            ("calls", .array(deliveries.flatMap { d in d.calls.map { call(t: d.t, $0) } })),
            ("cancelled", .bool(deliveries.contains { $0.kind == .cancel })),
        ])
    }

    /// One call as an outcome's `calls` writes it, with the time of the delivery that made it
    /// first: `{"t", "from", "selector", "to", "args"}`, and `"after": "animation"` only where
    /// UIKit waits for an animation.
    static func call(t: Double, _ c: BuiltinCall) -> JSONOut {
        var members: [(String, JSONOut)] = [
            ("t", .number(t)), ("from", .string(c.from)), ("selector", .string(c.selector)), ("to", .optional(c.to)),
            ("args", .object(c.args.map { ($0.name, .raw($0.value.json)) })),
        ]
        if c.afterAnimation { members.append(("after", .string("animation"))) }
        return .object(members)
    }

    /// `NAME` or `NAME@N`: always a name in the store, never a path on this machine.
    static func sceneReference(_ reference: String) throws -> (name: String, version: Int?) {
        guard let at = reference.lastIndex(of: "@") else { return (reference, nil) }
        guard let n = Int(reference[reference.index(after: at)...]), n >= 1 else {
            throw APIError.badRequest("scene \"\(reference)\": a scene is NAME or NAME@N (N a version number)")
        }
        return (String(reference[..<at]), n)
    }

    static func versionNumber(_ text: String) throws -> Int? {
        if text == "current" { return nil }
        guard let n = Int(text), n >= 1 else {
            throw APIError.badRequest("version \"\(text)\": a version is a number from 1, or current")
        }
        return n
    }

    /// One responder as the inspector shows it: what Xcode's view debugger shows in its
    /// size and object inspectors, plus the rules that decide hit-testing.
    static func responder(_ r: Int32, in scene: Scene, outline: [Point]?) -> JSONOut {
        let i = Int(r)
        var members: [(String, JSONOut)] = [
            ("id", .string(scene.responderIDs[i])), ("class", .string(scene.responderClasses[i])),
            ("kind", .string(scene.responderKinds[i].name)),
            ("nextResponder", .optional(scene.nextResponder(of: r).map { scene.responderIDs[Int($0)] })),
        ]
        if scene.isView(r) {
            let info = scene.viewInfos[i]
            let f = info.frame
            members += [
                ("superview", .optional(scene.superview(of: r).map { scene.responderIDs[Int($0)] })),
                ("viewController", .optional(scene.viewController(ofView: r).map { scene.responderIDs[Int($0)] })),
                ("window", .string(scene.responderIDs[Int(scene.window(of: r))])),
                ("subviews", .strings(scene.subviews(of: r).map { scene.responderIDs[Int($0)] })),
                ("depth", .int(info.depth)),
                ("frame", .array([f.origin.x, f.origin.y, f.size.width, f.size.height].map(JSONOut.number))),
                ("outline", outline.map { .array($0.map { .array([.number($0.x), .number($0.y)]) }) } ?? .null),
                ("hidden", .bool(info.hidden)), ("alpha", .number(info.alpha)),
                ("userInteractionEnabled", .bool(info.userInteractionEnabled)),
                ("multipleTouchEnabled", .bool(info.multipleTouchEnabled)), ("exclusiveTouch", .bool(info.exclusiveTouch)),
                ("isControl", .bool(info.isControl)), ("controlEnabled", .bool(info.controlEnabled)),
                ("controlActions", .array(info.controlActions.map { a in
                    .object([("event", .string(a.event.rawValue)), ("action", .string(a.action))])
                })),
                ("pointInside", rule(RuleText.pointInside(info.pointInside))),
                ("hitTest", rule(RuleText.hitTest(info.hitTest, in: scene))),
            ]
        }
        members.append(("touches", .string(handlers(scene.touchHandlers[i]))))
        return .object(members)
    }

    /// A rule as the scene format spells it: a name, or an object.
    static func rule(_ text: String) -> JSONOut { text.hasPrefix("{") ? .raw(text) : .string(text) }

    static func handlers(_ h: TouchHandlers) -> String {
        func name(_ b: HandlerBehavior) -> String {
            switch b { case .forward: "forward"; case .handle: "handle"; case .observe: "observe" }
        }
        let phases = [h.began, h.moved, h.ended, h.cancelled]
        if phases.allSatisfy({ $0 == h.began }) { return name(h.began) }
        return zip(["began", "moved", "ended", "cancelled"], phases).map { "\($0): \(name($1))" }.joined(separator: ", ")
    }
}
