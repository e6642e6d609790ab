import Foundation
import Testing
import TouchTapeCore

@testable import TouchTapeStore

/// docs/cli.md `import`, for sessions: new, identical (a no-op), different (bad input unless
/// `--replace`), and the baseline runs they get.
@Suite struct StoreSessionImportTests {
    static let aToE = fixturePath("hit-test-a-to-e")

    static let session = MyTapSession.document

    /// The same content in other forms: key order, white space, number spelling, NDJSON.
    static let sameContent: [String] = [
        session,
        """
        {"events":[{"touches":[{"y":340,"x":240,"phase":"began","touch":1}],"t":0.0},
        {"expect":[{"handledBy":"viewE","view":"viewE","touch":1}],"t":5e-1,"touches":[{"x":240.0,"phase":"ended","touch":1,"y":340}]}],
        "scene":"hit-test-a-to-e","name":"my-tap","meta":{"list":[15e-1,"x"],"note":"written for the tests"},"format":"touchtape.session/1"}
        """,
        MyTapSession.ndjson,
    ]

    /// Same name, other content: the finger lifts later.
    static let differentSession = MyTapSession.different

    static func contentHash(of session: String, in store: Store) throws -> String? {
        try store.database.prepare("SELECT content_hash FROM sessions WHERE name = ?").scalarText(.text(session))
    }

    /// `v_runs.run` of a session's rows, oldest first.
    static func runs(of session: String, in store: Store) throws -> [Int64] {
        var runs: [Int64] = []
        try store.database.prepare("SELECT run FROM v_runs WHERE session = ? ORDER BY run")
            .forEachRow(.text(session)) { runs.append($0.columnInt64(0)) }
        return runs
    }

    @Test(arguments: Array(sameContent.indices))
    func reimportingAnIdenticalSessionInAnyFormIsANoOp(_ form: Int) throws {
        try withTemporaryDirectory { folder in
            let store = try Store(path: folder + "/store.sqlite")
            try importPaths([Self.aToE, try writeFile(Self.session, to: "first.json", in: folder)], into: store)
            let hash = try Self.contentHash(of: "my-tap", in: store)
            let before = try dumpStore(folder + "/store.sqlite")

            let file = try writeFile(Self.sameContent[form], to: form == 2 ? "again.ndjson" : "again.json", in: folder)
            let report = try importPaths([file], into: store)
            #expect(report.sessions.map(\.status) == [.unchanged])
            #expect(report.baselineRun == nil)
            #expect(try Self.contentHash(of: "my-tap", in: store) == hash)
            #expect(try dumpStore(folder + "/store.sqlite") == before)
        }
    }

    @Test func aDifferentSessionUnderAKnownNameIsBadInputWithoutReplace() throws {
        try withTemporaryDirectory { folder in
            let store = try Store(path: folder + "/store.sqlite")
            try importPaths([Self.aToE, try writeFile(Self.session, to: "first.json", in: folder)], into: store)
            let before = try dumpStore(folder + "/store.sqlite")
            let file = try writeFile(Self.differentSession, to: "second.json", in: folder)
            let error = try #require(throws: InputError.self) { try importPaths([file], into: store) }
            #expect(error.file == file)
            #expect(error.description.contains("my-tap"))
            #expect(try dumpStore(folder + "/store.sqlite") == before)
        }
    }

    @Test func replacingASessionGivesItANewBaselineRunAndKeepsTheOldRun() throws {
        try withTemporaryDirectory { folder in
            let store = try Store(path: folder + "/store.sqlite")
            try importPaths([Self.aToE, try writeFile(Self.session, to: "first.json", in: folder)], into: store)
            let oldRun = try #require(try Self.runs(of: "my-tap", in: store).first)
            let oldHash = try Self.contentHash(of: "my-tap", in: store)

            let file = try writeFile(Self.differentSession, to: "second.json", in: folder)
            let report = try importPaths([file], into: store, replace: true)
            #expect(report.sessions.map(\.status) == [.replaced])
            let newRun = try #require(report.baselineRun)
            #expect(newRun > oldRun)

            #expect(try Self.runs(of: "my-tap", in: store) == [oldRun, newRun])
            let baseline = try store.database.prepare("SELECT baseline_run FROM v_sessions WHERE session = 'my-tap'").scalarInt64()
            #expect(baseline == newRun)
            #expect(try Self.contentHash(of: "my-tap", in: store) != oldHash)
            // Both runs still answer in v_outcomes: the old one with the old times.
            #expect(try store.session(named: "my-tap").events.map(\.t) == [0, 0.75])
            for run in [oldRun, newRun] {
                let count = try store.database.prepare("SELECT COUNT(*) FROM v_outcomes WHERE run = ? AND session = 'my-tap'")
                    .scalarInt64(.integer(run))
                #expect(count == 2, "run \(run)")
            }
        }
    }

