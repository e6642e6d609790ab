import TouchTapeCore

/// A session whose replay the memo already holds (level 13, `replay_memo`; issue #26): the
/// run that did the work under the same session content, scene version content, baseline run
/// and engine build, and what that run stored for the session.
package struct MemoizedReplay: Sendable, Hashable {
    package var session: Int64
    /// The scene version it was dispatched against.
    package var versionID: Int64
    /// The replay run that holds the result.
    package var run: Int64
    package var deliveries: Int
    package var changed: Int
    /// Whether that run stored any row of the session (its differences, or every delivery when
    /// it could not overlay its baseline): only then are there rows to copy.
    package var storedRows: Bool
    /// The scene version of the baseline run (``SessionSummary/referenceVersion``).
    package var referenceVersion: Int?
}

extension Store {
    /// The id of an engine build (``EngineBuild``) in `engine_builds`, added when new. Call
    /// inside ``write(_:)``.
    package func engineBuildID(_ identity: String) throws -> Int64 {
        try database.cachedStatement("INSERT OR IGNORE INTO engine_builds (identity) VALUES (?)").run(.text(identity))
        guard let id = try database.cachedStatement("SELECT id FROM engine_builds WHERE identity = ?").scalarInt64(.text(identity)) else {
            throw StoreDamageError(["engine_builds: a build neither inserted nor found"])
        }
        return id
    }

    /// Every memoized replay that still holds under engine build `build`, by session and scene
    /// version: the session's content and baseline run and the version's content are the ones
    /// the memo was made under, and the run still holds the session's row (a memo row that
    /// fails any of these is ignored, never used). The version's compiled form must also be
    /// there and fit (`scene_compiled`, as ``cachedCompiledScene(versionID:)`` takes it):
    /// without it the full work reads the scene's document, and a document that no longer
    /// reads is the store's damage (exit 3), which the memo must not hide.
    package func memoizedReplays(build: Int64) throws -> [Int64: [MemoizedReplay]] {
        let statement = try database.cachedStatement("""
            SELECT m.session_id, m.version_id, m.run_id, rs.deliveries, rs.changed,
                   rs.overlay_run_id IS NULL OR rs.changed > 0, cv.version
            FROM replay_memo m
            JOIN sessions se ON se.id = m.session_id
            JOIN scene_versions v ON v.id = m.version_id
            JOIN run_sessions rs ON rs.run_id = m.run_id AND rs.session_id = m.session_id
            LEFT JOIN run_sessions crs ON crs.run_id = m.baseline_run_id AND crs.session_id = m.session_id
            LEFT JOIN scene_versions cv ON cv.id = crs.scene_version_id
            WHERE m.build_id = ?1 AND se.forgotten_at IS NULL AND se.content_hash = m.session_hash
              AND se.content_hash <> '' AND se.baseline_run_id = m.baseline_run_id AND v.content_hash = m.scene_hash
              AND rs.scene_version_id = m.version_id AND rs.compared_run_id = m.baseline_run_id
              AND EXISTS (SELECT 1 FROM scene_compiled c WHERE c.version_id = m.version_id AND c.content_hash = v.content_hash
                          AND c.engine_version = ?2 AND c.encoding = ?3)
            """)
        var memo: [Int64: [MemoizedReplay]] = [:]
        try statement.forEachRow(.integer(build), .text(EngineConstants.engineVersion), .integer(Int64(Scene.compiledEncoding))) { row in
            let entry = MemoizedReplay(session: row.columnInt64(0), versionID: row.columnInt64(1), run: row.columnInt64(2),
                                       deliveries: row.columnInt(3), changed: row.columnInt(4),
                                       storedRows: row.columnInt(5) != 0,
                                       referenceVersion: row.columnIsNull(6) ? nil : row.columnInt(6))
            memo[entry.session, default: []].append(entry)
        }
        return memo
    }

