import ArgumentParser
import Foundation
import TouchTapeCore
import TouchTapeStore

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Store a session read as NDJSON from standard input, and record its baseline.",
        discussion: """
            A first line with a "format" key is the session's header; without one, --scene and \
            --name are required. The whole input is read and validated before anything is stored; \
            input without any event is bad input.
            """)

    @Option(help: "The scene's name (required without a header line).") var scene: String?
    @Option(help: "The session's name (required without a header line).") var name: String?
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        // Standard input is spooled to a temporary file and read back line by line, so a
        // session of any length is validated and stored in flat memory.
        // Ctrl-C or SIGTERM from here on removes the spool and stores nothing (issue #23).
        let spoolPath = Spool.newPath()
        Interruption.install(spoolPath: spoolPath)
        let spool = try Spool.standardInput(into: spoolPath)
        defer { spool.remove() }
        let reader = try makeReader(spool.path)
        let header = reader.header
        if let scene, scene != header.scene {
            throw CLIError.badInput("-: --scene \(scene) contradicts the header's scene \"\(header.scene)\"")
        }
        if let name, name != header.name {
            throw CLIError.badInput("-: --name \(name) contradicts the header's name \"\(header.name)\"")
        }
        Interruption.deferSignals()
        let opened = try store.openForWriting()
        let result = try opened.write {
            try Interruption.check()
            let result = try opened.importSession(file: "-", replace: false,
                                                  openReader: { () throws(InputError) in try makeReader(spool.path) },
                                                  baselineRun: { try opened.createRun(kind: .baseline) },
                                                  progress: { _ in try Interruption.check() })
            // The last moment a signal can still undo everything: the commit follows.
            try Interruption.check()
            // No silent green: an empty recording (a simulator log that never came) is bad
            // input, not a session that passes for ever.
            if result.events == 0 {
                throw InputError(file: "-", place: "session \"\(result.name)\"",
                                 "no events: standard input held no event lines, so there is nothing to store")
            }
            return result
        }
        if json {
            var json = JSONWriter()
            json.object { json in
                json.key("name"); json.string(result.name)
                json.key("new"); json.bool(result.status != .unchanged)
                json.key("events"); json.number(result.events)
                json.key("touches"); json.number(result.touches)
                json.key("baselineRun"); json.number(result.baselineRun)
            }
            print(json.text)
        } else if result.status == .unchanged {
            print("session \(result.name): unchanged (\(result.events) events, \(result.touches) touches already stored)")
        } else {
            print("session \(result.name): \(result.events) events, \(result.touches) touches, baseline run \(result.baselineRun.map(String.init) ?? "-")")
        }
    }

    /// The header is the first line when it has a `format` key; else it comes from the options.
    private func makeReader(_ path: String) throws(InputError) -> SessionReader {
        var lines = ChunkLines(try FileChunks(path: path))
        let first = try lines.nextLine()
        // A byte order mark or UTF-16 is named as such, at 1:1 (docs/cli.md), not as a missing
        // header.
        if let first, first.line == 1, let fault = DocumentEncoding.fault(in: first.bytes) { throw fault.inFile("-") }
        if let first, let value = try? JSONReader.parse(first.bytes, firstLine: first.line),
           value.objectValue?["format"] != nil {
            return try SessionReader(lines: ChunkLines(try FileChunks(path: path)), file: "-")
        }
        guard let scene, let name else {
            throw InputError(file: "-", position: SourcePosition(line: 1, column: 1),
                             "the first line is not a session header (it has no \"format\"): give --scene and --name")
        }
        let header = try SessionHeader.make(name: name, scene: scene)
        return SessionReader(header: header, eventLines: ChunkLines(try FileChunks(path: path)), file: "-")
    }
}

/// Standard input copied to a temporary file (in `$TMPDIR`), with POSIX calls so that a
/// write that fails (a full disk, `ulimit -f`) is exit 3 with its reason, never a trap, and
/// the partial file is removed.
struct Spool {
    let path: String

    /// A new spool file's path, in `$TMPDIR`.
    static func newPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("touchtape-record-\(UUID().uuidString).ndjson").path
    }

    static func standardInput(into path: String) throws -> Spool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw CLIError.writeFailed("-: cannot spool standard input to \(path) (\(String(cString: strerror(errno))))")
        }
        let spool = Spool(path: path)
        func fail(_ what: String) -> CLIError {
            let reason = String(cString: strerror(errno))
            close(fd)
            spool.remove()
            return CLIError.writeFailed("-: \(what) \(path) (\(reason))")
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail("cannot read standard input into")
            }
            if count == 0 { break }
            var offset = 0
            while offset < count {
                let written = buffer.withUnsafeBytes { raw in
                    spoolWrite(fd, raw.baseAddress.map { $0 + offset }, count - offset)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw fail("cannot spool standard input to")
                }
                offset += written
            }
        }
        if close(fd) != 0 {
            let reason = String(cString: strerror(errno))
            spool.remove()
            throw CLIError.writeFailed("-: cannot spool standard input to \(path) (\(reason))")
        }
        return spool
    }

    func remove() { unlink(path) }
}

#if canImport(Glibc)
import Glibc
private let spoolWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let spoolWrite = Darwin.write
#endif
