import Foundation
import Testing

/// `touchtape import PATH… [--replace] [--json]` (docs/cli.md).
@Suite struct ImportCommandTests {
    static let aToE = fixture("hit-test-a-to-e")

    static let session = MyTapSession.document
    static let sameSessionAsNDJSON = MyTapSession.ndjson
    static let differentSession = MyTapSession.different

    @Test func importJSONHasTheShapeOfCLIMd() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["import", fixture("tabbar-center-button"), "--json", "--db", folder + "/s.sqlite"],
                                          cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(lines(result.stdout).count == 1)
            #expect(topLevelKeys(ofJSONObject: result.stdout) == ["scenes", "sessions"])
            let json = try parseJSONObject(result.stdout)
            let scenes = try #require(json["scenes"] as? [[String: Any]])
            #expect(scenes.map { Set($0.keys) } == [["name", "version", "new"], ["name", "version", "new"]])
            #expect(scenes.map { $0["name"] as? String } == ["tabbar-center-button", "tabbar-center-button"])
            #expect(scenes.map { $0["version"] as? Int } == [1, 2])
            #expect(scenes.map { $0["new"] as? Bool } == [true, true])
            let sessions = try #require(json["sessions"] as? [[String: Any]])
            #expect(sessions.map { Set($0.keys) } == [["name", "new", "baselineRun"]])
            #expect(sessions.first?["name"] as? String == "tabbar-center-button-taps")
            #expect(sessions.first?["new"] as? Bool == true)
            #expect(sessions.first?["baselineRun"] as? Int == 1)
        }
    }

    @Test func importJSONOfKnownContentSaysNotNew() throws {
        try withFixtureStore([fixture("tabbar-center-button")]) { folder, db in
            let result = try runTouchtape(["import", fixture("tabbar-center-button"), "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            let scenes = try #require(json["scenes"] as? [[String: Any]])
            #expect(scenes.map { $0["new"] as? Bool } == [false, false])
            let sessions = try #require(json["sessions"] as? [[String: Any]])
            #expect(sessions.map { $0["new"] as? Bool } == [false])
        }
    }

    @Test func importSkipsANonTouchTapeFileFoundInAFolderWithANote() throws {
        try withTemporaryFolder { folder in
            let input = folder + "/input"
            try FileManager.default.copyItem(atPath: Self.aToE, toPath: input)
            try write(#"{ "name": "package.json-like", "version": "1.0.0" }"#, to: "package.json", in: input)
            try write(#"{ "format": "something.else/2" }"#, to: "nested/other.json", in: input)
            let result = try runTouchtape(["import", input, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let notes = (lines(result.stdout) + lines(result.stderr)).filter { $0.contains("skipped") }
            #expect(notes.count == 2)
            #expect(notes.contains { $0.contains("package.json") })
            #expect(notes.contains { $0.contains("other.json") })
            #expect(Set(try storedSessionNames(db: folder + "/s.sqlite", cwd: folder)) == ["tap-view-e", "tap-a-to-e-other-views"])
        }
    }

    @Test func importOfANamedNonTouchTapeFileIsBadInput() throws {
        try withTemporaryFolder { folder in
            let file = try write(#"{ "name": "package.json-like", "version": "1.0.0" }"#, to: "package.json", in: folder)
            let result = try runTouchtape(["import", Self.aToE, file, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains("package.json"))
        }
    }

    /// docs/cli.md exit 2: "the message names the file, and for JSON the line and column". The
    /// unknown scene is the value of `"scene"` on line 2.
    @Test
    func importOfASessionWhoseSceneIsNotInTheStoreNamesTheLineAndColumn() throws {
        try withTemporaryFolder { folder in
            let file = try write("""
                { "format": "touchtape.session/1", "name": "orphan",
                  "scene": "no-such-scene",
                  "events": [ { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ] } ] }
                """, to: "orphan.session.json", in: folder)
            let result = try runTouchtape(["import", file, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: \(file):2:"))
            #expect(result.stderr.contains("no-such-scene"))
        }
    }

    @Test func importOfASessionWhoseSceneIsNotInTheStoreIsBadInput() throws {
        try withTemporaryFolder { folder in
            let file = try write("""
                { "format": "touchtape.session/1", "name": "orphan", "scene": "no-such-scene",
                  "events": [ { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ] } ] }
                """, to: "orphan.session.json", in: folder)
            let result = try runTouchtape(["import", file, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: \(file)"))
            #expect(result.stderr.contains("no-such-scene"))
        }
    }

    /// docs/cli.md: all scenes first, then all sessions, whatever the order on the command line.
    @Test func importReadsScenesBeforeSessionsWhateverTheOrderGiven() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(
                ["import", fixture("hit-test-a-to-e/tap-view-e.session.json"), fixture("hit-test-a-to-e/scene.json"),
                 "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try storedSessionNames(db: folder + "/s.sqlite", cwd: folder) == ["tap-view-e"])
        }
    }

    @Test func importOfAMissingPathIsBadInput() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["import", folder + "/missing", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("missing"))
        }
    }

    @Test func importWithoutAPathIsBadUsage() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["import", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 64)
        }
    }

    @Test func importOfADifferentSessionUnderAKnownNameIsBadInputWithoutReplace() throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let first = try runTouchtape(["import", try write(Self.session, to: "a.json", in: folder), "--db", db], cwd: folder)
            #expect(first.status == 0, "\(first.stderr)")
            let runsBefore = try storedRuns(db: db, cwd: folder).count
            let file = try write(Self.differentSession, to: "b.json", in: folder)
            let result = try runTouchtape(["import", file, "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains("b.json"))
            #expect(result.stderr.contains("my-tap"))
            #expect(try storedRuns(db: db, cwd: folder).count == runsBefore)
        }
    }

    @Test func importReplaceGivesTheSessionANewBaselineAndKeepsTheOldRun() throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let first = try runTouchtape(["import", try write(Self.session, to: "a.json", in: folder), "--db", db], cwd: folder)
            #expect(first.status == 0, "\(first.stderr)")
            let oldRuns = try storedRuns(db: db, cwd: folder, session: "my-tap")
            let oldRun = try #require(oldRuns.first?["run"] as? Int)
            #expect(oldRuns.count == 1)

            let file = try write(Self.differentSession, to: "b.json", in: folder)
            let result = try runTouchtape(["import", file, "--replace", "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let imported = try #require(try parseJSONObject(result.stdout)["sessions"] as? [[String: Any]])
            let newRun = try #require(imported.first?["baselineRun"] as? Int)
            #expect(newRun > oldRun)

            let runs = try storedRuns(db: db, cwd: folder, session: "my-tap")
            #expect(runs.compactMap { $0["run"] as? Int } == [newRun, oldRun])
            #expect(runs.allSatisfy { $0["kind"] as? String == "baseline" })
            let sessions = try runTouchtape(["sessions", "--json", "--db", db], cwd: folder)
            let rows = try #require(try parseJSONObject(sessions.stdout)["sessions"] as? [[String: Any]])
            #expect(rows.first { $0["session"] as? String == "my-tap" }?["baselineRun"] as? Int == newRun)
            // The stored session is the new content: the finger now lifts at 0.75.
            let dispatch = try runTouchtape(["dispatch", "my-tap", "--json", "--db", db], cwd: folder)
            #expect(dispatch.status == 0, "\(dispatch.stderr)")
            #expect(lines(dispatch.stdout).last?.contains(#""t":0.75"#) == true)
        }
    }

    @Test(arguments: ["same.json", "same.ndjson"])
    func reimportingAnIdenticalSessionIsANoOp(_ fileName: String) throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let first = try runTouchtape(["import", try write(Self.session, to: "a.json", in: folder), "--db", db], cwd: folder)
            #expect(first.status == 0, "\(first.stderr)")
            let runsBefore = try storedRuns(db: db, cwd: folder).count
            let text = fileName.hasSuffix(".ndjson") ? Self.sameSessionAsNDJSON : Self.session
            let file = try write(text, to: fileName, in: folder)
            let result = try runTouchtape(["import", file, "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("my-tap: unchanged"))
            #expect(try storedRuns(db: db, cwd: folder).count == runsBefore)
        }
    }
}
