import Testing
@testable import TouchTapeCore

/// Tables and collection views (docs/rules.md S11–S17, S19; U6, U7, U13; clarification 18).
@Suite("Tables and collection views (S11–S19)")
struct ListRuleTests {
    static func tap(_ s: Scene, _ x: Double = 160, _ y: Double = 110, lift: Double = 0.08, at t: Double = 0) throws -> [Delivery] {
        try BT.run(s, GT.ev(t, 1, "began", x, y), GT.ev(t + lift, 1, "ended", x, y))
    }

    static func path(_ row: Int) -> String { "[0,\(row)]" }

    @Test("S11, clarification 18: a touch on no row (empty table area) still reaches the table, which calls nothing")
    func emptyAreaReachesTheTable() throws {
        let d = try Self.tap(try BT.table(), 160, 600)
        #expect(d.filter { $0.kind == .late }.map(\.handledBy) == ["table", "table"])
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S11: a header is no row: a tap on it calls nothing")
    func headerIsNoRow() throws {
        let cells = #"{ "id": "header", "class": "UITableViewHeaderFooterView", "frame": [0, 0, 375, 44] }, "# + BT.cell(1)
        let d = try Self.tap(try BT.table(cells: cells), 160, 20)
        #expect(BT.calls(d).isEmpty)
        #expect(d.last?.handledBy == "table")
    }

    @Test("S12: a responder between the view and the table that handles the phase keeps it from the table")
    func handlerBelowTheTable() throws {
        let cells = BT.cell(2).replacingOccurrences(of: #""class": "UITableViewCell","#, with: #""class": "UITableViewCell", "touches": "handle","#)
        let d = try Self.tap(try BT.table(cells: cells))
        #expect(d.last?.handledBy == "cell-0-2")
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S12: a responder that observes passes the phase on: the row is still selected")
    func observerPassesOn() throws {
        let cells = BT.cell(2).replacingOccurrences(of: #""class": "UITableViewCell","#, with: #""class": "UITableViewCell", "touches": "observe","#)
        let d = try Self.tap(try BT.table(cells: cells))
        #expect(BT.calls(d).last == "tableView:didSelectRowAtIndexPath: [0,2]")
    }

    @Test("S12: a tap recognizer on the cell that cancels touches claims the touch before its began reaches the table")
    func cellTapRecognizerTakesTheTouch() throws {
        let cells = BT.cell(2).replacingOccurrences(
            of: #""builtin": { "kind": "tableCell", "indexPath": [0, 2] },"#,
            with: #""builtin": { "kind": "tableCell", "indexPath": [0, 2] }, "gestures": [ { "id": "cellTap", "kind": "tap", "action": { "target": "listVC", "selector": "open:" } } ],"#)
        let d = try Self.tap(try BT.table(cells: cells))
        #expect(GT.transitions(d).contains("cellTap recognized"))
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S12, U6: the table ignores a touch that begins while it tracks another: no second highlight")
    func secondTouchIsIgnored() throws {
        let s = try BT.table(#""allowsMultipleSelection": true"#)
        let d = try BT.run(s, GT.ev(0, 1, "began", 160, 110), GT.ev(0.2, 2, "began", 160, 200),
                           GT.ev(0.5, 2, "ended", 160, 200), GT.ev(0.6, 1, "ended", 160, 110))
        #expect(BT.calls(d) == [
            "tableView:shouldHighlightRowAtIndexPath: [0,2]", "tableView:didHighlightRowAtIndexPath: [0,2]",
            "tableView:didUnhighlightRowAtIndexPath: [0,2]", "tableView:willSelectRowAtIndexPath: [0,2]",
            "tableView:didSelectRowAtIndexPath: [0,2]",
        ])
    }

    @Test("S13: allowsSelection false, or editing without allowsSelectionDuringEditing, calls nothing", arguments: [
        #""allowsSelection": false"#, #""editing": true"#,
    ])
    func selectionNotAllowed(options: String) throws {
        #expect(BT.calls(try Self.tap(try BT.table(options))).isEmpty)
    }

    @Test("S13: while editing, allowsSelectionDuringEditing lets the row be selected")
    func selectionDuringEditing() throws {
        let d = try Self.tap(try BT.table(#""editing": true, "allowsSelectionDuringEditing": true"#))
        #expect(BT.calls(d).last == "tableView:didSelectRowAtIndexPath: [0,2]")
    }

    @Test("S13: shouldHighlight answered NO (answers by \"section.row\"): that call only, no highlight and no selection")
    func shouldHighlightNo() throws {
        let s = try BT.table(#""answers": { "tableView:shouldHighlightRowAtIndexPath:": { "0.2": false } }"#)
        #expect(BT.calls(try Self.tap(s)) == ["tableView:shouldHighlightRowAtIndexPath: [0,2]"])
        #expect(BT.calls(try Self.tap(s, 160, 60)).last == "tableView:didSelectRowAtIndexPath: [0,1]", "another row keeps the default")
    }

    @Test("S14: a lift outside the row's cell unhighlights and selects nothing")
    func liftOutsideTheCell() throws {
        let d = try BT.run(try BT.table(), GT.ev(0, 1, "began", 160, 110), GT.ev(0.2, 1, "moved", 160, 135),
                           GT.ev(0.3, 1, "ended", 160, 135))
        #expect(Array(BT.calls(d).suffix(1)) == ["tableView:didUnhighlightRowAtIndexPath: [0,2]"])
    }

    @Test("S14: willSelect answered null stops the selection; answered another index path selects that row instead", arguments: [
        ("null", ["tableView:willSelectRowAtIndexPath: [0,2]"]),
        ("[0, 5]", ["tableView:willSelectRowAtIndexPath: [0,2]", "tableView:didSelectRowAtIndexPath: [0,5]"]),
    ])
    func willSelectAnswers(answer: String, expected: [String]) throws {
        let s = try BT.table(#""answers": { "tableView:willSelectRowAtIndexPath:": \#(answer) }"#)
        #expect(Array(BT.calls(try Self.tap(s)).dropFirst(3)) == expected)
    }

    @Test("S14, U13: single selection: another selected row is deselected (willDeselect, didDeselect) before didSelect")
    func singleSelectionDeselectsTheOther() throws {
        let s = try BT.table(#""selected": [[0, 4]]"#)
        #expect(Array(BT.calls(try Self.tap(s)).dropFirst(2)) == [
            "tableView:didUnhighlightRowAtIndexPath: [0,2]", "tableView:willSelectRowAtIndexPath: [0,2]",
            "tableView:willDeselectRowAtIndexPath: [0,4]", "tableView:didDeselectRowAtIndexPath: [0,4]",
            "tableView:didSelectRowAtIndexPath: [0,2]",
        ])
    }

    @Test("S14: the selection lasts the session: a second tap on another row deselects the first")
    func selectionIsRemembered() throws {
        let d = try BT.run(try BT.table(), GT.tap(0, 1, 160, 110), GT.tap(1, 2, 160, 20))
        #expect(BT.calls(d).suffix(3) == [
            "tableView:willDeselectRowAtIndexPath: [0,2]", "tableView:didDeselectRowAtIndexPath: [0,2]",
            "tableView:didSelectRowAtIndexPath: [0,0]",
        ])
    }

    @Test("S14: single selection, the selected row tapped again: willSelect and didSelect again, nothing deselected")
    func reselectInSingleSelection() throws {
        let s = try BT.table(#""selected": [[0, 2]]"#)
        #expect(Array(BT.calls(try Self.tap(s)).dropFirst(3)) == [
            "tableView:willSelectRowAtIndexPath: [0,2]", "tableView:didSelectRowAtIndexPath: [0,2]",
        ])
    }

    @Test("S14: multiple selection, a selected row tapped: deselected (willDeselect, didDeselect), not selected again")
    func multipleSelectionDeselects() throws {
        let s = try BT.table(#""allowsMultipleSelection": true, "selected": [[0, 2], [0, 4]]"#)
        #expect(Array(BT.calls(try Self.tap(s)).dropFirst(3)) == [
            "tableView:willDeselectRowAtIndexPath: [0,2]", "tableView:didDeselectRowAtIndexPath: [0,2]",
        ])
    }

    @Test("2.0, E9: the selection calls are deferred to the commit: after every other call of their delivery")
    func selectionIsDeferred() throws {
        let s = try BT.table()
        var stage = GestureStage(scene: s)
        var deliveries = [GestureDelivery(seq: 0, t: 0, kind: .touch), GestureDelivery(seq: 0, t: 0, kind: .late)]
        let table = TT.index(s, "table")
        stage.call("deferredOne", from: table, to: nil, deferred: true, on: &deliveries[1])
        stage.call("immediate", from: table, to: nil, on: &deliveries[1])
        stage.builtin.appended(at: 1)
        #expect(deliveries[1].calls.map(\.selector) == ["immediate"])
        stage.builtin.settleDeferred(&deliveries)
        #expect(deliveries[1].calls.map(\.selector) == ["immediate", "deferredOne"] && deliveries[0].calls.isEmpty)
        #expect(stage.builtin.deferred.isEmpty && stage.builtin.pendingDeferred.isEmpty)
    }

    @Test("S15: a move that reaches the table changes nothing: the highlight stays, the lift selects")
    func movesChangeNothing() throws {
        let d = try BT.run(try BT.table(), GT.ev(0, 1, "began", 160, 110), GT.ev(0.2, 1, "moved", 165, 112),
                           GT.ev(0.3, 1, "ended", 165, 112))
        #expect(d[3].kind == .touch && d[3].phase == .moved && d[3].handledBy == "table" && d[3].calls.isEmpty)
        #expect(BT.calls(d).last == "tableView:didSelectRowAtIndexPath: [0,2]")
    }

    @Test("S16: a recorded cancellation that reaches the table unhighlights the row and selects nothing")
    func cancelledUnhighlights() throws {
        let d = try BT.run(try BT.table(), GT.ev(0, 1, "began", 160, 110), GT.ev(0.3, 1, "cancelled", 160, 110))
        #expect(BT.calls(d).suffix(1) == ["tableView:didUnhighlightRowAtIndexPath: [0,2]"])
    }

    /// A collection view `grid` of items `item-0-N` (100 × 100, three to a row), delegate `gridVC`.
    static func grid(_ options: String = "") throws -> Scene {
        let items = (0..<6).map { i in
            #"{ "id": "item-0-\#(i)", "class": "UICollectionViewCell", "frame": [\#((i % 3) * 100), \#((i / 3) * 100), 100, 100], "builtin": { "kind": "collectionCell", "indexPath": [0, \#(i)] } }"#
        }.joined(separator: ", ")
        let extra = options.isEmpty ? "" : ", " + options
        return try BT.scene(#"""
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "gridVC" }, "subviews": [
              { "id": "grid", "class": "UICollectionView", "frame": [0, 0, 375, 667],
                "builtin": { "kind": "collectionView", "delegate": "gridVC", "contentSize": [375, 1000]\#(extra) },
                "subviews": [ \#(items) ] } ] }
            """#)
    }

    @Test("S17: a collection view's item tap, in the documented order: shouldSelect, didUnhighlight, didSelect")
    func collectionTap() throws {
        let d = try Self.tap(try Self.grid(), 150, 50)
        #expect(BT.calls(d) == [
            "collectionView:shouldHighlightItemAtIndexPath: [0,1]", "collectionView:didHighlightItemAtIndexPath: [0,1]",
            "collectionView:shouldSelectItemAtIndexPath: [0,1]", "collectionView:didUnhighlightItemAtIndexPath: [0,1]",
            "collectionView:didSelectItemAtIndexPath: [0,1]",
        ])
        #expect(d.flatMap(\.calls).allSatisfy { $0.to == "gridVC" && $0.from == "grid" })
    }

    @Test("S17, U7: single selection with another item selected: shouldDeselect and didDeselect the old one before didSelect")
    func collectionDeselectsTheOther() throws {
        let d = try Self.tap(try Self.grid(#""selected": [[0, 4]]"#), 150, 50)
        #expect(Array(BT.calls(d).suffix(3)) == [
            "collectionView:shouldDeselectItemAtIndexPath: [0,4]", "collectionView:didDeselectItemAtIndexPath: [0,4]",
            "collectionView:didSelectItemAtIndexPath: [0,1]",
        ])
    }

    @Test("S17: shouldHighlight NO means no highlight and no selection; shouldSelect NO stops after the unhighlight")
    func collectionAnswers() throws {
        let noHighlight = try Self.grid(#""answers": { "collectionView:shouldHighlightItemAtIndexPath:": false }"#)
        #expect(BT.calls(try Self.tap(noHighlight, 150, 50)) == ["collectionView:shouldHighlightItemAtIndexPath: [0,1]"])
        let noSelect = try Self.grid(#""answers": { "collectionView:shouldSelectItemAtIndexPath:": false }"#)
        #expect(Array(BT.calls(try Self.tap(noSelect, 150, 50)).suffix(2)) == [
            "collectionView:shouldSelectItemAtIndexPath: [0,1]", "collectionView:didUnhighlightItemAtIndexPath: [0,1]",
        ])
    }

    @Test("S17: a lift outside the item only unhighlights it")
    func collectionLiftOutside() throws {
        let d = try BT.run(try Self.grid(), GT.ev(0, 1, "began", 150, 50), GT.ev(0.2, 1, "moved", 150, 150),
                           GT.ev(0.3, 1, "ended", 150, 150))
        #expect(BT.calls(d).last == "collectionView:didUnhighlightItemAtIndexPath: [0,1]")
    }

    @Test("S19, clarification 14: an accessory button's touchUpInside tells the table's delegate; the row is neither highlighted nor selected")
    func accessoryButton() throws {
        let accessory = #"{ "id": "info", "class": "_UITableCellAccessoryButton", "frame": [330, 2, 40, 40], "control": {} }"#
        let cells = (0..<5).map { BT.cell($0, extra: $0 == 2 ? accessory : "") }.joined(separator: ", ")
        let d = try Self.tap(try BT.table(cells: cells), 350, 110)
        #expect(BT.calls(d) == ["tableView:accessoryButtonTappedForRowWithIndexPath: [0,2]"])
        #expect(d.last?.handledBy == "info" && d.last?.calls.first?.to == "listVC")
    }

    @Test("S19: a plain chevron (an image view) takes no touch, so a tap on it selects the row")
    func chevronSelects() throws {
        let chevron = #"{ "id": "chevron", "class": "UIImageView", "frame": [330, 2, 40, 40] }"#
        let cells = (0..<5).map { BT.cell($0, extra: $0 == 2 ? chevron : "") }.joined(separator: ", ")
        #expect(BT.calls(try Self.tap(try BT.table(cells: cells), 350, 110)).last == "tableView:didSelectRowAtIndexPath: [0,2]")
    }

    @Test("2.0: a table's delegate defaults to its dataSource; without either, calls go to null")
    func delegateDefaults() throws {
        let s = try BT.scene(#"""
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "ds" }, "subviews": [
              { "id": "t1", "frame": [0, 0, 375, 300], "builtin": { "kind": "tableView", "dataSource": "ds" },
                "subviews": [ { "id": "a", "frame": [0, 0, 375, 44], "builtin": { "kind": "tableCell", "indexPath": [0, 0] } } ] },
              { "id": "t2", "frame": [0, 300, 375, 300], "builtin": { "kind": "tableView" },
                "subviews": [ { "id": "b", "frame": [0, 0, 375, 44], "builtin": { "kind": "tableCell", "indexPath": [0, 0] } } ] } ] }
            """#)
        #expect(Set(try Self.tap(s, 10, 10).flatMap(\.calls).map(\.to)) == ["ds"])
        #expect(Set(try Self.tap(s, 10, 310).flatMap(\.calls).map(\.to)) == [nil])
    }
}
