import Testing
@testable import TouchTapeCore
@testable import TouchTapeStore

/// The store hashes session content with swift-crypto's SHA-256 (issue #12): its content
/// hashes must be the core's, or every stored session would look changed.
@Suite("swift-crypto's SHA-256 gives the core's content hashes")
struct FastSHA256Tests {
    @Test("Same content hash for the same events, whatever their sizes")
    func sameSessionHash() {
        var state: UInt64 = 42
        for round in 0..<40 {
            var core = SessionContentHasher<SHA256>()
            var fast = SessionContentHasher<FastSHA256>()
            for _ in 0..<(round * 3) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let event = (0..<Int(state >> 58)).map { UInt8(truncatingIfNeeded: (state >> UInt64($0 % 56)) &+ UInt64($0)) }
                core.add(canonicalEvent: event)
                fast.add(canonicalEvent: event)
            }
            let header = JSONObject(members: [JSONObject.Member(key: "name", value: JSONValue(.string("s\(round)")))])
            #expect(core.finish(header: header) == fast.finish(header: header))
        }
    }

    @Test("The known digest of \"abc\" (FIPS 180-4)")
    func knownDigest() {
        var fast = FastSHA256()
        Array("abc".utf8).withUnsafeBytes { fast.update($0) }
        #expect(SHA256.hex(fast.finalize()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
