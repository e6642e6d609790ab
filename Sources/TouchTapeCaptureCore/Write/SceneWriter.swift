internal import TouchTapeCore

/// Turns a snapshot, its ids and its recognizer decisions into the scene document
/// (docs/capture.md, What is written: Scenes), keys in a fixed order, defaults left out.
@MainActor struct SceneWriter {
    static let formatWithoutRecognizers = "touchtape.scene/1"
    static let formatWithRecognizers = "touchtape.scene/2"

    let snapshot: SceneSnapshot
    let ids: IDAssigner
    let decisions: [[GestureMapping.Decision]]
    let builtins: [CapturedBuiltin?]
    let options: CaptureOptions
    var log = CaptureLog()
    /// The written geometry of every view, for screen mapping and the probe.
    private(set) var placed: [PlacedGeometry] = []
    private let descriptions: DescriptionMapping
    private let controllerKeys: Set<ObjectIdentifier>
    private let recognizerIDs: Set<String>
    /// The written recognizers' failure requirements, after dropping cycles.
    private var requirements: [ObjectIdentifier: [String]] = [:]

    init(snapshot: SceneSnapshot, ids: IDAssigner, decisions: [[GestureMapping.Decision]],
         builtins: [CapturedBuiltin?], options: CaptureOptions) {
        self.snapshot = snapshot
        self.ids = ids
        self.decisions = decisions
        self.builtins = builtins
        self.options = options
        descriptions = DescriptionMapping(idsByKey: ids.idsByKey)
        controllerKeys = Set(snapshot.controllers.filter { $0.view != nil }.map(\.key))
        recognizerIDs = Set(ids.gestureIDs.flatMap(\.values))
        placed = Array(repeating: PlacedGeometry(geometry: .frame(CRect(x: 0, y: 0, width: 0, height: 0)), boundsOrigin: .zero),
                       count: snapshot.views.count)
    }

    /// The whole document, under `name`.
    mutating func document(name: String) -> JSONTree {
        resolveFailureRequirements()
        var windows: [JSONTree] = []
        for (position, w) in snapshot.windows.enumerated() {
            windows.append(viewNode(w, windowPosition: position))
        }
        let hasRecognizers = decisions.contains { $0.contains(.write) }
        // Clarification 1: a builtin or a window's system-gesture keys need scene `/2`.
        let hasBuiltins = builtins.contains { $0 != nil } || (options.infersBuiltins && !snapshot.windows.isEmpty)
        var top = ObjectBuilder()
        top.add("format", .string(hasRecognizers || hasBuiltins ? Self.formatWithRecognizers : Self.formatWithoutRecognizers))
        top.add("name", .string(name))
        top.add("application", applicationNode())
        if let scene = snapshot.windowScene {
            var object = ObjectBuilder()
            if scene.className != "UIWindowScene" { object.add("class", .string(scene.className)) }
            if scene.canBecomeFirstResponder { object.add("canBecomeFirstResponder", .bool(true)) }
            top.add("windowScene", object.tree)
        }
        top.add("firstResponder", firstResponder())
        top.add("windows", .array(windows))
        return top.tree
    }

    // MARK: - Top level

    private func applicationNode() -> JSONTree? {
        guard let app = snapshot.application else { return nil }
        var object = ObjectBuilder()
        if app.className != "UIApplication" { object.add("class", .string(app.className)) }
        if app.canBecomeFirstResponder { object.add("canBecomeFirstResponder", .bool(true)) }
        if let delegate = snapshot.delegate {
            var d = ObjectBuilder()
            if delegate.className != "UIResponder" { d.add("class", .string(delegate.className)) }
            if delegate.canBecomeFirstResponder { d.add("canBecomeFirstResponder", .bool(true)) }
            object.add("delegate", d.tree)
        }
        return object.isEmpty ? nil : object.tree
    }

