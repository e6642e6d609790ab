import Foundation
import Testing

@testable import TouchTapeStore

@Suite struct SQLiteErrorTests {
    @Test func uniqueViolationCarriesExtendedCodeAndSQL() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try db.execute("CREATE TABLE u(x UNIQUE)")
            let sql = "INSERT INTO u(x) VALUES (?)"
            try db.prepare(sql).run(1)
            let error = try #require(throws: SQLiteError.self) { try db.prepare(sql).run(1) }
            #expect(error.extendedCode == 2067)
            #expect(error.extendedResultCode == .constraintUnique)
            #expect(error.code == .constraint)
            #expect(error.sql == sql)
            #expect(error.message == "UNIQUE constraint failed: u.x")
            #expect(!error.isStoreUnusable)
            #expect(error.description == "UNIQUE constraint failed: u.x (SQLITE_CONSTRAINT_UNIQUE, code 2067); SQL: \(sql)")
        }
    }

    @Test func foreignKeyViolationHasItsExtendedCode() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database.openStore(path: path, migrations: [])
            try db.execute("CREATE TABLE p(id INTEGER PRIMARY KEY); CREATE TABLE c(p REFERENCES p(id))")
            let error = try #require(throws: SQLiteError.self) { try db.execute("INSERT INTO c VALUES (7)") }
            #expect(error.extendedResultCode == .constraintForeignKey)
        }
    }

    @Test func notADatabaseIsUnusable() throws {
        try withTemporaryDatabasePath { path in
            try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
            let db = try Database(path: path)
            let error = try #require(throws: SQLiteError.self) { try db.userVersion() }
            #expect(error.code == .notADatabase)
            #expect(error.isStoreUnusable)
        }
    }

    @Test func primaryCodesAreTheLowByteOfExtendedCodes() {
        #expect(SQLiteResultCode.constraintUnique.primary == .constraint)
        #expect(SQLiteResultCode.busySnapshot.primary == .busy)
        #expect(SQLiteResultCode.constraintUnique.isExtended)
        #expect(!SQLiteResultCode.busy.isExtended)
        #expect(SQLiteResultCode.busy.explanation == "database is locked")
        #expect(SQLiteResultCode.busy.description == "SQLITE_BUSY (5)")
    }

    @Test func schemaErrorsAreUnusable() {
        #expect(StoreSchemaError.newerSchema(found: 3, known: 2).isStoreUnusable)
        #expect(StoreSchemaError.walUnavailable(journalMode: "memory").isStoreUnusable)
        #expect(StoreSchemaError.newerSchema(found: 3, known: 2).description.contains("newer"))
    }

    @Test func writerPastTheBusyTimeoutFailsWithBusy() throws {
        try withTemporaryDatabasePath { path in
            let holder = try Database.openStore(path: path, migrations: [])
            try holder.execute("CREATE TABLE t(x)")
            try holder.execute("BEGIN IMMEDIATE")
            defer { try? holder.execute("ROLLBACK") }

            let waiter = try Database.openStore(path: path, migrations: [], busyTimeout: .milliseconds(100))
            // That it waited before giving up is writerWithinTheBusyTimeoutWaitsForTheOtherWriter's
            // business (a lock released during the wait is taken); no clock is read here.
            let error = try #require(throws: SQLiteError.self) {
                try waiter.transaction { try waiter.execute("INSERT INTO t VALUES (1)") }
            }
            #expect(error.code == .busy)
            #expect(error.isStoreUnusable)
            #expect(!waiter.isInTransaction)
        }
    }

    @Test func writerWithinTheBusyTimeoutWaitsForTheOtherWriter() throws {
        try withTemporaryDatabasePath { path in
            try Database.openStore(path: path, migrations: []).execute("CREATE TABLE t(x)")
            let locked = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            let holderThread = Thread {
                defer { finished.signal() }
                guard let holder = try? Database.openStore(path: path, migrations: []) else {
                    locked.signal()
                    return
                }
                try? holder.execute("BEGIN IMMEDIATE; INSERT INTO t VALUES (1)")
                locked.signal()
                Thread.sleep(forTimeInterval: 0.3)
                try? holder.execute("COMMIT")
            }
            holderThread.start()
            locked.wait()
            let waiter = try Database.openStore(path: path, migrations: [], busyTimeout: .seconds(10))
            try waiter.transaction { try waiter.execute("INSERT INTO t VALUES (2)") }
            finished.wait()
            #expect(try waiter.prepare("SELECT group_concat(x) FROM (SELECT x FROM t ORDER BY x)").scalarText() == "1,2")
        }
    }
}
