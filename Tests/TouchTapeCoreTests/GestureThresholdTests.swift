import Testing
@testable import TouchTapeCore

/// The state machines' thresholds (G6–G9, D2), each at, just under and just over its value.
@Suite("Gesture thresholds (G6–G9)")
struct GestureThresholdTests {
    static func pad(_ gesture: String) throws -> Scene { try GestureRuleTests.pad(gesture) }

    static let tap = #"{ "id": "g", "kind": "tap" }"#
    static let doubleTap = #"{ "id": "g", "kind": "tap", "taps": 2 }"#
    static let press = #"{ "id": "g", "kind": "longPress" }"#
    static let pan = #"{ "id": "g", "kind": "pan" }"#
    static let swipe = #"{ "id": "g", "kind": "swipe" }"#

    @Test("D2: the recognizer thresholds are named constants with the documented values (docs/formats.md)")
    func constants() {
        #expect(GestureConstants.tapAllowableMovement == 45)
        #expect(GestureConstants.tapMaximumDuration == 0.75)
        #expect(GestureConstants.tapMaximumInterval == 0.35)
        #expect(GestureConstants.panMinimumDistance == 10)
        #expect(GestureConstants.swipeMinimumDistance == 50)
        #expect(GestureConstants.swipeMaximumDeviation == 100)
        #expect(GestureConstants.swipeDirectionSlop == 10)
        #expect(GestureConstants.swipeMaximumDuration == 0.5)
    }

    // MARK: G6 tap

    @Test("G6: a tap's touch may move 45 pt (TAP_ALLOWABLE_MOVEMENT), not more", arguments: [
        (44.9, "g recognized"), (45.0, "g recognized"), (45.1, "g failed"),
    ])
    func tapMovement(distance: Double, expected: String) throws {
        let d = try GT.run(try Self.pad(Self.tap), GT.ev(0, 1, "began", 100, 100),
                           GT.ev(0.05, 1, "moved", 100 + distance, 100), GT.ev(0.1, 1, "ended", 100 + distance, 100))
        #expect(GT.transitions(d) == [expected])
        #expect(GestureConstants.tapAllowableMovement == 45)
    }

