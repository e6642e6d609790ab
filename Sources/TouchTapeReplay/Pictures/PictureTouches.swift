import TouchTapeCore
import TouchTapeStore

/// A delivery that differs from its reference, as a picture marks it: where the touch went
/// before (the baseline's or the expected view) and where it goes now.
package struct PictureChange: Sendable, Hashable {
    /// The reference's target: the view the baseline (or the `expect` entry) names.
    package var before: String?
    /// The engine's target now.
    package var after: String?
    /// The field `before` and `after` come from: `view`, else `handledBy`, else the first
    /// field that changed (then `before` and `after` are nil).
    package var field: String
    /// Every difference of the touch, one line each (`view centerButton → cell7`).
    package var lines: [String]

    package init(before: String?, after: String?, field: String, lines: [String]) {
        self.before = before
        self.after = after
        self.field = field
        self.lines = lines
    }
}

/// One finger of a session, from `began` to `ended`/`cancelled`, with what the engine did
/// with it: what a picture draws for a touch.
package struct PictureTouch: Sendable {
    /// The session, when a picture shows several.
    package var session: String?
    package var touch: Int
    /// The index of the event that began it.
    package var seq: Int
    package var t: Double
    /// Screen points: the `began` location, then every later one.
    package var points: [Point]
    /// The phase it ended with (nil: still down at the end of the session).
    package var endPhase: TouchPhase?
    /// The view the touch is bound to (`UITouch.view`), nil when none took it.
    package var view: String?
    package var handledBy: String?
    package var dropped: DropReason?
    package var controlEvents: [ControlEventRecord]
    /// The recognizer that took the touch from its view (G13), when one did.
    package var claimedBy: String?
    /// Set when any of its deliveries differs from its reference.
    package var change: PictureChange?

    package init(session: String? = nil, touch: Int, seq: Int, t: Double, points: [Point], endPhase: TouchPhase? = nil,
                view: String? = nil, handledBy: String? = nil, dropped: DropReason? = nil,
                controlEvents: [ControlEventRecord] = [], change: PictureChange? = nil) {
        self.session = session
        self.touch = touch
        self.seq = seq
        self.t = t
        self.points = points
        self.endPhase = endPhase
        self.view = view
        self.handledBy = handledBy
        self.dropped = dropped
        self.controlEvents = controlEvents
        self.change = change
    }
}

