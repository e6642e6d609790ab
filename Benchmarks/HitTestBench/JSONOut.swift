import TouchTapeCore
/// A small ordered JSON value for the results document.
indirect enum JSONOut {
    case object([(String, JSONOut)])
    case array([JSONOut])
    case number(Double)
    case int(Int)
    case string(String)
    case bool(Bool)
    case null

    static func num(_ v: Double?) -> JSONOut { v.map { $0.isFinite ? .number($0) : .null } ?? .null }

    func render(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            let body = members.map { "\(inner)\(Self.quote($0.0)): \($0.1.render(indent: indent + 1))" }
            return "{\n" + body.joined(separator: ",\n") + "\n\(pad)}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ $0.isScalar }) {
                return "[" + items.map { $0.render() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.render(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case .number(let v):
            if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
            return "\(v)"
        case .int(let v):
            return String(v)
        case .string(let s):
            return Self.quote(s)
        case .bool(let b):
            return b ? "true" : "false"
        case .null:
            return "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    static func quote(_ s: String) -> String { JSONText.quoted(s) }
}
