/// Dispatches a session's events against a scene, one event at a time, keeping the state
/// UIKit keeps between events: bound touches (T1), views holding touches (T3–T4), control
/// tracking (C3), the first responder (F1) and ignoring of interaction events (T5).
///
/// The same scene and events always give the same deliveries (D1).
package struct Dispatcher {
    package let scene: Scene
    /// Whether `began` deliveries carry the hit-test trace (H9).
    package let recordsTrace: Bool

    /// The current first responder (F1; a text field's tap changes it, S27).
    package internal(set) var firstResponder: Int32?
    /// `beginIgnoringInteractionEvents` nests, as in UIKit: each `true` must be matched by a `false`.
    package private(set) var ignoringDepth = 0

    /// Bound touches by session touch id: a few at a time, so a short list rather than a
    /// dictionary (issue #26: hashing each touch id was a fiftieth of an import).
    private var touches = SmallIntMap<TouchState>()
    /// Reused by the `[Delivery]` and `[GestureDelivery]` forms of `dispatch`.
    private var compact: [CompactDelivery] = []
    /// Reused by the `[Delivery]` form of `dispatch` in a scene with recognizers or builtins.
    private var fullBuffer: [GestureDelivery] = []
    /// Active delivered touches per view (T3, T4: only delivered touches count as held).
    private var heldByView = HeldTouchCounts()
    /// Active delivered touches per window, and those held by exclusive-touch views.
    private var heldInWindow = HeldTouchCounts()
    private var exclusiveHeldInWindow = HeldTouchCounts()
    /// The recognizer stage (Gestures/), only for a scene that declares recognizers; the flag
    /// keeps the test on the hot path to one byte. Boxed, and changed in place: moving it out
    /// of the dispatcher and back for each event copied all of it twice (issue #26: a twentieth
    /// of replaying a scene with builtins). A copied dispatcher shares the box until one of the
    /// two dispatches (``uniqueGestureStage()``), so dispatchers stay values.
    private(set) var gestureStageBox: GestureStageBox?
    private let hasGestureStage: Bool

    /// The stage's box, this dispatcher's own: copied first when a copy of the dispatcher
    /// shares it. Nil in a scene without recognizers.
    mutating func uniqueGestureStage() -> GestureStageBox? {
        if !isKnownUniquelyReferenced(&gestureStageBox), let shared = gestureStageBox {
            gestureStageBox = GestureStageBox(shared.stage)
        }
        return gestureStageBox
    }

    private struct TouchState {
        var window: Int32
        var view: Int32
        var dropped: DropReason?
        /// C3: whether the control's touch counted as inside at its last delivery.
        var inside: Bool
    }

    package init(scene: Scene, recordsTrace: Bool = false) {
        self.scene = scene
        self.recordsTrace = recordsTrace
        self.firstResponder = scene.initialFirstResponder
        gestureStageBox = scene.hasGestures ? GestureStageBox(GestureStage(scene: scene)) : nil
        hasGestureStage = gestureStageBox != nil
    }

    /// Dispatches every event of a session and returns its deliveries in order.
    package static func run(_ session: Session, on scene: Scene, trace: Bool = false) -> [Delivery] {
        var dispatcher = Dispatcher(scene: scene, recordsTrace: trace)
        var deliveries: [Delivery] = []
        deliveries.reserveCapacity(session.events.count)
        for (seq, event) in session.events.enumerated() {
            dispatcher.dispatch(event, seq: seq, into: &deliveries)
        }
        dispatcher.finish(into: &deliveries)
        return deliveries
    }

    /// Dispatches one event, appending its deliveries: one per non-stationary touch of a touch
    /// event (in the order the event lists them, T2), one for any other event.
    package mutating func dispatch(_ event: SessionEvent, seq: Int, into deliveries: inout [Delivery]) {
        if hasGestureStage {
            var full: [GestureDelivery] = []
            swap(&full, &fullBuffer)  // reuses the buffer's storage without overlapping access to self
            full.removeAll(keepingCapacity: true)
            dispatch(event, seq: seq, into: &full)
            for g in full { deliveries.append(scene.delivery(g)) }
            swap(&full, &fullBuffer)
            return
        }
        var buffer: [CompactDelivery] = []
        swap(&buffer, &compact)  // reuses the buffer's storage without overlapping access to self
        buffer.removeAll(keepingCapacity: true)
        dispatch(event, seq: seq, into: &buffer)
        for c in buffer { deliveries.append(scene.delivery(c)) }
        swap(&buffer, &compact)
    }

    /// Dispatches one event of a scene with recognizers or builtins, appending its deliveries in
    /// the full form with responders as indices (``GestureDelivery``): deadlines pass before the
    /// event, and recognizers see touches first (G3, G5); such a scene's deliveries include
    /// timer, late and cancel rows. In a scene without, the compact deliveries in that form.
    package mutating func dispatch(_ event: SessionEvent, seq: Int, into deliveries: inout [GestureDelivery]) {
        if hasGestureStage && dispatchThroughGestures(event, seq: seq, into: &deliveries) { return }
        var buffer: [CompactDelivery] = []
        swap(&buffer, &compact)
        buffer.removeAll(keepingCapacity: true)
        dispatch(event, seq: seq, into: &buffer)
        for c in buffer { deliveries.append(GestureDelivery(c, in: scene)) }
        swap(&buffer, &compact)
    }

    /// Dispatches one event, appending its deliveries in compact form (responders as indices),
    /// the same deliveries as the `[Delivery]` form gives for a scene without recognizers.
    /// A scene with recognizers (`scene.hasGestures`) must use the `[Delivery]` form and
    /// `finish`: this form has no room for `withheld`, `gestures` or timer, late and cancel rows.
    package mutating func dispatch(_ event: SessionEvent, seq: Int, into deliveries: inout [CompactDelivery]) {
        switch event.payload {
        case .touches(let samples):
            for sample in samples where sample.phase != .stationary {
                deliveries.append(deliverTouch(sample, seq: seq, t: event.t))
            }
        case .motion:
            deliveries.append(deliverFromFirstResponder(kind: .motion, seq: seq, t: event.t) {
                scene.motionHandlers[Int($0)] == .handle
            })
        case .remoteControl:
            deliveries.append(deliverFromFirstResponder(kind: .remoteControl, seq: seq, t: event.t) {
                scene.remoteControlHandlers[Int($0)] == .handle
            })
        case .press:
            deliveries.append(deliverFromFirstResponder(kind: .press, seq: seq, t: event.t) {
                scene.pressHandlers[Int($0)] == .handle
            })
        case .action(let selector):
            // F3: the first responder in the chain whose `actions` holds the selector performs it.
            deliveries.append(deliverFromFirstResponder(kind: .action, seq: seq, t: event.t) {
                scene.performableActions[Int($0)].contains(selector)
            })
        case .becomeFirstResponder(let id):
            // F1: a request for a responder the scene lacks fails like any refused request.
            if let r = scene.index(of: id), scene.mayBecomeFirstResponder(r), !scene.isHidden(r) {
                firstResponder = r
            }
            deliveries.append(stateDelivery(seq: seq, t: event.t))
        case .resignFirstResponder:
            firstResponder = nil
            deliveries.append(stateDelivery(seq: seq, t: event.t))
        case .ignoreInteractionEvents(let ignore):
            ignoringDepth = ignore ? ignoringDepth + 1 : max(0, ignoringDepth - 1)
            deliveries.append(stateDelivery(seq: seq, t: event.t))
        }
    }

    // MARK: - Touches

    private mutating func deliverTouch(_ sample: TouchSample, seq: Int, t: Double) -> CompactDelivery {
        var delivery = CompactDelivery(seq: seq, t: t, kind: .touch, touch: sample.touch, phase: sample.phase)
        let state: TouchState
        if sample.phase == .began {
            state = beginTouch(sample, delivery: &delivery)
        } else if let existing = touches[sample.touch] {
            state = existing
        } else {
            // A validated session never gets here (T7); deliver nothing rather than trap.
            delivery.dropped = .noHitView
            return delivery
        }
        let ends = sample.phase == .ended || sample.phase == .cancelled
        delivery.window = state.window >= 0 ? state.window : -1
        if let reason = state.dropped {
            // T6: a dropped touch reports the same reason in every phase.
            delivery.dropped = reason
            if ends { touches[sample.touch] = nil }
            return delivery
        }
        let view = state.view
        delivery.view = view
        // T2: the phase goes to the view and up the chain until a responder handles it.
        walk(from: view, into: &delivery) { scene.touchHandlers[Int($0)].behavior(for: sample.phase) == .handle }
        if scene.nodes[Int(view)].flags.contains(.control) && !scene.nodes[Int(view)].flags.contains(.disabledControl) {
            var tracked = state
            delivery.controlView = view
            trackControl(view, sample: sample, state: &tracked, into: &delivery)
            touches[sample.touch] = tracked
        }
        if ends {
            touches[sample.touch] = nil
            release(view: view, window: state.window)
        }
        return delivery
    }

    /// H1: hit-tests a touch once, when it begins, and binds it (T1) or drops it (T3–T6).
    private mutating func beginTouch(_ sample: TouchSample, delivery: inout CompactDelivery) -> TouchState {
        let hit: HitTestResult
        if recordsTrace {
            var entries: [TraceEntry] = []
            hit = scene.hitTest(sample.location, trace: &entries)
            delivery.trace = entries.map { TraceEntryRecord($0, in: scene) }
        } else {
            hit = scene.hitTest(sample.location)
        }
        delivery.hitView = hit.view ?? -1
        guard let window = hit.window, let view = hit.view else {
            return record(sample.touch, TouchState(window: -1, view: -1, dropped: .noHitView, inside: false))
        }
        if let reason = dropReason(view: view, window: window) {
            return record(sample.touch, TouchState(window: window, view: -1, dropped: reason, inside: false))
        }
        heldByView.add(1, at: view)
        heldInWindow.add(1, at: window)
        if scene.nodes[Int(view)].flags.contains(.exclusiveTouch) { exclusiveHeldInWindow.add(1, at: window) }
        return record(sample.touch, TouchState(window: window, view: view, dropped: nil,
                                               inside: EngineConstants.touchStartsInside))
    }

    private mutating func record(_ touch: Int, _ state: TouchState) -> TouchState {
        touches[touch] = state
        return state
    }

    /// T5, T3, T4 in the order T6 gives reasons (noHitView is decided before).
    private func dropReason(view: Int32, window: Int32) -> DropReason? {
        if ignoringDepth > 0 { return .ignoringInteractionEvents }
        let flags = scene.nodes[Int(view)].flags
        let heldHere = heldByView[view]
        if !flags.contains(.multipleTouch) && heldHere > 0 { return .multipleTouchDisabled }
        let isExclusive = flags.contains(.exclusiveTouch)
        let exclusiveElsewhere = exclusiveHeldInWindow[window] - (isExclusive ? heldHere : 0)
        if exclusiveElsewhere > 0 { return .exclusiveTouch }
        if isExclusive && heldInWindow[window] - heldHere > 0 { return .exclusiveTouch }
        return nil
    }

    private mutating func release(view: Int32, window: Int32) {
        heldByView.add(-1, at: view)
        heldInWindow.add(-1, at: window)
        if scene.nodes[Int(view)].flags.contains(.exclusiveTouch) { exclusiveHeldInWindow.add(-1, at: window) }
    }

    /// C2–C4: the control events a touch of the control's own makes it send (those it has an
    /// action for).
    private func trackControl(_ control: Int32, sample: TouchSample, state: inout TouchState,
                              into delivery: inout CompactDelivery) {
        let events = trackingEvents(control, sample: sample, state: &state)
        let actions = scene.controlActions[Int(control)]
        for event in events where actions.action(for: event) != nil {
            delivery.appendControlEvent(event)
        }
    }

    /// C2–C3: every event a control's own touch makes it send, action or not.
    @inline(__always)
    private func trackingEvents(_ control: Int32, sample: TouchSample, state: inout TouchState) -> [ControlEvent] {
        var events: [ControlEvent] = []
        switch sample.phase {
        case .began:
            events.append(.touchDown)
            if sample.tapCount >= 2 { events.append(.touchDownRepeat) }
            state.inside = EngineConstants.touchStartsInside
        case .moved, .ended:
            let inside = isInsideForTracking(control, screenPoint: sample.location)
            if inside != state.inside { events.append(inside ? .touchDragEnter : .touchDragExit) }
            state.inside = inside
            if sample.phase == .moved {
                events.append(inside ? .touchDragInside : .touchDragOutside)
            } else {
                events.append(inside ? .touchUpInside : .touchUpOutside)
                if inside { events.append(.primaryActionTriggered) }
            }
        case .cancelled:
            events.append(.touchCancel)
        case .stationary:
            break
        }
        return events
    }

    /// C3: within the bounds grown by the tracking margin, or inside by the control's own rule.
    private func isInsideForTracking(_ control: Int32, screenPoint: Point) -> Bool {
        guard let p = scene.convert(screenPoint, from: nil, to: control) else { return false }
        let node = scene.nodes[Int(control)]
        return Self.isWithinTrackingMargin(p, bounds: node.bounds)
            || Scene.pointInside(p, rule: node.pointInside, bounds: node.bounds)
    }

    /// C3's arithmetic as written: `(boundsOrigin.x − 70) ≤ x < (boundsOrigin.x + width) + 70`,
    /// and so for y (half-open, as P1).
    static func isWithinTrackingMargin(_ p: Point, bounds: Rect) -> Bool {
        let m = EngineConstants.controlTrackingMargin
        let o = bounds.origin, s = bounds.size
        return (o.x - m) <= p.x && p.x < (o.x + s.width) + m
            && (o.y - m) <= p.y && p.y < (o.y + s.height) + m
    }

    // MARK: - Other events

    /// F2, F3: motion, remote-control, press and nil-targeted action events start at the first
    /// responder and walk the chain until a responder consumes them; with no first responder
    /// they are dropped.
    private func deliverFromFirstResponder(kind: DeliveryKind, seq: Int, t: Double,
                                           consumes: (Int32) -> Bool) -> CompactDelivery {
        var delivery = CompactDelivery(seq: seq, t: t, kind: kind)
        guard let first = firstResponder else {
            delivery.dropped = .noFirstResponder
            return delivery
        }
        delivery.firstResponder = first
        walk(from: first, into: &delivery, consumes: consumes)
        return delivery
    }

    /// R5: lists every responder the message reaches, from `start`, until one consumes it
    /// (`handledBy`) or the chain ends (discarded).
    @inline(__always)
    private func walk(from start: Int32, into delivery: inout CompactDelivery, consumes: (Int32) -> Bool) {
        delivery.chainStart = start
        var responder = start
        while responder >= 0 {
            delivery.chainLength += 1
            if consumes(responder) {
                delivery.handledBy = responder
                return
            }
            responder = scene.nextResponder[Int(responder)]
        }
    }

    private func stateDelivery(seq: Int, t: Double) -> CompactDelivery {
        var delivery = CompactDelivery(seq: seq, t: t, kind: .state)
        delivery.firstResponder = firstResponder ?? -1
        return delivery
    }
}

