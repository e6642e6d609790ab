/// The class part of a dump id (docs/dumps.md, Ids I1). Shared by the dump importer and the
/// capture library, so that both give a class the same slug.
package enum Slug {
    package static let maximumLength = 64

    /// `Module.Class` → `Class`; a mangled `_Tt…` name → its last length-prefixed identifier
    /// (for `_TtG…`, the generic type's); characters outside `[A-Za-z0-9_]` → `_`; `_` in
    /// front when it does not start with a letter or `_`; at most 64 characters.
    package static func of(_ className: String) -> String {
        var name = Substring(className)
        if name.hasPrefix("_Tt"), let identifier = mangledIdentifier(Array(name.utf8)) {
            name = Substring(identifier)
        } else if let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex {
            name = name[name.index(after: dot)...]
        }
        var bytes = name.utf8.map { b -> UInt8 in
            b.isSlugLetterOrUnderscore || b.isSlugDigit ? b : UInt8(ascii: "_")
        }
        // A multi-byte character becomes one `_` per byte; that is still a valid, stable id.
        if let first = bytes.first, !first.isSlugLetterOrUnderscore { bytes.insert(UInt8(ascii: "_"), at: 0) }
        if bytes.isEmpty { bytes = Array("_".utf8) }
        return String(decoding: bytes.prefix(maximumLength), as: UTF8.self)
    }

    /// The identifier a mangled Swift class name ends with, or the generic type's for `_TtG`.
    package static func mangledIdentifier(_ bytes: [UInt8]) -> String? {
        var i = 3
        let generic = bytes.count > 3 && bytes[3] == UInt8(ascii: "G")
        var last: String?
        while i < bytes.count {
            guard bytes[i].isSlugDigit else {
                // In a generic, the first nominal type ends at the first non-identifier after it.
                if generic && last != nil { return last }
                i += 1
                continue
            }
            var length = 0
            while i < bytes.count && bytes[i].isSlugDigit {
                length = length * 10 + Int(bytes[i] - 0x30)
                if length > bytes.count { return last }
                i += 1
            }
            guard length > 0, i + length <= bytes.count else { return last }
            last = String(decoding: bytes[i..<(i + length)], as: UTF8.self)
            i += length
        }
        return last
    }
}

extension UInt8 {
    fileprivate var isSlugLetterOrUnderscore: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == UInt8(ascii: "_")
    }
    fileprivate var isSlugDigit: Bool { self >= 0x30 && self <= 0x39 }
}
