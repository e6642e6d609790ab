/// Reads the `gestures` lists of a `touchtape.scene/2` document (docs/formats.md) while
/// the scene decoder walks its views, then resolves the names they use once every responder is
/// known. Every error carries the line and column of the offending key or value.
struct GestureDecoder {
    private struct Pending {
        var recognizer: GestureRecognizer
        var targetPosition: SourcePosition?
        var requireToFail: [(String, SourcePosition)]
    }

    private var pending: [Pending] = []

    private static let commonKeys: Set<String> = [
        "id", "kind", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "action", "requireToFail",
    ]
    private static let kindKeys: [GestureRecognizer.Kind: Set<String>] = [
        .tap: ["taps", "touches"],
        .longPress: ["minimumPressDuration", "allowableMovement", "touches"],
        .pan: ["minimumTouches", "maximumTouches"],
        .swipe: ["direction", "touches"],
    ]

    private static let anyKindKeys: Set<String> = kindKeys.values.reduce(commonKeys) { $0.union($1) }

    /// Reads one view's `gestures` list. `seenIDs` is the scene's one namespace (docs/formats.md).
    mutating func decode(_ list: [JSONValue], view: Int32, what: String,
                         seenIDs: inout [String: SourcePosition]) throws(InputError) {
        for value in list {
            let named = value.objectValue?["id"]?.stringValue.map { "recognizer \"\($0)\" of \(what)" }
                ?? "a recognizer of \(what)"
            // The kind decides which keys are allowed, so read it before checking keys.
            let loose = try ObjectFields(value, what: named, allowed: Self.anyKindKeys)
            let kindName = try loose.requiredString("kind")
            guard let kind = GestureRecognizer.Kind(rawValue: kindName) else {
                throw InputError(.badValue, position: loose.value("kind")?.position,
                                 "unknown recognizer kind \"\(kindName)\" in \(named); expected one of \(GestureRecognizer.Kind.allCases.map(\.rawValue).joined(separator: ", ")) (pinch, rotation, screen-edge pan and hover are not modelled)")
            }
            let f = try ObjectFields(value, what: "\(named) (kind \(kind.rawValue))",
                                     allowed: Self.commonKeys.union(Self.kindKeys[kind] ?? []))
            let id = try f.requiredString("id")
            guard Identifiers.isValidID(id) else {
                throw InputError(.badValue, position: f.value("id")?.position, "id \"\(id)\" must match [A-Za-z_][A-Za-z0-9_.-]*")
            }
            let idPosition = f.value("id")?.position ?? value.position
            if let earlier = seenIDs[id] {
                throw InputError(.duplicate, position: idPosition, "duplicate id \"\(id)\" (first used at \(earlier)): recognizers share one namespace with the scene's responders")
            }
            seenIDs[id] = idPosition

            var r = GestureRecognizer(id: id, kind: kind, view: view)
            r.enabled = try f.bool("enabled") ?? true
            r.cancelsTouchesInView = try f.bool("cancelsTouchesInView") ?? true
            r.delaysTouchesBegan = try f.bool("delaysTouchesBegan") ?? false
            r.delaysTouchesEnded = try f.bool("delaysTouchesEnded") ?? true
            var targetPosition: SourcePosition?
            if let actionValue = f.value("action") {
                let a = try ObjectFields(actionValue, what: "the action of \(named)", allowed: ["target", "selector"])
                r.action = GestureRecognizer.Action(target: try a.requiredString("target"), selector: try a.requiredString("selector"))
                targetPosition = a.value("target")?.position
            }
            var names: [(String, SourcePosition)] = []
            if let listValue = f.value("requireToFail") {
                guard let entries = listValue.arrayValue else {
                    throw f.typeError("requireToFail", listValue, "a list of recognizer ids")
                }
                for entry in entries {
                    guard let name = entry.stringValue else {
                        throw InputError(.wrongType, position: entry.position, "\"requireToFail\" of \(named) must list recognizer ids, found \(entry.typeName)")
                    }
                    names.append((name, entry.position))
                }
            }
            try Self.readKindKeys(f, kind: kind, into: &r, what: named)
            if let meta = f.value("meta") {
                r.metaJSON = String(decoding: CanonicalJSON.bytes(of: meta), as: UTF8.self)
            }
            pending.append(Pending(recognizer: r, targetPosition: targetPosition, requireToFail: names))
        }
    }

