import TouchTapeCore

/// A delivery as the `outcomes` table keeps it: every text interned as a `texts` id, so two
/// outcomes compare as a handful of integers.
package struct StoredOutcome: Sendable, Hashable {
    package var seq: Int
    package var kind: Int64
    package var touch: Int?
    package var phase: Int64?
    package var window: Int64?
    package var hitView: Int64?
    package var view: Int64?
    package var chain: Int64
    package var handledBy: Int64?
    package var controlEvents: Int64
    package var dropped: Int64?
    package var firstResponder: Int64?
    /// `/2` (docs/formats.md): null (0 in its shape) for rows stored before level 6 (0006_gestures) and for `/1` scenes.
    package var withheld: Int64?
    /// The transitions' JSON list; nil stands for `[]`.
    package var gestures: Int64?
    /// The builtins' calls, a JSON list (level 11, 0011_builtin_calls); nil stands for `[]`.
    package var calls: Int64? = nil

    /// A placeholder (every id 0, every optional nil), for storage that is filled before it is read.
    package static let placeholder = StoredOutcome(
        seq: 0, kind: 0, touch: nil, phase: nil, window: nil, hitView: nil, view: nil, chain: 0, handledBy: nil,
        controlEvents: 0, dropped: nil, firstResponder: nil, withheld: nil, gestures: nil)

    /// The compared fields (docs/formats.md: every key but `t` and `trace`) with their text ids,
    /// in `OutcomeComparison.fields` order.
    var comparedFields: [(field: String, id: Int64?)] {
        [("kind", kind), ("touch", touch.map(Int64.init)), ("phase", phase), ("window", window), ("view", view),
         ("hitView", hitView), ("chain", chain), ("handledBy", handledBy), ("controlEvents", controlEvents),
         ("dropped", dropped), ("firstResponder", firstResponder), ("withheld", withheld), ("gestures", gestures),
         ("calls", calls)]
    }
}

extension Store {
    /// The stored form of a delivery (interning its texts).
    package func stored(_ d: Delivery) throws -> StoredOutcome {
        StoredOutcome(
            seq: d.seq, kind: try textID(d.kind.rawValue), touch: d.touch, phase: try optionalTextID(d.phase?.rawValue),
            window: try optionalTextID(d.window), hitView: try optionalTextID(d.hitView), view: try optionalTextID(d.view),
            chain: try textID(OutcomeJSON.text(of: d.chain)), handledBy: try optionalTextID(d.handledBy),
            controlEvents: try textID(OutcomeJSON.text(of: d.controlEvents)), dropped: try optionalTextID(d.dropped?.rawValue),
            firstResponder: try optionalTextID(d.firstResponder), withheld: try optionalTextID(d.withheld?.rawValue),
            gestures: d.gestures.isEmpty ? nil : try textID(OutcomeJSON.text(of: d.gestures)),
            calls: d.calls.isEmpty ? nil : try textID(OutcomeJSON.text(of: d.calls)))
    }

    /// The text of an interned id.
    package func text(_ id: Int64) throws -> String {
        if let known = textsByID[id] { return known }
        let text = try database.cachedStatement("SELECT text FROM texts WHERE id = ?").scalarText(.integer(id)) ?? ""
        textsByID[id] = text
        return text
    }

    /// The differences between two stored outcomes of the same delivery, as field values.
    package func differences(reference: StoredOutcome, current: StoredOutcome) throws -> [FieldDifference] {
        if reference == current { return [] }
        var result: [FieldDifference] = []
        let currentFields = current.comparedFields
        for (i, (field, referenceID)) in reference.comparedFields.enumerated() where referenceID != currentFields[i].id {
            result.append(FieldDifference(
                seq: current.seq, touch: current.touch, phase: try phase(of: current), field: field,
                reference: try fieldValue(field, referenceID), current: try fieldValue(field, currentFields[i].id)))
        }
        return result
    }

    /// The differences of a stored delivery that the other side of its pair lacks (docs/formats.md
    /// "Pairing"), as `OutcomeComparison.differences(unpaired:present:)` gives them: `kind`, then
    /// every field the delivery sets, against null.
    package func differences(unpaired o: StoredOutcome, present side: PairSide) throws -> [FieldDifference] {
        var result: [FieldDifference] = []
        let phase = try phase(of: o)
        for (field, id) in o.comparedFields {
            let value = try fieldValue(field, id)
            guard field == "kind" || !OutcomeComparison.isEmpty(value) else { continue }
            result.append(FieldDifference(seq: o.seq, touch: o.touch, phase: phase, field: field,
                                          reference: side == .reference ? value : .null,
                                          current: side == .current ? value : .null))
        }
        return result
    }

    func phase(of outcome: StoredOutcome) throws -> TouchPhase? {
        guard let id = outcome.phase else { return nil }
        return TouchPhase(rawValue: try text(id))
    }

    private func fieldValue(_ field: String, _ id: Int64?) throws -> FieldValue {
        guard let id else { return field == "gestures" || field == "calls" ? .json("[]") : .null }
        switch field {
        case "touch": return .number(Double(id))
        case "chain", "controlEvents", "gestures", "calls": return .json(try text(id))
        default: return .text(try text(id))
        }
    }

    /// Writes one stored outcome: its place and its shape.
    func writeOutcome(_ o: StoredOutcome, run: Int64, session: Int64, ordinal: Int) throws {
        let shape = try shapeID(OutcomeShape(o))
        let insert = try database.cachedStatement("""
            INSERT INTO outcomes (run_id, session_id, ordinal, seq, touch, shape) VALUES (?, ?, ?, ?, ?, ?)
            """)
        try insert.bind(run, at: 1)
        try insert.bind(session, at: 2)
        try insert.bind(ordinal, at: 3)
        try insert.bind(o.seq, at: 4)
        try insert.bind(o.touch, at: 5)
        try insert.bind(shape, at: 6)
        _ = try insert.step()
        insert.reset()
    }

