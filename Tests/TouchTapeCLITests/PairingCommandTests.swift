import Foundation
import Testing

/// docs/formats.md, "How two outcomes are compared" (F10), through the binary: a pre-gesture (`/1`)
/// baseline replayed with a version that adds a double-tap recognizer reports only the touches it
/// holds, the same way in text, `--json`, JUnit, the HTML report and `report`, and `diff` pairs the
/// same way.
@Suite struct PairingCommandTests {
    static let sceneV1 = """
        { "format": "touchtape.scene/1", "name": "album",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "albumVC" }, "subviews": [
              { "id": "photo", "class": "UIImageView", "frame": [0, 100, 375, 300], "userInteractionEnabled": true, "touches": "handle" },
              { "id": "toolbar", "frame": [0, 600, 375, 67], "touches": "handle" } ] } ] } ] }
        """
    static let sceneV2 = sceneV1
        .replacingOccurrences(of: "touchtape.scene/1", with: "touchtape.scene/2")
        .replacingOccurrences(of: #""touches": "handle" },"#, with: #""touches": "handle", "gestures": [ { "id": "doubleTap", "kind": "tap", "taps": 2, "action": { "target": "albumVC", "selector": "zoom:" } } ] },"#)
    /// Two single taps on the photo, then one on the toolbar (events 4 and 5).
    static let session = """
        { "format": "touchtape.session/1", "name": "album-taps", "scene": "album", "events": [
          { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 100, "y": 200 } ] },
          { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 100, "y": 200 } ] },
          { "t": 2, "touches": [ { "touch": 2, "phase": "began", "x": 100, "y": 200 } ] },
          { "t": 2.1, "touches": [ { "touch": 2, "phase": "ended", "x": 100, "y": 200 } ] },
          { "t": 4, "touches": [ { "touch": 3, "phase": "began", "x": 100, "y": 630 } ] },
          { "t": 4.1, "touches": [ { "touch": 3, "phase": "ended", "x": 100, "y": 630 } ] } ] }
        """

    /// A store with the session's baseline under version 1 and version 2 imported; passes the folder and the store.
    func withAlbumStore(_ body: (String, String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let db = folder + "/store.sqlite"
            let v1 = try write(Self.sceneV1, to: "v1.json", in: folder)
            let taps = try write(Self.session, to: "taps.json", in: folder)
            let v2 = try write(Self.sceneV2, to: "v2.json", in: folder)
            #expect(Self.sceneV2 != Self.sceneV1)
            try #require(try runTouchtape(["import", v1, taps, "--db", db], cwd: folder).status == 0)
            try #require(try runTouchtape(["import", v2, "--db", db], cwd: folder).status == 0)
            try body(folder, db)
        }
    }

    /// The failed session's lines of the text report (what CI logs show).
    static let expectedLines = [
        "  album-taps (album@2): 6 of 10 deliveries changed",
        "    event 1, touch 1 ended: handledBy photo → null; chain [photo] → []; withheld null → delayed [baseline]",
        "    event 1: kind null → timer; gestures null → [doubleTap failed] [baseline]",
        "    event 1, touch 1 ended: kind null → late; touch null → 1; phase null → ended; window null → window; "
            + "view null → photo; chain null → [photo]; handledBy null → photo [baseline]",
        "    event 3, touch 2 ended: handledBy photo → null; chain [photo] → []; withheld null → delayed [baseline]",
        "    event 3: kind null → timer; gestures null → [doubleTap failed] [baseline]",
        "    event 3, touch 2 ended: kind null → late; touch null → 2; phase null → ended; window null → window; "
            + "view null → photo; chain null → [photo]; handledBy null → photo [baseline]",
    ]

    @Test("F10, G5, G16: replay of a /1 baseline with an added double tap names only its touches, in text and JUnit")
    func replayOfOldBaselineNamesOnlyTheRecognizersTouches() throws {
        try withAlbumStore { folder, db in
            let result = try runTouchtape(["replay", "--max-lines", "0", "--junit", "j.xml", "--db", db], cwd: folder)
            #expect(result.status == 1)
            let out = lines(result.stdout)
            let start = try #require(out.firstIndex(of: Self.expectedLines[0]), "\(result.stdout)")
            #expect(Array(out[start...].prefix(Self.expectedLines.count)) == Self.expectedLines)
            #expect(out.last == "touchtape: 0 sessions passed, 1 failed (6 of 10 deliveries changed)")
            #expect(out.contains("  2. album: kind null → timer (with gestures): 2 deliveries in 1 session"))
            let junit = try String(contentsOfFile: folder + "/j.xml", encoding: .utf8)
            #expect(junit.contains("6 of 10 deliveries changed"))
            #expect(junit.contains("event 3: kind null → timer; gestures null → [doubleTap failed] [baseline]"))
        }
    }

    @Test("F10: report --json gives a new delivery's missing side as null, as replay --json does")
    func jsonGivesTheMissingSideAsNull() throws {
        try withAlbumStore { folder, db in
            let replay = try runTouchtape(["replay", "--json", "--db", db], cwd: folder)
            #expect(replay.status == 1)
            let report = try runTouchtape(["report", "--json", "--db", db], cwd: folder)
            #expect(report.stdout == replay.stdout)
            let object = try parseJSONObject(report.stdout)
            let differences = try #require(object["differences"] as? [[String: Any]])
            #expect(differences.count == 24)  // 3 per touch delivery, 2 per timer, 7 per late
            #expect(Set(differences.compactMap { $0["seq"] as? Int }) == [1, 3])
            let timers = differences.filter { $0["field"] as? String == "kind" && $0["current"] as? String == "timer" }
            #expect(timers.count == 2)
            #expect(timers.allSatisfy { $0["baseline"] is NSNull })
        }
    }

    @Test("F10: the HTML report names the new deliveries' signatures")
    func htmlReportNamesNewDeliveries() throws {
        try withAlbumStore { folder, db in
            #expect(try runTouchtape(["replay", "--report", "r.html", "--db", db], cwd: folder).status == 1)
            let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
            #expect(html.contains("kind null → timer (with gestures)"))
            #expect(html.contains("kind null → late (with touch, phase, window, view, chain, handledBy)"))
        }
    }

    @Test("F10: diff of the baseline run and the replay run, either way, pairs by seq")
    func diffOfRunsEitherWay() throws {
        try withAlbumStore { folder, db in
            #expect(try runTouchtape(["replay", "--db", db], cwd: folder).status == 1)
            let forward = try runTouchtape(["diff", "1", "2", "--db", db], cwd: folder)
            #expect(forward.status == 1)
            #expect(lines(forward.stdout).last == "touchtape: 0 sessions passed, 1 failed (6 of 10 deliveries changed)")
            let backward = try runTouchtape(["diff", "2", "1", "--max-lines", "0", "--db", db], cwd: folder)
            #expect(backward.status == 1)
            #expect(backward.stdout.contains("    event 1: kind timer → null; gestures [doubleTap failed] → null [baseline]"))
            #expect(lines(backward.stdout).last == "touchtape: 0 sessions passed, 1 failed (6 of 6 deliveries changed)")
        }
    }

    @Test("F10: accepting the run and replaying again is clean, and check finds the store sound")
    func acceptThenReplayIsClean() throws {
        try withAlbumStore { folder, db in
            #expect(try runTouchtape(["replay", "--db", db], cwd: folder).status == 1)
            #expect(try runTouchtape(["accept", "--db", db], cwd: folder).status == 0)
            #expect(try runTouchtape(["check", "--db", db], cwd: folder).status == 0)
            let again = try runTouchtape(["replay", "--db", db], cwd: folder)
            #expect(again.status == 0, "\(again.stdout)")
            #expect(lines(again.stdout).last == "touchtape: 1 session passed, 0 failed (0 of 10 deliveries changed)")
        }
    }
}
