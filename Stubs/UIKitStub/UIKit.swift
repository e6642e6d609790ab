// Type-checking stub of UIKit (scripts/check-uikit-adapter): exactly the API the adapter in
// Sources/TouchTapeCapture uses, each declaration as Apple's documentation page prints it
// (URL above it), on `@MainActor` classes as the documentation shows them. Bodies trap;
// this module is never linked, and never a SwiftPM target (a target named UIKit would
// shadow Apple's in every app that depends on the package). A member the adapter starts to
// use fails the check until it is added here, from its page, in a reviewable diff.
// Availability: everything here is iOS 13 or earlier except `enumerateEventHandlers(_:)`,
// `menuActionTriggered` (iOS 14) — below the package's iOS 15 — and `UITouch.TouchType
// .indirectPointer` (iOS 13.4). Stubs/UIKitStub/Witness.swift checks these on a Mac.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import CoreGraphics
@_exported import QuartzCore

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: ObjectiveC.NSObject {
    // https://developer.apple.com/documentation/uikit/uiresponder/next
    open var next: UIResponder? { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    open var canBecomeFirstResponder: Bool { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    open var isFirstResponder: Bool { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
@MainActor public protocol UIAccessibilityIdentification: ObjectiveC.NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    var accessibilityIdentifier: String? { get set }
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UIAccessibilityIdentification {
    // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String? { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
    open var isMultipleTouchEnabled: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch
    open var isExclusiveTouch: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    open var gestureRecognizers: [UIGestureRecognizer]? { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/level
    public struct Level: Hashable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { fatalError("stub") }
    }
    // https://developer.apple.com/documentation/uikit/uiwindow/windowlevel
    open var windowLevel: UIWindow.Level { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open var isKeyWindow: Bool { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    weak open var windowScene: UIWindowScene? { get { fatalError("stub") } set { fatalError("stub") } }
}

// https://developer.apple.com/documentation/uikit/uiscene
@MainActor open class UIScene: UIResponder {}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: UIScene {
    // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open var windows: [UIWindow] { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiapplication/shared
    open class var shared: UIApplication { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    open var connectedScenes: Set<UIScene> { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiapplication/sendevent(_:)
    @objc open func sendEvent(_ event: UIEvent) { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/restorationidentifier
    open var restorationIdentifier: String? { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open var children: [UIViewController] { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredscreenedgesdeferringsystemgestures
    // (iOS 11.0)
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: ObjectiveC.NSObject {}

// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { fatalError("stub") }
    }
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
    open var identifier: UIAction.Identifier { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    // https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet {
        public var rawValue: UInt
        public init(rawValue: UInt) { fatalError("stub") }
        // https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown (and the pages beside it)
        public static var touchDown: UIControl.Event { fatalError("stub") }
        public static var touchDownRepeat: UIControl.Event { fatalError("stub") }
        public static var touchDragInside: UIControl.Event { fatalError("stub") }
        public static var touchDragOutside: UIControl.Event { fatalError("stub") }
        public static var touchDragEnter: UIControl.Event { fatalError("stub") }
        public static var touchDragExit: UIControl.Event { fatalError("stub") }
        public static var touchUpInside: UIControl.Event { fatalError("stub") }
        public static var touchUpOutside: UIControl.Event { fatalError("stub") }
        public static var touchCancel: UIControl.Event { fatalError("stub") }
        public static var valueChanged: UIControl.Event { fatalError("stub") }
        public static var primaryActionTriggered: UIControl.Event { fatalError("stub") }
        public static var menuActionTriggered: UIControl.Event { fatalError("stub") }
        public static var editingDidBegin: UIControl.Event { fatalError("stub") }
        public static var editingChanged: UIControl.Event { fatalError("stub") }
        public static var editingDidEnd: UIControl.Event { fatalError("stub") }
        public static var editingDidEndOnExit: UIControl.Event { fatalError("stub") }
    }
    // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uicontrol/enumerateeventhandlers(_:)
    // (iOS 14.0)
    public func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
        fatalError("stub")
    }
}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets {
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat
}

// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uirectedge/top
    public static var top: UIRectEdge { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uirectedge/left
    public static var left: UIRectEdge { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uirectedge/bottom
    public static var bottom: UIRectEdge { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uirectedge/right
    public static var right: UIRectEdge { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    // (iOS 11.0)
    open var adjustedContentInset: UIEdgeInsets { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches
    open var delaysContentTouches: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches
    open var canCancelContentTouches: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled: Bool { get { fatalError("stub") } set { fatalError("stub") } }
}

// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: ObjectiveC.NSObject {
    // https://developer.apple.com/documentation/uikit/uievent/eventtype
    public enum EventType: Int {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }
    // https://developer.apple.com/documentation/uikit/uievent/type
    open var type: UIEvent.EventType { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uievent/timestamp
    open var timestamp: TimeInterval { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uievent/alltouches
    open var allTouches: Set<UITouch>? { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: ObjectiveC.NSObject {
    // https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum
    public enum Phase: Int {
        case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
        case regionEntered = 5, regionMoved = 6, regionExited = 7
    }
    // https://developer.apple.com/documentation/uikit/uitouch/touchtype
    public enum TouchType: Int {
        case direct = 0, indirect = 1, pencil = 2, indirectPointer = 3
    }
    // https://developer.apple.com/documentation/uikit/uitouch/phase-swift.property
    open var phase: UITouch.Phase { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uitouch/type
    open var type: UITouch.TouchType { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uitouch/tapcount
    open var tapCount: Int { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uitouch/window
    open var window: UIWindow? { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uitouch/view
    open var view: UIView? { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor public protocol UIGestureRecognizerDelegate: ObjectiveC.NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: ObjectiveC.NSObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/name
    open var name: String? { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
    open var delaysTouchesBegan: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
    open var delaysTouchesEnded: Bool { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedtouchtypes
    open var allowedTouchTypes: [NSNumber] { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    weak open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    @objc open func addTarget(_ target: Any, action: Selector) { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)
    @objc open func removeTarget(_ target: Any?, action: Selector?) { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    @objc open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/shouldrequirefailure(of:)
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError("stub") }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/shouldberequiredtofail(by:)
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
    open var numberOfTapsRequired: Int { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int { get { fatalError("stub") } set { fatalError("stub") } }
}

// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration
    open var minimumPressDuration: TimeInterval { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement
    open var allowableMovement: CGFloat { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/numberoftapsrequired
    open var numberOfTapsRequired: Int { get { fatalError("stub") } set { fatalError("stub") } }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/minimumnumberoftouches
    open var minimumNumberOfTouches: Int { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/maximumnumberoftouches
    open var maximumNumberOfTouches: Int { get { fatalError("stub") } set { fatalError("stub") } }
}

// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

// https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer
@MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct
    public struct Direction: OptionSet {
        public var rawValue: UInt
        public init(rawValue: UInt) { fatalError("stub") }
    }
    // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.property
    open var direction: UISwipeGestureRecognizer.Direction { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int { get { fatalError("stub") } set { fatalError("stub") } }
}
