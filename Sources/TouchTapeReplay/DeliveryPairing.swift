import TouchTapeCore
import TouchTapeStore

/// What a delivery pairs by within its seq (docs/formats.md "How two outcomes are compared"). The event's own
/// deliveries (`touch` and the other `/1` kinds) pair by kind and touch, which for a `/1`
/// layout is their position in the seq; the version-dependent `timer`, `late` and `cancel`
/// rows pair by their position among the seq's version-dependent rows. A step's `cancel` and
/// `late` rows come right after its own delivery (G17), so in an event with several touches
/// a recognizer's rows sit between two touch deliveries: plain positions would then pair the
/// second touch with a `cancel` row.
struct PairKey<Kind: Equatable>: Equatable {
    /// False for `timer`, `late` and `cancel` rows.
    var own: Bool
    /// Own deliveries only (nil otherwise).
    var kind: Kind?
    var touch: Int?

    init(kind: Kind, own: Bool, touch: Int?) {
        self.own = own
        self.kind = own ? kind : nil
        self.touch = own ? touch : nil
    }
}

/// The reference rows of one seq, waiting for their partners, in order.
struct SeqGroup<Row, Kind: Equatable> {
    private(set) var seq = Int.min
    private var rows: [(row: Row, key: PairKey<Kind>, taken: Bool)] = []
    /// Rows not taken yet.
    private(set) var waiting = 0

    /// Starts the group of `seq` (the previous group's rows must have been handed out).
    mutating func start(_ seq: Int) {
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
        waiting = 0
        self.seq = seq
    }

    mutating func add(_ row: Row, key: PairKey<Kind>) {
        rows.append((row, key, false))
        waiting += 1
    }

    /// The first row not yet taken with this key.
    mutating func take(_ key: PairKey<Kind>) -> Row? {
        guard waiting > 0 else { return nil }
        for i in rows.indices where !rows[i].taken && rows[i].key == key {
            rows[i].taken = true
            waiting -= 1
            return rows[i].row
        }
        return nil
    }

    /// Appends every row no delivery took to `unpaired`, in order, and empties the group.
    mutating func flush(into unpaired: inout [Row]) {
        if waiting > 0 {
            for r in rows where !r.taken { unpaired.append(r.row) }
        }
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
        waiting = 0
    }
}

/// A reference run's rows of one session (the baseline, or run A of `diff`), read in step with
/// the current deliveries and paired with them by seq and, within the seq, by ``PairKey``
/// (docs/formats.md "How two outcomes are compared"; F10).
///
/// Both sides come in seq order, so pairing is a merge: when a current delivery of seq `s`
/// comes, the reference rows of earlier seqs that no delivery took are unpaired (they
/// vanished); the delivery takes the first reference row of seq `s` with its key, read ahead
/// as far as needed (rows passed over wait in the group), or is unpaired (new). When both sides
/// have the same rows per seq, which is always the case for scenes without recognizers, this
/// is exactly pairing by index, and each delivery takes the next row at once after comparing
/// its kind and touch: no SQL, no allocation, no group.
///
/// Rows are handed out as stored (``OutcomeRow``: place and shape id); the caller expands one
/// into a ``StoredOutcome`` only when it differs (issue #26).
///
/// A struct whose rows passed over are collected in ``unpaired`` for the caller to take after
/// each call, rather than handed to a closure: a class changed by the replay's closures paid a
/// dynamic exclusivity check for every field it read, for every delivery (issue #26).
struct ReferenceRows {
    private let cursor: OutcomeCursor
    private let store: Store
    /// The next reference row, read ahead (valid when `hasLookahead`).
    private var lookahead = OutcomeRow(ordinal: 0, seq: 0, touch: nil, shape: 0)
    private var hasLookahead = false
    private var exhausted = false
    private var group = SeqGroup<OutcomeRow, Int64>()
    /// Whether each kind text id seen is an own delivery's: a handful of kinds, scanned linearly.
    private var ownKinds: [(id: Int64, own: Bool)] = []
    /// The reference rows no current delivery took, in order, found by the last call of
    /// ``partner(seq:kind:touch:)`` or ``finish()``: the caller handles them before the
    /// partner, then calls ``clearUnpaired()``.
    private(set) var unpaired: [OutcomeRow] = []

    init(_ cursor: OutcomeCursor, store: Store) {
        self.cursor = cursor
        self.store = store
    }

    /// The reference row paired with the next current delivery, or nil when it has none; each
    /// earlier reference row that no current delivery took is added to ``unpaired``, in order.
    mutating func partner(of current: StoredOutcome) throws -> OutcomeRow? {
        try partner(seq: current.seq, kind: current.kind, touch: current.touch)
    }

    /// ``partner(of:)`` for a delivery of `seq`, kind text id `kind` and `touch`.
    mutating func partner(seq: Int, kind: Int64, touch: Int?) throws -> OutcomeRow? {
        if seq != group.seq {
            group.flush(into: &unpaired)
            while let next = try peek(), next.seq < seq {
                hasLookahead = false
                unpaired.append(next)
            }
            group.start(seq)
        }
        // The usual case: nothing waits and the next row has the delivery's kind and touch
        // (the same kind and touch is the same key).
        if group.waiting == 0, try fill(), lookahead.seq == seq, lookahead.touch == touch,
           try store.kind(of: lookahead) == kind {
            hasLookahead = false
            return lookahead
        }
        let wanted = try key(kind: kind, touch: touch)
        if let waiting = group.take(wanted) { return waiting }
        while let next = try peek(), next.seq == seq {
            hasLookahead = false
            let found = try key(kind: try store.kind(of: next), touch: next.touch)
            if found == wanted { return next }
            group.add(next, key: found)
        }
        return nil
    }

    /// After the last current delivery: adds every reference row left to ``unpaired``.
    mutating func finish() throws {
        group.flush(into: &unpaired)
        while let next = try peek() {
            hasLookahead = false
            unpaired.append(next)
        }
    }

    /// Empties ``unpaired`` once its rows are handled.
    mutating func clearUnpaired() {
        unpaired.removeAll(keepingCapacity: true)
    }

    private mutating func key(kind: Int64, touch: Int?) throws -> PairKey<Int64> {
        PairKey(kind: kind, own: try isOwn(kind), touch: touch)
    }

    private mutating func isOwn(_ kind: Int64) throws -> Bool {
        for known in ownKinds where known.id == kind { return known.own }
        let own = DeliveryKind(rawValue: try store.text(kind)).map(OutcomeComparison.isOwn) ?? true
        ownKinds.append((kind, own))
        return own
    }

    /// Reads the next row ahead when none is; false after the last.
    private mutating func fill() throws -> Bool {
        if !hasLookahead && !exhausted {
            if let row = try cursor.nextRow() {
                lookahead = row
                hasLookahead = true
            } else {
                exhausted = true
            }
        }
        return hasLookahead
    }

    private mutating func peek() throws -> OutcomeRow? {
        try fill() ? lookahead : nil
    }
}
