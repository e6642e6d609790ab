import TouchTapeCore

/// What changed, told apart from where: a scene, the fields that moved, and the lead field's
/// reference value → current value (docs/cli.md `groups`). `view`, `hitView`, `chain` and
/// `handledBy` of one delivery fold into one signature, led by the first of them that changed
/// (`view cell3 → tableView`); so do `withheld` and `gestures` (docs/formats.md), which
/// lead when `gestures` changed: the recognizer that started or stopped firing is the cause
/// of the rest. Every other field is a signature of its own.
package struct ChangeSignature: Sendable, Hashable {
    package var scene: String
    /// The lead field: `gestures`, else `view`, `hitView`, `handledBy`, `chain` or `withheld` for the folded ones.
    package var field: String
    package var baseline: FieldValue
    package var current: FieldValue
}

/// One signature's deliveries: how many, in which sessions, and one example.
package struct ChangeGroup: Sendable {
    package var signature: ChangeSignature
    /// The fields that changed with the lead field in any of its deliveries, in the outcome format's order.
    package var fields: [String]
    /// Deliveries that show this signature (each counted once, whatever its sources).
    package var deliveries: Int
    /// The sessions they belong to, in the report's order.
    package var sessions: [String]
    /// The lead field's difference of the first such delivery.
    package var example: Difference
}

/// The differences of one delivery, every source together: what a text line shows once.
package struct DeliveryDifferences: Sendable {
    package var session: String
    package var seq: Int
    package var touch: Int?
    package var phase: TouchPhase?
    /// In the order found: baseline differences first, then `expect` ones.
    package var differences: [Difference]
    /// The delivery pair's index in its session, when known (``Difference/delivery``).
    package var delivery: Int? = nil
}

extension ChangeGroup {
    /// The fields folded into one signature when they move together, in the order that picks the lead.
    static let folded = ["gestures", "view", "hitView", "handledBy", "chain", "withheld"]

    /// The differences grouped by change signature, largest first (deliveries, then sessions,
    /// then scene and lead field by name, so that equal reports group equally).
    /// `sceneOf` names a session's scene.
    package static func groups(_ differences: [Difference], sceneOf: (String) -> String) -> [ChangeGroup] {
        var order: [ChangeSignature] = []
        var found: [ChangeSignature: ChangeGroup] = [:]
        var sessionSets: [ChangeSignature: Set<String>] = [:]
        for delivery in DeliveryDifferences.split(differences) {
            let scene = sceneOf(delivery.session)
            // One signature per folded set and per other field; a delivery counts once per
            // signature even when both its baseline and an `expect` entry disagree.
            var seen: Set<ChangeSignature> = []
            for (lead, fields) in signatures(of: delivery.differences) {
                let signature = ChangeSignature(scene: scene, field: lead.field.field, baseline: lead.field.reference,
                                                current: lead.field.current)
                if var group = found[signature], !fields.allSatisfy(group.fields.contains) {
                    group.fields = OutcomeComparison.fields.filter { group.fields.contains($0) || fields.contains($0) }
                    found[signature] = group
                }
                guard seen.insert(signature).inserted else { continue }
                if var group = found[signature] {
                    group.deliveries += 1
                    if sessionSets[signature, default: []].insert(delivery.session).inserted {
                        group.sessions.append(delivery.session)
                    }
                    found[signature] = group
                } else {
                    order.append(signature)
                    found[signature] = ChangeGroup(signature: signature, fields: fields, deliveries: 1, sessions: [delivery.session],
                                                   example: lead)
                    sessionSets[signature] = [delivery.session]
                }
            }
        }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        return order.compactMap { found[$0] }.sorted { a, b in
            if a.deliveries != b.deliveries { return a.deliveries > b.deliveries }
            if a.sessions.count != b.sessions.count { return a.sessions.count > b.sessions.count }
            return (position[a.signature] ?? 0) < (position[b.signature] ?? 0)
        }
    }

