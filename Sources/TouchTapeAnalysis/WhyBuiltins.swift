import TouchTapeCore

/// What UIKit's own classes do with a touch at a point, as `why` says it (docs/rules.md, the S
/// rules' Terms): each scroll view on the touch's path and what its delay and pan do (S4–S7, S10),
/// then what the builtins call for a quick tap there, read from the engine's own dispatch of one.
extension Scene {
    /// How long the quick tap `why` dispatches lasts: under the scroll delay (S4), so it
    /// shows a tap's path, not a hold's.
    package static let whyTapDuration = 0.08

    /// `why SCENE X Y`'s lines about builtins; empty for a scene without builtins, or when no
    /// view takes the touch.
    package func builtinSentences(at point: Point) -> [String] {
        guard hasBuiltins, let hit = hitTest(point).view else { return [] }
        var lines: [String] = []
        let isControl = viewInfos[Int(hit)].isControl
        var path: [Int32] = []
        var v: Int32? = hit
        while let view = v {
            path.append(view)
            v = superview(of: view)
        }
        // S20: a modern switch's press takes the touch 0.01 s after touch-down; what the scroll
        // views around it would do with it does not apply.
        let switchTakesTouch = path.contains { builtins.switchElement($0) != nil }
        for view in path {
            if let sentence = textOrAlertSentence(view) { lines.append(sentence) }
            if let b = builtins.builtin(of: view), b.kind.isScrollView, !switchTakesTouch {
                lines += scrollSentences(view, isControl: isControl)
            }
            if let b = builtins.builtin(of: view), let line = valueControlSentence(b, at: point) { lines.append(line) }
        }
        lines += gateSentences(at: point, hit: hit)
        lines += tapSentences(at: point)
        return lines
    }

    /// S4–S7 for one scroll view on the path.
    private func scrollSentences(_ view: Int32, isControl: Bool) -> [String] {
        let id = Words.id(view, in: self)
        guard let b = builtins.builtin(of: view) else { return [] }
        let s = b.settings
        let delays = s.bool("delaysContentTouches") ?? true
        var lines: [String] = []
        let delay = BuiltinConstants.scrollTouchDelay
        if delays {
            lines.append("held \(Words.number(delay)) s by the scroll view's delay: \(id) (`#scrollDelay`) gives the touch's began to its view \(Words.number(delay)) s after it begins, or at its lift if that comes first (S4).")
        } else {
            lines.append("\(id) does not delay content touches (delaysContentTouches false): the began is given at once (S4).")
        }
        let canScroll = scrollAxes(view)
        if canScroll.isEmpty {
            lines.append("\(id) cannot scroll here (\((s.bool("scrollEnabled") ?? true) ? "its content fits" : "scrollEnabled false")): a drag does not take the touch from its view (S6).")
        } else {
            let limit = Words.number(BuiltinConstants.scrollPanHysteresis)
            let keeps = isControl
                ? "once the control has the began, a drag no longer scrolls: the control keeps the touch (S7)"
                : "once the view has the began, such a drag cancels its touch and scrolls (S7)"
            lines.append("a move of \(limit) pt or more along \(canScroll) before that scrolls \(id) (`#scrollPan`) and the view never hears of the touch (S6); \(keeps).")
        }
        return lines
    }

    /// The axes a scroll view scrolls along, as words: `y`, `x and y`, or empty.
    private func scrollAxes(_ view: Int32) -> String {
        let recognizers = gestures.recognizers.filter { $0.view == view && $0.isImplicit && $0.kind == .pan }
        guard !recognizers.isEmpty, let axes = builtins.canScroll(view) else { return "" }
        switch (axes.x, axes.y) {
        case (true, true): return "x or y"
        case (true, false): return "x"
        case (false, true): return "y"
        case (false, false): return ""
        }
    }

    /// What the builtins call for a quick tap at the point (the engine's own dispatch of one).
    private func tapSentences(at point: Point) -> [String] {
        let began = SessionEvent(t: 0, payload: .touches([TouchSample(touch: 1, phase: .began, location: point)]))
        let ended = SessionEvent(t: Self.whyTapDuration, payload: .touches([TouchSample(touch: 1, phase: .ended, location: point)]))
        var dispatcher = Dispatcher(scene: self)
        var deliveries: [Delivery] = []
        dispatcher.dispatch(began, seq: 0, into: &deliveries)
        dispatcher.dispatch(ended, seq: 1, into: &deliveries)
        dispatcher.finish(into: &deliveries)
        let calls = deliveries.flatMap(\.calls)
        let tap = "a quick tap there (lifted after \(Words.number(Self.whyTapDuration)) s)"
        guard !calls.isEmpty else {
            let handler = deliveries.last { $0.kind != .timer }?.handledBy
            return ["\(tap) makes no builtin call" + (handler.map { "; \(Words.safe($0)) handles it" } ?? "") + "."]
        }
        var lines: [String] = []
        let summaries = calls.compactMap { Self.summary(of: $0) }
        if !summaries.isEmpty { lines.append("\(tap): " + summaries.joined(separator: "; ") + ".") }
        lines.append("its calls, in order: " + calls.map { c in
            "\(c.shortText) → \(c.to.map(Words.safe) ?? "nil")"
        }.joined(separator: ", ") + ".")
        return lines
    }

