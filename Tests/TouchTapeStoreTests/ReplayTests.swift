import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore

/// Replay, diff and accept against a real store: a layout change that moves a banner over
/// a button (the case teams adopt TouchTape for).
@Suite("Replay")
struct ReplayTests {
    /// Version 1: a buy button. Version 2: the same, with a promo banner laid over it.
    static func checkoutScene(banner: Bool) -> String {
        let promo = banner ? #", { "id": "promoBanner", "class": "PromoView", "frame": [0, 280, 375, 80] }"# : ""
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

    static let checkoutFlow = """
        { "format": "touchtape.session/1", "name": "checkout-flow", "scene": "checkout",
          "events": [
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 150, "y": 320 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 150, "y": 320 } ] },
            { "t": 1, "touches": [ { "touch": 2, "phase": "began", "x": 10, "y": 10 } ] },
            { "t": 1.1, "touches": [ { "touch": 2, "phase": "ended", "x": 10, "y": 10 } ] } ] }
        """

    /// A store holding checkout version 1 and the session with its baseline.
    func withCheckoutStore(_ body: (Store, String) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try importText(Self.checkoutScene(banner: false), into: store, dir: dir, name: "v1.json")
            try importText(Self.checkoutFlow, into: store, dir: dir, name: "flow.json")
            try body(store, dir)
        }
    }

    func importText(_ text: String, into store: Store, dir: String, name: String, replace: Bool = false) throws {
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let (files, _) = try Importer.collect([path])
        _ = try Importer.run(files, into: store, replace: replace)
    }

    func replay(_ store: Store, sessions: [String] = [], against: Int? = nil) throws -> ComparisonReport {
        try store.write { try Replayer.replay(store, sessions: sessions, against: against) }
    }

    @Test("A session whose scene has no newer version replays clean")
    func unchangedSceneReplaysClean() throws {
        try withCheckoutStore { store, _ in
            let report = try replay(store)
            #expect(report.run != nil)
            #expect(report.deliveries == 4)
            #expect(report.changed == 0)
            #expect(report.differences.isEmpty)
        }
    }

