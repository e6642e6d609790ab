import Testing
import TouchTapeCore

/// `InputError.kind` tells a caller of the library what is wrong with a scene or session, while
/// `description` stays the text the command line prints (`FILE:LINE:COLUMN: message`).
@Suite("Input error kinds")
struct InputErrorKindTests {
    /// The error a scene document is rejected with, or nil (recorded) when it is accepted.
    private func sceneError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        do {
            _ = try Scene.decode(json: text, file: "scene.json")
            Issue.record("expected the scene to be rejected", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// The error a session document is rejected with, or nil (recorded) when it is accepted.
    private func sessionError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        do {
            _ = try Session.decode(json: text, file: "session.json")
            Issue.record("expected the session to be rejected", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// A one-window scene whose window holds these subviews (a JSON list body).
    private func scene(_ subviews: String, format: String = "touchtape.scene/1") -> String {
        #"{"format": "\#(format)", "name": "s", "windows": [{"id": "w", "frame": [0, 0, 375, 667], "subviews": [\#(subviews)]}]}"#
    }

    /// A session of these events (a JSON list body).
    private func session(_ events: String) -> String {
        #"{"format": "touchtape.session/1", "name": "t", "scene": "s", "events": [\#(events)]}"#
    }

    @Test("not JSON is .syntax, printed with its line and column")
    func syntax() {
        let error = sceneError(#"{"format": "touchtape.scene/1",, }"#)
        #expect(error?.kind == .syntax)
        #expect(error?.description.hasPrefix("scene.json:1:32: ") == true)
    }

    @Test("a misspelt key is .unknownKey at the key, the message unchanged")
    func unknownKey() {
        let error = sceneError(scene(#"{"id": "v", "frame": [0, 0, 10, 10], "hiden": true}"#))
        #expect(error?.kind == .unknownKey)
        #expect(error?.file == "scene.json")
        #expect(error?.position == SourcePosition(line: 1, column: 147))
        #expect(error?.description == #"scene.json:1:147: unknown key "hiden" in view "v""#)
    }

    @Test("a view without a frame is .missingKey")
    func missingKey() {
        #expect(sceneError(scene(#"{"id": "v"}"#))?.kind == .missingKey)
    }

    @Test("a frame that is not a list is .wrongType; a negative size (P3) is .badValue")
    func wrongTypeAndBadValue() {
        #expect(sceneError(scene(#"{"id": "v", "frame": "wide"}"#))?.kind == .wrongType)
        #expect(sceneError(scene(#"{"id": "v", "frame": [0, 0, -1, 10]}"#))?.kind == .badValue)
    }

    @Test("a hitTest rule naming a view the scene lacks is .unknownID (H8)")
    func unknownID() {
        let error = sceneError(scene(#"{"id": "v", "frame": [0, 0, 10, 10], "hitTest": {"forwardTo": ["nope"]}}"#))
        #expect(error?.kind == .unknownID)
    }

    @Test("an id used twice is .duplicate")
    func duplicateID() {
        let error = sceneError(scene(#"{"id": "v", "frame": [0, 0, 1, 1]}, {"id": "v", "frame": [0, 0, 1, 1]}"#))
        #expect(error?.kind == .duplicate)
    }

    @Test("frame with center and size is .conflict")
    func conflict() {
        let error = sceneError(scene(#"{"id": "v", "frame": [0, 0, 1, 1], "center": [0, 0], "size": [1, 1]}"#))
        #expect(error?.kind == .conflict)
    }

    @Test("a format this version does not read is .unsupported")
    func unsupportedFormat() {
        #expect(sceneError(scene("", format: "touchtape.scene/9"))?.kind == .unsupported)
    }

    @Test("a touch that ends before it began is .outOfOrder, at its event (T7)")
    func outOfOrder() {
        let error = sessionError(session(#"{"t": 0, "touches": [{"touch": 1, "phase": "ended", "x": 1, "y": 1}]}"#))
        #expect(error?.kind == .outOfOrder)
        #expect(error?.place == "event 0")
        #expect(error?.description == "session.json:1:73: event 0: touch 1 is ended but has not begun (T7)")
    }

    @Test("an event with two payloads is .conflict; with none, .missingKey")
    func eventPayload() {
        #expect(sessionError(session(#"{"t": 0, "motion": "shake", "action": "copy:"}"#))?.kind == .conflict)
        #expect(sessionError(session(#"{"t": 0}"#))?.kind == .missingKey)
    }
}
