import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// docs/dumps.md, Errors: every kind, with its line and column (the record's `<` for record
/// errors, the field's key for field errors, 1 for line errors).
@Suite("Dumps: errors")
struct DumpErrorTests {
    static let w = "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>"

    func check(_ text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = dumpError(text)
        #expect(kindAndPlace(error) == expected, "\(error.map(\.description) ?? "no error")", sourceLocation: sourceLocation)
    }

    @Test("docs/dumps.md, Errors: no-view-record (no record line in the file), at 1:1")
    func noViewRecord() {
        check("(lldb) po self.view\nerror: use of undeclared identifier 'self'\n", "no-view-record 1:1")
        check("", "no-view-record 1:1")
    }

    @Test("docs/dumps.md, Errors: no-geometry (only _printHierarchy or _autolayoutTrace), at the first such line")
    func noGeometry() {
        check("(lldb) pvc\n<UIViewController 0x1>, state: appeared, view: <UIView 0x2>\n", "no-geometry 2:1")
    }

    @Test("docs/dumps.md, Errors: unclosed-record, where the record starts (a truncated paste)")
    func unclosedRecord() {
        check(Self.w + "\n   | <UILabel: 0x3; frame = (0 0; 1 1); text = 'cut here\n", "unclosed-record 2:6")
        check(Self.w + "\n   | <UIView: 0x3; frame = (0 0; 1 1); layer = <CALayer: 0x4>", "unclosed-record 2:6")
    }

    @Test("docs/dumps.md, Errors: interrupted-dump, at the non-record line inside a dump (a custom description, a note; not an elision line)")
    func interruptedDump() {
        let text = [Self.w, record(1, "<UIView: 0x3; frame = (0 0; 1 1)>"), "   |    | (two more views)",
                    record(2, "<UIView: 0x4; frame = (0 0; 1 1)>")].joined(separator: "\n")
        check(text, "interrupted-dump 3:1")
        let custom = [Self.w, "   | CustomDebugDescription", record(1, "<UIView: 0x4; frame = (0 0; 1 1)>")].joined(separator: "\n")
        check(custom, "interrupted-dump 2:1")
    }

    @Test("docs/dumps.md, Errors: nesting-jump, when depth grows by more than one (a lost line)")
    func nestingJump() {
        check([Self.w, record(2, "<UIView: 0x3; frame = (0 0; 1 1)>")].joined(separator: "\n"), "nesting-jump 2:11")
    }

    @Test("docs/dumps.md, Errors: above-root, a depth below the first record's")
    func aboveRoot() {
        let text = ["| <UICollectionView: 0x1; frame = (0 0; 1 1)>", "|    | <UIView: 0x2; frame = (0 0; 1 1)>",
                    "<UIView: 0x3; frame = (0 0; 1 1)>"].joined(separator: "\n")
        check(text, "above-root 3:1")
    }

    @Test("docs/dumps.md, Errors: mixed-roots, window and non-window roots together, at the first root that differs")
    func mixedRoots() {
        check([Self.w, "<UIView: 0x3; frame = (0 0; 1 1)>"].joined(separator: "\n"), "mixed-roots 2:1")
    }

    @Test("docs/dumps.md, Errors: second-dump without --dump N, at the second's first record, naming both lines")
    func secondDump() {
        let text = [Self.w, "(lldb) po [v recursiveDescription]", "<UIView: 0x3; frame = (0 0; 1 1)>"].joined(separator: "\n")
        let error = dumpError(text)
        #expect(kindAndPlace(error) == "second-dump 3:1")
        #expect(error?.message.contains("line 3 (the first at line 1)") == true)
    }

    @Test("docs/dumps.md, Errors: several-records-on-a-line, as Swift's print([view1, view2]) writes, at the second record")
    func severalRecords() {
        check("[<UIView: 0x1; frame = (0 0; 1 1); layer = <CALayer: 0x2>>, <UILabel: 0x3; frame = (0 0; 1 1); layer = <CALayer: 0x4>>]",
              "several-records-on-a-line 1:61")
    }

    @Test("docs/dumps.md, Errors: bad-frame (not four numbers) and missing-frame (no frame), at the key and the record")
    func frames() {
        check([Self.w, record(1, "<UIView: 0x3; frame = (...); >")].joined(separator: "\n"), "bad-frame 2:20")
        check([Self.w, record(1, "<UIView: 0x3; frame = (0 0; 1 one)>")].joined(separator: "\n"), "bad-frame 2:20")
        check([Self.w, record(1, "<UIView: 0x3; layer = <CALayer: 0x4>>")].joined(separator: "\n"), "missing-frame 2:6")
    }

