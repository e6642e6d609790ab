import Foundation
import Testing

@testable import TouchTapeStore

@Suite struct MigratorTests {
    /// Levels 1...count. Level 1 creates `log`; every level creates its own table (without
    /// IF NOT EXISTS, so applying it twice fails) and logs its level.
    static func migrations(_ count: Int) -> [Migration] {
        (1...max(count, 1)).prefix(count).map { level in
            let logTable = level == 1 ? "CREATE TABLE log(level INTEGER NOT NULL);\n" : ""
            return Migration(
                level: level,
                name: String(format: "%04d_level%d", level, level),
                sql: logTable + "CREATE TABLE t\(level)(x);\nINSERT INTO log(level) VALUES (\(level));\n")
        }
    }

    private func loggedLevels(_ db: Database) throws -> [Int64] {
        var levels: [Int64] = []
        try db.prepare("SELECT level FROM log ORDER BY rowid").forEachRow { levels.append($0.columnInt64(0)) }
        return levels
    }

    @Test func openStoreTurnsOnWALAndForeignKeys() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database.openStore(path: path, migrations: Self.migrations(1))
            #expect(try db.prepare("PRAGMA journal_mode").scalarText() == "wal")
            #expect(try db.prepare("PRAGMA foreign_keys").scalarInt64() == 1)
            #expect(try db.prepare("PRAGMA synchronous").scalarInt64() == 1)  // NORMAL
            // The journal mode is persistent: a plain connection finds it too.
            #expect(try Database(path: path).prepare("PRAGMA journal_mode").scalarText() == "wal")
        }
    }

    @Test func migratingANewStoreAppliesEveryLevel() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database.openStore(path: path, migrations: Self.migrations(3))
            #expect(try db.userVersion() == 3)
            #expect(try loggedLevels(db) == [1, 2, 3])
            #expect(!db.isInTransaction)
        }
    }

    @Test func storeWithoutMigrationsStaysAtLevelZero() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database.openStore(path: path, migrations: [])
            #expect(try db.userVersion() == 0)
        }
    }

    @Test func migratingFromEveryIntermediateLevelAppliesOnlyTheRest() throws {
        let all = Self.migrations(4)
        for start in 0...all.count {
            try withTemporaryDatabasePath { path in
                do {
                    let db = try Database.openStore(path: path, migrations: Array(all.prefix(start)))
                    #expect(try db.userVersion() == start)
                }
                let db = try Database.openStore(path: path, migrations: all)
                #expect(try db.userVersion() == all.count, "from level \(start)")
                #expect(try loggedLevels(db) == [1, 2, 3, 4], "from level \(start)")
            }
        }
    }

    @Test func storeOfANewerSchemaIsRefusedAndLeftUntouched() throws {
        try withTemporaryDatabasePath { path in
            do {
                let db = try Database(path: path)
                try db.execute("CREATE TABLE future(x); INSERT INTO future VALUES (1); PRAGMA user_version = 9")
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let attributesBefore = try FileManager.default.attributesOfItem(atPath: path)

            #expect(throws: StoreSchemaError.newerSchema(found: 9, known: 2)) {
                try Database.openStore(path: path, migrations: Self.migrations(2))
            }

            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            let attributesAfter = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributesAfter[.modificationDate] as? Date == attributesBefore[.modificationDate] as? Date)
            for suffix in ["-wal", "-shm", "-journal"] {
                #expect(!FileManager.default.fileExists(atPath: path + suffix), "\(suffix) file created")
            }
        }
    }

    @Test func storeWithANegativeLevelIsRefusedAndLeftUntouched() throws {
        try withTemporaryDatabasePath { path in
            try Database(path: path).execute("CREATE TABLE x(y); PRAGMA user_version = -1")
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(throws: StoreSchemaError.invalidSchemaLevel(found: -1)) {
                try Database.openStore(path: path, migrations: Self.migrations(1))
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test func failingMigrationRollsBackToThePreviousLevel() throws {
        try withTemporaryDatabasePath { path in
            var migrations = Self.migrations(2)
            migrations.append(
                Migration(level: 3, name: "0003_broken", sql: "CREATE TABLE t3(x);\nINSERT INTO missing VALUES (1);"))
            let error = try #require(throws: SQLiteError.self) {
                try Database.openStore(path: path, migrations: migrations)
            }
            #expect(error.sql == "INSERT INTO missing VALUES (1);")

            let db = try Database(path: path)
            #expect(try db.userVersion() == 2)
            #expect(try loggedLevels(db) == [1, 2])
            #expect(try db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 't3'").scalarInt64() == 0)
        }
    }

    @Test func migrationListWithAGapIsRejectedBeforeOpening() throws {
        try withTemporaryDatabasePath { path in
            var migrations = Self.migrations(3)
            migrations.remove(at: 1)
            #expect(throws: StoreSchemaError.self) { try Database.openStore(path: path, migrations: migrations) }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func migrationThatEndsItsTransactionIsRejected() throws {
        try withTemporaryDatabasePath { path in
            let migrations = [Migration(level: 1, name: "0001_commits", sql: "CREATE TABLE a(x); COMMIT;")]
            let error = try #require(throws: StoreSchemaError.self) {
                try Database.openStore(path: path, migrations: migrations)
            }
            guard case .invalidMigrations = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }

    @Test func storeThatCannotUseWALIsRefused() throws {
        #expect(throws: StoreSchemaError.walUnavailable(journalMode: "memory")) {
            try Database.openStore(path: ":memory:", migrations: [])
        }
    }

    @Test func concurrentOpenersOfANewStoreMigrateItOnce() throws {
        let migrations = Self.migrations(3)
        // Level 1 also does some work, so the openers overlap inside the migrations.
        var slow = migrations
        slow[0].sql += """
            CREATE TABLE filler(n);
            WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 20000)
            INSERT INTO filler SELECT n FROM c;

            """
        let finalMigrations = slow
        for round in 0..<5 {
            try withTemporaryDatabasePath { path in
                let openers = 4
                let results = LockedResults()
                let ready = DispatchSemaphore(value: 0)
                let go = DispatchSemaphore(value: 0)
                let done = DispatchSemaphore(value: 0)
                for _ in 0..<openers {
                    Thread {
                        ready.signal()
                        go.wait()
                        let result = Result { () throws -> Int in
                            let db = try Database.openStore(path: path, migrations: finalMigrations)
                            return try db.userVersion()
                        }
                        results.append(result)
                        done.signal()
                    }.start()
                }
                for _ in 0..<openers { ready.wait() }
                for _ in 0..<openers { go.signal() }
                for _ in 0..<openers { done.wait() }

                let outcomes = results.all
                #expect(outcomes.count == openers)
                for outcome in outcomes {
                    switch outcome {
                    case .success(let level): #expect(level == 3, "round \(round)")
                    case .failure(let error): Issue.record("round \(round): opener failed: \(error)")
                    }
                }
                let db = try Database(path: path)
                #expect(try loggedLevels(db) == [1, 2, 3], "round \(round)")
                #expect(try db.prepare("SELECT count(*) FROM filler").scalarInt64() == 20000)
            }
        }
    }
}

/// Results gathered from several threads. (`Mutex` needs macOS 15; the package supports 13.)
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Int, any Error>] = []

    func append(_ result: Result<Int, any Error>) {
        lock.withLock { results.append(result) }
    }

    var all: [Result<Int, any Error>] {
        lock.withLock { results }
    }
}
