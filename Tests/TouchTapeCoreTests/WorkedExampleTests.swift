import Testing
@testable import TouchTapeCore

/// Two worked examples of UIKit's own classes (docs/rules.md, S): the table tap (a tap on a
/// table row and its variants, S4, S11–S14) and the button in a scroll view (a drag that starts
/// on a button inside a scroll view, (a)–(e), S4–S7), delivery
/// by delivery.
@Suite("Worked examples: the table tap, the button in a scroll view")
struct WorkedExampleTests {
    static let row2 = [
        "tableView:shouldHighlightRowAtIndexPath: [0,2]", "tableView:didHighlightRowAtIndexPath: [0,2]",
    ]
    static let select2 = [
        "tableView:didUnhighlightRowAtIndexPath: [0,2]", "tableView:willSelectRowAtIndexPath: [0,2]",
        "tableView:didSelectRowAtIndexPath: [0,2]",
    ]

    @Test("Table tap: a tap on row 2 is held by #scrollDelay, then the table highlights and selects it at the lift (S4, S12–S14)")
    func tapOnARow() throws {
        let d = try BT.run(try BT.table(), GT.ev(0, 1, "began", 160, 110), GT.ev(0.08, 1, "ended", 160, 110))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "touch 1 ended delayed | table#scrollDelay failed, table#scrollPan failed",
            "late 1 began → table || " + Self.row2.joined(separator: ", "),
            "late 1 ended → table || " + Self.select2.joined(separator: ", "),
        ])
        #expect(d[2].chain == ["content-0-2", "cell-0-2", "table"] && d[3].handledBy == "table")
        #expect(d[3].calls.allSatisfy { $0.to == "listVC" && $0.from == "table" })
    }

    @Test("Table tap, a hold: at 0.15 s a timer row releases the began and the row highlights; the lift selects at once")
    func holdOnARow() throws {
        let d = try BT.run(try BT.table(), GT.ev(0, 1, "began", 160, 110), GT.ev(0.4, 1, "ended", 160, 110))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "timer 0.15 | table#scrollDelay failed",
            "late 1 began → table || " + Self.row2.joined(separator: ", "),
            "touch 1 ended → table | table#scrollPan failed || " + Self.select2.joined(separator: ", "),
        ])
    }

    @Test("Table tap, a flick: #scrollPan begins at |dy| = 14 and claims the touch; the held began is never delivered, nothing is called")
    func flickOnARow() throws {
        let d = try BT.run(try BT.table(), GT.ev(0, 1, "began", 160, 110), GT.ev(0.05, 1, "moved", 160, 96),
                           GT.ev(0.09, 1, "ended", 160, 96))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "touch 1 moved claimed | table#scrollPan began, table#scrollDelay failed",
            "touch 1 ended claimed | table#scrollPan ended",
        ])
        #expect(BT.calls(d).isEmpty)
        #expect(d[1].gestures.first == GestureTransition(gesture: "table#scrollPan", state: .began, action: "handlePan:",
                                                         target: "table"))
    }

    @Test("Table tap, hold then drag: the row highlights at 0.15 s; the drag's pan cancels the content view's touch, which unhighlights it")
    func holdThenDragOnARow() throws {
        let d = try BT.run(try BT.table(), GT.ev(0, 1, "began", 160, 110), GT.ev(0.3, 1, "moved", 160, 96),
                           GT.ev(0.5, 1, "ended", 160, 96))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "timer 0.15 | table#scrollDelay failed",
            "late 1 began → table || " + Self.row2.joined(separator: ", "),
            "touch 1 moved claimed | table#scrollPan began",
            "cancel 1 → table || tableView:didUnhighlightRowAtIndexPath: [0,2]",
            "touch 1 ended claimed | table#scrollPan ended",
        ])
    }

    static let pressThenDrag = [GT.ev(0, 1, "began", 100, 300), GT.ev(0.3, 1, "moved", 100, 280),
                                GT.ev(0.4, 1, "moved", 100, 200), GT.ev(0.6, 1, "ended", 100, 200)]

    @Test("Button in a scroll view (a): a fast drag from the button scrolls; the button sends nothing at all")
    func fastDragFromAButton() throws {
        let d = try BT.run(try BT.scrollWithButton(), GT.ev(0, 1, "began", 100, 300), GT.ev(0.06, 1, "moved", 100, 280),
                           GT.ev(0.2, 1, "ended", 100, 200))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "touch 1 moved claimed | scroll#scrollPan began, scroll#scrollDelay failed",
            "touch 1 ended claimed | scroll#scrollPan ended",
        ])
    }

    @Test("Button in a scroll view (b): press, then drag: the button has the touch by 0.3 s, so the pan fails (S7) and the button tracks to touchUpOutside")
    func pressThenDragKeepsTheButton() throws {
        let d = try TT.run(try BT.scrollWithButton(), Self.pressThenDrag.joined(separator: ", "))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "timer 0.15 | scroll#scrollDelay failed",
            "late 1 began → buy +touchDown",
            "touch 1 moved → buy +touchDragInside | scroll#scrollPan failed",
            "touch 1 moved → buy +touchDragExit +touchDragOutside",
            "touch 1 ended → buy +touchUpOutside",
        ])
    }

    @Test("Button in a scroll view (c): the same inside a table cell, by U2's reading: the button keeps the touch, no row is highlighted")
    func pressThenDragInATableCell() throws {
        let button = #"""
            { "id": "buy", "class": "UIButton", "frame": [60, 2, 80, 40],
              "control": { "actions": { "touchDown": "down:", "touchUpInside": "buy:", "touchUpOutside": "out:" } } }
            """#
        let cells = (0..<10).map { BT.cell($0, extra: $0 == 6 ? button : "") }.joined(separator: ", ")
        let d = try TT.run(try BT.table(cells: cells), Self.pressThenDrag.joined(separator: ", "))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "timer 0.15 | table#scrollDelay failed",
            "late 1 began → buy +touchDown",
            "touch 1 moved → buy | table#scrollPan failed",
            "touch 1 moved → buy",
            "touch 1 ended → buy +touchUpInside",
        ])
        // The button sits 66 pt below the lift (within C3's 70 pt); the table never highlighted.
        #expect(BT.calls(d).isEmpty)
    }

    @Test("Button in a scroll view (d): with delaysContentTouches false touchDown comes at once, and the pan still fails at 0.3 s")
    func pressThenDragWithoutDelay() throws {
        let d = try TT.run(try BT.scrollWithButton(#""delaysContentTouches": false"#), Self.pressThenDrag.joined(separator: ", "))
        #expect(Array(BT.summary(d).prefix(2)) == [
            "touch 1 began → buy +touchDown | scroll#scrollDelay failed",
            "touch 1 moved → buy +touchDragInside | scroll#scrollPan failed",
        ])
    }

    @Test("Button in a scroll view (e): with touchesShouldCancel \"always\" the pan begins at 0.3 s and the button gets touchCancel")
    func pressThenDragWhenTheScrollViewAlwaysCancels() throws {
        let d = try TT.run(try BT.scrollWithButton(#""touchesShouldCancel": "always""#), Self.pressThenDrag.joined(separator: ", "))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "timer 0.15 | scroll#scrollDelay failed",
            "late 1 began → buy +touchDown",
            "touch 1 moved claimed | scroll#scrollPan began",
            "cancel 1 → buy +touchCancel",
            "touch 1 moved claimed | scroll#scrollPan changed",
            "touch 1 ended claimed | scroll#scrollPan ended",
        ])
    }
}
