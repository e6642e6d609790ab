import Testing
@testable import TouchTapeCore

/// `ChunkLines` finds line ends eight bytes at a time (issue #26); it must find the same `\n`
/// a byte-by-byte search finds, wherever it stands in the word and whatever surrounds it.
@Suite("Line ends found a word at a time")
struct ChunkLinesNewlineTests {
    @Test("the first line end after any start is the byte-by-byte search's, in buffers of every length up to 40")
    func sameAsByteByByteSearch() {
        // Bytes next to `\n` (0x0A) in value, which a word-wise test must not take for it.
        let fillers: [UInt8] = [0x09, 0x0B, 0x8A, 0x0A ^ 0x80, 0x7B, 0x00, 0xFF]
        for length in 0...40 {
            for newlineAt in [-1, 0, 1, 7, 8, 9, 15, 16, 31, 39] where newlineAt < length {
                for filler in fillers {
                    var buffer = [UInt8](repeating: filler, count: length)
                    if newlineAt >= 0 { buffer[newlineAt] = 0x0A }
                    if length > 2 && newlineAt + 3 < length { buffer[newlineAt + 3] = 0x0A }
                    for from in 0...length {
                        let expected = buffer[from...].firstIndex(of: 0x0A)
                        #expect(ChunkLines.firstNewline(in: buffer, from: from) == expected,
                                "length \(length), newline at \(newlineAt), filler \(filler), from \(from)")
                    }
                }
            }
        }
    }

    @Test("lines read from chunks of every size are the text's lines")
    func linesFromChunksOfEverySize() throws {
        let text = Array("{\"a\":1}\r\n\n  \n{\"b\":2}\n{\"c\":333333333333}\n{\"d\":4}".utf8)
        for size in 1...text.count {
            var lines = ChunkLines(SplitChunks(text, size: size))
            var read: [String] = []
            while let line = try lines.nextLine() { read.append(String(decoding: line.bytes, as: UTF8.self)) }
            #expect(read == ["{\"a\":1}", "{\"b\":2}", "{\"c\":333333333333}", "{\"d\":4}"], "chunks of \(size)")
        }
    }
}

/// A text handed out in chunks of one size.
private struct SplitChunks: ByteChunkSource {
    let text: [UInt8]
    let size: Int
    var offset = 0

    init(_ text: [UInt8], size: Int) {
        self.text = text
        self.size = size
    }

    mutating func nextChunk() throws(InputError) -> [UInt8]? {
        guard offset < text.count else { return nil }
        let end = min(offset + size, text.count)
        defer { offset = end }
        return Array(text[offset..<end])
    }

    var isExhausted: Bool { offset >= text.count }
}
