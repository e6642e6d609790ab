/// The recognizer stage of the engine (docs/rules.md): the state every recognizer keeps between
/// steps, the touches they track, and what each touch's view has been given (G13–G16).
///
/// It decides transitions only; `GestureDispatch.swift` drives it from the dispatcher and
/// turns its decisions into deliveries.
struct GestureStage {
    let scene: Scene
    let recognizers: [GestureRecognizer]
    /// For each recognizer, the recognizers whose `requireToFail` lists it, in scene order
    /// (G11): a failure or a win looks only at these, not at every recognizer of the scene
    /// (issue #26: a scene of many scroll views scanned them all at each step).
    let requiredBy: [[Int]]
    /// For each recognizer, its view's scroll view facet when it has one (S4–S7): looked up once
    /// per stage, not by hash at each step (issue #26).
    let scrollFacets: [ScrollViewFacet?]
    var states: [RecognizerState]
    /// Touches by serial (a session's touch ids are reused, serials never are).
    var touches = SmallIntMap<TouchRecord>()
    /// The recognizers that accepted each touch, in G1 order, by serial; none when absent.
    /// Kept out of ``TouchRecord`` with `queues`, so that a record holds no reference-counted
    /// value and reading one copies a few words (issue #26: copying records, retaining their
    /// lists, was a sixth of the recognizer stage).
    var acceptedBy = SmallIntMap<[Int]>()
    /// G16: each touch's phases its view has not yet been given, by serial; a touch with none
    /// has no entry (never an empty list).
    var queues = SmallIntMap<[TouchSample]>()
    /// Serials of the touches that still have a record, in the order they began (G16).
    var order: [Int] = []
    /// The serial of each session touch id that is down.
    var serialOfTouch = SmallIntMap<Int>()
    var nextSerial = 0
    /// Arming order of deadlines: equal deadlines pass in the order they were armed (G5).
    var armCount = 0
    /// Every recognizer whose deadline is armed, and perhaps some whose deadline has since been
    /// disarmed (dropped at the end of a step): `nextDeadline` looks only at these, not at every
    /// recognizer of the scene for each event (issue #26: a scene of many scroll views).
    private(set) var armed: [Int] = []
    /// The index of the last event dispatched, the `seq` of a `timer` delivery (docs/formats.md).
    var lastSeq = -1

    /// What builtins remember between steps (Builtins/BuiltinRuntime.swift).
    var builtin = BuiltinRuntime()

    // The current step.
    var stepTime = 0.0
    var transitions: [GestureTransition] = []
    var changedInStep: [Int] = []
    /// A step's transitions when it has one, by recognizer and state (six per recognizer, an
    /// empty list when not made yet): most steps have one, and a delivery then shares its list
    /// rather than allocating one (issue #26). A second transition in the step copies it.
    private var singleTransitions: [[GestureTransition]]

    init(scene: Scene) {
        self.scene = scene
        recognizers = scene.gestures.recognizers
        var requiredBy = [[Int]](repeating: [], count: recognizers.count)
        for w in recognizers.indices {
            for r in recognizers[w].requireToFail where requiredBy.indices.contains(r) && requiredBy[r].last != w {
                requiredBy[r].append(w)
            }
        }
        self.requiredBy = requiredBy
        let scrollViews = scene.builtins.scrollViews
        scrollFacets = scrollViews.isEmpty ? [ScrollViewFacet?](repeating: nil, count: recognizers.count)
            : recognizers.map { scrollViews[$0.view] }
        states = [RecognizerState](repeating: RecognizerState(), count: recognizers.count)
        singleTransitions = [[GestureTransition]](repeating: [], count: recognizers.count * 6)
    }

    /// What a recognizer keeps between steps.
    struct RecognizerState {
        enum Phase { case possible, began, changed, recognized, ended, cancelled, failed }
        var phase = Phase.possible
        /// Serials of the touches it tracks, in the order it accepted them (G2).
        var tracked: [Int] = []
        /// G11: would recognize or begin, but a recognizer it requires to fail is in play.
        var waiting = false
        /// G3: changed state in the current step.
        var changedInStep = false
        /// G5: at most one deadline per recognizer is armed at a time.
        var deadline: Double?
        var deadlineOrder = 0
        // Tap (G6).
        var tapsDone = 0
        var tapInProgress = false
        var tapTouches = 0
        var tapDown = 0
        var firstTapStart = Point.zero

        var isActive: Bool { phase == .began || phase == .changed || phase == .recognized }
    }

    /// One touch as the stage knows it.
    struct TouchRecord {
        var id: Int
        var start: Point
        /// The session time of its `began` (a back button's hold, U11).
        var startTime = 0.0
        /// Where the touch is now (its last recorded phase's location).
        var location: Point
        var window: Int32
        /// The touch's view (T1), or -1 when it was dropped.
        var view: Int32
        var dropped: DropReason?
        var claimed = false
        var down = true
        var viewHasBegan = false
        var viewHasEnded = false
        /// C3: the control's tracking state.
        var inside = EngineConstants.touchStartsInside
    }

