import TouchTapeCore

/// What `touchtape check` found (docs/cli.md): SQLite's own checks, then the store's invariants.
package struct StoreCheckReport: Sendable {
    /// One check: its name, what it covered when sound, and the faults it found.
    package struct Section: Sendable {
        package var name: String
        package var covered: String
        package var problems: [String]
        /// Faults found beyond the ones listed (each check lists at most ``StoreCheckReport/listedProblems``).
        package var unlisted: Int
    }

    /// At most this many faults are listed per check; the rest are counted.
    package static let listedProblems = 100

    /// The store's schema level (`user_version`).
    package var level: Int
    /// Whether the store carries TouchTape's mark (an unmarked store from 0.1.0 gets it on its
    /// next migration: not a fault).
    package var isMarked: Bool
    package var sections: [Section]

    package var problemCount: Int { sections.reduce(0) { $0 + $1.problems.count + $1.unlisted } }
    package var isSound: Bool { problemCount == 0 }
}

extension Store {
    /// Checks the store, reading only: `PRAGMA integrity_check`, `PRAGMA foreign_key_check`,
    /// then the store's invariants (every session has a complete baseline, every run's stored
    /// rows belong to sessions it covered, every view of a scene version belongs to it). A check
    /// that SQLite cannot run on a damaged file is itself a fault.
    package func check() -> StoreCheckReport {
        let level = (try? database.userVersion()) ?? -1
        let marked = (try? database.applicationID()) == Self.identity.applicationID
        var sections = [
            section("integrity_check", covered: "ok") { try sqliteIntegrityProblems() },
            section("foreign_key_check", covered: "ok") { try foreignKeyProblems() },
        ]
        // Level 0: a store created but not migrated yet holds none of the tables below.
        guard level >= 1 else { return StoreCheckReport(level: level, isMarked: marked, sections: sections) }
        sections += [
            section("baselines", covered: "every session has a complete baseline") { try baselineProblems() },
            section("runs", covered: "every stored row belongs to a session its run covered") { try runRowProblems() },
            section("scene versions", covered: "every view and recognizer belongs to its version") { try sceneVersionProblems() },
            section("stored documents", covered: "every scene version and session matches its content hash") {
                try contentHashProblems()
            },
        ]
        return StoreCheckReport(level: level, isMarked: marked, sections: sections)
    }

    private func section(_ name: String, covered: String, _ body: () throws -> [String]) -> StoreCheckReport.Section {
        var problems: [String]
        do {
            problems = try body()
        } catch {
            problems = ["could not run: \(error)"]
        }
        let listed = StoreCheckReport.listedProblems
        let unlisted = max(0, problems.count - listed)
        if unlisted > 0 { problems.removeLast(unlisted) }
        return .init(name: name, covered: covered, problems: problems, unlisted: unlisted)
    }

    /// A filter for the sessions that are not forgotten: a forgotten session keeps its row for
    /// its runs' sake but no events (schema level 2 on); `check` reads older stores as they are.
    private func liveSessions(_ alias: String) throws -> String {
        var hasColumn = false
        try database.prepare("SELECT 1 FROM pragma_table_info('sessions') WHERE name = 'forgotten_at'").forEachRow { _ in
            hasColumn = true
        }
        return hasColumn ? "\(alias).forgotten_at IS NULL" : "1"
    }

    /// The lines of a statement's rows, each made by `line`.
    private func lines(_ sql: String, _ line: (Statement) -> String?) throws -> [String] {
        var result: [String] = []
        try database.prepare(sql).forEachRow { row in
            if let text = line(row) { result.append(text) }
        }
        return result
    }

    private func sqliteIntegrityProblems() throws -> [String] {
        try lines("PRAGMA integrity_check(\(StoreCheckReport.listedProblems + 1))") { row in
            let text = row.columnText(0) ?? ""
            return text == "ok" ? nil : text
        }
    }

    private func foreignKeyProblems() throws -> [String] {
        try lines("PRAGMA foreign_key_check") { row in
            let table = row.columnText(0) ?? "?"
            let rowid = row.columnIsNull(1) ? "a row" : "row \(row.columnInt64(1))"
            return "\(table) \(rowid) refers to a missing row of \(row.columnText(2) ?? "?")"
        }
    }

