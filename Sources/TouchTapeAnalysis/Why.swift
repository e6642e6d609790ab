import TouchTapeCore

/// One decisive step of a hit-test, read from its trace.
package enum WhyStep: Sendable, Hashable {
    /// A window in front returned nil.
    case windowPassed(window: Int32, reason: NilReason)
    /// The window that took the touch.
    case windowTakes(window: Int32)
    /// A view in front of the path returned nil for a reason other than plainly not holding
    /// the point (hidden, a rule, alpha, …).
    case skipped(view: Int32, reason: NilReason)
    /// A view in front does not hold the point, but a subview of it sticking out does: that
    /// subview is never asked.
    case sticksOut(view: Int32, subview: Int32)
    /// A `forwardTo` rule sent the touch to another view.
    case forwarded(view: Int32, to: Int32)
    /// A `hitTest` rule returned the view itself without asking its subviews.
    case returnsSelf(view: Int32)
    /// The view that takes the touch.
    case takes(view: Int32)
}

/// Where a point's touch goes, and the decisive steps on the way (`why SCENE X Y`).
package struct WhyAnswer: Sendable {
    package var point: Point
    package var hit: HitTestResult
    /// The views from the window to the hit view, as hit-testing descended.
    package var path: [Int32]
    package var steps: [WhyStep]
}

extension Scene {
    /// Explains where the touch at a screen point goes (H1–H9): which window, the views in
    /// front that passed it on and why, the rules that forwarded it, and the view that took it.
    package func why(at point: Point) -> WhyAnswer {
        var trace: [TraceEntry] = []
        let hit = hitTest(point, trace: &trace)
        var steps: [WhyStep] = []
        var path: [Int32] = []
        // Views whose own `hitTest` returned themselves: not reached by forwarding.
        let answeredItself = Set(trace.filter { $0.call == .hitTest && $0.resultView == $0.view }.map(\.view))
        for entry in trace where entry.call == .hitTest {
            if let result = entry.resultView {
                // On the winning path: every enclosing call returned the same view.
                guard result == hit.view else { continue }
                path.append(entry.view)
                if entry.depth == 0 { steps.append(.windowTakes(window: entry.view)) }
                switch viewInfos[Int(entry.view)].hitTest {
                case .forwardTo(let targets) where targets.contains(result) && !answeredItself.contains(result):
                    // The rule returned the target without asking it (H8).
                    steps.append(.forwarded(view: entry.view, to: result))
                case .returnsSelf where result == entry.view && !subviews(of: entry.view).isEmpty:
                    steps.append(.returnsSelf(view: entry.view))
                default: break
                }
                continue
            }
            let reason = entry.reason ?? .outside
            if entry.depth == 0 {
                steps.append(.windowPassed(window: entry.view, reason: reason))
            } else if reason != .outside || !isPlainBoundsTest(entry.view) {
                // Only a view that would have held the point decides anything.
                if boundsHold(point, view: entry.view) { steps.append(.skipped(view: entry.view, reason: reason)) }
            } else if let subview = stickingOut(of: entry.view, at: point) {
                steps.append(.sticksOut(view: entry.view, subview: subview))
            }
        }
        if let view = hit.view {
            if path.last != view { path.append(view) }
            steps.append(.takes(view: view))
        }
        return WhyAnswer(point: point, hit: hit, path: path, steps: steps)
    }

    /// Whether the screen point lies in the view's bounds (whatever its rules say).
    private func boundsHold(_ point: Point, view: Int32) -> Bool {
        guard let q = convert(point, from: nil, to: view) else { return false }
        return boundsRect(of: view).contains(q)
    }

    private func isPlainBoundsTest(_ view: Int32) -> Bool {
        if case .bounds = viewInfos[Int(view)].pointInside { return true }
        return false
    }

    /// The frontmost descendant of `view` whose own area holds the screen point: a subview
    /// that sticks out of it there.
    package func stickingOut(of view: Int32, at point: Point) -> Int32? {
        var found: Int32?
        var stack: [Int32] = Array(subviews(of: view))
        var visited: [Int32] = []
        while let v = stack.popLast() {
            visited.append(v)
            stack.append(contentsOf: subviews(of: v))
        }
        // Front to back is reverse document order; views are indexed in document order.
        for v in visited.sorted(by: >) {
            if let q = convert(point, from: nil, to: v), pointInside(q, view: v) {
                found = v
                break
            }
        }
        return found
    }
}

extension WhyAnswer {
    /// The answer in words, one decisive step a line.
    package func sentences(in scene: Scene) -> [String] {
        let p = Words.point(point)
        guard hit.view != nil else {
            var lines = steps.compactMap { line(for: $0, in: scene) }
            lines.append("no window takes the touch at \(p) (noHitView).")
            return lines
        }
        var lines = ["path: " + path.map { scene.responderIDs[Int($0)] }.joined(separator: " > ")]
        lines += steps.compactMap { line(for: $0, in: scene) }
        return lines
    }

    private func line(for step: WhyStep, in scene: Scene) -> String? {
        switch step {
        case .windowPassed(let w, let reason):
            return "the window \(Words.id(w, in: scene)) in front returns nil: it \(Words.reason(reason, view: w, point: point, in: scene))."
        case .windowTakes(let w):
            return "the window \(Words.id(w, in: scene)) takes the touch at \(Words.point(point))."
        case .skipped(let v, let reason):
            return "\(Words.id(v, in: scene)) in front returns nil: it \(Words.reason(reason, view: v, point: point, in: scene))."
        case .sticksOut(let v, let subview):
            let bounds = scene.screenFrame(of: v).map { " \(Words.rect($0))" } ?? ""
            return "\(Words.id(v, in: scene)) in front returns nil: the point is outside its bounds\(bounds), so its subview \(Words.id(subview, in: scene)), which sticks out there, is never asked."
        case .forwarded(let v, let to):
            return "\(Words.id(v, in: scene))'s forwardTo rule sends the touch to \(Words.id(to, in: scene))."
        case .returnsSelf(let v):
            return "\(Words.id(v, in: scene))'s hitTest rule returns itself; its subviews are never asked."
        case .takes(let v):
            let frame = scene.screenFrame(of: v).map { ", frame on the screen \(Words.rect($0))" } ?? ""
            return "\(Words.id(v, in: scene)) takes the touch\(frame)."
        }
    }
}
