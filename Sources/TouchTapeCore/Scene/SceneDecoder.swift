/// Decoding and validation of `touchtape.scene/1` and `/2` documents into a compiled ``Scene``.
extension Scene {
    /// The format string of scene documents without recognizers: `touchtape.scene/1`.
    public static let format = "touchtape.scene/1"
    /// The format string of scene documents that may declare recognizers and builtins:
    /// `touchtape.scene/2` (docs/formats.md).
    public static let formatWithGestures = "touchtape.scene/2"

    /// Views nest at most this deep, a window counting as depth 1 (docs/formats.md).
    package static let maximumDepth = 200

    /// Parses, validates and compiles a scene document given as JSON text.
    ///
    /// ```swift
    /// let scene = try Scene.decode(json: sceneJSON, file: "checkout.json")
    /// ```
    ///
    /// - Parameters:
    ///   - text: a `touchtape.scene/1` or `/2` document.
    ///   - file: the name errors give for the document (`FILE:LINE:COLUMN: …`).
    /// - Throws: ``InputError`` naming the place that is wrong, its ``InputError/kind`` telling
    ///   what is wrong.
    public static func decode(json text: String, file: String? = nil) throws(InputError) -> Scene {
        try decode(Array(text.utf8), file: file)
    }

    /// Parses, validates and compiles a scene document given as the bytes of its file (UTF-8).
    ///
    /// - Parameters:
    ///   - bytes: a `touchtape.scene/1` or `/2` document.
    ///   - file: the name errors give for the document (`FILE:LINE:COLUMN: …`).
    /// - Throws: ``InputError`` naming the place that is wrong.
    public static func decode(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> Scene {
        let json = try InputError.parseDocument(bytes, file: file)
        do {
            return try decode(json)
        } catch {
            throw error.inFile(file ?? "")
        }
    }

    /// Validates and compiles an already parsed scene document.
    package static func decode(_ json: JSONValue) throws(InputError) -> Scene {
        var decoder = SceneDecoder()
        return try decoder.decodeDocument(json)
    }
}

/// One responder while the document is read, before names are resolved.
private struct PendingResponder {
    var id: String
    var idPosition: SourcePosition
    var className: String
    var kind: ResponderKind
    var touches: TouchHandlers
    var motion: HandlerBehavior = .forward
    var remoteControl: HandlerBehavior = .forward
    var presses: HandlerBehavior = .forward
    var actions: [String] = []
    var canBecomeFirstResponder = false
}

/// One view while the document is read.
private struct PendingView {
    var parent: Int32
    var window: Int32
    var depth: Int
    var children: [Int32] = []
    var info: ViewInfo
    var hitTestNames: [(String, SourcePosition)] = []
    var center: Point
    /// Whether the view was given by `center` and `size` (H7a converts it about its center).
    var givenByCenter: Bool
    var viewController: Int32 = -1
    var meta: JSONObject?
}

private struct PendingViewController {
    var responder: PendingResponder
    var rootView: Int32
    var presentedBy: (String, SourcePosition)?
}

private let responderKeys: Set<String> = ["id", "class", "touches", "motion", "remoteControl", "presses",
                                          "actions", "canBecomeFirstResponder"]
private let viewKeys: Set<String> = responderKeys.union([
    "frame", "center", "size", "transform", "boundsOrigin", "hidden", "alpha", "userInteractionEnabled",
    "clipsToBounds", "multipleTouchEnabled", "exclusiveTouch", "pointInside", "hitTest", "control",
    "viewController", "gestures", "subviews", "builtin",
])
private let windowKeys: Set<String> = viewKeys.union(["level", "key", "systemGestureRegions", "defersSystemGestures"])
private let viewControllerKeys: Set<String> = responderKeys.union(["presentedBy"])

private struct SceneDecoder {
    var views: [PendingView] = []
    var viewResponders: [PendingResponder] = []
    var viewControllers: [PendingViewController] = []
    var controlActions: [ControlActions] = []
    var seenIDs: [String: SourcePosition] = [:]
    /// `/2` only: the recognizers read so far (Gestures/GestureDecoder.swift).
    var gestures = GestureDecoder()
    /// `/2` only: the builtins and window keys read so far (Builtins/BuiltinDecoder.swift).
    var builtins = BuiltinDecoder()
    var format = Scene.format

