import Foundation

/// The one way the tool writes a file (docs/cli.md, "Never a crash, never a lost store"): JUnit
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
///
/// A terminal, a pipe, `/dev/null`, `/dev/stdout` or `/dev/stderr` cannot be replaced by a
/// renamed file (and replacing `/dev/null` as root would break the machine): they are
/// written as they are. A block device or a socket is refused.
struct OutputFile {
    /// The path as the user gave it (for messages).
    let path: String
    /// Written in place (a character device or a pipe), not through a temporary file.
    let isStream: Bool
    /// Whether a file was at the path before the command: a new one goes again when the
    /// command fails (``Leftovers``).
    var existedBefore = true

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
        if path == "/dev/stdout" || path == "/dev/stderr" { return OutputFile(path: path, isStream: true) }
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0 {
            switch linkInfo.st_mode & S_IFMT {
            case S_IFCHR, S_IFIFO: return OutputFile(path: path, isStream: true)
            case S_IFBLK, S_IFSOCK: throw CLIError.badInput("\(path): is a device or a socket, not a file to write")
            default: break
            }
        }
        if outputExists && (outputInfo.st_mode & S_IFMT) == S_IFDIR {
            throw CLIError.badInput("\(path): is a folder, not a file to write")
        }
        let folder = Self.folder(of: path)
        do {
            try Leftovers.createFolder(folder)
        } catch {
            throw CLIError.writeFailed("\(path): cannot create its folder \(folder) (\(Self.reason(of: error)))")
        }
        // A file made and removed: the folder can be written.
        let probe = try OutputSink.temporary(beside: path)
        probe.remove()
        return OutputFile(path: path, isStream: false, existedBefore: outputExists)
    }

    /// Writes `text` in place of the file.
    func write(_ text: String) throws {
        try write { sink in try sink.write(Array(text.utf8)) }
    }

    /// Writes what `body` writes in place of the file, streaming.
    func write(_ body: (inout OutputSink) throws -> Void) throws {
        var sink = isStream ? try OutputSink.stream(to: path) : try OutputSink.temporary(beside: path)
        do {
            try body(&sink)
            try sink.commit()
            if !existedBefore { Leftovers.wroteNewFile(path) }
        } catch {
            sink.remove()
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

/// Where an ``OutputFile``'s bytes go: a temporary file beside the output path (renamed into
/// place by ``commit()``, removed otherwise), or the output itself when it is a stream.
/// POSIX calls throughout, so that every failure is an error with its reason, never a trap.
struct OutputSink {
    /// The file written: the temporary file, or the stream's path.
    let path: String
    /// The output path this sink stands for (for messages, and the rename).
    private let outputPath: String
    private let isTemporary: Bool
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    private init(path: String, outputPath: String, isTemporary: Bool, descriptor: Int32) {
        self.path = path
        self.outputPath = outputPath
        self.isTemporary = isTemporary
        self.descriptor = descriptor
    }

    /// A new temporary file in the output's folder (``TemporaryLeftovers`` names and locks
    /// it), after removing the temporary files there that killed processes left behind.
    static func temporary(beside output: String) throws -> OutputSink {
        let folder = OutputFile.folder(of: output)
        let name = (output as NSString).lastPathComponent
        TemporaryLeftovers.removeStale(in: folder)
        for attempt in 0..<16 {
            let candidate = folder + "/" + TemporaryLeftovers.name(for: name, attempt: attempt)
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 {
                TemporaryLeftovers.hold(fd)
                return OutputSink(path: candidate, outputPath: output, isTemporary: true, descriptor: fd)
            }
            if errno != EEXIST {
                throw CLIError.writeFailed("\(output): cannot write in the folder \(folder) (\(String(cString: strerror(errno))))")
            }
        }
        throw CLIError.writeFailed("\(output): cannot make a temporary file in \(folder)")
    }

    /// The output itself, opened for writing (a terminal, a pipe, `/dev/null`).
    static func stream(to output: String) throws -> OutputSink {
        // The command's own standard output and error are its descriptors, at their
        // position (opening the path again would start a redirected file from its start).
        let fd = switch output {
        case "/dev/stdout": dup(STDOUT_FILENO)
        case "/dev/stderr": dup(STDERR_FILENO)
        default: open(output, O_WRONLY | O_CLOEXEC)
        }
        guard fd >= 0 else {
            throw CLIError.writeFailed("\(output): cannot open it for writing (\(String(cString: strerror(errno))))")
        }
        return OutputSink(path: output, outputPath: output, isTemporary: false, descriptor: fd)
    }

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

    /// Flushes and closes; a temporary file is synced first and renamed into place.
    mutating func commit() throws {
        try flush()
        if isTemporary && fsync(descriptor) != 0 { throw failure("cannot sync the file") }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw failure("cannot close the file") }
        if isTemporary && rename(path, outputPath) != 0 { throw failure("cannot rename \(path) into place") }
    }

    /// Deletes a temporary file (after a failure, or for a probe) while its lock is held, and closes.
    func remove() {
        if isTemporary { unlink(path) }
        if descriptor >= 0 { close(descriptor) }
    }
}

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif
