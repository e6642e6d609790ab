import Testing
@testable import TouchTapeCore

/// Session validation (docs/formats.md, "Session: `touchtape.session/1`", T7): every bad input is rejected with a message
/// naming the event and the line:column (or, for sequence errors, the event's index).
@Suite("Session validation")
struct SessionValidationTests {
    /// A one-document session, one event a line (line 2 holds event 0).
    private func doc(_ events: String...) -> String {
        "{ \"format\": \"touchtape.session/1\", \"name\": \"s\", \"scene\": \"test\", \"events\": [\n"
            + events.joined(separator: ",\n") + "\n] }"
    }

    private func expectRejected(_ text: String, _ message: String, prefix: Bool = false, at needle: String,
                                occurrence: Int = 1, file: String = "session.json",
                                sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error = TT.sessionError(text, file: file, sourceLocation: sourceLocation) else { return }
        if prefix {
            #expect(error.message.hasPrefix(message), sourceLocation: sourceLocation)
        } else {
            #expect(error.message == message, sourceLocation: sourceLocation)
        }
        let place = TT.at(needle, in: text, occurrence: occurrence)
        #expect(error.at == place, "expected the error at \(needle)", sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("\(file):\(place): "), sourceLocation: sourceLocation)
    }

    private let began = #"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ] }"#

    // MARK: Events

