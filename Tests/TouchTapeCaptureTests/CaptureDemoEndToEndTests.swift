import Foundation
import Testing

/// `capture-demo OUTPUT_DIR` then `touchtape replay OUTPUT_DIR`: the capture library's files
/// imported and replayed by the tool, probes included, with the outcomes the fixtures have
/// for the same taps (Tests/GoldenOutcomes).
@Suite("Capture: capture-demo end to end")
struct CaptureDemoEndToEndTests {
    static let goldens = packageRoot.appendingPathComponent("Tests/GoldenOutcomes")

    /// The outcome lines of a golden file or of `dispatch --json`, each without `seq`, `t` and
    /// `touch`: the demo records the fixtures' taps at other times and places in its sessions,
    /// and the recorder gives each finger the lowest free number (b8), where the fixtures
    /// number their taps 1, 2, 3….
    func outcomes(_ text: String) throws -> [NSDictionary] {
        try text.split(separator: "\n").map { line in
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            object["seq"] = nil
            object["t"] = nil
            object["touch"] = nil
            return object as NSDictionary
        }
    }

    func golden(_ name: String) throws -> [NSDictionary] {
        try outcomes(try contents(Self.goldens.appendingPathComponent(name).path))
    }

    @Test("capture-demo's scenes, sessions and probes replay green, and match the fixtures' outcomes")
    func demoReplays() throws {
        let demo = try #require(builtExecutable("capture-demo"), "capture-demo was not built")
        try withTemporaryFolder { folder in
            let out = folder + "/touchtape-out"
            let made = try run(demo.path, [out], cwd: folder)
            try #require(made.status == 0, "capture-demo failed: \(made.stderr)")
            #expect(made.stdout.contains("recording tabbar: 7 events in tabbar.s1, tabbar.s2, 1 finger(s) down at stop"))
            let listing = try FileManager.default.subpathsOfDirectory(atPath: out).sorted()
            #expect(listing.filter { $0.hasSuffix(".partial") }.isEmpty)
            #expect(listing.contains("sessions/tabbar.s2.ndjson"))

            let db = folder + "/store.sqlite"
            let replay = try runTouchtape(["replay", out, "--db", db], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)\n\(replay.stderr)")
            // 3 recorded sessions and 5 probe sessions (the 2 captured scenes and the 3 segments).
            let summary = replay.stdout.split(separator: "\n").last.map(String.init) ?? ""
            #expect(summary.hasPrefix("touchtape: 8 sessions passed, 0 failed (0 of "), "\(replay.stdout)")

            func dispatched(_ session: String) throws -> [NSDictionary] {
                let result = try runTouchtape(["dispatch", session, "--json", "--db", db], cwd: folder)
                try #require(result.status == 0, "\(result.stderr)")
                return try outcomes(result.stdout)
            }
            let aToE = try dispatched("a-to-e.s1")
            #expect(Array(aToE[0..<2]) == (try golden("tap-view-e@hit-test-a-to-e@1.ndjson")))
            #expect(Array(aToE[2..<12]) == (try golden("tap-a-to-e-other-views@hit-test-a-to-e@1.ndjson")))
            // The finger that moves stays bound to view A (T1), which handles every phase.
            #expect(aToE[12...].map { $0["view"] as? String } == ["viewA", "viewA", "viewA", "viewA"])
            #expect(aToE[12...].map { $0["handledBy"] as? String } == ["viewA", "viewA", "viewA", "viewA"])

            let tabBar = try dispatched("tabbar.s2")
            #expect(Array(tabBar[0..<4]) == (try golden("tabbar-center-button-taps@tabbar-center-button@2.ndjson")))
            // The finger that stays down: a began on a cell, nothing after it.
            #expect(tabBar.count == 5)
            #expect(tabBar.last?["phase"] as? String == "began")
            #expect(tabBar.last?["view"] as? String == "cell4")
        }
    }
}
