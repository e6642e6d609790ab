/// Builtins as text, for `show`, the store and reports.
package enum BuiltinText {
    /// A window's system-gesture keys as JSON text, spelled as the scene format spells them:
    /// `{"systemGestureRegions":[{"edge":"bottom","size":20}],"defersSystemGestures":[]}`.
    package static func windowKeys(_ g: WindowGates) -> String {
        var out: [UInt8] = []
        var o = JSONObjectWriter()
        if let regions = g.regions {
            o.key("systemGestureRegions", &out)
            out.append(UInt8(ascii: "["))
            for (i, r) in regions.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                var e = JSONObjectWriter()
                e.key("edge", &out); JSONText.appendString(r.edge.rawValue, to: &out)
                e.key("size", &out); JSONText.appendNumber(r.size, to: &out)
                e.close(&out)
            }
            out.append(UInt8(ascii: "]"))
        }
        o.key("defersSystemGestures", &out)
        OutcomeJSON.appendStrings(g.defers.map(\.rawValue), to: &out)
        o.close(&out)
        return String(decoding: out, as: UTF8.self)
    }

    /// What `show` prints on a view's line (clarification 12): `builtin tableCell [0, 3]`,
    /// `builtin tabBarButton 2`, `builtin scrollView`.
    package static func label(_ b: Builtin) -> String {
        var text = "builtin \(b.kind.rawValue)"
        if let path = b.settings.indexPath("indexPath") { text += " \(path)" }
        if b.kind == .tabBarButton, let index = b.settings.integer("index") { text += " \(index)" }
        return text
    }

    /// A window's gates as `show` prints them: `gates bottom 20` or `gates off`.
    package static func gatesLabel(_ g: WindowGates) -> String {
        let active = g.activeRegions
        if active.isEmpty { return "system gestures: none" }
        return "system gestures: " + active.map { "\($0.edge.rawValue) \(JSONText.numberString($0.size))" }.joined(separator: ", ")
    }
}
