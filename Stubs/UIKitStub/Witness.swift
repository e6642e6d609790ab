// Signature witnesses of Stubs/UIKitStub: one typed reference per declaration the adapter
// uses. On Linux, scripts/check-uikit-adapter type-checks this file against the stub (so the
// two agree); compiled on a Mac against Apple's UIKit (for instance by a CI job running
// `xcrun --sdk iphonesimulator swiftc -typecheck -target arm64-apple-ios15.0-simulator
// Stubs/UIKitStub/Witness.swift`), it proves that the stub says what Apple's SDK says: every
// name, type, optionality, mutability and static-ness below. Until that job exists it proves
// nothing about Apple's SDK. Never part of a build. The `precondition`s at the end only run
// when the file is compiled and called on a Mac (the selector names the adapter writes as
// strings).
#if canImport(UIKit)
import UIKit

@MainActor
func touchTapeUIKitWitness() {
    // UIResponder
    let _: KeyPath<UIResponder, UIResponder?> = \UIResponder.next
    let _: KeyPath<UIResponder, Bool> = \UIResponder.canBecomeFirstResponder
    let _: KeyPath<UIResponder, Bool> = \UIResponder.isFirstResponder
    let _: (UIResponder) -> (Set<UITouch>, UIEvent?) -> Void = UIResponder.touchesBegan(_:with:)
    // UIView
    let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityIdentifier
    let _: ReferenceWritableKeyPath<UIView, CGRect> = \UIView.frame
    let _: ReferenceWritableKeyPath<UIView, CGRect> = \UIView.bounds
    let _: ReferenceWritableKeyPath<UIView, CGPoint> = \UIView.center
    let _: ReferenceWritableKeyPath<UIView, CGAffineTransform> = \UIView.transform
    let _: KeyPath<UIView, CALayer> = \UIView.layer
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isHidden
    let _: ReferenceWritableKeyPath<UIView, CGFloat> = \UIView.alpha
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.clipsToBounds
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isUserInteractionEnabled
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isMultipleTouchEnabled
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isExclusiveTouch
    let _: KeyPath<UIView, [UIView]> = \UIView.subviews
    let _: ReferenceWritableKeyPath<UIView, [UIGestureRecognizer]?> = \UIView.gestureRecognizers
    let _: (UIView) -> (CGPoint, UIEvent?) -> UIView? = UIView.hitTest(_:with:)
    let _: (UIView) -> (CGPoint, UIEvent?) -> Bool = UIView.point(inside:with:)
    // CALayer, CATransform3D
    let _: ReferenceWritableKeyPath<CALayer, CGPoint> = \CALayer.anchorPoint
    let _: ReferenceWritableKeyPath<CALayer, CATransform3D> = \CALayer.transform
    let _: ReferenceWritableKeyPath<CALayer, CATransform3D> = \CALayer.sublayerTransform
    let _: (CATransform3D) -> Bool = CATransform3DIsAffine
    let _: (CATransform3D) -> Bool = CATransform3DIsIdentity
    // UIWindow, UIWindowScene, UIApplication
    let _: ReferenceWritableKeyPath<UIWindow, UIWindow.Level> = \UIWindow.windowLevel
    let _: KeyPath<UIWindow.Level, CGFloat> = \UIWindow.Level.rawValue
    let _: KeyPath<UIWindow, Bool> = \UIWindow.isKeyWindow
    let _: ReferenceWritableKeyPath<UIWindow, UIViewController?> = \UIWindow.rootViewController
    let _: ReferenceWritableKeyPath<UIWindow, UIWindowScene?> = \UIWindow.windowScene
    let _: KeyPath<UIWindowScene, [UIWindow]> = \UIWindowScene.windows
    let _: UIApplication = UIApplication.shared
    let _: KeyPath<UIApplication, Set<UIScene>> = \UIApplication.connectedScenes
    let _: Selector = #selector(UIApplication.sendEvent(_:))
    // UIViewController
    let _: ReferenceWritableKeyPath<UIViewController, String?> = \UIViewController.restorationIdentifier
    let _: KeyPath<UIViewController, [UIViewController]> = \UIViewController.children
    let _: KeyPath<UIViewController, UIViewController?> = \UIViewController.presentedViewController
    let _: KeyPath<UIViewController, UIView?> = \UIViewController.viewIfLoaded
    let _: KeyPath<UIViewController, UIRectEdge> = \UIViewController.preferredScreenEdgesDeferringSystemGestures
    let _: KeyPath<UIRectEdge, UInt> = \UIRectEdge.rawValue
    let _: [UIRectEdge] = [.top, .left, .bottom, .right]
    // UIControl, UIAction
    let _: ReferenceWritableKeyPath<UIControl, Bool> = \UIControl.isEnabled
    let _: (UIControl) -> ((UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) -> Void = UIControl.enumerateEventHandlers
    let _: KeyPath<UIAction, UIAction.Identifier> = \UIAction.identifier
    let _: KeyPath<UIAction.Identifier, String> = \UIAction.Identifier.rawValue
    let _: [UIControl.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
                                .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
                                .primaryActionTriggered, .menuActionTriggered, .editingDidBegin, .editingChanged,
                                .editingDidEnd, .editingDidEndOnExit]
    // UIScrollView
    let _: KeyPath<UIScrollView, UIPanGestureRecognizer> = \UIScrollView.panGestureRecognizer
    let _: ReferenceWritableKeyPath<UIScrollView, CGSize> = \UIScrollView.contentSize
    let _: KeyPath<UIScrollView, UIEdgeInsets> = \UIScrollView.adjustedContentInset
    let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.delaysContentTouches
    let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.canCancelContentTouches
    let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.isScrollEnabled
    let _: [KeyPath<UIEdgeInsets, CGFloat>] = [\UIEdgeInsets.top, \UIEdgeInsets.left, \UIEdgeInsets.bottom, \UIEdgeInsets.right]
    // UIEvent, UITouch
    let _: KeyPath<UIEvent, UIEvent.EventType> = \UIEvent.type
    let _: KeyPath<UIEvent, TimeInterval> = \UIEvent.timestamp
    let _: KeyPath<UIEvent, Set<UITouch>?> = \UIEvent.allTouches
    let _: [UIEvent.EventType] = [.touches]
    let _: KeyPath<UITouch, UITouch.Phase> = \UITouch.phase
    let _: KeyPath<UITouch, UITouch.TouchType> = \UITouch.type
    let _: KeyPath<UITouch, Int> = \UITouch.tapCount
    let _: KeyPath<UITouch, UIWindow?> = \UITouch.window
    let _: KeyPath<UITouch, UIView?> = \UITouch.view
    let _: (UITouch) -> (UIView?) -> CGPoint = UITouch.location(in:)
    let _: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited]
    let _: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
    let _: Int = UITouch.TouchType.direct.rawValue
    // UIGestureRecognizer and the four modelled kinds
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, String?> = \UIGestureRecognizer.name
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.isEnabled
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.cancelsTouchesInView
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.delaysTouchesBegan
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.delaysTouchesEnded
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, [NSNumber]> = \UIGestureRecognizer.allowedTouchTypes
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, (any UIGestureRecognizerDelegate)?> = \UIGestureRecognizer.delegate
    let _: Selector = #selector(UIGestureRecognizer.addTarget(_:action:))
    let _: Selector = #selector(UIGestureRecognizer.removeTarget(_:action:))
    let _: Selector = #selector(UIGestureRecognizer.require(toFail:))
    let _: (UIGestureRecognizer) -> (UIGestureRecognizer) -> Bool = UIGestureRecognizer.shouldRequireFailure(of:)
    let _: (UIGestureRecognizer) -> (UIGestureRecognizer) -> Bool = UIGestureRecognizer.shouldBeRequiredToFail(by:)
    let _: ReferenceWritableKeyPath<UITapGestureRecognizer, Int> = \UITapGestureRecognizer.numberOfTapsRequired
    let _: ReferenceWritableKeyPath<UITapGestureRecognizer, Int> = \UITapGestureRecognizer.numberOfTouchesRequired
    let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, TimeInterval> = \UILongPressGestureRecognizer.minimumPressDuration
    let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, CGFloat> = \UILongPressGestureRecognizer.allowableMovement
    let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, Int> = \UILongPressGestureRecognizer.numberOfTouchesRequired
    let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, Int> = \UILongPressGestureRecognizer.numberOfTapsRequired
    let _: ReferenceWritableKeyPath<UIPanGestureRecognizer, Int> = \UIPanGestureRecognizer.minimumNumberOfTouches
    let _: ReferenceWritableKeyPath<UIPanGestureRecognizer, Int> = \UIPanGestureRecognizer.maximumNumberOfTouches
    let _: UIPanGestureRecognizer.Type = UIScreenEdgePanGestureRecognizer.self
    let _: ReferenceWritableKeyPath<UISwipeGestureRecognizer, UISwipeGestureRecognizer.Direction> = \UISwipeGestureRecognizer.direction
    let _: KeyPath<UISwipeGestureRecognizer.Direction, UInt> = \UISwipeGestureRecognizer.Direction.rawValue
    let _: ReferenceWritableKeyPath<UISwipeGestureRecognizer, Int> = \UISwipeGestureRecognizer.numberOfTouchesRequired
    // The Objective-C runtime, and the selector strings ClassInspection uses (on a Mac these
    // `#selector`s exist; the strings beside them must be their names).
    let _: (AnyClass?) -> AnyClass? = class_getSuperclass
    let _: (AnyClass?, Selector) -> Method? = class_getInstanceMethod
    let _: (AnyClass?, Selector) -> IMP? = class_getMethodImplementation
    let _: (Method, Method) -> Void = method_exchangeImplementations
    let _: (String) -> Selector = NSSelectorFromString
    let _: (Selector) -> String = NSStringFromSelector
    let _: (AnyClass) -> String = NSStringFromClass
    #if !TOUCHTAPE_UIKIT_STUB
    precondition(#selector(UIView.hitTest(_:with:)) == NSSelectorFromString("hitTest:withEvent:"))
    precondition(#selector(UIView.point(inside:with:)) == NSSelectorFromString("pointInside:withEvent:"))
    precondition(#selector(UIResponder.touchesBegan(_:with:)) == NSSelectorFromString("touchesBegan:withEvent:"))
    precondition(#selector(UIResponder.touchesMoved(_:with:)) == NSSelectorFromString("touchesMoved:withEvent:"))
    precondition(#selector(UIResponder.touchesEnded(_:with:)) == NSSelectorFromString("touchesEnded:withEvent:"))
    precondition(#selector(UIResponder.touchesCancelled(_:with:)) == NSSelectorFromString("touchesCancelled:withEvent:"))
    #endif
}
#endif
