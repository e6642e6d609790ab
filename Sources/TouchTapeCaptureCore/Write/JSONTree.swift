internal import TouchTapeCore

/// A JSON value whose objects keep their members in the order they were added: every
/// document the capture writes is built as one of these, so its key order is the code's,
/// never a dictionary's (docs/capture.md, What is written).
enum JSONTree: Hashable, Sendable {
    case object([Member])
    case array([JSONTree])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    struct Member: Hashable, Sendable {
        var key: String
        var value: JSONTree
    }

    static func numbers(_ values: [Double]) -> JSONTree { .array(values.map(JSONTree.number)) }

    var isScalar: Bool {
        switch self {
        case .object(let members): members.isEmpty
        case .array(let items): items.allSatisfy(\.isScalar)
        default: true
        }
    }
}

/// Builds an object's members in order, leaving out what is absent.
struct ObjectBuilder {
    private(set) var members: [JSONTree.Member] = []

    mutating func add(_ key: String, _ value: JSONTree) {
        members.append(JSONTree.Member(key: key, value: value))
    }

    mutating func add(_ key: String, _ value: JSONTree?) {
        if let value { add(key, value) }
    }

    mutating func add(_ key: String, string: String?) {
        if let string { add(key, .string(string)) }
    }

    /// Adds `true` only when the flag is set (the format's default is false).
    mutating func addFlag(_ key: String, _ flag: Bool) {
        if flag { add(key, .bool(true)) }
    }

    var isEmpty: Bool { members.isEmpty }

    var tree: JSONTree { .object(members) }

    /// An object of these members, in this order.
    static func object(_ members: [(String, JSONTree)]) -> JSONTree {
        .object(members.map { JSONTree.Member(key: $0.0, value: $0.1) })
    }
}

/// Writes a `JSONTree` as bytes.
enum JSONTreeWriter {
    /// One line, no white space: the form of NDJSON lines.
    static func compact(_ tree: JSONTree) -> [UInt8] {
        var out: [UInt8] = []
        appendCompact(tree, to: &out)
        return out
    }

    static func appendCompact(_ tree: JSONTree, to out: inout [UInt8]) {
        switch tree {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                appendCompact(member.value, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                appendCompact(item, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let s): JSONText.appendString(s, to: &out)
        case .number(let d): JSONText.appendNumber(d, to: &out)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        }
    }

    /// Indented by two spaces a level: an object a member a line; a list of scalars (a frame,
    /// a list of names) on one line as `[0, 0, 375, 667]`; a list of objects an item a line.
    /// Ends with a newline.
    static func pretty(_ tree: JSONTree) -> [UInt8] {
        var out: [UInt8] = []
        appendPretty(tree, indent: 0, to: &out)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private static func appendPretty(_ tree: JSONTree, indent: Int, to out: inout [UInt8]) {
        switch tree {
        case .object(let members) where !members.isEmpty:
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                out.append(contentsOf: i == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
                appendIndent(indent + 1, to: &out)
                JSONText.appendString(member.key, to: &out)
                out.append(contentsOf: ": ".utf8)
                appendPretty(member.value, indent: indent + 1, to: &out)
            }
            out.append(0x0A)
            appendIndent(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let items) where !items.isEmpty && !tree.isScalar:
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                out.append(contentsOf: i == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
                appendIndent(indent + 1, to: &out)
                appendPretty(item, indent: indent + 1, to: &out)
            }
            out.append(0x0A)
            appendIndent(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(contentsOf: ", ".utf8) }
                appendCompact(item, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        default:
            appendCompact(tree, to: &out)
        }
    }

    private static func appendIndent(_ level: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }
}

/// Numbers in log text, written as the documents write them.
enum JSONTextNumber {
    static func string(_ d: Double) -> String { JSONText.numberString(d) }
}
