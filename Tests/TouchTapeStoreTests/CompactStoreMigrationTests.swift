import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore
import TouchTapeTestSupport

/// The migrations of issue #12 (0004 outcome shapes, packed touch events, one copy of each
/// touch; 0008 events in chunks; 0009 compiled scenes) and those around them upgrade a store
/// written by an older binary without changing what its public views answer or what a replay
/// finds.
@Suite("Store upgrades to the compact store (issue #12)")
struct CompactStoreMigrationTests {
    /// A level-1 store written by the binary before this migration existed (d72a5db): the seed
    /// fixtures and a checkout scene in two versions, three runs (a baseline, an accepted
    /// replay with changes, and an overlay replay with changes). See the file's header.
    static let level1Dump = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StoreDumps/level1-store.sql").path

    /// Loads the dump into a new database at `path`, left at level 1, then migrated to `level`.
    static func makeStore(at path: String, level: Int) throws {
        let dump = try String(contentsOfFile: level1Dump, encoding: .utf8)
        let db = try Database(path: path)
        try db.execute(dump)
        try db.execute("PRAGMA user_version = 1")
        db.close()
        if level > 1 {
            let migrated = try Database.openStore(path: path, migrations: Array(EmbeddedMigrations.all.prefix(level)))
            #expect(try migrated.userVersion() == level)
            migrated.close()
        }
    }

    /// Every row of a view, in a fixed order, values as text.
    static func rows(_ view: String, columns: String = "*", in database: Database) throws -> [[String]] {
        let count = try query("SELECT \(columns) FROM \(view) LIMIT 0", in: database).columns.count
        let order = (1...count).map(String.init).joined(separator: ", ")
        return try query("SELECT \(columns) FROM \(view) ORDER BY \(order)", in: database).rows
    }

    /// The public views of level 1, with their level-1 columns.
    static let level1Views = [
        ("v_scenes", "*"),
        ("v_sessions", "*"),
        ("v_runs", "run, kind, session, scene, scene_version, engine_version, started_at, deliveries, changed"),
        ("v_outcomes", "run, session, seq, kind, touch, phase, window, hit_view, view, handled_by, chain, control_events, dropped, first_responder"),
        ("v_changes", "*"),
    ]

