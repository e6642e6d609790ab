/// Reads the members of one JSON object strictly: every key must be one the format allows
/// (or `meta`, which any object may carry), and each value must have the expected type.
/// Errors carry the JSON line and column of the offending key or value.
struct ObjectFields {
    let object: JSONObject
    let position: SourcePosition
    /// What the object is, for messages: `view 'header'`, `the scene`, `event 3`.
    let what: String

    init(_ value: JSONValue, what: String, allowed: Set<String>) throws(InputError) {
        guard let object = value.objectValue else {
            throw InputError(.wrongType, position: value.position, "\(what) must be an object, found \(value.typeName)")
        }
        for member in object.members where member.key != "meta" && !allowed.contains(member.key) {
            throw InputError(.unknownKey, position: member.keyPosition, "unknown key \"\(member.key)\" in \(what)")
        }
        self.object = object
        self.position = value.position
        self.what = what
    }

    func has(_ key: String) -> Bool { object[key] != nil }

    func value(_ key: String) -> JSONValue? { object[key] }

    func required(_ key: String) throws(InputError) -> JSONValue {
        guard let v = object[key] else {
            throw InputError(.missingKey, position: position, "\(what) is missing the required key \"\(key)\"")
        }
        return v
    }

    func string(_ key: String) throws(InputError) -> String? {
        guard let v = object[key] else { return nil }
        guard let s = v.stringValue else { throw typeError(key, v, "a string") }
        return s
    }

    func requiredString(_ key: String) throws(InputError) -> String {
        let v = try required(key)
        guard let s = v.stringValue else { throw typeError(key, v, "a string") }
        return s
    }

    func bool(_ key: String) throws(InputError) -> Bool? {
        guard let v = object[key] else { return nil }
        guard let b = v.boolValue else { throw typeError(key, v, "true or false") }
        return b
    }

    func number(_ key: String) throws(InputError) -> Double? {
        guard let v = object[key] else { return nil }
        guard let d = v.doubleValue else { throw typeError(key, v, "a number") }
        return d
    }

    /// An integer-valued number (`3`, `3.0` and `3e0` are all accepted, docs/formats.md).
    func integer(_ key: String) throws(InputError) -> Int? {
        guard let v = object[key] else { return nil }
        return try Self.integer(v, key: key, what: what)
    }

    static func integer(_ v: JSONValue, key: String, what: String) throws(InputError) -> Int {
        guard let d = v.doubleValue, d == d.rounded(), abs(d) < 9e15 else {
            throw InputError(v.doubleValue == nil ? .wrongType : .badValue, position: v.position, "\"\(key)\" in \(what) must be an integer, found \(v.typeDescription)")
        }
        return Int(d)
    }

    /// A list of exactly `count` numbers, such as a frame or a transform.
    func numbers(_ key: String, count: Int) throws(InputError) -> [Double]? {
        guard let v = object[key] else { return nil }
        guard let array = v.arrayValue, array.count == count else {
            throw InputError(.wrongType, position: v.position, "\"\(key)\" in \(what) must be a list of \(count) numbers")
        }
        var result: [Double] = []
        result.reserveCapacity(count)
        for element in array {
            guard let d = element.doubleValue else {
                throw InputError(.wrongType, position: element.position, "\"\(key)\" in \(what) must be a list of \(count) numbers, found \(element.typeName)")
            }
            result.append(d)
        }
        return result
    }

    func strings(_ key: String) throws(InputError) -> [String]? {
        guard let v = object[key] else { return nil }
        guard let array = v.arrayValue else { throw typeError(key, v, "a list of strings") }
        var result: [String] = []
        for element in array {
            guard let s = element.stringValue else {
                throw InputError(.wrongType, position: element.position, "\"\(key)\" in \(what) must be a list of strings, found \(element.typeName)")
            }
            result.append(s)
        }
        return result
    }

    /// `"KEY" in WHAT must be EXPECTED, found …`: a value of the wrong type, or (`.badValue`)
    /// of the right type but not one allowed.
    func typeError(_ key: String, _ v: JSONValue, _ expected: String, _ kind: InputError.Kind = .wrongType) -> InputError {
        InputError(kind, position: v.position, "\"\(key)\" in \(what) must be \(expected), found \(v.typeDescription)")
    }
}

extension JSONValue {
    /// The type and, for scalars, the value, for error messages: `string "abc"`, `number 3`.
    var typeDescription: String {
        switch kind {
        case .string(let s): return "string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let d): return "number \(JSONText.numberString(d))"
        case .bool(let b): return b ? "true" : "false"
        default: return typeName
        }
    }
}

/// The name and id patterns of docs/formats.md.
enum Identifiers {
    /// `[A-Za-z_][A-Za-z0-9_.-]*`
    static func isValidID(_ s: String) -> Bool {
        var first = true
        for b in s.utf8 {
            let ok = isLetter(b) || b == UInt8(ascii: "_") || (!first && (isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")))
            if !ok { return false }
            first = false
        }
        return !first
    }

    /// `[A-Za-z0-9][A-Za-z0-9_.-]*`
    static func isValidName(_ s: String) -> Bool {
        var first = true
        for b in s.utf8 {
            let ok = isLetter(b) || isDigit(b) || (!first && (b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")))
            if !ok { return false }
            first = false
        }
        return !first
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
