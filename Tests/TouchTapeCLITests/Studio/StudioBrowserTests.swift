import Foundation
import Testing

/// The studio's page in a real headless Chromium, driven through chromedriver: the pointer
/// over the scene fills the inspector, and two fingers on the scene record a session that
/// Save stores with its baseline.
@Suite("studio: the page in a browser", .serialized)
struct StudioBrowserTests {
    /// Where scene point (x, y) is in the browser's viewport, in CSS pixels.
    static let clientPoint = """
        var svg = document.querySelector('#scene svg'); var p = svg.createSVGPoint();
        p.x = arguments[0]; p.y = arguments[1]; var q = p.matrixTransform(svg.getScreenCTM());
        return [q.x, q.y];
        """
    static let ready = "return document.body.dataset.ready === 'true' && !!document.querySelector('#scene svg #overlay');"
    static let fieldText = "return document.querySelector('#inspector [data-field=\"' + arguments[0] + '\"]').textContent;"
    static let fieldContains = "return document.querySelector('#inspector [data-field=\"' + arguments[0] + '\"]').textContent.indexOf(arguments[1]) >= 0;"

    static func point(_ browser: WebDriver, _ x: Double, _ y: Double) throws -> (Double, Double) {
        let p = try #require(try browser.run(clientPoint, [x, y]) as? [Double])
        return (p[0], p[1])
    }

