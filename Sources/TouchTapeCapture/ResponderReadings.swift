#if canImport(UIKit)
import TouchTapeCaptureCore
import UIKit

/// The reading of any responder, by its class: the only branching the adapter does on the
/// responder chain.
@MainActor enum UIKitReadings {
    static func responder(_ responder: UIResponder) -> any ResponderReading {
        switch responder {
        case let window as UIWindow: return UIWindowReading(window: window)
        case let view as UIView: return UIViewReading(view: view)
        case let controller as UIViewController: return UIViewControllerReading(controller: controller)
        case is UIWindowScene: return UIResponderReading(responder: responder, role: .windowScene)
        case is UIApplication: return UIResponderReading(responder: responder, role: .application)
        default: return UIResponderReading(responder: responder, role: .other)
        }
    }

    static func view(_ view: UIView) -> any ViewReading {
        if let window = view as? UIWindow { return UIWindowReading(window: window) }
        return UIViewReading(view: view)
    }
}

/// The application, its delegate, a window scene, or any other responder.
@MainActor struct UIResponderReading: ResponderReading {
    let responder: UIResponder
    let role: ResponderRole

    var objectKey: ObjectIdentifier { ObjectIdentifier(responder) }
    var className: String { NSStringFromClass(type(of: responder)) }
    var nextResponder: (any ResponderReading)? { responder.next.map(UIKitReadings.responder) }
    var canBecomeFirstResponder: Bool { responder.canBecomeFirstResponder }
    var isFirstResponder: Bool { responder.isFirstResponder }
}
#endif
