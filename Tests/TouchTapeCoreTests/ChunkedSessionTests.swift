import Foundation
import Testing
@testable import TouchTapeCore

/// Sessions read from chunks (how the store streams large files, docs/formats.md): the same
/// events and the same errors, wherever the chunks break.
@Suite("Sessions read in chunks")
struct ChunkedSessionTests {
    /// Hands out a text a few bytes at a time, so chunk boundaries fall inside keys,
    /// strings, numbers and line ends.
    struct TinyChunks: ByteChunkSource {
        var bytes: [UInt8]
        var offset = 0
        var size: Int
        init(_ text: String, size: Int) {
            bytes = Array(text.utf8)
            self.size = size
        }
        mutating func nextChunk() throws(InputError) -> [UInt8]? {
            guard offset < bytes.count else { return nil }
            let end = min(bytes.count, offset + size)
            defer { offset = end }
            return Array(bytes[offset..<end])
        }
    }

    static func read(_ text: String, chunk: Int) throws -> (SessionHeader, [SessionEvent]) {
        var reader = try SessionReader(chunks: { () throws(InputError) in TinyChunks(text, size: chunk) }, file: "s.json")
        var events: [SessionEvent] = []
        while let e = try reader.next() { events.append(e) }
        return (reader.header, events)
    }

    static let document = """
        {"events": [
          {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 10.5, "y": 20, "tapCount": 2}]},
          {"t": 0.25, "touches": [{"touch": 1, "phase": "ended", "x": 10.5, "y": 20}],
           "expect": [{"touch": 1, "view": "a \\"quoted\\" ]} id"}]}
        ],
         "format": "touchtape.session/1", "name": "chunky", "scene": "s", "meta": {"note": "[{\\"}"}}
        """

    @Test("docs/formats.md: a one-document session gives the same events from chunks of any size")
    func documentAnyChunkSize() throws {
        let whole = try Session.decode(Array(Self.document.utf8), file: "s.json")
        for size in [1, 2, 3, 7, 64, 4096] {
            let (header, events) = try Self.read(Self.document, chunk: size)
            #expect(header.name == "chunky")
            #expect(events == whole.events, "chunk size \(size)")
        }
        #expect(whole.events.count == 2)
        #expect(whole.events[1].expectations.first?.view == .some("a \"quoted\" ]} id"))
    }

    @Test("docs/formats.md: NDJSON from chunks, with CRLF and blank lines, header first")
    func ndjsonAnyChunkSize() throws {
        let text = "{\"format\": \"touchtape.session/1\", \"name\": \"n\", \"scene\": \"s\"}\r\n\r\n"
            + "{\"t\": 0, \"touches\": [{\"touch\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 2}]}\r\n"
            + "{\"t\": 1, \"motion\": \"shake\"}"
        for size in [1, 5, 4096] {
            let (header, events) = try Self.read(text, chunk: size)
            #expect(header.name == "n")
            #expect(events.count == 2, "chunk size \(size)")
            #expect(events.last?.payload == .motion("shake"))
        }
    }

    @Test("docs/formats.md: an error inside an event is reported at its own line and column")
    func malformedEventPosition() throws {
        let text = """
            {"format": "touchtape.session/1", "name": "bad", "scene": "s",
             "events": [
              {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 1, "y": 2]}]}
            """
        for size in [1, 3, 4096] {
            let error = try #require(throws: InputError.self) { try Self.read(text, chunk: size) }
            #expect(error.position == SourcePosition(line: 3, column: 69), "chunk size \(size)")
            #expect(error.file == "s.json")
        }
    }

    @Test("docs/formats.md: duplicate top-level keys and a second value after a multi-line document are errors")
    func documentStructureErrors() throws {
        let duplicate = #"{"name": "a", "format": "touchtape.session/1", "scene": "s", "events": [], "name": "b"}"#
        let error = try #require(throws: InputError.self) { try Self.read(duplicate, chunk: 4) }
        #expect(error.message == "duplicate key \"name\"")
        #expect(error.position == SourcePosition(line: 1, column: 76))

        let twoValues = "{\"format\": \"touchtape.session/1\",\n \"name\": \"a\", \"scene\": \"s\", \"events\": []}\n{\"t\": 0}"
        let trailing = try #require(throws: InputError.self) { try Self.read(twoValues, chunk: 4) }
        #expect(trailing.message.hasPrefix("only whitespace may follow the session"))
        #expect(trailing.position?.line == 3)
    }

    @Test("T7 across chunks: the event index is kept")
    func sequenceErrorIndex() throws {
        let text = "{\"format\": \"touchtape.session/1\", \"name\": \"n\", \"scene\": \"s\"}\n"
            + "{\"t\": 0, \"touches\": [{\"touch\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 2}]}\n"
            + "{\"t\": 1, \"touches\": [{\"touch\": 2, \"phase\": \"ended\", \"x\": 1, \"y\": 2}]}\n"
        let error = try #require(throws: InputError.self) { try Self.read(text, chunk: 3) }
        #expect(error.place == "event 1")
        #expect(error.message.contains("touch 2 is ended but has not begun"))
    }
}
