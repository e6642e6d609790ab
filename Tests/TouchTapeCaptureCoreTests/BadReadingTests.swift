import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

/// Readings a device should never give, but might (docs/capture.md, Choices where the design left a
/// point open): each gives a capture log entry and a scene TouchTapeCore accepts, never a crash.
@MainActor
@Suite("Capture: bad readings")
struct BadReadingTests {
    static let screen = CRect(x: 0, y: 0, width: 375, height: 667)

    func window(@FakeSubviews _ subviews: () -> [FakeView]) -> FakeWindow {
        FakeWindow("window", frame: Self.screen, application: .application(), subviews: subviews)
    }

    @Test("a frame that is not finite becomes an empty frame, logged and marked in meta")
    func nonFiniteFrame() throws {
        let view = FakeView("broken", frame: CRect(x: 0, y: 0, width: 10, height: 10)) {
            FakeView("child", frame: CRect(x: 0, y: 0, width: 5, height: 5))
        }
        view.frameOverride = CRect(x: .nan, y: 0, width: .infinity, height: 10)
        let (captured, scene) = try capture([window { view }], name: "non-finite-frame")
        #expect(captured.log.warnings.contains { $0.message.contains("broken") && $0.message.contains("not finite") })
        #expect(String(decoding: captured.sceneJSON, as: UTF8.self).contains(#""unusableFrame": true"#))
        #expect(scene.hitTest(Point(x: 2, y: 2)).view == scene.index(of: "window"))
    }

    @Test("a transform, centre or anchor that is not finite, a NaN alpha and alpha out of range")
    func nonFiniteTransformAndAlpha() throws {
        let turned = FakeView("turned", center: CPoint(x: 50, y: 50), size: CSize(width: 10, height: 10),
                              transform: CAffine(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        let ghost = FakeView("ghost", frame: CRect(x: 100, y: 100, width: 10, height: 10)).with { $0.alpha = .nan }
        let bright = FakeView("bright", frame: CRect(x: 200, y: 100, width: 10, height: 10)).with { $0.alpha = 3 }
        let singular = FakeView("flat", center: CPoint(x: 50, y: 300), size: CSize(width: 10, height: 10),
                                transform: CAffine(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        let negative = FakeView("negative", frame: CRect(x: 0, y: 0, width: 1, height: 1)).with {
            $0.frameOverride = CRect(x: 50, y: 400, width: -20, height: 10)
        }
        let (captured, scene) = try capture([window { turned; ghost; bright; singular; negative }], name: "bad-numbers")
        let warnings = captured.log.warnings.map(\.message)
        #expect(warnings.contains { $0.contains("turned") })
        #expect(warnings.contains { $0.contains("ghost") && $0.contains("alpha is not a number") })
        #expect(captured.log.entries.contains { $0.message.contains("bright") && $0.message.contains("clamped") })
        #expect(captured.log.entries.contains { $0.message.contains("flat") && $0.message.contains("cannot be inverted") })
        // NaN alpha: a device hit-tests such a view (NaN < 0.01 is false).
        #expect(scene.hitTest(Point(x: 105, y: 105)).view == scene.index(of: "ghost"))
        // The standardised frame: x 30…50.
        #expect(scene.hitTest(Point(x: 35, y: 405)).view == scene.index(of: "negative"))
    }

    @Test("a view met twice (a cycle) is left out the second time, with its subviews")
    func cycle() throws {
        let child = FakeView("child", frame: CRect(x: 0, y: 0, width: 10, height: 10))
        let parent = FakeView("parent", frame: CRect(x: 0, y: 0, width: 100, height: 100)) { child }
        child.extraSubviews = [parent]
        let w = window { parent }
        w.extraSubviews = [child]
        let (captured, scene) = try capture([w], name: "cycle")
        #expect(captured.log.warnings.filter { $0.message.contains("was met before") }.count == 2)
        #expect(scene.viewCount == 3)
    }

    @Test("views deeper than 200 levels are left out, logged; the scene keeps the first 200")
    func tooDeep() throws {
        let root = FakeView("level2", frame: CRect(x: 0, y: 0, width: 100, height: 100))
        var deepest = root
        for level in 3...250 {
            let next = FakeView("level\(level)", frame: CRect(x: 0, y: 0, width: 100, height: 100))
            deepest.addSubview(next)
            deepest = next
        }
        let (captured, scene) = try capture([window { root }], name: "too-deep")
        #expect(scene.index(of: "level200") != nil)
        #expect(scene.index(of: "level201") == nil)
        #expect(captured.log.warnings.contains { $0.message.contains("is at level 200") && $0.message.contains("at most 200 levels") })
    }

    @Test("no window at all: the log says so and the capture reports TouchTapeCore's refusal instead of trapping")
    func noWindow() {
        let captured = SceneCapture.capture(windows: [], name: "empty")
        #expect(captured.validationError != nil)
        #expect(captured.log.warnings.contains { $0.message.contains("no window") })
        #expect(captured.probeSession == nil)
    }

    @Test("a name that is not a scene name is sanitised, and the log says so")
    func name() throws {
        let (captured, _) = try capture([window {}], name: "../Checkout: Pay ✓")
        #expect(captured.name == "Checkout--Pay--")
        #expect(captured.log.entries.contains { $0.message.contains("written as \"Checkout--Pay--\"") })
    }

    @Test("a recognizer with counts below 1 and a long press with a NaN duration fall back to the defaults")
    func badRecognizerNumbers() throws {
        let view = FakeView("v", frame: CRect(x: 0, y: 0, width: 100, height: 100))
        view.gestureRecognizers = [
            FakeGesture(.tap(taps: 0, touches: -1)),
            FakeGesture(.longPress(minimumPressDuration: .nan, allowableMovement: -3, touches: 1, taps: 0)),
            FakeGesture(.pan(minimumTouches: 3, maximumTouches: 2)),
            FakeGesture(.pan(minimumTouches: 1, maximumTouches: -1)),
        ]
        let (captured, scene) = try capture([window { view }], name: "bad-recognizers")
        #expect(scene.hasGestures)
        #expect(captured.log.warnings.count == 5)
    }
}
