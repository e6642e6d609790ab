import Dispatch
import Foundation
import TouchTapeCore
import TouchTapeStore

/// The studio's way to the store. A `Store` is synchronous and its connection is not
/// Sendable, so each request opens its own connection, uses it on one thread and closes it,
/// as a `touchtape` command would: SQLite's locks and the store's busy timeout order the
/// studio's writers, its own requests and other processes alike (a `replay` running on the
/// same store makes a save wait, never fail at once). The work runs on a Dispatch queue,
/// not on Swift's cooperative pool, because waiting for a lock blocks its thread.
final class StudioStore: Sendable {
    let path: String
    let busyTimeout: Duration
    private let queue = DispatchQueue(label: "touchtape.studio.store", attributes: .concurrent)
    private let scenes = SceneCache()

    init(path: String, busyTimeout: Duration) {
        self.path = path
        self.busyTimeout = busyTimeout
    }

    /// Opens the store (creating and migrating it when missing) and runs `body` on it.
    func run<T: Sendable>(_ body: @escaping @Sendable (Store) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try body(try Store(path: self.path, busyTimeout: self.busyTimeout)) })
            }
        }
    }

    /// A scene version, compiled once: stored versions never change, so the pointer's
    /// hit-tests (many a second) do not reopen the store. `version` nil is the current one,
    /// looked up each time (an import may change it).
    func scene(_ name: String, version: Int?) async throws -> (scene: Scene, version: Int) {
        if let version, let cached = scenes[name, version] { return (cached, version) }
        let loaded = try await run { store in try store.scene(named: name, version: version) }
        scenes[name, loaded.version] = loaded.scene
        return loaded
    }
}

/// Compiled scene versions by name and number, shared by the server's requests.
private final class SceneCache: @unchecked Sendable {
    // @unchecked: every access to `scenes` holds `lock`.
    private let lock = NSLock()
    private var scenes: [String: [Int: Scene]] = [:]
    private var count = 0
    /// Enough for every scene a person looks at in one sitting; past it the cache starts over.
    private let limit = 64

    subscript(name: String, version: Int) -> Scene? {
        get { lock.withLock { scenes[name]?[version] } }
        set {
            lock.withLock {
                if count >= limit { scenes.removeAll(); count = 0 }
                if scenes[name]?[version] == nil { count += 1 }
                scenes[name, default: [:]][version] = newValue
            }
        }
    }
}
