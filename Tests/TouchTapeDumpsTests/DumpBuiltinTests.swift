import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// K2–K5 (docs/dumps.md, Built-in rules): the importer's built-in rules (UIKit's own classes), the
/// window's default system-gesture region, and scene `/2` (clarification 1).
@Suite("Dumps: UIKit's own classes (K2–K5)")
struct DumpBuiltinTests {
    /// An iOS 13+ screen: a navigation controller's view with a table (dataSource printed), a
    /// bar with a back button and an item, and a tab bar with three buttons.
    static let app = """
        <UIWindow: 0x100; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x101>>
           | <UILayoutContainerView: 0x110; frame = (0 0; 375 667); layer = <CALayer: 0x111>>
           |    | <UIView: 0x120; frame = (0 0; 375 667); layer = <CALayer: 0x121>>
           |    |    | <MMTableView: 0x130; baseClass = UITableView; frame = (0 88; 375 530); gestureRecognizers = <NSArray: 0x131>; layer = <CALayer: 0x132>; contentOffset: {0, 0}; contentSize: {375, 600}; adjustedContentInset: {0, 0, 34, 0}; dataSource: <App.ListViewController: 0x9a2>>
           |    |    |    | <UITableViewCell: 0x140; frame = (0 88; 375 44); text = 'Two'; layer = <CALayer: 0x141>>
           |    |    |    | <UITableViewHeaderFooterView: 0x150; frame = (0 132; 375 30); layer = <CALayer: 0x151>>
           |    |    |    | <UITableViewHeaderFooterView: 0x152; frame = (0 162; 375 30); layer = <CALayer: 0x153>>
           |    |    |    | <PlayerCell: 0x160; baseClass = UITableViewCell; frame = (0 192; 375 44); layer = <CALayer: 0x161>>
           |    |    |    | <UITableViewCell: 0x170; frame = (0 44; 375 44); text = 'One'; layer = <CALayer: 0x171>>
           |    |    |    | <UITableViewCell: 0x172; frame = (0 0; 375 44); text = 'Zero'; layer = <CALayer: 0x173>>
           |    |    | <UISlider: 0x180; frame = (20 620; 335 31); layer = <CALayer: 0x181>>
           |    | <UINavigationBar: 0x200; frame = (0 44; 375 44); layer = <CALayer: 0x201>>
           |    |    | <_UINavigationBarContentView: 0x210; frame = (0 0; 375 44); layer = <CALayer: 0x211>>
           |    |    |    | <_UIButtonBarButton: 0x220; frame = (0 0; 80 44); layer = <CALayer: 0x221>>
           |    |    |    | <_UIButtonBarStackView: 0x230; frame = (300 0; 75 44); layer = <CALayer: 0x231>>
           |    |    |    |    | <_UIButtonBarButton: 0x240; frame = (0 0; 75 44); layer = <CALayer: 0x241>>
           | <UITabBar: 0x300; frame = (0 618; 375 49); layer = <CALayer: 0x301>>
           |    | <UITabBarButton: 0x310; frame = (250 1; 125 48); layer = <CALayer: 0x311>>
           |    | <UITabBarButton: 0x320; frame = (0 1; 125 48); layer = <CALayer: 0x321>>
           |    | <UITabBarButton: 0x330; frame = (125 1; 125 48); layer = <CALayer: 0x331>>

        (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
        <UINavigationController 0x900>, state: appeared, view: <UILayoutContainerView 0x110>
           | <App.ListViewController 0x9a2>, state: appeared, view: <UIView 0x120>
        """

    static func builtin(_ id: String, in document: JSONValue) -> JSONObject? {
        node(id, in: document)?["builtin"]?.objectValue
    }

    @Test("K2, clarification 1: classes and baseClasses get builtins, and the scene is touchtape.scene/2")
    func classesGetBuiltins() throws {
        let document = try sceneJSON(Self.app)
        #expect(document.objectValue?["format"]?.stringValue == "touchtape.scene/2")
        #expect(Self.builtin("MMTableView-0.0.0.0", in: document)?["kind"]?.stringValue == "tableView")
        #expect(Self.builtin("PlayerCell-0.0.0.0.3", in: document)?["kind"]?.stringValue == "tableCell")
        #expect(Self.builtin("UINavigationBar-0.0.1", in: document)?["kind"]?.stringValue == "navigationBar")
        #expect(Self.builtin("UISlider-0.0.0.1", in: document)?["kind"]?.stringValue == "slider")
        #expect(node("UILayoutContainerView-0.0", in: document)?["builtin"] == nil, "S2: other classes get none")
    }

    @Test("K3: contentSize and adjustedContentInset are copied into the scroll view's builtin, and S6's canScroll follows")
    func scrollGeometryIsCopied() throws {
        let result = try readDump(Self.app)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        let table = try #require(Self.builtin("MMTableView-0.0.0.0", in: document))
        #expect(numbers(table["contentSize"]) == [375, 600])
        #expect(numbers(table["adjustedContentInset"]) == [0, 0, 34, 0])
        let scene = result.document.scene
        let tableIndex = try #require(scene.index(of: "MMTableView-0.0.0.0"))
        let facet = try #require(scene.builtins.scrollViews[tableIndex])
        #expect(facet.canScrollY && !facet.canScrollX)
    }

