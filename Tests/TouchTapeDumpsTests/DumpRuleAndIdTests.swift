import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// docs/dumps.md, Built-in rules (K1) and Ids (I1).
@Suite("Dumps: built-in rules and ids")
struct DumpRuleAndIdTests {
    /// docs/dumps.md, The fixtures (`table-scrolled.txt`): a table scrolled by 178 whose third cell
    /// lies below its wrapper.
    static let table = """
        <UIWindow: 0x1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2>>
           | <UITableView: 0x3; frame = (0 0; 320 568); clipsToBounds = YES; layer = <CALayer: 0x4>; contentOffset: {0, 178}; contentSize: {320, 800}>
           |    | <UITableViewWrapperView: 0x5; frame = (0 0; 320 568); layer = <CALayer: 0x6>; contentOffset: {0, 0}; contentSize: {320, 568}>
           |    |    | <UITableViewCell: 0x7; frame = (0 594; 320 44); text = 'Third'; layer = <CALayer: 0x8>>
        """

    @Test("K1: UITableViewWrapperView passes through itself and takes its superview's bounds as its touch area")
    func k1() throws {
        let result = try readDump(Self.table)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        let wrapper = try #require(node("UITableViewWrapperView-0.0.0", in: document))
        #expect(wrapper["hitTest"]?.stringValue == "passThroughSelf")
        #expect(numbers(wrapper["pointInside"]?.objectValue?["inset"]) == [178, 0, -178, 0])
        #expect(result.summary.builtinRules.contains("UITableViewWrapperView-0.0.0"))
        // The cell at content y 594 shows at screen y 416: reachable only through K1.
        #expect(hitID(result.document.scene, 100, 430) == "UITableViewCell-0.0.0.0")
    }

    @Test("K1: off with --no-builtin-rules (the cell below the wrapper's frame is then out of reach)")
    func k1Off() throws {
        let result = try readDump(Self.table, options: DumpOptions(builtinRules: false))
        #expect(result.summary.builtinRules.isEmpty)
        #expect(hitID(result.document.scene, 100, 430) == "UITableView-0.0")
    }

    @Test("K1: not applied when the wrapper or its superview has a transform; no inset when all zero")
    func k1Conditions() throws {
        let transformed = Self.table.replacingOccurrences(of: "clipsToBounds = YES;", with: "transform = [1, 0, 0, 1, 0, 0.5];")
        let moved = try #require(node("UITableViewWrapperView-0.0.0", in: try sceneJSON(transformed)))
        #expect(moved["hitTest"] == nil && moved["pointInside"] == nil)
        let unscrolled = Self.table.replacingOccurrences(of: "contentOffset: {0, 178}", with: "contentOffset: {0, 0}")
        let document = try sceneJSON(unscrolled)
        let wrapper = try #require(node("UITableViewWrapperView-0.0.0", in: document))
        #expect(wrapper["hitTest"]?.stringValue == "passThroughSelf")
        #expect(wrapper["pointInside"] == nil)
    }

    @Test("I1: a slug is the class token; Module.Class → Class; mangled names → their last identifier; others → _")
    func slugs() {
        #expect(Slug.of("UIView") == "UIView")
        #expect(Slug.of("SampleProject.BaseViewController") == "BaseViewController")
        #expect(Slug.of("SwiftUI._UIGraphicsView") == "_UIGraphicsView")
        #expect(Slug.of("_TtCC12BaseKeyboard10BannerView10BannerCell") == "BannerCell")
        #expect(Slug.of("_TtC11SentryTestsP33_DDB6F43D9D557573114568C470CB24C611AnotherView") == "AnotherView")
        #expect(Slug.of("_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_15ModifiedContentVS_4TextVS_14_PaddingLayout___") == "_UIHostingView")
        #expect(Slug.of("My$View") == "My_View")
        #expect(Slug.of("1Password.Cell") == "Cell")
        #expect(Slug.of("9Lives") == "_9Lives")
        #expect(Slug.of(String(repeating: "A", count: 100)).count == 64)
    }

    @Test("I1: ids are SLUG-path: windows by index, views by index among their parent's view children")
    func idScheme() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 10 10)>
               | <UIView: 0x2; frame = (0 0; 10 10)>
               |    | <CALayer: 0x3> (layer)
               |    | <MyApp.Badge: 0x4; frame = (0 0; 1 1)>
            <UITextEffectsWindow: 0x5; frame = (0 0; 10 10)>
               | <UIInputSetContainerView: 0x6; frame = (0 0; 10 10)>
            """
        #expect(nodeIDs(try sceneJSON(text)) == ["UIWindow-0", "UIView-0.0", "Badge-0.0.0", "UITextEffectsWindow-1", "UIInputSetContainerView-1.0"])
    }

    @Test("I1: the same screen dumped twice (other addresses) is the same content; addresses are never stored")
    func stableAcrossAddresses() throws {
        var other = windowDump
        for (old, new) in [("0x7f8a1c405e30", "0x600001234560"), ("0x7f8a1c507a10", "0x7FFF00001111"), ("0x7f8a1c608b20", "0x1"),
                           ("0x7f8a1c709c30", "0xabc"), ("0x600000c1", "0x700000d9")] {
            other = other.replacingOccurrences(of: old, with: new)
        }
        #expect(other != windowDump)
        let first = try readDump(windowDump)
        let second = try readDump(other)
        #expect(first.document.content.hash == second.document.content.hash)
        #expect(!first.canonicalJSON.contains("0x"))
        #expect(first.summary.ids.map(\.address) != second.summary.ids.map(\.address))
    }

    @Test("I1: view controllers are SLUG-vcP, P their path in the _printHierarchy tree")
    func viewControllerIDs() throws {
        let text = windowDump + """

            <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x9>
               | <UINavigationController 0x2>, state: appeared, view: <UILayoutContainerView 0x7f8a1c507a10>
               |    | <Feed.FeedViewController 0x3>, state: appeared, view: (view not loaded)
               | <UIImagePickerController 0x4>, state: disappeared, view: (view not loaded)
            """
        let result = try readDump(text)
        #expect(result.summary.ids.last?.id == "UINavigationController-vc0.0")
        #expect(result.summary.notes.contains { $0.contains("FeedViewController-vc0.0.0") })
        #expect(result.summary.notes.contains { $0.contains("UIImagePickerController-vc0.1") })
    }
}
