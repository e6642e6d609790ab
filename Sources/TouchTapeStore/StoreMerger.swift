import TouchTapeCore

/// What merging one store into another did (`merge INTO FROM…`, docs/cli.md).
package struct MergeReport: Sendable, Hashable {
    /// How one of the source's runs entered the store merged into.
    package enum RunFate: String, Sendable, Hashable {
        /// A new run, numbered after the store's own.
        case new
        /// Joined the store's run of the same label and kind (the shards of one replay).
        case joined
        /// Already in the store (the same run, from a common base store or an earlier merge).
        case known
    }

    package var source: String
    package var sceneVersions = 0
    package var newSceneVersions = 0
    package var sessions = 0
    package var newSessions = 0
    /// Each of the source's runs, in its order: its id there, its id in the store merged into.
    package var runs: [(from: Int64, into: Int64, fate: RunFate)] = []
    package var newAccepts = 0

    package static func == (a: MergeReport, b: MergeReport) -> Bool {
        a.source == b.source && a.sceneVersions == b.sceneVersions && a.newSceneVersions == b.newSceneVersions
            && a.sessions == b.sessions && a.newSessions == b.newSessions && a.newAccepts == b.newAccepts
            && a.runs.map(\.from) == b.runs.map(\.from) && a.runs.map(\.into) == b.runs.map(\.into)
            && a.runs.map(\.fate) == b.runs.map(\.fate)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(runs.map(\.into))
    }
}

extension Store {
    /// Refuses (bad input, naming both stores) a session name stored with different content
    /// in two of the stores, before anything is written: then nothing is merged.
    package static func checkMergeable(into: Store, intoPath: String, sources: [(path: String, store: Store)]) throws {
        var known: [String: (hash: String, store: String)] = [:]
        for (path, store) in [(intoPath, into)] + sources {
            try store.database.prepare("SELECT name, content_hash FROM sessions ORDER BY id").forEachRow { row in
                let name = row.columnText(0) ?? ""
                let hash = row.columnText(1) ?? ""
                if let seen = known[name] {
                    if seen.hash != hash {
                        throw InputError(file: path, place: "session \"\(name)\"",
                                         "its content differs from the session of this name in \(seen.store) "
                                            + "(content hash \(hash.prefix(12))… here, \(seen.hash.prefix(12))… there); nothing was merged")
                    }
                } else {
                    known[name] = (hash, path)
                }
            }
        }
    }

    /// Merges everything `source` holds into this store: scene versions by content hash,
    /// sessions by name (same content), runs renumbered (or joined to the run of the same
    /// label and kind, or recognised as already here), outcomes and changes with their
    /// interned texts translated, accepts and baselines. Call inside ``write(_:)``, after
    /// ``checkMergeable(into:intoPath:sources:)``.
    package func merge(from source: Store, sourcePath: String) throws -> MergeReport {
        var merger = StoreMerger(into: self, from: source, sourcePath: sourcePath)
        return try merger.merge()
    }
}

/// One source merged into one store: the id maps from the source's rows to the store's.
private struct StoreMerger {
    let into: Store
    let from: Store
    let sourcePath: String
    var report: MergeReport

    var versionIDs: [Int64: Int64] = [:]
    var sessionIDs: [Int64: Int64] = [:]
    /// For each source session: its revision there, and its revision here.
    var revisions: [Int64: (source: Int64, into: Int64)] = [:]
    var runIDs: [Int64: Int64] = [:]
    var textIDs: [Int64: Int64] = [:]

    init(into: Store, from: Store, sourcePath: String) {
        self.into = into
        self.from = from
        self.sourcePath = sourcePath
        report = MergeReport(source: sourcePath)
    }

    var source: Database { from.database }
    var target: Database { into.database }

    mutating func merge() throws -> MergeReport {
        try mergeScenes()
        try mergeSessions()
        try mergeRuns()
        try mergeBaselines()
        try mergeAccepts()
        return report
    }

