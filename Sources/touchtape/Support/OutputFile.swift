import Foundation

/// The one way the tool writes a file (cli.md, "Never a crash, never a lost store"): JUnit
/// and HTML reports, `render -o`, baseline files.
///
/// ``prepare(_:store:)`` runs before the command does anything: it refuses a path that
/// resolves to the store or one of its `-wal`, `-shm`, `-journal` files, or to a folder
/// (bad input, 2), creates missing parent folders, and makes and removes a file in the
/// folder so that a folder that cannot be written fails before the run (3). ``write(_:)``
/// then writes a temporary file in the same folder, syncs it and renames it into place: a
/// symlink at the path is replaced, never written through, and no reader sees half a file.
/// A write that fails (a full disk, a file-size limit) removes the temporary file and is
/// exit 3 with its reason.
struct OutputFile {
    /// The path as the user gave it (for messages).
    let path: String

    /// Checks one output path and makes its folder; see the type's documentation.
    static func prepare(_ path: String, store: String) throws -> OutputFile {
        let output = canonicalPath(path)
        let storePath = canonicalPath(store)
        var outputInfo = stat()
        let outputExists = stat(path, &outputInfo) == 0
        for suffix in ["", "-wal", "-shm", "-journal"] {
            var storeInfo = stat()
            let sameInode = outputExists && stat(store + suffix, &storeInfo) == 0
                && storeInfo.st_dev == outputInfo.st_dev && storeInfo.st_ino == outputInfo.st_ino
            if output == storePath + suffix || sameInode {
                throw CLIError.badInput("\(path): this output path is the store's own file \(store + suffix); "
                                        + "writing it would destroy the store")
            }
        }
        if outputExists && (outputInfo.st_mode & S_IFMT) == S_IFDIR {
            throw CLIError.badInput("\(path): is a folder, not a file to write")
        }
        let folder = Self.folder(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError.writeFailed("\(path): cannot create its folder \(folder) (\(Self.reason(of: error)))")
        }
        // A file made and removed: the folder can be written.
        let probe = try TemporaryFile(beside: path)
        probe.remove()
        return OutputFile(path: path)
    }

    /// Checks several output paths (none may appear twice) before anything runs.
    static func prepare(_ paths: [String], store: String) throws -> [OutputFile] {
        var seen: Set<String> = []
        var files: [OutputFile] = []
        for path in paths {
            guard seen.insert(canonicalPath(path)).inserted else {
                throw CLIError.badInput("\(path): given as two outputs; each output needs its own file")
            }
            files.append(try prepare(path, store: store))
        }
        return files
    }

    /// Writes `text` in place of the file.
    func write(_ text: String) throws {
        try write { sink in try sink.write(Array(text.utf8)) }
    }

    /// Writes what `body` writes in place of the file, streaming.
    func write(_ body: (inout TemporaryFile) throws -> Void) throws {
        var file = try TemporaryFile(beside: path)
        do {
            try body(&file)
            try file.commit(to: path)
        } catch {
            file.remove()
            throw error
        }
    }

    /// The folder a file goes in.
    static func folder(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The absolute path with every symlink of its existing part resolved (the part that
    /// does not exist yet kept as written).
    static func canonicalPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = (absolute as NSString).standardizingPath
        if let resolved = realpath(standardized, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = (standardized as NSString).deletingLastPathComponent
        if parent == standardized || parent.isEmpty { return standardized }
        return canonicalPath(parent) + "/" + (standardized as NSString).lastPathComponent
    }

    static func reason(of error: any Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return error.localizedDescription
    }
}

/// A temporary file beside an output path, written with POSIX calls so that every failure
/// is an error with its reason (never a trap), removed unless committed.
struct TemporaryFile {
    let path: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    init(beside output: String) throws {
        let folder = OutputFile.folder(of: output)
        let name = (output as NSString).lastPathComponent
        var created: (String, Int32)?
        for attempt in 0..<16 {
            let candidate = folder + "/.\(name).touchtape-\(getpid())-\(attempt).tmp"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 {
                created = (candidate, fd)
                break
            }
            if errno != EEXIST {
                throw CLIError.writeFailed("\(output): cannot write in the folder \(folder) (\(String(cString: strerror(errno))))")
            }
        }
        guard let (path, fd) = created else {
            throw CLIError.writeFailed("\(output): cannot make a temporary file in \(folder)")
        }
        self.path = path
        descriptor = fd
        outputPath = output
    }

    /// The output path this file will replace (for messages).
    private let outputPath: String

    /// Appends bytes (buffered).
    mutating func write(_ bytes: [UInt8]) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Appends one line and its newline.
    mutating func writeLine(_ line: String) throws {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 20 { try flush() }
    }

    private mutating func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure("cannot write")
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func failure(_ what: String) -> CLIError {
        CLIError.writeFailed("\(outputPath): \(what) (\(String(cString: strerror(errno))))")
    }

    /// Flushes, syncs and closes the file, and renames it to `path`.
    mutating func commit(to output: String) throws {
        try flush()
        if fsync(descriptor) != 0 { throw failure("cannot sync the file") }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw failure("cannot close the file") }
        if rename(path, output) != 0 { throw failure("cannot rename \(path) into place") }
    }

    /// Closes and deletes the file (after a failure, or for a probe).
    func remove() {
        if descriptor >= 0 { close(descriptor) }
        unlink(path)
    }
}

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif
