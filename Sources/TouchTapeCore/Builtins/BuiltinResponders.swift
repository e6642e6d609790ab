/// What builtins remember between steps, and the two hooks through which a delivered phase
/// reaches them (standard-classes.md 2.0; design in Builtins.swift).
///
/// **Registration point.** A family whose view handles touches as a responder adds itself to
/// `handlesTouches` and `touchReached`; a family that reacts to a control's own events adds
/// itself to `controlSent`. Each routes to a function in the family's own file; its state
/// goes in ``BuiltinRuntime``.
struct BuiltinRuntime: Sendable {
    /// S11–S17: each table's or collection view's tracked touch and selection, made at its
    /// first touch.
    var lists: [Int32: ListState] = [:]
    /// S30–S33: tab selections and navigation depths changed by taps.
    var bars = BarState()
    /// F3 for a bar button item without a target (S32): the dispatcher's first responder.
    var firstResponder: Int32?
    /// 2.0: calls deferred to the Core Animation commit by the delivery being given now; once
    /// it is appended they wait in `deferred` under its index until the step's end.
    var pendingDeferred: [BuiltinCall] = []
    var deferred: [(delivery: Int, calls: [BuiltinCall])] = []

    /// The delivery that made `pendingDeferred` was appended at `index`.
    mutating func appended(at index: Int) {
        guard !pendingDeferred.isEmpty else { return }
        deferred.append((index, pendingDeferred))
        pendingDeferred.removeAll()
    }

    /// 2.0: the step is over; its deferred calls follow every other call of their delivery.
    mutating func settleDeferred(_ deliveries: inout [Delivery]) {
        for (index, calls) in deferred where index < deliveries.count { deliveries[index].calls += calls }
        deferred.removeAll()
    }
}

extension Scene {
    /// Hook 2: whether a responder is a builtin that consumes the touch phases the chain walk
    /// brings it (T2: `handledBy` is that responder), as UIKit's own classes do.
    func builtinHandlesTouches(_ responder: Int32) -> Bool {
        builtins.lists.lists[responder] != nil || builtins.bars.trackingBars.contains(responder)
    }
}

extension GestureStage {
    /// Hook 2: a phase of touch `serial` walked the chain up to `responder`, a builtin that
    /// handles touches (``Scene/builtinHandlesTouches(_:)``).
    mutating func touchReached(_ responder: Int32, sample: TouchSample, serial: Int, touchView: Int32,
                               delivery: inout Delivery) {
        if let list = scene.builtins.lists.lists[responder] {
            listTouch(list, sample: sample, serial: serial, touchView: touchView, delivery: &delivery)
        } else if let bar = scene.builtins.bars.navigationBars[responder] {
            navigationBarTouch(bar, sample: sample, serial: serial, delivery: &delivery)
        }
    }

    /// Hook 3: a control that is a touch's view sent these events (C2–C3, whether or not it
    /// has an action for them).
    mutating func controlSent(_ control: Int32, events: [ControlEvent], delivery: inout Delivery) {
        if let cell = scene.builtins.lists.accessories[control] {
            accessorySent(control, cell: cell, events: events, delivery: &delivery)
        }
        if scene.builtins.bars.hasButtons { barControlSent(control, events: events, delivery: &delivery) }
    }

    /// Records a call on the delivery being given now; `deferred`: after every other effect of
    /// the step (the Core Animation commit, 2.0), appended to that delivery at the step's end.
    mutating func call(_ selector: String, from view: Int32, to receiver: Int32?, _ args: [CallArgument] = [],
                       deferred: Bool = false, afterAnimation: Bool = false, on delivery: inout Delivery) {
        let c = BuiltinCall(from: scene.responderIDs[Int(view)], selector: selector,
                            to: receiver.map { scene.responderIDs[Int($0)] }, args: args, afterAnimation: afterAnimation)
        if deferred {
            builtin.pendingDeferred.append(c)
        } else {
            delivery.calls.append(c)
        }
    }
}
