// SHA-256 (FIPS 180-4) in pure Swift: content hashes are computed while streaming, and
// Foundation on Linux has no SHA-256.

/// An incremental SHA-256 hasher.
///
/// ```swift
/// var hasher = SHA256()
/// hasher.update(chunk1)
/// hasher.update(chunk2)
/// let digest = hasher.finalize()   // 32 bytes
/// ```
package struct SHA256 {
    private var h0: UInt32 = 0x6a09e667
    private var h1: UInt32 = 0xbb67ae85
    private var h2: UInt32 = 0x3c6ef372
    private var h3: UInt32 = 0xa54ff53a
    private var h4: UInt32 = 0x510e527f
    private var h5: UInt32 = 0x9b05688c
    private var h6: UInt32 = 0x1f83d9ab
    private var h7: UInt32 = 0x5be0cd19
    /// Bytes of an incomplete block (fewer than 64).
    private var pending: [UInt8] = []
    /// Total message length in bytes.
    private var length: UInt64 = 0

    /// A hasher that has seen no bytes.
    package init() {
        pending.reserveCapacity(64)
    }

    /// Adds bytes to the message. Contiguous collections (`[UInt8]`, `ArraySlice<UInt8>`,
    /// `String.UTF8View` of a native string) are hashed in place; other sequences are
    /// gathered in blocks.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(UnsafeRawBufferPointer(buffer))
        }
        if done != nil { return }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(4096)
        for b in bytes {
            chunk.append(b)
            if chunk.count == 4096 {
                chunk.withUnsafeBytes { update($0) }
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { chunk.withUnsafeBytes { update($0) } }
    }

    /// Adds the bytes of a raw buffer to the message.
    package mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var offset = 0
        let count = buffer.count
        length &+= UInt64(count)
        if !pending.isEmpty {
            let take = min(64 - pending.count, count)
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<take]))
            offset = take
            if pending.count < 64 { return }
            withUnsafeTemporaryAllocation(byteCount: 64, alignment: 8) { block in
                _ = block.initializeMemory(as: UInt8.self, from: pending)
                compress(UnsafeRawPointer(block.baseAddress!))
            }
            pending.removeAll(keepingCapacity: true)
        }
        if let base = buffer.baseAddress {
            while count - offset >= 64 {
                compress(base + offset)
                offset += 64
            }
        }
        if offset < count {
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[offset..<count]))
        }
    }

    /// The 32-byte digest of everything added. The hasher then starts over as if new.
    package mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        tail.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                compress(raw.baseAddress! + offset)
                offset += 64
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        self = SHA256()
        return digest
    }

    /// The SHA-256 digest (32 bytes) of `bytes`.
    package static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The SHA-256 digest of `bytes` in lowercase hex (64 characters).
    package static func hexDigest(_ bytes: [UInt8]) -> String {
        hex(hash(bytes))
    }

    /// Lowercase hex of any bytes, e.g. of a digest returned by `finalize()`.
    package static func hex(_ digest: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(digest.count * 2)
        for b in digest {
            out.append(JSONText.hexDigits[Int(b >> 4)])
            out.append(JSONText.hexDigits[Int(b & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x >> n) | (x << (32 &- n))
    }

    /// Processes one 64-byte block starting at `block`.
    private mutating func compress(_ block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                let p = block + t * 4
                w[t] = UInt32(p.load(fromByteOffset: 0, as: UInt8.self)) << 24
                    | UInt32(p.load(fromByteOffset: 1, as: UInt8.self)) << 16
                    | UInt32(p.load(fromByteOffset: 2, as: UInt8.self)) << 8
                    | UInt32(p.load(fromByteOffset: 3, as: UInt8.self))
            }
            for t in 16..<64 {
                let x = w[t - 15]
                let y = w[t - 2]
                let s0 = Self.rotr(x, 7) ^ Self.rotr(x, 18) ^ (x >> 3)
                let s1 = Self.rotr(y, 17) ^ Self.rotr(y, 19) ^ (y >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
            Self.k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let s1 = Self.rotr(e, 6) ^ Self.rotr(e, 11) ^ Self.rotr(e, 25)
                    let ch = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ ch &+ k[t] &+ w[t]
                    let s0 = Self.rotr(a, 2) ^ Self.rotr(a, 13) ^ Self.rotr(a, 22)
                    let maj = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ maj
                    h = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
            }
            h0 &+= a
            h1 &+= b
            h2 &+= c
            h3 &+= d
            h4 &+= e
            h5 &+= f
            h6 &+= g
            h7 &+= h
        }
    }
}
