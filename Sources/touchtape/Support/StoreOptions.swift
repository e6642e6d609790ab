import ArgumentParser
import Foundation
import TouchTapeCore
import TouchTapeStore

/// `--db PATH`, shared by every subcommand that reads the store.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: "The store (default: $TOUCHTAPE_DB, else ./touchtape.sqlite).")
    var path: String?

    var resolvedPath: String { path ?? Store.defaultPath() }

    /// Opens the store for a command that writes: its missing parent folders are created
    /// first (a CI cache folder that does not exist yet), then as ``open()``.
    func openForWriting() throws -> Store {
        let folder = OutputFile.folder(of: resolvedPath)
        if !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CLIError.storeUnusable("\(resolvedPath): cannot create its folder (\(OutputFile.reason(of: error)))")
            }
        }
        return try open()
    }

    /// Opens the store, creating and migrating it on first use.
    func open() throws -> Store {
        StoreLocation.current = resolvedPath
        return try Store(path: resolvedPath)
    }
}

/// The store a command is using, for error messages.
enum StoreLocation {
    nonisolated(unsafe) static var current = Store.defaultPath()
}
