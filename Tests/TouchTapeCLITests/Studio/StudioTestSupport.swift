import Foundation
import Testing

/// A fixture store (the tab bar fixtures by default) with a studio serving it; the studio is stopped
/// with SIGTERM afterwards and must exit 0.
func withStudio<T>(_ paths: [String] = [fixture("tabbar-center-button")], extra: [String] = [],
                   sourceLocation: SourceLocation = #_sourceLocation,
                   _ body: (_ studio: StudioServerProcess, _ folder: String, _ db: String) throws -> T) throws -> T {
    try withFixtureStore(paths, sourceLocation: sourceLocation) { folder, db in
        let studio = try StudioServerProcess(db: db, extra: extra, cwd: folder)
        let value: T
        do {
            value = try body(studio, folder, db)
        } catch {
            studio.stop()
            throw error
        }
        let ended = studio.stop()
        #expect(ended.status == 0, "the studio did not end cleanly on SIGTERM: \(ended.status) \(ended.stderr)",
                sourceLocation: sourceLocation)
        return value
    }
}

/// What the `sqlite3` shell prints for `sql` on the store (one row a line, `|` between columns).
func sqlite3(_ db: String, _ sql: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", "-batch", db, sql]
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "sqlite3 failed: \(String(decoding: errors, as: UTF8.self))",
                 sourceLocation: sourceLocation)
    return String(decoding: data, as: UTF8.self)
}

/// The store's whole content as the `sqlite3` shell dumps it: equal dumps, an unchanged store.
func storeDump(_ db: String) throws -> String { try sqlite3(db, ".dump") }

/// The same session as NDJSON, as `touchtape record` reads it.
func tabBarSessionNDJSON(name: String, taps: [(Double, Double)] = [(187, 640)], version: Int = 2) -> String {
    var lines = [#"{"format":"touchtape.session/1","name":"\#(name)","scene":"tabbar-center-button","sceneVersion":\#(version)}"#]
    for (i, (x, y)) in taps.enumerated() {
        let t = Double(i) * 0.5
        lines.append(#"{"t":\#(t),"touches":[{"touch":1,"phase":"began","x":\#(x),"y":\#(y)}]}"#)
        lines.append(#"{"t":\#(t + 0.1),"touches":[{"touch":1,"phase":"ended","x":\#(x),"y":\#(y)}]}"#)
    }
    return lines.joined(separator: "\n") + "\n"
}

/// A session document for the tab bar scene: `taps` taps at (x, y), one finger each.
func tabBarSession(name: String, taps: [(Double, Double)] = [(187, 640)], version: Int? = 2) -> String {
    var events: [String] = []
    for (i, (x, y)) in taps.enumerated() {
        let t = Double(i) * 0.5
        events.append(#"{"t":\#(t),"touches":[{"touch":1,"phase":"began","x":\#(x),"y":\#(y)}]}"#)
        events.append(#"{"t":\#(t + 0.1),"touches":[{"touch":1,"phase":"ended","x":\#(x),"y":\#(y)}]}"#)
    }
    let versionKey = version.map { #","sceneVersion":\#($0)"# } ?? ""
    return #"{"format":"touchtape.session/1","name":"\#(name)","scene":"tabbar-center-button"\#(versionKey),"events":[\#(events.joined(separator: ","))]}"#
}
