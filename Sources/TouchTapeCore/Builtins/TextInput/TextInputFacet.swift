/// Text input (docs/rules.md S27–S29, editable text only): the text fields and editable
/// text views of a scene with their options' defaults applied, the delegate messages each
/// sends, and the implicit `#textTap` they get. What a recognized `#textTap` does is in
/// TextInputEditing.swift; its state machine in TextInputMachines.swift.
struct TextInputFacet: Sendable, Hashable {
    var view: Int32
    var kind: BuiltinKind
    /// The responder the delegate messages go to (nil: the scene names none; calls go to null).
    var delegate: Int32?
    /// S27 step 3: a field that is not `enabled` claims its tap and does nothing with it.
    var enabled: Bool
    /// S29: a text view that is not `editable` gets no `#textTap` (nor becomes first responder).
    var editable: Bool
    /// S27: a search field's messages are its search bar's (from the search bar to `delegate`).
    var searchBar: Int32?
    var answers: BuiltinAnswers
    var selectors: TextInputSelectors

    /// Whether it has `#textTap` and may become first responder (S27, S28, S29): every text
    /// field, and a text view while `editable`. A text view that is selectable but not
    /// editable is S29's link case, reserved with `links`: it keeps only its scroll-view part.
    var takesTaps: Bool { kind == .textField || editable }

    /// Every text field and text view, by view.
    static func compile(_ items: [Builtin], scene: Scene) -> [Int32: TextInputFacet] {
        var result: [Int32: TextInputFacet] = [:]
        for b in items where b.kind == .textField || b.kind == .textView {
            result[b.view] = TextInputFacet(b, scene: scene)
        }
        return result
    }

    init(_ b: Builtin, scene: Scene) {
        let s = b.settings
        view = b.view
        kind = b.kind
        delegate = b.delegate
        enabled = b.kind == .textField ? s.bool("enabled") ?? true : true
        editable = b.kind == .textView ? s.bool("editable") ?? true : true
        searchBar = b.kind == .textField ? Self.searchBar(above: b.view, in: scene) : nil
        answers = b.answers
        selectors = TextInputSelectors(kind: b.kind, inSearchBar: searchBar != nil)
    }

    /// The classes whose field is a search field (S27, M): `UISearchBar`, by class or
    /// `meta.baseClass` (WeChat's `MainFrameSearchBar`).
    static let searchBarClass = "UISearchBar"

    /// The nearest search bar above a field, if any.
    static func searchBar(above view: Int32, in scene: Scene) -> Int32? {
        var v = scene.nodes[Int(view)].parent
        while v >= 0 {
            if scene.responderClasses[Int(v)] == searchBarClass
                || scene.viewMeta[Int(v)]?["baseClass"]?.stringValue == searchBarClass { return v }
            v = scene.nodes[Int(v)].parent
        }
        return nil
    }

    /// The view a call says it comes from: the search bar for a search field's messages.
    var sender: Int32 { searchBar ?? view }

    /// The scene's answer to one of its delegate messages, nil for UIKit's default (YES).
    func answer(_ selector: String) -> CallValue? { answers.answer(selector, key: "") }
}

/// The delegate messages of a text field (UITextFieldDelegate), of a search field (its search
/// bar's, UISearchBarDelegate) or of a text view (UITextViewDelegate).
struct TextInputSelectors: Sendable, Hashable {
    let shouldBegin: String
    let didBegin: String
    let shouldEnd: String
    let didEnd: String

    init(kind: BuiltinKind, inSearchBar: Bool) {
        if kind == .textView {
            shouldBegin = "textViewShouldBeginEditing:"
            didBegin = "textViewDidBeginEditing:"
            shouldEnd = "textViewShouldEndEditing:"
            didEnd = "textViewDidEndEditing:"
        } else if inSearchBar {
            shouldBegin = "searchBarShouldBeginEditing:"
            didBegin = "searchBarTextDidBeginEditing:"
            shouldEnd = "searchBarShouldEndEditing:"
            didEnd = "searchBarTextDidEndEditing:"
        } else {
            shouldBegin = "textFieldShouldBeginEditing:"
            didBegin = "textFieldDidBeginEditing:"
            shouldEnd = "textFieldShouldEndEditing:"
            didEnd = "textFieldDidEndEditing:"
        }
    }
}

extension Scene {
    /// S27: `#textTap`, a one-finger single tap that cancels the touches in its view and delays
    /// their ends (UIKit's defaults for a tap); its action is UIKit's text interaction's
    /// `oneFingerTap:` (E22), to the view itself.
    func textRecognizers(_ f: TextInputFacet) -> [GestureRecognizer] {
        guard f.takesTaps else { return [] }
        let id = responderIDs[Int(f.view)]
        var tap = GestureRecognizer(id: Scene.implicitID(id, "textTap"), kind: .tap, view: f.view)
        tap.cancelsTouchesInView = true
        tap.delaysTouchesBegan = false
        tap.delaysTouchesEnded = true
        tap.taps = 1
        tap.touches = 1
        tap.action = GestureRecognizer.Action(target: id, selector: "oneFingerTap:")
        tap.machine = .textTap
        return [tap]
    }

    /// F1 with S28: a responder may become first responder when the scene says it can, or
    /// when it is a text field or an editable text view.
    func mayBecomeFirstResponder(_ r: Int32) -> Bool {
        if canBecomeFirstResponder[Int(r)] { return true }
        return builtins.textInputs[r]?.takesTaps ?? false
    }
}
