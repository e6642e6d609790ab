/// The state machines of a scroll view's implicit recognizers (docs/rules.md S4–S7, S10):
/// `#scrollDelay` holds content touches until it decides; `#scrollPan` begins per axis on the
/// axes the view can scroll, unless content that is tracking keeps the touch (S7).
extension GestureStage {
    func scrollFacet(of r: Int) -> ScrollViewFacet? { scrollFacets[r] }

    // MARK: #scrollDelay (S4, S5)

    /// S4: it accepts every touch; with `delaysContentTouches` each touch (re)arms its one
    /// deadline 0.15 s later, without it, it decides at once.
    mutating func offerScrollDelay(_ r: Int, serial: Int) -> Bool {
        guard states[r].phase == .possible, let f = scrollFacet(of: r) else { return false }
        states[r].tracked.append(serial)
        if f.delaysContentTouches {
            arm(r, after: BuiltinConstants.scrollTouchDelay)
        } else {
            decideScrollDelay(r)
        }
        return true
    }

    /// S4: an `ended` decides while the deadline is armed, and fails it otherwise; S5: a control's
    /// touch that moves more than 10 pt along an axis the view cannot scroll decides at once.
    mutating func seeScrollDelay(_ r: Int, serial: Int, _ sample: TouchSample) {
        guard states[r].phase == .possible, let f = scrollFacet(of: r) else { return }
        switch sample.phase {
        case .ended:
            if states[r].deadline != nil { decideScrollDelay(r) } else { fail(r) }
        case .moved:
            guard let view = touches[serial]?.view, view >= 0, scene.nodes[Int(view)].flags.contains(.control) else { return }
            let (dx, dy) = centroidDisplacement(r)
            let limit = BuiltinConstants.earlyReleaseDistance
            if (!f.canScrollX && abs(dx) > limit) || (!f.canScrollY && abs(dy) > limit) { decideScrollDelay(r) }
        default:
            break
        }
    }

    /// S4's decision: `touchesShouldBegin` for each tracked touch's view; a yes stops tracking
    /// that touch (its `began` goes on); all yes fails; any no recognizes, and G13 claims the
    /// touches answered no.
    mutating func decideScrollDelay(_ r: Int) {
        guard states[r].phase == .possible, let f = scrollFacet(of: r) else { return }
        let refused = states[r].tracked.filter { serial in
            guard let view = touches[serial]?.view, view >= 0 else { return false }
            return f.touchesShouldBeginNo.contains(view)
        }
        states[r].tracked = refused
        if refused.isEmpty { fail(r) } else { attempt(r) }
    }

    // MARK: #scrollPan (S6, S7)

    /// G2 for a pan with no maximum.
    mutating func offerScrollPan(_ r: Int, serial: Int) -> Bool {
        let s = states[r]
        guard s.phase == .possible || s.phase == .began || s.phase == .changed else { return false }
        states[r].tracked.append(serial)
        // G13: a touch accepted by an active recognizer with cancelsTouchesInView is claimed at once.
        if s.isActive { touches[serial]?.claimed = true }
        return true
    }

    /// S6: it begins at a `moved` whose centroid has moved 10 pt or more along an axis the view
    /// can scroll; S7 checks content that is tracking first. Otherwise as G8.
    mutating func seeScrollPan(_ r: Int, serial: Int, _ sample: TouchSample) {
        let s = states[r]
        switch s.phase {
        case .possible:
            if sample.phase == .ended && down(r) == 0 {
                fail(r)
            } else if sample.phase == .moved && !s.waiting, let f = scrollFacet(of: r), down(r) >= 1 {
                let (dx, dy) = centroidDisplacement(r)
                let limit = BuiltinConstants.scrollPanHysteresis
                guard (f.canScrollX && abs(dx) >= limit) || (f.canScrollY && abs(dy) >= limit) else { return }
                if contentKeepsTouch(r, f) { fail(r) } else { attempt(r) }
            }
        case .began, .changed:
            if sample.phase == .moved {
                record(r, .changed)
            } else if sample.phase == .ended && down(r) < 1 {
                record(r, .ended)
            }
        default:
            break
        }
    }

    /// S7: a touch whose view has had its `began` (and not its end) keeps it when the scroll
    /// view cannot cancel content touches, or `touchesShouldCancel` says no for that view.
    private func contentKeepsTouch(_ r: Int, _ f: ScrollViewFacet) -> Bool {
        states[r].tracked.contains { serial in
            guard let t = touches[serial], t.view >= 0, t.viewHasBegan, !t.viewHasEnded, !t.claimed else { return false }
            if !f.canCancelContentTouches { return true }
            switch f.touchesShouldCancel {
            case .always: return false
            case .never: return true
            case .byDefault: return scene.nodes[Int(t.view)].flags.contains(.control)
            }
        }
    }

    /// S5, S6: how far the centroid of a recognizer's touches has moved from where they began.
    func centroidDisplacement(_ r: Int) -> (dx: Double, dy: Double) {
        var dx = 0.0, dy = 0.0, n = 0.0
        for serial in states[r].tracked {
            guard let t = touches[serial] else { continue }
            dx += t.location.x - t.start.x
            dy += t.location.y - t.start.y
            n += 1
        }
        return n > 0 ? (dx / n, dy / n) : (0, 0)
    }
}
