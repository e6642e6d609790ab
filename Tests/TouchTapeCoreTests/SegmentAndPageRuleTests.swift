import Testing
@testable import TouchTapeCore

/// UISegmentedControl (docs/rules.md S23) and UIPageControl (S24, clarification 7).
/// `units` spans screen x 20–320 in three 100 pt segments; `pages` spans the width, five pages.
@Suite("Segmented controls and page controls (S23, S24)")
struct SegmentAndPageRuleTests {
    static func tapUnits(_ options: String = #""selectedIndex": 0"#, x: Double = 270) throws -> [Delivery] {
        try BT.run(try VC.scene(VC.segmentedView(options)), GT.tap(0, 1, x, 416))
    }

    static func tapPages(_ options: String = #""currentPage": 2"#, x: Double) throws -> [Delivery] {
        try BT.run(try VC.scene(VC.pageView(options)), GT.tap(0, 1, x, 613))
    }

    // MARK: S23

    @Test("S23: a lift inside on another segment selects it: setSelectedSegmentIndex:, then valueChanged, then touchUpInside")
    func tapSelects() throws {
        let d = try Self.tapUnits()
        #expect(GT.summary(d) == ["touch 1 began → units +touchDown",
                                  "touch 1 ended → units +valueChanged +touchUpInside +primaryActionTriggered"])
        #expect(d[1].calls == [BuiltinCall(from: "units", selector: "setSelectedSegmentIndex:", to: "units",
                                           args: [CallArgument("index", .integer(2))])])
    }

    @Test("S23, E20: the selected segment tapped again sends nothing; with alwaysEmitValueChanged it sends valueChanged (no call)")
    func reselect() throws {
        let again = try Self.tapUnits(#""selectedIndex": 2"#)
        #expect(BT.calls(again).isEmpty && !VC.events(again).contains("units valueChanged"))
        let emits = try Self.tapUnits(#""selectedIndex": 2, "alwaysEmitValueChanged": true"#)
        #expect(BT.calls(emits).isEmpty && VC.events(emits).contains("units valueChanged"))
    }

    @Test("S23: the selection lasts the session: the second tap on the same segment sends nothing")
    func selectionLasts() throws {
        let d = try BT.run(try VC.scene(VC.segmentedView()), GT.tap(0, 1, 270, 416), GT.tap(1, 2, 270, 416))
        #expect(BT.calls(d) == ["setSelectedSegmentIndex: 2"])
        #expect(VC.events(d).filter { $0 == "units valueChanged" }.count == 1)
    }

    @Test("S23: momentary: valueChanged for every tap, even on the same segment, and no selection is kept (no call)")
    func momentary() throws {
        let d = try BT.run(try VC.scene(VC.segmentedView(#""momentary": true"#)), GT.tap(0, 1, 270, 416), GT.tap(1, 2, 270, 416))
        #expect(BT.calls(d).isEmpty)
        #expect(VC.events(d).filter { $0 == "units valueChanged" }.count == 2)
    }

    @Test("S23: segmentFrames decide the segment (x 140 is segment 2 by the frames, 1 by equal widths)")
    func segmentFrames() throws {
        let d = try Self.tapUnits(#""selectedIndex": 0, "segmentFrames": [[0, 0, 50, 32], [50, 0, 50, 32], [100, 0, 200, 32]]"#, x: 140)
        #expect(BT.calls(d) == ["setSelectedSegmentIndex: 2"])
    }

    @Test("S23, iOS 13+: a touch that begins on the selected segment and is dragged selects the segment it lifts on")
    func dragTheSelection() throws {
        let d = try BT.run(try VC.scene(VC.segmentedView(#""selectedIndex": 0"#)), GT.ev(0, 1, "began", 60, 416),
                           GT.ev(0.1, 1, "moved", 170, 416), GT.ev(0.2, 1, "ended", 170, 416))
        #expect(BT.calls(d) == ["setSelectedSegmentIndex: 1"])
    }

    @Test("S23: a lift outside (touchUpOutside) or a cancel selects nothing")
    func outsideOrCancel() throws {
        let s = try VC.scene(VC.segmentedView(#""selectedIndex": 0"#))
        let outside = try BT.run(s, GT.ev(0, 1, "began", 270, 416), GT.ev(0.1, 1, "ended", 270, 600))
        #expect(BT.calls(outside).isEmpty && VC.events(outside).last == "units touchUpOutside")
        let cancel = try BT.run(s, GT.ev(0, 1, "began", 270, 416), GT.ev(0.1, 1, "cancelled", 270, 416))
        #expect(BT.calls(cancel).isEmpty && VC.events(cancel) == ["units touchDown", "units touchCancel"])
    }

    @Test("S23 (L): selectOn down selects at began, after touchDown; the lift only sends C3's events")
    func selectOnDown() throws {
        let d = try Self.tapUnits(#""selectedIndex": 0, "selectOn": "down""#)
        #expect(BT.summary(d) == ["touch 1 began → units +touchDown +valueChanged || setSelectedSegmentIndex: 2",
                                  "touch 1 ended → units +touchUpInside +primaryActionTriggered"])
    }

    // MARK: S24

    @Test("S24: a tap after the current page's indicator turns on a page, before it back a page: setCurrentPage:, valueChanged, then touchUpInside", arguments: [
        (200.0, 3), (180.0, 1),
    ])
    func tapTurnsOnePage(x: Double, page: Int) throws {
        #expect(BuiltinConstants.pageIndicatorSpacing == 16)
        let d = try Self.tapPages(x: x)
        #expect(GT.summary(d)[1] == "touch 1 ended → pages +valueChanged +touchUpInside +primaryActionTriggered")
        #expect(d[1].calls == [BuiltinCall(from: "pages", selector: "setCurrentPage:", to: "pages", args: [CallArgument("index", .integer(page))])])
    }

    @Test("S24: the indicator's centre moves with the page: on page 4 (x 219.5) a tap at x 210 turns back")
    func indicatorOfTheCurrentPage() throws {
        #expect(BT.calls(try Self.tapPages(#""currentPage": 4"#, x: 210)) == ["setCurrentPage: 3"])
    }

    @Test("S24: clamped at the last page: a tap after it changes nothing and sends no valueChanged")
    func clampedAtTheLastPage() throws {
        let d = try Self.tapPages(#""currentPage": 4"#, x: 300)
        #expect(BT.calls(d).isEmpty && !VC.events(d).contains("pages valueChanged"))
    }

    @Test("S24, clarification 7: a move scrubs to the page under the touch (five equal slots) before the drag events; the lift then does not apply the tap rule")
    func scrub() throws {
        let d = try BT.run(try VC.scene(VC.pageView(#""currentPage": 2"#)), GT.ev(0, 1, "began", 10, 613),
                           GT.ev(0.1, 1, "moved", 250, 613), GT.ev(0.2, 1, "ended", 250, 613))
        #expect(BT.summary(d) == [
            "touch 1 began → pages +touchDown",
            "touch 1 moved → pages +valueChanged +touchDragInside || setCurrentPage: 3",
            "touch 1 ended → pages +touchUpInside +primaryActionTriggered",
        ])
    }

    @Test("S24: continuousInteraction false: moves do not scrub; the lift applies the tap rule")
    func noScrub() throws {
        let d = try BT.run(try VC.scene(VC.pageView(#""currentPage": 2, "continuousInteraction": false"#)),
                           GT.ev(0, 1, "began", 10, 613), GT.ev(0.1, 1, "moved", 300, 613), GT.ev(0.2, 1, "ended", 300, 613))
        #expect(BT.calls(d) == ["setCurrentPage: 3"])
        #expect(GT.summary(d)[1] == "touch 1 moved → pages +touchDragInside")
    }
}
