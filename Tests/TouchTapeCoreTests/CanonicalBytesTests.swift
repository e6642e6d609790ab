import Testing
@testable import TouchTapeCore

/// The fast path writes a touch event's canonical JSON by pointer into a bounded buffer
/// (issue #26): the same bytes `JSONText` and the full path write, and never past the bound.
@Suite("Canonical bytes written by pointer")
struct CanonicalBytesTests {
    static func written(_ body: (inout CanonicalBytes) -> Void, capacity: Int = 64) -> (bytes: [UInt8], overflow: Bool) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var w = CanonicalBytes(base: buffer.baseAddress!, capacity: capacity)
            body(&w)
            return (Array(buffer[0..<w.count]), w.overflow)
        }
    }

    @Test("an integer is written as JSONText writes its double, 1e15 and beyond included",
          arguments: [0, 1, -1, 7, -42, 1234567, 999_999_999_999_999, -999_999_999_999_999,
                      1_000_000_000_000_000, -1_000_000_000_000_001, Int.max, Int.min])
    func integerAsJSONTextWritesIt(value: Int) {
        var expected: [UInt8] = []
        JSONText.appendNumber(Double(value), to: &expected)
        let (bytes, overflow) = Self.written { $0.appendInteger(value) }
        #expect(bytes == expected)
        #expect(!overflow)
    }

    @Test("writing past the capacity writes nothing more and says so")
    func overflowIsReportedNotWritten() {
        let (bytes, overflow) = Self.written({ w in
            w.append("abcdef")
            w.append("ghij")
            w.append(UInt8(ascii: "k"))
        }, capacity: 8)
        #expect(bytes == Array("abcdef".utf8))
        #expect(overflow)
    }

    @Test("an event of 64 touches, the most the fast path takes, gives the full path's canonical bytes")
    func widestEventSameAsFullPath() throws {
        let touches = (0..<64).map { i in
            #"{"touch":\#(i * 1_000_000_007 - 99_999_999),"phase":"stationary","x":-123456.789012345,"y":0.000001,"tapCount":\#(i + 1)}"#
        }
        let text = #"{"t":12345678.9012345,"touches":["# + touches.joined(separator: ",") + "]}"
        var out: [UInt8] = []
        let decoded = Array(text.utf8).withUnsafeBufferPointer { TouchEventFastPath.decode($0, appendingCanonicalTo: &out) }
        #expect(decoded != nil)
        let (_, canonical) = try TouchEventFastPathTests.full(text)
        #expect(out == canonical)
    }
}
