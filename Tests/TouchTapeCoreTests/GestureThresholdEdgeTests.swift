import Testing
@testable import TouchTapeCore

/// The scene-key thresholds of G6–G9 (`taps`, `touches`, `minimumPressDuration`,
/// `allowableMovement`, `minimumTouches`, `maximumTouches`, `direction`), each at, just under and
/// just over its value, and a `stationary` event advancing the clock (G5, docs/formats.md).
/// The engine's fixed thresholds (D2) are in GestureThresholdTests.
@Suite("Gesture thresholds at their edges (G5–G9)")
struct GestureThresholdEdgeTests {
    /// A full-screen view `pad` that handles touches, several at once, and carries this recognizer.
    static func pad(_ gesture: String) throws -> Scene {
        try GestureRuleTests.pad(gesture, extra: #", "multipleTouchEnabled": true"#)
    }

    /// One event in which `count` touches (1, 2, …) take the same phase, 50 pt apart along x from (100, 100).
    static func fingers(_ count: Int, _ t: Double, _ phase: String, dx: Double = 0, dy: Double = 0) -> String {
        let touches = (1 ... count).map { i in
            #"{ "touch": \#(i), "phase": "\#(phase)", "x": \#(50.0 + 50.0 * Double(i) + dx), "y": \#(100 + dy) }"#
        }
        return #"{ "t": \#(t), "touches": [ \#(touches.joined(separator: ", ")) ] }"#
    }

    /// The deliveries that carry transitions, as `GT.summary` writes them: where each decision fell.
    static func decided(_ d: [Delivery]) -> [String] {
        GT.summary(d).filter { $0.contains(" | ") }
    }

    static func timer(_ t: Double) -> String { "timer \(JSONText.numberString(t))" }

    // MARK: G6 tap

    /// Taps 0.25 s apart, each held 0.125 s, at one point: well within 45 pt, 0.75 s and 0.35 s.
    @Test("G6: a tap with taps 3 recognizes at the 3rd lift; 2 taps fail at the interval deadline; a 4th tap starts over and fails at its own",
          arguments: [
              (2, ["timer \(JSONText.numberString(0.375 + GestureConstants.tapMaximumInterval)) | g failed"]),
              (3, ["touch 3 ended claimed | g recognized"]),
              (4, ["touch 3 ended claimed | g recognized",
                   "timer \(JSONText.numberString(0.875 + GestureConstants.tapMaximumInterval)) | g failed"]),
          ])
    func numberOfTaps(count: Int, expected: [String]) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "tap", "taps": 3 }"#)
        let events = (1 ... count).flatMap { i -> [String] in
            let t = 0.25 * Double(i - 1)
            return [GT.ev(t, i, "began", 100, 100), GT.ev(t + 0.125, i, "ended", 100, 100)]
        }
        let d = try TT.run(scene, events.joined(separator: ", "))
        #expect(Self.decided(d) == expected)
    }

    @Test("G6, G2: a tap with touches 2 recognizes with exactly 2 touches; 1 fails when the tap is over, a 3rd fails it as it begins",
          arguments: [
              (1, ["touch 1 ended → pad | g failed"]),
              (2, ["touch 2 ended claimed | g recognized"]),
              (3, ["touch 3 began → pad | g failed"]),
          ])
    func numberOfTapTouches(count: Int, expected: [String]) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "tap", "touches": 2 }"#)
        let d = try GT.run(scene, Self.fingers(count, 0, "began"), Self.fingers(count, 0.1, "ended"))
        #expect(Self.decided(d) == expected)
        #expect(d.allSatisfy { $0.dropped == nil }, "no touch is dropped: the recognizer counts touches the view also gets")
    }

    // MARK: G7 long press

    @Test("G7, G2: a long press with touches 2 begins with exactly 2 touches down; 1 fails at its lift, a 3rd fails it as it begins",
          arguments: [
              (1, ["touch 1 ended → pad | g failed"]),
              (2, ["timer 0.5 | g began", "touch 1 ended claimed | g ended"]),
              (3, ["touch 3 began → pad | g failed"]),
          ])
    func numberOfPressTouches(count: Int, expected: [String]) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "longPress", "touches": 2 }"#)
        let d = try GT.run(scene, Self.fingers(count, 0, "began"), Self.fingers(count, 1, "ended"))
        #expect(Self.decided(d) == expected)
    }

    @Test("G7: with touches 2, minimumPressDuration counts from the touch that brings 2 touches down, not from the first")
    func pressDurationFromTheKthTouch() throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "longPress", "touches": 2 }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.25, 2, "began", 150, 100))
        #expect(Self.decided(d) == ["timer 0.75 | g began"])
    }

    @Test("G7, G5: a long press with minimumPressDuration 1.25 begins at 1.25 s; a lift at that time comes after it, a lift before fails it",
          arguments: [
              (1.2499, ["touch 1 ended → pad | g failed"]),
              (1.25, ["timer 1.25 | g began", "touch 1 ended claimed | g ended"]),
              (1.2501, ["timer 1.25 | g began", "touch 1 ended claimed | g ended"]),
          ])
    func minimumPressDuration(lift: Double, expected: [String]) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "longPress", "minimumPressDuration": 1.25 }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(lift, 1, "ended", 100, 100))
        #expect(Self.decided(d) == expected)
    }

    /// Moves of (15, 19.9), (15, 20) and (15, 20.1): a straight-line distance of about 24.92, exactly 25, about 25.08.
    @Test("G7: a long press with allowableMovement 25 allows a move of 25 pt (straight-line distance), not more",
          arguments: [
              (19.9, ["timer 0.5 | g began"]),
              (20.0, ["timer 0.5 | g began"]),
              (20.1, ["touch 1 moved → pad | g failed"]),
          ])
    func allowableMovement(dy: Double, expected: [String]) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "longPress", "allowableMovement": 25 }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.2, 1, "moved", 115, 100 + dy))
        #expect(Self.decided(d) == expected)
    }

    // MARK: G9 swipe

    @Test("G9, G2: a swipe with touches 2 recognizes with exactly 2 touches down; 1 fails at its lift, a 3rd fails it as it begins",
          arguments: [
              (1, ["touch 1 ended → pad | g failed"]),
              (2, ["touch 1 moved claimed | g recognized"]),
              (3, ["touch 3 began → pad | g failed"]),
          ])
    func numberOfSwipeTouches(count: Int, expected: [String]) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "swipe", "touches": 2 }"#)
        let d = try GT.run(scene, Self.fingers(count, 0, "began"), Self.fingers(count, 0.1, "moved", dx: 60),
                           Self.fingers(count, 0.2, "ended", dx: 60))
        #expect(Self.decided(d) == expected)
    }

    @Test("G9: a swipe fails at a move of more than 10 pt against its direction (left, up, down)", arguments: [
        ("left", 160.0, 100.0), ("up", 100.0, 160.0), ("down", 100.0, 40.0),
    ])
    func wrongDirection(direction: String, x: Double, y: Double) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "swipe", "direction": "\#(direction)" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", x, y))
        #expect(Self.decided(d) == ["touch 1 moved → pad | g failed"])
    }

    // MARK: G8 pan

    @Test("G8: a pan with maximumTouches 2 begins with exactly 2 touches down")
    func panAtMaximumTouches() throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "pan", "maximumTouches": 2 }"#)
        let d = try GT.run(scene, Self.fingers(2, 0, "began"), GT.ev(0.1, 1, "moved", 100, 130))
        #expect(Self.decided(d) == ["touch 1 moved claimed | g began"])
    }

    @Test("G2, G8: a pan with maximumTouches down ignores a further touch: it does not track it, and the view keeps it")
    func panOverMaximumTouches() throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "pan", "maximumTouches": 2 }"#)
        let d = try GT.run(scene, Self.fingers(3, 0, "began"), GT.ev(0.1, 3, "moved", 200, 130), GT.ev(0.2, 1, "moved", 100, 130),
                           Self.fingers(3, 0.3, "ended", dy: 30))
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "touch 2 began → pad", "touch 3 began → pad",
            "touch 3 moved → pad",
            "touch 1 moved claimed | g began", "cancel 1 → pad", "cancel 2 → pad",
            "touch 1 ended claimed", "touch 2 ended claimed | g ended", "touch 3 ended → pad",
        ])
    }

    @Test("G8: a pan with minimumTouches 2 begins with 2 or more touches down, not with 1 (and ends at the lift that leaves fewer than 2)",
          arguments: [
              (1, ["touch 1 ended → pad | g failed"]),
              (2, ["touch 1 moved claimed | g began", "touch 1 ended claimed | g ended"]),
              (3, ["touch 1 moved claimed | g began", "touch 2 ended claimed | g ended"]),
          ])
    func panMinimumTouches(count: Int, expected: [String]) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "pan", "minimumTouches": 2 }"#)
        let d = try GT.run(scene, Self.fingers(count, 0, "began"), GT.ev(0.1, 1, "moved", 100, 130), Self.fingers(count, 0.2, "ended"))
        #expect(Self.decided(d) == expected)
    }

    // MARK: G5 and stationary

    @Test("G5, docs/formats.md: a stationary event advances the clock: a deadline due by its t passes before it, and it yields no delivery")
    func stationaryAdvancesTheClock() throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "longPress" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.25, 1, "stationary", 100, 100),
                           GT.ev(0.5, 1, "stationary", 100, 100))
        #expect(GT.summary(d) == ["touch 1 began → pad", "timer 0.5 | g began", "cancel 1 → pad"])
        // The timer is a step between the two stationary events: it has the seq of the one before it.
        #expect(d.map(\.seq) == [0, 1, 1])
        #expect(d[1].t == 0.5 && d[2].t == 0.5)
    }
}
