/// What one of a responder's event methods (`touchesBegan`, `motionBegan`, …) does (formats.md).
public enum HandlerBehavior: UInt8, Sendable, Hashable {
    /// The inherited `UIResponder` behaviour: the message goes on to the next responder.
    case forward
    /// Overrides the method without calling super: the message stops here.
    case handle
    /// Overrides the method and calls super: recorded as having seen it, the message goes on.
    case observe
}

/// The four touch phases that are delivered (a `stationary` touch is never delivered, T2).
public struct TouchHandlers: Sendable, Hashable {
    public var began: HandlerBehavior
    public var moved: HandlerBehavior
    public var ended: HandlerBehavior
    public var cancelled: HandlerBehavior

    public init(began: HandlerBehavior, moved: HandlerBehavior, ended: HandlerBehavior, cancelled: HandlerBehavior) {
        self.began = began; self.moved = moved; self.ended = ended; self.cancelled = cancelled
    }

    public init(all: HandlerBehavior) { self.init(began: all, moved: all, ended: all, cancelled: all) }

    public var isUniform: Bool { began == moved && moved == ended && ended == cancelled }

    public func behavior(for phase: TouchPhase) -> HandlerBehavior {
        switch phase {
        case .began: began
        case .moved: moved
        case .ended: ended
        case .cancelled: cancelled
        case .stationary: .forward
        }
    }
}

/// A view's `point(inside:with:)` (formats.md, P1–P2). Areas are in the view's bounds coordinates.
public enum PointInsideRule: Sendable, Hashable {
    case bounds
    case inset(top: Double, left: Double, bottom: Double, right: Double)
    case minimumSize(Size)
    case circle
    case always
    case never
}

/// A view's `hitTest(_:with:)` (formats.md, H8). Views named by a rule are view indices.
public enum HitTestRule: Sendable, Hashable {
    case standard
    case returnsSelf
    case none
    case passThroughSelf
    case passThrough([Int32])
    case forwardTo([Int32])
}

/// The UIControl events a control can send (C2–C3), in the order formats.md lists them, then
/// the events UIKit's own controls send (standard-classes.md 2.0): a `control.actions` key may
/// name any of them, and builtins send them (C4).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, primaryActionTriggered
    case valueChanged, editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit, menuActionTriggered
}

/// The touch phases of a session (`UITouch.Phase`).
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
    case began, moved, stationary, ended, cancelled
}

/// What kind of responder a responder index names.
public enum ResponderKind: Sendable, Hashable {
    case view, window, viewController, windowScene, application, appDelegate
}

extension ResponderKind {
    /// The kind as the store's `scene_responders.kind` and the studio's API spell it.
    package var name: String {
        switch self {
        case .view: "view"
        case .window: "window"
        case .viewController: "viewController"
        case .windowScene: "windowScene"
        case .application: "application"
        case .appDelegate: "appDelegate"
        }
    }
}
