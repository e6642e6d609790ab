// A strict RFC 8259 JSON reader over UTF-8 bytes.
//
// - No comments, trailing commas, NaN/Infinity, leading zeros, unescaped control
//   characters, invalid `\u` escapes, lone surrogates or invalid UTF-8.
// - Duplicate keys in one object are an error.
// - Numbers must be finite as `Double`.
// - Iterative (explicit stacks), so nesting depth is bounded by `maxDepth`, never by the
//   thread's stack.
//
// Two ways to use it: `JSONReader.parse(_:)` builds the whole value; the pull API
// (`beginObject`, `nextMemberKey`, `beginArray`, `nextArrayElement`, `readValue`,
// `skipValue`, `finish`) walks a big document one piece at a time, e.g. one event of a
// session's `events` array at a time.

/// A strict JSON reader that keeps the line and column of every value.
///
/// Pull API example (a session document):
///
/// ```swift
/// var reader = JSONReader(bytes: bytes)
/// try reader.beginObject()
/// while let member = try reader.nextMemberKey() {
///     if member.key == "events" {
///         try reader.beginArray()
///         while try reader.nextArrayElement() {
///             let event = try reader.readValue()   // one event at a time
///         }
///     } else {
///         let value = try reader.readValue()
///     }
/// }
/// try reader.finish()
/// ```
///
/// After a member key or `nextArrayElement() == true`, read the value with exactly one of
/// `readValue()`, `skipValue()`, `beginObject()` or `beginArray()`; a value left unread is
/// skipped by the next `nextMemberKey()`/`nextArrayElement()`. After any error the reader's
/// state is unspecified: stop using it.
///
/// Every throwing method throws only `JSONSyntaxError`.
package struct JSONReader {
    /// The deepest nesting accepted (objects and arrays, counting the outermost as 1).
    package static let maxDepth = 10_000

    let bytes: ArraySlice<UInt8>
    var index: Int
    let end: Int
    var line: Int
    /// Index of the first byte of the current line (for columns).
    var lineStart: Int
    /// Containers opened with `beginObject`/`beginArray` and not yet closed.
    var contexts: [Context] = []

    /// Creates a reader over a whole UTF-8 text; the first line is numbered `firstLine`.
    package init(bytes: [UInt8], firstLine: Int = 1) {
        self.init(bytes: bytes[...], firstLine: firstLine)
    }

    /// Creates a reader over part of a UTF-8 text (for example one NDJSON line) without
    /// copying it; the slice's first byte is column `firstColumn` of line `firstLine`.
    package init(bytes: ArraySlice<UInt8>, firstLine: Int = 1, firstColumn: Int = 1) {
        self.bytes = bytes
        self.index = bytes.startIndex
        self.end = bytes.endIndex
        self.line = firstLine
        self.lineStart = bytes.startIndex - (firstColumn - 1)
    }

    /// Parses one whole document: a single value with only whitespace around it.
    ///
    /// `firstLine` is the line number of the text's first line, so one line of an NDJSON
    /// file parsed on its own reports positions in file lines.
    package static func parse(_ bytes: [UInt8], firstLine: Int = 1) throws -> JSONValue {
        try parse(bytes[...], firstLine: firstLine)
    }

    /// Parses one whole document held in a slice (for example a line from `lines(_:)`).
    package static func parse(_ bytes: ArraySlice<UInt8>, firstLine: Int = 1, firstColumn: Int = 1) throws -> JSONValue {
        var reader = JSONReader(bytes: bytes, firstLine: firstLine, firstColumn: firstColumn)
        let value = try reader.readValue()
        try reader.finish()
        return value
    }

    /// The non-blank lines of an NDJSON text, with their 1-based line numbers, without copying.
    ///
    /// Lines end at `\n`; a `\r` before it is dropped; lines holding only spaces, tabs and
    /// `\r` are skipped. Parse each with `parse(line.bytes, firstLine: line.line)`.
    package static func lines(_ bytes: [UInt8]) -> JSONLines {
        JSONLines(bytes: bytes)
    }

    // MARK: - Pull API

    /// Where the next non-whitespace byte is (or the end of input).
    package var position: SourcePosition {
        var i = index
        var l = line
        var ls = lineStart
        scan: while i < end {
            switch bytes[i] {
            case 0x20, 0x09, 0x0D: i += 1
            case 0x0A:
                i += 1
                l += 1
                ls = i
            default: break scan
            }
        }
        return SourcePosition(line: l, column: i - ls + 1)
    }

    /// Consumes the `{` that starts an object; then call `nextMemberKey()` until it returns nil.
    package mutating func beginObject() throws {
        try begin(object: true)
    }

    /// Consumes the `[` that starts an array; then call `nextArrayElement()` until it returns false.
    package mutating func beginArray() throws {
        try begin(object: false)
    }

    /// The next key of the object opened last (and consumes its `:`), or nil after its `}`.
    ///
    /// Throws on a duplicate key, positioned at the duplicate. If the previous member's value
    /// was not read, it is skipped.
    package mutating func nextMemberKey() throws -> (key: String, position: SourcePosition)? {
        precondition(contexts.last?.isObject == true, "JSONReader.nextMemberKey() outside an object")
        if contexts[contexts.count - 1].state == .valuePending { try skipValue() }
        let top = contexts.count - 1
        skipWhitespace()
        let afterComma: Bool
        if contexts[top].state == .start {
            if index < end && bytes[index] == UInt8(ascii: "}") {
                index += 1
                contexts.removeLast()
                return nil
            }
            afterComma = false
        } else {
            guard index < end else { throw endOfInput() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                afterComma = true
            case UInt8(ascii: "}"):
                index += 1
                contexts.removeLast()
                return nil
            default:
                throw unexpected("expected ',' or '}' after object member", at: index)
            }
        }
        let (key, keyPosition) = try readKey(afterComma: afterComma)
        if !contexts[top].keys.insert(key) {
            throw JSONSyntaxError(message: "duplicate key \(JSONText.quoted(key))", position: keyPosition)
        }
        try readColon()
        contexts[top].state = .valuePending
        return (key, keyPosition)
    }

    /// Whether the array opened last has another element (then read it); false after its `]`.
    ///
    /// If the previous element was not read, it is skipped.
    package mutating func nextArrayElement() throws -> Bool {
        precondition(contexts.last?.isObject == false, "JSONReader.nextArrayElement() outside an array")
        if contexts[contexts.count - 1].state == .valuePending { try skipValue() }
        let top = contexts.count - 1
        skipWhitespace()
        if contexts[top].state == .start {
            if index < end && bytes[index] == UInt8(ascii: "]") {
                index += 1
                contexts.removeLast()
                return false
            }
            contexts[top].state = .valuePending
            return true
        }
        guard index < end else { throw endOfInput() }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            contexts[top].state = .valuePending
            return true
        case UInt8(ascii: "]"):
            index += 1
            contexts.removeLast()
            return false
        default:
            throw unexpected("expected ',' or ']' after array element", at: index)
        }
    }

    /// Reads the next value whole (iteratively; nesting counts towards `maxDepth` together
    /// with the containers opened by `beginObject`/`beginArray`).
    package mutating func readValue() throws -> JSONValue {
        markValueConsumed()
        return try parseValue()
    }

    /// Skips the next value, validating it exactly as `readValue()` does.
    package mutating func skipValue() throws {
        _ = try readValue()
    }

    /// The type name of the next value (`"object"`, `"array"`, `"string"`, `"number"`,
    /// `"boolean"` or `"null"`, as `JSONValue.typeName`) without consuming it, so a caller
    /// can report a wrong type before calling `beginArray()`/`beginObject()`.
    /// Throws when the next byte cannot start a value.
    package mutating func peekTypeName() throws -> String {
        skipWhitespace()
        guard index < end else { throw endOfInput() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return "object"
        case UInt8(ascii: "["): return "array"
        case UInt8(ascii: "\""): return "string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "number"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "boolean"
        case UInt8(ascii: "n"): return "null"
        default: throw valueExpected(at: index)
        }
    }

    /// Checks that only whitespace is left. Every container opened with
    /// `beginObject`/`beginArray` must have been closed.
    package mutating func finish() throws {
        precondition(contexts.isEmpty, "JSONReader.finish() inside an unclosed object or array")
        skipWhitespace()
        if index < end {
            throw unexpected("expected end of input after value", at: index)
        }
    }

    // MARK: - Pull state

    enum State { case start, valuePending, afterValue }

    struct Context {
        var isObject: Bool
        var state: State = .start
        var keys = KeySet()
    }

    private mutating func begin(object: Bool) throws(JSONSyntaxError) {
        skipWhitespace()
        let open = object ? UInt8(ascii: "{") : UInt8(ascii: "[")
        guard index < end, bytes[index] == open else {
            throw unexpected(object ? "expected '{'" : "expected '['", at: index)
        }
        if contexts.count + 1 > Self.maxDepth { throw depthError(at: here) }
        markValueConsumed()
        index += 1
        contexts.append(Context(isObject: object))
    }

    private mutating func markValueConsumed() {
        guard !contexts.isEmpty else { return }
        let top = contexts.count - 1
        precondition(
            contexts[top].state == .valuePending,
            "JSONReader: value read where none is expected; call nextMemberKey() or nextArrayElement() first")
        contexts[top].state = .afterValue
    }

    // MARK: - Building values

    /// One open container while building a value.
    struct Frame {
        var isObject: Bool
        var start: SourcePosition
        var elements: [JSONValue] = []
        var members: [JSONObject.Member] = []
        var keySet: Set<KeyBytes>? = nil
        var pendingKey: String = ""
        var pendingKeyPosition: SourcePosition

        init(array start: SourcePosition) {
            self.isObject = false
            self.start = start
            self.pendingKeyPosition = start
        }

        init(object start: SourcePosition, key: String, keyPosition: SourcePosition) {
            self.isObject = true
            self.start = start
            self.pendingKey = key
            self.pendingKeyPosition = keyPosition
        }

        /// Records `key` as seen; false if the object already has it.
        mutating func insertKey(_ key: String) -> Bool {
            if keySet != nil { return keySet!.insert(KeyBytes(key)).inserted }
            if sameKey(pendingKey, key) { return false }
            if members.count < 12 {
                for m in members where sameKey(m.key, key) { return false }
                return true
            }
            var set = Set<KeyBytes>(minimumCapacity: members.count * 2)
            for m in members { set.insert(KeyBytes(m.key)) }
            set.insert(KeyBytes(pendingKey))
            let inserted = set.insert(KeyBytes(key)).inserted
            keySet = set
            return inserted
        }
    }

    /// Parses one value iteratively with an explicit stack of open containers.
    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        var stack: [Frame] = []
        let baseDepth = contexts.count
        var result: JSONValue
        nextValue: while true {
            skipWhitespace()
            guard index < end else { throw endOfInput() }
            let start = here
            switch bytes[index] {
            case UInt8(ascii: "{"):
                if baseDepth + stack.count + 1 > Self.maxDepth { throw depthError(at: start) }
                index += 1
                skipWhitespace()
                if index < end && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    result = JSONValue(storage: .object(ContainerNode(members: [])), position: start)
                } else {
                    let (key, keyPosition) = try readKey(afterComma: false)
                    try readColon()
                    stack.append(Frame(object: start, key: key, keyPosition: keyPosition))
                    continue nextValue
                }
            case UInt8(ascii: "["):
                if baseDepth + stack.count + 1 > Self.maxDepth { throw depthError(at: start) }
                index += 1
                skipWhitespace()
                if index < end && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    result = JSONValue(storage: .array(ContainerNode(elements: [])), position: start)
                } else {
                    stack.append(Frame(array: start))
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                result = JSONValue(storage: .string(try readString()), position: start)
            case UInt8(ascii: "t"):
                try readLiteral("true")
                result = JSONValue(storage: .bool(true), position: start)
            case UInt8(ascii: "f"):
                try readLiteral("false")
                result = JSONValue(storage: .bool(false), position: start)
            case UInt8(ascii: "n"):
                try readLiteral("null")
                result = JSONValue(storage: .null, position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                result = JSONValue(storage: .number(try readNumber()), position: start)
            default:
                throw valueExpected(at: index)
            }

            // Attach the finished value to its container; close containers that end here.
            while true {
                let top = stack.count - 1
                if top < 0 { return result }
                if stack[top].isObject {
                    let member = JSONObject.Member(
                        key: stack[top].pendingKey, keyPosition: stack[top].pendingKeyPosition, value: result)
                    skipWhitespace()
                    guard index < end else { throw endOfInput() }
                    switch bytes[index] {
                    case UInt8(ascii: ","):
                        index += 1
                        skipWhitespace()
                        let (key, keyPosition) = try readKey(afterComma: true)
                        if !stack[top].insertKey(key) {
                            throw JSONSyntaxError(message: "duplicate key \(JSONText.quoted(key))", position: keyPosition)
                        }
                        try readColon()
                        stack[top].members.append(member)
                        stack[top].pendingKey = key
                        stack[top].pendingKeyPosition = keyPosition
                        continue nextValue
                    case UInt8(ascii: "}"):
                        index += 1
                        var frame = stack.removeLast()
                        frame.members.append(member)
                        result = JSONValue(storage: .object(ContainerNode(members: frame.members)), position: frame.start)
                    default:
                        throw unexpected("expected ',' or '}' after object member", at: index)
                    }
                } else {
                    stack[top].elements.append(result)
                    skipWhitespace()
                    guard index < end else { throw endOfInput() }
                    switch bytes[index] {
                    case UInt8(ascii: ","):
                        index += 1
                        continue nextValue
                    case UInt8(ascii: "]"):
                        index += 1
                        let frame = stack.removeLast()
                        result = JSONValue(storage: .array(ContainerNode(elements: frame.elements)), position: frame.start)
                    default:
                        throw unexpected("expected ',' or ']' after array element", at: index)
                    }
                }
            }
        }
    }

    // MARK: - Tokens

    @inline(__always)
    private var here: SourcePosition {
        SourcePosition(line: line, column: index - lineStart + 1)
    }

    @inline(__always)
    private func position(at i: Int) -> SourcePosition {
        SourcePosition(line: line, column: i - lineStart + 1)
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < end {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                index += 1
            } else if b == 0x0A {
                index += 1
                line += 1
                lineStart = index
            } else {
                return
            }
        }
    }

    /// A key's string (whitespace already skipped); the reader is left after its closing quote.
    private mutating func readKey(afterComma: Bool) throws(JSONSyntaxError) -> (String, SourcePosition) {
        guard index < end, bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected(afterComma ? "expected string key after ','" : "expected string key or '}'", at: index)
        }
        let keyPosition = here
        return (try readString(), keyPosition)
    }

    private mutating func readColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected("expected ':' after object key", at: index)
        }
        index += 1
    }

    /// Reads a string starting at its opening quote.
    private mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes; the bytes are validated and become the string as they are.
        while index < end {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return s
            }
            if b == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
            if b < 0x20 { throw controlCharacter(at: index) }
            if b < 0x80 {
                index += 1
            } else {
                guard let n = utf8Length(at: index) else { throw invalidUTF8(at: index) }
                index += n
            }
        }
        throw endOfInput()
    }

    /// Continues a string at its first backslash; `start` is the first byte after the quote.
    private mutating func readEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(index - start + 16)
        buffer.append(contentsOf: bytes[start..<index])
        while index < end {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                let escapeStart = index
                guard index + 1 < end else { throw endOfInput() }
                let e = bytes[index + 1]
                index += 2
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(e)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    let unit = try readHex4()
                    var scalar = UInt32(unit)
                    if (0xD800..<0xDC00).contains(unit) {
                        guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw unpairedSurrogate(unit, at: escapeStart) }
                        index += 2
                        let low = try readHex4()
                        guard (0xDC00..<0xE000).contains(low) else {
                            throw unpairedSurrogate(unit, at: escapeStart)
                        }
                        scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(unit) {
                        throw unpairedSurrogate(unit, at: escapeStart)
                    }
                    appendUTF8(scalar, to: &buffer)
                default:
                    let shown: String
                    if e >= 0x20 && e < 0x7F {
                        shown = "'\\\(Character(Unicode.Scalar(e)))'"
                    } else {
                        shown = "'\\' followed by \(describe(at: escapeStart + 1))"
                    }
                    throw JSONSyntaxError(message: "invalid escape \(shown) in string", position: position(at: escapeStart))
                }
                continue
            }
            if b < 0x20 { throw controlCharacter(at: index) }
            if b < 0x80 {
                buffer.append(b)
                index += 1
            } else {
                guard let n = utf8Length(at: index) else { throw invalidUTF8(at: index) }
                buffer.append(contentsOf: bytes[index..<(index + n)])
                index += n
            }
        }
        throw endOfInput()
    }

    /// Four hex digits of a `\u` escape, at `index`.
    private mutating func readHex4() throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < end else { throw endOfInput() }
            let c = bytes[index]
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: throw unexpected("expected 4 hex digits after '\\u'", at: index)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | (scalar >> 6)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | (scalar >> 12)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            buffer.append(UInt8(0xF0 | (scalar >> 18)))
            buffer.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// The length of the well-formed UTF-8 sequence (RFC 3629) starting at `i`, or nil.
    private func utf8Length(at i: Int) -> Int? {
        @inline(__always) func byte(_ j: Int) -> UInt8 { j < end ? bytes[j] : 0 }
        @inline(__always) func isContinuation(_ j: Int) -> Bool { byte(j) & 0xC0 == 0x80 }
        switch bytes[i] {
        case 0xC2...0xDF:
            return isContinuation(i + 1) ? 2 : nil
        case 0xE0:
            return (0xA0...0xBF).contains(byte(i + 1)) && isContinuation(i + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return isContinuation(i + 1) && isContinuation(i + 2) ? 3 : nil
        case 0xED:
            return (0x80...0x9F).contains(byte(i + 1)) && isContinuation(i + 2) ? 3 : nil
        case 0xF0:
            return (0x90...0xBF).contains(byte(i + 1)) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : nil
        case 0xF1...0xF3:
            return isContinuation(i + 1) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : nil
        case 0xF4:
            return (0x80...0x8F).contains(byte(i + 1)) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : nil
        default:
            return nil
        }
    }

    /// Reads `true`, `false` or `null` (the first byte is already known to match).
    private mutating func readLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = index
        let wordEnd = alphanumericRunEnd(from: start)
        let matches = literal.withUTF8Buffer { expected in
            wordEnd - start == expected.count && bytes[start..<wordEnd].elementsEqual(expected)
        }
        if matches {
            index = wordEnd
            return
        }
        let isPrefix = literal.withUTF8Buffer { expected in
            wordEnd - start < expected.count && bytes[start..<wordEnd].elementsEqual(expected.prefix(wordEnd - start))
        }
        if isPrefix && wordEnd == end { throw endOfInput(at: wordEnd) }
        let word = String(decoding: bytes[start..<wordEnd], as: UTF8.self)
        throw JSONSyntaxError(message: "expected '\(literal)', found '\(word)'", position: position(at: start))
    }

    private func alphanumericRunEnd(from start: Int) -> Int {
        var i = start
        while i < end && i - start < 32 {
            switch bytes[i] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                i += 1
            default:
                return i
            }
        }
        return i
    }

    /// Exact powers of ten representable as `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    private static func isDigit(_ b: UInt8) -> Bool {
        b &- UInt8(ascii: "0") < 10
    }

    /// Reads a number (RFC 8259 grammar) and converts it, correctly rounded.
    private mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < end, Self.isDigit(bytes[index]) else {
            throw unexpected("expected digit after '-'", at: index)
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var truncated = false
        var fractionDigits = 0

        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end && Self.isDigit(bytes[index]) {
                throw JSONSyntaxError(message: "leading zero in number", position: position(at: start))
            }
        } else {
            while index < end && Self.isDigit(bytes[index]) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                    significantDigits += 1
                } else {
                    truncated = true
                }
                index += 1
            }
        }
        if index < end && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, Self.isDigit(bytes[index]) else {
                throw unexpected("expected digit after '.'", at: index)
            }
            while index < end && Self.isDigit(bytes[index]) {
                let d = bytes[index] &- UInt8(ascii: "0")
                if mantissa == 0 && d == 0 {
                    fractionDigits += 1  // leading zeros of the fraction are not significant
                } else if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    significantDigits += 1
                    fractionDigits += 1
                } else {
                    truncated = true
                }
                index += 1
            }
        }
        var exponent = 0
        if index < end && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            var exponentNegative = false
            if index < end && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < end, Self.isDigit(bytes[index]) else {
                throw unexpected("expected digit in exponent", at: index)
            }
            while index < end && Self.isDigit(bytes[index]) {
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        // Fast path (Clinger): at most 15 significant digits and a power of ten that is exact,
        // so one correctly rounded multiplication or division gives the correctly rounded value.
        if mantissa == 0 && !truncated {
            return negative ? -0.0 : 0.0
        }
        let scale = exponent - fractionDigits
        if !truncated && significantDigits <= 15 && scale >= -22 && scale <= 22 {
            var value = Double(mantissa)
            if scale < 0 {
                value /= Self.powersOfTen[-scale]
            } else {
                value *= Self.powersOfTen[scale]
            }
            return negative ? -value : value
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(message: "number out of range", position: position(at: start))
        }
        return value
    }

    // MARK: - Errors

    private func endOfInput(at i: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: "unexpected end of input", position: position(at: i ?? end))
    }

    /// `"<expected>, found <what is at i>"`, or `unexpected end of input` at the end.
    private func unexpected(_ expected: String, at i: Int) -> JSONSyntaxError {
        if i >= end { return endOfInput() }
        return JSONSyntaxError(message: "\(expected), found \(describe(at: i))", position: position(at: i))
    }

    private func valueExpected(at i: Int) -> JSONSyntaxError {
        if i < end {
            let wordEnd = alphanumericRunEnd(from: i)
            if wordEnd > i {
                let word = String(decoding: bytes[i..<wordEnd], as: UTF8.self)
                return JSONSyntaxError(message: "expected value, found '\(word)'", position: position(at: i))
            }
        }
        return unexpected("expected value", at: i)
    }

    private func depthError(at position: SourcePosition) -> JSONSyntaxError {
        JSONSyntaxError(message: "nesting deeper than \(Self.maxDepth) levels", position: position)
    }

    private func controlCharacter(at i: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: "unescaped control character \(Self.hex(UInt32(bytes[i]))) in string", position: position(at: i))
    }

    private func invalidUTF8(at i: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: "invalid UTF-8 byte 0x\(Self.hexByte(bytes[i])) in string", position: position(at: i))
    }

    private func unpairedSurrogate(_ unit: UInt16, at i: Int) -> JSONSyntaxError {
        let digits = String(unit, radix: 16)
        return JSONSyntaxError(message: "unpaired surrogate '\\u\(digits)' in string", position: position(at: i))
    }

    /// How the byte (or character) at `i` is shown in messages.
    private func describe(at i: Int) -> String {
        guard i < end else { return "end of input" }
        let b = bytes[i]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b < 0x80 { return "control character \(Self.hex(UInt32(b)))" }
        guard let n = utf8Length(at: i) else { return "invalid UTF-8 byte 0x\(Self.hexByte(b))" }
        let s = String(decoding: bytes[i..<(i + n)], as: UTF8.self)
        let scalar = s.unicodeScalars.first!.value
        return "'\(s)' (\(Self.hex(scalar)))"
    }

    /// `U+XXXX` with at least four uppercase hex digits.
    private static func hex(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hexByte(_ b: UInt8) -> String {
        let digits = String(b, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

/// A key compared and hashed by its UTF-8 bytes (JSON string identity), not by Swift's
/// canonical equivalence.
struct KeyBytes: Hashable {
    let key: String

    init(_ key: String) { self.key = key }

    static func == (a: KeyBytes, b: KeyBytes) -> Bool { sameKey(a.key, b.key) }

    func hash(into hasher: inout Hasher) {
        var k = key
        k.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// The keys seen so far in one object read with the pull API.
struct KeySet {
    private var list: [String] = []
    private var set: Set<KeyBytes>? = nil

    /// Records `key`; false if it was already there.
    mutating func insert(_ key: String) -> Bool {
        if set != nil { return set!.insert(KeyBytes(key)).inserted }
        for k in list where sameKey(k, key) { return false }
        list.append(key)
        if list.count > 12 {
            set = Set(list.map(KeyBytes.init))
            list = []
        }
        return true
    }
}

/// The non-blank lines of an NDJSON text (see `JSONReader.lines(_:)`).
package struct JSONLines: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var index = 0
    private var lineNumber = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next non-blank line: its 1-based number and its bytes without the line end.
    package mutating func next() -> (line: Int, bytes: ArraySlice<UInt8>)? {
        let count = bytes.count
        while index < count {
            let start = index
            var stop = start
            var blank = true
            while stop < count {
                let b = bytes[stop]
                if b == 0x0A { break }
                if b != 0x20 && b != 0x09 && b != 0x0D { blank = false }
                stop += 1
            }
            let number = lineNumber
            lineNumber += 1
            index = stop + 1
            if blank { continue }
            let contentEnd = bytes[stop - 1] == 0x0D ? stop - 1 : stop
            return (number, bytes[start..<contentEnd])
        }
        return nil
    }
}