    @Test("docs/dumps.md, Errors: bad-transform, not six numbers")
    func badTransform() {
        check([Self.w, record(1, "<UIView: 0x3; frame = (0 0; 1 1); transform = [1, 0, 0, 1]>")].joined(separator: "\n"), "bad-transform 2:40")
    }

    @Test("docs/dumps.md, Errors: non-finite (nan, inf) in a frame, a transform, or inf in alpha (alpha = nan is read as 1)")
    func nonFinite() {
        check([Self.w, record(1, "<RCTView: 0x3; frame = (nan nan; nan nan); reactTag: 12>")].joined(separator: "\n"), "non-finite 2:21")
        check([Self.w, record(1, "<UIView: 0x3; frame = (0 0; 1 1); transform = [inf, 0, 0, 1, 0, 0]>")].joined(separator: "\n"), "non-finite 2:40")
        check([Self.w, record(1, "<UIView: 0x3; frame = (0 0; 1 1); alpha = inf>")].joined(separator: "\n"), "non-finite 2:40")
        check([Self.w, record(1, "<UIView: 0x3; frame = (0 0; 1e999 1)>")].joined(separator: "\n"), "non-finite 2:20")
    }

    @Test("docs/dumps.md, Errors: negative-size, a negative width or height")
    func negativeSize() {
        check([Self.w, record(1, "<UIView: 0x3; frame = (0 0; -1 1)>")].joined(separator: "\n"), "negative-size 2:20")
    }

    @Test("docs/dumps.md, Errors: duplicate-address (case-insensitive), at the second record, naming the first line")
    func duplicateAddress() {
        let text = [Self.w, record(1, "<UIView: 0xAB; frame = (0 0; 1 1)>"), record(1, "<UIView: 0xab; frame = (0 0; 1 1)>")]
            .joined(separator: "\n")
        let error = dumpError(text)
        #expect(kindAndPlace(error) == "duplicate-address 3:6")
        #expect(error?.message.contains("line 2") == true)
    }

    @Test("docs/dumps.md, Errors: unrecoverable-size, a 45° rotation whose box fits many sizes, at the transform")
    func unrecoverableSize() {
        check([Self.w, record(1, "<UIView: 0x3; frame = (0 0; 141.421 141.421); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>")]
              .joined(separator: "\n"), "unrecoverable-size 2:52")
    }

    @Test("docs/dumps.md, Errors: too-deep, more than 200 levels (the window counts as 1; a synthetic window too)")
    func tooDeep() throws {
        let deep = (0..<200).map { record($0, "<UIView: 0x\(String($0 + 1, radix: 16)); frame = (0 0; 1 1)>") }
        // 200 views under a synthetic window are 201 levels.
        let error = dumpError(deep.joined(separator: "\n"))
        #expect(kindAndPlace(error).map { $0.hasPrefix("too-deep 200:") } == true, "\(String(describing: error))")
        // A window and 199 views are 200 levels: fine.
        let fits = [Self.w] + (1..<200).map { record($0, "<UIView: 0x\(String($0 + 10, radix: 16)); frame = (0 0; 1 1)>") }
        #expect(dumpError(fits.joined(separator: "\n")) == nil)
    }

    @Test("docs/dumps.md, Errors: bad-field when alpha or contentOffset is not a number")
    func badField() {
        check([Self.w, record(1, "<UIView: 0x3; frame = (0 0; 1 1); alpha = half>")].joined(separator: "\n"), "bad-field 2:40")
        check([Self.w, record(1, "<UIScrollView: 0x3; frame = (0 0; 1 1); contentOffset: {0}>")].joined(separator: "\n"), "bad-field 2:46")
    }

    @Test("docs/dumps.md, Errors: errors name the file: FILE:LINE:COLUMN: KIND: message")
    func errorText() {
        let error = dumpError([Self.w, record(2, "<UIView: 0x3; frame = (0 0; 1 1)>")].joined(separator: "\n"))
        #expect(error?.description.hasPrefix("screen.txt:2:11: nesting-jump: depth 2 after depth 0") == true)
    }
}
