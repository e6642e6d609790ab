/// The one writer of the JSON documents the tool prints (`--json`) and the studio answers: keys
/// in the order they are written, no white space, strings and numbers exactly as `JSONText`
/// writes them (RFC 8785), so the two always spell a value alike.
///
/// Containers take a closure, and the writer puts the commas in:
///
/// ```swift
/// var json = JSONWriter()
/// json.object { json in
///     json.key("scene"); json.string(name)
///     json.key("versions"); json.array(versions) { json, v in json.number(v.version) }
/// }
/// json.text  // {"scene":"list","versions":[1,2]}
/// ```
package struct JSONWriter: Sendable {
    package private(set) var bytes: [UInt8] = []
    /// One entry per open object: whether its next key is its first.
    private var atFirstKey: [Bool] = []

    package init() {}

    /// What has been written, as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Values

    package mutating func null() {
        bytes.append(contentsOf: "null".utf8)
    }

    package mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A number; one that is not finite is written `null` (a derived value is never printed as
    /// a number it is not).
    package mutating func number(_ value: Double) {
        JSONText.appendNumber(value, to: &bytes)
    }

    /// A number, or `null`.
    package mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    package mutating func number<Integer: BinaryInteger>(_ value: Integer) {
        number(Double(value))
    }

    /// An integer, or `null`.
    package mutating func number<Integer: BinaryInteger>(_ value: Integer?) {
        if let value { number(Double(value)) } else { null() }
    }

    package mutating func string(_ value: String) {
        JSONText.appendString(value, to: &bytes)
    }

    /// A string, or `null`.
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Text that is already one JSON value (an outcome line, a stored document).
    package mutating func raw(_ json: String) {
        bytes.append(contentsOf: json.utf8)
    }

    /// One JSON value written by another of the core's writers into the same bytes.
    package mutating func value(_ write: (inout [UInt8]) throws -> Void) rethrows {
        try write(&bytes)
    }

    // MARK: Containers

    /// `{`, the members `body` writes (each a `key(_:)` and one value), `}`.
    package mutating func object(_ body: (inout JSONWriter) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "{"))
        atFirstKey.append(true)
        defer {
            atFirstKey.removeLast()
            bytes.append(UInt8(ascii: "}"))
        }
        try body(&self)
    }

    /// A member's key, after a comma unless it is the object's first. Its value follows.
    package mutating func key(_ name: String) {
        if atFirstKey.last == false { bytes.append(UInt8(ascii: ",")) }
        if !atFirstKey.isEmpty { atFirstKey[atFirstKey.count - 1] = false }
        JSONText.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// `[`, one value per item as `element` writes it, commas between, `]`.
    package mutating func array<Items: Sequence>(_ items: Items,
                                                 _ element: (inout JSONWriter, Items.Element) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in items {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            try element(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An array of strings.
    package mutating func strings<Items: Sequence<String>>(_ items: Items) {
        array(items) { json, s in json.string(s) }
    }

    /// An array of numbers.
    package mutating func numbers<Items: Sequence<Double>>(_ items: Items) {
        array(items) { json, n in json.number(n) }
    }
}
