// The seam between the core and UIKit (docs/capture.md, How it is built): what the adapter reads,
// one property at a time, and nothing else. On a device the adapter's wrappers implement these over
// UIKit's objects; on Linux the tests' fakes do. Every protocol is `@MainActor`, as UIKit's classes
// are, so a wrapper reads UIKit on the main actor and a conformance never crosses isolation.

/// Which kind of responder an object is (`UIView`, `UIWindow`, `UIViewController`,
/// `UIWindowScene`, `UIApplication`, or anything else, such as an app delegate).
public enum ResponderRole: Sendable, Hashable {
    case view, window, viewController, windowScene, application, other
}

/// Any `UIResponder`.
@MainActor public protocol ResponderReading {
    /// The identity of the underlying object: maps targets, `touch.view` and `next` to ids.
    var objectKey: ObjectIdentifier { get }
    /// `NSStringFromClass(type(of: object))`.
    var className: String { get }
    var role: ResponderRole { get }
    /// `next`.
    var nextResponder: (any ResponderReading)? { get }
    var canBecomeFirstResponder: Bool { get }
    var isFirstResponder: Bool { get }
}

/// A `UIView`.
@MainActor public protocol ViewReading: ResponderReading {
    /// `accessibilityIdentifier` (`UIAccessibilityIdentification`).
    var accessibilityIdentifier: String? { get }
    var frame: CRect { get }
    var bounds: CRect { get }
    var center: CPoint { get }
    var transform: CAffine { get }
    /// `layer.anchorPoint`.
    var anchorPoint: CPoint { get }
    /// `CATransform3DIsAffine(layer.transform)` and `layer.sublayerTransform` is the identity:
    /// false means the layer does something the scene cannot say.
    var layerIsAffine: Bool { get }
    var isHidden: Bool { get }
    var alpha: Double { get }
    var clipsToBounds: Bool { get }
    var isUserInteractionEnabled: Bool { get }
    var isMultipleTouchEnabled: Bool { get }
    var isExclusiveTouch: Bool { get }
    /// `subviews`, back to front.
    var subviews: [any ViewReading] { get }
    /// `gestureRecognizers`, in array order (empty for nil).
    var gestures: [any GestureReading] { get }
    /// The control's reading, nil unless the view is a `UIControl`.
    var control: (any ControlReading)? { get }
    /// `next`, when it is a view controller whose `viewIfLoaded` is this view.
    var owningController: (any ControllerReading)? { get }
    /// The class chain from the view's own class up (own class first).
    var classLineage: [ClassReading] { get }
    /// The touch-handling methods the view's class overrides outside UIKit.
    var overrides: OverrideSet { get }
    /// The app's own description of the view, when its class adopts `TouchTapeDescribing`.
    var described: (any TouchTapeDescribing)? { get }
    /// The scroll view's settings, nil unless the view is a `UIScrollView` (K3: what the
    /// `scrollView` builtin copies).
    var scrollSettings: ScrollViewReading? { get }
}

extension ViewReading {
    /// Not a scroll view, unless a reading says otherwise.
    public var scrollSettings: ScrollViewReading? { nil }
}

/// A `UIScrollView`'s public settings that decide what it does with touches (S3–S6).
public struct ScrollViewReading: Hashable, Sendable {
    /// `contentSize`.
    public var contentSize: CSize
    /// `adjustedContentInset` (iOS 11).
    public var adjustedContentInset: CEdgeInsets
    public var delaysContentTouches: Bool
    public var canCancelContentTouches: Bool
    /// `isScrollEnabled`.
    public var scrollEnabled: Bool

    public init(contentSize: CSize, adjustedContentInset: CEdgeInsets = .zero, delaysContentTouches: Bool = true,
                canCancelContentTouches: Bool = true, scrollEnabled: Bool = true) {
        self.contentSize = contentSize
        self.adjustedContentInset = adjustedContentInset
        self.delaysContentTouches = delaysContentTouches
        self.canCancelContentTouches = canCancelContentTouches
        self.scrollEnabled = scrollEnabled
    }
}

