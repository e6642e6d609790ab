import Testing
@testable import TouchTapeCore

/// Recognizers: who sees a touch, between recognizers, and what the view gets (docs/rules.md
/// G1–G5, G10–G19). Thresholds are in GestureThresholdTests.
@Suite("Gesture recognizers (G1–G5, G10–G19)")
struct GestureRuleTests {
    /// The photo viewer of docs/formats.md: a double tap, and a single tap that requires it to fail.
    static func photoViewer(delaysEnded: Bool = true) throws -> Scene {
        let flag = delaysEnded ? "" : #", "delaysTouchesEnded": false"#
        return try GT.scene(#"""
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "photoVC" }, "subviews": [
              { "id": "photo", "class": "UIImageView", "frame": [0, 100, 375, 300],
                "userInteractionEnabled": true, "touches": "handle",
                "gestures": [
                  { "id": "doubleTap", "kind": "tap", "taps": 2\#(flag),
                    "action": { "target": "photoVC", "selector": "zoom:" } },
                  { "id": "singleTap", "kind": "tap", "requireToFail": ["doubleTap"]\#(flag),
                    "action": { "target": "photoVC", "selector": "toggleChrome:" } } ] } ] }
            """#)
    }

    /// A full-screen view `pad` that handles touches and carries these recognizers.
    static func pad(_ gestures: String, extra: String = "") throws -> Scene {
        try GT.scene(#"{ "id": "pad", "frame": [0, 0, 375, 667], "touches": "handle"\#(extra), "gestures": [ \#(gestures) ] }"#)
    }

    // MARK: G1

    @Test("G1, G10: the hit view's recognizers come before its superview's, and the first to decide wins")
    func hitViewFirst() throws {
        let scene = try GT.scene(#"""
            { "id": "outer", "frame": [0, 0, 375, 667], "touches": "handle", "gestures": [ { "id": "outerTap", "kind": "tap" } ],
              "subviews": [ { "id": "inner", "frame": [0, 0, 200, 200], "touches": "handle",
                              "gestures": [ { "id": "innerTap", "kind": "tap" } ] } ] }
            """#)
        #expect(GT.summary(try GT.run(scene, GT.tap(0, 1, 50, 50))) == [
            "touch 1 began → inner",
            "touch 1 ended claimed | innerTap recognized, outerTap failed",
            "cancel 1 → inner",
        ])
    }

    @Test("G1: the recognizers a touch reaches are the hit view's, then each ancestor's up to the window, enabled only")
    func recognizersReaching() throws {
        let scene = try GT.scene(#"""
            { "id": "outer", "frame": [0, 0, 375, 667], "gestures": [ { "id": "o1", "kind": "pan" }, { "id": "off", "kind": "tap", "enabled": false } ],
              "subviews": [ { "id": "inner", "frame": [0, 0, 200, 200], "gestures": [ { "id": "i1", "kind": "tap" }, { "id": "i2", "kind": "swipe" } ] },
                            { "id": "beside", "frame": [200, 0, 100, 100], "gestures": [ { "id": "b1", "kind": "tap" } ] } ] }
            """#, windowGestures: #"{ "id": "w1", "kind": "longPress" }"#)
        let inner = TT.index(scene, "inner")
        #expect(scene.recognizers(reaching: inner).map(\.id) == ["i1", "i2", "o1", "w1"])
        #expect(scene.gestures.recognizers.map(\.id) == ["w1", "o1", "off", "i1", "i2", "b1"])
    }

    @Test("G1: a recognizer on a hidden view never sees the touch")
    func hiddenViewRecognizer() throws {
        let scene = try GT.scene(#"""
            { "id": "base", "frame": [0, 0, 375, 667], "touches": "handle", "subviews": [
              { "id": "ghost", "frame": [0, 0, 375, 667], "hidden": true, "gestures": [ { "id": "ghostTap", "kind": "tap" } ] } ] }
            """#)
        #expect(GT.summary(try GT.run(scene, GT.tap(0, 1, 50, 50))) == ["touch 1 began → base", "touch 1 ended → base"])
    }

    @Test("G1: a recognizer with enabled false is as if absent")
    func disabledRecognizer() throws {
        let scene = try Self.pad(#"{ "id": "off", "kind": "tap", "enabled": false }"#)
        let d = try GT.run(scene, GT.tap(0, 1, 50, 50))
        #expect(GT.summary(d) == ["touch 1 began → pad", "touch 1 ended → pad"])
        #expect(d.allSatisfy { $0.withheld == nil && $0.gestures.isEmpty })
    }

    @Test("G1: a touch dropped for ignoringInteractionEvents reaches no recognizer")
    func ignoredTouchReachesNoRecognizer() throws {
        let scene = try Self.pad(#"{ "id": "padTap", "kind": "tap" }"#)
        let d = try GT.run(scene, #"{ "t": 0, "ignoreInteractionEvents": true }"#, GT.tap(0, 1, 50, 50))
        #expect(GT.summary(d) == ["state", "touch 1 began dropped ignoringInteractionEvents",
                                  "touch 1 ended dropped ignoringInteractionEvents"])
    }

    @Test("G1, F16: a touch dropped for multipleTouchDisabled still reaches recognizers; its rows keep dropped")
    func droppedTouchStillReachesRecognizers() throws {
        let scene = try Self.pad(#"{ "id": "twoFinger", "kind": "tap", "touches": 2 }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.05, 2, "began", 60, 60),
                           GT.ev(0.1, 1, "ended", 50, 50), GT.ev(0.12, 2, "ended", 60, 60))
        #expect(GT.summary(d) == [
            "touch 1 began → pad",
            "touch 2 began dropped multipleTouchDisabled",
            "touch 1 ended delayed",
            "touch 2 ended dropped multipleTouchDisabled | twoFinger recognized",
            "cancel 1 → pad",
        ])
        #expect(d[3].withheld == nil)
    }

    // MARK: G2

    @Test("G2: a tap whose current tap already has its touches fails when offered another")
    func tapFailsOnExtraTouch() throws {
        let scene = try Self.pad(#"{ "id": "padTap", "kind": "tap" }"#, extra: #", "multipleTouchEnabled": true"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.05, 2, "began", 200, 200),
                           GT.ev(0.1, 1, "ended", 50, 50), GT.ev(0.1, 2, "ended", 200, 200))
        #expect(GT.summary(d) == ["touch 1 began → pad", "touch 2 began → pad | padTap failed",
                                  "touch 1 ended → pad", "touch 2 ended → pad"])
    }

    @Test("G2: a pan with maximumTouches down ignores another touch and does not track it")
    func panIgnoresTouchBeyondMaximum() throws {
        let scene = try Self.pad(#"{ "id": "pan", "kind": "pan", "maximumTouches": 1 }"#, extra: #", "multipleTouchEnabled": true"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.05, 2, "began", 200, 200),
                           GT.ev(0.1, 2, "moved", 250, 200), GT.ev(0.2, 1, "moved", 100, 120),
                           GT.ev(0.3, 1, "ended", 100, 120), GT.ev(0.3, 2, "ended", 250, 200))
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "touch 2 began → pad", "touch 2 moved → pad",
            "touch 1 moved claimed | pan began", "cancel 1 → pad",
            "touch 1 ended claimed | pan ended", "touch 2 ended → pad",
        ])
    }

    @Test("G2: a long press that already has its touches down fails when offered another")
    func longPressFailsOnExtraTouch() throws {
        let scene = try Self.pad(#"{ "id": "press", "kind": "longPress" }"#, extra: #", "multipleTouchEnabled": true"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 2, "began", 200, 200))
        #expect(GT.transitions(d) == ["press failed"])
        #expect(!d.contains { $0.kind == .timer })
    }

    @Test("G2, G11: a waiting single tap fails when the second tap's touch begins; the double tap wins")
    func doubleTapWins() throws {
        let d = try GT.run(try Self.photoViewer(), GT.tap(0, 1, 100, 200), GT.tap(0.2, 2, 100, 200))
        #expect(GT.summary(d) == [
            "touch 1 began → photo", "touch 1 ended delayed",
            "touch 2 began → photo | singleTap failed",
            "touch 2 ended claimed | doubleTap recognized",
            "cancel 1 → photo", "cancel 2 → photo",
        ])
        #expect(d[3].gestures == [GestureTransition(gesture: "doubleTap", state: .recognized, action: "zoom:", target: "photoVC")])
    }

    // MARK: G3

    @Test("G3, F4: a pan released by the swipe's failure at a move does not also see that move")
    func releasedRecognizerDoesNotSeeThePhase() throws {
        let scene = try Self.pad(#"""
            { "id": "swipe", "kind": "swipe" }, { "id": "pan", "kind": "pan", "requireToFail": ["swipe"] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 115, 100),
                           GT.ev(0.2, 1, "moved", 115, 220))
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "touch 1 moved → pad",
            "touch 1 moved claimed | swipe failed, pan began", "cancel 1 → pad",
        ])
    }

    // MARK: G4, G5

    @Test("G4, G13: a long press begins at its deadline, changes on every move, ends at the lift; its actions go to the target")
    func longPressLifecycle() throws {
        let scene = try GT.scene(#"""
            { "id": "map", "frame": [0, 0, 375, 667], "viewController": { "id": "mapVC" }, "touches": "handle",
              "gestures": [ { "id": "press", "kind": "longPress", "action": { "target": "mapVC", "selector": "dropPin:" } } ] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.6, 1, "moved", 200, 100), GT.ev(0.8, 1, "ended", 200, 100))
        #expect(GT.summary(d) == [
            "touch 1 began → map", "timer 0.5 | press began", "cancel 1 → map",
            "touch 1 moved claimed | press changed", "touch 1 ended claimed | press ended",
        ])
        #expect(d[1].seq == 0)
        #expect(d[1].gestures == [GestureTransition(gesture: "press", state: .began, action: "dropPin:", target: "mapVC")])
        // The began reached the map before the press began; every later phase was claimed.
        for delivery in d where delivery.kind == .touch {
            #expect(!delivery.chain.contains("press"))
            #expect(delivery.phase == .began ? delivery.handledBy == "map" : delivery.handledBy == nil)
        }
    }

    @Test("G4: a recognizer resets after it recognizes and recognizes again")
    func resetsAfterRecognizing() throws {
        let scene = try Self.pad(#"{ "id": "padTap", "kind": "tap" }"#)
        let d = try GT.run(scene, GT.tap(0, 1, 50, 50), GT.tap(1, 1, 50, 50))
        #expect(GT.transitions(d) == ["padTap recognized", "padTap recognized"])
    }

    @Test("G4: failed sends no action")
    func failedSendsNothing() throws {
        let scene = try GT.scene(#"""
            { "id": "pad", "frame": [0, 0, 375, 667], "viewController": { "id": "vc" }, "touches": "handle",
              "gestures": [ { "id": "padTap", "kind": "tap", "action": { "target": "vc", "selector": "tap:" } } ] }
            """#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 50, 50), GT.ev(0.1, 1, "moved", 150, 50))
        #expect(d[1].gestures == [GestureTransition(gesture: "padTap", state: .failed, action: nil, target: nil)])
    }

    @Test("G5, F1: a deadline equal to an event's t passes before that event (a lift at exactly 0.5 s is a long press)")
    func deadlineAtEventTimePassesFirst() throws {
        let scene = try Self.pad(#"{ "id": "press", "kind": "longPress" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.5, 1, "ended", 100, 100))
        #expect(GT.summary(d) == ["touch 1 began → pad", "timer 0.5 | press began", "cancel 1 → pad",
                                  "touch 1 ended claimed | press ended"])
    }

    @Test("G5, F2: deadlines still armed after the last event pass; a timer's seq is the last event's")
    func deadlinesAfterTheLastEvent() throws {
        let scene = try Self.pad(#"{ "id": "press", "kind": "longPress" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), #"{ "t": 0.2, "motion": "shake" }"#)
        #expect(GT.summary(d) == ["touch 1 began → pad", "motion", "timer 0.5 | press began", "cancel 1 → pad"])
        #expect(d[2].seq == 1 && d[3].seq == 1 && d[3].t == 0.5)
    }

    // MARK: G10, G11

    @Test("G10: two fingers on two views, each with a recognizer, both recognize (they share no touch)")
    func twoFingersTwoViews() throws {
        let scene = try GT.scene(#"""
            { "id": "left", "frame": [0, 0, 187, 667], "touches": "handle", "gestures": [ { "id": "tapA", "kind": "tap" } ] },
            { "id": "right", "frame": [187, 0, 188, 667], "touches": "handle", "gestures": [ { "id": "tapB", "kind": "tap" } ] }
            """#)
        let d = try GT.run(scene,
            #"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 50, "y": 50 }, { "touch": 2, "phase": "began", "x": 300, "y": 50 } ] }"#,
            #"{ "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 50, "y": 50 }, { "touch": 2, "phase": "ended", "x": 300, "y": 50 } ] }"#)
        #expect(GT.summary(d) == [
            "touch 1 began → left", "touch 2 began → right",
            "touch 1 ended claimed | tapA recognized", "cancel 1 → left",
            "touch 2 ended claimed | tapB recognized", "cancel 2 → right",
        ])
    }

    @Test("G11, F1: a single tap that requires a double tap to fail fires only at the double tap's deadline")
    func singleTapWaitsForDoubleTap() throws {
        let d = try GT.run(try Self.photoViewer(), GT.ev(0, 1, "began", 100, 200), GT.ev(0.125, 1, "ended", 100, 200))
        let lines = d.map { OutcomeJSON.line($0, gestureKeys: true) }
        // The worked example of docs/formats.md, byte for byte.
        #expect(lines == [
            #"{"seq":0,"t":0,"kind":"touch","touch":1,"phase":"began","window":"window","view":"photo","hitView":"photo","chain":["photo"],"handledBy":"photo","dropped":null,"withheld":null,"controlEvents":[],"gestures":[],"firstResponder":null}"#,
            #"{"seq":1,"t":0.125,"kind":"touch","touch":1,"phase":"ended","window":"window","view":"photo","hitView":null,"chain":[],"handledBy":null,"dropped":null,"withheld":"delayed","controlEvents":[],"gestures":[],"firstResponder":null}"#,
            #"{"seq":1,"t":0.475,"kind":"timer","touch":null,"phase":null,"window":null,"view":null,"hitView":null,"chain":[],"handledBy":null,"dropped":null,"withheld":null,"controlEvents":[],"gestures":[{"gesture":"doubleTap","state":"failed","action":null,"target":null},{"gesture":"singleTap","state":"recognized","action":"toggleChrome:","target":"photoVC"}],"firstResponder":null}"#,
            #"{"seq":1,"t":0.475,"kind":"cancel","touch":1,"phase":"cancelled","window":"window","view":"photo","hitView":null,"chain":["photo"],"handledBy":"photo","dropped":null,"withheld":null,"controlEvents":[],"gestures":[],"firstResponder":null}"#,
        ])
    }

    @Test("G11: a listed recognizer that is not in play does not delay")
    func listedButNotInPlay() throws {
        let scene = try GT.scene(#"""
            { "id": "photo", "frame": [0, 0, 375, 300], "touches": "handle",
              "gestures": [ { "id": "single", "kind": "tap", "requireToFail": ["elsewhere"] } ] },
            { "id": "other", "frame": [0, 300, 375, 367], "gestures": [ { "id": "elsewhere", "kind": "tap", "taps": 2 } ] }
            """#)
        let d = try GT.run(scene, GT.tap(0, 1, 50, 50))
        #expect(GT.summary(d) == ["touch 1 began → photo", "touch 1 ended claimed | single recognized", "cancel 1 → photo"])
    }

    /// The engine finds a failed recognizer's dependents from a list made per stage
    /// (`requiredBy`, issue #26) rather than by scanning every recognizer: they must still be
    /// released in scene order.
    @Test("G11: two dependents waiting on one recognizer are released in scene order when it fails")
    func dependentsReleasedInSceneOrder() throws {
        func run(_ gestures: String) throws -> [String] {
            let scene = try GT.scene(#"""
                { "id": "photo", "frame": [0, 0, 375, 667], "touches": "handle", "gestures": [ \#(gestures) ] }
                """#)
            return GT.transitions(try GT.run(scene, GT.tap(0, 1, 100, 200)))
        }
        let first = #"{ "id": "first", "kind": "tap", "requireToFail": ["double"] }"#
        let second = #"{ "id": "second", "kind": "tap", "requireToFail": ["double"] }"#
        let double = #"{ "id": "double", "kind": "tap", "taps": 2 }"#
        #expect(try run([first, second, double].joined(separator: ", "))
                == ["double failed", "first recognized", "second failed"])
        #expect(try run([second, first, double].joined(separator: ", "))
                == ["double failed", "second recognized", "first failed"])
    }

    @Test("G11, F3: when the listed recognizer wins, only a dependent that tracks a touch fails")
    func dependentFailsOnlyWhenTracking() throws {
        let d = try GT.run(try Self.photoViewer(), GT.tap(0, 1, 100, 200), GT.tap(0.2, 2, 100, 200))
        #expect(GT.transitions(d) == ["singleTap failed", "doubleTap recognized"])
    }

    // MARK: G12

    static func cellWithButton(_ buttonClass: String) throws -> Scene {
        try GT.scene(#"""
            { "id": "table", "frame": [0, 0, 375, 667], "gestures": [ { "id": "dismiss", "kind": "tap" } ], "subviews": [
              { "id": "cell", "frame": [0, 100, 375, 44], "touches": "handle", "subviews": [
                { "id": "button", "class": "\#(buttonClass)", "frame": [300, 0, 75, 44],
                  "control": { "actions": { "touchUpInside": "delete:", "touchCancel": "cancel:" } } } ] } ] }
            """#)
    }

    @Test("G12: a tap recognizer on the cell's superview fails for a UIButton in the cell; the button fires")
    func controlsFirst() throws {
        let d = try GT.run(try Self.cellWithButton("UIButton"), GT.tap(0, 1, 330, 120))
        #expect(GT.summary(d) == ["touch 1 began → button", "touch 1 ended → button +touchUpInside | dismiss failed"])
    }

    @Test("G12, G13: the same recognizer takes the touch of a custom UIControl class, which gets touchCancel")
    func customControlIsNotProtected() throws {
        let d = try GT.run(try Self.cellWithButton("DeleteControl"), GT.tap(0, 1, 330, 120))
        #expect(GT.summary(d) == ["touch 1 began → button", "touch 1 ended claimed | dismiss recognized",
                                  "cancel 1 → button +touchCancel"])
    }

    @Test("G12, G13: elsewhere in the cell the superview's tap wins and the cell's touch is cancelled")
    func tapOnCellOutsideButton() throws {
        let d = try GT.run(try Self.cellWithButton("UIButton"), GT.tap(0, 1, 50, 120))
        #expect(GT.summary(d) == ["touch 1 began → cell", "touch 1 ended claimed | dismiss recognized", "cancel 1 → cell"])
    }

    // MARK: G13–G16

    @Test("G13, F7: without cancelsTouchesInView a tap recognizing at its own lift leaves the lift to the view")
    func noCancelsTouchesInView() throws {
        let scene = try Self.pad(#"{ "id": "padTap", "kind": "tap", "cancelsTouchesInView": false }"#)
        #expect(GT.summary(try GT.run(scene, GT.tap(0, 1, 50, 50))) == ["touch 1 began → pad", "touch 1 ended → pad | padTap recognized"])
    }

    @Test("G13, G14: a recognizer that claims a touch whose began it held leaves the view unaware of it")
    func claimedWhileBeganHeld() throws {
        let scene = try Self.pad(#"{ "id": "pan", "kind": "pan", "cancelsTouchesInView": false, "delaysTouchesBegan": true }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100, 130), GT.ev(0.2, 1, "ended", 100, 130))
        #expect(GT.summary(d) == ["touch 1 began delayed", "touch 1 moved claimed | pan began", "touch 1 ended claimed | pan ended"])
    }

    @Test("G14, G16: a held began is released late when its recognizer fails; moves while it was held are skipped")
    func lateBeganAfterFailure() throws {
        let scene = try Self.pad(#"{ "id": "pan", "kind": "pan", "delaysTouchesBegan": true }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100, 105), GT.ev(0.2, 1, "ended", 100, 105))
        #expect(GT.summary(d) == ["touch 1 began delayed", "touch 1 moved delayed", "touch 1 ended delayed | pan failed",
                                  "late 1 began → pad", "late 1 ended → pad"])
        #expect(d[3].seq == 2 && d[3].hitView == nil)
    }

    @Test("G15: without delaysTouchesEnded the lift reaches the view now; a later claim sends no cancellation")
    func noDelaysTouchesEnded() throws {
        let d = try GT.run(try Self.photoViewer(delaysEnded: false), GT.tap(0, 1, 100, 200))
        #expect(GT.summary(d) == ["touch 1 began → photo", "touch 1 ended → photo",
                                  "timer \(JSONText.numberString(0.1 + 0.35)) | doubleTap failed, singleTap recognized"])
    }

    @Test("G16: a control's late began sends touchDown and its late ended touchUpInside")
    func lateControlEvents() throws {
        let scene = try GT.scene(#"""
            { "id": "sheet", "frame": [0, 0, 375, 667], "gestures": [ { "id": "pan", "kind": "pan", "delaysTouchesBegan": true } ],
              "subviews": [ { "id": "button", "class": "UIButton", "frame": [100, 100, 100, 50],
                              "control": { "actions": { "touchDown": "down:", "touchUpInside": "up:" } } } ] }
            """#)
        let d = try GT.run(scene, GT.tap(0, 1, 150, 125))
        #expect(GT.summary(d) == ["touch 1 began delayed", "touch 1 ended delayed | pan failed",
                                  "late 1 began → button +touchDown", "late 1 ended → button +touchUpInside"])
    }

    @Test("G16, F8: a cancel while the began is held queues behind it; both arrive late once the holder fails")
    func cancelWhileBeganIsHeld() throws {
        let scene = try Self.pad(#"{ "id": "pan", "kind": "pan", "delaysTouchesBegan": true }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "cancelled", 100, 100))
        #expect(GT.summary(d) == ["touch 1 began delayed", "touch 1 cancelled delayed | pan failed",
                                  "late 1 began → pad", "late 1 cancelled → pad"])
    }

    // MARK: G17

    @Test("G17: a step's own delivery comes first, then its cancel and late rows; a withheld row has an empty chain and no handler")
    func deliveriesOfAStep() throws {
        let d = try GT.run(try Self.photoViewer(), GT.tap(0, 1, 100, 200), GT.tap(0.2, 2, 100, 200))
        let step = d.filter { $0.seq == 3 }
        #expect(step.map(\.kind) == [.touch, .cancel, .cancel])
        #expect(step[0].withheld == .claimed && step[0].chain.isEmpty && step[0].handledBy == nil)
        #expect(step[1...].allSatisfy { $0.t == step[0].t && $0.hitView == nil && $0.withheld == nil && $0.gestures.isEmpty })
        #expect(step[1...].map(\.chain) == [["photo"], ["photo"]])
        // Deliveries that are not touch rows of a touch never carry withheld.
        #expect(d.filter { $0.kind != .touch }.allSatisfy { $0.withheld == nil })
    }

    // MARK: G18, G19

    @Test("G18: a recorded cancel fails undecided recognizers and cancels active ones")
    func recordedCancel() throws {
        let scene = try Self.pad(#"{ "id": "padTap", "kind": "tap" }, { "id": "press", "kind": "longPress" }"#)
        let undecided = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "cancelled", 100, 100))
        #expect(GT.summary(undecided) == ["touch 1 began → pad", "touch 1 cancelled → pad | padTap failed, press failed"])
        let active = try GT.run(try Self.pad(#"{ "id": "press", "kind": "longPress" }"#),
                                GT.ev(0, 1, "began", 100, 100), GT.ev(1, 1, "cancelled", 100, 100))
        #expect(GT.transitions(active) == ["press began", "press cancelled"])
    }

    @Test("G19, F14: a claimed touch still holds its view until its recorded end (T3)")
    func claimedTouchStillHoldsItsView() throws {
        let scene = try Self.pad(#"{ "id": "pan", "kind": "pan" }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 1, "moved", 100, 130),
                           GT.ev(0.2, 2, "began", 200, 200), GT.ev(0.3, 1, "ended", 100, 130),
                           GT.ev(0.4, 2, "ended", 200, 200), GT.ev(0.5, 3, "began", 200, 200))
        // Touch 2 is dropped by T3, yet the active pan takes it (G1), so the pan ends only when it lifts.
        #expect(GT.summary(d) == [
            "touch 1 began → pad", "touch 1 moved claimed | pan began", "cancel 1 → pad",
            "touch 2 began dropped multipleTouchDisabled",
            "touch 1 ended claimed",
            "touch 2 ended dropped multipleTouchDisabled | pan ended",
            "touch 3 began → pad",
        ])
    }

    @Test("G19: recognizers are not responders and never appear in a chain")
    func recognizersNeverInAChain() throws {
        let d = try GT.run(try Self.photoViewer(), GT.tap(0, 1, 100, 200))
        let ids = Set(["doubleTap", "singleTap"])
        #expect(d.allSatisfy { $0.chain.allSatisfy { !ids.contains($0) } && !ids.contains($0.handledBy ?? "") })
        // The single tap's action was sent, straight to its target: no delivery walked a chain to it.
        let sent = d.flatMap(\.gestures).filter { $0.action != nil }
        #expect(sent.map(\.target) == ["photoVC"])
        #expect(d.allSatisfy { !$0.chain.contains("photoVC") })
    }

    // MARK: Unchanged /1

    @Test("docs/formats.md: a /1 scene relabelled /2 with no recognizers dispatches to the same deliveries and prints /1 bytes")
    func relabelledSceneIsUnchanged() throws {
        let body = #""name": "test", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [ { "id": "v", "frame": [0, 0, 100, 100], "touches": "handle" } ] } ]"#
        let v1 = try TT.decodeScene(#"{ "format": "touchtape.scene/1", \#(body) }"#)
        let v2 = try TT.decodeScene(#"{ "format": "touchtape.scene/2", \#(body) }"#)
        let events = GT.tap(0, 1, 50, 50) + ", " + GT.tap(1, 2, 150, 150)
        let a = try TT.run(v1, events), b = try TT.run(v2, events)
        #expect(a == b)
        #expect(!v2.hasGestures)
        #expect(a.map(OutcomeJSON.line) == b.map { OutcomeJSON.line($0, gestureKeys: v2.hasGestures) })
    }
}
