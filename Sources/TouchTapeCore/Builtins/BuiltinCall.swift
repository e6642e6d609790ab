/// One entry of an outcome's `calls` (docs/formats.md, `calls`; docs/rules.md, S "Terms"): a delegate message, an
/// item action or a state change a builtin made, as UIKit makes it:
/// `{"from": VIEW, "selector": S, "to": ID or null, "args": {…}}`, plus `"after": "animation"`
/// only where UIKit waits for an animation (clarification 4).
public struct BuiltinCall: Sendable, Hashable {
    /// The view whose builtin made the call (the table, the switch, …).
    public var from: String
    /// The selector of the message, as UIKit names it (`tableView:didSelectRowAtIndexPath:`).
    public var selector: String
    /// The receiver (a delegate, a target, a controller), nil when the scene declares none.
    public var to: String?
    /// Keyed by the selector's parameter names, in the order UIKit's selector names them.
    public var args: [CallArgument]
    /// UIKit makes this call only once an animation is over (`"after": "animation"`).
    public var afterAnimation: Bool

    package init(from: String, selector: String, to: String?, args: [CallArgument] = [], afterAnimation: Bool = false) {
        self.from = from
        self.selector = selector
        self.to = to
        self.args = args
        self.afterAnimation = afterAnimation
    }
}

/// One named argument of a call (clarification 4: `indexPath`, `item`, `index`, `on`, `value`,
/// `viewController`, `animated`, `handler`).
public struct CallArgument: Sendable, Hashable {
    /// The parameter's name (`indexPath`, `value`, …).
    public var name: String
    /// The argument's value.
    public var value: CallValue

    package init(_ name: String, _ value: CallValue) {
        self.name = name
        self.value = value
    }
}

/// An argument's value. Index paths are always `[section, row]` arrays (clarification 4).
public enum CallValue: Sendable, Hashable {
    /// An index path, `[section, row]`.
    case indexPath(section: Int, row: Int)
    /// A whole number (an index, a page).
    case integer(Int)
    /// A number that is not whole (a slider's value).
    case number(Double)
    /// A flag (a switch's `on`, `animated`).
    case bool(Bool)
    /// A string: an id (a view controller, a handler).
    case string(String)
    /// Null.
    case null

    /// The value as canonical JSON text (`[0,3]`, `true`, `"listVC"`).
    public var json: String {
        var out: [UInt8] = []
        append(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func append(to out: inout [UInt8]) {
        switch self {
        case .indexPath(let s, let r):
            out.append(UInt8(ascii: "["))
            JSONText.appendNumber(Double(s), to: &out)
            out.append(UInt8(ascii: ","))
            JSONText.appendNumber(Double(r), to: &out)
            out.append(UInt8(ascii: "]"))
        case .integer(let i): JSONText.appendNumber(Double(i), to: &out)
        case .number(let d): JSONText.appendNumber(d, to: &out)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .string(let s): JSONText.appendString(s, to: &out)
        case .null: out.append(contentsOf: "null".utf8)
        }
    }

    /// The value a JSON value stands for, when it is one a call can carry.
    init?(_ v: JSONValue) {
        switch v.kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .string(let s): self = .string(s)
        case .number(let d):
            if d == d.rounded(), abs(d) < 9e15 { self = .integer(Int(d)) } else { self = .number(d) }
        case .array(let items):
            guard items.count == 2, let s = items[0].doubleValue, let r = items[1].doubleValue,
                  s == s.rounded(), r == r.rounded(), abs(s) < 9e15, abs(r) < 9e15 else { return nil }
            self = .indexPath(section: Int(s), row: Int(r))
        default: return nil
        }
    }
}

extension OutcomeJSON {
    /// Appends a JSON list of calls, each `{"from", "selector", "to", "args"}` and `"after"`
    /// when UIKit waits for an animation.
    package static func appendCalls(_ list: [BuiltinCall], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (i, c) in list.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var o = JSONObjectWriter()
            o.key("from", &out); JSONText.appendString(c.from, to: &out)
            o.key("selector", &out); JSONText.appendString(c.selector, to: &out)
            o.key("to", &out); JSONObjectWriter.optionalString(c.to, &out)
            o.key("args", &out)
            var a = JSONObjectWriter()
            for arg in c.args {
                a.key(arg.name, &out)
                arg.value.append(to: &out)
            }
            a.close(&out)
            if c.afterAnimation { o.key("after", &out); JSONText.appendString("animation", to: &out) }
            o.close(&out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// The JSON text of a list of calls.
    package static func text(of list: [BuiltinCall]) -> String {
        var out: [UInt8] = []
        appendCalls(list, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

extension BuiltinCall {
    /// Reads one entry of a `calls` list (a baseline file's, or the store's JSON text): every
    /// key but `args` (default `{}`) and `after` is required.
    static func decode(_ value: JSONValue, what: String) throws(InputError) -> BuiltinCall {
        let f = try ObjectFields(value, what: what, allowed: ["from", "selector", "to", "args", "after"])
        var call = BuiltinCall(from: try f.requiredString("from"), selector: try f.requiredString("selector"),
                               to: nil)
        let to = try f.required("to")
        if !to.isNull {
            guard let s = to.stringValue else { throw f.typeError("to", to, "a responder id or null") }
            call.to = s
        }
        call.args = try decodeArguments(f, what: what)
        call.afterAnimation = try decodeAfter(f)
        return call
    }

    static func decodeArguments(_ f: ObjectFields, what: String) throws(InputError) -> [CallArgument] {
        guard let argsValue = f.value("args") else { return [] }
        guard let object = argsValue.objectValue else {
            throw f.typeError("args", argsValue, "an object of argument names and values")
        }
        var args: [CallArgument] = []
        for member in object.members {
            guard let v = CallValue(member.value) else {
                throw InputError(.wrongType, position: member.value.position,
                                 "argument \"\(member.key)\" of \(what) must be a string, number, boolean, null or an index path [section, row]")
            }
            args.append(CallArgument(member.key, v))
        }
        return args
    }

    static func decodeAfter(_ f: ObjectFields) throws(InputError) -> Bool {
        guard let after = f.value("after") else { return false }
        guard after.stringValue == "animation" else {
            throw f.typeError("after", after, "\"animation\" (or absent)", after.stringValue == nil ? .wrongType : .badValue)
        }
        return true
    }

    /// Reads a JSON list of calls; nil when it is not one.
    package static func list(from value: JSONValue, what: String) throws(InputError) -> [BuiltinCall] {
        guard let items = value.arrayValue else {
            throw InputError(.wrongType, position: value.position, "\(what) must be a list of {\"from\", \"selector\", \"to\", \"args\"}")
        }
        var calls: [BuiltinCall] = []
        for item in items { calls.append(try decode(item, what: "a call of \(what)")) }
        return calls
    }

    /// The call as people read it: the selector and its arguments' values,
    /// `tableView:didSelectRowAtIndexPath: [0,3]` (reports, change signatures).
    package var shortText: String {
        ([selector] + args.map(\.value.json)).joined(separator: " ") + (afterAnimation ? " (after animation)" : "")
    }
}
