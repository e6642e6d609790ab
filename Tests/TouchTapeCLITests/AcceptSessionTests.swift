import Foundation
import Testing

/// `accept [RUN] --session NAME…` (issue #23, item 10): only the named sessions of the run get
/// its outcomes as their baseline; the others keep theirs, and `--write` writes only the
/// named sessions' baseline files.
@Suite struct AcceptSessionTests {
    /// A repository with sessions `pay` and `pay-twice`, replayed, then the button moved and
    /// replayed again (run 3: both sessions changed). Returns the store.
    static func storeWithAChangedRun(in folder: String) throws -> String {
        try write(CIHistoryTests.scene(buttonX: 100), to: "repo/scene.json", in: folder)
        try write(CIHistoryTests.session(name: "pay"), to: "repo/pay.json", in: folder)
        try write(CIHistoryTests.session(name: "pay-twice"), to: "repo/pay-twice.json", in: folder)
        let db = folder + "/s.sqlite"
        #expect(try runTouchtape(["replay", folder + "/repo", "--db", db], cwd: folder).status == 0)
        try write(CIHistoryTests.scene(buttonX: 200), to: "repo/scene.json", in: folder)
        #expect(try runTouchtape(["replay", folder + "/repo", "--db", db], cwd: folder).status == 1)
        return db
    }

    /// Each stored session's baseline run.
    static func baselineRuns(db: String, folder: String) throws -> [String: Int] {
        let listed = try runTouchtape(["sessions", "--db", db, "--json"], cwd: folder)
        let sessions = try #require(try parseJSONObject(listed.stdout)["sessions"] as? [[String: Any]])
        var runs: [String: Int] = [:]
        for s in sessions { if let name = s["session"] as? String { runs[name] = s["baselineRun"] as? Int } }
        return runs
    }

    @Test("accept --session NAME --write accepts only that session and writes only its baseline file; the other keeps its baseline")
    func acceptSessionTakesOnlyTheNamedSessions() throws {
        try withTemporaryFolder { folder in
            let db = try Self.storeWithAChangedRun(in: folder)
            #expect(try Self.baselineRuns(db: db, folder: folder) == ["pay": 1, "pay-twice": 1])
            let accepted = try runTouchtape(["accept", "3", "--session", "pay", "--write", "--db", db], cwd: folder)
            #expect(accepted.status == 0, "\(accepted.stderr)")
            #expect(accepted.stdout.contains("run 3 is now the baseline of 1 session"))
            #expect(!accepted.stdout.contains("pay-twice"))
            #expect(try Self.baselineRuns(db: db, folder: folder) == ["pay": 3, "pay-twice": 1])
            #expect(FileManager.default.fileExists(atPath: folder + "/repo/pay.outcomes.ndjson"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/repo/pay-twice.outcomes.ndjson"))
            // The next replay: pay passes against its new baseline, pay-twice still differs.
            let again = try runTouchtape(["replay", folder + "/repo", "--db", db, "--json"], cwd: folder)
            #expect(again.status == 1)
            let differences = try #require(try parseJSONObject(again.stdout)["differences"] as? [[String: Any]])
            #expect(Set(differences.compactMap { $0["session"] as? String }) == ["pay-twice"])
        }
    }

    @Test("accept --session may repeat; with every session of the run named it is a plain accept")
    func acceptSessionRepeats() throws {
        try withTemporaryFolder { folder in
            let db = try Self.storeWithAChangedRun(in: folder)
            let accepted = try runTouchtape(["accept", "--session", "pay-twice", "--session", "pay", "--db", db], cwd: folder)
            #expect(accepted.status == 0, "\(accepted.stderr)")
            #expect(try Self.baselineRuns(db: db, folder: folder) == ["pay": 3, "pay-twice": 3])
        }
    }

    @Test("accept --session naming a session the run does not cover is bad input, and nothing is accepted")
    func acceptSessionNotInTheRunIsBadInput() throws {
        try withTemporaryFolder { folder in
            let db = try Self.storeWithAChangedRun(in: folder)
            let before = try Data(contentsOf: URL(fileURLWithPath: db))
            let refused = try runTouchtape(["accept", "--session", "pay", "--session", "pya", "--db", db], cwd: folder)
            #expect(refused.status == 2)
            #expect(refused.stderr.contains(#"run 3: does not cover session "pya"; it covers "pay", "pay-twice""#), "\(refused.stderr)")
            #expect(try Self.baselineRuns(db: db, folder: folder) == ["pay": 1, "pay-twice": 1])
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        }
    }
}
