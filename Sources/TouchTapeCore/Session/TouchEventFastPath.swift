/// Decodes the common session event, a touch event such as
/// `{"t":1.5,"touches":[{"touch":1,"phase":"began","x":10,"y":20}]}`, straight from its bytes,
/// without building a JSON value, and writes its canonical JSON from the decoded values
/// (issue #12: parsing every event into a DOM, then canonicalizing the DOM, was half of
/// replay's and a third of import's time).
///
/// It accepts a strict subset of what ``EventDecoder`` accepts — the keys `t` and `touches`
/// only (no `expect`), touches with `touch`, `phase`, `x`, `y` and optionally `tapCount`,
/// strings without escapes, numbers without an exponent and with at most 15 significant
/// digits (converted exactly as the JSON reader converts them) — and returns nil for anything
/// else, valid or not. The caller then takes the full path, which gives the same event or the
/// precise error, so the fast path never changes what is accepted or what an error says.
package enum TouchEventFastPath {
    /// A decoded touch event and what its canonical JSON needs beyond the event.
    package struct Decoded {
        package var event: SessionEvent
        /// Bit i set: the event's touch i stated `tapCount` (canonical JSON keeps exactly the
        /// keys the file has, so an omitted `tapCount` stays omitted).
        package var tapCountStated: UInt64
    }

    /// The event in `bytes` (one JSON object starting at the first byte, whitespace allowed
    /// after it), or nil when the fast path does not apply.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded? {
        var s = Scanner(bytes)
        return decode(&s)
    }

    /// Decodes like ``decode(_:)`` and appends the event's canonical JSON to `canonical`, the
    /// same bytes ``appendCanonical(_:to:)`` writes, but copying each non-integer number's own
    /// digits from `bytes` where they are already canonical instead of formatting its double
    /// (issue #12: formatting `t`, `x` and `y` was a tenth of import). Appends nothing when it
    /// returns nil.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, appendingCanonicalTo canonical: inout [UInt8]) -> Decoded? {
        var s = Scanner(bytes)
        // Room for `t` and two touches' `x` and `y` without growing (issue #26).
        s.numberTexts = []
        s.numberTexts?.reserveCapacity(8)
        guard let decoded = decode(&s) else { return nil }
        let texts = s.numberTexts ?? []
        guard case .touches(let samples) = decoded.event.payload else { return decoded }
        // Written into a buffer on the stack by pointer, then appended once: each small
        // `append(contentsOf:)` checked the array's uniqueness and capacity, a few percent of
        // importing many short sessions (issue #26). An event the bound does not hold (it always
        // does) is written the array's way.
        let capacity = CanonicalBytes.capacity(touches: samples.count)
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var w = CanonicalBytes(base: base, capacity: capacity)
            writeCanonical(decoded.event.t, samples, stated: decoded.tapCountStated, to: &w) { d, slot, w in
                if slot < texts.count, let text = canonicalNumberText(bytes, texts[slot]) {
                    w.append(UnsafeBufferPointer(rebasing: text))
                } else {
                    w.appendNumber(d)
                }
            }
            guard !w.overflow else { return false }
            canonical.append(contentsOf: UnsafeBufferPointer(start: base, count: w.count))
            return true
        }
        if !written {
            writeCanonical(decoded, to: &canonical) { d, slot, out in
                if slot < texts.count, let text = canonicalNumberText(bytes, texts[slot]) {
                    out.append(contentsOf: text)
                } else {
                    JSONText.appendNumber(d, to: &out)
                }
            }
        }
        return decoded
    }

    private static func decode(_ s: inout Scanner) -> Decoded? {
        guard s.bytes.first == UInt8(ascii: "{") else { return nil }
        s.index = 1
        var t: Double?
        var samples: [TouchSample]?
        var stated: UInt64 = 0
        repeat {
            guard let key = s.key() else { return nil }
            switch key {
            case .t:
                guard t == nil, let value = s.number(), value >= 0 else { return nil }
                t = value
                s.recordNumberText(slot: 0)
            case .touches:
                guard samples == nil, let (list, mask) = s.touches() else { return nil }
                samples = list
                stated = mask
            default:
                return nil
            }
        } while s.eat(UInt8(ascii: ","))
        guard s.eat(UInt8(ascii: "}")), s.atEnd(), let t, let samples else { return nil }
        return Decoded(event: SessionEvent(t: t, payload: .touches(samples)), tapCountStated: stated)
    }

    /// Appends the canonical JSON (RFC 8785) of a decoded event: the bytes the full path would
    /// produce from the same text (keys in UTF-16 order: `t` < `touches`;
    /// `phase` < `tapCount` < `touch` < `x` < `y`).
    package static func appendCanonical(_ decoded: Decoded, to out: inout [UInt8]) {
        writeCanonical(decoded, to: &out) { d, _, out in JSONText.appendNumber(d, to: &out) }
    }

    /// The canonical JSON of a decoded event, each of `t` (slot 0), touch i's `x` (slot
    /// 1 + 2i) and `y` (slot 2 + 2i) written by `number`.
    private static func writeCanonical(_ decoded: Decoded, to out: inout [UInt8],
                                       number: (Double, Int, inout [UInt8]) -> Void) {
        guard case .touches(let samples) = decoded.event.payload else { return }
        append(#"{"t":"#, to: &out)
        number(decoded.event.t, 0, &out)
        append(#","touches":["#, to: &out)
        for (i, sample) in samples.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            switch sample.phase {
            case .began: append(#"{"phase":"began""#, to: &out)
            case .moved: append(#"{"phase":"moved""#, to: &out)
            case .stationary: append(#"{"phase":"stationary""#, to: &out)
            case .ended: append(#"{"phase":"ended""#, to: &out)
            case .cancelled: append(#"{"phase":"cancelled""#, to: &out)
            }
            if decoded.tapCountStated & (1 << UInt64(i)) != 0 {
                append(#","tapCount":"#, to: &out)
                JSONText.appendNumber(Double(sample.tapCount), to: &out)
            }
            append(#","touch":"#, to: &out)
            JSONText.appendNumber(Double(sample.touch), to: &out)
            append(#","x":"#, to: &out)
            number(sample.location.x, 1 + 2 * i, &out)
            append(#","y":"#, to: &out)
            number(sample.location.y, 2 + 2 * i, &out)
            out.append(UInt8(ascii: "}"))
        }
        append("]}", to: &out)
    }

    /// ``writeCanonical(_:to:number:)``'s bytes written by ``CanonicalBytes``: the same bytes in
    /// the same order (`CanonicalBytesTests` and the fast-path tests check it).
    private static func writeCanonical(_ t: Double, _ samples: [TouchSample], stated: UInt64, to w: inout CanonicalBytes,
                                       number: (Double, Int, inout CanonicalBytes) -> Void) {
        w.append(#"{"t":"#)
        number(t, 0, &w)
        w.append(#","touches":["#)
        for i in samples.indices {
            if i > 0 { w.append(UInt8(ascii: ",")) }
            switch samples[i].phase {
            case .began: w.append(#"{"phase":"began""#)
            case .moved: w.append(#"{"phase":"moved""#)
            case .stationary: w.append(#"{"phase":"stationary""#)
            case .ended: w.append(#"{"phase":"ended""#)
            case .cancelled: w.append(#"{"phase":"cancelled""#)
            }
            if stated & (1 << UInt64(i)) != 0 {
                w.append(#","tapCount":"#)
                w.appendInteger(samples[i].tapCount)
            }
            w.append(#","touch":"#)
            w.appendInteger(samples[i].touch)
            w.append(#","x":"#)
            number(samples[i].location.x, 1 + 2 * i, &w)
            w.append(#","y":"#)
            number(samples[i].location.y, 2 + 2 * i, &w)
            w.append(UInt8(ascii: "}"))
        }
        w.append("]}")
    }

    /// Appends a literal's bytes: copying a `String`'s UTF-8 view went through the generic
    /// sequence copy, 3 % of importing many short sessions (issue #26).
    @inline(__always)
    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// The canonical JSON (RFC 8785: ECMAScript's shortest round trip) of a number the scanner
    /// took, as a slice of its own text, or nil when it must be formatted from its double. The
    /// scanner takes at most 15 significant digits without an exponent and converts them exactly
    /// (nearest double); two decimals of at most 15 digits never share a double (DBL_DIG), so no
    /// shorter decimal reads back as it: its digits, trailing zeros dropped, are the shortest.
    /// ECMAScript writes them in plain notation from 1e-6 up (the scanner's numbers are below
    /// 1e15). Integers (nothing after the point but zeros) are left to ``JSONText``, which
    /// writes them without formatting a double; so is anything below 1e-6 (`1e-7` there).
    static func canonicalNumberText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard let point = bytes[range].firstIndex(of: UInt8(ascii: ".")) else { return nil }
        var end = range.upperBound
        while end > point + 1 && bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
        guard end > point + 1 else { return nil }  // an integer
        let integerStart = bytes[range.lowerBound] == UInt8(ascii: "-") ? range.lowerBound + 1 : range.lowerBound
        if point - integerStart == 1 && bytes[integerStart] == UInt8(ascii: "0") {
            // 0.000001 (five zeros after the point) is still plain; 0.0000001 is `1e-7`.
            var zeros = 0
            while bytes[point + 1 + zeros] == UInt8(ascii: "0") { zeros += 1 }
            guard zeros <= 5 else { return nil }
        }
        return bytes[range.lowerBound..<end]
    }

    private enum Key {
        case t, touches, touch, phase, x, y, tapCount, other
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Where the last number began.
        var numberStart = 0
        /// When not nil, the text of `t` (slot 0) and of each touch's `x` and `y` (slots
        /// 1 + 2i, 2 + 2i), for ``decode(_:appendingCanonicalTo:)``.
        var numberTexts: [Range<Int>]?

        mutating func recordNumberText(slot: Int) {
            guard numberTexts != nil else { return }
            while (numberTexts?.count ?? 0) <= slot { numberTexts?.append(0..<0) }
            numberTexts?[slot] = numberStart..<index
        }

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        @inline(__always) mutating func skipWhitespace() {
            while index < bytes.count {
                let b = bytes[index]
                guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else { return }
                index += 1
            }
        }

        @inline(__always) mutating func peek() -> UInt8? {
            skipWhitespace()
            return index < bytes.count ? bytes[index] : nil
        }

        @inline(__always) mutating func eat(_ b: UInt8) -> Bool {
            guard peek() == b else { return false }
            index += 1
            return true
        }

        mutating func atEnd() -> Bool { peek() == nil }

        /// A string without escapes or control characters, ASCII only: its byte range.
        mutating func plainString() -> Range<Int>? {
            guard eat(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: "\"") {
                    index += 1
                    return start..<(index - 1)
                }
                if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { return nil }
                index += 1
            }
            return nil
        }

        func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
            guard range.count == literal.utf8CodeUnitCount else { return false }
            let l = literal.utf8Start
            for i in 0..<range.count where bytes[range.lowerBound + i] != l[i] { return false }
            return true
        }

        /// The bytes of a string of at most 8 bytes as one little-endian word (a plain string
        /// has no NUL byte, so equal words are equal strings).
        @inline(__always) func word(_ range: Range<Int>) -> UInt64 {
            var w: UInt64 = 0
            var shift: UInt64 = 0
            for i in range {
                w |= UInt64(bytes[i]) << shift
                shift += 8
            }
            return w
        }

        /// An object key and its colon. Keys are told apart by their bytes as one word: comparing
        /// them with each literal in turn was a twentieth of importing many short sessions
        /// (issue #26). The words are the literals' bytes, tested against them
        /// (`TouchEventFastPathTests`).
        mutating func key() -> Key? {
            guard let r = plainString(), eat(UInt8(ascii: ":")) else { return nil }
            guard r.count <= 8 else { return .other }
            switch word(r) {
            case KeyWord.t: return .t
            case KeyWord.x: return .x
            case KeyWord.y: return .y
            case KeyWord.touch: return .touch
            case KeyWord.phase: return .phase
            case KeyWord.touches: return .touches
            case KeyWord.tapCount: return .tapCount
            default: return .other
            }
        }

        mutating func phase() -> TouchPhase? {
            guard let r = plainString() else { return nil }
            if r.count <= 8 {
                switch word(r) {
                case KeyWord.began: return .began
                case KeyWord.moved: return .moved
                case KeyWord.ended: return .ended
                default: return nil
                }
            }
            if equals(r, "cancelled") { return .cancelled }
            if equals(r, "stationary") { return .stationary }
            return nil
        }

        @inline(__always) func digit(at i: Int) -> UInt64? {
            guard i < bytes.count else { return nil }
            let d = bytes[i] &- UInt8(ascii: "0")
            return d < 10 ? UInt64(d) : nil
        }

        /// A number as the JSON reader converts it on its exact path (Clinger: at most 15
        /// significant digits, divided by an exact power of ten); nil for an exponent, more
        /// digits, a leading zero or anything malformed.
        mutating func number(integerOnly: Bool = false) -> Double? {
            skipWhitespace()
            numberStart = index
            var negative = false
            if index < bytes.count && bytes[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            guard let first = digit(at: index) else { return nil }
            var mantissa: UInt64 = 0
            var significant = 0
            var fractionDigits = 0
            if first == 0 {
                index += 1
                if digit(at: index) != nil { return nil }
            } else {
                while let d = digit(at: index) {
                    mantissa = mantissa &* 10 &+ d
                    significant += 1
                    index += 1
                }
            }
            if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
                if integerOnly { return nil }
                index += 1
                guard digit(at: index) != nil else { return nil }
                while let d = digit(at: index) {
                    mantissa = mantissa &* 10 &+ d
                    if mantissa != 0 { significant += 1 }
                    fractionDigits += 1
                    index += 1
                    if significant > 15 { return nil }
                }
            }
            guard significant <= 15, fractionDigits <= 22 else { return nil }
            if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") { return nil }
            if mantissa == 0 { return negative ? -0.0 : 0.0 }
            var value = Double(mantissa)
            if fractionDigits > 0 { value /= powersOfTen[fractionDigits] }
            return negative ? -value : value
        }

        mutating func integer() -> Int? {
            number(integerOnly: true).map { Int($0) }
        }

        /// `[{…},…]`: at least one touch, no touch id twice, at most 64 touches.
        mutating func touches() -> ([TouchSample], UInt64)? {
            guard eat(UInt8(ascii: "[")) else { return nil }
            var samples: [TouchSample] = []
            samples.reserveCapacity(2)
            var stated: UInt64 = 0
            repeat {
                guard samples.count < 64, eat(UInt8(ascii: "{")) else { return nil }
                var id: Int?, phase: TouchPhase?, x: Double?, y: Double?, tapCount: Int?
                repeat {
                    guard let key = key() else { return nil }
                    switch key {
                    case .touch:
                        guard id == nil, let v = integer() else { return nil }
                        id = v
                    case .phase:
                        guard phase == nil, let v = self.phase() else { return nil }
                        phase = v
                    case .x:
                        guard x == nil, let v = number() else { return nil }
                        x = v
                        recordNumberText(slot: 1 + 2 * samples.count)
                    case .y:
                        guard y == nil, let v = number() else { return nil }
                        y = v
                        recordNumberText(slot: 2 + 2 * samples.count)
                    case .tapCount:
                        guard tapCount == nil, let v = integer(), v >= 1 else { return nil }
                        tapCount = v
                    default:
                        return nil
                    }
                } while eat(UInt8(ascii: ","))
                guard eat(UInt8(ascii: "}")), let id, let phase, let x, let y else { return nil }
                if samples.contains(where: { $0.touch == id }) { return nil }
                if tapCount != nil { stated |= 1 << UInt64(samples.count) }
                samples.append(TouchSample(touch: id, phase: phase, location: Point(x: x, y: y), tapCount: tapCount ?? 1))
            } while eat(UInt8(ascii: ","))
            guard eat(UInt8(ascii: "]")) else { return nil }
            return (samples, stated)
        }
    }

    /// The keys and short phases the fast path knows, each as ``Scanner/word(_:)`` makes it:
    /// its bytes, the first in the lowest byte.
    enum KeyWord {
        static let t: UInt64 = 0x74
        static let x: UInt64 = 0x78
        static let y: UInt64 = 0x79
        static let touch: UInt64 = 0x68_6375_6f74
        static let phase: UInt64 = 0x65_7361_6870
        static let touches: UInt64 = 0x73_6568_6375_6f74
        static let tapCount: UInt64 = 0x746e_756f_4370_6174
        static let began: UInt64 = 0x6e_6167_6562
        static let moved: UInt64 = 0x64_6576_6f6d
        static let ended: UInt64 = 0x64_6564_6e65
    }

    /// Exact powers of ten, as the JSON reader's fast path uses them.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}

/// A touch event's canonical bytes written by pointer into a buffer of a fixed capacity
/// (``TouchEventFastPath``). Writing past the capacity writes nothing more and sets `overflow`,
/// so a bound that did not hold could only make the caller write the event again another way.
struct CanonicalBytes {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0
    private(set) var overflow = false

    /// Room for an event of `touches` touches: `t` and the brackets, then per touch its keys (at
    /// most 57 bytes) and four numbers (each at most 26 bytes as canonical JSON writes them).
    static func capacity(touches: Int) -> Int { 64 + 168 * touches }

    @inline(__always) mutating func append(_ byte: UInt8) {
        guard !overflow, count < capacity else {
            overflow = true
            return
        }
        base[count] = byte
        count += 1
    }

    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let from = bytes.baseAddress, !bytes.isEmpty else { return }
        guard !overflow, count + bytes.count <= capacity else {
            overflow = true
            return
        }
        (base + count).update(from: from, count: bytes.count)
        count += bytes.count
    }

    @inline(__always) mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// An integer as canonical JSON writes it (`JSONText.appendNumber` of its double): its
    /// digits, below 1e15; anything larger the way `JSONText` writes it.
    mutating func appendInteger(_ value: Int) {
        guard value.magnitude < 1_000_000_000_000_000 else {
            appendNumber(Double(value))
            return
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        JSONText.withDigits(of: UInt64(value.magnitude)) { append($0) }
    }

    /// Any number the way `JSONText` writes it (rare here: a number whose text is not already
    /// canonical).
    mutating func appendNumber(_ d: Double) {
        var text: [UInt8] = []
        JSONText.appendNumber(d, to: &text)
        text.withUnsafeBufferPointer { append($0) }
    }
}
