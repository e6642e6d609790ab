import Testing
@testable import TouchTapeCore

/// A dispatcher is a value (D1): its recognizer stage lives in a box that each event changes
/// in place (issue #26), so a copy must not see what the original dispatches, nor the original
/// what the copy does.
@Suite("Dispatcher copies keep their own recognizer state (D1)")
struct DispatcherValueTests {
    /// A long press on a pad: its deadline is armed by the `began` and passes 0.5 s later (G7).
    static func pad() throws -> Scene {
        try GT.scene(#"{ "id": "pad", "frame": [0, 0, 375, 667], "touches": "handle", "gestures": [ { "id": "press", "kind": "longPress" } ] }"#)
    }

    /// A touch's `began` at 0 and its `ended` at `end`.
    static func touch(endingAt end: Double) throws -> (began: SessionEvent, ended: SessionEvent) {
        let session = try TT.session(GT.ev(0, 1, "began", 100, 100) + ", " + GT.ev(end, 1, "ended", 100, 100))
        return (session.events[0], session.events[1])
    }

    @Test("D1: a dispatcher copied before an event gives the same deliveries for it as the original")
    func copyDispatchesLikeTheOriginal() throws {
        let touch = try Self.touch(endingAt: 1)
        var original = Dispatcher(scene: try Self.pad())
        var sink: [Delivery] = []
        original.dispatch(touch.began, seq: 0, into: &sink)
        var copy = original
        var fromOriginal: [Delivery] = [], fromCopy: [Delivery] = []
        original.dispatch(touch.ended, seq: 1, into: &fromOriginal)
        copy.dispatch(touch.ended, seq: 1, into: &fromCopy)
        #expect(fromOriginal == fromCopy)
        // The press's deadline (0.5 s) passed before the `ended` at 1 s: a timer row, then the touch.
        #expect(GT.summary(fromCopy).first == "timer 0.5 | press began")
    }

    @Test("D1: what a copy dispatches does not change the original's recognizer state")
    func copyLeavesTheOriginalAlone() throws {
        let touch = try Self.touch(endingAt: 0.1)
        var original = Dispatcher(scene: try Self.pad())
        var sink: [Delivery] = []
        original.dispatch(touch.began, seq: 0, into: &sink)
        var copy = original
        // The copy lifts the finger at once: its press fails and its deadline is disarmed.
        copy.dispatch(touch.ended, seq: 1, into: &sink)
        #expect(copy.recognizersPending(["press"]) == false)
        // The original still holds the touch, its press undecided with the deadline armed.
        #expect(original.recognizersPending(["press"]))
        var rest: [Delivery] = []
        original.finish(into: &rest)
        #expect(GT.transitions(rest).contains("press began"))
    }
}