    @Test("A banner moved over the button: the tap now lands on it and nothing handles it")
    func layoutChangeIsReported() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let report = try replay(store)
            #expect(report.changed == 2)
            let ended = report.differences.filter { $0.field.seq == 1 }
            #expect(ended.contains { $0.field.field == "view" && $0.field.reference == .text("buyButton")
                && $0.field.current == .text("promoBanner") && $0.source == .baseline })
            #expect(ended.contains { $0.field.field == "handledBy" && $0.field.reference == .text("buyButton")
                && $0.field.current == .null })
            #expect(ended.contains { $0.field.field == "controlEvents"
                && $0.field.reference == .json(#"[{"view":"buyButton","event":"touchUpInside","action":"buy:"}]"#)
                && $0.field.current == .json("[]") })
            // The tap elsewhere did not change.
            #expect(!report.differences.contains { $0.field.seq >= 2 })
        }
    }

    @Test("v_changes holds the differences with the baseline run and source")
    func changesAreQueryable() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let report = try replay(store)
            let run = try #require(report.run)
            let rows = try store.database.prepare("""
                SELECT baseline_run, source, session, seq, touch, phase, baseline, current
                FROM v_changes WHERE run = ? AND field = 'view' ORDER BY seq
                """)
            try rows.bind(run, at: 1)
            var seen: [String] = []
            while try rows.step() {
                #expect(rows.columnInt64(0) == 1)
                seen.append([rows.columnText(1), rows.columnText(2), String(rows.columnInt(3)), String(rows.columnInt(4)),
                             rows.columnText(5), rows.columnText(6), rows.columnText(7)].map { $0 ?? "nil" }.joined(separator: " "))
            }
            #expect(seen == ["baseline checkout-flow 0 1 began buyButton promoBanner",
                             "baseline checkout-flow 1 1 ended buyButton promoBanner"])
        }
    }

    @Test("A replay run stores only the deliveries that differ, and v_outcomes still answers for all")
    func replayRunOverlaysTheBaseline() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let run = try #require(try replay(store).run)
            let stored = try store.database.prepare("SELECT COUNT(*) FROM outcomes WHERE run_id = ?").scalarInt64(.integer(run))
            #expect(stored == 2)
            let views = try store.database.prepare("SELECT seq, view FROM v_outcomes WHERE run = ? ORDER BY seq")
            try views.bind(run, at: 1)
            var result: [String] = []
            while try views.step() { result.append("\(views.columnInt(0)):\(views.columnText(1) ?? "nil")") }
            #expect(result == ["0:promoBanner", "1:promoBanner", "2:root", "3:root"])
        }
    }

    @Test("After accept, a replay against the same version is clean")
    func acceptMakesTheRunTheBaseline() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let run = try #require(try replay(store).run)
            let accepted = try store.write { try store.accept(run: run) }
            #expect(accepted.map(\.name) == ["checkout-flow"])
            #expect(try store.sessions().first?.baselineRun == run)
            let again = try replay(store)
            #expect(again.changed == 0)
            // The accepted run was made full: it now holds every delivery itself.
            let stored = try store.database.prepare("SELECT COUNT(*) FROM outcomes WHERE run_id = ?").scalarInt64(.integer(run))
            #expect(stored == 4)
            // Its kind never changes.
            #expect(try store.runs().first { $0.run == run }?.kind == "replay")
        }
    }

    @Test("Replaying against version 1 after accepting version 2 reports the change back")
    func againstAnOlderVersion() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let run = try #require(try replay(store).run)
            _ = try store.write { try store.accept(run: run) }
            let back = try replay(store, against: 1)
            #expect(back.changed == 2)
            #expect(back.differences.contains { $0.field.field == "view" && $0.field.current == .text("buyButton") })
        }
    }

    @Test("An expect disagreement is reported with source expect and no baseline run")
    func expectDisagreement() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try importText(Self.checkoutScene(banner: false), into: store, dir: dir, name: "v1.json")
            try importText("""
                { "format": "touchtape.session/1", "name": "expecting", "scene": "checkout", "events": [
                  { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 150, "y": 320 } ],
                    "expect": [ { "touch": 1, "view": "root" } ] } ] }
                """, into: store, dir: dir, name: "s.json")
            let report = try replay(store)
            #expect(report.differences.count == 1)
            let d = try #require(report.differences.first)
            #expect(d.source == .expect)
            #expect(d.field.field == "view")
            #expect(d.field.reference == .text("root"))
            #expect(d.field.current == .text("buyButton"))
            let source = try store.database.prepare("SELECT source, baseline_run FROM v_changes")
            #expect(try source.step())
            #expect(source.columnText(0) == "expect")
            #expect(source.columnIsNull(1))
        }
    }

    @Test("diff between two scene versions dispatches both and stores nothing")
    func diffVersions() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let before = store.database.totalChanges
            let report = try RunDiff.versions(store, session: "checkout-flow", from: 1, to: 2)
            #expect(report.run == nil)
            #expect(report.changed == 2)
            #expect(report.differences.allSatisfy { $0.source == .baseline })
            #expect(try store.runs().count == 1)
            #expect(store.database.totalChanges == before)
        }
    }

    @Test("diff between two runs compares the sessions both cover")
    func diffRuns() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let run = try #require(try replay(store).run)
            let report = try RunDiff.runs(store, 1, run)
            #expect(report.run == run)
            #expect(report.changed == 2)
            let same = try RunDiff.runs(store, run, run)
            #expect(same.changed == 0)
        }
    }

    @Test("An unknown session or run is a clear not-found error")
    func unknownNames() throws {
        try withCheckoutStore { store, _ in
            #expect(throws: NotFoundError.self) { try replay(store, sessions: ["no-such-session"]) }
            #expect(throws: NotFoundError.self) { try RunDiff.runs(store, 1, 99) }
            #expect(throws: NotFoundError.self) { try store.write { try store.accept(run: 42) } }
            #expect(throws: NotFoundError.self) { try replay(store, against: 5) }
            // Nothing was written by the failed replays.
            let runs = try store.runs()
            #expect(runs.count == 1)
        }
    }

    @Test("A store with no sessions replays nothing and stores no run")
    func emptyStore() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            let report = try replay(store)
            #expect(report.run == nil)
            #expect(try store.database.prepare("SELECT COUNT(*) FROM runs").scalarInt64() == 0)
        }
    }

    @Test("JUnit: one testcase per session, one failure per changed session, escaped")
    func junit() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let xml = JUnitReport.xml(try replay(store))
            #expect(xml.contains(#"<testcase classname="checkout" name="checkout-flow" time=""#))
            #expect(xml.components(separatedBy: "<failure ").count == 2)
            #expect(xml.contains("view buyButton → promoBanner"))
            #expect(xml.contains("handledBy buyButton → null"))
            #expect(Markup.escape(#"<a & "b">"#) == "&lt;a &amp; &quot;b&quot;&gt;")
        }
    }

    @Test("JSON report has docs/cli.md's keys, lists as JSON lists")
    func jsonReport() throws {
        try withCheckoutStore { store, dir in
            try importText(Self.checkoutScene(banner: true), into: store, dir: dir, name: "v2.json")
            let text = ReportJSON.document(try replay(store))
            let value = try JSONReader.parse(Array(text.utf8))
            let top = try #require(value.objectValue)
            #expect(top.members.map(\.key) == ["run", "sessions", "deliveries", "changed", "passed", "failed", "differences", "groups"])
            let differences = try #require(top["differences"]?.arrayValue)
            let chain = try #require(differences.first { $0.objectValue?["field"]?.stringValue == "chain" }?.objectValue)
            #expect(chain.members.map(\.key) == ["session", "seq", "touch", "phase", "field", "baseline", "current", "source"])
            #expect(chain["baseline"]?.arrayValue?.first?.stringValue == "buyButton")
        }
    }
}
