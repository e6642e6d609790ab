/// What a recognized `#textTap` does (docs/rules.md S27 step 3, S29; clarifications 9 and 17):
/// the field asks its delegate, the current first responder resigns, the field becomes first
/// responder and says so, in UIKit's order (E22: `oneFingerTap:` → `becomeFirstResponder`).
extension GestureStage {
    /// S27 step 3. Nothing happens for a field that is not `enabled`, or that is first responder
    /// already (clarification 17: the tap only moves the caret).
    mutating func textTapRecognized(_ r: Int) {
        let view = recognizers[r].view
        guard let f = scene.builtins.textInputs[view], f.enabled, builtin.text.firstResponder != view else { return }
        // `becomeFirstResponder`: the field's own check first (default YES; NO stops here).
        actionCall(f.selectors.shouldBegin, from: f.sender, to: f.delegate)
        guard f.answer(f.selectors.shouldBegin) != .bool(false) else { return }
        // The current first responder must agree to resign; a text field or view asks its
        // delegate (`canResignFirstResponder`), any other responder just resigns.
        if let current = builtin.text.firstResponder, let old = scene.builtins.textInputs[current] {
            actionCall(old.selectors.shouldEnd, from: old.sender, to: old.delegate)
            guard old.answer(old.selectors.shouldEnd) != .bool(false) else { return }
            sendEditingEvent(.editingDidEnd, from: old)
            actionCall(old.selectors.didEnd, from: old.sender, to: old.delegate)
        }
        builtin.text.firstResponder = view
        builtin.text.becameFirstResponder(scene.responderIDs[Int(view)])
        sendEditingEvent(.editingDidBegin, from: f)
        actionCall(f.selectors.didBegin, from: f.sender, to: f.delegate)
    }

    /// C4 for a text field's editing events (a text view is not a control and sends none): only
    /// an event the field has an action for is recorded.
    private mutating func sendEditingEvent(_ event: ControlEvent, from f: TextInputFacet) {
        guard f.kind == .textField, let action = scene.controlActions[Int(f.view)].action(for: event) else { return }
        builtin.text.send(ControlEventRecord(view: scene.responderIDs[Int(f.view)], event: event, action: action))
    }

    /// A call made by a recognizer's action. The action runs before its step's `touch`
    /// delivery exists (G3: recognizers see a phase before its view), so the call waits with
    /// the step's deferred calls and goes on that delivery, after its other calls (2.0).
    mutating func actionCall(_ selector: String, from view: Int32, to receiver: Int32?, _ args: [CallArgument] = [],
                             afterAnimation: Bool = false) {
        var unused = GestureDelivery(seq: 0, t: 0, kind: .touch)
        call(selector, from: view, to: receiver, args, deferred: true, afterAnimation: afterAnimation, on: &unused)
    }
}
