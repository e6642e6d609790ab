import Foundation

/// What marks a database file as one application's store (docs/store.md: `PRAGMA application_id`),
/// and what that application's stores looked like before the mark existed.
package struct StoreIdentity: Sendable, Hashable {
    /// The application's name, for messages ("not a TouchTape store").
    package var name: String
    /// The `PRAGMA application_id` every store of the application carries.
    package var applicationID: Int32
    /// Tables which, all present with a `user_version` of 1 or more, make an unmarked file a
    /// store made before the mark existed.
    package var legacyTables: [String]

    package init(name: String, applicationID: Int32, legacyTables: [String]) {
        self.name = name
        self.applicationID = applicationID
        self.legacyTables = legacyTables
    }
}

/// What an existing database file is, as far as an application's identity tells.
enum StoreFileState: Equatable {
    /// No schema object and no mark: a new (or empty) database the store may take.
    case empty
    /// Carries the application's mark.
    case marked
    /// No mark, but a `user_version` of 1 or more with the application's tables: a store made
    /// before the mark existed. It gets the mark on its next migration.
    case unmarked
}

/// A file the store refuses to open or read: another program's database, a file that is not
/// SQLite, or no store at all where a command only reads. The file was left as it was.
package enum StoreGuardError: StoreUsabilityError, Sendable, Equatable, CustomStringConvertible {
    /// Not the application's store (`reason` says why); left byte for byte unchanged.
    case notAStore(application: String, reason: String)
    /// No store at the path, and the command only reads (it never creates one).
    case missing(path: String)
    /// The path holds an empty database, and the command only reads.
    case emptyDatabase(path: String)
    /// The store's schema is older than the binary's, and the store cannot be written to
    /// migrate it (`reason`: SQLite's message).
    case cannotMigrate(found: Int, known: Int, reason: String)

    package var isStoreUnusable: Bool { true }

    package var description: String {
        switch self {
        case let .notAStore(application, reason):
            return "not a \(application) store (\(reason)); it was left unchanged"
        case .missing:
            return "no store at this path: commands that only read never create one (import something first, or give --db)"
        case .emptyDatabase:
            return "an empty database, not a store yet: commands that only read never create one"
        case let .cannotMigrate(found, known, reason):
            return "the store has schema level \(found) and this version of touchtape reads level \(known); "
                + "it cannot be migrated because it cannot be written (\(reason)): run a command that writes "
                + "(e.g. import) where the store is writable"
        }
    }
}

extension StoreIdentity {
    /// SQLite's file header: the first 16 bytes of every database file.
    static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

    /// Refuses an existing, non-empty file that does not start with SQLite's header, before
    /// SQLite opens it (SQLite would report it as a damaged database).
    func requireSQLiteFile(at path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }  // missing: SQLite says why
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 100)).map { [UInt8]($0) } ?? []
        if start.isEmpty { return }  // an empty file is an empty database
        guard start.count == 100, Array(start.prefix(16)) == Self.sqliteHeader else {
            throw StoreGuardError.notAStore(application: name, reason: "not an SQLite database")
        }
    }
}

extension Database {
    /// Tells what the open file is for `identity`, refusing (``StoreGuardError/notAStore``) a
    /// database that has schema objects but neither the mark nor, unmarked, a `user_version`
    /// of 1 or more with the legacy tables, and one marked by another application. Reads only.
    func storeFileState(for identity: StoreIdentity) throws -> StoreFileState {
        let mark = try applicationID()
        if mark == identity.applicationID { return .marked }
        if mark != 0 {
            throw StoreGuardError.notAStore(
                application: identity.name, reason: "the file is marked as another application's (application_id \(mark))")
        }
        let objects = try prepare("SELECT count(*) FROM sqlite_schema").scalarInt64() ?? 0
        let level = try userVersion()
        if objects == 0 && level == 0 { return .empty }
        let placeholders = identity.legacyTables.map { _ in "?" }.joined(separator: ", ")
        let tables = try prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN (\(placeholders))")
        try tables.bind(identity.legacyTables.map { SQLiteValue?.some(.text($0)) })
        let found = try tables.step() ? tables.columnInt(0) : 0
        tables.reset()
        guard level >= 1, found == identity.legacyTables.count else {
            let reason = objects == 0
                ? "an empty database with user_version \(level) and no \(identity.name) mark"
                : "it has tables but no \(identity.name) mark"
            throw StoreGuardError.notAStore(application: identity.name, reason: reason)
        }
        return .unmarked
    }
}

extension Database {
    /// Opens an existing store to read it, never creating, migrating or marking it: a missing
    /// file is ``StoreGuardError/missing(path:)``, an empty database
    /// ``StoreGuardError/emptyDatabase(path:)``, a file that is not `identity`'s store
    /// ``StoreGuardError/notAStore(application:reason:)``, a newer schema
    /// ``StoreSchemaError/newerSchema(found:known:)``. An older schema is opened as it is
    /// (the caller decides; see `userVersion()`). The connection is `query_only`.
    ///
    /// A WAL store in a folder that cannot be written (SQLite cannot make its `-shm` file) is
    /// read as immutable when it has no `-wal` file: no writer can be at work on it then, as a
    /// writer would need to create that file in the same folder.
    package static func openStoreForReading(
        path: String, migrations: [Migration], identity: StoreIdentity, busyTimeout: Duration = .seconds(5)
    ) throws -> Database {
        try validate(migrations)
        let known = migrations.last?.level ?? 0
        guard FileManager.default.fileExists(atPath: path) else { throw StoreGuardError.missing(path: path) }
        try identity.requireSQLiteFile(at: path)
        var database = try Database(path: path, mode: .readWrite, busyTimeout: busyTimeout)
        do {
            let state: StoreFileState
            do {
                state = try database.storeFileState(for: identity)
            } catch let error as SQLiteError
                where [.readOnly, .cantOpen].contains(error.code) && !FileManager.default.fileExists(atPath: path + "-wal") {
                database.close()
                database = try Database(path: path, mode: .immutable, busyTimeout: busyTimeout)
                state = try database.storeFileState(for: identity)
            }
            if state == .empty { throw StoreGuardError.emptyDatabase(path: path) }
            let found = try database.userVersion()
            guard found <= known else { throw StoreSchemaError.newerSchema(found: found, known: known) }
            guard found >= 0 else { throw StoreSchemaError.invalidSchemaLevel(found: found) }
            try database.execute("PRAGMA query_only = ON")
            return database
        } catch {
            database.close()
            throw error
        }
    }
}
