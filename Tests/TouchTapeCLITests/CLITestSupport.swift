import Foundation
import Testing
@_exported import TouchTapeTestSupport

// Helpers for running the built `touchtape` binary as a subprocess (docs/cli.md is tested from the
// outside: exit status, standard output and standard error).

/// The binary, or a test failure saying it was not found.
func requireTouchtapeBinary(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    try #require(touchtapeBinary, "the touchtape binary was not found beside the test bundle; build it first",
                 sourceLocation: sourceLocation)
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
/// parser forgets the order, and docs/cli.md and docs/formats.md fix it).
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
