// What an app can declare about its own views and controllers (P+app): the behaviour of its
// `hitTest(_:with:)`, `point(inside:with:)` and `touches…` overrides, which no public API can
// read. The rules name views as objects (`UIView`s on a device, fakes on Linux); the core
// resolves them to scene ids and drops, with a log line, any that are not in the scene.

/// A view's `hitTest(_:with:)`, as the scene format's `hitTest` rules describe it.
public enum TouchTapeHitTestRule {
    /// UIKit's own algorithm.
    case standard
    /// `return self` for every call.
    case returnsSelf
    /// Returns nil: the view and its subviews are never hit.
    case none
    /// The default, except that where it would return this view it returns nil.
    case passThroughSelf
    /// Nil when the point lies inside one of these views; otherwise the default.
    case passThrough([AnyObject])
    /// One of these views when the point lies inside it; otherwise the default.
    case forwardTo([AnyObject])
}

/// A view's `point(inside:with:)`, as the scene format's `pointInside` rules describe it.
public enum TouchTapePointInsideRule: Sendable, Hashable {
    case bounds
    /// `UIEdgeInsetsInsetRect(bounds, insets)`; negative values enlarge the area.
    case inset(top: Double, left: Double, bottom: Double, right: Double)
    /// The bounds grown about their center to at least this size.
    case minimumSize(width: Double, height: Double)
    case circle
    case always
    case never
}

/// What a responder's `touches…` methods do with a phase.
public enum TouchTapeTouchHandling: String, Sendable, Hashable {
    /// Overrides the method and does not call super: the message stops here.
    case handle
    /// Overrides the method and calls super.
    case observe
    /// The inherited behaviour: the message goes on to the next responder.
    case forward
}

/// A responder's `touches…` methods, all phases alike or per phase.
public enum TouchTapeTouchesRule: Sendable, Hashable {
    case all(TouchTapeTouchHandling)
    case perPhase(began: TouchTapeTouchHandling, moved: TouchTapeTouchHandling,
                  ended: TouchTapeTouchHandling, cancelled: TouchTapeTouchHandling)

    public static let handle = TouchTapeTouchesRule.all(.handle)
    public static let observe = TouchTapeTouchesRule.all(.observe)
    public static let forward = TouchTapeTouchesRule.all(.forward)
}

/// Adopted by an app's views and view controllers (in debug builds) to describe what their
/// overrides do. Every member has a default that says nothing.
@MainActor public protocol TouchTapeDescribing: AnyObject {
    var touchTapeHitTest: TouchTapeHitTestRule? { get }
    var touchTapePointInside: TouchTapePointInsideRule? { get }
    var touchTapeTouches: TouchTapeTouchesRule? { get }
    /// Selector names `canPerformAction(_:withSender:)` answers yes for, e.g. `["copy:"]`.
    var touchTapeActions: [String] { get }
}

extension TouchTapeDescribing {
    public var touchTapeHitTest: TouchTapeHitTestRule? { nil }
    public var touchTapePointInside: TouchTapePointInsideRule? { nil }
    public var touchTapeTouches: TouchTapeTouchesRule? { nil }
    public var touchTapeActions: [String] { [] }
}
