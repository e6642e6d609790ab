import Foundation
import Testing
import TouchTapeCore

@testable import TouchTapeStore

/// docs/store.md: migrations, and the public views (a contract: names and columns).
@Suite struct StoreMigrationTests {
    /// A public view and its columns, exactly as docs/store.md's table lists them.
    struct ViewContract: Sendable, CustomTestStringConvertible {
        var view: String
        var columns: [String]
        var testDescription: String { view }
    }

    static let contract = [
        ViewContract(view: "v_scenes", columns: ["scene", "version", "current", "content_hash", "views", "imported_at"]),
        ViewContract(view: "v_sessions",
                     columns: ["session", "scene", "scene_version", "events", "touches", "imported_at", "baseline_run"]),
        ViewContract(view: "v_runs", columns: [
            "run", "kind", "session", "scene", "scene_version", "engine_version", "started_at", "deliveries", "changed",
            "label", "changed_baseline", "changed_expect",
        ]),
        ViewContract(view: "v_outcomes", columns: [
            "run", "session", "seq", "kind", "touch", "phase", "window", "hit_view", "view", "handled_by", "chain",
            "control_events", "dropped", "first_responder", "withheld", "gestures", "calls",
        ]),
        ViewContract(view: "v_gestures", columns: [
            "scene", "version", "recognizer", "kind", "view", "enabled", "target", "selector", "cancels_touches_in_view",
            "delays_touches_began", "delays_touches_ended", "require_to_fail", "settings",
        ]),
        ViewContract(view: "v_gesture_transitions", columns: [
            "run", "session", "ordinal", "seq", "kind", "touch", "position", "recognizer", "state", "action", "target",
        ]),
        ViewContract(view: "v_changes", columns: [
            "run", "baseline_run", "source", "session", "seq", "touch", "phase", "field", "baseline", "current",
        ]),
        ViewContract(view: "v_run_summary", columns: [
            "run", "kind", "label", "started_at", "engine_version", "sessions", "deliveries", "changed", "changed_baseline",
            "changed_expect", "failed_sessions",
        ]),
        ViewContract(view: "v_accepts", columns: ["accepted_at", "run", "session", "previous_baseline_run", "written"]),
        ViewContract(view: "v_responders", columns: [
            "scene", "version", "responder", "class", "kind", "superview", "next_responder", "depth", "x", "y", "width",
            "height", "hidden", "alpha", "user_interaction_enabled", "is_control", "control_enabled", "point_inside",
            "hit_test",
        ]),
        ViewContract(view: "v_coverage", columns: [
            "scene", "version", "responder", "target", "deliveries", "recognizer", "current", "sessions", "call_from",
        ]),
    ]

    /// The highest migration level: the last of the migrations compiled in.
    static var highestLevel: Int { EmbeddedMigrations.all.map(\.level).max() ?? 0 }

    static func columns(of view: String, in database: Database) throws -> [String] {
        var names: [String] = []
        try database.prepare("PRAGMA table_info(\(view))").forEachRow { row in names.append(row.columnText(1) ?? "") }
        return names
    }

