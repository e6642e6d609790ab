import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

/// The seam of standard-classes.md S1 (builtin by class): not wired yet, so no view gets a
/// `builtin` key and the scroll view's own pan is written as an approximate `pan`. When the
/// class → builtin table lands, these tests change with the one function behind the seam.
@MainActor
@Suite("Capture: the builtin seam (S1, not wired yet)")
struct BuiltinSeamTests {
    @Test("S1 seam: standard classes get no builtin key yet; a scene without recognizers stays /1")
    func noBuiltinYet() throws {
        let window = FakeWindow("window", frame: CRect(x: 0, y: 0, width: 375, height: 667), application: .application()) {
            FakeView("table", class: "UITableView", frame: CRect(x: 0, y: 0, width: 375, height: 667))
            FakeView("toggle", class: "UISwitch", frame: CRect(x: 10, y: 10, width: 51, height: 31)).with { $0.fakeControl = FakeControl() }
        }
        let (captured, _) = try capture([window], name: "builtin-seam")
        let text = String(decoding: captured.sceneJSON, as: UTF8.self)
        #expect(!text.contains("\"builtin\""))
        #expect(text.contains("\"format\": \"touchtape.scene/1\""))
    }

    @Test("S1 seam: without a builtin, a scroll view's pan is written as pan with meta.approximates")
    func scrollPanApproximated() throws {
        let scroll = FakeView("scroll", class: "UIScrollView", frame: CRect(x: 0, y: 0, width: 375, height: 667))
        let pan = FakeGesture(.pan(minimumTouches: 1, maximumTouches: Int.max), class: "UIScrollViewPanGestureRecognizer")
        pan.isScrollViewPan = true
        scroll.gestureRecognizers = [pan]
        let window = FakeWindow("window", frame: CRect(x: 0, y: 0, width: 375, height: 667), application: .application()) { scroll }
        let (captured, scene) = try capture([window], name: "scroll-pan")
        #expect(scene.hasGestures)
        #expect(String(decoding: captured.sceneJSON, as: UTF8.self).contains(#""approximates": "UIScrollView.panGestureRecognizer""#))
    }
}