/// Building ``PictureTouch`` values from a session, its deliveries and its differences.
package enum PictureTouches {
    /// A touch delivery's place: its event and its finger.
    package struct Key: Hashable, Sendable {
        package var seq: Int
        package var touch: Int?

        package init(seq: Int, touch: Int?) {
            self.seq = seq
            self.touch = touch
        }
    }

    /// The fingers of a session, in the order they began. `deliveries` are the session's
    /// deliveries (the engine's now); `changes` the differences of each changed delivery.
    package static func collect(session: String? = nil, events: [SessionEvent], deliveries: [Delivery],
                               changes: [Key: [Difference]] = [:]) -> [PictureTouch] {
        var byKey: [Key: Delivery] = [:]
        for d in deliveries where d.kind == .touch {
            byKey[Key(seq: d.seq, touch: d.touch)] = d
        }
        var touches: [PictureTouch] = []
        var changed: [[Difference]] = []
        var active: [Int: Int] = [:]
        for (seq, event) in events.enumerated() {
            guard case .touches(let samples) = event.payload else { continue }
            for sample in samples {
                let key = Key(seq: seq, touch: sample.touch)
                let delivery = byKey[key]
                let index: Int
                if sample.phase != .began, let existing = active[sample.touch] {
                    index = existing
                    touches[index].points.append(sample.location)
                } else {
                    index = touches.count
                    touches.append(PictureTouch(session: session, touch: sample.touch, seq: seq, t: event.t,
                                                points: [sample.location], view: delivery?.view,
                                                handledBy: delivery?.handledBy, dropped: delivery?.dropped))
                    changed.append([])
                    active[sample.touch] = index
                }
                if let delivery { touches[index].controlEvents += delivery.controlEvents }
                if let found = changes[key] { changed[index] += found }
                if sample.phase == .ended || sample.phase == .cancelled {
                    touches[index].endPhase = sample.phase
                    active[sample.touch] = nil
                }
            }
        }
        for i in touches.indices where !changed[i].isEmpty {
            touches[i].change = change(from: changed[i])
        }
        for claim in claims(in: deliveries) {
            // The finger with that id that began last at or before the claim.
            if let i = touches.lastIndex(where: { $0.touch == claim.touch && $0.seq <= claim.seq }), touches[i].claimedBy == nil {
                touches[i].claimedBy = claim.recognizer
            }
        }
        return touches
    }

    /// G13: each touch a recognizer took, with the recognizer that recognized or began in the
    /// step that took it (a `cancel` row, or a `touch` row withheld as `claimed`).
    static func claims(in deliveries: [Delivery]) -> [(seq: Int, touch: Int, recognizer: String)] {
        var result: [(seq: Int, touch: Int, recognizer: String)] = []
        var winner = ""
        var seen: Set<Int> = []
        for d in deliveries {
            if let w = d.gestures.last(where: { $0.state == .recognized || $0.state == .began }) { winner = w.gesture }
            guard let touch = d.touch else { continue }
            // A touch id is used again after it ended (T7): a new finger starts unclaimed.
            if d.kind == .touch && d.phase == .began { seen.remove(touch) }
            if (d.kind == .cancel || d.withheld == .claimed) && seen.insert(touch).inserted {
                result.append((d.seq, touch, winner))
            }
        }
        return result
    }

    /// What a picture says about a touch's differences.
    static func change(from differences: [Difference]) -> PictureChange {
        // The baseline's word first: it is what the touch did before the change.
        let ordered = differences.filter { $0.source == .baseline } + differences.filter { $0.source == .expect }
        var lines: [String] = []
        for d in ordered {
            var line = "\(d.field.field) \(ReportText.show(d.field.reference)) → \(ReportText.show(d.field.current))"
            if let phase = d.field.phase { line = "\(phase.rawValue): " + line }
            if d.source == .expect { line += " (expected → engine)" }
            if !lines.contains(line) { lines.append(line) }
        }
        // A delivery one side lacks (docs/formats.md "How two outcomes are compared") says nothing of where the
        // touch went before and after: its lines tell it, the arrow does not.
        let unpaired = Set(ordered.filter(\.isUnpaired).compactMap(\.delivery))
        for field in ["view", "handledBy"] {
            if let d = ordered.first(where: { $0.field.field == field && !($0.delivery.map(unpaired.contains) ?? false) }) {
                return PictureChange(before: idValue(d.field.reference), after: idValue(d.field.current),
                                     field: field, lines: lines)
            }
        }
        return PictureChange(before: nil, after: nil, field: ordered.first?.field.field ?? "", lines: lines)
    }

    static func idValue(_ v: FieldValue) -> String? {
        if case .text(let s) = v { return s }
        return nil
    }

    /// One session's differences by delivery.
    package static func changes(_ differences: [Difference], session: String) -> [Key: [Difference]] {
        var result: [Key: [Difference]] = [:]
        for d in differences where d.session == session {
            result[Key(seq: d.field.seq, touch: d.field.touch), default: []].append(d)
        }
        return result
    }

    /// The differences a stored run recorded for one of its sessions (the `changes` table),
    /// by delivery.
    package static func changes(store: Store, run: Int64, session: StoredSession) throws -> [Key: [Difference]] {
        let statement = try store.database.prepare("""
            SELECT source, field, seq, touch, phase, baseline, current, ordinal FROM changes
            WHERE run_id = ? AND session_id = ? ORDER BY ordinal
            """)
        try statement.bind([.integer(run), .integer(session.id)])
        var result: [Key: [Difference]] = [:]
        while try statement.step() {
            let field = statement.columnText(1) ?? ""
            func value(_ column: Int) -> FieldValue {
                if statement.columnIsNull(column) { return .null }
                switch field {
                case "touch": return .number(statement.columnDouble(column))
                case "chain", "controlEvents", "gestures", "calls": return .json(statement.columnText(column) ?? "[]")
                default: return .text(statement.columnText(column) ?? "")
                }
            }
            let seq = statement.columnInt(2)
            let touch: Int? = statement.columnIsNull(3) ? nil : statement.columnInt(3)
            let difference = FieldDifference(seq: seq, touch: touch, phase: statement.columnText(4).flatMap(TouchPhase.init),
                                             field: field, reference: value(5), current: value(6))
            let source = DifferenceSource(rawValue: statement.columnText(0) ?? "") ?? .baseline
            result[Key(seq: seq, touch: touch), default: []].append(
                Difference(session: session.name, field: difference, source: source, delivery: statement.columnInt(7)))
        }
        // The table keeps one delivery's differences in key order: put them in the outcome format's.
        func rank(_ d: Difference) -> Int { OutcomeComparison.fields.firstIndex(of: d.field.field) ?? Int.max }
        return result.mapValues { list in list.sorted { (rank($0), $0.source.rawValue) < (rank($1), $1.source.rawValue) } }
    }

    /// A stored run's outcomes of one session, as deliveries (`t` is not stored: 0).
    package static func deliveries(store: Store, run: Int64, session: StoredSession) throws -> [Delivery] {
        let cursor = try OutcomeCursor(store: store, run: run, session: session.id)
        var result: [Delivery] = []
        func text(_ id: Int64?) throws -> String? { try id.map { try store.text($0) } }
        while let (_, o) = try cursor.next() {
            let kind = DeliveryKind(rawValue: try store.text(o.kind)) ?? .touch
            var d = Delivery(seq: o.seq, t: 0, kind: kind, touch: o.touch,
                             phase: try text(o.phase).flatMap(TouchPhase.init), window: try text(o.window),
                             hitView: try text(o.hitView), view: try text(o.view), handledBy: try text(o.handledBy),
                             dropped: try text(o.dropped).flatMap(DropReason.init),
                             firstResponder: try text(o.firstResponder))
            d.controlEvents = controlEvents(json: try store.text(o.controlEvents))
            result.append(d)
        }
        return result
    }

    /// Control events from their JSON text in the store (unknown entries are skipped).
    static func controlEvents(json: String) -> [ControlEventRecord] {
        guard let value = try? JSONReader.parse(Array(json.utf8)), let items = value.arrayValue else { return [] }
        return items.compactMap { item in
            guard let object = item.objectValue, let view = object["view"]?.stringValue,
                  let event = object["event"]?.stringValue.flatMap(ControlEvent.init),
                  let action = object["action"]?.stringValue else { return nil }
            return ControlEventRecord(view: view, event: event, action: action)
        }
    }
}
