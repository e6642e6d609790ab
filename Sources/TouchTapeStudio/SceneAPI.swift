import TouchTapeCore
import TouchTapeReplay
import TouchTapeStore

/// The scene side of the API: the scenes and versions in the store, one version with its
/// picture and every responder's properties, and hit-testing a point.
struct SceneAPI: Sendable {
    let store: StudioStore

    /// `GET /api/scenes`: every scene with its versions, oldest first.
    func list() async throws -> JSONWriter {
        let versions = try await store.run { try $0.sceneVersions() }
        var scenes: [(String, [SceneVersionInfo])] = []
        for v in versions {
            if scenes.last?.0 == v.scene { scenes[scenes.count - 1].1.append(v) } else { scenes.append((v.scene, [v])) }
        }
        var json = JSONWriter()
        json.object { json in
            json.key("scenes")
            json.array(scenes) { json, scene in
                let (name, versions) = scene
                json.object { json in
                    json.key("name"); json.string(name)
                    json.key("current"); json.number(versions.first(where: \.isCurrent)?.version ?? versions.last?.version ?? 1)
                    json.key("versions")
                    json.array(versions) { json, v in
                        json.object { json in
                            json.key("version"); json.number(v.version)
                            json.key("current"); json.bool(v.isCurrent)
                            json.key("views"); json.number(v.views)
                            json.key("contentHash"); json.string(v.contentHash)
                            json.key("importedAt"); json.string(v.importedAt)
                        }
                    }
                }
            }
        }
        return json
    }

    /// `GET /api/scenes/{name}/versions/{version}` (`version` a number or `current`): the
    /// picture (inline SVG, in screen points) and every responder, back to front.
    func version(name: String, version: String) async throws -> JSONWriter {
        let number = try Self.versionNumber(version)
        let (scene, resolved) = try await store.scene(name, version: number)
        let current = try await store.run { try $0.sceneVersions(named: name).first(where: \.isCurrent)?.version }
        let picture = ScenePicture.draw(scene: scene, options: .init(title: "\(name)@\(resolved)", idPrefix: "studio",
                                                                    standalone: false, legend: true))
        let outlines = ScenePicture.screenOutlines(of: scene)
        var json = JSONWriter()
        json.object { json in
            json.key("scene"); json.string(name)
            json.key("version"); json.number(resolved)
            json.key("current"); json.bool(current == resolved)
            json.key("svg"); json.string(picture.svg)
            json.key("width"); json.number(picture.width)
            json.key("height"); json.number(picture.height)
            json.key("responders")
            json.array(0..<scene.responderCount) { json, r in
                Self.responder(Int32(r), in: scene, outline: r < outlines.count ? outlines[r] : nil, &json)
            }
        }
        return json
    }