    /// Damage in the source: a row that points at nothing (exit 3).
    func damaged(_ what: String) -> StoreDamageError {
        StoreDamageError(["\(sourcePath): \(what)"])
    }

    // MARK: Scenes

    /// Versions by content hash: a content the store lacks becomes its next version, in the
    /// source's order; the source's current version becomes current when the source used it
    /// more recently (``lastUse(of:in:)``).
    mutating func mergeScenes() throws {
        let scenes = try source.prepare("SELECT id, name, current_version_id FROM scenes ORDER BY id")
        var list: [(id: Int64, name: String, current: Int64?)] = []
        try scenes.forEachRow { list.append(($0.columnInt64(0), $0.columnText(1) ?? "", $0.columnIsNull(2) ? nil : $0.columnInt64(2))) }
        for scene in list {
            let sceneID: Int64
            if let id = try target.cachedStatement("SELECT id FROM scenes WHERE name = ?").scalarInt64(.text(scene.name)) {
                sceneID = id
            } else {
                try target.cachedStatement("INSERT INTO scenes (name) VALUES (?)").run(.text(scene.name))
                sceneID = target.lastInsertRowID
            }
            let versions = try source.prepare(
                "SELECT id, content_hash, content, view_count, imported_at FROM scene_versions WHERE scene_id = ? ORDER BY version")
            var rows: [(id: Int64, hash: String, content: SQLiteValue, views: SQLiteValue, importedAt: SQLiteValue)] = []
            try versions.forEachRow(.integer(scene.id)) {
                rows.append(($0.columnInt64(0), $0.columnText(1) ?? "", $0.columnValue(2), $0.columnValue(3), $0.columnValue(4)))
            }
            for version in rows {
                report.sceneVersions += 1
                if let id = try target.cachedStatement("SELECT id FROM scene_versions WHERE scene_id = ? AND content_hash = ?")
                    .scalarInt64(.integer(sceneID), .text(version.hash)) {
                    versionIDs[version.id] = id
                    continue
                }
                let next = (try target.cachedStatement("SELECT MAX(version) FROM scene_versions WHERE scene_id = ?")
                    .scalarInt64(.integer(sceneID)) ?? 0) + 1
                try target.cachedStatement("""
                    INSERT INTO scene_versions (scene_id, version, content_hash, content, view_count, imported_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """).run(.integer(sceneID), .integer(next), .text(version.hash), version.content, version.views, version.importedAt)
                let newID = target.lastInsertRowID
                versionIDs[version.id] = newID
                report.newSceneVersions += 1
                try copyRows(
                    select: "SELECT * FROM scene_responders WHERE version_id = ? ORDER BY position", .integer(version.id),
                    insert: "INSERT INTO scene_responders VALUES (\(placeholders(20)))") { row in
                        row[0] = .integer(newID)
                    }
                // Its recognizers (docs/formats.md), for v_gestures.
                try copyRows(
                    select: "SELECT * FROM scene_gestures WHERE version_id = ? ORDER BY position", .integer(version.id),
                    insert: "INSERT INTO scene_gestures VALUES (\(placeholders(13)))") { row in
                        row[0] = .integer(newID)
                    }
                // Its builtins and window gates (level 11).
                try copyRows(
                    select: "SELECT * FROM scene_builtins WHERE version_id = ? ORDER BY position", .integer(version.id),
                    insert: "INSERT INTO scene_builtins VALUES (\(placeholders(5)))") { row in
                        row[0] = .integer(newID)
                    }
            }
            if let current = scene.current {
                guard let mapped = versionIDs[current] else { throw damaged("scene \"\(scene.name)\"'s current version is not one of its versions") }
                let ours = try target.cachedStatement("SELECT current_version_id FROM scenes WHERE id = ?").scalarInt64(.integer(sceneID))
                if ours != mapped, try ours.map({ try Self.lastUse(of: $0, in: target) < Self.lastUse(of: current, in: source) }) ?? true {
                    try target.cachedStatement("UPDATE scenes SET current_version_id = ? WHERE id = ?").run(.integer(mapped), .integer(sceneID))
                }
            }
        }
    }

