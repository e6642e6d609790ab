import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

/// Properties over seeded random fake hierarchies and touch streams (docs/capture.md, What is
/// verified on Linux).
@MainActor
@Suite("Capture: properties of random hierarchies and touch streams")
struct CapturePropertyTests {
    nonisolated static let classes = ["UIView", "UIButton", "UILabel", "UIImageView", "MyApp.Card", "_TtC5MyApp4Cell", "UIStackView"]
    nonisolated static let identifiers = [nil, nil, nil, "title", "save", "cell", "price (€)", "application", "UIView-0.1"]

    /// A random hierarchy: 1–3 windows, up to 4 levels, random flags, some rotated views.
    @MainActor struct Builder {
        var random: SeededRandom
        var views: [FakeView] = []

        mutating func view(depth: Int) -> FakeView {
            let frame = CRect(x: Double(Int.random(in: 0...300, using: &random)), y: Double(Int.random(in: 0...600, using: &random)),
                              width: Double(Int.random(in: 1...200, using: &random)), height: Double(Int.random(in: 1...200, using: &random)))
            let className = CapturePropertyTests.classes.randomElement(using: &random) ?? "UIView"
            let identifier = CapturePropertyTests.identifiers.randomElement(using: &random) ?? nil
            let view = FakeView(identifier, class: className, frame: frame)
            if Int.random(in: 0..<8, using: &random) == 0 {
                let angle = Double.random(in: -3...3, using: &random)
                view.transform = CAffine(a: cosine(angle), b: sine(angle), c: -sine(angle), d: cosine(angle), tx: 0, ty: 0)
            }
            view.isHidden = Int.random(in: 0..<10, using: &random) == 0
            view.alpha = [1, 1, 1, 0.5, 0][Int.random(in: 0..<5, using: &random)]
            if className == "UIButton" { view.fakeControl = FakeControl(actions: [(.touchUpInside, "tap:")]) }
            if Int.random(in: 0..<6, using: &random) == 0 {
                view.gestureRecognizers = [FakeGesture(.tap(taps: Int.random(in: 1...2, using: &random), touches: 1))]
            }
            views.append(view)
            if depth < 4 {
                for _ in 0..<Int.random(in: 0...3, using: &random) { view.addSubview(self.view(depth: depth + 1)) }
            }
            return view
        }

        mutating func windows() -> [FakeWindow] {
            let app = FakeResponder.application()
            return (0..<Int.random(in: 1...3, using: &random)).map { i in
                let window = FakeWindow(i == 0 ? nil : "window\(i)", frame: CRect(x: 0, y: 0, width: 375, height: 667), application: app)
                window.level = Double(Int.random(in: 0...1, using: &random))
                for _ in 0..<Int.random(in: 1...3, using: &random) { window.addSubview(view(depth: 2)) }
                return window
            }
        }
    }