    /// `GET /api/hit-test?scene=NAME[@N]&x=X&y=Y`: the JSON of `touchtape hit-test --json
    /// --trace`; with `tap=true` also `tap`, what a tap there (began and ended at the point)
    /// would do: who handles it and the control actions it fires.
    func hitTest(scene reference: String, x: Double, y: Double, tap: Bool) async throws -> JSONWriter {
        let (name, version) = try Self.sceneReference(reference)
        let (s, resolved) = try await store.scene(name, version: version)
        let point = Point(x: x, y: y)
        var entries: [TraceEntry] = []
        let hit = s.hitTest(point, trace: &entries)
        let chain = hit.view.map { s.responderChain(from: $0) } ?? []
        var json = JSONWriter()
        json.object { json in
            json.key("scene"); json.string(s.name)
            json.key("version"); json.number(resolved)
            json.key("point"); json.numbers([x, y])
            json.key("window"); json.string(hit.window.map { s.responderIDs[Int($0)] })
            json.key("view"); json.string(hit.view.map { s.responderIDs[Int($0)] })
            json.key("chain"); json.strings(chain.map { s.responderIDs[Int($0)] })
            if s.hasGestures {
                // G1, as `hit-test --json` gives it: only for scenes with recognizers.
                json.key("recognizers"); json.strings(hit.view.map { s.recognizers(reaching: $0).map(\.id) } ?? [])
            }
            json.key("trace")
            json.array(entries) { json, e in
                json.value { OutcomeJSON.appendTraceEntry(TraceEntryRecord(e, in: s), to: &$0) }
            }
            if tap { json.key("tap"); Self.tapPreview(at: point, in: s, &json) }
        }
        return json
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
    static func tapPreview(at point: Point, in s: Scene, _ json: inout JSONWriter) {
        let events = [TouchPhase.began, .ended].enumerated().map { i, phase in
            SessionEvent(t: Double(i) * 0.1, payload: .touches([TouchSample(touch: 1, phase: phase, location: point)]))
        }
        var dispatcher = Dispatcher(scene: s)
        var deliveries: [Delivery] = []
        for (seq, event) in events.enumerated() { dispatcher.dispatch(event, seq: seq, into: &deliveries) }
        dispatcher.finish(into: &deliveries)
        let viewBegan = deliveries.first { $0.phase == .began && $0.kind != .cancel && $0.withheld == nil }
        let transitions = deliveries.flatMap { d in d.gestures.map { (d.t, $0) } }
        json.object { json in
            json.key("handledBy"); json.string(viewBegan?.handledBy)
            json.key("dropped"); json.string(deliveries.first?.dropped?.rawValue)
            json.key("controlEvents")
            json.array(deliveries.flatMap(\.controlEvents)) { json, c in
                json.object { json in
                    json.key("view"); json.string(c.view)
                    json.key("event"); json.string(c.event.rawValue)
                    json.key("action"); json.string(c.action)
                }
            }
            json.key("gestures")
            json.array(transitions) { json, transition in
                let (t, g) = transition
                json.object { json in
                    json.key("t"); json.number(t)
                    json.key("gesture"); json.string(g.gesture)
                    json.key("state"); json.string(g.state.rawValue)
                    json.key("action"); json.string(g.action)
                    json.key("target"); json.string(g.target)
                }
            }
            json.key("calls")
            json.array(deliveries.flatMap { d in d.calls.map { (d.t, $0) } }) { json, call in
                Self.call(t: call.0, call.1, &json)
            }
            json.key("cancelled"); json.bool(deliveries.contains { $0.kind == .cancel })
        }
    }

    /// One call as an outcome's `calls` writes it, with the time of the delivery that made it
    /// first: `{"t", "from", "selector", "to", "args"}`, and `"after": "animation"` only where
    /// UIKit waits for an animation.
    static func call(t: Double, _ c: BuiltinCall, _ json: inout JSONWriter) {
        json.object { json in
            json.key("t"); json.number(t)
            json.key("from"); json.string(c.from)
            json.key("selector"); json.string(c.selector)
            json.key("to"); json.string(c.to)
            json.key("args")
            json.object { json in
                for arg in c.args { json.key(arg.name); json.raw(arg.value.json) }
            }
            if c.afterAnimation { json.key("after"); json.string("animation") }
        }
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
    static func responder(_ r: Int32, in scene: Scene, outline: [Point]?, _ json: inout JSONWriter) {
        let i = Int(r)
        json.object { json in
            json.key("id"); json.string(scene.responderIDs[i])
            json.key("class"); json.string(scene.responderClasses[i])
            json.key("kind"); json.string(scene.responderKinds[i].name)
            json.key("nextResponder"); json.string(scene.nextResponder(of: r).map { scene.responderIDs[Int($0)] })
            if scene.isView(r) {
                let info = scene.viewInfos[i]
                let f = info.frame
                json.key("superview"); json.string(scene.superview(of: r).map { scene.responderIDs[Int($0)] })
                json.key("viewController"); json.string(scene.viewController(ofView: r).map { scene.responderIDs[Int($0)] })
                json.key("window"); json.string(scene.responderIDs[Int(scene.window(of: r))])
                json.key("subviews"); json.strings(scene.subviews(of: r).map { scene.responderIDs[Int($0)] })
                json.key("depth"); json.number(info.depth)
                json.key("frame"); json.numbers([f.origin.x, f.origin.y, f.size.width, f.size.height])
                json.key("outline")
                if let outline { json.array(outline) { json, p in json.numbers([p.x, p.y]) } } else { json.null() }
                json.key("hidden"); json.bool(info.hidden)
                json.key("alpha"); json.number(info.alpha)
                json.key("userInteractionEnabled"); json.bool(info.userInteractionEnabled)
                json.key("multipleTouchEnabled"); json.bool(info.multipleTouchEnabled)
                json.key("exclusiveTouch"); json.bool(info.exclusiveTouch)
                json.key("isControl"); json.bool(info.isControl)
                json.key("controlEnabled"); json.bool(info.controlEnabled)
                json.key("controlActions")
                json.array(info.controlActions) { json, a in
                    json.object { json in
                        json.key("event"); json.string(a.event.rawValue)
                        json.key("action"); json.string(a.action)
                    }
                }
                json.key("pointInside"); rule(RuleText.pointInside(info.pointInside), &json)
                json.key("hitTest"); rule(RuleText.hitTest(info.hitTest, in: scene), &json)
            }
            json.key("touches"); json.string(handlers(scene.touchHandlers[i]))
        }
    }

    /// A rule as the scene format spells it: a name, or an object.
    static func rule(_ text: String, _ json: inout JSONWriter) {
        if text.hasPrefix("{") { json.raw(text) } else { json.string(text) }
    }

    static func handlers(_ h: TouchHandlers) -> String {
        func name(_ b: HandlerBehavior) -> String {
            switch b { case .forward: "forward"; case .handle: "handle"; case .observe: "observe" }
        }
        let phases = [h.began, h.moved, h.ended, h.cancelled]
        if phases.allSatisfy({ $0 == h.began }) { return name(h.began) }
        return zip(["began", "moved", "ended", "cancelled"], phases).map { "\($0): \(name($1))" }.joined(separator: ", ")
    }
}