    @Test("0004: a level-1 store's public views answer the same rows after the upgrade")
    func level1ViewsUnchanged() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try Self.makeStore(at: path, level: 1)
            var before: [String: [[String]]] = [:]
            do {
                let db = try Database(path: path)
                for (view, columns) in Self.level1Views { before[view] = try Self.rows(view, columns: columns, in: db) }
                db.close()
            }
            #expect((before["v_outcomes"]?.count ?? 0) > 200)
            #expect((before["v_changes"]?.count ?? 0) > 10)
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Store.schemaLevel)
            for (view, columns) in Self.level1Views {
                #expect(try Self.rows(view, columns: columns, in: store.database) == before[view], "\(view)")
            }
        }
    }

    /// Every level a store written by an earlier binary can be at.
    static let earlierLevels = Array(1..<EmbeddedMigrations.all.count)

    /// The level-1 store brought to each earlier level in turn (the levels older binaries
    /// left behind), then opened by this binary: every public view that level had answers
    /// the same rows, read with the columns it had then.
    @Test("Every public view of a store at an earlier level answers the same rows after the upgrade",
          arguments: earlierLevels)
    func earlierLevelViewsUnchanged(level: Int) throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try Self.makeStore(at: path, level: level)
            var before: [String: [[String]]] = [:]
            var columnsBefore: [String: String] = [:]
            do {
                let db = try Database(path: path)
                // Views a later level adds are left out; a view a later level widens is read with
                // the columns it had at that level.
                for contract in StoreMigrationTests.contract
                where try query("SELECT name FROM sqlite_schema WHERE type = 'view' AND name = '\(contract.view)'", in: db).rows.count == 1 {
                    columnsBefore[contract.view] = try query("SELECT * FROM \(contract.view) LIMIT 0", in: db).columns.joined(separator: ", ")
                    before[contract.view] = try Self.rows(contract.view, in: db)
                }
                db.close()
            }
            #expect(before.count >= Self.level1Views.count)
            #expect((before["v_outcomes"]?.count ?? 0) > 200)
            #expect((before["v_changes"]?.count ?? 0) > 10)
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Store.schemaLevel)
            for (view, columns) in columnsBefore {
                #expect(try Self.rows(view, columns: columns, in: store.database) == before[view], "level \(level): \(view)")
            }
        }
    }

    @Test("0004: an upgraded store replays with the results the old binary stored")
    func upgradedStoreReplaysTheSame() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try Self.makeStore(at: path, level: 1)
            let store = try Store(path: path)
            // Run 3 replayed every session against the current versions, over the baselines
            // of run 2: a new replay must find exactly what it found.
            let report = try store.write { try Replayer.replay(store, sessions: [], against: nil) }
            let run = try #require(report.run)
            let columns = "source, session, seq, touch, phase, field, baseline, current"
            let old = try Self.rows("(SELECT \(columns) FROM v_changes WHERE run = 3)", in: store.database)
            let new = try Self.rows("(SELECT \(columns) FROM v_changes WHERE run = \(run))", in: store.database)
            #expect(!old.isEmpty)
            #expect(new == old)
            let counts = "session, scene, scene_version, deliveries, changed"
            #expect(try Self.rows("(SELECT \(counts) FROM v_runs WHERE run = \(run))", in: store.database)
                    == Self.rows("(SELECT \(counts) FROM v_runs WHERE run = 3)", in: store.database))
            // And every delivery of the new run is the old run's (v_outcomes through the overlay).
            let outcomeColumns = "session, seq, kind, touch, phase, window, hit_view, view, handled_by, chain, control_events, dropped, first_responder"
            #expect(try Self.rows("(SELECT \(outcomeColumns) FROM v_outcomes WHERE run = \(run))", in: store.database)
                    == Self.rows("(SELECT \(outcomeColumns) FROM v_outcomes WHERE run = 3)", in: store.database))
        }
    }

    /// The same through the binary, as a user would: the old store, untouched, given to
    /// `touchtape replay`, which upgrades it and replays every session.
    @Test("A level-1 store opened by the touchtape binary is upgraded and replays with the results it stored")
    func binaryUpgradesAndReplaysTheSame() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try Self.makeStore(at: path, level: 1)
            let replay = try runTouchtape(["replay", "--db", path, "--json"], cwd: dir)
            // Run 3 found differences against run 2's baselines: the new run finds them again (exit 1).
            #expect(replay.status == 1, "\(replay.stderr)")
            let db = try Database(path: path)
            defer { db.close() }
            #expect(try db.userVersion() == Store.schemaLevel)
            let run = try #require(try db.prepare("SELECT MAX(run) FROM v_runs").scalarInt64())
            #expect(run == 4)
            let columns = "source, session, seq, touch, phase, field, baseline, current"
            let old = try Self.rows("(SELECT \(columns) FROM v_changes WHERE run = 3)", in: db)
            #expect(!old.isEmpty)
            #expect(try Self.rows("(SELECT \(columns) FROM v_changes WHERE run = \(run))", in: db) == old)
            let outcomeColumns = "session, seq, kind, touch, phase, window, hit_view, view, handled_by, chain, control_events, dropped, first_responder"
            #expect(try Self.rows("(SELECT \(outcomeColumns) FROM v_outcomes WHERE run = \(run))", in: db)
                    == Self.rows("(SELECT \(outcomeColumns) FROM v_outcomes WHERE run = 3)", in: db))
        }
    }

    @Test("0004: a session imported at level 4 stores its touch events packed and each touch once")
    func newImportIsCompact() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            // The fixtures' events carry `expect` (kept as JSON text); the checkout flow's do not.
            let flow = ReplayTests.checkoutFlow
            try ReplayTests().importText(ReplayTests.checkoutScene(banner: false), into: store, dir: dir, name: "scene.json")
            try ReplayTests().importText(flow, into: store, dir: dir, name: "flow.json")
            let (files, _) = try Importer.collect([FastPathOutcomeTests.fixtures])
            _ = try Importer.run(files, into: store, replace: false)
            // From level 8 the events are records of chunks (EventChunkTests): their forms.
            var forms: [Bool: [StoredEventForm]] = [:]
            try store.database.prepare("""
                SELECT s.name = 'checkout-flow', c.records FROM session_event_chunks c JOIN sessions s ON s.id = c.session_id
                ORDER BY s.id, c.first_seq
                """).forEachRow { row in
                let bytes = row.columnBlob(1) ?? []
                var records = EventChunkRecords()
                bytes.withUnsafeBufferPointer { buffer in
                    while let record = records.next(in: buffer) { forms[row.columnBool(0), default: []].append(record.form) }
                }
            }
            #expect(forms[true] == Array(repeating: .packedTouch, count: 4))
            #expect(forms[false]?.contains(.json) == true)
            #expect(try store.session(named: "checkout-flow").events == Session.decode(Array(flow.utf8)).events)
            let hasTouchTable = try store.database.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'session_touches'").scalarInt64()
            #expect(hasTouchTable == 0)
            // Far fewer shapes than deliveries: a shape is stored once.
            let shapes = try store.database.prepare("SELECT COUNT(*) FROM outcome_shapes").scalarInt64() ?? 0
            let outcomes = try store.database.prepare("SELECT COUNT(*) FROM outcomes").scalarInt64() ?? 0
            #expect(shapes > 0 && shapes < outcomes)
        }
    }
}
