import TouchTapeCore

/// One `key = value` (or `key: value`) field of a record.
struct RecordField {
    var key: String
    /// The value as printed; quoted text without its quotes.
    var value: String
    var keyPosition: SourcePosition
}

/// A record line of a `recursiveDescription` dump (docs/dumps.md, Reading the lines).
struct Record {
    /// Where its `<` is.
    var position: SourcePosition
    /// The number of `|` before the `<`.
    var depth: Int
    var className: String
    /// As printed, `0x` included.
    var address: String
    var fields: [RecordField]
    /// A sublayer line (`<CALayer: 0x…> (layer)`): skipped, never a parent of views.
    var isLayer: Bool
    /// A backquote before the record on its line: Cycript's quote, when the dump starts here.
    var opensQuote = false
    /// The line of a backquote after the record's `>`: Cycript's closing quote, if any.
    var quoteCloseLine: Int?
    /// The first line of the elision (`...`) just before this record, if any.
    var elidedBefore: Int?

    func field(_ key: String) -> RecordField? { fields.first { $0.key == key } }
}

/// `<CLASS: 0xHEX` followed by `;` or `>`, found in a line.
struct RecordMatch {
    var start: Int
    var className: String
    var address: String
    /// The index of the `;` or `>` after the address.
    var afterAddress: Int
}

enum RecordScanner {
    /// The first `<CLASS: 0xHEX` followed by `;` or `>` at or after `from`.
    static func firstMatch(in bytes: [UInt8], from: Int = 0) -> RecordMatch? {
        var i = from
        let n = bytes.count
        while i < n {
            if bytes[i] == UInt8(ascii: "<"), let match = match(in: bytes, at: i) { return match }
            i += 1
        }
        return nil
    }

    /// Whether the bytes hold an object's `<CLASS: 0xHEX` (with anything after it): a record
    /// after one on its line is part of that object's description.
    static func containsObjectReference(_ bytes: [UInt8]) -> Bool {
        let n = bytes.count
        for start in 0..<n where bytes[start] == UInt8(ascii: "<") {
            var j = start + 1
            while j < n && bytes[j].isClassCharacter { j += 1 }
            if j > start + 1, j + 4 < n, bytes[j] == UInt8(ascii: ":"), bytes[j + 1] == UInt8(ascii: " "),
               bytes[j + 2] == UInt8(ascii: "0"), bytes[j + 3] == UInt8(ascii: "x") || bytes[j + 3] == UInt8(ascii: "X"),
               bytes[j + 4].isHexDigit {
                return true
            }
        }
        return false
    }

    static func match(in bytes: [UInt8], at start: Int) -> RecordMatch? {
        let n = bytes.count
        var j = start + 1
        while j < n && bytes[j].isClassCharacter { j += 1 }
        guard j > start + 1, j + 3 < n, bytes[j] == UInt8(ascii: ":"), bytes[j + 1] == UInt8(ascii: " "),
              bytes[j + 2] == UInt8(ascii: "0"), bytes[j + 3] == UInt8(ascii: "x") || bytes[j + 3] == UInt8(ascii: "X")
        else { return nil }
        var k = j + 4
        while k < n && bytes[k].isHexDigit { k += 1 }
        guard k > j + 4, k < n, bytes[k] == UInt8(ascii: ";") || bytes[k] == UInt8(ascii: ">") else { return nil }
        return RecordMatch(start: start, className: String(dumpBytes: bytes[(start + 1)..<j]),
                           address: String(dumpBytes: bytes[(j + 2)..<k]), afterAddress: k)
    }

    /// Whether a quoted value that opened before `i` ends at the `'` at `i`: it is followed by
    /// `; NAME = `, `; NAME: ` or `>` (docs/dumps.md, Reading the lines).
    static func quoteEnds(_ bytes: [UInt8], at i: Int) -> Bool {
        let n = bytes.count
        guard i + 1 < n else { return false }
        if bytes[i + 1] == UInt8(ascii: ">") { return true }
        guard i + 3 < n, bytes[i + 1] == UInt8(ascii: ";"), bytes[i + 2] == UInt8(ascii: " "),
              bytes[i + 3].isLetterOrUnderscore else { return false }
        var k = i + 4
        while k < n && (bytes[k].isLetterOrUnderscore || bytes[k].isDigit) { k += 1 }
        if k + 2 < n && bytes[k] == UInt8(ascii: " ") && bytes[k + 1] == UInt8(ascii: "=") && bytes[k + 2] == UInt8(ascii: " ") {
            return true
        }
        return k + 1 < n && bytes[k] == UInt8(ascii: ":") && bytes[k + 1] == UInt8(ascii: " ")
    }

