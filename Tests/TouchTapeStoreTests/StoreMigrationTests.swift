import Foundation
import Testing
import TouchTapeCore

@testable import TouchTapeStore

/// store.md: migrations, and the public views (a contract: names and columns).
@Suite struct StoreMigrationTests {
    /// A public view and its columns, exactly as store.md's table lists them.
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
        ]),
        ViewContract(view: "v_outcomes", columns: [
            "run", "session", "seq", "kind", "touch", "phase", "window", "hit_view", "view", "handled_by", "chain",
            "control_events", "dropped", "first_responder", "withheld", "gestures",
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
