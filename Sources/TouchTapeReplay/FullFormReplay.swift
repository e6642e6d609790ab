import TouchTapeCore
import TouchTapeStore

/// One session's replay in a scene with recognizers or builtins: each event dispatched in full
/// form (``GestureDelivery``) and its rows compared once they are all known.
///
/// An event's rows are all known only once the next event is dispatched (or the session is
/// over): the deadlines that pass before it make the event's timer rows (same seq), whose calls
/// its expectations may check (clarification 19), as `dispatch` groups them. So each event's
/// rows wait for the next dispatch.
///
/// A struct changed through its own methods, for the reason ``SessionComparison`` is one: the
/// replay's closure captured the dispatcher, the comparison and the buffers as boxed variables,
/// and each of their reads per event paid a dynamic exclusivity check (issue #26).
struct FullFormReplay {
    private(set) var comparison: SessionComparison
    private var dispatcher: Dispatcher
    private let scene: Scene
    /// The current event's deliveries, then (when the event had its own rows only) the buffer
    /// `pending` hands back.
    private var full: [GestureDelivery] = []
    /// The previous event's rows, waiting for the deadlines that pass before the next event.
    private var pending: [GestureDelivery] = []
    private var pendingExpectations: [Expectation] = []
    /// The index of the next event.
    private(set) var seq = 0

    init(scene: Scene, comparison: SessionComparison) {
        self.scene = scene
        self.comparison = comparison
        dispatcher = Dispatcher(scene: scene)
    }

    /// Dispatches the next event; the previous event's rows, now all known, are compared.
    mutating func step(_ event: SessionEvent) throws {
        full.removeAll(keepingCapacity: true)
        dispatcher.dispatch(event, seq: seq, into: &full)
        let own = full.firstIndex { $0.seq == seq } ?? full.count
        pending += full[..<own]
        try settlePending()
        if own == 0 {
            // The usual case: the event's rows are all its own; hand the buffer over rather
            // than copy each delivery (issue #26).
            swap(&pending, &full)
        } else {
            pending += full[own...]
        }
        pendingExpectations = event.expectations
        seq += 1
    }

    /// G5: deadlines still armed after the last event pass (the last event's rows); then the
    /// baseline rows no delivery took vanish.
    mutating func finish() throws {
        full.removeAll(keepingCapacity: true)
        dispatcher.finish(into: &full)
        pending += full
        try settlePending()
        try comparison.finish()
    }

    private mutating func settlePending() throws {
        // Deliveries with ids are made only for an event that has expectations.
        let expected = pendingExpectations.isEmpty ? []
            : OutcomeComparison.differences(expected: pendingExpectations,
                                            deliveries: pending.map { scene.delivery($0) }[...])
        try comparison.compare(pending, expected: expected)
        pending.removeAll(keepingCapacity: true)
    }
}
