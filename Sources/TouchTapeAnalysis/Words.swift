import TouchTapeCore

/// The pieces every explanation is written with: ids in backquotes, numbers through the
/// project's number writer (never a non-finite number: `-` instead).
package enum Words {
    package static func number(_ d: Double) -> String { d.isFinite ? JSONText.numberString(d) : "-" }

    package static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    package static func rect(_ r: Rect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.size.width)), \(number(r.size.height)))"
    }

    package static func id(_ index: Int32, in scene: Scene) -> String { "`\(safe(scene.responderIDs[Int(index)]))`" }

    /// A scene's text made safe for a terminal (docs/cli.md, "Never a crash, never a lost store"):
    /// C0 controls but tab, DEL, C1 and the bidirectional overrides written as `\u{…}`.
    package static func safe(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let unsafe = (v < 0x20 && v != 0x09) || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
                || (0x2066...0x2069).contains(v)
            if unsafe { out += "\\u{\(String(v, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Why a view's `hitTest` returned nil, as the end of a sentence about the view.
    package static func reason(_ reason: NilReason, view: Int32, point: Point, in scene: Scene) -> String {
        let info = scene.viewInfos[Int(view)]
        switch reason {
        case .hidden: return "is hidden"
        case .userInteractionDisabled: return "has isUserInteractionEnabled = false"
        case .alpha: return "has alpha \(number(info.alpha)), below 0.01"
        case .disabledControl: return "is a disabled control"
        case .singularTransform: return "has a singular transform (the point cannot be converted into it)"
        case .outside: return outside(view: view, point: point, in: scene)
        case .rule: return rule(view: view, point: point, in: scene)
        }
    }

    /// The point is outside a view's area: its bounds, or the area its `pointInside` rule gives.
    package static func outside(view: Int32, point: Point, in scene: Scene) -> String {
        let frame = scene.screenFrame(of: view).map { " \(rect($0))" } ?? ""
        switch scene.viewInfos[Int(view)].pointInside {
        case .bounds: return "does not contain the point: it covers\(frame) on the screen"
        case .never: return "has a pointInside rule that always says no"
        case .circle: return "has a circular pointInside rule that does not hold the point"
        case .always: return "does not contain the point"
        case .inset, .minimumSize: return "has a pointInside rule whose area does not hold the point"
        }
    }

    /// A `hitTest` rule that returned nil, in words.
    package static func rule(view: Int32, point: Point, in scene: Scene) -> String {
        switch scene.viewInfos[Int(view)].hitTest {
        case .none: return "has a hitTest rule that returns nil"
        case .passThroughSelf: return "has a passThroughSelf rule: it never returns itself"
        case .passThrough(let targets):
            let holding = targets.first { target in
                scene.convert(point, from: nil, to: target).map { scene.pointInside($0, view: target) } ?? false
            }
            if let holding { return "has a passThrough rule that lets the touch through over \(id(holding, in: scene))" }
            return "has a passThrough rule that returns nil"
        case .standard, .returnsSelf, .forwardTo: return "returns nil by its hitTest rule"
        }
    }
}
