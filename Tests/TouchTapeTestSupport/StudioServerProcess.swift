import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Starting `touchtape studio` from tests and talking HTTP to it: tests that need a server
// start their own, on a free port (--port 0), over their own store.

/// A running `touchtape studio`; `stop()` ends it with SIGTERM and returns what it left.
public final class StudioServerProcess: @unchecked Sendable {
    // @unchecked: used from one test at a time; `process` is only started and stopped.
    private let process = Process()
    private let folder: URL
    private let stdoutURL: URL
    private let stderrURL: URL
    private var handles: [FileHandle] = []
    /// The page's address as the server printed it, e.g. `http://127.0.0.1:40123/`.
    public private(set) var url = ""
    /// The address without a query: `http://127.0.0.1:40123`.
    public var base: String {
        guard let range = url.range(of: "://"), let slash = url[range.upperBound...].firstIndex(of: "/") else { return url }
        return String(url[..<slash])
    }

    /// Starts `touchtape studio --port 0 --db db extra…` and waits (at most `timeout` seconds)
    /// for the line with its address.
    public init(db: String, extra: [String] = [], cwd: String, timeout: Double = 60) throws {
        guard let binary = touchtapeBinary else { throw MissingTouchtapeBinary() }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchtape-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        stdoutURL = folder.appendingPathComponent("stdout")
        stderrURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        process.executableURL = binary
        process.arguments = ["studio", "--port", "0", "--db", db] + extra
        process.currentDirectoryURL = URL(fileURLWithPath: cwd, isDirectory: true)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TOUCHTAPE_DB")
        process.environment = environment
        let out = try FileHandle(forWritingTo: stdoutURL), err = try FileHandle(forWritingTo: stderrURL)
        handles = [out, err]
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = String(decoding: (try? Data(contentsOf: stdoutURL)) ?? Data(), as: UTF8.self)
            if let start = text.range(of: "http://") {
                let rest = text[start.lowerBound...]
                if let end = rest.firstIndex(where: { $0 == " " || $0 == "\n" }) {
                    url = String(rest[..<end])
                    return
                }
            }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let errors = String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        throw StudioStartFailure(description: "touchtape studio did not print its address: \(errors)")
    }

    public var isRunning: Bool { process.isRunning }

    /// Sends `signal` (default SIGTERM) and waits for the exit.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, timeout: Double = 30) -> CommandResult {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        for handle in handles { try? handle.close() }
        handles = []
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdout = String(decoding: (try? Data(contentsOf: stdoutURL)) ?? Data(), as: UTF8.self)
        let stderr = String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, stdout, stderr)
    }

    deinit {
        if process.isRunning { stop(signal: SIGKILL) }
    }
}

public struct StudioStartFailure: Error, CustomStringConvertible {
    public var description: String
}

/// One HTTP exchange's result.
public struct HTTPReply: Sendable {
    public var status: Int
    public var body: Data
    public var contentType: String
    public var text: String { String(decoding: body, as: UTF8.self) }
    /// The body as a JSON object (nil when it is not one).
    public var object: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
}

/// A small blocking HTTP client for tests (loopback only).
public enum HTTP {
    public static func get(_ url: String) throws -> HTTPReply { try send("GET", url) }

    public static func post(_ url: String, body: Data, contentType: String = "application/json") throws -> HTTPReply {
        try send("POST", url, body: body, contentType: contentType)
    }

    public static func send(_ method: String, _ url: String, body: Data? = nil, contentType: String? = nil,
                            timeout: Double = 120) throws -> HTTPReply {
        guard let address = URL(string: url) else { throw StudioStartFailure(description: "not a URL: \(url)") }
        var request = URLRequest(url: address, timeoutInterval: timeout)
        request.httpMethod = method
        request.httpBody = body
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        let box = ReplyBox()
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            let http = response as? HTTPURLResponse
            box.set(data: data, status: http?.statusCode, type: http?.value(forHTTPHeaderField: "Content-Type"), error: error)
            done.signal()
        }
        task.resume()
        done.wait()
        return try box.reply()
    }
}

private final class ReplyBox: @unchecked Sendable {
    // @unchecked: written once by the completion handler before the semaphore is signalled.
    private var data: Data?
    private var status: Int?
    private var type: String?
    private var error: (any Error)?

    func set(data: Data?, status: Int?, type: String?, error: (any Error)?) {
        self.data = data; self.status = status; self.type = type; self.error = error
    }

    func reply() throws -> HTTPReply {
        if let error { throw error }
        guard let status else { throw StudioStartFailure(description: "no HTTP response") }
        return HTTPReply(status: status, body: data ?? Data(), contentType: type ?? "")
    }
}
