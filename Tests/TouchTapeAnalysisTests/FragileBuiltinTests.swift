import Testing
import TouchTapeCore
@testable import TouchTapeAnalysis

/// `fragile` on UIKit's own classes (docs/rules.md, the S rules' Terms; S11–S14, S30): a call a tap
/// makes (a row selected) is part of a touch's outcome, and the rows and tabs a tap selects are
/// targets of the 44-point lint, measured where a tap selects them.
@Suite("fragile: UIKit's own classes")
struct FragileBuiltinTests {
    /// A table (delegate `listVC`) of four rows of `rowHeight` points from y 0, each a cell
    /// with a content view; `extra` goes after the cells (a tab bar, say).
    static func list(rowHeight: Int = 44, tableOptions: String = "", extra: String = "") throws -> Scene {
        let cells = (0..<4).map { row in
            #"{ "id": "row\#(row)", "frame": [0, \#(row * rowHeight), 375, \#(rowHeight)], "builtin": { "kind": "tableCell", "indexPath": [0, \#(row)] }, "subviews": [ { "id": "content\#(row)", "frame": [0, 0, 375, \#(rowHeight)] } ] }"#
        }.joined(separator: ", ")
        return try AnalysisFixtures.scene(json: #"""
            { "format": "touchtape.scene/2", "name": "list", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "listVC" }, "subviews": [
                { "id": "table", "frame": [0, 0, 375, 600], "builtin": { "kind": "tableView", "delegate": "listVC"\#(tableOptions) },
                  "subviews": [ \#(cells) ] }\#(extra) ] } ] } ] }
            """#)
    }

    /// One touch: `began` at (x, y), then a `moved` and an `ended` at (x, y + dy).
    static func touch(x: Double, y: Double, dy: Double = 0) throws -> Session {
        try Session.decode(Array("""
            { "format": "touchtape.session/1", "name": "touch", "scene": "list", "events": [
              { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": \(x), "y": \(y) } ] },
              { "t": 0.05, "touches": [ { "touch": 1, "phase": "moved", "x": \(x), "y": \(y + dy) } ] },
              { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": \(x), "y": \(y + dy) } ] } ] }
            """.utf8), file: "inline")
    }

    static func didSelect(_ row: Int) -> BuiltinCall {
        BuiltinCall(from: "table", selector: "tableView:didSelectRowAtIndexPath:", to: "listVC",
                    args: [CallArgument("indexPath", .indexPath(section: 0, row: row))])
    }

    @Test("S14: a touch's outcome holds the row its tap selects: tableView:didSelectRowAtIndexPath: [0,2]")
    func outcomeHoldsTheSelection() throws {
        let flips = try Self.touch(x: 100, y: 130).fragileTouches(on: Self.list(), radius: 4)
        let flip = try #require(flips.first)
        #expect(flip.outcome.calls.last == Self.didSelect(2))
        #expect(flip.flipped.calls.last == Self.didSelect(3))
    }

    @Test("S11, S14: a tap 2 points above a row's bottom edge flips to the next row, and says which row it selects instead")
    func rowEdgeFlipsToTheNextRow() throws {
        let flips = try Self.touch(x: 100, y: 130).fragileTouches(on: Self.list(), radius: 4)
        let flip = try #require(flips.first)
        #expect(flip.offset == Point(x: 0, y: 2))
        #expect(flip.flipped.view == "content3")
        #expect(flip.sentence() == "event 0, touch 1 at (100, 130): a tap on `content2` 2 points lower goes to `content3`, handled by `table`, "
                + "calling tableView:didSelectRowAtIndexPath: [0,3] → `listVC` instead of tableView:didSelectRowAtIndexPath: [0,2] → `listVC`.")
    }

    @Test("S11: a tap 2 points above the last row's bottom edge flips to the table's empty area, which selects nothing")
    func lastRowEdgeFlipsToNothing() throws {
        let flip = try #require(try Self.touch(x: 100, y: 174).fragileTouches(on: Self.list(), radius: 4).first)
        #expect(flip.flipped.view == "table")
        #expect(flip.sentence().hasSuffix("goes to `table`, calling nothing instead of tableView:didSelectRowAtIndexPath: [0,3] → `listVC`."))
    }

    @Test("S14: a touch lifted just past its row's bottom edge selects nothing; 2 points higher it selects the row: only the calls flip")
    func onlyTheCallsFlip() throws {
        // Began in row 3 (132..<176) at 168, moved 9 points (no scroll) and lifted at 177: outside
        // row 3's cell, so no selection; every offset within 4 points still begins in row 3.
        let flips = try Self.touch(x: 100, y: 168, dy: 9).fragileTouches(on: Self.list(), radius: 4)
        let flip = try #require(flips.first)
        #expect(flip.flipped.view == flip.outcome.view)
        #expect(flip.flipped.handledBy == "table" && flip.outcome.handledBy == "table")
        #expect(!flip.outcome.calls.contains(Self.didSelect(3)))
        #expect(flip.flipped.calls.contains(Self.didSelect(3)))
        #expect(flip.offset == Point(x: 0, y: -2))
        #expect(flip.sentence() == "event 0, touch 1 at (100, 168): a tap on `content3` 2 points higher makes "
                + "tableView:didSelectRowAtIndexPath: [0,3] → `listVC` instead of no call.")
    }

    @Test("S11: a 30-point row is a small target, measured where a tap selects it (its content view included)")
    func shortRowIsASmallTarget() throws {
        let s = try Self.list(rowHeight: 30)
        let small = HitAreaMap(scene: s).smallTargets(in: s, minimum: 44)
        #expect(small.map(\.view) == ["row0", "row1", "row2", "row3"].map(s.view))
        let first = try #require(small.first)
        #expect(first.bySelection && !first.byRecognizers)
        #expect(first.area?.width == 375 && first.area?.height == 30)
        #expect(first.sentence(in: s, minimum: 44).hasPrefix("`row0`'s row gets touches over 375 × 30 points"))
    }

    @Test("S11: 44-point rows are not listed, and the table's own scroll recognizers (UIKit's) are no target")
    func fullRowsAndTheScrollPanAreNotListed() throws {
        let s = try Self.list()
        #expect(s.gestures.recognizers.contains { $0.view == s.view("table") && $0.isImplicit })
        #expect(HitAreaMap(scene: s).smallTargets(in: s, minimum: 44).isEmpty)
        #expect(!s.carriesRecognizerAction(s.view("table")))
    }

    @Test("S13: rows of a table that does not allow selection are no target")
    func unselectableRowsAreNoTarget() throws {
        let s = try Self.list(rowHeight: 30, tableOptions: #", "allowsSelection": false"#)
        #expect(HitAreaMap(scene: s).smallTargets(in: s, minimum: 44).isEmpty)
        let editing = try Self.list(rowHeight: 30, tableOptions: #", "editing": true, "allowsSelectionDuringEditing": true"#)
        #expect(editing.isSelectionTarget(editing.view("row0")))
    }

    @Test("S30: a tab bar button is a target measured with its label: a 40-point-high tab is listed as a tab")
    func tabBarButtonIsATarget() throws {
        let tabs = #"""
            , { "id": "tabBar", "class": "UITabBar", "frame": [0, 600, 375, 40], "builtin": { "kind": "tabBar" }, "subviews": [
                { "id": "tab0", "class": "UITabBarButton", "frame": [0, 0, 187, 40], "builtin": { "kind": "tabBarButton", "index": 0, "tabBar": "tabBar" },
                  "subviews": [ { "id": "tab0Label", "class": "UILabel", "frame": [0, 20, 187, 20] } ] } ] }
            """#
        let s = try Self.list(extra: tabs)
        let small = HitAreaMap(scene: s).smallTargets(in: s, minimum: 44)
        #expect(small.map(\.view) == [s.view("tab0")])
        #expect(small.first?.bySelection == true)
        #expect(small.first?.sentence(in: s, minimum: 44).hasPrefix("`tab0`'s tab gets touches over 187 × 40 points") == true)
    }
}