    /// When a store last showed a version as current, as far as it recorded: the version's
    /// import or the latest run dispatched against it, whichever is later (ISO 8601 UTC text
    /// compares as time). A store's current version becomes current here only when its use is
    /// more recent, so merging an older copy of a store never takes a layout change back.
    static func lastUse(of version: Int64, in database: Database) throws -> String {
        try database.cachedStatement("""
            SELECT MAX(COALESCE((SELECT MAX(r.started_at) FROM run_sessions rs JOIN runs r ON r.id = rs.run_id
                                 WHERE rs.scene_version_id = ?1), ''), imported_at)
            FROM scene_versions WHERE id = ?1
            """).scalarText(.integer(version)) ?? ""
    }

    // MARK: Sessions

    /// Sessions by name: one the store has (with the same content: checked before) is the
    /// same session; a new one is copied with its events and touches. Baselines come after
    /// the runs.
    mutating func mergeSessions() throws {
        let sessions = try source.prepare("""
            SELECT id, name, scene_version_id, content_hash, header, events, touches, imported_at, revision, source_file, forgotten_at
            FROM sessions ORDER BY id
            """)
        var rows: [[SQLiteValue]] = []
        try sessions.forEachRow { row in rows.append((0..<11).map { row.columnValue($0) }) }
        for row in rows {
            guard case .integer(let sourceID) = row[0], case .text(let name) = row[1], case .integer(let version) = row[2],
                  case .integer(let revision) = row[8]
            else { throw damaged("a session row lacks its id, name, scene version or revision") }
            report.sessions += 1
            let existing = try target.cachedStatement("SELECT id, content_hash, revision FROM sessions WHERE name = ?")
            try existing.bind(name, at: 1)
            if try existing.step() {
                let id = existing.columnInt64(0), hash = existing.columnText(1), intoRevision = existing.columnInt64(2)
                existing.reset()
                guard case .text(hash ?? "") = row[3] else {
                    throw InputError(file: sourcePath, place: "session \"\(name)\"",
                                     "its content differs from the session of this name in the store merged into; nothing was merged")
                }
                sessionIDs[sourceID] = id
                revisions[sourceID] = (revision, intoRevision)
                continue
            }
            existing.reset()
            guard let versionID = versionIDs[version] else { throw damaged("session \"\(name)\"'s scene version is not stored") }
            try target.cachedStatement("""
                INSERT INTO sessions (name, scene_id, scene_version_id, content_hash, header, events, touches, imported_at,
                    revision, source_file, forgotten_at)
                VALUES (?1, (SELECT scene_id FROM scene_versions WHERE id = ?2), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                """).run(.text(name), .integer(versionID), row[3], row[4], row[5], row[6], row[7], row[8], row[9], row[10])
            let id = target.lastInsertRowID
            sessionIDs[sourceID] = id
            revisions[sourceID] = (revision, revision)
            report.newSessions += 1
            // Store level 4: a touch event packed (BLOB) or any event as JSON text, copied as is.
            try copyRows(select: "SELECT session_id, seq, t, event FROM session_events WHERE session_id = ? ORDER BY seq",
                         .integer(sourceID),
                         insert: "INSERT INTO session_events (session_id, seq, t, event) VALUES (?, ?, ?, ?)") { $0[0] = .integer(id) }
            // Store level 8: chunks of events, copied as they are.
            try copyRows(select: "SELECT session_id, first_seq, events, records FROM session_event_chunks WHERE session_id = ? ORDER BY first_seq",
                         .integer(sourceID),
                         insert: "INSERT INTO session_event_chunks (session_id, first_seq, events, records) VALUES (?, ?, ?, ?)") {
                $0[0] = .integer(id)
            }
        }
    }

    // MARK: Runs

