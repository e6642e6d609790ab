import Testing

@testable import TouchTapeStore

@Suite struct SQLiteStatementTests {
    /// Stores each value through `bind` in a column without affinity, and returns the
    /// statement positioned on the row that reads it back.
    private func roundTrip(
        _ db: Database, _ bind: (Statement) throws -> Void, _ read: (Statement) throws -> Void
    ) throws {
        try db.execute("DROP TABLE IF EXISTS v; CREATE TABLE v(x)")
        let insert = try db.prepare("INSERT INTO v(x) VALUES (?)")
        try bind(insert)
        try insert.run()
        let select = try db.prepare("SELECT x FROM v")
        #expect(try select.step())
        try read(select)
        #expect(try !select.step())
    }

    @Test func integersRoundTrip() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            for value in [Int64.min, -1, 0, 1, Int64.max] {
                try roundTrip(db, { try $0.bind(value, at: 1) }) { row in
                    #expect(row.columnInt64(0) == value)
                    #expect(row.columnValue(0) == .integer(value))
                    #expect(!row.columnIsNull(0))
                }
            }
            try roundTrip(db, { try $0.bind(42 as Int, at: 1) }) { #expect($0.columnInt(0) == 42) }
            try roundTrip(db, { try $0.bind(true, at: 1) }) { row in
                #expect(row.columnBool(0))
                #expect(row.columnInt64(0) == 1)
            }
            try roundTrip(db, { try $0.bind(false, at: 1) }) { #expect($0.columnValue(0) == .integer(0)) }
        }
    }

