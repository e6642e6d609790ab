/// A validated scene: windows, views, view controllers and the application's responders,
/// with their layout and the rules their `hitTest`, `pointInside` and touch handlers follow.
///
/// Load one from a `touchtape.scene/1` or `/2` document with ``decode(json:file:)``,
/// hit-test a screen point with ``hitTest(x:y:)``, and run a recorded ``Session`` against it
/// with ``run(_:trace:)``. Every responder is named by its id, as the scene file gives it.
///
/// A scene is compiled once into flat arrays built for hit-testing and dispatch: inside the
/// package every responder has an index, views (windows included) first, in document order
/// (each window followed by its subtree, depth first), then view controllers, then the window
/// scene, the application and its delegate. A view's index is also its index in the per-view
/// arrays. Stores keep scenes compiled (CompiledScene.swift): a stored property added here
/// must be written there too, and `compiledEncoding` raised.
public struct Scene: Sendable {
    /// The scene's name, its `name` key (docs/formats.md).
    public let name: String

    // MARK: Responders (all kinds)

    /// Responder ids, by responder index.
    package let responderIDs: [String]
    /// Responder class names, by responder index.
    package let responderClasses: [String]
    package let responderKinds: [ResponderKind]
    /// The next responder of each responder (R1–R4), or -1 at the end of the chain.
    let nextResponder: [Int32]
    package let touchHandlers: [TouchHandlers]
    package let motionHandlers: [HandlerBehavior]
    package let remoteControlHandlers: [HandlerBehavior]
    package let pressHandlers: [HandlerBehavior]
    /// Selectors each responder can perform (`canPerformAction`), by responder index.
    package let performableActions: [[String]]
    package let canBecomeFirstResponder: [Bool]
    let idToIndex: [String: Int32]

    /// The responder that is first responder when a session starts (F1), if any.
    package let initialFirstResponder: Int32?
    package let applicationIndex: Int32

    // MARK: Views

    /// The number of views, windows included; view indices are `0..<viewCount`.
    package let viewCount: Int
    /// The hot per-view data of hit-testing, one plain value per view.
    let nodes: [ViewNode]
    /// The same views reduced to what the untraced hit-test's fast path reads (64 bytes each).
    let fastNodes: [FastNode]
    /// Child view indices of all views, back to front per view (a view's are `nodes[i].children`).
    let childIndices: [Int32]
    /// View indices of windows, front to back (H2).
    let windowsFrontToBack: [Int32]
    /// View indices of windows in the scene's list order.
    package let windowIndices: [Int32]
    /// Views named by `passThrough`/`forwardTo` rules, by the rule's index in `HitTestRuleKind`.
    let ruleTargets: [[Int32]]
    /// Declared layout and flags of each view, for `show`, the store and reports.
    package let viewInfos: [ViewInfo]
    /// The actions of each control, by view index (empty for non-controls).
    let controlActions: [ControlActions]
    /// For each view, the view controller whose root view it is, or -1.
    let viewControllerOfView: [Int32]
    /// For each view controller (by responder index minus `viewCount`), its root view.
    let rootViewOfViewController: [Int32]
    /// The key window's view index (informational, H2).
    package let keyWindow: Int32
    /// The scene's `meta` object as canonical JSON text, if any.
    package let metaJSON: String?
    /// Each view's `meta` object, by view index (nil when it has none): stored, never
    /// interpreted by the engine; `show` and `render` print what an imported dump put there.
    package let viewMeta: [JSONObject?]
    /// The gesture recognizers of a `touchtape.scene/2` document (Gestures/), with the
    /// implicit ones its builtins give (Builtins/).
    package internal(set) var gestures = SceneGestures.none
    /// The builtins and window gates of a `touchtape.scene/2` document (Builtins/).
    package internal(set) var builtins = SceneBuiltins.none

    /// Whether the scene has any recognizer, enabled or not, or a builtin or a gate: its
    /// outcomes then carry the `/2` keys (docs/formats.md) and dispatch runs the
    /// recognizer stage.
    package var hasGestures: Bool { !gestures.recognizers.isEmpty || hasBuiltins }