    @Test("G6: a tap must be over within 0.75 s (TAP_MAXIMUM_DURATION); its deadline passes before a lift at that time",
          arguments: [(0.7499, ["g recognized"]), (0.75, ["g failed"]), (0.7501, ["g failed"])])
    func tapDuration(lift: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.tap), GT.ev(0, 1, "began", 100, 100), GT.ev(lift, 1, "ended", 100, 100))
        #expect(GT.transitions(d) == expected)
        #expect(GestureConstants.tapMaximumDuration == 0.75)
    }

    /// Too late, the second tap starts a new first tap, which fails in turn at its own interval deadline.
    @Test("G6: the next tap must start within 0.35 s of the last one's lift (TAP_MAXIMUM_INTERVAL)",
          arguments: [(-0.01, ["g recognized"]), (0.0, ["g failed", "g failed"]), (0.01, ["g failed", "g failed"])])
    func tapInterval(offset: Double, expected: [String]) throws {
        let second = 0.25 + GestureConstants.tapMaximumInterval + offset
        let d = try GT.run(try Self.pad(Self.doubleTap), GT.ev(0, 1, "began", 100, 100), GT.ev(0.25, 1, "ended", 100, 100),
                           GT.tap(second, 2, 100, 100))
        #expect(GT.transitions(d) == expected)
        #expect(GestureConstants.tapMaximumInterval == 0.35)
    }

    @Test("G6: the next tap must begin within 45 pt of the first tap's first touch", arguments: [
        (44.9, ["g recognized"]), (45.0, ["g recognized"]), (45.1, ["g failed"]),
    ])
    func nextTapDistance(distance: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.doubleTap), GT.tap(0, 1, 100, 100), GT.tap(0.2, 2, 100, 100 + distance))
        #expect(GT.transitions(d) == expected)
    }

    @Test("G6: a tap over with fewer than its touches fails")
    func tapWithTooFewTouches() throws {
        let d = try GT.run(try Self.pad(#"{ "id": "g", "kind": "tap", "touches": 2 }"#), GT.tap(0, 1, 100, 100))
        #expect(GT.transitions(d) == ["g failed"])
    }

    // MARK: G7 long press

    @Test("G7: a long press allows 10 pt of movement before it begins (allowableMovement), not more", arguments: [
        (9.9, ["g began"]), (10.0, ["g began"]), (10.1, ["g failed"]), (11.0, ["g failed"]),
    ])
    func longPressMovement(distance: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.press), GT.ev(0, 1, "began", 100, 100), GT.ev(0.2, 1, "moved", 100 + distance, 100))
        #expect(GT.transitions(d) == expected)
    }

    @Test("G7: a long press begins after 0.5 s (minimumPressDuration); a lift before fails it", arguments: [
        (0.4999, ["g failed"]), (0.5, ["g began", "g ended"]), (0.5001, ["g began", "g ended"]),
    ])
    func longPressDuration(lift: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.press), GT.ev(0, 1, "began", 100, 100), GT.ev(lift, 1, "ended", 100, 100))
        #expect(GT.transitions(d) == expected)
    }

    @Test("G7: minimumPressDuration and allowableMovement are scene keys")
    func longPressKeys() throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "longPress", "minimumPressDuration": 1, "allowableMovement": 20 }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.9, 1, "moved", 115, 100), GT.ev(1.2, 1, "ended", 115, 100))
        #expect(GT.summary(d).filter { $0.hasPrefix("timer") } == ["timer 1 | g began"])
        #expect(GT.transitions(d) == ["g began", "g ended"])
    }

    @Test("G7: after it began, any movement is changed and a lift ends it")
    func longPressAfterBegan() throws {
        let d = try GT.run(try Self.pad(Self.press), GT.ev(0, 1, "began", 100, 100), GT.ev(0.6, 1, "moved", 300, 500),
                           GT.ev(0.7, 1, "ended", 300, 500))
        #expect(GT.transitions(d) == ["g began", "g changed", "g ended"])
    }

    // MARK: G8 pan

    @Test("G8: a pan begins at a move 10 pt or more from the start (PAN_MINIMUM_DISTANCE)", arguments: [
        (9.9, ["g failed"]), (10.0, ["g began", "g ended"]), (10.1, ["g began", "g ended"]),
    ])
    func panDistance(distance: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.pan), GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100, 100 + distance),
                           GT.ev(0.2, 1, "ended", 100, 100 + distance))
        #expect(GT.transitions(d) == expected)
        #expect(GestureConstants.panMinimumDistance == 10)
    }

    /// G8, E5 (docs/rules.md): a diagonal move of (8, 8) is 11.3 pt
    /// away but 8 pt along each axis, so no pan; (10, 0) and (0, -10) begin one.
    @Test("G8, per axis: a pan begins when |dx| ≥ 10 or |dy| ≥ 10, not at a Euclidean 10 pt", arguments: [
        (8.0, 8.0, ["g failed"]), (9.99, 9.99, ["g failed"]), (10.0, 0.0, ["g began", "g ended"]),
        (0.0, -10.0, ["g began", "g ended"]), (-10.0, 9.0, ["g began", "g ended"]),
    ])
    func panPerAxis(dx: Double, dy: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.pan), GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100 + dx, 100 + dy),
                           GT.ev(0.2, 1, "ended", 100 + dx, 100 + dy))
        #expect(GT.transitions(d) == expected)
    }

    @Test("G8: a pan needs minimumTouches down to begin, and ends when a lift leaves fewer")
    func panMinimumTouches() throws {
        let scene = try GestureRuleTests.pad(#"{ "id": "g", "kind": "pan", "minimumTouches": 2 }"#, extra: #", "multipleTouchEnabled": true"#)
        let one = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100, 200), GT.ev(0.2, 1, "ended", 100, 200))
        #expect(GT.transitions(one) == ["g failed"])
        let two = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0, 2, "began", 200, 100),
                             GT.ev(0.1, 1, "moved", 100, 200), GT.ev(0.2, 2, "ended", 200, 100), GT.ev(0.3, 1, "ended", 100, 200))
        #expect(GT.transitions(two) == ["g began", "g ended"])
    }

    // MARK: G9 swipe

    @Test("G9: a swipe recognizes at 50 pt along its direction (SWIPE_MINIMUM_DISTANCE)", arguments: [
        (49.9, ["g failed"]), (50.0, ["g recognized"]), (50.1, ["g recognized"]),
    ])
    func swipeDistance(distance: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.swipe), GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100 + distance, 100),
                           GT.ev(0.2, 1, "ended", 100 + distance, 100))
        #expect(GT.transitions(d) == expected)
    }

    @Test("G9: a swipe fails beyond 100 pt across its direction (SWIPE_MAXIMUM_DEVIATION)", arguments: [
        (99.9, ["g recognized"]), (100.0, ["g recognized"]), (100.1, ["g failed"]),
    ])
    func swipeDeviation(across: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.swipe), GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 160, 100 + across))
        #expect(GT.transitions(d) == expected)
    }

    @Test("G9: a swipe checks its direction only beyond 10 pt from the start (SWIPE_DIRECTION_SLOP)", arguments: [
        (9.9, ["g recognized"]), (10.0, ["g recognized"]), (10.1, ["g failed"]),
    ])
    func swipeSlop(backwards: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.swipe), GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100 - backwards, 100),
                           GT.ev(0.2, 1, "moved", 160, 100))
        #expect(GT.transitions(d) == expected)
    }

    @Test("G9: a swipe must recognize within 0.5 s of its first touch (SWIPE_MAXIMUM_DURATION)", arguments: [
        (0.4999, ["g recognized"]), (0.5, ["g failed"]), (0.5001, ["g failed"]),
    ])
    func swipeDuration(at t: Double, expected: [String]) throws {
        let d = try GT.run(try Self.pad(Self.swipe), GT.ev(0, 1, "began", 100, 100), GT.ev(t, 1, "moved", 160, 100))
        #expect(GT.transitions(d) == expected)
    }

    @Test("G9: direction up is toward smaller y; left and down mirror right", arguments: [
        ("up", 100.0, 40.0), ("down", 100.0, 160.0), ("left", 40.0, 100.0),
    ])
    func swipeDirections(direction: String, x: Double, y: Double) throws {
        let scene = try Self.pad(#"{ "id": "g", "kind": "swipe", "direction": "\#(direction)" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", x, y))
        #expect(GT.transitions(d) == ["g recognized"])
    }
}
