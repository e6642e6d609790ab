import ArgumentParser
import Dispatch
import Foundation
import TouchTapeStudio

struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Serve the local studio: the inspector, the recorder and the runs, in a browser.",
        discussion: """
            Prints the page's address, then serves until Ctrl-C or SIGTERM. Bound to 127.0.0.1 \
            unless --host says otherwise; --port 0 picks a free port. The HTTP API is documented \
            in docs/openapi.yaml.
            """)

    @Argument(help: "The scene to open, NAME or NAME@N in the store.") var scene: String?
    @Option(help: "The port (0 picks a free one).") var port: Int = 8765
    @Option(help: "The address to listen on.") var host: String = "127.0.0.1"
    @Flag(help: "Open the page in the default browser.") var open = false
    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535, not \(port)") }
        if let scene, scene.isEmpty { throw ValidationError("the scene is NAME or NAME@N") }
    }

    func run() throws {
        StoreLocation.current = store.resolvedPath
        // The server creates a missing store; a studio that cannot start leaves none behind.
        Leftovers.willOpenStore(store.resolvedPath)
        let server = StudioServer(.init(storePath: store.resolvedPath, host: host, port: port, scene: scene,
                                        busyTimeout: Self.busyTimeout()))
        let opens = open
        let finished = ServerResult()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await server.run { url in
                    // Written straight to the descriptor: a test or script reads this line at once.
                    FileHandle.standardOutput.write(Data("touchtape studio: \(url) (Ctrl-C stops it)\n".utf8))
                    if opens { Self.openInBrowser(url) }
                }
                finished.set(nil)
            } catch {
                finished.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = finished.error {
            if let text = "\(error)" as String?, text.contains("Address already in use") {
                throw CLIError.badInput("cannot listen on \(host):\(port): the address is in use (--port 0 picks a free port)")
            }
            throw error
        }
    }

    /// `TOUCHTAPE_BUSY_TIMEOUT` seconds, else 30 (docs/store.md).
    static func busyTimeout() -> Duration {
        if let text = ProcessInfo.processInfo.environment["TOUCHTAPE_BUSY_TIMEOUT"], let seconds = Double(text),
           seconds.isFinite, seconds >= 0 {
            return .milliseconds(Int64(min(seconds, 86_400) * 1000))
        }
        return .seconds(30)
    }

    static func openInBrowser(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #endif
        process.arguments = (process.executableURL?.path == "/usr/bin/env" ? ["xdg-open"] : []) + [url]
        do {
            try process.run()
        } catch {
            Output.standardError("touchtape: note: could not open a browser (\(error)); open \(url) yourself\n")
        }
    }
}

/// How the server ended, handed from its task to the command's thread.
private final class ServerResult: @unchecked Sendable {
    // @unchecked: written once by the server's task before `done.signal()`, read after `done.wait()`.
    private(set) var error: (any Error)?
    func set(_ error: (any Error)?) { self.error = error }
}