    /// The one captured responder that is first responder, in visit order.
    private mutating func firstResponder() -> JSONTree? {
        var found: [String] = []
        for (v, view) in snapshot.views.enumerated() {
            if view.isFirstResponder { found.append(ids.viewIDs[v]) }
            if let c = view.controller, snapshot.controllers[c].isFirstResponder, let id = ids.controllerIDs[c] { found.append(id) }
        }
        for (responder, id) in [(snapshot.windowScene, IDAssigner.reservedWindowScene),
                                (snapshot.application, IDAssigner.reservedApplication),
                                (snapshot.delegate, IDAssigner.reservedDelegate)] where responder?.isFirstResponder == true {
            found.append(id)
        }
        guard let first = found.first else { return nil }
        if found.count > 1 {
            log.warn("more than one responder says it is first responder (\(found.joined(separator: ", "))): \(first) is written")
        }
        return .string(first)
    }

    // MARK: - Views

    private mutating func viewNode(_ v: Int, windowPosition: Int? = nil) -> JSONTree {
        let view = snapshot.views[v]
        let id = ids.viewIDs[v]
        let place = "\(view.isWindow ? "window" : "view") \(id) (\(view.className))"
        var object = ObjectBuilder()
        var meta = ObjectBuilder()
        if let baseClass = view.baseClass { meta.add("baseClass", .string(baseClass)) }
        if !view.overrides.isEmpty { meta.add("overrides", .array(view.overrides.names.map(JSONTree.string))) }
        DescriptionMapping.reportUndescribed(view.overrides, view.description, at: place, log: &log)

        object.add("id", .string(id))
        if view.className != (view.isWindow ? "UIWindow" : "UIView") { object.add("class", .string(view.className)) }
        let geometry = GeometryMapping.place(view, at: place, log: &log, meta: &meta)
        placed[v] = geometry
        switch geometry.geometry {
        case .frame(let r):
            object.add("frame", .numbers([r.origin.x, r.origin.y, r.size.width, r.size.height]))
        case .centered(let center, let size, let t):
            object.add("center", .numbers([center.x, center.y]))
            object.add("size", .numbers([size.width, size.height]))
            object.add("transform", .numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]))
        }
        if let windowPosition {
            if view.level != 0 {
                if view.level.isFinite {
                    object.add("level", .number(view.level))
                } else {
                    log.warn("\(place): window level is not finite: written as 0")
                }
            }
            if view.isKeyWindow && windowPosition > 0 && !isKeyWindowEarlier(than: windowPosition) {
                object.add("key", .bool(true))
            }
        }
        if geometry.boundsOrigin != .zero {
            object.add("boundsOrigin", .numbers([geometry.boundsOrigin.x, geometry.boundsOrigin.y]))
        }
        object.addFlag("hidden", view.isHidden)
        if let alpha = GeometryMapping.alpha(view.alpha, at: place, log: &log, meta: &meta) { object.add("alpha", .number(alpha)) }
        // P4: exact UILabel and UIImageView default to false, everything else to true.
        let interactionDefault = !(view.className == "UILabel" || view.className == "UIImageView")
        if view.userInteractionEnabled != interactionDefault {
            object.add("userInteractionEnabled", .bool(view.userInteractionEnabled))
        }
        object.addFlag("clipsToBounds", view.clipsToBounds)
        object.addFlag("multipleTouchEnabled", view.multipleTouchEnabled)
        object.addFlag("exclusiveTouch", view.exclusiveTouch)
        object.addFlag("canBecomeFirstResponder", view.canBecomeFirstResponder)
        object.add("pointInside", descriptions.pointInside(view.description?.pointInside, at: place, log: &log))
        if let hitTest = descriptions.hitTest(view.description?.hitTest, at: place, log: &log) {
            object.add("hitTest", hitTest)
        } else if builtins[v]?.hitTestSelf == true {
            // K4 (U10): UIKit's own hitTest of a slider, stepper, segmented control or page
            // control answers the control, not a private element inside it, for a point inside
            // it; the format's "self" would take every point its superview asks about, so the
            // control forwards to itself, as the dump importer writes it.
            object.add("hitTest", .object([JSONTree.Member(key: "forwardTo", value: .array([.string(id)]))]))
        }
        object.add("touches", descriptions.touches(view.description?.touches, isControl: view.control != nil))
        object.add("actions", DescriptionMapping.actions(view.description))
        if let control = view.control {
            object.add("control", ControlMapping.control(control, at: place, options: options, log: &log, meta: &meta))
        }
        if let c = view.controller {
            if view.isWindow {
                log.warn("\(place): a window cannot be a view controller's root view in a scene: its controller is left out")
            } else {
                object.add("viewController", controllerNode(c, viewIndex: v))
            }
        }
        if let builtin = builtins[v] { object.add("builtin", builtin.object) }
        if windowPosition != nil && options.infersBuiltins { addSystemGestureKeys(view, to: &object) }
        var gestures: [JSONTree] = []
        var unmodelled: [JSONTree] = []
        for (g, gesture) in view.gestures.enumerated() {
            switch decisions[v][g] {
            case .write:
                gestures.append(gestureNode(gesture, id: ids.gestureIDs[v][g] ?? "\(id).g\(g)"))
            case .givenByBuiltin:
                log.note("\(place): UIKit's \(gesture.className) (index \(gesture.index)) is its builtin's #scrollPan (S3)")
            case .omit(let reason):
                unmodelled.append(.object([JSONTree.Member(key: "class", value: .string(gesture.className)),
                                           JSONTree.Member(key: "index", value: .number(Double(gesture.index)))]))
                if gesture.isUIKitClass && reason == "UIKit-internal" {
                    log.note("\(place): UIKit's \(gesture.className) (index \(gesture.index)) is left out: it is UIKit-internal")
                } else {
                    log.warn("\(place): \(gesture.className) (index \(gesture.index)) is left out: \(reason)")
                }
            }
        }
        if !gestures.isEmpty { object.add("gestures", .array(gestures)) }
        if !unmodelled.isEmpty { meta.add("unmodelledGestures", .array(unmodelled)) }
        if !meta.isEmpty { object.add("meta", meta.tree) }
        let subviews = view.subviews.map { viewNode($0) }
        if !subviews.isEmpty { object.add("subviews", .array(subviews)) }
        return object.tree
    }

    /// S35 (U5, clarification 2), as the dump importer writes them: the default region, the
    /// bottom 20 pt, and `defersSystemGestures` when the window's root controller defers edges
    /// (`preferredScreenEdgesDeferringSystemGestures`).
    private func addSystemGestureKeys(_ window: ViewSnapshot, to object: inout ObjectBuilder) {
        let region = ObjectBuilder.object([("edge", .string(BuiltinInference.defaultSystemGestureRegion.edge)),
                                           ("size", .number(BuiltinInference.defaultSystemGestureRegion.size))])
        object.add("systemGestureRegions", .array([region]))
        let edges: [(ScreenEdgesReading, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
        let deferred = edges.filter { window.deferredEdges.contains($0.0) }.map { JSONTree.string($0.1) }
        if !deferred.isEmpty { object.add("defersSystemGestures", .array(deferred)) }
    }

    private func isKeyWindowEarlier(than position: Int) -> Bool {
        snapshot.windows.prefix(position).contains { snapshot.views[$0].isKeyWindow }
    }

    // MARK: - View controllers

    private mutating func controllerNode(_ c: Int, viewIndex v: Int) -> JSONTree {
        let controller = snapshot.controllers[c]
        let id = ids.controllerIDs[c] ?? "\(controller.className)-vc\(controller.path)"
        let place = "view controller \(id) (\(controller.className))"
        var object = ObjectBuilder()
        object.add("id", .string(id))
        if controller.className != "UIViewController" { object.add("class", .string(controller.className)) }
        if let presenter = presentedBy(c, viewIndex: v) { object.add("presentedBy", .string(presenter)) }
        object.add("touches", descriptions.touches(controller.description?.touches, isControl: false))
        object.add("actions", DescriptionMapping.actions(controller.description))
        object.addFlag("canBecomeFirstResponder", controller.canBecomeFirstResponder)
        if controller.description?.hitTest != nil || controller.description?.pointInside != nil {
            log.note("\(place): hit-test rules describe views, not controllers: left out")
        }
        return object.tree
    }

    /// `presentedBy` (R2): the controller's `next`, when it is a captured controller other
    /// than the one whose root view is the superview (then R2's superview rule gives the same
    /// answer), and when following it never comes back to this controller.
    private func presentedBy(_ c: Int, viewIndex v: Int) -> String? {
        guard let presenter = presenterKey(of: c, viewIndex: v) else { return nil }
        // No cycle: a chain of presenters that comes back here is not written (R2).
        var seen: Set<ObjectIdentifier> = [snapshot.controllers[c].key]
        var next: ObjectIdentifier? = presenter
        while let key = next {
            guard seen.insert(key).inserted else { return nil }
            guard let index = snapshot.controllers.firstIndex(where: { $0.key == key }), let view = snapshot.controllers[index].view else { break }
            next = presenterKey(of: index, viewIndex: view)
        }
        return ids.idsByKey[presenter]
    }

    private func presenterKey(of c: Int, viewIndex v: Int) -> ObjectIdentifier? {
        guard let next = snapshot.controllers[c].nextKey, controllerKeys.contains(next) else { return nil }
        if let parent = snapshot.views[v].parent, snapshot.views[parent].key == next { return nil }
        return next
    }

    // MARK: - Recognizers

    private mutating func gestureNode(_ g: GestureSnapshot, id: String) -> JSONTree {
        let place = "recognizer \(id) (\(g.className))"
        var object = ObjectBuilder()
        var meta = ObjectBuilder()
        object.add("id", .string(id))
        GestureMapping.members(g, at: place, log: &log, object: &object, meta: &meta)
        if let first = g.targets.first {
            if let key = first.targetKey, let target = ids.idsByKey[key], !isRecognizerID(target) {
                object.add("action", .object([JSONTree.Member(key: "target", value: .string(target)),
                                              JSONTree.Member(key: "selector", value: .string(first.selector))]))
            } else {
                meta.add("actionNotCaptured", .object([JSONTree.Member(key: "targetClass", value: .string(first.targetClassName)),
                                                       JSONTree.Member(key: "selector", value: .string(first.selector))]))
                log.warn("\(place): its target \(first.targetClassName) is not a responder of the scene: no action written")
            }
            if g.targets.count > 1 {
                meta.add("moreTargets", .array(g.targets.dropFirst().map { t in
                    .object([JSONTree.Member(key: "targetClass", value: .string(t.targetClassName)),
                             JSONTree.Member(key: "selector", value: .string(t.selector))])
                }))
            }
        } else {
            log.note("\(place): no registered target: its action is unknown (register it, or turn on the recognizer swizzle)")
        }
        if let required = requirements[g.key], !required.isEmpty {
            object.add("requireToFail", .array(required.map(JSONTree.string)))
        }
        if !meta.isEmpty { object.add("meta", meta.tree) }
        return object.tree
    }

    private func isRecognizerID(_ id: String) -> Bool {
        recognizerIDs.contains(id)
    }

    /// Every written recognizer's `requireToFail`: registered ones first, then those found by
    /// probing the class overrides; references outside the scene and to itself dropped; an
    /// edge that would close a cycle dropped (import rejects cycles), in visit order.
    private mutating func resolveFailureRequirements() {
        var graph: [String: [String]] = [:]
        for (v, view) in snapshot.views.enumerated() {
            for (g, gesture) in view.gestures.enumerated() where decisions[v][g] == .write {
                guard let id = ids.gestureIDs[v][g] else { continue }
                var list: [String] = []
                for key in gesture.registeredFailureRequirements + gesture.probedFailureRequirements {
                    guard let other = ids.idsByKey[key], isRecognizerID(other) else {
                        log.warn("recognizer \(id): a recognizer it must wait for is not written in the scene: left out")
                        continue
                    }
                    if other == id {
                        log.warn("recognizer \(id) is said to wait for itself: left out")
                        continue
                    }
                    if list.contains(other) { continue }
                    if Self.reaches(from: other, to: id, in: graph) {
                        log.warn("recognizer \(id) waiting for \(other) would close a cycle of failure requirements: left out")
                        continue
                    }
                    list.append(other)
                    graph[id, default: []].append(other)
                }
                requirements[gesture.key] = list
            }
        }
    }

    private static func reaches(from start: String, to goal: String, in graph: [String: [String]]) -> Bool {
        var stack = [start]
        var seen: Set<String> = []
        while let node = stack.popLast() {
            if node == goal { return true }
            guard seen.insert(node).inserted else { continue }
            stack.append(contentsOf: graph[node] ?? [])
        }
        return false
    }
}
