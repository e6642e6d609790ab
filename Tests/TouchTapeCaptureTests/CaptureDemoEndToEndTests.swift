import Foundation
import Testing

/// `capture-demo OUTPUT_DIR` then `touchtape replay OUTPUT_DIR`: the capture library's files
/// imported and replayed by the tool, probes included, with the outcomes the fixtures have for the
/// same taps (Tests/GoldenOutcomes). The captured scenes carry UIKit's builtins by class and the
/// windows' system-gesture region (S1, S35; docs/uikit-classes.md, Where builtins come from), so
/// their outcomes are `/2` with `calls`, where the fixtures' JSON scenes declare none: the
/// comparison reads the `/1` keys, once the others say nothing happened.
@Suite("Capture: capture-demo end to end")
struct CaptureDemoEndToEndTests {
    static let goldens = packageRoot.appendingPathComponent("Tests/GoldenOutcomes")

    /// The outcome lines of a golden file or of `dispatch --json`, each without `seq`, `t` and
    /// `touch`: the demo records the fixtures' taps at other times and places in its sessions,
    /// and the recorder gives each finger the lowest free number (docs/capture.md, What is written:
    /// Sessions), where the fixtures number their taps 1, 2, 3…. With `plain`, the `/2` keys go
    /// too, each first checked to say nothing happened (`withheld` null, no recognizer transition,
    /// no call).
    func outcomes(_ text: String, plain: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws -> [NSDictionary] {
        try text.split(separator: "\n").map { line in
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            object["seq"] = nil
            object["t"] = nil
            object["touch"] = nil
            if plain {
                #expect(object["withheld"] is NSNull && (object["gestures"] as? [Any])?.isEmpty == true
                        && (object["calls"] as? [Any])?.isEmpty == true, "\(line)", sourceLocation: sourceLocation)
                for key in ["withheld", "gestures", "calls"] { object[key] = nil }
            }
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
            // S1: the table, its 7 cells, the tab bar (an app subclass of UITabBar) and its 2 buttons.
            #expect(made.stdout.contains("scene tabbar-center-button: 11 builtins, "), "\(made.stdout)")
            #expect(made.stdout.contains("scene hit-test-a-to-e: 0 builtins, "), "\(made.stdout)")
            let listing = try FileManager.default.subpathsOfDirectory(atPath: out).sorted()
            #expect(listing.filter { $0.hasSuffix(".partial") }.isEmpty)
            #expect(listing.contains("sessions/tabbar.s2.ndjson"))

            let db = folder + "/store.sqlite"
            let replay = try runTouchtape(["replay", out, "--db", db], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)\n\(replay.stderr)")
            // 3 recorded sessions and 5 probe sessions (the 2 captured scenes and the 3 segments).
            let summary = replay.stdout.split(separator: "\n").last.map(String.init) ?? ""
            #expect(summary.hasPrefix("touchtape: 8 sessions passed, 0 failed (0 of "), "\(replay.stdout)")

            func dispatched(_ session: String, plain: Bool = true) throws -> [NSDictionary] {
                let result = try runTouchtape(["dispatch", session, "--json", "--db", db], cwd: folder)
                try #require(result.status == 0, "\(result.stderr)")
                return try outcomes(result.stdout, plain: plain)
            }
            let aToE = try dispatched("a-to-e.s1")
            #expect(Array(aToE[0..<2]) == (try golden("tap-view-e@hit-test-a-to-e@1.ndjson")))
            #expect(Array(aToE[2..<12]) == (try golden("tap-a-to-e-other-views@hit-test-a-to-e@1.ndjson")))
            // The finger that moves stays bound to view A (T1), which handles every phase.
            #expect(aToE[12...].map { $0["view"] as? String } == ["viewA", "viewA", "viewA", "viewA"])
            #expect(aToE[12...].map { $0["handledBy"] as? String } == ["viewA", "viewA", "viewA", "viewA"])

            let tabBar = try dispatched("tabbar.s2", plain: false)
            let taps = try outcomes(try dispatchedText("tabbar.s2", db: db, folder: folder, lines: 0..<4), plain: true)
            #expect(taps == (try golden("tabbar-center-button-taps@tabbar-center-button@2.ndjson")))
            // The finger that stays down on a cell: the table's scroll delay (its builtin's
            // #scrollDelay, S4) holds the began, and releases it late at 0.15 s, when the
            // recording has ended (G5), to the cell that handles it.
            #expect(tabBar.count == 7)
            #expect(tabBar[4]["kind"] as? String == "touch" && tabBar[4]["withheld"] as? String == "delayed")
            #expect(tabBar[4]["view"] as? String == "cell4")
            let delay = try #require((tabBar[5]["gestures"] as? [[String: Any]])?.first)
            #expect(tabBar[5]["kind"] as? String == "timer")
            #expect(delay["gesture"] as? String == "tableView#scrollDelay" && delay["state"] as? String == "failed")
            #expect(tabBar[6]["kind"] as? String == "late" && tabBar[6]["phase"] as? String == "began")
            #expect(tabBar[6]["handledBy"] as? String == "cell4")

            // What the capture inferred, as `show` prints it from the store (clarification 12).
            let shown = try runTouchtape(["show", "tabbar.s2", "--db", db], cwd: folder)
            #expect(shown.status == 0, "\(shown.stderr)")
            for line in ["builtin tableView", "builtin tableCell [0, 3]", "builtin tabBar", "builtin tabBarButton 1"] {
                #expect(shown.stdout.contains(line), "\(line) in:\n\(shown.stdout)")
            }
        }
    }

    /// Some lines of `dispatch --json` of a stored session.
    func dispatchedText(_ session: String, db: String, folder: String, lines: Range<Int>) throws -> String {
        let result = try runTouchtape(["dispatch", session, "--json", "--db", db], cwd: folder)
        try #require(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n")[lines].joined(separator: "\n")
    }
}