    // MARK: - Steps

    mutating func beginStep(at t: Double) {
        stepTime = t
        // A new list rather than the old one emptied: the step's delivery took the old one, so
        // emptying it in place would copy it first (and a step with no transition then
        // allocates nothing).
        if !transitions.isEmpty { transitions = [] }
    }

    /// G4: recognizers that reached a final state reset; records nobody needs any more go.
    mutating func endStep() {
        for r in changedInStep {
            states[r].changedInStep = false
            switch states[r].phase {
            case .recognized, .ended, .cancelled, .failed: states[r] = RecognizerState()
            case .possible, .began, .changed: break
            }
        }
        // Each list is emptied or filtered only when it may change: `removeAll` costs its
        // partition and its range replacement even when nothing goes (issue #26). A touch can
        // finish only once it is up (or its record gone).
        if !changedInStep.isEmpty { changedInStep.removeAll(keepingCapacity: true) }
        if !armed.isEmpty { armed.removeAll { states[$0].deadline == nil } }
        guard order.contains(where: { touches[$0]?.down != true }) else { return }
        order.removeAll { serial in
            guard let t = touches[serial] else { return true }
            let finished = !t.down && !queues.contains(serial)
                && !(acceptedBy[serial]?.contains { states[$0].tracked.contains(serial) } ?? false)
            if finished {
                touches[serial] = nil
                acceptedBy[serial] = nil
            }
            return finished
        }
    }

    /// The number of a recognizer's touches that are down.
    func down(_ r: Int) -> Int {
        states[r].tracked.reduce(0) { $0 + (touches[$1]?.down == true ? 1 : 0) }
    }

    func inPlay(_ r: Int) -> Bool { states[r].phase == .possible && !states[r].tracked.isEmpty }

    func shareTouch(_ a: Int, _ b: Int) -> Bool {
        states[a].tracked.contains { states[b].tracked.contains($0) }
    }

    mutating func arm(_ r: Int, after duration: Double) {
        // Only `arm` sets a deadline, so `armed` holds every recognizer that has one.
        if states[r].deadline == nil && !armed.contains(r) { armed.append(r) }
        states[r].deadline = stepTime + duration
        states[r].deadlineOrder = armCount
        armCount += 1
    }

    /// Whose deadline it is: a recognizer's (G5), or a builtin's own, by view (clarification 19).
    enum DeadlineOwner: Equatable {
        case recognizer(Int)
        case builtin(Int32)
    }

    /// Whether a deadline is armed at or before `t`: exactly when ``nextDeadline(upTo:)`` finds
    /// one (the same two lists, the same test). Mutating only so that it reads the stage in
    /// place: a non-mutating call on the stage in its box copied all of it (issue #26).
    mutating func hasDeadline(upTo t: Double) -> Bool {
        for r in armed {
            if let d = states[r].deadline, d <= t { return true }
        }
        for (_, d) in builtin.deadlines where d.time <= t { return true }
        return false
    }

    /// The next armed deadline at or before `t` (all of them when `t` is nil): the earliest,
    /// equal ones in arming order (G5), recognizers' and builtins' alike.
    func nextDeadline(upTo t: Double?) -> (owner: DeadlineOwner, time: Double)? {
        var best: (owner: DeadlineOwner, time: Double, order: Int)?
        // Each state's two fields read in place (`enumerated()` copied every state), and only
        // for the recognizers armed; their deadline orders are unique, so the scan's order does
        // not matter.
        for r in armed {
            guard let d = states[r].deadline else { continue }
            if let t, d > t { continue }
            let order = states[r].deadlineOrder
            if let b = best, (b.time, b.order) <= (d, order) { continue }
            best = (.recognizer(r), d, order)
        }
        for (view, d) in builtin.deadlines {
            if let t, d.time > t { continue }
            if let b = best, (b.time, b.order) <= (d.time, d.order) { continue }
            best = (.builtin(view), d.time, d.order)
        }
        return best.map { ($0.owner, $0.time) }
    }

    // MARK: - Transitions (G4, G10–G13)

    mutating func record(_ r: Int, _ phase: GestureState) {
        // Fields read in place: copying the recognizer retained all its strings and lists.
        if transitions.isEmpty {
            let slot = r * 6 + phase.slot
            if singleTransitions[slot].isEmpty { singleTransitions[slot] = [transition(r, phase)] }
            transitions = singleTransitions[slot]
        } else {
            transitions.append(transition(r, phase))
        }
        switch phase {
        case .recognized: states[r].phase = .recognized
        case .failed: states[r].phase = .failed
        case .began: states[r].phase = .began
        case .changed: states[r].phase = .changed
        case .ended: states[r].phase = .ended
        case .cancelled: states[r].phase = .cancelled
        }
        if phase != .began && phase != .changed { states[r].deadline = nil }
        if !states[r].changedInStep {
            states[r].changedInStep = true
            changedInStep.append(r)
        }
    }

