import Foundation
import Testing

/// `touchtape replay`, `diff` and `accept` as a CI job runs them (docs/cli.md): exit codes, the
/// words people read, JUnit and JSON.
@Suite struct ReplayCommandTests {
    static let tabbar = fixture("tabbar-center-button")

    @Test func replayOfTheFixturesOnAFreshStoreIsTheMainJobAndPasses() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["replay", fixturesPath, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("import: 34 scene files")) // 20 JSON scenes and 14 dumps (Fixtures/dumps)
            // Deliveries include the late rows of taps held by a table's delay or by a window's
            // system-gesture gate, the cancel rows of taps a text field's #textTap claims, and
            // the timer rows of a switch's press and a stepper's autorepeat (issue #25).
            #expect(result.stdout.contains("41 sessions, 364 deliveries, 0 changed"))
            // The second time nothing is new and nothing changed.
            let again = try runTouchtape(["replay", fixturesPath, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(again.status == 0)
            #expect(again.stdout.contains("(0 new versions)"))
        }
    }

    @Test func replayAgainstTheVersionBeforeTheOverrideExits1AndSaysWhatMoved() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let junit = folder + "/junit.xml"
            let result = try runTouchtape(["replay", "--session", "tabbar-center-button-taps", "--against", "1",
                                           "--junit", junit, "--db", db], cwd: folder)
            #expect(result.status == 1)
            #expect(result.stdout.contains("1 session, 4 deliveries, 2 changed"))
            #expect(result.stdout.contains("event 0, touch 1 began: view centerButton → cell7"))
            #expect(result.stdout.contains("controlEvents [centerButton touchUpInside → compose:] → []"))
            #expect(result.stdout.contains("[baseline, expect]"))
            let xml = try String(contentsOfFile: junit, encoding: .utf8)
            #expect(xml.contains(#"tests="1" failures="1""#))
            #expect(xml.contains(#"name="tabbar-center-button-taps""#))
            #expect(xml.contains("view centerButton → cell7"))
        }
    }

    @Test func replayJSONHasTheDifferencesWithTheirSource() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(["replay", "--json", "--against", "1", "--db", db], cwd: folder)
            #expect(result.status == 1)
            #expect(topLevelKeys(ofJSONObject: result.stdout)
                    == ["run", "sessions", "deliveries", "changed", "passed", "failed", "differences", "groups"])
            let object = try parseJSONObject(result.stdout)
            let differences = try #require(object["differences"] as? [[String: Any]])
            #expect(Set(differences.compactMap { $0["source"] as? String }) == ["baseline", "expect"])
            #expect(differences.contains { $0["field"] as? String == "view" && $0["current"] as? String == "cell7" })
            // No progress bar when the output is not a terminal.
            #expect(!result.stderr.contains("["))
        }
    }

    @Test func acceptThenReplayAgainstTheSameVersionIsCleanOfBaselineChanges() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let first = try runTouchtape(["replay", "--against", "1", "--json", "--db", db], cwd: folder)
            #expect(first.status == 1)
            let run = try #require(try parseJSONObject(first.stdout)["run"] as? Int)
            // The run was made against an older version than the current one: --force.
            let accept = try runTouchtape(["accept", "--force", "--json", "--db", db], cwd: folder)
            #expect(accept.status == 0, "\(accept.stderr)")
            let accepted = try parseJSONObject(accept.stdout)
            #expect(accepted["run"] as? Int == run)
            #expect(accepted["sessions"] as? [String] == ["tabbar-center-button-taps"])
            let second = try runTouchtape(["replay", "--against", "1", "--json", "--db", db], cwd: folder)
            let differences = try #require(try parseJSONObject(second.stdout)["differences"] as? [[String: Any]])
            // Only the session's own `expect` entries (recorded against version 2) still disagree.
            #expect(!differences.isEmpty)
            #expect(differences.allSatisfy { $0["source"] as? String == "expect" })
        }
    }

    @Test func diffBetweenVersionsShowsTheTapMovingToTheRaisedButton() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(["diff", "tabbar-center-button-taps", "--from", "1", "--to", "2", "--db", db], cwd: folder)
            #expect(result.status == 1)
            #expect(result.stdout.contains("event 0, touch 1 began: view cell7 → centerButton"))
            let json = try runTouchtape(["diff", "tabbar-center-button-taps", "--from", "1", "--to", "2", "--json", "--db", db], cwd: folder)
            let object = try parseJSONObject(json.stdout)
            #expect(object["run"] is NSNull)
            #expect(object["changed"] as? Int == 2)
        }
    }

    @Test func diffBetweenTwoRunsOfTheSameOutcomesExits0() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let replay = try runTouchtape(["replay", "--json", "--db", db], cwd: folder)
            #expect(replay.status == 0)
            let run = try #require(try parseJSONObject(replay.stdout)["run"] as? Int)
            let result = try runTouchtape(["diff", "1", String(run), "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("0 changed"))
        }
    }

    @Test func unknownSessionRunOrVersionIsBadInput() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            for args in [["replay", "--session", "no-such-session"], ["diff", "1", "99"], ["accept", "42"],
                         ["replay", "--against", "9"], ["diff", "no-such-session", "--from", "1", "--to", "2"]] {
                let result = try runTouchtape(args + ["--db", db], cwd: folder)
                #expect(result.status == 2, "\(args)")
                #expect(result.stderr.hasPrefix("touchtape: error: "), "\(args)")
            }
            let usage = try runTouchtape(["diff", "1", "--db", db], cwd: folder)
            #expect(usage.status == 64)
        }
    }

    @Test func replayOfAnEmptyStoreIsBadInputSayingWhy() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["replay", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("nothing to replay: the store"))
            #expect(result.stderr.contains("has no sessions"))
        }
    }

    @Test func replayOfAnEmptyStoreWithAllowEmptyStoresNothingAndExits0() throws {
        try withTemporaryFolder { folder in
            let db = folder + "/s.sqlite"
            let result = try runTouchtape(["replay", "--allow-empty", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("nothing to replay"))
            #expect(try storedRuns(db: db, cwd: folder).isEmpty)
        }
    }

    @Test func showJSONListsEveryResponder() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["show", fixture("pop-bubble/scene.json"), "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let object = try parseJSONObject(result.stdout)
            let responders = try #require(object["responders"] as? [[String: Any]])
            let button = try #require(responders.first { $0["id"] as? String == "popButton" })
            #expect(button["superview"] as? String == "rootView")
            #expect(button["frame"] as? [Double] == [88, 450, 200, 44])
            #expect((button["details"] as? String)?.contains("forwardTo [bubble]") == true)
            #expect(responders.contains { $0["kind"] as? String == "application" })
        }
    }
}