    private static func readKindKeys(_ f: ObjectFields, kind: GestureRecognizer.Kind, into r: inout GestureRecognizer,
                                     what: String) throws(InputError) {
        func count(_ key: String, atLeast minimum: Int) throws(InputError) -> Int? {
            guard let n = try f.integer(key) else { return nil }
            if n < minimum {
                throw InputError(.badValue, position: f.value(key)?.position, "\"\(key)\" of \(what) must be an integer ≥ \(minimum), found \(n)")
            }
            return n
        }
        func nonNegative(_ key: String) throws(InputError) -> Double? {
            guard let d = try f.number(key) else { return nil }
            if d < 0 {
                throw InputError(.badValue, position: f.value(key)?.position,
                                 "\"\(key)\" of \(what) must be ≥ 0, found \(JSONText.numberString(d))")
            }
            return d
        }
        switch kind {
        case .tap:
            r.taps = try count("taps", atLeast: 1) ?? 1
            r.touches = try count("touches", atLeast: 1) ?? 1
        case .longPress:
            r.minimumPressDuration = try nonNegative("minimumPressDuration") ?? 0.5
            r.allowableMovement = try nonNegative("allowableMovement") ?? 10
            r.touches = try count("touches", atLeast: 1) ?? 1
        case .pan:
            r.minimumTouches = try count("minimumTouches", atLeast: 1) ?? 1
            if let value = f.value("maximumTouches"), !value.isNull {
                r.maximumTouches = try count("maximumTouches", atLeast: r.minimumTouches)
            }
        case .swipe:
            if let value = f.value("direction") {
                guard let name = value.stringValue, let direction = GestureRecognizer.Direction(rawValue: name) else {
                    throw InputError(.badValue, position: value.position, "\"direction\" of \(what) must be one of \"right\", \"left\", \"up\", \"down\"")
                }
                r.direction = direction
            }
            r.touches = try count("touches", atLeast: 1) ?? 1
        }
    }

    /// Whether any view declared a recognizer.
    var isEmpty: Bool { pending.isEmpty }

    /// Resolves targets and `requireToFail` names once the scene's responders are known, and
    /// rejects self-references and cycles (G11).
    func resolve(responderIndex: [String: Int32], viewCount: Int) throws(InputError) -> SceneGestures {
        var indexOfID: [String: Int] = [:]
        for (i, p) in pending.enumerated() { indexOfID[p.recognizer.id] = i }
        var recognizers: [GestureRecognizer] = []
        recognizers.reserveCapacity(pending.count)
        for p in pending {
            var r = p.recognizer
            if let action = r.action, responderIndex[action.target] == nil {
                let why = indexOfID[action.target] != nil ? "a recognizer, not a responder" : "not a responder of this scene"
                throw InputError(.unknownID, position: p.targetPosition,
                                 "the action target \"\(action.target)\" of recognizer \"\(r.id)\" is \(why)")
            }
            for (name, position) in p.requireToFail {
                guard let other = indexOfID[name] else {
                    throw InputError(.unknownID, position: position, "\"requireToFail\" of recognizer \"\(r.id)\" names \"\(name)\", which is not a recognizer of this scene")
                }
                if other == recognizers.count {
                    throw InputError(.conflict, position: position, "recognizer \"\(r.id)\" lists itself in \"requireToFail\" (G11)")
                }
                if !r.requireToFail.contains(other) { r.requireToFail.append(other) }
            }
            recognizers.append(r)
        }
        try Self.checkNoCycle(recognizers, pending: pending)
        return SceneGestures(recognizers: recognizers, viewCount: viewCount)
    }

    /// G11: the `requireToFail` lists may not form a cycle.
    private static func checkNoCycle(_ recognizers: [GestureRecognizer], pending: [Pending]) throws(InputError) {
        // 0 unvisited, 1 on the current path, 2 done. Iterative, so a long chain cannot overflow the stack.
        var mark = [UInt8](repeating: 0, count: recognizers.count)
        for start in recognizers.indices where mark[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            mark[start] = 1
            while let top = stack.last {
                let list = recognizers[top.node].requireToFail
                if top.next < list.count {
                    stack[stack.count - 1].next += 1
                    let other = list[top.next]
                    if mark[other] == 1 {
                        let position = pending[top.node].requireToFail.first { $0.0 == recognizers[other].id }?.1
                        let cycle = stack.map { recognizers[$0.node].id }.drop(while: { $0 != recognizers[other].id })
                        throw InputError(.conflict, position: position,
                                         "\"requireToFail\" lists form a cycle: \((cycle + [recognizers[other].id]).joined(separator: " → ")) (G11)")
                    }
                    if mark[other] == 0 {
                        mark[other] = 1
                        stack.append((other, 0))
                    }
                } else {
                    mark[top.node] = 2
                    stack.removeLast()
                }
            }
        }
    }
}
