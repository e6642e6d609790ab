import Foundation
import Testing

/// Issue #16: `replay --shard I/N` in N concurrent processes, then `merge`, reads as one
/// replay in one store.
@Suite struct ShardMergeTests {
    /// `CIHistoryTests.scene`'s button (x 100…300 in version 1, 200…400 in version 2) and
    /// `count` sessions tapping it 1 to 13 times at x 120…279: the taps left of 200 miss the
    /// button after the layout change.
    static func writeRepository(in folder: String, sessions count: Int) throws -> String {
        let repo = folder + "/repo"
        try write(CIHistoryTests.scene(buttonX: 100), to: "repo/scene.json", in: folder)
        for i in 0..<count {
            let x = 120 + (i * 37) % 160
            var text = #"{"format":"touchtape.session/1","name":"tap-\#(i)","scene":"checkout"}"# + "\n"
            for tap in 0..<(1 + (i * 7) % 13) {
                let t = Double(tap) * 0.5
                text += #"{"t":\#(t),"touches":[{"touch":1,"phase":"began","x":\#(x),"y":520}]}"# + "\n"
                text += #"{"t":\#(t + 0.1),"touches":[{"touch":1,"phase":"ended","x":\#(x),"y":520}]}"# + "\n"
            }
            try write(text, to: "repo/sessions/tap-\(i).ndjson", in: folder)
        }
        return repo
    }

    /// A base store with the repository imported, then the layout change written to the
    /// repository (not imported yet).
    static func prepareBase(in folder: String, sessions: Int) throws -> (repo: String, base: String) {
        let repo = try writeRepository(in: folder, sessions: sessions)
        let base = folder + "/base.sqlite"
        let imported = try runTouchtape(["import", repo, "--db", base], cwd: folder)
        try #require(imported.status == 0, "\(imported.stderr)")
        try write(CIHistoryTests.scene(buttonX: 200), to: "repo/scene.json", in: folder)
        return (repo, base)
    }

