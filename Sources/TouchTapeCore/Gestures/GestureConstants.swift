/// Recognizer thresholds UIKit does not publish (D2, docs/rules.md). Each is a fixed
/// value of the engine, not a scene key; docs/rules.md (D2) documents each one.
package enum GestureConstants {
    /// G6: a tap fails when a tracked touch moves more than this from where it began, and a
    /// later tap fails when it begins more than this from the first tap's first touch.
    package static let tapAllowableMovement = 45.0
    /// G6: a tap fails when it is not over this long after it started.
    package static let tapMaximumDuration = 0.75
    /// G6: a multi-tap fails when the next tap does not start this long after one is over.
    package static let tapMaximumInterval = 0.35
    /// G8: a pan begins at a `moved` this far or more from where the touch began along x or
    /// along y (per axis since engine 0.3.0, as UIKit's pan tests it).
    package static let panMinimumDistance = 10.0
    /// G9: a swipe recognizes once a touch has moved this far along its direction.
    package static let swipeMinimumDistance = 50.0
    /// G9: a swipe fails when a touch strays more than this across its direction.
    package static let swipeMaximumDeviation = 100.0
    /// G9: a swipe checks the direction only once a touch is more than this from its start.
    package static let swipeDirectionSlop = 10.0
    /// G9: a swipe fails this long after it accepted its first touch (its only speed limit).
    package static let swipeMaximumDuration = 0.5
}
