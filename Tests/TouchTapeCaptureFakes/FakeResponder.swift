import TouchTapeCaptureCore

// Fakes of UIKit's objects for the capture core, on Linux: the tests' and capture-demo's
// stand-in for the UIKit adapter's wrappers. They implement the same reading protocols, and
// their `next` follows UIKit's rules (R1–R4), so a fake hierarchy reads as a device's would.

/// A responder that is neither a view nor a controller: the application, its delegate, a
/// window scene.
@MainActor public class FakeResponder: ResponderReading {
    public var className: String
    public var role: ResponderRole
    public var next: (any ResponderReading)?
    public var canBecomeFirstResponder = false
    public var isFirstResponder = false

    public init(className: String, role: ResponderRole, next: (any ResponderReading)? = nil) {
        self.className = className
        self.role = role
        self.next = next
    }

    public var objectKey: ObjectIdentifier { ObjectIdentifier(self) }
    public var nextResponder: (any ResponderReading)? { next }

    /// `UIApplication` (or a subclass), with an optional delegate as its next responder.
    public static func application(className: String = "UIApplication", delegate: FakeResponder? = nil) -> FakeResponder {
        FakeResponder(className: className, role: .application, next: delegate)
    }

    /// An app delegate.
    public static func delegate(className: String = "AppDelegate") -> FakeResponder {
        FakeResponder(className: className, role: .other)
    }

    /// A `UIWindowScene` whose next responder is the application.
    public static func windowScene(className: String = "UIWindowScene", application: FakeResponder) -> FakeResponder {
        FakeResponder(className: className, role: .windowScene, next: application)
    }
}

/// What an app can say about a fake view or controller (`TouchTapeDescribing`).
@MainActor public final class FakeDescription: TouchTapeDescribing {
    public var touchTapeHitTest: TouchTapeHitTestRule?
    public var touchTapePointInside: TouchTapePointInsideRule?
    public var touchTapeTouches: TouchTapeTouchesRule?
    public var touchTapeActions: [String]

    public init(hitTest: TouchTapeHitTestRule? = nil, pointInside: TouchTapePointInsideRule? = nil,
                touches: TouchTapeTouchesRule? = nil, actions: [String] = []) {
        touchTapeHitTest = hitTest
        touchTapePointInside = pointInside
        touchTapeTouches = touches
        touchTapeActions = actions
    }
}
