#if canImport(UIKit)
import TouchTapeCaptureCore
import UIKit

// The two method exchanges of the adapter, both of public methods, both debug-only opt-ins:
// `UIApplication.sendEvent(_:)` (the recorder's hook, as EarlGrey, PostHog and FRY do it),
// and the recognizer setters `addTarget(_:action:)`, `removeTarget(_:action:)`,
// `require(toFail:)` (installed before the UI is built). Each replacement calls the original.

@MainActor enum Swizzles {
    private static var sendEventInstalled = false
    private static var recognizersInstalled = false

    static func installSendEvent() {
        guard !sendEventInstalled else { return }
        sendEventInstalled = exchange(UIApplication.self, #selector(UIApplication.sendEvent(_:)),
                                      #selector(UIApplication.touchTape_sendEvent(_:)))
    }

    static func installRecognizerSetters() {
        guard !recognizersInstalled else { return }
        recognizersInstalled = true
        _ = exchange(UIGestureRecognizer.self, #selector(UIGestureRecognizer.addTarget(_:action:)),
                     #selector(UIGestureRecognizer.touchTape_addTarget(_:action:)))
        _ = exchange(UIGestureRecognizer.self, #selector(UIGestureRecognizer.removeTarget(_:action:)),
                     #selector(UIGestureRecognizer.touchTape_removeTarget(_:action:)))
        _ = exchange(UIGestureRecognizer.self, #selector(UIGestureRecognizer.require(toFail:)),
                     #selector(UIGestureRecognizer.touchTape_require(toFail:)))
    }

    private static func exchange(_ cls: AnyClass, _ original: Selector, _ replacement: Selector) -> Bool {
        guard let a = class_getInstanceMethod(cls, original), let b = class_getInstanceMethod(cls, replacement) else { return false }
        method_exchangeImplementations(a, b)
        return true
    }
}

extension UIApplication {
    /// After the exchange this is `sendEvent(_:)`: observe first (the state hit-testing is
    /// about to use), then the original.
    @objc func touchTape_sendEvent(_ event: UIEvent) {
        TouchTapeRecorder.observe(event)
        touchTape_sendEvent(event)
    }
}

extension UIGestureRecognizer {
    @objc func touchTape_addTarget(_ target: Any, action: Selector) {
        touchTape_addTarget(target, action: action)
        TouchTapeRecognizerRegistry.register(self, target: target as AnyObject, action: action)
    }

    @objc func touchTape_removeTarget(_ target: Any?, action: Selector?) {
        touchTape_removeTarget(target, action: action)
        TouchTapeRecognizerRegistry.unregister(self, target: target.map { $0 as AnyObject }, action: action)
    }

    @objc func touchTape_require(toFail other: UIGestureRecognizer) {
        touchTape_require(toFail: other)
        TouchTapeRecognizerRegistry.registerFailureRequirement(self, of: other)
    }
}
#endif
