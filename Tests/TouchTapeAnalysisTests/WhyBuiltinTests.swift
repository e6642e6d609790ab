import Testing
import TouchTapeAnalysis
import TouchTapeCore

/// `why` says what UIKit's own classes do with a touch (docs/rules.md, the S rules' Terms; S4–S7,
/// S14).
@Suite("Why: UIKit's own classes")
struct WhyBuiltinTests {
    static func list(_ tableOptions: String = "", button: Bool = false) throws -> Scene {
        let cells = (0..<4).map { row in
            let extra = button
                ? #", { "id": "buy\#(row)", "class": "UIButton", "frame": [300, 0, 60, 44], "control": { "actions": { "touchUpInside": "buy:" } } }"#
                : ""
            return #"{ "id": "row\#(row)", "frame": [0, \#(row * 44), 375, 44], "builtin": { "kind": "tableCell", "indexPath": [0, \#(row)] }, "subviews": [ { "id": "label\#(row)", "class": "UILabel", "frame": [0, 0, 375, 44] }\#(extra) ] }"#
        }.joined(separator: ", ")
        return try Scene.decode(Array(#"""
            { "format": "touchtape.scene/2", "name": "list", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "listVC" }, "subviews": [
                { "id": "table", "frame": [0, 0, 375, 667], "builtin": { "kind": "tableView", "delegate": "listVC"\#(tableOptions) },
                  "subviews": [ \#(cells) ] } ] } ] } ] }
            """#.utf8))
    }

    @Test("why: a row says it is held 0.15 s by the scroll view's delay, and that the table selects row [0, 3] at the lift")
    func rowTap() throws {
        let lines = try Self.list().builtinSentences(at: Point(x: 100, y: 150))
        #expect(lines.contains { $0.hasPrefix("held 0.15 s by the scroll view's delay: `table` (`#scrollDelay`)") && $0.contains("(S4)") })
        #expect(lines.contains { $0.contains("a move of 10 pt or more along y before that scrolls `table`") && $0.contains("cancels its touch and scrolls (S7)") })
        #expect(lines.contains { $0.contains("the table `table` selects row [0, 3] at the lift") })
        #expect(lines.last?.hasPrefix("its calls, in order: tableView:shouldHighlightRowAtIndexPath: [0,3] → listVC") == true)
    }

    @Test("why: on a control in a cell, a drag after the delay does not scroll: the control keeps the touch (S7)")
    func controlKeepsTheTouch() throws {
        let lines = try Self.list(button: true).builtinSentences(at: Point(x: 320, y: 150))
        #expect(lines.contains { $0.contains("the control keeps the touch (S7)") })
        #expect(lines.last == "a quick tap there (lifted after 0.08 s) makes no builtin call; buy3 handles it.")
    }

    @Test("why: without the delay it says the began comes at once; a table that cannot select calls nothing")
    func noDelayNoSelection() throws {
        let lines = try Self.list(#", "delaysContentTouches": false, "allowsSelection": false"#).builtinSentences(at: Point(x: 100, y: 150))
        #expect(lines.first?.contains("does not delay content touches") == true)
        #expect(lines.last == "a quick tap there (lifted after 0.08 s) makes no builtin call; table handles it.")
    }

    @Test("why: a scene without builtins has no such lines")
    func noBuiltinsNoLines() throws {
        let s = try Scene.decode(Array(#"{ "format": "touchtape.scene/1", "name": "s", "windows": [ { "id": "w", "frame": [0, 0, 10, 10] } ] }"#.utf8))
        #expect(s.builtinSentences(at: Point(x: 1, y: 1)).isEmpty)
    }
}
