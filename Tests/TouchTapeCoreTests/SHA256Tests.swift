import Testing
@testable import TouchTapeCore

@Suite struct SHA256Tests {
    @Test func emptyMessage() {
        #expect(SHA256.hexDigest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func abc() {
        #expect(SHA256.hexDigest(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func fourHundredFortyEightBitMessage() {
        let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hexDigest(message) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func eightHundredNinetySixBitMessage() {
        let message = Array(
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu".utf8)
        #expect(SHA256.hexDigest(message) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func oneMillionA() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hexDigest(message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func paddingBoundaryLengthsMatchOneShot() {
        // 55, 56 and 64 bytes straddle the length field; compare chunked with one-shot.
        for length in [55, 56, 63, 64, 65, 119, 120] {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            var hasher = SHA256()
            for b in message { hasher.update([b]) }
            #expect(hasher.finalize() == SHA256.hash(message), "length \(length)")
        }
        #expect(SHA256.hexDigest([UInt8](repeating: 0x61, count: 64))
            == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test func incrementalUpdatesInOddChunksEqualOneShot() {
        let message = (0..<10_007).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let oneShot = SHA256.hash(message)
        for chunkSize in [1, 3, 7, 63, 65, 127, 1000, 4099] {
            var hasher = SHA256()
            var start = 0
            while start < message.count {
                let end = min(start + chunkSize, message.count)
                hasher.update(message[start..<end])
                start = end
            }
            #expect(hasher.finalize() == oneShot, "chunk size \(chunkSize)")
        }
    }

    @Test func nonContiguousSequencesAndRawBuffersHashTheSame() {
        let message = Array("The quick brown fox jumps over the lazy dog".utf8)
        var fromSequence = SHA256()
        fromSequence.update(message.lazy.map { $0 })
        var fromRaw = SHA256()
        message.withUnsafeBytes { fromRaw.update($0) }
        let expected = "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
        #expect(SHA256.hex(fromSequence.finalize()) == expected)
        #expect(SHA256.hex(fromRaw.finalize()) == expected)
    }

    @Test func finalizeStartsOver() {
        var hasher = SHA256()
        hasher.update(Array("garbage".utf8))
        _ = hasher.finalize()
        hasher.update(Array("abc".utf8))
        #expect(SHA256.hex(hasher.finalize()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func digestIs32Bytes() {
        #expect(SHA256.hash(Array("x".utf8)).count == 32)
    }
}
