import CSQLite

/// A value SQLite stores: one of its five storage classes.
package enum SQLiteValue: Sendable, Hashable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    case null
}

extension SQLiteValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral
{
    package init(integerLiteral value: Int64) { self = .integer(value) }
    package init(floatLiteral value: Double) { self = .real(value) }
    package init(stringLiteral value: String) { self = .text(value) }
    package init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }
}

/// A prepared SQL statement (`sqlite3_stmt`).
///
/// Parameters and columns are numbered as SQLite numbers them: parameters from 1, columns
/// from 0. Get one from ``Database/prepare(_:)`` or ``Database/cachedStatement(_:)``.
/// Not thread-safe, like its ``Database``.
package final class Statement {
    /// The `sqlite3_stmt`; nil once finalized.
    private(set) var handle: OpaquePointer?
    /// The `sqlite3*` this statement belongs to. `sqlite3_close_v2` keeps it allocated for as
    /// long as any of its statements is unfinalized, so it is valid while `handle` is non-nil.
    private let connection: OpaquePointer
    /// The SQL text this statement was prepared from.
    package let sql: String

    init(handle: OpaquePointer, connection: OpaquePointer, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Finalizes the statement; any later use throws or reads NULLs.
    func finalize() {
        sqlite3_finalize(handle)
        handle = nil
    }

    // MARK: - Shape

    /// The number of columns of the statement's rows.
    package var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The number of parameters (the largest parameter index).
    package var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// The name of column `index` (0-based), or "" when out of range.
    package func columnName(_ index: Int) -> String {
        guard let name = sqlite3_column_name(handle, Int32(clamping: index)) else { return "" }
        return String(cString: name)
    }

    // MARK: - Binding

    private func check(_ code: Int32) throws {
        guard code == SQLITE_OK else { throw error(code) }
    }

    private func error(_ code: Int32) -> SQLiteError {
        guard handle != nil else { return .misuse("statement used after its database was closed", sql: sql) }
        return .fromConnection(connection, code: code, sql: sql)
    }

    private func checkedHandle() throws -> OpaquePointer {
        guard let handle else { throw SQLiteError.misuse("statement used after its database was closed", sql: sql) }
        return handle
    }

    package func bind(_ value: Int64, at index: Int) throws {
        try check(sqlite3_bind_int64(checkedHandle(), Int32(clamping: index), value))
    }

    package func bind(_ value: Int, at index: Int) throws {
        try bind(Int64(value), at: index)
    }

    package func bind(_ value: Bool, at index: Int) throws {
        try bind(Int64(value ? 1 : 0), at: index)
    }

    package func bind(_ value: Double, at index: Int) throws {
        try check(sqlite3_bind_double(checkedHandle(), Int32(clamping: index), value))
    }

    /// Binds UTF-8 text; SQLite copies it. Embedded NUL characters are kept.
    package func bind(_ value: String, at index: Int) throws {
        let stmt = try checkedHandle()
        var value = value
        let code = value.withUTF8 { bytes -> Int32 in
            // A NULL pointer would bind NULL, not an empty text.
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text(stmt, Int32(clamping: index), "", 0, touchtape_sqlite_transient())
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                sqlite3_bind_text64(
                    stmt, Int32(clamping: index), chars, sqlite3_uint64(bytes.count),
                    touchtape_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
        }
        try check(code)
    }

    /// Binds bytes that are valid UTF-8 as text; SQLite copies them (no `String` in between).
    func bindText(utf8 bytes: [UInt8], at index: Int) throws {
        let stmt = try checkedHandle()
        let code = bytes.withUnsafeBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return sqlite3_bind_text(stmt, Int32(clamping: index), "", 0, touchtape_sqlite_transient())
            }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                sqlite3_bind_text64(stmt, Int32(clamping: index), chars, sqlite3_uint64(buffer.count),
                                    touchtape_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
        }
        try check(code)
    }

    /// Binds a blob; SQLite copies it. An empty array binds an empty blob, not NULL.
    package func bind(_ value: [UInt8], at index: Int) throws {
        let stmt = try checkedHandle()
        let code = value.withUnsafeBytes { bytes -> Int32 in
            // A NULL pointer would bind NULL, not an empty blob.
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_zeroblob(stmt, Int32(clamping: index), 0)
            }
            return sqlite3_bind_blob64(
                stmt, Int32(clamping: index), base, sqlite3_uint64(bytes.count), touchtape_sqlite_transient())
        }
        try check(code)
    }

    package func bindNull(at index: Int) throws {
        try check(sqlite3_bind_null(checkedHandle(), Int32(clamping: index)))
    }

    package func bind(_ value: Int64?, at index: Int) throws {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    package func bind(_ value: Int?, at index: Int) throws {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    package func bind(_ value: Bool?, at index: Int) throws {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    package func bind(_ value: Double?, at index: Int) throws {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    package func bind(_ value: String?, at index: Int) throws {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    package func bind(_ value: [UInt8]?, at index: Int) throws {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    /// Binds a value; nil and `.null` bind NULL.
    package func bind(_ value: SQLiteValue?, at index: Int) throws {
        switch value {
        case .integer(let v): try bind(v, at: index)
        case .real(let v): try bind(v, at: index)
        case .text(let v): try bind(v, at: index)
        case .blob(let v): try bind(v, at: index)
        case .null, nil: try bindNull(at: index)
        }
    }

    /// Binds every parameter: `values[0]` at 1, `values[1]` at 2, ... The count must match
    /// the statement's parameter count.
    package func bind(_ values: [SQLiteValue?]) throws {
        guard values.count == parameterCount else {
            throw SQLiteError(
                extendedCode: SQLITE_RANGE,
                message: "\(values.count) values bound to a statement with \(parameterCount) parameters",
                sql: sql)
        }
        for (offset, value) in values.enumerated() {
            try bind(value, at: offset + 1)
        }
    }

    /// Sets every parameter to NULL.
    package func clearBindings() {
        sqlite3_clear_bindings(handle)
    }

    // MARK: - Stepping

    /// Runs the statement to its next row: true when a row is ready to read, false when done.
    /// On error the statement is reset, so it can be run again.
    package func step() throws -> Bool {
        let stmt = try checkedHandle()
        let code = sqlite3_step(stmt)
        switch code {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        default:
            let error = SQLiteError.fromConnection(connection, code: code, sql: sql)
            sqlite3_reset(stmt)
            throw error
        }
    }

    /// Rewinds the statement so it can run again; bindings are kept. Releases any read lock
    /// the statement held. (An error of the last step was already thrown by ``step()``.)
    package func reset() {
        sqlite3_reset(handle)
    }

    // MARK: - Columns (0-based)

    package func columnIsNull(_ index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(clamping: index)) == SQLITE_NULL
    }

    /// The column as an integer (0 for NULL).
    package func columnInt64(_ index: Int) -> Int64 {
        sqlite3_column_int64(handle, Int32(clamping: index))
    }

    /// The column as an integer (0 for NULL). Values beyond `Int` are truncated on 32-bit platforms.
    package func columnInt(_ index: Int) -> Int {
        Int(truncatingIfNeeded: columnInt64(index))
    }

    /// The column as a boolean (false for NULL and 0).
    package func columnBool(_ index: Int) -> Bool {
        columnInt64(index) != 0
    }

    /// The column as a double (0 for NULL).
    package func columnDouble(_ index: Int) -> Double {
        sqlite3_column_double(handle, Int32(clamping: index))
    }

    /// The column as text, or nil for NULL. Invalid UTF-8 is repaired with U+FFFD.
    package func columnText(_ index: Int) -> String? {
        let column = Int32(clamping: index)
        guard sqlite3_column_type(handle, column) != SQLITE_NULL,
              let text = sqlite3_column_text(handle, column)
        else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Calls `body` with the column's text bytes in place (valid only during the call; empty
    /// for NULL), sparing a copy into a `String` for text that is parsed at once.
    func withColumnTextBytes<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        let column = Int32(clamping: index)
        guard let text = sqlite3_column_text(handle, column) else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))))
    }

    /// Whether the column holds a BLOB.
    func columnIsBlob(_ index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(clamping: index)) == SQLITE_BLOB
    }

    /// Calls `body` with the column's blob bytes in place (valid only during the call).
    func withColumnBlobBytes<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        let column = Int32(clamping: index)
        guard let bytes = sqlite3_column_blob(handle, column) else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// The column as bytes, or nil for NULL.
    package func columnBlob(_ index: Int) -> [UInt8]? {
        let column = Int32(clamping: index)
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        guard let bytes = sqlite3_column_blob(handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, column))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// The column as SQLite stores it.
    package func columnValue(_ index: Int) -> SQLiteValue {
        switch sqlite3_column_type(handle, Int32(clamping: index)) {
        case SQLITE_INTEGER: return .integer(columnInt64(index))
        case SQLITE_FLOAT: return .real(columnDouble(index))
        case SQLITE_TEXT: return columnText(index).map(SQLiteValue.text) ?? .null
        case SQLITE_BLOB: return columnBlob(index).map(SQLiteValue.blob) ?? .null
        default: return .null
        }
    }

    // MARK: - Conveniences

    /// Binds `bindings` when any are given (otherwise keeps the current bindings), runs the
    /// statement to completion ignoring rows, and resets it.
    package func run(_ bindings: SQLiteValue?...) throws {
        try run(bindings: bindings)
    }

    func run(bindings: [SQLiteValue?]) throws {
        if !bindings.isEmpty { try bind(bindings) }
        defer { reset() }
        while try step() {}
    }

    /// Binds `bindings` when any are given, calls `body` with the statement positioned on each
    /// row in turn (read the row with the `column...` methods), and resets the statement.
    package func forEachRow(_ bindings: SQLiteValue?..., body: (Statement) throws -> Void) throws {
        try forEachRow(bindings: bindings, body: body)
    }

    func forEachRow(bindings: [SQLiteValue?], body: (Statement) throws -> Void) throws {
        if !bindings.isEmpty { try bind(bindings) }
        defer { reset() }
        while try step() {
            try body(self)
        }
    }

    /// Binds `bindings` when any are given, reads the first row with `read` (nil when there is
    /// no row), and resets the statement.
    func firstRow<T>(bindings: [SQLiteValue?], _ read: (Statement) -> T?) throws -> T? {
        if !bindings.isEmpty { try bind(bindings) }
        defer { reset() }
        guard try step() else { return nil }
        return read(self)
    }

    /// The first column of the first row as an integer; nil when there is no row or it is NULL.
    package func scalarInt64(_ bindings: SQLiteValue?...) throws -> Int64? {
        try firstRow(bindings: bindings) { $0.columnIsNull(0) ? nil : $0.columnInt64(0) }
    }

    /// The first column of the first row as a double; nil when there is no row or it is NULL.
    package func scalarDouble(_ bindings: SQLiteValue?...) throws -> Double? {
        try firstRow(bindings: bindings) { $0.columnIsNull(0) ? nil : $0.columnDouble(0) }
    }

    /// The first column of the first row as text; nil when there is no row or it is NULL.
    package func scalarText(_ bindings: SQLiteValue?...) throws -> String? {
        try firstRow(bindings: bindings) { $0.columnText(0) }
    }
}

@available(*, unavailable)
extension Statement: Sendable {}
