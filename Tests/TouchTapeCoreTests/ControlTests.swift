import Testing
@testable import TouchTapeCore

/// Controls: docs/rules.md C1–C4.
@Suite("Controls (C1–C4)")
struct ControlTests {
    /// A 100 × 50 control at (100, 100) with an action for every event, inside a parent that
    /// handles touches. Tracking counts local x in [-70, 170), y in [-70, 120) as inside:
    /// screen x in [30, 270), y in [30, 220).
    static let allActions = #"""
        "actions": { "touchDown": "down:", "touchDownRepeat": "repeat:", "touchDragInside": "dragIn:",
                     "touchDragOutside": "dragOut:", "touchDragEnter": "enter:", "touchDragExit": "exit:",
                     "touchUpInside": "upIn:", "touchUpOutside": "upOut:", "touchCancel": "cancel:",
                     "primaryActionTriggered": "primary:" }
        """#

    static func buttonScene(_ extra: String = "") throws -> Scene {
        try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 375, 667], "touches": "handle",
              "subviews": [ { "id": "button", "frame": [100, 100, 100, 50]\#(extra), "control": { \#(allActions) } } ] }
            """#)
    }

    private func run(_ scene: Scene, _ list: String...) throws -> [Delivery] {
        try TT.run(scene, list.joined(separator: ", "))
    }

    // MARK: C1

    @Test("C1: a control consumes its own touches; they do not travel up the chain")
    func consumesTouches() throws {
        let scene = try Self.buttonScene()
        let d = try TT.tap(scene, 150, 125)
        #expect(d.map(\.chain) == [["button"], ["button"]])
        #expect(d.map(\.handledBy) == ["button", "button"])
    }

    @Test("C1: a control's touches \"forward\" lets the message go up the chain while it still sends its events")
    func forwardingControlStillSends() throws {
        let scene = try Self.buttonScene(#", "touches": "forward""#)
        let d = try TT.tap(scene, 150, 125)
        #expect(d.map(\.chain) == [["button", "parent"], ["button", "parent"]])
        #expect(d.map(\.handledBy) == ["parent", "parent"])
        #expect(TT.events(d[0]) == ["touchDown"])
        #expect(TT.events(d[1]) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test("C1: a control's per-phase touches handlers decide only where the message goes")
    func perPhaseControl() throws {
        let scene = try Self.buttonScene(#", "touches": { "began": "handle" }"#)
        let d = try TT.tap(scene, 150, 125)
        #expect(d.map(\.handledBy) == ["button", "parent"])
        #expect(TT.events(d[1]) == ["touchUpInside", "primaryActionTriggered"])
    }

    // MARK: C2

    @Test("C2: began sends touchDown")
    func touchDown() throws {
        let d = try run(try Self.buttonScene(), TT.touch(1, "began", 150, 125))
        #expect(d[0].controlEvents == [ControlEventRecord(view: "button", event: .touchDown, action: "down:")])
    }

    @Test("C2: began with tapCount 2 sends touchDown then touchDownRepeat", arguments: [2, 3])
    func touchDownRepeat(tapCount: Int) throws {
        let d = try run(try Self.buttonScene(), TT.touch(1, "began", 150, 125, tapCount: tapCount))
        #expect(TT.events(d[0]) == ["touchDown", "touchDownRepeat"])
        #expect(d[0].controlEvents.map(\.action) == ["down:", "repeat:"])
    }

    @Test("C2: tapCount 1 sends no touchDownRepeat")
    func noRepeatForSingleTap() throws {
        let d = try run(try Self.buttonScene(), TT.touch(1, "began", 150, 125, tapCount: 1))
        #expect(TT.events(d[0]) == ["touchDown"])
    }

    // MARK: C3

    @Test("C3: an ended touch inside sends touchUpInside then primaryActionTriggered")
    func upInside() throws {
        let d = try TT.tap(try Self.buttonScene(), 150, 125)
        #expect(TT.events(d[1]) == ["touchUpInside", "primaryActionTriggered"])
        #expect(d[1].controlEvents.map(\.action) == ["upIn:", "primary:"])
    }

    @Test("C3: a move outside the bounds but within 70 points is still inside: touchDragInside, no enter or exit")
    func dragWithinMargin() throws {
        let d = try run(try Self.buttonScene(), TT.touch(1, "began", 150, 125), TT.touch(1, "moved", 250, 200),
                        TT.touch(1, "ended", 250, 200))
        #expect(TT.events(d[1]) == ["touchDragInside"])
        #expect(TT.events(d[2]) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test("C3: dragging beyond 70 points exits, staying out drags outside, coming back enters")
    func dragExitAndEnter() throws {
        let d = try run(try Self.buttonScene(),
                        TT.touch(1, "began", 150, 125),
                        TT.touch(1, "moved", 300, 125),   // local x 200: beyond 170
                        TT.touch(1, "moved", 320, 300),
                        TT.touch(1, "moved", 160, 130),
                        TT.touch(1, "ended", 160, 130))
        #expect(TT.events(d[0]) == ["touchDown"])
        #expect(TT.events(d[1]) == ["touchDragExit", "touchDragOutside"])
        #expect(TT.events(d[2]) == ["touchDragOutside"])
        #expect(TT.events(d[3]) == ["touchDragEnter", "touchDragInside"])
        #expect(TT.events(d[4]) == ["touchUpInside", "primaryActionTriggered"])
        // The control stays the touch's view throughout (T1), and handles every phase.
        #expect(d.allSatisfy { $0.view == "button" && $0.handledBy == "button" })
    }

    @Test("C3: an ended touch outside after an exit sends only touchUpOutside (no primaryActionTriggered)")
    func upOutside() throws {
        let d = try run(try Self.buttonScene(), TT.touch(1, "began", 150, 125), TT.touch(1, "moved", 300, 125),
                        TT.touch(1, "ended", 300, 125))
        #expect(TT.events(d[2]) == ["touchUpOutside"])
    }

    @Test("C3: ending outside straight from inside checks enter/exit first: touchDragExit then touchUpOutside")
    func endOutsideFromInside() throws {
        let d = try run(try Self.buttonScene(), TT.touch(1, "began", 150, 125), TT.touch(1, "ended", 10, 10))
        #expect(TT.events(d[1]) == ["touchDragExit", "touchUpOutside"])
    }

    @Test("C3: ending inside after being outside sends touchDragEnter, touchUpInside, primaryActionTriggered")
    func endInsideFromOutside() throws {
        let d = try run(try Self.buttonScene(), TT.touch(1, "began", 150, 125), TT.touch(1, "moved", 10, 10),
                        TT.touch(1, "ended", 150, 125))
        #expect(TT.events(d[2]) == ["touchDragEnter", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("C3: the 70-point margin is half-open like bounds: minX − 70 is inside, maxX + 70 is not")
    func marginEdges() throws {
        let scene = try Self.buttonScene()
        let atMin = try run(scene, TT.touch(1, "began", 150, 125), TT.touch(1, "moved", 30, 30))
        #expect(TT.events(atMin[1]) == ["touchDragInside"])
        let atMax = try run(scene, TT.touch(1, "began", 150, 125), TT.touch(1, "moved", 270, 125))
        #expect(TT.events(atMax[1]) == ["touchDragExit", "touchDragOutside"])
        let belowMax = try run(scene, TT.touch(1, "began", 150, 125), TT.touch(1, "moved", 150, 219.5))
        #expect(TT.events(belowMax[1]) == ["touchDragInside"])
        let atMaxY = try run(scene, TT.touch(1, "began", 150, 125), TT.touch(1, "moved", 150, 220))
        #expect(TT.events(atMaxY[1]) == ["touchDragExit", "touchDragOutside"])
    }

    @Test("C3: a point the control's own pointInside rule accepts counts as inside even beyond the 70-point margin")
    func ownPointInsideBeyondMargin() throws {
        // Grown by 100: local x in [-100, 200).
        let scene = try Self.buttonScene(#", "pointInside": { "inset": [-100, -100, -100, -100] }"#)
        let d = try run(scene, TT.touch(1, "began", 150, 125), TT.touch(1, "moved", 15, 125),  // local -85
                        TT.touch(1, "ended", 15, 125))
        #expect(TT.events(d[1]) == ["touchDragInside"])
        #expect(TT.events(d[2]) == ["touchUpInside", "primaryActionTriggered"])
        // Beyond both the margin and the rule: outside.
        let far = try run(scene, TT.touch(1, "began", 150, 125), TT.touch(1, "moved", -5, 125))
        #expect(TT.events(far[1]) == ["touchDragExit", "touchDragOutside"])
    }

    @Test("C3: cancelled sends touchCancel")
    func cancel() throws {
        let d = try run(try Self.buttonScene(), TT.touch(1, "began", 150, 125), TT.touch(1, "cancelled", 150, 125))
        #expect(d[1].controlEvents == [ControlEventRecord(view: "button", event: .touchCancel, action: "cancel:")])
    }

    @Test("C3: tracking converts the location through the control's ancestors (a scrolled, translated parent)")
    func trackingConversion() throws {
        let scene = try TT.window(#"""
            { "id": "scroll", "center": [187.5, 333.5], "size": [375, 667], "boundsOrigin": [0, 500],
              "transform": [1, 0, 0, 1, 10, 0],
              "subviews": [ { "id": "button", "frame": [100, 600, 100, 50], "control": { \#(Self.allActions) } } ] }
            """#)
        // The button is at screen (110, 100)…(210, 150); tracking counts screen x < 280 as inside.
        #expect(TT.hit(scene, 160, 125) == "button")
        #expect(TT.hit(scene, 105, 125) == "scroll")
        let d = try run(scene, TT.touch(1, "began", 160, 125), TT.touch(1, "moved", 275, 125),
                        TT.touch(1, "moved", 285, 125))
        #expect(TT.events(d[1]) == ["touchDragInside"])
        #expect(TT.events(d[2]) == ["touchDragExit", "touchDragOutside"])
    }

    // MARK: C4

    @Test("C4: controlEvents lists only the events the control has an action for")
    func onlyEventsWithActions() throws {
        let scene = try TT.window(#"""
            { "id": "button", "frame": [100, 100, 100, 50], "control": { "actions": { "touchUpInside": "save:" } } }
            """#)
        let d = try TT.run(scene, [TT.touch(1, "began", 150, 125, tapCount: 2), TT.touch(1, "moved", 300, 125),
                                   TT.touch(1, "ended", 150, 125)].joined(separator: ", "))
        #expect(d[0].controlEvents.isEmpty)
        #expect(d[1].controlEvents.isEmpty)
        #expect(d[2].controlEvents == [ControlEventRecord(view: "button", event: .touchUpInside, action: "save:")])
    }

    @Test("C4: a control with no actions sends nothing but still handles its touches")
    func noActions() throws {
        let scene = try TT.window(#"{ "id": "button", "frame": [0, 0, 100, 100], "control": {} }"#)
        let d = try TT.tap(scene, 10, 10)
        #expect(d.allSatisfy { $0.controlEvents.isEmpty && $0.handledBy == "button" })
    }

    @Test("C4: a touch forwarded up from a subview does not make the control send events")
    func forwardedFromSubview() throws {
        let scene = try TT.window(#"""
            { "id": "button", "frame": [100, 100, 100, 50], "control": { \#(Self.allActions) },
              "subviews": [ { "id": "icon", "frame": [0, 0, 50, 50] } ] }
            """#)
        let d = try TT.tap(scene, 110, 110)
        #expect(d.map(\.view) == ["icon", "icon"])
        #expect(d.map(\.chain) == [["icon", "button"], ["icon", "button"]])
        #expect(d.map(\.handledBy) == ["button", "button"])
        #expect(d.allSatisfy { $0.controlEvents.isEmpty })
        // Next to the icon the control is the touch's view and does send.
        let own = try TT.tap(scene, 180, 110)
        #expect(TT.events(own[1]) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test("C4: a disabled control reached through a forwardTo rule is the touch's view but sends nothing")
    func disabledControlThroughForwardTo() throws {
        let scene = try TT.window(#"""
            { "id": "tabBar", "frame": [0, 600, 375, 67], "hitTest": { "forwardTo": ["center"] },
              "subviews": [ { "id": "center", "frame": [150, -20, 60, 60],
                              "control": { "enabled": false, \#(Self.allActions) } } ] }
            """#)
        let d = try TT.tap(scene, 170, 590)
        #expect(d.map(\.view) == ["center", "center"])
        #expect(d[0].hitView == "center")
        #expect(d.allSatisfy { $0.controlEvents.isEmpty })
    }

    @Test("C4: the same control enabled, reached through forwardTo, does send")
    func enabledControlThroughForwardTo() throws {
        let scene = try TT.window(#"""
            { "id": "tabBar", "frame": [0, 600, 375, 67], "hitTest": { "forwardTo": ["center"] },
              "subviews": [ { "id": "center", "frame": [150, -20, 60, 60], "control": { \#(Self.allActions) } } ] }
            """#)
        let d = try TT.tap(scene, 170, 590)
        #expect(TT.events(d[0]) == ["touchDown"])
        #expect(TT.events(d[1]) == ["touchUpInside", "primaryActionTriggered"])
    }
}
