/// S20 UISwitch (E17; clarification 6). A modern switch (iOS 13+) is worked by two implicit
/// recognizers on its hit view, the visual element (or the switch when the scene has none):
/// `#switchPress` (a long press of 0.01 s) and `#switchPan` (a pan from the first move), which
/// may be active together. The press makes the pending value `!on`; the pan, once begun, moves
/// it with the touch's x; the press's end applies it after the step (the Core Animation
/// commit): `setOn:` and `valueChanged`, then `touchUpInside` when the lift is inside. The
/// events are the switch's, under its id, though its element is the touch's view (2.4, U17).
/// A legacy switch tracks by C1–C4 and toggles at an inside `ended`.
struct SwitchState: Sendable {
    var on: Bool
    /// E17's pending displayed value, from the press's beginning to its end.
    var pending: Bool?
}

extension Scene {
    /// S20, clarification 6: `ELEMENT#switchPress`, then `ELEMENT#switchPan`, on the hit view;
    /// none for a legacy or a disabled switch.
    func switchRecognizers(_ f: SwitchFacet) -> [GestureRecognizer] {
        guard !f.legacy, f.enabled else { return [] }
        let id = responderIDs[Int(f.element)]
        var press = GestureRecognizer(id: Scene.implicitID(id, "switchPress"), kind: .longPress, view: f.element)
        press.minimumPressDuration = BuiltinConstants.switchPressDuration
        press.cancelsTouchesInView = true
        press.action = GestureRecognizer.Action(target: id, selector: "_handleLongPress:")
        press.machine = .switchPress
        var pan = GestureRecognizer(id: Scene.implicitID(id, "switchPan"), kind: .pan, view: f.element)
        pan.cancelsTouchesInView = true
        pan.action = GestureRecognizer.Action(target: id, selector: "_handlePan:")
        pan.machine = .switchPan
        return [press, pan]
    }
}

extension GestureStage {
    /// The switch a `#switchPress` or `#switchPan` works.
    private func switchFacet(of r: Int) -> SwitchFacet? {
        let controls = scene.builtins.valueControls
        return controls.switchOfElement[recognizers[r].view].flatMap { controls.switches[$0] }
    }

    private func switchState(_ f: SwitchFacet) -> SwitchState {
        builtin.valueControls.switches[f.view] ?? SwitchState(on: f.on, pending: nil)
    }

    /// S20: the press and the pan of one switch may be active together (G10's exception).
    func switchPairTogether(_ a: ImplicitMachine, _ b: ImplicitMachine, _ ra: Int, _ rb: Int) -> Bool {
        // Compared directly, not as two sets: a set was built at each decision (issue #26).
        let pair = (a == .switchPress && b == .switchPan) || (a == .switchPan && b == .switchPress)
        return pair && recognizers[ra].view == recognizers[rb].view
    }

    // MARK: #switchPress

    /// G2 for a long press of one touch: it arms its 0.01 s.
    mutating func offerSwitchPress(_ r: Int, serial: Int) -> Bool {
        guard states[r].phase == .possible else { return false }
        if down(r) >= 1 {
            fail(r)
            return false
        }
        states[r].tracked.append(serial)
        arm(r, after: BuiltinConstants.switchPressDuration)
        return true
    }

    /// G7 before it begins: a lift, or a move beyond `allowableMovement`, fails it (a lift
    /// within 0.01 s changes nothing). Once begun, a move is a change, and the lift ends it and
    /// applies the pending value.
    mutating func seeSwitchPress(_ r: Int, serial: Int, _ sample: TouchSample) {
        switch states[r].phase {
        case .possible:
            let start = touches[serial]?.start ?? sample.location
            if sample.phase == .ended
                || (sample.phase == .moved && Self.distance(start, sample.location) > recognizers[r].allowableMovement) {
                fail(r)
            }
        case .began, .changed:
            if sample.phase == .moved {
                record(r, .changed)
            } else if sample.phase == .ended {
                record(r, .ended)
                switchLifted(r, at: sample.location)
            }
        default:
            break
        }
    }

    /// The press's 0.01 s passed: it begins (G10 then fails every other undecided recognizer of
    /// the touch, an enclosing scroll view's pair too), and the pending value is `!on`.
    mutating func switchPressDeadline(_ r: Int) {
        attempt(r)
        guard states[r].isActive, let f = switchFacet(of: r) else { return }
        var state = switchState(f)
        state.pending = !state.on
        builtin.valueControls.switches[f.view] = state
    }

    /// At the lift, after every other effect of the step: a changed value is set (`setOn:`,
    /// `valueChanged`); then `touchUpInside` when the lift is inside the switch (C3's test).
    private mutating func switchLifted(_ r: Int, at location: Point) {
        guard let f = switchFacet(of: r) else { return }
        var state = switchState(f)
        guard let pending = state.pending else { return }
        state.pending = nil
        if pending != state.on {
            state.on = pending
            callAfterStep("setOn:", from: f.view, to: f.view, [CallArgument("on", .bool(pending))])
            sendAfterStep([.valueChanged], from: f.view)
        }
        builtin.valueControls.switches[f.view] = state
        if isInsideForTracking(f.view, screenPoint: location) { sendAfterStep([.touchUpInside], from: f.view) }
    }

    // MARK: #switchPan

    /// G2 for a pan with no maximum.
    mutating func offerSwitchPan(_ r: Int, serial: Int) -> Bool {
        let s = states[r]
        guard s.phase == .possible || s.phase == .began || s.phase == .changed else { return false }
        states[r].tracked.append(serial)
        // G13: a touch accepted by an active recognizer with cancelsTouchesInView is claimed at once.
        if s.isActive { touches[serial]?.claimed = true }
        return true
    }

    /// It begins at the first move (E17: hysteresis 0); then each move while the switch is
    /// pressed makes the pending value whether the touch lies in the switch's trailing half.
    mutating func seeSwitchPan(_ r: Int, serial: Int, _ sample: TouchSample) {
        switch states[r].phase {
        case .possible:
            if sample.phase == .ended && down(r) == 0 {
                fail(r)
            } else if sample.phase == .moved && !states[r].waiting && down(r) >= 1 {
                attempt(r)
            }
        case .began, .changed:
            if sample.phase == .moved {
                record(r, .changed)
                switchDragged(r, to: sample.location)
            } else if sample.phase == .ended && down(r) < 1 {
                record(r, .ended)
            }
        default:
            break
        }
    }

    /// S20 (M-L), left to right: pending is on when the touch's x lies in the trailing half of
    /// the switch. Only while the press is active (its beginning made the pending value).
    private mutating func switchDragged(_ r: Int, to location: Point) {
        // The press comes just before the pan on the same view (`switchRecognizers`).
        let press = r - 1
        guard press >= 0, recognizers[press].machine == .switchPress, states[press].isActive,
              let f = switchFacet(of: r), let p = local(location, in: f.view) else { return }
        var state = switchState(f)
        guard state.pending != nil else { return }
        state.pending = p.x >= scene.nodes[Int(f.view)].bounds.center.x
        builtin.valueControls.switches[f.view] = state
    }

    // MARK: Legacy

    /// S20, clarification 6: a legacy switch at an inside `ended`: `setOn:`, then
    /// `valueChanged` (before C3's `touchUpInside`).
    mutating func legacySwitchSent(_ f: SwitchFacet, events: [ControlEvent], sample: TouchSample,
                                   delivery: inout GestureDelivery) -> [ControlEvent] {
        guard f.legacy, f.enabled, sample.phase == .ended, events.contains(.touchUpInside) else { return [] }
        var state = switchState(f)
        state.on.toggle()
        builtin.valueControls.switches[f.view] = state
        call("setOn:", from: f.view, to: f.view, [CallArgument("on", .bool(state.on))], on: &delivery)
        return [.valueChanged]
    }
}
