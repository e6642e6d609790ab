import Foundation
import Testing

/// `touchtape studio`'s HTTP API (docs/openapi.yaml), against a real server over a fixture store.
@Suite("studio: the HTTP API")
struct StudioAPITests {
    @Test("The studio prints its address (port 0 picks a free port), serves the page, and ends with exit 0 on SIGTERM")
    func servesThePageAndEndsOnSIGTERM() throws {
        try withStudio { studio, _, _ throws in
            #expect(studio.url.hasPrefix("http://127.0.0.1:"))
            #expect(!studio.url.hasPrefix("http://127.0.0.1:0/"))
            let page = try HTTP.get(studio.base + "/")
            #expect(page.status == 200)
            #expect(page.contentType.hasPrefix("text/html"))
            for hook in ["id=\"scene\"", "id=\"inspector\"", "data-field=\"window\"", "data-field=\"view\"",
                         "data-field=\"chain\"", "data-field=\"reason\"", "id=\"record\"", "id=\"stop\"",
                         "id=\"session-name\"", "id=\"save\"", "id=\"status\""] {
                #expect(page.text.contains(hook), "the page lacks \(hook)")
            }
            // Nothing fetched from elsewhere: the only address in the page is the SVG namespace.
            let addresses = page.text.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
            #expect(!addresses.contains("http://") && !addresses.contains("https://"), "the page names an outside address")
        }
    }

    @Test("Ctrl-C (SIGINT) ends the studio with exit 0 and leaves the store usable")
    func endsOnSIGINT() throws {
        try withFixtureStore { folder, db throws in
            let studio = try StudioServerProcess(db: db, cwd: folder)
            let ended = studio.stop(signal: SIGINT)
            #expect(ended.status == 0, "\(ended.stderr)")
            let sessions = try runTouchtape(["sessions", "--db", db], cwd: folder)
            #expect(sessions.status == 0)
        }
    }

    @Test("The scene list holds every scene with its versions and the current one")
    func listsScenesAndVersions() throws {
        try withStudio { studio, _, _ throws in
            let reply = try HTTP.get(studio.base + "/api/scenes")
            #expect(reply.status == 200)
            let scenes = try #require(reply.object?["scenes"] as? [[String: Any]])
            let tabBar = try #require(scenes.first { $0["name"] as? String == "tabbar-center-button" })
            #expect(tabBar["current"] as? Int == 2)
            #expect((tabBar["versions"] as? [[String: Any]])?.compactMap { $0["version"] as? Int } == [1, 2])
        }
    }

    @Test("A scene version comes with its picture and each view's frame, screen outline and rules")
    func sceneVersionHasPictureAndResponders() throws {
        try withStudio { studio, _, _ throws in
            let reply = try HTTP.get(studio.base + "/api/scenes/tabbar-center-button/versions/2")
            #expect(reply.status == 200)
            let scene = try #require(reply.object)
            #expect((scene["svg"] as? String)?.hasPrefix("<svg") == true)
            let responders = try #require(scene["responders"] as? [[String: Any]])
            let button = try #require(responders.first { $0["id"] as? String == "centerButton" })
            #expect(button["frame"] as? [Double] == [157, -20, 60, 60])
            #expect(button["outline"] as? [[Double]] == [[157, 598], [217, 598], [217, 658], [157, 658]])
            #expect(button["isControl"] as? Bool == true)
            let tabBar = try #require(responders.first { $0["id"] as? String == "tabBar" })
            #expect((tabBar["hitTest"] as? [String: Any])?["forwardTo"] as? [String] == ["centerButton"])
            let missing = try HTTP.get(studio.base + "/api/scenes/tabbar-center-button/versions/9")
            #expect(missing.status == 404)
        }
    }

