import Foundation
import Testing

/// docs/cli.md: a command that fails leaves behind no store, no `-wal`/`-shm` file and no folder
/// that it created (issue #23); what was there before, and what a command that succeeds (or
/// finds differences, exit 1) made, stays.
@Suite struct FailedCommandLeavesNothingTests {
    /// The names in a folder (nil when it does not exist).
    static func contents(_ folder: String) -> [String]? {
        (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
    }

    @Test("replay --db typo/x.sqlite (nothing to replay, exit 2) leaves no folder and no store")
    func replayWithNothingToReplayLeavesNothing() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["replay", "--db", "typo/x.sqlite"], cwd: folder)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("nothing to replay"))
            #expect(Self.contents(folder) == [])
        }
    }

    @Test("replay --report new/r.html --db new/s.sqlite that fails leaves neither the report's folder nor the store's")
    func outputFoldersGoToo() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["replay", "--db", "cache/a/s.sqlite", "--report", "out/html/r.html",
                                           "--junit", "out/junit.xml"], cwd: folder)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(Self.contents(folder) == [])
        }
    }

    @Test("import of a bad file into a new store (exit 2) leaves no store, no -wal or -shm, no folder")
    func importOfBadInputLeavesNothing() throws {
        try withTemporaryFolder { folder in
            let bad = try write("{\"format\": \"touchtape.scene/1\", \"name\": 3}", to: "in/bad.json", in: folder)
            let result = try runTouchtape(["import", bad, "--db", "new/store.sqlite"], cwd: folder)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(Self.contents(folder) == ["in"])
        }
    }

    @Test("merge into a new store that fails (a name with two contents, exit 2) leaves no store")
    func mergeIntoANewStoreThatFailsLeavesNothing() throws {
        try withFixtureStore([fixture("tabbar-center-button")]) { folder, db in
            let other = folder + "/other.sqlite"
            let imported = try runTouchtape(["import", fixture("tabbar-center-button"), "--db", other], cwd: folder)
            try #require(imported.status == 0, "\(imported.stderr)")
            for (store, taps) in [(db, [(187.0, 640.0)]), (other, [(20.0, 300.0)])] {
                let recorded = try runTouchtape(["record", "--db", store], stdin: tabBarSessionNDJSON(name: "clash", taps: taps), cwd: folder)
                try #require(recorded.status == 0, "\(recorded.stderr)")
            }
            let before = Self.contents(folder)
            let merged = try runTouchtape(["merge", "merged/all.sqlite", db, other], cwd: folder)
            #expect(merged.status == 2, "\(merged.stderr)")
            #expect(Self.contents(folder) == before)
        }
    }

    @Test("studio of a missing scene on a new store leaves no store, -wal or -shm")
    func studioThatCannotStartLeavesNoStore() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["studio", "nosuchscene", "--port", "0", "--db", "s.sqlite"], cwd: folder)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(Self.contents(folder) == [])
        }
    }

    @Test("A failing command leaves an existing store and folder as they were; replay that finds differences (exit 1) keeps its run")
    func whatWasThereStays() throws {
        try withFixtureStore([fixture("tabbar-center-button")]) { folder, db in
            let before = Self.contents(folder)
            let failed = try runTouchtape(["dispatch", "no-such-session", "--db", db], cwd: folder)
            #expect(failed.status == 2)
            #expect(Self.contents(folder) == before)
            let replay = try runTouchtape(["replay", "--db", db, "--against", "1", "--report", "reports/r.html"], cwd: folder)
            #expect(replay.status == 1, "\(replay.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder + "/reports/r.html"))
            #expect(try storedRuns(db: db, cwd: folder).contains { $0["kind"] as? String == "replay" })
        }
    }
}
