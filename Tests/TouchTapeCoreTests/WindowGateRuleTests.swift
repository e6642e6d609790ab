import Testing
@testable import TouchTapeCore

/// The window's system-gesture gates (docs/rules.md S35–S38, clarification 8) and the
/// bottom-edge worked example.
@Suite("Window system-gesture gates (S35–S38)")
struct WindowGateRuleTests {
    /// The bottom-edge example's scene: an 844-pt-high window `window` with `windowKeys` (by default the bottom
    /// 20 pt), holding `tab`, a plain UIButton spanning y 800–844, and `extra` views.
    static func scene(_ windowKeys: String = #""systemGestureRegions": [{"edge": "bottom", "size": 20}]"#,
                      extra: String = "", windowGestures: String = "") throws -> Scene {
        let keys = windowKeys.isEmpty ? "" : windowKeys + ", "
        let more = extra.isEmpty ? "" : ", " + extra
        return try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test",
              "windows": [ { "id": "window", "frame": [0, 0, 390, 844], \#(keys)"gestures": [ \#(windowGestures) ], "subviews": [
                { "id": "tab", "class": "UIButton", "frame": [0, 800, 390, 44],
                  "control": { "actions": { "touchDown": "down:", "touchUpInside": "go:" } } }\#(more) ] } ] }
            """#)
    }

    static func ids(_ s: Scene) -> [String] { s.gestures.recognizers.map(\.id) }

    @Test("S35, S36: a window with a region gets #systemGate then #systemGestureGate, after its declared recognizers (last in G1 order), with UIKit's flags")
    func gatesComeLast() throws {
        let s = try Self.scene(windowGestures: #"{ "id": "windowTap", "kind": "tap" }"#)
        #expect(Self.ids(s) == ["windowTap", "window#systemGate", "window#systemGestureGate"])
        let gate = s.gestures.recognizers[1], gestureGate = s.gestures.recognizers[2]
        #expect(gate.delaysTouchesBegan && gate.delaysTouchesEnded && gate.cancelsTouchesInView && gate.action == nil)
        #expect(!gestureGate.delaysTouchesBegan && !gestureGate.delaysTouchesEnded && gestureGate.action == nil)
        #expect(s.recognizers(reaching: 1).map(\.id) == ["windowTap", "window#systemGate", "window#systemGestureGate"])
    }

    @Test("S35, G12: the gates never give way to a control (they never recognize), so hit-test and why name no G12 verdict for them")
    func gatesHaveNoG12Verdict() throws {
        let s = try Self.scene()
        let button = try #require(s.index(of: "tab"))
        for r in s.gestures.recognizers { #expect(!s.yieldsToControl(r, touchView: button), "\(r.id)") }
    }

    @Test("S35: no systemGestureRegions, [] or a deferred edge: no gate, and a JSON scene without the key has no calls", arguments: [
        ("", false), (#""systemGestureRegions": []"#, false),
        (#""systemGestureRegions": [{"edge": "bottom", "size": 20}], "defersSystemGestures": ["bottom"]"#, false),
        (#""systemGestureRegions": [{"edge": "bottom", "size": 20}], "defersSystemGestures": ["top"]"#, true),
    ])
    func gatesOnlyWhereARegionIsInForce(keys: String, gated: Bool) throws {
        let s = try Self.scene(keys)
        #expect(Self.ids(s).contains("window#systemGate") == gated)
        #expect(s.hasBuiltins == gated)
        let d = try BT.run(s, GT.tap(0, 1, 200, 835))
        #expect(GT.summary(d).first == (gated ? "touch 1 began delayed" : "touch 1 began → tab +touchDown"))
    }

    @Test("Bottom edge (a), S35, S38: a quick tap on a button at y 835: began and ended are both given at the lift (late), touchDown then touchUpInside")
    func workedExampleQuickTap() throws {
        let d = try BT.run(try Self.scene(), GT.ev(0, 1, "began", 200, 835), GT.ev(0.07, 1, "ended", 200, 835))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 ended delayed | window#systemGate failed",
            "late 1 began → tab +touchDown", "late 1 ended → tab +touchUpInside",
        ])
        #expect(d[2].t == 0.07 && d[3].t == 0.07)
        // Clarification 3: a scene with a gate carries calls, empty here.
        #expect(d.allSatisfy { $0.calls.isEmpty })
        #expect(try Self.scene().hasBuiltins)
    }

    @Test("Bottom edge (b), S35: held 1.2 s, the gate fails at 0.75 s (a timer row) and touchDown comes then; the lift is delivered at once")
    func workedExampleHold() throws {
        #expect(BuiltinConstants.systemGateTimeout == 0.75)
        let d = try BT.run(try Self.scene(), GT.ev(0, 1, "began", 200, 835), GT.ev(1.2, 1, "ended", 200, 835))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "timer 0.75 | window#systemGate failed", "late 1 began → tab +touchDown",
            "touch 1 ended → tab +touchUpInside",
        ])
        #expect(d[2].t == 0.75)
    }

    @Test("Bottom edge (c): with defersSystemGestures [\"bottom\"] touchDown comes at 0.00")
    func workedExampleDeferred() throws {
        let s = try Self.scene(#""systemGestureRegions": [{"edge": "bottom", "size": 20}], "defersSystemGestures": ["bottom"]"#)
        let d = try BT.run(s, GT.ev(0, 1, "began", 200, 835), GT.ev(0.07, 1, "ended", 200, 835))
        #expect(GT.summary(d) == ["touch 1 began → tab +touchDown", "touch 1 ended → tab +touchUpInside"])
    }

    @Test("S37: a press held 0.5 s at y 835 sends touchDown at 0.5 s, at the lift")
    func halfSecondPress() throws {
        let d = try BT.run(try Self.scene(), GT.ev(0, 1, "began", 200, 835), GT.ev(0.5, 1, "ended", 200, 835))
        #expect(GT.summary(d).suffix(2) == ["late 1 began → tab +touchDown", "late 1 ended → tab +touchUpInside"])
        #expect(d.filter { $0.kind == .late }.allSatisfy { $0.t == 0.5 })
    }

    @Test("S35, U5: the bottom region holds y from 844 − 20 = 824 up (half-open as P1); just above, the button gets its touch at once", arguments: [
        (824.0, true), (823.99, false), (843.9, true),
    ])
    func bottomRegionBoundary(y: Double, held: Bool) throws {
        let d = try BT.run(try Self.scene(), GT.tap(0, 1, 200, y))
        #expect((GT.summary(d).first == "touch 1 began delayed") == held)
    }

    @Test("S35, U5: top, left and right regions are bands of their size along that edge of the window", arguments: [
        ("top", 200.0, 19.9, true), ("top", 200.0, 20.0, false), ("left", 12.9, 400.0, true), ("left", 13.0, 400.0, false),
        ("right", 377.0, 400.0, true), ("right", 376.9, 400.0, false),
    ])
    func otherEdges(edge: String, x: Double, y: Double, held: Bool) throws {
        let size = edge == "top" ? 20 : 13
        let s = try Self.scene(#""systemGestureRegions": [{"edge": "\#(edge)", "size": \#(size)}]"#,
                               extra: #"{ "id": "plain", "frame": [0, 0, 390, 800], "touches": "handle" }"#)
        let d = try BT.run(s, GT.tap(0, 1, x, y))
        #expect((GT.summary(d).first == "touch 1 began delayed") == held, "\(edge) (\(x), \(y))")
    }

    @Test("S35, G18: a recorded cancel fails the gate; the view gets the held began, then the cancel")
    func cancelFailsTheGate() throws {
        let d = try BT.run(try Self.scene(), GT.ev(0, 1, "began", 200, 835), GT.ev(0.2, 1, "cancelled", 200, 835))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 cancelled delayed | window#systemGate failed",
            "late 1 began → tab +touchDown", "late 1 cancelled → tab",
        ])
    }

    @Test("S35: a second finger in the window while the gate holds one fails it, as UIKit's gate does; the second finger is not held")
    func secondFingerFailsTheGate() throws {
        let s = try Self.scene(extra: #"{ "id": "plain", "frame": [0, 0, 390, 800], "touches": "handle" }"#)
        let d = try BT.run(s, GT.ev(0, 1, "began", 200, 835), GT.ev(0.1, 2, "began", 100, 100))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 2 began → plain | window#systemGate failed", "late 1 began → tab +touchDown",
        ])
    }

    /// A plain view `pad` (y 600–844) with a declared pan, under the default gate.
    static func panScene() throws -> Scene {
        try Self.scene(extra: #"""
            { "id": "pad", "frame": [0, 600, 390, 200], "touches": "handle",
              "gestures": [ { "id": "padPan", "kind": "pan", "action": { "target": "pad", "selector": "drag:" } } ] },
            { "id": "low", "frame": [0, 820, 100, 24], "touches": "handle",
              "gestures": [ { "id": "lowPan", "kind": "pan", "action": { "target": "low", "selector": "drag:" } } ] }
            """#)
    }

    @Test("S36, clarification 8: every pan requires the window's gesture gate to fail (G11), implicitly")
    func pansRequireTheGestureGate() throws {
        let s = try Self.panScene()
        let gate = try #require(s.gestures.index(of: "window#systemGestureGate"))
        for id in ["padPan", "lowPan"] {
            let pan = try #require(s.gestures.index(of: id))
            #expect(s.gestures.recognizers[pan].requireToFail == [gate])
        }
        #expect(s.gestures.recognizers[gate - 1].requireToFail.isEmpty)
    }

    @Test("S36: a pan on a touch that began in the region waits for the gate; it begins when the gate fails at 0.75 s")
    func panWaitsForTheGate() throws {
        let d = try BT.run(try Self.panScene(), GT.ev(0, 1, "began", 50, 830), GT.ev(0.2, 1, "moved", 50, 700),
                           GT.ev(1.0, 1, "ended", 50, 700))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 moved delayed",
            "timer 0.75 | window#systemGate failed, window#systemGestureGate failed, lowPan began",
            "touch 1 ended claimed | lowPan ended",
        ])
    }

    @Test("S36: lifted before 0.75 s, the waiting pan fails by G8 at the lift, before the gates fail")
    func panFailsAtTheLift() throws {
        let d = try BT.run(try Self.panScene(), GT.ev(0, 1, "began", 50, 830), GT.ev(0.2, 1, "moved", 50, 700),
                           GT.ev(0.3, 1, "ended", 50, 700))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 moved delayed",
            "touch 1 ended delayed | lowPan failed, window#systemGate failed, window#systemGestureGate failed",
            "late 1 began → low", "late 1 ended → low",
        ])
    }

    @Test("S36: outside the region the gesture gate does not take part: the pan begins at its first 10 pt")
    func panOutsideTheRegion() throws {
        let d = try BT.run(try Self.panScene(), GT.ev(0, 1, "began", 200, 700), GT.ev(0.1, 1, "moved", 200, 680))
        #expect(GT.summary(d) == ["touch 1 began → pad", "touch 1 moved claimed | padPan began", "cancel 1 → pad"])
    }

    @Test("Clarification 8: the gesture gate is present only while a pan tracks the touch: a tap on the button lists only #systemGate")
    func gestureGateOnlyWithAPan() throws {
        let d = try BT.run(try Self.scene(), GT.tap(0, 1, 200, 835))
        #expect(GT.transitions(d) == ["window#systemGate failed"])
    }

    @Test("S38: a button in a scroll view at the bottom edge waits for both: the scroll delay decides at 0.15 s, but touchDown comes at the lift (0.3 s), when the gate fails")
    func buttonInAScrollViewAtTheEdge() throws {
        let s = try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test",
              "windows": [ { "id": "window", "frame": [0, 0, 390, 844], "systemGestureRegions": [{"edge": "bottom", "size": 20}],
                "subviews": [ { "id": "scroll", "frame": [0, 0, 390, 844], "builtin": { "kind": "scrollView", "canScroll": { "x": false, "y": true } },
                  "subviews": [ { "id": "buy", "class": "UIButton", "frame": [0, 800, 390, 44],
                                  "control": { "actions": { "touchDown": "down:", "touchUpInside": "buy:" } } } ] } ] } ] }
            """#)
        let d = try BT.run(s, GT.ev(0, 1, "began", 200, 830), GT.ev(0.3, 1, "ended", 200, 830))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "timer 0.15 | scroll#scrollDelay failed",
            "touch 1 ended delayed | scroll#scrollPan failed, window#systemGate failed, window#systemGestureGate failed",
            "late 1 began → buy +touchDown", "late 1 ended → buy +touchUpInside",
        ])
    }

