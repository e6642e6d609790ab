// capture-demo OUTPUT_DIR: the capture library end to end, on fake hierarchies instead of
// UIKit. It captures two seed scenes (views A–E, and the tab bar with its raised button)
// with their probe sessions, and records two touch recordings through the recorder API, as
// an app's `sendEvent` would feed it, into OUTPUT_DIR. UIKit's own classes get their builtin
// by class (the table, its cells, the tab bar and its buttons), and every window the bottom
// system-gesture region. `touchtape replay OUTPUT_DIR` then replays the recordings and the
// probes.
import Foundation
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCaptureIO

@MainActor
func runDemo(into directory: URL) throws -> [String] {
    var lines: [String] = []
    let aToE = SeedFakes.aToE()
    let tabBar = SeedFakes.tabBar()

    // A scene on its own, as from a debug menu: scene, probe session, log.
    for (window, name) in [(aToE, "hit-test-a-to-e"), (tabBar, "tabbar-center-button")] {
        let capture = SceneCapture.capture(windows: [window], name: name)
        try capture.write(to: directory)
        lines.append("scene \(capture.name): \(capture.builtinCount) builtins, \(capture.probeTapCount) probe taps, \(capture.log.warnings.count) warnings")
    }

    // Recording 1, "a-to-e": the taps of Fixtures/hit-test-a-to-e's two sessions, then one
    // finger that moves across view A. One screen: one segment.
    let recordingA = Recording(name: "a-to-e", directory: directory) { _ in aToE }
    recordingA.tap(at: CPoint(x: 240, y: 340), in: aToE, at: 0, lift: 0.086)
    for (i, point) in [(200.0, 270.0), (80, 340), (160, 340), (100, 100), (160, 225)].enumerated() {
        recordingA.tap(at: CPoint(x: point.0, y: point.1), in: aToE, at: 10 + Double(i), lift: 10.1 + Double(i))
    }
    recordingA.drag(from: CPoint(x: 100, y: 100), through: [CPoint(x: 150, y: 120), CPoint(x: 200, y: 150)],
                    in: aToE, at: 20, step: 0.05)
    lines.append(recordingA.stop())

    // Recording 2, "tabbar": a tap on view E, then the app shows the tab bar (a new scene:
    // a second segment), the taps of Fixtures/tabbar-center-button, and a finger that stays
    // down when the recording stops.
    let screen = Screen(aToE)
    let recordingB = Recording(name: "tabbar", directory: directory) { _ in screen.window }
    recordingB.tap(at: CPoint(x: 240, y: 340), in: aToE, at: 0, lift: 0.086)
    screen.window = tabBar
    recordingB.tap(at: CPoint(x: 187, y: 605), in: tabBar, at: 10, lift: 10.08)
    recordingB.tap(at: CPoint(x: 187, y: 640), in: tabBar, at: 11, lift: 11.08)
    recordingB.press(at: CPoint(x: 100, y: 300), in: tabBar, at: 12)
    lines.append(recordingB.stop())
    return lines
}

/// What the app shows now.
@MainActor
final class Screen {
    var window: FakeWindow
    init(_ window: FakeWindow) { self.window = window }
}

/// A recorder writing files, fed fake events with timestamps counted from a made-up boot.
@MainActor
final class Recording {
    static let bootOffset = 5_000.0
    let recorder: TouchRecorder
    let sink: FileRecordingSink

    init(name: String, directory: URL, screen: @escaping @MainActor (FakeWindow?) -> FakeWindow) {
        sink = FileRecordingSink(directory: directory, recordingName: name)
        recorder = TouchRecorder(name: name, sink: sink) { window in
            SceneCapture.capture(windows: [screen(window as? FakeWindow)], name: name)
        }
    }

    func send(_ touches: [FakeTouch], at t: Double) {
        recorder.observe(FakeEvent(timestamp: Self.bootOffset + t, touches: touches))
    }

    func tap(at point: CPoint, in window: FakeWindow, at t: Double, lift: Double) {
        let touch = FakeTouch(at: point, in: window)
        send([touch], at: t)
        touch.phase = .ended
        send([touch], at: lift)
    }

    func drag(from start: CPoint, through points: [CPoint], in window: FakeWindow, at t: Double, step: Double) {
        let touch = FakeTouch(at: start, in: window)
        send([touch], at: t)
        var time = t
        for point in points {
            time += step
            touch.phase = .moved
            touch.locationInWindow = point
            send([touch], at: time)
        }
        touch.phase = .ended
        send([touch], at: time + step)
    }

    func press(at point: CPoint, in window: FakeWindow, at t: Double) {
        send([FakeTouch(at: point, in: window)], at: t)
    }

    func stop() -> String {
        let summary = recorder.stop()
        var line = "recording \(recorder.name): \(summary.events) events in \(summary.segments.joined(separator: ", "))"
        if summary.fingersDownAtStop > 0 { line += ", \(summary.fingersDownAtStop) finger(s) down at stop" }
        for error in sink.errors { line += "\nerror: \(error)" }
        return line
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: capture-demo OUTPUT_DIR\n".utf8))
    exit(64)
}
let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
do {
    let lines = try MainActor.assumeIsolated { try runDemo(into: directory) }
    print(lines.joined(separator: "\n"))
    print("wrote \(arguments[1]): replay it with `touchtape replay \(arguments[1])`")
} catch {
    FileHandle.standardError.write(Data("capture-demo: error: \(error)\n".utf8))
    exit(3)
}
