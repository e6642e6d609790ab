import CSQLite

/// One SQLite connection (`sqlite3*`), opened in multi-thread mode (`SQLITE_OPEN_NOMUTEX`):
/// synchronous and for one thread at a time, hence not `Sendable`.
///
/// Errors are thrown as ``SQLiteError`` with extended result codes. On this connection
/// double-quoted string literals are refused (`SQLITE_DBCONFIG_DQS_*` off) and defensive mode
/// is on. Open a store with ``openStore(path:migrations:busyTimeout:identity:)``.
package final class Database {
    /// The `sqlite3*`; nil once closed.
    private(set) var handle: OpaquePointer?
    /// The path the connection was opened with.
    package let path: String
    package let isReadOnly: Bool
    /// How long statements wait for another connection's lock (``setBusyTimeout(_:)``).
    package private(set) var busyTimeout: Duration
    private var cache = StatementCache()
    /// Statements handed back by their borrowers (``borrowStatement(_:)``), by SQL text.
    private var pool = StatementPool()
    /// Tables found by ``hasTable(_:)`` (a table never goes once a store is open).
    private var tablesFound: Set<String> = []
    private var savepointDepth = 0

    /// How a connection opens its file.
    package enum OpenMode: Sendable {
        /// Read-write, creating the file when missing.
        case readWriteCreate
        /// Read-write, never creating the file (a missing file is `SQLITE_CANTOPEN`); read-only
        /// when the operating system refuses writing.
        case readWrite
        /// Read-only.
        case readOnly
        /// Read-only, and SQLite told that nobody can change the file (`immutable=1`): no lock
        /// and no `-shm` file, so a WAL store in a folder nobody can write can still be read.
        case immutable
    }

    /// Opens (read-write, creating the file if missing, or read-only) the database at `path`.
    /// `busyTimeout` is how long a statement waits for another connection's lock before
    /// failing with ``SQLiteResultCode/busy``.
    package convenience init(path: String, readOnly: Bool = false, busyTimeout: Duration = .seconds(5)) throws {
        try self.init(path: path, mode: readOnly ? .readOnly : .readWriteCreate, busyTimeout: busyTimeout)
    }

    /// Opens the database at `path` as `mode` says.
    package init(path: String, mode: OpenMode, busyTimeout: Duration = .seconds(5)) throws {
        guard !path.utf8.contains(0) else {
            throw SQLiteError(
                extendedCode: SQLITE_CANTOPEN, message: "the database path contains a NUL character", sql: nil)
        }
        self.path = path
        self.isReadOnly = mode == .readOnly || mode == .immutable
        self.busyTimeout = busyTimeout
        var connection: OpaquePointer?
        let access: Int32
        var name = path
        switch mode {
        case .readWriteCreate: access = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: access = SQLITE_OPEN_READWRITE
        case .readOnly: access = SQLITE_OPEN_READONLY
        case .immutable:
            access = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = Self.fileURI(path) + "?immutable=1"
        }
        let code = sqlite3_open_v2(name, &connection, access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE, nil)
        guard code == SQLITE_OK, let connection else {
            // Even a failed open allocates a connection (to carry the message): close it.
            let error = SQLiteError.fromConnection(connection, code: code == SQLITE_OK ? SQLITE_NOMEM : code, sql: nil)
            sqlite3_close_v2(connection)
            throw error
        }
        handle = connection
        do {
            try check(sqlite3_extended_result_codes(connection, 1))
            try check(sqlite3_busy_timeout(connection, busyTimeout.sqliteMilliseconds))
            var current: Int32 = 0
            try check(touchtape_sqlite3_db_config_int(connection, SQLITE_DBCONFIG_DQS_DML, 0, &current))
            try check(touchtape_sqlite3_db_config_int(connection, SQLITE_DBCONFIG_DQS_DDL, 0, &current))
            try check(touchtape_sqlite3_db_config_int(connection, SQLITE_DBCONFIG_DEFENSIVE, 1, &current))
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// `path` as an SQLite `file:` URI: every byte but unreserved characters and `/`
    /// percent-encoded (a `?`, `#` or `%` in a file name must not start the query).
    static func fileURI(_ path: String) -> String {
        var uri = "file:"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                uri.unicodeScalars.append("%")
                uri.unicodeScalars.append(digits[Int(byte >> 4)])
                uri.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return uri
    }

    /// Whether SQLite opened the main database read-only (asked to, or because the file
    /// cannot be written).
    package var isOpenedReadOnly: Bool {
        guard let handle else { return true }
        return sqlite3_db_readonly(handle, "main") == 1
    }

    /// Finalizes the cached statements and closes the connection. Statements from
    /// ``prepare(_:)`` still alive keep it allocated until they are released
    /// (`sqlite3_close_v2`). Closing twice does nothing.
    package func close() {
        guard let connection = handle else { return }
        cache.finalizeAll()
        pool.finalizeAll()
        sqlite3_close_v2(connection)
        handle = nil
    }

    package var isClosed: Bool { handle == nil }

    // MARK: - Errors

    private func check(_ code: Int32, sql: String? = nil) throws {
        guard code == SQLITE_OK else { throw SQLiteError.fromConnection(handle, code: code, sql: sql) }
    }

    private func checkedHandle(sql: String?) throws -> OpaquePointer {
        guard let handle else { throw SQLiteError.misuse("database connection used after close()", sql: sql) }
        return handle
    }

    // MARK: - Settings

    /// Sets how long statements wait for another connection's lock.
    package func setBusyTimeout(_ timeout: Duration) throws {
        let connection = try checkedHandle(sql: nil)
        try check(sqlite3_busy_timeout(connection, timeout.sqliteMilliseconds))
        busyTimeout = timeout
    }

    // MARK: - Running SQL

    /// Runs a script of zero or more `;`-separated statements, ignoring any rows. An error
    /// carries the statement that failed.
    package func execute(_ sql: String) throws {
        let connection = try checkedHandle(sql: sql)
        try sql.withCString { start in
            var cursor = start
            while cursor.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(connection, cursor, -1, &statement, &tail)
                guard code == SQLITE_OK else {
                    let error = SQLiteError.fromConnection(connection, code: code, sql: Self.text(from: cursor, to: nil))
                    sqlite3_finalize(statement)
                    throw error
                }
                let next = tail ?? cursor
                defer { cursor = next }
                guard let statement else {
                    // Whitespace, a comment or an empty statement: go on after it.
                    if next == cursor { break }
                    continue
                }
                defer { sqlite3_finalize(statement) }
                var stepCode = sqlite3_step(statement)
                while stepCode == SQLITE_ROW {
                    stepCode = sqlite3_step(statement)
                }
                guard stepCode == SQLITE_DONE else {
                    throw SQLiteError.fromConnection(connection, code: stepCode, sql: Self.text(from: cursor, to: next))
                }
                if next == cursor { break }
            }
        }
    }

    /// The SQL text from `start` up to `end`, or when `end` is nil, up to the end of the first
    /// complete statement (per `sqlite3_complete`) or of the text; without surrounding
    /// whitespace.
    private static func text(from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>?) -> String {
        var bytes: [CChar] = []
        if let end {
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
        } else {
            // Only on the error path: quadratic in the worst case, which is fine there.
            var index = 0
            while start[index] != 0 {
                let byte = start[index]
                bytes.append(byte)
                index += 1
                if byte == CChar(UInt8(ascii: ";")) {
                    bytes.append(0)
                    let complete = sqlite3_complete(bytes) != 0
                    bytes.removeLast()
                    if complete { break }
                }
            }
        }
        let text = bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeRawBufferPointer(buffer), as: UTF8.self)
        }
        return text.trimmingSQLWhitespace()
    }

    /// Prepares one statement, not cached: it is finalized when released. Throws when `sql`
    /// holds no statement or more than one.
    package func prepare(_ sql: String) throws -> Statement {
        try makeStatement(sql, persistent: false)
    }

    /// The prepared statement for `sql` from this connection's cache (prepared and cached on
    /// first use), reset and with its bindings cleared. Do not use it again (directly or via
    /// the same SQL text) while iterating its rows.
    package func cachedStatement(_ sql: String) throws -> Statement {
        if let statement = cache.reusable(sql) { return statement }
        let statement = try makeStatement(sql, persistent: true)
        cache.insert(statement)
        return statement
    }

    /// The number of statements in the cache.
    var cachedStatementCount: Int { cache.count }

    /// A prepared statement for `sql` that the caller owns until it hands it back with
    /// ``giveBack(_:)``: one taken from the pool when there is one, else prepared now. For
    /// cursors that step through rows while other statements run (issue #26: a replay reads
    /// thousands of sessions, and preparing their cursors' statements per session was a
    /// large part of what a short session cost). Two cursors of the same SQL at once each
    /// get their own statement.
    package func borrowStatement(_ sql: String) throws -> Statement {
        if let statement = pool.take(sql) { return statement }
        return try makeStatement(sql, persistent: true)
    }

    /// Whether the main schema has a table of this name (a store opened to be read as it is
    /// may be older than this binary). Only found tables are remembered.
    package func hasTable(_ name: String) throws -> Bool {
        if tablesFound.contains(name) { return true }
        let found = try cachedStatement("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?")
            .scalarInt64(.text(name)) != nil
        if found { tablesFound.insert(name) }
        return found
    }

    /// Hands a statement from ``borrowStatement(_:)`` back to the pool, reset and with its
    /// bindings cleared. After ``close()`` it is finalized instead.
    package func giveBack(_ statement: Statement) {
        guard handle != nil else {
            statement.finalize()
            return
        }
        pool.put(statement)
    }

    private func makeStatement(_ sql: String, persistent: Bool) throws -> Statement {
        let connection = try checkedHandle(sql: sql)
        var statement: OpaquePointer?
        var moreStatements = false
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sql.withCString { start -> Int32 in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(connection, start, -1, flags, &statement, &tail)
            if code == SQLITE_OK, let tail, tail.pointee != 0 {
                moreStatements = Self.holdsStatement(connection, tail)
            }
            return code
        }
        guard code == SQLITE_OK else {
            let error = SQLiteError.fromConnection(connection, code: code, sql: sql)
            sqlite3_finalize(statement)
            throw error
        }
        guard let statement else {
            throw SQLiteError.misuse("no SQL statement to prepare", sql: sql)
        }
        guard !moreStatements else {
            sqlite3_finalize(statement)
            throw SQLiteError.misuse("more than one SQL statement to prepare; use execute(_:) for scripts", sql: sql)
        }
        return Statement(handle: statement, connection: connection, sql: sql)
    }

    /// Whether `text` holds anything but whitespace and comments.
    private static func holdsStatement(_ connection: OpaquePointer, _ text: UnsafePointer<CChar>) -> Bool {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, text, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        return code != SQLITE_OK || statement != nil
    }

    // MARK: - Connection state

    /// The rowid of the last successful INSERT on this connection.
    package var lastInsertRowID: Int64 {
        guard let handle else { return 0 }
        return sqlite3_last_insert_rowid(handle)
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    package var changes: Int {
        guard let handle else { return 0 }
        return Int(sqlite3_changes64(handle))
    }

    /// Rows changed since the connection opened.
    package var totalChanges: Int {
        guard let handle else { return 0 }
        return Int(sqlite3_total_changes64(handle))
    }

    /// Whether a transaction is open (the connection is not in autocommit mode).
    package var isInTransaction: Bool {
        guard let handle else { return false }
        return sqlite3_get_autocommit(handle) == 0
    }

    /// `PRAGMA user_version`: the store's schema level.
    package func userVersion() throws -> Int {
        Int(try cachedStatement("PRAGMA user_version").scalarInt64() ?? 0)
    }

    func setUserVersion(_ version: Int32) throws {
        try execute("PRAGMA user_version = \(version)")
    }

    /// `PRAGMA application_id`: which application's file this is (0: not marked).
    package func applicationID() throws -> Int32 {
        Int32(truncatingIfNeeded: try prepare("PRAGMA application_id").scalarInt64() ?? 0)
    }

    func setApplicationID(_ id: Int32) throws {
        try execute("PRAGMA application_id = \(id)")
    }

    // MARK: - Transactions

    /// Runs `body` in a transaction: `BEGIN <kind>`, then `COMMIT` when `body` returns, or
    /// `ROLLBACK` when it throws (any error), rethrowing that error. If `COMMIT` fails the
    /// transaction is rolled back and the commit error thrown. Not reentrant: nest with
    /// ``savepoint(_:)``.
    package func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        try cachedStatement(kind.beginSQL).run()
        let result: T
        do {
            result = try body()
            try cachedStatement("COMMIT TRANSACTION").run()
        } catch {
            rollbackIfOpen()
            throw error
        }
        return result
    }

    /// Rolls back the open transaction, if SQLite has not already done so.
    private func rollbackIfOpen() {
        guard isInTransaction else { return }
        try? cachedStatement("ROLLBACK TRANSACTION").run()
    }

    /// Runs `body` in a savepoint (inside or outside a transaction): released when `body`
    /// returns, rolled back to and released when it throws, rethrowing the error.
    package func savepoint<T>(_ body: () throws -> T) throws -> T {
        let name = "touchtape_savepoint_\(savepointDepth)"
        try cachedStatement("SAVEPOINT \(name)").run()
        savepointDepth += 1
        defer { savepointDepth -= 1 }
        let result: T
        do {
            result = try body()
            try cachedStatement("RELEASE SAVEPOINT \(name)").run()
        } catch {
            if isInTransaction {
                try? cachedStatement("ROLLBACK TRANSACTION TO SAVEPOINT \(name)").run()
                try? cachedStatement("RELEASE SAVEPOINT \(name)").run()
            }
            throw error
        }
        return result
    }
}

@available(*, unavailable)
extension Database: Sendable {}

/// How a transaction takes its locks (`BEGIN DEFERRED|IMMEDIATE|EXCLUSIVE`). Write with
/// `.immediate`: under WAL a deferred transaction that reads, then writes, fails at once
/// with `SQLITE_BUSY_SNAPSHOT` when another connection wrote meanwhile.
package enum TransactionKind: Sendable {
    case deferred
    case immediate
    case exclusive

    var beginSQL: String {
        switch self {
        case .deferred: return "BEGIN DEFERRED TRANSACTION"
        case .immediate: return "BEGIN IMMEDIATE TRANSACTION"
        case .exclusive: return "BEGIN EXCLUSIVE TRANSACTION"
        }
    }
}

extension Duration {
    /// The duration in whole milliseconds, clamped to 0...Int32.max.
    var sqliteMilliseconds: Int32 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        guard seconds < Int64(Int32.max) / 1000 else { return Int32.max }
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}

extension String {
    fileprivate func trimmingSQLWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
