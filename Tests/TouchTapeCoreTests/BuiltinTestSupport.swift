import Testing
@testable import TouchTapeCore

/// Helpers for the tests of UIKit's own classes (docs/rules.md, S): the worked examples' scenes
/// (WorkedExampleTests), and deliveries summarised one short line each, with their calls.
enum BT {
    /// A table cell `cell-0-R` (44 pt rows from y 0, as in the table-tap example) with a content view and a
    /// non-interactive label; `extra` is more JSON for the content view's subviews.
    static func cell(_ row: Int, section: Int = 0, height: Double = 44, extra: String = "") -> String {
        let id = "\(section)-\(row)"
        let label = #"{ "id": "label-\#(id)", "class": "UILabel", "frame": [15, 0, 345, \#(height - 0.5)] }"#
        return #"""
            { "id": "cell-\#(id)", "class": "UITableViewCell", "frame": [0, \#(Double(row) * height), 375, \#(height)],
              "builtin": { "kind": "tableCell", "indexPath": [\#(section), \#(row)] },
              "subviews": [ { "id": "content-\#(id)", "class": "UITableViewCellContentView", "frame": [0, 0, 375, \#(height - 0.5)],
                              "subviews": [ \#(extra.isEmpty ? label : label + ", " + extra) ] } ] }
            """#
    }

    /// The table-tap example's scene: `table` (a `tableView` whose delegate is `listVC`, scrolling y only) with
    /// cells `cell-0-0` … `cell-0-9`; `options` adds members to the table's builtin.
    static func table(_ options: String = "", cells: String? = nil) throws -> Scene {
        let rows = cells ?? (0..<10).map { cell($0) }.joined(separator: ", ")
        let extra = options.isEmpty ? "" : ", " + options
        return try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test",
              "windows": [ { "id": "window", "frame": \#(TT.screen), "subviews": [
                { "id": "root", "frame": \#(TT.screen), "viewController": { "id": "listVC" }, "subviews": [
                  { "id": "table", "class": "UITableView", "frame": \#(TT.screen),
                    "builtin": { "kind": "tableView", "delegate": "listVC", "canScroll": { "x": false, "y": true }\#(extra) },
                    "subviews": [ \#(rows) ] } ] } ] } ] }
            """#)
    }

    /// The button-in-a-scroll-view example's scene: `scroll`, a `scrollView` scrolling y only, holding `buy`, a UIButton
    /// covering screen x 60–140, y 290–334; `options` adds members to the scroll view's builtin.
    static func scrollWithButton(_ options: String = "") throws -> Scene {
        let extra = options.isEmpty ? "" : ", " + options
        return try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test",
              "windows": [ { "id": "window", "frame": \#(TT.screen), "subviews": [
                { "id": "scroll", "class": "UIScrollView", "frame": \#(TT.screen),
                  "builtin": { "kind": "scrollView", "canScroll": { "x": false, "y": true }\#(extra) },
                  "subviews": [ { "id": "buy", "class": "UIButton", "frame": [60, 290, 80, 44],
                                  "control": { "actions": { "touchDown": "down:", "touchUpInside": "buy:",
                                    "touchUpOutside": "out:", "touchDragInside": "dragIn:", "touchDragOutside": "dragOut:",
                                    "touchDragExit": "exit:", "touchDragEnter": "enter:", "touchCancel": "cancel:" } } } ] } ] } ] }
            """#)
    }

    /// A `/2` scene with one full-screen window holding these subviews.
    static func scene(_ subviews: String) throws -> Scene {
        try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test",
              "windows": [ { "id": "window", "frame": \#(TT.screen), "subviews": [ \#(subviews) ] } ] }
            """#)
    }

    /// One line per delivery, as `GT.summary`, then ` || ` and each call as
    /// `selector [args]` (deferred calls included, in their place).
    static func summary(_ deliveries: [Delivery]) -> [String] {
        zip(deliveries, GT.summary(deliveries)).map { d, line in
            d.calls.isEmpty ? line : line + " || " + d.calls.map(\.shortText).joined(separator: ", ")
        }
    }

    /// Every call of a run, in order, as `selector args`.
    static func calls(_ deliveries: [Delivery]) -> [String] {
        deliveries.flatMap { $0.calls.map(\.shortText) }
    }

    static func run(_ scene: Scene, _ events: String...) throws -> [Delivery] {
        try TT.run(scene, events.joined(separator: ", "))
    }
}