    /// One run's coverage of one session, with the source's ids mapped to the store's.
    struct RunSessionRow: Equatable {
        var sourceSession: Int64
        var session: Int64
        var sceneVersion: Int64
        var comparedRun: Int64?
        var overlayRun: Int64?
        var deliveries: Int64
        var changed: Int64
        var revision: Int64
        var changedBaseline: Int64
        var changedExpect: Int64
        /// The seconds the session took to replay (null before store level 5): not a result.
        var seconds: Double? = nil

        /// Same results: what a second merge of the same shard would bring again.
        func sameResults(as other: RunSessionRow) -> Bool {
            sceneVersion == other.sceneVersion && deliveries == other.deliveries && changed == other.changed
                && changedBaseline == other.changedBaseline && changedExpect == other.changedExpect
        }
    }

    /// Runs in the source's order. The same run (kind, label, engine and start time) is
    /// recognised; a run with a label joins the store's newest run of that label and kind
    /// when their sessions are disjoint (the shards of one replay), is recognised when the
    /// store's run already holds its sessions with the same results (merged before), and is
    /// bad input when they overlap otherwise; any other run is new.
    mutating func mergeRuns() throws {
        let runs = try source.prepare("SELECT id, kind, engine_version, started_at, label FROM runs ORDER BY id")
        var list: [(id: Int64, kind: String, engine: String, startedAt: String, label: String?)] = []
        try runs.forEachRow {
            list.append(($0.columnInt64(0), $0.columnText(1) ?? "", $0.columnText(2) ?? "", $0.columnText(3) ?? "", $0.columnText(4)))
        }
        // Runs of the store this merge already matched with one of the source's: a second
        // run of the same label in one store never joins its sibling.
        var matched: Set<Int64> = []
        var pending: [(sourceRun: Int64, intoRun: Int64, rows: [RunSessionRow])] = []
        for run in list {
            let rows = try sessionRows(ofSourceRun: run.id)
            let label = run.label.flatMap { $0.isEmpty ? nil : $0 }
            let intoRun: Int64
            let fate: MergeReport.RunFate
            if let same = try sameRun(kind: run.kind, engine: run.engine, startedAt: run.startedAt, label: label) {
                intoRun = same
                fate = .known
            } else if let label, let sibling = try newestRun(kind: run.kind, label: label, excluding: matched) {
                let present = try storedRows(ofRun: sibling)
                let overlap = rows.filter { present[$0.session] != nil }
                if overlap.isEmpty {
                    let engine = try target.cachedStatement("SELECT engine_version FROM runs WHERE id = ?").scalarText(.integer(sibling))
                    if engine != run.engine {
                        throw InputError(file: sourcePath, place: "run \(run.id)",
                                         "labelled \"\(label)\" like run \(sibling) of the store merged into, but made by touchtape "
                                            + "\(run.engine), not \(engine ?? "-"): the shards of one replay need one engine")
                    }
                    intoRun = sibling
                    fate = .joined
                } else if overlap.count == rows.count,
                          rows.allSatisfy({ row in present[row.session].map(row.sameResults(as:)) ?? false }) {
                    intoRun = sibling
                    fate = .known
                } else {
                    let names = try overlap.prefix(5).map { try sessionName($0.session) }.joined(separator: ", ")
                    throw InputError(file: sourcePath, place: "run \(run.id)",
                                     "labelled \"\(label)\" (\(run.kind)) like run \(sibling) of the store merged into, and both cover "
                                        + "\(overlap.count) of the same session\(overlap.count == 1 ? "" : "s") (\(names)\(overlap.count > 5 ? ", …" : "")) "
                                        + "with different results: the runs of one label must cover disjoint sessions; nothing was merged")
                }
            } else {
                try target.cachedStatement("INSERT INTO runs (kind, engine_version, started_at, label) VALUES (?, ?, ?, ?)")
                    .run(.text(run.kind), .text(run.engine), .text(run.startedAt), label.map { .text($0) })
                intoRun = target.lastInsertRowID
                fate = .new
            }
            matched.insert(intoRun)
            runIDs[run.id] = intoRun
            pending.append((run.id, intoRun, rows))
            report.runs.append((run.id, intoRun, fate))
        }
        // Every run is mapped: now the rows, with the runs they refer to.
        for (sourceRun, intoRun, rows) in pending {
            let present = try storedRows(ofRun: intoRun)
            for var row in rows where present[row.session] == nil {
                row.comparedRun = try row.comparedRun.map { try mapped(run: $0, from: sourceRun) }
                row.overlayRun = try row.overlayRun.map { try mapped(run: $0, from: sourceRun) }
                try insert(row, run: intoRun, sourceRun: sourceRun)
            }
        }
    }

