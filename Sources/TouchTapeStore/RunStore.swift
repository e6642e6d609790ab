import TouchTapeCore

/// What a run is (docs/store.md): an `import` that records baselines, or a `replay`.
package enum RunKind: String, Sendable {
    case baseline, replay
}

/// One row of the run history (`v_runs`).
package struct RunInfo: Sendable, Hashable {
    package var run: Int64
    package var kind: String
    package var session: String
    package var scene: String
    package var sceneVersion: Int
    package var engineVersion: String
    package var startedAt: String
    package var deliveries: Int
    package var changed: Int
    package var label: String? = nil
    package var changedBaseline: Int = 0
    package var changedExpect: Int = 0
}

extension Store {
    /// The `engine_version` of a baseline run read from baseline files (docs/formats.md: it says
    /// that its outcomes came from a file, not from this engine).
    package static let baselineFileEngineVersion = "\(EngineConstants.engineVersion) (from a baseline file)"

    /// Starts a run: one row in `runs`, with its label (`replay --label`; empty is none).
    /// Call inside ``write(_:)``.
    package func createRun(kind: RunKind, label: String? = nil,
                          engineVersion: String = EngineConstants.engineVersion) throws -> Int64 {
        let label = label.flatMap { $0.isEmpty ? nil : $0 }
        try database.cachedStatement("INSERT INTO runs (kind, engine_version, started_at, label) VALUES (?, ?, ?, ?)")
            .run(.text(kind.rawValue), .text(engineVersion), .text(Store.timestamp()), label.map { .text($0) })
        return database.lastInsertRowID
    }

    /// Records that a run covered a session (at its current revision), with the seconds its
    /// replay took (`seconds` nil: none, as for a baseline run).
    func insertRunSession(run: Int64, session: Int64, sceneVersionID: Int64, comparedRun: Int64?,
                          overlayRun: Int64?, deliveries: Int, changed: Int,
                          changedBaseline: Int = 0, changedExpect: Int = 0, seconds: Double? = nil) throws {
        try database.cachedStatement("""
            INSERT INTO run_sessions (run_id, session_id, scene_version_id, compared_run_id, overlay_run_id, deliveries, changed,
                changed_baseline, changed_expect, session_revision, seconds)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT revision FROM sessions WHERE id = ?2), ?)
            """).run(.integer(run), .integer(session), .integer(sceneVersionID), comparedRun.map { .integer($0) },
                     overlayRun.map { .integer($0) }, .integer(Int64(deliveries)), .integer(Int64(changed)),
                     .integer(Int64(changedBaseline)), .integer(Int64(changedExpect)),
                     seconds.flatMap { $0.isFinite ? .real($0) : nil })
    }

    /// The run history, newest first; one session's with a name.
    package func runs(session: String? = nil) throws -> [RunInfo] {
        let sql = """
            SELECT run, kind, session, scene, scene_version, engine_version, started_at, deliveries, changed,
                label, changed_baseline, changed_expect
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
                                  changed: statement.columnInt(8), label: statement.columnText(9),
                                  changedBaseline: statement.columnInt(10), changedExpect: statement.columnInt(11)))
        }
        if let session, result.isEmpty, try sessionID(named: session) == nil {
            throw try missingSession(session)
        }
        return result
    }
}