/// Screen edges, as `UIRectEdge` raw values.
public struct ScreenEdgesReading: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = ScreenEdgesReading(rawValue: 1 << 0)
    public static let left = ScreenEdgesReading(rawValue: 1 << 1)
    public static let bottom = ScreenEdgesReading(rawValue: 1 << 2)
    public static let right = ScreenEdgesReading(rawValue: 1 << 3)
}

/// A `UIWindow`.
@MainActor public protocol WindowReading: ViewReading {
    /// `windowLevel.rawValue`.
    var level: Double { get }
    var isKeyWindow: Bool { get }
    var rootViewController: (any ControllerReading)? { get }
    /// The identity of `windowScene`, nil when the window has none.
    var sceneKey: ObjectIdentifier? { get }
    /// The live `hitTest(_:with: nil)` at a point in the window's own coordinates: the
    /// probe's reference answer.
    func liveHitTest(_ windowPoint: CPoint) -> (any ViewReading)?
}

/// A `UIViewController`.
@MainActor public protocol ControllerReading: ResponderReading {
    var restorationIdentifier: String? { get }
    /// `children`, in order.
    var children: [any ControllerReading] { get }
    /// `presentedViewController`.
    var presented: (any ControllerReading)? { get }
    /// `viewIfLoaded`.
    var viewIfLoaded: (any ViewReading)? { get }
    var described: (any TouchTapeDescribing)? { get }
    /// `preferredScreenEdgesDeferringSystemGestures` (iOS 11): read on a window's root
    /// controller, the edges whose system gestures the app defers (S35, `defersSystemGestures`).
    var deferredSystemGestureEdges: ScreenEdgesReading { get }
}

extension ControllerReading {
    /// No edge deferred, unless a reading says otherwise.
    public var deferredSystemGestureEdges: ScreenEdgesReading { [] }
}

/// One entry of a control's event handlers: a target/action pair (`allTargets` with
/// `actions(forTarget:forControlEvent:)`) or a `UIAction` (`enumerateEventHandlers`).
public struct ControlHandlerReading: Hashable, Sendable {
    public var event: ControlEventReading
    /// The target's identity; nil for a nil-targeted action (`NSNull` in `allTargets`) and
    /// for a `UIAction`.
    public var targetKey: ObjectIdentifier?
    public var targetClassName: String?
    /// The selector name (`compose:`); nil for a `UIAction`.
    public var selector: String?
    /// `UIAction.identifier.rawValue`, for a `UIAction`.
    public var actionIdentifier: String?

    public init(event: ControlEventReading, targetKey: ObjectIdentifier? = nil, targetClassName: String? = nil,
                selector: String? = nil, actionIdentifier: String? = nil) {
        self.event = event
        self.targetKey = targetKey
        self.targetClassName = targetClassName
        self.selector = selector
        self.actionIdentifier = actionIdentifier
    }
}

/// The `UIControl.Event` constants the capture asks about, in the order it asks.
public enum ControlEventReading: String, CaseIterable, Sendable, Hashable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, primaryActionTriggered
    case valueChanged, editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit, menuActionTriggered

    /// Whether the scene format's `control.actions` has this event (docs/formats.md).
    var isSceneEvent: Bool {
        switch self {
        case .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
             .touchUpInside, .touchUpOutside, .touchCancel, .primaryActionTriggered: true
        default: false
        }
    }
}

/// A `UIControl`.
@MainActor public protocol ControlReading {
    var isEnabled: Bool { get }
    var handlers: [ControlHandlerReading] { get }
    /// True when `handlers` come in registration order (`enumerateEventHandlers`, iOS 14+);
    /// false when they come from the unordered `allTargets`.
    var handlersInRegistrationOrder: Bool { get }
}

