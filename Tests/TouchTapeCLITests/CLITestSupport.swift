import Foundation
import Testing

// Helpers for running the built `touchtape` binary as a subprocess (cli.md is tested from the
// outside: exit status, standard output and standard error).

/// The package's root folder: the first folder above this file that holds Package.swift.
let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            return folder
        }
        folder = folder.deletingLastPathComponent()
    }
    fatalError("no Package.swift above \(#filePath)")
}()

/// The seed fixtures (Fixtures/README.md).
let fixturesPath = packageRoot.appendingPathComponent("Fixtures").path

/// A fixture file or folder, e.g. `fixture("hit-test-a-to-e/scene.json")`.
func fixture(_ relativePath: String) -> String {
    fixturesPath + "/" + relativePath
}

/// The `touchtape` binary of the build that built these tests.
///
/// SwiftPM puts products next to the test bundle (`<scratch>/debug/touchtape` beside
/// `<scratch>/debug/TouchTapePackageTests.xctest`), so this looks there first: beside the
/// running test binary, then beside any loaded `.xctest` bundle (macOS). Only when neither
/// exists does it fall back to `$TOUCHTAPE_BINARY` or the default scratch path `.build/debug`.
let touchtapeBinary: URL? = {
    let fm = FileManager.default
    var candidates: [URL] = []
    if let argument0 = CommandLine.arguments.first {
        candidates.append(URL(fileURLWithPath: argument0).deletingLastPathComponent().appendingPathComponent("touchtape"))
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("touchtape"))
    }
    if let override = ProcessInfo.processInfo.environment["TOUCHTAPE_BINARY"], !override.isEmpty {
        candidates.append(URL(fileURLWithPath: override))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/touchtape"))
    return candidates.first { fm.isExecutableFile(atPath: $0.path) }
}()

/// The binary, or a test failure saying it was not found.
func requireTouchtapeBinary(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    try #require(touchtapeBinary, "the touchtape binary was not found beside the test bundle; build it first",
                 sourceLocation: sourceLocation)
}

/// What a finished `touchtape` process left.
typealias CommandResult = (status: Int32, stdout: String, stderr: String)

/// A started `touchtape` process; `wait()` collects its result. Output goes to files, so a
/// child that writes a lot never blocks on a full pipe.
final class TouchtapeProcess {
    private let process = Process()
    private let folder: URL
    private let stdoutURL: URL
    private let stderrURL: URL
    private var handles: [FileHandle] = []

    /// Starts `executable` (default: the built binary) with `args` in `cwd`. The child gets
    /// this process's environment without `TOUCHTAPE_DB`, then `env` on top of it.
    init(_ args: [String], stdin: String? = nil, cwd: String, env: [String: String] = [:],
         executable: URL? = nil) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchtape-process-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        stdoutURL = folder.appendingPathComponent("stdout")
        stderrURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)

        process.executableURL = try executable ?? requireTouchtapeBinary()
        process.arguments = args
        process.currentDirectoryURL = URL(fileURLWithPath: cwd, isDirectory: true)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TOUCHTAPE_DB")
        environment.merge(env) { _, new in new }
        process.environment = environment

        let out = try FileHandle(forWritingTo: stdoutURL)
        let err = try FileHandle(forWritingTo: stderrURL)
        handles = [out, err]
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let stdinURL = folder.appendingPathComponent("stdin")
            try Data(stdin.utf8).write(to: stdinURL)
            let input = try FileHandle(forReadingFrom: stdinURL)
            handles.append(input)
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
    }

    /// Waits for the process to exit and returns its status and output.
    func wait() throws -> CommandResult {
        process.waitUntilExit()
        for handle in handles { try? handle.close() }
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdout = String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
        return (process.terminationStatus, stdout, stderr)
    }
}

/// Runs `touchtape args…` in `cwd` and waits for it.
@discardableResult
func runTouchtape(_ args: [String], stdin: String? = nil, cwd: String, env: [String: String] = [:],
                  executable: URL? = nil) throws -> CommandResult {
    try TouchtapeProcess(args, stdin: stdin, cwd: cwd, env: env, executable: executable).wait()
}

/// Creates a new temporary folder, passes its path to `body`, and removes it afterwards.
func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("touchtape-cli-tests-\(UUID().uuidString)", isDirectory: true).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// A temporary folder with a store made by `touchtape import` of `paths` (default: every
/// fixture); passes the folder and the store's path.
func withFixtureStore<T>(_ paths: [String] = [fixturesPath], sourceLocation: SourceLocation = #_sourceLocation,
                         _ body: (_ folder: String, _ db: String) throws -> T) throws -> T {
    try withTemporaryFolder { folder in
        let db = folder + "/store.sqlite"
        let result = try runTouchtape(["import"] + paths + ["--db", db], cwd: folder)
        try #require(result.status == 0, "import of the fixtures failed: \(result.stderr)", sourceLocation: sourceLocation)
        return try body(folder, db)
    }
}

/// Writes `text` to `folder/name` (creating intermediate folders) and returns the path.
@discardableResult
func write(_ text: String, to name: String, in folder: String) throws -> String {
    let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// The lines of a command's output, without the empty last one.
func lines(_ text: String) -> [String] {
    var result = text.components(separatedBy: "\n")
    if result.last == "" { result.removeLast() }
    return result
}

/// Parses one JSON document (objects as `[String: Any]`).
func parseJSON(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
    do {
        return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
        Issue.record("not JSON: \(text)", sourceLocation: sourceLocation)
        throw error
    }
}

/// Parses one JSON object.
func parseJSONObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    try #require(try parseJSON(text, sourceLocation: sourceLocation) as? [String: Any],
                 "not a JSON object: \(text)", sourceLocation: sourceLocation)
}

/// The keys of a JSON object's top level, in the order the text writes them (Foundation's
/// parser forgets the order, and cli.md/formats.md fix it).
func topLevelKeys(ofJSONObject text: String) -> [String] {
    var keys: [String] = []
    var depth = 0
    var inString = false
    var escaped = false
    var current = ""
    var lastString: String?
    for character in text {
        if inString {
            if escaped {
                escaped = false
                current.append(character)
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inString = false
                lastString = current
            } else {
                current.append(character)
            }
            continue
        }
        switch character {
        case "\"":
            inString = true
            current = ""
        case "{", "[":
            depth += 1
            lastString = nil
        case "}", "]":
            depth -= 1
            lastString = nil
        case ":":
            if depth == 1, let key = lastString { keys.append(key) }
            lastString = nil
        case ",":
            lastString = nil
        default:
            break
        }
    }
    return keys
}

/// The sessions `touchtape sessions --json` lists, by name.
func storedSessionNames(db: String, cwd: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    let result = try runTouchtape(["sessions", "--json", "--db", db], cwd: cwd)
    try #require(result.status == 0, "sessions failed: \(result.stderr)", sourceLocation: sourceLocation)
    let sessions = try #require(try parseJSONObject(result.stdout)["sessions"] as? [[String: Any]],
                                sourceLocation: sourceLocation)
    return sessions.compactMap { $0["session"] as? String }
}

/// The rows of `touchtape runs --json`.
func storedRuns(db: String, cwd: String, session: String? = nil,
                sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
    let result = try runTouchtape(["runs", "--json", "--db", db] + (session.map { ["--session", $0] } ?? []), cwd: cwd)
    try #require(result.status == 0, "runs failed: \(result.stderr)", sourceLocation: sourceLocation)
    return try #require(try parseJSONObject(result.stdout)["runs"] as? [[String: Any]], sourceLocation: sourceLocation)
}
