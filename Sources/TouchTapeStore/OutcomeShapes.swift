import TouchTapeCore

/// Everything of a stored outcome but where it is (run, session, ordinal, seq, touch): one row
/// of `outcome_shapes` (schema level 4; `withheld` and `gestures` from level 6, `calls` from
/// level 11), shared by every delivery with the same fields. Ids
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
    /// Level 11: the calls' JSON list, 0 for '[]'.
    var calls: Int64

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
        calls = o.calls ?? 0
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
        calls = s.columnInt64(first + 12)
    }

    /// Binds the thirteen ids to parameters 1…13, in the order of ``columnList`` (no array made: import
    /// interns tens of thousands of shapes on a large scene).
    func bind(to statement: Statement) throws {
        try bind(to: statement, from: 1)
    }

    /// Binds the thirteen ids to parameters `first`…`first + 12` (a row of a many-row `INSERT`).
    func bind(to statement: Statement, from first: Int) throws {
        let p = first - 1
        try statement.bind(kind, at: p + 1); try statement.bind(phase, at: p + 2); try statement.bind(window, at: p + 3)
        try statement.bind(hitView, at: p + 4); try statement.bind(view, at: p + 5); try statement.bind(chain, at: p + 6)
        try statement.bind(handledBy, at: p + 7); try statement.bind(controlEvents, at: p + 8); try statement.bind(dropped, at: p + 9)
        try statement.bind(firstResponder, at: p + 10); try statement.bind(withheld, at: p + 11); try statement.bind(gestures, at: p + 12)
        try statement.bind(calls, at: p + 13)
    }

    /// The columns of `outcome_shapes` but `id`.
    static let columnList = "kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder, withheld, gestures, calls"
    /// Built once: making this text on every call was a seventh of interning a shape.
    static let insertSQL = "INSERT OR IGNORE INTO outcome_shapes (\(columnList)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    static let selectIDSQL = """
        SELECT id FROM outcome_shapes WHERE kind = ? AND phase = ? AND window = ? AND hit_view = ? AND view = ?
          AND chain = ? AND handled_by = ? AND control_events = ? AND dropped = ? AND first_responder = ?
          AND withheld = ? AND gestures = ? AND calls = ?
        """

    /// One word mixed from the thirteen ids, so a dictionary look-up hashes 8 bytes, not 104 (import
    /// looks a shape up for every delivery). Equality still compares every field.
    func hash(into hasher: inout Hasher) {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for v in [kind, phase, window, hitView, view, chain, handledBy, controlEvents, dropped, firstResponder, withheld, gestures, calls] {
            h = (h ^ UInt64(bitPattern: v)) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
        }
        hasher.combine(h)
    }

    func outcome(seq: Int, touch: Int?) -> StoredOutcome {
        func id(_ v: Int64) -> Int64? { v == 0 ? nil : v }
        return StoredOutcome(seq: seq, kind: kind, touch: touch, phase: id(phase), window: id(window), hitView: id(hitView),
                             view: id(view), chain: chain, handledBy: id(handledBy), controlEvents: controlEvents,
                             dropped: id(dropped), firstResponder: id(firstResponder), withheld: id(withheld), gestures: id(gestures),
                             calls: id(calls))
    }
}

/// An ``OutcomeShape`` in half the memory, as the store's caches keep it (issue #12: a
/// 50,000-view scene's session has tens of thousands of shapes): two ids per word, which fits
/// every store with fewer than 2³² texts. A shape with a larger id is never cached.
struct PackedShape: Hashable {
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    init?(_ s: OutcomeShape) {
        func pair(_ high: Int64, _ low: Int64) -> UInt64? {
            guard let h = UInt32(exactly: high), let l = UInt32(exactly: low) else { return nil }
            return UInt64(h) << 32 | UInt64(l)
        }
        guard let a = pair(s.kind, s.phase), let b = pair(s.window, s.hitView), let c = pair(s.view, s.chain),
              let d = pair(s.handledBy, s.controlEvents), let e = pair(s.dropped, s.firstResponder),
              let f = pair(s.withheld, s.gestures), let g = pair(s.calls, 0) else { return nil }
        words = (a, b, c, d, e, f, g)
    }

    private init(words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) { self.words = words }

    /// No shape: every stored shape has a kind (a `texts` id, never 0), so its first word
    /// (kind and phase) is never 0. (A damaged row with both 0 is not kept: it is read again
    /// each time.)
    static let absent = PackedShape(words: (0, 0, 0, 0, 0, 0, 0))
    var isAbsent: Bool { words.0 == 0 }

    var shape: OutcomeShape {
        func high(_ w: UInt64) -> Int64 { Int64(w >> 32) }
        func low(_ w: UInt64) -> Int64 { Int64(w & 0xFFFF_FFFF) }
        let (a, b, c, d, e, f, g) = words
        return OutcomeShape(kind: high(a), phase: low(a), window: high(b), hitView: low(b), view: high(c), chain: low(c),
                            handledBy: high(d), controlEvents: low(d), dropped: high(e), firstResponder: low(e),
                            withheld: high(f), gestures: low(f), calls: high(g))
    }

    static func == (l: PackedShape, r: PackedShape) -> Bool {
        l.words.0 == r.words.0 && l.words.1 == r.words.1 && l.words.2 == r.words.2
            && l.words.3 == r.words.3 && l.words.4 == r.words.4 && l.words.5 == r.words.5 && l.words.6 == r.words.6
    }

    /// One word mixed from the seven, as ``OutcomeShape`` does.
    func hash(into hasher: inout Hasher) {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        func mix(_ w: UInt64) {
            h = (h ^ w) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
        }
        mix(words.0); mix(words.1); mix(words.2); mix(words.3); mix(words.4); mix(words.5); mix(words.6)
        hasher.combine(h)
    }
}

extension OutcomeShape {
    init(kind: Int64, phase: Int64, window: Int64, hitView: Int64, view: Int64, chain: Int64, handledBy: Int64,
         controlEvents: Int64, dropped: Int64, firstResponder: Int64, withheld: Int64, gestures: Int64, calls: Int64 = 0) {
        self.kind = kind; self.phase = phase; self.window = window; self.hitView = hitView; self.view = view
        self.chain = chain; self.handledBy = handledBy; self.controlEvents = controlEvents; self.dropped = dropped
        self.firstResponder = firstResponder; self.withheld = withheld; self.gestures = gestures
        self.calls = calls
    }
}

extension Store {
    /// The id of a shape, inserting it when new. `remember: false` when the caller memoizes
    /// the id itself (``OutcomeInterner``), so the shape is not held twice.
    func shapeID(_ shape: OutcomeShape, remember: Bool = true) throws -> Int64 {
        let key = remember ? PackedShape(shape) : nil
        if let key, let id = shapeIDs[key] { return id }
        let id = try insertedShapeID(shape)
        // Each direction is remembered by its own look-up only: import asks shape → id, replay
        // id → shape, and on a large scene (many distinct shapes) keeping both doubled the
        // memory that grows with a session (issue #12).
        if let key { shapeIDs[key] = id }
        return id
    }

    /// The id of a shape the store holds, nil when it lacks it.
    private func existingShapeID(_ shape: OutcomeShape) throws -> Int64? {
        let select = try database.cachedStatement(OutcomeShape.selectIDSQL)
        try shape.bind(to: select)
        defer { select.reset() }
        return try select.step() ? select.columnInt64(0) : nil
    }

    /// The id of a shape, inserted now when new.
    private func insertedShapeID(_ shape: OutcomeShape) throws -> Int64 {
        // Inserting first: a shape the store lacks (most of an import's) costs the insert's one
        // look-up of the UNIQUE index, not also a SELECT that misses (issue #12).
        let insert = try database.cachedStatement(OutcomeShape.insertSQL)
        try shape.bind(to: insert)
        _ = try insert.step()
        insert.reset()
        let id: Int64
        if database.changes == 1 {
            id = database.lastInsertRowID
        } else if let existing = try existingShapeID(shape) {
            id = existing
        } else {
            throw SQLiteError(extendedCode: SQLiteResultCode.corrupt.rawValue, message: "outcome_shapes: a shape neither inserted nor found")
        }
        return id
    }

    /// The ids of shapes, inserting those the store lacks, up to ``shapesPerInsert`` to a
    /// statement (issue #26: one statement per new shape was a ninth of importing sessions on a
    /// 50,000-view scene). Ids come in the order of `shapes`, as inserting them one by one in
    /// that order gives them.
    func shapeIDs(inserting shapes: [OutcomeShape]) throws -> [Int64] {
        var ids: [Int64] = []
        ids.reserveCapacity(shapes.count)
        var start = 0
        while start < shapes.count {
            let end = min(start + Self.shapesPerInsert, shapes.count)
            try insertShapes(shapes[start..<end], into: &ids)
            start = end
        }
        return ids
    }

    static let shapesPerInsert = 64

    private func insertShapes(_ shapes: ArraySlice<OutcomeShape>, into ids: inout [Int64]) throws {
        let count = shapes.count
        let before = try database.cachedStatement("SELECT max(id) FROM outcome_shapes").scalarInt64() ?? 0
        let insert = try database.cachedStatement(Self.insertShapesSQL[count])
        var parameter = 1
        for shape in shapes {
            try shape.bind(to: insert, from: parameter)
            parameter += 13
        }
        _ = try insert.step()
        insert.reset()
        // All inserted, with the ids after the largest one: they went in in order, each one more
        // than the last (SQLite's rowids, the table being below the largest rowid).
        if database.changes == count && before < Int64.max - Int64(count) && database.lastInsertRowID == before + Int64(count) {
            ids.append(contentsOf: (before + 1)...(before + Int64(count)))
            return
        }
        // Some were there already (or met twice): each looked up, its own id or the older one.
        for shape in shapes {
            guard let id = try existingShapeID(shape) else {
                throw SQLiteError(extendedCode: SQLiteResultCode.corrupt.rawValue, message: "outcome_shapes: a shape neither inserted nor found")
            }
            ids.append(id)
        }
    }

    /// `INSERT OR IGNORE` of each row count up to ``shapesPerInsert``, made once.
    private static let insertShapesSQL: [String] = (0...shapesPerInsert).map { rows in
        let row = "(" + Array(repeating: "?", count: 13).joined(separator: ", ") + ")"
        return "INSERT OR IGNORE INTO outcome_shapes (\(OutcomeShape.columnList)) VALUES "
            + Array(repeating: row, count: max(rows, 1)).joined(separator: ", ")
    }

    /// The shape of an id. A miss reads the whole page of its id (``ShapePages``).
    func shape(_ id: Int64) throws -> OutcomeShape {
        if let known = shapePages.shape(id) { return known }
        let first = ShapePages.firstID(ofPageOf: id)
        let select = try database.cachedStatement("""
            SELECT id, kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder,
                withheld, gestures, calls
            FROM outcome_shapes WHERE id >= ?1 AND id < ?1 + ?2
            """)
        try select.bind(first, at: 1)
        try select.bind(ShapePages.pageSize, at: 2)
        defer { select.reset() }
        guard let shape = try shapePages.read(page: first, select, wanted: id, row: { ($0.columnInt64(0), OutcomeShape(row: $0, from: 1)) }) else {
            throw StoreDamageError(["an outcome names shape \(id), which is not in outcome_shapes"])
        }
        return shape
    }
}
