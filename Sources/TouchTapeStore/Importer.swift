import Foundation
import TouchTapeCore
import TouchTapeDumps

/// One file `import` reads.
package struct ImportFile: Sendable, Hashable {
    package var path: String
    package var kind: Kind
    /// For a session file: the baseline file beside it (`STEM.outcomes.ndjson`), when there is one.
    package var baselineFile: String?

    /// - Parameter besideKnown: for a session file found in a folder, the baseline files the
    ///   folder walk met (``Importer/BaselinesSeen``): no file system call per session (issue
    ///   #26); nil: asked of the file system.
    package init(path: String, kind: Kind, besideKnown: Importer.BaselinesSeen? = nil) {
        self.path = path
        self.kind = kind
        if kind == .session {
            let beside = BaselineFile.path(forSessionFile: path)
            let exists = besideKnown?.has(beside) ?? FileManager.default.fileExists(atPath: beside)
            baselineFile = beside != path && exists ? beside : nil
        }
    }

    /// A dump is a view-hierarchy dump read as a scene (docs/dumps.md).
    package enum Kind: Sendable, Hashable { case scene, session, dump }
}

/// How far an import is: files done of all, and session events stored so far.
package struct ImportProgress: Sendable {
    package var filesDone: Int
    package var files: Int
    package var events: Int
}

/// What one `import` command did, document by document.
package struct ImportReport: Sendable {
    package var scenes: [SceneImportResult] = []
    package var sessions: [SessionImportResult] = []
    /// Files found by walking a folder that are not TouchTape documents.
    package var skipped: [(path: String, reason: String)] = []
    package var baselineRun: Int64?
    /// The run holding the baselines read from baseline files, if any.
    package var baselineFileRun: Int64?
    /// What each dump became (its scene is also in `scenes`).
    package var dumps: [DumpImportResult] = []
}

