import Testing
@testable import TouchTapeCore

/// Alerts (docs/rules.md S34, E23; clarification 11).
@Suite("Alerts (S34)")
struct AlertRuleTests {
    /// An alert presented over a screen: `dimming` covers the screen; the alert's view `alert`
    /// (UIAlertController `alertVC`) covers x 52–322, y 270–396: its title (y 270–352), then
    /// `cancel` (x 52–187) and `delete` (x 187–322) on y 352–396. `extra` adds members to
    /// `delete`'s builtin, `field` puts a text field in the alert's content (y 310–340).
    static func alert(delete extra: String = "", cancelHandler: Bool = true, field: Bool = false,
                      windowGestures: String = "", deleteTouches: String = "") throws -> Scene {
        let handler = cancelHandler ? #", "handler": "cancelTapped""# : ""
        let textField = field
            ? #"{ "id": "listName", "class": "UITextField", "frame": [16, 40, 238, 30], "builtin": { "kind": "textField" } },"#
            : ""
        return try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "alert",
              "windows": [ { "id": "window", "frame": \#(TT.screen), "gestures": [ \#(windowGestures) ], "subviews": [
                { "id": "root", "frame": \#(TT.screen), "viewController": { "id": "listVC" } },
                { "id": "dimming", "frame": \#(TT.screen) },
                { "id": "alert", "class": "_UIAlertControllerView", "frame": [52, 270, 270, 126],
                  "viewController": { "id": "alertVC", "class": "UIAlertController" },
                  "builtin": { "kind": "alert", "controller": "alertVC" },
                  "subviews": [
                    { "id": "title", "class": "UILabel", "frame": [16, 16, 238, 20] }, \#(textField)
                    { "id": "cancel", "class": "_UIAlertControllerActionView", "frame": [0, 82, 135, 44],
                      "builtin": { "kind": "alertAction", "index": 0, "style": "cancel"\#(handler) },
                      "subviews": [ { "id": "cancelLabel", "class": "UILabel", "frame": [37, 12, 61, 20] } ] },
                    { "id": "delete", "class": "_UIAlertControllerActionView", "frame": [135, 82, 135, 44]\#(deleteTouches),
                      "builtin": { "kind": "alertAction", "index": 1, "style": "destructive", "handler": "deleteList"\#(extra) },
                      "subviews": [ { "id": "deleteLabel", "class": "UILabel", "frame": [41, 12, 53, 20] } ] } ] } ] } ] }
            """#)
    }

    static let cancelPoint = (x: 120.0, y: 374.0)
    static let deletePoint = (x: 250.0, y: 374.0)

    static func tap(_ s: Scene, _ p: (x: Double, y: Double)) throws -> [Delivery] {
        try BT.run(s, GT.ev(0, 1, "began", p.x, p.y), GT.ev(0.1, 1, "ended", p.x, p.y))
    }

    static let dismissAndDelete = ["dismissViewControllerAnimated: true", #"handler "deleteList" (after animation)"#]

    @Test("S34: #actionTracking begins in the began step; the lift over Delete dismisses the alert, then its handler runs after the animation")
    func tapOnAnAction() throws {
        let d = try Self.tap(try Self.alert(), Self.deletePoint)
        #expect(BT.summary(d) == [
            "touch 1 began → nobody | alert#actionTracking began",
            "touch 1 ended → nobody | alert#actionTracking ended || " + Self.dismissAndDelete.joined(separator: ", "),
        ])
        #expect(d[1].calls.map { "\($0.from) \($0.selector) \($0.to ?? "null")" } == [
            "alert dismissViewControllerAnimated: alertVC", "alert handler delete",
        ])
        #expect(d[1].calls.map(\.afterAnimation) == [false, true])
        #expect(d[0].gestures.first == GestureTransition(gesture: "alert#actionTracking", state: .began,
                                                         action: "_handleActionSelectionGestureRecognizer:", target: "alert"))
    }

    @Test("S34: the highlight follows the finger across actions: pressed on Cancel, lifted on Delete, Delete's handler runs")
    func highlightFollowsTheFinger() throws {
        let d = try BT.run(try Self.alert(), GT.ev(0, 1, "began", Self.cancelPoint.x, Self.cancelPoint.y),
                           GT.ev(0.2, 1, "moved", Self.deletePoint.x, Self.deletePoint.y),
                           GT.ev(0.3, 1, "ended", Self.deletePoint.x, Self.deletePoint.y))
        #expect(GT.transitions(d) == ["alert#actionTracking began", "alert#actionTracking changed", "alert#actionTracking ended"])
        #expect(BT.calls(d) == Self.dismissAndDelete)
    }

    @Test("S34: a lift over no action (the title) does nothing")
    func liftOverNoAction() throws {
        let d = try BT.run(try Self.alert(), GT.ev(0, 1, "began", Self.deletePoint.x, Self.deletePoint.y),
                           GT.ev(0.2, 1, "moved", 200, 300), GT.ev(0.3, 1, "ended", 200, 300))
        #expect(GT.transitions(d).last == "alert#actionTracking ended")
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S34: a lift over a disabled action does nothing")
    func disabledAction() throws {
        #expect(BT.calls(try Self.tap(try Self.alert(delete: #", "enabled": false"#), Self.deletePoint)).isEmpty)
    }

    @Test("S34: a cancel changes nothing: the tracking is cancelled (G18), no call")
    func cancelChangesNothing() throws {
        let d = try BT.run(try Self.alert(), GT.ev(0, 1, "began", Self.deletePoint.x, Self.deletePoint.y),
                           GT.ev(0.1, 1, "cancelled", Self.deletePoint.x, Self.deletePoint.y))
        #expect(GT.transitions(d) == ["alert#actionTracking began", "alert#actionTracking cancelled"])
        #expect(BT.calls(d).isEmpty)
    }

    @Test("clarification 11: an action with no handler named still records the handler call, with handler null")
    func unnamedHandler() throws {
        let d = try Self.tap(try Self.alert(cancelHandler: false), Self.cancelPoint)
        #expect(d[1].calls.last == BuiltinCall(from: "alert", selector: "handler", to: "cancel",
                                               args: [CallArgument("handler", .null)], afterAnimation: true))
    }

    @Test("S34: a touch outside the alert's card (the dimming view) reaches no tracking and does nothing")
    func outsideTheCard() throws {
        let d = try Self.tap(try Self.alert(), (187, 100))
        #expect(d.allSatisfy { $0.gestures.isEmpty && $0.calls.isEmpty })
        #expect(d[0].view == "dimming")
    }

    @Test("S34, G10, G13: the tracking fails the window's tap at once but claims nothing: the action view gets every phase")
    func trackingClaimsNothing() throws {
        let s = try Self.alert(windowGestures: #"{ "id": "windowTap", "kind": "tap", "cancelsTouchesInView": false }"#,
                               deleteTouches: #", "touches": "handle""#)
        let d = try Self.tap(s, Self.deletePoint)
        #expect(GT.summary(d) == [
            "touch 1 began → delete | alert#actionTracking began, windowTap failed",
            "touch 1 ended → delete | alert#actionTracking ended",
        ])
        #expect(BT.calls(d) == Self.dismissAndDelete)
    }

    @Test("S34: a second finger while one is tracked is not tracked: its lift over an action does nothing")
    func secondFingerIsIgnored() throws {
        let d = try BT.run(try Self.alert(), GT.ev(0, 1, "began", 200, 300),
                           GT.ev(0.1, 2, "began", Self.deletePoint.x, Self.deletePoint.y),
                           GT.ev(0.2, 2, "ended", Self.deletePoint.x, Self.deletePoint.y), GT.ev(0.3, 1, "ended", 200, 300))
        #expect(BT.calls(d).isEmpty)
        #expect(GT.transitions(d) == ["alert#actionTracking began", "alert#actionTracking ended"])
    }

    @Test("S34 with S27: a text field in the alert is the field's: the tracking does not take its touch, the field begins editing")
    func textFieldInTheAlert() throws {
        let d = try Self.tap(try Self.alert(field: true), (150, 325))
        #expect(GT.transitions(d) == ["listName#textTap recognized"])
        #expect(BT.calls(d) == ["textFieldShouldBeginEditing:", "textFieldDidBeginEditing:"])
        #expect(d[1].firstResponder == "listName")
    }
}