    init(name: String, responderIDs: [String], responderClasses: [String], responderKinds: [ResponderKind],
         nextResponder: [Int32], touchHandlers: [TouchHandlers], motionHandlers: [HandlerBehavior],
         remoteControlHandlers: [HandlerBehavior], pressHandlers: [HandlerBehavior],
         performableActions: [[String]], canBecomeFirstResponder: [Bool], idToIndex: [String: Int32],
         initialFirstResponder: Int32?, applicationIndex: Int32, viewCount: Int, nodes: [ViewNode],
         childIndices: [Int32], windowsFrontToBack: [Int32], windowIndices: [Int32], ruleTargets: [[Int32]],
         viewInfos: [ViewInfo], controlActions: [ControlActions], viewControllerOfView: [Int32],
         rootViewOfViewController: [Int32], keyWindow: Int32, metaJSON: String?,
         viewMeta: [JSONObject?] = []) {
        self.name = name
        self.responderIDs = responderIDs
        self.responderClasses = responderClasses
        self.responderKinds = responderKinds
        self.nextResponder = nextResponder
        self.touchHandlers = touchHandlers
        self.motionHandlers = motionHandlers
        self.remoteControlHandlers = remoteControlHandlers
        self.pressHandlers = pressHandlers
        self.performableActions = performableActions
        self.canBecomeFirstResponder = canBecomeFirstResponder
        self.idToIndex = idToIndex
        self.initialFirstResponder = initialFirstResponder
        self.applicationIndex = applicationIndex
        self.viewCount = viewCount
        self.nodes = nodes
        self.fastNodes = nodes.map(FastNode.init)
        self.childIndices = childIndices
        self.windowsFrontToBack = windowsFrontToBack
        self.windowIndices = windowIndices
        self.ruleTargets = ruleTargets
        self.viewInfos = viewInfos
        self.controlActions = controlActions
        self.viewControllerOfView = viewControllerOfView
        self.rootViewOfViewController = rootViewOfViewController
        self.keyWindow = keyWindow
        self.metaJSON = metaJSON
        self.viewMeta = viewMeta.isEmpty ? [JSONObject?](repeating: nil, count: viewCount) : viewMeta
    }

    /// The number of responders of every kind.
    package var responderCount: Int { responderIDs.count }

    /// The responder index of an id, if the scene has it.
    package func index(of id: String) -> Int32? { idToIndex[id] }

    /// The next responder of a responder (R1–R4), nil at the end of the chain.
    package func nextResponder(of responder: Int32) -> Int32? {
        let next = nextResponder[Int(responder)]
        return next < 0 ? nil : next
    }

    /// The responder chain from a responder to its end, the responder itself first (R5).
    package func responderChain(from responder: Int32) -> [Int32] {
        var chain: [Int32] = []
        var current: Int32? = responder
        while let r = current {
            chain.append(r)
            current = nextResponder(of: r)
        }
        return chain
    }

    /// The view's superview, nil for a window.
    package func superview(of view: Int32) -> Int32? {
        let p = nodes[Int(view)].parent
        return p < 0 ? nil : p
    }

    /// The view's subviews, back to front.
    package func subviews(of view: Int32) -> ArraySlice<Int32> {
        let node = nodes[Int(view)]
        return childIndices[Int(node.firstChild)..<Int(node.firstChild + node.childCount)]
    }

    /// The window a view belongs to (a window belongs to itself).
    package func window(of view: Int32) -> Int32 { nodes[Int(view)].window }

    /// Whether the responder is a view or window.
    package func isView(_ responder: Int32) -> Bool { Int(responder) < viewCount }

    /// The root view of a view controller (by responder index).
    package func rootView(ofViewController responder: Int32) -> Int32 {
        rootViewOfViewController[Int(responder) - viewCount]
    }

    /// A string member of a view's `meta` (`meta.text` of an imported dump), if it has one.
    package func metaString(_ key: String, ofView view: Int32) -> String? {
        viewMeta[Int(view)]?[key]?.stringValue
    }

    /// A boolean member of a view's `meta` (`meta.synthetic` of a dump's synthetic window).
    package func metaFlag(_ key: String, ofView view: Int32) -> Bool {
        viewMeta[Int(view)]?[key]?.boolValue == true
    }

