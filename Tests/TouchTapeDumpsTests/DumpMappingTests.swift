import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// docs/dumps.md, Windows, roots and the synthetic window, and Mapping a record to a view node:
/// what each field becomes.
@Suite("Dumps: windows and mapping")
struct DumpMappingTests {
    static let window = "<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>"

    /// The node made of one record under a window.
    /// The one view's node as the Mapping table gives it, without the built-in rules (K1–K5).
    func mapped(_ body: String) throws -> JSONObject {
        let document = try sceneJSON(Self.window + "\n" + record(1, body), options: DumpOptions(builtinRules: false))
        return try #require(document.objectValue?["windows"]?.arrayValue?.first?.objectValue?["subviews"]?.arrayValue?.first?.objectValue)
    }

    @Test("docs/dumps.md, Windows, roots and the synthetic window: a root is a window by class UIWindow, baseClass UIWindow, a name ending in Window, or a UIWindowLayer")
    func windowDetection() throws {
        let roots = [
            "<UIWindow: 0x10; frame = (0 0; 10 10)>",
            "<iConsoleWindow: 0x11; baseClass = UIWindow; frame = (0 0; 10 10)>",
            "<UITextEffectsWindow: 0x12; frame = (0 0; 10 10); hidden = YES>",
            "<MYOverlay: 0x13; frame = (0 0; 10 10); layer = <UIWindowLayer: 0x14>>",
        ]
        let document = try sceneJSON(roots.joined(separator: "\n"))
        #expect(nodeIDs(document) == ["UIWindow-0", "iConsoleWindow-1", "UITextEffectsWindow-2", "MYOverlay-3"])
        let windows = document.objectValue?["windows"]?.arrayValue ?? []
        #expect(windows.map { $0.objectValue?["class"]?.stringValue } == [nil, "iConsoleWindow", "UITextEffectsWindow", "MYOverlay"])
        #expect(windows.allSatisfy { $0.objectValue?["level"] == nil && $0.objectValue?["key"] == nil })
        #expect(node("UITextEffectsWindow-2", in: document)?["hidden"]?.boolValue == true)
    }

    @Test("docs/dumps.md, Built-in rules: a visible UITextEffectsWindow in front of the app's window gets a note saying how to let touches through")
    func keyboardWindowNote() throws {
        let list = """
            <__NSArrayM 0x600000c5c0f0>(
            <UIWindow: 0x7fb1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x7fb2>>,
            <UITextEffectsWindow: 0x7fb3; frame = (0 0; 375 667); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x7fb4>>
            )
            """
        let result = try readDump(list)
        #expect(result.summary.notes.count == 1)
        #expect(result.summary.notes.first?.hasPrefix("line 3: UITextEffectsWindow-1 is in front of UIWindow-0") == true)
        let overlay = #"{ "format": "touchtape.dump-overlay/1", "patches": [ { "select": { "id": "UITextEffectsWindow-1" }, "set": { "hitTest": "passThroughSelf" } } ] }"#
        let fixed = try readDump(list, overlay: overlay)
        #expect(hitID(fixed.document.scene, 100, 100) == "UIWindow-0")
        #expect(fixed.summary.notes.isEmpty)
        #expect(hitID(result.document.scene, 100, 100) == "UITextEffectsWindow-1")
        let hidden = list.replacingOccurrences(of: "opaque = NO;", with: "hidden = YES;")
        #expect(try readDump(hidden).summary.notes.isEmpty)
    }

    @Test("docs/dumps.md, Windows, roots and the synthetic window: non-window roots go into a synthetic window covering their union, frames made relative to it")
    func syntheticWindow() throws {
        let text = """
            <UIView: 0x1; frame = (20 20; 100 50); layer = <CALayer: 0x2>>
            <UIView: 0x3; frame = (0 100; 50 30); layer = <CALayer: 0x4>>
               | <UIButton: 0x5; frame = (5 5; 10 10); layer = <CALayer: 0x6>>
            """
        let result = try readDump(text)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        let synthetic = try #require(node("window", in: document))
        #expect(numbers(synthetic["frame"]) == [0, 20, 120, 110])
        #expect(synthetic["hitTest"]?.stringValue == "passThroughSelf")
        #expect(synthetic["meta"]?.objectValue?["synthetic"]?.boolValue == true)
        #expect(numbers(node("UIView-0.0", in: document)?["frame"]) == [20, 0, 100, 50])
        #expect(numbers(node("UIView-0.1", in: document)?["frame"]) == [0, 80, 50, 30])
        #expect(result.summary.syntheticWindow && result.summary.windows == 1 && result.summary.views == 3)
        // Screen coordinates are those of the roots' superview: (10, 110) is the second root's (10, 10), in its button.
        let scene = result.document.scene
        #expect(hitID(scene, 10, 110) == "UIButton-0.1.0")
        #expect(hitID(scene, 110, 110) == nil)
    }

