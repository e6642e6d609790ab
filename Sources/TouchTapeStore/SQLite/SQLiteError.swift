import CSQLite

/// An SQLite result code, primary (`SQLITE_BUSY`) or extended (`SQLITE_CONSTRAINT_UNIQUE`).
///
/// Compare an error's ``SQLiteError/code`` (always primary) with the primary constants, and its
/// ``SQLiteError/extendedResultCode`` with the extended ones.
package struct SQLiteResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int32

    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code of this code (the low 8 bits).
    package var primary: SQLiteResultCode { SQLiteResultCode(rawValue: rawValue & 0xFF) }

    package var isExtended: Bool { rawValue > 0xFF }

    // Primary result codes.
    package static let ok = SQLiteResultCode(rawValue: SQLITE_OK)
    package static let error = SQLiteResultCode(rawValue: SQLITE_ERROR)
    package static let `internal` = SQLiteResultCode(rawValue: SQLITE_INTERNAL)
    package static let perm = SQLiteResultCode(rawValue: SQLITE_PERM)
    package static let abort = SQLiteResultCode(rawValue: SQLITE_ABORT)
    package static let busy = SQLiteResultCode(rawValue: SQLITE_BUSY)
    package static let locked = SQLiteResultCode(rawValue: SQLITE_LOCKED)
    package static let noMem = SQLiteResultCode(rawValue: SQLITE_NOMEM)
    package static let readOnly = SQLiteResultCode(rawValue: SQLITE_READONLY)
    package static let interrupt = SQLiteResultCode(rawValue: SQLITE_INTERRUPT)
    package static let ioErr = SQLiteResultCode(rawValue: SQLITE_IOERR)
    package static let corrupt = SQLiteResultCode(rawValue: SQLITE_CORRUPT)
    package static let notFound = SQLiteResultCode(rawValue: SQLITE_NOTFOUND)
    package static let full = SQLiteResultCode(rawValue: SQLITE_FULL)
    package static let cantOpen = SQLiteResultCode(rawValue: SQLITE_CANTOPEN)
    package static let `protocol` = SQLiteResultCode(rawValue: SQLITE_PROTOCOL)
    package static let empty = SQLiteResultCode(rawValue: SQLITE_EMPTY)
    package static let schema = SQLiteResultCode(rawValue: SQLITE_SCHEMA)
    package static let tooBig = SQLiteResultCode(rawValue: SQLITE_TOOBIG)
    package static let constraint = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT)
    package static let mismatch = SQLiteResultCode(rawValue: SQLITE_MISMATCH)
    package static let misuse = SQLiteResultCode(rawValue: SQLITE_MISUSE)
    package static let noLFS = SQLiteResultCode(rawValue: SQLITE_NOLFS)
    package static let auth = SQLiteResultCode(rawValue: SQLITE_AUTH)
    package static let format = SQLiteResultCode(rawValue: SQLITE_FORMAT)
    package static let range = SQLiteResultCode(rawValue: SQLITE_RANGE)
    package static let notADatabase = SQLiteResultCode(rawValue: SQLITE_NOTADB)
    package static let notice = SQLiteResultCode(rawValue: SQLITE_NOTICE)
    package static let warning = SQLiteResultCode(rawValue: SQLITE_WARNING)
    package static let row = SQLiteResultCode(rawValue: SQLITE_ROW)
    package static let done = SQLiteResultCode(rawValue: SQLITE_DONE)

    // Extended result codes the store cares about.
    package static let constraintUnique = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT | (8 << 8))
    package static let constraintPrimaryKey = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT | (6 << 8))
    package static let constraintForeignKey = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT | (3 << 8))
    package static let constraintNotNull = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT | (5 << 8))
    package static let constraintCheck = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT | (1 << 8))
    package static let busyRecovery = SQLiteResultCode(rawValue: SQLITE_BUSY | (1 << 8))
    package static let busySnapshot = SQLiteResultCode(rawValue: SQLITE_BUSY | (2 << 8))
    package static let busyTimeout = SQLiteResultCode(rawValue: SQLITE_BUSY | (3 << 8))
    package static let cantOpenIsDir = SQLiteResultCode(rawValue: SQLITE_CANTOPEN | (2 << 8))

    /// SQLite's English description of the code (`sqlite3_errstr`), e.g. "database is locked".
    package var explanation: String {
        guard let text = sqlite3_errstr(rawValue) else { return "unknown error" }
        return String(cString: text)
    }

    /// The C name, e.g. `SQLITE_CONSTRAINT_UNIQUE`; for an extended code this type has no
    /// name for, the primary name with the number, e.g. `SQLITE_IOERR/266`.
    package var name: String {
        if let name = Self.names[rawValue] { return name }
        if let primaryName = Self.names[rawValue & 0xFF] { return "\(primaryName)/\(rawValue)" }
        return "SQLITE_\(rawValue)"
    }

    /// The name and number, e.g. `SQLITE_BUSY (5)`.
    package var description: String { "\(name) (\(rawValue))" }

    private static let names: [Int32: String] = [
        SQLITE_OK: "SQLITE_OK", SQLITE_ERROR: "SQLITE_ERROR", SQLITE_INTERNAL: "SQLITE_INTERNAL",
        SQLITE_PERM: "SQLITE_PERM", SQLITE_ABORT: "SQLITE_ABORT", SQLITE_BUSY: "SQLITE_BUSY",
        SQLITE_LOCKED: "SQLITE_LOCKED", SQLITE_NOMEM: "SQLITE_NOMEM", SQLITE_READONLY: "SQLITE_READONLY",
        SQLITE_INTERRUPT: "SQLITE_INTERRUPT", SQLITE_IOERR: "SQLITE_IOERR", SQLITE_CORRUPT: "SQLITE_CORRUPT",
        SQLITE_NOTFOUND: "SQLITE_NOTFOUND", SQLITE_FULL: "SQLITE_FULL", SQLITE_CANTOPEN: "SQLITE_CANTOPEN",
        SQLITE_PROTOCOL: "SQLITE_PROTOCOL", SQLITE_EMPTY: "SQLITE_EMPTY", SQLITE_SCHEMA: "SQLITE_SCHEMA",
        SQLITE_TOOBIG: "SQLITE_TOOBIG", SQLITE_CONSTRAINT: "SQLITE_CONSTRAINT", SQLITE_MISMATCH: "SQLITE_MISMATCH",
        SQLITE_MISUSE: "SQLITE_MISUSE", SQLITE_NOLFS: "SQLITE_NOLFS", SQLITE_AUTH: "SQLITE_AUTH",
        SQLITE_FORMAT: "SQLITE_FORMAT", SQLITE_RANGE: "SQLITE_RANGE", SQLITE_NOTADB: "SQLITE_NOTADB",
        SQLITE_NOTICE: "SQLITE_NOTICE", SQLITE_WARNING: "SQLITE_WARNING", SQLITE_ROW: "SQLITE_ROW",
        SQLITE_DONE: "SQLITE_DONE",
        SQLITE_CONSTRAINT | (8 << 8): "SQLITE_CONSTRAINT_UNIQUE",
        SQLITE_CONSTRAINT | (6 << 8): "SQLITE_CONSTRAINT_PRIMARYKEY",
        SQLITE_CONSTRAINT | (3 << 8): "SQLITE_CONSTRAINT_FOREIGNKEY",
        SQLITE_CONSTRAINT | (5 << 8): "SQLITE_CONSTRAINT_NOTNULL",
        SQLITE_CONSTRAINT | (1 << 8): "SQLITE_CONSTRAINT_CHECK",
        SQLITE_BUSY | (1 << 8): "SQLITE_BUSY_RECOVERY",
        SQLITE_BUSY | (2 << 8): "SQLITE_BUSY_SNAPSHOT",
        SQLITE_BUSY | (3 << 8): "SQLITE_BUSY_TIMEOUT",
        SQLITE_CANTOPEN | (2 << 8): "SQLITE_CANTOPEN_ISDIR",
    ]
}

