import Testing
@testable import TouchTapeCore

/// Scroll views (docs/rules.md S3–S10): the delay, the early release, the per-axis pan,
/// the content-touch check and nested scroll views; and S1/S2 for JSON scenes.
@Suite("Scroll views (S1–S10)")
struct ScrollViewRuleTests {
    /// A scroll view `scroll` (full screen) with `options`, holding a plain view `content`
    /// (handles touches) and `extra` subviews.
    static func scroll(_ options: String = "", extra: String = "") throws -> Scene {
        let more = options.isEmpty ? "" : ", " + options
        return try BT.scene(#"""
            { "id": "scroll", "class": "UIScrollView", "frame": [0, 0, 375, 667], "builtin": { "kind": "scrollView"\#(more) },
              "subviews": [ { "id": "content", "frame": [0, 0, 375, 300], "touches": "handle" }\#(extra.isEmpty ? "" : ", " + extra) ] }
            """#)
    }

    static let slider = #"{ "id": "slider", "class": "UISlider", "frame": [20, 400, 335, 31], "control": { "actions": { "touchDown": "down:" } } }"#

    @Test("S1: a JSON scene has exactly the builtins it writes: a UITableView without the key has none (no inference from class)")
    func noInferenceFromClassInJSON() throws {
        let s = try BT.scene(#"{ "id": "t", "class": "UITableView", "frame": [0, 0, 375, 667] }"#)
        #expect(!s.hasBuiltins && !s.hasGestures)
        let d = try BT.run(s, GT.tap(0, 1, 10, 10))
        #expect(GT.summary(d) == ["touch 1 began → nobody", "touch 1 ended → nobody"])
    }

    @Test("S3: a scroll view gets #scrollDelay then #scrollPan, with UIKit's flags (clarification 5: the pan holds no ends)")
    func twoRecognizers() throws {
        let r = try Self.scroll().gestures.recognizers
        #expect(r.map(\.id) == ["scroll#scrollDelay", "scroll#scrollPan"])
        #expect(r[0].delaysTouchesBegan && !r[0].delaysTouchesEnded && r[0].cancelsTouchesInView && r[0].action == nil)
        #expect(!r[1].delaysTouchesBegan && !r[1].delaysTouchesEnded && r[1].cancelsTouchesInView)
        #expect(r[1].action == GestureRecognizer.Action(target: "scroll", selector: "handlePan:"))
        #expect(r.allSatisfy { $0.isImplicit })
    }

    @Test("S3, U3: with scrollEnabled false there is no #scrollPan, but the delay stays")
    func scrollDisabledKeepsTheDelay() throws {
        let s = try Self.scroll(#""scrollEnabled": false"#)
        #expect(s.gestures.recognizers.map(\.id) == ["scroll#scrollDelay"])
        let d = try BT.run(s, GT.ev(0, 1, "began", 100, 100), GT.ev(0.05, 1, "moved", 100, 150), GT.ev(0.1, 1, "ended", 100, 150))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 moved delayed", "touch 1 ended delayed | scroll#scrollDelay failed",
            "late 1 began → content", "late 1 ended → content",
        ])
    }

    @Test("S4, U1: the delay is 0.15 s (a named default); its deadline passes before a lift at that time", arguments: [
        (0.1499, ["touch 1 began delayed", "touch 1 ended delayed | scroll#scrollDelay failed, scroll#scrollPan failed",
                  "late 1 began → content", "late 1 ended → content"]),
        (0.15, ["touch 1 began delayed", "timer 0.15 | scroll#scrollDelay failed", "late 1 began → content",
                "touch 1 ended → content | scroll#scrollPan failed"]),
    ])
    func delayIs015(lift: Double, expected: [String]) throws {
        #expect(BuiltinConstants.scrollTouchDelay == 0.15)
        let d = try BT.run(try Self.scroll(), GT.ev(0, 1, "began", 100, 100), GT.ev(lift, 1, "ended", 100, 100))
        #expect(GT.summary(d) == expected)
    }

    @Test("S4: each new finger re-arms the one deadline 0.15 s later, for all the touches it holds")
    func newFingerRestartsTheDelay() throws {
        let s = try Self.scroll(#""canScroll": {"x": false, "y": false}"#, extra: #"{ "id": "other", "frame": [0, 300, 375, 300], "touches": "handle" }"#)
        let d = try BT.run(s, GT.ev(0, 1, "began", 100, 100), GT.ev(0.1, 2, "began", 100, 400))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 2 began delayed", "timer 0.25 | scroll#scrollDelay failed",
            "late 1 began → content", "late 2 began → other",
        ])
    }

    @Test("S4: a touch touchesShouldBegin answers NO for is claimed when the delay decides: its view never hears of it")
    func touchesShouldBeginNo() throws {
        let d = try BT.run(try Self.scroll(#""touchesShouldBegin": ["content"]"#), GT.tap(0, 1, 100, 100))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 ended claimed | scroll#scrollDelay recognized, scroll#scrollPan failed",
        ])
    }

    @Test("S4, G12: touchesShouldBegin NO claims a UIButton's touch too: G12 is for UIKit's tap, swipe and pan recognizers, not the scroll view's delay")
    func touchesShouldBeginNoOnAButton() throws {
        let button = #"{ "id": "btn", "class": "UIButton", "frame": [20, 400, 100, 44], "control": { "actions": { "touchUpInside": "go:" } } }"#
        let d = try BT.run(try Self.scroll(#""touchesShouldBegin": ["btn"]"#, extra: button), GT.tap(0, 1, 50, 420))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 ended claimed | scroll#scrollDelay recognized, scroll#scrollPan failed",
        ])
    }

    @Test("S4, G18: a cancelled touch fails the delay; its view gets the held began, then the cancel")
    func cancelledFailsTheDelay() throws {
        let d = try BT.run(try Self.scroll(), GT.ev(0, 1, "began", 100, 100), GT.ev(0.05, 1, "cancelled", 100, 100))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "touch 1 cancelled delayed | scroll#scrollDelay failed, scroll#scrollPan failed",
            "late 1 began → content", "late 1 cancelled → content",
        ])
    }

    @Test("S4: with delaysContentTouches false the delay decides in the began step, and the began is given at once")
    func noDelay() throws {
        let d = try BT.run(try Self.scroll(#""delaysContentTouches": false"#), GT.tap(0, 1, 100, 100))
        #expect(GT.summary(d) == ["touch 1 began → content | scroll#scrollDelay failed", "touch 1 ended → content | scroll#scrollPan failed"])
    }

    @Test("S5, U4: a control's touch moved more than 10 pt along an axis the view cannot scroll is released at once", arguments: [
        (11.0, ["touch 1 began delayed", "touch 1 moved delayed | scroll#scrollDelay failed", "late 1 began → slider +touchDown"]),
        (10.0, ["touch 1 began delayed", "touch 1 moved delayed", "timer 0.15 | scroll#scrollDelay failed", "late 1 began → slider +touchDown"]),
    ])
    func earlyReleaseForControls(dx: Double, expected: [String]) throws {
        let s = try Self.scroll(#""canScroll": {"x": false, "y": true}"#, extra: Self.slider)
        let d = try BT.run(s, GT.ev(0, 1, "began", 100, 410), GT.ev(0.05, 1, "moved", 100 + dx, 410))
        #expect(GT.summary(d) == expected)
        #expect(BuiltinConstants.earlyReleaseDistance == 10)
    }

    @Test("S5: the early release is for controls only: a plain view's sideways move waits for the deadline")
    func noEarlyReleaseForPlainViews() throws {
        let d = try BT.run(try Self.scroll(#""canScroll": {"x": false, "y": true}"#), GT.ev(0, 1, "began", 100, 100),
                           GT.ev(0.05, 1, "moved", 150, 100))
        #expect(GT.summary(d) == ["touch 1 began delayed", "touch 1 moved delayed", "timer 0.15 | scroll#scrollDelay failed",
                                  "late 1 began → content"])
    }

    @Test("S6: the pan begins at |dy| ≥ 10 on a y-only scroll view; a sideways move of any length never begins it", arguments: [
        (0.0, 9.99, "scroll#scrollPan failed"), (0.0, 10.0, "scroll#scrollPan began"), (0.0, -10.0, "scroll#scrollPan began"),
        (40.0, 0.0, "scroll#scrollPan failed"), (9.0, 9.0, "scroll#scrollPan failed"),
    ])
    func perAxisPan(dx: Double, dy: Double, expected: String) throws {
        let d = try BT.run(try Self.scroll(#""canScroll": {"x": false, "y": true}"#), GT.ev(0, 1, "began", 100, 100),
                           GT.ev(0.05, 1, "moved", 100 + dx, 100 + dy), GT.ev(0.1, 1, "ended", 100 + dx, 100 + dy))
        #expect(GT.transitions(d).filter { $0.hasPrefix("scroll#scrollPan") }.first == expected)
        #expect(BuiltinConstants.scrollPanHysteresis == 10)
    }

    static func axes(_ kind: String, _ options: String, frame: String = "[0, 0, 375, 600]") throws -> (Bool, Bool) {
        let extra = options.isEmpty ? "" : ", " + options
        let s = try BT.scene(#"{ "id": "v", "frame": \#(frame), "builtin": { "kind": "\#(kind)"\#(extra) } }"#)
        let f = try #require(s.builtins.scrollViews[1])
        return (f.canScrollX, f.canScrollY)
    }

    @Test("S6, clarifications 10 and 13: canScroll from contentSize (plus adjustedContentInset), else each kind's default", arguments: [
        ("scrollView", "", true, true),
        ("scrollView", #""contentSize": [375, 900]"#, false, true),
        ("scrollView", #""contentSize": [375, 590], "adjustedContentInset": [0, 0, 34, 0]"#, false, true),
        ("scrollView", #""contentSize": [800, 100]"#, true, false),
        ("scrollView", #""contentSize": [800, 900], "scrollEnabled": false"#, false, false),
        ("scrollView", #""canScroll": {"x": true, "y": false}, "contentSize": [10, 10]"#, true, false),
        ("tableView", "", false, true),
        ("tableView", #""contentSize": [375, 100]"#, false, true),
        ("collectionView", #""contentSize": [375, 100]"#, false, false),
        ("collectionView", "", false, true),
        ("collectionView", #""scrollDirection": "horizontal""#, true, false),
        ("textView", "", false, false),
        ("textView", #""contentSize": [375, 1000]"#, false, true),
    ])
    func canScrollDefaults(kind: String, options: String, x: Bool, y: Bool) throws {
        let (cx, cy) = try Self.axes(kind, options)
        #expect(cx == x && cy == y, "\(kind) \(options)")
    }

    @Test("S6: a scroll view that can scroll along neither axis never begins its pan; it fails at the lift")
    func neitherAxisNeverBegins() throws {
        let d = try BT.run(try Self.scroll(#""canScroll": {"x": false, "y": false}"#), GT.ev(0, 1, "began", 100, 100),
                           GT.ev(0.05, 1, "moved", 200, 250), GT.ev(0.3, 1, "ended", 200, 250))
        #expect(GT.transitions(d) == ["scroll#scrollDelay failed", "scroll#scrollPan failed"])
        #expect(d.last?.handledBy == "content")
    }

    @Test("S7: with canCancelContentTouches false, content that has its began keeps the touch: the pan fails")
    func cannotCancelContentTouches() throws {
        let d = try BT.run(try Self.scroll(#""canCancelContentTouches": false"#), GT.ev(0, 1, "began", 100, 100),
                           GT.ev(0.3, 1, "moved", 100, 150), GT.ev(0.4, 1, "ended", 100, 150))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "timer 0.15 | scroll#scrollDelay failed", "late 1 began → content",
            "touch 1 moved → content | scroll#scrollPan failed", "touch 1 ended → content",
        ])
    }

    @Test("S7: touchesShouldCancel \"never\" keeps even a plain view's touch; \"default\" cancels it", arguments: [
        ("never", "touch 1 moved → content | scroll#scrollPan failed"),
        ("default", "touch 1 moved claimed | scroll#scrollPan began"),
    ])
    func touchesShouldCancel(answer: String, expected: String) throws {
        let d = try BT.run(try Self.scroll(#""touchesShouldCancel": "\#(answer)""#), GT.ev(0, 1, "began", 100, 100),
                           GT.ev(0.3, 1, "moved", 100, 150))
        #expect(GT.summary(d)[3] == expected)
    }

    @Test("S8: a finger that moves only along an axis that cannot scroll gets its began at 0.15 s, then every phase")
    func movesAlongANonScrollingAxis() throws {
        let d = try BT.run(try Self.scroll(#""canScroll": {"x": false, "y": true}"#), GT.ev(0, 1, "began", 100, 100),
                           GT.ev(0.2, 1, "moved", 200, 100), GT.ev(0.3, 1, "ended", 200, 100))
        #expect(GT.summary(d) == [
            "touch 1 began delayed", "timer 0.15 | scroll#scrollDelay failed", "late 1 began → content",
            "touch 1 moved → content", "touch 1 ended → content | scroll#scrollPan failed",
        ])
    }

    /// A vertical table holding a horizontal carousel (row 0), as S10's example.
    static func carousel() throws -> Scene {
        try BT.scene(#"""
            { "id": "table", "class": "UITableView", "frame": [0, 0, 375, 667],
              "builtin": { "kind": "tableView", "canScroll": { "x": false, "y": true } }, "subviews": [
              { "id": "carousel", "class": "UICollectionView", "frame": [0, 0, 375, 200],
                "builtin": { "kind": "collectionView", "scrollDirection": "horizontal" }, "subviews": [
                { "id": "item", "frame": [0, 0, 150, 200], "touches": "handle" } ] } ] }
            """#)
    }

    @Test("S10: nested scroll views: the inner pair comes first (G1); a began is released once both delays have decided")
    func nestedDelays() throws {
        let s = try Self.carousel()
        #expect(s.recognizers(reaching: 2).map(\.id) == [
            "carousel#scrollDelay", "carousel#scrollPan", "table#scrollDelay", "table#scrollPan",
        ])
        let d = try BT.run(s, GT.ev(0, 1, "began", 50, 100), GT.ev(0.3, 1, "ended", 50, 100))
        #expect(Array(GT.summary(d).prefix(4)) == [
            "touch 1 began delayed", "timer 0.15 | carousel#scrollDelay failed", "timer 0.15 | table#scrollDelay failed",
            "late 1 began → item",
        ])
    }

    /// G10's forced failures come in scene order: the table's pair, then the carousel's.
    @Test("S10: a vertical drag on a horizontal carousel scrolls the table; a horizontal one scrolls the carousel", arguments: [
        (0.0, 30.0, ["table#scrollPan began", "table#scrollDelay failed", "carousel#scrollDelay failed", "carousel#scrollPan failed"]),
        (30.0, 0.0, ["carousel#scrollPan began", "table#scrollDelay failed", "table#scrollPan failed", "carousel#scrollDelay failed"]),
    ])
    func nestedPans(dx: Double, dy: Double, expected: [String]) throws {
        let d = try BT.run(try Self.carousel(), GT.ev(0, 1, "began", 50, 100), GT.ev(0.05, 1, "moved", 50 + dx, 100 + dy))
        #expect(d[1].gestures.map { "\($0.gesture) \($0.state.rawValue)" } == expected)
        #expect(d[1].withheld == .claimed)
    }
}
