import Foundation
import Testing
import TouchTapeCore

@testable import TouchTapeStore

/// docs/store.md: "Questions a user should be able to answer with one SELECT over these views".
///
/// docs/store.md shows these queries ("Questions and the queries that answer them"), one per
/// question; keep the two in step. They use only the public views and stock SQLite.
enum ReadmeQueries {
    /// Which sessions changed outcome in the newest replay, and at which events? (A change of
    /// outcome is a difference from the baseline; disagreements with `expect` are not.)
    static let changedInNewestReplay = """
        SELECT session, seq, touch, phase, field, baseline, current
        FROM v_changes
        WHERE source = 'baseline' AND run = (SELECT MAX(run) FROM v_runs WHERE kind = 'replay')
        ORDER BY session, seq, touch, field;
        """

    /// For view `centerButton`, how many touches did it handle in each scene version? A touch
    /// is a `began` delivery (session, event, touch id: touch ids are reused), counted once
    /// however many runs dispatched it against that version.
    static let touchesHandledByViewPerVersion = """
        SELECT r.scene, r.scene_version, COUNT(DISTINCT o.session || '/' || o.seq || '/' || o.touch) AS touches
        FROM v_outcomes o JOIN v_runs r ON r.run = o.run AND r.session = o.session
        WHERE o.handled_by = 'centerButton' AND o.kind = 'touch' AND o.phase = 'began'
        GROUP BY r.scene, r.scene_version
        ORDER BY r.scene, r.scene_version;
        """

    /// Since which scene version has session `tabbar-center-button-taps` differed from its
    /// baseline? (Differences from the baseline only: `v_runs.changed` also counts
    /// disagreements with `expect` entries.)
    /// Compared with its current baseline only: an accept starts the story again.
    static let differingSinceVersion = """
        SELECT c.session, MIN(r.scene_version) AS since_version
        FROM v_changes c JOIN v_runs r ON r.run = c.run AND r.session = c.session
        WHERE c.session = 'tabbar-center-button-taps' AND c.source = 'baseline'
          AND c.baseline_run = (SELECT baseline_run FROM v_sessions WHERE session = c.session)
        GROUP BY c.session;
        """

    /// Which touches were discarded (handled by nobody), per run? One row a touch (its
    /// `began` delivery); `dropped` says when it was never delivered at all.
    static let discardedTouchesPerRun = """
        SELECT run, session, seq, touch, view, dropped
        FROM v_outcomes
        WHERE kind = 'touch' AND phase = 'began' AND handled_by IS NULL
        ORDER BY run, session, seq;
        """

    /// Which commit (label) did run 2 test, and with what result?
    static let labelOfRun = """
        SELECT run, label, started_at, failed_sessions, changed_baseline, changed_expect
        FROM v_run_summary WHERE run = 2;
        """

    /// Which runs failed since commit `abc123` (its first run included)?
    static let failedRunsSinceLabel = """
        SELECT run, label, failed_sessions, changed_baseline, changed_expect
        FROM v_run_summary
        WHERE kind = 'replay' AND failed_sessions > 0
          AND run >= (SELECT MIN(run) FROM v_run_summary WHERE label = 'abc123')
        ORDER BY run;
        """

    /// When was session `pay`'s baseline last accepted, and from which run?
    static let lastAccept = """
        SELECT accepted_at, run, previous_baseline_run, written
        FROM v_accepts WHERE session = 'pay'
        ORDER BY accepted_at DESC, run DESC LIMIT 1;
        """

    /// Every query above, as docs/store.md must show them.
    static var all: [String] {
        [changedInNewestReplay, touchesHandledByViewPerVersion, differingSinceVersion, discardedTouchesPerRun,
         labelOfRun, failedRunsSinceLabel, lastAccept, neverReachedInCurrentVersion, movedBetweenVersions,
         recognizersFiredInNewestRun]
    }