/// Implemented by the errors that mean "the store cannot be used" (exit status 3).
package protocol StoreUsabilityError: Error {
    /// True when the store cannot be used: locked past the busy timeout, corrupt, not a
    /// database, unopenable, read-only, written by a newer schema, ...
    var isStoreUnusable: Bool { get }
    /// True when the store is damaged (SQLite found corruption): the message says to run
    /// `touchtape check` (docs/cli.md). False by default.
    var isStoreDamage: Bool { get }
}

extension StoreUsabilityError {
    package var isStoreDamage: Bool { false }
}

/// An error reported by SQLite: its extended result code, its message (`sqlite3_errmsg`) and
/// the SQL being prepared or run when it happened.
package struct SQLiteError: StoreUsabilityError, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code (e.g. 2067 for `SQLITE_CONSTRAINT_UNIQUE`).
    package let extendedCode: Int32
    /// SQLite's message for this error.
    package let message: String
    /// The SQL statement prepared or run, when there was one.
    package let sql: String?

    package init(extendedCode: Int32, message: String, sql: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
    }

    /// The primary result code (e.g. ``SQLiteResultCode/constraint``).
    package var code: SQLiteResultCode { SQLiteResultCode(rawValue: extendedCode & 0xFF) }

    /// The extended result code (e.g. ``SQLiteResultCode/constraintUnique``).
    package var extendedResultCode: SQLiteResultCode { SQLiteResultCode(rawValue: extendedCode) }

    package var isStoreUnusable: Bool {
        switch code {
        case .busy, .locked, .corrupt, .notADatabase, .cantOpen, .readOnly, .perm, .ioErr, .full,
             .noLFS, .protocol, .auth, .noMem, .format:
            return true
        default:
            return false
        }
    }

    /// SQLite found the file damaged: `SQLITE_CORRUPT` or `SQLITE_NOTADB` (a store whose
    /// header is SQLite's, so not another kind of file, but whose content SQLite cannot read).
    package var isStoreDamage: Bool { code == .corrupt || code == .notADatabase }

    package var description: String {
        var text = "\(message) (\(extendedResultCode.name), code \(extendedCode))"
        if let sql { text += "; SQL: \(sql)" }
        return text
    }

    /// The error of the last failed call on `connection`, reported with `code` (the failing
    /// call's return value, which is an extended code since extended codes are on).
    static func fromConnection(_ connection: OpaquePointer?, code: Int32, sql: String?) -> SQLiteError {
        var message = code.sqliteExplanation
        // sqlite3_errmsg describes the connection's last failure; when that was cleared
        // (SQLITE_OK), SQLite's generic text for `code` is the best there is.
        if let connection, sqlite3_errcode(connection) != SQLITE_OK, let text = sqlite3_errmsg(connection) {
            message = String(cString: text)
        }
        return SQLiteError(extendedCode: code, message: message, sql: sql)
    }

    static func misuse(_ message: String, sql: String?) -> SQLiteError {
        SQLiteError(extendedCode: SQLITE_MISUSE, message: message, sql: sql)
    }
}