    /// Copies the base store to `name`, as a CI job restoring the cached store does.
    static func copy(_ base: String, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: base, toPath: path)
        return path
    }

    /// Runs `replay repo --shard i/count --label label --json` on each store at once.
    static func replayShards(_ repo: String, stores: [String], label: String, in folder: String) throws -> [CommandResult] {
        let processes = try stores.enumerated().map { index, db in
            try TouchtapeProcess(["replay", repo, "--shard", "\(index + 1)/\(stores.count)", "--label", label, "--json", "--db", db],
                                 cwd: folder)
        }
        return try processes.map { try $0.wait() }
    }

    /// Every public view a report reads, run ids and times left out, in a stable order.
    static func viewRows(_ db: String) throws -> [String: [String]] {
        [
            "v_run_summary": try sqlite(db, """
                SELECT kind, label, engine_version, sessions, deliveries, changed, changed_baseline, changed_expect, failed_sessions
                FROM v_run_summary ORDER BY run
                """),
            "v_runs": try sqlite(db, """
                SELECT kind, label, session, scene, scene_version, deliveries, changed, changed_baseline, changed_expect
                FROM v_runs ORDER BY run, session
                """),
            "v_outcomes": try sqlite(db, """
                SELECT r.kind, o.session, o.seq, o.kind, o.touch, o.phase, o.window, o.hit_view, o.view, o.handled_by, o.chain,
                       o.control_events, o.dropped, o.first_responder
                FROM v_outcomes o JOIN runs r ON r.id = o.run ORDER BY o.run, o.session, o.seq, o.touch
                """),
            "v_changes": try sqlite(db, """
                SELECT source, session, seq, touch, phase, field, baseline, current FROM v_changes
                ORDER BY run, session, seq, touch, field, source
                """),
            "v_scenes": try sqlite(db, "SELECT scene, version, current, content_hash, views FROM v_scenes ORDER BY scene, version"),
            "v_sessions": try sqlite(db, "SELECT session, scene, scene_version, events, touches FROM v_sessions ORDER BY session"),
        ]
    }

    /// The replay run labelled `label` (the only one of that label in `db`).
    static func replayRun(labelled label: String, in db: String) throws -> String {
        let runs = try sqlite(db, "SELECT run FROM v_run_summary WHERE kind = 'replay' AND label = '\(label)'")
        return try #require(runs.count == 1 ? runs.first : nil, "one replay run labelled \(label): \(runs)")
    }

    /// `report RUN --json` with the run id left out (keys sorted; the arrays keep their order).
    static func reportJSON(_ run: String, db: String, in folder: String) throws -> String {
        let report = try runTouchtape(["report", run, "--json", "--db", db], cwd: folder)
        try #require(report.status <= 1, "\(report.stderr)")
        var document = try parseJSONObject(report.stdout)
        #expect(document["run"] as? Int == Int(run))
        document["run"] = nil
        let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// `report RUN --max-lines 0` with the run id (in "replay run N" and "touchtape report N")
    /// written as `#`.
    static func reportText(_ run: String, db: String, in folder: String) throws -> String {
        let report = try runTouchtape(["report", run, "--max-lines", "0", "--db", db], cwd: folder)
        try #require(report.status <= 1, "\(report.stderr)")
        #expect(report.stdout.contains("replay run \(run)"))
        return report.stdout
            .replacingOccurrences(of: "replay run \(run)", with: "replay run #")
            .replacingOccurrences(of: "touchtape report \(run) ", with: "touchtape report # ")
    }

    @Test("120 sessions replayed as 4 concurrent shards and merged equal one replay (views, JSON and text reports, run ids and times aside)")
    func shardedReplayMergedEqualsASingleReplay() throws {
        try withTemporaryFolder { folder in
            let (repo, base) = try Self.prepareBase(in: folder, sessions: 120)
            let single = try Self.copy(base, to: "single.sqlite", in: folder)
            let whole = try runTouchtape(["replay", repo, "--label", "abc123", "--json", "--db", single], cwd: folder)
            try #require(whole.status == 1, "the layout change moves some taps off the button: \(whole.stderr)")

            let shards = try (1...4).map { try Self.copy(base, to: "shard-\($0)/touchtape.sqlite", in: folder) }
            let results = try Self.replayShards(repo, stores: shards, label: "abc123", in: folder)
            for result in results { #expect(result.status <= 1, "\(result.stderr)") }
            #expect(results.allSatisfy { !$0.stdout.isEmpty })

            let merged = folder + "/merged/touchtape.sqlite"
            let merge = try runTouchtape(["merge", merged] + shards, cwd: folder)
            try #require(merge.status == 0, "\(merge.stderr)")

            let expected = try Self.viewRows(single)
            let found = try Self.viewRows(merged)
            for (view, rows) in expected {
                #expect(found[view] == rows, "\(view) differs after the merge")
            }
            #expect(try sqlite(merged, "SELECT COUNT(*) FROM v_run_summary WHERE kind = 'replay'") == ["1"])
            #expect((expected["v_changes"] ?? []).count > 0)
            // The merged run's reports are the single run's, as `touchtape report` gives them.
            let singleRun = try Self.replayRun(labelled: "abc123", in: single)
            let mergedRun = try Self.replayRun(labelled: "abc123", in: merged)
            let singleJSON = try Self.reportJSON(singleRun, db: single, in: folder)
            #expect(singleJSON.contains(#""differences":[{"#), "the layout change is in the report: \(singleJSON.prefix(300))")
            #expect(try Self.reportJSON(mergedRun, db: merged, in: folder) == singleJSON)
            let singleText = try Self.reportText(singleRun, db: single, in: folder)
            #expect(singleText.contains("failed sessions:"))
            #expect(try Self.reportText(mergedRun, db: merged, in: folder) == singleText)
            let reportStatus = try runTouchtape(["report", mergedRun, "--db", merged], cwd: folder).status
            #expect(reportStatus == 1, "the merged run found the differences")
            let check = try runTouchtape(["check", "--db", merged], cwd: folder)
            #expect(check.status == 0, "\(check.stdout)")
        }
    }

    @Test func everyShardReplaysADisjointPartOfTheSessionsAndTogetherAllOfThem() throws {
        try withTemporaryFolder { folder in
            let (repo, base) = try Self.prepareBase(in: folder, sessions: 30)
            let shards = try (1...3).map { try Self.copy(base, to: "s\($0).sqlite", in: folder) }
            _ = try Self.replayShards(repo, stores: shards, label: "L", in: folder)
            var seen: [String] = []
            for shard in shards {
                seen += try sqlite(shard, "SELECT session FROM v_runs WHERE kind = 'replay'")
            }
            #expect(seen.count == 30)
            #expect(Set(seen).count == 30)
        }
    }

    @Test("--shard outside 1 ≤ I ≤ N is bad usage (64)", arguments: ["0/4", "5/4", "4", "a/4"])
    func badShardIsUsage(shard: String) throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["replay", "--shard", shard, "--db", db], cwd: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--shard"))
        }
    }

    @Test func anEmptyShardReplaysNothingAndSucceeds() throws {
        try withTemporaryFolder { folder in
            let (repo, base) = try Self.prepareBase(in: folder, sessions: 2)
            let result = try runTouchtape(["replay", repo, "--shard", "3/3", "--db", base], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("shard 3/3: 0 of 2 sessions (none falls in this shard: nothing replayed)"))
            #expect(try sqlite(base, "SELECT COUNT(*) FROM runs WHERE kind = 'replay'") == ["0"])
        }
    }

    @Test func mergingTheSameStoresTwiceChangesNothing() throws {
        try withTemporaryFolder { folder in
            let (repo, base) = try Self.prepareBase(in: folder, sessions: 12)
            let shards = try (1...2).map { try Self.copy(base, to: "s\($0).sqlite", in: folder) }
            _ = try Self.replayShards(repo, stores: shards, label: "L", in: folder)
            let merged = try Self.copy(base, to: "merged.sqlite", in: folder)
            let first = try runTouchtape(["merge", merged] + shards, cwd: folder)
            try #require(first.status == 0, "\(first.stderr)")
            let once = try Self.viewRows(merged)
            let tables = "SELECT (SELECT COUNT(*) FROM runs), (SELECT COUNT(*) FROM run_sessions), (SELECT COUNT(*) FROM outcomes), "
                + "(SELECT COUNT(*) FROM changes), (SELECT COUNT(*) FROM scene_versions), (SELECT COUNT(*) FROM sessions)"
            let rowsOnce = try sqlite(merged, tables)
            let again = try runTouchtape(["merge", merged] + shards + [base], cwd: folder)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(lines(again.stdout).count == 3)
            #expect(lines(again.stdout).allSatisfy { $0.contains("(0 new), ") && $0.contains("(0 new, 0 joined a run of their label,") },
                    "\(again.stdout)")
            #expect(try Self.viewRows(merged) == once)
            #expect(try sqlite(merged, tables) == rowsOnce)
        }
    }

    @Test func aSessionWithTwoContentsIsBadInputNamingBothStoresAndNothingIsMerged() throws {
        try withTemporaryFolder { folder in
            let (repo, base) = try Self.prepareBase(in: folder, sessions: 3)
            let other = try Self.copy(base, to: "other.sqlite", in: folder)
            try write(CIHistoryTests.session(name: "tap-1", x: 333), to: "changed/tap-1.json", in: folder)
            let replaced = try runTouchtape(["import", "--replace", folder + "/changed", "--db", other], cwd: folder)
            try #require(replaced.status == 0, "\(replaced.stderr)")
            _ = try runTouchtape(["replay", repo, "--db", base], cwd: folder)
            let before = try Data(contentsOf: URL(fileURLWithPath: base))
            let result = try runTouchtape(["merge", base, other], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains(other) && result.stderr.contains(base) && result.stderr.contains("\"tap-1\""),
                    "\(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: base)) == before)
        }
    }

    @Test func runsOfOneLabelThatShareSessionsWithOtherResultsAreBadInput() throws {
        try withTemporaryFolder { folder in
            let (repo, base) = try Self.prepareBase(in: folder, sessions: 4)
            let a = try Self.copy(base, to: "a.sqlite", in: folder)
            let b = try Self.copy(base, to: "b.sqlite", in: folder)
            _ = try runTouchtape(["replay", repo, "--label", "L", "--db", a], cwd: folder)
            try write(CIHistoryTests.scene(buttonX: 100), to: "repo/scene.json", in: folder)
            _ = try runTouchtape(["replay", repo, "--label", "L", "--db", b], cwd: folder)
            let merged = folder + "/merged.sqlite"
            let result = try runTouchtape(["merge", merged, a, b], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("labelled \"L\""), "\(result.stderr)")
            // docs/cli.md: the failed merge leaves no store behind (it used to leave one without
            // runs).
            #expect(!FileManager.default.fileExists(atPath: merged))
        }
    }

    @Test func mergeNeedsAStoreToMerge() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["merge", folder + "/into.sqlite"], cwd: folder)
            #expect(result.status == 64)
            let missing = try runTouchtape(["merge", folder + "/into.sqlite", folder + "/nothing.sqlite"], cwd: folder)
            #expect(missing.status == 3)
            #expect(missing.stderr.contains("nothing.sqlite"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/into.sqlite"))
        }
    }

    @Test func aMergeKilledPartWayLeavesTheStoreAsItWas() throws {
        try withTemporaryFolder { folder in
            let (repo, base) = try Self.prepareBase(in: folder, sessions: 3)
            // A source big enough that the merge spills pages into the -wal file before it commits:
            // well over SQLite's 2 MB page cache (events are stored 256 to a row since level 8, so
            // 4 × 3,000 taps no longer were, and the -wal then appeared only at the commit).
            let big = try Self.copy(base, to: "big.sqlite", in: folder)
            for index in 0..<4 {
                try write(FaultInjectionTests.bigSession(name: "big-\(index)", taps: 15_000), to: "more/big-\(index).ndjson", in: folder)
            }
            let imported = try runTouchtape(["replay", repo, folder + "/more", "--db", big], cwd: folder)
            try #require(imported.status <= 1, "\(imported.stderr)")
            let before = try Self.viewRows(base)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: base))

            let merge = Process()
            merge.executableURL = try requireTouchtapeBinary()
            merge.arguments = ["merge", base, big]
            merge.standardOutput = FileHandle.nullDevice
            merge.standardError = FileHandle.nullDevice
            try merge.run()
            var killed = false
            while merge.isRunning {
                let attributes = try? FileManager.default.attributesOfItem(atPath: base + "-wal")
                if let size = attributes?[.size] as? Int, size > 0 {
                    kill(merge.processIdentifier, SIGKILL)
                    killed = true
                    break
                }
                usleep(200)
            }
            merge.waitUntilExit()
            try #require(killed, "the merge ended before it wrote anything to kill it in")
            #expect(merge.terminationReason == .uncaughtSignal)
            #expect(try Self.viewRows(base) == before)
            #expect(try Data(contentsOf: URL(fileURLWithPath: base)) == bytes)
            let check = try runTouchtape(["check", "--db", base], cwd: folder)
            #expect(check.status == 0, "\(check.stdout)")
        }
    }
}

