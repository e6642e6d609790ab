import Foundation
import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

// Helpers of the capture core's tests: capturing fakes with TouchTapeCore's validation,
// golden files, a seeded random source, and a recording sink that keeps bytes in memory.

/// Captures fake windows and checks that TouchTapeCore accepts the scene (docs/capture.md, What is
/// verified on Linux).
@MainActor
func capture(_ windows: [FakeWindow], name: String = "scene", options: CaptureOptions = CaptureOptions(),
             sourceLocation: SourceLocation = #_sourceLocation) throws -> (CapturedScene, Scene) {
    let captured = SceneCapture.capture(windows: windows, name: name, options: options)
    #expect(captured.validationError == nil, "TouchTapeCore refused the capture: \(captured.validationError ?? "")",
            sourceLocation: sourceLocation)
    let scene = try Scene.decode(captured.sceneJSON, file: "\(name).json")
    return (captured, scene)
}

/// The folder of the golden files (Tests/TouchTapeCaptureCoreTests/Goldens).
let goldensFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// Compares bytes with a golden file byte for byte. With `CAPTURE_GOLDENS_RECORD=1` a missing
/// golden is written (to be read in review) and the test fails, saying so.
func expectGolden(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = goldensFolder.appendingPathComponent(name)
    guard let golden = FileManager.default.contents(atPath: url.path) else {
        if ProcessInfo.processInfo.environment["CAPTURE_GOLDENS_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: goldensFolder, withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            Issue.record("golden \(name) written: read it, then run again", sourceLocation: sourceLocation)
        } else {
            Issue.record("no golden file \(name) (CAPTURE_GOLDENS_RECORD=1 writes it)", sourceLocation: sourceLocation)
        }
        return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(Array(golden) == bytes, "differs from \(name):\n\(text)", sourceLocation: sourceLocation)
}

/// A small seeded generator (SplitMix64), so random tests are repeatable.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A recording kept in memory: each segment's scene, its lines, and the bytes it had at its
/// last publication (what a reader of `NAME.ndjson` would see).
@MainActor
final class MemorySink: RecordingSink {
    struct Stored {
        var scene: CapturedScene
        var bytes: [UInt8]
        var published: [UInt8]?
    }

    private(set) var order: [String] = []
    private(set) var segments: [String: Stored] = [:]
    private(set) var summary: RecordingSummary?
    private(set) var publications = 0

    func beginSegment(_ segment: RecordedSegment) {
        order.append(segment.name)
        segments[segment.name] = Stored(scene: segment.scene, bytes: segment.sessionHeader, published: nil)
    }

    func appendEvent(_ line: [UInt8], toSegment name: String) {
        segments[name]?.bytes += line
    }

    func publish(segment name: String) {
        publications += 1
        let bytes = segments[name]?.bytes
        segments[name]?.published = bytes
    }

    func finish(_ summary: RecordingSummary) {
        self.summary = summary
    }

    func text(_ name: String) -> String {
        String(decoding: segments[name]?.bytes ?? [], as: UTF8.self)
    }

    /// The event lines of a segment (without the header).
    func eventLines(_ name: String) -> [String] {
        Array(text(name).split(separator: "\n").dropFirst().map(String.init))
    }
}

/// A session's bytes decoded and dispatched against its scene: what `touchtape import` and
/// `replay` would do with it (docs/capture.md, What is verified on Linux).
@discardableResult
func dispatch(session bytes: [UInt8], scene: CapturedScene, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Delivery] {
    let decodedScene = try Scene.decode(scene.sceneJSON, file: "\(scene.name).json")
    let session = try Session.decode(bytes, file: "\(scene.name).ndjson")
    #expect(session.sceneName == scene.name, sourceLocation: sourceLocation)
    return Dispatcher.run(session, on: decodedScene)
}

/// A recorder over one screen, with a memory sink, fed fake events.
@MainActor
final class RecorderHarness {
    let sink = MemorySink()
    var screen: [FakeWindow]
    var captureOptions = CaptureOptions()
    private(set) var recorder: TouchRecorder!
    var captures = 0

    init(_ screen: [FakeWindow], name: String = "rec", options: RecorderOptions = RecorderOptions()) {
        self.screen = screen
        captureOptions.writesProbe = false
        recorder = TouchRecorder(name: name, options: options, sink: sink) { [unowned self] _ in
            captures += 1
            return SceneCapture.capture(windows: self.screen, name: name, options: self.captureOptions)
        }
    }

    func send(_ touches: [FakeTouch], at t: Double) {
        recorder.observe(FakeEvent(timestamp: 1_000 + t, touches: touches))
    }

    func tap(_ point: CPoint, in window: FakeWindow, at t: Double, lift: Double? = nil) {
        let touch = FakeTouch(at: point, in: window)
        send([touch], at: t)
        touch.phase = .ended
        send([touch], at: lift ?? t + 0.1)
    }
}