    @Test("Hit-testing a point answers the JSON of `hit-test --json --trace`")
    func hitTestMatchesTheCLI() throws {
        try withStudio { studio, folder, db throws in
            let reply = try HTTP.get(studio.base + "/api/hit-test?scene=tabbar-center-button@1&x=187&y=605")
            #expect(reply.status == 200)
            let cli = try runTouchtape(["hit-test", "tabbar-center-button@1", "187", "605", "--trace", "--json", "--db", db],
                                       cwd: folder)
            try #require(cli.status == 0, "\(cli.stderr)")
            let served = try #require(reply.object), expected = try parseJSONObject(cli.stdout)
            #expect(NSDictionary(dictionary: served) == NSDictionary(dictionary: expected))
            #expect(served["view"] as? String == "cell7")
            #expect(topLevelKeys(ofJSONObject: reply.text) == topLevelKeys(ofJSONObject: cli.stdout))
        }
    }

    @Test("tap=true adds what a tap there fires: the centre button's compose: action")
    func hitTestTapNamesControlActions() throws {
        try withStudio { studio, _, _ throws in
            let reply = try HTTP.get(studio.base + "/api/hit-test?scene=tabbar-center-button&x=187&y=605&tap=true")
            #expect(reply.status == 200)
            let tap = try #require(reply.object?["tap"] as? [String: Any])
            #expect(tap["handledBy"] as? String == "centerButton")
            let events = try #require(tap["controlEvents"] as? [[String: String]])
            #expect(events.contains(["view": "centerButton", "event": "touchUpInside", "action": "compose:"]))
        }
    }

    @Test("A hit-test without a finite point, or of a scene not in the store, is refused")
    func hitTestRefusesBadQueries() throws {
        try withStudio { studio, _, _ throws in
            #expect(try HTTP.get(studio.base + "/api/hit-test?scene=tabbar-center-button&x=nan&y=1").status == 400)
            #expect(try HTTP.get(studio.base + "/api/hit-test?scene=tabbar-center-button&x=1").status == 400)
            #expect(try HTTP.get(studio.base + "/api/hit-test?scene=no-such-scene&x=1&y=1").status == 404)
            // A path on the server's machine is never read: it is only a (missing) scene name.
            #expect(try HTTP.get(studio.base + "/api/hit-test?scene=%2Fetc%2Fpasswd&x=1&y=1").status == 404)
        }
    }

    @Test("Dispatching a session answers the outcomes of `dispatch --json` and stores nothing")
    func dispatchStoresNothing() throws {
        try withStudio { studio, folder, db throws in
            let session = tabBarSession(name: "probe", taps: [(187, 605), (20, 300)])
            let before = try storeDump(db)
            let reply = try HTTP.post(studio.base + "/api/dispatch", body: Data(session.utf8))
            #expect(reply.status == 200, "\(reply.text)")
            let deliveries = try #require(reply.object?["deliveries"] as? [[String: Any]])
            let file = try write(session, to: "probe.json", in: folder)
            let cli = try runTouchtape(["dispatch", file, "--scene", "tabbar-center-button@2", "--json", "--db", db], cwd: folder)
            let expected = try lines(cli.stdout).map { try parseJSONObject($0) }
            #expect(deliveries.count == 4)
            #expect(zip(deliveries, expected).allSatisfy { NSDictionary(dictionary: $0) == NSDictionary(dictionary: $1) })
            #expect(try storeDump(db) == before)
        }
    }

