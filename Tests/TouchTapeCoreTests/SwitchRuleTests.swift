import Testing
@testable import TouchTapeCore

/// UISwitch (docs/rules.md S20, clarification 6, U17): the modern switch's press and pan
/// on its visual element, the value applied at the lift, the events under the switch's id; the
/// legacy switch.
@Suite("Switches (S20)")
struct SwitchRuleTests {
    static func tap(_ s: Scene, lift: Double = 0.1, x: Double = 320) throws -> [Delivery] {
        try BT.run(s, GT.ev(0, 1, "began", x, 115), GT.ev(lift, 1, "ended", x, 115))
    }

    @Test("S20, clarification 6: #switchPress then #switchPan sit on the visual element, with UIKit's press duration and selectors")
    func recognizersOnTheElement() throws {
        let s = try VC.scene(VC.switchView())
        let r = s.gestures.recognizers
        #expect(r.map(\.id) == ["element#switchPress", "element#switchPan"])
        #expect(r[0].kind == .longPress && r[0].minimumPressDuration == 0.01 && r[0].cancelsTouchesInView)
        #expect(r[1].kind == .pan && r[1].cancelsTouchesInView)
        #expect(r.map { $0.action?.selector } == ["_handleLongPress:", "_handlePan:"])
        let element = TT.index(s, "element")
        #expect(r.allSatisfy { $0.view == element && $0.isImplicit })
    }

