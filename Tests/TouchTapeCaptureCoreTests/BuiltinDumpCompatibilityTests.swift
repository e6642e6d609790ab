import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore
import TouchTapeDumps

/// S1 and K2–K5 (docs/uikit-classes.md, Where builtins come from: "the same table the dump importer
/// uses"): for one hierarchy, the capture writes the same `builtin` keys, K4 hit-test rules and
/// window keys as the dump importer infers from its `recursiveDescription` and
/// `_printHierarchy`, written out as UIKit prints them.
@MainActor
@Suite("Capture: builtins equal the dump importer's")
struct BuiltinDumpCompatibilityTests {
    /// A tab bar controller whose first tab is a navigation controller showing a table (with
    /// the iOS 7–10 wrapper view, a header splitting two sections), a slider and a switch, and
    /// the tab bar with three buttons.
    func hierarchy() -> (window: FakeWindow, root: FakeController) {
        let app = FakeResponder.application()
        let cells = [0.0, 44, 118, 162].map { y in
            FakeView(class: "UITableViewCell", frame: CRect(x: 0, y: y, width: 375, height: 44)) {
                FakeView(class: "UITableViewCellContentView", frame: CRect(x: 0, y: 0, width: 375, height: 43.5))
            }
        }
        let table = FakeView(class: "UITableView", frame: CRect(x: 0, y: 0, width: 375, height: 500)) {
            FakeView(class: "UITableViewWrapperView", frame: CRect(x: 0, y: 0, width: 375, height: 500)) {
                cells[3]
                cells[0]
                FakeView(class: "UITableViewHeaderFooterView", frame: CRect(x: 0, y: 88, width: 375, height: 30))
                cells[1]
                cells[2]
            }
        }
        let listView = FakeView(class: "MyApp.ListView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) {
            table
            FakeView(class: "UISlider", frame: CRect(x: 20, y: 520, width: 300, height: 31)) {
                FakeView(class: "_UISlideriOSVisualElement", frame: CRect(x: 0, y: 0, width: 300, height: 31))
            }
            FakeView(class: "UISwitch", frame: CRect(x: 20, y: 560, width: 51, height: 31)) {
                FakeView(class: "UISwitchModernVisualElement", frame: CRect(x: 0, y: 0, width: 51, height: 31))
            }
        }
        let list = FakeController(class: "MyApp.ListViewController", view: listView)
        let navBar = FakeView(class: "UINavigationBar", frame: CRect(x: 0, y: 44, width: 375, height: 44)) {
            FakeView(class: "_UINavigationBarContentView", frame: CRect(x: 0, y: 0, width: 375, height: 44)) {
                FakeView(class: "_UIButtonBarButton", frame: CRect(x: 0, y: 0, width: 80, height: 44)) {
                    FakeView(class: "_UIBackButtonContainerView", frame: CRect(x: 0, y: 0, width: 80, height: 44))
                }
            }
        }
        let navView = FakeView(class: "UILayoutContainerView", frame: CRect(x: 0, y: 0, width: 375, height: 618)) {
            FakeView(class: "UINavigationTransitionView", frame: CRect(x: 0, y: 0, width: 375, height: 618)) { listView }
            navBar
        }
        let nav = FakeController(class: "UINavigationController", view: navView)
        nav.addChild(list)
        let tabBar = FakeView(class: "UITabBar", frame: CRect(x: 0, y: 618, width: 375, height: 49)) {
            for x in [250.0, 0, 125] {
                FakeView(class: "UITabBarButton", frame: CRect(x: x, y: 1, width: 125, height: 48))
            }
        }
        let container = FakeView(class: "UILayoutContainerView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) {
            FakeView(class: "UITransitionView", frame: CRect(x: 0, y: 0, width: 375, height: 618)) { navView }
            tabBar
        }
        let tabs = FakeController(class: "UITabBarController", view: container)
        tabs.addChild(nav)
        let window = FakeWindow(frame: CRect(x: 0, y: 0, width: 375, height: 667), application: app) { container }
        window.fakeRootViewController = tabs
        return (window, tabs)
    }

    @Test("S1, K2–K5: every view's builtin, the K4 hitTest rules and the window's region equal the dump importer's")
    func builtinsMatchTheDumpImporter() throws {
        let (window, root) = hierarchy()
        var renderer = DumpIDCompatibilityTests.Renderer()
        renderer.render(window, depth: 0)
        renderer.lines.append("")
        renderer.render(root, depth: 0)
        let text = renderer.lines.joined(separator: "\n") + "\n"
        let imported = try DumpReader.read(Array(text.utf8), file: "hierarchy.txt")
        let dumpScene = try Scene.decode(Array(imported.canonicalJSON.utf8), file: "hierarchy.json")
        let (_, captured) = try capture([window], name: "hierarchy")

        func builtins(_ s: Scene) -> [String: String] {
            Dictionary(uniqueKeysWithValues: s.builtins.items.map { (s.responderIDs[Int($0.view)], $0.json) })
        }
        let fromDump = builtins(dumpScene), fromCapture = builtins(captured)
        #expect(fromCapture == fromDump)
        // Every kind the hierarchy holds, so that the comparison covers K3–K5's paths.
        let kinds = Set(captured.builtins.items.map(\.kind))
        #expect(kinds == [.tableView, .scrollView, .tableCell, .slider, .switch, .navigationBar, .barButton, .tabBar, .tabBarButton])
        #expect(fromCapture.count == 1 + 1 + 4 + 1 + 1 + 1 + 1 + 1 + 3)
        // K4: in both, a touch on the slider's private element is the slider's.
        let onSlider = Point(x: 100, y: 535)
        let slider = captured.hitTest(onSlider).view.map { captured.responderIDs[Int($0)] }
        #expect(slider?.hasPrefix("UISlider-") == true)
        #expect(dumpScene.hitTest(onSlider).view.map { dumpScene.responderIDs[Int($0)] } == slider)
        #expect(captured.builtins.windowGates.map { BuiltinText.windowKeys($0) }
                == dumpScene.builtins.windowGates.map { BuiltinText.windowKeys($0) })
        #expect(captured.builtins.windowGates.count == 1)
    }
}