    mutating func decodeDocument(_ json: JSONValue) throws(InputError) -> Scene {
        let top = try ObjectFields(json, what: "the scene",
                                   allowed: ["format", "name", "application", "windowScene", "firstResponder", "windows"])
        format = try top.requiredString("format")
        if format != Scene.format && format != Scene.formatWithGestures {
            throw InputError(.unsupported, position: top.value("format")?.position,
                             "\"format\" must be \"\(Scene.format)\" or \"\(Scene.formatWithGestures)\", found \"\(format)\"")
        }
        let name = try top.requiredString("name")
        if !Identifiers.isValidName(name) {
            throw InputError(.badValue, position: top.value("name")?.position,
                             "scene name \"\(name)\" must match [A-Za-z0-9][A-Za-z0-9_.-]*")
        }

        // Windows and their subtrees first, so that views take the first indices.
        let windowsValue = try top.required("windows")
        guard let windowList = windowsValue.arrayValue else {
            throw top.typeError("windows", windowsValue, "a list of window nodes")
        }
        if windowList.isEmpty {
            throw InputError(.badValue, position: windowsValue.position, "\"windows\" must hold at least one window")
        }
        var windowIndices: [Int32] = []
        var keyWindow: Int32 = -1
        var levels: [Double] = []
        for windowValue in windowList {
            let index = Int32(views.count)
            let (level, isKey) = try decodeView(windowValue, parent: -1, window: index, depth: 1)
            windowIndices.append(index)
            levels.append(level)
            if isKey == true {
                if keyWindow >= 0 {
                    throw InputError(.conflict, position: windowValue.position,
                                     "more than one window is key: \"\(viewResponders[Int(keyWindow)].id)\" and \"\(viewResponders[Int(index)].id)\"")
                }
                keyWindow = index
            }
        }
        if keyWindow < 0 { keyWindow = windowIndices[0] }

        // The responders above the windows.
        var extraResponders: [PendingResponder] = []
        var windowSceneIndex: Int32 = -1
        let viewCount = Int32(views.count)
        let vcBase = viewCount
        let afterVCs = vcBase + Int32(viewControllers.count)
        if let ws = top.value("windowScene") {
            let r = try decodeResponder(ws, what: "the window scene", defaultID: "windowScene",
                                        defaultClass: "UIWindowScene", kind: .windowScene, allowed: responderKeys)
            windowSceneIndex = afterVCs + Int32(extraResponders.count)
            extraResponders.append(r)
        }
        var delegate: PendingResponder?
        let application: PendingResponder
        if let appValue = top.value("application") {
            let fields = try ObjectFields(appValue, what: "the application", allowed: responderKeys.union(["delegate"]))
            application = try decodeResponder(appValue, what: "the application", defaultID: "application",
                                              defaultClass: "UIApplication", kind: .application,
                                              allowed: responderKeys.union(["delegate"]))
            if let d = fields.value("delegate") {
                delegate = try decodeResponder(d, what: "the application delegate", defaultID: "appDelegate",
                                               defaultClass: "UIResponder", kind: .appDelegate, allowed: responderKeys)
            }
        } else {
            application = try registerDefault(PendingResponder(
                id: "application", idPosition: json.position, className: "UIApplication",
                kind: .application, touches: TouchHandlers(all: .forward)))
        }
        let applicationIndex = afterVCs + Int32(extraResponders.count)
        extraResponders.append(application)
        var delegateIndex: Int32 = -1
        if let delegate {
            delegateIndex = afterVCs + Int32(extraResponders.count)
            extraResponders.append(delegate)
        }

        // All responders in index order.
        var responders = viewResponders
        responders.append(contentsOf: viewControllers.map(\.responder))
        responders.append(contentsOf: extraResponders)
        var idToIndex: [String: Int32] = [:]
        idToIndex.reserveCapacity(responders.count)
        for (i, r) in responders.enumerated() { idToIndex[r.id] = Int32(i) }

        // Hit-test rules name views.
        var ruleTargets: [[Int32]] = []
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(views.count)
        var childIndices: [Int32] = []
        childIndices.reserveCapacity(views.count)
        for (i, view) in views.enumerated() {
            var resolvedRule = view.info.hitTest
            var ruleKind: HitTestRuleKind
            switch view.info.hitTest {
            case .standard: ruleKind = .standard
            case .returnsSelf: ruleKind = .returnsSelf
            case .none: ruleKind = .none
            case .passThroughSelf: ruleKind = .passThroughSelf
            case .passThrough, .forwardTo:
                var targets: [Int32] = []
                for (targetName, position) in view.hitTestNames {
                    guard let t = idToIndex[targetName], t < viewCount else {
                        throw InputError(.unknownID, position: position,
                                         "the hitTest rule of view \"\(viewResponders[i].id)\" names \"\(targetName)\", which is not a view of this scene")
                    }
                    targets.append(t)
                }
                let slot = Int32(ruleTargets.count)
                ruleTargets.append(targets)
                if case .passThrough = view.info.hitTest {
                    resolvedRule = .passThrough(targets)
                    ruleKind = .passThrough(targets: slot)
                } else {
                    resolvedRule = .forwardTo(targets)
                    ruleKind = .forwardTo(targets: slot)
                }
            }
            views[i].info.hitTest = resolvedRule
            nodes.append(Self.node(for: view, rule: ruleKind, firstChild: Int32(childIndices.count),
                                   isControl: !controlActions[i].actions.isEmpty || view.info.isControl))
            childIndices.append(contentsOf: view.children)
        }

        // The responder chain (R1–R4).
        var next = [Int32](repeating: -1, count: responders.count)
        for (i, view) in views.enumerated() {
            if view.parent < 0 {
                next[i] = windowSceneIndex >= 0 ? windowSceneIndex : applicationIndex
            } else if view.viewController >= 0 {
                next[i] = vcBase + view.viewController
            } else {
                next[i] = view.parent
            }
        }
        for (k, vc) in viewControllers.enumerated() {
            let index = Int(vcBase) + k
            if let (presenter, position) = vc.presentedBy {
                guard let p = idToIndex[presenter], responders[Int(p)].kind == .viewController else {
                    throw InputError(.unknownID, position: position,
                                     "\"presentedBy\" of view controller \"\(vc.responder.id)\" names \"\(presenter)\", which is not a view controller of this scene")
                }
                next[index] = p
            } else {
                next[index] = views[Int(vc.rootView)].parent
            }
        }
        if windowSceneIndex >= 0 { next[Int(windowSceneIndex)] = applicationIndex }
        next[Int(applicationIndex)] = delegateIndex
        try Self.checkNoCycle(next, responders: responders, viewControllers: viewControllers, vcBase: Int(vcBase))

        // The first responder at the start of a session (F1).
        var firstResponder: Int32?
        if let frValue = top.value("firstResponder"), !frValue.isNull {
            guard let frName = frValue.stringValue else {
                throw top.typeError("firstResponder", frValue, "a responder id or null")
            }
            guard let fr = idToIndex[frName] else {
                throw InputError(.unknownID, position: frValue.position, "\"firstResponder\" names \"\(frName)\", which is not a responder of this scene")
            }
            firstResponder = fr
        }

        // Windows front to back (H2): higher level first; among equal levels, later in the list first
        // (D2: a named constant).
        let order = windowIndices.indices.sorted { a, b in
            levels[a] != levels[b] ? levels[a] > levels[b]
                : (EngineConstants.laterWindowInFrontAtEqualLevel ? a > b : a < b)
        }

        var viewControllerOfView = [Int32](repeating: -1, count: views.count)
        for (i, view) in views.enumerated() where view.viewController >= 0 {
            viewControllerOfView[i] = vcBase + view.viewController
        }

        var metaJSON: String?
        if let meta = top.value("meta") {
            metaJSON = String(decoding: CanonicalJSON.bytes(of: meta), as: UTF8.self)
        }

        var scene = Scene(
            name: name,
            responderIDs: responders.map(\.id),
            responderClasses: responders.map(\.className),
            responderKinds: responders.map(\.kind),
            nextResponder: next,
            touchHandlers: responders.map(\.touches),
            motionHandlers: responders.map(\.motion),
            remoteControlHandlers: responders.map(\.remoteControl),
            pressHandlers: responders.map(\.presses),
            performableActions: responders.map(\.actions),
            canBecomeFirstResponder: responders.map(\.canBecomeFirstResponder),
            idToIndex: idToIndex,
            initialFirstResponder: firstResponder,
            applicationIndex: applicationIndex,
            viewCount: views.count,
            nodes: nodes,
            childIndices: childIndices,
            windowsFrontToBack: order.map { windowIndices[$0] },
            windowIndices: windowIndices,
            ruleTargets: ruleTargets,
            viewInfos: views.map(\.info),
            controlActions: controlActions,
            viewControllerOfView: viewControllerOfView,
            rootViewOfViewController: viewControllers.map(\.rootView),
            keyWindow: keyWindow,
            metaJSON: metaJSON,
            viewMeta: views.map(\.meta))
        scene.gestures = try gestures.resolve(responderIndex: idToIndex, viewCount: views.count)
        if !builtins.isEmpty { try scene.installBuiltins(builtins) }
        return scene
    }

