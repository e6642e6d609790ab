import TouchTapeCore

extension WhyNotAnswer {
    /// The answer in plain words: the cause, then what would change the outcome.
    package func sentences(in scene: Scene) -> [String] {
        let v = Words.id(view, in: scene)
        let p = Words.point(point)
        var lines: [String] = []
        switch cause {
        case .getsTheTouch:
            lines.append("\(v) gets the touch at \(p).")
        case .windowInFront(let window):
            lines.append("the window \(Words.id(window, in: scene)) is in front of \(Words.id(scene.window(of: view), in: scene)) and takes the touch at \(p); \(v)'s window is never asked.")
        case .viewInFront(let hidden, let front):
            let taken = hit.view.map { $0 == front ? "" : " (for \(Words.id($0, in: scene)))" } ?? ""
            let of = hidden == view ? "" : ", an ancestor of \(v),"
            lines.append("\(Words.id(front, in: scene)) is in front of \(Words.id(hidden, in: scene))\(of) and takes the touch at \(p)\(taken).")
        case .ineligible(let at, let reason):
            let whose = at == view ? v : "its ancestor \(Words.id(at, in: scene))"
            let tail = at == view ? "" : ", so its subviews are never asked"
            lines.append("\(whose) \(Words.reason(reason, view: at, point: point, in: scene))\(tail).")
        case .outsideAncestor(let ancestor, let sticksOut):
            let a = Words.id(ancestor, in: scene)
            let bounds = scene.screenFrame(of: ancestor).map { " \(Words.rect($0))" } ?? ""
            var line = "the point \(p) is outside \(a)'s bounds\(bounds), so \(a) never asks its subviews"
            if case .bounds = scene.viewInfos[Int(ancestor)].pointInside {} else {
                line = "the point \(p) is outside \(a)'s pointInside area, so \(a) never asks its subviews"
            }
            lines.append(line + (sticksOut ? "; \(v) sticks out of its superview." : "."))
        case .outsideView:
            lines.append("\(v) \(Words.outside(view: view, point: point, in: scene)).")
        case .rule(let at):
            let whose = at == view ? v : "its ancestor \(Words.id(at, in: scene))"
            lines.append("\(whose) \(Words.rule(view: at, point: point, in: scene)).")
        case .returnsSelf(let at):
            lines.append("\(Words.id(at, in: scene))'s hitTest rule returns \(Words.id(at, in: scene)) itself; its subviews, \(v)'s path among them, are never asked.")
        case .forwarded(let at, let to):
            lines.append("\(Words.id(at, in: scene))'s forwardTo rule sends the touch to \(Words.id(to, in: scene)); its subviews are never asked.")
        case .subviewTakesIt(let subview):
            lines.append("its subview \(Words.id(subview, in: scene)) takes the touch; \(v) is on its responder chain.")
        }
        if let frame = screenFrame {
            lines.append("\(v)'s frame on the screen: \(Words.rect(frame)).")
        }
        if let area = hitArea {
            let share = hitAreaSize.map { " (\(Words.number($0)) square points of it)" } ?? ""
            lines.append("\(v) gets touches within \(Words.rect(area))\(share).")
        } else {
            lines.append("\(v) gets no touch anywhere on the screen.")
        }
        return lines
    }
}
