import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// docs/dumps.md, Reading the lines and What is read: record lines, depth, layer lines, multi-line
/// records, quoted text.
@Suite("Dumps: reading")
struct DumpReadingTests {
    @Test("docs/dumps.md, Reading the lines: depth is the count of | before the record, not a column (bars collapsed, leading spaces lost)")
    func depthIsTheCountOfBars() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
            | <UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
            || <UIButton: 0x5; frame = (1 2; 3 4); layer = <CALayer: 0x6>>
            |<UIView: 0x7; frame = (50 50; 50 50); layer = <CALayer: 0x8>>
            """
        let document = try sceneJSON(text)
        #expect(nodeIDs(document) == ["UIWindow-0", "UIView-0.0", "UIButton-0.0.0", "UIView-0.1"])
    }

    @Test("docs/dumps.md, Reading the lines: what precedes the bars and follows the record's closing > is ignored")
    func prefixAndTrailerAreIgnored() throws {
        let text = """
            (UIView *) $1 = 0x088122b0 <UIView: 0x88122b0; frame = (0 20; 320 460); layer = <CALayer: 0x8812310>>
            //   | <UIImageView: 0x1c0a0b0; frame = (0 0; 320 100); userInteractionEnabled = NO; layer = <CALayer: 0x1c0a110>> - 2StarsSmall.png
            //   | <UICollectionView: 0x7caf3800; frame = (0 100; 320 360); clipsToBounds = YES; layer = <CALayer: 0x7b6f2d50>; contentOffset: {0, 0}; contentSize: {320, 400}> collection view layout: <UICollectionViewFlowLayout: 0x7b6f2e40>
            """
        let document = try sceneJSON(text)
        #expect(nodeIDs(document) == ["window", "UIView-0.0", "UIImageView-0.0.0", "UICollectionView-0.0.1"])
    }

    @Test("docs/dumps.md, Reading the lines: a layer line is skipped, never a parent, and not counted among siblings")
    func layerLinesAreSkipped() throws {
        let text = [
            record(0, "<UIWindow: 0x10; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x11>>"),
            record(1, "<UILabel: 0x12; frame = (0 0; 100 20); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x13>>"),
            record(2, "<_UILabelContentLayer: 0x14> (layer)"),
            record(1, "<__UITileLayer: 0x15> (layer)"),
            record(1, "<CALayer: 0x16> (layer)"),
            record(1, "<UIView: 0x17; frame = (0 20; 100 20); layer = <CALayer: 0x18>>"),
        ].joined(separator: "\n")
        let document = try sceneJSON(text)
        #expect(nodeIDs(document) == ["UIWindow-0", "UILabel-0.0", "UIView-0.1"])
    }

    @Test("docs/dumps.md, Reading the lines: a view record under a layer line is refused (a layer is never a parent of views)")
    func viewUnderALayerIsRefused() {
        let text = [
            record(0, "<UIWindow: 0x10; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x11>>"),
            record(1, "<CALayer: 0x16> (layer)"),
            record(2, "<UIView: 0x17; frame = (0 20; 100 20); layer = <CALayer: 0x18>>"),
        ].joined(separator: "\n")
        #expect(kindAndPlace(dumpError(text)) == "nesting-jump 3:11")
    }

    @Test("docs/dumps.md, Reading the lines: a record still open at the end of its line continues on the next (multi-line text)")
    func multiLineRecord() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UILabel: 0x165b0200; frame = (10 10; 300 60); text = '/opt/MonkeyDev/bin/md

            - ...'; clipsToBounds = YES; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x165b0300>>
               | <UITextView: 0x3; frame = (0 100; 300 100); text = 'findme
            >>> console_view
            '; clipsToBounds = YES; layer = <CALayer: 0x4>; contentOffset: {0, 12}>
               | <UIView: 0x5; frame = (0 300; 10 10); layer = <CALayer: 0x6>>
            """
        let document = try sceneJSON(text)
        #expect(nodeIDs(document) == ["UIWindow-0", "UILabel-0.0", "UITextView-0.1", "UIView-0.2"])
        let label = try #require(node("UILabel-0.0", in: document))
        #expect(label["meta"]?.objectValue?["text"]?.stringValue == "/opt/MonkeyDev/bin/md\n\n- ...")
        #expect(label["clipsToBounds"]?.boolValue == true)
        let textView = try #require(node("UITextView-0.1", in: document))
        #expect(textView["meta"]?.objectValue?["text"]?.stringValue == "findme\n>>> console_view\n")
        #expect(numbers(textView["boundsOrigin"]) == [0, 12])
    }

    @Test("docs/dumps.md, Reading the lines: quoted text ends at a ' followed by '; NAME = ', '; NAME: ' or '>', whatever it holds")
    func quotedText() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UILabel: 0x3; frame = (0 0; 10 10); text = '2'''; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>
               | <UILabel: 0x5; frame = (0 0; 10 10); text = 'a <b> c; d'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>
               | <UILabel: 0x7; frame = (0 0; 10 10); userInteractionEnabled = NO; text = 'Texas Hold'em Poker'>
               | <UITextField: 0x8; frame = (0 0; 10 10); text = ''; placeholder = 'Name; > here'; layer = <CALayer: 0x9>>
            """
        let document = try sceneJSON(text)
        let texts = ["UILabel-0.0", "UILabel-0.1", "UILabel-0.2", "UITextField-0.3"].map {
            node($0, in: document)?["meta"]?.objectValue?["text"]?.stringValue
        }
        #expect(texts == ["2''", "a <b> c; d", "Texas Hold'em Poker", ""])
    }

    @Test("docs/dumps.md, Reading the lines: the record of a double-bracket line (<<_UITextContainerView: …>> …) is the inner one")
    func doubleBracketRecord() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <<_UITextContainerView: 0x165b7a30; frame = (0 0; 240 33); layer = <_UITextTiledLayer: 0x165b7b30>> minSize = {0, 0}, maxSize = {3.40282e+38, 3.40282e+38}, textContainer = <NSTextContainer: 0x165b7c30 size = (240.000000,340282346638528859811704183484516925440.000000); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x3b5b9a60; lineBreakMode = 0>
            """
        let document = try sceneJSON(text)
        #expect(numbers(node("_UITextContainerView-0.0", in: document)?["frame"]) == [0, 0, 240, 33])
    }

    @Test("docs/dumps.md, Reading the lines: <Object: 0x…> with no fields is not a view record, so a chain print after a dump is chrome")
    func addressOnlyIsNotARecord() throws {
        let text = windowDump + "\n<CustomViewController: 0x1053133f0>\n<UIApplication: 0x105406120>\n"
        let result = try readDump(text)
        #expect(result.summary.views == 3)
    }

    @Test("docs/dumps.md, What is read: lines whose first character is # are comments, even inside a dump")
    func commentLines() throws {
        let lines = windowDump.split(separator: "\n").map(String.init)
        let text = (["# pasted from the simulator"] + lines[0...1] + ["# the button:"] + lines[2...]).joined(separator: "\n")
        let document = try sceneJSON(text)
        #expect(nodeIDs(document) == ["UIWindow-0", "UIView-0.0", "UIButton-0.0.0", "UIButtonLabel-0.0.0.0"])
    }

    @Test("docs/dumps.md, What is read: \\r\\n and \\r end lines like \\n; positions count lines the same way")
    func lineEnds() throws {
        let lf = try readDump(windowDump).canonicalJSON
        let crlf = try readDump(windowDump.replacingOccurrences(of: "\n", with: "\r\n")).canonicalJSON
        let cr = try readDump(windowDump.replacingOccurrences(of: "\n", with: "\r")).canonicalJSON
        #expect(crlf == lf)
        #expect(cr == lf)
        let bad = windowDump.replacingOccurrences(of: "(20 600; 335 44)", with: "(20 600; 335)")
            .replacingOccurrences(of: "\n", with: "\r\n")
        #expect(kindAndPlace(dumpError(bad)) == "bad-frame 3:38")
    }

    @Test("docs/dumps.md, What is read: a byte-order mark before the dump is dropped")
    func byteOrderMark() throws {
        let withBOM = [UInt8]([0xEF, 0xBB, 0xBF]) + Array(windowDump.utf8)
        let read = try DumpReader.read(withBOM, file: "bom.txt")
        #expect(read.canonicalJSON == (try readDump(windowDump, file: "bom.txt")).canonicalJSON)
    }

    @Test("docs/dumps.md, What is read: a file whose first non-space character (after a BOM) is { is JSON, anything else a dump")
    func detection() {
        #expect(looksLikeJSON(Array(" \n\t{\"format\": 1}".utf8)))
        #expect(looksLikeJSON([0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
        #expect(!looksLikeJSON(Array("(lldb) po view\n{".utf8)))
        #expect(!looksLikeJSON(Array(windowDump.utf8)))
        #expect(!looksLikeJSON([]))
    }

    @Test("docs/dumps.md, What is read: a folder's text file without a view record is told apart (skipped with a note)")
    func viewRecordPresence() {
        #expect(DumpReader.hasViewRecord(Array(windowDump.utf8)))
        #expect(!DumpReader.hasViewRecord(Array("Notes for the release\n<UIApplication: 0x1>\n".utf8)))
        // Records that do not read still count: importing the file says why.
        #expect(DumpReader.hasViewRecord(Array("<UIView: 0x1; frame = (0 0; 1 1)\n".utf8)))
    }

    @Test("docs/dumps.md, Reading the lines: an iOS 26 SwiftUI dump (mangled hosting view, anchorPoint, SwiftUI content as layer lines) reads")
    func swiftUIHostingDump() throws {
        let text = """
            <UIWindow: 0x101f04c80; frame = (20 20; 120 60); gestureRecognizers = <NSArray: 0x600000c6d2f0>; backgroundColor = <UIDynamicSystemColor: 0x600001769f00; name = systemBackgroundColor>; layer = <UIWindowLayer: 0x600000c6d350>>
               | <_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_15ModifiedContentVS_4TextVS_14_PaddingLayout___: 0x103009000; frame = (0 0; 120 60); anchorPoint = (0, 0); autoresizesSubviews = NO; gestureRecognizers = <NSArray: 0x600000c6e4c0>; backgroundColor = <UIDynamicSystemColor: 0x600001769f00; name = systemBackgroundColor>; layer = <CALayer: 0x600000c6e520>>
               |    | <CALayer: 0x600000c6e580> (layer)
               |    | <_TtC7SwiftUIP33_863CCF9D49B535DAEB1C7D61BEE53B5914CGDrawingLayer: 0x600002b6c000> (layer)
               |    | <SwiftUI._UIGraphicsView: 0x10300a100; frame = (8 8; 104 44); anchorPoint = (0, 0); autoresizesSubviews = NO; layer = <SwiftUI.ColorShapeLayer: 0x600000c6e5e0>>
            """
        let result = try readDump(text)
        #expect(result.summary.ids.map(\.id) == ["UIWindow-0", "_UIHostingView-0.0", "_UIGraphicsView-0.0.0"])
        #expect(result.summary.gestureViews == 2)
        // The window's frame is in screen coordinates: (30, 30) is the graphics view's (2, 2).
        #expect(hitID(result.document.scene, 30, 30) == "_UIGraphicsView-0.0.0")
    }

    @Test("docs/dumps.md, Reading the lines: --dump N picks the N-th of several dumps")
    func pickADump() throws {
        let second = windowDump.replacingOccurrences(of: "0x7f8a", with: "0x6e7b").replacingOccurrences(of: "(20 600;", with: "(30 600;")
        let text = windowDump + "\n(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + second
        let picked = try sceneJSON(text, options: DumpOptions(dumpNumber: 2))
        #expect(numbers(node("UIButton-0.0.0", in: picked)?["frame"]) == [30, 600, 335, 44])
        let first = try sceneJSON(text, options: DumpOptions(dumpNumber: 1))
        #expect(numbers(node("UIButton-0.0.0", in: first)?["frame"]) == [20, 600, 335, 44])
        #expect(kindAndPlace(dumpError(text, options: DumpOptions(dumpNumber: 3))) == "no-such-dump 1:1")
    }
}
