import Foundation
import Testing

/// The studio's tap preview (`/api/hit-test?tap=true`) on a scene with recognizers: it runs as
/// replay runs a session, deadlines after the lift included (G5, F2).
@Suite("studio: the tap preview with gesture recognizers")
struct StudioGesturePreviewTests {
    @Test("G5, G11: a tap on the photo shows the single tap's toggleChrome: at the double tap's deadline, 0.1 + 0.35 s")
    func singleTapWaitingForDoubleTapShowsItsAction() throws {
        try withStudio([fixture("gesture-photo-viewer")]) { studio, _, _ throws in
            let reply = try HTTP.get(studio.base + "/api/hit-test?scene=gesture-photo-viewer&x=100&y=200&tap=true")
            #expect(reply.status == 200)
            let tap = try #require(reply.object?["tap"] as? [String: Any])
            let gestures = try #require(tap["gestures"] as? [[String: Any]])
            let recognized = try #require(gestures.first { $0["state"] as? String == "recognized" })
            #expect(recognized["gesture"] as? String == "singleTap")
            #expect(recognized["action"] as? String == "toggleChrome:")
            #expect(recognized["target"] as? String == "photoVC")
            // The lift at 0.1 plus TAP_MAXIMUM_INTERVAL 0.35, in IEEE doubles (G5).
            let t = try #require(recognized["t"] as? Double)
            #expect(abs(t - (0.1 + 0.35)) < 1e-9)
        }
    }

    @Test("G13: the single tap takes the photo's touch: the preview says the view gets touchesCancelled")
    func singleTapClaimsTheTouch() throws {
        try withStudio([fixture("gesture-photo-viewer")]) { studio, _, _ throws in
            let reply = try HTTP.get(studio.base + "/api/hit-test?scene=gesture-photo-viewer&x=100&y=200&tap=true")
            let tap = try #require(reply.object?["tap"] as? [String: Any])
            #expect(tap["cancelled"] as? Bool == true)
            #expect(tap["handledBy"] as? String == "photo")
        }
    }

    @Test("G12: a tap on the close button fires close: and no recognizer action")
    func closeButtonTapFiresItsOwnAction() throws {
        try withStudio([fixture("gesture-photo-viewer")]) { studio, _, _ throws in
            let reply = try HTTP.get(studio.base + "/api/hit-test?scene=gesture-photo-viewer&x=340&y=125&tap=true")
            let tap = try #require(reply.object?["tap"] as? [String: Any])
            let events = try #require(tap["controlEvents"] as? [[String: String]])
            #expect(events.contains(["view": "closeButton", "event": "touchUpInside", "action": "close:"]))
            let gestures = try #require(tap["gestures"] as? [[String: Any]])
            #expect(gestures.allSatisfy { $0["state"] as? String == "failed" })
            #expect(tap["cancelled"] as? Bool == false)
        }
    }

    @Test("G1: on a scene with recognizers, hit-testing answers the JSON of `hit-test --json --trace`, recognizers included")
    func hitTestMatchesTheCLIWithRecognizers() throws {
        try withStudio([fixture("gesture-photo-viewer")]) { studio, folder, db throws in
            let reply = try HTTP.get(studio.base + "/api/hit-test?scene=gesture-photo-viewer@1&x=340&y=125")
            #expect(reply.status == 200)
            let cli = try runTouchtape(["hit-test", "gesture-photo-viewer@1", "340", "125", "--trace", "--json", "--db", db],
                                       cwd: folder)
            try #require(cli.status == 0, "\(cli.stderr)")
            let served = try #require(reply.object), expected = try parseJSONObject(cli.stdout)
            #expect(NSDictionary(dictionary: served) == NSDictionary(dictionary: expected))
            #expect(served["recognizers"] as? [String] == ["doubleTap", "singleTap"])
            #expect(topLevelKeys(ofJSONObject: reply.text) == topLevelKeys(ofJSONObject: cli.stdout))
        }
    }
}
