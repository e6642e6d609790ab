/// What builtins remember between steps, and the hooks through which a delivered phase or a
/// builtin's own deadline reaches them (docs/rules.md, S "Terms"; design in Builtins.swift).
///
/// **Registration point.** A family whose view handles touches as a responder adds itself to
/// `handlesTouches` and `touchReached`; a family that reacts to a control's own events adds
/// itself to `controlSent` (and to `controlTracking` when it changes how the control takes
/// its touch); a family with deadlines of its own adds itself to `builtinDeadlinePassed`.
/// Each routes to a function in the family's own file; its state goes in ``BuiltinRuntime``.
struct BuiltinRuntime: Sendable {
    /// S11–S17: each table's or collection view's tracked touch and selection, made at its
    /// first touch.
    var lists: [Int32: ListState] = [:]
    /// S30–S33: tab selections and navigation depths changed by taps.
    var bars = BarState()
    /// S27–S29: the first responder, and what a recognized `#textTap` did, until its delivery is made.
    var text = TextInputRuntime()
    /// S20–S24: each value control's value and tracked touch, made at its first touch.
    var valueControls = ValueControlStates()
    /// 2.0: calls (and control events: a switch's, S20) deferred to the Core Animation commit
    /// by the delivery being given now, or by a recognizer in this step before its delivery is
    /// made; once that delivery is appended they wait in `deferred` under its index until the
    /// step's end.
    var pendingDeferred: [BuiltinCall] = []
    var pendingDeferredEvents: [ControlEventRecord] = []
    var deferred: [(delivery: Int, calls: [BuiltinCall], events: [ControlEventRecord])] = []
    /// Clarification 19: builtins' own deadlines (a stepper's autorepeat), by view: when, and
    /// the place in G5's arming order (shared with the recognizers').
    var deadlines: [Int32: (time: Double, order: Int)] = [:]
    /// The session's last event is past (`finish`): a repeating deadline does not arm again.
    var sessionOver = false

    /// The delivery that made `pendingDeferred` was appended at `index`.
    mutating func appended(at index: Int) {
        text.appended(at: index)
        guard !pendingDeferred.isEmpty || !pendingDeferredEvents.isEmpty else { return }
        deferred.append((index, pendingDeferred, pendingDeferredEvents))
        pendingDeferred.removeAll()
        pendingDeferredEvents.removeAll()
    }

    /// 2.0: the step is over; its deferred calls and events follow every other one of their
    /// delivery.
    mutating func settleDeferred(_ deliveries: inout [GestureDelivery]) {
        text.settle(&deliveries)
        for (index, calls, events) in deferred where index < deliveries.count {
            deliveries[index].calls += calls
            deliveries[index].controlEvents += events
        }
        deferred.removeAll()
    }
}

extension Scene {
    /// Hook 2: whether a responder is a builtin that consumes the touch phases the chain walk
    /// brings it (T2: `handledBy` is that responder), as UIKit's own classes do.
    func builtinHandlesTouches(_ responder: Int32) -> Bool {
        builtins.handlesTouches(responder)
    }
}

extension GestureStage {
    /// Hook 2: a phase of touch `serial` walked the chain up to `responder`, a builtin that
    /// handles touches (``Scene/builtinHandlesTouches(_:)``).
    mutating func touchReached(_ responder: Int32, sample: TouchSample, serial: Int, touchView: Int32,
                               delivery: inout GestureDelivery) {
        if let list = scene.builtins.lists.lists[responder] {
            listTouch(list, sample: sample, serial: serial, touchView: touchView, delivery: &delivery)
        } else if let bar = scene.builtins.bars.navigationBars[responder] {
            navigationBarTouch(bar, sample: sample, serial: serial, delivery: &delivery)
        }
    }

    /// Hook 3: how a control that is a touch's view takes this phase of it: by C1–C4, or as a
    /// builtin control says (a modern switch sends nothing of its own, S20; a slider whose
    /// touch missed its thumb does not track it, S21).
    mutating func controlTracking(_ control: Int32, sample: TouchSample, serial: Int) -> ControlTracking {
        if !scene.builtins.valueControls.isEmpty { return valueControlTracking(control, sample: sample, serial: serial) }
        return .controlRules
    }

    /// Hook 3: a control that is a touch's view sent these events (C2–C3, whether or not it
    /// has an action for them) for this phase.
    mutating func controlSent(_ control: Int32, events: [ControlEvent], sample: TouchSample, serial: Int,
                              delivery: inout GestureDelivery) {
        if let cell = scene.builtins.lists.accessories[control] {
            accessorySent(control, cell: cell, events: events, delivery: &delivery)
        }
        if scene.builtins.bars.hasButtons { barControlSent(control, events: events, delivery: &delivery) }
        if !scene.builtins.valueControls.isEmpty {
            valueControlSent(control, events: events, sample: sample, serial: serial, delivery: &delivery)
        }
    }

    /// Hook 5 (clarification 19): a builtin's own deadline, armed with `armBuiltin`, passed;
    /// `delivery` is its `timer` delivery, which may carry control events and calls.
    mutating func builtinDeadlinePassed(_ view: Int32, delivery: inout GestureDelivery) {
        builtin.deadlines[view] = nil
        if let stepper = scene.builtins.valueControls.steppers[view] { stepperRepeats(stepper, delivery: &delivery) }
    }

    /// Clarification 19: arms a builtin's own deadline (one per view; arming again replaces it).
    /// It passes as a step of its own, before any later event, in G5's order.
    mutating func armBuiltin(_ view: Int32, after duration: Double) {
        builtin.deadlines[view] = (stepTime + duration, armCount)
        armCount += 1
    }

    mutating func disarmBuiltin(_ view: Int32) {
        builtin.deadlines[view] = nil
    }

    /// Records a call on the delivery being given now; `deferred`: after every other effect of
    /// the step (the Core Animation commit, 2.0), appended to that delivery at the step's end.
    mutating func call(_ selector: String, from view: Int32, to receiver: Int32?, _ args: [CallArgument] = [],
                       deferred: Bool = false, afterAnimation: Bool = false, on delivery: inout GestureDelivery) {
        let c = BuiltinCall(from: scene.responderIDs[Int(view)], selector: selector,
                            to: receiver.map { scene.responderIDs[Int($0)] }, args: args, afterAnimation: afterAnimation)
        if deferred {
            builtin.pendingDeferred.append(c)
        } else {
            delivery.calls.append(c)
        }
    }
}

/// How a control that is a touch's view takes one phase of it (C1–C4; S5, S7, S38).
enum ControlTracking: Sendable, Equatable {
    /// C1–C4 as written.
    case controlRules
    /// It consumes the phase (C1) but sends no event of C2–C3: a modern switch, whose
    /// recognizers act for it (S20, clarification 6).
    case silent
    /// It does not track the touch: it sends nothing, and the phase goes on up the chain
    /// (R6.1, R6.5): a slider's touch that began off its thumb (S21).
    case notTracking
}
