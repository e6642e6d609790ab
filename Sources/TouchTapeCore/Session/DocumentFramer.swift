/// A file's bytes, a chunk at a time: how the store hands a large session document to the
/// reader without holding all of it (the core does no I/O itself).
package protocol ByteChunkSource {
    /// The next chunk of bytes, or nil at the end of the file.
    mutating func nextChunk() throws(InputError) -> [UInt8]?
    /// Whether the source knows, without reading, that no chunk is left: a small file read
    /// whole in its first chunk is then not opened a second time (issue #26). False when it
    /// cannot tell.
    var isExhausted: Bool { get }
}

extension ByteChunkSource {
    package var isExhausted: Bool { false }
}

/// A whole text in memory as one chunk.
package struct InMemoryChunks: ByteChunkSource {
    private var bytes: [UInt8]?
    package init(_ bytes: [UInt8]) { self.bytes = bytes }
    package mutating func nextChunk() throws(InputError) -> [UInt8]? {
        defer { bytes = nil }
        return bytes
    }
    package var isExhausted: Bool { bytes == nil }
}

/// The non-blank lines of a text read in chunks: memory holds one chunk and the line being
/// read, however long the text. Lines end at `\n`; a `\r` before it is dropped.
package struct ChunkLines: SessionLineSource {
    private var source: any ByteChunkSource
    private var buffer: [UInt8] = []
    /// The index in `buffer` of the first byte not yet returned.
    private var start = 0
    /// How far `buffer` is known to hold no line end after `start`.
    private var scanned = 0
    private var atEnd = false
    private var lineNumber = 0

    package init(_ source: any ByteChunkSource) {
        self.source = source
    }

    /// The lines read so far, blank ones included: at the end, the file's line count (so a
    /// file that ends early is reported at `linesRead + 1`, an empty one at line 1).
    package var linesRead: Int { lineNumber }

    package mutating func nextLine() throws(InputError) -> (line: Int, bytes: ArraySlice<UInt8>)? {
        while true {
            // A line longer than a chunk is searched once, not again from its start after
            // every chunk: linear in the line's length (issue 18, item 5).
            if let newline = Self.firstNewline(in: buffer, from: max(start, scanned)) {
                lineNumber += 1
                let line = Self.trimmed(buffer[start..<newline])
                start = newline + 1
                scanned = start
                if Self.isBlank(line) { continue }
                return (lineNumber, line)
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count else { return nil }
                lineNumber += 1
                let line = Self.trimmed(buffer[start...])
                start = buffer.count
                return Self.isBlank(line) ? nil : (lineNumber, line)
            }
            // Drop what was returned, then append the next chunk.
            if start > 0 {
                buffer.removeSubrange(0..<start)
                scanned -= start
                start = 0
            }
            if let chunk = try source.nextChunk() {
                buffer.append(contentsOf: chunk)
            } else {
                atEnd = true
            }
        }
    }

    /// The index of the first `\n` in `buffer` at or after `from`, eight bytes at a time: a
    /// byte-by-byte search of every line was 2 % of an import (issue #26). A word's lowest
    /// byte that equals `\n` sets the lowest flag bit of `(x - 0x01…) & ~x & 0x80…`, where
    /// `x` is the word with each `\n` turned to zero (higher flags may be false, never lower).
    static func firstNewline(in buffer: [UInt8], from: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, from < bytes.count else { return nil }
            let raw = UnsafeRawPointer(base)
            var i = from
            while i + 8 <= bytes.count {
                let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x0A0A_0A0A_0A0A_0A0A
                let flags = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
                if flags != 0 { return i + flags.trailingZeroBitCount / 8 }
                i += 8
            }
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "\n") { return i }
                i += 1
            }
            return nil
        }
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}

/// Walks a one-document session read in chunks: its top-level members one at a time, and
/// the elements of its `events` array one at a time. Each piece's bytes are cut out by a
/// scan that follows strings and brackets, then parsed by the strict ``JSONReader`` with
/// its place in the file, so memory holds one piece and one chunk, not the document.
struct DocumentFramer {
    enum Piece {
        /// A top-level member other than `events`.
        case member(key: String, keyPosition: SourcePosition, value: JSONValue)
        /// The `events` array begins (its elements follow as `.event`, when asked for).
        case eventsBegin(keyPosition: SourcePosition, valuePosition: SourcePosition)
        /// The `events` value is not an array.
        case eventsNotArray(keyPosition: SourcePosition, value: JSONValue)
        case event(JSONValue)
        case eventsEnd
        /// The document's closing brace, with only whitespace after it.
        case end
        /// The first value was a one-line object and more follows it: the file is NDJSON,
        /// not one document.
        case trailing
    }

    private var source: any ByteChunkSource
    private var chunk: [UInt8] = []
    private var index = 0
    private var sourceDone = false
    private var line = 1
    private var column = 1
    private var state = State.start
    private var seenKeys: Set<String> = []
    /// Whether event elements are parsed (or only scanned over).
    var parsesEvents = true

    private enum State { case start, members(first: Bool), events(first: Bool), finished }
    /// The line of the document's opening brace.
    private var startLine = 0

