import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore

/// Issue #26: a replay that meets a session it already replayed with the same session content,
/// scene version content, baseline run and engine build takes the stored result instead of
/// dispatching; it must report and store exactly what the full work gives, and any change of
/// one of the four must make it do the full work.
@Suite("Replay memo")
struct ReplayMemoTests {
    /// Version 1: a buy button. Version 2: a promo banner over it. Version 3: the banner elsewhere.
    static func checkoutScene(banner: Double?) -> String {
        let promo = banner.map { #", { "id": "promoBanner", "class": "PromoView", "frame": [0, \#($0), 375, 80] }"# } ?? ""
        return """
        { "format": "touchtape.scene/1", "name": "checkout",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667],
              "viewController": { "id": "checkoutVC", "class": "CheckoutViewController" },
              "subviews": [
                { "id": "buyButton", "class": "UIButton", "frame": [100, 300, 175, 44],
                  "control": { "actions": { "touchUpInside": "buy:" } } }\(promo) ] } ] } ] }
        """
    }

    /// A tap on the button with an expectation, a tap elsewhere; `extraTap` adds a third.
    static func checkoutFlow(name: String = "checkout-flow", extraTap: Bool = false) -> String {
        let extra = extraTap ? """
            ,
            { "t": 2, "touches": [ { "touch": 3, "phase": "began", "x": 20, "y": 20 } ] },
            { "t": 2.1, "touches": [ { "touch": 3, "phase": "ended", "x": 20, "y": 20 } ] }
            """ : ""
        return """
            { "format": "touchtape.session/1", "name": "\(name)", "scene": "checkout",
              "events": [
                { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 150, "y": 320 } ],
                  "expect": [ { "touch": 1, "view": "buyButton", "handledBy": "buyButton" } ] },
                { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 150, "y": 320 } ] },
                { "t": 1, "touches": [ { "touch": 2, "phase": "began", "x": 10, "y": 10 } ] },
                { "t": 1.1, "touches": [ { "touch": 2, "phase": "ended", "x": 10, "y": 10 } ] }\(extra) ] }
            """
    }

    /// A store with version 1, two sessions with their baselines, and version 2 (the banner)
    /// current: every replay finds differences against the baseline and against `expect`.
    func withStore(_ body: (Store, String) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try importText(Self.checkoutScene(banner: nil), into: store, dir: dir, name: "v1.json")
            try importText(Self.checkoutFlow(), into: store, dir: dir, name: "flow.json")
            try importText(Self.checkoutFlow(name: "browse-flow"), into: store, dir: dir, name: "browse.json")
            try importText(Self.checkoutScene(banner: 280), into: store, dir: dir, name: "v2.json")
            try body(store, dir)
        }
    }

    func importText(_ text: String, into store: Store, dir: String, name: String, replace: Bool = false) throws {
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let (files, _) = try Importer.collect([path])
        _ = try Importer.run(files, into: store, replace: replace)
    }

    func replay(_ store: Store, build: String? = "build A", reuse: Bool = true, sessions: [String] = []) throws -> ComparisonReport {
        try store.write {
            try Replayer.replay(store, sessions: sessions, against: nil, label: nil, build: build, reuse: reuse) { _, _ in }
        }
    }

    /// Everything a report prints, the run id and the JUnit times aside.
    func printed(_ report: ComparisonReport) -> [String] {
        var r = report
        r.run = 0
        var timeless = r
        for i in timeless.sessions.indices { timeless.sessions[i].seconds = nil }
        return [ReportJSON.document(r), ReportText.lines(r, verb: "replay", maxLines: 0, more: "").joined(separator: "\n"),
                JUnitReport.xml(timeless)]
    }

    /// A run's stored rows, its id and the seconds aside, in key order.
    func storedRows(_ store: Store, run: Int64) throws -> [String] {
        var rows: [String] = []
        for sql in [
            """
            SELECT session_id, scene_version_id, compared_run_id, overlay_run_id, deliveries, changed, changed_baseline,
                   changed_expect, session_revision FROM run_sessions WHERE run_id = ? ORDER BY session_id
            """,
            "SELECT session_id, ordinal, seq, touch, shape FROM outcomes WHERE run_id = ? ORDER BY session_id, ordinal",
            """
            SELECT session_id, ordinal, source, field, seq, touch, phase, baseline, current FROM changes
            WHERE run_id = ? ORDER BY session_id, ordinal, source, field
            """,
            "SELECT session, seq, kind, touch, phase, window, hit_view, view, handled_by, chain, control_events FROM v_outcomes WHERE run = ? ORDER BY session, seq, touch",
        ] {
            let statement = try store.database.prepare(sql)
            try statement.forEachRow(.integer(run)) { row in
                rows.append((0..<row.columnCount).map { "\(row.columnValue($0))" }.joined(separator: "|"))
            }
        }
        return rows
    }

