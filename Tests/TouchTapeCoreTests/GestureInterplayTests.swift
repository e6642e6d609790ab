import Testing
@testable import TouchTapeCore

/// Recognizers with each other, with views, controls and the touch rules (docs/rules.md G1–G19):
/// the interplay cases issue #15 names, each behaviour once, each through dispatch.
@Suite("Gesture interplay (G1–G19)")
struct GestureInterplayTests {
    /// A full-screen view `pad` that handles touches and carries these recognizers.
    static func pad(_ gestures: String, extra: String = "") throws -> Scene {
        try GestureRuleTests.pad(gestures, extra: extra)
    }

    /// One touch event with a `tapCount`.
    static func ev(_ t: Double, _ touch: Int, _ phase: String, _ x: Double, _ y: Double, tapCount: Int) -> String {
        #"{ "t": \#(t), "touches": [ { "touch": \#(touch), "phase": "\#(phase)", "x": \#(x), "y": \#(y), "tapCount": \#(tapCount) } ] }"#
    }

    /// A `container` view carrying `gesture`, holding a control `control` of class `controlClass`
    /// at [100, 100, 100, 50] that has an action for touchDown, touchUpInside and touchCancel.
    static func controlScene(_ controlClass: String, gesture: String, controlExtra: String = "") throws -> Scene {
        try GT.scene(#"""
            { "id": "container", "frame": [0, 0, 375, 667], "touches": "handle", "gestures": [ \#(gesture) ], "subviews": [
              { "id": "control", "class": "\#(controlClass)", "frame": [100, 100, 100, 50]\#(controlExtra),
                "control": { "actions": { "touchUpInside": "up:", "touchCancel": "cancel:" } } } ] }
            """#)
    }

    // MARK: The issue's interplay case (G8, G13, G16, G17)

    /// A table (a scroll view) with a pan, over a cell that handles its touches.
    static func tableOverCell(rowTap: Bool = false) throws -> Scene {
        let cellGestures = rowTap ? #", "gestures": [ { "id": "rowTap", "kind": "tap" } ]"# : ""
        return try GT.scene(#"""
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "listVC" }, "touches": "handle",
              "gestures": [ { "id": "dismiss", "kind": "tap" } ], "subviews": [
              { "id": "table", "class": "UITableView", "frame": [0, 64, 375, 603],
                "gestures": [ { "id": "pan", "kind": "pan", "action": { "target": "listVC", "selector": "scroll:" } } ], "subviews": [
                { "id": "cell", "class": "UITableViewCell", "frame": [0, 0, 375, 44], "touches": "handle"\#(cellGestures) } ] } ] }
            """#)
    }

    @Test("G8, G13: a pan on a table begins past its threshold over a cell and cancels the cell's touch; the cell gets no ended")
    func panOverCellCancelsTheCell() throws {
        let d = try GT.run(try Self.tableOverCell(),
                           GT.ev(0, 1, "began", 100, 80), GT.ev(0.05, 1, "moved", 100, 85),
                           GT.ev(0.1, 1, "moved", 100, 95), GT.ev(0.15, 1, "moved", 100, 140),
                           GT.ev(0.2, 1, "ended", 100, 140))
        #expect(GT.summary(d) == [
            "touch 1 began → cell",
            "touch 1 moved → cell",
            "touch 1 moved claimed | pan began, dismiss failed",
            "cancel 1 → cell",
            "touch 1 moved claimed | pan changed",
            "touch 1 ended claimed | pan ended",
        ])
        // The cancel row: touchesCancelled to the cell, in the step that began the pan.
        let cancel = d[3]
        #expect(cancel.kind == .cancel && cancel.seq == 2 && cancel.t == 0.1)
        #expect(cancel.touch == 1 && cancel.phase == .cancelled && cancel.window == "window" && cancel.view == "cell")
        #expect(cancel.hitView == nil && cancel.chain == ["cell"] && cancel.handledBy == "cell")
        #expect(cancel.withheld == nil && cancel.dropped == nil && cancel.gestures.isEmpty)
        // The step's own row: withheld, no chain, no handler; the pan's action goes to its target.
        #expect(d[2].withheld == .claimed && d[2].chain.isEmpty && d[2].handledBy == nil && d[2].view == "cell")
        #expect(d[2].gestures == [GestureTransition(gesture: "pan", state: .began, action: "scroll:", target: "listVC"),
                                  GestureTransition(gesture: "dismiss", state: .failed)])
        #expect(!d.contains { $0.view == "cell" && $0.phase == .ended && $0.withheld == nil })
    }

    // MARK: G1

    @Test("G1: the recognizers see a touch in G1 order, hit view first and the window last, whatever the scene order")
    func g1OrderThroughDispatch() throws {
        let scene = try GT.scene(#"""
            { "id": "outer", "frame": [0, 0, 375, 667], "touches": "handle",
              "gestures": [ { "id": "o1", "kind": "tap" }, { "id": "o2", "kind": "longPress" } ],
              "subviews": [ { "id": "inner", "frame": [0, 0, 200, 200], "touches": "handle",
                              "gestures": [ { "id": "i1", "kind": "longPress" }, { "id": "i2", "kind": "tap" } ] } ] }
            """#, windowGestures: #"{ "id": "w1", "kind": "tap" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.1, 1, "cancelled", 50, 50))
        // Scene order is w1, o1, o2, i1, i2; each fails by its own sight of the cancel (G18).
        #expect(GT.summary(d) == [
            "touch 1 began → inner",
            "touch 1 cancelled → inner | i1 failed, i2 failed, o1 failed, o2 failed, w1 failed",
        ])
    }

    @Test("G1, F12: a touch dropped for exclusiveTouch still reaches the recognizers of the view it hit")
    func exclusiveTouchDropStillReachesRecognizers() throws {
        let scene = try GT.scene(#"""
            { "id": "solo", "frame": [0, 0, 187, 667], "touches": "handle", "exclusiveTouch": true },
            { "id": "other", "frame": [187, 0, 188, 667], "touches": "handle", "gestures": [ { "id": "otherTap", "kind": "tap" } ] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.tap(0.1, 2, 300, 50), GT.ev(0.3, 1, "ended", 50, 50))
        #expect(GT.summary(d) == [
            "touch 1 began → solo",
            "touch 2 began dropped exclusiveTouch",
            "touch 2 ended dropped exclusiveTouch | otherTap recognized",
            "touch 1 ended → solo",
        ])
        // F16: the dropped rows keep their reason and never say withheld; no cancel row follows.
        #expect(d[1].hitView == "other" && d[2].withheld == nil && d[2].view == nil)
    }

    @Test("G1: a touch with no hit view (noHitView) reaches no recognizer, not even the window's")
    func noHitViewReachesNoRecognizer() throws {
        let scene = try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test",
              "windows": [ { "id": "window", "frame": [0, 0, 200, 200], "gestures": [ { "id": "windowTap", "kind": "tap" } ],
                             "subviews": [ { "id": "v", "frame": [0, 0, 200, 200], "touches": "handle" } ] } ] }
            """#)
        let d = try GT.run(scene, GT.tap(0, 1, 300, 300), GT.tap(1, 2, 50, 50))
        #expect(GT.summary(d) == [
            "touch 1 began dropped noHitView",
            "touch 1 ended dropped noHitView",
            "touch 2 began → v",
            "touch 2 ended claimed | windowTap recognized",
            "cancel 2 → v",
        ])
        #expect(d[0].window == nil && d[0].hitView == nil)
    }

    // MARK: G2

    @Test("G2: a swipe that already has its touches down fails when offered one more")
    func swipeFailsOnExtraTouch() throws {
        let scene = try Self.pad(#"{ "id": "swipe", "kind": "swipe", "touches": 2 }"#, extra: #", "multipleTouchEnabled": true"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 100), GT.ev(0.01, 2, "began", 50, 200),
                           GT.ev(0.02, 3, "began", 50, 300), GT.ev(0.1, 3, "moved", 120, 300))
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "touch 2 began → pad",
            "touch 3 began → pad | swipe failed",
            "touch 3 moved → pad",
        ])
    }

    @Test("G2, G11: a waiting swipe fails when a new touch begins")
    func waitingSwipeFailsOnNewTouch() throws {
        let scene = try GT.scene(#"""
            { "id": "left", "frame": [0, 0, 187, 667], "touches": "handle",
              "gestures": [ { "id": "hold", "kind": "longPress", "minimumPressDuration": 2 } ] },
            { "id": "right", "frame": [187, 0, 188, 667], "touches": "handle", "multipleTouchEnabled": true,
              "gestures": [ { "id": "swipe", "kind": "swipe", "requireToFail": ["hold"] } ] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.1, 2, "began", 200, 300),
                           GT.ev(0.2, 2, "moved", 260, 300), GT.ev(0.3, 3, "began", 300, 500),
                           GT.ev(0.4, 1, "ended", 50, 50))
        // The swipe would recognize at 0.2 but hold is in play, so it waits, silently; at
        // touch 3's began it fails (G2); hold's lift then releases nobody.
        #expect(GT.summary(d) == [
            "touch 1 began → left", "touch 2 began → right",
            "touch 2 moved → right",
            "touch 3 began → right | swipe failed",
            "touch 1 ended → left | hold failed",
        ])
    }

    @Test("G11: a waiting swipe ignores its touch's phases (a reversal, a lift); released when the listed recognizer fails, it recognizes and claims")
    func waitingSwipeIgnoresPhasesThenRecognizes() throws {
        let scene = try GT.scene(#"""
            { "id": "left", "frame": [0, 0, 187, 667], "touches": "handle",
              "gestures": [ { "id": "hold", "kind": "longPress", "minimumPressDuration": 2 } ] },
            { "id": "right", "frame": [187, 0, 188, 667], "touches": "handle",
              "gestures": [ { "id": "swipe", "kind": "swipe", "requireToFail": ["hold"] } ] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.1, 2, "began", 200, 300),
                           GT.ev(0.2, 2, "moved", 260, 300), GT.ev(0.3, 2, "moved", 180, 300),
                           GT.ev(0.4, 2, "ended", 180, 300), GT.ev(0.9, 1, "ended", 50, 50))
        // The swipe's 0.5 s deadline was disarmed when it started to wait (G5): no timer row.
        #expect(GT.summary(d) == [
            "touch 1 began → left", "touch 2 began → right",
            "touch 2 moved → right", "touch 2 moved → right",
            "touch 2 ended delayed",
            "touch 1 ended → left | hold failed, swipe recognized",
            "cancel 2 → right",
        ])
    }

    @Test("G2, G13: an active pan accepts a new touch that was not dropped and claims it at once; the view never hears of it")
    func activePanClaimsNewTouch() throws {
        let scene = try Self.pad(#"{ "id": "pan", "kind": "pan" }"#, extra: #", "multipleTouchEnabled": true"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100, 130),
                           GT.ev(0.2, 2, "began", 200, 200), GT.ev(0.3, 2, "moved", 200, 210),
                           GT.ev(0.4, 1, "ended", 100, 130), GT.ev(0.5, 2, "ended", 200, 210))
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "touch 1 moved claimed | pan began", "cancel 1 → pad",
            "touch 2 began claimed",
            "touch 2 moved claimed | pan changed",
            "touch 1 ended claimed",
            "touch 2 ended claimed | pan ended",
        ])
        #expect(d[3].dropped == nil && d[3].hitView == "pad" && d[3].chain.isEmpty && d[3].handledBy == nil)
    }

    @Test("G2: a long press in began ignores a new touch, which goes to the view and never changes or ends it")
    func beganLongPressIgnoresNewTouch() throws {
        let scene = try Self.pad(#"{ "id": "press", "kind": "longPress" }"#, extra: #", "multipleTouchEnabled": true"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.6, 2, "began", 200, 200),
                           GT.ev(0.7, 2, "moved", 250, 250), GT.ev(0.8, 2, "ended", 250, 250),
                           GT.ev(0.9, 1, "ended", 100, 100))
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "timer 0.5 | press began", "cancel 1 → pad",
            "touch 2 began → pad", "touch 2 moved → pad", "touch 2 ended → pad",
            "touch 1 ended claimed | press ended",
        ])
    }

    // MARK: G3

    @Test("G3, F5: a pan takes the touch from a row; the failures it forces come in scene order, not G1 order (test_pan_takes_the_touch_from_a_row)")
    func panTakesTheTouchFromARow() throws {
        let d = try GT.run(try Self.tableOverCell(rowTap: true),
                           GT.ev(0, 1, "began", 100, 80), GT.ev(0.1, 1, "moved", 100, 100), GT.ev(0.2, 1, "ended", 100, 100))
        // G1 order is rowTap, pan, dismiss; scene order is dismiss, pan, rowTap.
        #expect(GT.summary(d) == [
            "touch 1 began → cell",
            "touch 1 moved claimed | pan began, dismiss failed, rowTap failed",
            "cancel 1 → cell",
            "touch 1 ended claimed | pan ended",
        ])
    }

    @Test("G3: a winner's G10 failures come before its G11 failures, even when scene order puts a G11 one first")
    func g10FailuresBeforeG11Failures() throws {
        let scene = try GT.scene(#"""
            { "id": "header", "frame": [0, 0, 375, 64], "touches": "handle",
              "gestures": [ { "id": "headerTap", "kind": "tap", "requireToFail": ["pan"] } ] },
            { "id": "table", "class": "UITableView", "frame": [0, 64, 375, 603],
              "gestures": [ { "id": "pan", "kind": "pan" } ], "subviews": [
              { "id": "cell", "frame": [0, 0, 375, 44], "touches": "handle", "gestures": [ { "id": "rowTap", "kind": "tap" } ] } ] }
            """#)
        // headerTap tracks touch 2 only; rowTap shares touch 1 with the pan.
        let d = try GT.run(scene, GT.ev(0, 2, "began", 50, 30), GT.ev(0.05, 1, "began", 100, 80),
                           GT.ev(0.1, 1, "moved", 100, 100))
        #expect(GT.summary(d) == [
            "touch 2 began → header", "touch 1 began → cell",
            "touch 1 moved claimed | pan began, rowTap failed, headerTap failed",
            "cancel 1 → cell",
        ])
    }

    @Test("G3, F6: a failure's releases cascade depth-first: a released winner's forced failure releases another before the next release")
    func nestedCascadeIsDepthFirst() throws {
        // c on v1 is a double tap; b (v2) and f (v4) wait for c; d shares b's touch; e (v3) waits for d.
        let scene = try GT.scene(#"""
            { "id": "v1", "frame": [0, 0, 375, 100], "touches": "handle", "gestures": [ { "id": "c", "kind": "tap", "taps": 2 } ] },
            { "id": "v2", "frame": [0, 100, 375, 100], "touches": "handle",
              "gestures": [ { "id": "b", "kind": "tap", "requireToFail": ["c"] }, { "id": "d", "kind": "tap", "taps": 2 } ] },
            { "id": "v3", "frame": [0, 200, 375, 100], "touches": "handle", "gestures": [ { "id": "e", "kind": "tap", "requireToFail": ["d"] } ] },
            { "id": "v4", "frame": [0, 300, 375, 100], "touches": "handle", "gestures": [ { "id": "f", "kind": "tap", "requireToFail": ["c"] } ] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.05, 1, "ended", 50, 50),
                           GT.ev(0.1, 2, "began", 50, 150), GT.ev(0.15, 2, "ended", 50, 150),
                           GT.ev(0.2, 3, "began", 50, 250), GT.ev(0.25, 3, "ended", 50, 250),
                           GT.ev(0.3, 4, "began", 50, 350), GT.ev(0.35, 4, "ended", 50, 350))
        let timer = try #require(d.first { $0.kind == .timer })
        #expect(timer.t == 0.05 + 0.35)
        // c fails; it releases b, which wins and forces d to fail (G10); d's failure releases e
        // at once; only then does c's failure release f.
        #expect(GT.transitions([timer]) == ["c failed", "b recognized", "d failed", "e recognized", "f recognized"])
        #expect(GT.summary(Array(d.drop(while: { $0.kind != .timer }))) == [
            "timer \(JSONText.numberString(0.05 + 0.35)) | c failed, b recognized, d failed, e recognized, f recognized",
            "late 1 ended → v1", "cancel 2 → v2", "cancel 3 → v3", "cancel 4 → v4",
        ])
    }

    @Test("G3, G11: a chain single → double → triple tap: each failure releases the next; the double's failure lets the single recognize")
    func requireToFailChain() throws {
        let scene = try Self.pad(#"""
            { "id": "triple", "kind": "tap", "taps": 3 },
            { "id": "double", "kind": "tap", "taps": 2, "requireToFail": ["triple"] },
            { "id": "single", "kind": "tap", "requireToFail": ["double"] }
            """#)
        let d = try GT.run(scene, GT.tap(0, 1, 100, 100))
        let at = JSONText.numberString(0.1 + 0.35)
        // Both deadlines fall at 0.45; triple's was armed first (G5).
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "touch 1 ended delayed",
            "timer \(at) | triple failed",
            "timer \(at) | double failed, single recognized",
            "cancel 1 → pad",
        ])
    }

    // MARK: G5

    @Test("G5: equal deadlines pass in the order they were armed, not in scene order")
    func equalDeadlinesInArmingOrder() throws {
        let scene = try GT.scene(#"""
            { "id": "first", "frame": [0, 0, 375, 300], "touches": "handle",
              "gestures": [ { "id": "quickPress", "kind": "longPress", "minimumPressDuration": 0.25 } ] },
            { "id": "second", "frame": [0, 300, 375, 367], "touches": "handle",
              "gestures": [ { "id": "slowPress", "kind": "longPress", "minimumPressDuration": 0.5 } ] }
            """#)
        // slowPress is armed at 0 for 0.5, quickPress at 0.25 for 0.5: equal deadlines.
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 400), GT.ev(0.25, 2, "began", 50, 50),
                           GT.ev(1, 1, "ended", 50, 400))
        #expect(GT.summary(d) == [
            "touch 1 began → second", "touch 2 began → first",
            "timer 0.5 | slowPress began", "cancel 1 → second",
            "timer 0.5 | quickPress began", "cancel 2 → first",
            "touch 1 ended claimed | slowPress ended",
        ])
        #expect(d[2].seq == 1 && d[4].seq == 1)
    }

    // MARK: G10

    @Test("G10: a tap fails instead of recognizing when a pan sharing its touch is already active")
    func failsBecauseASharerIsActive() throws {
        let scene = try GT.scene(#"""
            { "id": "outer", "frame": [0, 0, 375, 667], "touches": "handle", "multipleTouchEnabled": true,
              "gestures": [ { "id": "pan", "kind": "pan" } ],
              "subviews": [ { "id": "inner", "frame": [200, 400, 100, 100], "touches": "handle",
                              "gestures": [ { "id": "innerTap", "kind": "tap" } ] } ] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.1, 1, "moved", 50, 80),
                           GT.tap(0.2, 2, 250, 450), GT.ev(0.4, 1, "ended", 50, 80))
        // Touch 2 is tracked by innerTap and, at once, by the active pan (G2), which claims it.
        #expect(GT.summary(d) == [
            "touch 1 began → outer", "touch 1 moved claimed | pan began", "cancel 1 → outer",
            "touch 2 began claimed",
            "touch 2 ended claimed | innerTap failed",
            "touch 1 ended claimed | pan ended",
        ])
    }

    // MARK: G11

    /// `a` carries `gesture` (which requires `hold` to fail); `b` carries `hold`, a long press
    /// that stays in play for 2 s.
    static func waitsForHold(_ gesture: String) throws -> Scene {
        try GT.scene(#"""
            { "id": "a", "frame": [0, 0, 375, 300], "touches": "handle", "gestures": [ \#(gesture) ] },
            { "id": "b", "frame": [0, 300, 375, 367], "touches": "handle",
              "gestures": [ { "id": "hold", "kind": "longPress", "minimumPressDuration": 2 } ] }
            """#)
    }

    @Test("G11, G7: a waiting long press fails when its touch moves past allowableMovement (instead of changing)")
    func waitingLongPressFailsOnMovement() throws {
        let scene = try Self.waitsForHold(#"{ "id": "press", "kind": "longPress", "requireToFail": ["hold"] }"#)
        let d = try GT.run(scene, GT.ev(0, 2, "began", 50, 400), GT.ev(0, 1, "began", 50, 50),
                           GT.ev(0.6, 1, "moved", 65, 50), GT.ev(0.7, 1, "ended", 65, 50),
                           GT.ev(0.8, 2, "ended", 50, 400))
        #expect(GT.summary(d) == [
            "touch 2 began → b", "touch 1 began → a",
            "timer 0.5",
            "touch 1 moved → a | press failed",
            "touch 1 ended → a",
            "touch 2 ended → b | hold failed",
        ])
    }

    @Test("G11, G7: a waiting long press fails when its touch lifts (instead of ending)")
    func waitingLongPressFailsOnLift() throws {
        let scene = try Self.waitsForHold(#"{ "id": "press", "kind": "longPress", "requireToFail": ["hold"] }"#)
        let d = try GT.run(scene, GT.ev(0, 2, "began", 50, 400), GT.ev(0, 1, "began", 50, 50),
                           GT.ev(0.6, 1, "ended", 50, 50), GT.ev(0.8, 2, "ended", 50, 400))
        #expect(GT.summary(d) == [
            "touch 2 began → b", "touch 1 began → a",
            "timer 0.5",
            "touch 1 ended → a | press failed",
            "touch 2 ended → b | hold failed",
        ])
    }

    @Test("G11, G8: a waiting pan makes no transition on moves and fails when all its touches lift")
    func waitingPanFailsWhenTouchesLift() throws {
        let scene = try Self.waitsForHold(#"{ "id": "pan", "kind": "pan", "requireToFail": ["hold"] }"#)
        let d = try GT.run(scene, GT.ev(0, 2, "began", 50, 400), GT.ev(0, 1, "began", 50, 50),
                           GT.ev(0.1, 1, "moved", 50, 80), GT.ev(0.2, 1, "moved", 50, 120),
                           GT.ev(0.3, 1, "ended", 50, 120), GT.ev(0.4, 2, "ended", 50, 400))
        #expect(GT.summary(d) == [
            "touch 2 began → b", "touch 1 began → a",
            "touch 1 moved → a", "touch 1 moved → a",
            "touch 1 ended → a | pan failed",
            "touch 2 ended → b | hold failed",
        ])
    }

    // MARK: G12

    @Test("G12: a swipe on a UISlider's superview fails instead of recognizing; the slider keeps its touch")
    func swipeYieldsToSlider() throws {
        let scene = try Self.controlScene("UISlider", gesture: #"{ "id": "swipe", "kind": "swipe" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 110, 125), GT.ev(0.1, 1, "moved", 170, 125), GT.ev(0.2, 1, "ended", 170, 125))
        #expect(GT.summary(d) == ["touch 1 began → control", "touch 1 moved → control | swipe failed",
                                  "touch 1 ended → control +touchUpInside"])
    }

    @Test("G12: a pan on a UISwitch's superview fails instead of beginning; the switch keeps its touch")
    func panYieldsToSwitch() throws {
        let scene = try Self.controlScene("UISwitch", gesture: #"{ "id": "pan", "kind": "pan" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 110, 125), GT.ev(0.1, 1, "moved", 140, 125), GT.ev(0.2, 1, "ended", 140, 125))
        #expect(GT.summary(d) == ["touch 1 began → control", "touch 1 moved → control | pan failed",
                                  "touch 1 ended → control +touchUpInside"])
    }

    @Test("G12: the single tap on a superview yields to each tap control class R6.9 names",
          arguments: ["UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"])
    func tapYieldsToControlClasses(controlClass: String) throws {
        let scene = try Self.controlScene(controlClass, gesture: #"{ "id": "dismiss", "kind": "tap" }"#)
        let d = try GT.run(scene, GT.tap(0, 1, 150, 125))
        #expect(GT.summary(d) == ["touch 1 began → control", "touch 1 ended → control +touchUpInside | dismiss failed"])
    }

    @Test("G12, G13: pairs R6.9 does not name take the control's touch: a swipe over a UISwitch, a pan over a UIButton or UISlider",
          arguments: [("swipe", "UISwitch"), ("pan", "UIButton"), ("pan", "UISlider")])
    func unprotectedPairsTakeTheTouch(kind: String, controlClass: String) throws {
        let scene = try Self.controlScene(controlClass, gesture: #"{ "id": "g", "kind": "\#(kind)" }"#)
        let transition = kind == "swipe" ? "g recognized" : "g began"
        let d = try GT.run(scene, GT.ev(0, 1, "began", 110, 125), GT.ev(0.1, 1, "moved", 170, 125))
        #expect(GT.summary(d) == ["touch 1 began → control", "touch 1 moved claimed | \(transition)",
                                  "cancel 1 → control +touchCancel"])
    }

    @Test("G12, H3: a disabled UIButton is not protected: it is never hit, and the superview's tap takes the touch")
    func disabledControlIsNotProtected() throws {
        let scene = try GT.scene(#"""
            { "id": "container", "frame": [0, 0, 375, 667], "touches": "handle", "gestures": [ { "id": "dismiss", "kind": "tap" } ], "subviews": [
              { "id": "control", "class": "UIButton", "frame": [100, 100, 100, 50],
                "control": { "enabled": false, "actions": { "touchUpInside": "up:", "touchCancel": "cancel:" } } } ] }
            """#)
        let d = try GT.run(scene, GT.tap(0, 1, 150, 125))
        #expect(GT.summary(d) == ["touch 1 began → container", "touch 1 ended claimed | dismiss recognized",
                                  "cancel 1 → container"])
    }

    @Test("G12, G13: a two-touch tap is not protected: it takes both touches of a UIButton, which gets touchCancel for each")
    func twoTouchTapIsNotProtected() throws {
        let scene = try Self.controlScene("UIButton", gesture: #"{ "id": "twoFinger", "kind": "tap", "touches": 2 }"#,
                                          controlExtra: #", "multipleTouchEnabled": true"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 120, 125), GT.ev(0.02, 2, "began", 180, 125),
                           GT.ev(0.1, 1, "ended", 120, 125), GT.ev(0.12, 2, "ended", 180, 125))
        #expect(GT.summary(d) == [
            "touch 1 began → control", "touch 2 began → control",
            "touch 1 ended delayed",
            "touch 2 ended claimed | twoFinger recognized",
            "cancel 1 → control +touchCancel", "cancel 2 → control +touchCancel",
        ])
    }

    @Test("G12, G13: a double tap on a UIButton's superview is not protected")
    func doubleTapIsNotProtected() throws {
        let scene = try Self.controlScene("UIButton", gesture: #"{ "id": "zoom", "kind": "tap", "taps": 2 }"#)
        let d = try GT.run(scene, GT.tap(0, 1, 150, 125), GT.tap(0.2, 2, 150, 125))
        #expect(GT.summary(d) == [
            "touch 1 began → control", "touch 1 ended delayed",
            "touch 2 began → control",
            "touch 2 ended claimed | zoom recognized",
            "cancel 1 → control +touchCancel", "cancel 2 → control +touchCancel",
        ])
    }

    @Test("G12, G13: a single tap on the UIButton itself is not protected: it takes the button's touch")
    func recognizerOnTheControlItself() throws {
        let scene = try GT.scene(#"""
            { "id": "container", "frame": [0, 0, 375, 667], "touches": "handle", "subviews": [
              { "id": "control", "class": "UIButton", "frame": [100, 100, 100, 50],
                "gestures": [ { "id": "ownTap", "kind": "tap" } ],
                "control": { "actions": { "touchUpInside": "up:", "touchCancel": "cancel:" } } } ] }
            """#)
        let d = try GT.run(scene, GT.tap(0, 1, 150, 125))
        #expect(GT.summary(d) == ["touch 1 began → control", "touch 1 ended claimed | ownTap recognized",
                                  "cancel 1 → control +touchCancel"])
    }

    // MARK: G13

    @Test("G13, F7: without cancelsTouchesInView a recognizer still claims a touch whose ended it was holding")
    func claimWithoutCancelsWhileHoldingEnded() throws {
        let scene = try GT.scene(#"""
            { "id": "photo", "frame": [0, 0, 375, 667], "touches": "handle", "gestures": [
              { "id": "doubleTap", "kind": "tap", "taps": 2, "cancelsTouchesInView": false },
              { "id": "singleTap", "kind": "tap", "requireToFail": ["doubleTap"], "cancelsTouchesInView": false } ] }
            """#)
        let d = try GT.run(scene, GT.tap(0, 1, 100, 200))
        #expect(GT.summary(d) == [
            "touch 1 began → photo", "touch 1 ended delayed",
            "timer \(JSONText.numberString(0.1 + 0.35)) | doubleTap failed, singleTap recognized",
            "cancel 1 → photo",
        ])
        // It never gets the held ended.
        #expect(!d.contains { $0.kind == .late })
    }

    @Test("G13: without cancelsTouchesInView a long press that holds nothing claims nothing; the view keeps the touch")
    func noCancelsNothingHeld() throws {
        let scene = try Self.pad(#"{ "id": "press", "kind": "longPress", "cancelsTouchesInView": false }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.6, 1, "moved", 150, 100), GT.ev(0.7, 1, "ended", 150, 100))
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "timer 0.5 | press began",
            "touch 1 moved → pad | press changed",
            "touch 1 ended → pad | press ended",
        ])
    }

    // MARK: G16

    static let delayedButton = #"""
        { "id": "sheet", "frame": [0, 0, 375, 667], "gestures": [ { "id": "pan", "kind": "pan", "delaysTouchesBegan": true } ],
          "subviews": [ { "id": "button", "class": "UIButton", "frame": [100, 100, 100, 50],
                          "control": { "actions": { "touchDown": "down:", "touchDownRepeat": "again:",
                                                    "touchUpInside": "up:", "touchUpOutside": "outside:" } } } ] }
        """#

    @Test("G16, C2: a late began with a recorded tapCount of 2 sends touchDown then touchDownRepeat")
    func lateBeganSendsTouchDownRepeat() throws {
        let d = try GT.run(try GT.scene(Self.delayedButton),
                           Self.ev(0, 1, "began", 150, 125, tapCount: 2), Self.ev(0.1, 1, "ended", 150, 125, tapCount: 2))
        #expect(GT.summary(d) == ["touch 1 began delayed", "touch 1 ended delayed | pan failed",
                                  "late 1 began → button +touchDown +touchDownRepeat", "late 1 ended → button +touchUpInside"])
    }

    @Test("G16, C3: a late ended is judged where it was recorded: far outside the button it sends touchUpOutside")
    func lateEndedSendsTouchUpOutside() throws {
        let d = try GT.run(try GT.scene(Self.delayedButton), GT.ev(0, 1, "began", 150, 125), GT.ev(0.1, 1, "ended", 350, 400))
        #expect(GT.summary(d) == ["touch 1 began delayed", "touch 1 ended delayed | pan failed",
                                  "late 1 began → button +touchDown", "late 1 ended → button +touchUpOutside"])
    }

    // MARK: G8, G18

    @Test("G8, G18: a recorded cancel of a pan's touch after it began cancels the pan and sends its action; the view gets nothing more")
    func panCancelledAfterBegan() throws {
        let scene = try GT.scene(#"""
            { "id": "pad", "frame": [0, 0, 375, 667], "viewController": { "id": "vc" }, "touches": "handle",
              "gestures": [ { "id": "pan", "kind": "pan", "action": { "target": "vc", "selector": "drag:" } } ] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100, 130),
                           GT.ev(0.2, 1, "cancelled", 100, 140), GT.tap(0.5, 2, 100, 100))
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "touch 1 moved claimed | pan began", "cancel 1 → pad",
            "touch 1 cancelled claimed | pan cancelled",
            // G4: it reset, so a fresh tap finds it possible and fails as the touch lifts.
            "touch 2 began → pad", "touch 2 ended → pad | pan failed",
        ])
        #expect(d[3].gestures == [GestureTransition(gesture: "pan", state: .cancelled, action: "drag:", target: "vc")])
    }

    // MARK: G19

    @Test("G19, T4: a claimed touch on an exclusiveTouch view still holds it; other views get no new touch until its recorded end")
    func exclusiveHoldAfterClaim() throws {
        let scene = try GT.scene(#"""
            { "id": "solo", "frame": [0, 0, 187, 667], "touches": "handle", "exclusiveTouch": true,
              "gestures": [ { "id": "pan", "kind": "pan" } ] },
            { "id": "other", "frame": [187, 0, 188, 667], "touches": "handle" }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.1, 1, "moved", 50, 80),
                           GT.tap(0.2, 2, 300, 50), GT.ev(0.4, 1, "ended", 50, 80), GT.tap(0.5, 3, 300, 50))
        #expect(GT.summary(d) == [
            "touch 1 began → solo", "touch 1 moved claimed | pan began", "cancel 1 → solo",
            "touch 2 began dropped exclusiveTouch", "touch 2 ended dropped exclusiveTouch",
            "touch 1 ended claimed | pan ended",
            "touch 3 began → other", "touch 3 ended → other",
        ])
    }

    @Test("G19, T3: a touch whose began is withheld as delayed still holds its view; a second touch there is dropped")
    func delayedTouchStillHoldsItsView() throws {
        let scene = try Self.pad(#"{ "id": "pan", "kind": "pan", "delaysTouchesBegan": true }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 2, "began", 200, 200),
                           GT.ev(0.2, 1, "ended", 100, 100), GT.ev(0.3, 2, "ended", 200, 200))
        // The dropped touch 2 still reaches the pan (G1), which fails only when both have lifted (G8).
        #expect(GT.summary(d) == [
            "touch 1 began delayed",
            "touch 2 began dropped multipleTouchDisabled",
            "touch 1 ended delayed",
            "touch 2 ended dropped multipleTouchDisabled | pan failed",
            "late 1 began → pad", "late 1 ended → pad",
        ])
    }

    @Test("G19, T5: while interaction is ignored, recognizers keep seeing earlier touches and deadlines pass; new touches reach none")
    func ignoringInteractionKeepsEarlierTouches() throws {
        let scene = try Self.pad(#"{ "id": "press", "kind": "longPress" }"#, extra: #", "multipleTouchEnabled": true"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), #"{ "t": 0.1, "ignoreInteractionEvents": true }"#,
                           GT.ev(0.2, 2, "began", 200, 200), GT.ev(0.6, 1, "moved", 150, 100),
                           GT.ev(0.7, 2, "ended", 200, 200), GT.ev(0.8, 1, "ended", 150, 100))
        // Had touch 2 reached the press, it would have failed (G2: a second touch down).
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "state",
            "touch 2 began dropped ignoringInteractionEvents",
            "timer 0.5 | press began", "cancel 1 → pad",
            "touch 1 moved claimed | press changed",
            "touch 2 ended dropped ignoringInteractionEvents",
            "touch 1 ended claimed | press ended",
        ])
    }

    @Test("G19: an action goes straight to its target, whatever the target's actions list, and never enters a chain")
    func actionReachesTargetWhateverItsActions() throws {
        let scene = try GT.scene(#"""
            { "id": "pad", "frame": [0, 0, 375, 300], "touches": "handle",
              "gestures": [ { "id": "padTap", "kind": "tap", "action": { "target": "elsewhereVC", "selector": "zoom:" } } ] },
            { "id": "elsewhere", "frame": [0, 300, 375, 367], "viewController": { "id": "elsewhereVC", "actions": ["copy:"] } }
            """#)
        let d = try GT.run(scene, GT.tap(0, 1, 50, 50))
        #expect(d[1].gestures == [GestureTransition(gesture: "padTap", state: .recognized, action: "zoom:", target: "elsewhereVC")])
        #expect(GT.summary(d) == ["touch 1 began → pad", "touch 1 ended claimed | padTap recognized", "cancel 1 → pad"])
        #expect(d.allSatisfy { !$0.chain.contains("elsewhereVC") && $0.handledBy != "elsewhereVC" })
    }
}
