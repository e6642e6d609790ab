/// A value of one outcome field, as differences report it: scalars as text (or null), lists
/// as JSON text (docs/formats.md; docs/store.md `v_changes`).
public enum FieldValue: Sendable, Hashable, CustomStringConvertible {
    /// The field is null (or, for a delivery one side lacks, absent).
    case null
    /// A string field: an id, a kind, a phase, a reason.
    case text(String)
    /// A number field (`touch`).
    case number(Double)
    /// A list (`chain`, `controlEvents`, `gestures`, `calls`), as JSON text.
    case json(String)

    /// The value as differences print it: `null`, the text, the number, the JSON text.
    public var description: String {
        switch self {
        case .null: "null"
        case .text(let s): s
        case .number(let d): JSONText.numberString(d)
        case .json(let s): s
        }
    }
}

/// One field of one delivery that differs from its reference: the session's baseline (or
/// another run or scene version), or an `expect` entry.
public struct FieldDifference: Sendable, Hashable {
    /// The event the delivery answers.
    public var seq: Int
    /// The delivery's touch, for a touch delivery.
    public var touch: Int?
    /// The delivery's touch phase, for a touch delivery.
    public var phase: TouchPhase?
    /// The outcome key as the outcome JSON spells it (`view`, `handledBy`, `chain`, …).
    public var field: String
    /// The reference's value: the earlier run's, or what the `expect` entry states.
    public var reference: FieldValue
    /// The value of the run being checked.
    public var current: FieldValue

    package init(seq: Int, touch: Int?, phase: TouchPhase?, field: String, reference: FieldValue, current: FieldValue) {
        self.seq = seq
        self.touch = touch
        self.phase = phase
        self.field = field
        self.reference = reference
        self.current = current
    }
}

/// Which side of a pair holds the delivery when the other has none (F10; docs/formats.md, "How two outcomes are compared").
package enum PairSide: Sendable {
    /// Only the reference (the baseline, run A, version `from`): the delivery vanished.
    case reference
    /// Only the current side: the delivery is new.
    case current
}

/// Compares outcomes field by field, in the outcome format's key order.
public enum OutcomeComparison {
    /// The fields compared, in the order the outcome format writes them (`seq`, `t` and
    /// `trace` aside: two outcomes are the same when every key but `t` and `trace` is equal).
    package static let fields = ["kind", "touch", "phase", "window", "view", "hitView", "chain", "handledBy",
                                "controlEvents", "dropped", "firstResponder", "withheld", "gestures", "calls"]

    /// The value of one field of a delivery.
    package static func value(of field: String, in d: Delivery) -> FieldValue {
        switch field {
        case "kind": return .text(d.kind.rawValue)
        case "touch": return d.touch.map { .number(Double($0)) } ?? .null
        case "phase": return text(d.phase?.rawValue)
        case "window": return text(d.window)
        case "view": return text(d.view)
        case "hitView": return text(d.hitView)
        case "chain": return .json(OutcomeJSON.text(of: d.chain))
        case "handledBy": return text(d.handledBy)
        case "controlEvents": return .json(OutcomeJSON.text(of: d.controlEvents))
        case "dropped": return text(d.dropped?.rawValue)
        case "firstResponder": return text(d.firstResponder)
        case "withheld": return text(d.withheld?.rawValue)
        case "gestures": return .json(OutcomeJSON.text(of: d.gestures))
        case "calls": return .json(OutcomeJSON.text(of: d.calls))
        default: return .null
        }
    }

    /// Every field in which `current` differs from `reference`, two deliveries of the same
    /// event and touch; empty when they are the same (``Delivery/isSame(as:)``).
    public static func differences(reference: Delivery, current: Delivery) -> [FieldDifference] {
        if reference.isSame(as: current) { return [] }
        var result: [FieldDifference] = []
        for field in fields {
            let a = value(of: field, in: reference), b = value(of: field, in: current)
            if a != b {
                result.append(FieldDifference(seq: current.seq, touch: current.touch, phase: current.phase,
                                              field: field, reference: a, current: b))
            }
        }
        return result
    }

