import Foundation
import Testing

/// `why`, `coverage` and `fragile` on scenes with gesture recognizers (docs/cli.md,
/// why, fragile, coverage; docs/store.md, v_coverage; issue #15), through the built binary.
@Suite struct GestureAnalysisCommandTests {
    static let photoViewer = fixture("gesture-photo-viewer/scene.json")

    /// A session of one double tap on the photo: zoom: fires, the single tap fails.
    static let doubleTapOnly = """
        { "format": "touchtape.session/1", "name": "double-tap-only", "scene": "gesture-photo-viewer", "events": [
          { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 100, "y": 200 } ] },
          { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 100, "y": 200 } ] },
          { "t": 0.2, "touches": [ { "touch": 2, "phase": "began", "x": 101, "y": 201, "tapCount": 2 } ] },
          { "t": 0.3, "touches": [ { "touch": 2, "phase": "ended", "x": 101, "y": 201, "tapCount": 2 } ] } ] }
        """

    @Test("G1: why on the photo names doubleTap and singleTap, in the order they see the touch")
    func whyNamesTheRecognizers() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["why", Self.photoViewer, "100", "200"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let out = lines(result.stdout)
            #expect(out.contains("recognizers the touch reaches, in the order they see it (G1):"))
            #expect(out.contains("  1. `doubleTap` (tap ×2 on `photo` → `photoVC` zoom:)."))
            #expect(out.contains("  2. `singleTap` (tap on `photo` → `photoVC` toggleChrome:), waits for `doubleTap` to fail (G11)."))
        }
    }

    @Test("G1, G12: why --json keeps its keys and adds recognizers, with the single tap giving way to the close button")
    func whyJSONListsRecognizers() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["why", Self.photoViewer, "340", "125", "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(topLevelKeys(ofJSONObject: result.stdout) == ["point", "window", "view", "views", "rect", "explanation", "recognizers"])
            let json = try parseJSONObject(result.stdout)
            let recognizers = try #require(json["recognizers"] as? [[String: Any]])
            #expect(recognizers.map { $0["id"] as? String } == ["doubleTap", "singleTap"])
            #expect(recognizers.map { $0["part"] as? String } == ["reaches", "controlFirst"])
            #expect(recognizers[1]["controlFirst"] as? String == "closeButton")
            #expect(recognizers[0]["competesWith"] as? String == "closeButton")
        }
    }

    @Test("G12: why --view RECOGNIZER says the photo's single tap fails for the close button")
    func whyViewRecognizerG12() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["why", Self.photoViewer, "340", "125", "--view", "singleTap"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("`singleTap` (tap on `photo` → `photoVC` toggleChrome:) sees the touch, number 2 in the order recognizers see it (G1)"))
            #expect(result.stdout.contains("G12: it fails instead of recognizing, because `closeButton`, an enabled UIButton, keeps the touch for its own action."))
        }
    }

    @Test("G1: why --view VIEW on a view whose subview takes the touch says its own recognizers still see it")
    func whyViewNamesTheViewsRecognizers() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["why", Self.photoViewer, "340", "125", "--view", "photo", "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            #expect(json["cause"] as? String == "subviewTakesIt")
            let recognizers = try #require(json["recognizers"] as? [[String: Any]])
            #expect(recognizers.map { $0["id"] as? String } == ["doubleTap", "singleTap"])
            #expect(recognizers.map { $0["part"] as? String } == ["reaches", "controlFirst"])
        }
    }

    @Test("coverage counts a recognizer action reached by a stored run and lists one never reached")
    func coverageCountsRecognizerActions() throws {
        try withTemporaryFolder { folder in
            try Self.doubleTapOnly.write(toFile: folder + "/double.json", atomically: true, encoding: .utf8)
            let imported = try runTouchtape(["import", Self.photoViewer, "double.json", "--db", "s.sqlite"], cwd: folder)
            #expect(imported.status == 0, "\(imported.stderr)")
            let result = try runTouchtape(["coverage", "--json", "--db", "s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let versions = try parseJSONObject(result.stdout)["versions"] as? [[String: Any]] ?? []
            let targets = versions.first?["targets"] as? [[String: Any]] ?? []
            let zoom = try #require(targets.first { $0["recognizer"] as? String == "doubleTap" })
            let chrome = try #require(targets.first { $0["recognizer"] as? String == "singleTap" })
            #expect(zoom["target"] as? String == "gesture doubleTap zoom:")
            #expect(zoom["responder"] as? String == "photo")
            #expect(zoom["deliveries"] as? Int == 1)
            #expect(chrome["deliveries"] as? Int == 0)
            let text = try runTouchtape(["coverage", "--db", "s.sqlite"], cwd: folder)
            #expect(lines(text.stdout).contains("  photo  gesture singleTap toggleChrome:"))
        }
    }

    @Test("docs/store.md: v_coverage gains a recognizer column at the end; the photo viewer's two actions are reached")
    func coverageViewHasRecognizerColumn() throws {
        try withFixtureStore { folder, db in
            let rows = try sqlite(db, """
                SELECT responder, target, deliveries, recognizer FROM v_coverage
                WHERE scene = 'gesture-photo-viewer' AND recognizer IS NOT NULL ORDER BY target
                """)
            #expect(rows == ["photo|gesture doubleTap zoom:|1|doubleTap", "photo|gesture singleTap toggleChrome:|1|singleTap"])
        }
    }

    @Test("G1: a disabled recognizer is no coverage target: it is as if absent")
    func disabledRecognizerIsNoTarget() throws {
        try withTemporaryFolder { folder in
            let scene = try String(contentsOfFile: Self.photoViewer, encoding: .utf8)
                .replacingOccurrences(of: "\"id\": \"singleTap\", \"kind\": \"tap\",",
                                      with: "\"id\": \"singleTap\", \"kind\": \"tap\", \"enabled\": false,")
            try scene.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
            let imported = try runTouchtape(["import", "scene.json", "--db", "s.sqlite"], cwd: folder)
            #expect(imported.status == 0, "\(imported.stderr)")
            let rows = try sqlite(folder + "/s.sqlite", "SELECT recognizer FROM v_coverage WHERE recognizer IS NOT NULL")
            #expect(rows == ["doubleTap"])
        }
    }

    @Test("G5, F2: fragile --json on a press held to the end of the recording reports the long press's began")
    func fragileLongPressHeldToTheEnd() throws {
        try withTemporaryFolder { folder in
            try """
                { "format": "touchtape.session/1", "name": "press", "scene": "gesture-map-long-press", "events": [
                  { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 298, "y": 620 } ] } ] }
                """.write(toFile: folder + "/press.json", atomically: true, encoding: .utf8)
            let imported = try runTouchtape(["import", fixture("gesture-map-long-press/scene.json"), "press.json",
                                             "--db", "s.sqlite"], cwd: folder)
            #expect(imported.status == 0, "\(imported.stderr)")
            let result = try runTouchtape(["fragile", "press", "--json", "--db", "s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let touches = try parseJSONObject(result.stdout)["touches"] as? [[String: Any]] ?? []
            let outcome = try #require(touches.first?["outcome"] as? [String: Any])
            let gestures = try #require(outcome["gestures"] as? [[String: Any]])
            #expect(gestures.map { $0["gesture"] as? String } == ["dropPin"])
            #expect(gestures.map { $0["state"] as? String } == ["began"])
        }
    }
}
