/// Pairing two runs' deliveries (F10; docs/formats.md, "How two outcomes are compared"): by
/// `seq`, and within a seq the event's own deliveries (not `timer`, `late` or `cancel`) by kind
/// and touch, the others by their position among the seq's such rows. For two runs of a scene
/// without recognizers (the same deliveries per seq) this is pairing by index. Replay pairs a
/// stored run's rows the same way as it reads them (TouchTapeReplay's DeliveryPairing.swift).
extension OutcomeComparison {
    /// F9's own delivery: not a `timer`, `late` or `cancel` row.
    package static func isOwn(_ kind: DeliveryKind) -> Bool { kind != .timer && kind != .late && kind != .cancel }

    /// Two whole lists of deliveries (each in seq order) paired in order, nil for the side
    /// that lacks the delivery. A reference delivery no current one takes comes after the
    /// current deliveries of its seq.
    package static func pairs(reference: [Delivery], current: [Delivery]) -> [(reference: Delivery?, current: Delivery?)] {
        struct Key: Equatable {
            var own: Bool
            var kind: DeliveryKind?
            var touch: Int?
            init(_ d: Delivery) {
                own = OutcomeComparison.isOwn(d.kind)
                kind = own ? d.kind : nil
                touch = own ? d.touch : nil
            }
        }
        var result: [(reference: Delivery?, current: Delivery?)] = []
        result.reserveCapacity(max(reference.count, current.count))
        // The reference deliveries of the current seq, each with whether one took it.
        var group: [(delivery: Delivery, key: Key, taken: Bool)] = []
        var groupSeq = Int.min
        var firstWaiting = 0
        var r = 0
        func flushGroup() {
            for entry in group where !entry.taken { result.append((entry.delivery, nil)) }
            group.removeAll(keepingCapacity: true)
            firstWaiting = 0
        }
        for c in current {
            if c.seq != groupSeq {
                flushGroup()
                while r < reference.count && reference[r].seq < c.seq {
                    result.append((reference[r], nil))
                    r += 1
                }
                groupSeq = c.seq
                while r < reference.count && reference[r].seq == c.seq {
                    group.append((reference[r], Key(reference[r]), false))
                    r += 1
                }
            }
            // The usual case, both sides with the same rows: the first row not taken matches, so
            // an event of many touches pairs in linear time.
            while firstWaiting < group.count && group[firstWaiting].taken { firstWaiting += 1 }
            let key = Key(c)
            if let i = group[firstWaiting...].firstIndex(where: { !$0.taken && $0.key == key }) {
                group[i].taken = true
                result.append((group[i].delivery, c))
            } else {
                result.append((nil, c))
            }
        }
        flushGroup()
        while r < reference.count {
            result.append((reference[r], nil))
            r += 1
        }
        return result
    }

    /// Every delivery that differs between two runs of a session: changed, new (no reference)
    /// or gone (no current). Deliveries are paired by event (`seq`) and, within an event, by
    /// kind and touch, a recognizer's `timer`, `late` and `cancel` rows by their position
    /// (F10; docs/formats.md, "How two outcomes are compared").
    ///
    /// - Parameters:
    ///   - reference: the deliveries of the reference run (the baseline, an earlier version).
    ///   - current: the deliveries of the run to check.
    public static func changes(reference: [Delivery], current: [Delivery]) -> [DeliveryChange] {
        var changes: [DeliveryChange] = []
        for (x, y) in pairs(reference: reference, current: current) {
            let found: [FieldDifference]
            switch (x, y) {
            case let (x?, y?): found = differences(reference: x, current: y)
            case let (x?, nil): found = differences(unpaired: x, present: .reference)
            case let (nil, y?): found = differences(unpaired: y, present: .current)
            case (nil, nil): found = []
            }
            if !found.isEmpty { changes.append(DeliveryChange(reference: x, current: y, differences: found)) }
        }
        return changes
    }
}
