import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

/// The probe session (docs/capture.md, What is written: `probes/NAME.probe.ndjson`): taps over
/// every window, each expecting what the live `hitTest` answered.
@MainActor
@Suite("Capture: the probe session")
struct ProbeTests {
    static let screen = CRect(x: 0, y: 0, width: 100, height: 60)

    /// The probe's taps: (x, y, expected view id or nil), from its NDJSON.
    func taps(_ captured: CapturedScene) throws -> [(x: Double, y: Double, view: String?)] {
        let session = try Session.decode(try #require(captured.probeSession))
        #expect(session.name == "\(captured.name).probe")
        #expect(session.sceneName == captured.name)
        var result: [(Double, Double, String?)] = []
        for event in session.events {
            guard case .touches(let samples) = event.payload, samples.first?.phase == .began else { continue }
            let expected = event.expectations.first?.view ?? nil
            result.append((samples[0].location.x, samples[0].location.y, expected))
        }
        return result
    }

    @Test("Probe: leaf centres, then a 10 pt grid over the window at cell centres; taps 1 s apart")
    func points() throws {
        let window = FakeWindow("window", frame: Self.screen, application: .application()) {
            FakeView("leaf", frame: CRect(x: 10, y: 10, width: 20, height: 20))
            FakeView("hiddenLeaf", frame: CRect(x: 50, y: 10, width: 20, height: 20)).with { $0.isHidden = true }
        }
        let (captured, _) = try capture([window], name: "probe-points")
        let probe = try taps(captured)
        #expect(probe.count == 1 + 10 * 6)  // the leaf's centre (20, 20), then the grid
        #expect(probe.first.map { [$0.x, $0.y] } == [20, 20])
        #expect(probe.dropFirst().first.map { [$0.x, $0.y] } == [5, 5])
        #expect(probe.last.map { [$0.x, $0.y] } == [95, 55])
        #expect(Set(probe.map { $0.view ?? "-" }) == ["leaf", "window"])
        let session = try Session.decode(try #require(captured.probeSession))
        #expect(session.events.map(\.t).prefix(4) == [0, 0.1, 1, 1.1])
    }

    @Test("Probe: expectations are the scripted live answers, and replay flags exactly the scripted disagreements")
    func scriptedAnswers() throws {
        let left = FakeView("left", frame: CRect(x: 0, y: 0, width: 50, height: 60))
        let right = FakeView("right", frame: CRect(x: 50, y: 0, width: 50, height: 60))
        let window = FakeWindow("window", frame: Self.screen, application: .application()) { left; right }
        // UIKit, on the device, says `left` for the first two rows of the right half too.
        window.scriptedHitTest = { p in p.x < 50 || p.y < 20 ? left : right }
        let (captured, scene) = try capture([window], name: "probe-scripted")
        let probe = try taps(captured)
        for tap in probe {
            #expect(tap.view == ((tap.x < 50 || tap.y < 20) ? "left" : "right"))
        }
        let session = try Session.decode(try #require(captured.probeSession))
        let differences = OutcomeComparison.expectationDifferences(events: session.events,
                                                                   deliveries: Dispatcher.run(session, on: scene))
        // The right half's first two rows: 5 columns × 2 rows, plus no leaf centre (right's is (75, 30)).
        #expect(differences.count == 10)
        #expect(differences.allSatisfy { $0.field == "view" })
        // The window was asked at the window's own points, as the engine converts them.
        #expect(window.askedPoints.count == probe.count)
    }

    @Test("Probe: windows are asked front to back; nil from a window lets the point through; a view outside the scene is left out")
    func windowsFrontToBack() throws {
        let app = FakeResponder.application()
        let back = FakeWindow("back", frame: Self.screen, application: app) { FakeView("content", frame: Self.screen) }
        let front = FakeWindow("front", frame: CRect(x: 0, y: 0, width: 100, height: 20), application: app)
        front.level = 1
        let stranger = FakeView("stranger", frame: Self.screen)
        // The front window passes touches through except at x < 10, where it answers a view
        // the scene does not have.
        front.scriptedHitTest = { p in p.x < 10 ? stranger : nil }
        let (captured, _) = try capture([back, front], name: "probe-windows")
        let probe = try taps(captured)
        #expect(!probe.contains { $0.x < 10 && $0.y < 20 })
        #expect(probe.filter { $0.x > 10 && $0.y < 20 }.allSatisfy { $0.view == "content" })
        #expect(captured.log.entries.contains { $0.message.contains("UIKit answered a view that is not in the scene") })
        #expect(front.askedPoints.count > 0)
    }

    @Test("Probe: a big screen widens the grid to stay within the limit; no probe when there is nothing to probe")
    func limit() throws {
        let big = FakeWindow("window", frame: CRect(x: 0, y: 0, width: 1024, height: 1366), application: .application())
        var options = CaptureOptions()
        options.probeLimit = 4_000
        let (captured, _) = try capture([big], name: "probe-big", options: options)
        #expect(captured.probeTapCount <= 4_000)
        #expect(captured.probeTapCount > 3_000)
        #expect(captured.log.entries.contains { $0.message.contains("grid spacing widened to 19 pt") })

        let hidden = FakeWindow("window", frame: Self.screen, application: .application())
        hidden.isHidden = true
        let (none, _) = try capture([hidden], name: "probe-none")
        #expect(none.probeSession == nil)
        var off = CaptureOptions()
        off.writesProbe = false
        #expect(try capture([big], name: "no-probe", options: off).0.probeSession == nil)
    }

    @Test("Probe: the seed scenes' probes agree with UIKit's algorithm over the fakes, the tab bar's override included")
    func seedProbesAgree() throws {
        for (window, name) in [(SeedFakes.aToE(), "hit-test-a-to-e"), (SeedFakes.tabBar(), "tabbar-center-button")] {
            let (captured, scene) = try capture([window], name: name)
            let session = try Session.decode(try #require(captured.probeSession))
            let differences = OutcomeComparison.expectationDifferences(events: session.events,
                                                                       deliveries: Dispatcher.run(session, on: scene))
            #expect(differences.isEmpty, "\(name): \(differences.prefix(3))")
            #expect(captured.probeTapCount > 2_000)
        }
    }
}