    @Test("K4: UISlider, UIStepper, UISegmentedControl and UIPageControl hit-test to themselves, and only for a point inside them (forwardTo their own id); UISwitch keeps its element (U10)")
    func controlsHitTestToThemselves() throws {
        for (cls, forwards) in [("UISlider", true), ("UIStepper", true), ("UISegmentedControl", true),
                                ("UIPageControl", true), ("UISwitch", false)] {
            let result = try readDump("""
                <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
                   | <\(cls): 0x3; frame = (10 10; 100 30); layer = <CALayer: 0x4>>
                   |    | <UIView: 0x5; frame = (0 0; 100 30); layer = <CALayer: 0x6>>
                """)
            let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
            let rule = node("\(cls)-0.0", in: document)?["hitTest"]?.objectValue?["forwardTo"]?.arrayValue?.map(\.stringValue)
            #expect(rule == (forwards ? ["\(cls)-0.0"] : nil), "\(cls)")
            let scene = result.document.scene
            #expect(scene.hitTest(Point(x: 50, y: 20)).view.map { scene.responderIDs[Int($0)] } == (forwards ? "\(cls)-0.0" : "UIView-0.0.0"),
                    "\(cls): inside, the control (not its element) is hit")
            #expect(scene.hitTest(Point(x: 200, y: 300)).view.map { scene.responderIDs[Int($0)] } == "UIWindow-0",
                    "\(cls): outside, the control takes nothing (the format's \"self\" would take every point)")
        }
    }

    @Test("K5: a table's cells are numbered in frame order, sections split at a run of header/footer views; noted as approximate")
    func cellsAreNumbered() throws {
        let result = try readDump(Self.app)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        func path(_ id: String) -> [Double]? { numbers(Self.builtin(id, in: document)?["indexPath"]) }
        #expect(path("UITableViewCell-0.0.0.0.5") == [0, 0])  // 'Zero' at y 0
        #expect(path("UITableViewCell-0.0.0.0.4") == [0, 1])  // 'One' at y 44
        #expect(path("UITableViewCell-0.0.0.0.0") == [0, 2])  // 'Two' at y 88
        #expect(path("PlayerCell-0.0.0.0.3") == [1, 0])       // after two header/footer views: section 1
        #expect(result.summary.notes.contains { $0.contains("4 cells of MMTableView-0.0.0.0 numbered in frame order") && $0.contains("2 sections") })
    }

    @Test("K5: a table's delegate is the controller its printed dataSource names; without one, the controller above it, noted as a guess")
    func tableDelegates() throws {
        let document = try sceneJSON(Self.app)
        #expect(Self.builtin("MMTableView-0.0.0.0", in: document)?["dataSource"]?.stringValue == "ListViewController-vc0.0")
        let guessed = try readDump(Self.app.replacingOccurrences(of: "; dataSource: <App.ListViewController: 0x9a2>", with: ""))
        let table = Self.builtin("MMTableView-0.0.0.0", in: try JSONReader.parse(Array(guessed.canonicalJSON.utf8)))
        #expect(table?["delegate"]?.stringValue == "ListViewController-vc0.0")
        #expect(guessed.summary.notes.contains { $0.contains("delegate guessed as ListViewController-vc0.0") })
    }

    @Test("K5: tab buttons are indexed by frame x and name their tab bar")
    func tabButtonsAreIndexed() throws {
        let result = try readDump(Self.app)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        #expect(Self.builtin("UITabBarButton-0.1.1", in: document)?["index"]?.doubleValue == 0)
        #expect(Self.builtin("UITabBarButton-0.1.2", in: document)?["index"]?.doubleValue == 1)
        #expect(Self.builtin("UITabBarButton-0.1.0", in: document)?["index"]?.doubleValue == 2)
        #expect(Self.builtin("UITabBarButton-0.1.0", in: document)?["tabBar"]?.stringValue == "UITabBar-0.1")
        #expect(result.summary.notes.contains { $0.contains("3 tab buttons of UITabBar-0.1 indexed by frame x") })
        #expect(result.summary.notes.contains { $0.contains("UITabBar-0.1 has no UITabBarController above it") })
    }

    @Test("K5: the navigation bar's controller, and its back button by K5's heuristic; other bar buttons are items")
    func navigationBarAndBackButton() throws {
        let result = try readDump(Self.app)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        let bar = try #require(Self.builtin("UINavigationBar-0.0.1", in: document))
        #expect(bar["controller"]?.stringValue == "UINavigationController-vc0")
        #expect(bar["backButton"]?.stringValue == "_UIButtonBarButton-0.0.1.0.0")
        #expect(Self.builtin("_UIButtonBarButton-0.0.1.0.0", in: document)?["role"]?.stringValue == "back")
        #expect(Self.builtin("_UIButtonBarButton-0.0.1.0.1.0", in: document)?["role"]?.stringValue == "item")
        #expect(Self.builtin("_UIButtonBarButton-0.0.1.0.1.0", in: document)?["navigationBar"]?.stringValue == "UINavigationBar-0.0.1")
        #expect(result.summary.notes.contains { $0.contains("taken as UINavigationBar-0.0.1's back button") })
    }

    @Test("U5, clarification 2: every real window gets the default bottom 20 pt region; a synthetic window none")
    func windowsGetTheDefaultRegion() throws {
        let document = try sceneJSON(Self.app)
        let regions = node("UIWindow-0", in: document)?["systemGestureRegions"]?.arrayValue
        #expect(regions?.count == 1)
        #expect(regions?.first?.objectValue?["edge"]?.stringValue == "bottom" && regions?.first?.objectValue?["size"]?.doubleValue == 20)
        let synthetic = try sceneJSON("""
            <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
               | <UIButton: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
            """)
        #expect(node("window", in: synthetic)?["systemGestureRegions"] == nil)
        #expect(synthetic.objectValue?["format"]?.stringValue == "touchtape.scene/1", "clarification 1: nothing inferred, /1")
    }

    @Test("--no-builtin-rules: no builtin, no window region, scene /1")
    func rulesOff() throws {
        let document = try sceneJSON(Self.app, options: DumpOptions(builtinRules: false))
        #expect(document.objectValue?["format"]?.stringValue == "touchtape.scene/1")
        #expect(Self.builtin("MMTableView-0.0.0.0", in: document) == nil)
        #expect(node("UIWindow-0", in: document)?["systemGestureRegions"] == nil)
        #expect(node("UISlider-0.0.0.1", in: document)?["hitTest"] == nil)
    }

    @Test("S1: an overlay removes an inferred builtin with null, or replaces it; inference sees the overlay's ids")
    func overlayChangesBuiltins() throws {
        let overlay = """
            { "format": "touchtape.dump-overlay/1", "patches": [
              { "select": { "id": "UISlider-0.0.0.1" }, "set": { "builtin": null } },
              { "select": { "id": "UITabBar-0.1" }, "set": { "id": "tabs" } },
              { "select": { "text": "Zero" }, "set": { "builtin": { "kind": "tableCell", "indexPath": [3, 9] } } } ] }
            """
        let result = try readDump(Self.app, overlay: overlay)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        #expect(node("UISlider-0.0.0.1", in: document)?["builtin"]?.isNull == true)
        #expect(Self.builtin("UITabBarButton-0.1.0", in: document)?["tabBar"]?.stringValue == "tabs")
        #expect(numbers(Self.builtin("UITableViewCell-0.0.0.0.5", in: document)?["indexPath"]) == [3, 9])
        // The other cells keep their numbers: the overlay's cell still counts in frame order.
        #expect(numbers(Self.builtin("UITableViewCell-0.0.0.0.4", in: document)?["indexPath"]) == [0, 1])
        let scene = result.document.scene
        let slider = try #require(scene.index(of: "UISlider-0.0.0.1"))
        #expect(scene.builtins.builtin(of: slider) == nil)
    }

    @Test("K2: a cell outside any table or a tab button outside a tab bar gets no builtin, with a note")
    func orphansGetNone() throws {
        let result = try readDump("""
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <PlayerCell: 0x3; baseClass = UITableViewCell; frame = (0 0; 375 44); layer = <CALayer: 0x4>>
               | <UITabBarButton: 0x5; frame = (0 100; 100 44); layer = <CALayer: 0x6>>
            """)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        #expect(node("PlayerCell-0.0", in: document)?["builtin"] == nil)
        #expect(node("UITabBarButton-0.1", in: document)?["builtin"] == nil)
        #expect(result.summary.notes.contains { $0.contains("PlayerCell-0.0 (PlayerCell) is not inside a table view") })
        #expect(result.summary.notes.contains { $0.contains("UITabBarButton-0.1 (UITabBarButton) is not inside a tab bar") })
    }

    @Test("S10, K2: a UITableViewWrapperView is a scroll view that does not scroll (scrollEnabled false): only #scrollDelay")
    func wrapperIsAScrollViewThatDoesNotScroll() throws {
        let result = try readDump(DumpRuleAndIdTests.table)
        let scene = result.document.scene
        let wrapperIndex = try #require(scene.index(of: "UITableViewWrapperView-0.0.0"))
        let wrapper = try #require(scene.builtins.builtin(of: wrapperIndex))
        #expect(wrapper.settings.bool("scrollEnabled") == false)
        // The window's system-gesture gates (S35, S36) come first in scene order (the window
        // precedes its views) but last in a touch's G1 order.
        #expect(scene.gestures.recognizers.map(\.id) == [
            "UIWindow-0#systemGate", "UIWindow-0#systemGestureGate",
            "UITableView-0.0#scrollDelay", "UITableView-0.0#scrollPan", "UITableViewWrapperView-0.0.0#scrollDelay",
        ])
    }
}
