// A parsed JSON value that remembers where it came from.
//
// Values are produced by `JSONReader`; every value and every object key carries the
// line and column where it starts, so schema errors ("unknown key", "expected a number")
// can point at the offending place in the file.

/// 1-based line and column of a place in a JSON text.
///
/// The column counts UTF-8 bytes from 1, so a multi-byte character advances it by
/// more than one.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, starting at 1 (or at the `firstLine` given to the reader).
    public var line: Int
    /// The column in UTF-8 bytes, starting at 1.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `"LINE:COLUMN"`, for example `"3:7"`.
    public var description: String { "\(line):\(column)" }
}

/// A JSON value together with the position where it starts.
///
/// Not `Equatable` on purpose: a synthesized `==` would recurse as deep as the value
/// nests. Compare canonical forms (`CanonicalJSON.bytes(of:)`) instead.
public struct JSONValue: Sendable {
    /// What the value is.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        /// Always finite; `-0` is kept as `-0.0`.
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    /// What the value is.
    public var kind: Kind
    /// Where the value starts (its first byte).
    public var position: SourcePosition

    /// Creates a value; `position` defaults to 1:1 for values built in code.
    public init(_ kind: Kind, position: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.kind = kind
        self.position = position
    }

    /// The object, if this value is one.
    public var objectValue: JSONObject? {
        if case .object(let o) = kind { return o }
        return nil
    }

    /// The elements, if this value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    /// The string, if this value is one.
    public var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The number, if this value is one.
    public var doubleValue: Double? {
        if case .number(let d) = kind { return d }
        return nil
    }

    /// The boolean, if this value is one.
    public var boolValue: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    /// Whether this value is `null`.
    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// `"object"`, `"array"`, `"string"`, `"number"`, `"boolean"` or `"null"`, for messages.
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// A JSON object: its members in document order.
///
/// Keys are compared by their Unicode scalars (UTF-8 bytes), never by Swift's
/// canonical-equivalence `==`: `"é"` and `"e\u{301}"` are different keys, as in JSON.
public struct JSONObject: Sendable {
    /// One `"key": value` pair.
    public struct Member: Sendable {
        /// The key, unescaped.
        public var key: String
        /// Where the key's opening quote is.
        public var keyPosition: SourcePosition
        /// The value.
        public var value: JSONValue

        /// Creates a member; `keyPosition` defaults to 1:1 for members built in code.
        public init(key: String, keyPosition: SourcePosition = SourcePosition(line: 1, column: 1), value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// The members in document order. Keys are unique when the object comes from `JSONReader`.
    public var members: [Member]

    /// Creates an object from members in order.
    public init(members: [Member] = []) {
        self.members = members
    }

    /// The value of the member named `key`, or nil. Linear in the number of members.
    public subscript(key: String) -> JSONValue? {
        member(named: key)?.value
    }

    /// The member named `key`, or nil (gives access to `keyPosition`).
    public func member(named key: String) -> Member? {
        for m in members where sameKey(m.key, key) { return m }
        return nil
    }
}

/// Whether two keys are the same JSON string (same Unicode scalars).
@inline(__always)
func sameKey(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
}

/// A JSON text that is not valid JSON, with the place where the problem was found.
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// Short and lowercase, e.g. `expected ',' or '}' after object member, found 'x'`.
    public var message: String
    /// Where the problem is.
    public var position: SourcePosition

    /// Creates an error.
    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// `"LINE:COLUMN: message"`.
    public var description: String { "\(position): \(message)" }
}