    func mapped(run: Int64, from sourceRun: Int64) throws -> Int64 {
        guard let id = runIDs[run] else { throw damaged("run \(sourceRun) refers to run \(run), which is not stored") }
        return id
    }

    /// The store's run that is this very run: same kind, label, engine and start time.
    func sameRun(kind: String, engine: String, startedAt: String, label: String?) throws -> Int64? {
        try target.cachedStatement("""
            SELECT MIN(id) FROM runs WHERE kind = ? AND engine_version = ? AND started_at = ? AND label IS ?
            """).scalarInt64(.text(kind), .text(engine), .text(startedAt), label.map { .text($0) })
    }

    func newestRun(kind: String, label: String, excluding: Set<Int64>) throws -> Int64? {
        var newest: Int64?
        try target.cachedStatement("SELECT id FROM runs WHERE kind = ? AND label = ? ORDER BY id DESC")
            .forEachRow(.text(kind), .text(label)) { row in
                let id = row.columnInt64(0)
                if newest == nil && !excluding.contains(id) { newest = id }
            }
        return newest
    }

    func sessionName(_ id: Int64) throws -> String {
        try target.cachedStatement("SELECT name FROM sessions WHERE id = ?").scalarText(.integer(id)) ?? "session id \(id)"
    }

    /// The source run's rows, sessions and scene versions mapped; the runs they compare with
    /// and overlay are mapped when the rows are inserted (in a merged store a run may refer
    /// to a later run: a shard's baseline).
    func sessionRows(ofSourceRun run: Int64) throws -> [RunSessionRow] {
        let statement = try source.prepare("""
            SELECT session_id, scene_version_id, compared_run_id, overlay_run_id, deliveries, changed, session_revision,
                changed_baseline, changed_expect, seconds
            FROM run_sessions WHERE run_id = ? ORDER BY session_id
            """)
        var rows: [RunSessionRow] = []
        try statement.forEachRow(.integer(run)) { r in
            let sourceSession = r.columnInt64(0)
            guard let session = sessionIDs[sourceSession], let version = versionIDs[r.columnInt64(1)] else {
                throw damaged("run \(run) covers a session or scene version that is not stored")
            }
            // A run of the session's current content keeps that meaning here; a run of an
            // earlier content gets revision 0, which no session has (accept refuses it).
            var revision = r.columnInt64(6)
            if let (sourceRevision, intoRevision) = revisions[sourceSession], sourceRevision != intoRevision {
                revision = revision == sourceRevision ? intoRevision : 0
            }
            rows.append(RunSessionRow(sourceSession: sourceSession, session: session, sceneVersion: version,
                                      comparedRun: r.columnIsNull(2) ? nil : r.columnInt64(2),
                                      overlayRun: r.columnIsNull(3) ? nil : r.columnInt64(3),
                                      deliveries: r.columnInt64(4), changed: r.columnInt64(5), revision: revision,
                                      changedBaseline: r.columnInt64(7), changedExpect: r.columnInt64(8),
                                      seconds: r.columnIsNull(9) ? nil : r.columnDouble(9)))
        }
        return rows
    }