    /// Records one difference a replay found (`v_changes`).
    func writeChange(_ d: FieldDifference, source: String, run: Int64, session: Int64, ordinal: Int) throws {
        let insert = try database.cachedStatement("""
            INSERT INTO changes (run_id, session_id, ordinal, source, field, seq, touch, phase, baseline, current)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        try insert.bind([.integer(run), .integer(session), .integer(Int64(ordinal)), .text(source), .text(d.field),
                         .integer(Int64(d.seq)), d.touch.map { .integer(Int64($0)) }, d.phase.map { .text($0.rawValue) },
                         Self.sqlValue(d.reference), Self.sqlValue(d.current)])
        _ = try insert.step()
        insert.reset()
    }

    /// docs/store.md: scalar values are plain SQL values (a JSON null is SQL NULL), lists JSON text.
    static func sqlValue(_ v: FieldValue) -> SQLiteValue {
        switch v {
        case .null: .null
        case .text(let s): .text(s)
        case .number(let d): d == d.rounded() ? .integer(Int64(d)) : .real(d)
        case .json(let s): .text(s)
        }
    }
}

/// Reads the stored outcomes of one run's session in ordinal order, one at a time: a full
/// run's own rows, or an overlay run's rows laid over the full run it overlays.
///
/// Its statement is borrowed from the connection's pool and handed back when the cursor goes
/// (issue #26: a replay of thousands of short sessions prepared one per session).
package final class OutcomeCursor {
    private let statement: Statement
    private let store: Store

    static let columns = "ordinal, seq, touch, shape"
    static let fullSQL = "SELECT \(columns) FROM outcomes WHERE run_id = ?1 AND session_id = ?3 ORDER BY ordinal"
    static let overlaySQL = """
        SELECT \(columns) FROM outcomes WHERE run_id = ?1 AND session_id = ?3
        UNION ALL
        SELECT \(columns) FROM outcomes o WHERE run_id = ?2 AND session_id = ?3
          AND NOT EXISTS (SELECT 1 FROM outcomes d WHERE d.run_id = ?1 AND d.session_id = ?3 AND d.ordinal = o.ordinal)
        ORDER BY ordinal
        """

    package convenience init(store: Store, run: Int64, session: Int64) throws {
        let overlay = try store.database.cachedStatement("SELECT overlay_run_id FROM run_sessions WHERE run_id = ? AND session_id = ?")
            .scalarInt64(.integer(run), .integer(session))
        try self.init(store: store, run: run, session: session, overlay: overlay)
    }

    /// The cursor of a run's session whose overlay run (its `run_sessions.overlay_run_id`) is
    /// already known.
    package init(store: Store, run: Int64, session: Int64, overlay: Int64?) throws {
        self.store = store
        let db = store.database
        statement = try db.borrowStatement(overlay == nil ? Self.fullSQL : Self.overlaySQL)
        do {
            try statement.bind(run, at: 1)
            if let overlay { try statement.bind(overlay, at: 2) }
            try statement.bind(session, at: 3)
        } catch {
            db.giveBack(statement)
            throw error
        }
    }

    deinit {
        store.database.giveBack(statement)
    }

    /// The next outcome and its ordinal, nil after the last.
    package func next() throws -> (ordinal: Int, outcome: StoredOutcome)? {
        guard let row = try nextRow() else { return nil }
        return (row.ordinal, try store.outcome(row))
    }

    /// The next row as stored (its shape not read), nil after the last.
    package func nextRow() throws -> OutcomeRow? {
        guard try statement.step() else { return nil }
        let s = statement
        return OutcomeRow(ordinal: s.columnInt(0), seq: s.columnInt(1), touch: s.columnIsNull(2) ? nil : s.columnInt(2),
                          shape: s.columnInt64(3))
    }
}

/// One stored outcome row as a cursor reads it: its place and its shape's id, without the
/// shape's thirteen ids. Pairing with a baseline needs no more for a delivery that did not
/// change (issue #26: expanding every baseline row into a ``StoredOutcome`` was a tenth of
/// replaying a scene with builtins).
package struct OutcomeRow: Sendable {
    package var ordinal: Int
    package var seq: Int
    package var touch: Int?
    /// Its `outcome_shapes` id.
    package var shape: Int64

    package init(ordinal: Int, seq: Int, touch: Int?, shape: Int64) {
        self.ordinal = ordinal
        self.seq = seq
        self.touch = touch
        self.shape = shape
    }
}

extension Store {
    /// The whole stored outcome of a row.
    package func outcome(_ row: OutcomeRow) throws -> StoredOutcome {
        try shape(row.shape).outcome(seq: row.seq, touch: row.touch)
    }

    /// The `kind` text id of a row.
    package func kind(of row: OutcomeRow) throws -> Int64 {
        try shape(row.shape).kind
    }

    /// Whether `row` stores exactly `current`: the same seq and touch, and a shape of the same
    /// ids (an absent optional is 0 in a shape and no text id is 0, so equal shapes are equal
    /// outcomes).
    package func row(_ row: OutcomeRow, holds current: StoredOutcome) throws -> Bool {
        guard row.seq == current.seq && row.touch == current.touch else { return false }
        return try shape(row.shape) == OutcomeShape(current)
    }
}
