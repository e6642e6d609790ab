import Crypto
import TouchTapeCore

/// swift-crypto's SHA-256 (BoringSSL, with the CPU's SHA instructions where it has them) for
/// session content hashes: measured at about six times the core's pure-Swift one on this
/// machine, where hashing was 10 % of an import (BENCHMARKS.md). Same digests (tests).
struct FastSHA256: IncrementalSHA256 {
    private var inner = Crypto.SHA256()

    init() {}

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        inner.update(bufferPointer: buffer)
    }

    mutating func finalize() -> [UInt8] {
        Array(inner.finalize())
    }
}
