import Foundation
import Testing

/// UIKit's own classes through the CLI and the store (docs/rules.md, the S rules' Terms;
/// docs/formats.md, `calls`): `calls` in `dispatch`, `show`'s `builtin KIND`, `calls` stored
/// (`v_outcomes.calls`, a new migration), compared by `replay` and named in its text, HTML and
/// JUnit reports, written by `accept --write` and kept by `merge`; `expect` checks a subsequence of
/// them.
@Suite struct BuiltinCommandTests {
    /// A table of orders: rows 0–4 of 44 pt from y 0, delegate `ordersVC`. `tableOptions`
    /// adds members to the table's builtin (a second scene version).
    static func ordersScene(_ tableOptions: String = "") -> String {
        let cells = (0..<5).map { row in
            #"""
            { "id": "order\#(row)", "class": "UITableViewCell", "frame": [0, \#(row * 44), 375, 44],
              "builtin": { "kind": "tableCell", "indexPath": [0, \#(row)] },
              "subviews": [ { "id": "order\#(row)Content", "class": "UITableViewCellContentView", "frame": [0, 0, 375, 43.5] } ] }
            """#
        }.joined(separator: ",\n")
        return #"""
            { "format": "touchtape.scene/2", "name": "orders",
              "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
                { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "ordersVC", "class": "OrdersViewController" },
                  "subviews": [ { "id": "table", "class": "UITableView", "frame": [0, 0, 375, 667],
                                  "builtin": { "kind": "tableView", "delegate": "ordersVC"\#(tableOptions) },
                                  "subviews": [ \#(cells) ] } ] } ] } ] }
            """#
    }

    /// A tap on row 3 (y 150), whose lift expects the selection.
    static let ordersSession = #"""
        { "format": "touchtape.session/2", "name": "select-order", "scene": "orders", "events": [
          { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 100, "y": 150 } ] },
          { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 100, "y": 150 } ],
            "expect": [ { "touch": 1, "calls": [ { "selector": "tableView:didSelectRowAtIndexPath:", "to": "ordersVC",
                                                   "args": { "indexPath": [0, 3] } } ] } ] } ] }
        """#

    /// A folder `repo` with the orders scene and session, and a store `s.sqlite` that replayed it.
    func withOrders(_ body: (_ folder: String, _ db: String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/repo", withIntermediateDirectories: true)
            _ = try write(Self.ordersScene(), to: "repo/orders.json", in: folder)
            _ = try write(Self.ordersSession, to: "repo/select-order.session.json", in: folder)
            let db = folder + "/s.sqlite"
            let imported = try runTouchtape(["replay", folder + "/repo", "--db", db], cwd: folder)
            try #require(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
            try body(folder, db)
        }
    }

    /// Imports a second version of the orders scene in which rows are not selectable.
    func importUnselectableVersion(folder: String, db: String) throws {
        let path = try write(Self.ordersScene(#", "allowsSelection": false"#), to: "orders-2.json", in: folder)
        try #require(try runTouchtape(["import", path, "--db", db], cwd: folder).status == 0)
    }

    @Test("docs/formats.md, calls: dispatch --json of a scene with builtins writes calls on every delivery, after gestures")
    func dispatchWritesCalls() throws {
        try withOrders { folder, _ in
            let result = try runTouchtape(["dispatch", "repo/select-order.session.json", "--scene", "repo/orders.json", "--json"],
                                          cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let rows = lines(result.stdout)
            #expect(topLevelKeys(ofJSONObject: rows[0]) == [
                "seq", "t", "kind", "touch", "phase", "window", "view", "hitView", "chain", "handledBy", "dropped",
                "withheld", "controlEvents", "gestures", "calls", "firstResponder",
            ])
            #expect(rows.count == 4)
            #expect(rows[3].contains(#"{"from":"table","selector":"tableView:didSelectRowAtIndexPath:","to":"ordersVC","args":{"indexPath":[0,3]}}"#))
        }
    }

    @Test("Clarification 12: show prints builtin KIND on the view's line, with [s, r] for cells")
    func showPrintsBuiltins() throws {
        try withOrders { folder, _ in
            let result = try runTouchtape(["show", "repo/orders.json"], cwd: folder)
            #expect(result.status == 0)
            #expect(result.stdout.contains("builtin tableView\n"), "\(result.stdout)")
            #expect(result.stdout.contains("builtin tableCell [0, 3]\n"), "\(result.stdout)")
        }
    }

    @Test("Store: v_outcomes has calls as its last column; rows of scenes without builtins read []")
    func storedCalls() throws {
        try withOrders { folder, db in
            let plain = try runTouchtape(["import", fixture("circle-button"), "--db", db], cwd: folder)
            #expect(plain.status == 0)
            let store = try openStoreRows(db)
            #expect(try store("SELECT name FROM pragma_table_info('v_outcomes') ORDER BY cid DESC LIMIT 1") == ["calls"])
            #expect(try store("SELECT DISTINCT calls FROM v_outcomes o JOIN v_sessions s ON s.session = o.session WHERE s.scene = 'circle-button'")
                    == ["[]"])
            #expect(try store("SELECT json_extract(calls, '$[2].selector') FROM v_outcomes WHERE run = 1 AND kind = 'late' AND phase = 'ended'")
                    == ["tableView:didSelectRowAtIndexPath:"])
            #expect(try store("SELECT view, kind FROM scene_builtins ORDER BY position LIMIT 2") == ["table|tableView", "order0|tableCell"])
        }
    }

    @Test("docs/rules.md, the S rules' Terms: replay names a changed call in its text report, and the expect entry's calls that are missing")
    func replayNamesAChangedCall() throws {
        try withOrders { folder, db in
            try importUnselectableVersion(folder: folder, db: db)
            let result = try runTouchtape(["replay", "--db", db], cwd: folder)
            #expect(result.status == 1)
            #expect(result.stdout.contains(
                "orders: calls [tableView:didUnhighlightRowAtIndexPath: [0,3], tableView:willSelectRowAtIndexPath: [0,3], tableView:didSelectRowAtIndexPath: [0,3]] → []"),
                    "\(result.stdout)")
            #expect(result.stdout.contains(
                "calls [tableView:didSelectRowAtIndexPath: [0,3]] → [] [expect]"), "\(result.stdout)")
            // `report` gives back what replay found, from the store.
            let report = try runTouchtape(["report", "--db", db], cwd: folder)
            #expect(report.status == 1)
            #expect(report.stdout.contains("orders: calls [tableView:didSelectRowAtIndexPath: [0,3]] → []: 1 delivery in 1 session"))
        }
    }

    @Test("docs/rules.md, the S rules' Terms: the HTML report and the JUnit file name a changed call")
    func reportsNameAChangedCall() throws {
        try withOrders { folder, db in
            try importUnselectableVersion(folder: folder, db: db)
            let result = try runTouchtape(["replay", "--db", db, "--report", "r.html", "--junit", "j.xml"], cwd: folder)
            #expect(result.status == 1)
            let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
            #expect(html.contains("orders: calls [tableView:shouldHighlightRowAtIndexPath: [0,3], tableView:didHighlightRowAtIndexPath: [0,3]] → []"))
            let junit = try String(contentsOfFile: folder + "/j.xml", encoding: .utf8)
            #expect(junit.contains("orders: calls ["), "\(junit)")
        }
    }

    @Test("Baseline files: accept --write carries calls, and a fresh store takes the file as the baseline unchanged")
    func baselineFileCarriesCalls() throws {
        try withOrders { folder, db in
            let accept = try runTouchtape(["accept", "--force", "1", "--write", "--db", db], cwd: folder)
            try #require(accept.status == 0, "\(accept.stderr)")
            let file = try String(contentsOfFile: folder + "/repo/select-order.session.outcomes.ndjson", encoding: .utf8)
            // The first line names the scene content (issue #23, item 2); one delivery a line after it.
            let rows = Array(lines(file).dropFirst())
            #expect(rows.count == 4 && rows.allSatisfy { $0.contains(#""calls":"#) })
            #expect(rows[3].contains(#""selector":"tableView:didSelectRowAtIndexPath:""#))
            let fresh = folder + "/fresh.sqlite"
            let replay = try runTouchtape(["replay", folder + "/repo", "--db", fresh], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
            #expect(replay.stdout.contains("4 deliveries, 0 changed"))
            // A damaged call in the file is bad input with its place.
            try file.replacingOccurrences(of: #""selector":"tableView:didSelectRowAtIndexPath:","#, with: #""selector":7,"#)
                .write(toFile: folder + "/repo/select-order.session.outcomes.ndjson", atomically: true, encoding: .utf8)
            let bad = try runTouchtape(["replay", folder + "/repo", "--db", folder + "/bad.sqlite"], cwd: folder)
            #expect(bad.status == 2)
            #expect(bad.stderr.contains("select-order.session.outcomes.ndjson:5:"), "\(bad.stderr)")
        }
    }

    @Test("docs/rules.md, the S rules' Terms: why says what the builtins do at a point of the table-scrolled dump: held by the delay, the row selected at the lift")
    func whySaysWhatBuiltinsDo() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["why", fixture("dumps/table-scrolled.txt"), "100", "300"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("held 0.15 s by the scroll view's delay: `UITableView-0.0.0.0.0`"))
            #expect(result.stdout.contains("the table `UITableView-0.0.0.0.0` selects row [0, 3] at the lift"))
            let json = try runTouchtape(["why", fixture("dumps/table-scrolled.txt"), "100", "300", "--json"], cwd: folder)
            #expect(topLevelKeys(ofJSONObject: json.stdout).last == "builtins")
        }
    }

    @Test("merge keeps calls and the scene's builtins; check finds the merged store sound")
    func mergeKeepsCalls() throws {
        try withOrders { folder, db in
            let other = folder + "/other.sqlite"
            try #require(try runTouchtape(["merge", other, db], cwd: folder).status == 0)
            let rows = try openStoreRows(other)
            // The baseline run and the replay's: two deliveries with calls each.
            #expect(try rows("SELECT count(*) FROM v_outcomes WHERE calls <> '[]'") == ["4"])
            #expect(try rows("SELECT count(*) FROM scene_builtins") == ["6"])
            #expect(try runTouchtape(["check", "--db", other], cwd: folder).status == 0)
        }
    }
}

/// Runs SQL on a store file through the sqlite3 library, each row as `a|b|c`.
func openStoreRows(_ path: String) throws -> (String) throws -> [String] {
    { sql in
        let result = try runProcess("/usr/bin/sqlite3", [path, sql])
        return result.split(separator: "\n").map(String.init)
    }
}

/// Runs a program and returns its standard output.
func runProcess(_ program: String, _ args: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = args
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
