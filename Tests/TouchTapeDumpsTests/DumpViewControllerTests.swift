import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// docs/dumps.md, View controllers: `_printHierarchy` lines become view controllers.
@Suite("Dumps: view controllers")
struct DumpViewControllerTests {
    static let views = """
        <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x7f02>>
           | <UILayoutContainerView: 0x7f03; frame = (0 0; 375 667); layer = <CALayer: 0x7f04>>
           |    | <UIView: 0x7f05; frame = (0 0; 375 667); layer = <CALayer: 0x7f06>>
           | <UITransitionView: 0x7f07; frame = (0 0; 375 667); layer = <CALayer: 0x7f08>>
           |    | <UIView: 0x7F09; frame = (0 54; 375 613); layer = <CALayer: 0x7f0a>>
        """

    @Test("docs/dumps.md, View controllers: a controller whose view: address is in the dump becomes that view's viewController; + lines get presentedBy")
    func attachedAndPresented() throws {
        let text = Self.views + """

            (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
            <UINavigationController 0x8e01>, state: appeared, view: <UILayoutContainerView 0x7f03>
               | <UIViewController 0x8e02>, state: appeared, view: <UIView 0x7f05>
               + <App.ComposeViewController 0x8e03>, state: appeared, view: <UIView 0x7f09>, presented with: <_UIPageSheetPresentationController 0x8e04>
            """
        let result = try readDump(text)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        let nav = try #require(node("UILayoutContainerView-0.0", in: document)?["viewController"]?.objectValue)
        #expect(nav["id"]?.stringValue == "UINavigationController-vc0")
        #expect(nav["class"]?.stringValue == "UINavigationController")
        let child = try #require(node("UIView-0.0.0", in: document)?["viewController"]?.objectValue)
        #expect(child["id"]?.stringValue == "UIViewController-vc0.0")
        #expect(child["class"] == nil, "UIViewController is the default class")
        // Addresses compare case-insensitively (0x7F09 in the dump, 0x7f09 in _printHierarchy).
        let presented = try #require(node("UIView-0.1.0", in: document)?["viewController"]?.objectValue)
        #expect(presented["id"]?.stringValue == "ComposeViewController-vc0.1")
        #expect(presented["presentedBy"]?.stringValue == "UINavigationController-vc0")
        #expect(result.summary.viewControllers == 3)
        #expect(result.summary.notes.isEmpty)
        let scene = result.document.scene
        let chain = scene.responderChain(from: try #require(scene.index(of: "UIView-0.1.0"))).map { scene.responderIDs[Int($0)] }
        #expect(chain == ["UIView-0.1.0", "ComposeViewController-vc0.1", "UINavigationController-vc0", "UIWindow-0", "application"])
    }

    @Test("docs/dumps.md, Output and notes: a controller not in the window, not loaded or not in the dump is a note; so is a dropped presentedBy")
    func notAttached() throws {
        let text = Self.views + """

            <UINavigationController 0x8e01>, state: disappeared, view: <UILayoutContainerView 0x7f03> not in the window
               | <UIViewController 0x8e02>, state: disappeared, view: (view not loaded)
               | <OtherViewController 0x8e05>, state: appeared, view: <UIView 0x9999>
               + <App.ComposeViewController 0x8e03>, state: appeared, view: <UIView 0x7f09>, presented with: <_UIFullscreenPresentationController 0x8e04>
            """
        let result = try readDump(text)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        #expect(node("UILayoutContainerView-0.0", in: document)?["viewController"] == nil)
        let presented = try #require(node("UIView-0.1.0", in: document)?["viewController"]?.objectValue)
        #expect(presented["presentedBy"] == nil)
        #expect(presented["id"]?.stringValue == "ComposeViewController-vc0.2")
        #expect(result.summary.viewControllers == 1)
        let notes = result.summary.notes
        #expect(notes.count == 4, "\(notes)")
        #expect(notes.contains { $0.contains("UINavigationController-vc0") && $0.contains("not in the window") })
        #expect(notes.contains { $0.contains("UIViewController-vc0.0") && $0.contains("not loaded") })
        #expect(notes.contains { $0.contains("OtherViewController-vc0.1") && $0.contains("0x9999 is not in the dump") })
        #expect(notes.contains { $0.contains("presentedBy of ComposeViewController-vc0.2 dropped") })
    }

    @Test("docs/dumps.md, Errors: _printHierarchy alone (no frames) is no-geometry, at its first line")
    func printHierarchyAlone() {
        let text = """
            (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
            <UINavigationController 0x8e01>, state: appeared, view: <UILayoutContainerView 0x7f03>
            """
        #expect(kindAndPlace(dumpError(text)) == "no-geometry 2:1")
    }

    @Test("docs/dumps.md, Output and notes: _autolayoutTrace output is ignored with a note; alone it is no-geometry")
    func autolayoutTrace() throws {
        let trace = """
            UIWindow:0x7fc94b735440
            |   •UIView:0x7fc94b42fe90
            |   |   *UIButton:0x7fc94b430a10'Done'
            """
        #expect(kindAndPlace(dumpError(trace)) == "no-geometry 1:1")
        let result = try readDump(windowDump + "\n(lldb) po [[UIWindow keyWindow] _autolayoutTrace]\n" + trace)
        #expect(result.summary.notes == ["line 6: _autolayoutTrace output ignored (it has no frames)"])
    }
}
