#if canImport(UIKit)
import TouchTapeCaptureCore
import TouchTapeCaptureIO
import UIKit

/// Capturing scenes from the live app (debug builds and UI-test hosts only).
@MainActor public enum TouchTapeCapture {
    /// The environment variable that starts a recording under that name.
    public static let recordVariable = "TOUCHTAPE_RECORD"
    /// Options of every capture.
    public static var options = CaptureOptions()

    /// The window scene of `window`: all its windows, filtered and ordered by the core.
    public static func scene(of window: UIWindow, name: String) -> CapturedScene {
        let windows = window.windowScene?.windows ?? [window]
        return SceneCapture.capture(windows: windows.map { UIWindowReading(window: $0) }, name: name, options: options)
    }

    /// Every window of a window scene.
    public static func scene(of windowScene: UIWindowScene, name: String) -> CapturedScene {
        SceneCapture.capture(windows: windowScene.windows.map { UIWindowReading(window: $0) }, name: name, options: options)
    }

    /// Starts a recording named `$TOUCHTAPE_RECORD` into `$TOUCHTAPE_OUTPUT_DIR` (else
    /// Documents/TouchTape) when the variable is set; true when it started one.
    @discardableResult
    public static func startFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let name = environment[recordVariable], !name.isEmpty else { return false }
        TouchTapeRecorder.start(name: name, to: TouchTapeOutput.directory(environment: environment))
        return true
    }

    /// The capture the recorder asks for: the window scene of the touch's window, else the
    /// first connected window scene's.
    static func captureForRecorder(window: (any WindowReading)?, name: String) -> CapturedScene {
        if let reading = window as? UIWindowReading { return scene(of: reading.window, name: name) }
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard let first = scenes.first else { return SceneCapture.capture(windows: [], name: name, options: options) }
        return scene(of: first, name: name)
    }
}

/// Recording real touches as sessions (docs/capture.md, The API and What is written).
@MainActor public enum TouchTapeRecorder {
    private static var active: (recorder: TouchRecorder, sink: FileRecordingSink)?

    public static var isRecording: Bool { active != nil }

    /// Starts recording `name` into `directory`. With `swizzle` (the default) it exchanges
    /// `UIApplication.sendEvent(_:)`; without, the app's `UIApplication` subclass calls
    /// `observe(_:)` before `super.sendEvent(_:)`.
    public static func start(name: String, to directory: URL, options: RecorderOptions = RecorderOptions(),
                             swizzle: Bool = true) {
        if active != nil { _ = try? stop() }
        let sink = FileRecordingSink(directory: directory, recordingName: SceneCapture.sanitisedName(name))
        let recorder = TouchRecorder(name: name, options: options, sink: sink) { window in
            TouchTapeCapture.captureForRecorder(window: window, name: name)
        }
        active = (recorder, sink)
        if swizzle { Swizzles.installSendEvent() }
    }

    /// Feeds one event to the recorder (call it before `super.sendEvent(event)`).
    public static func observe(_ event: UIEvent) {
        active?.recorder.observe(UIEventReading(event: event))
    }

    /// The next touch sequence starts a new scene and session of this name.
    public static func markScene(_ name: String) {
        active?.recorder.markScene(name)
    }

    /// Stops and publishes; the files written. Throws when a file could not be written.
    @discardableResult
    public static func stop() throws -> [URL] {
        guard let (recorder, sink) = active else { return [] }
        active = nil
        recorder.stop()
        if !sink.errors.isEmpty { throw TouchTapeRecordingError(messages: sink.errors, files: sink.files) }
        return sink.files
    }

    /// Opt-in: record recognizer targets and failure requirements set through UIKit's own
    /// setters. Call it before the UI is built.
    public static func installRecognizerRegistration() {
        Swizzles.installRecognizerSetters()
    }
}

/// Files a recording could not write.
public struct TouchTapeRecordingError: Error, CustomStringConvertible {
    public var messages: [String]
    public var files: [URL]
    public var description: String { messages.joined(separator: "; ") }
}
#endif
