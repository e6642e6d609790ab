import TouchTapeCore

/// `why`'s words for the window's system-gesture gates (S35–S37) and for
/// what bars call (S30–S33).
extension Scene {
    /// S35, S36: a point in a region of its window's gates is held until the lift or 0.75 s.
    func gateSentences(at point: Point, hit: Int32) -> [String] {
        let window = window(of: hit)
        guard let region = systemGestureRegion(at: point, window: window) else { return [] }
        let id = Words.id(window, in: self)
        let timeout = Words.number(BuiltinConstants.systemGateTimeout)
        return [
            "held by the window's system-gesture gate until the lift: the point lies in \(id)'s \(region.edge.rawValue) \(Words.number(region.size)) pt, so \(id) (`#systemGate`) gives the touch's began (and ended) to its view at the lift, or \(timeout) s after it begins if it is held that long (S35); a pan on this touch cannot begin before then (S36).",
        ]
    }

    /// A bar's call that says what happened, in words.
    static func barSummary(of c: BuiltinCall) -> String? {
        let from = "`\(Words.safe(c.from))`"
        let to = c.to.map { "`\(Words.safe($0))`" }
        let item = c.args.first { $0.name == "item" }?.value.json ?? "?"
        switch c.selector {
        case "tabBar:didSelectItem:": return "the tab bar \(from) selects tab \(item)"
        case "setSelectedViewController:":
            let child = c.args.first { $0.name == "viewController" }?.value
            let shown = child.flatMap { if case .string(let s) = $0 { "`\(Words.safe(s))`" } else { nil } } ?? "the tab's child"
            return "the tab bar controller \(to ?? "(unnamed)") shows \(shown)"
        case "popToRootViewControllerAnimated:": return "the navigation controller \(to ?? "(unnamed)") pops to its root"
        case "popViewControllerAnimated:": return "the navigation controller \(to ?? "(unnamed)") pops its top view controller"
        default: return nil
        }
    }
}