    /// The differences of a delivery that one side has and the other lacks (F10; docs/formats.md,
    /// "How two outcomes are compared": a pair of `(seq, position within the seq)` with one side
    /// missing). The missing
    /// side is "no delivery", every field null: `kind` is always reported (null on the missing
    /// side), then every other field the present side sets (not null, not an empty list).
    /// `seq`, `touch` and `phase` are the present side's.
    package static func differences(unpaired d: Delivery, present side: PairSide) -> [FieldDifference] {
        var result: [FieldDifference] = []
        for field in fields {
            let v = value(of: field, in: d)
            guard field == "kind" || !isEmpty(v) else { continue }
            result.append(FieldDifference(seq: d.seq, touch: d.touch, phase: d.phase, field: field,
                                          reference: side == .reference ? v : .null,
                                          current: side == .current ? v : .null))
        }
        return result
    }

    /// Null or an empty list: what "no delivery" has too.
    package static func isEmpty(_ v: FieldValue) -> Bool {
        switch v {
        case .null: true
        case .json(let s): s == "[]"
        default: false
        }
    }

    /// Every stated field of an event's `expect` entries that the event's deliveries disagree
    /// with. `deliveries` are the deliveries of that one event.
    package static func differences(expected: [Expectation], deliveries: ArraySlice<Delivery>) -> [FieldDifference] {
        var result: [FieldDifference] = []
        // F9: an expectation is matched against its event's own delivery, never a timer,
        // late or cancel row that shares the seq.
        func isOwn(_ d: Delivery) -> Bool { d.kind != .timer && d.kind != .late && d.kind != .cancel }
        // Each own delivery's index by touch, so matching stays linear in the event's size.
        var byTouch = TouchIDSet()
        if expected.contains(where: { $0.touch != nil }) {
            for i in deliveries.indices where isOwn(deliveries[i]) {
                if let touch = deliveries[i].touch { _ = byTouch.insert(touch, slot: i) }
            }
        }
        for e in expected {
            let match: Delivery?
            if let touch = e.touch {
                match = byTouch.slot(of: touch).map { deliveries[$0] }
            } else {
                match = deliveries.first(where: isOwn)
            }
            guard let d = match else { continue }
            func check(_ field: String, _ stated: FieldValue?) {
                guard let stated else { return }
                let actual = value(of: field, in: d)
                if stated != actual {
                    result.append(FieldDifference(seq: d.seq, touch: d.touch, phase: d.phase, field: field,
                                                  reference: stated, current: actual))
                }
            }
            check("view", e.view.map(text))
            check("handledBy", e.handledBy.map(text))
            check("chain", e.chain.map { .json(OutcomeJSON.text(of: $0)) })
            check("controlEvents", e.controlEvents.map { .json(OutcomeJSON.text(of: $0)) })
            check("dropped", e.dropped.map { text($0?.rawValue) })
            check("firstResponder", e.firstResponder.map(text))
            check("withheld", e.withheld.map { text($0?.rawValue) })
            check("gestures", e.gestures.map { .json(OutcomeJSON.text(of: $0)) })
            if let patterns = e.calls {
                // A subsequence of the calls of the event's deliveries for this touch (CallPattern).
                let observed = callsOfEvent(deliveries, touch: e.touch)
                if !CallPattern.matchInOrder(patterns, observed) {
                    result.append(FieldDifference(seq: d.seq, touch: d.touch, phase: d.phase, field: "calls",
                                                  reference: .json(CallPattern.text(of: patterns)),
                                                  current: .json(OutcomeJSON.text(of: observed))))
                }
            }
        }
        return result
    }

    /// Every disagreement between a whole session's expectations and its deliveries.
    package static func expectationDifferences(events: [SessionEvent], deliveries: [Delivery]) -> [FieldDifference] {
        var result: [FieldDifference] = []
        var start = 0
        for (seq, event) in events.enumerated() {
            var end = start
            while end < deliveries.count && deliveries[end].seq == seq { end += 1 }
            if !event.expectations.isEmpty {
                result += differences(expected: event.expectations, deliveries: deliveries[start..<end])
            }
            start = end
        }
        return result
    }

    static func text(_ s: String?) -> FieldValue { s.map { .text($0) } ?? .null }
}
