/// The values UIKit's own classes use that the engine fixes (D2; docs/rules.md U1, U9,
/// clarification 21). Each is a named default in one place; docs/uikit-classes.md ("Named defaults")
/// lists them. A family adds its own here.
package enum BuiltinConstants {
    /// S4 (E3, U1): a scroll view holds a content touch's `began` this long
    /// (`_touchDelayForScrollDetection`).
    package static let scrollTouchDelay = 0.15
    /// S6 (E5, clarification 21): the scroll pan begins once the centroid has moved this far or
    /// more along an axis the view can scroll (`_hysteresis`).
    package static let scrollPanHysteresis = 10.0
    /// S5 (E2, clarification 21): a control's touch moved more than this along an axis the view
    /// cannot scroll is released at once (`_scrollHysteresis`).
    package static let earlyReleaseDistance = 10.0

    // Value controls (S20–S24; U9: each unknown number a named default).
    /// S20 (E17): a switch's `#switchPress` begins this long after touch-down
    /// (`minimumPressDuration` of "UISwitch-longPress").
    package static let switchPressDuration = 0.01
    /// S21 (E18): the thumb rectangle a slider's touch must begin in is grown to at least this
    /// width and height about its centre.
    package static let sliderThumbTouchSize = 48.0
    /// S21 (4.1): the thumb's size when the builtin gives no `thumbRect` (31 × 31 pt).
    package static let sliderThumbSize = 31.0
    /// S22 (E19, U9): the stepper's autorepeat steps this long after touch-down, then at the
    /// same interval throughout (UIKit's faster rate after the fourth repeat was not recovered).
    package static let stepperRepeatInterval = 0.5
    /// S24 (U9): the distance between the centres of two page indicators, centred in the page
    /// control (a 7 pt dot and a 9 pt gap; the exact rectangles were not recovered).
    package static let pageIndicatorSpacing = 16.0

    /// S35 (E24): the window's touch gate fails this long after it accepted a touch that began
    /// in a system-gesture region, releasing the held `began` (UIKit's 750 000 000 ns timeout).
    package static let systemGateTimeout = 0.75
    /// U11 (clarification 16): a back button held this long or longer does not pop at the lift
    /// (iOS 14+ shows the back-stack menu instead, which is reserved).
    package static let backButtonMenuHold = 0.5
}
