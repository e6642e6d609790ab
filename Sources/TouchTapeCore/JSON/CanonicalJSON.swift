// RFC 8785 JSON Canonicalization Scheme (JCS) of a parsed value: the bytes a document's
// content hash is taken of (docs/formats.md, "Content identity").

/// The canonical JSON form (RFC 8785) of a `JSONValue`.
///
/// Object members sorted by key as UTF-16 code units, no whitespace, strings and numbers
/// written by `JSONText`. Iterative, so any depth the reader accepts is safe.
package enum CanonicalJSON {
    /// The canonical bytes of `value`.
    package static func bytes(of value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        append(value, to: &out)
        return out
    }

    /// Appends the canonical bytes of `value` to `out`.
    package static func append(_ value: JSONValue, to out: inout [UInt8]) {
        var stack: [Frame] = []
        if let frame = open(value, to: &out) { stack.append(frame) }
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            let child: JSONValue
            if stack[top].isObject {
                if i == stack[top].members.count {
                    out.append(UInt8(ascii: "}"))
                    stack.removeLast()
                    continue
                }
                if i > 0 { out.append(UInt8(ascii: ",")) }
                let member = stack[top].members[i]
                JSONText.appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                child = member.value
            } else {
                if i == stack[top].elements.count {
                    out.append(UInt8(ascii: "]"))
                    stack.removeLast()
                    continue
                }
                if i > 0 { out.append(UInt8(ascii: ",")) }
                child = stack[top].elements[i]
            }
            stack[top].next = i + 1
            if let frame = open(child, to: &out) { stack.append(frame) }
        }
    }

    /// Whether key `a` sorts before key `b` in canonical JSON: lexicographic order of their
    /// UTF-16 code units (RFC 8785 §3.2.3), which differs from Swift's `<` and from code
    /// point order. Useful to writers that produce canonical objects directly.
    package static func keyPrecedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { pa in
            b.withUTF8 { pb in
                let n = min(pa.count, pb.count)
                var i = 0
                while i < n && pa[i] == pb[i] { i += 1 }
                if i == n { return pa.count < pb.count }
                // UTF-8 byte order is code point order. The first difference falls on a lead
                // byte or inside sequences with the same lead; UTF-16 order differs only when a
                // supplementary character (lead F0-F4, a surrogate pair D800-DBFF first)
                // meets U+E000-U+FFFF (lead EE or EF).
                let x = pa[i]
                let y = pb[i]
                if x >= 0xF0 && (y == 0xEE || y == 0xEF) { return true }
                if y >= 0xF0 && (x == 0xEE || x == 0xEF) { return false }
                return x < y
            }
        }
    }

    /// One open container while writing.
    private struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONObject.Member] = []
        var next = 0
    }

    /// Writes a scalar, or the opening of a container; returns the frame of a non-empty container.
    private static func open(_ value: JSONValue, to out: inout [UInt8]) -> Frame? {
        switch value.storage {
        case .null:
            out.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
        case .bool(let b):
            if b {
                out.append(contentsOf: [0x74, 0x72, 0x75, 0x65])  // true
            } else {
                out.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])  // false
            }
        case .number(let d):
            JSONText.appendNumber(d, to: &out)
        case .string(let s):
            JSONText.appendString(s, to: &out)
        case .array(let node):
            let elements = node.elements
            if elements.isEmpty {
                out.append(UInt8(ascii: "["))
                out.append(UInt8(ascii: "]"))
                return nil
            }
            out.append(UInt8(ascii: "["))
            return Frame(isObject: false, elements: elements)
        case .object(let node):
            var members = node.members
            if members.isEmpty {
                out.append(UInt8(ascii: "{"))
                out.append(UInt8(ascii: "}"))
                return nil
            }
            out.append(UInt8(ascii: "{"))
            if members.count > 1 {
                members.sort { keyPrecedes($0.key, $1.key) }
            }
            return Frame(isObject: true, members: members)
        }
        return nil
    }
}
