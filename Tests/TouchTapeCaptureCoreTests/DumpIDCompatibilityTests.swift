import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore
import TouchTapeDumps

/// docs/capture.md, What is written (Ids) and What is verified on Linux: the capture gives a view
/// without an accessibility identifier, and a controller without a restoration identifier, the same
/// id as the dump importer (I1) gives it in a `recursiveDescription` and `_printHierarchy` of the
/// same hierarchy, which the test writes out the way UIKit prints them.
@MainActor
@Suite("Capture: ids equal the dump importer's")
struct DumpIDCompatibilityTests {
    /// Renders windows as `recursiveDescription` text and controllers as `_printHierarchy`,
    /// remembering which address stands for which object.
    @MainActor struct Renderer {
        var lines: [String] = []
        var objects: [String: ObjectIdentifier] = [:]
        private var next = 0x7f00_0000_1000

        mutating func address(of key: ObjectIdentifier) -> String {
            if let existing = objects.first(where: { $0.value == key })?.key { return existing }
            next += 0x10
            let address = "0x" + String(next, radix: 16)
            objects[address] = key
            return address
        }

        mutating func render(_ view: FakeView, depth: Int) {
            let bars = String(repeating: "   |", count: depth)
            let f = view.frame
            func n(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
            let prefix = depth == 0 ? "" : bars + " "
            let address = address(of: view.objectKey)
            lines.append("\(prefix)<\(view.className): \(address); frame = (\(n(f.origin.x)) \(n(f.origin.y)); \(n(f.size.width)) \(n(f.size.height))); layer = <CALayer: 0x6000\(lines.count)>>")
            for subview in view.subviewList { render(subview, depth: depth + 1) }
        }

        mutating func render(_ vc: FakeController, depth: Int, presented: Bool = false) {
            let marker = depth == 0 ? "" : String(repeating: "   |", count: depth - 1) + (presented ? "   + " : "   | ")
            var line = "\(marker)<\(vc.className) \(address(of: vc.objectKey))>, state: appeared, view: "
            if let view = vc.view { line += "<\(view.className) \(address(of: view.objectKey))>" } else { line += "(view not loaded)" }
            lines.append(line)
            for child in vc.childControllers { render(child, depth: depth + 1) }
            if let p = vc.presentedController { render(p, depth: depth + 1, presented: true) }
        }
    }

    func hierarchy() -> (windows: [FakeWindow], root: FakeController) {
        let app = FakeResponder.application()
        let listView = FakeView(class: "MyApp.ListView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) {
            FakeView(class: "_TtC5MyApp9BadgeView", frame: CRect(x: 10, y: 10, width: 20, height: 20))
            FakeView(class: "UIButton", frame: CRect(x: 10, y: 40, width: 100, height: 44)) {
                FakeView(class: "UIButtonLabel", frame: CRect(x: 5, y: 5, width: 90, height: 34))
            }
            FakeView(class: "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_4TextVS_14_PaddingLayout___",
                     frame: CRect(x: 0, y: 100, width: 375, height: 200))
        }
        let list = FakeController(class: "MyApp.ListViewController", view: listView)
        let container = FakeView(class: "UILayoutContainerView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) {
            FakeView(class: "UINavigationTransitionView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) { listView }
        }
        let nav = FakeController(class: "UINavigationController", view: container)
        nav.addChild(list)
        let sheetView = FakeView(frame: CRect(x: 0, y: 54, width: 375, height: 613)) {
            FakeView(class: "UITextView", frame: CRect(x: 16, y: 60, width: 343, height: 300))
        }
        let sheet = FakeController(class: "MyApp.ComposeViewController", view: sheetView)
        nav.present(sheet)
        let main = FakeWindow(frame: CRect(x: 0, y: 0, width: 375, height: 667), application: app) {
            FakeView(class: "UITransitionView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) { container }
            FakeView(class: "UITransitionView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) { sheetView }
        }
        main.fakeRootViewController = nav
        let second = FakeWindow(class: "MyApp.ToastWindow", frame: CRect(x: 0, y: 0, width: 375, height: 80), application: app) {
            FakeView(class: "MyApp.Toast", frame: CRect(x: 10, y: 10, width: 355, height: 60))
        }
        return ([main, second], nav)
    }

    @Test("I1: view and controller ids of a capture equal those of the dump of the same hierarchy")
    func idsMatchTheDumpImporter() throws {
        let (windows, root) = hierarchy()
        var renderer = Renderer()
        for window in windows { renderer.render(window, depth: 0) }
        renderer.lines.append("")
        renderer.render(root, depth: 0)
        let text = renderer.lines.joined(separator: "\n") + "\n"
        let imported = try DumpReader.read(Array(text.utf8), file: "hierarchy.txt")
        let (captured, _) = try capture(windows, name: "hierarchy")

        var compared = 0
        for origin in imported.summary.ids {
            guard let address = origin.address, let key = renderer.objects[address.lowercased()] else { continue }
            #expect(captured.id(of: key) == origin.id, "\(origin.className) at line \(origin.line ?? 0)")
            compared += 1
        }
        // 2 windows, 12 views, 3 controllers.
        #expect(compared == 17)
        #expect(captured.id(of: root.objectKey) == "UINavigationController-vc0")
    }
}
