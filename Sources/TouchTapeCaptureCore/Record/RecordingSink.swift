/// How a recording splits and what it writes (docs/capture.md, What is written: Sessions).
public struct RecorderOptions: Sendable {
    public enum SceneSplit: Sendable, Hashable {
        /// A touch sequence whose captured scene differs from the current one starts a new
        /// segment, `NAME.sK` (the default).
        case onChange
        /// One scene, captured at the first sequence, for the whole recording.
        case firstSceneOnly
    }

    public var split: SceneSplit = .onChange
    /// Keep `stationary` phases (dropped by default: they give no delivery).
    public var keepsStationary = false
    /// Write `touch.view` as `expect.view` on each `began` (off by default: docs/capture.md,
    /// The API, `RecorderOptions`).
    public var expectsViews = false

    public init() {}
}

/// One segment of a recording: a scene and the session recorded against it, both named
/// `NAME.sK`, K the index of the touch sequence that started it.
public struct RecordedSegment: Sendable {
    public let name: String
    /// The scene, named like the segment.
    public let scene: CapturedScene
    /// The session's first line.
    public let sessionHeader: [UInt8]
}

/// What a recording did, for its log and the caller.
public struct RecordingSummary: Sendable {
    /// The segments' names, in order.
    public var segments: [String] = []
    /// Events written, over all segments.
    public var events = 0
    /// Fingers still down when the recording stopped (nothing is invented for them).
    public var fingersDownAtStop = 0
    public var log = CaptureLog()
}

/// Where a recording goes: the I/O target writes files (the session streamed to
/// `NAME.ndjson.partial` and published as `NAME.ndjson` at every quiet point); tests keep the
/// bytes in memory.
@MainActor public protocol RecordingSink: AnyObject {
    /// A new segment begins: write its scene (and probe session, and capture log).
    func beginSegment(_ segment: RecordedSegment)
    /// One event line of the segment's session, newline included.
    func appendEvent(_ line: [UInt8], toSegment name: String)
    /// No finger is down (or the recording stops): the segment's session so far is a valid
    /// session file; publish it.
    func publish(segment name: String)
    /// The recording has stopped; every segment is published.
    func finish(_ summary: RecordingSummary)
}
