/// How the builtin hooks reach the value controls (docs/rules.md S20–S24), and what the
/// five share: a control's own events recorded under the **public control's** id, with its
/// actions (2.4's exception to C4, U17), placed where UIKit sends them among C2–C3's.
struct ValueControlStates: Sendable {
    var switches: [Int32: SwitchState] = [:]
    var sliders: [Int32: SliderState] = [:]
    var steppers: [Int32: StepperState] = [:]
    var segmentedControls: [Int32: SegmentedControlState] = [:]
    var pageControls: [Int32: PageControlState] = [:]
}

extension GestureStage {
    /// Hook 3 (`controlTracking`): a modern switch sends nothing of C2–C3 when it is the
    /// touch's view itself (its recognizers act for it, clarification 6), nor does a disabled
    /// one; a slider tracks only a touch that began on its thumb (S21).
    mutating func valueControlTracking(_ control: Int32, sample: TouchSample, serial: Int) -> ControlTracking {
        let controls = scene.builtins.valueControls
        if let s = controls.switches[control], !s.legacy || !s.enabled { return .silent }
        if let slider = controls.sliders[control] { return sliderTracking(slider, sample: sample, serial: serial) }
        return .controlRules
    }

    /// Hook 3 (`controlSent`): the events C2–C3 made the control send for this phase; a value
    /// control adds its own (`valueChanged`) where UIKit sends them and records its calls.
    mutating func valueControlSent(_ control: Int32, events: [ControlEvent], sample: TouchSample, serial: Int,
                                   delivery: inout GestureDelivery) {
        let controls = scene.builtins.valueControls
        var own: [ControlEvent] = []
        if let f = controls.switches[control] {
            own = legacySwitchSent(f, events: events, sample: sample, delivery: &delivery)
        } else if let f = controls.sliders[control] {
            own = sliderSent(f, sample: sample, serial: serial, delivery: &delivery)
        } else if let f = controls.steppers[control] {
            own = stepperSent(f, sample: sample, serial: serial, delivery: &delivery)
        } else if let f = controls.segmentedControls[control] {
            own = segmentedControlSent(f, events: events, sample: sample, delivery: &delivery)
        } else if let f = controls.pageControls[control] {
            own = pageControlSent(f, events: events, sample: sample, serial: serial, delivery: &delivery)
        }
        guard !own.isEmpty else { return }
        record(Self.merged(events, own, phase: sample.phase), from: control, on: &delivery)
    }

    /// Where a control's own events fall among C2–C3's for one phase: on a `moved`, before the
    /// drag events (`continueTracking` comes first, R6.2, S21); on an `ended`, after the
    /// enter/exit check and before the touch-up (`endTracking`, R6.3); otherwise after them.
    static func merged(_ events: [ControlEvent], _ own: [ControlEvent], phase: TouchPhase) -> [ControlEvent] {
        switch phase {
        case .moved:
            return own + events
        case .ended:
            let i = events.firstIndex { $0 == .touchUpInside || $0 == .touchUpOutside } ?? events.count
            return Array(events[..<i]) + own + Array(events[i...])
        case .began, .stationary, .cancelled:
            return events + own
        }
    }

    /// The control's events on this delivery become `events` (C4: those it has an action for).
    private func record(_ events: [ControlEvent], from control: Int32, on delivery: inout GestureDelivery) {
        let id = scene.responderIDs[Int(control)]
        delivery.controlEvents.removeAll { $0.view == id }
        delivery.controlEvents += records(events, from: control)
    }

    /// 2.4, U17: events a control sends, under its own id, with their actions (C4: only those
    /// it has an action for).
    func records(_ events: [ControlEvent], from control: Int32) -> [ControlEventRecord] {
        let actions = scene.controlActions[Int(control)]
        let id = scene.responderIDs[Int(control)]
        return events.compactMap { e in actions.action(for: e).map { ControlEventRecord(view: id, event: e, action: $0) } }
    }

    /// A control sends these events on a delivery now (a stepper's repeat on its `timer`).
    func send(_ events: [ControlEvent], from control: Int32, on delivery: inout GestureDelivery) {
        delivery.controlEvents += records(events, from: control)
    }

    /// A control sends these events after every other effect of the step (the Core Animation
    /// commit, 2.0), on the delivery of the step being made (a switch's lift, S20).
    mutating func sendAfterStep(_ events: [ControlEvent], from control: Int32) {
        builtin.pendingDeferredEvents += records(events, from: control)
    }

    /// A call made after every other effect of the step, on the delivery of the step being made
    /// (for a recognizer, which acts before that delivery exists).
    mutating func callAfterStep(_ selector: String, from view: Int32, to receiver: Int32?, _ args: [CallArgument]) {
        builtin.pendingDeferred.append(BuiltinCall(from: scene.responderIDs[Int(view)], selector: selector,
                                                   to: receiver.map { scene.responderIDs[Int($0)] }, args: args))
    }

    /// C3's test for a control: within its bounds grown by the tracking margin, or inside by its
    /// own `pointInside` rule (`pointMostlyInside`).
    func isInsideForTracking(_ control: Int32, screenPoint: Point) -> Bool {
        guard let p = scene.convert(screenPoint, from: nil, to: control) else { return false }
        return isInsideForTracking(p, rect: scene.nodes[Int(control)].bounds, control: control)
    }

    /// C3's test for a part of a control (a stepper's half), the point in the control's
    /// coordinates: the part grown by the tracking margin, or the control's `pointInside` rule
    /// when the part is the whole control.
    func isInsideForTracking(_ p: Point, rect: Rect, control: Int32) -> Bool {
        let node = scene.nodes[Int(control)]
        return Dispatcher.isWithinTrackingMargin(p, bounds: rect)
            || (rect == node.bounds && Scene.pointInside(p, rule: node.pointInside, bounds: node.bounds))
    }

    /// A point of the screen in a control's coordinates (nil when its transform is singular).
    func local(_ screenPoint: Point, in control: Int32) -> Point? {
        scene.convert(screenPoint, from: nil, to: control)
    }
}

extension CallValue {
    /// A control's value as a call argument: an integer when it is one (as the store reads it
    /// back from JSON, so that a stored call and a new one compare equal).
    static func numeric(_ d: Double) -> CallValue {
        d == d.rounded() && abs(d) < 9e15 ? .integer(Int(d)) : .number(d)
    }
}
