/// A dump's text as lines: `\r\n`, `\r` and `\n` all end a line; a leading byte-order mark
/// is dropped (docs/dumps.md, What is read). Columns count UTF-8 bytes from 1, as in JSON errors.
struct DumpText {
    /// Each line's bytes, without its end; `lines[0]` is line 1.
    var lines: [ArraySlice<UInt8>] = []

    init(_ bytes: [UInt8]) {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var i = start
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                lines.append(bytes[start..<i])
                if b == 0x0D && i + 1 < n && bytes[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        if start < n { lines.append(bytes[start..<n]) }
    }
}

/// Whether the first character that is not white space (after an optional byte-order mark)
/// is `{`: then the file is JSON, else a dump (docs/dumps.md, What is read: Detection).
package func looksLikeJSON(_ prefix: [UInt8]) -> Bool {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    for b in bytes {
        switch b {
        case 0x20, 0x09, 0x0A, 0x0D: continue
        default: return b == UInt8(ascii: "{")
        }
    }
    return false
}

extension UInt8 {
    var isDumpSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
    /// A character of a class token: not white space, `:`, `;`, `<`, `>` (nor another
    /// control character: no class name holds one, and a token printed in a message must not
    /// drive the terminal).
    var isClassCharacter: Bool {
        self > 0x20 && self != 0x7F && self != UInt8(ascii: ":") && self != UInt8(ascii: ";")
            && self != UInt8(ascii: "<") && self != UInt8(ascii: ">")
    }
    var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
    var isLetterOrUnderscore: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == UInt8(ascii: "_")
    }
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
}

extension String {
    init(dumpBytes bytes: some Collection<UInt8>) {
        self = String(decoding: bytes, as: UTF8.self)
    }
}
