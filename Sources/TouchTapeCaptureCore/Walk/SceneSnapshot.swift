// Everything one capture read, as plain values: the adapter's objects are read once, by the
// snapshotter, and nothing after it touches them (so nothing is retained, and the mapping and
// the writers are pure functions of these values).

/// A view's `hitTest` rule as the app described it, with the views it names as identities.
enum HitTestRuleSnapshot: Hashable, Sendable {
    case standard, returnsSelf, none, passThroughSelf
    case passThrough([ObjectIdentifier])
    case forwardTo([ObjectIdentifier])
}

/// An app's `TouchTapeDescribing` answers, read once.
struct DescriptionSnapshot: Hashable, Sendable {
    var hitTest: HitTestRuleSnapshot?
    var pointInside: TouchTapePointInsideRule?
    var touches: TouchTapeTouchesRule?
    var actions: [String]

    @MainActor init(_ described: any TouchTapeDescribing) {
        switch described.touchTapeHitTest {
        case nil: hitTest = nil
        case .standard?: hitTest = .standard
        case .returnsSelf?: hitTest = .returnsSelf
        case .none?: hitTest = HitTestRuleSnapshot.none
        case .passThroughSelf?: hitTest = .passThroughSelf
        case .passThrough(let views)?: hitTest = .passThrough(views.map(ObjectIdentifier.init))
        case .forwardTo(let views)?: hitTest = .forwardTo(views.map(ObjectIdentifier.init))
        }
        pointInside = described.touchTapePointInside
        touches = described.touchTapeTouches
        actions = described.touchTapeActions
    }
}

struct ControlSnapshot: Hashable, Sendable {
    var isEnabled: Bool
    var handlers: [ControlHandlerReading]
    var inRegistrationOrder: Bool
}

struct GestureSnapshot: Hashable, Sendable {
    var key: ObjectIdentifier
    /// Its index in the view's `gestureRecognizers`.
    var index: Int
    var kind: GestureKindReading
    var className: String
    var isUIKitClass: Bool
    var isScrollViewPan: Bool
    var name: String?
    var isEnabled: Bool
    var cancelsTouchesInView: Bool
    var delaysTouchesBegan: Bool
    var delaysTouchesEnded: Bool
    var allowsDirectTouches: Bool
    var targets: [GestureTargetReading]
    var registeredFailureRequirements: [ObjectIdentifier]
    /// Recognizers on the same ancestor path whose failure it requires by class-wide override.
    var probedFailureRequirements: [ObjectIdentifier] = []
    var delegateOverrides: [String]
}

struct ViewSnapshot: Hashable, Sendable {
    var key: ObjectIdentifier
    var className: String
    /// The nearest system superclass, when the class itself is not a system class.
    var baseClass: String?
    var isWindow: Bool
    var parent: Int?
    /// `0.2.1`: the window's index in the written windows, then the index in `subviews` at
    /// each level (I1's path).
    var path: String
    /// A window is at depth 1.
    var depth: Int
    var accessibilityIdentifier: String?
    var frame: CRect
    var bounds: CRect
    var center: CPoint
    var transform: CAffine
    var anchorPoint: CPoint
    var layerIsAffine: Bool
    var isHidden: Bool
    var alpha: Double
    var clipsToBounds: Bool
    var userInteractionEnabled: Bool
    var multipleTouchEnabled: Bool
    var exclusiveTouch: Bool
    var canBecomeFirstResponder: Bool
    var isFirstResponder: Bool
    var nextKey: ObjectIdentifier?
    var control: ControlSnapshot?
    var gestures: [GestureSnapshot]
    var overrides: OverrideSet
    var description: DescriptionSnapshot?
    /// The controller whose root view this is (`next` is a controller whose `viewIfLoaded`
    /// is this view), as read; `controller` is set when that controller is attached.
    var owningControllerKey: ObjectIdentifier?
    var controller: Int?
    var subviews: [Int] = []
    /// A scroll view's settings (K3), nil for other views.
    var scroll: ScrollViewReading?
    // Windows only.
    var level: Double = 0
    var isKeyWindow = false
    var sceneKey: ObjectIdentifier?
    /// The edges the window's root controller defers system gestures on (S35).
    var deferredEdges: ScreenEdgesReading = []
}

struct ControllerSnapshot: Hashable, Sendable {
    var key: ObjectIdentifier
    var className: String
    var restorationIdentifier: String?
    /// The index path in the controller tree (docs/capture.md, What is written: Ids), for the
    /// `SLUG-vcP` id.
    var path: String
    var viewKey: ObjectIdentifier?
    var nextKey: ObjectIdentifier?
    var canBecomeFirstResponder: Bool
    var isFirstResponder: Bool
    var description: DescriptionSnapshot?
    /// The view it is the root view of, when that view is in the scene.
    var view: Int?
}

/// The application, its delegate or the window scene.
struct ResponderSnapshot: Hashable, Sendable {
    var key: ObjectIdentifier
    var className: String
    var nextKey: ObjectIdentifier?
    var canBecomeFirstResponder: Bool
    var isFirstResponder: Bool
}

/// One capture's readings.
struct SceneSnapshot: Hashable, Sendable {
    /// Every view, windows included, in pre-order: a window, then its subtree, then the next.
    var views: [ViewSnapshot] = []
    /// The written windows, back to front (the order the scene lists them).
    var windows: [Int] = []
    var controllers: [ControllerSnapshot] = []
    var application: ResponderSnapshot?
    var delegate: ResponderSnapshot?
    var windowScene: ResponderSnapshot?
}