    /// docs/formats.md: `sceneVersion` pins the version a session was recorded (and is dispatched)
    /// against; without it, the current version at import.
    @Test func sessionWithASceneVersionGetsItsBaselineFromThatVersion() throws {
        try withTemporaryDirectory { folder in
            let store = try Store(path: folder + "/store.sqlite")
            let pinned = try writeFile("""
                { "format": "touchtape.session/1", "name": "pinned", "scene": "tabbar-center-button", "sceneVersion": 1,
                  "events": [ { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 187, "y": 605 } ] },
                              { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 187, "y": 605 } ] } ] }
                """, to: "pinned.json", in: folder)
            let current = try writeFile(
                (try String(contentsOfFile: pinned, encoding: .utf8))
                    .replacingOccurrences(of: #""name": "pinned""#, with: #""name": "current""#)
                    .replacingOccurrences(of: #", "sceneVersion": 1"#, with: ""),
                to: "current.json", in: folder)
            try importPaths([fixturePath("tabbar-center-button"), pinned, current], into: store)
            var rows: [String] = []
            try store.database.prepare("""
                SELECT s.session, s.scene_version, r.scene_version, o.view FROM v_sessions s
                JOIN v_runs r ON r.run = s.baseline_run AND r.session = s.session
                JOIN v_outcomes o ON o.run = s.baseline_run AND o.session = s.session AND o.seq = 0
                WHERE s.session IN ('pinned', 'current') ORDER BY s.session
                """).forEachRow { row in rows.append((0..<4).map { row.columnText($0) ?? "NULL" }.joined(separator: " ")) }
            #expect(rows == ["current 2 2 centerButton", "pinned 1 1 cell7"])
        }
    }

    /// docs/store.md / docs/cli.md: `v_sessions.touches` counts fingers (`began` entries).
    @Test func vSessionsCountsEventsAndFingers() throws {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            try importPaths([Self.aToE], into: store)
            let info = try #require(try store.sessions().first { $0.session == "tap-a-to-e-other-views" })
            #expect(info.events == 10)
            #expect(info.touches == 5)
            #expect(info.sceneVersion == 1)
            #expect(info.baselineRun != nil)
        }
    }

    /// docs/store.md: times are ISO 8601 UTC text.
    @Test func storedTimesAreISO8601UTC() throws {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            try importPaths([Self.aToE], into: store)
            var times: [String] = []
            for sql in ["SELECT imported_at FROM v_scenes", "SELECT imported_at FROM v_sessions", "SELECT started_at FROM v_runs"] {
                try store.database.prepare(sql).forEachRow { times.append($0.columnText(0) ?? "NULL") }
            }
            #expect(times.count == 5)
            let pattern = #/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/#
            for time in times {
                #expect(time.wholeMatch(of: pattern) != nil, "\(time)")
            }
        }
    }

    /// A failed import rolls back everything, including the texts it interned; the same
    /// `Store` then imports correctly (no stale interned ids left in it).
    @Test func failedImportThenAGoodOneOnTheSameStoreStoresCompleteOutcomes() throws {
        try withTemporaryDirectory { folder in
            let store = try Store(path: folder + "/store.sqlite")
            try writeFile(ExtraDocuments.scene, to: "input/scene.json", in: folder)
            try writeFile(ExtraDocuments.session, to: "input/extra-tap.session.json", in: folder)
            let bad = try writeFile(BadSession.all[0].text, to: "bad/zz-bad.session.json", in: folder)
            #expect(throws: InputError.self) { try importPaths([folder + "/input", bad], into: store) }
            #expect(try countRows("SELECT * FROM texts", in: folder + "/store.sqlite") == 0)

            try importPaths([folder + "/input"], into: store)
            let outcomes = try countRows("SELECT * FROM v_outcomes WHERE session = 'extra-tap'", in: folder + "/store.sqlite")
            #expect(outcomes == 2)
            let incomplete = try countRows("""
                SELECT * FROM v_outcomes WHERE kind IS NULL OR chain IS NULL OR control_events IS NULL
                   OR (view IS NULL AND dropped IS NULL AND kind = 'touch')
                """, in: folder + "/store.sqlite")
            #expect(incomplete == 0)
            let handled = try store.database.prepare("SELECT handled_by FROM v_outcomes WHERE session = 'extra-tap' AND seq = 0")
                .scalarText()
            #expect(handled == "box")
        }
    }
}