    /// The text an imported dump printed for a view, for `show` and `render`: its own
    /// `meta.text` when not empty, or for a control without one the first text in its
    /// subtree (a button's title is printed on its `UIButtonLabel`; docs/dumps.md, "Mapping a record to a view node").
    package func dumpText(ofView view: Int32) -> String? {
        if let own = metaString("text", ofView: view), !own.isEmpty { return own }
        guard viewInfos[Int(view)].isControl else { return nil }
        var stack = Array(subviews(of: view).reversed())
        while let next = stack.popLast() {
            if let text = metaString("text", ofView: next), !text.isEmpty { return text }
            stack.append(contentsOf: subviews(of: next).reversed())
        }
        return nil
    }

    /// The view controller whose root view this view is, if any.
    package func viewController(ofView view: Int32) -> Int32? {
        let vc = viewControllerOfView[Int(view)]
        return vc < 0 ? nil : vc
    }
}

/// Hot per-view hit-testing data: a plain value (no references), so reading it costs no
/// reference counting.
struct ViewNode: Sendable {
    var parent: Int32
    var window: Int32
    var firstChild: Int32
    var childCount: Int32
    var flags: ViewFlags
    /// Converts a point in the superview's bounds coordinates (the screen for a window) into
    /// this view's (H7, with H7a's arithmetic). Meaningless when `flags` has `.singular`.
    var down: DownConversion
    /// Maps a point in this view's bounds coordinates into the superview's.
    var toParent: AffineTransform
    var bounds: Rect
    var pointInside: PointInsideRule
    var hitTestRule: HitTestRuleKind
}

/// A view as the untraced hit-test's fast path sees it. Most views use the default
/// `hitTest` and `pointInside` and no transform: for them, being asked `hitTest` comes down
/// to a translation and a rectangle test, and a view that passes is certain to return
/// itself or a subview (H6), so the walk never has to come back up.
struct FastNode: Sendable {
    enum Kind: UInt8, Sendable {
        /// Default `hitTest`, a rectangular `pointInside` area, no transform, eligible: hit
        /// when the translated point is in the area.
        case plain
        /// The same for a view given by `center` and `size` (with a transform or not, but not
        /// a singular one): the point is converted by the view's ``DownConversion``.
        case transformed
        /// `passThroughSelf` with a rectangular area, eligible: asks its subviews, and
        /// returns nil when none answers (so the walk may have to come back up).
        case passThroughSelf
        /// Default `hitTest` or `passThroughSelf`, but ineligible (H3): never hit, and its
        /// subviews are not asked.
        case ineligible
        /// Anything else: asked through the general algorithm.
        case general
    }

    /// A frame view's conversion (H7a): `(p − origin) + boundsOrigin`.
    var originX: Double
    var originY: Double
    var boundsX: Double
    var boundsY: Double
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    var firstChild: Int32
    var childCount: Int32
    var kind: Kind

    /// Whether a point in the view's coordinates is in its area (the half-open test of P1).
    @inline(__always)
    func contains(_ q: Point) -> Bool {
        q.x >= minX && q.x < maxX && q.y >= minY && q.y < maxY
    }

    /// A point in the superview's coordinates in a `.plain` view's: the same expression as
    /// ``DownConversion/apply(_:)`` for a frame view, so both give bit-for-bit the same answer.
    @inline(__always)
    func plainPoint(_ p: Point) -> Point {
        Point(x: (p.x - originX) + boundsX, y: (p.y - originY) + boundsY)
    }

