import Foundation
import TouchTapeCaptureCore

/// Where captures go, and how files are written there: whole files to a temporary name in
/// the same folder, then renamed into place, so that a reader (a CI job copying the folder,
/// the importer) never sees half a file.
public enum TouchTapeOutput {
    /// The environment variable naming the output folder.
    public static let directoryVariable = "TOUCHTAPE_OUTPUT_DIR"
    /// The folder inside the app's Documents when the variable is not set.
    public static let defaultFolderName = "TouchTape"

    /// `$TOUCHTAPE_OUTPUT_DIR`, else `Documents/TouchTape` of the app's container.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment[directoryVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        return documents.appendingPathComponent(defaultFolderName, isDirectory: true)
    }

    /// The subfolders of an output folder: scenes, sessions, probe sessions, logs.
    public static func scenesFolder(in directory: URL) -> URL { directory.appendingPathComponent("scenes", isDirectory: true) }
    public static func sessionsFolder(in directory: URL) -> URL { directory.appendingPathComponent("sessions", isDirectory: true) }
    public static func probesFolder(in directory: URL) -> URL { directory.appendingPathComponent("probes", isDirectory: true) }
    public static func logsFolder(in directory: URL) -> URL { directory.appendingPathComponent("logs", isDirectory: true) }

    /// Writes `bytes` to `url` through a temporary file in the same folder and a rename
    /// (`Data.WritingOptions.atomic`), making missing folders.
    public static func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }
}

/// The files one capture wrote.
public struct CaptureFiles: Sendable, Hashable {
    public var scene: URL
    public var probe: URL?
    public var log: URL
}

extension CapturedScene {
    /// Writes the scene (`scenes/NAME.json`), its probe session (`probes/NAME.probe.ndjson`)
    /// and its log (`logs/NAME.capture.log`) into an output folder.
    @discardableResult
    public func write(to directory: URL) throws -> CaptureFiles {
        let scene = TouchTapeOutput.scenesFolder(in: directory).appendingPathComponent("\(name).json")
        try TouchTapeOutput.writeAtomically(sceneJSON, to: scene)
        var probe: URL?
        if let probeSession {
            let url = TouchTapeOutput.probesFolder(in: directory).appendingPathComponent("\(name).probe.ndjson")
            try TouchTapeOutput.writeAtomically(probeSession, to: url)
            probe = url
        }
        let log = TouchTapeOutput.logsFolder(in: directory).appendingPathComponent("\(name).capture.log")
        try TouchTapeOutput.writeAtomically(Array(self.log.text.utf8), to: log)
        return CaptureFiles(scene: scene, probe: probe, log: log)
    }
}