/// The local run of the example workflow (docs/ci/github-actions.yml) passes, twice: the
/// second time on the store the first one cached (where the merged run refers to baselines
/// of every shard).
@Suite struct CIShardsLocalScriptTests {
    @Test func theWorkflowStepsRunLocallyWithThreeShardsTwice() throws {
        let binary = try requireTouchtapeBinary()
        try withTemporaryFolder { folder in
            for round in 1...2 {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["bash", packageRoot.path + "/scripts/ci-shards-local", "-n", "3", "-w", folder + "/work",
                                     "-b", binary.path, fixturesPath]
                process.environment = ProcessInfo.processInfo.environment.merging(["LABEL": "round-\(round)"]) { _, new in new }
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round)")
                let summary = try String(contentsOfFile: folder + "/work/merged/summary.txt", encoding: .utf8)
                // The script itself fails unless the merged run covers every chosen session.
                #expect(summary.hasPrefix("merged run ") && summary.contains("(round-\(round)): "), "\(summary)")
                #expect(summary.contains(" 0 changed"), "\(summary)")
                // The merge job's reports, as `touchtape report RUN --junit … --report …` wrote them.
                let junit = try String(contentsOfFile: folder + "/work/merged/junit.xml", encoding: .utf8)
                #expect(junit.contains("<testsuite"), "\(junit.prefix(200))")
                #expect(FileManager.default.fileExists(atPath: folder + "/work/merged/report.html"))
            }
            let runs = try sqlite(folder + "/work/cache/touchtape.sqlite",
                                  "SELECT label, sessions FROM v_run_summary WHERE kind = 'replay' ORDER BY run")
            #expect(runs.map { $0.split(separator: "|").first.map(String.init) } == ["round-1", "round-2"])
            #expect(Set(runs.map { $0.split(separator: "|").last.map(String.init) }).count == 1)
        }
    }
}