extension Int32 {
    fileprivate var sqliteExplanation: String {
        guard let text = sqlite3_errstr(self) else { return "unknown error" }
        return String(cString: text)
    }
}

/// The store's schema cannot be used by this binary, or the connection cannot be configured as
/// the store needs. Every case means "the store cannot be used" (exit status 3).
package enum StoreSchemaError: StoreUsabilityError, Sendable, Equatable, CustomStringConvertible {
    /// The store was written by a newer schema (`PRAGMA user_version` = `found`) than the
    /// migrations this binary knows (up to `known`); the store was left untouched.
    case newerSchema(found: Int, known: Int)
    /// `PRAGMA user_version` is negative: not a level any touchtape writes.
    case invalidSchemaLevel(found: Int)
    /// `PRAGMA journal_mode=WAL` answered another mode (e.g. an in-memory database).
    case walUnavailable(journalMode: String)
    /// `PRAGMA foreign_keys=ON` did not take effect.
    case foreignKeysUnavailable
    /// The list of migrations is not levels 1...N in order, or a migration ended the
    /// transaction it runs in. A build defect rather than a store defect.
    case invalidMigrations(String)

    package var isStoreUnusable: Bool { true }

    package var description: String {
        switch self {
        case let .newerSchema(found, known):
            return "the store was written by a newer version of touchtape (schema level \(found); "
                + "this version knows up to \(known)); it was left unchanged"
        case let .invalidSchemaLevel(found):
            return "the store's schema level (\(found)) was not written by touchtape"
        case let .walUnavailable(mode):
            return "the store cannot use a WAL journal (journal mode is \(mode))"
        case .foreignKeysUnavailable:
            return "the store's connection cannot enable foreign keys"
        case let .invalidMigrations(reason):
            return "invalid migrations: \(reason)"
        }
    }
}
