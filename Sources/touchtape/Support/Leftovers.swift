import Foundation
import TouchTapeStore

/// What a command created on disk, so that a command that fails leaves nothing behind
/// (docs/cli.md: no store, no `-wal`/`-shm` file, no folder that it created): every place that
/// creates a folder, a store or an output file goes through here, and the entry point calls
/// ``removeAfterFailure()`` before it exits with a failure (any status but 0 and 1).
///
/// Only what did not exist before is removed: a store only while it holds nothing and no
/// other process has it open (``Store/removeUnusedNewStore(at:)``), a folder only when it is
/// empty (`rmdir`), so what another process put there meanwhile stays.
enum Leftovers {
    // The command's own thread registers and removes; nothing else touches these.
    nonisolated(unsafe) private static var folders: [String] = []
    nonisolated(unsafe) private static var stores: [String] = []
    nonisolated(unsafe) private static var files: [String] = []

    /// Call before opening the store at `path` in a way that creates it when missing.
    static func willOpenStore(_ path: String) {
        if !FileManager.default.fileExists(atPath: path), !stores.contains(path) { stores.append(path) }
    }

    /// Creates `folder` and its missing parents, remembering the ones it made.
    static func createFolder(_ folder: String) throws {
        var missing: [String] = []
        var current = (folder as NSString).standardizingPath
        while !current.isEmpty, current != "/", current != ".", !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current { break }
            current = parent
        }
        // Noted first: a creation that fails half way leaves folders too.
        folders += missing.reversed()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A file the command wrote where none was.
    static func wroteNewFile(_ path: String) {
        files.append(path)
    }

    /// Removes what the command created, newest first: its new files, its new stores (when
    /// still unused), then its folders, deepest first, when empty.
    static func removeAfterFailure() {
        for file in files.reversed() { unlink(file) }
        for store in stores.reversed() { Store.removeUnusedNewStore(at: store) }
        for folder in folders.reversed() { rmdir(folder) }
        files = []
        stores = []
        folders = []
    }
}
