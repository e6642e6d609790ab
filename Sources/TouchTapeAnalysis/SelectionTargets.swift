import TouchTapeCore

/// The rows and tabs UIKit's own classes select (S11–S17, S30): a touch
/// target for `fragile` and `coverage` although the view itself forwards its touches, since a
/// tap on it makes a call (`tableView:didSelectRowAtIndexPath:`, `tabBar:didSelectItem:`).
extension Scene {
    /// Whether the view is a cell of a table or collection view whose rows can be selected
    /// (`allowsSelection`, or `allowsSelectionDuringEditing` while `editing`), or a tab bar
    /// button: the same targets as the store's coverage of calls (level 12).
    package func isSelectionTarget(_ view: Int32) -> Bool {
        guard let b = builtins.builtin(of: view) else { return false }
        switch b.kind {
        case .tabBarButton:
            return true
        case .tableCell, .collectionCell:
            guard let list = enclosingList(of: view, kind: b.kind == .tableCell ? .tableView : .collectionView) else {
                return false
            }
            let s = list.settings
            return (s.bool("editing") ?? false) ? (s.bool("allowsSelectionDuringEditing") ?? false)
                : (s.bool("allowsSelection") ?? true)
        default:
            return false
        }
    }

    /// The nearest ancestor of the view whose builtin is `kind` (S11: a cell's list).
    private func enclosingList(of view: Int32, kind: BuiltinKind) -> Builtin? {
        var v = superview(of: view)
        while let current = v {
            if let b = builtins.builtin(of: current), b.kind == kind { return b }
            v = superview(of: current)
        }
        return nil
    }
}