    @Test("An unchanged replay takes the memo: the same printed report, JSON and JUnit, the same stored rows")
    func unchangedReplayGivesTheFullResult() throws {
        try withStore { store, _ in
            let full = try replay(store)
            #expect(full.reusedSessions == 0)
            #expect(full.changed > 0 && full.differences.contains { $0.source == .expect })
            let memoized = try replay(store)
            #expect(memoized.reusedSessions == 2)
            let again = try replay(store, reuse: false)
            #expect(again.reusedSessions == 0)
            #expect(printed(memoized) == printed(full))
            #expect(printed(again) == printed(full))
            #expect(memoized.differences == full.differences)
            let rows = try storedRows(store, run: #require(full.run))
            #expect(!rows.isEmpty)
            #expect(try storedRows(store, run: #require(memoized.run)) == rows)
            #expect(try storedRows(store, run: #require(again.run)) == rows)
            // `report` reads the memoized run back as replay printed it.
            #expect(printed(try StoredReport.load(store, run: #require(memoized.run))).first == printed(full).first)
        }
    }

    @Test("Another engine build does the full work, and memoizes under its own identity")
    func anotherBuildMisses() throws {
        try withStore { store, _ in
            _ = try replay(store, build: "build A")
            #expect(try replay(store, build: "build A").reusedSessions == 2)
            #expect(try replay(store, build: "build B").reusedSessions == 0)
            #expect(try replay(store, build: "build B").reusedSessions == 2)
        }
    }

    @Test("No build identity: nothing is reused or memoized")
    func noBuildIdentityNeverReuses() throws {
        try withStore { store, _ in
            _ = try replay(store, build: nil)
            #expect(try replay(store, build: nil).reusedSessions == 0)
            let memo = try store.database.prepare("SELECT COUNT(*) FROM replay_memo").scalarInt64()
            #expect(memo == 0)
        }
    }

    @Test("A changed scene version content does the full work for the sessions of that scene")
    func changedSceneMisses() throws {
        try withStore { store, dir in
            let before = try replay(store)
            try importText(Self.checkoutScene(banner: 500), into: store, dir: dir, name: "v3.json")
            let changed = try replay(store)
            #expect(changed.reusedSessions == 0)
            #expect(changed.differences != before.differences)
            // Back to version 2's content: version 2 again, whose memo still holds.
            try importText(Self.checkoutScene(banner: 280), into: store, dir: dir, name: "v2.json")
            let back = try replay(store)
            #expect(back.reusedSessions == 2)
            #expect(printed(back) == printed(before))
        }
    }

    @Test("A changed session content does the full work for that session only, the report in the same order")
    func changedSessionMisses() throws {
        try withStore { store, dir in
            _ = try replay(store)
            try importText(Self.checkoutFlow(extraTap: true), into: store, dir: dir, name: "flow.json", replace: true)
            let changed = try replay(store)
            #expect(changed.reusedSessions == 1)
            #expect(changed.sessions.map(\.session) == ["browse-flow", "checkout-flow"])
            let full = try replay(store, reuse: false)
            #expect(printed(changed) == printed(full))
            #expect(try storedRows(store, run: #require(changed.run)) == storedRows(store, run: #require(full.run)))
            // The new content's own replay is memoized in turn.
            #expect(try replay(store).reusedSessions == 2)
        }
    }

    @Test("A new baseline (accept) does the full work")
    func changedBaselineMisses() throws {
        try withStore { store, _ in
            let first = try replay(store)
            let run = try #require(first.run)
            _ = try store.write { try store.accept(run: run) }
            let afterAccept = try replay(store)
            #expect(afterAccept.reusedSessions == 0)
            // Against the accepted baseline only the expectations still differ.
            #expect(afterAccept.changed == 2 && afterAccept.differences.allSatisfy { $0.source == .expect })
            #expect(try replay(store).reusedSessions == 2)
        }
    }

    @Test("Each part of the key changed alone (the session's content hash, the scene version's) makes it miss")
    func eachContentHashMisses() throws {
        try withStore { store, _ in
            _ = try replay(store)
            try store.database.execute("UPDATE sessions SET content_hash = content_hash || '0' WHERE name = 'checkout-flow'")
            #expect(try replay(store).reusedSessions == 1)
            #expect(try replay(store).reusedSessions == 2)
            // The compiled form follows the version's hash, so that only the memo's key differs.
            try store.database.execute("""
                UPDATE scene_versions SET content_hash = content_hash || '0' WHERE version = 2;
                UPDATE scene_compiled SET content_hash = content_hash || '0'
                WHERE version_id = (SELECT id FROM scene_versions WHERE version = 2)
                """)
            #expect(try replay(store).reusedSessions == 0)
            #expect(try replay(store).reusedSessions == 2)
        }
    }

    @Test("A scene version without its compiled form does the full work (which reads, and checks, its document)")
    func versionWithoutCompiledFormMisses() throws {
        try withStore { store, dir in
            let full = try replay(store)
            try store.database.execute("DELETE FROM scene_compiled")
            // Each replay as a command of its own: a store keeps the scenes it compiled in memory.
            let again = try replay(try Store(path: dir + "/store.sqlite"))
            #expect(again.reusedSessions == 0)
            #expect(printed(again) == printed(full))
            // The full work compiled the version again: the next replay takes the memo.
            #expect(try replay(try Store(path: dir + "/store.sqlite")).reusedSessions == 2)
        }
    }

    @Test("A memo row whose run no longer holds the session is never used")
    func memoWithoutItsRunRowIsIgnored() throws {
        try withStore { store, _ in
            _ = try replay(store)
            // A memo row pointing at the baseline run (which holds other rows): ignored.
            try store.database.execute("UPDATE replay_memo SET run_id = 1")
            #expect(try replay(store).reusedSessions == 0)
        }
    }

    @Test("A replay that fails rolls its memo back with it")
    func failedReplayMemoizesNothing() throws {
        try withStore { store, _ in
            #expect(throws: TestError.self) {
                try store.write { () throws -> Void in
                    _ = try Replayer.replay(store, sessions: [], against: nil, label: nil, build: "build A", reuse: true) { _, _ in }
                    throw TestError()
                }
            }
            let memoRows = try store.database.prepare("SELECT COUNT(*) FROM replay_memo").scalarInt64()
            #expect(memoRows == 0)
            let next = try replay(store)
            #expect(next.reusedSessions == 0)
        }
    }
}
