import ArgumentParser
import TouchTapeCore
import TouchTapeStore

/// `--db PATH`, shared by every subcommand that reads the store.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: "The store (default: $TOUCHTAPE_DB, else ./touchtape.sqlite).")
    var path: String?

    var resolvedPath: String { path ?? Store.defaultPath() }

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
