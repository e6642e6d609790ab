import CSQLite
import Foundation
import Testing

@testable import TouchTapeStore

@Suite struct SQLiteDatabaseTests {
    @Test func opensCreatesAndClosesADatabase() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            #expect(!db.isClosed)
            try db.execute("CREATE TABLE t(x)")
            #expect(FileManager.default.fileExists(atPath: path))
            db.close()
            #expect(db.isClosed)
            db.close()  // closing twice does nothing
            #expect(throws: SQLiteError.self) { try db.execute("SELECT 1") }
        }
    }

    @Test func openingInAMissingDirectoryThrowsCantOpen() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/missing/store.sqlite"
            let error = try #require(throws: SQLiteError.self) { try Database(path: path) }
            #expect(error.code == .cantOpen)
            #expect(error.isStoreUnusable)
            #expect(!error.message.isEmpty)
        }
    }

    @Test func failedOpensReleaseTheirConnections() throws {
        // SQLite allocates a connection (about 1.3 KB) even for a failed open: 20,000 leaked
        // ones would hold about 27 MB, far above what other tests running meanwhile hold.
        try withTemporaryDirectory { directory in
            let path = directory + "/missing/store.sqlite"
            let attempts = 20_000
            let before = sqlite3_memory_used()
            for _ in 0..<attempts {
                do {
                    _ = try Database(path: path)
                    Issue.record("opened a database in a missing directory")
                } catch {}
            }
            let grown = sqlite3_memory_used() - before
            #expect(grown < 8_000_000, "SQLite memory grew by \(grown) bytes over \(attempts) failed opens")
        }
    }

    @Test func readOnlyConnectionRefusesWrites() throws {
        try withTemporaryDatabasePath { path in
            try Database(path: path).execute("CREATE TABLE t(x)")
            let db = try Database(path: path, readOnly: true)
            let error = try #require(throws: SQLiteError.self) { try db.execute("INSERT INTO t VALUES (1)") }
            #expect(error.code == .readOnly)
        }
    }

    @Test func executeRunsAMultiStatementScript() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try db.execute("""
                CREATE TABLE t(x); -- a comment
                INSERT INTO t VALUES (1);;
                INSERT INTO t VALUES (2); SELECT * FROM t;
                /* trailing comment */
                """)
            #expect(try db.prepare("SELECT sum(x) FROM t").scalarInt64() == 3)
        }
    }

    @Test func executeErrorCarriesTheFailingStatement() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let error = try #require(throws: SQLiteError.self) {
                try db.execute("CREATE TABLE a(x);\nINSERT INTO nope VALUES (1); CREATE TABLE b(x);")
            }
            #expect(error.code == .error)
            #expect(error.sql == "INSERT INTO nope VALUES (1);")
            #expect(error.message.contains("no such table: nope"))
            // Statements before the failing one ran; the ones after did not.
            #expect(try db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'a'").scalarInt64() == 1)
            #expect(try db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'b'").scalarInt64() == 0)
        }
    }

    @Test func prepareErrorCarriesSQLAndMessage() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let error = try #require(throws: SQLiteError.self) { try db.prepare("SELEKT 1") }
            #expect(error.code == .error)
            #expect(error.sql == "SELEKT 1")
            #expect(error.message.contains("syntax error"))
            #expect(error.description.contains("SELEKT 1"))
        }
    }

    @Test func prepareRefusesMoreThanOneStatementOrNone() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let many = try #require(throws: SQLiteError.self) { try db.prepare("SELECT 1; SELECT 2") }
            #expect(many.code == .misuse)
            let none = try #require(throws: SQLiteError.self) { try db.prepare("  -- nothing") }
            #expect(none.code == .misuse)
            // A trailing semicolon or comment is still one statement.
            #expect(try db.prepare("SELECT 1; -- done").scalarInt64() == 1)
        }
    }

    @Test func doubleQuotedStringLiteralsAreRefused() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t(x)")
            let error = try #require(throws: SQLiteError.self) { try db.prepare(#"SELECT x FROM t WHERE x = "a""#) }
            #expect(error.message.contains("no such column"))
        }
    }

    @Test func reportsLastInsertRowIDAndChanges() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, x)")
            let insert = try db.cachedStatement("INSERT INTO t(x) VALUES (?)")
            try insert.run("a")
            #expect(db.lastInsertRowID == 1)
            try insert.run("b")
            #expect(db.lastInsertRowID == 2)
            #expect(db.changes == 1)
            try db.execute("UPDATE t SET x = 'c'")
            #expect(db.changes == 2)
            #expect(db.totalChanges == 4)
        }
    }

    @Test func statementOfAClosedDatabaseThrowsMisuse() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let cached = try db.cachedStatement("SELECT 1")
            let uncached = try db.prepare("SELECT 2")
            db.close()
            let error = try #require(throws: SQLiteError.self) { try cached.step() }
            #expect(error.code == .misuse)
            // An uncached statement keeps the connection alive until it is released.
            #expect(try uncached.scalarInt64() == 2)
        }
    }
}
