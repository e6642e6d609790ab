import Testing
@testable import TouchTapeCore

/// docs/cli.md: one number writer that cannot trap; a number that is not finite is `null` in JSON
/// and markup, `-` in text.
@Suite("The number writer")
struct NumberWriterTests {
    @Test("docs/cli.md: JSON writes null for a number that is not finite", arguments: [Double.nan, .infinity, -.infinity])
    func jsonWritesNull(_ d: Double) {
        var out: [UInt8] = []
        JSONText.appendNumber(d, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "null")
        #expect(JSONText.numberString(d) == "null")
    }

    @Test("docs/cli.md: text writes - for a number that is not finite", arguments: [Double.nan, .infinity, -.infinity])
    func textWritesDash(_ d: Double) {
        #expect(JSONText.textNumber(d) == "-")
        #expect(Point(x: d, y: 1).description == "(-, 1)")
    }

    @Test("A trace entry whose point overflowed is written as JSON without a number that is not finite")
    func traceEntryStaysJSON() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10] }"#)
        let raw = TraceEntry(view: TT.index(scene, "v"), call: .pointInside, point: Point(x: .infinity, y: 2),
                             resultView: nil, inside: false, reason: nil, depth: 0)
        let entry = TraceEntryRecord(raw, in: scene)
        var out: [UInt8] = []
        OutcomeJSON.appendTraceEntry(entry, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #"{"view":"v","call":"pointInside","point":[null,2],"result":false}"#)
    }

    @Test("Finite numbers keep their canonical digits in JSON and in text")
    func finiteNumbersUnchanged() {
        #expect(JSONText.numberString(1e308) == "1e+308")
        #expect(JSONText.textNumber(0.5) == "0.5")
        #expect(JSONText.textNumber(-20) == "-20")
    }
}