    private func transition(_ r: Int, _ phase: GestureState) -> GestureTransition {
        let sends = phase != .failed
        return GestureTransition(gesture: recognizers[r].id, state: phase,
                                 action: sends ? recognizers[r].action?.selector : nil,
                                 target: sends ? recognizers[r].action?.target : nil)
    }

    /// Fails an undecided recognizer, then releases at once the waiting recognizers that no
    /// longer have a listed recognizer in play, in scene order (G3, G11).
    mutating func fail(_ r: Int) {
        guard states[r].phase == .possible else { return }
        states[r].waiting = false
        record(r, .failed)
        for w in requiredBy[r] where states[w].waiting && states[w].phase == .possible
            && !recognizers[w].requireToFail.contains(where: inPlay) {
            states[w].waiting = false
            attempt(w)
        }
    }

    /// A recognizer would recognize or begin: G12, then G10, then G11 decide.
    mutating func attempt(_ r: Int) {
        if controlComesFirst(r) || states.indices.contains(where: {
            $0 != r && states[$0].isActive && shareTouch($0, r) && !mayBeActiveTogether($0, r)
        }) {
            fail(r)
            return
        }
        if recognizers[r].requireToFail.contains(where: inPlay) {
            // G11, G5: it waits, silently, and its deadlines are disarmed.
            states[r].waiting = true
            states[r].deadline = nil
            return
        }
        win(r)
    }

    /// G10, G11, G13: it recognizes or begins, claims touches, and forces failures.
    private mutating func win(_ r: Int) {
        record(r, recognizers[r].kind.isDiscrete ? .recognized : .began)
        claimTouches(of: r)
        for o in states.indices where o != r && states[o].phase == .possible && shareTouch(o, r) && !mayBeActiveTogether(o, r) {
            fail(o)
        }
        for o in requiredBy[r] where states[o].phase == .possible && !states[o].tracked.isEmpty {
            fail(o)
        }
    }

    /// G13: with `cancelsTouchesInView` every tracked touch; without it, only the touches
    /// whose queued phase it was holding.
    mutating func claimTouches(of r: Int) {
        let recognizer = recognizers[r]
        for serial in states[r].tracked {
            guard var t = touches[serial], !t.claimed else { continue }
            let holding = (recognizer.delaysTouchesBegan && queues[serial]?.contains { $0.phase == .began } == true)
                || (recognizer.delaysTouchesEnded && queues[serial]?.contains { $0.phase == .ended } == true)
            if recognizer.cancelsTouchesInView || holding {
                t.claimed = true
                touches[serial] = t
            }
        }
    }

    /// G12: a recognizer on a proper ancestor of an enabled control that is one of its touches'
    /// view fails instead of recognizing, for the kinds and classes R6.9 names.
    func controlComesFirst(_ r: Int) -> Bool {
        states[r].tracked.contains { serial in
            // Only an enabled control's touch can make it give way: asked first, before the
            // recognizer is copied for the question (issue #26).
            guard let view = touches[serial]?.view, view >= 0, scene.nodes[Int(view)].flags.contains(.control)
            else { return false }
            return scene.yieldsToControl(recognizers[r], touchView: view)
        }
    }

    // MARK: - What the view is given (G14–G16)

    /// G14, G15: whether an undecided recognizer that tracks the touch holds this phase.
    func holds(_ phase: TouchPhase, of serial: Int) -> Bool {
        guard touches.contains(serial), let accepted = acceptedBy[serial] else { return false }
        switch phase {
        case .began:
            return accepted.contains { states[$0].phase == .possible && recognizers[$0].delaysTouchesBegan && states[$0].tracked.contains(serial) }
        case .ended:
            return accepted.contains { states[$0].phase == .possible && recognizers[$0].delaysTouchesEnded && states[$0].tracked.contains(serial) }
        case .moved, .stationary, .cancelled:
            return false
        }
    }
}

extension GestureStage {
    /// G16: queues a phase of the touch `serial` for its view.
    mutating func enqueue(_ sample: TouchSample, serial: Int) {
        if queues.contains(serial) {
            queues[serial]?.append(sample)
        } else {
            queues[serial] = [sample]
        }
    }

    /// G16: takes the first phase queued for the touch `serial` (its entry goes with its last phase).
    mutating func dequeue(serial: Int) {
        queues[serial]?.removeFirst()
        if queues[serial]?.isEmpty == true { queues[serial] = nil }
    }
}

extension GestureState {
    /// The state's place among a recognizer's six (``GestureStage``'s single transitions).
    fileprivate var slot: Int {
        switch self {
        case .recognized: 0
        case .failed: 1
        case .began: 2
        case .changed: 3
        case .ended: 4
        case .cancelled: 5
        }
    }
}
