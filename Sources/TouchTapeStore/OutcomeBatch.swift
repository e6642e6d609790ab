/// Writes the outcome rows of one run's session, in ordinal order, 64 to an `INSERT`: a
/// statement executed per row cost import about as much again as the row itself (opening the
/// table, entering and leaving the VM; issue #12). Rows wait here until 64 are ready or
/// ``flush()`` is called: call it before anything reads the run's rows of this session.
struct OutcomeBatch {
    static let rowsPerStatement = 64

    private struct Row {
        var ordinal: Int64
        var seq: Int64
        var touch: Int64?
        var shape: Int64
    }

    private let store: Store
    private let run: Int64
    private let session: Int64
    private var rows: [Row] = []
    /// The 64-row statement, once prepared (its SQL is 2 KB: not looked up per flush).
    private var fullInsert: Statement?
    /// The interner whose queued shapes' stand-ins (below 0) rows may name: inserted at each
    /// flush, before the rows (``OutcomeInterner/queuedShapeID(_:in:)``).
    private let shapes: OutcomeInterner?

    init(store: Store, run: Int64, session: Int64, shapes: OutcomeInterner? = nil) {
        self.store = store
        self.run = run
        self.session = session
        self.shapes = shapes
        // Stand-ins of a batch never flushed (a session whose import failed) name no row.
        shapes?.dropQueuedShapes()
        rows.reserveCapacity(Self.rowsPerStatement)
    }

    /// Adds a row (written at the latest by the next ``flush()``).
    mutating func append(ordinal: Int, seq: Int, touch: Int?, shape: Int64) throws {
        rows.append(Row(ordinal: Int64(ordinal), seq: Int64(seq), touch: touch.map(Int64.init), shape: shape))
        if rows.count == Self.rowsPerStatement { try flush() }
    }

    /// Adds a stored outcome (its shape interned).
    mutating func append(_ o: StoredOutcome, ordinal: Int) throws {
        try append(ordinal: ordinal, seq: o.seq, touch: o.touch, shape: try store.shapeID(OutcomeShape(o)))
    }

    /// Writes the rows waiting.
    mutating func flush() throws {
        guard !rows.isEmpty else { return }
        if let shapes, shapes.hasQueuedShapes {
            let ids = try shapes.insertQueuedShapes(store)
            for i in rows.indices where rows[i].shape < 0 {
                let queued = Int(-rows[i].shape - 1)
                guard queued < ids.count else {
                    throw SQLiteError(extendedCode: SQLiteResultCode.corrupt.rawValue, message: "outcome_shapes: a queued shape was not inserted")
                }
                rows[i].shape = ids[queued]
            }
        }
        let insert: Statement
        if rows.count == Self.rowsPerStatement {
            if fullInsert == nil { fullInsert = try store.database.cachedStatement(Self.fullInsertSQL) }
            guard let prepared = fullInsert else { return }
            insert = prepared
        } else {
            insert = try store.database.cachedStatement(Self.insertSQL[rows.count])
        }
        try insert.bind(run, at: 1)
        try insert.bind(session, at: 2)
        var index = 3
        for row in rows {
            try insert.bind(row.ordinal, at: index)
            try insert.bind(row.seq, at: index + 1)
            try insert.bind(row.touch, at: index + 2)
            try insert.bind(row.shape, at: index + 3)
            index += 4
        }
        _ = try insert.step()
        insert.reset()
        rows.removeAll(keepingCapacity: true)
    }

    private static let fullInsertSQL = makeInsertSQL(rows: rowsPerStatement)
    /// The `INSERT` of each row count, made once: a session's last rows (fewer than 64) were a
    /// new 2 KB text per session (issue #26: thousands of short sessions).
    private static let insertSQL = (0...rowsPerStatement).map { makeInsertSQL(rows: $0) }

    /// `INSERT … VALUES` of `rows` rows sharing the run (?1) and the session (?2).
    private static func makeInsertSQL(rows: Int) -> String {
        var sql = "INSERT INTO outcomes (run_id, session_id, ordinal, seq, touch, shape) VALUES "
        for i in 0..<rows {
            let p = 3 + i * 4
            sql += (i == 0 ? "" : ", ") + "(?1, ?2, ?\(p), ?\(p + 1), ?\(p + 2), ?\(p + 3))"
        }
        return sql
    }
}
