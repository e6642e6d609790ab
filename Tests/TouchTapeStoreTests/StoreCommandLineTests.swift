import Foundation
import Testing
@_exported import TouchTapeTestSupport
import TouchTapeCore

@testable import TouchTapeStore

// The store as the `touchtape` binary leaves it: these tests run the built binary as a
// subprocess and then read the store file in-process (docs/store.md's guarantees are about the
// file: untouched, unchanged, complete).

// MARK: - Helpers shared by the Store*Tests files

/// Fixtures/ (the seed articles' scenes and sessions), or a file or folder in it.
func fixturePath(_ relativePath: String = "") -> String {
    relativePath.isEmpty ? fixturesPath : fixture(relativePath)
}

/// Every row of every table of the store (and its `user_version`), as sorted text lines:
/// two dumps are equal exactly when the stored content is.
func dumpStore(_ path: String) throws -> [String] {
    let db = try Database(path: path)
    defer { db.close() }
    var lines = ["user_version=\(try db.userVersion())"]
    var tables: [String] = []
    try db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").forEachRow { row in
        tables.append(row.columnText(0) ?? "")
    }
    for table in tables {
        var rows: [String] = []
        let select = try db.prepare("SELECT * FROM \"\(table)\"")
        try select.forEachRow { row in
            rows.append((0..<row.columnCount).map { "\(row.columnValue($0))" }.joined(separator: "|"))
        }
        lines.append("table \(table): \(rows.count) rows")
        lines += rows.sorted().map { "\(table)|\($0)" }
    }
    return lines
}

/// The number of rows `sql` returns from the store at `path`.
func countRows(_ sql: String, in path: String) throws -> Int {
    let db = try Database(path: path)
    defer { db.close() }
    return Int(try db.prepare("SELECT COUNT(*) FROM (\(sql))").scalarInt64() ?? -1)
}

/// The highest level in Migrations/ (the NNNN of the last file).
func highestMigrationFileLevel() throws -> Int {
    let folder = packageRoot.appendingPathComponent("Migrations").path
    let levels = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".sql") }
        .compactMap { Int($0.prefix(4)) }
    return levels.max() ?? 0
}

/// The number of session files in Fixtures/ (`*.session.json`, `*.session.ndjson`).
func fixtureSessionFileCount() -> Int {
    let enumerator = FileManager.default.enumerator(atPath: fixturePath())
    var count = 0
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".session.json") || path.hasSuffix(".session.ndjson") { count += 1 }
    }
    return count
}