    @Test("docs/formats.md: an event without t is rejected at the event")
    func missingT() {
        let text = doc(began, #"{ "touches": [ { "touch": 1, "phase": "ended", "x": 1, "y": 1 } ] }"#)
        expectRejected(text, #"event 1 is missing the required key "t""#, at: #"{ "touches""#)
    }

    @Test("docs/formats.md: t must not be negative")
    func negativeT() {
        expectRejected(doc(#"{ "t": -0.5, "motion": "shake" }"#), #""t" of event 0 must not be negative"#, at: "-0.5")
    }

    @Test("docs/formats.md: an event with two payload keys is rejected")
    func twoPayloads() {
        let text = doc(#"{ "t": 0, "motion": "shake", "press": "a" }"#)
        expectRejected(text, #"event 0 has "motion" and "press": it needs exactly one"#, at: #"{ "t": 0, "motion""#)
    }

    @Test("docs/formats.md: an event with no payload key is rejected")
    func noPayload() {
        expectRejected(doc(#"{ "t": 0 }"#), #"event 0 has none of "touches", "motion""#, prefix: true, at: #"{ "t": 0 }"#)
    }

    @Test("docs/formats.md, T7: t may not decrease; the error names the event")
    func decreasingT() throws {
        let text = doc(#"{ "t": 1, "motion": "shake" }"#, #"{ "t": 1, "press": "a" }"#, #"{ "t": 0.5, "motion": "shake" }"#)
        let error = try #require(TT.sessionError(text))
        #expect(error.place == "event 2")
        #expect(error.message == #""t" is 0.5, earlier than the event before (1): events must be in time order"#)
        #expect(error.at == TT.at(#"{ "t": 0.5"#, in: text))
        #expect(error.description == "session.json:\(error.at): event 2: \(error.message)")
    }

    @Test("docs/formats.md: equal times are allowed")
    func equalTimes() throws {
        let session = try TT.session(#"{ "t": 1, "motion": "shake" }, { "t": 1, "motion": "shake" }"#)
        #expect(session.events.count == 2)
    }

    @Test("docs/formats.md: an unknown phase is rejected at the phase")
    func unknownPhase() {
        let text = doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "begun", "x": 1, "y": 1 } ] }"#)
        expectRejected(text, #"unknown phase "begun" of touch 1 in event 0; expected began, moved, stationary, ended or cancelled"#,
                       at: #""begun""#)
    }

    @Test("docs/formats.md: a touch may appear at most once in an event")
    func touchTwiceInEvent() {
        let text = doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 }, { "touch": 1, "phase": "began", "x": 2, "y": 2 } ] }"#)
        expectRejected(text, "touch 1 appears twice in event 0", at: #"{ "touch": 1"#, occurrence: 2)
    }

    @Test("docs/formats.md: touch details are checked (integer id, tapCount ≥ 1, x and y, a non-empty list)")
    func touchDetails() throws {
        expectRejected(doc(#"{ "t": 0, "touches": [ { "touch": 1.5, "phase": "began", "x": 1, "y": 1 } ] }"#),
                       #""touch" in a touch of event 0 must be an integer, found number 1.5"#, at: "1.5")
        expectRejected(doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1, "tapCount": 0 } ] }"#),
                       #""tapCount" of touch 1 in event 0 must be 1 or more"#, at: "0 }")
        expectRejected(doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "y": 1 } ] }"#),
                       #"touch 1 of event 0 needs "x" and "y""#, at: #"{ "touch""#)
        expectRejected(doc(#"{ "t": 0, "touches": [] }"#),
                       #""touches" of event 0 must be a non-empty list of touches"#, at: "[]")
        // An integral number is an integer, however it is written.
        let session = try TT.session(#"{ "t": 0, "touches": [ { "touch": 2.0, "phase": "began", "x": 1, "y": 1, "tapCount": 2e0 } ] }"#)
        #expect(session.events[0].payload == .touches([TouchSample(touch: 2, phase: .began, location: Point(x: 1, y: 1), tapCount: 2)]))
    }

    @Test("docs/formats.md: other payloads are checked")
    func otherPayloads() {
        expectRejected(doc(#"{ "t": 0, "motion": "wiggle" }"#), #""motion" of event 0 must be "shake", found "wiggle""#,
                       at: #""wiggle""#)
        expectRejected(doc(#"{ "t": 0, "resignFirstResponder": false }"#),
                       #""resignFirstResponder" of event 0 must be true"#, at: "false")
        expectRejected(doc(#"{ "t": 0, "action": "" }"#), #""action" of event 0 must not be empty"#, at: #""""#)
        expectRejected(doc(#"{ "t": 0, "ignoreInteractionEvents": "yes" }"#),
                       #""ignoreInteractionEvents" in event 0 must be true or false, found string "yes""#, at: #""yes""#)
    }

    @Test("docs/formats.md: every payload kind decodes")
    func payloadKinds() throws {
        let session = try TT.session(#"""
            { "t": 0, "motion": "shake" }, { "t": 0, "remoteControl": "nextTrack" }, { "t": 0, "press": "select" },
            { "t": 0, "action": "copy:" }, { "t": 0, "becomeFirstResponder": "field" },
            { "t": 0, "resignFirstResponder": true }, { "t": 0, "ignoreInteractionEvents": false }
            """#)
        #expect(session.events.map(\.payload) == [
            .motion("shake"), .remoteControl("nextTrack"), .press("select"), .action("copy:"),
            .becomeFirstResponder("field"), .resignFirstResponder, .ignoreInteractionEvents(false),
        ])
    }

    // MARK: Unknown keys and meta

    @Test("docs/formats.md: an unknown key in an event is rejected at the key")
    func unknownKeyInEvent() {
        let text = doc(began, #"{ "t": 1, "motion": "shake", "expct": [] }"#)
        expectRejected(text, #"unknown key "expct" in event 1"#, at: #""expct""#)
    }

    @Test("docs/formats.md: an unknown key in a touch or an expectation is rejected at the key")
    func unknownKeyInTouchOrExpectation() {
        expectRejected(doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1, "force": 0.5 } ] }"#),
                       #"unknown key "force" in a touch of event 0"#, at: #""force""#)
        expectRejected(doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ], "expect": [ { "touch": 1, "handled": "v" } ] }"#),
                       #"unknown key "handled" in an expectation of event 0"#, at: #""handled""#)
        expectRejected(doc(#"{ "t": 0, "motion": "shake", "expect": [ { "controlEvents": [ { "view": "b", "event": "tap", "action": "x:" } ] } ] }"#),
                       #"unknown control event "tap" in event 0"#, at: #""tap""#)
        expectRejected(doc(#"{ "t": 0, "motion": "shake", "expect": [ { "dropped": "lost" } ] }"#),
                       #""dropped" of an expectation of event 0 must be null or one of"#, prefix: true, at: #""lost""#)
    }

    @Test("docs/formats.md: an unknown key in the header is rejected")
    func unknownKeyInHeader() {
        let text = #"{ "format": "touchtape.session/1", "name": "s", "scene": "test", "scenVersion": 1, "events": [] }"#
        expectRejected(text, #"unknown key "scenVersion" in the session"#, at: #""scenVersion""#)
    }

    @Test("docs/formats.md: meta is accepted in the header, events, touches, expectations and their control events")
    func metaAccepted() throws {
        let text = #"""
            { "format": "touchtape.session/1", "name": "s", "scene": "test", "meta": { "device": "iPhone" }, "events": [
              { "t": 0, "meta": 1, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1, "meta": {} } ],
                "expect": [ { "touch": 1, "meta": [], "controlEvents": [ { "view": "b", "event": "touchDown", "action": "d:", "meta": null } ] } ] } ] }
            """#
        let session = try Session.decode(Array(text.utf8))
        #expect(session.events.count == 1)
        #expect(session.events[0].expectations[0].controlEvents == [ControlEventRecord(view: "b", event: .touchDown, action: "d:")])
    }

    // MARK: Expectations

    @Test("docs/formats.md: an expectation must name a touch the event carries")
    func expectationTouchNotCarried() {
        let text = doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ], "expect": [ { "touch": 2, "view": "v" } ] }"#)
        expectRejected(text, "an expectation of event 0 names touch 2, which the event does not carry (or marks stationary)",
                       at: "2, \"view\"")
    }

    @Test("docs/formats.md: an expectation may not name a stationary touch")
    func expectationStationaryTouch() {
        let text = doc(began, #"{ "t": 1, "touches": [ { "touch": 1, "phase": "stationary", "x": 1, "y": 1 } ], "expect": [ { "touch": 1 } ] }"#)
        expectRejected(text, "an expectation of event 1 names touch 1, which the event does not carry (or marks stationary)",
                       at: "1 } ] }\n]")
    }

    @Test("docs/formats.md: an expectation of a touch event must name its touch, once")
    func expectationTouchRequiredOnce() {
        expectRejected(doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ], "expect": [ { "view": "v" } ] }"#),
                       #"an expectation of event 0 must name a "touch" the event carries"#, at: #"{ "view""#)
        expectRejected(doc(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ], "expect": [ { "touch": 1 }, { "touch": 1 } ] }"#),
                       "event 0 has two expectations for touch 1", at: #"{ "touch": 1 }"#, occurrence: 2)
    }

    @Test("docs/formats.md: an expectation of a non-touch event names no touch, and there is at most one")
    func expectationNonTouchEvent() {
        expectRejected(doc(#"{ "t": 0, "motion": "shake", "expect": [ { "touch": 1 } ] }"#),
                       "an expectation of event 0 names a touch, but the event is not a touch event", at: "1 }")
        expectRejected(doc(#"{ "t": 0, "motion": "shake", "expect": [ { "chain": [] }, { "chain": [] } ] }"#),
                       "event 0 has more than one expectation", at: #"{ "chain""#, occurrence: 2)
    }

    @Test("docs/formats.md: expectation fields decode, null stated apart from absent")
    func expectationFields() throws {
        let session = try TT.session(#"""
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ],
              "expect": [ { "touch": 1, "view": null, "handledBy": "b", "chain": ["b"], "dropped": "noHitView" } ] }
            """#)
        let e = session.events[0].expectations[0]
        #expect(e.touch == 1)
        #expect(e.view == .some(nil))
        #expect(e.handledBy == .some("b"))
        #expect(e.chain == ["b"])
        #expect(e.dropped == .some(.noHitView))
        #expect(e.firstResponder == nil)
        #expect(e.controlEvents == nil)
    }

    // MARK: Header

    @Test("docs/formats.md: the header is checked: format, names, sceneVersion, events")
    func header() {
        expectRejected(#"{ "format": "touchtape.scene/1", "name": "s", "scene": "test", "events": [] }"#,
                       #""format" must be "touchtape.session/1" or "touchtape.session/2", found "touchtape.scene/1""#, at: #""touchtape.scene/1""#)
        expectRejected(#"{ "format": "touchtape.session/1", "name": ".s", "scene": "test", "events": [] }"#,
                       #"session name ".s" must match [A-Za-z0-9][A-Za-z0-9_.-]*"#, at: #"".s""#)
        expectRejected(#"{ "format": "touchtape.session/1", "name": "s", "scene": "a b", "events": [] }"#,
                       #"scene name "a b" must match [A-Za-z0-9][A-Za-z0-9_.-]*"#, at: #""a b""#)
        expectRejected(#"{ "format": "touchtape.session/1", "name": "s", "scene": "test", "sceneVersion": 0, "events": [] }"#,
                       #""sceneVersion" must be 1 or more"#, at: "0,")
        expectRejected(#"{ "format": "touchtape.session/1", "name": "s", "scene": "test" }"#,
                       #"the session is missing the required key "events""#, at: "{")
        expectRejected(#"{ "format": "touchtape.session/1", "name": "s", "events": [] }"#,
                       #"the session is missing the required key "scene""#, at: "{")
    }

    @Test("docs/formats.md: the header's fields are kept")
    func headerFields() throws {
        let session = try Session.decode(Array(#"{ "format": "touchtape.session/1", "name": "tap-1", "scene": "scene.v2", "sceneVersion": 3, "events": [] }"#.utf8))
        #expect(session.name == "tap-1")
        #expect(session.sceneName == "scene.v2")
        #expect(session.header.sceneVersion == 3)
        #expect(session.events.isEmpty)
    }

    // MARK: NDJSON

    static let ndjson = """
        {"format": "touchtape.session/1", "name": "s", "scene": "test"}
        {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 5, "y": 5}]}

        {"t": 0.5, "touches": [{"touch": 1, "phase": "ended", "x": 5, "y": 5}], "expect": [{"touch": 1, "view": "v"}]}
        {"t": 1, "motion": "shake"}
        """

    static let oneDocument = """
        {
          "format": "touchtape.session/1", "name": "s", "scene": "test",
          "events": [
            {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 5, "y": 5}]},
            {"t": 0.5, "touches": [{"touch": 1, "phase": "ended", "x": 5, "y": 5}], "expect": [{"touch": 1, "view": "v"}]},
            {"t": 1, "motion": "shake"}
          ]
        }
        """

    @Test("docs/formats.md: a file that parses as one document is that document; otherwise NDJSON; both give the same session")
    func oneDocumentAndNDJSONAgree() throws {
        let a = try Session.decode(Array(Self.oneDocument.utf8))
        let b = try Session.decode(Array(Self.ndjson.utf8))
        #expect(a.events == b.events)
        #expect(a.header == b.header)
        #expect(a.events.count == 3)
        #expect(a.events[1].expectations.first?.view == .some("v"))
    }

    @Test("docs/formats.md: NDJSON lines may end with CRLF and blank lines are skipped")
    func ndjsonCRLF() throws {
        let crlf = Self.ndjson.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") + "\r\n\r\n"
        let a = try Session.decode(Array(crlf.utf8))
        #expect(a.events == (try Session.decode(Array(Self.ndjson.utf8))).events)
    }

    @Test("docs/formats.md: an NDJSON event error reports the file line (blank lines counted) and the event")
    func ndjsonErrorLine() throws {
        let text = """
            {"format": "touchtape.session/1", "name": "s", "scene": "test"}
            {"t": 0, "motion": "shake"}

            {"t": 1, "motoin": "shake"}
            """
        let error = try #require(TT.sessionError(text, file: "rec.ndjson"))
        #expect(error.message == #"unknown key "motoin" in event 1"#)
        #expect(error.at == "4:10")
        #expect(error.description == #"rec.ndjson:4:10: unknown key "motoin" in event 1"#)
    }

    @Test("docs/formats.md: an NDJSON event line with a syntax error reports its line and the event")
    func ndjsonSyntaxError() throws {
        let text = """
            {"format": "touchtape.session/1", "name": "s", "scene": "test"}
            {"t": 0, "motion": "shake"}
            {"t": 1, "motion": "shake",}
            """
        let error = try #require(TT.sessionError(text, file: "rec.ndjson"))
        #expect(error.position?.line == 3)
        #expect(error.place == "event 1")
        #expect(error.description.hasPrefix("rec.ndjson:3:"))
    }

    @Test("docs/formats.md: an NDJSON header may not carry events, and must be a session header")
    func ndjsonHeader() {
        let withEvents = """
            {"format": "touchtape.session/1", "name": "s", "scene": "test", "events": []}
            {"t": 0, "motion": "shake"}
            """
        expectRejected(withEvents, #"unknown key "events" in the session header"#, at: #""events""#, file: "h.ndjson")
        let badFormat = """
            {"format": "touchtape.outcome/1", "name": "s", "scene": "test"}
            {"t": 0, "motion": "shake"}
            """
        expectRejected(badFormat, #""format" must be "touchtape.session/1" or "touchtape.session/2", found "touchtape.outcome/1""#,
                       at: #""touchtape.outcome/1""#, file: "h.ndjson")
    }

    @Test("docs/formats.md: an empty file is not a session")
    func emptyFile() throws {
        let error = try #require(TT.sessionError("\n  \n", file: "empty.ndjson"))
        #expect(error.message.contains("empty") || error.message.contains("end of input"))
        #expect(error.description.hasPrefix("empty.ndjson:"))
    }

    @Test("docs/formats.md: a one-document session with an error in an event names the event and its line")
    func documentEventError() throws {
        let text = doc(began, #"{ "t": 1, "touches": [ { "touch": 1, "phase": "ended", "x": 1, "y": "1" } ] }"#)
        let error = try #require(TT.sessionError(text))
        #expect(error.message == #""y" in a touch of event 1 must be a number, found string "1""#)
        #expect(error.position?.line == 3)
        #expect(error.at == TT.at(#""1" }"#, in: text))
    }

    // MARK: Streaming

    @Test("docs/formats.md, T7: SessionReader reads one event at a time and stops at the end")
    func readerStreams() throws {
        var reader = try SessionReader(Array(Self.ndjson.utf8), file: "s.ndjson")
        #expect(reader.header.name == "s")
        #expect(reader.eventsRead == 0)
        let first = try reader.next()
        #expect(first?.t == 0)
        #expect(reader.eventsRead == 1)
        let second = try reader.next()
        #expect(second?.t == 0.5)
        let third = try reader.next()
        #expect(third?.payload == .motion("shake"))
        let end = try reader.next()
        #expect(end == nil)
        #expect(reader.eventsRead == 3)
    }

    @Test("SessionReader: an event line that does not parse ends the events; the next read gives none")
    func readerEndsAtALineThatDoesNotParse() throws {
        let header = try Session.decode(Array(Self.oneDocument.utf8)).header
        let lines = """
            {"t": 0, "touches": [{"touch": 9, "phase": "began", "x": 5, "y": 5}
            {"t": 1, "touches": [{"touch": 9, "phase": "ended", "x": 5, "y": 5}]}
            """
        var reader = SessionReader(header: header, eventLines: Array(lines.utf8), file: "-")
        #expect(throws: InputError.self) { _ = try reader.next() }
        #expect(try reader.next() == nil)
    }

    @Test("SessionReader reads event lines whose header was given separately, validating T7 across them")
    func readerWithSeparateHeader() throws {
        let header = try Session.decode(Array(Self.oneDocument.utf8)).header
        let lines = """
            {"t": 0, "touches": [{"touch": 9, "phase": "began", "x": 5, "y": 5}]}
            {"t": 1, "touches": [{"touch": 9, "phase": "began", "x": 5, "y": 5}]}
            """
        var reader = SessionReader(header: header, eventLines: Array(lines.utf8), file: "-")
        let first = try reader.next()
        #expect(first != nil)
        do {
            _ = try reader.next()
            Issue.record("T7 violation accepted")
        } catch {
            #expect(error.place == "event 1")
            #expect(error.message.contains("touch 9 begins again"))
            #expect(error.description.hasPrefix("-:2:1: event 1: "))
        }
    }
}