    // MARK: Bottom edge (d): a table row in the bottom region

    /// The table-tap example's table (rows 44 pt from y 0) in an 844-pt window with the default gate; rows 18
    /// and 19 lie in the region (y 792–880).
    static func tableScene() throws -> Scene {
        let rows = (0..<20).map { BT.cell($0) }.joined(separator: ", ")
        return try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test",
              "windows": [ { "id": "window", "frame": [0, 0, 390, 844], "systemGestureRegions": [{"edge": "bottom", "size": 20}],
                "subviews": [ { "id": "root", "frame": [0, 0, 390, 844], "viewController": { "id": "listVC" }, "subviews": [
                  { "id": "table", "class": "UITableView", "frame": [0, 0, 390, 844],
                    "builtin": { "kind": "tableView", "delegate": "listVC", "canScroll": { "x": false, "y": true } },
                    "subviews": [ \#(rows) ] } ] } ] } ] }
            """#)
    }

    @Test("Bottom edge (d): a quick tap on a row in the region selects it at the lift, as in the table tap")
    func rowQuickTap() throws {
        let d = try BT.run(try Self.tableScene(), GT.ev(0, 1, "began", 160, 830), GT.ev(0.08, 1, "ended", 160, 830))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "touch 1 ended delayed | table#scrollDelay failed, table#scrollPan failed, window#systemGate failed, window#systemGestureGate failed",
            "late 1 began → table || tableView:shouldHighlightRowAtIndexPath: [0,18], tableView:didHighlightRowAtIndexPath: [0,18]",
            "late 1 ended → table || tableView:didUnhighlightRowAtIndexPath: [0,18], tableView:willSelectRowAtIndexPath: [0,18], tableView:didSelectRowAtIndexPath: [0,18]",
        ])
    }

    @Test("Bottom edge (d): a hold on a row in the region highlights it at 0.75 s, not at 0.15 s")
    func rowHold() throws {
        let d = try BT.run(try Self.tableScene(), GT.ev(0, 1, "began", 160, 830), GT.ev(1.0, 1, "ended", 160, 830))
        #expect(BT.summary(d) == [
            "touch 1 began delayed", "timer 0.15 | table#scrollDelay failed",
            "timer 0.75 | window#systemGate failed, window#systemGestureGate failed",
            "late 1 began → table || tableView:shouldHighlightRowAtIndexPath: [0,18], tableView:didHighlightRowAtIndexPath: [0,18]",
            "touch 1 ended → table | table#scrollPan failed || tableView:didUnhighlightRowAtIndexPath: [0,18], tableView:willSelectRowAtIndexPath: [0,18], tableView:didSelectRowAtIndexPath: [0,18]",
        ])
    }

    @Test("Bottom edge (d), S36: a drag up from the bottom edge cannot start the scroll pan before 0.75 s; it begins then and claims the touch")
    func dragUpFromTheEdge() throws {
        let d = try BT.run(try Self.tableScene(), GT.ev(0, 1, "began", 160, 835), GT.ev(0.1, 1, "moved", 160, 780),
                           GT.ev(0.5, 1, "moved", 160, 600), GT.ev(0.9, 1, "ended", 160, 500))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 moved delayed", "timer 0.15 | table#scrollDelay failed", "touch 1 moved delayed",
            "timer 0.75 | window#systemGate failed, window#systemGestureGate failed, table#scrollPan began",
            "touch 1 ended claimed | table#scrollPan ended",
        ])
        #expect(BT.calls(d).isEmpty)
    }
}