    @Test func doublesRoundTrip() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            for value in [0.0, -2.5, 3.25, Double.pi, Double.greatestFiniteMagnitude, -Double.infinity] {
                try roundTrip(db, { try $0.bind(value, at: 1) }) { row in
                    #expect(row.columnDouble(0) == value)
                    #expect(row.columnValue(0) == .real(value))
                }
            }
        }
    }

    @Test func unicodeTextRoundTrips() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            for value in ["", "plain", "héllo wörld", "日本語", "👋🏽 family: 👨‍👩‍👧", "nul\u{0}inside", "quote ' \" ;"] {
                try roundTrip(db, { try $0.bind(value, at: 1) }) { row in
                    #expect(row.columnText(0) == value)
                    #expect(row.columnValue(0) == .text(value))
                    #expect(!row.columnIsNull(0))
                }
            }
        }
    }

    @Test func blobsRoundTripWithEmbeddedNULs() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let large = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            for value: [UInt8] in [[], [0], [0, 1, 0, 255, 0], large] {
                try roundTrip(db, { try $0.bind(value, at: 1) }) { row in
                    #expect(row.columnBlob(0) == value)
                    #expect(row.columnValue(0) == .blob(value))
                    #expect(!row.columnIsNull(0))
                }
            }
        }
    }

    @Test func nullsRoundTripFromEveryKindOfBinding() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let bindings: [(Statement) throws -> Void] = [
                { try $0.bindNull(at: 1) },
                { try $0.bind(nil as Int64?, at: 1) },
                { try $0.bind(nil as Int?, at: 1) },
                { try $0.bind(nil as Bool?, at: 1) },
                { try $0.bind(nil as Double?, at: 1) },
                { try $0.bind(nil as String?, at: 1) },
                { try $0.bind(nil as [UInt8]?, at: 1) },
                { try $0.bind(nil as SQLiteValue?, at: 1) },
                { try $0.bind(SQLiteValue.null, at: 1) },
                { try $0.bind([nil]) },
                { try $0.bind(Double.nan, at: 1) },  // SQLite stores NaN as NULL
            ]
            for bind in bindings {
                try roundTrip(db, bind) { row in
                    #expect(row.columnIsNull(0))
                    #expect(row.columnText(0) == nil)
                    #expect(row.columnBlob(0) == nil)
                    #expect(row.columnValue(0) == .null)
                    #expect(row.columnInt64(0) == 0)
                }
            }
        }
    }

    @Test func optionalsWithValuesBindTheirValues() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try roundTrip(db, { try $0.bind(Optional<Int64>.some(7), at: 1) }) { #expect($0.columnInt64(0) == 7) }
            try roundTrip(db, { try $0.bind(Optional<String>.some("s"), at: 1) }) { #expect($0.columnText(0) == "s") }
            try roundTrip(db, { try $0.bind(Optional<[UInt8]>.some([9]), at: 1) }) { #expect($0.columnBlob(0) == [9]) }
        }
    }

    @Test func valueArrayBindsEveryParameterInOrder() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let select = try db.prepare("SELECT ?, ?, ?, ?, ?, ?")
            try select.bind([.integer(1), .real(1.5), .text("t"), .blob([0, 2]), .null, nil])
            #expect(try select.step())
            #expect(select.columnCount == 6)
            let values = (0..<6).map { select.columnValue($0) }
            #expect(values == [.integer(1), .real(1.5), .text("t"), .blob([0, 2]), .null, .null])
        }
    }

    @Test func valueArrayOfTheWrongCountIsRefused() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let select = try db.prepare("SELECT ?, ?")
            let error = try #require(throws: SQLiteError.self) { try select.bind([1]) }
            #expect(error.code == .range)
            #expect(error.sql == "SELECT ?, ?")
        }
    }

    @Test func bindingAnIndexOutOfRangeThrowsRange() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let select = try db.prepare("SELECT ?")
            let error = try #require(throws: SQLiteError.self) { try select.bind(1, at: 2) }
            #expect(error.code == .range)
        }
    }

    @Test func columnNamesAndCountDescribeTheRow() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            let select = try db.prepare("SELECT 1 AS one, 'x' AS \"two words\"")
            #expect(select.columnCount == 2)
            #expect(select.columnName(0) == "one")
            #expect(select.columnName(1) == "two words")
            #expect(select.parameterCount == 0)
        }
    }

    @Test func forEachRowVisitsEveryRowAndResets() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
            let select = try db.prepare("SELECT x FROM t WHERE x >= ? ORDER BY x")
            var seen: [Int64] = []
            try select.forEachRow(2) { row in seen.append(row.columnInt64(0)) }
            #expect(seen == [2, 3])
            // Reset and bindings kept: running again visits the same rows.
            seen = []
            try select.forEachRow { row in seen.append(row.columnInt64(0)) }
            #expect(seen == [2, 3])
        }
    }

    @Test func scalarsReadTheFirstColumnOfTheFirstRow() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            #expect(try db.prepare("SELECT ? + 1").scalarInt64(41) == 42)
            #expect(try db.prepare("SELECT ? * 2").scalarDouble(1.25) == 2.5)
            #expect(try db.prepare("SELECT ? || 'b'").scalarText("a") == "ab")
            #expect(try db.prepare("SELECT NULL").scalarInt64() == nil)
            #expect(try db.prepare("SELECT 1 WHERE 0").scalarText() == nil)
        }
    }

    @Test func cachedStatementIsReusedResetAndCleared() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3)")
            let sql = "SELECT x, ? FROM t ORDER BY x"
            let first = try db.cachedStatement(sql)
            try first.bind("bound", at: 1)
            #expect(try first.step())
            #expect(try first.step())
            #expect(first.columnInt64(0) == 2)

            let second = try db.cachedStatement(sql)
            #expect(first === second)
            #expect(db.cachedStatementCount == 1)
            // Reset: iteration starts over; bindings cleared: the parameter is NULL.
            #expect(try second.step())
            #expect(second.columnInt64(0) == 1)
            #expect(second.columnIsNull(1))

            #expect(try db.cachedStatement("SELECT 1") !== second)
            #expect(try db.prepare(sql) !== second)
            #expect(db.cachedStatementCount == 2)
        }
    }

    /// The cache finds a literal's statement by the string's storage first (issue #26); a text
    /// built at run time, stored elsewhere, must still find the statement of its text, and two
    /// texts of one length built in turn must not take each other's statement.
    @Test func cachedStatementIsFoundByTextWhateverTheStringsStorage() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t(x); INSERT INTO t VALUES (7)")
            let literal = try db.cachedStatement("SELECT x + 1 FROM t")
            for round in 0..<3 {
                let built = try db.cachedStatement(["SELECT x", "+ 1", "FROM t"].joined(separator: " "))
                #expect(built === literal, "round \(round)")
            }
            var answers: [Int64] = []
            for n in [2, 3, 2, 3] {
                let sql = "SELECT x + \(n) FROM t" + String(repeating: " ", count: 20)
                answers.append(try #require(try db.cachedStatement(sql).scalarInt64()))
            }
            #expect(answers == [9, 10, 9, 10])
            #expect(db.cachedStatementCount == 3)
        }
    }

    @Test func stepErrorCarriesSQLAndLeavesStatementReusable() throws {
        try withTemporaryDatabasePath { path in
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t(x NOT NULL)")
            let insert = try db.cachedStatement("INSERT INTO t VALUES (?)")
            let error = try #require(throws: SQLiteError.self) { try insert.run(nil) }
            #expect(error.extendedResultCode == .constraintNotNull)
            #expect(error.sql == "INSERT INTO t VALUES (?)")
            try insert.run(1)
            #expect(try db.prepare("SELECT count(*) FROM t").scalarInt64() == 1)
        }
    }
}
