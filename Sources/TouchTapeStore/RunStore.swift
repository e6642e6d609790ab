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
            throw try missingSession(session)
        }
        return result
    }
}

