/// What text input changes between steps (S27, clarification 9): the first responder, which
/// the dispatcher keeps (F1) and hands to the recognizer stage for each event, and what a
/// recognized `#textTap` did that belongs on its step's `touch` delivery. The tap's action
/// runs while that delivery is still being made (recognizers see a phase before its view,
/// G3), so its control events and the new first responder wait here, as its calls wait with
/// the step's deferred ones (2.0), until the delivery is appended.
struct TextInputRuntime: Sendable {
    /// F1: the first responder now; the dispatcher sets it before each event and reads it back.
    var firstResponder: Int32?
    /// Made by the action being run now, for the next delivery appended.
    private var pendingEvents: [ControlEventRecord] = []
    private var pendingFirstResponder: String?
    /// Moved here once that delivery is appended, by its index, until the step's end.
    private var settled: [(delivery: Int, events: [ControlEventRecord], firstResponder: String?)] = []

    /// A control event of the action (C4: only one the control has an action for).
    mutating func send(_ record: ControlEventRecord) { pendingEvents.append(record) }

    /// Clarification 9: the step made `id` first responder.
    mutating func becameFirstResponder(_ id: String) { pendingFirstResponder = id }

    /// The delivery the pending effects belong to was appended at `index`.
    mutating func appended(at index: Int) {
        guard !pendingEvents.isEmpty || pendingFirstResponder != nil else { return }
        settled.append((index, pendingEvents, pendingFirstResponder))
        pendingEvents.removeAll()
        pendingFirstResponder = nil
    }

    /// The step is over: its control events and first responder go on their delivery.
    mutating func settle(_ deliveries: inout [GestureDelivery]) {
        guard !settled.isEmpty else { return }
        for s in settled where s.delivery < deliveries.count {
            deliveries[s.delivery].controlEvents += s.events
            if let id = s.firstResponder { deliveries[s.delivery].firstResponder = id }
        }
        settled.removeAll()
    }
}
