import Testing
@testable import TouchTapeCore

/// What scene `/2` and session `/2` reject (docs/formats.md), each error with its line and
/// column and what is wrong; and one `late` row of outcome `/2` byte for byte.
@Suite("Gesture format errors (scene /2, session /2, outcome /2)")
struct GestureFormatErrorTests {
    /// The error a `/2` scene whose view `v` carries these recognizers is rejected with, checked
    /// to sit at the `occurrence`th copy of `needle` and to be reported as `scene.json:LINE:COLUMN: message`.
    private func expectRejected(_ gestures: String, _ message: String, at needle: String, occurrence: Int = 1,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let text = GestureFormatTests.doc(gestures)
        guard let error = TT.sceneError(text, sourceLocation: sourceLocation) else { return }
        #expect(error.message == message, sourceLocation: sourceLocation)
        let place = TT.at(needle, in: text, occurrence: occurrence)
        #expect(error.at == place, "expected the error at \(needle)", sourceLocation: sourceLocation)
        #expect(error.description == "scene.json:\(place): \(error.message)", sourceLocation: sourceLocation)
    }

    // MARK: Scene /2: numbers

    @Test("docs/formats.md (Scene, kind-specific keys): touches, taps, minimumTouches and maximumTouches below their minimum are rejected at the value",
          arguments: [
              (#"{ "id": "t", "kind": "tap", "touches": 0 }"#, #""touches" of recognizer "t" of view "v" must be an integer ≥ 1, found 0"#, "0 }"),
              (#"{ "id": "t", "kind": "tap", "taps": -1 }"#, #""taps" of recognizer "t" of view "v" must be an integer ≥ 1, found -1"#, "-1"),
              (#"{ "id": "t", "kind": "longPress", "touches": 0 }"#, #""touches" of recognizer "t" of view "v" must be an integer ≥ 1, found 0"#, "0 }"),
              (#"{ "id": "t", "kind": "swipe", "touches": 0 }"#, #""touches" of recognizer "t" of view "v" must be an integer ≥ 1, found 0"#, "0 }"),
              (#"{ "id": "t", "kind": "pan", "minimumTouches": 0 }"#, #""minimumTouches" of recognizer "t" of view "v" must be an integer ≥ 1, found 0"#, "0 }"),
              // With minimumTouches left at its default of 1.
              (#"{ "id": "t", "kind": "pan", "maximumTouches": 0 }"#, #""maximumTouches" of recognizer "t" of view "v" must be an integer ≥ 1, found 0"#, "0 }"),
          ])
    func countBelowMinimum(gesture: String, message: String, needle: String) {
        expectRejected(gesture, message, at: needle)
    }

    @Test("docs/formats.md (Scene, kind-specific keys): touches, taps, minimumTouches and maximumTouches must be integers",
          arguments: [
              (#"{ "id": "t", "kind": "tap", "taps": 1.5 }"#, #""taps" in recognizer "t" of view "v" (kind tap) must be an integer, found number 1.5"#, "1.5"),
              (#"{ "id": "t", "kind": "tap", "touches": "2" }"#, #""touches" in recognizer "t" of view "v" (kind tap) must be an integer, found string "2""#, #""2""#),
              (#"{ "id": "t", "kind": "tap", "taps": null }"#, #""taps" in recognizer "t" of view "v" (kind tap) must be an integer, found null"#, "null"),
              (#"{ "id": "t", "kind": "longPress", "touches": true }"#, #""touches" in recognizer "t" of view "v" (kind longPress) must be an integer, found true"#, "true"),
              (#"{ "id": "t", "kind": "swipe", "touches": [2] }"#, #""touches" in recognizer "t" of view "v" (kind swipe) must be an integer, found array"#, "[2]"),
              (#"{ "id": "t", "kind": "pan", "minimumTouches": 2.5 }"#, #""minimumTouches" in recognizer "t" of view "v" (kind pan) must be an integer, found number 2.5"#, "2.5"),
              (#"{ "id": "t", "kind": "pan", "maximumTouches": "3" }"#, #""maximumTouches" in recognizer "t" of view "v" (kind pan) must be an integer, found string "3""#, #""3""#),
          ])
    func countNotAnInteger(gesture: String, message: String, needle: String) {
        expectRejected(gesture, message, at: needle)
    }

    @Test("docs/formats.md (Scene, kind-specific keys): minimumPressDuration and allowableMovement below 0 are rejected at the value",
          arguments: [
              (#"{ "id": "t", "kind": "longPress", "minimumPressDuration": -0.5 }"#, #""minimumPressDuration" of recognizer "t" of view "v" must be ≥ 0, found -0.5"#, "-0.5"),
              (#"{ "id": "t", "kind": "longPress", "allowableMovement": -0.001 }"#, #""allowableMovement" of recognizer "t" of view "v" must be ≥ 0, found -0.001"#, "-0.001"),
          ])
    func durationOrDistanceBelowZero(gesture: String, message: String, needle: String) {
        expectRejected(gesture, message, at: needle)
    }

    @Test("docs/formats.md (Scene, kind-specific keys): minimumPressDuration and allowableMovement must be numbers",
          arguments: [
              (#"{ "id": "t", "kind": "longPress", "minimumPressDuration": "0.5" }"#, #""minimumPressDuration" in recognizer "t" of view "v" (kind longPress) must be a number, found string "0.5""#, #""0.5""#),
              (#"{ "id": "t", "kind": "longPress", "allowableMovement": null }"#, #""allowableMovement" in recognizer "t" of view "v" (kind longPress) must be a number, found null"#, "null"),
          ])
    func durationOrDistanceNotANumber(gesture: String, message: String, needle: String) {
        expectRejected(gesture, message, at: needle)
    }

    @Test("docs/formats.md (Scene, kind-specific keys): the smallest allowed values are accepted (1 tap, 1 touch, 0 s, 0 pt, maximumTouches = minimumTouches or null)")
    func smallestAllowedValues() throws {
        let scene = try TT.decodeScene(GestureFormatTests.doc(#"""
            { "id": "tap", "kind": "tap", "taps": 1, "touches": 1 },
                { "id": "press", "kind": "longPress", "minimumPressDuration": 0, "allowableMovement": 0, "touches": 1 },
                { "id": "pan", "kind": "pan", "minimumTouches": 3, "maximumTouches": 3 },
                { "id": "open", "kind": "pan", "minimumTouches": 1, "maximumTouches": null },
                { "id": "swipe", "kind": "swipe", "touches": 1.0 }
            """#))
        let r = scene.gestures.recognizers
        #expect(r[0].taps == 1 && r[0].touches == 1)
        #expect(r[1].minimumPressDuration == 0 && r[1].allowableMovement == 0 && r[1].touches == 1)
        #expect(r[2].minimumTouches == 3 && r[2].maximumTouches == 3)
        #expect(r[3].minimumTouches == 1 && r[3].maximumTouches == nil)
        #expect(r[4].touches == 1)
    }

    // MARK: Scene /2: action

    @Test("docs/formats.md (Scene, recognizer action): an action without target or selector is rejected at the action",
          arguments: [
              (#"{ "id": "t", "kind": "tap", "action": { "selector": "x:" } }"#, #"the action of recognizer "t" of view "v" is missing the required key "target""#, #"{ "selector""#),
              (#"{ "id": "t", "kind": "tap", "action": { "target": "vc" } }"#, #"the action of recognizer "t" of view "v" is missing the required key "selector""#, #"{ "target""#),
          ])
    func actionMissingKey(gesture: String, message: String, needle: String) {
        expectRejected(gesture, message, at: needle)
    }

    @Test("docs/formats.md (Scene, recognizer action): an action must be an object of two strings",
          arguments: [
              (#"{ "id": "t", "kind": "tap", "action": "x:" }"#, #"the action of recognizer "t" of view "v" must be an object, found string"#, #""x:""#),
              (#"{ "id": "t", "kind": "tap", "action": { "target": "vc", "selector": 3 } }"#, #""selector" in the action of recognizer "t" of view "v" must be a string, found number 3"#, "3 }"),
              (#"{ "id": "t", "kind": "tap", "action": { "target": null, "selector": "x:" } }"#, #""target" in the action of recognizer "t" of view "v" must be a string, found null"#, "null"),
          ])
    func actionWrongType(gesture: String, message: String, needle: String) {
        expectRejected(gesture, message, at: needle)
    }

    // MARK: Session /2

    @Test("docs/formats.md (Session /2): an expected gesture transition without action or target is rejected at the transition",
          arguments: [
              (#"{ "gesture": "g", "state": "recognized", "target": null }"#, "action"),
              (#"{ "gesture": "g", "state": "recognized", "action": null }"#, "target"),
          ])
    func transitionMissingActionOrTarget(transition: String, missing: String) throws {
        let text = GestureFormatTests.session("touchtape.session/2", expect: #""gestures": [ \#(transition) ]"#)
        let error = try #require(TT.sessionError(text))
        #expect(error.message == #"a gesture transition of event 1 needs "\#(missing)" (null when none)"#)
        #expect(error.at == TT.at(#"{ "gesture""#, in: text))
        #expect(error.description == "session.json:\(error.at): \(error.message)")
    }

    @Test("docs/formats.md (Session /2): an expected gesture transition without gesture or state is rejected at the transition",
          arguments: [
              (#"{ "state": "recognized", "action": null, "target": null }"#, "gesture", #"{ "state""#),
              (#"{ "gesture": "g", "action": null, "target": null }"#, "state", #"{ "gesture""#),
          ])
    func transitionMissingGestureOrState(transition: String, key: String, needle: String) throws {
        let text = GestureFormatTests.session("touchtape.session/2", expect: #""gestures": [ \#(transition) ]"#)
        let error = try #require(TT.sessionError(text))
        #expect(error.message == #"a gesture transition of event 1 is missing the required key "\#(key)""#)
        #expect(error.at == TT.at(needle, in: text))
    }

    // MARK: Outcome /2

    @Test("docs/formats.md (Outcome), G14, G16: a began held by delaysTouchesBegan and released when its recognizer fails is a late row, byte for byte")
    func lateRowBytes() throws {
        let scene = try GestureRuleTests.pad(
            #"{ "id": "pan", "kind": "pan", "delaysTouchesBegan": true, "action": { "target": "pad", "selector": "drag:" } }"#)
        let d = try GT.run(scene, GT.ev(0, 1, "began", 100, 100), GT.ev(0.25, 1, "ended", 100, 100))
        #expect(d.map { OutcomeJSON.line($0, gestureKeys: true) } == [
            #"{"seq":0,"t":0,"kind":"touch","touch":1,"phase":"began","window":"window","view":"pad","hitView":"pad","chain":[],"handledBy":null,"dropped":null,"withheld":"delayed","controlEvents":[],"gestures":[],"firstResponder":null}"#,
            #"{"seq":1,"t":0.25,"kind":"touch","touch":1,"phase":"ended","window":"window","view":"pad","hitView":null,"chain":[],"handledBy":null,"dropped":null,"withheld":"delayed","controlEvents":[],"gestures":[{"gesture":"pan","state":"failed","action":null,"target":null}],"firstResponder":null}"#,
            #"{"seq":1,"t":0.25,"kind":"late","touch":1,"phase":"began","window":"window","view":"pad","hitView":null,"chain":["pad"],"handledBy":"pad","dropped":null,"withheld":null,"controlEvents":[],"gestures":[],"firstResponder":null}"#,
            #"{"seq":1,"t":0.25,"kind":"late","touch":1,"phase":"ended","window":"window","view":"pad","hitView":null,"chain":["pad"],"handledBy":"pad","dropped":null,"withheld":null,"controlEvents":[],"gestures":[],"firstResponder":null}"#,
        ])
    }
}
