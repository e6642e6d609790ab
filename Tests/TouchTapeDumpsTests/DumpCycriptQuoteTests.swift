import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// Issue #23, item 13: a Cycript paste is a backquoted string, so the dump ends at its closing
/// backquote. What follows is another output: read as the next dump when it is one (so
/// `--dump N` picks it), else ignored with a note naming its first line. Views described
/// inside other output (`_autolayoutTrace`'s layout guides, `owningView = <UIView: …>`) are
/// not record lines.
@Suite("Dumps: Cycript's closing quote ends the dump")
struct DumpCycriptQuoteTests {
    static let quoted = [
        "cy# UIApp.keyWindow.recursiveDescription().toString()",
        "`<UIWindow: 0x14fd0a2b0; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x170229a40>>",
        record(1, "<UIView: 0x14fe12c30; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer: 0x17022e900>>"),
        record(2, "<UIButton: 0x14fe170b0; frame = (20 160; 280 44); opaque = NO; layer = <CALayer: 0x17022f4a0>>`"),
    ]

    /// `_autolayoutTrace` after the quote, its layout-guide lines embedding their owning
    /// view's description, in both forms (after a `Class:0x…` token, inside `<UILayoutGuide: 0x… …>`).
    static let trace = [
        "cy# UIApp.keyWindow._autolayoutTrace().toString()",
        "`",
        "UIWindow:0x14fd0a2b0",
        "|   •UIView:0x14fe12c30",
        "|   |   *UILayoutGuide:0x1702a3c40'UIViewSafeAreaLayoutGuide', owningView = <UIView: 0x14fe12c30; frame = (0 0; 320 568); layer = <CALayer: 0x17022e900>>",
        "|   |   *UIButton:0x14fe170b0",
        #"|   |   |   *<UILayoutGuide: 0x1702a3d00 - "UIViewLayoutMarginsGuide", layoutFrame = {{8, 8}, {264, 28}}, owningView = <UIButton: 0x14fe170b0; frame = (20 160; 280 44); layer = <CALayer: 0x17022f4a0>>>`"#,
    ]

    /// Records after the quote that are not a dump: a cell pasted from elsewhere, a remark,
    /// then a record below it (as a dump it would be interrupted).
    static let remarks = [
        "cy# // the cell from before:",
        "|    | <UITableViewCell: 0x14fe30000; frame = (0 88; 320 44); layer = <CALayer: 0x170230000>>",
        "this is the one that does not respond",
        "|    |    | <UIButton: 0x14fe31000; frame = (270 6; 44 32); layer = <CALayer: 0x170231000>>",
    ]

    @Test("Cycript: _autolayoutTrace after the closing quote is ignored, not read as more dump (was interrupted-dump)")
    func traceAfterTheQuoteIsNotMoreDump() throws {
        let text = (Self.quoted + Self.trace).joined(separator: "\n")
        let result = try readDump(text)
        #expect(result.summary.views == 2)
        #expect(nodeIDs(try sceneJSON(text)) == ["UIWindow-0", "UIView-0.0", "UIButton-0.0.0"])
        #expect(result.summary.notes == [
            "line 5: what follows the dump's closing quote (line 4) is another output, not a dump: ignored",
            "line 7: _autolayoutTrace output ignored (it has no frames)",
        ])
    }

    @Test("Cycript: records after the closing quote that are not a dump are ignored, with a note naming the first line and why")
    func recordsAfterTheQuoteThatAreNotADumpAreIgnored() throws {
        let notes = try readDump((Self.quoted + Self.remarks).joined(separator: "\n")).summary.notes
        #expect(notes == ["line 5: what follows the dump's closing quote (line 4) is another output, not a dump (line 7: interrupted-dump): ignored"])
        // Without Cycript's quotes the same lines interrupt the dump.
        let unquoted = (Self.quoted + Self.remarks).map { $0.replacingOccurrences(of: "`", with: "") }
        #expect(kindAndPlace(dumpError(unquoted.joined(separator: "\n"))) == "interrupted-dump 5:1")
    }

    @Test("Cycript: nothing but blank lines after the closing quote: no note")
    func blankLinesAfterTheQuoteSayNothing() throws {
        #expect(try readDump((Self.quoted + ["", "  "]).joined(separator: "\n")).summary.notes.isEmpty)
    }

    @Test("Cycript: output after the closing quote that is a dump is the next dump: second-dump, and --dump 2 picks it")
    func dumpAfterTheQuoteIsTheNextDump() throws {
        // A collection view's dump pasted with the bar of its root (docs/dumps.md, What is read).
        let next = [
            "cy# [#0x14fe20000 recursiveDescription].toString()",
            "| <UICollectionView: 0x14fe20000; frame = (0 0; 320 400); layer = <CALayer: 0x17022fb00>; contentOffset: {0, 0}>",
            "|    | <UICollectionViewCell: 0x14fe21000; frame = (0 0; 160 160); layer = <CALayer: 0x17022fc00>>",
        ]
        let text = (Self.quoted + next).joined(separator: "\n")
        #expect(kindAndPlace(dumpError(text)) == "second-dump 6:3")
        let second = try readDump(text, options: DumpOptions(dumpNumber: 2))
        #expect(second.summary.syntheticWindow && second.summary.views == 2)
        #expect(try readDump(text, options: DumpOptions(dumpNumber: 1)).summary.views == 2)
    }

    @Test("Cycript: another quoted dump after ignored output is the next dump")
    func quotedDumpAfterIgnoredOutputIsTheNextDump() throws {
        let again = ["cy# UIApp.keyWindow.recursiveDescription().toString()"] + Self.quoted.dropFirst()
        let text = (Self.quoted + Self.remarks + again).joined(separator: "\n")
        #expect(kindAndPlace(dumpError(text)) == "second-dump 10:2")
        #expect(try readDump(text, options: DumpOptions(dumpNumber: 2)).summary.views == 2)
    }

    @Test("_autolayoutTrace lines that embed a view's description are not records, after an lldb dump too")
    func traceLinesEmbeddingViewsAreNotRecords() throws {
        let lldb = ["(lldb) po [[UIWindow keyWindow] recursiveDescription]"] + Self.quoted.dropFirst().map { $0.replacingOccurrences(of: "`", with: "") }
        let trace = ["(lldb) po [[UIWindow keyWindow] _autolayoutTrace]"] + Self.trace.dropFirst(2).map { $0.replacingOccurrences(of: "`", with: "") }
        let result = try readDump((lldb + trace).joined(separator: "\n"))
        #expect(result.summary.views == 2)
        #expect(result.summary.notes == ["line 6: _autolayoutTrace output ignored (it has no frames)"])
    }

    @Test("A record after text that merely names an object (not at the line's start, no <CLASS: 0x…) is still a record")
    func recordAfterAnObjectNameIsStillARecord() throws {
        // Peter Steinberger's "pimped" description names the view's controller before it.
        let text = ["<UIWindow: 0x1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2>>",
                    "   | 'RootViewController:0x7f9a1c' <UIView: 0x3; frame = (0 0; 320 568); layer = <CALayer: 0x4>>"].joined(separator: "\n")
        #expect(try readDump(text).summary.views == 1)
    }
}
