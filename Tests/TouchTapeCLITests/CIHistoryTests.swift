import Foundation
import Testing

/// Issue #10's "Done when": a whole CI history played on a temporary repository folder, the
/// store kept in a cache folder that can be lost (docs/cli.md `replay`, `accept --write`;
/// docs/formats.md, "Baseline files").
@Suite struct CIHistoryTests {
    /// A scene with one button; `buttonX` moves it (a layout change).
    static func scene(buttonX: Int) -> String {
        """
        { "format": "touchtape.scene/1", "name": "checkout",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "payButton", "class": "UIButton", "frame": [\(buttonX), 500, 200, 44],
                "control": { "actions": { "touchUpInside": "pay:" } } } ] } ] } ] }
        """
    }

    /// A tap at (150, 520): on the button at x 100, beside it at x 200.
    static func session(name: String, x: Int = 150) -> String {
        """
        { "format": "touchtape.session/1", "name": "\(name)", "scene": "checkout",
          "events": [
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": \(x), "y": 520 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": \(x), "y": 520 } ] } ] }
        """
    }

    @Test("A whole CI history: green, red, accept --write, lost cache, re-recording, deletion, empty folder")
    func wholeCIHistoryOnARepositoryFolder() throws {
        try withTemporaryFolder { folder in
            let repo = folder + "/repo"
            try write(Self.scene(buttonX: 100), to: "repo/checkout/scene.json", in: folder)
            try write(Self.session(name: "pay"), to: "repo/checkout/pay.json", in: folder)
            try write(Self.session(name: "pay-twice"), to: "repo/checkout/pay-twice.json", in: folder)
            let cache = folder + "/cache/touchtape.sqlite"  // its folder does not exist yet
            func replay(_ extra: [String] = [], db: String = cache, label: String? = nil) throws -> CommandResult {
                try runTouchtape(["replay", repo, "--db", db, "--junit", folder + "/reports/junit.xml"] + extra, cwd: folder,
                                 env: label.map { ["TOUCHTAPE_LABEL": $0] } ?? [:])
            }

            // 1. First job: the sessions are recorded as baselines, the replay is green.
            let first = try replay(label: "commit-1")
            #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
            #expect(first.stdout.contains("2 sessions (2 new)"))
            #expect(FileManager.default.fileExists(atPath: folder + "/reports/junit.xml"))
            // Another branch's cache, made now: it will hold the baselines from before the accept.
            let otherBranch = folder + "/branch-cache/touchtape.sqlite"
            #expect(try replay(db: otherBranch).status == 0)

            // 2. A layout change moves the button: red, exit 1, the move printed.
            try write(Self.scene(buttonX: 200), to: "repo/checkout/scene.json", in: folder)
            let red = try replay(label: "commit-2")
            #expect(red.status == 1)
            #expect(red.stdout.contains("view payButton → root"), "\(red.stdout)")

            // 3. The change is intended: accept --write puts the references in the repository.
            let accept = try runTouchtape(["accept", "--write", "--db", cache], cwd: folder)
            #expect(accept.status == 0, "\(accept.stderr)")
            let baselineFile = repo + "/checkout/pay.outcomes.ndjson"
            #expect(accept.stdout.contains("wrote \(baselineFile)"))
            let written = try String(contentsOfFile: baselineFile, encoding: .utf8)
            #expect(lines(written).count == 3)  // the scene content's line, then the two deliveries
            #expect(written.contains(#""view":"root""#))
            #expect(!written.contains("trace"))
            #expect(FileManager.default.fileExists(atPath: repo + "/checkout/pay-twice.outcomes.ndjson"))
            // The same outcomes are the same bytes: writing them again changes nothing.
            #expect(try runTouchtape(["accept", "--write", "--db", cache], cwd: folder).status == 0)
            #expect(try String(contentsOfFile: baselineFile, encoding: .utf8) == written)
            #expect(try replay(label: "commit-3").status == 0)

            // 4. The cache is lost: a fresh store replays green against the committed baselines
            //    (without them, the moved button's outcomes would be the only reference anyway;
            //    the run that made them says it came from a file).
            let fresh = folder + "/other-cache/touchtape.sqlite"
            let lost = try replay(db: fresh)
            #expect(lost.status == 0, "\(lost.stdout)\(lost.stderr)")
            #expect(lost.stdout.contains("baseline of session pay read from \(baselineFile)"))
            let baselineRuns = try storedRuns(db: fresh, cwd: folder).filter { $0["kind"] as? String == "baseline" }
            #expect(!baselineRuns.isEmpty)
            #expect(baselineRuns.allSatisfy { ($0["engineVersion"] as? String)?.contains("baseline file") == true })

            //    A cache whose baselines differ from the committed files takes the files'.
            let stale = try replay(db: otherBranch)
            #expect(stale.status == 0, "\(stale.stdout)\(stale.stderr)")
            #expect(stale.stdout.contains("baseline of session pay read from \(baselineFile)"))
            #expect(stale.stdout.contains("baselines from baseline files in run"))

            // 5. A re-recorded session (same touches, other timing) replaces the stored one and
            //    says so; its committed baseline still lines up with it.
            try write(Self.session(name: "pay").replacingOccurrences(of: #""t": 0.1"#, with: #""t": 0.2"#),
                      to: "repo/checkout/pay.json", in: folder)
            let rerecorded = try replay()
            #expect(rerecorded.status == 0, "\(rerecorded.stdout)\(rerecorded.stderr)")
            #expect(rerecorded.stdout.contains("replaced session pay: its file"))
            #expect(rerecorded.stdout.contains("(0 new, 1 replaced)"))

            // 6. A deleted session file is no longer replayed (the summary counts it left out).
            try FileManager.default.removeItem(atPath: repo + "/checkout/pay-twice.json")
            let deleted = try replay(["--json"])
            #expect(deleted.status == 0)
            #expect(try parseJSONObject(deleted.stdout)["sessions"] as? Int == 1)
            #expect(try parseJSONObject(deleted.stdout)["leftOut"] as? Int == 1)
            let deletedText = try replay()
            #expect(deletedText.stdout.contains("left out: 1 stored session not in the PATHs given"))

            // 7. An empty folder: nothing to replay is exit 2 with the reason, unless --allow-empty.
            let empty = folder + "/empty"
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
            let nothing = try runTouchtape(["replay", empty, "--db", cache], cwd: folder)
            #expect(nothing.status == 2)
            #expect(nothing.stderr.contains("nothing to replay: no session file in \(empty)"))
            let allowed = try runTouchtape(["replay", empty, "--allow-empty", "--db", cache], cwd: folder)
            #expect(allowed.status == 0, "\(allowed.stderr)")

            // The history says which commit each run tested.
            let runs = try storedRuns(db: cache, cwd: folder)
            #expect(runs.contains { $0["label"] as? String == "commit-2" && $0["changed"] as? Int == 2 })
        }
    }

    @Test("A baseline file that does not line up with its session is bad input with its file and line")
    func misalignedBaselineFileIsBadInputWithFileAndLine() throws {
        try withTemporaryFolder { folder in
            try write(Self.scene(buttonX: 100), to: "repo/scene.json", in: folder)
            try write(Self.session(name: "pay"), to: "repo/pay.json", in: folder)
            let db = folder + "/s.sqlite"
            #expect(try runTouchtape(["replay", folder + "/repo", "--db", db], cwd: folder).status == 0)
            #expect(try runTouchtape(["accept", "--force", "1", "--write", "--db", db], cwd: folder).status == 0)
            let baseline = folder + "/repo/pay.outcomes.ndjson"
            let text = try String(contentsOfFile: baseline, encoding: .utf8)
            try text.replacingOccurrences(of: #""phase":"ended""#, with: #""phase":"moved""#)
                .write(toFile: baseline, atomically: true, encoding: .utf8)
            let before = try Data(contentsOf: URL(fileURLWithPath: db))
            let result = try runTouchtape(["replay", folder + "/repo", "--db", folder + "/fresh.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("\(baseline):3:1: delivery 1: it is seq 1 touch 1 moved"), "\(result.stderr)")
            #expect(result.stderr.contains("the session's delivery 1 is seq 1 touch 1 ended"))
            // The file is also checked against a store that already has the session.
            let known = try runTouchtape(["import", folder + "/repo", "--db", db], cwd: folder)
            #expect(known.status == 2)
            #expect(known.stderr.contains("\(baseline):3:1"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        }
    }

    @Test("A baseline file named on the command line is refused: it belongs to its session file")
    func baselineFileNamedAloneIsBadInput() throws {
        try withTemporaryFolder { folder in
            let path = try write("{}\n", to: "x.outcomes.ndjson", in: folder)
            let result = try runTouchtape(["import", path, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("a baseline file is not a document of its own"))
        }
    }
}
