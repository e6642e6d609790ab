import TouchTapeCore

/// What text input (S27–S29) and alerts (S34) do with a touch, as `why` says it: one sentence
/// for each such builtin on the touch's path, and the words for their calls.
extension Scene {
    /// The sentence for a text field, an editable text view or an alert on the touch's path;
    /// nil for any other view.
    func textOrAlertSentence(_ view: Int32) -> String? {
        guard let b = builtins.builtin(of: view) else { return nil }
        let id = Words.id(view, in: self)
        switch b.kind {
        case .textField, .textView:
            if b.kind == .textView && b.settings.bool("editable") == false {
                return "\(id) is a text view that is not editable: it does not take taps or become first responder (S29)."
            }
            let what = b.kind == .textField ? "text field" : "text view"
            return "\(id) is a \(what): its `#textTap` takes a tap at the lift (the \(what) gets no touchUpInside, and a table around it selects no row) and makes it first responder, unless it is already (S27)."
        case .alert:
            return "\(id) is an alert: its `#actionTracking` follows the finger from the began; the lift over an enabled action dismisses the alert and runs that action's handler once the dismissal animation is over (S34)."
        default:
            return nil
        }
    }

    /// A text input's or an alert's call in words, nil for the calls that say nothing new.
    static func textOrAlertSummary(of c: BuiltinCall) -> String? {
        let from = "`\(Words.safe(c.from))`"
        switch c.selector {
        case "textFieldDidBeginEditing:": return "the text field \(from) becomes first responder and begins editing"
        case "textViewDidBeginEditing:": return "the text view \(from) becomes first responder and begins editing"
        case "searchBarTextDidBeginEditing:": return "the search bar \(from)'s field becomes first responder and begins editing"
        case "textFieldDidEndEditing:", "textViewDidEndEditing:", "searchBarTextDidEndEditing:":
            return "\(from) ends editing (it resigns first responder)"
        case "dismissViewControllerAnimated:": return "the alert \(from) is dismissed"
        case "handler":
            let name = c.args.first { $0.name == "handler" }?.value
            let handler: String
            if case .string(let s)? = name { handler = "`\(Words.safe(s))`" } else { handler = "(unnamed)" }
            return "then action `\(Words.safe(c.to ?? "?"))`'s handler \(handler) runs, once the dismissal animation is over"
        default:
            return nil
        }
    }
}
