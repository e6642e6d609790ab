import TouchTapeCaptureCore

/// A fake `UIViewController`.
@MainActor public final class FakeController: ControllerReading {
    public var className: String
    public var restorationIdentifier: String?
    public var childControllers: [FakeController] = []
    public var presentedController: FakeController?
    public private(set) weak var presentingController: FakeController?
    public var canBecomeFirstResponder = false
    public var isFirstResponder = false
    public var appDescription: FakeDescription?
    /// Whether the view is loaded (`viewIfLoaded` is nil otherwise).
    public var isViewLoaded = true
    public var nextOverride: (any ResponderReading)?
    /// `preferredScreenEdgesDeferringSystemGestures`.
    public var deferredSystemGestureEdges: ScreenEdgesReading = []

    public var view: FakeView? {
        didSet {
            oldValue?.controller = nil
            view?.controller = self
        }
    }

    public init(class className: String = "UIViewController", restorationIdentifier: String? = nil, view: FakeView? = nil) {
        self.className = className
        self.restorationIdentifier = restorationIdentifier
        self.view = view
        view?.controller = self
    }

    public func addChild(_ child: FakeController) { childControllers.append(child) }

    public func present(_ controller: FakeController) {
        presentedController = controller
        controller.presentingController = self
    }

    public var objectKey: ObjectIdentifier { ObjectIdentifier(self) }
    public var role: ResponderRole { .viewController }
    public var nextResponder: (any ResponderReading)? {
        if let nextOverride { return nextOverride }
        if let presentingController { return presentingController }
        return view?.superview
    }
    public var children: [any ControllerReading] { childControllers }
    public var presented: (any ControllerReading)? { presentedController }
    public var viewIfLoaded: (any ViewReading)? { isViewLoaded ? view : nil }
    public var described: (any TouchTapeDescribing)? { appDescription }
}