/// The directions of a swipe recognizer (`UISwipeGestureRecognizer.Direction` raw values).
public struct SwipeDirections: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let right = SwipeDirections(rawValue: 1 << 0)
    public static let left = SwipeDirections(rawValue: 1 << 1)
    public static let up = SwipeDirections(rawValue: 1 << 2)
    public static let down = SwipeDirections(rawValue: 1 << 3)
}

/// A recognizer's kind and settings, read by testing its class (screen-edge pan before pan).
public enum GestureKindReading: Hashable, Sendable {
    case tap(taps: Int, touches: Int)
    case longPress(minimumPressDuration: Double, allowableMovement: Double, touches: Int, taps: Int)
    case pan(minimumTouches: Int, maximumTouches: Int)
    case swipe(directions: SwipeDirections, touches: Int)
    /// Pinch, rotation, hover, screen-edge pan, or any other base class.
    case unsupported
}

/// One registered target/action pair of a recognizer (from the app's registration or the
/// opt-in swizzle of the public setters; never from private API).
public struct GestureTargetReading: Hashable, Sendable {
    public var targetKey: ObjectIdentifier?
    public var targetClassName: String
    public var selector: String

    public init(targetKey: ObjectIdentifier?, targetClassName: String, selector: String) {
        self.targetKey = targetKey
        self.targetClassName = targetClassName
        self.selector = selector
    }
}

/// A `UIGestureRecognizer`.
@MainActor public protocol GestureReading {
    var objectKey: ObjectIdentifier { get }
    var kind: GestureKindReading { get }
    var className: String { get }
    /// Whether the class is defined in UIKit (`Bundle(for:)` is UIKit's).
    var isUIKitClass: Bool { get }
    /// Whether it is its view's `UIScrollView.panGestureRecognizer`.
    var isScrollViewPan: Bool { get }
    /// `name` (iOS 11).
    var name: String? { get }
    var isEnabled: Bool { get }
    var cancelsTouchesInView: Bool { get }
    var delaysTouchesBegan: Bool { get }
    var delaysTouchesEnded: Bool { get }
    /// Whether `allowedTouchTypes` includes direct touches (fingers).
    var allowsDirectTouches: Bool { get }
    var registeredTargets: [GestureTargetReading] { get }
    /// The recognizers it must wait for, as registered (`require(toFail:)` through the app).
    var registeredFailureRequirements: [ObjectIdentifier] { get }
    /// A class-wide failure requirement: `shouldRequireFailure(of: other)` or
    /// `other.shouldBeRequiredToFail(by: self)` (public subclass overrides).
    func requiresFailure(of other: any GestureReading) -> Bool
    /// Delegate methods the delegate implements (`gestureRecognizerShouldBegin:` …).
    var delegateOverrides: [String] { get }
}

/// The phase of a `UITouch`, including the hover phases the recorder skips.
public enum PhaseReading: Hashable, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited, unknown
}

/// `UITouch.TouchType`.
public enum TouchTypeReading: Hashable, Sendable {
    case direct, indirect, pencil, indirectPointer, unknown
}

/// A `UITouch`, read while its event is delivered. Never retained.
@MainActor public protocol TouchReading {
    var objectKey: ObjectIdentifier { get }
    var phase: PhaseReading { get }
    var type: TouchTypeReading { get }
    var tapCount: Int { get }
    var window: (any WindowReading)? { get }
    /// `location(in: nil)`: the window's coordinates.
    var locationInWindow: CPoint { get }
    var view: (any ViewReading)? { get }
}

/// `UIEvent.EventType`, as far as the recorder cares.
public enum EventTypeReading: Hashable, Sendable {
    case touches, other
}

/// A `UIEvent` passing through `UIApplication.sendEvent(_:)`.
@MainActor public protocol EventReading {
    var type: EventTypeReading { get }
    /// `timestamp`: seconds since system startup.
    var timestamp: Double { get }
    /// `allTouches`, in any order (the recorder orders them).
    var allTouches: [any TouchReading] { get }
}
