import TouchTapeCore

/// The text output an iOS engineer reads at a glance.
enum TextFormat {
    /// Input as text output shows it: control characters and bidirectional overrides escaped
    /// (docs/cli.md). Every string that comes from a file or the command line goes through here.
    static func text(_ s: String) -> String { TextEscape.escaped(s) }

    /// `Class id`, as the seed articles print responders.
    static func responder(_ index: Int32, in scene: Scene) -> String {
        "\(text(scene.responderClasses[Int(index)])) \(text(scene.responderIDs[Int(index)]))"
    }

    /// The responder chain, one class and id a line, indented a step per link (seed 002's
    /// printed chain).
    static func chain(_ chain: [Int32], in scene: Scene, indent: String = "") -> String {
        var lines: [String] = []
        for (step, r) in chain.enumerated() {
            lines.append(indent + String(repeating: "  ", count: step) + responder(r, in: scene))
        }
        return lines.joined(separator: "\n")
    }

    /// The trace in the manner of the seed logs: `hitTest viewB Entry!`, `pointInside viewB = YES`,
    /// `hitTest viewB Exit! view = viewE`, nested calls indented.
    static func trace(_ entries: [TraceEntry], in scene: Scene, indent: String = "") -> String {
        var lines: [String] = []
        var open: [TraceEntry] = []
        func close(downTo depth: Int) {
            while let last = open.last, last.depth >= depth {
                open.removeLast()
                lines.append(indent + String(repeating: "  ", count: last.depth) + exit(last, in: scene))
            }
        }
        for entry in entries {
            let pad = indent + String(repeating: "  ", count: entry.depth)
            let id = text(scene.responderIDs[Int(entry.view)])
            let point = entry.point.map { "\($0)" } ?? "(none: singular transform)"
            switch entry.call {
            case .hitTest:
                close(downTo: entry.depth)
                lines.append(pad + "hitTest \(id) Entry! point = \(point)")
                open.append(entry)
            case .pointInside:
                close(downTo: entry.depth)
                lines.append(pad + "pointInside \(id) = \(entry.inside ? "YES" : "NO") point = \(point)")
            }
        }
        close(downTo: 0)
        return lines.joined(separator: "\n")
    }

    private static func exit(_ entry: TraceEntry, in scene: Scene) -> String {
        let id = text(scene.responderIDs[Int(entry.view)])
        if let result = entry.resultView {
            return "hitTest \(id) Exit! view = \(text(scene.responderIDs[Int(result)]))"
        }
        return "hitTest \(id) Exit! view = nil (\(entry.reason?.rawValue ?? "nil"))"
    }

    static func number(_ d: Double) -> String { JSONText.textNumber(d) }

    static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    static func rect(_ r: Rect) -> String {
        "(\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height)))"
    }

    /// One delivery in words: `event 1 t=0.08  touch 1 ended → centerButton, handled by centerButton`.
    static func delivery(_ d: Delivery) -> String {
        var head = "event \(d.seq) t=\(number(d.t))  "
        switch d.kind {
        case .touch:
            head += "touch \(d.touch.map(String.init) ?? "?") \(d.phase?.rawValue ?? "?")"
        case .state:
            head += "state"
        case .late, .cancel:
            head += "\(d.kind.rawValue) touch \(d.touch.map(String.init) ?? "?") \(d.phase?.rawValue ?? "?")"
        default:
            head += d.kind.rawValue
        }
        var parts: [String] = []
        if let dropped = d.dropped {
            var s = "dropped (\(dropped.rawValue))"
            if let hit = d.hitView { s += ", hit \(text(hit))" }
            parts.append(s)
        } else if d.kind == .touch || d.kind == .late || d.kind == .cancel {
            parts.append("→ \(d.view.map(text) ?? "nil")" + (d.window.map { " in \(text($0))" } ?? ""))
        }
        if let withheld = d.withheld {
            parts.append("withheld (\(withheld.rawValue))")
        } else if d.kind != .state && d.kind != .timer && d.dropped == nil {
            parts.append(d.handledBy.map { "handled by \(text($0))" } ?? "handled by nobody")
        }
        // A touch delivery carries one only when its step changed it (a text field's tap, S27).
        if let fr = d.firstResponder { parts.append("first responder \(text(fr))") }
        if d.kind == .state && d.firstResponder == nil { parts.append("no first responder") }
        var out = head + (parts.isEmpty ? "" : "  " + parts.joined(separator: ", "))
        if !d.chain.isEmpty { out += "\n    chain: " + d.chain.map(text).joined(separator: " → ") }
        for e in d.controlEvents { out += "\n    \(e.event.rawValue) → \(text(e.action)) (\(text(e.view)))" }
        for g in d.gestures {
            out += "\n    gesture \(text(g.gesture)) \(g.state.rawValue)"
            if let action = g.action { out += " → \(g.target.map(text) ?? "nil").\(text(action))" }
        }
        // A builtin's calls (docs/formats.md, `calls`):
        // `call tableView:didSelectRowAtIndexPath: [0,3] → listVC (from table)`.
        for c in d.calls {
            out += "\n    call \(text(c.shortText)) → \(c.to.map(text) ?? "nil") (from \(text(c.from)))"
        }
        return out
    }

    /// A difference in words: `event 3 touch 1 ended: view viewE → viewD`.
    static func difference(_ diff: FieldDifference, session: String? = nil, source: String? = nil) -> String {
        var place = session.map { "session \(text($0)), " } ?? ""
        place += "event \(diff.seq)"
        if let touch = diff.touch { place += ", touch \(touch)" }
        if let phase = diff.phase { place += " \(phase.rawValue)" }
        let label = source.map { " [\($0)]" } ?? ""
        return "\(place): \(diff.field) \(text(diff.reference.description)) → \(text(diff.current.description))\(text(label))"
    }
}
