/// Every default the engine chooses where UIKit leaves it unstated (D2), in one place.
/// docs/rules.md (D2) documents each one.
package enum EngineConstants {
    /// The version of the engine's rules, recorded with every run (D2). It is the tool's version.
    /// 0.2.0: H7a's arithmetic, store levels 2-6, and gesture recognizers (docs/rules.md), which
    /// change outcomes of `/2` scenes only.
    /// 0.3.0: G8's pan threshold per axis (`|dx| ≥ 10` or `|dy| ≥ 10`, no longer the Euclidean
    /// distance), and UIKit's own classes (builtins, `calls`), which change `/2` scenes only.
    package static let engineVersion = "0.3.0"

    /// H3: a view whose alpha is below this is not hit-tested. Alpha exactly 0.01 is hittable.
    package static let minimumHittableAlpha = 0.01

    /// H2: among windows of equal `level`, the later one in the scene's list is in front
    /// (tried first by hit-testing). UIKit does not document the order.
    package static let laterWindowInFrontAtEqualLevel = true

    /// C3: while a control tracks a touch, the touch counts as inside within the control's
    /// bounds grown by this many points on every side.
    package static let controlTrackingMargin = 70.0

    /// C3: a control's touch counts as inside when it begins (UIKit sets `isTouchInside` on
    /// `beginTracking`), so the first `moved` inside sends no `touchDragEnter`.
    package static let touchStartsInside = true
}
