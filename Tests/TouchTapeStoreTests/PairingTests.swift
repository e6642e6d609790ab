import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore

/// docs/formats.md "How two outcomes are compared" (F10): `replay`, `diff` and `report` pair deliveries by
/// `(seq, position within the seq)`, so a version that adds or removes a recognizer's `timer`,
/// `late` and `cancel` rows shows only the touches the recognizer concerns, not every later
/// delivery shifted by one. A delivery one side lacks is compared with "no delivery" (every
/// field null).
@Suite("Pairing")
struct PairingTests {
    /// An album: a photo that handles touches and a toolbar below it. With `doubleTap`, the
    /// photo carries a double-tap recognizer (docs/formats.md's double-tap scene, without
    /// the single tap).
    static func albumScene(doubleTap: Bool) -> String {
        let gestures = doubleTap
            ? #", "gestures": [ { "id": "doubleTap", "kind": "tap", "taps": 2, "action": { "target": "albumVC", "selector": "zoom:" } } ]"#
            : ""
        return """
        { "format": "touchtape.scene/\(doubleTap ? 2 : 1)", "name": "album",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "albumVC", "class": "AlbumViewController" },
              "subviews": [
                { "id": "photo", "class": "UIImageView", "frame": [0, 100, 375, 300], "userInteractionEnabled": true,
                  "touches": "handle"\(gestures) },
                { "id": "toolbar", "class": "UIToolbar", "frame": [0, 600, 375, 67], "touches": "handle" } ] } ] } ] }
        """
    }

    /// Two single taps on the photo, far apart in time, then a tap on the toolbar (events 4, 5).
    static let albumTaps = """
        { "format": "touchtape.session/1", "name": "album-taps", "scene": "album",
          "events": [
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 100, "y": 200 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 100, "y": 200 } ] },
            { "t": 2, "touches": [ { "touch": 2, "phase": "began", "x": 100, "y": 200 } ] },
            { "t": 2.1, "touches": [ { "touch": 2, "phase": "ended", "x": 100, "y": 200 } ] },
            { "t": 4, "touches": [ { "touch": 3, "phase": "began", "x": 100, "y": 630 } ] },
            { "t": 4.1, "touches": [ { "touch": 3, "phase": "ended", "x": 100, "y": 630 } ] } ] }
        """

