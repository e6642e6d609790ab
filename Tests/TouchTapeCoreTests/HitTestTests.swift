import Testing
@testable import TouchTapeCore

/// Hit-testing: docs/rules.md H1–H9. Each scene is tiny; `behind` is a full-screen view
/// under the view being tested, so a touch that the tested view refuses visibly lands there.
@Suite("Hit-testing (H1–H9)")
struct HitTestTests {
    // MARK: H1

    @Test("H1: a touch is hit-tested once, in its began event; later phases carry no hitView and no trace")
    func hitTestedOnlyAtBegan() throws {
        let scene = try TT.window(#"""
            { "id": "a", "frame": [0, 0, 100, 100] },
            { "id": "b", "frame": [200, 0, 100, 100] }
            """#)
        let d = try TT.run(scene, [TT.touch(1, "began", 50, 50), TT.touch(1, "moved", 250, 50),
                                   TT.touch(1, "ended", 250, 50)].joined(separator: ","), trace: true)
        #expect(d.count == 3)
        #expect(d[0].hitView == "a")
        #expect(d[0].trace?.isEmpty == false)
        #expect(d[1].hitView == nil && d[1].trace == nil)
        #expect(d[2].hitView == nil && d[2].trace == nil)
        // Not hit-tested again: b, under the finger from the move on, never gets it.
        #expect(d.map(\.view) == ["a", "a", "a"])
    }

    // MARK: H2

    @Test("H2: among windows of equal level, the later one in the list is in front")
    func equalLevelLaterWindowInFront() throws {
        let scene = try TT.scene(#"""
            "windows": [
              { "id": "back", "frame": [0, 0, 375, 667] },
              { "id": "front", "frame": [0, 0, 375, 667] } ]
            """#)
        #expect(TT.hit(scene, 10, 10) == "front")
        #expect(TT.hitWindow(scene, 10, 10) == "front")
        // The back window is never asked.
        #expect(TT.trace(scene, 10, 10) == [
            "hitTest front (10, 10) -> front",
            "pointInside front (10, 10) true",
        ])
    }

    @Test("H2: a higher-level window is in front whatever its place in the list")
    func higherLevelWindowInFront() throws {
        let scene = try TT.scene(#"""
            "windows": [
              { "id": "alert", "frame": [0, 0, 100, 100], "level": 2 },
              { "id": "main", "frame": [0, 0, 375, 667], "level": 1 },
              { "id": "low", "frame": [0, 0, 375, 667], "level": 0 } ]
            """#)
        #expect(TT.hit(scene, 50, 50) == "alert")
        #expect(TT.hit(scene, 150, 150) == "main")
        #expect(TT.trace(scene, 150, 150) == [
            "hitTest alert (150, 150) -> nil outside",
            "pointInside alert (150, 150) false",
            "hitTest main (150, 150) -> main",
            "pointInside main (150, 150) true",
        ])
    }

    @Test("H2/H6: an overlay window without a rule takes the touch itself; the window behind is not asked")
    func overlayWindowTakesTouch() throws {
        let scene = try TT.scene(#"""
            "windows": [
              { "id": "main", "frame": [0, 0, 375, 667],
                "subviews": [ { "id": "content", "frame": [0, 0, 375, 667] } ] },
              { "id": "overlay", "frame": [0, 0, 375, 667],
                "subviews": [ { "id": "badge", "frame": [10, 10, 50, 50] } ] } ]
            """#)
        #expect(TT.hit(scene, 200, 200) == "overlay")
        #expect(TT.hitWindow(scene, 200, 200) == "overlay")
        #expect(!TT.trace(scene, 200, 200).contains { $0.contains("main") || $0.contains("content") })
    }

    @Test("H2: a pass-through window (hitTest passThroughSelf) lets the touch reach the window behind, but its subviews still take touches")
    func passThroughWindow() throws {
        let scene = try TT.scene(#"""
            "windows": [
              { "id": "main", "frame": [0, 0, 375, 667],
                "subviews": [ { "id": "content", "frame": [0, 0, 375, 667] } ] },
              { "id": "overlay", "frame": [0, 0, 375, 667], "hitTest": "passThroughSelf",
                "subviews": [ { "id": "badge", "frame": [10, 10, 50, 50] } ] } ]
            """#)
        #expect(TT.hit(scene, 200, 200) == "content")
        #expect(TT.hitWindow(scene, 200, 200) == "main")
        #expect(TT.trace(scene, 200, 200) == [
            "hitTest overlay (200, 200) -> nil rule",
            "pointInside overlay (200, 200) true",
            "hitTest badge (190, 190) -> nil outside",
            "pointInside badge (190, 190) false",
            "hitTest main (200, 200) -> content",
            "pointInside main (200, 200) true",
            "hitTest content (200, 200) -> content",
            "pointInside content (200, 200) true",
        ])
        #expect(TT.hit(scene, 20, 20) == "badge")
        #expect(TT.hitWindow(scene, 20, 20) == "overlay")
        let d = try TT.tap(scene, 200, 200)
        #expect(d[0].window == "main" && d[1].window == "main")
    }

    @Test("H2/H7: the screen point is converted into the window's coordinates by its frame")
    func windowFrameConversion() throws {
        let scene = try TT.scene(#"""
            "windows": [ { "id": "w", "frame": [100, 200, 100, 100],
                           "subviews": [ { "id": "v", "frame": [10, 10, 20, 20] } ] } ]
            """#)
        #expect(TT.trace(scene, 115, 215) == [
            "hitTest w (15, 15) -> v",
            "pointInside w (15, 15) true",
            "hitTest v (5, 5) -> v",
            "pointInside v (5, 5) true",
        ])
    }

    @Test("H2/H7: a window's transform is applied about its center when converting from the screen")
    func windowTransform() throws {
        let scene = try TT.scene(#"""
            "windows": [ { "id": "w", "center": [50, 50], "size": [100, 100], "transform": [1, 0, 0, 1, 200, 0] } ]
            """#)
        #expect(TT.hit(scene, 50, 50) == nil)
        #expect(TT.trace(scene, 250, 50) == ["hitTest w (50, 50) -> w", "pointInside w (50, 50) true"])
    }

    @Test("H2: when no window takes the touch it is dropped with noHitView and no window")
    func noWindowTakesTouch() throws {
        let scene = try TT.scene(#""windows": [ { "id": "w", "frame": [0, 0, 100, 100] } ]"#)
        #expect(scene.hitTest(Point(x: 200, y: 200)) == HitTestResult(window: nil, view: nil))
        let d = try TT.tap(scene, 200, 200)
        #expect(d.map(\.dropped) == [.noHitView, .noHitView])
        #expect(d.map(\.window) == [nil, nil])
        #expect(d[0].hitView == nil)
    }

    @Test("H2: the key window plays no part in touch routing")
    func keyWindowIrrelevant() throws {
        let scene = try TT.scene(#"""
            "windows": [
              { "id": "back", "frame": [0, 0, 375, 667], "key": true },
              { "id": "front", "frame": [0, 0, 375, 667], "key": false } ]
            """#)
        #expect(scene.responderIDs[Int(scene.keyWindow)] == "back")
        #expect(TT.hit(scene, 10, 10) == "front")
    }

    @Test("H2/H3: a hidden window lets the touch go on to the window behind")
    func hiddenWindow() throws {
        let scene = try TT.scene(#"""
            "windows": [
              { "id": "back", "frame": [0, 0, 375, 667] },
              { "id": "front", "frame": [0, 0, 375, 667], "hidden": true } ]
            """#)
        #expect(TT.hit(scene, 10, 10) == "back")
        #expect(TT.trace(scene, 10, 10).first == "hitTest front (10, 10) -> nil hidden")
    }

    // MARK: H3

    @Test("H3: a hidden view returns nil without asking pointInside or its subviews")
    func hiddenView() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "v", "frame": [0, 0, 100, 100], "hidden": true,
              "subviews": [ { "id": "child", "frame": [0, 0, 50, 50] } ] }
            """#)
        #expect(TT.hit(scene, 10, 10) == "behind")
        #expect(TT.trace(scene, 10, 10) == [
            "hitTest window (10, 10) -> behind",
            "pointInside window (10, 10) true",
            "hitTest v (10, 10) -> nil hidden",
            "hitTest behind (10, 10) -> behind",
            "pointInside behind (10, 10) true",
        ])
    }

    @Test("H3: a visible subview of a hidden ancestor cannot be hit")
    func hiddenAncestor() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "grand", "frame": [0, 0, 200, 200], "hidden": true,
              "subviews": [ { "id": "parent", "frame": [0, 0, 200, 200],
                              "subviews": [ { "id": "leaf", "frame": [0, 0, 100, 100], "hidden": false } ] } ] }
            """#)
        #expect(TT.hit(scene, 10, 10) == "behind")
        #expect(!TT.trace(scene, 10, 10).contains { $0.contains("leaf") || $0.contains("parent") })
    }

    @Test("H3: userInteractionEnabled false returns nil with reason userInteractionDisabled, subviews unvisited")
    func interactionDisabled() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "v", "frame": [0, 0, 100, 100], "userInteractionEnabled": false,
              "subviews": [ { "id": "button", "frame": [0, 0, 50, 50], "control": {} } ] }
            """#)
        #expect(TT.hit(scene, 10, 10) == "behind")
        let trace = TT.trace(scene, 10, 10)
        #expect(trace.contains("hitTest v (10, 10) -> nil userInteractionDisabled"))
        #expect(!trace.contains { $0.contains("button") || $0.contains("pointInside v") })
    }

    @Test("H3: alpha 0.0099 is below 0.01 and not hittable (reason alpha)")
    func alphaBelowThreshold() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "v", "frame": [0, 0, 100, 100], "alpha": 0.0099 }
            """#)
        #expect(TT.hit(scene, 10, 10) == "behind")
        #expect(TT.trace(scene, 10, 10).contains("hitTest v (10, 10) -> nil alpha"))
    }

    @Test("H3: alpha exactly 0.01 is still hittable")
    func alphaExactlyThreshold() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "v", "frame": [0, 0, 100, 100], "alpha": 0.01 }
            """#)
        #expect(TT.hit(scene, 10, 10) == "v")
    }

    @Test("H3: alpha 0 is not hittable, alpha 1 is")
    func alphaZeroAndOne() throws {
        let zero = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "alpha": 0 }"#)
        let one = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "alpha": 1 }"#)
        #expect(TT.hit(zero, 10, 10) == "window")
        #expect(TT.hit(one, 10, 10) == "v")
    }

    @Test("H3: a disabled control over another view lets the touch reach the view behind (reason disabledControl)")
    func disabledControlOverView() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667], "touches": "handle" },
            { "id": "button", "frame": [0, 0, 100, 100],
              "control": { "enabled": false, "actions": { "touchDown": "down:", "touchUpInside": "tap:" } } }
            """#)
        #expect(TT.hit(scene, 10, 10) == "behind")
        #expect(TT.trace(scene, 10, 10).contains("hitTest button (10, 10) -> nil disabledControl"))
        let d = try TT.tap(scene, 10, 10)
        #expect(d.map(\.view) == ["behind", "behind"])
        #expect(d.allSatisfy { $0.controlEvents.isEmpty })
    }

    @Test("H3: an enabled control is hittable (control enabled defaults to true)")
    func enabledControl() throws {
        let scene = try TT.window(#"{ "id": "button", "frame": [0, 0, 100, 100], "control": {} }"#)
        #expect(TT.hit(scene, 10, 10) == "button")
    }

    @Test("H3/H9: a singular transform (scale 0) returns nil with reason singularTransform and a null point")
    func singularTransform() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "squashed", "center": [50, 50], "size": [100, 100], "transform": [0, 0, 0, 0, 0, 0],
              "subviews": [ { "id": "kid", "frame": [0, 0, 100, 100] } ] }
            """#)
        #expect(TT.hit(scene, 50, 50) == "behind")
        #expect(TT.trace(scene, 50, 50) == [
            "hitTest window (50, 50) -> behind",
            "pointInside window (50, 50) true",
            "hitTest squashed null -> nil singularTransform",
            "hitTest behind (50, 50) -> behind",
            "pointInside behind (50, 50) true",
        ])
    }

    @Test("H3: a transform that collapses one axis ([1,0,0,0,0,0]) is singular too")
    func singularOneAxis() throws {
        let scene = try TT.window(#"{ "id": "flat", "center": [50, 50], "size": [100, 100], "transform": [1, 0, 0, 0, 0, 0] }"#)
        #expect(TT.hit(scene, 50, 50) == "window")
        #expect(TT.trace(scene, 50, 50).contains("hitTest flat null -> nil singularTransform"))
    }

    // MARK: H4

    @Test("H4: a subview sticking out of its superview is not hit there, clipsToBounds or not",
          arguments: [false, true])
    func subviewStickingOut(clips: Bool) throws {
        let scene = try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 100, 100], "clipsToBounds": \#(clips),
              "subviews": [ { "id": "out", "frame": [80, 80, 50, 50] } ] }
            """#)
        #expect(TT.hit(scene, 90, 90) == "out")
        #expect(TT.hit(scene, 120, 120) == "window")
        #expect(TT.trace(scene, 120, 120) == [
            "hitTest window (120, 120) -> window",
            "pointInside window (120, 120) true",
            "hitTest parent (120, 120) -> nil outside",
            "pointInside parent (120, 120) false",
        ])
    }

    @Test("H4: when pointInside says no, no subview is visited even one drawn over the point")
    func outsideSkipsSubviews() throws {
        let scene = try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 100, 100], "pointInside": "never",
              "subviews": [ { "id": "kid", "frame": [0, 0, 100, 100] } ] }
            """#)
        #expect(TT.hit(scene, 50, 50) == "window")
        #expect(!TT.trace(scene, 50, 50).contains { $0.contains("kid") })
    }

    // MARK: H5

    @Test("H5: subviews are asked front to back; the first answer wins and those behind are not asked")
    func frontToBack() throws {
        let scene = try TT.window(#"""
            { "id": "back", "frame": [0, 0, 100, 100] },
            { "id": "front", "frame": [50, 50, 100, 100] }
            """#)
        #expect(TT.hit(scene, 60, 60) == "front")
        #expect(!TT.trace(scene, 60, 60).contains { $0.contains("back") })
        // Where only the back one covers the point, the front one is asked first and says no.
        #expect(TT.trace(scene, 20, 20) == [
            "hitTest window (20, 20) -> back",
            "pointInside window (20, 20) true",
            "hitTest front (-30, -30) -> nil outside",
            "pointInside front (-30, -30) false",
            "hitTest back (20, 20) -> back",
            "pointInside back (20, 20) true",
        ])
    }

    @Test("H5: a nil answer from the front subview (its own subtree says no) goes on to the next one")
    func nilFromFrontGoesOn() throws {
        let scene = try TT.window(#"""
            { "id": "back", "frame": [0, 0, 100, 100] },
            { "id": "front", "frame": [0, 0, 100, 100], "hitTest": "passThroughSelf" }
            """#)
        #expect(TT.hit(scene, 10, 10) == "back")
    }

    // MARK: H6

    @Test("H6: when no subview answers, the view returns itself")
    func returnsSelfWhenNoSubview() throws {
        let scene = try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 200, 200],
              "subviews": [ { "id": "child", "frame": [0, 0, 50, 50] } ] }
            """#)
        #expect(TT.hit(scene, 100, 100) == "parent")
        #expect(TT.trace(scene, 100, 100).contains("hitTest child (100, 100) -> nil outside"))
    }

    // MARK: H7

    @Test("H7: a scroll view's bounds origin (content offset) shifts its subviews")
    func boundsOriginShiftsSubviews() throws {
        let scene = try TT.window(#"""
            { "id": "scroll", "frame": [0, 100, 375, 200], "boundsOrigin": [0, 300],
              "subviews": [
                { "id": "cellA", "frame": [0, 0, 375, 100] },
                { "id": "cellD", "frame": [0, 300, 375, 100] },
                { "id": "cellE", "frame": [0, 400, 375, 100] } ] }
            """#)
        #expect(TT.hit(scene, 10, 150) == "cellD")
        #expect(TT.hit(scene, 10, 250) == "cellE")
        // cellA's frame would cover screen y 100…200 without the offset; scrolled away, it is not hit.
        #expect(TT.hit(scene, 10, 101) == "cellD")
        #expect(Array(TT.trace(scene, 10, 150).dropFirst(2)) == [
            "hitTest scroll (10, 350) -> cellD",
            "pointInside scroll (10, 350) true",
            "hitTest cellE (10, -50) -> nil outside",
            "pointInside cellE (10, -50) false",
            "hitTest cellD (10, 50) -> cellD",
            "pointInside cellD (10, 50) true",
        ])
    }

    @Test("H7: a 90° rotated view is hit inside its rotated area and not outside it; the trace has the converted point")
    func rotatedView() throws {
        // 100 × 20 about (100, 100), rotated 90°: on screen it covers x 90…110, y 50…150.
        let scene = try TT.window(#"""
            { "id": "bar", "center": [100, 100], "size": [100, 20], "transform": [0, 1, -1, 0, 0, 0] }
            """#)
        #expect(TT.hit(scene, 100, 140) == "bar")
        #expect(TT.trace(scene, 100, 140).contains("hitTest bar (90, 10) -> bar"))
        // Inside the unrotated rectangle, outside the rotated one.
        #expect(TT.hit(scene, 140, 100) == "window")
        #expect(TT.trace(scene, 140, 100).contains("pointInside bar (50, -30) false"))
    }

    @Test("H7: a scale transform [2,0,0,2,0,0] applies about the view's center")
    func scaledView() throws {
        // 50 × 50 about (100, 100), doubled: on screen it covers 50…150 on both axes.
        let scene = try TT.window(#"""
            { "id": "big", "center": [100, 100], "size": [50, 50], "transform": [2, 0, 0, 2, 0, 0] }
            """#)
        #expect(TT.hit(scene, 60, 60) == "big")  // outside the unscaled 75…125
        #expect(TT.trace(scene, 60, 60).contains("hitTest big (5, 5) -> big"))
        #expect(TT.hit(scene, 145, 145) == "big")
        #expect(TT.hit(scene, 150, 150) == "window")  // local (50, 50): the half-open max edge
        #expect(TT.hit(scene, 45, 45) == "window")
    }

    @Test("H7: a translated view is hit where it is drawn, not at its untransformed frame")
    func translatedView() throws {
        let scene = try TT.window(#"""
            { "id": "red", "center": [150, 250], "size": [100, 100], "transform": [1, 0, 0, 1, 30, 40] }
            """#)
        #expect(TT.hit(scene, 180, 290) == "red")
        #expect(TT.trace(scene, 180, 290).contains("hitTest red (50, 50) -> red"))
        #expect(TT.hit(scene, 110, 210) == "window")
    }

    // MARK: H8

    @Test("H8: hitTest \"self\" returns the view for every call, even hidden and outside its bounds; nothing below is asked")
    func ruleSelf() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "ghost", "frame": [0, 0, 10, 10], "hidden": true, "hitTest": "self",
              "subviews": [ { "id": "kid", "frame": [0, 0, 10, 10] } ] }
            """#)
        #expect(TT.hit(scene, 200, 200) == "ghost")
        #expect(TT.trace(scene, 200, 200) == [
            "hitTest window (200, 200) -> ghost",
            "pointInside window (200, 200) true",
            "hitTest ghost (200, 200) -> ghost",
        ])
    }

    @Test("H8: hitTest \"none\" returns nil (reason rule): the view and its subviews are never hit")
    func ruleNone() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "wall", "frame": [0, 0, 100, 100], "hitTest": "none",
              "subviews": [ { "id": "kid", "frame": [0, 0, 100, 100] } ] }
            """#)
        #expect(TT.hit(scene, 50, 50) == "behind")
        let trace = TT.trace(scene, 50, 50)
        #expect(trace.contains("hitTest wall (50, 50) -> nil rule"))
        #expect(!trace.contains { $0.contains("kid") || $0.contains("pointInside wall") })
    }

    @Test("H8: passThroughSelf returns nil where the default would return the view, but its subviews are hit")
    func rulePassThroughSelf() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "container", "frame": [0, 0, 200, 200], "hitTest": "passThroughSelf",
              "subviews": [ { "id": "button", "frame": [0, 0, 50, 50] } ] }
            """#)
        #expect(TT.hit(scene, 100, 100) == "behind")
        #expect(TT.trace(scene, 100, 100).contains("hitTest container (100, 100) -> nil rule"))
        #expect(TT.hit(scene, 10, 10) == "button")
    }

    @Test("H8: passThrough lets a point inside a listed view through (reason rule), tracing that view's pointInside")
    func rulePassThroughList() throws {
        // The orange overlay of seed 003 over a button.
        let scene = try TT.window(#"""
            { "id": "btn", "frame": [80, 300, 200, 60], "control": {} },
            { "id": "overlay", "frame": [180, 250, 150, 150], "hitTest": { "passThrough": ["btn"] } }
            """#)
        #expect(TT.trace(scene, 220, 330) == [
            "hitTest window (220, 330) -> btn",
            "pointInside window (220, 330) true",
            "hitTest overlay (40, 80) -> nil rule",
            "pointInside btn (140, 30) true",
            "hitTest btn (140, 30) -> btn",
            "pointInside btn (140, 30) true",
        ])
        // Away from the button, the default algorithm: the overlay takes it.
        #expect(Array(TT.trace(scene, 300, 380).dropFirst(2)) == [
            "hitTest overlay (120, 130) -> overlay",
            "pointInside btn (220, 80) false",
            "pointInside overlay (120, 130) true",
        ])
    }

    @Test("H8: passThrough checks each listed view in order and stops at the first that contains the point")
    func rulePassThroughOrder() throws {
        let scene = try TT.window(#"""
            { "id": "a", "frame": [0, 0, 100, 100] },
            { "id": "b", "frame": [0, 0, 100, 100] },
            { "id": "overlay", "frame": [0, 0, 375, 667], "hitTest": { "passThrough": ["a", "b"] } }
            """#)
        // a contains the point: b is never asked by the rule (only later, by the window's own H5 walk).
        #expect(TT.trace(scene, 10, 10) == [
            "hitTest window (10, 10) -> b",
            "pointInside window (10, 10) true",
            "hitTest overlay (10, 10) -> nil rule",
            "pointInside a (10, 10) true",
            "hitTest b (10, 10) -> b",
            "pointInside b (10, 10) true",
        ])
        // Outside a, the rule asks b next.
        #expect(TT.trace(scene, 200, 200)[2 ... 5] == [
            "hitTest overlay (200, 200) -> overlay",
            "pointInside a (200, 200) false",
            "pointInside b (200, 200) false",
            "pointInside overlay (200, 200) true",
        ])
    }

    @Test("H8/H9: passThrough checks its listed views before H3, so a hidden pass-through view reports rule there and hidden elsewhere")
    func rulePassThroughOnHiddenView() throws {
        let scene = try TT.window(#"""
            { "id": "btn", "frame": [0, 0, 100, 100] },
            { "id": "overlay", "frame": [0, 0, 375, 667], "hidden": true, "hitTest": { "passThrough": ["btn"] } }
            """#)
        #expect(TT.trace(scene, 10, 10)[2 ... 3] == ["hitTest overlay (10, 10) -> nil rule", "pointInside btn (10, 10) true"])
        #expect(TT.trace(scene, 200, 200)[2 ... 3] == ["hitTest overlay (200, 200) -> nil hidden", "pointInside btn (200, 200) false"])
        #expect(TT.hit(scene, 200, 200) == "window")
    }

    @Test("H8: a listed view behind a singular transform cannot contain the point (traced with a null point)")
    func rulePassThroughSingularTarget() throws {
        let scene = try TT.window(#"""
            { "id": "squashed", "center": [50, 50], "size": [100, 100], "transform": [0, 0, 0, 0, 0, 0] },
            { "id": "overlay", "frame": [0, 0, 375, 667], "hitTest": { "passThrough": ["squashed"] } }
            """#)
        #expect(TT.hit(scene, 50, 50) == "overlay")
        #expect(TT.trace(scene, 50, 50).contains("pointInside squashed null false"))
    }

    @Test("H8: forwardTo returns the listed view when the point is inside it, without checking its eligibility")
    func ruleForwardToIneligibleTarget() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "tabBar", "frame": [0, 600, 375, 67], "hitTest": { "forwardTo": ["center"] },
              "subviews": [ { "id": "center", "frame": [150, -20, 60, 60], "hidden": true } ] }
            """#)
        #expect(TT.hit(scene, 170, 590) == "center")
        #expect(Array(TT.trace(scene, 170, 590).dropFirst(2)) == [
            "hitTest tabBar (170, -10) -> center",
            "pointInside center (20, 10) true",
        ])
    }

    @Test("H8: forwardTo falls back to the default algorithm when no listed view contains the point")
    func ruleForwardToFallback() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "tabBar", "frame": [0, 600, 375, 67], "hitTest": { "forwardTo": ["center"] },
              "subviews": [ { "id": "center", "frame": [150, -20, 60, 60] } ] }
            """#)
        #expect(TT.hit(scene, 10, 620) == "tabBar")
        #expect(Array(TT.trace(scene, 10, 620).dropFirst(2)) == [
            "hitTest tabBar (10, 20) -> tabBar",
            "pointInside center (-140, 40) false",
            "pointInside tabBar (10, 20) true",
            "hitTest center (-140, 40) -> nil outside",
            "pointInside center (-140, 40) false",
        ])
        #expect(TT.hit(scene, 10, 590) == "behind")
    }

    @Test("H8: forwardTo on an ineligible view returns nil with H3's reason and checks no listed view")
    func ruleForwardToOnIneligibleView() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "tabBar", "frame": [0, 600, 375, 67], "userInteractionEnabled": false,
              "hitTest": { "forwardTo": ["center"] },
              "subviews": [ { "id": "center", "frame": [150, -20, 60, 60] } ] }
            """#)
        #expect(TT.hit(scene, 170, 590) == "behind")
        let trace = TT.trace(scene, 170, 590)
        #expect(trace.contains("hitTest tabBar (170, -10) -> nil userInteractionDisabled"))
        #expect(!trace.contains { $0.contains("center") })
    }

    @Test("H8: forwardTo may name a view in another branch; the point is converted through the common ancestor")
    func ruleForwardToOtherBranch() throws {
        let scene = try TT.window(#"""
            { "id": "side", "frame": [200, 0, 100, 100],
              "subviews": [ { "id": "bubble", "frame": [10, 10, 50, 50] } ] },
            { "id": "button", "frame": [0, 0, 100, 100], "hitTest": { "forwardTo": ["bubble"] } }
            """#)
        // (20, 20) in button is screen (20, 20): bubble's (-190, 10), outside.
        #expect(TT.hit(scene, 20, 20) == "button")
        #expect(TT.trace(scene, 20, 20).contains("pointInside bubble (-190, 10) false"))
    }

    @Test("H8: a rule replaces H3–H6 for its view only; subviews keep their own rules")
    func ruleScopedToView() throws {
        let scene = try TT.window(#"""
            { "id": "container", "frame": [0, 0, 200, 200], "hitTest": "passThroughSelf",
              "subviews": [ { "id": "inner", "frame": [0, 0, 100, 100],
                              "subviews": [ { "id": "leaf", "frame": [0, 0, 10, 10] } ] } ] }
            """#)
        // inner has the default rule: it returns itself where no subview answers.
        #expect(TT.hit(scene, 50, 50) == "inner")
        #expect(TT.hit(scene, 5, 5) == "leaf")
        #expect(TT.hit(scene, 150, 150) == "window")
    }

    // MARK: H9

    @Test("H9: the seed A–E trace visits window, rootView, viewB, viewD, viewE with each pointInside, never viewA or viewC")
    func seedAtoETrace() throws {
        let scene = try TT.scene(#"""
            "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "rootView", "frame": [0, 0, 375, 667], "viewController": { "id": "viewController" }, "subviews": [
                { "id": "viewA", "frame": [10, 10, 300, 200] },
                { "id": "viewB", "frame": [10, 240, 300, 200], "subviews": [
                  { "id": "viewC", "frame": [10, 10, 120, 180] },
                  { "id": "viewD", "frame": [170, 10, 120, 180], "subviews": [
                    { "id": "viewE", "frame": [30, 40, 60, 100] } ] } ] } ] } ] } ]
            """#)
        #expect(TT.trace(scene, 240, 340) == [
            "hitTest window (240, 340) -> viewE",
            "pointInside window (240, 340) true",
            "hitTest rootView (240, 340) -> viewE",
            "pointInside rootView (240, 340) true",
            "hitTest viewB (230, 100) -> viewE",
            "pointInside viewB (230, 100) true",
            "hitTest viewD (60, 90) -> viewE",
            "pointInside viewD (60, 90) true",
            "hitTest viewE (30, 50) -> viewE",
            "pointInside viewE (30, 50) true",
        ])
    }

    struct ReasonCase: Sendable, CustomTestStringConvertible {
        var properties: String
        var reason: NilReason
        var testDescription: String { "\(properties) → \(reason.rawValue)" }
    }

    @Test("H9: when several eligibility reasons hold, the first of hidden, userInteractionDisabled, alpha, disabledControl, singularTransform is given",
          arguments: [
            ReasonCase(properties: #""hidden": true, "alpha": 0"#, reason: .hidden),
            ReasonCase(properties: #""hidden": true, "userInteractionEnabled": false, "alpha": 0, "control": { "enabled": false }, "transform": [0, 0, 0, 0, 0, 0]"#, reason: .hidden),
            ReasonCase(properties: #""userInteractionEnabled": false, "alpha": 0"#, reason: .userInteractionDisabled),
            ReasonCase(properties: #""alpha": 0.001, "control": { "enabled": false }"#, reason: .alpha),
            ReasonCase(properties: #""control": { "enabled": false }, "transform": [0, 0, 0, 0, 0, 0]"#, reason: .disabledControl),
            ReasonCase(properties: #""transform": [0, 0, 0, 0, 0, 0]"#, reason: .singularTransform),
          ])
    func reasonOrder(_ c: ReasonCase) throws {
        let scene = try TT.window(#"{ "id": "v", "center": [50, 50], "size": [100, 100], \#(c.properties) }"#)
        var entries: [TraceEntry] = []
        _ = scene.hitTest(Point(x: 50, y: 50), trace: &entries)
        let v = TT.index(scene, "v")
        let entry = try #require(entries.first { $0.view == v && $0.call == .hitTest })
        #expect(entry.reason == c.reason)
        #expect(entry.resultView == nil)
        #expect(!entries.contains { $0.view == v && $0.call == .pointInside })
    }

    @Test("H9: a hitTest entry is recorded when the call starts, before the calls it makes, and has its result when it returns")
    func entryRecordedAtStart() throws {
        let scene = try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 100, 100],
              "subviews": [ { "id": "child", "frame": [0, 0, 50, 50] } ] }
            """#)
        var entries: [TraceEntry] = []
        _ = scene.hitTest(Point(x: 10, y: 10), trace: &entries)
        let ids = entries.map { "\($0.call.rawValue) \(scene.responderIDs[Int($0.view)])" }
        #expect(ids == ["hitTest window", "pointInside window", "hitTest parent", "pointInside parent",
                        "hitTest child", "pointInside child"])
        // Every hitTest in the nesting returns the child; a successful call has no reason.
        #expect(entries.filter { $0.call == .hitTest }.allSatisfy { $0.resultView == TT.index(scene, "child") && $0.reason == nil })
        #expect(entries.map(\.depth) == [0, 1, 1, 2, 2, 3])
    }

    @Test("H9: an untraced hit-test gives the same result as a traced one")
    func tracedAndUntracedAgree() throws {
        let scene = try TT.window(#"""
            { "id": "a", "frame": [0, 0, 100, 100] },
            { "id": "b", "frame": [50, 50, 100, 100], "hitTest": { "passThrough": ["a"] } }
            """#)
        for (x, y) in [(10.0, 10.0), (60.0, 60.0), (120.0, 120.0), (300.0, 300.0), (-5.0, 10.0)] {
            var entries: [TraceEntry] = []
            #expect(scene.hitTest(Point(x: x, y: y), trace: &entries) == scene.hitTest(Point(x: x, y: y)))
        }
    }
}

/// pointInside: docs/rules.md P1–P4 (P3's rejections are in SceneValidationTests).
@Suite("pointInside (P1–P4)")
struct PointInsideTests {
    @Test("P1: a point on the max edge (x == maxX or y == maxY) is not inside; on the min edge it is")
    func halfOpenBounds() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [20, 20, 100, 100] }"#)
        let v = TT.index(scene, "v")
        #expect(scene.pointInside(Point(x: 0, y: 0), view: v))
        #expect(scene.pointInside(Point(x: 99.999, y: 99.999), view: v))
        #expect(!scene.pointInside(Point(x: 100, y: 50), view: v))
        #expect(!scene.pointInside(Point(x: 50, y: 100), view: v))
        #expect(!scene.pointInside(Point(x: -0.001, y: 50), view: v))
        // The same through hit-testing, in screen coordinates.
        #expect(TT.hit(scene, 20, 20) == "v")
        #expect(TT.hit(scene, 120, 50) == "window")
        #expect(TT.hit(scene, 50, 120) == "window")
    }

    @Test("P1: the bounds rectangle starts at the bounds origin")
    func boundsUseBoundsOrigin() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "boundsOrigin": [50, 50] }"#)
        let v = TT.index(scene, "v")
        #expect(!scene.pointInside(Point(x: 10, y: 10), view: v))
        #expect(scene.pointInside(Point(x: 50, y: 50), view: v))
        #expect(scene.pointInside(Point(x: 149, y: 149), view: v))
        #expect(!scene.pointInside(Point(x: 150, y: 60), view: v))
    }

    @Test("P1: nothing inside a zero-size view can be hit, even a subview with a size")
    func zeroSizeParent() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "zero", "frame": [0, 0, 0, 0], "subviews": [ { "id": "kid", "frame": [0, 0, 100, 100] } ] }
            """#)
        #expect(TT.hit(scene, 0, 0) == "behind")
        #expect(TT.hit(scene, 50, 50) == "behind")
        let trace = TT.trace(scene, 0, 0)
        #expect(trace.contains("pointInside zero (0, 0) false"))
        #expect(!trace.contains { $0.contains("kid") })
    }

    @Test("P1: a zero-height view contains no point")
    func zeroHeight() throws {
        let scene = try TT.window(#"{ "id": "line", "frame": [0, 10, 100, 0] }"#)
        #expect(!scene.pointInside(Point(x: 50, y: 0), view: TT.index(scene, "line")))
        #expect(TT.hit(scene, 50, 10) == "window")
    }

    @Test("P2: inset with positive values shrinks the area (half-open)")
    func insetShrinks() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "pointInside": { "inset": [10, 10, 10, 10] } }"#)
        let v = TT.index(scene, "v")
        #expect(!scene.pointInside(Point(x: 5, y: 50), view: v))
        #expect(scene.pointInside(Point(x: 10, y: 10), view: v))
        #expect(scene.pointInside(Point(x: 89.5, y: 89.5), view: v))
        #expect(!scene.pointInside(Point(x: 90, y: 50), view: v))
        #expect(!scene.pointInside(Point(x: 50, y: 90), view: v))
    }

    @Test("P2: inset with negative values enlarges the area, as UIEdgeInsetsInsetRect")
    func insetNegativeEnlarges() throws {
        // A 20 × 20 button at (100, 100) grown by 20 on every side: local [-20, 40).
        let scene = try TT.window(#"{ "id": "b", "frame": [100, 100, 20, 20], "pointInside": { "inset": [-20, -20, -20, -20] } }"#)
        #expect(TT.hit(scene, 80, 80) == "b")
        #expect(TT.hit(scene, 139, 139) == "b")
        #expect(TT.hit(scene, 140, 110) == "window")
        #expect(TT.hit(scene, 79, 110) == "window")
    }

    @Test("P2: inset values apply as [top, left, bottom, right]")
    func insetOrder() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "pointInside": { "inset": [1, -10, 3, 4] } }"#)
        let v = TT.index(scene, "v")
        // x in [-10, 96), y in [1, 97)
        #expect(scene.pointInside(Point(x: -10, y: 1), view: v))
        #expect(!scene.pointInside(Point(x: -10.5, y: 50), view: v))
        #expect(!scene.pointInside(Point(x: 50, y: 0.5), view: v))
        #expect(!scene.pointInside(Point(x: 96, y: 50), view: v))
        #expect(!scene.pointInside(Point(x: 50, y: 97), view: v))
        #expect(scene.pointInside(Point(x: 95.9, y: 96.9), view: v))
    }

    @Test("P2: an inset that leaves a negative width is empty, even at the center")
    func insetNegativeWidthIsEmpty() throws {
        let scene = try TT.window(#"""
            { "id": "inverted", "frame": [0, 0, 100, 100], "pointInside": { "inset": [0, 60, 0, 60] } },
            { "id": "flat", "frame": [0, 200, 100, 100], "pointInside": { "inset": [60, 0, 60, 0] } }
            """#)
        for (view, p) in [("inverted", Point(x: 50, y: 50)), ("inverted", Point(x: 40, y: 50)),
                          ("flat", Point(x: 50, y: 50)), ("flat", Point(x: 50, y: 40))] {
            #expect(!scene.pointInside(p, view: TT.index(scene, view)), "\(view) \(p)")
        }
        #expect(TT.hit(scene, 50, 50) == "window")
    }

    @Test("P2: minimumSize grows the bounds about their center to at least w × h")
    func minimumSizeGrows() throws {
        // The 20 × 20 FEButton with a 44 × 44 minimum: local [-12, 32).
        let scene = try TT.window(#"{ "id": "fe", "frame": [20, 20, 20, 20], "pointInside": { "minimumSize": [44, 44] } }"#)
        let fe = TT.index(scene, "fe")
        #expect(scene.pointInside(Point(x: -12, y: -12), view: fe))
        #expect(scene.pointInside(Point(x: 31.9, y: 31.9), view: fe))
        #expect(!scene.pointInside(Point(x: 32, y: 10), view: fe))
        #expect(!scene.pointInside(Point(x: -12.1, y: 10), view: fe))
        #expect(TT.hit(scene, 8, 8) == "fe")
    }

    @Test("P2: minimumSize never shrinks a larger view, and grows each dimension separately")
    func minimumSizeNeverShrinks() throws {
        let scene = try TT.window(#"""
            { "id": "large", "frame": [0, 0, 100, 100], "pointInside": { "minimumSize": [44, 44] } },
            { "id": "wide", "frame": [0, 200, 100, 20], "pointInside": { "minimumSize": [10, 60] } }
            """#)
        let large = TT.index(scene, "large"), wide = TT.index(scene, "wide")
        #expect(scene.pointInside(Point(x: 0, y: 0), view: large))
        #expect(scene.pointInside(Point(x: 99, y: 99), view: large))
        #expect(!scene.pointInside(Point(x: 100, y: 50), view: large))
        // wide: x stays [0, 100), y grows to [-20, 40).
        #expect(scene.pointInside(Point(x: 0, y: -20), view: wide))
        #expect(!scene.pointInside(Point(x: -1, y: 10), view: wide))
        #expect(!scene.pointInside(Point(x: 50, y: 40), view: wide))
    }

    @Test("P2: circle includes its rim and excludes the corners")
    func circleRim() throws {
        let scene = try TT.window(#"{ "id": "c", "frame": [100, 300, 100, 100], "pointInside": "circle" }"#)
        let c = TT.index(scene, "c")
        #expect(scene.pointInside(Point(x: 50, y: 0), view: c))     // top of the rim
        #expect(scene.pointInside(Point(x: 100, y: 50), view: c))   // right of the rim, outside the half-open bounds
        #expect(scene.pointInside(Point(x: 50, y: 50), view: c))
        #expect(!scene.pointInside(Point(x: 5, y: 5), view: c))
        #expect(!scene.pointInside(Point(x: 50, y: -0.01), view: c))
        #expect(TT.hit(scene, 150, 300) == "c")
        #expect(TT.hit(scene, 105, 305) == "window")
    }

    @Test("P2: circle's radius is half the bounds' width, about the bounds' center")
    func circleRadiusAndCenter() throws {
        let scene = try TT.window(#"""
            { "id": "oval", "frame": [0, 0, 100, 40], "pointInside": "circle" },
            { "id": "shifted", "frame": [0, 100, 100, 100], "boundsOrigin": [100, 100], "pointInside": "circle" }
            """#)
        // Center (50, 20), radius 50: (50, 69) is 49 away, beyond the height.
        #expect(scene.pointInside(Point(x: 50, y: 69), view: TT.index(scene, "oval")))
        #expect(!scene.pointInside(Point(x: 50, y: 71), view: TT.index(scene, "oval")))
        // Center (150, 150).
        #expect(scene.pointInside(Point(x: 150, y: 150), view: TT.index(scene, "shifted")))
        #expect(!scene.pointInside(Point(x: 50, y: 50), view: TT.index(scene, "shifted")))
    }

    @Test("P2: a circle of zero width contains no point, not even its center")
    func circleZeroWidth() throws {
        let scene = try TT.window(#"{ "id": "c", "frame": [10, 10, 0, 10], "pointInside": "circle" }"#)
        #expect(!scene.pointInside(Point(x: 0, y: 5), view: TT.index(scene, "c")))
        #expect(!scene.pointInside(Point(x: 0, y: 0), view: TT.index(scene, "c")))
    }

    @Test("P2: always says yes everywhere, so the view is hit outside its bounds (inside its superview)")
    func always() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10], "pointInside": "always" }"#)
        #expect(scene.pointInside(Point(x: -1000, y: 1e6), view: TT.index(scene, "v")))
        #expect(TT.hit(scene, 200, 200) == "v")
    }

    @Test("P2: never says no everywhere, so neither the view nor its subviews are hit")
    func never() throws {
        let scene = try TT.window(#"""
            { "id": "v", "frame": [0, 0, 100, 100], "pointInside": "never",
              "subviews": [ { "id": "kid", "frame": [0, 0, 100, 100] } ] }
            """#)
        #expect(!scene.pointInside(Point(x: 50, y: 50), view: TT.index(scene, "v")))
        #expect(TT.hit(scene, 50, 50) == "window")
        #expect(TT.trace(scene, 50, 50).contains("hitTest v (50, 50) -> nil outside"))
    }

    @Test("P4: a UIImageView's subviews cannot be hit by default")
    func imageViewDefault() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "image", "class": "UIImageView", "frame": [0, 0, 100, 100],
              "subviews": [ { "id": "button", "frame": [0, 0, 50, 50], "control": {} } ] }
            """#)
        #expect(TT.hit(scene, 10, 10) == "behind")
        #expect(TT.trace(scene, 10, 10).contains("hitTest image (10, 10) -> nil userInteractionDisabled"))
        #expect(scene.viewInfos[Int(TT.index(scene, "image"))].userInteractionEnabled == false)
    }

    @Test("P4: a UIImageView with userInteractionEnabled true lets its subviews be hit")
    func imageViewEnabled() throws {
        let scene = try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "image", "class": "UIImageView", "frame": [0, 0, 100, 100], "userInteractionEnabled": true,
              "subviews": [ { "id": "button", "frame": [0, 0, 50, 50], "control": {} } ] }
            """#)
        #expect(TT.hit(scene, 10, 10) == "button")
        #expect(TT.hit(scene, 70, 70) == "image")
    }

    @Test("P4: a UILabel defaults to userInteractionEnabled false; set true it is hit")
    func labelDefault() throws {
        let off = try TT.window(#"{ "id": "label", "class": "UILabel", "frame": [0, 0, 100, 100] }"#)
        #expect(TT.hit(off, 10, 10) == "window")
        #expect(TT.trace(off, 10, 10).contains("hitTest label (10, 10) -> nil userInteractionDisabled"))
        let on = try TT.window(#"{ "id": "label", "class": "UILabel", "frame": [0, 0, 100, 100], "userInteractionEnabled": true }"#)
        #expect(TT.hit(on, 10, 10) == "label")
    }

    @Test("P4: the class default applies by exact class name only (a subclass name is interactive)")
    func exactClassName() throws {
        let scene = try TT.window(#"""
            { "id": "custom", "class": "STImageView", "frame": [0, 0, 100, 100] },
            { "id": "lower", "class": "uiimageview", "frame": [100, 0, 100, 100] }
            """#)
        #expect(TT.hit(scene, 10, 10) == "custom")
        #expect(TT.hit(scene, 110, 10) == "lower")
    }

    @Test("P4/C1: a UIButton without control is a plain view: it forwards touches and sends no control events")
    func buttonWithoutControl() throws {
        let scene = try TT.window(#"{ "id": "button", "class": "UIButton", "frame": [0, 0, 100, 100] }"#)
        let d = try TT.tap(scene, 10, 10)
        #expect(d.map(\.view) == ["button", "button"])
        #expect(d.allSatisfy { $0.handledBy == nil && $0.controlEvents.isEmpty })
        #expect(d[0].chain == ["button", "window", "application"])
        #expect(scene.viewInfos[Int(TT.index(scene, "button"))].isControl == false)
    }

    @Test("P4/C1: a plain UIView with control is a control: it handles its own touches")
    func viewWithControl() throws {
        let scene = try TT.window(#"""
            { "id": "custom", "frame": [0, 0, 100, 100], "control": { "actions": { "touchUpInside": "go:" } } }
            """#)
        let d = try TT.tap(scene, 10, 10)
        #expect(d.map(\.handledBy) == ["custom", "custom"])
        #expect(d[1].controlEvents == [ControlEventRecord(view: "custom", event: .touchUpInside, action: "go:")])
    }
}