extension Scene {
    /// F1: a view is hidden when it or an ancestor is; a view controller when its root view is.
    package func isHidden(_ responder: Int32) -> Bool {
        var view: Int32
        switch responderKinds[Int(responder)] {
        case .view, .window: view = responder
        case .viewController: view = rootView(ofViewController: responder)
        default: return false
        }
        while view >= 0 {
            if nodes[Int(view)].flags.contains(.hidden) { return true }
            view = nodes[Int(view)].parent
        }
        return false
    }
}

// MARK: - Hooks for the recognizer stage (Gestures/GestureDispatch.swift)

extension Dispatcher {
    /// H1, T3–T6: hit-tests and binds a beginning touch as `deliverTouch` does, without
    /// delivering it; `view` is -1 when the touch is dropped.
    mutating func bindForGestures(_ sample: TouchSample, delivery: inout GestureDelivery) -> (window: Int32, view: Int32, dropped: DropReason?) {
        var compact = CompactDelivery(seq: delivery.seq, t: delivery.t, kind: delivery.kind, touch: delivery.touch,
                                      phase: delivery.phase)
        let state = beginTouch(sample, delivery: &compact)
        delivery.hitView = compact.hitView
        delivery.trace = compact.trace
        return (state.window, state.view, state.dropped)
    }

