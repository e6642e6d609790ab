import Foundation
import Testing

/// Issue #23, item 2: a baseline file names the scene content it was made against (its first
/// line), and the baseline run a store makes from it is recorded against that scene version,
/// never a guessed one; a content the store does not have is bad input, said so. A file
/// without that line (written before) is read as made against the version the session is
/// dispatched against, and the import says so.
@Suite struct BaselineFileSceneVersionTests {
    /// docs/ci.md's CI flow on a repository folder: the checkout scene with its button at x 100,
    /// sessions `pay` and `pay-twice`, replayed into the cache; then the button moved to x 200,
    /// replayed (red) and accepted with --write. `stale` is a copy of the cache from before the
    /// move (another branch's cache). Returns (repo, cache, stale).
    static func acceptedLayoutChange(in folder: String) throws -> (repo: String, cache: String, stale: String) {
        let repo = folder + "/repo"
        try write(CIHistoryTests.scene(buttonX: 100), to: "repo/checkout/scene.json", in: folder)
        try write(CIHistoryTests.session(name: "pay"), to: "repo/checkout/pay.json", in: folder)
        try write(CIHistoryTests.session(name: "pay-twice"), to: "repo/checkout/pay-twice.json", in: folder)
        let cache = folder + "/cache/touchtape.sqlite", stale = folder + "/stale/touchtape.sqlite"
        #expect(try runTouchtape(["replay", repo, "--db", cache], cwd: folder).status == 0)
        #expect(try runTouchtape(["replay", repo, "--db", stale], cwd: folder).status == 0)
        try write(CIHistoryTests.scene(buttonX: 200), to: "repo/checkout/scene.json", in: folder)
        #expect(try runTouchtape(["replay", repo, "--db", cache], cwd: folder).status == 1)
        let accepted = try runTouchtape(["accept", "--write", "--db", cache], cwd: folder)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        return (repo, cache, stale)
    }

    static func sqlite(_ db: String, _ sql: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [db, sql]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return lines(String(decoding: data, as: UTF8.self))
    }

    static func firstLine(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")[0]
    }

    @Test("accept --write names the scene content the run was made against on the file's first line")
    func acceptWriteNamesTheSceneContent() throws {
        try withTemporaryFolder { folder in
            let (repo, cache, _) = try Self.acceptedLayoutChange(in: folder)
            let hash = try #require(try Self.sqlite(cache, "SELECT content_hash FROM v_scenes WHERE scene = 'checkout' AND version = 2").first)
            #expect(try Self.firstLine(repo + "/checkout/pay.outcomes.ndjson")
                    == #"{"format":"touchtape.baseline/1","scene":"checkout","sceneContentHash":"\#(hash)"}"#)
        }
    }

    @Test("A cache that holds an older scene version records the baseline read from the file against the file's version (v_runs)")
    func staleCacheRecordsTheFilesVersion() throws {
        try withTemporaryFolder { folder in
            let (repo, _, stale) = try Self.acceptedLayoutChange(in: folder)
            let replay = try runTouchtape(["replay", repo, "--db", stale], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
            #expect(replay.stdout.contains("made against checkout@2"), "\(replay.stdout)")
            // Runs 1 and 2 were made against version 1; the file's outcomes are version 2's.
            let fromFile = try Self.sqlite(stale, """
                SELECT DISTINCT scene_version, engine_version FROM v_runs WHERE engine_version LIKE '%baseline file%'
                """)
            #expect(fromFile.count == 1)
            #expect(fromFile.first.map { $0.hasPrefix("2|") && $0.hasSuffix(" (from a baseline file)") } == true, "\(fromFile)")
        }
    }

    @Test("A fresh store records the baseline read from the file against the version of the content the file names")
    func freshStoreRecordsTheFilesVersion() throws {
        try withTemporaryFolder { folder in
            let (repo, _, _) = try Self.acceptedLayoutChange(in: folder)
            let fresh = folder + "/fresh/touchtape.sqlite"
            let replay = try runTouchtape(["replay", repo, "--db", fresh], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
            let named = try Self.firstLine(repo + "/checkout/pay.outcomes.ndjson")
            let recorded = try Self.sqlite(fresh, """
                SELECT DISTINCT s.content_hash FROM v_runs r JOIN v_scenes s ON s.scene = r.scene AND s.version = r.scene_version
                WHERE r.kind = 'baseline'
                """)
            #expect(recorded.count == 1)
            #expect(named.contains(#""sceneContentHash":"\#(recorded.first ?? "-")""#))
        }
    }

    @Test("A baseline file made against a scene content the store does not have is bad input that says so, not guessed")
    func unknownSceneContentIsBadInput() throws {
        try withTemporaryFolder { folder in
            let (repo, _, _) = try Self.acceptedLayoutChange(in: folder)
            // The layout changed again after the accept: a fresh store has only the new content.
            try write(CIHistoryTests.scene(buttonX: 300), to: "repo/checkout/scene.json", in: folder)
            let baseline = repo + "/checkout/pay-twice.outcomes.ndjson"  // imported first (sorted paths)
            let first = try Self.firstLine(baseline)
            let value = try #require(first.range(of: #""sceneContentHash":"#)).upperBound
            let place = "\(baseline):1:\(first.utf8.distance(from: first.startIndex, to: value) + 1)"
            let replay = try runTouchtape(["replay", repo, "--db", folder + "/fresh.sqlite"], cwd: folder)
            #expect(replay.status == 2)
            #expect(replay.stderr.contains("touchtape: error: \(place): session \"pay-twice\": the file's outcomes were made against "
                                           + "a content of scene \"checkout\""), "\(replay.stderr)")
            #expect(replay.stderr.contains("that the store does not have"))
        }
    }

    @Test("A baseline file without the scene line (written before) is read as made against the version the session is dispatched against, and the import says so")
    func fileWithoutSceneLineAssumesTheDispatchedVersion() throws {
        try withTemporaryFolder { folder in
            let (repo, _, stale) = try Self.acceptedLayoutChange(in: folder)
            for name in ["pay", "pay-twice"] {
                let path = repo + "/checkout/\(name).outcomes.ndjson"
                let rows = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").dropFirst()
                try rows.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            }
            let replay = try runTouchtape(["replay", repo, "--db", stale], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
            #expect(replay.stdout.contains("taken as made against checkout@2, the version the session is dispatched against: "
                                           + "the file names no scene content"), "\(replay.stdout)")
            // The current version (2), no longer the version the session was first recorded against (1).
            let fromFile = try Self.sqlite(stale, "SELECT DISTINCT scene_version FROM v_runs WHERE engine_version LIKE '%baseline file%'")
            #expect(fromFile == ["2"])
        }
    }

    @Test("A baseline file whose first line names another scene than its session's is bad input at that place")
    func sceneLineOfAnotherSceneIsBadInput() throws {
        try withTemporaryFolder { folder in
            let (repo, _, _) = try Self.acceptedLayoutChange(in: folder)
            let baseline = repo + "/checkout/pay.outcomes.ndjson"
            let text = try String(contentsOfFile: baseline, encoding: .utf8)
            try text.replacingOccurrences(of: #""scene":"checkout""#, with: #""scene":"cart""#)
                .write(toFile: baseline, atomically: true, encoding: .utf8)
            let replay = try runTouchtape(["replay", repo, "--db", folder + "/fresh.sqlite"], cwd: folder)
            #expect(replay.status == 2)
            #expect(replay.stderr.contains("\(baseline):1:42: session \"pay\": the file's outcomes were made against scene \"cart\", "
                                           + "but the session is of scene \"checkout\""), "\(replay.stderr)")
        }
    }
}