    @Test("Pointing at the scene shows the hit view, the chain and each refused view's reason in the inspector",
          .enabled(if: BrowserTools.enabled, "\(BrowserTools.skipReason)"), .timeLimit(.minutes(5)))
    func inspectorFollowsThePointer() throws {
        try withStudio { studio, _, _ throws in
            let browser = try WebDriver()
            defer { browser.close() }
            try browser.open(studio.base + "/?scene=tabbar-center-button@1")
            try browser.wait(for: Self.ready, what: "the page to draw the scene")
            let (x, y) = try Self.point(browser, 187, 605)
            try browser.moveMouse(x: x, y: y)
            try browser.wait(for: Self.fieldContains, ["view", "cell7"], what: "the inspector to name cell7")
            let expected = try #require(try HTTP.get(studio.base + "/api/hit-test?scene=tabbar-center-button@1&x=187&y=605").object)
            let chain = try browser.run("""
                return Array.prototype.map.call(document.querySelectorAll('#inspector [data-field="chain"] li'), function (li) { return li.dataset.id; });
                """) as? [String]
            #expect(chain == expected["chain"] as? [String])
            #expect((try browser.run(Self.fieldText, ["window"]) as? String)?.hasPrefix("window") == true)
            // Before the override the tab bar refuses the point above it: `outside`.
            let reasons = try browser.run(Self.fieldText, ["reason"]) as? String ?? ""
            #expect(reasons.contains("outside") && reasons.contains("tabBar"), "reasons: \(reasons)")
            // The hit view is outlined over the picture.
            let outlined = try browser.run("return document.querySelectorAll('#overlay .hit-outline').length;") as? Int
            #expect(outlined == 1)

            // A point in the address bar opens the same question; clicking a view in the tree selects it.
            try browser.open(studio.base + "/?scene=tabbar-center-button@2&x=187&y=605")
            try browser.wait(for: Self.ready, what: "the page to draw the scene")
            try browser.wait(for: Self.fieldContains, ["view", "centerButton"], what: "the pinned point's hit view")
            #expect((try browser.run(Self.fieldText, ["actions"]) as? String)?.contains("compose:") == true)
            try browser.click(".tree .node[data-id=\"tabBar\"]")
            let details = try browser.run(Self.fieldText, ["details"]) as? String ?? ""
            #expect(details.contains("forwardTo") && details.contains("(0, 618, 375, 49)"), "details: \(details)")

            let shot = try browser.screenshot()
            #expect(shot.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            if let keep = ProcessInfo.processInfo.environment["TOUCHTAPE_SCREENSHOT_DIR"], !keep.isEmpty {
                try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                try shot.write(to: URL(fileURLWithPath: keep + "/studio-inspector.png"))
            }
        }
    }

    @Test("Two fingers on the scene record a session; Save stores it with a baseline that shows the button's action",
          .enabled(if: BrowserTools.enabled, "\(BrowserTools.skipReason)"), .timeLimit(.minutes(5)))
    func recordsTwoFingersAndSaves() throws {
        try withStudio { studio, _, db throws in
            let browser = try WebDriver()
            defer { browser.close() }
            try browser.open(studio.base + "/?scene=tabbar-center-button@2")
            try browser.wait(for: Self.ready, what: "the page to draw the scene")
            try browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
            try browser.click("#record")
            let button = try Self.point(browser, 187, 640), cell = try Self.point(browser, 60, 300),
                moved = try Self.point(browser, 60, 330)
            func touch(_ type: String, _ points: [(id: Int, at: (Double, Double))]) throws {
                try browser.devTools("Input.dispatchTouchEvent", [
                    "type": type, "touchPoints": points.map { ["x": $0.at.0, "y": $0.at.1, "id": $0.id] },
                ])
                Thread.sleep(forTimeInterval: 0.06)  // apart by more than the 60-a-second coalescing
            }
            try touch("touchStart", [(0, button)])
            try touch("touchStart", [(0, button), (1, cell)])
            try touch("touchMove", [(0, button), (1, moved)])
            try touch("touchEnd", [(1, moved)])
            try touch("touchEnd", [])
            // Each delivery's outcome shows while recording.
            try browser.wait(for: "return document.querySelector('#outcomes').textContent.indexOf('compose:') >= 0;",
                             what: "the live outcome of the tap on the button")
            try browser.click("#stop")
            try browser.type("#session-name", "two-fingers")
            try browser.click("#save")
            let status = try browser.wait(for: """
                var s = document.querySelector('#status'); return s.className ? s.textContent : '';
                """, what: "the save to finish") as? String ?? ""
            #expect(status.hasPrefix("Saved two-fingers"), "status: \(status)")

            // The stored touches, as the baseline delivered them (public views: the store keeps
            // touch events packed, docs/store.md).
            let rows = try sqlite3(db, """
                SELECT o.seq, o.touch, o.phase, o.view FROM v_outcomes o
                JOIN v_sessions s ON s.session = o.session AND s.baseline_run = o.run
                WHERE o.session = 'two-fingers' ORDER BY o.seq, o.touch
                """)
            let touches = lines(rows).map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
            #expect(touches.filter { $0[1] == "1" }.map { $0[2] } == ["began", "ended"], "\(rows)")
            #expect(touches.filter { $0[1] == "2" }.map { $0[2] } == ["began", "moved", "ended"], "\(rows)")
            // The first finger began on the raised button (187, 640): its view says so.
            #expect(touches.first.map { Array($0[1...3]) } == ["1", "began", "centerButton"], "\(rows)")
            #expect(try sqlite3(db, "SELECT events, touches FROM v_sessions WHERE session = 'two-fingers'") == "5|2\n")
            #expect(try sqlite3(db, "SELECT sum(c.events) FROM session_event_chunks c JOIN sessions s ON s.id = c.session_id WHERE s.name = 'two-fingers'")
                    == "5\n")
            let actions = try sqlite3(db, """
                SELECT o.control_events FROM v_outcomes o JOIN v_sessions s ON s.session = o.session AND s.baseline_run = o.run
                WHERE o.session = 'two-fingers' AND o.touch = 1 AND o.phase = 'ended'
                """)
            #expect(actions.contains("\"action\":\"compose:\""), "baseline: \(actions)")
        }
    }

    @Test("The Runs tab lists the run history and shows the newest run's HTML report inside the studio",
          .enabled(if: BrowserTools.enabled, "\(BrowserTools.skipReason)"), .timeLimit(.minutes(5)))
    func runsTabShowsReports() throws {
        try withStudio { studio, folder, db throws in
            let replay = try runTouchtape(["replay", "--db", db, "--against", "1"], cwd: folder)
            #expect(replay.status == 1, "the tab bar session differs against version 1: \(replay.stderr)")
            let browser = try WebDriver()
            defer { browser.close() }
            try browser.open(studio.base + "/?scene=tabbar-center-button")
            try browser.wait(for: Self.ready, what: "the page to draw the scene")
            try browser.click("#tab-runs")
            let title = try browser.wait(for: """
                var f = document.querySelector('#report'); var d = f.contentDocument;
                return d && d.readyState === 'complete' && d.title ? d.title : '';
                """, what: "the report to load") as? String ?? ""
            #expect(title.hasPrefix("touchtape run 2"), "title: \(title)")
            let rows = try browser.run("return document.querySelectorAll('#runs li').length;") as? Int
            #expect(rows == 2)
            let changed = try browser.run("return document.querySelector('#runs li .changed').textContent;") as? String
            #expect(changed?.hasSuffix("changed") == true)
            if let keep = ProcessInfo.processInfo.environment["TOUCHTAPE_SCREENSHOT_DIR"], !keep.isEmpty {
                try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                try browser.screenshot().write(to: URL(fileURLWithPath: keep + "/studio-runs.png"))
            }
        }
    }

    @Test("G1, G5, G11: on the photo, the inspector lists the recognizers, and Tap fires shows the single tap's action at the double tap's deadline and the cancel",
          .enabled(if: BrowserTools.enabled, "\(BrowserTools.skipReason)"), .timeLimit(.minutes(5)))
    func tapFiresShowsTheWaitingSingleTap() throws {
        try withStudio([fixture("gesture-photo-viewer")]) { studio, _, _ throws in
            let browser = try WebDriver()
            defer { browser.close() }
            try browser.open(studio.base + "/?scene=gesture-photo-viewer@1&x=100&y=200")
            try browser.wait(for: Self.ready, what: "the page to draw the scene")
            try browser.wait(for: Self.fieldContains, ["view", "photo"], what: "the pinned point's hit view")
            try browser.wait(for: Self.fieldContains, ["actions", "singleTap recognized → photoVC.toggleChrome: at 0.45 s"],
                             what: "the single tap's action in Tap fires")
            #expect((try browser.run(Self.fieldText, ["actions"]) as? String)?.contains("(the view gets touchesCancelled)") == true)
            #expect(try browser.run(Self.fieldText, ["recognizers"]) as? String == "doubleTap, singleTap")
        }
    }

    @Test("S12, S14: on a table row of the table-scrolled dump, Tap calls lists the table's didSelectRowAtIndexPath: [0,3] at the lift",
          .enabled(if: BrowserTools.enabled, "\(BrowserTools.skipReason)"), .timeLimit(.minutes(5)))
    func tapCallsShowsTheRowSelection() throws {
        try withStudio(StudioBuiltinCallsTests.tableFixtures) { studio, _, _ throws in
            let browser = try WebDriver()
            defer { browser.close() }
            try browser.open(studio.base + "/?scene=table-scrolled@1&x=100&y=300")
            try browser.wait(for: Self.ready, what: "the page to draw the scene")
            try browser.wait(for: Self.fieldContains, ["view", "UITableViewCellContentView-0.0.0.0.0.0.3.0"], what: "the pinned point's hit view")
            try browser.wait(for: Self.fieldContains, ["calls", "tableView:didSelectRowAtIndexPath: [0,3] at 0.1 s"],
                             what: "the row's selection in Tap calls")
            let calls = try #require(try browser.run(Self.fieldText, ["calls"]) as? String)
            // UIKit's order: the highlight (S13) before the selection (S14).
            let highlight = try #require(calls.range(of: "tableView:didHighlightRowAtIndexPath: [0,3]"), "\(calls)")
            let select = try #require(calls.range(of: "tableView:didSelectRowAtIndexPath: [0,3]"))
            #expect(highlight.lowerBound < select.lowerBound)
            #expect((try browser.run(Self.fieldText, ["actions"]) as? String)?.contains("handled by UITableView-0.0.0.0.0") == true)
        }
    }
}
