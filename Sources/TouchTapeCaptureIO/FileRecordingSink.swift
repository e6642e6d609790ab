import Foundation
import TouchTapeCaptureCore

/// A recording's files: each segment's scene, probe session and capture log when it
/// begins; its session streamed to `sessions/NAME.ndjson.partial` as events come, and
/// published to `sessions/NAME.ndjson` (temporary file and rename) at every quiet point and
/// at stop, so an app killed mid-gesture leaves a valid file up to its last quiet point. The
/// importer never reads `.partial` or `.log` files.
///
/// A write that fails never stops the app: it is kept in `errors` and written to the
/// recording's log at stop.
@MainActor public final class FileRecordingSink: RecordingSink {
    public let directory: URL
    /// Every file written or published, in order.
    public private(set) var files: [URL] = []
    public private(set) var errors: [String] = []
    public private(set) var summary: RecordingSummary?
    private var buffers: [String: [UInt8]] = [:]
    private var partials: [String: FileHandle] = [:]
    private var order: [String] = []
    /// Segments whose last publication failed: their `.partial` is the only full copy.
    private var unpublished: Set<String> = []
    private let recordingName: String

    /// - Parameter recordingName: names the recording's own log, `logs/NAME.recording.log`.
    public init(directory: URL, recordingName: String) {
        self.directory = directory
        self.recordingName = recordingName
    }

    private func sessionURL(_ name: String) -> URL {
        TouchTapeOutput.sessionsFolder(in: directory).appendingPathComponent("\(name).ndjson")
    }

    private func partialURL(_ name: String) -> URL {
        TouchTapeOutput.sessionsFolder(in: directory).appendingPathComponent("\(name).ndjson.partial")
    }

    public func beginSegment(_ segment: RecordedSegment) {
        order.append(segment.name)
        buffers[segment.name] = segment.sessionHeader
        do {
            let written = try segment.scene.write(to: directory)
            files.append(written.scene)
            if let probe = written.probe { files.append(probe) }
            files.append(written.log)
            let partial = partialURL(segment.name)
            try FileManager.default.createDirectory(at: partial.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: partial.path, contents: Data(segment.sessionHeader)) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial.path])
            }
            let handle = try FileHandle(forWritingTo: partial)
            try handle.seekToEnd()
            partials[segment.name] = handle
        } catch {
            errors.append("segment \(segment.name): \(error)")
        }
    }

    public func appendEvent(_ line: [UInt8], toSegment name: String) {
        buffers[name, default: []] += line
        do {
            try partials[name]?.write(contentsOf: Data(line))
        } catch {
            errors.append("segment \(name): streaming to .partial: \(error)")
            partials[name] = nil
        }
    }

    public func publish(segment name: String) {
        guard let bytes = buffers[name] else { return }
        do {
            let url = sessionURL(name)
            try TouchTapeOutput.writeAtomically(bytes, to: url)
            if !files.contains(url) { files.append(url) }
            unpublished.remove(name)
        } catch {
            errors.append("segment \(name): publishing: \(error)")
            unpublished.insert(name)
        }
    }

    public func finish(_ summary: RecordingSummary) {
        self.summary = summary
        for name in order {
            try? partials[name]?.close()
            partials[name] = nil
            // The published file is complete: the stream has nothing more to say (unless
            // publishing failed, when the stream is all there is).
            if !unpublished.contains(name) { try? FileManager.default.removeItem(at: partialURL(name)) }
        }
        var text = summary.log.text
        text += "segments: \(summary.segments.joined(separator: ", "))\nevents: \(summary.events)\n"
        for error in errors { text += "error: \(error)\n" }
        let log = TouchTapeOutput.logsFolder(in: directory).appendingPathComponent("\(recordingName).recording.log")
        do {
            try TouchTapeOutput.writeAtomically(Array(text.utf8), to: log)
            files.append(log)
        } catch {
            errors.append("recording log: \(error)")
        }
    }
}
