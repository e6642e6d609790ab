/// How the dispatcher runs a scene with recognizers (docs/rules.md): deadlines pass before each
/// event and after the last (G5), recognizers see each touch phase before its view (G3), and
/// what the view gets follows from their decisions (G13–G17).
///
/// The steps' helpers (`settle`, `settleQueues`, `give`, and `deliverForGestures`) are `mutating`
/// even where they change nothing of the dispatcher's own: a non-mutating method called from a
/// mutating one was handed a copy of the dispatcher, a copy of its scene's fields at every call
/// (issue #26).
extension Dispatcher {
    /// Passes the deadlines due before `event`; then dispatches it when it is a touch event.
    /// Returns whether the event was dispatched (other events go the usual way).
    mutating func dispatchThroughGestures(_ event: SessionEvent, seq: Int, into deliveries: inout [GestureDelivery]) -> Bool {
        // The stage is changed in place in its box: neither copied nor moved per event.
        guard let box = uniqueGestureStage() else { return false }
        // S27: builtins read and change the first responder (F1) in their steps.
        if scene.hasBuiltins { box.stage.builtin.text.firstResponder = firstResponder }
        defer {
            box.stage.lastSeq = seq
            if scene.hasBuiltins { firstResponder = box.stage.builtin.text.firstResponder }
        }
        // Checked here first, by the stage's fields in place: the call copied the dispatcher and
        // the stage for every event, where most events pass no deadline (issue #26).
        if box.stage.hasDeadline(upTo: event.t) {
            passDeadlines(upTo: event.t, stage: &box.stage, into: &deliveries)
        }
        guard case .touches(let samples) = event.payload else { return false }
        for sample in samples where sample.phase != .stationary {
            touchStep(sample, seq: seq, t: event.t, stage: &box.stage, into: &deliveries)
        }
        return true
    }

    /// G5: after the last event every deadline still armed passes; the app runs on with no
    /// input. Call once after the last `dispatch` (`run` does). Nothing happens in a scene
    /// without recognizers.
    package mutating func finish(into deliveries: inout [Delivery]) {
        var full: [GestureDelivery] = []
        finish(into: &full)
        for g in full { deliveries.append(scene.delivery(g)) }
    }

    /// ``finish(into:)-([Delivery])`` in the full form with responders as indices.
    package mutating func finish(into deliveries: inout [GestureDelivery]) {
        guard let box = uniqueGestureStage() else { return }
        box.stage.builtin.sessionOver = true
        if scene.hasBuiltins { box.stage.builtin.text.firstResponder = firstResponder }
        passDeadlines(upTo: nil, stage: &box.stage, into: &deliveries)
    }

    /// Each deadline due is a step of its own, with a `timer` delivery (G5, G17); a builtin's
    /// own deadline may give its timer control events and calls (clarification 19).
    mutating func passDeadlines(upTo t: Double?, stage: inout GestureStage, into deliveries: inout [GestureDelivery]) {
        while let (owner, time) = stage.nextDeadline(upTo: t) {
            stage.beginStep(at: time)
            var timer = GestureDelivery(seq: max(stage.lastSeq, 0), t: time, kind: .timer)
            switch owner {
            case .recognizer(let r): stage.deadlinePassed(r)
            case .builtin(let view): stage.builtinDeadlinePassed(view, delivery: &timer)
            }
            timer.gestures = stage.transitions
            deliveries.append(timer)
            if scene.hasBuiltins { stage.builtin.appended(at: deliveries.count - 1) }
            settleQueues(seq: timer.seq, t: time, stage: &stage, into: &deliveries)
            if scene.hasBuiltins { stage.builtin.settleDeferred(&deliveries) }
            stage.endStep()
        }
    }


