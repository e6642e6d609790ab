import ArgumentParser
import TouchTapeCore

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a scene's hierarchy as an indented tree, one responder a line.")

    @Argument(help: "A scene file, or NAME / NAME@N in the store.") var scene: String
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let loaded = try Inputs.scene(scene, store: store)
        let s = loaded.scene
        if json {
            print(ShowFormat.json(s, version: loaded.version))
            return
        }
        print("scene \(TextFormat.text(s.name))")
        for window in s.windowIndices { printView(window, in: s, depth: 0) }
        for r in 0..<Int32(s.responderCount) where !s.isView(r) && s.responderKinds[Int(r)] != .viewController {
            var line = TextFormat.responder(r, in: s)
            if let next = s.nextResponder(of: r) { line += "  next: \(TextFormat.text(s.responderIDs[Int(next)]))" }
            line += ShowFormat.responderFlags(r, in: s)
            print(line)
        }
    }

    private func printView(_ view: Int32, in s: Scene, depth: Int) {
        let pad = String(repeating: "  ", count: depth)
        if let vc = s.viewController(ofView: view) {
            var line = pad + TextFormat.responder(vc, in: s) + "  (view controller of \(TextFormat.text(s.responderIDs[Int(view)])))"
            if let next = s.nextResponder(of: vc), s.responderKinds[Int(next)] == .viewController {
                line += "  presented by \(TextFormat.text(s.responderIDs[Int(next)]))"
            }
            print(line + ShowFormat.responderFlags(vc, in: s))
        }
        if let line = ShowFormat.elidedBefore(view, in: s) {
            // The place where a pasted dump left views out (`...`): they are missing here.
            print(pad + "… views left out of the dump (its line \(line)) are missing here")
        }
        print(pad + TextFormat.responder(view, in: s) + ShowFormat.dumpNote(view, in: s) + " " + ShowFormat.viewDetails(view, in: s))
        for g in s.gestures.declared(on: view) { print(pad + "  " + GestureFormat.line(g, in: s)) }
        for child in s.subviews(of: view) { printView(child, in: s, depth: depth + 1) }
    }
}

