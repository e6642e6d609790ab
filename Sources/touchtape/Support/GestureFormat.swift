import TouchTapeCore

/// How `show` prints a recognizer under its view (docs/cli.md, show):
/// `⟨doubleTap⟩ tap ×2 → photoVC.zoom:`, then the flags that differ from the defaults.
enum GestureFormat {
    static func line(_ g: GestureRecognizer, in s: Scene) -> String {
        var text = "⟨\(g.id)⟩ \(g.kindName)"
        let n = TextFormat.number
        // A builtin's implicit recognizer (`table#scrollPan`): its role says what it is.
        switch g.isImplicit ? nil : g.kind {
        case nil: break
        case .tap:
            if g.taps != 1 { text += " ×\(g.taps)" }
            if g.touches != 1 { text += " \(g.touches) touches" }
        case .longPress:
            if g.minimumPressDuration != 0.5 { text += " \(n(g.minimumPressDuration)) s" }
            if g.allowableMovement != 10 { text += " ±\(n(g.allowableMovement)) pt" }
            if g.touches != 1 { text += " \(g.touches) touches" }
        case .pan:
            if g.minimumTouches != 1 { text += " min \(g.minimumTouches) touches" }
            if let maximum = g.maximumTouches { text += " max \(maximum) touches" }
        case .swipe:
            text += " \(g.direction.rawValue)"
            if g.touches != 1 { text += " \(g.touches) touches" }
        }
        if let action = g.action { text += " → \(action.target).\(action.selector)" }
        var flags: [String] = []
        if !g.enabled { flags.append("enabled false") }
        if !g.cancelsTouchesInView { flags.append("cancelsTouchesInView false") }
        if g.delaysTouchesBegan { flags.append("delaysTouchesBegan true") }
        if !g.delaysTouchesEnded { flags.append("delaysTouchesEnded false") }
        if !g.requireToFail.isEmpty {
            flags.append("requireToFail " + g.requireToFail.map { s.gestures.recognizers[$0].id }.joined(separator: ", "))
        }
        return flags.isEmpty ? text : text + "  " + flags.joined(separator: "  ")
    }
}
