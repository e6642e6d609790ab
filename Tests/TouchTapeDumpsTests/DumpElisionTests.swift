import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// Issue #23, item 14: people shorten pasted dumps with a `...` or `…` line. Inside a dump it
/// is an elision, not an interruption: the records after it hang under the deepest open record
/// shallower than them, a note names the line and says views in between are missing, and the
/// next view carries the place in `meta.elidedBefore` (which `show` marks).
@Suite("Dumps: elision lines")
struct DumpElisionTests {
    static let w = "<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>"
    /// A table whose first cell is printed whole; later cells are left out.
    static func table(elision: String) -> String {
        [
            w,
            record(1, "<UITableView: 0x3; frame = (0 0; 375 667); layer = <CALayer: 0x4>; contentOffset: {0, 0}>"),
            record(2, "<UITableViewCell: 0x5; frame = (0 0; 375 44); layer = <CALayer: 0x6>>"),
            record(3, "<UITableViewCellContentView: 0x7; frame = (0 0; 375 43.5); layer = <CALayer: 0x8>>"),
            elision,
            record(2, "<UITableViewCell: 0x9; frame = (0 440; 375 44); layer = <CALayer: 0xa>>"),
            record(3, "<UITableViewCellContentView: 0xb; frame = (0 0; 375 43.5); layer = <CALayer: 0xc>>"),
            record(4, "<UISwitch: 0xd; frame = (310 6; 51 31); layer = <CALayer: 0xe>>"),
        ].joined(separator: "\n")
    }

    @Test("Elision: a ... line inside a dump is read (was interrupted-dump), the records after it in their place")
    func elisionInsideADumpIsRead() throws {
        let document = try sceneJSON(Self.table(elision: "..."))
        #expect(nodeIDs(document) == ["UIWindow-0", "UITableView-0.0", "UITableViewCell-0.0.0", "UITableViewCellContentView-0.0.0.0",
                                      "UITableViewCell-0.0.1", "UITableViewCellContentView-0.0.1.0", "UISwitch-0.0.1.0.0"])
        let scene = try readDump(Self.table(elision: "...")).document.scene
        #expect(hitID(scene, 330, 462) == "UISwitch-0.0.1.0.0")
    }

    @Test("Elision: …, bars before it and spaces around it are elision lines too")
    func ellipsisCharacterAndBarsAreElisions() throws {
        for line in ["…", "   |    | ...", "   |    |    | …  ", "\t..."] {
            #expect(dumpError(Self.table(elision: line)) == nil, "\(line)")
        }
        // Anything else on the line is not an elision: it still interrupts the dump.
        #expect(kindAndPlace(dumpError(Self.table(elision: "... (8 more cells)"))) == "interrupted-dump 5:1")
        #expect(kindAndPlace(dumpError(Self.table(elision: "...."))) == "interrupted-dump 5:1")
    }

    @Test("Elision: a record after it attaches to the deepest open record shallower than it, however deep it jumps")
    func recordAfterElisionAttachesToTheDeepestShallowerRecord() throws {
        // After the first cell's content view (depth 3), a switch at depth 4 whose cell and
        // content view were left out: it hangs under the first cell's content view.
        let text = [Self.w, record(1, "<UIView: 0x3; frame = (0 0; 375 667)>"), record(2, "<UIView: 0x5; frame = (0 0; 375 100)>"),
                    "   |    |    | ...", record(5, "<UISwitch: 0x7; frame = (10 10; 51 31)>"),
                    record(1, "<UIView: 0x9; frame = (0 600; 375 67)>")].joined(separator: "\n")
        #expect(nodeIDs(try sceneJSON(text)) == ["UIWindow-0", "UIView-0.0", "UIView-0.0.0", "UISwitch-0.0.0.0", "UIView-0.1"])
        // Without the elision line the same jump is a lost line.
        let lost = text.replacingOccurrences(of: "   |    |    | ...\n", with: "")
        #expect(kindAndPlace(dumpError(lost)) == "nesting-jump 4:26")
    }

    @Test("Elision: a layer line is never the parent: the record after the elision skips it")
    func elisionSkipsLayerLines() throws {
        let text = [Self.w, record(1, "<UIView: 0x3; frame = (0 0; 375 667)>"), record(2, "<CALayer: 0x5> (layer)"),
                    "...", record(3, "<UIButton: 0x7; frame = (10 10; 100 44)>")].joined(separator: "\n")
        #expect(nodeIDs(try sceneJSON(text)) == ["UIWindow-0", "UIView-0.0", "UIButton-0.0.0"])
    }

    @Test("Elision: the note names the line and says the views in between are missing")
    func noteNamesTheLine() throws {
        // Only the elision's note: the table's builtin (K5) brings notes of its own.
        let notes = try readDump(Self.table(elision: "...")).summary.notes.filter { $0.contains("elision") }
        #expect(notes == ["line 5: elision line: the views between line 4 and line 6 are missing; UITableViewCell-0.0.1 (line 6) hangs under UITableView-0.0 (line 2)"])
    }

    @Test("Elision: the view after it carries the elision's line in meta.elidedBefore; the others do not")
    func placeIsKeptInMeta() throws {
        let document = try sceneJSON(Self.table(elision: "..."))
        #expect(node("UITableViewCell-0.0.1", in: document)?["meta"]?.objectValue?["elidedBefore"]?.doubleValue == 5)
        #expect(node("UITableViewCellContentView-0.0.1.0", in: document)?["meta"] == nil)
        #expect(node("UITableViewCell-0.0.0", in: document)?["meta"] == nil)
    }

    @Test("Elision: one after the dump's last record ends it with a note; views after it are missing")
    func elisionAtTheEndIsNoted() throws {
        let text = Self.table(elision: "...") + "\n   |    | ...\n(lldb) "
        let result = try readDump(text)
        #expect(result.summary.notes.filter { $0.contains("elision") }.last == "line 9: elision line after the dump's last record (line 8): the views after it are missing")
        #expect(result.summary.views == 6)
    }

    @Test("Elision: a ... line outside a dump is chrome, as before")
    func elisionOutsideADumpIsChrome() throws {
        let text = "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n...\n" + Self.table(elision: "...")
        #expect(try readDump(text).summary.views == 6)
    }
}