    /// A session's baseline is a run that covered it and holds every one of its deliveries
    /// (ordinals 0..<deliveries), not an overlay of differences.
    private func baselineProblems() throws -> [String] {
        try lines("""
            SELECT s.name, s.baseline_run_id, rs.run_id, rs.overlay_run_id, rs.deliveries,
                   (SELECT count(*) FROM outcomes o WHERE o.run_id = s.baseline_run_id AND o.session_id = s.id),
                   (SELECT min(ordinal) FROM outcomes o WHERE o.run_id = s.baseline_run_id AND o.session_id = s.id),
                   (SELECT max(ordinal) FROM outcomes o WHERE o.run_id = s.baseline_run_id AND o.session_id = s.id)
            FROM sessions s NOT INDEXED
            LEFT JOIN run_sessions rs ON rs.run_id = s.baseline_run_id AND rs.session_id = s.id
            WHERE \(try liveSessions("s"))
            ORDER BY s.id
            """) { row in
            let session = "session \"\(row.columnText(0) ?? "?")\""
            guard !row.columnIsNull(1) else { return "\(session) has no baseline" }
            let run = row.columnInt64(1)
            guard !row.columnIsNull(2) else { return "\(session): its baseline run \(run) did not cover it" }
            if !row.columnIsNull(3) {
                return "\(session): its baseline run \(run) stores only differences from run \(row.columnInt64(3))"
            }
            let deliveries = row.columnInt64(4), stored = row.columnInt64(5)
            let inOrder = stored == 0 || (row.columnInt64(6) == 0 && row.columnInt64(7) == stored - 1)
            guard stored == deliveries, inOrder else {
                return "\(session): its baseline run \(run) holds \(stored) rows for its \(deliveries) deliveries"
            }
            return nil
        }
    }

    /// Every outcome and change row belongs to a session its run covered, within that session's
    /// deliveries; an overlay points at a full run of the same session.
    private func runRowProblems() throws -> [String] {
        var problems: [String] = []
        for table in ["outcomes", "changes"] {
            // A change's ordinal is its delivery pair's index (docs/formats.md "How two outcomes are compared"): a
            // baseline delivery the run lacks is a pair too, so there are at most the run's
            // deliveries plus the compared run's.
            let bound = table == "changes"
                ? "rs.deliveries + COALESCE((SELECT c.deliveries FROM run_sessions c WHERE c.run_id = rs.compared_run_id AND c.session_id = rs.session_id), 0)"
                : "rs.deliveries"
            problems += try lines("""
                SELECT g.run_id, g.session_id, g.n, g.lo, g.hi, rs.run_id, \(bound)
                FROM (SELECT run_id, session_id, count(*) AS n, min(ordinal) AS lo, max(ordinal) AS hi
                      FROM \(table) GROUP BY run_id, session_id) g
                LEFT JOIN run_sessions rs ON rs.run_id = g.run_id AND rs.session_id = g.session_id
                ORDER BY g.run_id, g.session_id
                """) { row in
                let place = "run \(row.columnInt64(0)) stores \(row.columnInt64(2)) \(table) rows of session id \(row.columnInt64(1))"
                guard !row.columnIsNull(5) else { return "\(place), which it did not cover" }
                let deliveries = row.columnInt64(6)
                guard row.columnInt64(3) >= 0, row.columnInt64(4) < deliveries else {
                    return "\(place) beyond its \(deliveries) \(table == "changes" ? "delivery pairs" : "deliveries")"
                }
                return nil
            }
        }
        problems += try lines("""
            SELECT rs.run_id, rs.session_id, rs.overlay_run_id FROM run_sessions rs
            LEFT JOIN run_sessions whole ON whole.run_id = rs.overlay_run_id AND whole.session_id = rs.session_id
            WHERE rs.overlay_run_id IS NOT NULL AND (whole.run_id IS NULL OR whole.overlay_run_id IS NOT NULL)
            ORDER BY rs.run_id, rs.session_id
            """) { row in
            "run \(row.columnInt64(0)) overlays run \(row.columnInt64(2)) for session id \(row.columnInt64(1)), "
                + "which does not hold that session in full"
        }
        return problems
    }

    /// A scene version's content and a session's header and events still hash to the content
    /// hash they were stored with: damage inside a valid page that SQLite cannot see.
    private func contentHashProblems() throws -> [String] {
        var problems = try lines("""
            SELECT sc.name || '@' || v.version, v.content, v.content_hash
            FROM scene_versions v LEFT JOIN scenes sc ON sc.id = v.scene_id ORDER BY v.id
            """) { row in
            SHA256.hexDigest(Array((row.columnText(1) ?? "").utf8)) == row.columnText(2) ? nil
                : "scene \(row.columnText(0) ?? "of a missing scene"): its content does not match its content hash"
        }
        problems += try compiledSceneProblems()
        problems += try sceneTextIDProblems()
        var sessions: [(id: Int64, name: String, header: String, hash: String)] = []
        try database.prepare("SELECT id, name, header, content_hash FROM sessions s WHERE \(try liveSessions("s")) ORDER BY id").forEachRow { row in
            sessions.append((row.columnInt64(0), row.columnText(1) ?? "?", row.columnText(2) ?? "", row.columnText(3) ?? ""))
        }
        var canonical: [UInt8] = []
        for session in sessions {
            var hasher = SessionContentHasher<FastSHA256>()
            let events = try StoredEventCursor(database, session: session.id)
            var readable = true
            do {
                while try events.next() {
                    canonical.removeAll(keepingCapacity: true)
                    // A packed touch event (store level 4) has its canonical JSON written again.
                    readable = events.appendCanonical(to: &canonical) && readable
                    hasher.add(canonicalEvent: canonical)
                }
            } catch is StoreDamageError {
                readable = false  // a chunk that no longer reads: its hash cannot match
            }
            let header = (try? JSONReader.parse(Array(session.header.utf8)))?.objectValue
            if readable, let header, hasher.finish(header: header) == session.hash { continue }
            problems.append("session \"\(session.name)\": its header and events do not match its content hash")
        }
        return problems
    }