    @Test("docs/dumps.md, Mapping a record to a view node: frame, hidden, alpha, clipsToBounds, contentOffset as the bounds origin, class as printed")
    func plainFields() throws {
        let n = try mapped("<UIScrollView: 0x3; frame = (-15.5 6; 45.6667 0); hidden = YES; alpha = 0.5; clipsToBounds = YES; opaque = NO; autoresize = W+H; layer = <CALayer: 0x4>; contentOffset: {0, -64}; contentSize: {320, 696}>")
        #expect(numbers(n["frame"]) == [-15.5, 6, 45.6667, 0])
        #expect(n["hidden"]?.boolValue == true)
        #expect(n["alpha"]?.doubleValue == 0.5)
        #expect(n["clipsToBounds"]?.boolValue == true)
        #expect(numbers(n["boundsOrigin"]) == [0, -64])
        #expect(n["class"]?.stringValue == "UIScrollView")
        #expect(Set(n.members.map(\.key)) == ["id", "class", "frame", "hidden", "alpha", "clipsToBounds", "boundsOrigin"])
    }

    @Test("docs/dumps.md, Mapping a record to a view node: defaults are omitted (UIView class, contentOffset {-0, -0}, identity transform)")
    func defaultsOmitted() throws {
        let n = try mapped("<UIView: 0x3; frame = (0 0; 10 10); transform = [1, 0, 0, 1, 0, 0]; layer = <CALayer: 0x4>; contentOffset: {-0, -0}>")
        #expect(Set(n.members.map(\.key)) == ["id", "frame"])
    }

    @Test("docs/dumps.md, Mapping a record to a view node: userInteractionEnabled: NO written except on exact UILabel/UIImageView; their silence written as true")
    func userInteraction() throws {
        let cases: [(String, Bool?)] = [
            ("<UILabel: 0x3; frame = (0 0; 1 1); userInteractionEnabled = NO>", nil),
            ("<UILabel: 0x3; frame = (0 0; 1 1)>", true),
            ("<UIImageView: 0x3; frame = (0 0; 1 1)>", true),
            ("<UIImageView: 0x3; frame = (0 0; 1 1); userInteractionEnabled = NO>", nil),
            ("<UIView: 0x3; frame = (0 0; 1 1); userInteractionEnabled = NO>", false),
            ("<UIView: 0x3; frame = (0 0; 1 1)>", nil),
            ("<MMUILabel: 0x3; baseClass = UILabel; frame = (0 0; 1 1)>", nil),
            ("<MMUILabel: 0x3; baseClass = UILabel; frame = (0 0; 1 1); userInteractionEnabled = NO>", false),
        ]
        for (body, expected) in cases {
            #expect(try mapped(body)["userInteractionEnabled"]?.boolValue == expected, "\(body)")
        }
    }

    @Test("docs/dumps.md, Mapping a record to a view node: a class or baseClass in the control list makes a control: {}")
    func controls() throws {
        #expect(try mapped("<UIButton: 0x3; frame = (0 0; 1 1)>")["control"]?.objectValue?.members.isEmpty == true)
        #expect(try mapped("<UITabBarButton: 0x3; frame = (0 0; 1 1)>")["control"] != nil)
        #expect(try mapped("<_UIButtonBarButton: 0x3; frame = (0 0; 1 1)>")["control"] != nil)
        #expect(try mapped("<TestView: 0x3; baseClass = UIControl; frame = (0 0; 1 1)>")["control"] != nil)
        #expect(try mapped("<_UIModernBarButton: 0x3; frame = (0 0; 1 1)>")["control"] == nil)
        #expect(try mapped("<UIView: 0x3; frame = (0 0; 1 1)>")["control"] == nil)
        // 17, and the table cell's two accessory buttons (S19).
        #expect(RecordMapping.controlClasses.count == 19)
    }