    /// Which targets of each scene's current version did no delivery reach? (Issue #23, item 3:
    /// versions not current, and a current version no stored session was run against, left out.)
    static let neverReachedInCurrentVersion = """
        SELECT scene, version, responder, target
        FROM v_coverage
        WHERE current = 1 AND deliveries = 0 AND sessions > 0
        ORDER BY scene, responder, target;
        """

    /// Which recognizers fired in the newest run, and how often? (docs/formats.md)
    static let recognizersFiredInNewestRun = """
        SELECT recognizer, state, COUNT(*) FROM v_gesture_transitions
        WHERE run = (SELECT MAX(run) FROM v_runs) AND state <> 'failed'
        GROUP BY recognizer, state ORDER BY recognizer, state;
        """

    /// What moved between versions 1 and 2 of scene `checkout`? (Frames side by side.)
    static let movedBetweenVersions = """
        SELECT a.responder,
               a.x AS x_before, a.y AS y_before, a.width AS width_before, a.height AS height_before,
               b.x AS x_after, b.y AS y_after, b.width AS width_after, b.height AS height_after
        FROM v_responders a
        JOIN v_responders b ON b.scene = a.scene AND b.responder = a.responder
        WHERE a.scene = 'checkout' AND a.version = 1 AND b.version = 2
          AND (a.x IS NOT b.x OR a.y IS NOT b.y OR a.width IS NOT b.width OR a.height IS NOT b.height)
        ORDER BY a.responder;
        """
}

/// A query's column names and rows (values as text, NULL as "NULL").
struct QueryResult {
    var columns: [String]
    var rows: [[String]]
}

func query(_ sql: String, in database: Database) throws -> QueryResult {
    let statement = try database.prepare(sql)
    let columns = (0..<statement.columnCount).map { statement.columnName($0) }
    var rows: [[String]] = []
    try statement.forEachRow { row in
        rows.append((0..<row.columnCount).map { index in
            switch row.columnValue(index) {
            case .null: "NULL"
            case .integer(let value): String(value)
            case .real(let value): String(value)
            case .text(let value): value
            case .blob(let bytes): "blob(\(bytes.count))"
            }
        })
    }
    return QueryResult(columns: columns, rows: rows)
}