    /// A call that says what happened, in words: `the table selects row [0, 3] at the lift`.
    private static func summary(of c: BuiltinCall) -> String? {
        let path = c.args.first { $0.name == "indexPath" }.map { v -> String in
            if case .indexPath(let s, let r) = v.value { return "[\(s), \(r)]" }
            return v.value.json
        } ?? ""
        let from = "`\(Words.safe(c.from))`"
        switch c.selector {
        case "tableView:didHighlightRowAtIndexPath:": return "the table \(from) highlights row \(path)"
        case "tableView:didSelectRowAtIndexPath:": return "the table \(from) selects row \(path) at the lift"
        case "tableView:didDeselectRowAtIndexPath:": return "the table \(from) deselects row \(path)"
        case "tableView:accessoryButtonTappedForRowWithIndexPath:":
            return "the table \(from) tells its delegate that row \(path)'s accessory button was tapped"
        case "collectionView:didHighlightItemAtIndexPath:": return "the collection view \(from) highlights item \(path)"
        case "collectionView:didSelectItemAtIndexPath:": return "the collection view \(from) selects item \(path) at the lift"
        case "collectionView:didDeselectItemAtIndexPath:": return "the collection view \(from) deselects item \(path)"
        case "setOn:": return "the switch \(from) turns \(c.args.first?.value == .bool(true) ? "on" : "off")"
        case "setValue:": return "\(from)'s value becomes \(c.args.first?.value.json ?? "?")"
        case "setSelectedSegmentIndex:": return "the segmented control \(from) selects segment \(c.args.first?.value.json ?? "?")"
        case "setCurrentPage:": return "the page control \(from) turns to page \(c.args.first?.value.json ?? "?")"
        default: return textOrAlertSummary(of: c) ?? barSummary(of: c)
        }
    }

    /// S20–S24: what a value control on the touch's path does with it, in one sentence.
    private func valueControlSentence(_ b: Builtin, at screenPoint: Point) -> String? {
        let id = Words.id(b.view, in: self)
        let p = convert(screenPoint, from: nil, to: b.view)
        let info = viewInfos[Int(b.view)]
        let bounds = Rect(origin: info.boundsOrigin, size: info.frame.size)
        switch b.kind {
        case .switch:
            if b.version == .legacy {
                return "\(id) is a legacy switch: it tracks the touch itself and toggles at a lift inside it (`setOn:`, `valueChanged`, then `touchUpInside`) (S20)."
            }
            guard let element = builtins.switchElement(b.view) else { return "\(id) is a switch that is not enabled: it does nothing (S20)." }
            let press = Words.number(BuiltinConstants.switchPressDuration)
            return "\(id) is a switch: `#switchPress` on \(Words.id(element, in: self)) begins \(press) s after touch-down and takes the touch (a scroll view around it never scrolls from it); at the lift the switch toggles (`setOn:`, `valueChanged`), after the rest of that step, then sends `touchUpInside` when the lift is inside; a drag sets it by the half the finger is on (`#switchPan`) (S20)."
        case .slider:
            guard let area = builtins.sliderTouchArea(b.view) else { return nil }
            let trackEnabled = b.settings.bool("trackEnabled") ?? false
            let tracks = trackEnabled || p.map(area.contains) == true
            let side = trackEnabled ? "it tracks a touch anywhere on it (trackEnabled)"
                : "it tracks a touch only when it begins on its thumb (grown to \(Words.number(BuiltinConstants.sliderThumbTouchSize)) pt square: \(area) at the starting value), \(tracks ? "as here" : "not here: the touch goes on up the chain")"
            return "\(id) is a slider: \(side); each move of a tracked touch changes its value by the movement along x (`setValue:`, `valueChanged` when continuous) and its lift sends `valueChanged` (S21)."
        case .stepper:
            let half = p.map { $0.x < bounds.center.x ? "minus" : "plus" } ?? "neither"
            let every = Words.number(BuiltinConstants.stepperRepeatInterval)
            return "\(id) is a stepper: the point is on its \(half) half; a tap steps at the lift (`setValue:`, `valueChanged`), a hold steps every \(every) s from \(every) s after touch-down (S22)."
        case .segmentedControl:
            let segment = p.flatMap { builtins.segment(of: b.view, at: $0, bounds: bounds) }
            return "\(id) is a segmented control: the point is on segment \(segment.map(String.init) ?? "none"); a lift inside it on a segment other than the selected one selects that segment (`setSelectedSegmentIndex:`, `valueChanged`) (S23)."
        case .pageControl:
            return "\(id) is a page control: a tap before the current page's indicator turns back a page, after it on a page (`setCurrentPage:`, `valueChanged`); a drag scrubs through the pages (S24)."
        default:
            return nil
        }
    }
}
