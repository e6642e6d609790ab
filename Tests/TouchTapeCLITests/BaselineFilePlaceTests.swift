import Foundation
import Testing

/// docs/cli.md, "Never a crash, never a lost store": every rejected file names its place
/// `FILE:LINE:COLUMN`, a baseline file too (issue #23, item 17): an empty one at `1:1`, one that
/// ends early at the line after its last.
@Suite struct BaselineFilePlaceTests {
    /// A repository folder with the checkout scene and session `pay`, and its baseline file
    /// written by `accept --write`; returns the baseline file's path.
    static func repositoryWithBaselineFile(in folder: String) throws -> String {
        try write(CIHistoryTests.scene(buttonX: 100), to: "repo/scene.json", in: folder)
        try write(CIHistoryTests.session(name: "pay"), to: "repo/pay.json", in: folder)
        let db = folder + "/written.sqlite"
        #expect(try runTouchtape(["replay", folder + "/repo", "--db", db], cwd: folder).status == 0)
        let accepted = try runTouchtape(["accept", "--force", "1", "--write", "--db", db], cwd: folder)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        return folder + "/repo/pay.outcomes.ndjson"
    }

    @Test("An empty baseline file is refused at 1:1, in a fresh store and in one that has the session")
    func emptyBaselineFileIsRefusedAtLineOneColumnOne() throws {
        try withTemporaryFolder { folder in
            let baseline = try Self.repositoryWithBaselineFile(in: folder)
            try Data().write(to: URL(fileURLWithPath: baseline))
            let fresh = try runTouchtape(["replay", folder + "/repo", "--db", folder + "/fresh.sqlite"], cwd: folder)
            #expect(fresh.status == 2)
            #expect(fresh.stderr.contains("touchtape: error: \(baseline):1:1: delivery 0: the file holds no delivery"), "\(fresh.stderr)")
            let known = try runTouchtape(["import", folder + "/repo", "--db", folder + "/written.sqlite"], cwd: folder)
            #expect(known.status == 2)
            #expect(known.stderr.contains("\(baseline):1:1: delivery 0:"), "\(known.stderr)")
        }
    }

    @Test("A baseline file that ends early is refused at the line after its last")
    func baselineFileThatEndsEarlyIsRefusedAtTheLineAfterItsLast() throws {
        try withTemporaryFolder { folder in
            let baseline = try Self.repositoryWithBaselineFile(in: folder)
            // Every line but the last delivery's: the file ends one delivery early.
            var kept = lines(try String(contentsOfFile: baseline, encoding: .utf8))
            kept.removeLast()
            try kept.map { $0 + "\n" }.joined().write(toFile: baseline, atomically: true, encoding: .utf8)
            let deliveries = kept.filter { $0.contains(#""seq":"#) }.count
            let place = "\(baseline):\(kept.count + 1):1: delivery \(deliveries): the file ends after \(deliveries) deliveries"
            let fresh = try runTouchtape(["replay", folder + "/repo", "--db", folder + "/fresh.sqlite"], cwd: folder)
            #expect(fresh.status == 2)
            #expect(fresh.stderr.contains(place), "\(fresh.stderr)")
            let known = try runTouchtape(["import", folder + "/repo", "--db", folder + "/written.sqlite"], cwd: folder)
            #expect(known.status == 2)
            #expect(known.stderr.contains(place), "\(known.stderr)")
        }
    }
}
