import Testing
@testable import TouchTapeCore

/// Touch delivery: docs/rules.md T1–T7.
@Suite("Touches (T1–T7)")
struct TouchDeliveryTests {
    private func events(_ list: String...) -> String { list.joined(separator: ", ") }

    // MARK: T1

    @Test("T1: moved and ended go to the view bound at began, wherever the finger is")
    func bindingToView() throws {
        let scene = try TT.window(#"""
            { "id": "a", "frame": [0, 0, 100, 100], "touches": "handle" },
            { "id": "b", "frame": [200, 0, 100, 100], "touches": "handle" }
            """#)
        let d = try TT.run(scene, events(TT.touch(1, "began", 50, 50), TT.touch(1, "moved", 250, 50),
                                         TT.touch(1, "moved", 1000, 1000), TT.touch(1, "ended", 250, 50)))
        #expect(d.map(\.view) == ["a", "a", "a", "a"])
        #expect(d.map(\.handledBy) == ["a", "a", "a", "a"])
        #expect(d.map(\.window) == ["window", "window", "window", "window"])
        #expect(d.map(\.phase) == [.began, .moved, .moved, .ended])
    }

    @Test("T1: cancelled goes to the bound view too")
    func bindingCancelled() throws {
        let scene = try TT.window(#"""
            { "id": "a", "frame": [0, 0, 100, 100], "touches": "handle" },
            { "id": "b", "frame": [200, 0, 100, 100], "touches": "handle" }
            """#)
        let d = try TT.run(scene, events(TT.touch(1, "began", 50, 50), TT.touch(1, "cancelled", 250, 50)))
        #expect(d.map(\.view) == ["a", "a"])
        #expect(d[1].phase == .cancelled)
    }

    @Test("T1: the touch's window stays the one it began in when the finger moves over another window")
    func bindingWindow() throws {
        let scene = try TT.scene(#"""
            "windows": [
              { "id": "left", "frame": [0, 0, 187, 667] },
              { "id": "right", "frame": [187, 0, 188, 667] } ]
            """#)
        let d = try TT.run(scene, events(TT.touch(1, "began", 50, 50), TT.touch(1, "moved", 300, 50),
                                         TT.touch(1, "ended", 300, 50)))
        #expect(d.map(\.window) == ["left", "left", "left"])
        #expect(d.map(\.view) == ["left", "left", "left"])
    }

    // MARK: T2

    @Test("T2: a responder whose handler is handle consumes the phase and the walk stops")
    func handleStops() throws {
        let scene = try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 100, 100], "touches": "handle",
              "subviews": [ { "id": "child", "frame": [0, 0, 50, 50], "touches": "handle" } ] }
            """#)
        let d = try TT.tap(scene, 10, 10)
        #expect(d.map(\.chain) == [["child"], ["child"]])
        #expect(d.map(\.handledBy) == ["child", "child"])
    }

    @Test("T2: forward passes the phase on to the next responder")
    func forwardGoesOn() throws {
        let scene = try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 100, 100], "touches": "handle",
              "subviews": [ { "id": "child", "frame": [0, 0, 50, 50], "touches": "forward" } ] }
            """#)
        let d = try TT.tap(scene, 10, 10)
        #expect(d.map(\.chain) == [["child", "parent"], ["child", "parent"]])
        #expect(d.map(\.handledBy) == ["parent", "parent"])
        #expect(d.map(\.view) == ["child", "child"])
    }

    @Test("T2: observe records the phase and the walk goes on")
    func observeGoesOn() throws {
        let scene = try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 100, 100], "touches": "observe",
              "subviews": [ { "id": "child", "frame": [0, 0, 50, 50], "touches": "observe" } ] }
            """#)
        let d = try TT.tap(scene, 10, 10)
        #expect(d[0].chain == ["child", "parent", "window", "application"])
        #expect(d[0].handledBy == nil)
    }

    @Test("T2: falling off the end of the chain discards the message (handledBy null); the chain ends at the delegate when declared")
    func fallsOffTheEnd() throws {
        let scene = try TT.scene(#"""
            "application": { "delegate": {} },
            "windows": [ { "id": "window", "frame": [0, 0, 375, 667],
                           "subviews": [ { "id": "v", "frame": [0, 0, 100, 100] } ] } ]
            """#)
        let d = try TT.tap(scene, 10, 10)
        #expect(d[0].chain == ["v", "window", "application", "appDelegate"])
        #expect(d.map(\.handledBy) == [nil, nil])
        #expect(d.map(\.dropped) == [nil, nil])
    }

    @Test("T2: the per-phase object form sets each phase; a missing phase forwards")
    func perPhaseHandlers() throws {
        let scene = try TT.window(#"""
            { "id": "parent", "frame": [0, 0, 100, 100], "touches": "handle",
              "subviews": [ { "id": "child", "frame": [0, 0, 50, 50],
                              "touches": { "began": "handle", "ended": "observe", "cancelled": "forward" } } ] }
            """#)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 10), TT.touch(1, "moved", 20, 20),
                                         TT.touch(1, "ended", 20, 20), TT.touch(2, "began", 10, 10),
                                         TT.touch(2, "cancelled", 10, 10)))
        #expect(d.map(\.handledBy) == ["child", "parent", "parent", "child", "parent"])
        #expect(d[1].chain == ["child", "parent"])
        #expect(d[2].chain == ["child", "parent"])
    }

    @Test("T2/R1: a view controller that handles touches consumes them after its root view")
    func viewControllerHandles() throws {
        let scene = try TT.window(#"""
            { "id": "root", "frame": [0, 0, 375, 667],
              "viewController": { "id": "vc", "touches": "handle" },
              "subviews": [ { "id": "leaf", "frame": [0, 0, 50, 50] } ] }
            """#)
        let d = try TT.tap(scene, 10, 10)
        #expect(d[0].chain == ["leaf", "root", "vc"])
        #expect(d[0].handledBy == "vc")
    }

    @Test("T2: a stationary touch yields no delivery")
    func stationaryNotDelivered() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "touches": "handle" }"#)
        let d = try TT.run(scene, #"""
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 10, "y": 10 },
                                   { "touch": 2, "phase": "began", "x": 200, "y": 200 } ] },
            { "t": 1, "touches": [ { "touch": 1, "phase": "stationary", "x": 10, "y": 10 },
                                   { "touch": 2, "phase": "moved", "x": 210, "y": 210 } ] },
            { "t": 2, "touches": [ { "touch": 1, "phase": "stationary", "x": 10, "y": 10 } ] },
            { "t": 3, "touches": [ { "touch": 1, "phase": "ended", "x": 10, "y": 10 } ] }
            """#)
        #expect(d.map(\.seq) == [0, 0, 1, 3])
        #expect(d[2].touch == 2 && d[2].phase == .moved)
        #expect(!d.contains { $0.phase == .stationary })
    }

    @Test("T2: the touches of one event are handled in the order the event lists them")
    func listedOrder() throws {
        let scene = try TT.window(#"""
            { "id": "a", "frame": [0, 0, 100, 100] },
            { "id": "b", "frame": [200, 0, 100, 100] }
            """#)
        let d = try TT.run(scene, #"""
            { "t": 0, "touches": [ { "touch": 7, "phase": "began", "x": 250, "y": 50 },
                                   { "touch": 3, "phase": "began", "x": 50, "y": 50 } ] },
            { "t": 1, "touches": [ { "touch": 3, "phase": "ended", "x": 50, "y": 50 },
                                   { "touch": 7, "phase": "ended", "x": 250, "y": 50 } ] }
            """#)
        #expect(d.map(\.touch) == [7, 3, 3, 7])
        #expect(d.map(\.view) == ["b", "a", "a", "b"])
        #expect(d.map(\.seq) == [0, 0, 1, 1])
    }

    // MARK: T3

    private static let multiTouchScene = #"""
        { "id": "single", "frame": [0, 0, 100, 100], "touches": "handle" },
        { "id": "other", "frame": [200, 0, 100, 100], "touches": "handle" },
        { "id": "multi", "frame": [0, 200, 100, 100], "multipleTouchEnabled": true, "touches": "handle" }
        """#

    @Test("T3: a second touch on a view without multipleTouchEnabled is dropped (multipleTouchDisabled) for its whole life")
    func secondTouchDropped() throws {
        let scene = try TT.window(Self.multiTouchScene)
        let d = try TT.run(scene, events(
            TT.touch(1, "began", 10, 10),
            TT.touch(2, "began", 20, 20),
            TT.touch(1, "ended", 10, 10),   // the first touch goes on being delivered
            TT.touch(2, "moved", 30, 30),   // the view is free now, but touch 2 stays dropped
            TT.touch(2, "ended", 30, 30)))
        #expect(d.map(\.touch) == [1, 2, 1, 2, 2])
        #expect(d.map(\.dropped) == [nil, .multipleTouchDisabled, nil, .multipleTouchDisabled, .multipleTouchDisabled])
        #expect(d.map(\.view) == ["single", nil, "single", nil, nil])
    }

    @Test("T3: another view is unaffected by a view holding a touch")
    func otherViewUnaffected() throws {
        let scene = try TT.window(Self.multiTouchScene)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 10), TT.touch(2, "began", 210, 10)))
        #expect(d.map(\.dropped) == [nil, nil])
        #expect(d.map(\.view) == ["single", "other"])
    }

    @Test("T3: with multipleTouchEnabled both touches are delivered")
    func multipleTouchEnabled() throws {
        let scene = try TT.window(Self.multiTouchScene)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 210), TT.touch(2, "began", 20, 220),
                                         TT.touch(2, "ended", 20, 220), TT.touch(1, "ended", 10, 210)))
        #expect(d.map(\.dropped) == [nil, nil, nil, nil])
        #expect(d.map(\.view) == ["multi", "multi", "multi", "multi"])
    }

    @Test("T3: once the held touch ends, a new touch on the view is delivered")
    func releasedAfterEnd() throws {
        let scene = try TT.window(Self.multiTouchScene)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 10), TT.touch(1, "cancelled", 10, 10),
                                         TT.touch(2, "began", 10, 10)))
        #expect(d[2].dropped == nil)
        #expect(d[2].view == "single")
    }

    @Test("T3/T2: two touches beginning in one event on a single-touch view: the one listed first gets it")
    func sameEventListedFirstWins() throws {
        let scene = try TT.window(Self.multiTouchScene)
        let d = try TT.run(scene, #"""
            { "t": 0, "touches": [ { "touch": 5, "phase": "began", "x": 10, "y": 10 },
                                   { "touch": 4, "phase": "began", "x": 20, "y": 20 } ] }
            """#)
        #expect(d.map(\.touch) == [5, 4])
        #expect(d.map(\.dropped) == [nil, .multipleTouchDisabled])
    }

    @Test("T3/T6: only delivered touches count as held: a touch dropped while ignoring does not block the view")
    func droppedTouchNotHeld() throws {
        let scene = try TT.window(Self.multiTouchScene)
        let d = try TT.run(scene, events(
            #"{ "t": 0, "ignoreInteractionEvents": true }"#,
            TT.touch(1, "began", 10, 10),
            #"{ "t": 0, "ignoreInteractionEvents": false }"#,
            TT.touch(2, "began", 20, 20)))
        #expect(d[1].dropped == .ignoringInteractionEvents)
        #expect(d[3].dropped == nil)
        #expect(d[3].view == "single")
    }

    // MARK: T4

    private static let exclusiveScene = #"""
        "windows": [
          { "id": "top", "frame": [0, 0, 375, 400], "subviews": [
            { "id": "excl", "frame": [0, 0, 100, 100], "exclusiveTouch": true, "touches": "handle" },
            { "id": "plain", "frame": [200, 0, 100, 100], "touches": "handle" },
            { "id": "exclMulti", "frame": [0, 200, 100, 100], "exclusiveTouch": true, "multipleTouchEnabled": true } ] },
          { "id": "bottom", "frame": [0, 400, 375, 267], "subviews": [
            { "id": "far", "frame": [0, 0, 100, 100], "touches": "handle" } ] } ]
        """#

    @Test("T4: while an exclusive view holds a touch, no other view of its window gets a new one; other windows are unaffected")
    func exclusiveBlocksOthers() throws {
        let scene = try TT.scene(Self.exclusiveScene)
        let d = try TT.run(scene, events(
            TT.touch(1, "began", 10, 10),     // excl
            TT.touch(2, "began", 210, 10),    // plain: blocked
            TT.touch(3, "began", 10, 410),    // far, another window: delivered
            TT.touch(1, "ended", 10, 10),
            TT.touch(2, "ended", 210, 10),    // still dropped, for its whole life
            TT.touch(4, "began", 210, 10)))   // plain, now that excl is free
        #expect(d.map(\.dropped) == [nil, .exclusiveTouch, nil, nil, .exclusiveTouch, nil])
        #expect(d.map(\.view) == ["excl", nil, "far", "excl", nil, "plain"])
        #expect(d[1].window == "top")
    }

    @Test("T4: a new touch on an exclusive view is not given to it while another view of the window holds one")
    func exclusiveBlockedByOthers() throws {
        let scene = try TT.scene(Self.exclusiveScene)
        let d = try TT.run(scene, events(
            TT.touch(1, "began", 210, 10),    // plain
            TT.touch(2, "began", 10, 10),     // excl: blocked
            TT.touch(1, "ended", 210, 10),
            TT.touch(2, "ended", 10, 10),
            TT.touch(3, "began", 10, 10)))    // excl, alone now
        #expect(d.map(\.dropped) == [nil, .exclusiveTouch, nil, .exclusiveTouch, nil])
        #expect(d[4].view == "excl")
    }

    @Test("T4: an exclusive view with multipleTouchEnabled may take a second touch itself")
    func exclusiveSecondTouchOnItself() throws {
        let scene = try TT.scene(Self.exclusiveScene)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 210), TT.touch(2, "began", 20, 220),
                                         TT.touch(3, "began", 210, 10)))
        #expect(d.map(\.dropped) == [nil, nil, .exclusiveTouch])
    }

    @Test("T4: a touch in a window another window's exclusive view does not block (exclusive holds per window)")
    func exclusiveOtherWindowDirection() throws {
        let scene = try TT.scene(Self.exclusiveScene)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 410), TT.touch(2, "began", 10, 10)))
        #expect(d.map(\.dropped) == [nil, nil])
    }

    @Test("T4/T6: a touch dropped on an exclusive view does not count as held: other views still get touches")
    func droppedExclusiveTouchNotHeld() throws {
        let scene = try TT.scene(Self.exclusiveScene)
        let d = try TT.run(scene, events(
            #"{ "t": 0, "ignoreInteractionEvents": true }"#,
            TT.touch(1, "began", 10, 10),     // excl, dropped while ignoring
            #"{ "t": 0, "ignoreInteractionEvents": false }"#,
            TT.touch(2, "began", 210, 10)))   // plain: delivered
        #expect(d[1].dropped == .ignoringInteractionEvents)
        #expect(d[3].dropped == nil && d[3].view == "plain")
    }

    // MARK: T5

    @Test("T5: a touch beginning while the app ignores interaction is hit-tested and traced, then dropped for its whole life")
    func ignoringDropsNewTouch() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "touches": "handle" }"#)
        let d = try TT.run(scene, events(
            #"{ "t": 0, "ignoreInteractionEvents": true }"#,
            TT.touch(1, "began", 10, 10),
            #"{ "t": 0, "ignoreInteractionEvents": false }"#,
            TT.touch(1, "ended", 10, 10)), trace: true)
        #expect(d[1].dropped == .ignoringInteractionEvents)
        #expect(d[1].hitView == "v")
        #expect(d[1].window == "window")
        #expect(d[1].trace?.map(TT.describe) == [
            "hitTest window (10, 10) -> v", "pointInside window (10, 10) true",
            "hitTest v (10, 10) -> v", "pointInside v (10, 10) true",
        ])
        // Still dropped after the app stops ignoring.
        #expect(d[3].dropped == .ignoringInteractionEvents)
        #expect(d[3].view == nil)
        #expect(d[0].kind == .state && d[2].kind == .state)
    }

    @Test("T5: touches that began before the app started ignoring keep being delivered")
    func earlierTouchesContinue() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "touches": "handle" }"#)
        let d = try TT.run(scene, events(
            TT.touch(1, "began", 10, 10),
            #"{ "t": 0, "ignoreInteractionEvents": true }"#,
            TT.touch(1, "moved", 20, 20),
            TT.touch(1, "ended", 20, 20)))
        #expect(d.map(\.dropped) == [nil, nil, nil, nil])
        #expect(d[2].handledBy == "v" && d[3].handledBy == "v")
    }

    @Test("T5: after the app stops ignoring, new touches are delivered again")
    func deliveredAfterIgnoringEnds() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "touches": "handle" }"#)
        let d = try TT.run(scene, events(
            #"{ "t": 0, "ignoreInteractionEvents": true }"#,
            #"{ "t": 0, "ignoreInteractionEvents": false }"#,
            TT.touch(1, "began", 10, 10)))
        #expect(d[2].dropped == nil && d[2].view == "v")
    }

    @Test("T5: begin/end ignoring nests as Dispatcher documents (each true needs its false; an unmatched false is ignored)")
    func ignoringNests() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "multipleTouchEnabled": true }"#)
        let d = try TT.run(scene, events(
            #"{ "t": 0, "ignoreInteractionEvents": true }"#,
            #"{ "t": 0, "ignoreInteractionEvents": true }"#,
            #"{ "t": 0, "ignoreInteractionEvents": false }"#,
            TT.touch(1, "began", 10, 10),                      // still ignoring: one true is unmatched
            #"{ "t": 0, "ignoreInteractionEvents": false }"#,
            TT.touch(2, "began", 10, 10),                      // delivered
            #"{ "t": 0, "ignoreInteractionEvents": false }"#,  // unmatched: stays at zero
            #"{ "t": 0, "ignoreInteractionEvents": true }"#,
            TT.touch(3, "began", 10, 10)))                     // one true is enough to ignore again
        let touches = d.filter { $0.kind == .touch }
        #expect(touches.map(\.dropped) == [.ignoringInteractionEvents, nil, .ignoringInteractionEvents])
    }

    // MARK: T6

    @Test("T6: a dropped touch's deliveries have view null, empty chain and controlEvents, the same reason, its window, and hitView on began only")
    func droppedShape() throws {
        let scene = try TT.window(#"""
            { "id": "button", "frame": [0, 0, 100, 100],
              "control": { "actions": { "touchDown": "down:", "touchDragInside": "drag:", "touchUpInside": "up:" } } }
            """#)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 10), TT.touch(2, "began", 20, 20),
                                         TT.touch(2, "moved", 30, 30), TT.touch(2, "ended", 30, 30)))
        let dropped = d.filter { $0.touch == 2 }
        #expect(dropped.count == 3)
        for x in dropped {
            #expect(x.kind == .touch)
            #expect(x.view == nil)
            #expect(x.chain.isEmpty)
            #expect(x.controlEvents.isEmpty)
            #expect(x.handledBy == nil)
            #expect(x.dropped == .multipleTouchDisabled)
            #expect(x.window == "window")
            #expect(x.firstResponder == nil)
        }
        #expect(dropped.map(\.hitView) == ["button", nil, nil])
        // The touch the control does track still sends its events.
        #expect(TT.events(d[0]) == ["touchDown"])
    }

    @Test("T6: a touch no window takes is dropped noHitView with window and hitView null in every phase")
    func droppedNoHitView() throws {
        let scene = try TT.scene(#""windows": [ { "id": "w", "frame": [0, 0, 100, 100] } ]"#)
        let d = try TT.run(scene, events(TT.touch(1, "began", 500, 500), TT.touch(1, "moved", 50, 50),
                                         TT.touch(1, "ended", 50, 50)))
        #expect(d.map(\.dropped) == [.noHitView, .noHitView, .noHitView])
        #expect(d.allSatisfy { $0.window == nil && $0.hitView == nil && $0.view == nil && $0.chain.isEmpty })
    }

    @Test("T6: noHitView comes before ignoringInteractionEvents")
    func precedenceNoHitViewFirst() throws {
        let scene = try TT.scene(#""windows": [ { "id": "w", "frame": [0, 0, 100, 100] } ]"#)
        let d = try TT.run(scene, events(#"{ "t": 0, "ignoreInteractionEvents": true }"#,
                                         TT.touch(1, "began", 500, 500)))
        #expect(d[1].dropped == .noHitView)
    }

    @Test("T6: ignoringInteractionEvents comes before multipleTouchDisabled")
    func precedenceIgnoringBeforeMultiple() throws {
        let scene = try TT.window(Self.multiTouchScene)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 10),
                                         #"{ "t": 0, "ignoreInteractionEvents": true }"#,
                                         TT.touch(2, "began", 20, 20)))
        #expect(d[2].dropped == .ignoringInteractionEvents)
    }

    @Test("T6: ignoringInteractionEvents comes before exclusiveTouch")
    func precedenceIgnoringBeforeExclusive() throws {
        let scene = try TT.scene(Self.exclusiveScene)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 10),
                                         #"{ "t": 0, "ignoreInteractionEvents": true }"#,
                                         TT.touch(2, "began", 210, 10)))
        #expect(d[2].dropped == .ignoringInteractionEvents)
    }

    @Test("T3/T4: a second touch on an exclusive single-touch view that holds the only touch is multipleTouchDisabled")
    func precedenceMultipleBeforeExclusive() throws {
        let scene = try TT.scene(Self.exclusiveScene)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 10), TT.touch(2, "began", 20, 20)))
        #expect(d[1].dropped == .multipleTouchDisabled)
    }

    // MARK: T7

    @Test("T7: a touch that begins twice is rejected with the event's index")
    func beganTwice() throws {
        let error = try #require(TT.sessionError(TT.sessionDocument(events(
            TT.touch(1, "began", 0, 0), TT.touch(1, "began", 0, 0)))))
        #expect(error.place == "event 1")
        #expect(error.message.contains("touch 1 begins again before it ended or was cancelled"))
        #expect(error.description.contains("event 1: touch 1 begins again"))
    }

    @Test("T7: moved before began is rejected with the event's index")
    func movedBeforeBegan() throws {
        let error = try #require(TT.sessionError(TT.sessionDocument(events(
            TT.touch(2, "began", 0, 0), TT.touch(1, "moved", 0, 0)))))
        #expect(error.place == "event 1")
        #expect(error.message.contains("touch 1 is moved but has not begun"))
    }

    @Test("T7: stationary before began is rejected")
    func stationaryBeforeBegan() throws {
        let error = try #require(TT.sessionError(TT.sessionDocument(TT.touch(3, "stationary", 0, 0))))
        #expect(error.place == "event 0")
        #expect(error.message.contains("touch 3 is stationary but has not begun"))
    }

    @Test("T7: ended after ended is rejected with the event's index")
    func endedAfterEnded() throws {
        let error = try #require(TT.sessionError(TT.sessionDocument(events(
            TT.touch(1, "began", 0, 0), TT.touch(1, "ended", 0, 0), TT.touch(1, "ended", 0, 0)))))
        #expect(error.place == "event 2")
        #expect(error.message.contains("touch 1 is ended but has not begun"))
        #expect(error.description.hasPrefix("session.json:1:"))
    }

    @Test("T7: cancelled after ended is rejected")
    func cancelledAfterEnded() throws {
        let error = try #require(TT.sessionError(TT.sessionDocument(events(
            TT.touch(1, "began", 0, 0), TT.touch(1, "cancelled", 0, 0), TT.touch(1, "cancelled", 0, 0)))))
        #expect(error.place == "event 2")
    }

    @Test("T7: an id may be used again after ended or cancelled")
    func reuseAfterEnd() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100] }"#)
        let d = try TT.run(scene, events(
            TT.touch(1, "began", 10, 10), TT.touch(1, "ended", 10, 10),
            TT.touch(1, "began", 300, 300), TT.touch(1, "cancelled", 300, 300),
            TT.touch(1, "began", 20, 20)))
        #expect(d.map(\.view) == ["v", "v", "window", "window", "v"])
        #expect(d.map(\.hitView) == ["v", nil, "window", nil, "v"])
    }

    @Test("T7: a session may end with touches still down; nothing is invented for them")
    func endsWithTouchesDown() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100] }"#)
        let d = try TT.run(scene, events(TT.touch(1, "began", 10, 10), TT.touch(2, "began", 200, 200),
                                         TT.touch(1, "moved", 12, 12)))
        #expect(d.count == 3)
        #expect(d.map(\.phase) == [.began, .began, .moved])
    }

    @Test("T7: the sequence check spans events in an NDJSON session too, with the event's index and the file line")
    func sequenceNDJSON() throws {
        let text = """
            {"format": "touchtape.session/1", "name": "s", "scene": "test"}
            {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 0, "y": 0}]}

            {"t": 1, "touches": [{"touch": 1, "phase": "began", "x": 0, "y": 0}]}
            """
        let error = try #require(TT.sessionError(text, file: "s.ndjson"))
        #expect(error.place == "event 1")
        #expect(error.position?.line == 4)
        #expect(error.description.hasPrefix("s.ndjson:4:1: event 1: "))
    }
}
