import Foundation
import Testing

/// `touchtape why`, `fragile` and `coverage` (docs/cli.md, issue #17), through the built binary.
@Suite struct AnalysisCommandTests {
    @Test("why --view --json names the cause, the views and the view's screen rectangle (H4)")
    func whyViewJSON() throws {
        try withTemporaryFolder { folder in
            let scene = fixture("tabbar-center-button/scene-1-before-override.json")
            let result = try runTouchtape(["why", scene, "187", "605", "--view", "centerButton", "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            #expect(json["cause"] as? String == "outsideSuperview")
            #expect(json["views"] as? [String] == ["tabBar"])
            #expect(json["rect"] as? [Int] == [157, 598, 60, 60])
        }
    }

    @Test("why without --view names the forwarding rule of the store's current version (H8)")
    func whyTextOfTheCurrentVersion() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["why", "tabbar-center-button", "187", "605", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(lines(result.stdout).contains("`tabBar`'s forwardTo rule sends the touch to `centerButton`."))
        }
    }

    @Test("why --view with an unknown id is bad input (2)")
    func whyUnknownView() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["why", fixture("pop-bubble/scene.json"), "1", "1", "--view", "nope"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("no view with id \"nope\""))
        }
    }

    @Test("why with a non-finite coordinate is bad usage (64)")
    func whyNonFinite() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["why", fixture("pop-bubble/scene.json"), "nan", "1"], cwd: folder)
            #expect(result.status == 64)
        }
    }

    @Test("fragile SCENE lists the fe-button's 44 × 44 area as sufficient (P2) and the JSON has no targets")
    func fragileSceneJSON() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["fragile", fixture("fe-button-44/scene.json"), "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            #expect((json["targets"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("fragile --min-size 50 lists the fe-button's 44 × 44 effective area")
    func fragileSceneLargerMinimum() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["fragile", fixture("fe-button-44/scene.json"), "--min-size", "50"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("`feButton` gets touches over 44 × 44 points within (108, 108, 44, 44)"))
        }
    }

    @Test("fragile SESSION by name from the store reports the edge tap of the edge-insets session")
    func fragileStoredSession() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["fragile", "edge-insets-tap-enlarged", "--db", db, "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            #expect(json["session"] as? String == "edge-insets-tap-enlarged")
            let touches = json["touches"] as? [[String: Any]] ?? []
            #expect(!touches.isEmpty)
            #expect(touches.allSatisfy { ($0["distance"] as? Double ?? 99) <= 4 })
        }
    }

    @Test("coverage names the never-tapped childButton action of hit-test-return-self")
    func coverageNamesTheNeverTappedControl() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["coverage", "hit-test-return-self", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(lines(result.stdout).contains("  childButton  touchUpInside childTapped:"))
            #expect(result.stdout.contains("hit-test-return-self@1: 2 of 6 targets reached (33%)"))
        }
    }

    @Test("coverage --json counts the deliveries that reached each target of the store's v_coverage")
    func coverageJSON() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["coverage", "pass-through-overlay", "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            let versions = json["versions"] as? [[String: Any]] ?? []
            #expect(versions.first?["reached"] as? Int == 2)
            #expect(versions.first?["total"] as? Int == 2)
        }
    }

    @Test("coverage --run with an unknown run is bad input (2), and a missing store is unusable (3)")
    func coverageErrors() throws {
        try withFixtureStore { folder, db in
            let unknown = try runTouchtape(["coverage", "--run", "999", "--db", db], cwd: folder)
            #expect(unknown.status == 2)
            #expect(unknown.stderr.contains("no run 999"))
            let missing = try runTouchtape(["coverage", "--db", folder + "/none.sqlite"], cwd: folder)
            #expect(missing.status == 3)
            #expect(!FileManager.default.fileExists(atPath: folder + "/none.sqlite"))
        }
    }

    @Test("render --why draws the path and the refused views: the tab bar and its raised button never asked (H4)")
    func renderWhy() throws {
        try withTemporaryFolder { folder in
            let scene = fixture("tabbar-center-button/scene-1-before-override.json")
            let result = try runTouchtape(["render", scene, "--why", "187,605", "-o", "why.svg"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let svg = try String(contentsOfFile: folder + "/why.svg", encoding: .utf8)
            #expect(svg.contains("<g class=\"analysis\">"))
            #expect(svg.contains("centerButton: never asked"))
            #expect(svg.contains("cell7 takes the touch"))
        }
    }

    @Test("render --coverage greys the never-reached childButton")
    func renderCoverage() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["render", "hit-test-return-self", "--coverage", "--db", db, "-o", "c.svg"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let svg = try String(contentsOfFile: folder + "/c.svg", encoding: .utf8)
            #expect(svg.contains("childButton never reached: touchUpInside childTapped:, touches"))
        }
    }

    @Test("render --why with a point that is not two finite numbers is bad usage (64)")
    func renderWhyBadPoint() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["render", fixture("pop-bubble/scene.json"), "--why", "1,inf", "-o", "x.svg"], cwd: folder)
            #expect(result.status == 64)
            #expect(!FileManager.default.fileExists(atPath: folder + "/x.svg"))
        }
    }

    @Test("replay --report lists the fragile touches of the sessions it covers")
    func reportListsFragileTouches() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["replay", fixture("fe-button-44"), "--db", "s.sqlite", "--report", "r.html"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
            #expect(html.contains("<section class=\"fragile\">"))
            #expect(html.contains("event 2, touch 2 at (152, 130): a tap on `bgView` 1 point to the left goes to `feButton`."))
        }
    }

    @Test("docs/store.md: the stock sqlite3 shell computes v_coverage: childTapped: never reached, containerView 4 times")
    func coverageViewInTheStockShell() throws {
        try withFixtureStore { folder, db in
            let rows = try sqlite(db, """
                SELECT responder, target, deliveries FROM v_coverage
                WHERE scene = 'hit-test-return-self' AND responder IN ('childButton', 'containerView')
                ORDER BY responder, target
                """)
            #expect(rows == ["childButton|touchUpInside childTapped:|0", "childButton|touches|0", "containerView|touches|4"])
        }
    }

    @Test("coverage --run counts only that run's deliveries and only the versions it covered")
    func coverageOfOneRun() throws {
        try withFixtureStore { folder, db in
            let replay = try runTouchtape(["replay", "--session", "pop-bubble-tap-button", "--db", db], cwd: folder)
            #expect(replay.status == 0, "\(replay.stderr)")
            let run = try sqlite(db, "SELECT max(run) FROM v_runs WHERE kind = 'replay'").first ?? ""
            let result = try runTouchtape(["coverage", "--run", run, "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let versions = try parseJSONObject(result.stdout)["versions"] as? [[String: Any]] ?? []
            #expect(versions.map { $0["scene"] as? String } == ["pop-bubble-button"])
            // The tap on popButton reaches its touches and its action, never the bubble.
            #expect(versions.first?["reached"] as? Int == 2)
            #expect(versions.first?["total"] as? Int == 3)
        }
    }
}
