import CSQLite

/// One schema migration: the SQL script that takes a store from level `level - 1` to `level`
/// (`PRAGMA user_version`). The binary's migrations are ``EmbeddedMigrations/all``.
package struct Migration: Sendable, Hashable {
    /// The level the store is at once this migration is applied (the file's `NNNN`).
    package var level: Int
    /// The file name without `.sql`, e.g. `0001_initial`.
    package var name: String
    package var sql: String

    package init(level: Int, name: String, sql: String) {
        self.level = level
        self.name = name
        self.sql = sql
    }
}

extension Database {
    /// Opens the store at `path` (creating it when missing), configures the connection as the
    /// store needs and applies the migrations it lacks.
    ///
    /// 1. Reads `PRAGMA user_version` first; a store written by a newer schema than
    ///    `migrations` knows is refused with ``StoreSchemaError/newerSchema(found:known:)``,
    ///    having changed nothing in the file (the WAL switch below would rewrite its header).
    /// 2. Switches to the WAL journal (checking SQLite answers `wal`), `synchronous=NORMAL`,
    ///    and foreign keys on (checking they read back on).
    /// 3. Applies each missing migration in its own `BEGIN IMMEDIATE` transaction, reading
    ///    `user_version` again inside it (another process may be migrating the same store),
    ///    and setting `user_version` to the migration's level in that transaction.
    ///
    /// With an `identity`, the file is first checked to be that application's store, or a new
    /// one (``StoreIdentity``), before anything is written: another program's database is
    /// refused byte for byte unchanged, never switched to WAL. The store gets the mark in the
    /// migration transaction (a new store with its first level; an unmarked store from before
    /// the mark in a transaction of its own when it needs no other migration).
    ///
    /// `migrations` must be levels 1...N in order.
    package static func openStore(
        path: String, migrations: [Migration], busyTimeout: Duration = .seconds(5), identity: StoreIdentity? = nil
    ) throws -> Database {
        try validate(migrations)
        let known = migrations.last?.level ?? 0
        try identity?.requireSQLiteFile(at: path)
        let database = try Database(path: path, busyTimeout: busyTimeout)
        do {
            if let identity { _ = try database.storeFileState(for: identity) }
            let found = try database.userVersion()
            guard found <= known else { throw StoreSchemaError.newerSchema(found: found, known: known) }
            guard found >= 0 else { throw StoreSchemaError.invalidSchemaLevel(found: found) }
            try database.configureStoreConnection()
            try database.migrate(migrations, identity: identity)
            return database
        } catch {
            database.close()
            throw error
        }
    }

    /// The store's connection settings: WAL journal, `synchronous=NORMAL`, foreign keys on.
    func configureStoreConnection() throws {
        try switchToWAL()
        try execute("PRAGMA synchronous = NORMAL")
        try execute("PRAGMA foreign_keys = ON")
        guard try prepare("PRAGMA foreign_keys").scalarInt64() == 1 else {
            throw StoreSchemaError.foreignKeysUnavailable
        }
    }

    /// `PRAGMA journal_mode = WAL`, checking that SQLite answers `wal`.
    ///
    /// Converting a store to WAL needs exclusive access, and SQLite does not run the busy
    /// handler for it: when another connection holds a lock (two processes opening a new
    /// store at once) the pragma fails with `SQLITE_BUSY` at once. So it is retried here, with
    /// a growing pause, until the busy timeout has passed. Once the file is in WAL mode (a
    /// persistent property) the pragma takes no exclusive lock and succeeds at once.
    func switchToWAL() throws {
        let deadline = ContinuousClock.now + busyTimeout
        var pause: Int32 = 1
        while true {
            let mode: String?
            do {
                mode = try prepare("PRAGMA journal_mode = WAL").scalarText()
            } catch let error as SQLiteError where error.code == .busy && ContinuousClock.now < deadline {
                sqlite3_sleep(pause)
                pause = min(pause * 2, 50)
                continue
            }
            guard mode?.lowercased() == "wal" else {
                throw StoreSchemaError.walUnavailable(journalMode: mode ?? "unknown")
            }
            return
        }
    }

    /// Applies the migrations the store lacks, each in its own `BEGIN IMMEDIATE` transaction
    /// that first reads `user_version` again. With an `identity`, the first of those
    /// transactions also sets the mark when the store lacks it (checking the file again inside
    /// it); a store at the highest level without the mark gets a transaction for the mark
    /// alone. `migrations` must be valid (``validate(_:)``).
    func migrate(_ migrations: [Migration], identity: StoreIdentity? = nil) throws {
        let known = migrations.last?.level ?? 0
        // Levels only go up and a mark is never removed, so a store already at `known` and
        // marked needs no write lock to tell.
        let needsMark = try identity.map { try applicationID() != $0.applicationID } ?? false
        if try userVersion() == known && !needsMark { return }
        while true {
            let done = try transaction(.immediate) { () throws -> Bool in
                let current = try userVersion()
                guard current <= known else { throw StoreSchemaError.newerSchema(found: current, known: known) }
                guard current >= 0 else { throw StoreSchemaError.invalidSchemaLevel(found: current) }
                if let identity, try storeFileState(for: identity) != .marked {
                    try setApplicationID(identity.applicationID)
                }
                if current == known { return true }
                let migration = migrations[current]  // level current + 1
                try execute(migration.sql)
                guard isInTransaction else {
                    throw StoreSchemaError.invalidMigrations("migration \(migration.name) ended its transaction")
                }
                try setUserVersion(Int32(migration.level))
                return false
            }
            if done { return }
        }
    }

    /// Checks that `migrations` are levels 1...N in order.
    static func validate(_ migrations: [Migration]) throws {
        for (offset, migration) in migrations.enumerated() where migration.level != offset + 1 {
            throw StoreSchemaError.invalidMigrations(
                "migration \(migration.name) has level \(migration.level) where level \(offset + 1) was expected")
        }
        if migrations.count > Int(Int32.max) {
            throw StoreSchemaError.invalidMigrations("too many migrations")
        }
    }
}