/// The flags `show` prints: only those that differ from the defaults of docs/formats.md.
enum ShowFormat {
    /// `{"scene", "version", "responders": [{"id", "class", "kind", "depth", "superview",
    /// "nextResponder", "frame", "details"[, "text"][, "synthetic"][, "elidedBefore"]}]}`: every responder in index order (views in
    /// document order, then view controllers and the rest); then `"gestures"` for a scene
    /// with recognizers.
    static func json(_ s: Scene, version: Int?) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("scene"); json.string(s.name)
            json.key("version"); json.number(version)
            json.key("responders")
            json.array(0..<Int32(s.responderCount)) { json, r in
                json.object { json in responder(r, in: s, &json) }
            }
            if s.hasGestures {
                // Scenes with recognizers only, so a /1 scene's document keeps its keys:
                // `"gestures": [{"id", "kind", "view", "details"}]` in scene order.
                json.key("gestures")
                json.array(s.gestures.recognizers) { json, g in
                    json.object { json in
                        json.key("id"); json.string(g.id)
                        json.key("kind"); json.string(g.kindName)
                        json.key("view"); json.string(s.responderIDs[Int(g.view)])
                        json.key("details"); json.string(GestureFormat.line(g, in: s))
                    }
                }
            }
        }
        return json.text
    }

    /// One entry of `responders`.
    private static func responder(_ r: Int32, in s: Scene, _ json: inout JSONWriter) {
        json.key("id"); json.string(s.responderIDs[Int(r)])
        json.key("class"); json.string(s.responderClasses[Int(r)])
        json.key("kind"); json.string("\(s.responderKinds[Int(r)])")
        let isView = s.isView(r)
        json.key("depth"); json.number(isView ? Double(s.viewInfos[Int(r)].depth) : nil)
        json.key("superview"); json.string(isView ? s.superview(of: r).map { s.responderIDs[Int($0)] } : nil)
        json.key("nextResponder"); json.string(s.nextResponder(of: r).map { s.responderIDs[Int($0)] })
        json.key("frame")
        if isView {
            let f = s.viewInfos[Int(r)].frame
            json.numbers([f.origin.x, f.origin.y, f.size.width, f.size.height])
        } else {
            json.null()
        }
        json.key("details")
        json.string(String((isView ? viewDetails(r, in: s) : responderFlags(r, in: s)).trimmingPrefix("  ")))
        // What an imported dump printed (docs/dumps.md: `meta`), only on views that carry it,
        // so a hand-written scene's document keeps its keys.
        if isView, let text = s.dumpText(ofView: r) { json.key("text"); json.string(text) }
        if isView, s.metaFlag("synthetic", ofView: r) { json.key("synthetic"); json.bool(true) }
        if isView, let line = elidedBefore(r, in: s) { json.key("elidedBefore"); json.number(line) }
    }

    /// What an imported dump says that the id does not: the text it printed (escaped for the
    /// terminal), and that a window is the synthetic one.
    static func dumpNote(_ view: Int32, in s: Scene) -> String {
        var note = ""
        if let text = s.dumpText(ofView: view) {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            note += " " + TerminalText.escaped(JSONText.quoted(shown))
        }
        if s.metaFlag("synthetic", ofView: view) { note += " (synthetic window: the dump's roots had none)" }
        return note
    }

    /// The dump line of the elision (`...`) an imported dump had just before this view, if
    /// any (`meta.elidedBefore`): views are missing there.
    static func elidedBefore(_ view: Int32, in s: Scene) -> Int? {
        guard let line = s.viewMeta[Int(view)]?["elidedBefore"]?.doubleValue, line >= 1, line < 1e15,
              line == line.rounded() else { return nil }
        return Int(line)
    }

    static func viewDetails(_ view: Int32, in s: Scene) -> String {
        let info = s.viewInfos[Int(view)]
        var parts: [String] = []
        if let t = info.transform {
            parts.append("center \(TextFormat.point(info.frame.center)) size (\(TextFormat.number(info.frame.size.width)), \(TextFormat.number(info.frame.size.height)))")
            parts.append("transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(TextFormat.number).joined(separator: ", "))]")
        } else {
            parts.append(TextFormat.rect(info.frame))
        }
        if info.boundsOrigin != .zero { parts.append("boundsOrigin \(TextFormat.point(info.boundsOrigin))") }
        if s.responderKinds[Int(view)] == .window {
            if info.level != 0 { parts.append("level \(TextFormat.number(info.level))") }
            if s.keyWindow == view { parts.append("key") }
        }
        if info.hidden { parts.append("hidden") }
        if info.alpha != 1 { parts.append("alpha \(TextFormat.number(info.alpha))") }
        let className = s.responderClasses[Int(view)]
        let interactiveByDefault = !(className == "UIImageView" || className == "UILabel")
        if info.userInteractionEnabled != interactiveByDefault {
            parts.append("userInteractionEnabled \(info.userInteractionEnabled)")
        }
        if info.clipsToBounds { parts.append("clipsToBounds") }
        if info.multipleTouchEnabled { parts.append("multipleTouchEnabled") }
        if info.exclusiveTouch { parts.append("exclusiveTouch") }
        if info.pointInside != .bounds { parts.append("pointInside \(pointInside(info.pointInside))") }
        if info.hitTest != .standard { parts.append("hitTest \(hitTest(info.hitTest, in: s))") }
        if info.isControl {
            var control = info.controlEnabled ? "control" : "control (disabled)"
            if !info.controlActions.isEmpty {
                control += " " + info.controlActions.map { "\($0.event.rawValue)→\(TextFormat.text($0.action))" }.joined(separator: " ")
            }
            parts.append(control)
        }
        // Clarification 12: `builtin KIND`, with `[s, r]` for cells and the index for tab buttons.
        if let b = s.builtins.builtin(of: view) { parts.append(BuiltinText.label(b)) }
        if let gates = s.builtins.gates(of: view) { parts.append(BuiltinText.gatesLabel(gates)) }
        return parts.joined(separator: "  ") + responderFlags(view, in: s)
    }

    static func responderFlags(_ r: Int32, in s: Scene) -> String {
        var parts: [String] = []
        let isControl = s.isView(r) && s.viewInfos[Int(r)].isControl
        let handlers = s.touchHandlers[Int(r)]
        let defaultBehavior: HandlerBehavior = isControl ? .handle : .forward
        if handlers != TouchHandlers(all: defaultBehavior) {
            if handlers.isUniform {
                parts.append("touches \(handlers.began)")
            } else {
                parts.append("touches began:\(handlers.began) moved:\(handlers.moved) ended:\(handlers.ended) cancelled:\(handlers.cancelled)")
            }
        }
        if s.motionHandlers[Int(r)] != .forward { parts.append("motion \(s.motionHandlers[Int(r)])") }
        if s.remoteControlHandlers[Int(r)] != .forward { parts.append("remoteControl \(s.remoteControlHandlers[Int(r)])") }
        if s.pressHandlers[Int(r)] != .forward { parts.append("presses \(s.pressHandlers[Int(r)])") }
        if !s.performableActions[Int(r)].isEmpty {
            parts.append("actions \(s.performableActions[Int(r)].map(TextFormat.text).joined(separator: " "))")
        }
        if s.canBecomeFirstResponder[Int(r)] { parts.append("canBecomeFirstResponder") }
        if s.initialFirstResponder == r { parts.append("first responder") }
        return parts.isEmpty ? "" : "  " + parts.joined(separator: "  ")
    }

    static func pointInside(_ rule: PointInsideRule) -> String {
        switch rule {
        case .bounds: "bounds"
        case .inset(let top, let left, let bottom, let right):
            "inset [\([top, left, bottom, right].map(TextFormat.number).joined(separator: ", "))]"
        case .minimumSize(let size): "minimumSize [\(TextFormat.number(size.width)), \(TextFormat.number(size.height))]"
        case .circle: "circle"
        case .always: "always"
        case .never: "never"
        }
    }

    static func hitTest(_ rule: HitTestRule, in s: Scene) -> String {
        func names(_ list: [Int32]) -> String { list.map { TextFormat.text(s.responderIDs[Int($0)]) }.joined(separator: ", ") }
        switch rule {
        case .standard: return "default"
        case .returnsSelf: return "self"
        case .none: return "none"
        case .passThroughSelf: return "passThroughSelf"
        case .passThrough(let list): return "passThrough [\(names(list))]"
        case .forwardTo(let list): return "forwardTo [\(names(list))]"
        }
    }
}
