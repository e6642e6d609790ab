import Testing
import TouchTapeAnalysis
import TouchTapeCore

/// `why` says what text input and alerts do with a touch (S27, S29, S34).
@Suite("Why: text input and alerts")
struct WhyTextAndAlertTests {
    static func scene(_ subviews: String) throws -> Scene {
        try Scene.decode(Array(#"""
            { "format": "touchtape.scene/2", "name": "s", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "formVC" }, "subviews": [ \#(subviews) ] } ] } ] }
            """#.utf8))
    }

    static let field = #"{ "id": "email", "class": "UITextField", "frame": [20, 100, 335, 44], "builtin": { "kind": "textField", "delegate": "formVC" } }"#

    @Test("why (S27): a text field says its #textTap takes the tap and makes it first responder; the tap's calls in words")
    func textField() throws {
        let lines = try Self.scene(Self.field).builtinSentences(at: Point(x: 100, y: 120))
        #expect(lines.first?.hasPrefix("`email` is a text field: its `#textTap` takes a tap at the lift") == true)
        #expect(lines.contains("a quick tap there (lifted after 0.08 s): the text field `email` becomes first responder and begins editing."))
        #expect(lines.last == "its calls, in order: textFieldShouldBeginEditing: → formVC, textFieldDidBeginEditing: → formVC.")
    }

    @Test("why (S29): a text view that is not editable says it takes no taps; its tap makes no call")
    func nonEditableTextView() throws {
        let view = #"{ "id": "notes", "class": "UITextView", "frame": [20, 100, 335, 200], "builtin": { "kind": "textView", "editable": false } }"#
        let lines = try Self.scene(view).builtinSentences(at: Point(x: 100, y: 150))
        #expect(lines.first == "`notes` is a text view that is not editable: it does not take taps or become first responder (S29).")
        #expect(lines.last?.hasPrefix("a quick tap there (lifted after 0.08 s) makes no builtin call") == true)
    }

    @Test("why (S34): an alert's action says the alert is dismissed and the handler runs after the animation")
    func alertAction() throws {
        let alert = #"""
            { "id": "alert", "class": "_UIAlertControllerView", "frame": [52, 270, 270, 126], "viewController": { "id": "alertVC" },
              "builtin": { "kind": "alert", "controller": "alertVC" }, "subviews": [
                { "id": "delete", "frame": [135, 82, 135, 44], "builtin": { "kind": "alertAction", "index": 1, "handler": "deleteList" } } ] }
            """#
        let lines = try Self.scene(alert).builtinSentences(at: Point(x: 250, y: 374))
        #expect(lines.first?.hasPrefix("`alert` is an alert: its `#actionTracking` follows the finger from the began") == true)
        #expect(lines.contains("a quick tap there (lifted after 0.08 s): the alert `alert` is dismissed; then action `delete`'s handler `deleteList` runs, once the dismissal animation is over."))
    }
}