    // MARK: Views

    /// Decodes one view node and its subtree; returns a window's `level` and `key`.
    @discardableResult
    mutating func decodeView(_ value: JSONValue, parent: Int32, window: Int32, depth: Int) throws(InputError) -> (Double, Bool?) {
        let isWindow = parent < 0
        let kindName = isWindow ? "window" : "view"
        let named = value.objectValue?["id"]?.stringValue.map { "\(kindName) \"\($0)\"" } ?? "a \(kindName)"
        let fields = try ObjectFields(value, what: named, allowed: isWindow ? windowKeys : viewKeys)
        if depth > Scene.maximumDepth {
            throw InputError(.badValue, position: value.position,
                             "views nest deeper than \(Scene.maximumDepth) levels (a window counts as 1)")
        }
        let isControl = fields.has("control")
        var responder = try decodeResponderFields(fields, defaultID: nil,
                                                  defaultClass: isWindow ? "UIWindow" : "UIView",
                                                  kind: isWindow ? .window : .view,
                                                  defaultTouches: isControl ? .handle : .forward)
        let what = "\(isWindow ? "window" : "view") \"\(responder.id)\""
        let f = ObjectFields(renaming: fields, what: what)
        responder.idPosition = fields.value("id")?.position ?? value.position

        // Layout: a frame, or a center and a size (required with a transform), never both.
        let frame = try f.numbers("frame", count: 4)
        let center = try f.numbers("center", count: 2)
        let size = try f.numbers("size", count: 2)
        let transformValues = try f.numbers("transform", count: 6)
        var frameRect: Rect
        if let frame {
            if center != nil || size != nil {
                throw InputError(.conflict, position: value.position, "\(what) has both \"frame\" and \"center\"/\"size\": give one or the other")
            }
            if transformValues != nil {
                throw InputError(.conflict, position: f.value("transform")?.position,
                                 "\(what) has a \"transform\" with a \"frame\": a transformed view needs \"center\" and \"size\" instead")
            }
            frameRect = Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        } else if let center, let size {
            frameRect = Rect(x: center[0] - size[0] / 2, y: center[1] - size[1] / 2, width: size[0], height: size[1])
            // docs/cli.md: a frame derived from center and size that is not finite is bad input.
            if !frameRect.origin.x.isFinite || !frameRect.origin.y.isFinite {
                throw InputError(.badValue, position: (f.value("center") ?? value).position,
                                 "\(what) has a frame that is not finite: \"center\" minus half its \"size\" overflows a double")
            }
        } else if center != nil || size != nil {
            throw InputError(.missingKey, position: value.position, "\(what) needs both \"center\" and \"size\"")
        } else {
            throw InputError(.missingKey, position: value.position, "\(what) is missing the required key \"frame\" (or \"center\" and \"size\")")
        }
        if frameRect.size.width < 0 || frameRect.size.height < 0 {
            throw InputError(.badValue, position: (f.value("frame") ?? f.value("size"))?.position,
                             "\(what) has a negative size (P3)")
        }
        let viewCenter = center.map { Point(x: $0[0], y: $0[1]) } ?? frameRect.center
        let transform = transformValues.map {
            AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5])
        }
        let boundsOrigin = try f.numbers("boundsOrigin", count: 2).map { Point(x: $0[0], y: $0[1]) } ?? .zero

