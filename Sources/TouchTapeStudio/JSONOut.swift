import TouchTapeCore

/// A JSON value the studio writes in a response, serialized with the core's writers (so
/// strings and numbers are spelled exactly as the CLI's `--json` spells them).
enum JSONOut: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOut])
    /// Keys in the order given: the API documents them in that order.
    case object([(String, JSONOut)])
    /// Text that is already JSON (a CLI document, an outcome line).
    case raw(String)

    static func optional(_ s: String?) -> JSONOut { s.map(JSONOut.string) ?? .null }
    static func optional(_ n: Double?) -> JSONOut { n.map(JSONOut.number) ?? .null }
    static func int(_ n: Int) -> JSONOut { .number(Double(n)) }
    static func int(_ n: Int64) -> JSONOut { .number(Double(n)) }
    static func strings(_ list: [String]) -> JSONOut { .array(list.map(JSONOut.string)) }

    func append(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let d):
            // A derived value that is not finite is written as null (docs/cli.md, "Never a crash,
            // never a lost store").
            if d.isFinite { JSONText.appendNumber(d, to: &out) } else { out.append(contentsOf: "null".utf8) }
        case .string(let s): JSONText.appendString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.append(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.append(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .raw(let text): out.append(contentsOf: text.utf8)
        }
    }

    var bytes: [UInt8] {
        var out: [UInt8] = []
        append(to: &out)
        return out
    }
}
