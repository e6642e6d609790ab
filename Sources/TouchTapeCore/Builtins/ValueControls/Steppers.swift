/// S22 UIStepper (E19; H for the tap and the first repeat). The whole stepper is one target
/// (K4: `hitTest: "self"`): its leading half is minus, its trailing half plus.
/// - `began` highlights the half under the touch when it can step (minus needs
///   `value > min`, plus `value < max`, unless `wraps`); C2's `touchDown`.
/// - With `autorepeat`, the stepper's own deadline (clarification 19) 0.5 s later steps once,
///   on a `timer` delivery (`setValue:`, and `valueChanged` when `continuous`), and again every
///   0.5 s while the half stays highlighted and can step (U9: the faster rate is unknown).
/// - `ended`: with no repeat yet and the half still highlighted (the lift inside it by C3's
///   test), one step now and `valueChanged`; after repeats without `continuous`, one
///   `valueChanged`. C3's touch-up follows. So a plain tap steps at touch-up.
/// - `cancelled`: no step, C3's `touchCancel`.
struct StepperState: Sendable {
    var value: Double
    var tracked: StepperTouch?
}

/// The touch a stepper tracks.
struct StepperTouch: Sendable {
    var serial: Int
    /// +1 for plus (the trailing half), −1 for minus.
    var direction: Double
    /// Whether that half is highlighted now.
    var highlighted: Bool
    /// Steps its autorepeat has made.
    var repeats: Int
}

extension GestureStage {
    private func stepperState(_ f: StepperFacet) -> StepperState {
        builtin.valueControls.steppers[f.view] ?? StepperState(value: f.value, tracked: nil)
    }

    /// S22: what a phase of the stepper's own touch does; returns the events it adds.
    mutating func stepperSent(_ f: StepperFacet, sample: TouchSample, serial: Int, delivery: inout GestureDelivery) -> [ControlEvent] {
        var state = stepperState(f)
        defer { builtin.valueControls.steppers[f.view] = state }
        let p = local(sample.location, in: f.view)
        switch sample.phase {
        case .began:
            guard state.tracked == nil, let p else { return [] }
            let direction: Double = p.x < scene.nodes[Int(f.view)].bounds.center.x ? -1 : 1
            let highlighted = Self.canStep(f, value: state.value, direction: direction)
            state.tracked = StepperTouch(serial: serial, direction: direction, highlighted: highlighted, repeats: 0)
            if highlighted && f.autorepeat { armBuiltin(f.view, after: BuiltinConstants.stepperRepeatInterval) }
            return []
        case .moved:
            guard var touch = state.tracked, touch.serial == serial else { return [] }
            touch.highlighted = isInsideHalf(p, touch.direction, f) && Self.canStep(f, value: state.value, direction: touch.direction)
            // Leaving the half stops the repeat; coming back highlights it again but does not
            // start the repeat anew (docs/uikit-classes.md, "Value controls").
            if !touch.highlighted { disarmBuiltin(f.view) }
            state.tracked = touch
            return []
        case .ended:
            guard let touch = state.tracked, touch.serial == serial else { return [] }
            state.tracked = nil
            disarmBuiltin(f.view)
            if touch.repeats == 0 {
                guard touch.highlighted, isInsideHalf(p, touch.direction, f) else { return [] }
                step(f, &state, touch.direction, delivery: &delivery)
                return [.valueChanged]
            }
            return f.continuous ? [] : [.valueChanged]
        case .cancelled:
            guard let touch = state.tracked, touch.serial == serial else { return [] }
            state.tracked = nil
            disarmBuiltin(f.view)
            return []
        case .stationary:
            return []
        }
    }

    /// Clarification 19: the autorepeat's deadline passed (`delivery` is its `timer`): one step
    /// while the half is highlighted and can step, and the next 0.5 s later, unless the session
    /// is over (its last event is past: a touch held to the end repeats no further).
    mutating func stepperRepeats(_ f: StepperFacet, delivery: inout GestureDelivery) {
        var state = stepperState(f)
        defer { builtin.valueControls.steppers[f.view] = state }
        guard var touch = state.tracked, touch.highlighted,
              Self.canStep(f, value: state.value, direction: touch.direction) else { return }
        step(f, &state, touch.direction, delivery: &delivery)
        if f.continuous { send([.valueChanged], from: f.view, on: &delivery) }
        touch.repeats += 1
        // At a bound (without `wraps`) the half can no longer step: UIKit disables it.
        touch.highlighted = Self.canStep(f, value: state.value, direction: touch.direction)
        state.tracked = touch
        if touch.highlighted && !builtin.sessionOver { armBuiltin(f.view, after: BuiltinConstants.stepperRepeatInterval) }
    }

    /// One step: `value ± stepValue`, wrapped past a bound with `wraps`, else clamped (`setValue:`).
    private mutating func step(_ f: StepperFacet, _ state: inout StepperState, _ direction: Double, delivery: inout GestureDelivery) {
        var value = state.value + direction * f.stepValue
        if f.wraps && value > f.max {
            value = f.min
        } else if f.wraps && value < f.min {
            value = f.max
        } else {
            value = min(max(value, f.min), f.max)
        }
        state.value = value
        call("setValue:", from: f.view, to: f.view, [CallArgument("value", .numeric(value))], on: &delivery)
    }

    /// S22: minus needs `value > min`, plus `value < max`, unless `wraps`.
    static func canStep(_ f: StepperFacet, value: Double, direction: Double) -> Bool {
        f.wraps || (direction > 0 ? value < f.max : value > f.min)
    }

    /// C3's test for one half: the half grown by the tracking margin.
    private func isInsideHalf(_ p: Point?, _ direction: Double, _ f: StepperFacet) -> Bool {
        guard let p else { return false }
        let b = scene.nodes[Int(f.view)].bounds
        let half = Rect(x: direction < 0 ? b.minX : b.center.x, y: b.minY, width: b.size.width / 2, height: b.size.height)
        return isInsideForTracking(p, rect: half, control: f.view)
    }
}
