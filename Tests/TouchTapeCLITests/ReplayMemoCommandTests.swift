import Foundation
import Testing

/// Issue #26 from the outside: a second `replay` with nothing changed takes its sessions from
/// the replay memo, and prints, writes (`--json`, `--junit`) and stores exactly what the full
/// work (`replay --no-cache`) gives; another binary (another engine build) does the full work.
///
/// Which path a run took shows in `replay_memo`: a replay points each session it dispatched
/// at its own run, and leaves a session it took from the memo pointing at the older run.
@Suite struct ReplayMemoCommandTests {
    /// Version 1: a buy button; version 2 (current): a banner over it, so that every replay
    /// finds differences against the baseline and against the session's `expect`.
    static let sceneV1 = """
        { "format": "touchtape.scene/1", "name": "checkout",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667],
              "viewController": { "id": "checkoutVC", "class": "CheckoutViewController" },
              "subviews": [
                { "id": "buyButton", "class": "UIButton", "frame": [100, 300, 175, 44],
                  "control": { "actions": { "touchUpInside": "buy:" } } } ] } ] } ] }
        """
    static let sceneV2 = sceneV1.replacingOccurrences(
        of: #"} } ] } ] } ] }"#,
        with: #"} }, { "id": "promoBanner", "class": "PromoView", "frame": [0, 280, 375, 80] } ] } ] } ] }"#)

    static func session(_ name: String, x: Int) -> String {
        """
        { "format": "touchtape.session/1", "name": "\(name)", "scene": "checkout",
          "events": [
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": \(x), "y": 320 } ],
              "expect": [ { "touch": 1, "view": "buyButton", "handledBy": "buyButton" } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": \(x), "y": 320 } ] } ] }
        """
    }

    /// A store holding version 1, two sessions with their baselines, then version 2.
    func withCheckoutStore(_ body: (_ folder: String, _ db: String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let db = folder + "/store.sqlite"
            let scene = try write(Self.sceneV1, to: "suite/checkout.json", in: folder)
            try write(Self.session("checkout-flow", x: 150), to: "suite/checkout-flow.json", in: folder)
            try write(Self.session("browse-flow", x: 200), to: "suite/browse-flow.json", in: folder)
            let first = try runTouchtape(["import", folder + "/suite", "--db", db], cwd: folder)
            try #require(first.status == 0, "\(first.stderr)")
            try write(Self.sceneV2, to: "suite/checkout.json", in: folder)
            let second = try runTouchtape(["import", scene, "--db", db], cwd: folder)
            try #require(second.status == 0, "\(second.stderr)")
            try body(folder, db)
        }
    }

    /// What `replay` printed (one run) and wrote with `--json` and `--junit` (the next run), with the run id and the times taken out (the only
    /// things that may differ between two runs of the same work).
    struct Outputs: Equatable {
        var text: String
        var json: String
        var junit: String
        var storedRows: [String]
    }

    func replay(_ extra: [String], folder: String, db: String, tag: String,
                executable: URL? = nil) throws -> (textRun: Int, run: Int, outputs: Outputs) {
        let junit = folder + "/junit-\(tag).xml"
        let text = try runTouchtape(["replay", "--db", db] + extra, cwd: folder, executable: executable)
        #expect(text.status == 1, "\(text.stderr)")
        let json = try runTouchtape(["replay", "--json", "--junit", junit, "--db", db] + extra, cwd: folder,
                                    executable: executable)
        #expect(json.status == 1, "\(json.stderr)")
        let run = try #require(try parseJSONObject(json.stdout)["run"] as? Int)
        let textRun = run - 1
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        let outputs = Outputs(
            text: text.stdout.replacingOccurrences(of: "replay run \(textRun):", with: "replay run N:"),
            json: json.stdout.replacingOccurrences(of: #"{"run":\#(run),"#, with: #"{"run":N,"#),
            junit: xml.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="T""#, options: .regularExpression),
            storedRows: try storedRows(db, run: run))
        // The text replay's run stores the same as the JSON one's.
        #expect(try storedRows(db, run: textRun) == outputs.storedRows)
        return (textRun, run, outputs)
    }

    /// Everything a run stored, its id and its seconds aside, through the public views and
    /// the tables docs/store.md documents.
    func storedRows(_ db: String, run: Int) throws -> [String] {
        try sqlite(db, """
            SELECT session_id, scene_version_id, compared_run_id, overlay_run_id, deliveries, changed, changed_baseline,
                   changed_expect, session_revision FROM run_sessions WHERE run_id = \(run) ORDER BY session_id
            """)
            + sqlite(db, "SELECT session_id, ordinal, seq, touch, shape FROM outcomes WHERE run_id = \(run) ORDER BY session_id, ordinal")
            + sqlite(db, """
                SELECT session_id, ordinal, source, field, seq, touch, phase, baseline, current FROM changes
                WHERE run_id = \(run) ORDER BY session_id, ordinal, source, field
                """)
            + sqlite(db, "SELECT session, seq, kind, touch, phase, view, handled_by, chain, control_events FROM v_outcomes WHERE run = \(run) ORDER BY session, seq, touch")
    }

    /// The run each session's memo row points at.
    func memoRuns(_ db: String) throws -> Set<String> {
        Set(try sqlite(db, "SELECT run_id FROM replay_memo"))
    }

    @Test("An unchanged replay prints, writes --json and --junit, and stores what replay --no-cache does (issue #26)")
    func unchangedReplayMatchesTheFullWork() throws {
        try withCheckoutStore { folder, db in
            let full = try replay(["--no-cache"], folder: folder, db: db, tag: "full")
            // Both dispatched, each memoized in turn.
            #expect(try memoRuns(db) == ["\(full.run)"])
            #expect(full.outputs.json.contains(#""source":"expect""#))
            #expect(full.outputs.storedRows.count > 4)

            let memoized = try replay([], folder: folder, db: db, tag: "memo")
            // Both taken from the memo: it still points at the run that did the work.
            #expect(try memoRuns(db) == ["\(full.run)"])
            #expect(memoized.outputs == full.outputs)
        }
    }

    @Test("A changed session file replayed by path does the full work for that session only")
    func changedSessionFileMisses() throws {
        try withCheckoutStore { folder, db in
            let first = try replay([], folder: folder, db: db, tag: "first")
            #expect(try memoRuns(db) == ["\(first.textRun)"])
            try write(Self.session("checkout-flow", x: 160), to: "suite/checkout-flow.json", in: folder)
            let result = try runTouchtape(["replay", folder + "/suite", "--json", "--db", db], cwd: folder)
            #expect(result.status == 1, "\(result.stderr)")
            let run = try #require(try parseJSONObject(result.stdout)["run"] as? Int)
            #expect(try sqlite(db, """
                SELECT se.name, m.run_id FROM replay_memo m JOIN sessions se ON se.id = m.session_id ORDER BY se.name
                """) == ["browse-flow|\(first.textRun)", "checkout-flow|\(run)"])
        }
    }

    @Test("Another engine build (a binary whose GNU build id differs) does the full work")
    func anotherBinaryMisses() throws {
        try withCheckoutStore { folder, db in
            let original = try replay([], folder: folder, db: db, tag: "original")
            #expect(try memoRuns(db) == ["\(original.textRun)"])
            // The executable's build id as the store recorded it, patched in a copy of the binary.
            let identity = try #require(try sqlite(db, "SELECT identity FROM engine_builds").first { $0.hasPrefix("(executable)=") })
            let hex = Array(identity.dropFirst("(executable)=".count))
            let buildID = stride(from: 0, to: hex.count - 1, by: 2).compactMap { UInt8(String(hex[$0..<$0 + 2]), radix: 16) }
            try #require(buildID.count >= 8 && buildID.count * 2 == hex.count)
            var binary = [UInt8](try Data(contentsOf: requireTouchtapeBinary()))
            let at = try #require(Self.firstIndex(of: buildID, in: binary), "the build id is not in the binary")
            binary[at] ^= 0xff
            let copy = folder + "/touchtape-rebuilt"
            try Data(binary).write(to: URL(fileURLWithPath: copy))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)

            let rebuilt = try replay([], folder: folder, db: db, tag: "rebuilt", executable: URL(fileURLWithPath: copy))
            #expect(try sqlite(db, "SELECT COUNT(*) FROM engine_builds") == ["2"])
            // The other build's first replay dispatched (and memoized under its own identity),
            // its second took that; the result is the same.
            #expect(try memoRuns(db) == ["\(rebuilt.textRun)"])
            #expect(rebuilt.outputs == original.outputs)
        }
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var i = 0
        while i <= haystack.count - needle.count {
            if haystack[i] == first && haystack[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
