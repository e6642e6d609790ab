import Testing
@testable import TouchTapeCore

/// Text input (docs/rules.md S27–S29, editable text only; clarifications 9, 10 and 17;
/// the worked example of a text field in a table).
@Suite("Text input (S27–S29)")
struct TextInputRuleTests {
    /// Every editing event a field may send, with an action, so that C4 records them all.
    static let fieldActions = #""control": { "actions": { "touchDown": "down:", "touchUpInside": "up:", "touchCancel": "cancel:", "editingDidBegin": "began:", "editingDidEnd": "ended:" } }"#

    /// A form without scroll views: text fields `email` (y 100–144) and `name` (y 160–204), the
    /// text view `notes` (y 220–420), and `plain` (y 440–484), a view that can become first
    /// responder; every delegate is `formVC`. `email` and `notes` take extra builtin members.
    static func form(email: String = "", notes: String = "", firstResponder: String? = nil) throws -> Scene {
        try TT.decodeScene(formText(email: email, notes: notes, firstResponder: firstResponder))
    }

    /// The text-field-in-a-table example's scene: the table-tap example's table whose row 1 holds the text field `email` (screen y 50–94).
    static func tableWithField() throws -> Scene {
        let field = #"{ "id": "email", "class": "UITextField", "frame": [120, 6, 240, 32], \#(fieldActions), "builtin": { "kind": "textField", "delegate": "listVC" } }"#
        let cells = (0..<10).map { $0 == 1 ? BT.cell(1, extra: field) : BT.cell($0) }.joined(separator: ", ")
        return try BT.table(cells: cells)
    }

    static func tap(_ s: Scene, _ x: Double, _ y: Double, lift: Double = 0.09) throws -> [Delivery] {
        try BT.run(s, GT.ev(0, 1, "began", x, y), GT.ev(lift, 1, "ended", x, y))
    }

