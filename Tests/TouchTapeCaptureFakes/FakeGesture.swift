import TouchTapeCaptureCore

/// A fake `UIGestureRecognizer`.
@MainActor public final class FakeGesture: GestureReading {
    public var kind: GestureKindReading
    public var className: String
    public var isUIKitClass: Bool
    public var isScrollViewPan = false
    public var name: String?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var allowsDirectTouches = true
    public var targets: [(target: AnyObject?, className: String, selector: String)] = []
    public var failureRequirements: [FakeGesture] = []
    /// The class-wide override `shouldRequireFailure(of:)`.
    public var requiresFailureOf: ((FakeGesture) -> Bool)?
    public var delegateOverrides: [String] = []

    public init(_ kind: GestureKindReading, class className: String? = nil, name: String? = nil) {
        self.kind = kind
        self.className = className ?? Self.className(of: kind)
        isUIKitClass = FakeView.isSystemClassName(self.className)
        self.name = name
    }

    public static func className(of kind: GestureKindReading) -> String {
        switch kind {
        case .tap: "UITapGestureRecognizer"
        case .longPress: "UILongPressGestureRecognizer"
        case .pan: "UIPanGestureRecognizer"
        case .swipe: "UISwipeGestureRecognizer"
        case .unsupported: "UIPinchGestureRecognizer"
        }
    }

    /// Registers a target/action pair, as the app's registration wrapper would.
    @discardableResult
    public func addTarget(_ target: AnyObject?, className: String? = nil, action selector: String) -> Self {
        let name = className ?? (target as? any ResponderReading)?.className ?? "NSObject"
        targets.append((target, name, selector))
        return self
    }

    public var objectKey: ObjectIdentifier { ObjectIdentifier(self) }
    public var registeredTargets: [GestureTargetReading] {
        targets.map { GestureTargetReading(targetKey: $0.target.map { ObjectIdentifier($0) }, targetClassName: $0.className, selector: $0.selector) }
    }
    public var registeredFailureRequirements: [ObjectIdentifier] { failureRequirements.map { ObjectIdentifier($0) } }
    public func requiresFailure(of other: any GestureReading) -> Bool {
        guard let requiresFailureOf, let other = other as? FakeGesture else { return false }
        return requiresFailureOf(other)
    }
}

/// A fake `UIControl`'s handlers.
@MainActor public final class FakeControl: ControlReading {
    public var isEnabled = true
    public var handlers: [ControlHandlerReading] = []
    public var handlersInRegistrationOrder = true

    public init(enabled: Bool = true, actions: [(ControlEventReading, String)] = []) {
        isEnabled = enabled
        handlers = actions.map { ControlHandlerReading(event: $0.0, targetClassName: "NSObject", selector: $0.1) }
    }
}
