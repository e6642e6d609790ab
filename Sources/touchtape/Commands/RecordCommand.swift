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
            --name are required. The whole input is read and validated before anything is stored.
            """)

    @Option(help: "The scene's name (required without a header line).") var scene: String?
    @Option(help: "The session's name (required without a header line).") var name: String?
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        // Standard input is spooled to a temporary file and read back line by line, so a
        // session of any length is validated and stored in flat memory.
        let spool = try Spool.standardInput()
        defer { spool.remove() }
        let reader = try makeReader(spool.path)
        let header = reader.header
        if let scene, scene != header.scene {
            throw CLIError.badInput("-: --scene \(scene) contradicts the header's scene \"\(header.scene)\"")
        }
        if let name, name != header.name {
            throw CLIError.badInput("-: --name \(name) contradicts the header's name \"\(header.name)\"")
        }
        let opened = try store.open()
        let result = try opened.write {
            try opened.importSession(file: "-", replace: false,
                                     openReader: { () throws(InputError) in try makeReader(spool.path) },
                                     baselineRun: { try opened.createRun(kind: .baseline) })
        }
        if json {
            var out: [UInt8] = []
            var o = JSONObjectWriter()
            o.key("name", &out); JSONText.appendString(result.name, to: &out)
            o.key("new", &out); out.append(contentsOf: (result.status != .unchanged ? "true" : "false").utf8)
            o.key("events", &out); JSONText.appendNumber(Double(result.events), to: &out)
            o.key("touches", &out); JSONText.appendNumber(Double(result.touches), to: &out)
            o.key("baselineRun", &out); JSONObjectWriter.optionalNumber(result.baselineRun.map(Double.init), &out)
            o.close(&out)
            print(String(decoding: out, as: UTF8.self))
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
        // A byte order mark or UTF-16 is named as such, at 1:1 (cli.md), not as a missing header.
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

/// Standard input copied to a temporary file.
struct Spool {
    let path: String

    static func standardInput() throws -> Spool {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchtape-record-\(UUID().uuidString).ndjson").path
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let output = FileHandle(forWritingAtPath: path) else {
            throw CLIError.badInput("-: cannot spool standard input to \(path)")
        }
        defer { try? output.close() }
        while true {
            let chunk = FileHandle.standardInput.readData(ofLength: 1 << 20)
            if chunk.isEmpty { break }
            output.write(chunk)
        }
        return Spool(path: path)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
