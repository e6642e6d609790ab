import Testing
@testable import TouchTapeCore

/// Scene `/2` and session `/2` (docs/formats.md): what import accepts and rejects, with
/// the line and column of the offending key or value.
@Suite("Gesture formats (scene /2, session /2)")
struct GestureFormatTests {
    /// A `/2` scene whose view `v` carries these recognizers (on several lines, so positions differ).
    static func doc(_ gestures: String, format: String = "touchtape.scene/2") -> String {
        """
        { "format": "\(format)", "name": "test",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "v", "frame": [0, 0, 375, 667], "viewController": { "id": "vc" },
              "gestures": [
                \(gestures) ] } ] } ] }
        """
    }

    private func expectRejected(_ gestures: String, _ message: String, at needle: String, occurrence: Int = 1,
                                format: String = "touchtape.scene/2", sourceLocation: SourceLocation = #_sourceLocation) {
        let text = Self.doc(gestures, format: format)
        guard let error = TT.sceneError(text, sourceLocation: sourceLocation) else { return }
        #expect(error.message == message, sourceLocation: sourceLocation)
        let place = TT.at(needle, in: text, occurrence: occurrence)
        #expect(error.at == place, "expected the error at \(needle)", sourceLocation: sourceLocation)
        #expect(error.description == "scene.json:\(place): \(error.message)", sourceLocation: sourceLocation)
    }