    /// One phase of one touch as a step (G2, G3, G16, G17).
    private mutating func touchStep(_ sample: TouchSample, seq: Int, t: Double, stage: inout GestureStage,
                                    into deliveries: inout [GestureDelivery]) {
        stage.beginStep(at: t)
        // The step's delivery is made in its place in the list and filled there: made aside and
        // appended at the end, it was copied, each of its lists retained (issue #26). Nothing
        // else is appended before it is filled.
        let index = deliveries.count
        deliveries.append(GestureDelivery(seq: seq, t: t, kind: .touch, touch: sample.touch, phase: sample.phase))
        let serial: Int
        if sample.phase == .began {
            serial = beginTouch(sample, stage: &stage, delivery: &deliveries[index])
        } else if let known = stage.serialOfTouch[sample.touch] {
            serial = known
        } else {
            serial = -1
        }
        guard var touch = stage.touches[serial] else {
            // A validated session never gets here (T7); deliver nothing rather than trap.
            deliveries[index].dropped = .noHitView
            stage.endStep()
            return
        }
        deliveries[index].window = touch.window >= 0 ? touch.window : -1
        let ends = sample.phase == .ended || sample.phase == .cancelled
        if sample.phase != .began {
            // Read and written back whole: the record is a few words, and two changes in place
            // through the map's `_modify` cost more than that (issue #26).
            if var moved = stage.touches[serial] {
                moved.location = sample.location
                if ends { moved.down = false }
                stage.touches[serial] = moved
            }
            // G3: in G1 order, skipping recognizers that already changed state in this step.
            for r in stage.acceptedBy[serial] ?? [] where stage.states[r].tracked.contains(serial) && !stage.states[r].changedInStep {
                stage.see(r, serial: serial, sample)
            }
        }
        touch = stage.touches[serial] ?? touch
        if let reason = touch.dropped {
            // T6, F16: a dropped touch keeps its reason; `withheld` stays null.
            deliveries[index].dropped = reason
        } else {
            deliveries[index].view = touch.view
            settle(sample, touch: &touch, serial: serial, stage: &stage, delivery: &deliveries[index])
            stage.touches[serial] = touch
        }
        deliveries[index].gestures = stage.transitions
        if scene.hasBuiltins { stage.builtin.appended(at: index) }
        settleQueues(seq: seq, t: t, stage: &stage, into: &deliveries)
        // 2.0: calls deferred to the Core Animation commit follow every other effect of the step.
        if scene.hasBuiltins { stage.builtin.settleDeferred(&deliveries) }
        if ends {
            // G19: the recorded end releases the view's hold, whatever the view was given.
            endForGestures(touch: sample.touch)
            stage.serialOfTouch[sample.touch] = nil
        }
        stage.endStep()
    }

    /// H1, T3–T6, G1, G2: hit-tests and binds the touch, then offers it to its recognizers.
    private mutating func beginTouch(_ sample: TouchSample, stage: inout GestureStage, delivery: inout GestureDelivery) -> Int {
        let (window, view, dropped) = bindForGestures(sample, delivery: &delivery)
        let serial = stage.nextSerial
        stage.nextSerial += 1
        stage.serialOfTouch[sample.touch] = serial
        stage.order.append(serial)
        stage.touches[serial] = GestureStage.TouchRecord(id: sample.touch, start: sample.location, location: sample.location,
                                                         window: window, view: view, dropped: dropped)
        stage.touches[serial]?.startTime = stage.stepTime
        // G1: drops for noHitView and ignoringInteractionEvents reach no recognizer; the others do.
        guard dropped != .noHitView && dropped != .ignoringInteractionEvents,
              delivery.hitView >= 0 else { return serial }
        let hit = delivery.hitView
        var accepted: [Int] = []
        var v = hit
        while v >= 0 {
            for r in scene.gestures.enabled(on: v) where stage.offer(r, serial: serial, at: sample.location) {
                accepted.append(r)
            }
            v = scene.nodes[Int(v)].parent
        }
        if !accepted.isEmpty { stage.acceptedBy[serial] = accepted }
        // Builtins' recognizers that begin in the began step do so once all have been offered it (G2, then G10).
        if scene.hasBuiltins { stage.touchOffered(serial) }
        return serial
    }

