import Testing
@testable import TouchTapeCore

/// Determinism: docs/rules.md D1–D2.
@Suite("Determinism (D1–D2)")
struct DeterminismTests {
    /// Forty cells, 10 points high, from y 0 down.
    static let cells = (0 ..< 40).map { i in
        #"{ "id": "cell\#(i)", "frame": [0, \#(i * 10), 375, 10], "touches": "observe" }"#
    }.joined(separator: ", ")

    /// A scene with many ids (dictionary order would show) and every kind of event.
    static let sceneText = TT.document(#"""
        "application": { "delegate": { "remoteControl": "handle" } },
        "windowScene": {},
        "firstResponder": "field",
        "windows": [
          { "id": "main", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "vc", "motion": "handle" }, "subviews": [
              \#(cells),
              { "id": "field", "frame": [0, 500, 200, 40], "canBecomeFirstResponder": true, "actions": ["copy:"] },
              { "id": "button", "frame": [100, 600, 100, 50], "exclusiveTouch": true,
                "control": { "actions": { "touchDown": "d:", "touchDragExit": "x:", "touchUpOutside": "o:" } } } ] } ] },
          { "id": "overlay", "frame": [0, 0, 375, 100], "level": 1, "hitTest": "passThroughSelf",
            "subviews": [ { "id": "badge", "frame": [300, 0, 75, 50], "alpha": 0.5 } ] } ]
        """#)

    static let events = [
        #"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 150, "y": 620 }, { "touch": 2, "phase": "began", "x": 5, "y": 5 } ] }"#,
        #"{ "t": 0.1, "touches": [ { "touch": 1, "phase": "moved", "x": 350, "y": 620 }, { "touch": 2, "phase": "stationary", "x": 5, "y": 5 } ] }"#,
        #"{ "t": 0.2, "touches": [ { "touch": 1, "phase": "ended", "x": 350, "y": 620 }, { "touch": 2, "phase": "ended", "x": 5, "y": 5 } ] }"#,
        #"{ "t": 0.3, "touches": [ { "touch": 3, "phase": "began", "x": 310, "y": 10 } ] }"#,
        #"{ "t": 0.4, "touches": [ { "touch": 4, "phase": "began", "x": 1000, "y": 10 } ] }"#,
        #"{ "t": 0.5, "motion": "shake" }"#,
        #"{ "t": 0.6, "remoteControl": "play" }"#,
        #"{ "t": 0.7, "action": "copy:" }"#,
        #"{ "t": 0.8, "ignoreInteractionEvents": true }"#,
        #"{ "t": 0.9, "touches": [ { "touch": 5, "phase": "began", "x": 10, "y": 205 } ] }"#,
        #"{ "t": 1.0, "resignFirstResponder": true }"#,
        #"{ "t": 1.1, "press": "a" }"#,
    ].joined(separator: ", ")

    static func outcomeText(_ deliveries: [Delivery]) -> String {
        deliveries.map(OutcomeJSON.line).joined(separator: "\n")
    }

    @Test("D1: dispatching the same session twice on the same scene gives byte-identical outcomes, traces included")
    func sameBytesTwice() throws {
        let scene = try TT.decodeScene(Self.sceneText)
        let session = try TT.session(Self.events)
        let first = Dispatcher.run(session, on: scene, trace: true)
        let second = Dispatcher.run(session, on: scene, trace: true)
        #expect(first == second)
        #expect(Self.outcomeText(first) == Self.outcomeText(second))
        #expect(first.count == 14)
    }

    @Test("D1: decoding the scene and session again gives the same outcome bytes")
    func sameBytesFromFreshDecode() throws {
        let a = Dispatcher.run(try TT.session(Self.events), on: try TT.decodeScene(Self.sceneText), trace: true)
        let b = Dispatcher.run(try TT.session(Self.events), on: try TT.decodeScene(Self.sceneText), trace: true)
        #expect(Self.outcomeText(a) == Self.outcomeText(b))
    }

    @Test("D1: the rich session's outcomes are the ones the rules give (so the determinism checks compare something real)")
    func richSessionOutcome() throws {
        let d = Dispatcher.run(try TT.session(Self.events), on: try TT.decodeScene(Self.sceneText))
        // seq 0: the exclusive button takes touch 1; touch 2 on cell0 is blocked (T4).
        #expect(d[0].view == "button" && TT.events(d[0]) == ["touchDown"])
        #expect(d[1].dropped == .exclusiveTouch && d[1].window == "main")
        // seq 1: the stationary touch 2 yields nothing; touch 1 moves far out (C3).
        #expect(d[2].seq == 1 && TT.events(d[2]) == ["touchDragExit"])
        #expect(d[3].seq == 2 && TT.events(d[3]) == ["touchUpOutside"])
        #expect(d[4].seq == 2 && d[4].dropped == .exclusiveTouch)
        // seq 3: the badge in the pass-through overlay window; seq 4: off screen.
        #expect(d[5].window == "overlay" && d[5].view == "badge")
        #expect(d[6].dropped == .noHitView)
        #expect(d[7].handledBy == "vc")
        #expect(d[8].handledBy == "appDelegate")
        #expect(d[9].handledBy == "field")
        #expect(d[10].kind == .state)
        #expect(d[11].dropped == .ignoringInteractionEvents && d[11].hitView == "cell20")
        #expect(d[12].kind == .state && d[12].firstResponder == nil)
        #expect(d[13].kind == .press && d[13].dropped == .noFirstResponder)
    }

    @Test("D1: two outcomes are the same when every key but t and trace is equal")
    func sameIgnoresTimeAndTrace() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10] }"#)
        var a = try TT.tap(scene, 5, 5, trace: true)[0]
        var b = a
        b.t = 99
        b.trace = nil
        #expect(a.isSame(as: b))
        #expect(OutcomeComparison.differences(reference: a, current: b).isEmpty)
        a.handledBy = "v"
        #expect(!a.isSame(as: b))
    }

    @Test("D2: the engine's unstated defaults are named constants with the documented values")
    func constants() {
        #expect(EngineConstants.controlTrackingMargin == 70)
        #expect(EngineConstants.minimumHittableAlpha == 0.01)
        #expect(EngineConstants.laterWindowInFrontAtEqualLevel == true)
        #expect(EngineConstants.touchStartsInside == true)
        #expect(EngineConstants.engineVersion == "0.3.0")
        #expect(Scene.maximumDepth == 200)
    }

    @Test("D2: control tracking uses the margin constant (just inside it is inside, at it is outside)")
    func marginConstantIsUsed() throws {
        let m = EngineConstants.controlTrackingMargin
        let scene = try TT.window(#"{ "id": "b", "frame": [100, 100, 50, 50], "control": { "actions": { "touchDragInside": "in:", "touchDragOutside": "out:" } } }"#)
        let inside = try TT.run(scene, TT.touch(1, "began", 120, 120) + ", " + TT.touch(1, "moved", 150 + m - 0.5, 120))
        #expect(TT.events(inside[1]) == ["touchDragInside"])
        let outside = try TT.run(scene, TT.touch(1, "began", 120, 120) + ", " + TT.touch(1, "moved", 150 + m, 120))
        #expect(TT.events(outside[1]) == ["touchDragOutside"])
    }

    @Test("D2: hit-testing uses the alpha constant (alpha equal to it is hittable, the next value below is not)")
    func alphaConstantIsUsed() throws {
        let at = EngineConstants.minimumHittableAlpha
        let below = at.nextDown
        let hittable = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10], "alpha": \#(at) }"#)
        let transparent = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10], "alpha": \#(below) }"#)
        #expect(TT.hit(hittable, 5, 5) == "v")
        #expect(TT.hit(transparent, 5, 5) == "window")
    }

    @Test("D2/H2: the order of equal-level windows follows its constant")
    func windowOrderConstantIsUsed() throws {
        let scene = try TT.scene(#""windows": [ { "id": "first", "frame": [0, 0, 10, 10] }, { "id": "second", "frame": [0, 0, 10, 10] } ]"#)
        #expect(TT.hit(scene, 5, 5) == (EngineConstants.laterWindowInFrontAtEqualLevel ? "second" : "first"))
    }
}
