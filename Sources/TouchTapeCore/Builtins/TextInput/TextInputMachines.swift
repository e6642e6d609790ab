/// `#textTap`'s state machine (docs/rules.md S27, S29; U18): G6's tap with one tap of one
/// finger, and, when it recognizes, the text input's action (TextInputEditing.swift). It
/// recognizes at the lift, with no wait for a double tap (U18); being on the field itself it
/// comes first in G1 order, so when it recognizes it fails an enclosing scroll view's pair
/// (G10) and claims the touch (G13).
extension GestureStage {
    /// G2, G6: a second finger while the tap is in progress fails it (`touches` 1).
    mutating func offerTextTap(_ r: Int, serial: Int) -> Bool {
        let s = states[r]
        guard s.phase == .possible else { return false }
        if s.waiting || s.tapInProgress {
            fail(r)
            return false
        }
        states[r].tracked.append(serial)
        states[r].tapInProgress = true
        states[r].tapTouches = 1
        states[r].tapDown = 1
        arm(r, after: GestureConstants.tapMaximumDuration)
        return true
    }

    /// G6: a move of more than the tap's allowable movement fails it; the lift recognizes it,
    /// and then the field acts (S27 step 3).
    mutating func seeTextTap(_ r: Int, serial: Int, _ sample: TouchSample) {
        guard states[r].phase == .possible, !states[r].waiting else { return }
        switch sample.phase {
        case .moved:
            let start = touches[serial]?.start ?? sample.location
            if Self.distance(start, sample.location) > GestureConstants.tapAllowableMovement { fail(r) }
        case .ended:
            states[r].tapDown -= 1
            guard states[r].tapDown == 0 else { return }
            states[r].deadline = nil
            states[r].tapInProgress = false
            attempt(r)
            if states[r].phase == .recognized { textTapRecognized(r) }
        default:
            break
        }
    }
}