    /// A store whose scene's first version is `first` (the session's baseline is dispatched
    /// against it) and whose current version is `second`.
    func withAlbumStore(first: Bool, second: Bool, _ body: (Store, String) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try importText(Self.albumScene(doubleTap: first), into: store, dir: dir, name: "v1.json")
            try importText(Self.albumTaps, into: store, dir: dir, name: "taps.json")
            try importText(Self.albumScene(doubleTap: second), into: store, dir: dir, name: "v2.json")
            try body(store, dir)
        }
    }

    func importText(_ text: String, into store: Store, dir: String, name: String) throws {
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let (files, _) = try Importer.collect([path])
        _ = try Importer.run(files, into: store, replace: false)
    }

    func replay(_ store: Store) throws -> ComparisonReport {
        try store.write { try Replayer.replay(store, sessions: [], against: nil) }
    }

    func rows(_ store: Store, _ sql: String) throws -> [String] {
        var result: [String] = []
        let statement = try store.database.prepare(sql)
        let n = statement.columnCount
        try statement.forEachRow { row in
            result.append((0..<n).map { row.columnText($0) ?? "null" }.joined(separator: "|"))
        }
        return result
    }

    /// The differing deliveries of a report, one line each: `seq kind-or-change fields`.
    func deliveryLines(_ report: ComparisonReport) -> [String] {
        DeliveryDifferences.split(report.differences).map { delivery in
            let kind = delivery.differences.first { $0.field.field == "kind" }
            let what = kind.map { "\($0.field.reference) → \($0.field.current)" } ?? "touch"
            let fields = delivery.differences.map(\.field.field).filter { $0 != "kind" }
            return "\(delivery.seq) \(what) \(fields.joined(separator: ","))"
        }
    }

    /// What the engine gives for the session under the scene (full form, `finish` included).
    func dispatched(_ store: Store, version: Int) throws -> [Delivery] {
        let session = try store.session(named: "album-taps")
        return Dispatcher.run(session, on: try store.scene(named: "album", version: version).scene)
    }

    @Test("formats-gestures Pairing, G5, G16, G17: a version that adds a double tap reports only the touches it holds, not shifted rows")
    func addedRecognizerReportsOnlyItsTouches() throws {
        try withAlbumStore(first: false, second: true) { store, _ in
            let report = try replay(store)
            // Each tap on the photo: its lift is held (G15), the double tap fails at its
            // deadline (a timer row, G5) and the lift arrives late (G16). The toolbar's tap
            // (events 4 and 5) and the touches' began phases are the same.
            #expect(deliveryLines(report) == [
                "1 touch chain,handledBy,withheld",
                "1 null → timer gestures",
                "1 null → late touch,phase,window,view,chain,handledBy",
                "3 touch chain,handledBy,withheld",
                "3 null → timer gestures",
                "3 null → late touch,phase,window,view,chain,handledBy",
            ])
            #expect(report.deliveries == 10)
            #expect(report.changed == 6)
            #expect(!report.differences.contains { $0.field.seq == 4 || $0.field.seq == 5 })
        }
    }

    @Test("formats-gestures Pairing: a new delivery is compared with no delivery, every field null on the baseline side")
    func newDeliveryIsComparedWithNoDelivery() throws {
        try withAlbumStore(first: false, second: true) { store, _ in
            let report = try replay(store)
            let timer = report.differences.filter { $0.field.seq == 1 && $0.field.touch == nil }
            #expect(timer.map(\.field.field) == ["kind", "gestures"])
            #expect(timer.allSatisfy { $0.field.reference == .null && $0.source == .baseline })
            #expect(timer.last?.field.current == .json(#"[{"gesture":"doubleTap","state":"failed","action":null,"target":null}]"#))
        }
    }

    @Test("formats-gestures Pairing: a version that removes the recognizer reports its vanished rows and the touches it held, nothing else")
    func removedRecognizerReportsVanishedRows() throws {
        try withAlbumStore(first: true, second: false) { store, _ in
            let report = try replay(store)
            #expect(deliveryLines(report) == [
                "1 touch chain,handledBy,withheld",
                "1 timer → null gestures",
                "1 late → null touch,phase,window,view,chain,handledBy",
                "3 touch chain,handledBy,withheld",
                "3 timer → null gestures",
                "3 late → null touch,phase,window,view,chain,handledBy",
            ])
            let vanished = report.differences.filter { $0.isUnpaired }
            #expect(vanished.allSatisfy { $0.field.current == .null })
            // The run's own deliveries; the vanished ones count as changed.
            #expect(report.deliveries == 6)
            #expect(report.changed == 6)
        }
    }

    @Test("formats-gestures Pairing: a run whose rows no longer line up with its baseline stores them all, so v_outcomes gives the engine's deliveries")
    func misalignedRunStoresItsRowsInFull() throws {
        try withAlbumStore(first: false, second: true) { store, _ in
            let report = try replay(store)
            let run = try #require(report.run)
            let engine = try dispatched(store, version: 2).map { d in
                "\(d.seq)|\(d.kind.rawValue)|\(d.touch.map(String.init) ?? "null")|\(d.view ?? "null")|\(d.withheld?.rawValue ?? "null")"
            }
            #expect(engine.count == 10)
            #expect(try rows(store, "SELECT seq, kind, touch, view, withheld FROM v_outcomes WHERE run = \(run)") == engine)
            #expect(try rows(store, "SELECT overlay_run_id FROM run_sessions WHERE run_id = \(run)") == ["null"])
            #expect(try rows(store, "SELECT deliveries, changed, changed_baseline FROM v_runs WHERE run = \(run)") == ["10|6|6"])
            #expect(store.check().isSound)
        }
    }

    @Test("formats-gestures Pairing: after accepting such a run, replaying again is clean")
    func acceptedMisalignedRunReplaysClean() throws {
        try withAlbumStore(first: false, second: true) { store, _ in
            let run = try #require(try replay(store).run)
            _ = try store.write { try store.accept(run: run) }
            #expect(store.check().isSound)
            let again = try replay(store)
            #expect(again.deliveries == 10)
            #expect(again.differences.isEmpty)
        }
    }

    @Test("formats-gestures Pairing: report reads back the same differences, each vanished delivery apart from its touch")
    func reportReadsBackTheSamePairs() throws {
        try withAlbumStore(first: true, second: false) { store, _ in
            let replayed = try replay(store)
            let stored = try StoredReport.load(store, run: try #require(replayed.run))
            #expect(stored.differences == replayed.differences)
            #expect(stored.changed == replayed.changed)
            #expect(ReportText.lines(stored, verb: "report", more: "m") == ReportText.lines(replayed, verb: "report", more: "m"))
        }
    }

    @Test("formats-gestures Pairing: diff of two runs with different numbers of rows per seq pairs them by seq")
    func diffOfRunsWithDifferentRowCounts() throws {
        try withAlbumStore(first: false, second: true) { store, _ in
            let replayed = try replay(store)
            let run = try #require(replayed.run)
            let forward = try RunDiff.runs(store, 1, run)
            #expect(deliveryLines(forward) == deliveryLines(replayed))
            #expect(forward.changed == 6)
            // The other way round, the new rows are the ones that vanished.
            let backward = try RunDiff.runs(store, run, 1)
            #expect(backward.deliveries == 6)
            #expect(backward.changed == 6)
            #expect(backward.differences.filter(\.isUnpaired).map { "\($0.field.reference)→\($0.field.current)" }
                    == ["timer→null", "late→null", "timer→null", "late→null"])
        }
    }

    @Test("formats-gestures Pairing: diff --from --to of scene versions pairs by seq too")
    func diffOfVersionsPairsBySeq() throws {
        try withAlbumStore(first: false, second: true) { store, _ in
            let replayed = try replay(store)
            let versions = try RunDiff.versions(store, session: "album-taps", from: 1, to: 2)
            #expect(deliveryLines(versions) == deliveryLines(replayed))
            #expect(versions.deliveries == 10)
            #expect(versions.changed == 6)
        }
    }

    @Test("formats-gestures Pairing: vanished and new deliveries each make one change signature led by kind")
    func unpairedDeliveriesMakeOneSignatureEach() throws {
        try withAlbumStore(first: false, second: true) { store, _ in
            let titles = try replay(store).groups().map { "\($0.title): \($0.deliveries)" }
            #expect(titles.contains("album: kind null → timer (with gestures): 2"))
            #expect(titles.contains("album: kind null → late (with touch, phase, window, view, chain, handledBy): 2"))
            #expect(titles.count == 3)
        }
    }

    @Test("formats-gestures Pairing: a picture's arrow for a touch comes from its paired deliveries, not from a late row the baseline lacks")
    func pictureChangeIgnoresUnpairedDeliveries() throws {
        try withAlbumStore(first: false, second: true) { store, _ in
            let report = try replay(store)
            let finger = report.differences.filter { $0.field.seq == 1 && $0.field.touch == 1 }
            #expect(finger.contains { $0.isUnpaired })
            let change = PictureTouches.change(from: finger)
            // The held lift lost its handler; the late row's `view null → photo` is no move.
            #expect(change.field == "handledBy")
            #expect(change.before == "photo")
            #expect(change.after == nil)
            #expect(change.lines.contains("ended: kind null → late"))
        }
    }

    /// A list that handles two fingers; with `pan`, it carries a pan recognizer.
    static func listScene(pan: Bool) -> String {
        let gestures = pan ? #", "gestures": [ { "id": "pan", "kind": "pan", "action": { "target": "vc", "selector": "scroll:" } } ]"# : ""
        return """
        { "format": "touchtape.scene/\(pan ? 2 : 1)", "name": "list",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "vc" }, "subviews": [
              { "id": "list", "frame": [0, 0, 375, 667], "touches": "handle", "multipleTouchEnabled": true\(gestures) } ] } ] } ] }
        """
    }

    @Test("formats-gestures Pairing, G17: in an event with two touches, the second touch pairs with its own delivery, not with the cancel rows the first one's step caused")
    func secondTouchOfAnEventPairsWithItsOwnDelivery() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try importText(Self.listScene(pan: false), into: store, dir: dir, name: "v1.json")
            try importText("""
                { "format": "touchtape.session/1", "name": "two-finger-scroll", "scene": "list", "events": [
                  { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 100, "y": 200 }, { "touch": 2, "phase": "began", "x": 200, "y": 200 } ] },
                  { "t": 0.1, "touches": [ { "touch": 1, "phase": "moved", "x": 100, "y": 260 }, { "touch": 2, "phase": "moved", "x": 200, "y": 260 } ] },
                  { "t": 0.2, "touches": [ { "touch": 1, "phase": "ended", "x": 100, "y": 260 }, { "touch": 2, "phase": "ended", "x": 200, "y": 260 } ] } ] }
                """, into: store, dir: dir, name: "scroll.json")
            try importText(Self.listScene(pan: true), into: store, dir: dir, name: "v2.json")
            let report = try replay(store)
            // Event 1 is now touch 1 moved, cancel 1, cancel 2, touch 2 moved (G13, G17).
            #expect(deliveryLines(report).filter { $0.hasPrefix("1 ") } == [
                "1 touch chain,handledBy,withheld,gestures",
                "1 null → cancel touch,phase,window,view,chain,handledBy",
                "1 null → cancel touch,phase,window,view,chain,handledBy",
                "1 touch chain,handledBy,withheld,gestures",
            ])
            let moved2 = report.differences.filter { $0.field.seq == 1 && $0.field.touch == 2 && $0.field.phase == .moved }
            #expect(moved2.first { $0.field.field == "withheld" }?.field.reference == .null)
            #expect(moved2.first { $0.field.field == "withheld" }?.field.current == .text("claimed"))
            // The run holds the engine's rows, in its order.
            let run = try #require(report.run)
            #expect(try rows(store, "SELECT kind, touch FROM v_outcomes WHERE run = \(run) AND seq = 1")
                    == ["touch|1", "cancel|1", "cancel|2", "touch|2"])
            #expect(store.check().isSound)
        }
    }

    @Test("formats-gestures Pairing: a /1 replay still overlays its baseline, storing only the rows that differ")
    func slashOneReplayKeepsItsOverlay() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try importText(Self.albumScene(doubleTap: false), into: store, dir: dir, name: "v1.json")
            try importText(Self.albumTaps, into: store, dir: dir, name: "taps.json")
            let moved = Self.albumScene(doubleTap: false).replacingOccurrences(of: "[0, 600, 375, 67]", with: "[0, 500, 375, 67]")
            try importText(moved, into: store, dir: dir, name: "v2.json")
            let report = try replay(store)
            let run = try #require(report.run)
            // The toolbar moved away from the third tap: two rows differ and only they are stored.
            #expect(report.changed == 2)
            #expect(try rows(store, "SELECT overlay_run_id FROM run_sessions WHERE run_id = \(run)") == ["1"])
            #expect(try rows(store, "SELECT ordinal FROM outcomes WHERE run_id = \(run) ORDER BY ordinal") == ["4", "5"])
            #expect(try rows(store, "SELECT DISTINCT ordinal FROM changes WHERE run_id = \(run) ORDER BY ordinal") == ["4", "5"])
        }
    }
}