/// Writes `text` to `folder/name`, creating folders on the way; returns the path.
@discardableResult
func writeFile(_ text: String, to name: String, in folder: String) throws -> String {
    let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// A new scene (not among the fixtures) and a good session on it.
enum ExtraDocuments {
    static let scene = """
        { "format": "touchtape.scene/1", "name": "extra-scene",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667],
            "subviews": [ { "id": "box", "frame": [10, 10, 100, 100], "touches": "handle" } ] } ] }
        """
    static let session = """
        { "format": "touchtape.session/1", "name": "extra-tap", "scene": "extra-scene",
          "events": [ { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 50, "y": 50 } ] },
                      { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 50, "y": 50 } ] } ] }
        """
}

/// A bad session, the place its error must name, and a name for the test report.
struct BadSession: Sendable, CustomTestStringConvertible {
    var label: String
    var text: String
    /// Substrings the error line must hold after the file name.
    var place: [String]
    var testDescription: String { label }

    static let all = [
        BadSession(label: "T7: a touch ends that never began", text: """
            { "format": "touchtape.session/1", "name": "zz-bad", "scene": "extra-scene",
              "events": [
                { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 50, "y": 50 } ] },
                { "t": 1, "touches": [ { "touch": 2, "phase": "ended", "x": 50, "y": 50 } ] }
              ] }
            """, place: [":4:", "event 1", "T7"]),
        BadSession(label: "its scene is not in the store", text: """
            { "format": "touchtape.session/1", "name": "zz-bad", "scene": "no-such-scene",
              "events": [ { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 50, "y": 50 } ] } ] }
            """, place: ["no-such-scene"]),
    ]
}

// MARK: - Tests

@Suite struct StoreCommandLineTests {
    struct CommandCase: Sendable, CustomTestStringConvertible {
        var args: [String]
        var testDescription: String { args.joined(separator: " ") }
    }

    /// docs/store.md: a store written by a newer schema is refused (exit 3) and never altered; the
    /// refusal comes before the switch to WAL, which would rewrite the file's header.
    @Test(arguments: [
        CommandCase(args: ["scenes"]), CommandCase(args: ["sessions"]), CommandCase(args: ["runs"]),
        CommandCase(args: ["import", fixturePath("hit-test-a-to-e")]),
        CommandCase(args: ["hit-test", "hit-test-a-to-e", "1", "2"]),
    ])
    func storeOfANewerSchemaIsRefusedAndLeftUntouched(_ command: CommandCase) throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/newer.sqlite"
            do {
                let db = try Database(path: path)
                try db.execute("CREATE TABLE from_the_future (x); INSERT INTO from_the_future VALUES (1); PRAGMA user_version = 999;")
                db.close()
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let result = try runTouchtape(command.args + ["--db", path], cwd: folder)
            #expect(result.status == 3)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        }
    }

    /// docs/cli.md: nothing is written to the store by a command that fails. The folder holds a new
    /// scene, a good session on it, a known scene version (which would become current) and,
    /// last in path order, one bad session.
    @Test(arguments: BadSession.all)
    func failedImportLeavesTheStoreUnchanged(_ bad: BadSession) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            let first = try runTouchtape(["import", fixturePath(), "--db", db], cwd: folder)
            try #require(first.status == 0, "\(first.stderr)")
            let before = try dumpStore(db)
            #expect(before.count > 100)  // the fixtures' rows, not an empty store

            let input = folder + "/input"
            try writeFile(ExtraDocuments.scene, to: "extra/scene.json", in: input)
            try writeFile(ExtraDocuments.session, to: "extra/extra-tap.session.json", in: input)
            try FileManager.default.copyItem(atPath: fixturePath("tabbar-center-button/scene-1-before-override.json"),
                                             toPath: input + "/tabbar-v1.json")
            let badFile = try writeFile(bad.text, to: "extra/zz-bad.session.json", in: input)

            let result = try runTouchtape(["import", input, "--db", db], cwd: folder)
            #expect(result.status == 2)
            let error = try #require(lines(of: result.stderr).first)
            #expect(error.hasPrefix("touchtape: error: \(badFile)"))
            for place in bad.place { #expect(error.contains(place), "\(error) should name \(place)") }
            #expect(try dumpStore(db) == before)
        }
    }

    /// docs/cli.md (changed 2026-11-26): a command that fails leaves behind no store it created,
    /// nor its `-wal` or `-shm` (it used to leave a new, empty store).
    @Test func failedImportIntoANewStoreLeavesNoStore() throws {
        try withTemporaryDirectory { folder in
            let input = folder + "/input"
            try writeFile(ExtraDocuments.scene, to: "scene.json", in: input)
            try writeFile(ExtraDocuments.session, to: "extra-tap.session.json", in: input)
            try writeFile(BadSession.all[0].text, to: "zz-bad.session.json", in: input)
            let db = folder + "/new.sqlite"
            let result = try runTouchtape(["import", input, "--db", db], cwd: folder)
            #expect(result.status == 2)
            for suffix in ["", "-wal", "-shm", "-journal"] {
                #expect(!FileManager.default.fileExists(atPath: db + suffix), "new.sqlite\(suffix) was left behind")
            }
        }
    }

    /// docs/cli.md: importing the same folder twice changes nothing.
    @Test func importingTheSameFolderTwiceChangesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            let first = try runTouchtape(["import", fixturePath(), "--db", db], cwd: folder)
            try #require(first.status == 0, "\(first.stderr)")
            let before = try dumpStore(db)
            #expect(before.count > 100)  // the fixtures' rows, not an empty store
            let second = try runTouchtape(["import", fixturePath(), "--db", db], cwd: folder)
            #expect(second.status == 0, "\(second.stderr)")
            let sessionLines = lines(of: second.stdout).filter { $0.hasPrefix("session ") }
            #expect(sessionLines.count == fixtureSessionFileCount())
            #expect(sessionLines.allSatisfy { $0.contains(": unchanged") }, "\(second.stdout)")
            #expect(!second.stdout.contains("(new)"))
            #expect(try dumpStore(db) == before)
        }
    }

    /// docs/store.md: two `touchtape` processes on one store wait for each other. Both start on a
    /// new store, so they also race to create and migrate it.
    @Test func twoImportProcessesIntoOneStoreBothSucceed() throws {
        for attempt in 1...3 {
            try withTemporaryDirectory { folder in
                let db = folder + "/store.sqlite"
                let one = try TouchtapeProcess(
                    ["import", fixturePath("hit-test-a-to-e"), fixturePath("printed-responder-chain"), "--db", db], cwd: folder)
                let two = try TouchtapeProcess(
                    ["import", fixturePath("circle-button"), fixturePath("tabbar-center-button"), "--db", db], cwd: folder)
                let (first, second) = (try one.wait(), try two.wait())
                #expect(first.status == 0, "attempt \(attempt): \(first.stderr)")
                #expect(second.status == 0, "attempt \(attempt): \(second.stderr)")
                let store = try Store(path: db)
                #expect(Set(try store.sessions().map(\.session)) == [
                    "tap-view-e", "tap-a-to-e-other-views",
                    "printed-chain-tap-button", "printed-chain-first-responder", "printed-chain-ignoring-interaction",
                    "circle-button-tap-inside", "circle-button-tap-corner",
                    "tabbar-center-button-taps",
                ])
                #expect(Set(try store.runs().map(\.run)).count == 2)
            }
        }
    }

    /// docs/cli.md exit 3: a corrupt store cannot be used; it is left as it was.
    @Test func corruptStoreIsRefusedAndLeftUntouched() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/corrupt.sqlite"
            let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            try garbage.write(to: URL(fileURLWithPath: path))
            let result = try runTouchtape(["scenes", "--db", path], cwd: folder)
            #expect(result.status == 3)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        }
    }

    /// docs/store.md: a busy timeout, so a second writer waits for the first instead of failing.
    @Test func importWaitsForAnotherWriterToFinish() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            try #require(try runTouchtape(["import", fixturePath("hit-test-a-to-e"), "--db", db], cwd: folder).status == 0)
            let holder = try Database(path: db)
            try holder.execute("BEGIN IMMEDIATE; INSERT INTO texts (text) VALUES ('held by the test');")
            let child = try TouchtapeProcess(["import", fixturePath("circle-button"), "--db", db], cwd: folder)
            Thread.sleep(forTimeInterval: 1)
            try holder.execute("ROLLBACK")
            holder.close()
            let result = try child.wait()
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Set(try Store(path: db).sessions().map(\.session)).isSuperset(of: ["circle-button-tap-inside", "circle-button-tap-corner"]))
        }
    }

    /// docs/cli.md exit 3: locked past the busy timeout (5 seconds); nothing is written.
    @Test func importIntoAStoreLockedPastTheBusyTimeoutExits3() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            try #require(try runTouchtape(["import", fixturePath("hit-test-a-to-e"), "--db", db], cwd: folder).status == 0)
            let before = try dumpStore(db)
            let holder = try Database(path: db)
            try holder.execute("BEGIN IMMEDIATE; INSERT INTO texts (text) VALUES ('held by the test');")
            let result = try runTouchtape(["import", fixturePath("circle-button"), "--db", db], cwd: folder)
            try holder.execute("ROLLBACK")
            holder.close()
            #expect(result.status == 3)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(try dumpStore(db) == before)
        }
    }

    /// docs/store.md: WAL journal, so a reading command answers at once while another writes.
    @Test func readingCommandAnswersWhileAnotherProcessWrites() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            try #require(try runTouchtape(["import", fixturePath("hit-test-a-to-e"), "--db", db], cwd: folder).status == 0)
            let holder = try Database(path: db)
            try holder.execute("BEGIN IMMEDIATE; INSERT INTO texts (text) VALUES ('held by the test');")
            defer {
                try? holder.execute("ROLLBACK")
                holder.close()
            }
            // A busy timeout of 0: had the reader needed the writer's lock, it would have failed
            // at once with "locked" (exit 3) instead of answering. No clock is read.
            let result = try runTouchtape(["scenes", "--db", db], cwd: folder, env: ["TOUCHTAPE_BUSY_TIMEOUT": "0"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("hit-test-a-to-e"))
        }
    }

    enum StoreLocationChoice: String, Sendable, CaseIterable {
        case dbOption = "--db", environment = "TOUCHTAPE_DB", currentFolder = "./touchtape.sqlite"
    }

    /// docs/store.md: the binary carries its migrations; copied alone to another folder it still
    /// creates and migrates stores, wherever docs/cli.md says the store is.
    @Test(arguments: StoreLocationChoice.allCases)
    func binaryCopiedAloneCreatesAndMigratesTheStore(_ choice: StoreLocationChoice) throws {
        let built = try #require(touchtapeBinary, "the touchtape binary was not found beside the test bundle")
        try withTemporaryDirectory { folder in
            let binary = URL(fileURLWithPath: folder).appendingPathComponent("touchtape")
            try FileManager.default.copyItem(at: built, to: binary)
            let db: String
            var args = ["import", fixturePath()]
            var env: [String: String] = [:]
            switch choice {
            case .dbOption:
                db = folder + "/option.sqlite"
                args += ["--db", db]
            case .environment:
                db = folder + "/environment.sqlite"
                env["TOUCHTAPE_DB"] = db
            case .currentFolder:
                db = folder + "/touchtape.sqlite"
            }
            let result = try runTouchtape(args, cwd: folder, env: env, executable: binary)
            #expect(result.status == 0, "\(result.stderr)")
            try #require(FileManager.default.fileExists(atPath: db))
            #expect(try Database(path: db).userVersion() == Store.schemaLevel)
            for view in ["v_scenes", "v_sessions", "v_runs", "v_outcomes", "v_changes"] {
                #expect(try countRows("SELECT name FROM sqlite_master WHERE type = 'view' AND name = '\(view)'", in: db) == 1)
            }
            #expect(try countRows("SELECT * FROM v_sessions", in: db) == fixtureSessionFileCount())
        }
    }
}

/// The lines of a command's output, without the empty last one.
func lines(of text: String) -> [String] {
    var result = text.components(separatedBy: "\n")
    if result.last == "" { result.removeLast() }
    return result
}