    @Test("docs/formats.md: a /2 scene decodes its recognizers with their defaults, in scene order")
    func decodesWithDefaults() throws {
        let scene = try TT.decodeScene(Self.doc(#"""
            { "id": "pan", "kind": "pan", "maximumTouches": 2, "action": { "target": "vc", "selector": "pan:" } },
                { "id": "press", "kind": "longPress", "enabled": false, "requireToFail": ["pan"], "meta": { "note": 1 } }
            """#))
        let r = scene.gestures.recognizers
        #expect(r.map(\.id) == ["pan", "press"])
        #expect(r[0].cancelsTouchesInView && !r[0].delaysTouchesBegan && r[0].delaysTouchesEnded)
        #expect(r[0].minimumTouches == 1 && r[0].maximumTouches == 2)
        #expect(r[0].action == GestureRecognizer.Action(target: "vc", selector: "pan:"))
        #expect(r[1].minimumPressDuration == 0.5 && r[1].allowableMovement == 10 && !r[1].enabled)
        #expect(r[1].requireToFail == [0] && r[1].metaJSON == #"{"note":1}"#)
        #expect(scene.gestures.index(of: "press") == 1)
    }

    @Test("docs/formats.md: gestures must be empty in a /1 scene")
    func notInSceneV1() {
        expectRejected(#"{ "id": "t", "kind": "tap" }"#,
                       #""gestures" of view "v" must be absent or empty in touchtape.scene/1; a scene with recognizers says "format": "touchtape.scene/2""#,
                       at: "[\n", occurrence: 2, format: "touchtape.scene/1")
    }

    @Test("docs/formats.md: an unknown kind is rejected, naming it (pinch is not modelled)")
    func unknownKind() {
        expectRejected(#"{ "id": "p", "kind": "pinch" }"#,
                       #"unknown recognizer kind "pinch" in recognizer "p" of view "v"; expected one of tap, longPress, pan, swipe (pinch, rotation, screen-edge pan and hover are not modelled)"#,
                       at: #""pinch""#)
    }

    @Test("docs/formats.md: a key of another kind is an unknown key")
    func keyOfAnotherKind() {
        expectRejected(#"{ "id": "t", "kind": "tap", "direction": "left" }"#,
                       #"unknown key "direction" in recognizer "t" of view "v" (kind tap)"#, at: #""direction""#)
    }

    @Test("docs/formats.md: recognizer ids share the scene's one namespace")
    func duplicateID() {
        expectRejected(#"{ "id": "vc", "kind": "tap" }"#,
                       #"duplicate id "vc" (first used at 3:71): recognizers share one namespace with the scene's responders"#,
                       at: #""vc""#, occurrence: 2)
    }

    @Test("docs/formats.md: an action target must be a responder of the scene, not a recognizer")
    func badTarget() {
        expectRejected(#"{ "id": "t", "kind": "tap", "action": { "target": "nobody", "selector": "x:" } }"#,
                       #"the action target "nobody" of recognizer "t" is not a responder of this scene"#, at: #""nobody""#)
        expectRejected(#"{ "id": "t", "kind": "tap", "action": { "target": "u", "selector": "x:" } }, { "id": "u", "kind": "tap" }"#,
                       #"the action target "u" of recognizer "t" is a recognizer, not a responder"#, at: #""u""#)
    }

    @Test("G11: requireToFail must name recognizers, not the recognizer itself, without a cycle")
    func requireToFailChecks() {
        expectRejected(#"{ "id": "t", "kind": "tap", "requireToFail": ["v"] }"#,
                       #""requireToFail" of recognizer "t" names "v", which is not a recognizer of this scene"#, at: #""v""#, occurrence: 2)
        expectRejected(#"{ "id": "t", "kind": "tap", "requireToFail": ["t"] }"#,
                       #"recognizer "t" lists itself in "requireToFail" (G11)"#, at: #""t""#, occurrence: 2)
        expectRejected(#"{ "id": "a", "kind": "tap", "requireToFail": ["b"] }, { "id": "b", "kind": "tap", "requireToFail": ["a"] }"#,
                       #""requireToFail" lists form a cycle: a → b → a (G11)"#, at: #""a""#, occurrence: 2)
    }

    @Test("docs/formats.md: numbers out of range are rejected at the value", arguments: [
        (#"{ "id": "t", "kind": "tap", "taps": 0 }"#, #""taps" of recognizer "t" of view "v" must be an integer ≥ 1, found 0"#, "0 }"),
        (#"{ "id": "t", "kind": "longPress", "allowableMovement": -1 }"#, #""allowableMovement" of recognizer "t" of view "v" must be ≥ 0, found -1"#, "-1"),
        (#"{ "id": "t", "kind": "pan", "minimumTouches": 2, "maximumTouches": 1 }"#, #""maximumTouches" of recognizer "t" of view "v" must be an integer ≥ 2, found 1"#, "1 }"),
        (#"{ "id": "t", "kind": "swipe", "direction": "north" }"#, #""direction" of recognizer "t" of view "v" must be one of "right", "left", "up", "down""#, #""north""#),
    ])
    func outOfRange(gesture: String, message: String, needle: String) {
        expectRejected(gesture, message, at: needle)
    }

    // MARK: Session /2

    static let sceneText = #"""
        { "format": "touchtape.scene/2", "name": "test", "windows": [ { "id": "window", "frame": [0, 0, 375, 667],
          "subviews": [ { "id": "pad", "frame": [0, 0, 375, 667], "touches": "handle", "gestures": [ { "id": "g", "kind": "tap" } ] } ] } ] }
        """#

    static func session(_ format: String, expect: String) -> String {
        #"""
        { "format": "\#(format)", "name": "s", "scene": "test", "events": [
          { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 5, "y": 5 } ] },
          { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 5, "y": 5 } ],
            "expect": [ { "touch": 1, \#(expect) } ] } ] }
        """#
    }

    @Test("docs/formats.md: a /1 session may not expect withheld or gestures")
    func gestureKeysNeedSessionV2() throws {
        let text = Self.session("touchtape.session/1", expect: #""withheld": "claimed""#)
        let error = try #require(TT.sessionError(text))
        #expect(error.message == #""withheld" in an expectation of event 1 needs "format": "touchtape.session/2" (docs/formats.md)"#)
        #expect(error.at == TT.at(#""claimed""#, in: text))
    }

    @Test("docs/formats.md: session /2 expectations of withheld and gestures are matched against the touch delivery")
    func gestureExpectationsMatch() throws {
        let scene = try TT.decodeScene(Self.sceneText)
        let good = try Session.decode(Array(Self.session("touchtape.session/2", expect: #"""
            "withheld": "claimed", "gestures": [ { "gesture": "g", "state": "recognized", "action": null, "target": null } ]
            """#).utf8))
        #expect(OutcomeComparison.expectationDifferences(events: good.events, deliveries: Dispatcher.run(good, on: scene)).isEmpty)
        let bad = try Session.decode(Array(Self.session("touchtape.session/2", expect: #""withheld": null, "gestures": []"#).utf8))
        let diffs = OutcomeComparison.expectationDifferences(events: bad.events, deliveries: Dispatcher.run(bad, on: scene))
        #expect(diffs.map(\.field) == ["withheld", "gestures"])
        #expect(diffs.map(\.current.description) == ["claimed", #"[{"gesture":"g","state":"recognized","action":null,"target":null}]"#])
    }

    @Test("docs/formats.md: an unknown recognizer state in an expectation is rejected at the value")
    func unknownStateInExpectation() throws {
        let text = Self.session("touchtape.session/2", expect: #""gestures": [ { "gesture": "g", "state": "possible", "action": null, "target": null } ]"#)
        let error = try #require(TT.sessionError(text))
        #expect(error.message.hasPrefix(#"unknown recognizer state "possible""#))
        #expect(error.at == TT.at(#""possible""#, in: text))
    }
}
