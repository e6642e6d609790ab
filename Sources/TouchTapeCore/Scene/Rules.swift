/// What one of a responder's event methods (`touchesBegan`, `motionBegan`, …) does (docs/formats.md).
package enum HandlerBehavior: UInt8, Sendable, Hashable {
    /// The inherited `UIResponder` behaviour: the message goes on to the next responder.
    case forward
    /// Overrides the method without calling super: the message stops here.
    case handle
    /// Overrides the method and calls super: recorded as having seen it, the message goes on.
    case observe
}

/// The four touch phases that are delivered (a `stationary` touch is never delivered, T2).
package struct TouchHandlers: Sendable, Hashable {
    package var began: HandlerBehavior
    package var moved: HandlerBehavior
    package var ended: HandlerBehavior
    package var cancelled: HandlerBehavior

    package init(began: HandlerBehavior, moved: HandlerBehavior, ended: HandlerBehavior, cancelled: HandlerBehavior) {
        self.began = began; self.moved = moved; self.ended = ended; self.cancelled = cancelled
    }

    package init(all: HandlerBehavior) { self.init(began: all, moved: all, ended: all, cancelled: all) }

    package var isUniform: Bool { began == moved && moved == ended && ended == cancelled }

    package func behavior(for phase: TouchPhase) -> HandlerBehavior {
        switch phase {
        case .began: began
        case .moved: moved
        case .ended: ended
        case .cancelled: cancelled
        case .stationary: .forward
        }
    }
}

/// A view's `point(inside:with:)` (docs/formats.md, P1–P2). Areas are in the view's bounds coordinates.
package enum PointInsideRule: Sendable, Hashable {
    case bounds
    case inset(top: Double, left: Double, bottom: Double, right: Double)
    case minimumSize(Size)
    case circle
    case always
    case never
}

/// A view's `hitTest(_:with:)` (docs/formats.md, H8). Views named by a rule are view indices.
package enum HitTestRule: Sendable, Hashable {
    case standard
    case returnsSelf
    case none
    case passThroughSelf
    case passThrough([Int32])
    case forwardTo([Int32])
}

/// The UIControl events a control can send (C2–C3), in the order docs/formats.md lists them, then
/// the events UIKit's own controls send (docs/formats.md, "Controls"): a `control.actions` key may
/// name any of them, and builtins send them (C4).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    /// `UIControl.Event.touchDown`.
    case touchDown
    /// `UIControl.Event.touchDownRepeat`.
    case touchDownRepeat
    /// `UIControl.Event.touchDragInside`.
    case touchDragInside
    /// `UIControl.Event.touchDragOutside`.
    case touchDragOutside
    /// `UIControl.Event.touchDragEnter`.
    case touchDragEnter
    /// `UIControl.Event.touchDragExit`.
    case touchDragExit
    /// `UIControl.Event.touchUpInside`.
    case touchUpInside
    /// `UIControl.Event.touchUpOutside`.
    case touchUpOutside
    /// `UIControl.Event.touchCancel`.
    case touchCancel
    /// `UIControl.Event.primaryActionTriggered`.
    case primaryActionTriggered
    /// `UIControl.Event.valueChanged`.
    case valueChanged
    /// `UIControl.Event.editingDidBegin`.
    case editingDidBegin
    /// `UIControl.Event.editingChanged`.
    case editingChanged
    /// `UIControl.Event.editingDidEnd`.
    case editingDidEnd
    /// `UIControl.Event.editingDidEndOnExit`.
    case editingDidEndOnExit
    /// `UIControl.Event.menuActionTriggered`.
    case menuActionTriggered
}

/// The touch phases of a session (`UITouch.Phase`).
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
    /// The finger touched the screen.
    case began
    /// The finger moved.
    case moved
    /// The finger did not move (never delivered, T2).
    case stationary
    /// The finger left the screen.
    case ended
    /// The system cancelled the touch.
    case cancelled
}

/// What kind of responder a responder index names.
package enum ResponderKind: Sendable, Hashable {
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
