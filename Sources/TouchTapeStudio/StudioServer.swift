import Foundation
import Hummingbird
import Logging
import NIOCore
import TouchTapeCore
import TouchTapeStore

/// `touchtape studio`: a local HTTP server over one store, serving the studio's page and the
/// JSON API the page uses (docs/openapi.yaml). Ends cleanly on SIGINT or SIGTERM: requests
/// in flight finish, and a store write is one transaction, committed whole or not at all.
package struct StudioServer: Sendable {
    package struct Configuration: Sendable {
        package var storePath: String
        package var host: String
        /// 0 picks a free port.
        package var port: Int
        /// The scene the page opens on (`NAME` or `NAME@N`), when given.
        package var scene: String?
        package var busyTimeout: Duration

        package init(storePath: String, host: String = "127.0.0.1", port: Int = 8765, scene: String? = nil,
                    busyTimeout: Duration = .seconds(30)) {
            self.storePath = storePath
            self.host = host
            self.port = port
            self.scene = scene
            self.busyTimeout = busyTimeout
        }
    }

    /// Request bodies past this many bytes are refused (413) before they are read whole.
    package static let bodyLimit = 16 << 20

    package let configuration: Configuration

    package init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Serves until SIGINT or SIGTERM; `ready` gets the page's address once the port is bound.
    package func run(ready: @escaping @Sendable (_ url: String) -> Void) async throws {
        let store = StudioStore(path: configuration.storePath, busyTimeout: configuration.busyTimeout)
        // Opening once up front creates and migrates a new store, and fails (exit 3) on one
        // that cannot be used, before anything is served.
        _ = try await store.run { _ in true }
        // The scene to open must be in the store, as for `touchtape show`: a typo fails now
        // (bad input, with the names it is close to), not in the page after it is served.
        if let scene = configuration.scene {
            let (name, version) = try Self.openingScene(scene)
            _ = try await store.run { store in try store.scene(named: name, version: version).version }
        }
        let routes = StudioRoutes(store: store, host: configuration.host)
        var logger = Logger(label: "touchtape.studio")
        logger.logLevel = .warning
        let host = configuration.host, scene = configuration.scene
        let app = Application(
            router: routes.router(),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "touchtape"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                var url = "http://\(shownHost):\(port)/"
                if let scene, let encoded = scene.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) {
                    url += "?scene=\(encoded)"
                }
                ready(url)
            },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }

    /// `NAME` or `NAME@N`; anything else after the last `@` is bad input, as `show` says.
    static func openingScene(_ reference: String) throws -> (name: String, version: Int?) {
        guard let at = reference.lastIndex(of: "@") else { return (reference, nil) }
        guard let n = Int(reference[reference.index(after: at)...]), n >= 1 else {
            throw InputError("\(reference): a scene reference is NAME or NAME@N (N a version number)")
        }
        return (String(reference[..<at]), n)
    }
}