    @Test("docs/dumps.md, Mapping a record to a view node: text, tag and baseClass go to meta; other fields and trailers go nowhere")
    func metaFields() throws {
        let n = try mapped("<PlayerCell: 0x3; baseClass = UITableViewCell; frame = (0 0; 320 44); text = 'Dave Brubeck'; tag = 140191808395632; tintColor = UIExtendedSRGBColorSpace 0.470588 0.470588 0.501961 0.16; gestureRecognizers = <NSArray: 0x5>; layer = <CALayer: 0x4>> - (null)")
        let meta = try #require(n["meta"]?.objectValue)
        #expect(meta["text"]?.stringValue == "Dave Brubeck")
        #expect(meta["tag"]?.doubleValue == 140191808395632)
        #expect(meta["baseClass"]?.stringValue == "UITableViewCell")
        #expect(Set(n.members.map(\.key)) == ["id", "class", "frame", "meta"])
    }

    @Test("docs/dumps.md, Mapping a record to a view node: a rotated view's frame is a bounding box: center and size recovered, rounded to 0.001")
    func rotationByPiOverEight() throws {
        let n = try mapped("<UIView: 0x3; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x4>>")
        #expect(n["frame"] == nil)
        #expect(numbers(n["size"]) == [100, 100])
        let center = try #require(numbers(n["center"]))
        #expect(abs(center[0] - 50) < 0.001 && abs(center[1] - 50) < 0.001)
        #expect(numbers(n["transform"])?.count == 6)
    }

    @Test("docs/dumps.md, Mapping a record to a view node: a 90° rotation swaps the box's sides; a translation keeps them and moves the center back")
    func rotationAndTranslation() throws {
        let rotated = try mapped("<UIView: 0x3; frame = (0 0; 320 568); transform = [0, 1, -1, 0, 0, 0]>")
        #expect(numbers(rotated["size"]) == [568, 320])
        #expect(numbers(rotated["center"]) == [160, 284])
        let moved = try mapped("<UIView: 0x3; frame = (-45 0; 100 50); transform = [1, 0, 0, 1, -45, 0]>")
        #expect(numbers(moved["size"]) == [100, 50])
        #expect(numbers(moved["center"]) == [50, 25])
    }

    @Test("docs/dumps.md, Recovering a rotated view's size: a singular transform keeps the size at 0 × 0 and adds a note (such a view is never hit)")
    func singularTransform() throws {
        let result = try readDump(Self.window + "\n" + record(1, "<RCTView: 0x3; frame = (0 0; 0 0); transform = [0, 0, 0, 0, 0, 0]; reactTag: 500>"))
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        #expect(numbers(node("RCTView-0.0", in: document)?["size"]) == [0, 0])
        #expect(result.summary.notes.contains { $0.contains("RCTView-0.0 has a singular transform") })
    }

    @Test("docs/dumps.md, Mapping a record to a view node: numbers take a sign, a fraction and an exponent; -0 is 0")
    func numberGrammar() throws {
        let n = try mapped("<UIView: 0x3; frame = (-0 +1.5; 1e2 2.5E-1)>")
        #expect(numbers(n["frame"]) == [0, 1.5, 100, 0.25])
        #expect(n["frame"]?.arrayValue?.first?.doubleValue?.sign == .plus)
    }

    @Test("docs/dumps.md, Output and notes: gesture recognizers are counted (not modelled); windows, views and view controllers too")
    func summaryCounts() throws {
        let result = try readDump(windowDump)
        #expect(result.summary.windows == 1)
        #expect(!result.summary.syntheticWindow)
        #expect(result.summary.views == 3)
        #expect(result.summary.gestureViews == 1)
        #expect(result.summary.ids.map(\.line) == [1, 2, 3, 4])
        #expect(result.summary.ids.map(\.address) == ["0x7f8a1c405e30", "0x7f8a1c507a10", "0x7f8a1c608b20", "0x7f8a1c709c30"])
        #expect(result.summary.ids.last?.text == "Done")
    }
}
