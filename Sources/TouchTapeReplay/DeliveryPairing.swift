import TouchTapeCore
import TouchTapeStore

/// A reference run's rows of one session (the baseline, or run A of `diff`), read in step with
/// the current deliveries and paired with them by `(seq, position within the seq)`
/// (formats-gestures.md "Pairing"; F10).
///
/// Both sides come in seq order, so pairing is a merge: a current delivery of seq `s` takes the
/// next reference row of seq `s`; reference rows of an earlier seq that no current delivery
/// took are unpaired (they vanished), and a current delivery with no reference row of its seq
/// left is unpaired (it is new). When both sides have the same rows per seq, which is always
/// the case for scenes without recognizers, this is exactly pairing by index, at the cost of
/// one integer comparison per delivery (no SQL, no allocation).
struct ReferenceRows {
    private let cursor: OutcomeCursor
    private var lookahead: StoredOutcome?
    private var exhausted = false

    init(_ cursor: OutcomeCursor) { self.cursor = cursor }

    /// The reference row paired with the next current delivery, whose seq is `seq`, or nil
    /// when it has none; first hands each earlier reference row no current delivery took to
    /// `unpaired`, in order.
    mutating func partner(ofSeq seq: Int, unpaired: (StoredOutcome) throws -> Void) throws -> StoredOutcome? {
        while let row = try peek() {
            if row.seq > seq { return nil }
            lookahead = nil
            if row.seq == seq { return row }
            try unpaired(row)
        }
        return nil
    }

    /// After the last current delivery: hands every reference row left to `unpaired`.
    mutating func finish(unpaired: (StoredOutcome) throws -> Void) throws {
        while let row = try peek() {
            lookahead = nil
            try unpaired(row)
        }
    }

    private mutating func peek() throws -> StoredOutcome? {
        if lookahead == nil && !exhausted {
            if let (_, row) = try cursor.next() { lookahead = row } else { exhausted = true }
        }
        return lookahead
    }
}

/// Pairs two whole lists of deliveries (each in seq order) by `(seq, position within the
/// seq)`, as ``ReferenceRows`` does for a stored run: each pair in order, nil for the side
/// that lacks the delivery.
enum DeliveryPairs {
    static func pairs(reference: [Delivery], current: [Delivery]) -> [(reference: Delivery?, current: Delivery?)] {
        var result: [(reference: Delivery?, current: Delivery?)] = []
        result.reserveCapacity(max(reference.count, current.count))
        var r = 0
        for c in current {
            while r < reference.count && reference[r].seq < c.seq {
                result.append((reference[r], nil))
                r += 1
            }
            if r < reference.count && reference[r].seq == c.seq {
                result.append((reference[r], c))
                r += 1
            } else {
                result.append((nil, c))
            }
        }
        while r < reference.count {
            result.append((reference[r], nil))
            r += 1
        }
        return result
    }
}
