import TouchTapeCore

/// Everything of a stored outcome but where it is (run, session, ordinal, seq, touch): one row
/// of `outcome_shapes` (schema level 4; `withheld` and `gestures` from level 6), shared by every delivery with the same fields. Ids
/// are `texts` ids; 0 stands for none (SQL null in the public views).
struct OutcomeShape: Hashable {
    var kind: Int64
    var phase: Int64
    var window: Int64
    var hitView: Int64
    var view: Int64
    var chain: Int64
    var handledBy: Int64
    var controlEvents: Int64
    var dropped: Int64
    var firstResponder: Int64
    var withheld: Int64
    var gestures: Int64

    init(_ o: StoredOutcome) {
        kind = o.kind
        phase = o.phase ?? 0
        window = o.window ?? 0
        hitView = o.hitView ?? 0
        view = o.view ?? 0
        chain = o.chain
        handledBy = o.handledBy ?? 0
        controlEvents = o.controlEvents
        dropped = o.dropped ?? 0
        firstResponder = o.firstResponder ?? 0
        withheld = o.withheld ?? 0
        gestures = o.gestures ?? 0
    }

    init(row s: Statement, from first: Int) {
        kind = s.columnInt64(first)
        phase = s.columnInt64(first + 1)
        window = s.columnInt64(first + 2)
        hitView = s.columnInt64(first + 3)
        view = s.columnInt64(first + 4)
        chain = s.columnInt64(first + 5)
        handledBy = s.columnInt64(first + 6)
        controlEvents = s.columnInt64(first + 7)
        dropped = s.columnInt64(first + 8)
        firstResponder = s.columnInt64(first + 9)
        withheld = s.columnInt64(first + 10)
        gestures = s.columnInt64(first + 11)
    }

    var values: [SQLiteValue?] {
        [kind, phase, window, hitView, view, chain, handledBy, controlEvents, dropped, firstResponder, withheld, gestures].map { .integer($0) }
    }

    /// One word mixed from the twelve ids, so a dictionary look-up hashes 8 bytes, not 96 (import
    /// looks a shape up for every delivery). Equality still compares every field.
    func hash(into hasher: inout Hasher) {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for v in [kind, phase, window, hitView, view, chain, handledBy, controlEvents, dropped, firstResponder, withheld, gestures] {
            h = (h ^ UInt64(bitPattern: v)) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
        }
        hasher.combine(h)
    }

    func outcome(seq: Int, touch: Int?) -> StoredOutcome {
        func id(_ v: Int64) -> Int64? { v == 0 ? nil : v }
        return StoredOutcome(seq: seq, kind: kind, touch: touch, phase: id(phase), window: id(window), hitView: id(hitView),
                             view: id(view), chain: chain, handledBy: id(handledBy), controlEvents: controlEvents,
                             dropped: id(dropped), firstResponder: id(firstResponder), withheld: id(withheld), gestures: id(gestures))
    }
}

extension Store {
    /// The id of a shape, inserting it when new.
    func shapeID(_ shape: OutcomeShape) throws -> Int64 {
        if let id = shapeIDs[shape] { return id }
        let columns = "kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder, withheld, gestures"
        let select = try database.cachedStatement("""
            SELECT id FROM outcome_shapes WHERE kind = ? AND phase = ? AND window = ? AND hit_view = ? AND view = ?
              AND chain = ? AND handled_by = ? AND control_events = ? AND dropped = ? AND first_responder = ?
              AND withheld = ? AND gestures = ?
            """)
        try select.bind(shape.values)
        let id: Int64
        if try select.step() {
            id = select.columnInt64(0)
            select.reset()
        } else {
            select.reset()
            let insert = try database.cachedStatement("INSERT INTO outcome_shapes (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            try insert.bind(shape.values)
            _ = try insert.step()
            insert.reset()
            id = database.lastInsertRowID
        }
        shapeIDs[shape] = id
        shapesByID[id] = shape
        return id
    }

    /// The shape of an id.
    func shape(_ id: Int64) throws -> OutcomeShape {
        if let known = shapesByID[id] { return known }
        let select = try database.cachedStatement("""
            SELECT kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder,
                withheld, gestures
            FROM outcome_shapes WHERE id = ?
            """)
        try select.bind(id, at: 1)
        defer { select.reset() }
        guard try select.step() else { throw StoreDamageError(["an outcome names shape \(id), which is not in outcome_shapes"]) }
        let shape = OutcomeShape(row: select, from: 0)
        shapesByID[id] = shape
        shapeIDs[shape] = id
        return shape
    }
}
