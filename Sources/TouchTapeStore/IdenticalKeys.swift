import TouchTapeCore

/// Memo keys that compare strings by their storage, not their text (issue #26): the ids,
/// selectors and names a full delivery carries are the scene's and the engine's own strings,
/// shared by every delivery, so looking a list up costs a few word comparisons instead of
/// hashing every byte of every string in it. Two keys are equal only when every string is the
/// same storage (or the same small string) and every other field is equal, which implies the
/// same text, byte for byte; equal texts in other storage are merely other keys, looked up by
/// their text. A key holds its strings, so their storage cannot be reused by another text
/// while the key is in a memo.
struct IdenticalString: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    /// The string's two words: its count and flags, and its storage (or its small contents).
    static func words(_ s: String) -> (UInt64, UInt64) {
        unsafeBitCast(s, to: (UInt64, UInt64).self)
    }

    static func same(_ a: String, _ b: String) -> Bool { words(a) == words(b) }

    static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): same(a, b)
        default: false
        }
    }

    static func combine(_ s: String, into hasher: inout Hasher) {
        let (a, b) = words(s)
        hasher.combine(a)
        hasher.combine(b)
    }

    static func combine(_ s: String?, into hasher: inout Hasher) {
        if let s { combine(s, into: &hasher) } else { hasher.combine(0 as UInt8) }
    }

    static func == (a: IdenticalString, b: IdenticalString) -> Bool { same(a.text, b.text) }

    func hash(into hasher: inout Hasher) { Self.combine(text, into: &hasher) }
}

/// An element of a list memoized by identity (``IdenticalList``).
protocol IdenticalHashing {
    func isIdentical(to other: Self) -> Bool
    func hashIdentity(into hasher: inout Hasher)
    /// A cheap mix of some of what `isIdentical` compares (equal for identical elements), for
    /// ``IdentitySlots``.
    var identityWord: UInt64 { get }
}

extension IdenticalString {
    /// A cheap mix of a string's two words (``IdentitySlots``).
    static func word(_ s: String) -> UInt64 {
        let (a, b) = words(s)
        return (a &* 0x9E37_79B9_7F4A_7C15) ^ b
    }

    static func word(_ s: String?) -> UInt64 { s.map(word) ?? 0x5555 }
}

/// A direct-mapped memo in front of a dictionary memo (issue #26): a key's slot comes from a
/// multiply of its identity words, and a slot holds the last key that landed there, compared by
/// identity. No `Hasher` runs on a hit; a miss falls back to the caller's dictionary and then
/// takes the slot. The slots hold their keys, so a key's storage is not reused while it is in
/// one (the same guarantee as ``IdenticalString``).
struct IdentitySlots<Key, Value> {
    private var keys: [Key?]
    private var values: [Value]
    private let shift: UInt64

    /// `bits`: 2^bits slots.
    init(bits: Int, placeholder: Value) {
        keys = [Key?](repeating: nil, count: 1 << bits)
        values = [Value](repeating: placeholder, count: 1 << bits)
        shift = UInt64(64 - bits)
    }

    /// The slot of a key whose identity mix is `word`.
    func slot(_ word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0xBF58_476D_1CE4_E5B9) >> shift)
    }

    /// The value in `slot` when its key is identical to `key`.
    func value(in slot: Int, for key: Key, identical: (Key, Key) -> Bool) -> Value? {
        guard let kept = keys[slot], identical(kept, key) else { return nil }
        return values[slot]
    }

    mutating func set(_ value: Value, for key: Key, in slot: Int) {
        keys[slot] = key
        values[slot] = value
    }
}

extension IdenticalList {
    /// The identity mix of a list (``IdentitySlots``).
    static func word(_ list: [Element]) -> UInt64 {
        var h = UInt64(list.count) &* 0x9E37_79B9_7F4A_7C15
        for e in list { h = (h ^ e.identityWord) &* 0x94D0_49BB_1331_11EB }
        return h
    }
}

/// Whether two lists hold identical elements (``IdenticalList``'s equality, on plain arrays).
func identicalLists<Element: IdenticalHashing>(_ a: [Element], _ b: [Element]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
}