/// `import PATH…` (docs/cli.md): files named are read whatever their extension, in the order
/// given; folders are walked recursively for `.json` and `.ndjson` (and `.txt` and `.dump` dumps), in sorted path order; all
/// scenes first, then all sessions, in one transaction.
package enum Importer {
    /// The files to import, classified by their `format`, and the folder files skipped.
    package static func collect(_ paths: [String]) throws -> (files: [ImportFile], skipped: [(path: String, reason: String)]) {
        var files: [ImportFile] = []
        var skipped: [(String, String)] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(file: path, "no such file or folder")
            }
            if !isDirectory.boolValue {
                if BaselineFile.isBaselineFile(path) {
                    throw InputError(file: path, "a baseline file is not a document of its own: it is read with the session file beside it")
                }
                if try isDump(path) {
                    files.append(ImportFile(path: path, kind: .dump))
                    continue
                }
                // A file named must be a TouchTape document: anything else is bad input, with its place.
                switch try detect(path) {
                case .scene: files.append(ImportFile(path: path, kind: .scene))
                case .session: files.append(ImportFile(path: path, kind: .session))
                case .companion:
                    throw InputError(file: path, "a dump overlay is not imported on its own: name its dump (the overlay beside it is read) or give it with --overlay")
                case .foreign(let reason): throw reason.inFile(path)
                case .invalid(let fault): throw fault.inFile(path)
                }
                continue
            }
            var baselines = BaselinesSeen()
            for file in walk(path, baselines: &baselines) {
                if isDumpExtension(file) {
                    if try walkedDumpHasRecords(file) {
                        files.append(ImportFile(path: file, kind: .dump))
                    } else {
                        skipped.append((file, "no view record"))
                    }
                    continue
                }
                // docs/cli.md: only valid JSON without a TouchTape format is skipped; a broken file
                // fails the command like a named one (a scene cut off before its format must
                // not drop out of a CI import without a word).
                switch try detect(file) {
                case .scene: files.append(ImportFile(path: file, kind: .scene))
                case .session: files.append(ImportFile(path: file, kind: .session, besideKnown: baselines))
                case .companion: continue  // a dump's overlay: read with its dump
                case .foreign(let reason): skipped.append((file, reason.description))
                case .invalid(let fault): throw fault.inFile(file)
                }
            }
        }
        return (files, skipped)
    }

    /// `.json`, `.ndjson`, `.txt` and `.dump` files below a folder, in sorted path order:
    /// regular files only, hidden ones too; symbolic links inside the folder are not followed
    /// (the folder itself may be one). Read with `readdir` and `lstat`: Foundation's
    /// enumerator made a URL and read its resource values per file, a fifth of importing a
    /// suite of thousands of small sessions (issue #26).
    static func walk(_ folder: String) -> [String] {
        var baselines = BaselinesSeen()
        return walk(folder, baselines: &baselines)
    }

    /// The baseline files a folder walk met, by path as the walk gives paths: a session file's
    /// baseline beside it is known without asking the file system again.
    package struct BaselinesSeen: Sendable {
        /// Regular files named as baseline files.
        fileprivate var files: Set<String> = []
        /// Other entries so named (links, folders): whether one is a baseline file is asked of
        /// the file system, as for a file named on the command line.
        fileprivate var others: Set<String> = []

        /// Whether `path` is a baseline file; nil when only the file system can say.
        func has(_ path: String) -> Bool? {
            if files.contains(path) { return true }
            return others.contains(path) ? nil : false
        }
    }

    /// ``walk(_:)``, noting the baseline files met in `baselines`.
    static func walk(_ folder: String, baselines: inout BaselinesSeen) -> [String] {
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // As given: the folder as named, then the path below it.
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        func given(_ path: String) -> String { prefix + path.dropFirst(root.count + 1) }
        var result: [String] = []
        func visit(_ directory: String) {
            guard let stream = opendir(directory.isEmpty ? "/" : directory) else { return }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = directory + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if BaselineFile.isBaselineFile(name) {
                    if status.st_mode & S_IFMT == S_IFREG {
                        baselines.files.insert(given(path))
                    } else {
                        baselines.others.insert(given(path))
                    }
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    visit(path)
                case S_IFREG:
                    // The extension as a URL gives it: after the last dot, unless that dot starts the name.
                    let ext = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : name[name.index(after: $0)...] } ?? ""
                    guard ext == "json" || ext == "ndjson" || isDumpExtension(name) else { continue }
                    // A baseline file belongs to the session file beside it (docs/formats.md).
                    if BaselineFile.isBaselineFile(name) { continue }
                    result.append(path)
                default:
                    continue
                }
            }
        }
        visit(root)
        return sortedByBytes(result.map(given))
    }

    /// `paths` in the order of their UTF-8 bytes, compared with `memcmp`: the generic
    /// `utf8.lexicographicallyPrecedes` walked each view byte by byte, 1.3 % of importing
    /// 5,000 small sessions (issue #26).
    static func sortedByBytes(_ paths: [String]) -> [String] {
        let keyed = paths.map { (bytes: Array($0.utf8), path: $0) }
        return keyed.sorted { a, b in
            a.bytes.withUnsafeBufferPointer { x in
                b.bytes.withUnsafeBufferPointer { y in
                    let common = min(x.count, y.count)
                    if common > 0, let xs = x.baseAddress, let ys = y.baseAddress {
                        let order = memcmp(xs, ys, common)
                        if order != 0 { return order < 0 }
                    }
                    return x.count < y.count
                }
            }
        }.map(\.path)
    }

    /// What a file holds, from its first 64 KiB when they tell (the `format` comes first in
    /// every TouchTape document we write), else from all of it.
    static func detect(_ path: String) throws -> DocumentKind {
        let companions: Set<String> = [DumpReader.overlayFormat]
        // The first 4 KB hold a session's or a scene's "format" as written (issue #26: most files
        // are small sessions). A kind found there is the kind a longer prefix gives: the reader
        // stops at "format", and everything before it was read the same way.
        let head = try readPrefix(path, count: 1 << 12, shortReadEnds: true)
        let headKind = DocumentKind.detect(head, companions: companions)
        switch headKind {
        case .scene, .session, .companion: return headKind
        case .foreign, .invalid: break
        }
        let prefix = try readPrefix(path, count: 1 << 16)
        let kind = DocumentKind.detect(prefix, companions: companions)
        switch kind {
        case .scene, .session, .companion: return kind
        case .foreign, .invalid:
            return prefix.count < (1 << 16) ? kind : DocumentKind.detect(try read(path), companions: companions)
        }
    }

    /// The first `count` bytes of a file (all of it when shorter), read with `open` and `read`:
    /// Foundation's `FileHandle` and its `Data` cost 4 % of importing 5,000 small sessions, each
    /// file detected once, and `fopen`'s buffered stream a little more than the bare calls
    /// (issue #26).
    ///
    /// - Parameter shortReadEnds: stop after the first read that returns less than asked (the
    ///   end of a regular file, so one call fewer per small file); the caller must not take a
    ///   short prefix for the whole file.
    static func readPrefix(_ path: String, count: Int, shortReadEnds: Bool = false) throws(InputError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw InputError(file: path, "cannot read the file") }
        defer { close(fd) }
        var failed = false
        let prefix = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            while filled < count {
                let n = readFromFile(fd, buffer.baseAddress.map { $0 + filled }, count - filled)
                if n > 0 {
                    filled += n
                    if shortReadEnds && filled < count { break }
                } else if n == 0 {
                    break
                } else if errno != EINTR {
                    failed = true
                    break
                }
            }
        }
        if failed { throw InputError(file: path, "cannot read the file") }
        return prefix
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
    package static func run(_ files: [ImportFile], into store: Store, replace: Bool,
                           dumpOptions: DumpImportOptions = DumpImportOptions(),
                           progress: (ImportProgress) -> Void = { _ in }) throws -> ImportReport {
        try store.write { try importFiles(files, into: store, replace: replace, dumpOptions: dumpOptions, progress: progress) }
    }

    /// The work of ``run(_:into:replace:progress:)`` inside a transaction the caller holds
    /// (`replay PATH…` imports and replays in one).
    package static func importFiles(_ files: [ImportFile], into store: Store, replace: Bool,
                                   dumpOptions: DumpImportOptions = DumpImportOptions(),
                                   progress: (ImportProgress) -> Void = { _ in }) throws -> ImportReport {
        var report = ImportReport()
        var state = ImportProgress(filesDone: 0, files: files.count, events: 0)
        do {
            for file in files where file.kind != .session {
                if file.kind == .dump {
                    let dump = try importDump(file.path, into: store, options: dumpOptions)
                    report.dumps.append(dump)
                    report.scenes.append(dump.scene)
                    state.filesDone += 1
                    progress(state)
                    continue
                }
                let document = try SceneDocument.decode(try read(file.path), file: file.path)
                report.scenes.append(try store.importScene(document, file: file.path))
                state.filesDone += 1
                progress(state)
            }
            var baseline: Int64?
            var fileBaseline: Int64?
            for file in files where file.kind == .session {
                let eventsBefore = state.events
                let result = try store.importSession(
                    file: file.path, replace: replace, sourceFile: file.path, baselineFile: file.baselineFile,
                    openReader: sessionReader(file.path),
                    baselineRun: {
                        if let baseline { return baseline }
                        let run = try store.createRun(kind: .baseline)
                        baseline = run
                        return run
                    },
                    fileBaselineRun: {
                        if let fileBaseline { return fileBaseline }
                        let run = try store.createRun(kind: .baseline, engineVersion: Store.baselineFileEngineVersion)
                        fileBaseline = run
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
            report.baselineFileRun = fileBaseline
        }
        return report
    }
}