        let alpha = try f.number("alpha") ?? 1
        if alpha < 0 || alpha > 1 {
            throw InputError(.badValue, position: f.value("alpha")?.position, "\"alpha\" of \(what) must be between 0 and 1")
        }
        // P4: image views and labels are not interactive by default, by exact class name.
        let interactiveByDefault = !(responder.className == "UIImageView" || responder.className == "UILabel")

        var controlEnabled = true
        var actions = ControlActions.none
        var actionList: [(event: ControlEvent, action: String)] = []
        if let controlValue = f.value("control") {
            let control = try ObjectFields(controlValue, what: "the control of \(what)", allowed: ["enabled", "actions"])
            controlEnabled = try control.bool("enabled") ?? true
            var slots = [String?](repeating: nil, count: ControlEvent.allCases.count)
            if let actionsValue = control.value("actions") {
                guard let actionsObject = actionsValue.objectValue else {
                    throw control.typeError("actions", actionsValue, "an object of control events and action names")
                }
                for member in actionsObject.members where member.key != "meta" {
                    guard let event = ControlEvent(rawValue: member.key),
                          let slot = ControlEvent.allCases.firstIndex(of: event) else {
                        throw InputError(.unknownKey, position: member.keyPosition,
                                         "unknown control event \"\(member.key)\" in the control of \(what); expected one of \(ControlEvent.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    guard let selector = member.value.stringValue else {
                        throw InputError(.wrongType, position: member.value.position, "the action for \"\(member.key)\" of \(what) must be a selector name")
                    }
                    slots[slot] = selector
                }
            }
            for (i, event) in ControlEvent.allCases.enumerated() {
                if let s = slots[i] { actionList.append((event, s)) }
            }
            actions = ControlActions(actions: slots)
        }

        let (pointInside, _) = try decodePointInside(f.value("pointInside"), what: what)
        let (hitTest, hitTestNames) = try decodeHitTest(f.value("hitTest"), what: what)

        var level = 0.0
        var isKey: Bool?
        if isWindow {
            level = try f.number("level") ?? 0
            isKey = try f.bool("key")
        }

        let info = ViewInfo(
            frame: frameRect, transform: transform, boundsOrigin: boundsOrigin,
            hidden: try f.bool("hidden") ?? false, alpha: alpha,
            userInteractionEnabled: try f.bool("userInteractionEnabled") ?? interactiveByDefault,
            clipsToBounds: try f.bool("clipsToBounds") ?? false,
            multipleTouchEnabled: try f.bool("multipleTouchEnabled") ?? false,
            exclusiveTouch: try f.bool("exclusiveTouch") ?? false,
            pointInside: pointInside, hitTest: hitTest, isControl: isControl, controlEnabled: controlEnabled,
            controlActions: actionList, level: level, depth: depth)

        let index = Int32(views.count)
        try register(responder)
        views.append(PendingView(parent: parent, window: window, depth: depth, info: info,
                                 hitTestNames: hitTestNames, center: viewCenter,
                                 givenByCenter: center != nil, meta: f.value("meta")?.objectValue))
        viewResponders.append(responder)
        controlActions.append(isControl ? actions : .none)

        if let vcValue = f.value("viewController") {
            if isWindow {
                throw InputError(.conflict, position: vcValue.position, "a window cannot be a view controller's root view (R2): window \"\(responder.id)\"")
            }
            let vcFields = try ObjectFields(vcValue, what: "the view controller of \(what)", allowed: viewControllerKeys)
            var vcResponder = try decodeResponderFields(vcFields, defaultID: nil, defaultClass: "UIViewController",
                                                        kind: .viewController, defaultTouches: .forward)
            vcResponder.idPosition = vcFields.value("id")?.position ?? vcValue.position
            try register(vcResponder)
            var presentedBy: (String, SourcePosition)?
            if let p = vcFields.value("presentedBy") {
                guard let name = p.stringValue else { throw vcFields.typeError("presentedBy", p, "a view controller id") }
                presentedBy = (name, p.position)
            }
            // View controller responder indices are assigned after all views: store the ordinal now.
            views[Int(index)].viewController = Int32(viewControllers.count)
            viewControllers.append(PendingViewController(responder: vcResponder, rootView: index, presentedBy: presentedBy))
        }

        if let gesturesValue = f.value("gestures") {
            guard let list = gesturesValue.arrayValue else {
                throw f.typeError("gestures", gesturesValue, "a list of recognizers")
            }
            if !list.isEmpty && format == Scene.format {
                throw InputError(.unknownKey, position: gesturesValue.position,
                                 "\"gestures\" of \(what) must be absent or empty in \(Scene.format); a scene with recognizers says \"format\": \"\(Scene.formatWithGestures)\"")
            }
            try gestures.decode(list, view: index, what: what, seenIDs: &seenIDs)
        }

        // docs/formats.md, scene `/2`: builtins and the window's system-gesture keys are `/2`.
        for key in ["builtin", "systemGestureRegions", "defersSystemGestures"] {
            if let v = f.value(key), format == Scene.format {
                throw InputError(.unknownKey, position: v.position,
                                 "\"\(key)\" of \(what) needs \"format\": \"\(Scene.formatWithGestures)\" (docs/formats.md)")
            }
        }
        // A builtin is a view's (S1); a window takes the system-gesture keys (S35), which a
        // view node does not know at all.
        if isWindow, let v = f.value("builtin") {
            throw InputError(.unknownKey, position: v.position, "\"builtin\" of \(what) is for views: a window takes \"systemGestureRegions\" and \"defersSystemGestures\"")
        }
        if let builtinValue = f.value("builtin") { builtins.add(builtin: builtinValue, view: index, what: what) }
        if isWindow {
            builtins.add(window: index, regions: f.value("systemGestureRegions"), defers: f.value("defersSystemGestures"),
                         what: what)
        }

        if let subviews = f.value("subviews") {
            guard let list = subviews.arrayValue else {
                throw f.typeError("subviews", subviews, "a list of view nodes")
            }
            for child in list {
                let childIndex = Int32(views.count)
                views[Int(index)].children.append(childIndex)
                try decodeView(child, parent: index, window: window, depth: depth + 1)
            }
        }
        return (level, isKey)
    }

