/// The state machines of tap, long press, pan and swipe (G2, G4, G6–G9, G11, G18): what a
/// recognizer does when offered a touch, at each phase of a touch it tracks, and when its
/// deadline passes.
extension GestureStage {
    /// G2: offers a beginning touch; returns whether the recognizer now tracks it.
    mutating func offer(_ r: Int, serial: Int, at location: Point) -> Bool {
        // A builtin's recognizer first, before copying the recognizer (its strings, its lists).
        if let machine = recognizers[r].machine { return offerImplicit(machine, r, serial: serial, at: location) }
        let recognizer = recognizers[r]
        let s = states[r]
        switch recognizer.kind {
        case .tap:
            if s.phase != .possible { return false }
            if s.waiting || (s.tapInProgress && s.tapTouches == recognizer.touches) {
                fail(r)
                return false
            }
            states[r].tracked.append(serial)
            if !s.tapInProgress {
                // G6: a new tap starts; the next tap must begin near the first tap's first touch.
                if s.tapsDone > 0 && Self.distance(s.firstTapStart, location) > GestureConstants.tapAllowableMovement {
                    fail(r)
                    return true
                }
                if s.tapsDone == 0 { states[r].firstTapStart = location }
                states[r].tapInProgress = true
                states[r].tapTouches = 0
                states[r].tapDown = 0
                arm(r, after: GestureConstants.tapMaximumDuration)
            }
            states[r].tapTouches += 1
            states[r].tapDown += 1
            return true
        case .longPress:
            if s.phase != .possible { return false }
            if down(r) >= recognizer.touches {
                fail(r)
                return false
            }
            states[r].tracked.append(serial)
            if down(r) == recognizer.touches { arm(r, after: recognizer.minimumPressDuration) }
            return true
        case .pan:
            guard s.phase == .possible || s.phase == .began || s.phase == .changed else { return false }
            if let maximum = recognizer.maximumTouches, down(r) >= maximum { return false }
            states[r].tracked.append(serial)
            // G13: a touch accepted by an active recognizer with cancelsTouchesInView is claimed at once.
            if s.isActive && recognizer.cancelsTouchesInView { touches[serial]?.claimed = true }
            return true
        case .swipe:
            if s.phase != .possible { return false }
            if s.waiting || down(r) >= recognizer.touches {
                fail(r)
                return false
            }
            if s.tracked.isEmpty { arm(r, after: GestureConstants.swipeMaximumDuration) }
            states[r].tracked.append(serial)
            return true
        }
    }

    /// One phase of a tracked touch (the touch is already marked up when it ends).
    mutating func see(_ r: Int, serial: Int, _ sample: TouchSample) {
        if sample.phase == .cancelled {
            // G18: undecided recognizers fail, active ones are cancelled.
            let phase = states[r].phase
            if phase == .possible { fail(r) } else if phase == .began || phase == .changed { record(r, .cancelled) }
            return
        }
        // A builtin's recognizer first, before copying the recognizer (its strings, its lists).
        if let machine = recognizers[r].machine {
            seeImplicit(machine, r, serial: serial, sample)
            return
        }
        let recognizer = recognizers[r]
        let s = states[r]
        let start = touches[serial]?.start ?? sample.location
        let moved = Self.distance(start, sample.location)
        switch recognizer.kind {
        case .tap:
            guard s.phase == .possible, !s.waiting else { return }
            if sample.phase == .moved && moved > GestureConstants.tapAllowableMovement {
                fail(r)
            } else if sample.phase == .ended {
                states[r].tapDown -= 1
                if states[r].tapDown == 0 { tapIsOver(r) }
            }
        case .longPress:
            switch s.phase {
            case .possible:
                // G7, G11: movement and lifts still count while waiting.
                if sample.phase == .ended || (sample.phase == .moved && moved > recognizer.allowableMovement) { fail(r) }
            case .began, .changed:
                if sample.phase == .moved { record(r, .changed) } else if sample.phase == .ended { record(r, .ended) }
            default: break
            }
        case .pan:
            switch s.phase {
            case .possible:
                if sample.phase == .ended && down(r) == 0 {
                    fail(r)
                } else if sample.phase == .moved && !s.waiting && Self.panMoved(from: start, to: sample.location) {
                    let n = down(r)
                    if n >= recognizer.minimumTouches && n <= (recognizer.maximumTouches ?? Int.max) { attempt(r) }
                }
            case .began, .changed:
                if sample.phase == .moved {
                    record(r, .changed)
                } else if sample.phase == .ended && down(r) < recognizer.minimumTouches {
                    record(r, .ended)
                }
            default: break
            }
        case .swipe:
            guard s.phase == .possible, !s.waiting else { return }
            if sample.phase == .ended { fail(r); return }
            guard sample.phase == .moved else { return }
            let dx = sample.location.x - start.x, dy = sample.location.y - start.y
            let (along, across): (Double, Double)
            switch recognizer.direction {
            case .right: (along, across) = (dx, dy)
            case .left: (along, across) = (-dx, dy)
            case .down: (along, across) = (dy, dx)
            case .up: (along, across) = (-dy, dx)
            }
            if moved > GestureConstants.swipeDirectionSlop && along < 0 {
                fail(r)
            } else if abs(across) > GestureConstants.swipeMaximumDeviation {
                fail(r)
            } else if along >= GestureConstants.swipeMinimumDistance && down(r) == recognizer.touches {
                attempt(r)
            }
        }
    }

    /// G6: every touch of the current tap has lifted.
    private mutating func tapIsOver(_ r: Int) {
        let recognizer = recognizers[r]
        states[r].deadline = nil
        states[r].tapInProgress = false
        if states[r].tapTouches < recognizer.touches {
            fail(r)
            return
        }
        states[r].tapsDone += 1
        if states[r].tapsDone == recognizer.taps {
            attempt(r)
        } else {
            arm(r, after: GestureConstants.tapMaximumInterval)
        }
    }

    /// G5–G9: a recognizer's deadline passed.
    mutating func deadlinePassed(_ r: Int) {
        states[r].deadline = nil
        guard states[r].phase == .possible else { return }
        if let machine = recognizers[r].machine {
            deadlineImplicit(machine, r)
            return
        }
        switch recognizers[r].kind {
        case .longPress: attempt(r)
        case .tap, .swipe, .pan: fail(r)
        }
    }

    /// G8, per axis as UIKit's pan tests it (docs/rules.md G8 and E5): `|dx| ≥ 10` or `|dy| ≥ 10`, not the Euclidean distance.
    static func panMoved(from a: Point, to b: Point) -> Bool {
        abs(b.x - a.x) >= GestureConstants.panMinimumDistance || abs(b.y - a.y) >= GestureConstants.panMinimumDistance
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
