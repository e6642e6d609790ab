#if canImport(UIKit)
import TouchTapeCaptureCore
import UIKit

@MainActor struct UIGestureRecognizerReading: GestureReading {
    let recognizer: UIGestureRecognizer
    let view: UIView

    /// Delegate methods that change what a recognizer does, which the engine does not model.
    static let delegateSelectors = [
        "gestureRecognizerShouldBegin:",
        "gestureRecognizer:shouldReceiveTouch:",
        "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
        "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:",
        "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:",
    ]

    var objectKey: ObjectIdentifier { ObjectIdentifier(recognizer) }
    var className: String { NSStringFromClass(type(of: recognizer)) }
    var isUIKitClass: Bool { Bundle(for: type(of: recognizer)) == Bundle(for: UIGestureRecognizer.self) }
    var isScrollViewPan: Bool { (view as? UIScrollView)?.panGestureRecognizer === recognizer }
    var name: String? { recognizer.name }
    var isEnabled: Bool { recognizer.isEnabled }
    var cancelsTouchesInView: Bool { recognizer.cancelsTouchesInView }
    var delaysTouchesBegan: Bool { recognizer.delaysTouchesBegan }
    var delaysTouchesEnded: Bool { recognizer.delaysTouchesEnded }
    var allowsDirectTouches: Bool {
        recognizer.allowedTouchTypes.contains(NSNumber(value: UITouch.TouchType.direct.rawValue))
    }
    var registeredTargets: [GestureTargetReading] { TouchTapeRecognizerRegistry.targets(of: recognizer) }
    var registeredFailureRequirements: [ObjectIdentifier] { TouchTapeRecognizerRegistry.failureRequirements(of: recognizer) }
    var delegateOverrides: [String] {
        guard let delegate = recognizer.delegate else { return [] }
        return Self.delegateSelectors.filter { delegate.responds(to: NSSelectorFromString($0)) }
    }

    /// Screen-edge pan first: it is a subclass of pan.
    var kind: GestureKindReading {
        switch recognizer {
        case is UIScreenEdgePanGestureRecognizer:
            return .unsupported
        case let tap as UITapGestureRecognizer:
            return .tap(taps: tap.numberOfTapsRequired, touches: tap.numberOfTouchesRequired)
        case let press as UILongPressGestureRecognizer:
            return .longPress(minimumPressDuration: press.minimumPressDuration, allowableMovement: Double(press.allowableMovement),
                              touches: press.numberOfTouchesRequired, taps: press.numberOfTapsRequired)
        case let pan as UIPanGestureRecognizer:
            return .pan(minimumTouches: pan.minimumNumberOfTouches, maximumTouches: pan.maximumNumberOfTouches)
        case let swipe as UISwipeGestureRecognizer:
            return .swipe(directions: SwipeDirections(rawValue: Int(swipe.direction.rawValue)), touches: swipe.numberOfTouchesRequired)
        default:
            return .unsupported
        }
    }

    func requiresFailure(of other: any GestureReading) -> Bool {
        guard let other = other as? UIGestureRecognizerReading else { return false }
        return recognizer.shouldRequireFailure(of: other.recognizer) || other.recognizer.shouldBeRequiredToFail(by: recognizer)
    }
}

@MainActor struct UIControlReading: ControlReading {
    let control: UIControl

    /// The events asked about, as UIKit's constants.
    static let events: [(UIControl.Event, ControlEventReading)] = [
        (.touchDown, .touchDown), (.touchDownRepeat, .touchDownRepeat), (.touchDragInside, .touchDragInside),
        (.touchDragOutside, .touchDragOutside), (.touchDragEnter, .touchDragEnter), (.touchDragExit, .touchDragExit),
        (.touchUpInside, .touchUpInside), (.touchUpOutside, .touchUpOutside), (.touchCancel, .touchCancel),
        (.primaryActionTriggered, .primaryActionTriggered), (.valueChanged, .valueChanged),
        (.editingDidBegin, .editingDidBegin), (.editingChanged, .editingChanged), (.editingDidEnd, .editingDidEnd),
        (.editingDidEndOnExit, .editingDidEndOnExit), (.menuActionTriggered, .menuActionTriggered),
    ]

    var isEnabled: Bool { control.isEnabled }
    /// `enumerateEventHandlers` (iOS 14+, always there from iOS 15) yields target/action pairs
    /// and `UIAction`s, in registration order [to verify on a Mac].
    var handlersInRegistrationOrder: Bool { true }
    var handlers: [ControlHandlerReading] {
        var result: [ControlHandlerReading] = []
        control.enumerateEventHandlers { action, targetAction, event, _ in
            for (constant, reading) in Self.events where event.contains(constant) {
                let target = targetAction?.0.map { $0 as AnyObject }
                result.append(ControlHandlerReading(
                    event: reading,
                    targetKey: target.map(ObjectIdentifier.init),
                    targetClassName: target.map { NSStringFromClass(type(of: $0)) },
                    selector: targetAction.map { NSStringFromSelector($0.1) },
                    actionIdentifier: action?.identifier.rawValue))
            }
        }
        return result
    }
}

@MainActor struct UITouchReading: TouchReading {
    let touch: UITouch

    var objectKey: ObjectIdentifier { ObjectIdentifier(touch) }
    var tapCount: Int { touch.tapCount }
    var window: (any WindowReading)? { touch.window.map { UIWindowReading(window: $0) } }
    var locationInWindow: CPoint { CPoint(touch.location(in: nil)) }
    var view: (any ViewReading)? { touch.view.map(UIKitReadings.view) }
    var phase: PhaseReading {
        switch touch.phase {
        case .began: return .began
        case .moved: return .moved
        case .stationary: return .stationary
        case .ended: return .ended
        case .cancelled: return .cancelled
        case .regionEntered: return .regionEntered
        case .regionMoved: return .regionMoved
        case .regionExited: return .regionExited
        @unknown default: return .unknown
        }
    }
    var type: TouchTypeReading {
        switch touch.type {
        case .direct: return .direct
        case .indirect: return .indirect
        case .pencil: return .pencil
        case .indirectPointer: return .indirectPointer
        @unknown default: return .unknown
        }
    }
}

@MainActor struct UIEventReading: EventReading {
    let event: UIEvent

    var type: EventTypeReading { event.type == .touches ? .touches : .other }
    var timestamp: Double { event.timestamp }
    var allTouches: [any TouchReading] { (event.allTouches ?? []).map(UITouchReading.init) }
}
#endif
