/// What a scene's recognizers would do with a touch, asked without dispatching (G1, G12):
/// for `hit-test` and the engine alike.
extension Scene {
    /// G1: the enabled recognizers a touch whose hit view is `view` reaches, in the order they
    /// see it: the hit view's first, then its superview's, up to the window.
    package func recognizers(reaching view: Int32) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var v = view
        while v >= 0 {
            for r in gestures.enabled(on: v) { result.append(gestures.recognizers[r]) }
            v = nodes[Int(v)].parent
        }
        return result
    }

    /// G12: whether the recognizer gives way to an enabled control that is a touch's view: a
    /// single tap, a swipe or a pan on a proper ancestor, for the classes R6.9 names (exactly,
    /// or by the control's builtin kind: docs/rules.md U12).
    package func yieldsToControl(_ recognizer: GestureRecognizer, touchView view: Int32) -> Bool {
        // G12 names UIKit's recognizer classes. A scroll view's delay is no tap recognizer in
        // UIKit: S4 decides for it through touchesShouldBegin, whatever the content's class.
        if recognizer.machine == .scrollDelay { return false }
        // The window's system-gesture gates never recognize (S35, S36): G12 has nothing to say.
        if recognizer.neverRecognizes { return false }
        let flags = nodes[Int(view)].flags
        // The view's flags first: most touches' views are no enabled control.
        guard flags.contains(.control), !flags.contains(.disabledControl) else { return false }
        let classes: Set<String>
        switch recognizer.kind {
        case .tap where recognizer.taps == 1 && recognizer.touches == 1: classes = G12Classes.tap
        case .swipe: classes = G12Classes.swipe
        case .pan: classes = G12Classes.pan
        default: return false
        }
        // U12: a builtin of kind `switch`, `slider` … counts as that UIKit class.
        let asClass = builtins.builtin(of: view)?.kind.controlClassForG12
        guard classes.contains(responderClasses[Int(view)]) || asClass.map(classes.contains) == true else { return false }
        var ancestor = nodes[Int(view)].parent
        while ancestor >= 0 {
            if ancestor == recognizer.view { return true }
            ancestor = nodes[Int(ancestor)].parent
        }
        return false
    }
}

/// The control classes G12 names for each recognizer kind, made once: building the sets at each
/// decision cost a recognizer's win a few thousand instructions (issue #26).
private enum G12Classes {
    static let tap: Set<String> = ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"]
    static let swipe: Set<String> = ["UISlider"]
    static let pan: Set<String> = ["UISwitch"]
}
