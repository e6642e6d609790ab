import Foundation
import Testing

/// `coverage` counts a call of UIKit's own classes as a target reached (docs/rules.md, the S rules'
/// Terms; store level 12): each row of a table and each tab bar button is a target `call SELECTOR
/// VALUE` of the cell or the button, reached when a stored delivery's `calls` hold the call that
/// selects it, so the rows and tabs no session selected are listed.
@Suite struct CallCoverageCommandTests {
    /// `coverage --json` of one scene version: its targets.
    func targets(_ reference: String, folder: String, db: String) throws -> [[String: Any]] {
        let result = try runTouchtape(["coverage", reference, "--json", "--db", db], cwd: folder)
        try #require(result.status == 0, "\(result.stderr)")
        let versions = try #require(try parseJSONObject(result.stdout)["versions"] as? [[String: Any]])
        return try #require(versions.first?["targets"] as? [[String: Any]])
    }

    @Test("S11, S14: coverage lists the rows no tap selected, one call target per cell; the row the session selected is reached")
    func rowsNeverSelectedAreListed() throws {
        try BuiltinCommandTests().withOrders { folder, db in
            let result = try runTouchtape(["coverage", "orders", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            for row in [0, 1, 2, 4] {
                #expect(result.stdout.contains("  order\(row)  call tableView:didSelectRowAtIndexPath: [0,\(row)]\n"), "\(result.stdout)")
            }
            #expect(!result.stdout.contains("order3  call"), "\(result.stdout)")
            let calls = try targets("orders", folder: folder, db: db).filter { $0["callFrom"] as? String != nil }
            #expect(calls.count == 5)
            #expect(calls.allSatisfy { $0["callFrom"] as? String == "table" && $0["recognizer"] is NSNull })
            let selected = try #require(calls.first { $0["responder"] as? String == "order3" })
            #expect(selected["target"] as? String == "call tableView:didSelectRowAtIndexPath: [0,3]")
            // The baseline run and the replay each select it once.
            #expect(selected["deliveries"] as? Int == 2)
        }
    }

    @Test("S13: a version whose table does not allow selection has no row targets")
    func unselectableRowsAreNoTargets() throws {
        try BuiltinCommandTests().withOrders { folder, db in
            try BuiltinCommandTests().importUnselectableVersion(folder: folder, db: db)
            let targets = try targets("orders@2", folder: folder, db: db)
            #expect(!targets.contains { ($0["target"] as? String)?.hasPrefix("call ") == true }, "\(targets)")
            let rows = try openStoreRows(db)
            #expect(try rows("SELECT count(*) FROM v_coverage WHERE scene = 'orders' AND version = 1 AND call_from = 'table'") == ["5"])
        }
    }

    @Test("S11: the table-scrolled dump's rows under its wrapper view are targets of the table; the fixture's three rows are reached")
    func dumpRowsThroughTheWrapperView() throws {
        try withFixtureStore([fixture("dumps/table-scrolled.txt"), fixture("dumps/table-scrolled-taps.session.json")]) { folder, db in
            let calls = try targets("table-scrolled", folder: folder, db: db).filter { $0["callFrom"] as? String != nil }
            #expect(!calls.isEmpty)
            #expect(calls.allSatisfy { $0["callFrom"] as? String == "UITableView-0.0.0.0.0" })
            let reached = calls.filter { ($0["deliveries"] as? Int ?? 0) > 0 }.compactMap { $0["target"] as? String }.sorted()
            #expect(reached == ["call tableView:didSelectRowAtIndexPath: [0,3]", "call tableView:didSelectRowAtIndexPath: [0,6]",
                                "call tableView:didSelectRowAtIndexPath: [0,7]"])
        }
    }

    /// Three tabs of a tab bar (`tabBar`, buttons `tab0`…`tab2`, 125 pt wide from x 0).
    static let tabsScene = #"""
        { "format": "touchtape.scene/2", "name": "tabs", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
          { "id": "tabBar", "class": "UITabBar", "frame": [0, 600, 375, 49], "builtin": { "kind": "tabBar" }, "subviews": [
            { "id": "tab0", "class": "UITabBarButton", "frame": [0, 0, 125, 49], "control": {}, "builtin": { "kind": "tabBarButton", "index": 0, "tabBar": "tabBar" } },
            { "id": "tab1", "class": "UITabBarButton", "frame": [125, 0, 125, 49], "control": {}, "builtin": { "kind": "tabBarButton", "index": 1 } },
            { "id": "tab2", "class": "UITabBarButton", "frame": [250, 0, 125, 49], "control": {}, "builtin": { "kind": "tabBarButton", "index": 2, "tabBar": "tabBar" } } ] } ] } ] }
        """#

    /// A tap on the middle tab.
    static let tabsSession = #"""
        { "format": "touchtape.session/1", "name": "switch-tab", "scene": "tabs", "events": [
          { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 187, "y": 620 } ] },
          { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 187, "y": 620 } ] } ] }
        """#

    @Test("S30: a tab bar button is reached by a stored delivery whose calls hold the tab bar's tabBar:didSelectItem: with its index (hand-written baseline)")
    func tabsNeverSelectedAreListed() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/repo", withIntermediateDirectories: true)
            let scene = try write(Self.tabsScene, to: "repo/tabs.json", in: folder)
            let session = try write(Self.tabsSession, to: "repo/switch-tab.session.json", in: folder)
            // The outcomes as dispatch writes them, the lift's calls replaced by the tab bar's
            // selection of item 1 as a baseline file holds it (the same reading of `calls`
            // whichever builtin writes them).
            let dispatched = try runTouchtape(["dispatch", session, "--scene", scene, "--json"], cwd: folder)
            try #require(dispatched.status == 0, "\(dispatched.stderr)")
            var rows = lines(dispatched.stdout)
            try #require(rows.count == 2 && rows[1].contains(#""calls":"#), "\(dispatched.stdout)")
            let select = #""calls":[{"from":"tabBar","selector":"tabBar:didSelectItem:","to":null,"args":{"item":1}}],"firstResponder""#
            rows[1] = rows[1].replacingOccurrences(of: #""calls":\[.*\],"firstResponder""#, with: select, options: .regularExpression)
            try #require(rows[1].contains("tabBar:didSelectItem:"))
            _ = try write(rows.joined(separator: "\n") + "\n", to: "repo/switch-tab.session.outcomes.ndjson", in: folder)
            let db = folder + "/s.sqlite"
            let imported = try runTouchtape(["import", folder + "/repo", "--db", db], cwd: folder)
            try #require(imported.status == 0, "\(imported.stdout)\(imported.stderr)")

            let result = try runTouchtape(["coverage", "tabs", "--db", db], cwd: folder)
            #expect(result.stdout.contains("  tab0  call tabBar:didSelectItem: 0\n"), "\(result.stdout)")
            #expect(result.stdout.contains("  tab2  call tabBar:didSelectItem: 2\n"), "\(result.stdout)")
            #expect(!result.stdout.contains("tab1  call"), "\(result.stdout)")
            // tab1 names no tabBar: its nearest enclosing tab bar makes the call.
            let tab1 = try #require(try targets("tabs", folder: folder, db: db).first {
                $0["responder"] as? String == "tab1" && $0["callFrom"] as? String != nil
            })
            #expect(tab1["callFrom"] as? String == "tabBar")
            #expect(tab1["deliveries"] as? Int == 1)
        }
    }
}