    /// G16, first part: the step's own phase is withheld as claimed, queued or skipped as
    /// delayed, or delivered now.
    private mutating func settle(_ sample: TouchSample, touch: inout GestureStage.TouchRecord, serial: Int,
                        stage: inout GestureStage, delivery: inout GestureDelivery) {
        if touch.claimed {
            delivery.withheld = .claimed
        } else if stage.queues.contains(serial) {
            delivery.withheld = .delayed
            if sample.phase != .moved { stage.enqueue(sample, serial: serial) }
        } else if (sample.phase == .began || sample.phase == .ended) && stage.holds(sample.phase, of: serial) {
            delivery.withheld = .delayed
            stage.enqueue(sample, serial: serial)
        } else {
            give(sample, to: &touch, serial: serial, stage: &stage, into: &delivery)
        }
    }

    /// G13, G16, second part: claimed touches get their cancellation; queues are released from
    /// the front while the front phase is not held, as `late` deliveries.
    private mutating func settleQueues(seq: Int, t: Double, stage: inout GestureStage, into deliveries: inout [GestureDelivery]) {
        for serial in stage.order {
            guard var touch = stage.touches[serial], touch.dropped == nil else { continue }
            if touch.claimed {
                if touch.viewHasBegan && !touch.viewHasEnded {
                    var cancel = GestureDelivery(seq: seq, t: t, kind: .cancel, touch: touch.id, phase: .cancelled)
                    let last = stage.queues[serial]?.last?.location ?? touch.start
                    give(TouchSample(touch: touch.id, phase: .cancelled, location: last), to: &touch, serial: serial,
                         stage: &stage, into: &cancel)
                    deliveries.append(consume cancel)
                    if scene.hasBuiltins { stage.builtin.appended(at: deliveries.count - 1) }
                }
                stage.queues[serial] = nil
                stage.touches[serial] = touch
                continue
            }
            var changed = false
            while let front = stage.queues[serial]?.first, front.phase == .cancelled || !stage.holds(front.phase, of: serial) {
                stage.dequeue(serial: serial)
                var late = GestureDelivery(seq: seq, t: t, kind: .late, touch: touch.id, phase: front.phase)
                give(front, to: &touch, serial: serial, stage: &stage, into: &late)
                deliveries.append(consume late)
                if scene.hasBuiltins { stage.builtin.appended(at: deliveries.count - 1) }
                changed = true
            }
            if changed { stage.touches[serial] = touch }
        }
    }

    /// T2, C2–C4: the view gets the phase now; then the builtins it reached react (hooks 2
    /// and 3 of Builtins.swift's design).
    private mutating func give(_ sample: TouchSample, to touch: inout GestureStage.TouchRecord, serial: Int,
                      stage: inout GestureStage, into delivery: inout GestureDelivery) {
        delivery.window = touch.window
        delivery.view = touch.view
        let tracking = scene.hasBuiltins ? stage.controlTracking(touch.view, sample: sample, serial: serial) : .controlRules
        let (handledBy, events) = deliverForGestures(sample, view: touch.view, inside: &touch.inside, tracking: tracking,
                                                     into: &delivery)
        if scene.hasBuiltins {
            if !events.isEmpty {
                stage.controlSent(touch.view, events: events, sample: sample, serial: serial, delivery: &delivery)
            }
            if handledBy >= 0 && scene.builtinHandlesTouches(handledBy) {
                stage.touchReached(handledBy, sample: sample, serial: serial, touchView: touch.view, delivery: &delivery)
            }
        }
        if sample.phase == .began { touch.viewHasBegan = true }
        if sample.phase == .ended || sample.phase == .cancelled { touch.viewHasEnded = true }
    }
}

/// The recognizer stage of a dispatcher, held by reference so that each event changes it in
/// place (``Dispatcher/uniqueGestureStage()`` keeps copies of a dispatcher apart).
final class GestureStageBox {
    /// Unchecked: each event reaches the stage through the box several times, and a dynamic
    /// exclusivity check each time cost about 2 % of a replay (issue #26). The box belongs to
    /// one dispatcher (``Dispatcher/uniqueGestureStage()``), and no access to the stage starts
    /// while another is under way: the stage never reaches its dispatcher.
    @exclusivity(unchecked) var stage: GestureStage

    init(_ stage: GestureStage) { self.stage = stage }
}
