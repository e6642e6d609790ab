import Foundation
import TouchTapeCore

/// The TouchTape store: one SQLite file holding scenes and their versions, sessions, runs
/// and outcomes (docs/store.md). Synchronous and single-threaded: open one per command.
package final class Store {
    package let database: Database
    /// Interned text ids known to this connection (the `texts` table), so bulk writes look
    /// each distinct string up once.
    private var textIDs: [String: Int64] = [:]
    /// The reverse: texts of interned ids read so far.
    var textsByID: [Int64: String] = [:]
    /// Outcome shapes known to this connection (`outcome_shapes`), both ways.
    var shapeIDs: [PackedShape: Int64] = [:]
    /// Unchecked: read for every baseline row a replay pairs, where a dynamic exclusivity check
    /// was a few percent of the replay (issue #26); only ``shape(_:)`` reads and fills it.
    @exclusivity(unchecked) var shapePages = ShapePages()
    /// The texts the last miss of ``textID(_:)`` read ahead (``TextReadAhead``).
    private var textReadAhead = TextReadAhead()
    /// Scene versions compiled so far, by `scene_versions.id`.
    var compiledScenes: [Int64: Scene] = [:]
    /// The interner of each scene version used so far, by `scene_versions.id`: shared by every
    /// session of the command (issue #26).
    private var interners: [Int64: OutcomeInterner] = [:]
    /// Whether the store has `scene_compiled` (level 9), once asked.
    var compiledSceneTableExists: Bool?
    /// Whether the store has `scene_text_ids` (level 14), once asked.
    var sceneTextIDsTableExists: Bool?
    /// Whether ``write(_:)``'s transaction is open: only then may a read keep what it computed.
    private(set) var isWriting = false
    /// Scene versions session import looked up in this write transaction
    /// (``importSceneVersionID(scene:version:)``).
    var importSceneVersions: [SceneVersionKey: (id: Int64, version: Int)] = [:]

    /// The store's path when none is given: `$TOUCHTAPE_DB`, else `./touchtape.sqlite`.
    package static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["TOUCHTAPE_DB"], !path.isEmpty { return path }
        return "touchtape.sqlite"
    }

    /// What a command does with the store it opens.
    package enum Access: Sendable {
        /// Writes: creates the store when missing, migrates and marks it (docs/store.md).
        case write
        /// Only reads: never creates the store (a missing one is an error); migrates an older
        /// schema first when the store can be written, else refuses it.
        case read
        /// Only reads, and never migrates either (`check`): an older schema is read as it is.
        case inspect
    }

    /// TouchTape's mark (`PRAGMA application_id`, "TTap") and the tables of a store made by
    /// 0.1.0, before the mark existed (docs/store.md).
    package static let identity = StoreIdentity(
        name: "TouchTape", applicationID: 0x5454_6170,
        legacyTables: ["texts", "scenes", "scene_versions", "sessions", "runs", "run_sessions", "outcomes"])

    /// How long a command waits for another process's lock when `TOUCHTAPE_BUSY_TIMEOUT` is
    /// not set (docs/store.md).
    package static let defaultBusyTimeout: Duration = .seconds(30)

    /// Opens the store at `path` for `access`: for writing (creating, migrating and marking
    /// it when needed), or for reading. A file that is not a TouchTape store is refused
    /// unchanged (``StoreGuardError``).
    package init(path: String, access: Access = .write, busyTimeout: Duration = Store.defaultBusyTimeout) throws {
        let migrations = EmbeddedMigrations.all
        func openForWriting() throws -> Database {
            try Database.openStore(path: path, migrations: migrations, busyTimeout: busyTimeout, identity: Self.identity)
        }
        func openForReading() throws -> Database {
            try Database.openStoreForReading(
                path: path, migrations: migrations, identity: Self.identity, busyTimeout: busyTimeout)
        }
        switch access {
        case .write:
            database = try openForWriting()
        case .inspect:
            database = try openForReading()
        case .read:
            let reader = try openForReading()
            let found = try reader.userVersion()
            guard found < Self.schemaLevel else {
                database = reader
                return
            }
            reader.close()
            do {
                try openForWriting().close()
            } catch let error as SQLiteError where [.readOnly, .cantOpen, .perm].contains(error.code) {
                throw StoreGuardError.cannotMigrate(found: found, known: Self.schemaLevel, reason: error.message)
            }
            database = try openForReading()
        }
    }

    /// The schema level this binary knows.
    package static var schemaLevel: Int { EmbeddedMigrations.all.last?.level ?? 0 }

    /// Runs `body` as the command's one write transaction (`BEGIN IMMEDIATE`, docs/store.md): all
    /// of it is committed, or, on any error, none of it.
    package func write<T>(_ body: () throws -> T) throws -> T {
        isWriting = true
        importSceneVersions.removeAll()
        defer {
            isWriting = false
            importSceneVersions.removeAll()  // another process may change them between transactions
        }
        do {
            return try database.transaction(.immediate, body)
        } catch {
            textIDs.removeAll()  // ids interned in the rolled-back transaction are gone
            textsByID.removeAll()
            shapeIDs.removeAll()  // so are shapes
            shapePages.removeAll()
            textReadAhead.removeAll()
            compiledScenes.removeAll()  // so are versions inserted in it
            interners.removeAll()  // and the ids the interners memoized
            throw error
        }
    }

    /// The id of an interned text, inserting it when new; `remember: false` when the caller memoizes the
    /// id itself (``OutcomeInterner``'s chains), so the text is not held twice.
    func textID(_ text: String, remember: Bool = true) throws -> Int64 {
        if let id = textIDs[text] { return id }
        let id: Int64
        if let ahead = textReadAhead.id(text) {
            id = ahead
        } else {
            // Inserting first: a text the store lacks (most of an import's) costs the insert's
            // one look-up of the UNIQUE index, not also a SELECT that misses (issue #12).
            try database.cachedStatement("INSERT OR IGNORE INTO texts (text) VALUES (?)").run(.text(text))
            if database.changes == 1 {
                id = database.lastInsertRowID
            } else if let existing = try database.cachedStatement("SELECT id FROM texts WHERE text = ?").scalarInt64(.text(text)) {
                id = existing
                try textReadAhead.fill(after: existing, database)
            } else {
                throw SQLiteError(extendedCode: SQLiteResultCode.corrupt.rawValue, message: "texts: a text neither inserted nor found")
            }
        }
        if remember { textIDs[text] = id }
        return id
    }

    /// The interner of a scene version for this command: made on first use, then shared by
    /// every session dispatched against the version (`scene` must be that version's).
    package func interner(forVersion id: Int64, scene: Scene) -> OutcomeInterner {
        if let known = interners[id] { return known }
        let interner = OutcomeInterner(scene: scene, versionID: id)
        interners[id] = interner
        return interner
    }

    func optionalTextID(_ text: String?) throws -> Int64? {
        guard let text else { return nil }
        return try textID(text)
    }

    /// Now, as ISO 8601 UTC text with milliseconds (docs/store.md: times are ISO 8601 UTC), as
    /// `ISO8601DateFormatter` writes it (`2026-11-26T06:50:42.124Z`, rounded to the
    /// millisecond), by arithmetic: making a formatter per call cost an import of thousands
    /// of short sessions a tenth of its time (issue #26).
    static func timestamp(_ date: Date = Date()) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 1e17 else { return "1970-01-01T00:00:00.000Z" }
        let total = Int64(milliseconds)
        let dayLength: Int64 = 86_400_000
        var days = total / dayLength
        var inDay = total % dayLength
        if inDay < 0 {
            inDay += dayLength
            days -= 1
        }
        // Days since 1970-01-01 to a civil date (Howard Hinnant's `civil_from_days`).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func digits(_ n: Int64, _ width: Int) -> String {
            let text = String(n)
            return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
        }
        let seconds = inDay / 1000
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T\(digits(seconds / 3600, 2)):"
            + "\(digits(seconds / 60 % 60, 2)):\(digits(seconds % 60, 2)).\(digits(inDay % 1000, 3))Z"
    }
}

/// A reference to something that is not in the store (bad input, exit 2).
package struct NotFoundError: Error, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
