import TouchTapeCore
import TouchTapeStore

/// One session's comparison during `replay`: its current deliveries against the baseline's rows
/// and the events' expectations, the differences found and what the run stores
/// (docs/formats.md "How two outcomes are compared").
///
/// A struct changed through its own mutating methods rather than local functions sharing the
/// replay's variables: those variables were boxed, and every read or write of them per
/// delivery paid a dynamic exclusivity check (issue #26: a tenth of replaying a scene with
/// builtins).
struct SessionComparison {
    let store: Store
    let run: Int64
    let session: StoredSession
    let baselineRun: Int64
    /// Whether the baseline's rows pair by index (neither side has recognizers).
    let byIndex: Bool
    let baselineCursor: OutcomeCursor
    private var baseline: ReferenceRows
    let interner: OutcomeInterner

    /// `ordinal` counts the run's deliveries, `pair` the pairs compared (a delivery one side
    /// lacks is a pair of its own); they are equal until the rows stop lining up, which never
    /// happens when neither side has recognizers.
    private(set) var ordinal = 0
    private(set) var pair = 0
    private(set) var changed = 0
    private(set) var changedBaseline = 0
    private(set) var changedExpect = 0
    /// Whether the run stores this session in full: from the first pair whose two sides have
    /// different ordinals (or a missing side) on, an overlay, which fills by ordinal, would give
    /// wrong rows.
    private(set) var storesInFull = false
    /// The differences found, in order.
    private(set) var differences: [Difference] = []

    init(store: Store, run: Int64, session: StoredSession, baselineRun: Int64, byIndex: Bool,
         baselineCursor: OutcomeCursor, interner: OutcomeInterner) {
        self.store = store
        self.run = run
        self.session = session
        self.baselineRun = baselineRun
        self.byIndex = byIndex
        self.baselineCursor = baselineCursor
        self.baseline = ReferenceRows(baselineCursor, store: store)
        self.interner = interner
    }

    /// Compares one delivery with its baseline partner and with the event's expectations, and
    /// records what differs.
    mutating func compare(_ current: StoredOutcome, kind: DeliveryKind, touch: Int?, expected: [FieldDifference]) throws {
        let reference = byIndex ? try baselineCursor.nextRow() : try partner(of: current)
        try compare(current, with: reference, kind: kind, touch: touch, expected: expected)
    }

    /// Compares an event's full-form deliveries (a scene with recognizers or builtins), in order,
    /// `expected` being the event's expectations' differences.
    mutating func compare(_ deliveries: [GestureDelivery], expected: [FieldDifference]) throws {
        // Read through the buffer: a `for d in` loop, and even `deliveries[i]` handed to the
        // memo, copied each delivery (retaining its lists) to read it (issue #26).
        try deliveries.withUnsafeBufferPointer { buffer in
            guard let first = buffer.baseAddress else { return }
            for i in buffer.indices { try compare(at: first + i, expected: expected) }
        }
    }

    /// One delivery, read where it lies in the event's buffer: handing it to a call, even as a
    /// borrowed value, copied it (issue #26).
    private mutating func compare(at delivery: UnsafePointer<GestureDelivery>, expected: [FieldDifference]) throws {
        let seq = delivery.pointee.seq, touch = delivery.pointee.touch
        let reference: OutcomeRow?
        if byIndex {
            reference = try baselineCursor.nextRow()
        } else {
            let kind = try interner.kindTextID(delivery.pointee.kind, in: store)
            reference = try baseline.partner(seq: seq, kind: kind, touch: touch)
            if !baseline.unpaired.isEmpty { try vanishUnpaired() }
        }
        // The usual case: the partner's shape is the one an earlier delivery of this shape
        // was found to have, at the same place, and nothing is stored or expected: no
        // difference, and no stored form built (issue #26).
        if let reference, !storesInFull, expected.isEmpty, reference.ordinal == ordinal,
           reference.seq == seq, reference.touch == touch,
           interner.memoizedShapeID(at: delivery) == reference.shape {
            pair += 1
            ordinal += 1
            return
        }
        let current = try interner.stored(delivery.pointee, in: store)
        if try compare(current, with: reference, kind: delivery.pointee.kind, touch: touch, expected: expected),
           let reference {
            interner.rememberShapeID(reference.shape, of: delivery.pointee)
        }
    }

