/// The primitives of the compiled-scene encoding (``Scene/compiledBytes()``): unsigned and
/// zigzag varints, doubles that are multiples of 1/64 in one to four bytes (the usual
/// coordinates) and any other double bit for bit, and length-prefixed UTF-8 strings.
struct CompiledWriter {
    private(set) var bytes: [UInt8] = []

    mutating func byte(_ b: UInt8) { bytes.append(b) }

    mutating func unsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func count(_ n: Int) { unsigned(UInt64(n)) }

    mutating func signed(_ value: Int64) {
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// An index that may be -1 (none).
    mutating func index(_ value: Int32) { signed(Int64(value)) }

    mutating func bool(_ b: Bool) { byte(b ? 1 : 0) }

    /// A double, exactly: `64d` as a zigzag varint shifted left by one (low bit clear) when
    /// that gives back the same bits (multiples of 1/64, not −0), else the byte 1 and the 8
    /// bytes of its bits.
    mutating func double(_ d: Double) {
        let scaled = d * 64
        if scaled.magnitude < 0x1p52, let n = Int64(exactly: scaled), (Double(n) / 64).bitPattern == d.bitPattern {
            unsigned(UInt64(bitPattern: (n << 1) ^ (n >> 63)) << 1)
        } else {
            byte(1)
            var bits = d.bitPattern
            for _ in 0..<8 {
                bytes.append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
    }

    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            count(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optionalString(_ s: String?) {
        bool(s != nil)
        if let s { string(s) }
    }

    /// FNV-1a (64 bits) of everything written, appended last: detects a damaged blob.
    mutating func seal() {
        let sum = CompiledReader.checksum(bytes[...])
        var bits = sum
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }
}

/// Why a compiled blob was refused; never shown to a user (the scene is compiled from its
/// document instead).
struct CompiledSceneDamaged: Error {}

/// Reads what ``CompiledWriter`` wrote; every read checks its bounds and throws
/// ``CompiledSceneDamaged`` past the end.
struct CompiledReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    /// A reader of the sealed blob's content, or nil when its checksum does not match.
    init?(sealed: UnsafeBufferPointer<UInt8>) {
        guard sealed.count >= 8 else { return nil }
        let body = UnsafeBufferPointer(rebasing: sealed[..<(sealed.count - 8)])
        var stored: UInt64 = 0
        for i in (0..<8).reversed() { stored = stored << 8 | UInt64(sealed[sealed.count - 8 + i]) }
        guard stored == Self.checksum(body[...]) else { return nil }
        bytes = body
    }

    static func checksum<C: Collection<UInt8>>(_ data: C) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in data {
            hash ^= UInt64(b)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws(CompiledSceneDamaged) -> UInt8 {
        guard offset < bytes.count else { throw CompiledSceneDamaged() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func unsigned() throws(CompiledSceneDamaged) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw CompiledSceneDamaged() }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return result }
            shift += 7
        }
    }

    /// A count of items that each take at least one byte, so a damaged count cannot ask
    /// for more memory than the blob holds.
    mutating func count() throws(CompiledSceneDamaged) -> Int {
        let n = try unsigned()
        guard n <= UInt64(bytes.count - offset) else { throw CompiledSceneDamaged() }
        return Int(n)
    }

    mutating func signed() throws(CompiledSceneDamaged) -> Int64 {
        let u = try unsigned()
        return Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1)
    }

    /// An index in `-1..<limit` (`allowsNone`) or `0..<limit`.
    mutating func index(below limit: Int, allowsNone: Bool = false) throws(CompiledSceneDamaged) -> Int32 {
        let v = try signed()
        guard v < Int64(limit), v >= (allowsNone ? -1 : 0) else { throw CompiledSceneDamaged() }
        return Int32(v)
    }

    mutating func bool() throws(CompiledSceneDamaged) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CompiledSceneDamaged()
        }
    }

    mutating func double() throws(CompiledSceneDamaged) -> Double {
        let u = try unsigned()
        if u == 1 {
            guard bytes.count - offset >= 8 else { throw CompiledSceneDamaged() }
            var bits: UInt64 = 0
            for i in (0..<8).reversed() { bits = bits << 8 | UInt64(bytes[offset + i]) }
            offset += 8
            return Double(bitPattern: bits)
        }
        guard u & 1 == 0 else { throw CompiledSceneDamaged() }
        let z = u >> 1
        let n = Int64(bitPattern: z >> 1) ^ -Int64(bitPattern: z & 1)
        return Double(n) / 64
    }

    mutating func string() throws(CompiledSceneDamaged) -> String {
        let n = try count()
        defer { offset += n }
        let utf8 = UnsafeBufferPointer(rebasing: bytes[offset..<(offset + n)])
        // Ids and class names are ASCII: decoding them needs no validation, and skipping the
        // generic validating initializer (a metadata look-up per call) takes a fifth off
        // loading a 50,000-view scene (issue #12).
        if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
        guard let s = String(validating: utf8, as: UTF8.self) else { throw CompiledSceneDamaged() }
        return s
    }

    mutating func optionalString() throws(CompiledSceneDamaged) -> String? {
        try bool() ? try string() : nil
    }
}
