import TouchTapeCore

/// A stored session as replay needs it.
package struct StoredSession: Sendable, Hashable {
    package var id: Int64
    package var name: String
    package var scene: String
    package var baselineRun: Int64?
    package var events: Int
    package var importedAt: String
}

extension Store {
    /// Sessions by name (each must exist), or every session, by name.
    package func storedSessions(named names: [String]) throws -> [StoredSession] {
        let all = try database.prepare("""
            SELECT se.id, se.name, sc.name, se.baseline_run_id, se.events, se.imported_at
            FROM sessions se JOIN scenes sc ON sc.id = se.scene_id WHERE se.forgotten_at IS NULL ORDER BY se.name
            """)
        var sessions: [StoredSession] = []
        while try all.step() {
            sessions.append(StoredSession(id: all.columnInt64(0), name: all.columnText(1) ?? "", scene: all.columnText(2) ?? "",
                                          baselineRun: all.columnIsNull(3) ? nil : all.columnInt64(3),
                                          events: all.columnInt(4), importedAt: all.columnText(5) ?? ""))
        }
        if names.isEmpty { return sessions }
        // By name through a dictionary: `replay PATH…` names every session of a repository.
        let byName = Dictionary(sessions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var chosen: [StoredSession] = []
        var seen: Set<String> = []
        for name in names where seen.insert(name).inserted {
            guard let s = byName[name] else {
                throw try missingSession(name)
            }
            chosen.append(s)
        }
        return chosen
    }

    /// Streams a stored session's events (with their index).
    package func forEachEvent(of session: StoredSession, _ body: (SessionEvent) throws -> Void) throws {
        try forEachEvent(ofSession: session.id, body)
    }

    /// Records the outcome of replaying one delivery pair: the run's row at `ordinal` when given
    /// (a run that overlays its baseline stores only the rows that differ, so unchanged
    /// deliveries cost nothing) and the pair's differences under `pair`.
    ///
    /// `pair` is the pair's index in the session (docs/formats.md "How two outcomes are compared": deliveries pair
    /// by `(seq, position within the seq)`, and a delivery one side lacks is a pair of its own).
    /// It is the `changes` table's `ordinal`, and equals the delivery's ordinal while both sides
    /// have the same rows per seq (always, for scenes without recognizers).
    package func recordDifference(run: Int64, session: Int64, ordinal: Int, pair: Int, outcome: StoredOutcome?,
                                 differences: [(FieldDifference, source: String)]) throws {
        if let outcome { try writeOutcome(outcome, run: run, session: session, ordinal: ordinal) }
        for (d, source) in differences { try writeChange(d, source: source, run: run, session: session, ordinal: pair) }
    }

    /// What a replay needs of a session's baseline run, in one read: the run its rows overlay
    /// (nil: it holds them all) and the scene version it dispatched the session against (row
    /// id and number); nil when the run did not cover the session.
    package func baselineCoverage(run: Int64, session: Int64) throws -> (overlay: Int64?, versionID: Int64, version: Int)? {
        let statement = try database.cachedStatement("""
            SELECT rs.overlay_run_id, rs.scene_version_id, v.version
            FROM run_sessions rs JOIN scene_versions v ON v.id = rs.scene_version_id
            WHERE rs.run_id = ? AND rs.session_id = ?
            """)
        try statement.bind(run, at: 1)
        try statement.bind(session, at: 2)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return (statement.columnIsNull(0) ? nil : statement.columnInt64(0), statement.columnInt64(1), statement.columnInt(2))
    }

    /// Whether a scene version has recognizers or builtins (a run dispatched against it may
    /// hold `timer`, `late` and `cancel` rows; docs/formats.md "How two outcomes are compared").
    package func versionHasGestures(_ versionID: Int64) throws -> Bool {
        try database.cachedStatement("""
            SELECT EXISTS (SELECT 1 FROM scene_gestures WHERE version_id = ?1)
                OR EXISTS (SELECT 1 FROM scene_builtins WHERE version_id = ?1)
            """).scalarInt64(.integer(versionID)) == 1
    }

    /// Memoizes the replay of every session of run `run` that it dispatched (not one of
    /// `reused`), under engine build `build`: one statement for all of them, with the contents
    /// as the store holds them now, which is what the run dispatched. Call inside ``write(_:)``.
    package func rememberReplays(run: Int64, build: Int64, except reused: [Int64]) throws {
        try database.cachedStatement("""
            INSERT OR REPLACE INTO replay_memo (session_id, version_id, session_hash, scene_hash, baseline_run_id, build_id, run_id)
            SELECT rs.session_id, rs.scene_version_id, se.content_hash, v.content_hash, rs.compared_run_id, ?2, rs.run_id
            FROM run_sessions rs JOIN sessions se ON se.id = rs.session_id JOIN scene_versions v ON v.id = rs.scene_version_id
            WHERE rs.run_id = ?1 AND rs.compared_run_id IS NOT NULL AND se.content_hash <> ''
              AND rs.session_id NOT IN (SELECT value FROM json_each(?3))
            """).run(.integer(run), .integer(build), .text("[" + reused.map(String.init).joined(separator: ",") + "]"))
    }

    /// Whether the scene version a run dispatched a session against has recognizers or
    /// builtins (then its rows may include `timer`, `late` and `cancel` rows;
    /// docs/formats.md "How two outcomes are compared").
    package func hasGestures(run: Int64, session: Int64) throws -> Bool {
        try database.cachedStatement("""
            SELECT EXISTS (SELECT 1 FROM run_sessions rs JOIN scene_gestures g ON g.version_id = rs.scene_version_id
                           WHERE rs.run_id = ?1 AND rs.session_id = ?2)
                OR EXISTS (SELECT 1 FROM run_sessions rs JOIN scene_builtins b ON b.version_id = rs.scene_version_id
                           WHERE rs.run_id = ?1 AND rs.session_id = ?2)
            """).scalarInt64(.integer(run), .integer(session)) == 1
    }

    /// Makes a replay run's session hold its first `count` deliveries in full: copies the
    /// baseline's rows it did not store (they were equal, pair for pair). A replay calls it
    /// when its rows stop lining up with the baseline's by ordinal (a recognizer added or
    /// removed rows, docs/formats.md "How two outcomes are compared"); it then stores every later row itself
    /// and finishes with `overlaid: false`, since an overlay fills by ordinal.
    package func fillFromBaseline(run: Int64, session: Int64, baselineRun: Int64, below count: Int) throws {
        try database.cachedStatement("""
            INSERT INTO outcomes (run_id, session_id, ordinal, seq, touch, shape)
            SELECT ?1, session_id, ordinal, seq, touch, shape
            FROM outcomes o WHERE o.run_id = ?2 AND o.session_id = ?3 AND o.ordinal < ?4
              AND NOT EXISTS (SELECT 1 FROM outcomes d WHERE d.run_id = ?1 AND d.session_id = ?3 AND d.ordinal = o.ordinal)
            """).run(.integer(run), .integer(baselineRun), .integer(session), .integer(Int64(count)))
    }

    /// Records that a replay run covered a session: overlaying its baseline run, or, when
    /// `overlaid` is false, holding every one of its deliveries itself (see ``fillFromBaseline``).
    package func finishReplay(run: Int64, session: Int64, sceneVersionID: Int64, baselineRun: Int64, overlaid: Bool = true,
                             deliveries: Int, changed: Int, changedBaseline: Int, changedExpect: Int,
                             seconds: Double? = nil) throws {
        try insertRunSession(run: run, session: session, sceneVersionID: sceneVersionID, comparedRun: baselineRun,
                             overlayRun: overlaid ? baselineRun : nil, deliveries: deliveries, changed: changed,
                             changedBaseline: changedBaseline, changedExpect: changedExpect, seconds: seconds)
    }

    /// A scene version's row id and number (`version` nil: current), without loading it.
    package func sceneVersionRow(scene name: String, version: Int?) throws -> (id: Int64, version: Int) {
        guard let row = try sceneVersionID(scene: name, version: version) else {
            throw try missingScene(name, version: version)
        }
        return row
    }

    /// A scene version's row id, number and compiled scene (`version` nil: current).
    package func sceneVersion(scene name: String, version: Int?) throws -> (id: Int64, version: Int, scene: Scene) {
        guard let (id, number) = try sceneVersionID(scene: name, version: version) else {
            throw try missingScene(name, version: version)
        }
        return (id, number, try scene(named: name, version: number).scene)
    }

    /// The newest replay run (the highest id), if any.
    package func newestReplayRun() throws -> Int64? {
        try database.cachedStatement("SELECT MAX(id) FROM runs WHERE kind = 'replay'").scalarInt64()
    }

    /// The sessions a run covered, with its kind.
    package func runSessions(_ run: Int64) throws -> (kind: String, sessions: [(session: StoredSession, sceneVersion: Int)]) {
        guard let kind = try database.cachedStatement("SELECT kind FROM runs WHERE id = ?").scalarText(.integer(run)) else {
            throw NotFoundError("no run \(run) in the store")
        }
        let statement = try database.prepare("""
            SELECT se.id, se.name, sc.name, se.baseline_run_id, se.events, se.imported_at, v.version
            FROM run_sessions rs JOIN sessions se ON se.id = rs.session_id
            JOIN scene_versions v ON v.id = rs.scene_version_id JOIN scenes sc ON sc.id = v.scene_id
            WHERE rs.run_id = ? ORDER BY se.name
            """)
        try statement.bind(run, at: 1)
        var result: [(StoredSession, Int)] = []
        while try statement.step() {
            result.append((StoredSession(id: statement.columnInt64(0), name: statement.columnText(1) ?? "",
                                         scene: statement.columnText(2) ?? "",
                                         baselineRun: statement.columnIsNull(3) ? nil : statement.columnInt64(3),
                                         events: statement.columnInt(4), importedAt: statement.columnText(5) ?? ""),
                           statement.columnInt(6)))
        }
        return (kind, result)
    }

    /// `accept` (docs/cli.md): the run's outcomes become the baselines of its sessions, each accept
    /// recorded (`v_accepts`). An overlay run is first made full (the baseline rows it did
    /// not store are copied in), so that a baseline is always a run that holds every delivery.
    ///
    /// Refused (bad input, naming the sessions) when a session was replaced or forgotten since
    /// the run was made (its revision tells, not a clock), or, unless `force`, when the run
    /// was not made against the session's scene's current version.
    ///
    /// - Parameters:
    ///   - writing: `accept --write`: the accepts of sessions imported from a file are
    ///     recorded as written (the caller writes the files in the same transaction).
    ///   - only: `accept --session NAME…`: only these sessions of the run are accepted (the
    ///     others keep their baseline, and are not checked); a name the run does not cover is
    ///     bad input. Nil: every session of the run.
    package func accept(run: Int64, force: Bool = false, writing: Bool = false, only: [String]? = nil) throws -> [AcceptedSession] {
        guard try database.cachedStatement("SELECT 1 FROM runs WHERE id = ?").scalarInt64(.integer(run)) != nil else {
            throw NotFoundError("no run \(run) in the store")
        }
        let statement = try database.prepare("""
            SELECT se.id, se.name, se.source_file, se.baseline_run_id,
                   se.forgotten_at IS NOT NULL, rs.session_revision <> se.revision,
                   rs.scene_version_id <> sc.current_version_id, v.version, cv.version
            FROM run_sessions rs JOIN sessions se ON se.id = rs.session_id
            JOIN scene_versions v ON v.id = rs.scene_version_id JOIN scenes sc ON sc.id = v.scene_id
            LEFT JOIN scene_versions cv ON cv.id = sc.current_version_id
            WHERE rs.run_id = ? ORDER BY se.name
            """)
        try statement.bind(run, at: 1)
        var sessions: [(session: AcceptedSession, previous: Int64?)] = []
        var refusals: [String] = []
        var outdated: [String] = []
        var covered: [String] = []
        let chosen = only.map(Set.init)
        while try statement.step() {
            let name = statement.columnText(1) ?? ""
            covered.append(name)
            if let chosen, !chosen.contains(name) { continue }
            if statement.columnInt(4) != 0 {
                refusals.append("\(name) (forgotten since)")
            } else if statement.columnInt(5) != 0 {
                refusals.append("\(name) (replaced since: the run's outcomes are not its outcomes)")
            } else if statement.columnInt(6) != 0 {
                outdated.append("\(name) (run against version \(statement.columnInt(7)), current is \(statement.columnInt(8)))")
            }
            sessions.append((AcceptedSession(id: statement.columnInt64(0), name: name, sourceFile: statement.columnText(2)),
                             statement.columnIsNull(3) ? nil : statement.columnInt64(3)))
        }
        if let only, let stray = only.first(where: { !covered.contains($0) }) {
            throw InputError(place: "run \(run)", "does not cover session \"\(stray)\"; it covers "
                                + (covered.isEmpty ? "no session" : covered.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        if !refusals.isEmpty {
            throw InputError(place: "run \(run)", "cannot be accepted for \(refusals.joined(separator: ", "))")
        }
        if !outdated.isEmpty && !force {
            throw InputError(place: "run \(run)",
                             "was not made against the current scene version of \(outdated.joined(separator: ", ")); "
                                + "replay again, or accept it anyway with --force")
        }
        let now = Store.timestamp()
        for (session, previous) in sessions {
            if let overlay = try database.cachedStatement(
                "SELECT overlay_run_id FROM run_sessions WHERE run_id = ? AND session_id = ?")
                .scalarInt64(.integer(run), .integer(session.id)) {
                try database.cachedStatement("""
                    INSERT INTO outcomes (run_id, session_id, ordinal, seq, touch, shape)
                    SELECT ?1, session_id, ordinal, seq, touch, shape
                    FROM outcomes o WHERE o.run_id = ?2 AND o.session_id = ?3
                      AND NOT EXISTS (SELECT 1 FROM outcomes d WHERE d.run_id = ?1 AND d.session_id = ?3 AND d.ordinal = o.ordinal)
                    """).run(.integer(run), .integer(overlay), .integer(session.id))
                try database.cachedStatement("UPDATE run_sessions SET overlay_run_id = NULL WHERE run_id = ? AND session_id = ?")
                    .run(.integer(run), .integer(session.id))
            }
            try database.cachedStatement("UPDATE sessions SET baseline_run_id = ? WHERE id = ?")
                .run(.integer(run), .integer(session.id))
            try database.cachedStatement("""
                INSERT INTO accepts (accepted_at, run_id, session_id, previous_baseline_id, written) VALUES (?, ?, ?, ?, ?)
                """).run(.text(now), .integer(run), .integer(session.id), previous.map { .integer($0) },
                         .integer(writing && session.sourceFile != nil ? 1 : 0))
        }
        return sessions.map(\.session)
    }
}

/// A session an `accept` gave a new baseline.
package struct AcceptedSession: Sendable, Hashable {
    package var id: Int64
    package var name: String
    /// The file it was imported from, as given then (nil when recorded from standard input).
    package var sourceFile: String?
}
