import Foundation

extension Store {
    /// Removes a store that a command created and then failed (docs/cli.md: a failing command
    /// leaves behind no store, no `-wal`/`-shm` file): the file and its `-wal`, `-shm` and
    /// `-journal` files. The command's own writes were rolled back, so the store holds no scene,
    /// session or run of its; it is removed only when that is still so and no other
    /// connection has it open (leaving WAL needs every other connection closed), checked again
    /// under an exclusive lock. A store that holds anything is not touched; one another
    /// process began to use meanwhile is never lost: it stays, and this returns false. Call
    /// with every connection of this process closed.
    @discardableResult
    package static func removeUnusedNewStore(at path: String) -> Bool {
        guard let database = try? Database(path: path, mode: .readWrite, busyTimeout: .zero) else { return false }
        defer { database.close() }
        do {
            // A store that holds anything is left exactly as it is.
            guard try holdsNothing(database) else { return false }
            // Out of WAL: refused (busy) while another connection has the store open.
            guard try database.prepare("PRAGMA journal_mode = DELETE").scalarText()?.lowercased() == "delete" else {
                return false
            }
            try database.execute("BEGIN EXCLUSIVE")
            defer { try? database.execute("ROLLBACK") }
            // Written between the first look and the lock: kept, in WAL again.
            guard try holdsNothing(database) else {
                try? database.execute("ROLLBACK")
                _ = try? database.prepare("PRAGMA journal_mode = WAL").scalarText()
                return false
            }
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
            return true
        } catch {
            return false
        }
    }

    /// Whether a store has no scene, session or run: a store just created (any level), or an
    /// empty file SQLite has not written a schema into.
    private static func holdsNothing(_ database: Database) throws -> Bool {
        let tables = ["scenes", "sessions", "runs"]
        var objects = 0, ours = 0
        try database.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").forEachRow { row in
            objects += 1
            if tables.contains(row.columnText(0) ?? "") { ours += 1 }
        }
        if objects == 0 { return true }
        // Tables, but not TouchTape's: not a store this command made.
        guard ours == tables.count else { return false }
        for table in tables where try database.prepare("SELECT 1 FROM \(table) LIMIT 1").scalarInt64() != nil {
            return false
        }
        return true
    }
}
