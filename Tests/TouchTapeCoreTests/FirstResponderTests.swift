import Testing
@testable import TouchTapeCore

/// The first responder and non-touch events: docs/rules.md F1–F4.
@Suite("First responder and other events (F1–F4)")
struct FirstResponderTests {
    /// field (can become first responder, performs copy:) inside a form view controller's root
    /// view; a hidden panel with a candidate inside; a view controller whose root view is hidden.
    static func scene(firstResponder: String = "null") throws -> Scene {
        try TT.scene(#"""
            "application": { "remoteControl": "observe", "actions": ["about:"],
                             "delegate": { "remoteControl": "handle", "presses": "observe" } },
            "firstResponder": \#(firstResponder),
            "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "formRoot", "frame": [0, 0, 375, 667],
                "viewController": { "id": "formVC", "motion": "handle", "presses": "handle", "actions": ["paste:"],
                                    "canBecomeFirstResponder": true },
                "subviews": [
                  { "id": "field", "frame": [0, 0, 100, 40], "canBecomeFirstResponder": true,
                    "actions": ["copy:"], "motion": "observe", "touches": "handle" },
                  { "id": "plain", "frame": [0, 100, 100, 40] },
                  { "id": "panel", "frame": [0, 200, 100, 100], "hidden": true, "subviews": [
                    { "id": "hiddenField", "frame": [0, 0, 100, 40], "canBecomeFirstResponder": true } ] },
                  { "id": "sheetRoot", "frame": [0, 400, 375, 267], "hidden": true,
                    "viewController": { "id": "sheetVC", "canBecomeFirstResponder": true } } ] } ] } ]
            """#)
    }

    private func run(_ scene: Scene, _ list: String...) throws -> [Delivery] {
        try TT.run(scene, list.joined(separator: ", "))
    }

    private func become(_ id: String) -> String { #"{ "t": 0, "becomeFirstResponder": "\#(id)" }"# }
    private let resign = #"{ "t": 0, "resignFirstResponder": true }"#
    private let shake = #"{ "t": 0, "motion": "shake" }"#

    // MARK: F1

    @Test("F1: the first responder starts as the scene's firstResponder")
    func initialFirstResponder() throws {
        let scene = try Self.scene(firstResponder: #""field""#)
        #expect(scene.initialFirstResponder == TT.index(scene, "field"))
        let d = try run(scene, shake)
        #expect(d[0].firstResponder == "field")
        #expect(d[0].chain.first == "field")
    }

    @Test("F1: with no firstResponder there is none")
    func noInitialFirstResponder() throws {
        let scene = try Self.scene()
        #expect(scene.initialFirstResponder == nil)
        let d = try run(scene, resign)
        #expect(d[0].firstResponder == nil)
    }

    @Test("F1: becomeFirstResponder succeeds for a visible responder that can become first responder")
    func becomeSucceeds() throws {
        let d = try run(try Self.scene(), become("field"))
        #expect(d[0].firstResponder == "field")
    }

    @Test("F1: a view controller whose root view is visible can become first responder")
    func viewControllerBecomes() throws {
        let d = try run(try Self.scene(), become("formVC"))
        #expect(d[0].firstResponder == "formVC")
    }

    @Test("F1: becomeFirstResponder fails (and changes nothing) when canBecomeFirstResponder is false")
    func becomeFailsWhenRefused() throws {
        let d = try run(try Self.scene(firstResponder: #""field""#), become("plain"))
        #expect(d[0].firstResponder == "field")
        #expect(d[0].dropped == nil)
    }

    @Test("F1: becomeFirstResponder fails for a responder inside a hidden view")
    func becomeFailsWhenHiddenAncestor() throws {
        let d = try run(try Self.scene(), become("hiddenField"), become("field"), become("hiddenField"))
        #expect(d.map(\.firstResponder) == [nil, "field", "field"])
    }

    @Test("F1: a view controller whose root view is hidden counts as hidden and cannot become first responder")
    func becomeFailsForHiddenViewController() throws {
        let scene = try Self.scene()
        #expect(scene.isHidden(TT.index(scene, "sheetVC")))
        #expect(!scene.isHidden(TT.index(scene, "formVC")))
        let d = try run(scene, become("sheetVC"))
        #expect(d[0].firstResponder == nil)
    }

    @Test("F1: a request naming no responder fails like a refused one at dispatch, and is reported for rejection at import")
    func becomeUnknownResponder() throws {
        let scene = try Self.scene(firstResponder: #""field""#)
        let session = try TT.session([become("ghost"), shake, become("ghost")].joined(separator: ", "))
        let d = Dispatcher.run(session, on: scene)
        #expect(d[0].firstResponder == "field")
        #expect(d[1].handledBy == "formVC")
        let missing = session.missingResponders(in: scene)
        #expect(missing.count == 1)
        #expect(missing.first?.event == 0 && missing.first?.id == "ghost")
    }

    @Test("F1: resignFirstResponder leaves none")
    func resignLeavesNone() throws {
        let d = try run(try Self.scene(firstResponder: #""field""#), resign, shake)
        #expect(d[0].firstResponder == nil)
        #expect(d[1].dropped == .noFirstResponder)
    }

    @Test("F1: a successful request replaces the current first responder")
    func replaces() throws {
        let d = try run(try Self.scene(firstResponder: #""field""#), become("formVC"), shake)
        #expect(d[0].firstResponder == "formVC")
        #expect(d[1].chain == ["formVC"])
    }

    @Test("F1: a state delivery has kind state, chain empty, handledBy and dropped null, and firstResponder after the event")
    func stateDeliveryShape() throws {
        let d = try run(try Self.scene(), become("field"), resign, #"{ "t": 0, "ignoreInteractionEvents": true }"#)
        for (x, first) in zip(d, ["field", nil, nil] as [String?]) {
            #expect(x.kind == .state)
            #expect(x.chain.isEmpty)
            #expect(x.handledBy == nil)
            #expect(x.dropped == nil)
            #expect(x.controlEvents.isEmpty)
            #expect(x.touch == nil && x.phase == nil && x.window == nil && x.view == nil && x.hitView == nil)
            #expect(x.firstResponder == first)
        }
    }

    // MARK: F2

    @Test("F2: motion goes to the first responder and walks the chain until a handler handles it (observe goes on)")
    func motionWalksChain() throws {
        let d = try run(try Self.scene(firstResponder: #""field""#), shake)
        #expect(d[0].kind == .motion)
        #expect(d[0].chain == ["field", "formRoot", "formVC"])
        #expect(d[0].handledBy == "formVC")
        #expect(d[0].dropped == nil)
    }

    @Test("F2: remoteControl walks to the delegate past an observing application")
    func remoteControlWalksChain() throws {
        let d = try run(try Self.scene(firstResponder: #""field""#), #"{ "t": 0, "remoteControl": "togglePlayPause" }"#)
        #expect(d[0].kind == .remoteControl)
        #expect(d[0].chain == ["field", "formRoot", "formVC", "window", "application", "appDelegate"])
        #expect(d[0].handledBy == "appDelegate")
    }

    @Test("F2: press events use the presses handlers")
    func pressWalksChain() throws {
        let d = try run(try Self.scene(firstResponder: #""field""#), #"{ "t": 0, "press": "escape" }"#)
        #expect(d[0].kind == .press)
        #expect(d[0].handledBy == "formVC")
        #expect(d[0].firstResponder == "field")
    }

    @Test("F2: a non-touch event nobody handles falls off the end with handledBy null and the whole chain")
    func unhandledMotion() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 1, 1], "canBecomeFirstResponder": true }"#)
        let d = try TT.run(scene, #"{ "t": 0, "becomeFirstResponder": "v" }, { "t": 0, "motion": "shake" }"#)
        #expect(d[1].chain == ["v", "window", "application"])
        #expect(d[1].handledBy == nil)
        #expect(d[1].dropped == nil)
        #expect(d[1].firstResponder == "v")
    }

    @Test("F1/F2: a window (canBecomeFirstResponder false by default) cannot become first responder, so a shake is dropped")
    func windowCannotBecome() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 1, 1] }"#)
        let d = try TT.run(scene, #"{ "t": 0, "becomeFirstResponder": "window" }, { "t": 0, "motion": "shake" }"#)
        #expect(d[0].firstResponder == nil)
        #expect(d[1].dropped == .noFirstResponder)
    }

    @Test("F2: with no first responder motion, remoteControl and press are dropped (noFirstResponder)")
    func noFirstResponderDrops() throws {
        let d = try run(try Self.scene(), shake, #"{ "t": 0, "remoteControl": "play" }"#, #"{ "t": 0, "press": "a" }"#)
        for x in d {
            #expect(x.dropped == .noFirstResponder)
            #expect(x.chain.isEmpty)
            #expect(x.handledBy == nil)
            #expect(x.firstResponder == nil)
        }
        #expect(d.map(\.kind) == [.motion, .remoteControl, .press])
    }

    @Test("F2: touches never go to the first responder but to their hit-test view")
    func touchesIgnoreFirstResponder() throws {
        let d = try run(try Self.scene(firstResponder: #""formVC""#), TT.touch(1, "began", 10, 10))
        #expect(d[0].view == "field")
        #expect(d[0].handledBy == "field")
        #expect(d[0].firstResponder == nil)  // null on touch deliveries
    }

    // MARK: F3

    @Test("F3: an action is performed by the first responder in the chain whose actions hold it")
    func actionPerformed() throws {
        let scene = try Self.scene(firstResponder: #""field""#)
        let d = try run(scene, #"{ "t": 0, "action": "copy:" }"#, #"{ "t": 0, "action": "paste:" }"#,
                        #"{ "t": 0, "action": "about:" }"#)
        #expect(d.map(\.kind) == [.action, .action, .action])
        #expect(d[0].handledBy == "field" && d[0].chain == ["field"])
        #expect(d[1].handledBy == "formVC" && d[1].chain == ["field", "formRoot", "formVC"])
        #expect(d[2].handledBy == "application")
        #expect(d.allSatisfy { $0.firstResponder == "field" && $0.dropped == nil })
    }

    @Test("F3: an action nobody can perform has handledBy null and runs the whole chain")
    func actionUnperformed() throws {
        let d = try run(try Self.scene(firstResponder: #""field""#), #"{ "t": 0, "action": "cut:" }"#)
        #expect(d[0].handledBy == nil)
        #expect(d[0].dropped == nil)
        #expect(d[0].chain == ["field", "formRoot", "formVC", "window", "application", "appDelegate"])
    }

    @Test("F3: with no first responder an action is dropped (noFirstResponder)")
    func actionNoFirstResponder() throws {
        let d = try run(try Self.scene(), #"{ "t": 0, "action": "copy:" }"#)
        #expect(d[0].dropped == .noFirstResponder)
        #expect(d[0].handledBy == nil && d[0].chain.isEmpty)
    }

    @Test("F3: the actions are looked up from the first responder, not from responders below it")
    func actionStartsAtFirstResponder() throws {
        // formVC is first responder: field's copy: lies before it in no chain from formVC.
        let d = try run(try Self.scene(firstResponder: #""formVC""#), #"{ "t": 0, "action": "copy:" }"#)
        #expect(d[0].handledBy == nil)
        #expect(d[0].chain.first == "formVC")
    }

    // MARK: F4

    @Test("F4: accelerometer data is not an event of the format (rejected as an unknown key)")
    func accelerometerNotModelled() throws {
        let error = try #require(TT.sessionError(TT.sessionDocument(#"{ "t": 0, "accelerometer": [0, 0, 1] }"#)))
        #expect(error.message.contains("unknown key \"accelerometer\" in event 0"))
    }
}