    /// Copies what run `source` stored for `sessions` (memoized replays of it) into `run`: each
    /// session's `run_sessions` row (at the session's current revision, with `seconds`), its
    /// stored outcomes and its changes, so that `run` holds exactly what replaying them again
    /// would have stored. Call inside ``write(_:)``.
    package func copyMemoizedReplays(into run: Int64, from source: Int64, sessions: [MemoizedReplay], seconds: Double) throws {
        guard !sessions.isEmpty else { return }
        // The session ids as one JSON list: one statement of each kind for all the sessions.
        func list(_ ids: [Int64]) -> String { "[" + ids.map(String.init).joined(separator: ",") + "]" }
        // Every column of run_sessions: a memoized session's row is the run's row, but for its
        // run, its revision (the same content may be stored under a later revision) and its time.
        try database.cachedStatement("""
            INSERT INTO run_sessions (run_id, session_id, scene_version_id, compared_run_id, overlay_run_id, deliveries, changed,
                changed_baseline, changed_expect, session_revision, seconds)
            SELECT ?1, rs.session_id, rs.scene_version_id, rs.compared_run_id, rs.overlay_run_id, rs.deliveries, rs.changed,
                rs.changed_baseline, rs.changed_expect, se.revision, ?3
            FROM run_sessions rs JOIN sessions se ON se.id = rs.session_id
            WHERE rs.run_id = ?2 AND rs.session_id IN (SELECT value FROM json_each(?4))
            """).run(.integer(run), .integer(source), seconds.isFinite ? SQLiteValue.real(seconds) : nil,
                     .text(list(sessions.map(\.session))))
        let withRows = sessions.filter(\.storedRows).map(\.session)
        guard !withRows.isEmpty else { return }
        try database.cachedStatement("""
            INSERT INTO outcomes (run_id, session_id, ordinal, seq, touch, shape)
            SELECT ?1, session_id, ordinal, seq, touch, shape FROM outcomes
            WHERE run_id = ?2 AND session_id IN (SELECT value FROM json_each(?3))
            """).run(.integer(run), .integer(source), .text(list(withRows)))
        try database.cachedStatement("""
            INSERT INTO changes (run_id, session_id, ordinal, source, field, seq, touch, phase, baseline, current)
            SELECT ?1, session_id, ordinal, source, field, seq, touch, phase, baseline, current FROM changes
            WHERE run_id = ?2 AND session_id IN (SELECT value FROM json_each(?3))
            """).run(.integer(run), .integer(source), .text(list(withRows)))
    }

    /// The differences a run stored for one session, in the order `replay` found them: by
    /// delivery pair, baseline before expect, fields in the outcome format's order.
    package func changes(run: Int64, session: Int64) throws -> [(pair: Int, source: String, difference: FieldDifference)] {
        var result: [(pair: Int, source: String, difference: FieldDifference)] = []
        try database.cachedStatement("""
            SELECT ordinal, source, field, seq, touch, phase, baseline, current FROM changes
            WHERE run_id = ? AND session_id = ? ORDER BY ordinal, source
            """).forEachRow(.integer(run), .integer(session)) { s in
            let field = s.columnText(2) ?? ""
            result.append((s.columnInt(0), s.columnText(1) ?? "",
                           FieldDifference(seq: s.columnInt(3), touch: s.columnIsNull(4) ? nil : s.columnInt(4),
                                           phase: s.columnText(5).flatMap(TouchPhase.init(rawValue:)), field: field,
                                           reference: Self.fieldValue(s.columnValue(6), field: field),
                                           current: Self.fieldValue(s.columnValue(7), field: field))))
        }
        Self.sortFieldsWithinDeliveries(&result, same: { $0.pair == $1.pair && $0.source == $1.source },
                                        field: { $0.difference.field })
        return result
    }

    /// A stored change's value as a ``FieldValue`` (docs/store.md: scalars as plain SQL values, lists as JSON text).
    static func fieldValue(_ value: SQLiteValue, field: String) -> FieldValue {
        let isList = field == "chain" || field == "controlEvents" || field == "gestures" || field == "calls"
        switch value {
        case .null: return .null
        case .integer(let n): return .number(Double(n))
        case .real(let d): return .number(d)
        case .text(let t): return isList ? .json(t) : .text(t)
        case .blob(let b): return .text(String(decoding: b, as: UTF8.self))
        }
    }

    /// Within each run of elements `same` groups (one delivery and source), the outcome
    /// format's field order (the `changes` table keys them by name).
    static func sortFieldsWithinDeliveries<T>(_ items: inout [T], same: (T, T) -> Bool, field: (T) -> String) {
        let rank = Dictionary(uniqueKeysWithValues: OutcomeComparison.fields.enumerated().map { ($1, $0) })
        var i = 0
        while i < items.count {
            var j = i + 1
            while j < items.count, same(items[j], items[i]) { j += 1 }
            if j - i > 1 { items[i..<j].sort { (rank[field($0)] ?? 99) < (rank[field($1)] ?? 99) } }
            i = j
        }
    }
}