    @Test("Saving a session stores it with its baseline, as `record` does: 201, and the control's action in v_outcomes")
    func savingStoresLikeRecord() throws {
        try withStudio { studio, folder, db throws in
            let session = tabBarSession(name: "saved-in-studio", taps: [(187, 640), (20, 300)])
            let reply = try HTTP.post(studio.base + "/api/sessions", body: Data(session.utf8))
            #expect(reply.status == 201, "\(reply.text)")
            #expect(reply.object?["events"] as? Int == 4 && reply.object?["touches"] as? Int == 2)
            #expect(try storedSessionNames(db: db, cwd: folder).contains("saved-in-studio"))
            let actions = try sqlite3(db, """
                SELECT o.seq, o.control_events FROM v_outcomes o JOIN v_sessions s ON s.session = o.session AND s.baseline_run = o.run
                WHERE o.session = 'saved-in-studio' AND o.control_events <> '[]' ORDER BY o.seq
                """)
            #expect(actions.contains("compose:"), "the baseline lacks the button's action: \(actions)")

            // The same session through `touchtape record` stores the same baseline.
            try withFixtureStore { otherFolder, otherDB throws in
                let ndjson = tabBarSessionNDJSON(name: "saved-in-studio", taps: [(187, 640), (20, 300)])
                let recorded = try runTouchtape(["record", "--db", otherDB], stdin: ndjson, cwd: otherFolder)
                try #require(recorded.status == 0, "\(recorded.stderr)")
                let query = """
                    SELECT o.seq, o.touch, o.phase, o.view, o.handled_by, o.chain, o.control_events FROM v_outcomes o
                    JOIN v_sessions s ON s.session = o.session AND s.baseline_run = o.run
                    WHERE o.session = 'saved-in-studio' ORDER BY o.seq, o.touch
                    """
                #expect(try sqlite3(otherDB, query) == sqlite3(db, query))
                let row = "SELECT session, scene, scene_version, events, touches FROM v_sessions WHERE session = 'saved-in-studio'"
                #expect(try sqlite3(otherDB, row) == sqlite3(db, row))
            }
        }
    }

    @Test("NDJSON bodies are stored too")
    func savingNDJSON() throws {
        try withStudio { studio, folder, _ throws in
            let body = """
                {"format":"touchtape.session/1","name":"ndjson-save","scene":"tabbar-center-button"}
                {"t":0,"touches":[{"touch":1,"phase":"began","x":187,"y":640}]}
                {"t":0.1,"touches":[{"touch":1,"phase":"ended","x":187,"y":640}]}

                """
            let reply = try HTTP.post(studio.base + "/api/sessions", body: Data(body.utf8), contentType: "application/x-ndjson")
            #expect(reply.status == 201, "\(reply.text)")
            _ = folder
        }
    }

    @Test("A name already stored is 409 and changes nothing; replace=true replaces it (201), the same content again is 200")
    func usedNameIsAConflictUnlessReplace() throws {
        try withStudio { studio, _, db throws in
            let first = tabBarSession(name: "twice", taps: [(187, 640)])
            #expect(try HTTP.post(studio.base + "/api/sessions", body: Data(first.utf8)).status == 201)
            let before = try storeDump(db)
            let second = tabBarSession(name: "twice", taps: [(20, 300)])
            let conflict = try HTTP.post(studio.base + "/api/sessions", body: Data(second.utf8))
            #expect(conflict.status == 409)
            #expect(conflict.object?["error"] as? String != nil && conflict.object?["line"] as? Int == 1)
            #expect(try storeDump(db) == before)
            let replaced = try HTTP.post(studio.base + "/api/sessions?replace=true", body: Data(second.utf8))
            #expect(replaced.status == 201 && replaced.object?["status"] as? String == "replaced", "\(replaced.text)")
            let again = try HTTP.post(studio.base + "/api/sessions?replace=true", body: Data(second.utf8))
            #expect(again.status == 200 && again.object?["status"] as? String == "unchanged")
        }
    }

