import TouchTapeCaptureCore

/// Builds a list of subviews.
@resultBuilder
public enum FakeSubviews {
    public static func buildBlock(_ views: [FakeView]...) -> [FakeView] { views.flatMap { $0 } }
    public static func buildExpression(_ view: FakeView) -> [FakeView] { [view] }
    public static func buildExpression(_ views: [FakeView]) -> [FakeView] { views }
    public static func buildOptional(_ views: [FakeView]?) -> [FakeView] { views ?? [] }
    public static func buildEither(first views: [FakeView]) -> [FakeView] { views }
    public static func buildEither(second views: [FakeView]) -> [FakeView] { views }
    public static func buildArray(_ views: [[FakeView]]) -> [FakeView] { views.flatMap { $0 } }
}

/// A fake `UIView`. Geometry is kept as UIKit keeps it: `center` (the layer's position),
/// `bounds` and `transform`; `frame` is derived for an untransformed view and may be set
/// directly for bad readings.
@MainActor public class FakeView: ViewReading {
    public var className: String
    public var accessibilityIdentifier: String?
    public var bounds: CRect
    public var center: CPoint
    public var transform = CAffine.identity
    public var anchorPoint = CPoint(x: 0.5, y: 0.5)
    public var layerIsAffine = true
    /// A frame reading that replaces the derived one (non-finite frames, for instance).
    public var frameOverride: CRect?
    public var isHidden = false
    public var alpha = 1.0
    public var clipsToBounds = false
    public var isUserInteractionEnabled: Bool
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    public var canBecomeFirstResponder = false
    public var isFirstResponder = false
    public var gestureRecognizers: [FakeGesture] = []
    public var fakeControl: FakeControl?
    public var overrides: OverrideSet = []
    public var appDescription: FakeDescription?
    /// The nearest system superclass, for an app class (`meta.baseClass`).
    public var baseClassName: String?
    /// A `UIScrollView`'s settings (nil: not a scroll view).
    public var scrollSettings: ScrollViewReading?
    /// A `next` that replaces UIKit's (an app overriding `next`).
    public var nextOverride: (any ResponderReading)?
    /// The app's `point(inside:with:)`, for the live hit-test; nil is UIKit's bounds test.
    public var pointInsideOverride: ((FakeView, CPoint) -> Bool)?
    /// The app's `hitTest(_:with:)`, for the live hit-test: given the view, the point and
    /// UIKit's default algorithm.
    public var hitTestOverride: ((FakeView, CPoint, (CPoint) -> FakeView?) -> FakeView?)?

    public private(set) var subviewList: [FakeView] = []
    public private(set) weak var superview: FakeView?
    /// The controller whose root view this is.
    public internal(set) weak var controller: FakeController?
    /// Subviews that are not this view's own children (a cycle, for bad-reading tests).
    public var extraSubviews: [FakeView] = []

    public init(_ identifier: String? = nil, class className: String = "UIView", frame: CRect,
                @FakeSubviews subviews: () -> [FakeView] = { [] }) {
        self.className = className
        accessibilityIdentifier = identifier
        bounds = CRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        center = CPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        isUserInteractionEnabled = !(className == "UILabel" || className == "UIImageView")
        for view in subviews() { addSubview(view) }
    }

    /// A view placed by centre, size and transform (rotated, scaled).
    public convenience init(_ identifier: String? = nil, class className: String = "UIView", center: CPoint, size: CSize,
                            transform: CAffine, @FakeSubviews subviews: () -> [FakeView] = { [] }) {
        self.init(identifier, class: className, frame: CRect(x: 0, y: 0, width: size.width, height: size.height), subviews: subviews)
        self.center = center
        self.transform = transform
    }

    public func addSubview(_ view: FakeView) {
        view.superview = self
        subviewList.append(view)
    }

    /// Changes the view in place and returns it, for the builder.
    @discardableResult
    public func with(_ change: (FakeView) -> Void) -> Self {
        change(self)
        return self
    }

    // MARK: ViewReading

    public var objectKey: ObjectIdentifier { ObjectIdentifier(self) }
    public var role: ResponderRole { .view }

    public var frame: CRect {
        if let frameOverride { return frameOverride }
        // UIKit's frame for an untransformed view: the bounds' size about the anchor point.
        return CRect(x: center.x - anchorPoint.x * bounds.size.width, y: center.y - anchorPoint.y * bounds.size.height,
                     width: bounds.size.width, height: bounds.size.height)
    }

    public var nextResponder: (any ResponderReading)? {
        if let nextOverride { return nextOverride }
        if let controller, controller.view === self { return controller }
        return superview
    }

    public var subviews: [any ViewReading] { subviewList + extraSubviews }
    public var gestures: [any GestureReading] { gestureRecognizers }
    public var control: (any ControlReading)? { fakeControl }
    public var owningController: (any ControllerReading)? {
        if let controller, controller.view === self { return controller }
        return nil
    }
    public var classLineage: [ClassReading] {
        let system = Self.isSystemClassName(className)
        var lineage = [ClassReading(name: className, isSystem: system)]
        if let baseClassName { lineage.append(ClassReading(name: baseClassName, isSystem: true)) }
        return lineage
    }
    public var described: (any TouchTapeDescribing)? { appDescription }

    /// Apple's classes, as far as a fake can tell: `UI…` and `_UI…` names.
    public static func isSystemClassName(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("_UI")
    }
}
