import Testing
import TouchTapeCore
@testable import TouchTapeAnalysis

/// `fragile SESSION` on scenes with recognizers: a touch's outcome includes the actions of the
/// recognizers it reached, deadlines after the last event included (G5, F2), as replay gives them.
@Suite("fragile SESSION: gesture recognizers")
struct FragileGestureTests {
    static func session(scene: String, _ events: String) throws -> Session {
        try Session.decode(Array("""
            { "format": "touchtape.session/1", "name": "probe", "scene": "\(scene)", "events": [ \(events) ] }
            """.utf8), file: "inline")
    }

    static func longPress(_ r: String) -> GestureTransition {
        GestureTransition(gesture: r, state: .began, action: "dropPin:", target: "mapVC")
    }

    @Test("G5, F2: a press held down to the end of the recording gets its long press, and 2 points right it goes to the pin")
    func longPressHeldToTheEnd() throws {
        let scene = try AnalysisFixtures.scene("gesture-map-long-press/scene.json")
        let session = try Self.session(scene: "gesture-map-long-press", """
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 298, "y": 620 } ] }
            """)
        let flips = session.fragileTouches(on: scene, radius: 4)
        let flip = try #require(flips.first)
        #expect(flip.outcome.view == "map")
        #expect(flip.outcome.gestures == [Self.longPress("dropPin")])
        #expect(flip.offset == Point(x: 2, y: 0))
        #expect(flip.flipped.view == "pin")
    }

    @Test("G7: a long press lifted after 0.5 s began and ended within the touch: both actions are its outcome")
    func longPressLiftedAfterItsDeadline() throws {
        let scene = try AnalysisFixtures.scene("gesture-map-long-press/scene.json")
        let session = try Self.session(scene: "gesture-map-long-press", """
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 298, "y": 620 } ] },
            { "t": 0.75, "touches": [ { "touch": 1, "phase": "ended", "x": 298, "y": 620 } ] }
            """)
        let flip = try #require(session.fragileTouches(on: scene, radius: 4).first)
        #expect(flip.outcome.gestures.map(\.state) == [.began, .ended])
    }

    @Test("G5, G11: a lone single tap's outcome is toggleChrome: at the double tap's deadline after the last event")
    func loneSingleTapFiresAfterTheLastEvent() throws {
        let scene = try AnalysisFixtures.scene("gesture-photo-viewer/scene.json")
        let session = try Self.session(scene: "gesture-photo-viewer", """
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 312, "y": 125 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 312, "y": 125 } ] }
            """)
        let flip = try #require(session.fragileTouches(on: scene, radius: 4).first)
        #expect(flip.outcome.view == "photo")
        #expect(flip.outcome.gestures == [GestureTransition(gesture: "singleTap", state: .recognized,
                                                            action: "toggleChrome:", target: "photoVC")])
        // 3 points to the right is the close button: G12 holds the single tap back.
        #expect(flip.offset == Point(x: 3, y: 0))
        #expect(flip.flipped.view == "closeButton")
        #expect(flip.flipped.gestures.isEmpty)
    }

    @Test("G6, G11: the first tap of a double tap is followed past its lift (the touch id reused): its outcome is the double tap's zoom:")
    func firstTapOfADoubleTapIsFollowed() throws {
        let scene = try AnalysisFixtures.scene("gesture-photo-viewer/scene.json")
        let session = try Self.session(scene: "gesture-photo-viewer", """
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 312, "y": 125 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 312, "y": 125 } ] },
            { "t": 0.2, "touches": [ { "touch": 1, "phase": "began", "x": 311, "y": 126, "tapCount": 2 } ] },
            { "t": 0.3, "touches": [ { "touch": 1, "phase": "ended", "x": 311, "y": 126, "tapCount": 2 } ] }
            """)
        let flips = session.fragileTouches(on: scene, radius: 4)
        let first = try #require(flips.first { $0.seq == 0 })
        #expect(first.outcome.gestures.map(\.gesture) == ["doubleTap"])
    }

    @Test("G5: single taps a second apart each own only their single tap's action, not the one before or after")
    func tapsASecondApartOwnTheirOwnAction() throws {
        let scene = try AnalysisFixtures.scene("gesture-photo-viewer/scene.json")
        let session = try Self.session(scene: "gesture-photo-viewer", """
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 312, "y": 125 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 312, "y": 125 } ] },
            { "t": 1, "touches": [ { "touch": 1, "phase": "began", "x": 312, "y": 125 } ] },
            { "t": 1.1, "touches": [ { "touch": 1, "phase": "ended", "x": 312, "y": 125 } ] },
            { "t": 2, "touches": [ { "touch": 1, "phase": "began", "x": 312, "y": 125 } ] },
            { "t": 2.1, "touches": [ { "touch": 1, "phase": "ended", "x": 312, "y": 125 } ] }
            """)
        let flips = session.fragileTouches(on: scene, radius: 4)
        #expect(flips.map(\.seq) == [0, 2, 4])
        let single = GestureTransition(gesture: "singleTap", state: .recognized, action: "toggleChrome:", target: "photoVC")
        #expect(flips.allSatisfy { $0.outcome.gestures == [single] })
    }
}