    /// The store's rows of one of its runs, by session.
    func storedRows(ofRun run: Int64) throws -> [Int64: RunSessionRow] {
        let statement = try target.prepare("""
            SELECT session_id, scene_version_id, compared_run_id, overlay_run_id, deliveries, changed, session_revision,
                changed_baseline, changed_expect
            FROM run_sessions WHERE run_id = ?
            """)
        var rows: [Int64: RunSessionRow] = [:]
        try statement.forEachRow(.integer(run)) { r in
            let session = r.columnInt64(0)
            rows[session] = RunSessionRow(
                sourceSession: session, session: session, sceneVersion: r.columnInt64(1),
                comparedRun: r.columnIsNull(2) ? nil : r.columnInt64(2), overlayRun: r.columnIsNull(3) ? nil : r.columnInt64(3),
                deliveries: r.columnInt64(4), changed: r.columnInt64(5), revision: r.columnInt64(6),
                changedBaseline: r.columnInt64(7), changedExpect: r.columnInt64(8))
        }
        return rows
    }

    /// Adds one session's coverage to a run of the store: its row, its stored outcomes (texts
    /// translated) and its changes.
    mutating func insert(_ row: RunSessionRow, run: Int64, sourceRun: Int64) throws {
        try target.cachedStatement("""
            INSERT INTO run_sessions (run_id, session_id, scene_version_id, compared_run_id, overlay_run_id, deliveries, changed,
                session_revision, changed_baseline, changed_expect, seconds)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).run(.integer(run), .integer(row.session), .integer(row.sceneVersion), row.comparedRun.map { .integer($0) },
                     row.overlayRun.map { .integer($0) }, .integer(row.deliveries), .integer(row.changed), .integer(row.revision),
                     .integer(row.changedBaseline), .integer(row.changedExpect), row.seconds.map { .real($0) })
        // The source's outcome rows with their shapes opened (`_outcome_rows`, store level 4),
        // their text ids translated, stored here with this store's shapes.
        let outcomes = try source.prepare("""
            SELECT ordinal, seq, kind, touch, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder,
                withheld, gestures, calls
            FROM _outcome_rows WHERE run_id = ? AND session_id = ? ORDER BY ordinal
            """)
        try outcomes.bind(sourceRun, at: 1)
        try outcomes.bind(row.sourceSession, at: 2)
        defer { outcomes.reset() }
        while try outcomes.step() {
            let o = outcomes
            func id(_ column: Int) throws -> Int64? { o.columnIsNull(column) ? nil : try text(o.columnInt64(column)) }
            let outcome = StoredOutcome(
                seq: o.columnInt(1), kind: try id(2) ?? 0, touch: o.columnIsNull(3) ? nil : o.columnInt(3), phase: try id(4),
                window: try id(5), hitView: try id(6), view: try id(7), chain: try id(8) ?? 0, handledBy: try id(9),
                controlEvents: try id(10) ?? 0, dropped: try id(11), firstResponder: try id(12), withheld: try id(13), gestures: try id(14),
                calls: try id(15))
            try into.writeOutcome(outcome, run: run, session: row.session, ordinal: o.columnInt(0))
        }
        try copyRows(
            select: """
                SELECT ?1, ?2, ordinal, source, field, seq, touch, phase, baseline, current FROM changes
                WHERE run_id = ?3 AND session_id = ?4
                """,
            .integer(run), .integer(row.session), .integer(sourceRun), .integer(row.sourceSession),
            insert: """
                INSERT INTO changes (run_id, session_id, ordinal, source, field, seq, touch, phase, baseline, current)
                VALUES (\(placeholders(10)))
                """) { _ in }
    }

    /// The store's id of one of the source's interned texts.
    mutating func text(_ sourceID: Int64) throws -> Int64 {
        if let id = textIDs[sourceID] { return id }
        guard let text = try source.cachedStatement("SELECT text FROM texts WHERE id = ?").scalarText(.integer(sourceID)) else {
            throw damaged("an outcome refers to text id \(sourceID), which is not stored")
        }
        let id = try into.textID(text)
        textIDs[sourceID] = id
        return id
    }

    // MARK: Baselines and accepts

    /// A session's baseline is the newer (the higher run id here) of the store's and the
    /// source's, so merging an older copy of a store never takes an accept back. A baseline
    /// that is an overlay run here is made full, as `accept` does.
    mutating func mergeBaselines() throws {
        var baselines: [(session: Int64, run: Int64)] = []
        try source.prepare("SELECT id, baseline_run_id FROM sessions WHERE baseline_run_id IS NOT NULL ORDER BY id").forEachRow { row in
            baselines.append((row.columnInt64(0), row.columnInt64(1)))
        }
        for (sourceSession, sourceRun) in baselines {
            guard let session = sessionIDs[sourceSession], let run = runIDs[sourceRun] else {
                throw damaged("a session's baseline run is not stored")
            }
            let current = try target.cachedStatement("SELECT baseline_run_id FROM sessions WHERE id = ?").scalarInt64(.integer(session))
            if let current, current >= run { continue }
            if let overlay = try target.cachedStatement("SELECT overlay_run_id FROM run_sessions WHERE run_id = ? AND session_id = ?")
                .scalarInt64(.integer(run), .integer(session)) {
                try target.cachedStatement("""
                    INSERT INTO outcomes (run_id, session_id, ordinal, seq, touch, shape)
                    SELECT ?1, session_id, ordinal, seq, touch, shape
                    FROM outcomes o WHERE o.run_id = ?2 AND o.session_id = ?3
                      AND NOT EXISTS (SELECT 1 FROM outcomes d WHERE d.run_id = ?1 AND d.session_id = ?3 AND d.ordinal = o.ordinal)
                    """).run(.integer(run), .integer(overlay), .integer(session))
                try target.cachedStatement("UPDATE run_sessions SET overlay_run_id = NULL WHERE run_id = ? AND session_id = ?")
                    .run(.integer(run), .integer(session))
            }
            try target.cachedStatement("UPDATE sessions SET baseline_run_id = ? WHERE id = ?").run(.integer(run), .integer(session))
        }
    }

    /// Every accept the store does not hold yet (same time, run and session).
    mutating func mergeAccepts() throws {
        var accepts: [(at: String, run: Int64, session: Int64, previous: Int64?, written: Int64)] = []
        try source.prepare("SELECT accepted_at, run_id, session_id, previous_baseline_id, written FROM accepts ORDER BY id").forEachRow {
            accepts.append(($0.columnText(0) ?? "", $0.columnInt64(1), $0.columnInt64(2),
                            $0.columnIsNull(3) ? nil : $0.columnInt64(3), $0.columnInt64(4)))
        }
        for accept in accepts {
            guard let run = runIDs[accept.run], let session = sessionIDs[accept.session] else {
                throw damaged("an accept refers to a run or session that is not stored")
            }
            let previous = accept.previous.flatMap { runIDs[$0] }
            let known = try target.cachedStatement("SELECT 1 FROM accepts WHERE accepted_at = ? AND run_id = ? AND session_id = ?")
                .scalarInt64(.text(accept.at), .integer(run), .integer(session))
            if known != nil { continue }
            try target.cachedStatement("""
                INSERT INTO accepts (accepted_at, run_id, session_id, previous_baseline_id, written) VALUES (?, ?, ?, ?, ?)
                """).run(.text(accept.at), .integer(run), .integer(session), previous.map { .integer($0) }, .integer(accept.written))
            report.newAccepts += 1
        }
    }

    // MARK: Copying

    func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    /// Copies the rows `select` reads from the source (bound to `bindings`) with `insert`,
    /// after `adjust` maps the ids.
    func copyRows(select: String, _ bindings: SQLiteValue?..., insert: String, adjust: (inout [SQLiteValue?]) -> Void) throws {
        let read = try source.prepare(select)
        let write = try target.cachedStatement(insert)
        var values: [SQLiteValue?] = []
        try read.forEachRow(bindings: bindings) { row in
            values = (0..<row.columnCount).map { Optional(row.columnValue($0)) }
            adjust(&values)
            try write.run(bindings: values)
        }
    }
}
