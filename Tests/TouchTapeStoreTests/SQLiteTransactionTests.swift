import Testing

@testable import TouchTapeStore

@Suite struct SQLiteTransactionTests {
    private func makeDatabase(_ path: String) throws -> Database {
        let db = try Database(path: path)
        try db.execute("CREATE TABLE t(x UNIQUE); INSERT INTO t VALUES (0)")
        return db
    }

    private func contents(_ db: Database) throws -> [Int64] {
        var values: [Int64] = []
        try db.prepare("SELECT x FROM t ORDER BY x").forEachRow { values.append($0.columnInt64(0)) }
        return values
    }

    @Test func transactionCommitsWhenTheBodyReturns() throws {
        try withTemporaryDatabasePath { path in
            let db = try makeDatabase(path)
            let result = try db.transaction {
                #expect(db.isInTransaction)
                try db.execute("INSERT INTO t VALUES (1)")
                return "done"
            }
            #expect(result == "done")
            #expect(!db.isInTransaction)
            #expect(try contents(db) == [0, 1])
            // Committed: another connection sees it.
            #expect(try contents(Database(path: path)) == [0, 1])
        }
    }

    @Test func transactionRollsBackAndRethrowsWhenTheBodyThrows() throws {
        try withTemporaryDatabasePath { path in
            let db = try makeDatabase(path)
            #expect(throws: TestError()) {
                try db.transaction {
                    try db.execute("INSERT INTO t VALUES (1)")
                    throw TestError()
                }
            }
            #expect(!db.isInTransaction)
            #expect(try contents(db) == [0])
        }
    }

    @Test func transactionRollsBackWhenAStatementFails() throws {
        try withTemporaryDatabasePath { path in
            let db = try makeDatabase(path)
            let error = try #require(throws: SQLiteError.self) {
                try db.transaction(.deferred) {
                    try db.execute("INSERT INTO t VALUES (1)")
                    try db.execute("INSERT INTO t VALUES (0)")  // UNIQUE violation
                }
            }
            #expect(error.extendedResultCode == .constraintUnique)
            #expect(!db.isInTransaction)
            #expect(try contents(db) == [0])
        }
    }

    @Test func nestedTransactionIsRefusedAndTheOuterRolledBack() throws {
        try withTemporaryDatabasePath { path in
            let db = try makeDatabase(path)
            #expect(throws: SQLiteError.self) {
                try db.transaction {
                    try db.execute("INSERT INTO t VALUES (1)")
                    try db.transaction {}
                }
            }
            #expect(!db.isInTransaction)
            #expect(try contents(db) == [0])
        }
    }

    @Test func savepointRollsBackOnlyItsOwnWork() throws {
        try withTemporaryDatabasePath { path in
            let db = try makeDatabase(path)
            try db.transaction {
                try db.execute("INSERT INTO t VALUES (1)")
                #expect(throws: TestError()) {
                    try db.savepoint {
                        try db.execute("INSERT INTO t VALUES (2)")
                        throw TestError()
                    }
                }
                try db.savepoint { try db.execute("INSERT INTO t VALUES (3)") }
                #expect(db.isInTransaction)
            }
            #expect(try contents(db) == [0, 1, 3])
        }
    }
}