    /// Sine and cosine from a short series: enough for test rotations, and no libm here.
    nonisolated static func sine(_ x: Double) -> Double { var term = x, sum = x; for n in 1...12 { term *= -x * x / Double((2 * n) * (2 * n + 1)); sum += term }; return sum }
    nonisolated static func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }

    nonisolated static let seeds: [UInt64] = Array(1...40)

    @Test("Properties: ids are unique and valid; the same input gives the same bytes; every scene decodes", arguments: seeds)
    func idsAndDeterminism(seed: UInt64) throws {
        var builder = Builder(random: SeededRandom(seed: seed))
        let windows = builder.windows()
        let (captured, scene) = try capture(windows, name: "random-\(seed)")
        #expect(Set(scene.responderIDs).count == scene.responderIDs.count)
        for id in scene.responderIDs {
            let scalars = Array(id.unicodeScalars)
            let valid = scalars.first.map { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) } == true
                && scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0)) }
            #expect(valid, "\(id)")
        }
        let again = SceneCapture.capture(windows: windows, name: "random-\(seed)")
        #expect(again.sceneJSON == captured.sceneJSON)
        #expect(again.probeSession == captured.probeSession)
        #expect(again.log == captured.log)
    }

    @Test("Properties: inserting a sibling keeps every id that comes from an accessibility identifier", arguments: seeds.prefix(20))
    func insertingKeepsIdentifierIDs(seed: UInt64) throws {
        var builder = Builder(random: SeededRandom(seed: seed))
        let windows = builder.windows()
        let (before, _) = try capture(windows, name: "s")
        // (An identifier that looks like a generated id, `UIView-0.1`, can meet a new view's
        // generated id; the id rule then gives the later node `_2`, which is not this property.)
        let identified = builder.views.filter { view in
            guard let identifier = view.accessibilityIdentifier, !identifier.contains("-") else { return false }
            return before.id(of: view.objectKey) == identifier
        }
        windows[0].addSubview(FakeView(frame: CRect(x: 0, y: 0, width: 10, height: 10)))
        builder.views.first?.addSubview(FakeView(class: "UIButton", frame: CRect(x: 0, y: 0, width: 10, height: 10)))
        let (after, _) = try capture(windows, name: "s")
        for view in identified {
            #expect(after.id(of: view.objectKey) == view.accessibilityIdentifier)
        }
    }

    @Test("Properties: a window point mapped to the screen hit-tests, in TouchTapeCore, onto the view UIKit's algorithm finds",
          arguments: seeds.prefix(20))
    func screenMappingAgreesWithTheEngine(seed: UInt64) throws {
        var random = SeededRandom(seed: seed &* 7919)
        var builder = Builder(random: SeededRandom(seed: seed))
        let window = builder.windows()[0]
        let transformed = seed % 2 == 0
        if transformed {
            window.bounds = CRect(x: 0, y: 0, width: 667, height: 375)
            window.center = CPoint(x: 187.5, y: 333.5)
            window.transform = CAffine(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        }
        let harness = RecorderHarness([window])
        var expected: [String?] = []
        for i in 0..<50 {
            // Off the half-point grid, so a point never lies within an ulp of an integer edge.
            let p = CPoint(x: Double(Int.random(in: 0..<3000, using: &random)) / 8 + 0.0625,
                           y: Double(Int.random(in: 0..<5000, using: &random)) / 8 + 0.0625)
            guard p.x < window.bounds.size.width, p.y < window.bounds.size.height else { continue }
            let touch = FakeTouch(at: p, in: window)
            harness.send([touch], at: Double(i))
            touch.phase = .ended
            harness.send([touch], at: Double(i) + 0.1)
            expected.append(FakeHitTest.hitTest(window, p).flatMap { view in harness.sink.segments["rec.s1"]?.scene.id(of: view.objectKey) })
        }
        harness.recorder.stop()
        let segment = try #require(harness.sink.segments["rec.s1"])
        let deliveries = try dispatch(session: segment.bytes, scene: segment.scene)
        // A captured window has the bottom system-gesture region (S35): a began there is held
        // and comes again, late, at its lift; the touch row is the hit-test's.
        let began = deliveries.filter { $0.phase == .began && $0.kind == .touch }
        #expect(began.map(\.view) == expected)
    }

    @Test("Properties: random touch streams always give sessions the importer accepts; a stream cut anywhere leaves a valid published file",
          arguments: seeds)
    func randomTouchStreams(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let window = FakeWindow("window", frame: CRect(x: 0, y: 0, width: 375, height: 667), application: .application()) {
            FakeView("a", frame: CRect(x: 0, y: 0, width: 200, height: 667)).with { $0.isMultipleTouchEnabled = true }
            FakeView("b", frame: CRect(x: 200, y: 0, width: 175, height: 667))
        }
        let other = FakeWindow("other", frame: CRect(x: 0, y: 0, width: 375, height: 667), application: .application())
        var options = RecorderOptions()
        options.keepsStationary = Bool.random(using: &random)
        let harness = RecorderHarness([window], options: options)
        var fingers: [FakeTouch] = []
        var t = 0.0
        let cut = Int.random(in: 1...60, using: &random)
        for step in 0..<60 {
            if step == cut { break }
            t += [0.001, 0.016, 0.3, -0.01][Int.random(in: 0..<4, using: &random)]
            var sent: [FakeTouch] = []
            // Fingers down change phase, or stay.
            for finger in fingers {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: finger.phase = .ended
                case 1: finger.phase = .cancelled
                case 2: finger.phase = .stationary
                case 3: finger.phase = .began  // a duplicate began
                default:
                    finger.phase = .moved
                    finger.locationInWindow.x += Double.random(in: -30...30, using: &random)
                }
                sent.append(finger)
            }
            // New fingers, some from another window, some hovering, some with a strange location.
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let kind = Int.random(in: 0..<10, using: &random)
                let p = CPoint(x: Double.random(in: -20...400, using: &random), y: Double.random(in: -20...700, using: &random))
                let touch = FakeTouch(phase: kind == 9 ? .regionEntered : .began, at: p, in: kind == 8 ? other : window)
                if kind == 7 { touch.locationInWindow = CPoint(x: .nan, y: 3) }
                sent.append(touch)
                fingers.append(touch)
            }
            // Phases of fingers UIKit no longer reports (ended) are dropped from the list.
            fingers.removeAll { $0.phase == .ended || $0.phase == .cancelled || $0.phase == .regionEntered }
            harness.send(sent.shuffled(using: &random), at: t)
            // Whatever has been published so far is a valid session (docs/capture.md, What is
            // written: a killed app).
            for name in harness.sink.order {
                guard let segment = harness.sink.segments[name], let published = segment.published else { continue }
                try dispatch(session: published, scene: segment.scene)
            }
        }
        if Bool.random(using: &random) { harness.recorder.stop() }
        for name in harness.sink.order {
            let segment = try #require(harness.sink.segments[name])
            if let published = segment.published { try dispatch(session: published, scene: segment.scene) }
            if harness.sink.summary != nil { #expect(segment.published == segment.bytes) }
            try dispatch(session: segment.bytes, scene: segment.scene)
        }
    }

    @Test("Sessions: the screen mapping inverts H7: exactly for points on a pixel grid in an untransformed window, within rounding otherwise",
          arguments: seeds.prefix(10))
    func screenMappingInvertsH7(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let rotated = seed % 2 == 0
        // Origins on a quarter-point grid, as UIKit's are in practice.
        func quarter(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) / 4 }
        let window = FakeWindow("window", frame: CRect(x: quarter(-200...200), y: quarter(-200...200), width: 400, height: 700),
                                application: .application())
        window.bounds.origin = CPoint(x: quarter(-40...40), y: quarter(-40...40))
        if rotated {
            let angle = Double.random(in: -3...3, using: &random)
            window.transform = CAffine(a: Self.cosine(angle), b: Self.sine(angle), c: -Self.sine(angle), d: Self.cosine(angle), tx: 3, ty: -2)
        }
        let harness = RecorderHarness([window])
        // Half the points on an eighth-of-a-point grid (a device's pixels), half anywhere.
        var points: [(p: CPoint, onGrid: Bool)] = []
        for i in 0..<200 {
            let onGrid = i % 2 == 0
            let dx = onGrid ? Double(Int.random(in: 0..<3200, using: &random)) / 8 : Double.random(in: 0..<400, using: &random)
            let dy = onGrid ? Double(Int.random(in: 0..<5600, using: &random)) / 8 : Double.random(in: 0..<700, using: &random)
            let p = CPoint(x: window.bounds.origin.x + dx, y: window.bounds.origin.y + dy)
            points.append((p, onGrid))
            let touch = FakeTouch(at: p, in: window)
            harness.send([touch], at: Double(i))
            touch.phase = .ended
            harness.send([touch], at: Double(i) + 0.5)
        }
        harness.recorder.stop()
        let segment = try #require(harness.sink.segments["rec.s1"])
        let scene = try Scene.decode(segment.scene.sceneJSON)
        let session = try Session.decode(segment.bytes)
        let windowIndex = try #require(scene.index(of: "window"))
        let began = session.events.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        #expect(began.count == points.count)
        for (event, point) in zip(began, points) {
            guard case .touches(let samples) = event.payload else { continue }
            let back = try #require(scene.convert(samples[0].location, from: nil, to: windowIndex))
            let p = point.p
            if point.onGrid && !rotated {
                #expect(back.x == p.x && back.y == p.y, "\(p) came back as \(back)")
            } else {
                // Rounding: well below a point's millionth, on coordinates of a few hundred points.
                #expect(abs(back.x - p.x) <= 1e-9 && abs(back.y - p.y) <= 1e-9, "\(p) came back as \(back)")
            }
        }
    }
}