    /// A shake after the touches: its delivery starts at the first responder (F2), so it says
    /// who that is once the touches are over.
    static func firstResponderAfter(_ s: Scene, _ events: String...) throws -> String? {
        let d = try TT.run(s, (events + [#"{ "t": 5, "motion": "shake" }"#]).joined(separator: ", "))
        return d.last?.firstResponder
    }

    static let beginEmail = ["textFieldShouldBeginEditing:", "textFieldDidBeginEditing:"]

    // MARK: S27

    @Test("Text field in a table: a tap on a text field in a table cell: the held began is claimed by #textTap at the lift, the field begins editing, no row is selected")
    func workedExample54() throws {
        let d = try Self.tap(try Self.tableWithField(), 200, 66)
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "touch 1 ended claimed +editingDidBegin | email#textTap recognized, table#scrollDelay failed, table#scrollPan failed || "
                + Self.beginEmail.joined(separator: ", "),
        ])
        #expect(d[1].firstResponder == "email" && d[0].firstResponder == nil)
        #expect(d[1].calls.allSatisfy { $0.from == "email" && $0.to == "listVC" && $0.args.isEmpty })
        #expect(d[1].gestures.first == GestureTransition(gesture: "email#textTap", state: .recognized, action: "oneFingerTap:",
                                                         target: "email"))
    }

    @Test("S27 steps 1–2: outside a scroll view the field gets touchDown, then touchCancel when #textTap claims the touch; never touchUpInside")
    func fieldGetsTouchCancelNotTouchUpInside() throws {
        let d = try Self.tap(try Self.form(), 100, 120)
        #expect(GT.summary(d) == [
            "touch 1 began → email +touchDown",
            "touch 1 ended claimed +editingDidBegin | email#textTap recognized",
            "cancel 1 → email +touchCancel",
        ])
        #expect(BT.calls(d) == Self.beginEmail)
    }

    @Test("S27 step 3, clarification 9: the touch delivery of the step carries the new first responder, and the field stays it afterwards")
    func becomesFirstResponder() throws {
        let d = try Self.tap(try Self.form(), 100, 120)
        #expect(d.map(\.firstResponder) == [nil, "email", nil])
        #expect(try Self.firstResponderAfter(try Self.form(), GT.tap(0, 1, 100, 120)) == "email")
    }

    @Test("S27 step 3: textFieldShouldBeginEditing: answered NO: that call only; no first responder, no editingDidBegin")
    func shouldBeginNo() throws {
        let s = try Self.form(email: #", "answers": { "textFieldShouldBeginEditing:": false }"#)
        let d = try Self.tap(s, 100, 120)
        #expect(BT.calls(d) == ["textFieldShouldBeginEditing:"])
        #expect(d.allSatisfy { $0.firstResponder == nil && !$0.controlEvents.contains { $0.event == .editingDidBegin } })
        #expect(GT.transitions(d) == ["email#textTap recognized"], "the tap still claims the touch")
    }

    @Test("S27 step 3: the field that resigns asks its delegate, ends editing (textFieldDidEndEditing:, editingDidEnd), then the new one begins")
    func previousFieldResigns() throws {
        let d = try Self.tap(try Self.form(firstResponder: "name"), 100, 120)
        #expect(d[1].calls.map { "\($0.from) \($0.selector)" } == [
            "email textFieldShouldBeginEditing:", "name textFieldShouldEndEditing:", "name textFieldDidEndEditing:",
            "email textFieldDidBeginEditing:",
        ])
        #expect(d[1].controlEvents.map { "\($0.view) \($0.event.rawValue) \($0.action)" } == [
            "name editingDidEnd ended:", "email editingDidBegin began:",
        ])
    }

    @Test("S27 step 3: textFieldShouldEndEditing: answered NO by the first responder: it keeps first responder, the tapped field does not begin")
    func resignRefused() throws {
        let s = try TT.decodeScene(Self.formText(firstResponder: "name").replacingOccurrences(
            of: #""id": "name", "class": "UITextField", "frame": [20, 160, 335, 44], \#(Self.fieldActions), "builtin": { "kind": "textField", "delegate": "formVC" }"#,
            with: #""id": "name", "class": "UITextField", "frame": [20, 160, 335, 44], \#(Self.fieldActions), "builtin": { "kind": "textField", "delegate": "formVC", "answers": { "textFieldShouldEndEditing:": false } }"#))
        let d = try Self.tap(s, 100, 120)
        #expect(BT.calls(d) == ["textFieldShouldBeginEditing:", "textFieldShouldEndEditing:"])
        #expect(d.allSatisfy { $0.controlEvents.allSatisfy { $0.event != .editingDidBegin && $0.event != .editingDidEnd } })
        #expect(try Self.firstResponderAfter(s, GT.tap(0, 1, 100, 120)) == "name")
    }

    @Test("S27 step 3: a first responder that is no text input (a plain view) resigns without a call")
    func plainResponderResignsSilently() throws {
        let d = try Self.tap(try Self.form(firstResponder: "plain"), 100, 120)
        #expect(BT.calls(d) == Self.beginEmail)
        #expect(d[1].firstResponder == "email")
    }

    @Test("clarification 17: a tap on the field that is first responder already: #textTap still claims (touchCancel), nothing is recorded")
    func tapOnTheFirstResponder() throws {
        let d = try Self.tap(try Self.form(firstResponder: "email"), 100, 120)
        #expect(GT.summary(d) == [
            "touch 1 began → email +touchDown",
            "touch 1 ended claimed | email#textTap recognized",
            "cancel 1 → email +touchCancel",
        ])
        #expect(BT.calls(d).isEmpty && d.allSatisfy { $0.firstResponder == nil })
    }

    @Test("clarification 17: the second tap on a field, in one session, records nothing more")
    func secondTapInOneSession() throws {
        let d = try BT.run(try Self.form(), GT.tap(0, 1, 100, 120), GT.tap(1, 2, 100, 120))
        #expect(BT.calls(d) == Self.beginEmail)
        #expect(d.compactMap(\.firstResponder) == ["email"])
    }

    @Test("S27 step 3: a field whose builtin says enabled false claims its tap and does nothing with it")
    func disabledFieldDoesNothing() throws {
        let d = try Self.tap(try Self.form(email: #", "enabled": false"#), 100, 120)
        #expect(GT.transitions(d) == ["email#textTap recognized"])
        #expect(BT.calls(d).isEmpty && d.allSatisfy { $0.firstResponder == nil })
    }

    @Test("S27 (G6): a touch that moves more than 45 pt is no tap: the field tracks it to touchUpInside and nobody begins editing")
    func dragIsNoTap() throws {
        let d = try BT.run(try Self.form(), GT.ev(0, 1, "began", 100, 120), GT.ev(0.1, 1, "moved", 150, 120),
                           GT.ev(0.2, 1, "ended", 150, 120))
        #expect(GT.transitions(d) == ["email#textTap failed"])
        #expect(d.last?.controlEvents.map(\.event) == [.touchUpInside])
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S27 (G6): a hold past the tap's 0.75 s fails #textTap; the lift is the field's touchUpInside")
    func holdPastTheTapDuration() throws {
        let d = try Self.tap(try Self.form(), 100, 120, lift: 1)
        #expect(GT.summary(d) == [
            "touch 1 began → email +touchDown",
            "timer 0.75 | email#textTap failed",
            "touch 1 ended → email +touchUpInside",
        ])
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S27 with S4: a hold on a field in a table: touchDown at 0.15 s, then touchCancel at the lift, and the field begins editing")
    func holdOnAFieldInATable() throws {
        let d = try Self.tap(try Self.tableWithField(), 200, 66, lift: 0.3)
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "timer 0.15 | table#scrollDelay failed",
            "late 1 began → email +touchDown",
            "touch 1 ended claimed +editingDidBegin | email#textTap recognized, table#scrollPan failed || "
                + Self.beginEmail.joined(separator: ", "),
            "cancel 1 → email +touchCancel",
        ])
    }

    @Test("S27 with S6: a flick from a field in a table scrolls it: #scrollPan fails #textTap (G10), nobody begins editing")
    func flickFromAFieldScrolls() throws {
        let d = try BT.run(try Self.tableWithField(), GT.ev(0, 1, "began", 200, 66), GT.ev(0.05, 1, "moved", 200, 52),
                           GT.ev(0.09, 1, "ended", 200, 52))
        #expect(GT.transitions(d) == ["table#scrollPan began", "table#scrollDelay failed", "email#textTap failed", "table#scrollPan ended"])
        #expect(BT.calls(d).isEmpty && d.allSatisfy { $0.firstResponder == nil })
    }

    @Test("S27: a field inside a UISearchBar (class or meta.baseClass) sends the search bar's messages, from the search bar", arguments: [
        "UISearchBar", "MainFrameSearchBar",
    ])
    func searchField(barClass: String) throws {
        var text = Self.formText(searchBarClass: barClass)
        if barClass != "UISearchBar" {
            text = text.replacingOccurrences(of: #""class": "MainFrameSearchBar","#,
                                             with: #""class": "MainFrameSearchBar", "meta": { "baseClass": "UISearchBar" },"#)
        }
        let d = try Self.tap(try TT.decodeScene(text), 100, 120)
        #expect(d[1].calls.map { "\($0.from) \($0.selector) \($0.to ?? "null")" } == [
            "searchBar searchBarShouldBeginEditing: formVC", "searchBar searchBarTextDidBeginEditing: formVC",
        ])
        #expect(d[1].firstResponder == "email")
    }

    // MARK: S28

    @Test("S28: becomeFirstResponder succeeds on a text field and an editable text view the scene does not mark; not on a non-editable text view", arguments: [
        ("email", "", "email"), ("notes", "", "notes"), ("notes", #", "editable": false"#, nil),
    ] as [(String, String, String?)])
    func programmaticFirstResponder(id: String, notes: String, expected: String?) throws {
        let s = try Self.form(notes: notes)
        #expect(try Self.firstResponderAfter(s, #"{ "t": 0, "becomeFirstResponder": "\#(id)" }"#) == expected)
    }

    @Test("S28: a programmatic becomeFirstResponder makes no call (only S27's tap does)")
    func programmaticMakesNoCall() throws {
        let d = try TT.run(try Self.form(), #"{ "t": 0, "becomeFirstResponder": "email" }"#)
        #expect(d.count == 1 && d[0].kind == .state && d[0].calls.isEmpty && d[0].firstResponder == "email")
    }

    @Test("S28: a first responder made programmatically is the one that resigns at the next field's tap")
    func programmaticThenTap() throws {
        let d = try TT.run(try Self.form(), #"{ "t": 0, "becomeFirstResponder": "name" }, "# + GT.tap(1, 1, 100, 120))
        #expect(BT.calls(d) == ["textFieldShouldBeginEditing:", "textFieldShouldEndEditing:", "textFieldDidEndEditing:",
                                "textFieldDidBeginEditing:"])
    }

    // MARK: S29

    @Test("S29, clarification 10: an editable text view's recognizers in G1 order: #textTap, #scrollDelay, #scrollPan")
    func textViewRecognizerOrder() throws {
        let s = try Self.form(notes: #", "contentSize": [335, 600]"#)
        let ids = s.gestures.recognizers.filter { $0.view == TT.index(s, "notes") }.map(\.id)
        #expect(ids == ["notes#textTap", "notes#scrollDelay", "notes#scrollPan"])
    }

    @Test("S29: a tap on an editable text view: its held began is claimed, textViewShouldBeginEditing: and textViewDidBeginEditing:, no control event")
    func editableTextView() throws {
        let d = try Self.tap(try Self.form(), 100, 300)
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "touch 1 ended claimed | notes#textTap recognized, notes#scrollDelay failed, notes#scrollPan failed || textViewShouldBeginEditing:, textViewDidBeginEditing:",
        ])
        #expect(d[1].firstResponder == "notes")
    }

    @Test("S29: a text view that resigns sends textViewShouldEndEditing: and textViewDidEndEditing:, and no editingDidEnd")
    func textViewResigns() throws {
        let d = try Self.tap(try Self.form(firstResponder: "notes"), 100, 120)
        #expect(d[1].calls.map { "\($0.from) \($0.selector)" } == [
            "email textFieldShouldBeginEditing:", "notes textViewShouldEndEditing:", "notes textViewDidEndEditing:",
            "email textFieldDidBeginEditing:",
        ])
        #expect(d[1].controlEvents.map(\.event) == [.editingDidBegin])
    }

    @Test("S29: a text view that is not editable (selectable or not) has no #textTap: the touch reaches it late, nothing is called", arguments: [
        #", "editable": false"#, #", "editable": false, "selectable": false"#,
    ])
    func nonEditableTextView(options: String) throws {
        let d = try Self.tap(try Self.form(notes: options), 100, 300)
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "touch 1 ended delayed | notes#scrollDelay failed, notes#scrollPan failed",
            "late 1 began → nobody",
            "late 1 ended → nobody",
        ])
        #expect(d.allSatisfy { $0.firstResponder == nil })
    }

    @Test("S29: the reserved links key is bad input naming the key")
    func linksAreReserved() throws {
        let error = TT.sceneError(Self.formText(notes: #", "links": []"#))
        #expect(error?.message.contains("\"links\"") == true && error?.message.contains("not supported yet") == true)
    }

    /// The form's JSON text, for tests that edit it.
    static func formText(email: String = "", notes: String = "", firstResponder: String? = nil,
                         searchBarClass: String? = nil) -> String {
        let first = firstResponder.map { #""firstResponder": "\#($0)", "# } ?? ""
        let emailField = #"{ "id": "email", "class": "UITextField", "frame": [20, 100, 335, 44], \#(fieldActions), "builtin": { "kind": "textField", "delegate": "formVC"\#(email) } }"#
        let emailHolder = searchBarClass.map {
            #"{ "id": "searchBar", "class": "\#($0)", "frame": [0, 0, 375, 150], "subviews": [ \#(emailField) ] }"#
        } ?? emailField
        return #"""
            { "format": "touchtape.scene/2", "name": "form", \#(first)
              "windows": [ { "id": "window", "frame": \#(TT.screen), "subviews": [
                { "id": "root", "frame": \#(TT.screen), "viewController": { "id": "formVC", "motion": "handle" }, "subviews": [
                  \#(emailHolder),
                  { "id": "name", "class": "UITextField", "frame": [20, 160, 335, 44], \#(fieldActions), "builtin": { "kind": "textField", "delegate": "formVC" } },
                  { "id": "notes", "class": "UITextView", "frame": [20, 220, 335, 200], "builtin": { "kind": "textView", "delegate": "formVC"\#(notes) } },
                  { "id": "plain", "frame": [20, 440, 335, 44], "canBecomeFirstResponder": true } ] } ] } ] }
            """#
    }
}