    /// Each signature of one delivery's differences (one source at a time): its lead
    /// difference and the fields it covers.
    static func signatures(of differences: [Difference]) -> [(lead: Difference, fields: [String])] {
        var result: [(Difference, [String])] = []
        for source in [DifferenceSource.baseline, .expect] {
            let mine = differences.filter { $0.source == source }
            // A delivery one side lacks (docs/formats.md "How two outcomes are compared": its `kind` is null on
            // that side) is one signature led by `kind`, every field it sets folded in: the
            // delivery appeared or vanished, which is the whole change.
            if let kind = mine.first(where: { $0.field.field == "kind" && $0.isUnpaired }) {
                result.append((kind, OutcomeComparison.fields.filter { f in mine.contains { $0.field.field == f } }))
                continue
            }
            let foldedHere = mine.filter { folded.contains($0.field.field) }
            if let lead = folded.lazy.compactMap({ f in foldedHere.first { $0.field.field == f } }).first {
                let fields = OutcomeComparison.fields.filter { f in foldedHere.contains { $0.field.field == f } }
                result.append((lead, fields))
            }
            for d in mine where !folded.contains(d.field.field) {
                result.append((d, [d.field.field]))
            }
        }
        return result
    }

    /// The signature in words: `list@2 view cell3 → tableView (with hitView, chain, handledBy)`.
    package var title: String {
        let lead = signature.field
        var text = "\(signature.scene): \(lead) \(ReportText.show(signature.baseline)) → \(ReportText.show(signature.current))"
        let others = fields.filter { $0 != lead }
        if !others.isEmpty { text += " (with \(others.joined(separator: ", ")))" }
        return text
    }
}

extension Difference {
    /// A difference of a delivery one side lacks: a `kind` with null on one side (a real
    /// delivery always has a kind). docs/formats.md "How two outcomes are compared".
    package var isUnpaired: Bool {
        field.field == "kind" && (field.reference == .null || field.current == .null)
    }
}

extension DeliveryDifferences {
    /// Consecutive differences of one delivery (one session, event and touch) together,
    /// whatever their source.
    package static func split(_ differences: [Difference]) -> [DeliveryDifferences] {
        var result: [DeliveryDifferences] = []
        for d in differences {
            if let last = result.last, last.session == d.session, last.seq == d.field.seq, last.touch == d.field.touch,
               last.delivery == nil || d.delivery == nil || last.delivery == d.delivery {
                result[result.count - 1].differences.append(d)
            } else {
                result.append(DeliveryDifferences(session: d.session, seq: d.field.seq, touch: d.field.touch,
                                                  phase: d.field.phase, differences: [d], delivery: d.delivery))
            }
        }
        return result
    }

    /// `event 12, touch 1 began: view cell3 → tableView; handledBy cell3 → tableView [baseline, expect]`:
    /// each field once; a field whose reference differs between the sources names both.
    package var line: String {
        var place = "event \(seq)"
        if let touch { place += ", touch \(touch)" }
        if let phase { place += " \(phase.rawValue)" }
        var parts: [String] = []
        var fieldsInOrder: [String] = []
        for d in differences where !fieldsInOrder.contains(d.field.field) { fieldsInOrder.append(d.field.field) }
        // A delivery one side lacks reads in the outcome format's order, led by its kind: it
        // appeared or vanished, and the rest says what it was.
        if differences.contains(where: \.isUnpaired) {
            fieldsInOrder.sort { Self.formatRank($0) < Self.formatRank($1) }
        } else {
            fieldsInOrder.sort { Self.rank($0) < Self.rank($1) }
        }
        for field in fieldsInOrder {
            let mine = differences.filter { $0.field.field == field }
            guard let first = mine.first else { continue }
            let references = mine.reduce(into: [FieldValue]()) { if !$0.contains($1.field.reference) { $0.append($1.field.reference) } }
            if references.count == 1 {
                parts.append("\(field) \(ReportText.show(first.field.reference)) → \(ReportText.show(first.field.current))")
            } else {
                let named = mine.map { "\(ReportText.show($0.field.reference)) (\($0.source.rawValue))" }
                parts.append("\(field) \(named.joined(separator: " / ")) → \(ReportText.show(first.field.current))")
            }
        }
        let sources = [DifferenceSource.baseline, .expect].filter { s in differences.contains { $0.source == s } }
        return "\(place): " + parts.joined(separator: "; ") + " [" + sources.map(\.rawValue).joined(separator: ", ") + "]"
    }

    static func formatRank(_ field: String) -> Int { OutcomeComparison.fields.firstIndex(of: field) ?? 99 }

    /// `view` and `handledBy` first (what a reader looks for), then the outcome format's order.
    static func rank(_ field: String) -> Int {
        switch field {
        case "view": 0
        case "handledBy": 1
        default: 2 + (OutcomeComparison.fields.firstIndex(of: field) ?? 99)
        }
    }
}