    /// After the last delivery: every baseline row left vanished.
    mutating func finish() throws {
        try baseline.finish()
        try vanishUnpaired()
    }

    /// The partner of a delivery in compact form, after the rows it passed over vanished.
    private mutating func partner(of current: StoredOutcome) throws -> OutcomeRow? {
        let reference = try baseline.partner(of: current)
        if !baseline.unpaired.isEmpty { try vanishUnpaired() }
        return reference
    }

    /// The baseline rows the last pairing passed over vanished, in order.
    private mutating func vanishUnpaired() throws {
        for i in baseline.unpaired.indices { try vanished(baseline.unpaired[i]) }
        baseline.clearUnpaired()
    }

    /// ``compare(_:kind:touch:expected:)`` with the baseline partner found already; true when
    /// the partner holds exactly `current`.
    @discardableResult
    private mutating func compare(_ current: StoredOutcome, with reference: OutcomeRow?, kind: DeliveryKind, touch: Int?,
                                  expected: [FieldDifference]) throws -> Bool {
        var found: [(FieldDifference, source: String)] = []
        var same = false
        if let reference {
            if reference.ordinal != ordinal { try storeInFull() }
            // Compared by shape first: a row is expanded only when it differs (issue #26).
            same = try store.row(reference, holds: current)
            if !same {
                for diff in try store.differences(reference: try store.outcome(reference), current: current) {
                    found.append((diff, "baseline"))
                }
            }
        } else {
            try storeInFull()
            found = try store.differences(unpaired: current, present: .current).map { ($0, "baseline") }
        }
        let storeRow = storesInFull || !found.isEmpty
        // F9: expectations belong to the event's own delivery, not to its timer, late or cancel rows.
        let isOwn = kind != .timer && kind != .late && kind != .cancel
        for diff in expected where isOwn && diff.touch == touch {
            found.append((diff, "expect"))
        }
        try record(found, outcome: current, storing: storeRow)
        ordinal += 1
        return same
    }

    private mutating func storeInFull() throws {
        guard !storesInFull else { return }
        storesInFull = true
        try store.fillFromBaseline(run: run, session: session.id, baselineRun: baselineRun, below: ordinal)
    }

    /// Records the differences of one pair; `outcome` is the run's row, stored when `storing`
    /// (a flag rather than an optional: no copy of the row per delivery).
    private mutating func record(_ found: [(FieldDifference, source: String)], outcome: StoredOutcome, storing: Bool) throws {
        if !found.isEmpty {
            changed += 1
            if found.contains(where: { $0.source == "baseline" }) { changedBaseline += 1 }
            if found.contains(where: { $0.source == "expect" }) { changedExpect += 1 }
            for (diff, source) in found {
                differences.append(Difference(session: session.name, field: diff,
                                              source: DifferenceSource(rawValue: source) ?? .baseline, delivery: pair))
            }
        }
        if !found.isEmpty || storing {
            try store.recordDifference(run: run, session: session.id, ordinal: ordinal, pair: pair,
                                       outcome: storing ? outcome : nil, differences: found)
        }
        pair += 1
    }

    /// A baseline delivery the run no longer has: a difference against "no delivery".
    private mutating func vanished(_ row: OutcomeRow) throws {
        try storeInFull()
        let reference = try store.outcome(row)
        try record(try store.differences(unpaired: reference, present: .reference).map { ($0, "baseline") },
                   outcome: reference, storing: false)
    }
}
