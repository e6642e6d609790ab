import Foundation
import Testing
import TouchTapeCore

@testable import TouchTapeStore

/// Recognizers where they meet the store's other features (docs/store.md,
/// recognizers): baseline files, `merge` and `check`.
@Suite struct GestureStoreIntegrationTests {
    private func rows(_ store: Store, _ sql: String) throws -> [String] {
        var result: [String] = []
        let statement = try store.database.prepare(sql)
        let n = statement.columnCount
        try statement.forEachRow { row in
            result.append((0..<n).map { row.columnText($0) ?? "" }.joined(separator: "|"))
        }
        return result
    }

    private static let baselineName = "photo-viewer-taps.session.outcomes.ndjson"

    /// A repository holding the photo viewer fixture with its baseline file written by
    /// `accept --write` (its store is `s.sqlite`); returns the baseline file's delivery lines
    /// (after its first line, which names the scene content).
    private func repositoryWithBaselineFile(in folder: String) throws -> [String] {
        try FileManager.default.copyItem(atPath: fixture("gesture-photo-viewer"), toPath: folder + "/repo")
        let db = folder + "/s.sqlite"
        try #require(try runTouchtape(["replay", folder + "/repo", "--db", db], cwd: folder).status == 0)
        let accept = try runTouchtape(["accept", "--force", "1", "--write", "--db", db], cwd: folder)
        try #require(accept.status == 0, "\(accept.stderr)")
        let text = try String(contentsOfFile: folder + "/repo/" + Self.baselineName, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(#"{"format":"touchtape.baseline/1","scene":"gesture-photo-viewer","#) == true)
        return Array(lines.dropFirst())
    }

    /// Writes the delivery lines after the file's first line (kept).
    private func writeBaseline(_ lines: [String], in folder: String) throws {
        let path = folder + "/repo/" + Self.baselineName
        let header = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
        try (([header] + lines).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("docs/formats.md: accept --write of a scene with recognizers writes outcome /2 lines, which a fresh store takes as the baseline")
    func baselineFileOfAGestureSceneRoundTrips() throws {
        try withTemporaryFolder { folder in
            let lines = try repositoryWithBaselineFile(in: folder)
            #expect(lines.count == 14)
            #expect(lines.allSatisfy { $0.contains(#""withheld":"#) && $0.contains(#""gestures":"#) })
            #expect(lines.contains { $0.contains(#""kind":"timer""#) && $0.contains(#""gesture":"singleTap","state":"recognized""#) })
            let fresh = folder + "/fresh.sqlite"
            let replay = try runTouchtape(["replay", folder + "/repo", "--db", fresh], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
            #expect(replay.stdout.contains("14 deliveries, 0 changed"))
            let store = try Store(path: fresh)
            #expect(try rows(store, "SELECT engine_version FROM v_runs WHERE run = 1") == ["\(EngineConstants.engineVersion) (from a baseline file)"])
            #expect(try rows(store, "SELECT kind, withheld FROM v_outcomes WHERE run = 1 AND seq = 5 ORDER BY kind")
                    == ["cancel|", "cancel|", "touch|claimed"])
        }
    }

    @Test("docs/formats.md: a baseline file of a scene with recognizers may hold other timer, late and cancel rows than the engine gives now")
    func baselineFileMayHoldOtherVersionDependentRows() throws {
        try withTemporaryFolder { folder in
            let lines = try repositoryWithBaselineFile(in: folder)
            // As if recorded against a version whose recognizers passed no deadline at event 1.
            let fewer = lines.filter { !($0.hasPrefix(#"{"seq":1,"#) && ($0.contains(#""kind":"timer""#) || $0.contains(#""kind":"cancel""#))) }
            #expect(fewer.count == lines.count - 2)
            try writeBaseline(fewer, in: folder)
            let fresh = folder + "/fresh.sqlite"
            let replay = try runTouchtape(["replay", folder + "/repo", "--db", fresh], cwd: folder)
            // Lined up and taken as the baseline; the replay then names the differences: the
            // two rows the file lacks, and nothing after them (docs/formats.md "How two outcomes are compared").
            #expect(replay.status == 1, "\(replay.stdout)\(replay.stderr)")
            let store = try Store(path: fresh)
            #expect(try rows(store, "SELECT deliveries FROM v_runs WHERE run = 1") == ["12"])
            #expect(try rows(store, "SELECT seq, touch, phase, field, baseline, current FROM v_changes WHERE run = 2 AND field IN ('kind', 'touch')")
                    == ["1|||kind||timer", "1|1|cancelled|kind||cancel", "1|1|cancelled|touch||1"])
            #expect(try rows(store, "SELECT COUNT(DISTINCT seq) FROM v_changes WHERE run = 2") == ["1"])
            #expect(replay.stdout.contains("    event 1: kind null → timer; "
                                           + "gestures null → [doubleTap failed, singleTap recognized → photoVC.toggleChrome:] [baseline]"))
            #expect(replay.stdout.hasSuffix("touchtape: 0 sessions passed, 1 failed (2 of 14 deliveries changed)\n"))
        }
    }

    @Test("docs/formats.md, G17: a baseline file whose timer row comes before its event's own delivery is bad input with its line")
    func baselineFileTimerBeforeItsEventIsBadInput() throws {
        try withTemporaryFolder { folder in
            var lines = try repositoryWithBaselineFile(in: folder)
            // Deliveries 1 and 2 (lines 3 and 4, after the scene content's) are seq 1's touch
            // ended and its timer: swap them.
            try #require(lines[1].contains(#""kind":"touch""#) && lines[2].contains(#""kind":"timer""#))
            lines.swapAt(1, 2)
            try writeBaseline(lines, in: folder)
            let result = try runTouchtape(["replay", folder + "/repo", "--db", folder + "/fresh.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("\(Self.baselineName):4:1: delivery 2: it is seq 1 touch 1 ended, after a timer row of its seq"),
                    "\(result.stderr)")
        }
    }

    @Test("docs/formats.md: a baseline file row after the last event must name an event of the session")
    func baselineFileRowBeyondTheLastEventIsBadInput() throws {
        try withTemporaryFolder { folder in
            var lines = try repositoryWithBaselineFile(in: folder)
            let timer = try #require(lines.first { $0.contains(#""kind":"timer""#) })
            lines.append(timer.replacingOccurrences(of: #"{"seq":1,"#, with: #"{"seq":8,"#))
            try writeBaseline(lines, in: folder)
            let result = try runTouchtape(["replay", folder + "/repo", "--db", folder + "/fresh.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("delivery 14: it is seq 8 timer, but the session has only 8 events"), "\(result.stderr)")
        }
    }

    @Test("docs/formats.md: a baseline file of a scene without recognizers holds no timer row")
    func baselineFileOfAPlainSceneRefusesATimerRow() throws {
        try withTemporaryFolder { folder in
            let timer = try repositoryWithBaselineFile(in: folder).first { $0.contains(#""kind":"timer""#) }
            try FileManager.default.copyItem(atPath: fixture("tabbar-center-button"), toPath: folder + "/plain")
            let db = folder + "/plain.sqlite"
            try #require(try runTouchtape(["replay", folder + "/plain", "--db", db], cwd: folder).status == 0)
            try #require(try runTouchtape(["accept", "--force", "1", "--write", "--db", db], cwd: folder).status == 0)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/plain").filter { $0.hasSuffix(".outcomes.ndjson") }
            let file = folder + "/plain/" + (try #require(files.sorted().first))
            var lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
            // After the scene content's line and the first delivery.
            lines.insert((try #require(timer)).replacingOccurrences(of: #"{"seq":1,"#, with: #"{"seq":0,"#), at: 2)
            try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
            let result = try runTouchtape(["replay", folder + "/plain", "--db", folder + "/fresh.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains(":3:1: delivery 1: it is seq 0 timer, but the session's delivery 1 is seq"), "\(result.stderr)")
        }
    }

    @Test("docs/formats.md: merge copies the recognizers and each delivery's withheld and gestures")
    func mergeCopiesRecognizersAndGestureKeys() throws {
        try withTemporaryFolder { folder in
            let source = folder + "/source.sqlite", merged = folder + "/merged.sqlite"
            try #require(try runTouchtape(["import", fixture("gesture-photo-viewer"), "--db", source], cwd: folder).status == 0)
            let merge = try runTouchtape(["merge", merged, source], cwd: folder)
            #expect(merge.status == 0, "\(merge.stderr)")
            let queries = [
                "SELECT * FROM v_gestures ORDER BY scene, version, recognizer",
                "SELECT session, seq, kind, touch, withheld, gestures FROM v_outcomes ORDER BY run, session, seq, kind, touch",
            ]
            let (from, into) = (try Store(path: source), try Store(path: merged))
            for sql in queries {
                let expected = try rows(from, sql)
                #expect(!expected.isEmpty)
                #expect(try rows(into, sql) == expected, "\(sql)")
            }
            #expect(try rows(into, "SELECT count(*) FROM v_outcomes WHERE withheld IS NOT NULL") == ["4"])
            let replay = try runTouchtape(["replay", "--db", merged], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        }
    }

    @Test("docs/formats.md: accepting a replay run keeps the withheld and gestures of the rows it takes from the baseline")
    func acceptKeepsGestureKeysOfTheRowsItFillsIn() throws {
        try withTemporaryFolder { folder in
            let db = folder + "/s.sqlite"
            try #require(try runTouchtape(["import", fixture("gesture-photo-viewer"), "--db", db], cwd: folder).status == 0)
            try #require(try runTouchtape(["replay", "--db", db], cwd: folder).status == 0)
            // Run 2 stored no row of its own (nothing changed): accept fills it in from run 1.
            let accept = try runTouchtape(["accept", "2", "--db", db], cwd: folder)
            #expect(accept.status == 0, "\(accept.stderr)")
            let store = try Store(path: db)
            let sql = "SELECT seq, kind, touch, withheld, gestures FROM v_outcomes WHERE run = ? ORDER BY seq, kind, touch"
            let accepted = try rows(store, sql.replacingOccurrences(of: "?", with: "2"))
            #expect(accepted == (try rows(store, sql.replacingOccurrences(of: "?", with: "1"))))
            #expect(accepted.filter { $0.contains("|claimed|") || $0.contains("|delayed|") }.count == 4)
            #expect(try runTouchtape(["check", "--db", db], cwd: folder).status == 0)
        }
    }

    @Test("docs/cli.md check: a recognizer on a view its scene version lacks is a fault")
    func checkFindsARecognizerOnAMissingView() throws {
        try withTemporaryFolder { folder in
            let db = folder + "/s.sqlite"
            try #require(try runTouchtape(["import", fixture("gesture-photo-viewer"), "--db", db], cwd: folder).status == 0)
            let sound = try runTouchtape(["check", "--db", db], cwd: folder)
            #expect(sound.status == 0, "\(sound.stdout)\(sound.stderr)")
            #expect(sound.stdout.contains("scene versions: every view and recognizer belongs to its version"))
            do {
                let store = try Store(path: db)
                try store.database.execute("UPDATE scene_gestures SET view = 'nowhere' WHERE recognizer = 'doubleTap'")
            }
            let damaged = try runTouchtape(["check", "--db", db], cwd: folder)
            #expect(damaged.status == 3)
            #expect(damaged.stdout.contains("gesture-photo-viewer@1: recognizer doubleTap's view nowhere is not a view of that version"),
                    "\(damaged.stdout)")
        }
    }
}
