import TouchTapeCore

/// What a run is (store.md): an `import` that records baselines, or a `replay`.
public enum RunKind: String, Sendable {
    case baseline, replay
}

/// One row of the run history (`v_runs`).
public struct RunInfo: Sendable, Hashable {
    public var run: Int64
    public var kind: String
    public var session: String
    public var scene: String
    public var sceneVersion: Int
    public var engineVersion: String
    public var startedAt: String
    public var deliveries: Int
    public var changed: Int
}

extension Store {
    /// Starts a run: one row in `runs`. Call inside ``write(_:)``.
    public func createRun(kind: RunKind) throws -> Int64 {
        try database.cachedStatement("INSERT INTO runs (kind, engine_version, started_at) VALUES (?, ?, ?)")
            .run(.text(kind.rawValue), .text(EngineConstants.engineVersion), .text(Store.timestamp()))
        return database.lastInsertRowID
    }

    /// Records that a run covered a session.
    func insertRunSession(run: Int64, session: Int64, sceneVersionID: Int64, comparedRun: Int64?,
                          overlayRun: Int64?, deliveries: Int, changed: Int) throws {
        try database.cachedStatement("""
            INSERT INTO run_sessions (run_id, session_id, scene_version_id, compared_run_id, overlay_run_id, deliveries, changed)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """).run(.integer(run), .integer(session), .integer(sceneVersionID), comparedRun.map { .integer($0) },
                     overlayRun.map { .integer($0) }, .integer(Int64(deliveries)), .integer(Int64(changed)))
    }

    /// The run history, newest first; one session's with a name.
    public func runs(session: String? = nil) throws -> [RunInfo] {
        let sql = """
            SELECT run, kind, session, scene, scene_version, engine_version, started_at, deliveries, changed
            FROM v_runs \(session == nil ? "" : "WHERE session = ?") ORDER BY run DESC, session
            """
        let statement = try database.prepare(sql)
        if let session { try statement.bind(session, at: 1) }
        var result: [RunInfo] = []
        while try statement.step() {
            result.append(RunInfo(run: statement.columnInt64(0), kind: statement.columnText(1) ?? "",
                                  session: statement.columnText(2) ?? "", scene: statement.columnText(3) ?? "",
                                  sceneVersion: statement.columnInt(4), engineVersion: statement.columnText(5) ?? "",
                                  startedAt: statement.columnText(6) ?? "", deliveries: statement.columnInt(7),
                                  changed: statement.columnInt(8)))
        }
        if let session, result.isEmpty, try sessionID(named: session) == nil {
            throw NotFoundError("no session \"\(session)\" in the store")
        }
        return result
    }
}

/// Writes deliveries into `outcomes` with one prepared statement, texts interned.
final class OutcomeWriter {
    private let store: Store
    private let insert: Statement

    init(store: Store) throws {
        self.store = store
        insert = try store.database.cachedStatement("""
            INSERT INTO outcomes (run_id, session_id, ordinal, seq, kind, touch, phase, window, hit_view, view, chain,
                handled_by, control_events, dropped, first_responder)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    func write(_ d: Delivery, run: Int64, session: Int64, ordinal: Int) throws {
        try insert.bind(run, at: 1)
        try insert.bind(session, at: 2)
        try insert.bind(ordinal, at: 3)
        try insert.bind(d.seq, at: 4)
        try insert.bind(try store.textID(d.kind.rawValue), at: 5)
        try insert.bind(d.touch, at: 6)
        try insert.bind(try store.optionalTextID(d.phase?.rawValue), at: 7)
        try insert.bind(try store.optionalTextID(d.window), at: 8)
        try insert.bind(try store.optionalTextID(d.hitView), at: 9)
        try insert.bind(try store.optionalTextID(d.view), at: 10)
        try insert.bind(try store.textID(OutcomeJSON.text(of: d.chain)), at: 11)
        try insert.bind(try store.optionalTextID(d.handledBy), at: 12)
        try insert.bind(try store.textID(OutcomeJSON.text(of: d.controlEvents)), at: 13)
        try insert.bind(try store.optionalTextID(d.dropped?.rawValue), at: 14)
        try insert.bind(try store.optionalTextID(d.firstResponder), at: 15)
        _ = try insert.step()
        insert.reset()
    }
}