@Suite struct StoreViewQueryTests {
    /// A store made by importing every fixture (in-process, as `touchtape import Fixtures`).
    static func withFixtureStore<T>(_ body: (Store) throws -> T) throws -> T {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            try importPaths([fixturePath()], into: store)
            return try body(store)
        }
    }

    /// The fixture store, then a replay of `tabbar-center-button-taps` after version 1 of its
    /// scene was imported again (so it is current): the overhang tap (events 0 and 1) now goes
    /// to cell7, where the baseline (version 2) had centerButton. Made with the binary.
    static func withReplayedStore<T>(_ body: (Database) throws -> T) throws -> T {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            let steps: [[String]] = [
                ["import", fixturePath()],
                ["import", fixturePath("tabbar-center-button/scene-1-before-override.json")],
            ]
            for step in steps {
                let result = try runTouchtape(step + ["--db", db], cwd: folder)
                try #require(result.status == 0, "\(step): \(result.stderr)")
            }
            let replay = try runTouchtape(["replay", "--session", "tabbar-center-button-taps", "--db", db], cwd: folder)
            try #require(replay.status == 1, "replay should find differences: \(replay.stdout) \(replay.stderr)")
            let database = try Database(path: db)
            defer { database.close() }
            return try body(database)
        }
    }

    /// A store whose newest replay disagrees with a session's `expect` entry (it expects
    /// viewA where the engine has always said viewE) but not with its baseline.
    static func withExpectOnlyDisagreement<T>(_ body: (Database) throws -> T) throws -> T {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            let session = try writeFile("""
                { "format": "touchtape.session/1", "name": "wrong-expect", "scene": "hit-test-a-to-e",
                  "events": [ { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 240, "y": 340 } ],
                                "expect": [ { "touch": 1, "view": "viewA" } ] },
                              { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 240, "y": 340 } ] } ] }
                """, to: "wrong-expect.json", in: folder)
            let imported = try runTouchtape(["import", fixturePath("hit-test-a-to-e"), session, "--db", db], cwd: folder)
            try #require(imported.status == 0, "\(imported.stderr)")
            let replay = try runTouchtape(["replay", "--session", "wrong-expect", "--db", db], cwd: folder)
            try #require(replay.status == 1, "the expect entry should disagree: \(replay.stdout) \(replay.stderr)")
            let database = try Database(path: db)
            defer { database.close() }
            try #require(try query("SELECT source FROM v_changes", in: database).rows == [["expect"]])
            return try body(database)
        }
    }

    @Test func changedInNewestReplayIgnoresDisagreementsWithExpect() throws {
        try Self.withExpectOnlyDisagreement { database in
            let rows = try query(ReadmeQueries.changedInNewestReplay, in: database).rows
            #expect(rows.isEmpty)
        }
    }

    @Test func differingSinceVersionIgnoresDisagreementsWithExpect() throws {
        try Self.withExpectOnlyDisagreement { database in
            let sql = ReadmeQueries.differingSinceVersion.replacingOccurrences(of: "tabbar-center-button-taps", with: "wrong-expect")
            let rows = try query(sql, in: database).rows
            #expect(rows.isEmpty)
        }
    }

    @Test func changedInNewestReplayAnswersWithNoRowsBeforeAnyReplay() throws {
        try Self.withFixtureStore { store in
            let result = try query(ReadmeQueries.changedInNewestReplay, in: store.database)
            #expect(result.columns == ["session", "seq", "touch", "phase", "field", "baseline", "current"])
            #expect(result.rows.isEmpty)
        }
    }

    @Test func changedInNewestReplayNamesTheSessionAndItsEvents() throws {
        try Self.withReplayedStore { database in
            let result = try query(ReadmeQueries.changedInNewestReplay, in: database)
            #expect(Set(result.rows.map { $0[0] }) == ["tabbar-center-button-taps"])
            #expect(Set(result.rows.map { $0[1] }) == ["0", "1"])
            #expect(result.rows.contains(["tabbar-center-button-taps", "0", "1", "began", "view", "centerButton", "cell7"]))
        }
    }

    @Test func touchesHandledByViewPerVersionCountsCenterButtonInVersion2() throws {
        try Self.withFixtureStore { store in
            let result = try query(ReadmeQueries.touchesHandledByViewPerVersion, in: store.database)
            #expect(result.columns == ["scene", "scene_version", "touches"])
            // tabbar-center-button-taps (dispatched against version 2, the current one at
            // import): both taps go to the button. No session was dispatched against version 1.
            #expect(result.rows.contains(["tabbar-center-button", "2", "2"]))
            #expect(!result.rows.contains { $0[0] == "tabbar-center-button" && $0[1] == "1" })
            // The student's override (returns self) takes the Home-item tap too: 2 of its 3 taps.
            #expect(result.rows.contains(["tabbar-center-button-button-override", "1", "2"]))
        }
    }

    @Test func touchesHandledByViewPerVersionCountsEachTouchOnceAcrossRuns() throws {
        try Self.withReplayedStore { database in
            let result = try query(ReadmeQueries.touchesHandledByViewPerVersion, in: database)
            // The replay against version 1: only tap 2 (inside the tab bar) reaches the button.
            #expect(result.rows.contains(["tabbar-center-button", "1", "1"]))
            #expect(result.rows.contains(["tabbar-center-button", "2", "2"]))
        }
    }

    @Test func differingSinceVersionAnswersWithNoRowsBeforeAnyReplay() throws {
        try Self.withFixtureStore { store in
            let result = try query(ReadmeQueries.differingSinceVersion, in: store.database)
            #expect(result.columns == ["session", "since_version"])
            #expect(result.rows.isEmpty)
        }
    }

    @Test func differingSinceVersionNamesTheVersionOfTheFirstDifferingReplay() throws {
        try Self.withReplayedStore { database in
            let result = try query(ReadmeQueries.differingSinceVersion, in: database)
            #expect(result.rows == [["tabbar-center-button-taps", "1"]])
        }
    }

    @Test func discardedTouchesPerRunListsTheTapNobodyHandles() throws {
        try Self.withFixtureStore { store in
            let result = try query(ReadmeQueries.discardedTouchesPerRun, in: store.database)
            #expect(result.columns == ["run", "session", "seq", "touch", "view", "dropped"])
            // Seed 001: the tap in the gap between A and B lands on rootView, and nobody handles it.
            #expect(result.rows.contains(["1", "tap-a-to-e-other-views", "8", "5", "rootView", "NULL"]))
            #expect(result.rows.filter { $0[1] == "tap-a-to-e-other-views" }.count == 1)
            // Taps handled by the view they hit are not listed.
            #expect(!result.rows.contains { $0[1] == "tap-view-e" })
            #expect(!result.rows.contains { $0[1] == "tabbar-center-button-taps" })
            // A touch begun while the app ignores interaction is listed, with why.
            #expect(result.rows.contains { $0[1] == "printed-chain-ignoring-interaction" && $0[5] == "ignoringInteractionEvents" })
        }
    }

    @Test("docs/formats.md: v_gesture_transitions counts what the fixtures' recognizers did, as docs/store.md shows")
    func recognizersFiredInNewestRunCountsTheFixturesTransitions() throws {
        try Self.withFixtureStore { store in
            let result = try query(ReadmeQueries.recognizersFiredInNewestRun, in: store.database)
            let rows = result.rows.map { $0.joined(separator: "|") }
            // docs/store.md shows these rows, as `sqlite3` prints them, in the block after the query.
            let page = try String(contentsOfFile: packageRoot.appendingPathComponent("docs/store.md").path, encoding: .utf8)
            #expect(page.contains("```\n" + rows.joined(separator: "\n") + "\n```"), "docs/store.md does not show \(rows)")
            #expect(rows == [
                // Builtins' implicit recognizers (issue #25): text input's #textTap and the
                // alert's #actionTracking (S27, S29, S34), the switches' press (S20; the
                // rotated-button switch has no element), the tables' scroll pans.
                "UISearchBarTextField-0.0.0.0.0.0.0.0.0#textTap|recognized|1",
                "UISwitch-0.0.2.0#switchPress|began|1", "UISwitch-0.0.2.0#switchPress|ended|1",
                "UISwitchModernVisualElement-0.0.0.0.0.0.0.1.2.0#switchPress|began|1",
                "UISwitchModernVisualElement-0.0.0.0.0.0.0.1.2.0#switchPress|ended|1",
                "UISwitchModernVisualElement-0.0.0.0.0.1.2.0#switchPress|began|1",
                "UISwitchModernVisualElement-0.0.0.0.0.1.2.0#switchPress|ended|1",
                "UITextField-0.0.1#textTap|recognized|1",
                "UITextView-0.1.1.0.0#textTap|recognized|1", "deleteAlert#actionTracking|began|4",
                "deleteAlert#actionTracking|changed|2", "deleteAlert#actionTracking|ended|4",
                "deviceName#textTap|recognized|1", "doubleTap|recognized|1", "dropPin|began|1", "dropPin|ended|1",
                "emailField#textTap|recognized|3", "nameField#textTap|recognized|2",
                "panMap|began|1", "panMap|ended|1",
                "products#scrollPan|began|1", "products#scrollPan|ended|1",
                "profileTable#scrollPan|began|1", "profileTable#scrollPan|ended|1",
                "scroll|began|2", "scroll|changed|1", "scroll|ended|2", "singleTap|recognized|1", "swipeToDelete|recognized|1",
            ])
        }
    }

    /// docs/store.md: a replay run stores only the deliveries that differ, and `v_outcomes` answers
    /// for it with every delivery by laying those over the baseline.
    @Test func vOutcomesAnswersForAReplayRunWithEveryDelivery() throws {
        try Self.withReplayedStore { database in
            let result = try query("""
                SELECT seq, view, handled_by FROM v_outcomes
                WHERE run = 2 AND session = 'tabbar-center-button-taps' ORDER BY seq
                """, in: database)
            #expect(result.rows == [
                ["0", "cell7", "cell7"], ["1", "cell7", "cell7"],
                ["2", "centerButton", "centerButton"], ["3", "centerButton", "centerButton"],
            ])
            let stored = try query("SELECT COUNT(*) FROM outcomes WHERE run_id = 2", in: database)
            #expect(stored.rows == [["2"]])
        }
    }

    // A store with several runs and reused touch ids (issue #10 item 5): `pay-three-times`
    // taps the checkout button three times, always as touch 1; replayed twice on version 1
    // (labels abc123, def456), then red on version 2 (label ghi789), accepted with --force,
    // and replayed on version 1 again (label jkl012: red against the new baseline).
    static func withHistoryStore<T>(_ body: (Database) throws -> T) throws -> T {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            func scene(_ x: Int) -> String {
                """
                { "format": "touchtape.scene/1", "name": "checkout",
                  "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
                    { "id": "root", "frame": [0, 0, 375, 667], "subviews": [
                      { "id": "payButton", "class": "UIButton", "frame": [\(x), 500, 200, 44],
                        "control": { "actions": { "touchUpInside": "pay:" } } } ] } ] } ] }
                """
            }
            var events: [String] = []
            for tap in 0..<3 {
                events.append(#"{ "t": \#(tap), "touches": [ { "touch": 1, "phase": "began", "x": 150, "y": 520 } ] }"#)
                events.append(#"{ "t": \#(Double(tap) + 0.1), "touches": [ { "touch": 1, "phase": "ended", "x": 150, "y": 520 } ] }"#)
            }
            let v1 = try writeFile(scene(100), to: "v1.json", in: folder)
            let v2 = try writeFile(scene(200), to: "v2.json", in: folder)
            let session = try writeFile("""
                { "format": "touchtape.session/1", "name": "pay-three-times", "scene": "checkout",
                  "events": [ \(events.joined(separator: ", ")) ] }
                """, to: "pay-three-times.json", in: folder)
            let steps: [([String], Int32)] = [
                (["import", v1, session], 0),
                (["replay", "--label", "abc123"], 0),
                (["replay", "--label", "def456"], 0),
                (["import", v2], 0),
                (["replay", "--label", "ghi789"], 1),
                (["accept", "--force"], 0),
                (["import", v1], 0),
                (["replay", "--label", "jkl012"], 1),
            ]
            for (step, status) in steps {
                let result = try runTouchtape(step + ["--db", db], cwd: folder)
                try #require(result.status == status, "\(step): \(result.stdout) \(result.stderr)")
            }
            let database = try Database(path: db)
            defer { database.close() }
            return try body(database)
        }
    }

    @Test("Touches per version count began deliveries, once across runs, with touch ids reused")
    func touchesHandledByViewPerVersionCountsReusedTouchIdsOnceAcrossRuns() throws {
        try Self.withHistoryStore { database in
            let sql = ReadmeQueries.touchesHandledByViewPerVersion.replacingOccurrences(of: "centerButton", with: "payButton")
            let result = try query(sql, in: database)
            // Three taps on version 1 (four runs dispatched them there); none reach the button on version 2.
            #expect(result.rows == [["checkout", "1", "3"]])
        }
    }

    @Test func differingSinceVersionCountsOnlyRunsComparedWithTheCurrentBaseline() throws {
        try Self.withHistoryStore { database in
            let sql = ReadmeQueries.differingSinceVersion.replacingOccurrences(of: "tabbar-center-button-taps", with: "pay-three-times")
            // Run 4 (version 2) differed from the first baseline; since it was accepted, run 5 (version 1) differs.
            let rows = try query(sql, in: database).rows
            #expect(rows == [["pay-three-times", "1"]])
        }
    }

    @Test func labelOfRunSaysWhichCommitARunTested() throws {
        try Self.withHistoryStore { database in
            let result = try query(ReadmeQueries.labelOfRun, in: database)
            #expect(result.columns == ["run", "label", "started_at", "failed_sessions", "changed_baseline", "changed_expect"])
            #expect(result.rows.map { [$0[0], $0[1], $0[3], $0[4], $0[5]] } == [["2", "abc123", "0", "0", "0"]])
        }
    }

    @Test func failedRunsSinceLabelListsTheRedRuns() throws {
        try Self.withHistoryStore { database in
            let result = try query(ReadmeQueries.failedRunsSinceLabel, in: database)
            #expect(result.rows == [["4", "ghi789", "1", "6", "0"], ["5", "jkl012", "1", "6", "0"]])
        }
    }

    @Test func lastAcceptSaysWhenAndFromWhichRun() throws {
        try Self.withHistoryStore { database in
            let sql = ReadmeQueries.lastAccept.replacingOccurrences(of: "'pay'", with: "'pay-three-times'")
            let result = try query(sql, in: database)
            #expect(result.rows.map { Array($0.dropFirst()) } == [["4", "1", "0"]])
        }
    }

    @Test func movedBetweenVersionsListsTheMovedButtonsFrames() throws {
        try Self.withHistoryStore { database in
            let result = try query(ReadmeQueries.movedBetweenVersions, in: database)
            #expect(result.rows == [["payButton", "100.0", "500.0", "200.0", "44.0", "200.0", "500.0", "200.0", "44.0"]])
        }
    }

    /// A statement with its white space collapsed and without its closing `;`.
    static func normalized(_ sql: String) -> String {
        sql.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            .trimmingCharacters(in: CharacterSet(charactersIn: "; "))
    }

    /// The SQL statements of a Markdown page's `sql` blocks, normalized.
    static func sqlStatements(in page: String) throws -> [String] {
        let text = try String(contentsOfFile: packageRoot.appendingPathComponent(page).path, encoding: .utf8)
        var shown: [String] = []
        for block in text.components(separatedBy: "```sql").dropFirst() {
            let body = block.components(separatedBy: "```")[0]
            shown += body.components(separatedBy: ";").map(Self.normalized).filter { !$0.isEmpty }
        }
        return shown
    }

    @Test("docs/store.md shows every query these tests check, and the README shows none that they do not")
    func theDocsShowTheCheckedQueries() throws {
        let checked = Set(ReadmeQueries.all.map(Self.normalized))
        let page = Set(try Self.sqlStatements(in: "docs/store.md"))
        #expect(checked.subtracting(page).isEmpty, "not shown in docs/store.md: \(checked.subtracting(page))")
        let readme = Set(try Self.sqlStatements(in: "README.md"))
        #expect(readme.subtracting(checked).isEmpty, "the README shows queries no test checks: \(readme.subtracting(checked))")
    }

    @Test("Every SQL statement docs/store.md shows runs on a store of the fixtures")
    func everyStorePageQueryRuns() throws {
        let statements = try Self.sqlStatements(in: "docs/store.md")
        #expect(statements.count >= 15)
        try Self.withFixtureStore { store in
            for statement in statements {
                do { _ = try query(statement, in: store.database) } catch { Issue.record("\(statement): \(error)") }
            }
        }
    }
}