    /// Whether a quoted value starts at `i` (just after a `; `): `text = '` or `placeholder = '`.
    /// Returns the index of the opening quote.
    static func quoteStart(_ bytes: [UInt8], at i: Int) -> Int? {
        for key in quotedKeys where bytes.count >= i + key.count && bytes[i..<(i + key.count)].elementsEqual(key) {
            return i + key.count - 1
        }
        return nil
    }

    private static let quotedKeys: [[UInt8]] = [Array("text = '".utf8), Array("placeholder = '".utf8)]

    /// Splits a record's body (after the address, up to its closing `>`) into fields at `; `
    /// outside brackets and quoted text.
    static func fields(_ bytes: [UInt8], from start: Int, to end: Int,
                       position: (Int) -> SourcePosition) -> [RecordField] {
        var fields: [RecordField] = []
        var i = start
        // The body starts with `;` (or is empty).
        while i < end {
            guard bytes[i] == UInt8(ascii: ";") else { i += 1; continue }
            var fieldStart = i + 1
            while fieldStart < end && bytes[fieldStart] == UInt8(ascii: " ") { fieldStart += 1 }
            var k = fieldStart
            var depth = 0
            if let quote = quoteStart(bytes, at: fieldStart), quote < end {
                k = quote + 1
                while k < end && !(bytes[k] == UInt8(ascii: "'") && quoteEnds(bytes, at: k)) { k += 1 }
                if k < end { k += 1 }
            }
            while k < end {
                let b = bytes[k]
                if b == UInt8(ascii: ";") && depth == 0 && k + 1 < end && bytes[k + 1] == UInt8(ascii: " ") { break }
                switch b {
                case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                default: break
                }
                k += 1
            }
            if let field = field(bytes, from: fieldStart, to: k, position: position) { fields.append(field) }
            i = k
        }
        return fields
    }

    /// `NAME = value` or `NAME: value`; nil for anything else (ignored, like unknown fields).
    static func field(_ bytes: [UInt8], from start: Int, to end: Int, position: (Int) -> SourcePosition) -> RecordField? {
        guard start < end, bytes[start].isLetterOrUnderscore else { return nil }
        var k = start + 1
        while k < end && (bytes[k].isLetterOrUnderscore || bytes[k].isDigit) { k += 1 }
        let key = String(dumpBytes: bytes[start..<k])
        var valueStart: Int
        if k + 2 < end && bytes[k] == UInt8(ascii: " ") && bytes[k + 1] == UInt8(ascii: "=") && bytes[k + 2] == UInt8(ascii: " ") {
            valueStart = k + 3
        } else if k + 1 < end && bytes[k] == UInt8(ascii: ":") && bytes[k + 1] == UInt8(ascii: " ") {
            valueStart = k + 2
        } else {
            return nil
        }
        valueStart = min(valueStart, end)
        var valueEnd = end
        while valueEnd > valueStart && bytes[valueEnd - 1].isDumpSpace { valueEnd -= 1 }
        var value = bytes[valueStart..<valueEnd]
        if (key == "text" || key == "placeholder"), value.first == UInt8(ascii: "'") {
            value = value.dropFirst()
            if value.last == UInt8(ascii: "'") { value = value.dropLast() }
        }
        return RecordField(key: key, value: String(dumpBytes: value), keyPosition: position(start))
    }
}

/// Finds the `>` that closes a record, resuming where it stopped when the record goes on on
/// the next line (so a record left open to the end of a long file is scanned once, not once
/// per line).
struct BracketScanner {
    private var depth = 0
    private var inQuote = false
    private var next: Int

    init(start: Int) { next = start }

    /// The index of the closing `>` in `bytes`, or nil when `bytes` ends first; call again
    /// with more bytes appended.
    mutating func scan(_ bytes: [UInt8]) -> Int? {
        let n = bytes.count
        while next < n {
            let i = next
            next += 1
            let b = bytes[i]
            if inQuote {
                // A quote ends at a ' followed by `; NAME = `, `; NAME: ` or `>` (on its line).
                if b == UInt8(ascii: "'") && RecordScanner.quoteEnds(bytes, at: i) { inQuote = false }
                continue
            }
            if b == UInt8(ascii: "<") {
                depth += 1
            } else if b == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { return i }
            } else if b == UInt8(ascii: ";") && depth == 1 && i + 1 < n && bytes[i + 1] == UInt8(ascii: " "),
                      let quote = RecordScanner.quoteStart(bytes, at: i + 2) {
                // Quoted text may hold `<`, `>`, `;` and newlines.
                inQuote = true
                next = quote + 1
            }
        }
        return nil
    }
}