    /// G19: a touch's recorded end releases its view's hold (T3, T4), whatever the view was given.
    mutating func endForGestures(touch: Int) {
        guard let state = touches[touch] else { return }
        touches[touch] = nil
        if state.dropped == nil { release(view: state.view, window: state.window) }
    }

    /// T2, C2–C4: gives one phase to a touch's view now, walking the chain; `inside` is the
    /// control's tracking state (C3), kept by the caller. A builtin that handles touches
    /// consumes the phase when the walk reaches it (docs/rules.md S12); a builtin
    /// control may take it otherwise (`tracking`, 2.4). Returns the responder that handled it
    /// (-1 for none) and every event the control sent, action or not, for the builtins' hooks.
    @discardableResult
    mutating func deliverForGestures(_ sample: TouchSample, view: Int32, inside: inout Bool, tracking: ControlTracking = .controlRules,
                            into delivery: inout GestureDelivery) -> (handledBy: Int32, events: [ControlEvent]) {
        var compact = CompactDelivery(seq: delivery.seq, t: delivery.t, kind: delivery.kind, touch: delivery.touch,
                                      phase: delivery.phase)
        if scene.hasBuiltins {
            // R6.5: a control that does not track the touch passes its phases up the chain.
            let passes: Int32 = tracking == .notTracking ? view : -1
            walk(from: view, into: &compact) {
                ($0 != passes && scene.touchHandlers[Int($0)].behavior(for: sample.phase) == .handle)
                    || scene.builtinHandlesTouches($0)
            }
        } else {
            walk(from: view, into: &compact) { scene.touchHandlers[Int($0)].behavior(for: sample.phase) == .handle }
        }
        var events: [ControlEvent] = []
        let flags = scene.nodes[Int(view)].flags
        if flags.contains(.control) && !flags.contains(.disabledControl) && tracking == .controlRules {
            var state = TouchState(window: -1, view: view, dropped: nil, inside: inside)
            events = trackingEvents(view, sample: sample, state: &state)
            let actions = scene.controlActions[Int(view)]
            for event in events where actions.action(for: event) != nil { compact.appendControlEvent(event) }
            compact.controlView = view
            inside = state.inside
        }
        delivery.chainStart = compact.chainStart
        delivery.chainLength = compact.chainLength
        delivery.handledBy = compact.handledBy
        delivery.controlEvents = scene.controlEventRecords(compact)
        return (compact.handledBy, events)
    }
}

/// Touches held per view or window: only the few responders that hold a touch have an entry,
/// so a dispatcher costs nothing per view of its scene to make (issue #26: a suite of thousands
/// of short sessions made one per session, each clearing three arrays as long as the scene).
///
/// A short list searched in order rather than a dictionary: a few responders hold touches at
/// any time, and hashing each one's index cost more than the search (issue #26).
struct HeldTouchCounts {
    private var entries: [(responder: Int32, count: Int32)] = []

    subscript(responder: Int32) -> Int32 {
        for e in entries where e.responder == responder { return e.count }
        return 0
    }

    mutating func add(_ delta: Int32, at responder: Int32) {
        guard let i = entries.firstIndex(where: { $0.responder == responder }) else {
            if delta != 0 { entries.append((responder, delta)) }
            return
        }
        entries[i].count += delta
        if entries[i].count == 0 { entries.swapAt(i, entries.count - 1); entries.removeLast() }
    }
}
