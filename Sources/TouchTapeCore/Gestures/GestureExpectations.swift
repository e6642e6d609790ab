/// The `expect` keys of `touchtape.session/2` (docs/formats.md): `withheld` and `gestures`.
enum GestureExpectations {
    static func decode(_ f: ObjectFields, into e: inout Expectation, what: String) throws(InputError) {
        if let w = f.value("withheld") {
            if w.isNull {
                e.withheld = .some(nil)
            } else if let s = w.stringValue, let withheld = Withheld(rawValue: s) {
                e.withheld = .some(withheld)
            } else {
                throw InputError(.badValue, position: w.position, "\"withheld\" of an expectation of \(what) must be null, \"delayed\" or \"claimed\"")
            }
        }
        guard let list = f.value("gestures") else { return }
        guard let items = list.arrayValue else {
            throw f.typeError("gestures", list, "a list of {\"gesture\", \"state\", \"action\", \"target\"}")
        }
        var transitions: [GestureTransition] = []
        for item in items {
            let g = try ObjectFields(item, what: "a gesture transition of \(what)", allowed: ["gesture", "state", "action", "target"])
            let stateName = try g.requiredString("state")
            guard let state = GestureState(rawValue: stateName) else {
                throw InputError(.badValue, position: g.value("state")?.position,
                                 "unknown recognizer state \"\(stateName)\" in \(what); expected one of \(GestureState.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            // Each entry is compared in full: `action` and `target` are required, null or a name.
            let action = try EventDecoder.nullableString(g, "action")
            let target = try EventDecoder.nullableString(g, "target")
            guard let action else {
                throw InputError(.missingKey, position: item.position, "a gesture transition of \(what) needs \"action\" (null when none)")
            }
            guard let target else {
                throw InputError(.missingKey, position: item.position, "a gesture transition of \(what) needs \"target\" (null when none)")
            }
            transitions.append(GestureTransition(gesture: try g.requiredString("gesture"), state: state, action: action, target: target))
        }
        e.gestures = transitions
    }
}