    /// The schema (every table, index and view with its SQL), for comparing two stores.
    static func schema(of database: Database) throws -> [String] {
        var entries: [String] = []
        try database.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").forEachRow { row in
            entries.append((0..<4).map { row.columnText($0) ?? "NULL" }.joined(separator: " | "))
        }
        return entries
    }

    @Test func newStoreEndsAtTheHighestMigrationLevel() throws {
        #expect(Self.highestLevel >= 1)
        #expect(Self.highestLevel == EmbeddedMigrations.all.count)
        #expect(Self.highestLevel == (try highestMigrationFileLevel()))
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Self.highestLevel)
            #expect(Store.schemaLevel == Self.highestLevel)
        }
    }

    @Test(arguments: contract)
    func newStoreHasThePublicViewWithExactlyItsColumns(_ contract: ViewContract) throws {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            let isView = try store.database.prepare("SELECT type FROM sqlite_master WHERE name = ?").scalarText(.text(contract.view))
            #expect(isView == "view")
            #expect(try Self.columns(of: contract.view, in: store.database) == contract.columns)
            // It answers (an empty store: no rows) with the stock SQLite functions only.
            _ = try store.database.prepare("SELECT * FROM \(contract.view)").step()
        }
    }

    /// A store left at any earlier level (by the real migrations, applied up to it) is
    /// migrated to the highest one on opening, with the same schema as a new store.
    @Test(arguments: Array(0..<EmbeddedMigrations.all.count))
    func storeAtAnEarlierLevelIsMigratedToTheHighest(_ level: Int) throws {
        try withTemporaryDirectory { folder in
            let fresh = try Store(path: folder + "/fresh.sqlite")
            let path = folder + "/old.sqlite"
            do {
                let old = try Database.openStore(path: path, migrations: Array(EmbeddedMigrations.all.prefix(level)))
                #expect(try old.userVersion() == level)
                old.close()
            }
            let migrated = try Store(path: path)
            #expect(try migrated.database.userVersion() == Self.highestLevel)
            #expect(try Self.schema(of: migrated.database) == Self.schema(of: fresh.database))
            for contract in Self.contract {
                #expect(try Self.columns(of: contract.view, in: migrated.database) == contract.columns)
            }
        }
    }

    /// Migration 2 splits the `changed` count of the runs already stored into changes against
    /// the baseline and against `expect` entries, from the `changes` rows.
    @Test func migrationToLevel2SplitsTheChangedCountsOfStoredRuns() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            do {
                let old = try Database.openStore(path: path, migrations: Array(EmbeddedMigrations.all.prefix(1)))
                try old.execute("""
                    INSERT INTO scenes (id, name) VALUES (1, 's');
                    INSERT INTO scene_versions VALUES (1, 1, 1, 'h', '{}', 1, '2026-01-01T00:00:00.000Z');
                    UPDATE scenes SET current_version_id = 1;
                    INSERT INTO runs VALUES (1, 'baseline', '0.1.0', '2026-01-01T00:00:00.000Z');
                    INSERT INTO runs VALUES (2, 'replay', '0.1.0', '2026-01-01T00:00:01.000Z');
                    INSERT INTO sessions VALUES (1, 'tap', 1, 1, 'h', '{}', 3, 1, '2026-01-01T00:00:00.000Z', 1);
                    INSERT INTO run_sessions VALUES (1, 1, 1, NULL, NULL, 3, 0);
                    INSERT INTO run_sessions VALUES (2, 1, 1, 1, 1, 3, 3);
                    INSERT INTO changes VALUES (2, 1, 0, 'baseline', 'view', 0, 1, 'began', 'a', 'b');
                    INSERT INTO changes VALUES (2, 1, 0, 'baseline', 'handledBy', 0, 1, 'began', 'a', 'b');
                    INSERT INTO changes VALUES (2, 1, 0, 'expect', 'view', 0, 1, 'began', 'c', 'b');
                    INSERT INTO changes VALUES (2, 1, 1, 'baseline', 'chain', 1, 1, 'ended', '[]', '["b"]');
                    INSERT INTO changes VALUES (2, 1, 2, 'expect', 'handledBy', 2, 1, 'ended', 'c', 'b');
                    """)
                old.close()
            }
            let migrated = try Store(path: path)
            let rows = try migrated.runs()
            #expect(rows.map { [$0.run, Int64($0.changed), Int64($0.changedBaseline), Int64($0.changedExpect)] }
                    == [[2, 3, 2, 2], [1, 0, 0, 0]])
            #expect(rows.allSatisfy { $0.label == nil })
        }
    }

    /// Reopening a store at the highest level changes nothing and needs no migration.
    @Test func reopeningACurrentStoreKeepsItsLevelAndContent() throws {
        try withTemporaryDatabasePath { path in
            _ = try Store(path: path)
            let before = try dumpStore(path)
            let again = try Store(path: path)
            #expect(try again.database.userVersion() == Self.highestLevel)
            #expect(try dumpStore(path) == before)
        }
    }

    /// The store refuses a newer schema in-process too, with the error the tool maps to exit 3.
    @Test func openingANewerStoreThrowsANewerSchemaError() throws {
        try withTemporaryDatabasePath { path in
            do {
                let db = try Database(path: path)
                try db.execute("PRAGMA application_id = \(Store.identity.applicationID)")
                try db.execute("PRAGMA user_version = \(Self.highestLevel + 1)")
                db.close()
            }
            #expect(throws: StoreSchemaError.newerSchema(found: Self.highestLevel + 1, known: Self.highestLevel)) {
                _ = try Store(path: path)
            }
            #expect(try Database(path: path).userVersion() == Self.highestLevel + 1)
        }
    }
}