    @Test("S20, U17: a tap toggles at the lift: the press begins at 0.01 s, the lift calls setOn: then sends valueChanged and touchUpInside from the switch, though its element is the touch's view")
    func tapToggles() throws {
        let d = try Self.tap(try VC.scene(VC.switchView()))
        #expect(GT.summary(d) == [
            "touch 1 began → notify",
            "timer 0.01 | element#switchPress began",
            "cancel 1 → notify",
            "touch 1 ended claimed +valueChanged +touchUpInside | element#switchPress ended, element#switchPan failed",
        ])
        #expect(d[3].view == "element")
        #expect(VC.events(d) == ["notify valueChanged", "notify touchUpInside"])
        #expect(d[3].calls == [BuiltinCall(from: "notify", selector: "setOn:", to: "notify", args: [CallArgument("on", .bool(true))])])
    }

    @Test("S20: the value lasts the session: a second tap turns the switch off; `on: true` starts it on")
    func valueLasts() throws {
        let d = try BT.run(try VC.scene(VC.switchView()), GT.tap(0, 1, 320, 115), GT.tap(1, 2, 320, 115))
        #expect(BT.calls(d) == ["setOn: true", "setOn: false"])
        #expect(BT.calls(try Self.tap(try VC.scene(VC.switchView(#""on": true"#)))) == ["setOn: false"])
    }

    @Test("S20, G7: a lift within 0.01 s of touch-down changes nothing: the press fails on the lift")
    func quickLiftChangesNothing() throws {
        let d = try Self.tap(try VC.scene(VC.switchView()), lift: 0.005)
        #expect(GT.summary(d) == ["touch 1 began → notify", "touch 1 ended → notify | element#switchPress failed, element#switchPan failed"])
        #expect(BT.calls(d).isEmpty && VC.events(d).isEmpty)
    }

    @Test("S20: a cancel changes nothing")
    func cancelChangesNothing() throws {
        let d = try BT.run(try VC.scene(VC.switchView()), GT.ev(0, 1, "began", 320, 115), GT.ev(0.1, 1, "cancelled", 320, 115))
        #expect(GT.transitions(d).last == "element#switchPan failed")
        #expect(GT.transitions(d).contains("element#switchPress cancelled"))
        #expect(BT.calls(d).isEmpty && VC.events(d).isEmpty)
    }

    @Test("S20, G10's exception: the press and the pan are active together; a drag into the leading half leaves an off switch off")
    func dragToTheLeadingHalf() throws {
        let d = try BT.run(try VC.scene(VC.switchView()), GT.ev(0, 1, "began", 340, 115), GT.ev(0.05, 1, "moved", 335, 115),
                           GT.ev(0.07, 1, "moved", 305, 115), GT.ev(0.1, 1, "ended", 305, 115))
        #expect(GT.transitions(d) == [
            "element#switchPress began", "element#switchPress changed", "element#switchPan began",
            "element#switchPress changed", "element#switchPan changed", "element#switchPress ended", "element#switchPan ended",
        ])
        #expect(BT.calls(d).isEmpty)
        #expect(VC.events(d) == ["notify touchUpInside"])
    }

    @Test("S20: a drag into the trailing half keeps an on switch on (the press alone would have turned it off)")
    func dragToTheTrailingHalf() throws {
        let d = try BT.run(try VC.scene(VC.switchView(#""on": true"#)), GT.ev(0, 1, "began", 305, 115),
                           GT.ev(0.05, 1, "moved", 310, 115), GT.ev(0.07, 1, "moved", 345, 115), GT.ev(0.1, 1, "ended", 345, 115))
        #expect(BT.calls(d).isEmpty)
        #expect(VC.events(d) == ["notify touchUpInside"])
    }

    @Test("S20: a lift beyond C3's margin applies the value but sends no touchUpInside")
    func liftOutside() throws {
        let d = try BT.run(try VC.scene(VC.switchView()), GT.ev(0, 1, "began", 320, 115), GT.ev(0.05, 1, "moved", 320, 300),
                           GT.ev(0.1, 1, "ended", 320, 300))
        #expect(BT.calls(d) == ["setOn: true"])
        #expect(VC.events(d) == ["notify valueChanged"])
    }

    @Test("S20, clarification 6: without an element the switch itself is the hit view and sends only S20's events (no touchDown, no touchCancel)")
    func switchWithoutElement() throws {
        let d = try Self.tap(try VC.scene(VC.switchView(element: false)))
        #expect(GT.summary(d) == [
            "touch 1 began → notify",
            "timer 0.01 | notify#switchPress began",
            "cancel 1 → notify",
            "touch 1 ended claimed +valueChanged +touchUpInside | notify#switchPress ended, notify#switchPan failed",
        ])
    }

    @Test("S20: in a table the press at 0.01 s fails the table's pair: a drag that starts on a switch never scrolls, and no row is selected")
    func switchInATableNeverScrolls() throws {
        let s = try BT.table(cells: BT.cell(2, extra: VC.switchView().replacingOccurrences(of: "[300, 100, 51, 31]", with: "[300, 6.5, 51, 31]")))
        let d = try BT.run(s, GT.ev(0, 1, "began", 320, 110), GT.ev(0.05, 1, "moved", 320, 80),
                           GT.ev(0.1, 1, "moved", 320, 40), GT.ev(0.2, 1, "ended", 320, 40))
        #expect(GT.summary(d)[1] == "timer 0.01 | element#switchPress began, table#scrollDelay failed, table#scrollPan failed")
        #expect(!GT.transitions(d).contains("table#scrollPan began"))
        #expect(BT.calls(d).isEmpty)
        #expect(d.allSatisfy { $0.kind != .late }, "the held began is never delivered: the press claimed the touch")
    }

    @Test("S20, clarification 6: a legacy switch tracks by C1–C4 and at an inside ended calls setOn:, then sends valueChanged, then touchUpInside")
    func legacySwitch() throws {
        let s = try VC.scene(VC.switchView(#""version": "legacy""#, element: false))
        #expect(s.gestures.recognizers.isEmpty)
        let d = try Self.tap(s)
        #expect(GT.summary(d) == ["touch 1 began → notify +touchDown",
                                  "touch 1 ended → notify +valueChanged +touchUpInside +primaryActionTriggered"])
        #expect(BT.calls(d) == ["setOn: true"])
        let outside = try BT.run(s, GT.ev(0, 1, "began", 320, 115), GT.ev(0.1, 1, "ended", 320, 400))
        #expect(BT.calls(outside).isEmpty && !VC.events(outside).contains("notify valueChanged"))
    }

    @Test("S20: a switch whose builtin says enabled false has no recognizers and sends nothing")
    func disabledSwitch() throws {
        let s = try VC.scene(VC.switchView(#""enabled": false"#, element: false))
        #expect(s.gestures.recognizers.isEmpty)
        let d = try Self.tap(s)
        #expect(GT.summary(d) == ["touch 1 began → notify", "touch 1 ended → notify"])
    }
}
