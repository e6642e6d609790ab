import ArgumentParser
import Foundation
import TouchTapeCore
import TouchTapeStore

/// `--db PATH`, shared by every subcommand that reads the store.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: "The store (default: $TOUCHTAPE_DB, else ./touchtape.sqlite).")
    var path: String?

    var resolvedPath: String { path ?? Store.defaultPath() }

    /// `TOUCHTAPE_BUSY_TIMEOUT` is checked with the command line: a bad value is bad usage.
    func validate() throws {
        _ = try busyTimeout()
    }

    /// Opens the store for a command that writes: its missing parent folders are created
    /// first (a CI cache folder that does not exist yet), then as ``open()``.
    func openForWriting() throws -> Store {
        let folder = OutputFile.folder(of: resolvedPath)
        if !FileManager.default.fileExists(atPath: folder) {
            do {
                try Leftovers.createFolder(folder)
            } catch {
                throw CLIError.storeUnusable("\(resolvedPath): cannot create its folder (\(OutputFile.reason(of: error)))")
            }
        }
        return try open()
    }

    /// Opens the store for a command that writes, creating and migrating it on first use.
    func open() throws -> Store {
        try open(.write)
    }

    /// Opens the store for a command that only reads: a missing store is an error (exit 3),
    /// never created.
    func openForReading() throws -> Store {
        try open(.read)
    }

    func open(_ access: Store.Access) throws -> Store {
        let timeout = try busyTimeout()
        StoreLocation.current = resolvedPath
        StoreLocation.busyTimeout = timeout
        if access == .write { Leftovers.willOpenStore(resolvedPath) }
        return try Store(path: resolvedPath, access: access, busyTimeout: timeout)
    }

    private func busyTimeout() throws -> Duration {
        do {
            return try Store.busyTimeout()
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// The store a command is using, for error messages.
enum StoreLocation {
    nonisolated(unsafe) static var current = Store.defaultPath()
    /// How long the command waits for another process's lock (for the "locked" message).
    nonisolated(unsafe) static var busyTimeout = Store.defaultBusyTimeout
}
