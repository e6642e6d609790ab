import Foundation
import Testing

/// `fragile` through the CLI on UIKit's own classes (docs/rules.md, the S rules' Terms; S11): rows
/// a tap selects are touch targets, and a session's outcome carries the calls.
@Suite struct FragileBuiltinCommandTests {
    /// Two 30-point rows of a table whose delegate is `listVC`.
    static let shortRows = #"""
        { "format": "touchtape.scene/2", "name": "short-rows", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
          { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "listVC" }, "subviews": [
            { "id": "table", "frame": [0, 0, 375, 600], "builtin": { "kind": "tableView", "delegate": "listVC" }, "subviews": [
              { "id": "row0", "frame": [0, 0, 375, 30], "builtin": { "kind": "tableCell", "indexPath": [0, 0] } },
              { "id": "row1", "frame": [0, 30, 375, 30], "builtin": { "kind": "tableCell", "indexPath": [0, 1] } } ] } ] } ] } ] }
        """#

    @Test("S11: fragile SCENE lists a 30-point row as a small target and counts the rows among the touch targets")
    func shortRowsAreSmallTargets() throws {
        try withTemporaryFolder { folder in
            let scene = try write(Self.shortRows, to: "short-rows.json", in: folder)
            let result = try runTouchtape(["fragile", scene], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("`row0`'s row gets touches over 375 × 30 points"), "\(result.stdout)")
            #expect(result.stdout.contains("2 of 2 touch targets in short-rows under 44 × 44 points"), "\(result.stdout)")
            let json = try runTouchtape(["fragile", scene, "--json"], cwd: folder)
            let targets = try #require(try parseJSONObject(json.stdout)["targets"] as? [[String: Any]])
            #expect(targets.map { $0["bySelection"] as? Bool } == [true, true])
        }
    }

    @Test("docs/rules.md, the S rules' Terms: fragile SESSION --json gives each outcome its calls")
    func sessionOutcomesCarryCalls() throws {
        try withTemporaryFolder { folder in
            let scene = try write(Self.shortRows, to: "short-rows.json", in: folder)
            // A tap 2 points above row 0's bottom edge: 2 points lower it selects row 1.
            let session = try write(#"""
                { "format": "touchtape.session/1", "name": "tap-row0", "scene": "short-rows", "events": [
                  { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 100, "y": 28 } ] },
                  { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 100, "y": 28 } ] } ] }
                """#, to: "tap-row0.session.json", in: folder)
            let result = try runTouchtape(["fragile", session, "--scene", scene, "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let touch = try #require((try parseJSONObject(result.stdout)["touches"] as? [[String: Any]])?.first)
            let calls = try #require((touch["outcome"] as? [String: Any])?["calls"] as? [[String: Any]])
            #expect(calls.contains { $0["selector"] as? String == "tableView:didSelectRowAtIndexPath:"
                && ($0["args"] as? [String: [Int]]) == ["indexPath": [0, 0]] })
            #expect((touch["explanation"] as? String)?.contains("instead of tableView:didSelectRowAtIndexPath: [0,0]") == true)
        }
    }
}