    /// Every responder row's superview and next responder are responders of the same version,
    /// each version holds as many views as it says, a scene's current version and a session's
    /// recorded version are versions of that scene.
    private func sceneVersionProblems() throws -> [String] {
        var problems: [String] = []
        let version = "(SELECT sc.name || '@' || v.version FROM scene_versions v JOIN scenes sc ON sc.id = v.scene_id WHERE v.id = r.version_id)"
        for link in ["superview", "next_responder"] {
            problems += try lines("""
                SELECT \(version), r.responder, r.\(link) FROM scene_responders r
                WHERE r.\(link) IS NOT NULL AND NOT EXISTS (
                    SELECT 1 FROM scene_responders p WHERE p.version_id = r.version_id AND p.responder = r.\(link))
                ORDER BY r.version_id, r.position
                """) { row in
                "\(row.columnText(0) ?? "a missing version"): \(row.columnText(1) ?? "?")'s \(link) "
                    + "\(row.columnText(2) ?? "?") is not a responder of that version"
            }
        }
        problems += try lines("""
            SELECT sc.name || '@' || v.version, v.view_count,
                   (SELECT count(*) FROM scene_responders r WHERE r.version_id = v.id AND r.kind IN ('view', 'window'))
            FROM scene_versions v LEFT JOIN scenes sc ON sc.id = v.scene_id ORDER BY v.id
            """) { row in
            row.columnInt64(1) == row.columnInt64(2) ? nil
                : "\(row.columnText(0) ?? "a version of a missing scene") says it has \(row.columnInt64(1)) views and holds \(row.columnInt64(2))"
        }
        problems += try lines("""
            SELECT sc.name FROM scenes sc LEFT JOIN scene_versions v ON v.id = sc.current_version_id
            WHERE v.id IS NULL OR v.scene_id != sc.id ORDER BY sc.id
            """) { row in "scene \"\(row.columnText(0) ?? "?")\": its current version is not one of its versions" }
        problems += try lines("""
            SELECT se.name FROM sessions se LEFT JOIN scene_versions v ON v.id = se.scene_version_id
            WHERE v.id IS NULL OR v.scene_id != se.scene_id ORDER BY se.id
            """) { row in "session \"\(row.columnText(0) ?? "?")\": its recorded scene version is not a version of its scene" }
        problems += try recognizerProblems()
        problems += try builtinProblems()
        return problems
    }

    /// Every builtin and window gate (schema level 11) sits on a view of its own version.
    private func builtinProblems() throws -> [String] {
        guard try database.cachedStatement("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'scene_builtins'")
            .scalarInt64() != nil else { return [] }
        return try lines("""
            SELECT (SELECT sc.name || '@' || v.version FROM scene_versions v JOIN scenes sc ON sc.id = v.scene_id
                    WHERE v.id = b.version_id), b.kind, b.view
            FROM scene_builtins b
            WHERE NOT EXISTS (SELECT 1 FROM scene_responders r
                              WHERE r.version_id = b.version_id AND r.responder = b.view AND r.kind IN ('view', 'window'))
            ORDER BY b.version_id, b.position
            """) { row in
            "\(row.columnText(0) ?? "a missing version"): builtin \(row.columnText(1) ?? "?")'s view "
                + "\(row.columnText(2) ?? "?") is not a view of that version"
        }
    }

    /// Every recognizer (schema level 4 on; docs/formats.md) sits on a view of its own
    /// version, and what it requires to fail is a recognizer of that version.
    private func recognizerProblems() throws -> [String] {
        guard try database.cachedStatement("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'scene_gestures'")
            .scalarInt64() != nil else { return [] }
        let version = "(SELECT sc.name || '@' || v.version FROM scene_versions v JOIN scenes sc ON sc.id = v.scene_id WHERE v.id = g.version_id)"
        var problems = try lines("""
            SELECT \(version), g.recognizer, g.view FROM scene_gestures g
            WHERE NOT EXISTS (SELECT 1 FROM scene_responders r
                              WHERE r.version_id = g.version_id AND r.responder = g.view AND r.kind IN ('view', 'window'))
            ORDER BY g.version_id, g.position
            """) { row in
            "\(row.columnText(0) ?? "a missing version"): recognizer \(row.columnText(1) ?? "?")'s view "
                + "\(row.columnText(2) ?? "?") is not a view of that version"
        }
        problems += try lines("""
            SELECT \(version), g.recognizer, j.value FROM scene_gestures g, json_each(g.require_to_fail) j
            WHERE NOT EXISTS (SELECT 1 FROM scene_gestures o WHERE o.version_id = g.version_id AND o.recognizer = j.value)
            ORDER BY g.version_id, g.position
            """) { row in
            "\(row.columnText(0) ?? "a missing version"): recognizer \(row.columnText(1) ?? "?") requires "
                + "\(row.columnText(2) ?? "?") to fail, which is not a recognizer of that version"
        }
        return problems
    }
}
