import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

/// The recorder's state machine (docs/capture.md, What is written: Sessions and files).
@MainActor
@Suite("Capture: the touch recorder")
struct RecorderTests {
    static let screen = CRect(x: 0, y: 0, width: 375, height: 667)

    func plainWindow() -> FakeWindow {
        FakeWindow("window", frame: Self.screen, application: .application()) {
            FakeView("left", frame: CRect(x: 0, y: 0, width: 187, height: 667)).with { $0.isMultipleTouchEnabled = true }
            FakeView("right", frame: CRect(x: 187, y: 0, width: 188, height: 667)).with { $0.isMultipleTouchEnabled = true }
        }
    }

    @Test("Sessions: began, moved, ended map one to one; t from the first event, rounded to 1 µs")
    func phasesAndTime() throws {
        let window = plainWindow()
        let harness = RecorderHarness([window])
        let touch = FakeTouch(at: CPoint(x: 10, y: 20), in: window)
        harness.send([touch], at: 0.000_000_4)
        touch.phase = .moved
        touch.locationInWindow = CPoint(x: 30.25, y: 40)
        harness.send([touch], at: 0.123_456_7)
        touch.phase = .ended
        harness.send([touch], at: 0.2)
        harness.recorder.stop()
        #expect(harness.sink.eventLines("rec.s1") == [
            #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20}]}"#,
            #"{"t":0.123456,"touches":[{"touch":1,"phase":"moved","x":30.25,"y":40}]}"#,
            #"{"t":0.2,"touches":[{"touch":1,"phase":"ended","x":30.25,"y":40}]}"#,
        ])
        let segment = try #require(harness.sink.segments["rec.s1"])
        try dispatch(session: segment.bytes, scene: segment.scene)
    }

    @Test("Sessions: stationary is dropped by default and kept on request; hover phases and indirect touches are skipped")
    func skippedPhases() {
        let window = plainWindow()
        for keeps in [false, true] {
            var options = RecorderOptions()
            options.keepsStationary = keeps
            let harness = RecorderHarness([window], options: options)
            let finger = FakeTouch(at: CPoint(x: 10, y: 10), in: window)
            let hover = FakeTouch(phase: .regionMoved, at: CPoint(x: 50, y: 50), in: window)
            let remote = FakeTouch(at: CPoint(x: 60, y: 60), in: window)
            remote.type = .indirect
            harness.send([finger, hover, remote], at: 0)
            finger.phase = .stationary
            harness.send([finger, hover], at: 0.5)
            finger.phase = .ended
            harness.send([finger], at: 1)
            harness.recorder.stop()
            let lines = harness.sink.eventLines("rec.s1")
            #expect(lines.count == (keeps ? 3 : 2))
            #expect(lines.allSatisfy { !$0.contains("\"x\":50") && !$0.contains("\"x\":60") })
            #expect(lines.contains { $0.contains("stationary") } == keeps)
            #expect(harness.sink.summary?.log.entries.contains { $0.message.hasPrefix("hover phases skipped: 2") } == true)
        }
    }

    @Test("Sessions: a recorder started mid-gesture ignores the touch until a began; a second began cancels and renumbers")
    func midGestureAndDuplicateBegan() throws {
        let window = plainWindow()
        let harness = RecorderHarness([window])
        let early = FakeTouch(phase: .moved, at: CPoint(x: 10, y: 10), in: window)
        harness.send([early], at: 0)
        early.phase = .ended
        harness.send([early], at: 0.1)
        #expect(harness.sink.order.isEmpty)
        let touch = FakeTouch(at: CPoint(x: 20, y: 20), in: window)
        harness.send([touch], at: 1)
        touch.locationInWindow = CPoint(x: 25, y: 20)
        harness.send([touch], at: 1.1)  // still `began`: a duplicate
        touch.phase = .ended
        harness.send([touch], at: 1.2)
        harness.recorder.stop()
        #expect(harness.sink.eventLines("rec.s1") == [
            #"{"t":0,"touches":[{"touch":1,"phase":"began","x":20,"y":20}]}"#,
            #"{"t":0.1,"touches":[{"touch":1,"phase":"cancelled","x":20,"y":20},{"touch":2,"phase":"began","x":25,"y":20}]}"#,
            #"{"t":0.2,"touches":[{"touch":2,"phase":"ended","x":25,"y":20}]}"#,
        ])
        let segment = try #require(harness.sink.segments["rec.s1"])
        try dispatch(session: segment.bytes, scene: segment.scene)
    }

    @Test("Sessions: each new touch gets the lowest free number; new touches of one event by y, then x")
    func numbering() throws {
        let window = plainWindow()
        let harness = RecorderHarness([window])
        let a = FakeTouch(at: CPoint(x: 300, y: 100), in: window)
        let b = FakeTouch(at: CPoint(x: 100, y: 100), in: window)
        let c = FakeTouch(at: CPoint(x: 50, y: 300), in: window)
        harness.send([c, a, b], at: 0)  // UIKit's set order is unspecified
        b.phase = .ended
        a.phase = .moved
        c.phase = .stationary
        harness.send([a, b, c], at: 0.1)
        let d = FakeTouch(at: CPoint(x: 200, y: 500), in: window)
        a.phase = .stationary
        harness.send([d, a, c], at: 0.2)
        for touch in [a, c, d] { touch.phase = .ended }
        harness.send([a, c, d], at: 0.3)
        harness.recorder.stop()
        #expect(harness.sink.eventLines("rec.s1") == [
            #"{"t":0,"touches":[{"touch":1,"phase":"began","x":100,"y":100},{"touch":2,"phase":"began","x":300,"y":100},{"touch":3,"phase":"began","x":50,"y":300}]}"#,
            #"{"t":0.1,"touches":[{"touch":1,"phase":"ended","x":100,"y":100},{"touch":2,"phase":"moved","x":300,"y":100}]}"#,
            #"{"t":0.2,"touches":[{"touch":1,"phase":"began","x":200,"y":500}]}"#,
            #"{"t":0.3,"touches":[{"touch":1,"phase":"ended","x":200,"y":500},{"touch":2,"phase":"ended","x":300,"y":100},{"touch":3,"phase":"ended","x":50,"y":300}]}"#,
        ])
        let segment = try #require(harness.sink.segments["rec.s1"])
        let deliveries = try dispatch(session: segment.bytes, scene: segment.scene)
        #expect(deliveries.filter { $0.phase == .began }.map(\.view) == [
            segment.scene.id(of: window.subviewList[0].objectKey), segment.scene.id(of: window.subviewList[1].objectKey),
            segment.scene.id(of: window.subviewList[0].objectKey), segment.scene.id(of: window.subviewList[1].objectKey),
        ])
    }

    @Test("Sessions: timestamps that go back are written as the previous time, never decreasing")
    func nonMonotonicTime() throws {
        let window = plainWindow()
        let harness = RecorderHarness([window])
        let touch = FakeTouch(at: CPoint(x: 10, y: 10), in: window)
        harness.send([touch], at: 1)
        touch.phase = .moved
        harness.send([touch], at: 0.5)
        touch.phase = .ended
        harness.send([touch], at: Double.nan)
        harness.recorder.stop()
        #expect(harness.sink.eventLines("rec.s1").map { $0.prefix(8) } == [#"{"t":0,""#, #"{"t":0,""#, #"{"t":0,""#])
        let segment = try #require(harness.sink.segments["rec.s1"])
        try dispatch(session: segment.bytes, scene: segment.scene)
    }

    @Test("Sessions: touches in several windows map through each window's geometry; touches outside the scene are skipped")
    func multiWindow() throws {
        let app = FakeResponder.application()
        let main = FakeWindow("main", frame: Self.screen, application: app) {
            FakeView("content", frame: Self.screen)
        }
        let banner = FakeWindow("banner", frame: CRect(x: 0, y: 600, width: 375, height: 67), application: app) {
            FakeView("bannerButton", frame: CRect(x: 10, y: 10, width: 100, height: 40))
        }
        banner.level = 1
        banner.bounds.origin = CPoint(x: 0, y: 5)
        let elsewhere = FakeWindow("other", frame: Self.screen, application: app)
        let harness = RecorderHarness([main, banner])
        let one = FakeTouch(at: CPoint(x: 20, y: 20), in: banner)
        let two = FakeTouch(at: CPoint(x: 100, y: 100), in: main)
        let three = FakeTouch(at: CPoint(x: 5, y: 5), in: elsewhere)
        let four = FakeTouch(at: CPoint(x: 5, y: 5), in: nil)
        harness.send([one, two, three, four], at: 0)
        for touch in [one, two, three] { touch.phase = .ended }
        harness.send([one, two, three], at: 0.1)
        harness.recorder.stop()
        // The banner's (20, 20) is the screen's (20, 615): bounds origin 5 subtracted, frame origin added.
        #expect(harness.sink.eventLines("rec.s1").first == #"{"t":0,"touches":[{"touch":1,"phase":"began","x":100,"y":100},{"touch":2,"phase":"began","x":20,"y":615}]}"#)
        let segment = try #require(harness.sink.segments["rec.s1"])
        let deliveries = try dispatch(session: segment.bytes, scene: segment.scene)
        #expect(deliveries.prefix(2).map(\.view) == ["content", "bannerButton"])
        let log = try #require(harness.sink.summary?.log.entries.map(\.message))
        #expect(log.contains("touches in a window outside the captured scene skipped: 2"))
        #expect(log.contains("touches without a window skipped: 1"))
    }

    @Test("Sessions: a transformed window's points go through its transform, and the engine finds the view UIKit had")
    func rotatedWindow() throws {
        let window = FakeWindow("window", frame: CRect(x: 0, y: 0, width: 667, height: 375), application: .application()) {
            FakeView("badge", frame: CRect(x: 600, y: 20, width: 40, height: 40))
        }
        window.center = CPoint(x: 187.5, y: 333.5)
        window.transform = CAffine(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let harness = RecorderHarness([window])
        let touch = FakeTouch(at: CPoint(x: 620, y: 40), in: window)
        harness.send([touch], at: 0)
        touch.phase = .ended
        harness.send([touch], at: 0.1)
        harness.recorder.stop()
        let segment = try #require(harness.sink.segments["rec.s1"])
        let deliveries = try dispatch(session: segment.bytes, scene: segment.scene)
        #expect(deliveries.first?.view == "badge")
    }

    @Test("Sessions: stop with a finger down publishes the session with the finger still down, nothing invented")
    func stopWithFingerDown() throws {
        let window = plainWindow()
        let harness = RecorderHarness([window])
        harness.send([FakeTouch(at: CPoint(x: 10, y: 10), in: window)], at: 0)
        #expect(harness.sink.segments["rec.s1"]?.published == nil)
        let summary = harness.recorder.stop()
        #expect(summary.fingersDownAtStop == 1)
        let segment = try #require(harness.sink.segments["rec.s1"])
        #expect(segment.published == segment.bytes)
        #expect(harness.sink.eventLines("rec.s1").count == 1)
        try dispatch(session: segment.bytes, scene: segment.scene)
    }

    @Test("Segments: a changed hierarchy between sequences starts NAME.sK, K the sequence's index; an unchanged one does not")
    func splitOnChange() throws {
        let first = plainWindow()
        let harness = RecorderHarness([first])
        harness.tap(CPoint(x: 10, y: 10), in: first, at: 0)
        harness.tap(CPoint(x: 300, y: 10), in: first, at: 1)
        let second = plainWindow()  // new objects, same content: same scene
        harness.screen = [second]
        harness.tap(CPoint(x: 10, y: 10), in: second, at: 2)
        let third = plainWindow()
        third.subviewList[0].isHidden = true
        harness.screen = [third]
        harness.tap(CPoint(x: 10, y: 10), in: third, at: 3)
        harness.screen = [second]
        harness.tap(CPoint(x: 10, y: 10), in: second, at: 4)
        harness.recorder.stop()
        #expect(harness.sink.order == ["rec.s1", "rec.s4", "rec.s5"])
        #expect(harness.captures == 5)
        #expect(harness.sink.eventLines("rec.s1").count == 6)
        // Each segment's clock starts at its own first event.
        #expect(harness.sink.eventLines("rec.s4").first?.hasPrefix(#"{"t":0,"#) == true)
        for name in harness.sink.order {
            let segment = try #require(harness.sink.segments[name])
            #expect(segment.scene.name == name)
            try dispatch(session: segment.bytes, scene: segment.scene)
        }
        // The same run again gives the same names and bytes.
        let again = RecorderHarness([first])
        again.tap(CPoint(x: 10, y: 10), in: first, at: 0)
        again.recorder.stop()
        #expect(again.sink.segments["rec.s1"]?.scene.sceneJSON == harness.sink.segments["rec.s1"]?.scene.sceneJSON)
    }

    @Test("Segments: firstSceneOnly keeps one segment; markScene starts a named one")
    func splitOptions() {
        let first = plainWindow()
        var options = RecorderOptions()
        options.split = .firstSceneOnly
        let harness = RecorderHarness([first], options: options)
        harness.tap(CPoint(x: 10, y: 10), in: first, at: 0)
        let changed = plainWindow()
        changed.subviewList[0].isHidden = true
        harness.screen = [changed]
        harness.tap(CPoint(x: 10, y: 10), in: changed, at: 1)
        harness.recorder.markScene("checkout pay")
        harness.tap(CPoint(x: 10, y: 10), in: changed, at: 2)
        harness.recorder.stop()
        #expect(harness.sink.order == ["rec.s1", "checkout-pay"])
    }

    @Test("Sessions: expect.view from touch.view on began, when asked; a touch with no view expects null")
    func expectViews() throws {
        let window = plainWindow()
        var options = RecorderOptions()
        options.expectsViews = true
        let harness = RecorderHarness([window], options: options)
        let touch = FakeTouch(at: CPoint(x: 10, y: 10), in: window, view: window.subviewList[0])
        let nowhere = FakeTouch(at: CPoint(x: 300, y: 10), in: window, view: nil)
        harness.send([touch, nowhere], at: 0)
        touch.phase = .ended
        nowhere.phase = .ended
        touch.tapCount = 2
        harness.send([touch, nowhere], at: 0.1)
        harness.recorder.stop()
        let lines = harness.sink.eventLines("rec.s1")
        #expect(lines.first == #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":10},{"touch":2,"phase":"began","x":300,"y":10}],"expect":[{"touch":1,"view":"left"},{"touch":2,"view":null}]}"#)
        #expect(lines.last?.contains(#""tapCount":2"#) == true)
        let segment = try #require(harness.sink.segments["rec.s1"])
        let scene = try Scene.decode(segment.scene.sceneJSON)
        let session = try Session.decode(segment.bytes)
        // The engine says `right` for the second touch: the expectation flags it.
        let differences = OutcomeComparison.expectationDifferences(events: session.events, deliveries: Dispatcher.run(session, on: scene))
        #expect(differences.map(\.field) == ["view"])
    }

    @Test("Sessions: a pointer click is recorded with meta.type; the session still imports")
    func pointer() throws {
        let window = plainWindow()
        let harness = RecorderHarness([window])
        let click = FakeTouch(at: CPoint(x: 10, y: 10), in: window)
        click.type = .indirectPointer
        harness.send([click], at: 0)
        click.phase = .ended
        harness.send([click], at: 0.1)
        harness.recorder.stop()
        #expect(harness.sink.eventLines("rec.s1").first?.contains(#""meta":{"type":"indirectPointer"}"#) == true)
        let segment = try #require(harness.sink.segments["rec.s1"])
        try dispatch(session: segment.bytes, scene: segment.scene)
    }

    @Test("Segments: the session is published at every quiet point, never with a finger down")
    func publication() throws {
        let window = plainWindow()
        let harness = RecorderHarness([window])
        let a = FakeTouch(at: CPoint(x: 10, y: 10), in: window)
        harness.send([a], at: 0)
        let b = FakeTouch(at: CPoint(x: 300, y: 10), in: window)
        harness.send([b], at: 0.1)
        a.phase = .ended
        harness.send([a], at: 0.2)
        #expect(harness.sink.publications == 0)
        b.phase = .ended
        harness.send([b], at: 0.3)
        #expect(harness.sink.publications == 1)
        let segment = try #require(harness.sink.segments["rec.s1"])
        #expect(segment.published == segment.bytes)
    }

    @Test("Sessions: a golden session of two fingers, a double tap and a drag, byte for byte")
    func goldenSession() throws {
        let window = SeedFakes.tabBar()
        let harness = RecorderHarness([window], name: "tabbar-fingers")
        let first = FakeTouch(at: CPoint(x: 187, y: 605), in: window)
        harness.send([first], at: 0)
        first.phase = .ended
        harness.send([first], at: 0.08)
        let second = FakeTouch(at: CPoint(x: 187, y: 605), in: window)
        second.tapCount = 2
        harness.send([second], at: 0.2)
        second.phase = .ended
        harness.send([second], at: 0.28)
        let drag = FakeTouch(at: CPoint(x: 100, y: 300), in: window)
        let other = FakeTouch(at: CPoint(x: 300, y: 250), in: window)
        harness.send([drag, other], at: 1)
        drag.phase = .moved
        drag.locationInWindow = CPoint(x: 100.5, y: 250.25)
        other.phase = .stationary
        harness.send([drag, other], at: 1.016_666_6)
        drag.phase = .ended
        other.phase = .cancelled
        harness.send([other, drag], at: 1.05)
        harness.recorder.stop()
        let segment = try #require(harness.sink.segments["tabbar-fingers.s1"])
        try expectGolden(segment.bytes, "tabbar-fingers.s1.ndjson")
        let deliveries = try dispatch(session: segment.bytes, scene: segment.scene)
        #expect(deliveries.first?.view == "centerButton")
    }

    @Test("Sessions: the same touches in any set order give the same session bytes")
    func setOrderDoesNotMatter() {
        let window = plainWindow()
        func record(_ order: [Int]) -> String {
            let harness = RecorderHarness([window])
            let touches = [FakeTouch(at: CPoint(x: 10, y: 10), in: window), FakeTouch(at: CPoint(x: 300, y: 10), in: window),
                           FakeTouch(at: CPoint(x: 10, y: 400), in: window)]
            harness.send(order.map { touches[$0] }, at: 0)
            for touch in touches { touch.phase = .ended }
            harness.send(order.reversed().map { touches[$0] }, at: 0.1)
            harness.recorder.stop()
            return harness.sink.text("rec.s1")
        }
        let reference = record([0, 1, 2])
        for order in [[2, 1, 0], [1, 2, 0], [0, 2, 1]] {
            #expect(record(order) == reference)
        }
    }
}
