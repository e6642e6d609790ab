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
    package init(line: Int, column: Int) {
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
///
/// Arrays and objects are held in a reference-counted node that tears its subtree down
/// iteratively, so dropping a value nested 10,000 deep cannot overflow a thread's stack.
package struct JSONValue: Sendable {
    /// What the value is.
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        /// Always finite; `-0` is kept as `-0.0`.
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    /// How a value is stored: containers live in a `ContainerNode`.
    enum Storage: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array(ContainerNode)
        case object(ContainerNode)
    }

    var storage: Storage

    /// Where the value starts (its first byte).
    package var position: SourcePosition

    /// What the value is.
    package var kind: Kind {
        get {
            switch storage {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .number(let d): return .number(d)
            case .string(let s): return .string(s)
            case .array(let node): return .array(node.elements)
            case .object(let node): return .object(JSONObject(members: node.members))
            }
        }
        set {
            storage = Storage(newValue)
        }
    }

    /// Creates a value; `position` defaults to 1:1 for values built in code.
    package init(_ kind: Kind, position: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.storage = Storage(kind)
        self.position = position
    }

    init(storage: Storage, position: SourcePosition) {
        self.storage = storage
        self.position = position
    }

    /// The object, if this value is one.
    package var objectValue: JSONObject? {
        if case .object(let node) = storage { return JSONObject(members: node.members) }
        return nil
    }

    /// The elements, if this value is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let node) = storage { return node.elements }
        return nil
    }

    /// The string, if this value is one.
    package var stringValue: String? {
        if case .string(let s) = storage { return s }
        return nil
    }

    /// The number, if this value is one.
    package var doubleValue: Double? {
        if case .number(let d) = storage { return d }
        return nil
    }

    /// The boolean, if this value is one.
    package var boolValue: Bool? {
        if case .bool(let b) = storage { return b }
        return nil
    }

    /// Whether this value is `null`.
    package var isNull: Bool {
        if case .null = storage { return true }
        return false
    }

    /// `"object"`, `"array"`, `"string"`, `"number"`, `"boolean"` or `"null"`, for messages.
    package var typeName: String {
        switch storage {
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
package struct JSONObject: Sendable {
    /// One `"key": value` pair.
    package struct Member: Sendable {
        /// The key, unescaped.
        package var key: String
        /// Where the key's opening quote is.
        package var keyPosition: SourcePosition
        /// The value.
        package var value: JSONValue

        /// Creates a member; `keyPosition` defaults to 1:1 for members built in code.
        package init(key: String, keyPosition: SourcePosition = SourcePosition(line: 1, column: 1), value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// The members in document order. Keys are unique when the object comes from `JSONReader`.
    package var members: [Member]

    /// Creates an object from members in order.
    package init(members: [Member] = []) {
        self.members = members
    }

    /// The value of the member named `key`, or nil. Linear in the number of members.
    package subscript(key: String) -> JSONValue? {
        member(named: key)?.value
    }

    /// The member named `key`, or nil (gives access to `keyPosition`).
    package func member(named key: String) -> Member? {
        for m in members where sameKey(m.key, key) { return m }
        return nil
    }
}

extension JSONValue.Storage {
    init(_ kind: JSONValue.Kind) {
        switch kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let d): self = .number(d)
        case .string(let s): self = .string(s)
        case .array(let elements): self = .array(ContainerNode(elements: elements))
        case .object(let object): self = .object(ContainerNode(members: object.members))
        }
    }
}

/// The elements of an array or the members of an object.
///
/// Immutable once built (`deinit` alone empties it), hence `@unchecked Sendable`. Its
/// `deinit` detaches every uniquely owned container below it and releases them one by one
/// from a worklist, instead of letting each level's release recurse into the next.
final class ContainerNode: @unchecked Sendable {
    private(set) var elements: [JSONValue]
    private(set) var members: [JSONObject.Member]

    init(elements: [JSONValue]) {
        self.elements = elements
        self.members = []
    }

    init(members: [JSONObject.Member]) {
        self.elements = []
        self.members = members
    }

    deinit {
        var nodes: [ContainerNode] = []
        detachContainers(into: &nodes)
        while var node = nodes.popLast() {
            // A node still referenced elsewhere keeps its subtree; one owned only here gives
            // up its containers, so releasing it releases only scalars.
            if isKnownUniquelyReferenced(&node) {
                node.detachContainers(into: &nodes)
            }
        }
    }

    /// Moves the nodes of the containers directly below this one into `nodes`, leaving null.
    private func detachContainers(into nodes: inout [ContainerNode]) {
        for i in elements.indices {
            switch elements[i].storage {
            case .array(let node), .object(let node):
                elements[i].storage = .null
                nodes.append(node)
            default:
                break
            }
        }
        for i in members.indices {
            switch members[i].value.storage {
            case .array(let node), .object(let node):
                members[i].value.storage = .null
                nodes.append(node)
            default:
                break
            }
        }
    }
}

/// Whether two keys are the same JSON string (same Unicode scalars).
@inline(__always)
func sameKey(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
}

/// A JSON text that is not valid JSON, with the place where the problem was found.
package struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// Short and lowercase, e.g. `expected ',' or '}' after object member, found 'x'`.
    package var message: String
    /// Where the problem is.
    package var position: SourcePosition

    /// Creates an error.
    package init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// `"LINE:COLUMN: message"`.
    package var description: String { "\(position): \(message)" }
}
