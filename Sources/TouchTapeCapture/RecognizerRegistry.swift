#if canImport(UIKit)
import TouchTapeCaptureCore
import UIKit

/// Recognizer targets and failure requirements, which UIKit does not publish (docs/capture.md, What
/// the app can add): the app registers them (`touchTapeAddTarget`, `touchTapeRequire(toFail:)`), or
/// turns on the opt-in swizzle of the public setters before it builds its UI. Nothing is retained:
/// recognizers and targets are held weakly.
@MainActor public enum TouchTapeRecognizerRegistry {
    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    private struct Entry {
        var recognizer: Weak
        var targets: [(target: Weak, className: String, selector: String)] = []
        var failureRequirements: [Weak] = []
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Records a target/action pair of a recognizer (the recognizer is not changed).
    public static func register(_ recognizer: UIGestureRecognizer, target: AnyObject, action: Selector) {
        var entry = entry(for: recognizer)
        entry.targets.append((Weak(target), NSStringFromClass(type(of: target)), NSStringFromSelector(action)))
        entries[ObjectIdentifier(recognizer)] = entry
    }

    /// Forgets a target/action pair (nil target or action: all of them, as UIKit's removeTarget).
    public static func unregister(_ recognizer: UIGestureRecognizer, target: AnyObject?, action: Selector?) {
        var entry = entry(for: recognizer)
        let selector = action.map(NSStringFromSelector)
        entry.targets.removeAll { pair in
            (target == nil || pair.target.object === target) && (selector == nil || pair.selector == selector)
        }
        entries[ObjectIdentifier(recognizer)] = entry
    }

    /// Records that `recognizer` must wait for `other` to fail.
    public static func registerFailureRequirement(_ recognizer: UIGestureRecognizer, of other: UIGestureRecognizer) {
        var entry = entry(for: recognizer)
        entry.failureRequirements.append(Weak(other))
        entries[ObjectIdentifier(recognizer)] = entry
    }

    static func targets(of recognizer: UIGestureRecognizer) -> [GestureTargetReading] {
        guard let entry = live(recognizer) else { return [] }
        return entry.targets.map { pair in
            GestureTargetReading(targetKey: pair.target.object.map(ObjectIdentifier.init), targetClassName: pair.className,
                                 selector: pair.selector)
        }
    }

    static func failureRequirements(of recognizer: UIGestureRecognizer) -> [ObjectIdentifier] {
        guard let entry = live(recognizer) else { return [] }
        return entry.failureRequirements.compactMap { $0.object.map(ObjectIdentifier.init) }
    }

    /// The entry of this very recognizer (an identifier can be reused after deallocation).
    private static func live(_ recognizer: UIGestureRecognizer) -> Entry? {
        guard let entry = entries[ObjectIdentifier(recognizer)], entry.recognizer.object === recognizer else { return nil }
        return entry
    }

    private static func entry(for recognizer: UIGestureRecognizer) -> Entry {
        live(recognizer) ?? Entry(recognizer: Weak(recognizer))
    }
}

extension UIGestureRecognizer {
    /// `addTarget(_:action:)`, recorded for TouchTape's capture.
    public func touchTapeAddTarget(_ target: AnyObject, action: Selector) {
        addTarget(target, action: action)
        TouchTapeRecognizerRegistry.register(self, target: target, action: action)
    }

    /// `require(toFail:)`, recorded for TouchTape's capture.
    public func touchTapeRequire(toFail other: UIGestureRecognizer) {
        require(toFail: other)
        TouchTapeRecognizerRegistry.registerFailureRequirement(self, of: other)
    }
}
#endif
