import Foundation
import Testing

/// `touchtape scenes`, `sessions` and `runs`, as text and `--json` (docs/cli.md).
@Suite struct ListCommandsTests {
    static let tabbar = fixture("tabbar-center-button")

    @Test func scenesListsEveryVersionAndMarksTheCurrentOne() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(["scenes", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let rows = lines(result.stdout).filter { $0.hasPrefix("tabbar-center-button ") }
            #expect(rows.count == 2)
            let columns = rows.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
            #expect(columns.map { $0[1] } == ["1", "2"])
            // Only version 2, the newest import, is current.
            #expect(columns.map { $0[2] == "*" } == [false, true])
        }
    }

    @Test func scenesJSONListsTheVersions() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(["scenes", "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let scenes = try #require(try parseJSONObject(result.stdout)["scenes"] as? [[String: Any]])
            #expect(scenes.map { $0["scene"] as? String } == ["tabbar-center-button", "tabbar-center-button"])
            #expect(scenes.map { $0["version"] as? Int } == [1, 2])
            #expect(scenes.map { $0["current"] as? Bool } == [false, true])
            for scene in scenes {
                let hash = try #require(scene["contentHash"] as? String)
                #expect(hash.count == 64 && hash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
            }
        }
    }

    @Test func scenesWithANameListsThatScenesVersions() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["scenes", "tabbar-center-button", "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let scenes = try #require(try parseJSONObject(result.stdout)["scenes"] as? [[String: Any]])
            #expect(Set(scenes.compactMap { $0["scene"] as? String }) == ["tabbar-center-button"])
            #expect(scenes.count == 2)
        }
    }

    @Test func scenesWithAnUnknownNameIsBadInput() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(["scenes", "no-such-scene", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains("no-such-scene"))
        }
    }

    @Test func scenesOfAStoreWithoutScenesSaysThereAreNone() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/nothing", withIntermediateDirectories: false)
            let made = try runTouchtape(["import", folder + "/nothing", "--db", folder + "/new.sqlite"], cwd: folder)
            try #require(made.status == 0, "\(made.stderr)")
            let result = try runTouchtape(["scenes", "--db", folder + "/new.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("no scenes"))
            let json = try runTouchtape(["scenes", "--json", "--db", folder + "/new.sqlite"], cwd: folder)
            #expect(json.status == 0)
            let scenes = try #require(try parseJSONObject(json.stdout)["scenes"] as? [Any])
            #expect(scenes.isEmpty)
        }
    }

    @Test func sessionsListsSceneRecordedVersionEventsAndBaselineRun() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(["sessions", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let row = try #require(lines(result.stdout).first { $0.hasPrefix("tabbar-center-button-taps ") })
            let columns = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            // session, scene, version, events, touches, baseline run, imported
            #expect(Array(columns.prefix(6)) == ["tabbar-center-button-taps", "tabbar-center-button", "2", "4", "2", "1"])
        }
    }

    @Test func sessionsJSONListsTheSessions() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(["sessions", "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let sessions = try #require(try parseJSONObject(result.stdout)["sessions"] as? [[String: Any]])
            let session = try #require(sessions.first)
            #expect(sessions.count == 1)
            #expect(session["session"] as? String == "tabbar-center-button-taps")
            #expect(session["scene"] as? String == "tabbar-center-button")
            #expect(session["sceneVersion"] as? Int == 2)
            #expect(session["events"] as? Int == 4)
            #expect(session["touches"] as? Int == 2)
            #expect(session["baselineRun"] as? Int == 1)
        }
    }

    @Test func runsListsTheHistoryNewestFirst() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            // A second import, of another scene's session, makes run 2.
            let second = try runTouchtape(["import", fixture("hit-test-a-to-e"), "--db", db], cwd: folder)
            #expect(second.status == 0, "\(second.stderr)")
            let result = try runTouchtape(["runs", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let runIDs = lines(result.stdout).dropFirst().compactMap { Int($0.prefix { $0 != " " }) }
            #expect(runIDs == [2, 2, 1])
            #expect(lines(result.stdout).dropFirst().allSatisfy { $0.contains(" baseline ") })
        }
    }

    @Test func runsJSONListsOneRowPerSessionOfEachRun() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let runs = try storedRuns(db: db, cwd: folder)
            let run = try #require(runs.first)
            #expect(runs.count == 1)
            #expect(run["run"] as? Int == 1)
            #expect(run["kind"] as? String == "baseline")
            #expect(run["session"] as? String == "tabbar-center-button-taps")
            #expect(run["scene"] as? String == "tabbar-center-button")
            #expect(run["sceneVersion"] as? Int == 2)
            #expect(run["deliveries"] as? Int == 4)
            #expect(run["changed"] as? Int == 0)
            #expect((run["engineVersion"] as? String)?.isEmpty == false)
        }
    }

    /// docs/cli.md: `engine_version` in runs is the tool's version string.
    @Test func runsRecordTheToolsVersion() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let version = try runTouchtape(["--version"], cwd: folder)
            #expect(version.status == 0)
            let expected = version.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!expected.isEmpty)
            #expect(try storedRuns(db: db, cwd: folder).map { $0["engineVersion"] as? String } == [expected])
        }
    }

    @Test func runsForAnUnknownSessionIsBadInput() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(["runs", "--session", "no-such-session", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("no-such-session"))
        }
    }
}
