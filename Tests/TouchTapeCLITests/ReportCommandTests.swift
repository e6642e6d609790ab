import Foundation
import Testing
import TouchTapeTestSupport

/// `touchtape report [RUN]` (docs/cli.md, issue #11): a stored run's reports from the store alone.
@Suite struct ReportCommandTests {
    static let tabbar = fixture("tabbar-center-button")

    @Test func reportOfTheNewestRunPrintsWhatReplayPrintedAndStoresNothing() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let replay = try runTouchtape(["replay", "--against", "1", "--db", db], cwd: folder)
            #expect(replay.status == 1)
            let runsBefore = try storedRuns(db: db, cwd: folder).count
            let report = try runTouchtape(["report", "--db", db], cwd: folder)
            #expect(report.status == 1, "\(report.stderr)")
            #expect(report.stdout == replay.stdout)
            #expect(try storedRuns(db: db, cwd: folder).count == runsBefore)
        }
    }

    @Test func reportJSONHasTheSameGroupsAsReplayJSON() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let replay = try runTouchtape(["replay", "--against", "1", "--json", "--db", db], cwd: folder)
            let run = try #require(try parseJSONObject(replay.stdout)["run"] as? Int)
            let report = try runTouchtape(["report", "\(run)", "--json", "--db", db], cwd: folder)
            #expect(report.status == 1)
            let a = try parseJSONObject(replay.stdout), b = try parseJSONObject(report.stdout)
            #expect((a["groups"] as? [Any])?.count == (b["groups"] as? [Any])?.count)
            #expect(a["changed"] as? Int == b["changed"] as? Int && b["failed"] as? Int == 1)
            #expect((b["differences"] as? [Any])?.count == (a["differences"] as? [Any])?.count)
        }
    }

    @Test func reportWritesJUnitAndHTMLForAStoredRun() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            _ = try runTouchtape(["replay", "--against", "1", "--db", db], cwd: folder)
            let junit = folder + "/j.xml", html = folder + "/r.html"
            let report = try runTouchtape(["report", "--junit", junit, "--report", html, "--db", db], cwd: folder)
            #expect(report.status == 1)
            let xml = try String(contentsOfFile: junit, encoding: .utf8)
            #expect(xml.contains(#"classname="tabbar-center-button" name="tabbar-center-button-taps""#))
            let page = try String(contentsOfFile: html, encoding: .utf8)
            #expect(page.contains(#"id="signatures""#))
        }
    }

    @Test func reportWritesTheJUnitFileReplayWroteTimesIncluded() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let replayed = folder + "/replay.xml", reported = folder + "/report.xml"
            #expect(try runTouchtape(["replay", "--against", "1", "--junit", replayed, "--db", db], cwd: folder).status == 1)
            #expect(try runTouchtape(["report", "--junit", reported, "--db", db], cwd: folder).status == 1)
            let a = try String(contentsOfFile: replayed, encoding: .utf8)
            let b = try String(contentsOfFile: reported, encoding: .utf8)
            #expect(a.contains("time=\""))
            #expect(b == a)
        }
    }

    @Test func reportWithoutAReplayRunOrOfAnUnknownRunIsBadInput() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let none = try runTouchtape(["report", "--db", db], cwd: folder)
            #expect(none.status == 2)
            #expect(none.stderr.hasPrefix("touchtape: error: there is no replay run"))
            let unknown = try runTouchtape(["report", "99", "--db", db], cwd: folder)
            #expect(unknown.status == 2)
            #expect(unknown.stderr.contains("no run 99"))
        }
    }
}