    init(_ node: ViewNode) {
        // The same expressions as the general path (DownConversion.apply for a frame view,
        // Rect.contains), so both give bit-for-bit the same answers.
        originX = node.down.originX
        originY = node.down.originY
        boundsX = node.down.baseX
        boundsY = node.down.baseY
        // The area `pointInside` accepts, when it is a rectangle (P1, P2).
        let area = Scene.rectangularArea(node.pointInside, bounds: node.bounds)
        let rect = area ?? node.bounds
        minX = rect.origin.x
        minY = rect.origin.y
        maxX = rect.origin.x + rect.size.width
        maxY = rect.origin.y + rect.size.height
        firstChild = node.firstChild
        childCount = node.childCount
        let translationOnly = !node.down.linear && !node.flags.contains(.singular)
        let defaultLike = node.hitTestRule == .standard || node.hitTestRule == .passThroughSelf
        if !defaultLike || area == nil {
            kind = .general
        } else if !node.flags.isDisjoint(with: .ineligible) {
            kind = .ineligible
        } else if node.hitTestRule == .passThroughSelf {
            kind = .passThroughSelf
        } else {
            kind = translationOnly ? .plain : .transformed
        }
    }
}

/// A `HitTestRule` without its payload; the payload lives in `Scene.ruleTargets`.
enum HitTestRuleKind: Sendable, Hashable {
    case standard, returnsSelf, none, passThroughSelf
    case passThrough(targets: Int32)
    case forwardTo(targets: Int32)
}

struct ViewFlags: OptionSet, Sendable, Hashable {
    let rawValue: UInt16
    static let hidden = ViewFlags(rawValue: 1 << 0)
    static let interactionDisabled = ViewFlags(rawValue: 1 << 1)
    /// alpha < 0.01 (H3)
    static let transparent = ViewFlags(rawValue: 1 << 2)
    static let disabledControl = ViewFlags(rawValue: 1 << 3)
    static let singular = ViewFlags(rawValue: 1 << 4)
    static let control = ViewFlags(rawValue: 1 << 5)
    static let multipleTouch = ViewFlags(rawValue: 1 << 6)
    static let exclusiveTouch = ViewFlags(rawValue: 1 << 7)

    /// Any of these makes the default `hitTest` return nil at once (H3).
    static let ineligible: ViewFlags = [.hidden, .interactionDisabled, .transparent, .disabledControl, .singular]
}

/// The actions a control sends, indexed by `ControlEvent`'s position in `allCases`.
struct ControlActions: Sendable {
    var actions: [String?]
    static let none = ControlActions(actions: [])
    func action(for event: ControlEvent) -> String? {
        guard !actions.isEmpty, let i = ControlEvent.allCases.firstIndex(of: event) else { return nil }
        return actions[i]
    }
}

/// The declared layout and flags of one view, as the scene file gave them (defaults applied).
package struct ViewInfo: Sendable, Hashable {
    /// The view's frame in its superview's coordinates (the screen for a window); for a
    /// transformed view, the untransformed rectangle of `size` about `center`.
    package var frame: Rect
    package var transform: AffineTransform?
    package var boundsOrigin: Point
    package var hidden: Bool
    package var alpha: Double
    package var userInteractionEnabled: Bool
    package var clipsToBounds: Bool
    package var multipleTouchEnabled: Bool
    package var exclusiveTouch: Bool
    package var pointInside: PointInsideRule
    package var hitTest: HitTestRule
    package var isControl: Bool
    package var controlEnabled: Bool
    package var controlActions: [(event: ControlEvent, action: String)]
    package var level: Double
    package var depth: Int

    package static func == (lhs: ViewInfo, rhs: ViewInfo) -> Bool {
        lhs.frame == rhs.frame && lhs.transform == rhs.transform && lhs.boundsOrigin == rhs.boundsOrigin
            && lhs.hidden == rhs.hidden && lhs.alpha == rhs.alpha
            && lhs.userInteractionEnabled == rhs.userInteractionEnabled && lhs.clipsToBounds == rhs.clipsToBounds
            && lhs.multipleTouchEnabled == rhs.multipleTouchEnabled && lhs.exclusiveTouch == rhs.exclusiveTouch
            && lhs.pointInside == rhs.pointInside && lhs.hitTest == rhs.hitTest && lhs.isControl == rhs.isControl
            && lhs.controlEnabled == rhs.controlEnabled
            && lhs.controlActions.map(\.event) == rhs.controlActions.map(\.event)
            && lhs.controlActions.map(\.action) == rhs.controlActions.map(\.action)
            && lhs.level == rhs.level && lhs.depth == rhs.depth
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(depth)
    }
}
