import Foundation
import TouchTapeCore

/// One file `import` reads.
public struct ImportFile: Sendable, Hashable {
    public var path: String
    public var kind: Kind

    public enum Kind: Sendable, Hashable { case scene, session }
}

/// How far an import is: files done of all, and session events stored so far.
public struct ImportProgress: Sendable {
    public var filesDone: Int
    public var files: Int
    public var events: Int
}

/// What one `import` command did, document by document.
public struct ImportReport: Sendable {
    public var scenes: [SceneImportResult] = []
    public var sessions: [SessionImportResult] = []
    /// Files found by walking a folder that are not TouchTape documents.
    public var skipped: [(path: String, reason: String)] = []
    public var baselineRun: Int64?
}

/// `import PATH…` (cli.md): files named are read whatever their extension, in the order
/// given; folders are walked recursively for `.json` and `.ndjson`, in sorted path order; all
/// scenes first, then all sessions, in one transaction.
public enum Importer {
    /// The files to import, classified by their `format`, and the folder files skipped.
    public static func collect(_ paths: [String]) throws -> (files: [ImportFile], skipped: [(path: String, reason: String)]) {
        var files: [ImportFile] = []
        var skipped: [(String, String)] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(file: path, "no such file or folder")
            }
            if !isDirectory.boolValue {
                switch try detect(path) {
                case .scene: files.append(ImportFile(path: path, kind: .scene))
                case .session: files.append(ImportFile(path: path, kind: .session))
                case .other(let format):
                    throw InputError(file: path, format.map { "\"format\" is \"\($0)\", not \(Scene.format), \(Scene.formatWithGestures), \(Session.format) or \(Session.formatWithGestures)" }
                                     ?? "not a TouchTape document: it has no \"format\"")
                case .unreadable:
                    throw InputError(file: path, "not a TouchTape document: not JSON")
                }
                continue
            }
            for file in walk(path) {
                switch try detect(file) {
                case .scene: files.append(ImportFile(path: file, kind: .scene))
                case .session: files.append(ImportFile(path: file, kind: .session))
                case .other(let format): skipped.append((file, format.map { "format \"\($0)\"" } ?? "no \"format\""))
                case .unreadable: skipped.append((file, "not JSON"))
                }
            }
        }
        return (files, skipped)
    }

    /// `.json` and `.ndjson` files below a folder, in sorted path order.
    static func walk(_ folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var result: [String] = []
        for case let url as URL in enumerator {
            let ext = url.pathExtension
            guard ext == "json" || ext == "ndjson" else { continue }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : url.lastPathComponent
            result.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
        }
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// What a file holds, from its first 64 KiB when they tell (the `format` comes first in
    /// every TouchTape document we write), else from all of it.
    static func detect(_ path: String) throws -> DocumentKind {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError(file: path, "cannot read the file")
        }
        defer { try? handle.close() }
        let prefix = [UInt8](handle.readData(ofLength: 1 << 16))
        let kind = DocumentKind.detect(prefix)
        switch kind {
        case .scene, .session: return kind
        default: return prefix.count < (1 << 16) ? kind : DocumentKind.detect(try read(path))
        }
    }

    /// Opens a session file for reading in chunks (NDJSON or one document), so memory stays
    /// flat however long the session is.
    static func sessionReader(_ path: String) -> () throws(InputError) -> SessionReader {
        { () throws(InputError) in
            try SessionReader(chunks: { () throws(InputError) in try FileChunks(path: path) }, file: path)
        }
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, "cannot read the file")
        }
        return [UInt8](data)
    }

    /// Imports the files into the store in one transaction: scenes, then sessions; new
    /// sessions get their baseline in one run.
    public static func run(_ files: [ImportFile], into store: Store, replace: Bool,
                           progress: (ImportProgress) -> Void = { _ in }) throws -> ImportReport {
        try store.write { try importFiles(files, into: store, replace: replace, progress: progress) }
    }

    /// The work of ``run(_:into:replace:progress:)`` inside a transaction the caller holds
    /// (`replay PATH…` imports and replays in one).
    public static func importFiles(_ files: [ImportFile], into store: Store, replace: Bool,
                                   progress: (ImportProgress) -> Void = { _ in }) throws -> ImportReport {
        var report = ImportReport()
        var state = ImportProgress(filesDone: 0, files: files.count, events: 0)
        do {
            for file in files where file.kind == .scene {
                let document = try SceneDocument.decode(try read(file.path), file: file.path)
                report.scenes.append(try store.importScene(document, file: file.path))
                state.filesDone += 1
                progress(state)
            }
            var baseline: Int64?
            for file in files where file.kind == .session {
                let eventsBefore = state.events
                let result = try store.importSession(
                    file: file.path, replace: replace,
                    openReader: sessionReader(file.path),
                    baselineRun: {
                        if let baseline { return baseline }
                        let run = try store.createRun(kind: .baseline)
                        baseline = run
                        return run
                    },
                    progress: { eventsRead in
                        state.events = eventsBefore + eventsRead
                        progress(state)
                    })
                report.sessions.append(result)
                state.filesDone += 1
                progress(state)
            }
            report.baselineRun = baseline
        }
        return report
    }
}