    // MARK: Rules

    func decodePointInside(_ value: JSONValue?, what: String) throws(InputError) -> (PointInsideRule, Void) {
        guard let value else { return (.bounds, ()) }
        if let s = value.stringValue {
            switch s {
            case "bounds": return (.bounds, ())
            case "circle": return (.circle, ())
            case "always": return (.always, ())
            case "never": return (.never, ())
            default:
                throw InputError(.badValue, position: value.position,
                                 "unknown pointInside rule \"\(s)\" of \(what); expected \"bounds\", \"circle\", \"always\", \"never\", {\"inset\": […]} or {\"minimumSize\": […]}")
            }
        }
        let rule = try ObjectFields(value, what: "the pointInside rule of \(what)", allowed: ["inset", "minimumSize"])
        let members = rule.object.members.filter { $0.key != "meta" }
        guard members.count == 1 else {
            throw InputError(members.isEmpty ? .missingKey : .conflict, position: value.position, "the pointInside rule of \(what) must have exactly one of \"inset\" or \"minimumSize\"")
        }
        if let inset = try rule.numbers("inset", count: 4) {
            return (.inset(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3]), ())
        }
        let size = try rule.numbers("minimumSize", count: 2) ?? [0, 0]
        if size[0] < 0 || size[1] < 0 {
            throw InputError(.badValue, position: rule.value("minimumSize")?.position, "\"minimumSize\" of \(what) must not be negative (P3)")
        }
        return (.minimumSize(Size(width: size[0], height: size[1])), ())
    }

    func decodeHitTest(_ value: JSONValue?, what: String) throws(InputError) -> (HitTestRule, [(String, SourcePosition)]) {
        guard let value else { return (.standard, []) }
        if let s = value.stringValue {
            switch s {
            case "default": return (.standard, [])
            case "self": return (.returnsSelf, [])
            case "none": return (.none, [])
            case "passThroughSelf": return (.passThroughSelf, [])
            default:
                throw InputError(.badValue, position: value.position,
                                 "unknown hitTest rule \"\(s)\" of \(what); expected \"default\", \"self\", \"none\", \"passThroughSelf\", {\"passThrough\": […]} or {\"forwardTo\": […]}")
            }
        }
        let rule = try ObjectFields(value, what: "the hitTest rule of \(what)", allowed: ["passThrough", "forwardTo"])
        let members = rule.object.members.filter { $0.key != "meta" }
        guard members.count == 1, let member = members.first else {
            throw InputError(members.isEmpty ? .missingKey : .conflict, position: value.position, "the hitTest rule of \(what) must have exactly one of \"passThrough\" or \"forwardTo\"")
        }
        guard let list = member.value.arrayValue else {
            throw rule.typeError(member.key, member.value, "a list of view ids")
        }
        var names: [(String, SourcePosition)] = []
        for element in list {
            guard let name = element.stringValue else {
                throw InputError(.wrongType, position: element.position, "\"\(member.key)\" of \(what) must list view ids, found \(element.typeName)")
            }
            names.append((name, element.position))
        }
        return (member.key == "passThrough" ? .passThrough([]) : .forwardTo([]), names)
    }

    // MARK: Responders

    mutating func decodeResponder(_ value: JSONValue, what: String, defaultID: String, defaultClass: String,
                                  kind: ResponderKind, allowed: Set<String>) throws(InputError) -> PendingResponder {
        let fields = try ObjectFields(value, what: what, allowed: allowed)
        var r = try decodeResponderFields(fields, defaultID: defaultID, defaultClass: defaultClass, kind: kind,
                                          defaultTouches: .forward)
        r.idPosition = fields.value("id")?.position ?? value.position
        try register(r)
        return r
    }

    func decodeResponderFields(_ fields: ObjectFields, defaultID: String?, defaultClass: String, kind: ResponderKind,
                               defaultTouches: HandlerBehavior) throws(InputError) -> PendingResponder {
        let id: String
        if let given = try fields.string("id") {
            id = given
            if !Identifiers.isValidID(id) {
                throw InputError(.badValue, position: fields.value("id")?.position, "id \"\(id)\" must match [A-Za-z_][A-Za-z0-9_.-]*")
            }
        } else if let defaultID {
            id = defaultID
        } else {
            throw InputError(.missingKey, position: fields.position, "\(fields.what) is missing the required key \"id\"")
        }
        // A view's fields already name it (`view "v"`); other responders' do not (`the application`).
        let what = fields.what.hasSuffix(" \"\(id)\"") ? fields.what : "\(fields.what) \"\(id)\""
        var r = PendingResponder(id: id, idPosition: fields.position, className: try fields.string("class") ?? defaultClass,
                                 kind: kind, touches: TouchHandlers(all: defaultTouches))
        if let touches = fields.value("touches") {
            r.touches = try decodeTouches(touches, what: what)
        }
        r.motion = try decodeBehavior(fields.value("motion"), key: "motion", what: what) ?? .forward
        r.remoteControl = try decodeBehavior(fields.value("remoteControl"), key: "remoteControl", what: what) ?? .forward
        r.presses = try decodeBehavior(fields.value("presses"), key: "presses", what: what) ?? .forward
        r.actions = try fields.strings("actions") ?? []
        r.canBecomeFirstResponder = try fields.bool("canBecomeFirstResponder") ?? false
        return r
    }

    func decodeBehavior(_ value: JSONValue?, key: String, what: String) throws(InputError) -> HandlerBehavior? {
        guard let value else { return nil }
        switch value.stringValue {
        case "forward": return .forward
        case "handle": return .handle
        case "observe": return .observe
        default:
            throw InputError(.badValue, position: value.position,
                             "\"\(key)\" of \(what) must be \"handle\", \"observe\" or \"forward\", found \(value.typeDescription)")
        }
    }

    func decodeTouches(_ value: JSONValue, what: String) throws(InputError) -> TouchHandlers {
        if value.stringValue != nil {
            return TouchHandlers(all: try decodeBehavior(value, key: "touches", what: what) ?? .forward)
        }
        let phases = try ObjectFields(value, what: "the touches handlers of \(what)",
                                      allowed: ["began", "moved", "ended", "cancelled"])
        return TouchHandlers(
            began: try decodeBehavior(phases.value("began"), key: "began", what: what) ?? .forward,
            moved: try decodeBehavior(phases.value("moved"), key: "moved", what: what) ?? .forward,
            ended: try decodeBehavior(phases.value("ended"), key: "ended", what: what) ?? .forward,
            cancelled: try decodeBehavior(phases.value("cancelled"), key: "cancelled", what: what) ?? .forward)
    }

    mutating func register(_ r: PendingResponder) throws(InputError) {
        if let earlier = seenIDs[r.id] {
            throw InputError(.duplicate, position: r.idPosition, "duplicate id \"\(r.id)\" (first used at \(earlier)): ids are unique across views, view controllers, windows and the application's responders")
        }
        seenIDs[r.id] = r.idPosition
    }

    mutating func registerDefault(_ r: PendingResponder) throws(InputError) -> PendingResponder {
        try register(r)
        return r
    }

    // MARK: Compiling

    static func node(for view: PendingView, rule: HitTestRuleKind, firstChild: Int32, isControl: Bool) -> ViewNode {
        let info = view.info
        var flags: ViewFlags = []
        if info.hidden { flags.insert(.hidden) }
        if !info.userInteractionEnabled { flags.insert(.interactionDisabled) }
        if info.alpha < EngineConstants.minimumHittableAlpha { flags.insert(.transparent) }
        if isControl { flags.insert(.control) }
        if isControl && !info.controlEnabled { flags.insert(.disabledControl) }
        if info.multipleTouchEnabled { flags.insert(.multipleTouch) }
        if info.exclusiveTouch { flags.insert(.exclusiveTouch) }

        let size = info.frame.size
        var down = DownConversion.frame(origin: info.frame.origin, boundsOrigin: info.boundsOrigin)
        var toParent = AffineTransform.identity
        if view.givenByCenter {
            // H7a: (boundsOrigin + size/2) + T⁻¹(p − center − (tx, ty)), the identity when absent.
            let t = info.transform ?? .identity
            let boundsCenter = Point(x: info.boundsOrigin.x + size.width / 2, y: info.boundsOrigin.y + size.height / 2)
            toParent = AffineTransform.translation(-boundsCenter.x, -boundsCenter.y)
                .then(t).then(.translation(view.center.x, view.center.y))
            if let centered = DownConversion.centered(center: view.center, size: size,
                                                      boundsOrigin: info.boundsOrigin, transform: t) {
                down = centered
            } else {
                flags.insert(.singular)
            }
        } else {
            // H7a: (p − frame.origin) + boundsOrigin; back up: p − boundsOrigin + frame.origin.
            toParent = .translation(info.frame.origin.x - info.boundsOrigin.x, info.frame.origin.y - info.boundsOrigin.y)
        }
        return ViewNode(parent: view.parent, window: view.window, firstChild: firstChild,
                        childCount: Int32(view.children.count), flags: flags, down: down,
                        toParent: toParent, bounds: Rect(origin: info.boundsOrigin, size: size),
                        pointInside: info.pointInside, hitTestRule: rule)
    }

    /// R2: `presentedBy` (and the hierarchy) must not make a responder chain loop.
    static func checkNoCycle(_ next: [Int32], responders: [PendingResponder],
                             viewControllers: [PendingViewController], vcBase: Int) throws(InputError) {
        var state = [UInt8](repeating: 0, count: next.count) // 0 new, 1 on the current walk, 2 done
        for start in next.indices where state[start] == 0 {
            var path: [Int] = []
            var i = start
            while i >= 0 && state[i] == 0 {
                state[i] = 1
                path.append(i)
                i = Int(next[i])
            }
            if i >= 0 && state[i] == 1 {
                let loop = path.drop { $0 != i }.map { responders[$0].id } + [responders[i].id]
                let vcPosition = loop.lazy.compactMap { id in
                    viewControllers.first { $0.responder.id == id && $0.presentedBy != nil }?.presentedBy?.1
                }.first
                throw InputError(.conflict, position: vcPosition,
                                 "\"presentedBy\" makes the responder chain loop: \(loop.joined(separator: " → ")) (R2)")
            }
            for p in path { state[p] = 2 }
        }
    }
}

extension ObjectFields {
    /// The same fields, described differently in messages (once the object's id is known).
    init(renaming other: ObjectFields, what: String) {
        self.init(object: other.object, position: other.position, what: what)
    }

    init(object: JSONObject, position: SourcePosition, what: String) {
        self.object = object
        self.position = position
        self.what = what
    }
}
