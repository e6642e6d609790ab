import TouchTapeCaptureCore

/// A fake `UIWindow`. Its live hit-test is UIKit's documented algorithm over the fakes
/// (H3–H6, with the fakes' own `hitTest`/`point(inside:)` overrides), unless a test scripts
/// the answers.
@MainActor public final class FakeWindow: FakeView, WindowReading {
    public var level = 0.0
    public var isKeyWindow = false
    public var fakeRootViewController: FakeController?
    /// The window scene (iOS 13+), or nil: then the window's next responder is `application`.
    public var windowScene: FakeResponder?
    public var application: FakeResponder?
    /// Scripted answers of the live hit-test, replacing the algorithm.
    public var scriptedHitTest: ((CPoint) -> FakeView?)?
    /// The points the live hit-test was asked, in order.
    public private(set) var askedPoints: [CPoint] = []

    public init(_ identifier: String? = nil, class className: String = "UIWindow", frame: CRect,
                windowScene: FakeResponder? = nil, application: FakeResponder? = nil,
                @FakeSubviews subviews: () -> [FakeView] = { [] }) {
        self.windowScene = windowScene
        self.application = application
        super.init(identifier, class: className, frame: frame, subviews: subviews)
    }

    public override var role: ResponderRole { .window }

    public override var nextResponder: (any ResponderReading)? {
        if let nextOverride { return nextOverride }
        return windowScene ?? application
    }

    public var rootViewController: (any ControllerReading)? { fakeRootViewController }
    public var sceneKey: ObjectIdentifier? { windowScene.map { ObjectIdentifier($0) } }

    public func liveHitTest(_ windowPoint: CPoint) -> (any ViewReading)? {
        askedPoints.append(windowPoint)
        if let scriptedHitTest { return scriptedHitTest(windowPoint) }
        return FakeHitTest.hitTest(self, windowPoint)
    }
}

/// UIKit's documented hit-testing over fakes: the reference a probe session is checked
/// against in the demo and the tests (on a device, UIKit itself answers).
@MainActor public enum FakeHitTest {
    public static func hitTest(_ view: FakeView, _ p: CPoint) -> FakeView? {
        let standard: (CPoint) -> FakeView? = { point in defaultHitTest(view, point) }
        if let override = view.hitTestOverride { return override(view, p, standard) }
        return standard(p)
    }

    static func defaultHitTest(_ view: FakeView, _ p: CPoint) -> FakeView? {
        if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01 { return nil }
        if let control = view.fakeControl, !control.isEnabled { return nil }
        guard pointInside(view, p) else { return nil }
        for subview in view.subviewList.reversed() {
            guard let q = convert(p, into: subview) else { continue }
            if let hit = hitTest(subview, q) { return hit }
        }
        return view
    }

    public static func pointInside(_ view: FakeView, _ p: CPoint) -> Bool {
        if let override = view.pointInsideOverride { return override(view, p) }
        let b = view.bounds
        return b.origin.x <= p.x && p.x < b.origin.x + b.size.width && b.origin.y <= p.y && p.y < b.origin.y + b.size.height
    }

    /// A point in a superview's bounds coordinates in the subview's: the inverse of its
    /// transform about its anchor point (its `center`), then its bounds.
    public static func convert(_ p: CPoint, into view: FakeView) -> CPoint? {
        let t = view.transform
        let w = view.bounds.size.width, h = view.bounds.size.height
        let dx = p.x - view.center.x - t.tx, dy = p.y - view.center.y - t.ty
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite else { return nil }
        let lx = (t.d * dx - t.c * dy) / det
        let ly = (-t.b * dx + t.a * dy) / det
        return CPoint(x: view.bounds.origin.x + view.anchorPoint.x * w + lx,
                      y: view.bounds.origin.y + view.anchorPoint.y * h + ly)
    }
}
