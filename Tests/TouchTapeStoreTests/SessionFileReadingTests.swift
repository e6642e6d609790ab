import Foundation
import Testing
import TouchTapeCore
@testable import TouchTapeStore

/// Reading session files with few system calls (issue #26: a suite of thousands of small
/// files spent a fifth of its import in opening, sizing and reading each one several times):
/// the bytes read, the kinds detected and the baseline files found must stay what they were.
@Suite("Session files read with few system calls")
struct SessionFileReadingTests {
    static let session = """
        {"format":"touchtape.session/1","name":"s","scene":"grid"}
        {"t":0,"touches":[{"phase":"began","touch":1,"x":10,"y":10}]}
        {"t":0.1,"touches":[{"phase":"ended","touch":1,"x":10,"y":10}]}

        """

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func allChunks(_ source: inout FileChunks) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let chunk = try source.nextChunk() { bytes += chunk }
        return bytes
    }

    @Test("A small file is one chunk, known to be the last without another read")
    func smallFileIsOneChunkKnownToBeLast() throws {
        try withTemporaryDirectory { dir in
            try write(Self.session, to: dir + "/s.ndjson")
            var chunks = try FileChunks(path: dir + "/s.ndjson")
            #expect(!chunks.isExhausted)
            #expect(try chunks.nextChunk() == Array(Self.session.utf8))
            #expect(chunks.isExhausted)
            #expect(try chunks.nextChunk() == nil)
        }
    }

    @Test("A file longer than a chunk is read whole, chunk after chunk")
    func largeFileIsReadWhole() throws {
        try withTemporaryDirectory { dir in
            let text = String(repeating: "0123456789abcdef", count: FileChunks.chunkSize / 16 * 2 + 5)
            try write(text, to: dir + "/big.ndjson")
            var chunks = try FileChunks(path: dir + "/big.ndjson")
            #expect(try allChunks(&chunks) == Array(text.utf8))
            #expect(chunks.isExhausted)
        }
    }

    @Test("An empty file gives no chunk")
    func emptyFileGivesNoChunk() throws {
        try withTemporaryDirectory { dir in
            try write("", to: dir + "/empty.ndjson")
            var chunks = try FileChunks(path: dir + "/empty.ndjson")
            #expect(try chunks.nextChunk() == nil)
        }
    }

    @Test("A small NDJSON session is opened once, and reads the events it read when opened twice")
    func smallNDJSONSessionIsOpenedOnce() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/s.ndjson"
            try write(Self.session, to: path)
            var opens = 0
            var once = try SessionReader(chunks: { () throws(InputError) in
                opens += 1
                return try FileChunks(path: path)
            }, file: path)
            #expect(opens == 1)
            // A source that cannot tell it is over is opened again, as before.
            var twiceOpens = 0
            var twice = try SessionReader(chunks: { () throws(InputError) in
                twiceOpens += 1
                return UnknownEndChunks(bytes: Array(Self.session.utf8))
            }, file: path)
            #expect(twiceOpens == 2)
            var fromOnce: [SessionEvent] = [], fromTwice: [SessionEvent] = []
            while let e = try once.next() { fromOnce.append(e) }
            while let e = try twice.next() { fromTwice.append(e) }
            #expect(fromOnce.count == 2)
            #expect(fromOnce == fromTwice)
        }
    }

    @Test("Plain NDJSON is recognized on its bytes; anything else is left to the header pass")
    func plainNDJSONIsRecognizedOnItsBytes() {
        func plain(_ text: String) -> Bool { SessionReader.isPlainNDJSON(Array(text.utf8)) }
        #expect(plain(Self.session))
        #expect(plain("  \n{\"a\":\"}{[\\\"\"}\r\n\n{\"t\":0}\n"))
        #expect(!plain(#"{"format":"touchtape.session/1","name":"s","scene":"grid","events":[]}"#))
        #expect(!plain("{\"a\":\n1}\n{\"t\":0}\n"))
        #expect(!plain("{\"a\":1} {\"t\":0}\n"))
        #expect(!plain("{\"a\":1}\n  \n"))
        #expect(!plain("[1]\n{\"t\":0}\n"))
    }

    @Test("A small NDJSON session with a bad header reports the error the header pass reports")
    func badHeaderReportsAsBefore() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/bad.ndjson"
            let bad = Self.session.replacingOccurrences(of: #""scene":"grid""#, with: #""scene":"grid","colour":"red""#)
            try write(bad, to: path)
            func message(_ open: () throws(InputError) -> any ByteChunkSource) -> String? {
                do {
                    _ = try SessionReader(chunks: open, file: path)
                    return nil
                } catch {
                    return error.description
                }
            }
            let fast = message { () throws(InputError) in try FileChunks(path: path) }
            let general = message { () throws(InputError) in UnknownEndChunks(bytes: Array(bad.utf8)) }
            #expect(fast != nil)
            #expect(fast == general)
        }
    }

    @Test("A document whose format comes after its first 4 KB is still detected")
    func formatAfterTheFirstBlockIsDetected() throws {
        try withTemporaryDirectory { dir in
            let padding = String(repeating: "x", count: 6000)
            try write(#"{"note":"\#(padding)","format":"touchtape.session/1","name":"s","scene":"grid","events":[]}"#,
                      to: dir + "/late.json")
            #expect(try Importer.detect(dir + "/late.json") == .session)
            try write(#"{"note":"\#(padding)","kind":"other"}"#, to: dir + "/foreign.json")
            guard case .foreign = try Importer.detect(dir + "/foreign.json") else {
                Issue.record("a JSON file without a format is foreign")
                return
            }
        }
    }

    @Test("A session found in a folder has the baseline file beside it, a regular file or a link to one")
    func folderSessionsFindTheirBaselineFiles() throws {
        try withTemporaryDirectory { dir in
            let fm = FileManager.default
            try fm.createDirectory(atPath: dir + "/suite", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
            for name in ["a", "b", "c"] { try write(Self.session, to: dir + "/suite/\(name).ndjson") }
            try write("{}\n", to: dir + "/suite/a.outcomes.ndjson")
            try write("{}\n", to: dir + "/elsewhere/c.outcomes.ndjson")
            try fm.createSymbolicLink(atPath: dir + "/suite/c.outcomes.ndjson", withDestinationPath: dir + "/elsewhere/c.outcomes.ndjson")
            let (files, _) = try Importer.collect([dir + "/suite"])
            let beside = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.baselineFile) })
            #expect(beside[dir + "/suite/a.ndjson"] == .some(dir + "/suite/a.outcomes.ndjson"))
            #expect(beside[dir + "/suite/b.ndjson"] == .some(nil))
            #expect(beside[dir + "/suite/c.ndjson"] == .some(dir + "/suite/c.outcomes.ndjson"))
        }
    }
}

/// A source of one chunk that never says it is over before it is asked again.
private struct UnknownEndChunks: ByteChunkSource {
    var bytes: [UInt8]?
    mutating func nextChunk() throws(InputError) -> [UInt8]? {
        defer { bytes = nil }
        return bytes
    }
}