    init(source: any ByteChunkSource) {
        self.source = source
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// The next piece of the document.
    mutating func next() throws(InputError) -> Piece {
        switch state {
        case .finished:
            return .end
        case .start:
            // The first chunk holds the first bytes: a byte order mark, UTF-16 or nothing at all
            // is named at 1:1 before anything else.
            _ = try peek()
            if let fault = DocumentEncoding.fault(in: chunk[index...]) { throw fault }
            try skipWhitespace()
            guard let b = try peek() else { throw syntax("unexpected end of input: expected a session object") }
            guard b == UInt8(ascii: "{") else { throw syntax("a session must be an object, found '\(Self.show(b))'") }
            startLine = line
            advance()
            state = .members(first: true)
            return try next()
        case .members(let first):
            try skipWhitespace()
            guard let b = try peek() else { throw syntax("unexpected end of input") }
            if b == UInt8(ascii: "}") {
                let closingLine = line
                advance()
                try skipWhitespace()
                state = .finished
                if let extra = try peek() {
                    if closingLine == startLine { return .trailing }
                    throw syntax("only whitespace may follow the session, found '\(Self.show(extra))'")
                }
                return .end
            }
            if !first {
                guard b == UInt8(ascii: ",") else { throw syntax("expected ',' or '}' after object member, found '\(Self.show(b))'") }
                advance()
                try skipWhitespace()
            }
            let keyPosition = position
            guard try peek() == UInt8(ascii: "\"") else {
                throw syntax(try peek().map { "expected a key in quotes, found '\(Self.show($0))'" } ?? "unexpected end of input")
            }
            let keyBytes = try capture()
            let key: String
            do {
                guard let k = try JSONReader.parse(keyBytes[...], firstLine: keyPosition.line, firstColumn: keyPosition.column).stringValue else {
                    throw syntax("expected a key")
                }
                key = k
            } catch let error as InputError {
                throw error
            } catch let error as JSONSyntaxError {
                throw InputError(.syntax, position: error.position, error.message)
            } catch {
                throw syntax("\(error)")
            }
            if !seenKeys.insert(key).inserted {
                throw InputError(.syntax, position: keyPosition, "duplicate key \"\(key)\"")
            }
            try skipWhitespace()
            guard try peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after key \"\(key)\"") }
            advance()
            try skipWhitespace()
            state = .members(first: false)
            if key == "events" {
                let valuePosition = position
                if try peek() == UInt8(ascii: "[") {
                    advance()
                    state = .events(first: true)
                    return .eventsBegin(keyPosition: keyPosition, valuePosition: valuePosition)
                }
                return .eventsNotArray(keyPosition: keyPosition, value: try parsedValue())
            }
            return .member(key: key, keyPosition: keyPosition, value: try parsedValue())
        case .events(let first):
            guard try enterNextEvent(first: first) else { return .eventsEnd }
            if !parsesEvents {
                _ = try capture()
                return .event(JSONValue(.null, position: position))
            }
            return .event(try parsedValue())
        }
    }

    /// Inside `events`: the next element's bytes, unparsed, and where it starts; nil after the
    /// last one (or when the framer is not inside `events`). What ``next()`` would parse as
    /// `.event`, for a caller that decodes touch events without a JSON value (issue #12).
    mutating func nextEventBytes() throws(InputError) -> (bytes: [UInt8], position: SourcePosition)? {
        guard case .events(let first) = state, try enterNextEvent(first: first) else { return nil }
        let start = position
        return (try capture(), start)
    }

    /// Inside `events`: moves past the separator to the next element's first byte and returns
    /// true, or past the closing `]` and returns false.
    private mutating func enterNextEvent(first: Bool) throws(InputError) -> Bool {
        try skipWhitespace()
        guard let b = try peek() else { throw syntax("unexpected end of input in \"events\"") }
        if b == UInt8(ascii: "]") {
            advance()
            state = .members(first: false)
            return false
        }
        if !first {
            guard b == UInt8(ascii: ",") else { throw syntax("expected ',' or ']' after an event, found '\(Self.show(b))'") }
            advance()
            try skipWhitespace()
        }
        state = .events(first: false)
        return true
    }

    // MARK: - Bytes

    private mutating func peek() throws(InputError) -> UInt8? {
        while index >= chunk.count {
            if sourceDone { return nil }
            guard let next = try source.nextChunk() else {
                sourceDone = true
                return nil
            }
            chunk = next
            index = 0
        }
        return chunk[index]
    }

    private mutating func advance() {
        if chunk[index] == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() throws(InputError) {
        while let b = try peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { advance() }
    }

    /// The bytes of the value that starts here: a string, an object or array (followed by its
    /// brackets, strings aside), or a scalar up to the next delimiter.
    private mutating func capture() throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        guard let first = try peek() else { throw syntax("unexpected end of input: expected a value") }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") {
            var depth = 0
            var inString = false
            var escaped = false
            repeat {
                guard let b = try peek() else {
                    // The strict parser reports where the value is incomplete.
                    return bytes
                }
                bytes.append(b)
                advance()
                if inString {
                    if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                } else if b == UInt8(ascii: "\"") {
                    inString = true
                } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                    depth += 1
                } else if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                    depth -= 1
                }
            } while depth > 0 || inString
            return bytes
        }
        while let b = try peek(), !Self.isDelimiter(b) {
            bytes.append(b)
            advance()
        }
        return bytes
    }

    private mutating func parsedValue() throws(InputError) -> JSONValue {
        let start = position
        let bytes = try capture()
        do {
            return try JSONReader.parse(bytes[...], firstLine: start.line, firstColumn: start.column)
        } catch let error as JSONSyntaxError {
            throw InputError(.syntax, position: error.position, error.message)
        } catch {
            throw InputError(.syntax, position: start, "\(error)")
        }
    }

    private static func isDelimiter(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") || b == 0x20 || b == 0x09
            || b == 0x0A || b == 0x0D
    }

    private static func show(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    private func syntax(_ message: String) -> InputError {
        InputError(.syntax, position: position, message)
    }
}