    @Test("Bad bodies are 400 with the line and column, and leave the store as it was", arguments: [
        ("malformed JSON", "{\"format\":\"touchtape.session/1\",\n \"name\": \"x\" \"scene\": 1}", 2, 14),
        ("an unknown key", "{\"format\":\"touchtape.session/1\",\"name\":\"x\",\"scene\":\"tabbar-center-button\",\n\"colour\":1,\"events\":[]}", 2, 1),
        ("a bad phase order", "{\"format\":\"touchtape.session/1\",\"name\":\"x\",\"scene\":\"tabbar-center-button\",\"events\":[\n{\"t\":0,\"touches\":[{\"touch\":1,\"phase\":\"moved\",\"x\":1,\"y\":1}]}]}", 2, 0),
        ("a scene not in the store", "{\"format\":\"touchtape.session/1\",\"name\":\"x\",\"scene\":\"nowhere\",\"events\":[]}", 1, 0),
    ])
    func badBodiesAre400(_ what: String, _ body: String, _ line: Int, _ column: Int) throws {
        try withStudio { studio, _, db throws in
            let before = try storeDump(db)
            for path in ["/api/sessions", "/api/dispatch"] {
                let reply = try HTTP.post(studio.base + path, body: Data(body.utf8))
                #expect(reply.status == 400, "\(what) → \(path): \(reply.status) \(reply.text)")
                let error = try #require(reply.object)
                #expect((error["error"] as? String)?.isEmpty == false)
                #expect(error["line"] as? Int == line, "\(what) → \(path): \(reply.text)")
                if column > 0 { #expect(error["column"] as? Int == column, "\(what) → \(path): \(reply.text)") }
                else { #expect(error["column"] as? Int != nil, "\(what) → \(path): \(reply.text)") }
            }
            #expect(try storeDump(db) == before)
        }
    }

    @Test("A body past 16 MB is 413 and leaves the store as it was")
    func hugeBodyIs413() throws {
        try withStudio { studio, _, db throws in
            let before = try storeDump(db)
            let padding = String(repeating: " ", count: 20 << 20)
            let body = tabBarSession(name: "huge").replacingOccurrences(of: "\"events\":", with: "\"events\":" + padding)
            let reply = try HTTP.post(studio.base + "/api/sessions", body: Data(body.utf8))
            #expect(reply.status == 413)
            #expect(reply.object?["error"] as? String != nil)
            #expect(try storeDump(db) == before)
        }
    }

    @Test("A body that is not JSON or NDJSON is 415 (a form on another site cannot post a session)")
    func formBodyIs415() throws {
        try withStudio { studio, _, db throws in
            let before = try storeDump(db)
            let reply = try HTTP.post(studio.base + "/api/sessions", body: Data(tabBarSession(name: "form").utf8),
                                      contentType: "application/x-www-form-urlencoded")
            #expect(reply.status == 415)
            #expect(try storeDump(db) == before)
        }
    }

    @Test("A method a path does not answer is 405 with Allow; an unknown path is 404, both as JSON errors")
    func wrongMethodIs405() throws {
        try withStudio { studio, _, _ throws in
            let wrong = try HTTP.send("DELETE", studio.base + "/api/sessions")
            #expect(wrong.status == 405)
            #expect(wrong.object?["error"] as? String != nil)
            let unknown = try HTTP.get(studio.base + "/api/nothing-here")
            #expect(unknown.status == 404 && unknown.object?["error"] as? String != nil)
        }
    }

    @Test("A request naming a host other than a loopback one is 403 (no DNS rebinding onto the store)")
    func foreignHostIs403() throws {
        try withStudio { studio, _, _ throws in
            let (status, text) = try WebDriver.curl("GET", studio.base + "/api/scenes", body: nil, headers: ["Host: studio.example.com"])
            #expect(status == 403, "\(text)")
            let (local, _) = try WebDriver.curl("GET", studio.base + "/api/scenes", body: nil,
                                                headers: ["Host: localhost:\(studio.base.split(separator: ":").last ?? "")"])
            #expect(local == 200)
        }
    }

    @Test("The run history lists each run with its sessions, and a run's HTML report is served")
    func runsAndReports() throws {
        try withStudio { studio, folder, db throws in
            let replay = try runTouchtape(["replay", "--db", db], cwd: folder)
            #expect(replay.status == 0, "\(replay.stderr)")
            let reply = try HTTP.get(studio.base + "/api/runs")
            let runs = try #require(reply.object?["runs"] as? [[String: Any]])
            let newest = try #require(runs.first)
            #expect(newest["kind"] as? String == "replay")
            let run = try #require(newest["run"] as? Int)
            #expect((newest["sessions"] as? [Any])?.count == (try storedSessionNames(db: db, cwd: folder).count))
            let report = try HTTP.get(studio.base + "/api/runs/\(run)/report")
            #expect(report.status == 200 && report.contentType.hasPrefix("text/html"))
            #expect(report.text.contains("touchtape run \(run)"))
            #expect(try HTTP.get(studio.base + "/api/runs/9999/report").status == 404)
        }
    }
}