/// A list as a memo key, by its elements' identity (``IdenticalString``).
struct IdenticalList<Element: IdenticalHashing>: Hashable {
    let elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }

    static func == (a: IdenticalList, b: IdenticalList) -> Bool {
        a.elements.count == b.elements.count
            && zip(a.elements, b.elements).allSatisfy { $0.isIdentical(to: $1) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for e in elements { e.hashIdentity(into: &hasher) }
    }
}

extension GestureTransition: IdenticalHashing {
    var identityWord: UInt64 {
        // The state is left out (its hash is its raw value's: a string's); `isIdentical` compares it.
        IdenticalString.word(gesture) ^ IdenticalString.word(action) &* 3
    }

    func isIdentical(to o: GestureTransition) -> Bool {
        state == o.state && IdenticalString.same(gesture, o.gesture) && IdenticalString.same(action, o.action)
            && IdenticalString.same(target, o.target)
    }

    func hashIdentity(into hasher: inout Hasher) {
        hasher.combine(state)
        IdenticalString.combine(gesture, into: &hasher)
        IdenticalString.combine(action, into: &hasher)
        IdenticalString.combine(target, into: &hasher)
    }
}

extension ControlEventRecord: IdenticalHashing {
    var identityWord: UInt64 { IdenticalString.word(view) ^ IdenticalString.word(action) &* 3 }

    func isIdentical(to o: ControlEventRecord) -> Bool {
        event == o.event && IdenticalString.same(view, o.view) && IdenticalString.same(action, o.action)
    }

    func hashIdentity(into hasher: inout Hasher) {
        hasher.combine(event)
        IdenticalString.combine(view, into: &hasher)
        IdenticalString.combine(action, into: &hasher)
    }
}

extension BuiltinCall: IdenticalHashing {
    var identityWord: UInt64 {
        // The arguments' values count: a table's calls differ by their index path alone.
        var h = IdenticalString.word(from) ^ IdenticalString.word(selector) &* 3 ^ UInt64(args.count) << 48
        for a in args {
            let v: UInt64
            switch a.value {
            case .indexPath(let s, let r): v = UInt64(truncatingIfNeeded: s) << 32 ^ UInt64(truncatingIfNeeded: r)
            case .integer(let i): v = UInt64(truncatingIfNeeded: i)
            case .number(let d): v = d.bitPattern
            case .bool(let b): v = b ? 1 : 2
            case .string(let s): v = IdenticalString.word(s)
            case .null: v = 3
            }
            h = (h ^ v) &* 0x9E37_79B9_7F4A_7C15
        }
        return h
    }

    func isIdentical(to o: BuiltinCall) -> Bool {
        afterAnimation == o.afterAnimation && args.count == o.args.count
            && IdenticalString.same(from, o.from) && IdenticalString.same(selector, o.selector)
            && IdenticalString.same(to, o.to)
            && zip(args, o.args).allSatisfy { a, b in
                IdenticalString.same(a.name, b.name) && Self.identical(a.value, b.value)
            }
    }

    func hashIdentity(into hasher: inout Hasher) {
        hasher.combine(afterAnimation)
        IdenticalString.combine(from, into: &hasher)
        IdenticalString.combine(selector, into: &hasher)
        IdenticalString.combine(to, into: &hasher)
        hasher.combine(args.count)
        for a in args {
            IdenticalString.combine(a.name, into: &hasher)
            switch a.value {
            case .indexPath(let s, let r): hasher.combine(s); hasher.combine(r)
            case .integer(let i): hasher.combine(i)
            case .number(let d): hasher.combine(d.bitPattern)
            case .bool(let b): hasher.combine(b)
            case .string(let s): IdenticalString.combine(s, into: &hasher)
            case .null: hasher.combine(0 as UInt8)
            }
        }
    }

    /// Numbers by their bits: 0 and -0 are written differently.
    private static func identical(_ a: CallValue, _ b: CallValue) -> Bool {
        switch (a, b) {
        case let (.indexPath(s1, r1), .indexPath(s2, r2)): s1 == s2 && r1 == r2
        case let (.integer(x), .integer(y)): x == y
        case let (.number(x), .number(y)): x.bitPattern == y.bitPattern
        case let (.bool(x), .bool(y)): x == y
        case let (.string(x), .string(y)): IdenticalString.same(x, y)
        case (.null, .null): true
        default: false
        }
    }
}
