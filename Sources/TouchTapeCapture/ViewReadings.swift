#if canImport(UIKit)
import TouchTapeCaptureCore
import UIKit

/// A view's readings, one property a line, shared by views and windows.
@MainActor protocol UIViewBacked: ViewReading {
    var uiView: UIView { get }
}

extension UIViewBacked {
    var objectKey: ObjectIdentifier { ObjectIdentifier(uiView) }
    var className: String { NSStringFromClass(type(of: uiView)) }
    var nextResponder: (any ResponderReading)? { uiView.next.map(UIKitReadings.responder) }
    var canBecomeFirstResponder: Bool { uiView.canBecomeFirstResponder }
    var isFirstResponder: Bool { uiView.isFirstResponder }
    var accessibilityIdentifier: String? { uiView.accessibilityIdentifier }
    var frame: CRect { CRect(uiView.frame) }
    var bounds: CRect { CRect(uiView.bounds) }
    var center: CPoint { CPoint(uiView.center) }
    var transform: CAffine { CAffine(uiView.transform) }
    var anchorPoint: CPoint { CPoint(uiView.layer.anchorPoint) }
    var layerIsAffine: Bool {
        CATransform3DIsAffine(uiView.layer.transform) && CATransform3DIsIdentity(uiView.layer.sublayerTransform)
    }
    var isHidden: Bool { uiView.isHidden }
    var alpha: Double { Double(uiView.alpha) }
    var clipsToBounds: Bool { uiView.clipsToBounds }
    var isUserInteractionEnabled: Bool { uiView.isUserInteractionEnabled }
    var isMultipleTouchEnabled: Bool { uiView.isMultipleTouchEnabled }
    var isExclusiveTouch: Bool { uiView.isExclusiveTouch }
    var subviews: [any ViewReading] { uiView.subviews.map(UIKitReadings.view) }
    var gestures: [any GestureReading] {
        (uiView.gestureRecognizers ?? []).map { UIGestureRecognizerReading(recognizer: $0, view: uiView) }
    }
    var control: (any ControlReading)? { (uiView as? UIControl).map(UIControlReading.init) }
    var owningController: (any ControllerReading)? {
        guard let controller = uiView.next as? UIViewController, controller.viewIfLoaded === uiView else { return nil }
        return UIViewControllerReading(controller: controller)
    }
    var classLineage: [ClassReading] { ClassInspection.lineage(of: type(of: uiView)) }
    var overrides: OverrideSet { ClassInspection.overrides(of: type(of: uiView)) }
    var described: (any TouchTapeDescribing)? { uiView as? any TouchTapeDescribing }
    var scrollSettings: ScrollViewReading? { (uiView as? UIScrollView).map(ScrollViewReading.init) }
}

@MainActor struct UIViewReading: UIViewBacked {
    let view: UIView
    var uiView: UIView { view }
    var role: ResponderRole { .view }
}

@MainActor struct UIWindowReading: UIViewBacked, WindowReading {
    let window: UIWindow
    var uiView: UIView { window }
    var role: ResponderRole { .window }
    var level: Double { Double(window.windowLevel.rawValue) }
    var isKeyWindow: Bool { window.isKeyWindow }
    var rootViewController: (any ControllerReading)? { window.rootViewController.map(UIViewControllerReading.init) }
    var sceneKey: ObjectIdentifier? { window.windowScene.map(ObjectIdentifier.init) }

    func liveHitTest(_ windowPoint: CPoint) -> (any ViewReading)? {
        window.hitTest(CGPoint(x: windowPoint.x, y: windowPoint.y), with: nil).map(UIKitReadings.view)
    }
}

@MainActor struct UIViewControllerReading: ControllerReading {
    let controller: UIViewController

    var objectKey: ObjectIdentifier { ObjectIdentifier(controller) }
    var className: String { NSStringFromClass(type(of: controller)) }
    var role: ResponderRole { .viewController }
    var nextResponder: (any ResponderReading)? { controller.next.map(UIKitReadings.responder) }
    var canBecomeFirstResponder: Bool { controller.canBecomeFirstResponder }
    var isFirstResponder: Bool { controller.isFirstResponder }
    var restorationIdentifier: String? { controller.restorationIdentifier }
    var children: [any ControllerReading] { controller.children.map(UIViewControllerReading.init) }
    var presented: (any ControllerReading)? { controller.presentedViewController.map(UIViewControllerReading.init) }
    var viewIfLoaded: (any ViewReading)? { controller.viewIfLoaded.map(UIKitReadings.view) }
    var described: (any TouchTapeDescribing)? { controller as? any TouchTapeDescribing }
    var deferredSystemGestureEdges: ScreenEdgesReading {
        ScreenEdgesReading(controller.preferredScreenEdgesDeferringSystemGestures)
    }
}
#endif
