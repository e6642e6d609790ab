import Foundation
import Testing

/// docs/cli.md, "Never a crash, never a lost store": numbers from the command line are finite or
/// bad usage, a derived number that is not finite is never printed (JSON `null`, text `-`), and a
/// scene whose derived frame is not finite is bad input. Issue 18, item 1's repros.
@Suite struct NonFiniteNumberTests {
    struct UsageCase: Sendable, CustomTestStringConvertible {
        var x: String
        var y: String
        var testDescription: String { "\(x) \(y)" }
    }

    @Test("docs/cli.md: hit-test refuses a coordinate that is not finite as bad usage (64), without trapping",
          arguments: [UsageCase(x: "nan", y: "nan"), UsageCase(x: "inf", y: "0"), UsageCase(x: "0", y: "-inf"),
                      UsageCase(x: "1e400", y: "1"), UsageCase(x: "10", y: "NaN")])
    func nonFiniteCommandLineNumberIsUsage(_ c: UsageCase) throws {
        try withTemporaryFolder { folder in
            let scene = fixture("hit-test-a-to-e/scene.json")
            let result = try runTouchtape(["hit-test", scene, "--", c.x, c.y], cwd: folder)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains("Usage:"))
        }
    }

    static let halfScene = #"""
        {"format": "touchtape.scene/1", "name": "half", "windows": [
          {"id": "window", "frame": [0, 0, 375, 667], "pointInside": "always", "subviews": [
            {"id": "half", "center": [100, 100], "size": [50, 50], "transform": [0.5, 0, 0, 0.5, 0, 0], "pointInside": "always"}]}]}
        """#

    @Test("H7a: a converted point that overflows prints null under hit-test --trace --json, and the command succeeds")
    func overflowingTracePointIsNull() throws {
        try withTemporaryFolder { folder in
            let scene = try write(Self.halfScene, to: "half.json", in: folder)
            let result = try runTouchtape(["hit-test", scene, "1e308", "1e308", "--trace", "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            let trace = try #require(json["trace"] as? [[String: Any]])
            let half = try #require(trace.first { $0["view"] as? String == "half" })
            #expect(half["point"] is NSNull)
            #expect(half["reason"] as? String == "singularTransform")
            #expect(json["view"] as? String == "window")
        }
    }

    @Test("H7a: the same trace as text says the point could not be converted")
    func overflowingTracePointInText() throws {
        try withTemporaryFolder { folder in
            let scene = try write(Self.halfScene, to: "half.json", in: folder)
            let result = try runTouchtape(["hit-test", scene, "1e308", "1e308", "--trace"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("hitTest half Exit! view = nil (singularTransform)"))
        }
    }

    @Test("docs/cli.md: a view whose frame derived from center and size is not finite is refused at import, so show never meets it")
    func nonFiniteDerivedFrameIsBadInputAtImport() throws {
        try withTemporaryFolder { folder in
            let text = #"""
                {"format": "touchtape.scene/1", "name": "far", "windows": [
                  {"id": "window", "frame": [0, 0, 375, 667], "subviews": [
                    {"id": "v", "center": [-1.7e308, 0], "size": [1.7e308, 10]}]}]}
                """#
            let scene = try write(text, to: "far.json", in: folder)
            let db = folder + "/store.sqlite"
            let imported = try runTouchtape(["import", scene, "--db", db], cwd: folder)
            #expect(imported.status == 2)
            #expect(imported.stderr.contains("far.json:3:"), "\(imported.stderr)")
            #expect(imported.stderr.contains("not finite"))
            let shown = try runTouchtape(["show", scene], cwd: folder)
            #expect(shown.status == 2, "\(shown.stderr)")
        }
    }
}
