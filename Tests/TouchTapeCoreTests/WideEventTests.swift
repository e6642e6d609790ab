import Testing
@testable import TouchTapeCore

/// Issue 18, item 5: the per-event checks are linear in the event's size (a hash table past a
/// few touches); these tests guard that they still say exactly what the short scan said.
/// (Their speed is a benchmark's business: see BENCHMARKS.md, "One wide event".)
@Suite("Events with many touches")
struct WideEventTests {
    static func touches(_ count: Int, phase: String = "began", extra: String = "") -> String {
        let list = (1...count).map { #"{ "touch": \#($0), "phase": "\#(phase)", "x": 10, "y": 10 }"# }
        return #"{ "t": 0, "touches": [ \#(list.joined(separator: ", "))\#(extra) ]"#
    }

    @Test("docs/formats.md: a touch appearing twice in an event of 2,000 touches is found, at the second one")
    func duplicateInAWideEvent() throws {
        let text = TT.sessionDocument(Self.touches(2_000, extra: #", { "touch": 1500, "phase": "began", "x": 1, "y": 1 }"#) + " }")
        let error = try #require(TT.sessionError(text))
        #expect(error.message == "touch 1500 appears twice in event 0")
        #expect(error.at == TT.at(#"{ "touch": 1500, "phase": "began", "x": 1, "y": 1 }"#, in: text))
    }

    @Test("docs/formats.md: expectations in a wide event match their own touch")
    func expectationsMatchInAWideEvent() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 100, 100], "multipleTouchEnabled": true }"#)
        let expect = #", "expect": [ { "touch": 1999, "view": "v" }, { "touch": 7, "view": "window" } ] }"#
        let session = try TT.session(Self.touches(2_000) + expect)
        #expect(session.events[0].expectations.count == 2)
        let deliveries = Dispatcher.run(session, on: scene)
        let differences = OutcomeComparison.expectationDifferences(events: session.events, deliveries: deliveries)
        #expect(differences.map(\.touch) == [7])
        #expect(differences.first?.field == "view")
    }

    @Test("docs/formats.md: an expectation naming a touch the wide event does not carry is refused")
    func expectationForAnAbsentTouch() throws {
        let text = TT.sessionDocument(Self.touches(100) + #", "expect": [ { "touch": 101, "view": "v" } ] }"#)
        let error = try #require(TT.sessionError(text))
        #expect(error.message.contains("names touch 101, which the event does not carry"))
    }

    @Test("docs/formats.md: two expectations for one touch of a wide event are refused")
    func twoExpectationsForOneTouch() throws {
        let entries = (1...20).map { #"{ "touch": \#($0) }"# }.joined(separator: ", ")
        let text = TT.sessionDocument(Self.touches(40) + #", "expect": [ \#(entries), { "touch": 3 } ] }"#)
        let error = try #require(TT.sessionError(text))
        #expect(error.message == "event 0 has two expectations for touch 3")
    }

    @Test("docs/formats.md: tapCount is an integer, 1 or more", arguments: ["1.5", "0", "-1", "true"])
    func tapCountMustBeAPositiveInteger(_ value: String) throws {
        let text = TT.sessionDocument(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1, "tapCount": \#(value) } ] }"#)
        let error = try #require(TT.sessionError(text))
        #expect(error.message.contains("tapCount"))
    }
}
