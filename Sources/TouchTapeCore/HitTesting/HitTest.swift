/// What hit-testing a screen point found: the window that took the touch and the view
/// returned by its `hitTest` (both nil when no window took it, H2).
package struct HitTestResult: Sendable, Hashable {
    package var window: Int32?
    package var view: Int32?

    package init(window: Int32?, view: Int32?) {
        self.window = window
        self.view = view
    }
}

extension Scene {
    /// Hit-tests a screen point (H1–H8): windows front to back, each asked with the point in
    /// its own coordinates; the first that returns a view takes the touch.
    package func hitTest(_ screenPoint: Point) -> HitTestResult {
        for window in windowsFrontToBack {
            let hit = fastHitTest(window, convertDown(screenPoint, into: window))
            if hit >= 0 { return HitTestResult(window: window, view: hit) }
        }
        return HitTestResult(window: nil, view: nil)
    }

    /// Hit-tests a screen point and records every `hitTest` and `pointInside` call (H9).
    package func hitTest(_ screenPoint: Point, trace: inout [TraceEntry]) -> HitTestResult {
        var tracer = TraceRecorder()
        let result = hitTestWindows(screenPoint, &tracer)
        trace.append(contentsOf: tracer.entries)
        return result
    }

    /// The view's `point(inside:with:)` for a point in its bounds coordinates (P1, P2).
    package func pointInside(_ p: Point, view: Int32) -> Bool {
        let node = nodes[Int(view)]
        return Self.pointInside(p, rule: node.pointInside, bounds: node.bounds)
    }

    /// Converts a point between two views' coordinate spaces (H7, with H7a's arithmetic on the
    /// way down), `nil` standing for the screen. Returns nil when a singular transform on the
    /// way down makes it impossible, or when a coordinate on the way is not finite (H7a).
    package func convert(_ p: Point, from source: Int32?, to destination: Int32?) -> Point? {
        let a = source ?? -1, b = destination ?? -1
        let ancestor = commonAncestor(a, b)
        var q = p
        var x = a
        while x != ancestor {
            q = nodes[Int(x)].toParent.apply(q)
            // H7a: a coordinate that overflows on the way makes the point unconvertible.
            guard q.x.isFinite, q.y.isFinite else { return nil }
            x = nodes[Int(x)].parent
        }
        return convertDown(q, from: ancestor, to: b)
    }

    // MARK: - The algorithm

    @inline(__always)
    func hitTestWindows<T: HitTestTracer>(_ screenPoint: Point, _ tracer: inout T) -> HitTestResult {
        for window in windowsFrontToBack {
            let hit = hitTest(window, convertDown(screenPoint, into: window), &tracer)
            if hit >= 0 { return HitTestResult(window: window, view: hit) }
        }
        return HitTestResult(window: nil, view: nil)
    }

    /// A view's `hitTest(_:with:)` when nothing is traced: the same answer as
    /// ``hitTest(_:_:_:)``, walking plain views (default rules, no transform) in a loop over
    /// the compact ``FastNode``s, without recursion or allocation; any other view is asked
    /// through the general algorithm.
    func fastHitTest(_ start: Int32, _ point: Point?) -> Int32 {
        var noTrace = NoTrace()
        guard let start0 = point else { return hitTest(start, nil, &noTrace) }
        return fastNodes.withUnsafeBufferPointer { fast in
            childIndices.withUnsafeBufferPointer { children in
                var view = start
                var p = start0
                let first = fast[Int(view)]
                switch first.kind {
                case .general:
                    return hitTest(view, p, &noTrace)
                case .ineligible:
                    return -1
                case .plain, .transformed:
                    if !first.contains(p) { return -1 }
                case .passThroughSelf:
                    // H5 then H8: the first subview that answers, else nil (never itself).
                    if !first.contains(p) { return -1 }
                    var i = Int(first.firstChild + first.childCount) - 1
                    while i >= Int(first.firstChild) {
                        let hit = fastHitTest(children[i], childPoint(children[i], fast[Int(children[i])], p))
                        if hit >= 0 { return hit }
                        i -= 1
                    }
                    return -1
                }
                // `view` passed H3 and H4: the answer is it or a view below it (H5, H6).
                descend: while true {
                    let node = fast[Int(view)]
                    var i = Int(node.firstChild + node.childCount) - 1
                    let end = Int(node.firstChild)
                    while i >= end {
                        let child = children[i]
                        let c = fast[Int(child)]
                        switch c.kind {
                        case .plain:
                            // A coordinate that overflowed is NaN or infinite: never contained,
                            // the same answer as the general path's nil point.
                            let q = c.plainPoint(p)
                            if c.contains(q) {
                                view = child
                                p = q
                                continue descend
                            }
                        case .transformed:
                            if let q = nodes[Int(child)].down.apply(p), c.contains(q) {
                                view = child
                                p = q
                                continue descend
                            }
                        case .ineligible:
                            break
                        case .passThroughSelf, .general:
                            let hit = fastHitTest(child, childPoint(child, c, p))
                            if hit >= 0 { return hit }
                        }
                        i -= 1
                    }
                    return view
                }
            }
        }
    }

    /// A point in a view's superview's coordinates, in the view's (H7); nil through a
    /// singular transform or when a coordinate is not finite (H7a).
    @inline(__always)
    private func childPoint(_ child: Int32, _ fast: FastNode, _ p: Point) -> Point? {
        switch fast.kind {
        case .plain:
            let q = fast.plainPoint(p)
            return q.x.isFinite && q.y.isFinite ? q : nil
        default:
            return convertDown(p, into: child)
        }
    }

    /// A point in a view's superview's coordinates (the screen for a window), in the view's
    /// (H7, H7a); nil through a singular transform or when a coordinate is not finite.
    @inline(__always)
    func convertDown(_ p: Point, into view: Int32) -> Point? {
        let node = nodes[Int(view)]
        return node.flags.contains(.singular) ? nil : node.down.apply(p)
    }

    /// A view's `hitTest(_:with:)`: its rule (H8) or the default (H3–H6). Returns a view
    /// index, or -1 for nil.
    func hitTest<T: HitTestTracer>(_ view: Int32, _ point: Point?, _ tracer: inout T) -> Int32 {
        let token = tracer.beginHitTest(view: view, point: point)
        let node = nodes[Int(view)]
        var result: Int32 = -1
        var reason: NilReason?
        switch node.hitTestRule {
        case .standard:
            (result, reason) = standardHitTest(view, node, point, &tracer)
        case .returnsSelf:
            result = view
        case .none:
            reason = .rule
        case .passThroughSelf:
            (result, reason) = standardHitTest(view, node, point, &tracer)
            if result == view { (result, reason) = (-1, .rule) }
        case .passThrough(let slot):
            var passed = false
            for target in ruleTargets[Int(slot)] where ruleSaysInside(point, from: view, target: target, &tracer) {
                passed = true
                break
            }
            if passed {
                reason = .rule
            } else {
                (result, reason) = standardHitTest(view, node, point, &tracer)
            }
        case .forwardTo(let slot):
            if let ineligible = Self.eligibilityFailure(node.flags) {
                reason = ineligible
            } else {
                var forwarded: Int32 = -1
                for target in ruleTargets[Int(slot)] where ruleSaysInside(point, from: view, target: target, &tracer) {
                    forwarded = target
                    break
                }
                if forwarded >= 0 {
                    result = forwarded
                } else {
                    (result, reason) = standardHitTest(view, node, point, &tracer)
                }
            }
        }
        tracer.endHitTest(token, result: result, reason: reason)
        return result
    }

    /// UIKit's default `hitTest`: eligibility (H3), own area (H4), subviews front to back
    /// (H5), self (H6).
    @inline(__always)
    func standardHitTest<T: HitTestTracer>(_ view: Int32, _ node: ViewNode, _ point: Point?,
                                           _ tracer: inout T) -> (Int32, NilReason?) {
        if let ineligible = Self.eligibilityFailure(node.flags) { return (-1, ineligible) }
        guard let p = point else { return (-1, .singularTransform) }
        let inside = Self.pointInside(p, rule: node.pointInside, bounds: node.bounds)
        tracer.pointInside(view: view, point: p, result: inside)
        if !inside { return (-1, .outside) }
        var i = Int(node.firstChild + node.childCount) - 1
        let first = Int(node.firstChild)
        while i >= first {
            let child = childIndices[i]
            let q = convertDown(p, into: child)
            // Untraced, a subview is asked through the fast path (the same answer, faster).
            let hit = T.records ? hitTest(child, q, &tracer) : fastHitTest(child, q)
            if hit >= 0 { return (hit, nil) }
            i -= 1
        }
        return (view, nil)
    }

    /// H3, in the order H9 gives reasons.
    @inline(__always)
    static func eligibilityFailure(_ flags: ViewFlags) -> NilReason? {
        if flags.isDisjoint(with: .ineligible) { return nil }
        if flags.contains(.hidden) { return .hidden }
        if flags.contains(.interactionDisabled) { return .userInteractionDisabled }
        if flags.contains(.transparent) { return .alpha }
        if flags.contains(.disabledControl) { return .disabledControl }
        return .singularTransform
    }

    /// A rule's check of a listed view: the point converted into its coordinates is inside
    /// it by its own `pointInside` rule. The call is traced like any other.
    func ruleSaysInside<T: HitTestTracer>(_ point: Point?, from view: Int32, target: Int32, _ tracer: inout T) -> Bool {
        guard let point, let q = convert(point, from: view, to: target) else {
            tracer.pointInside(view: target, point: nil, result: false)
            return false
        }
        let node = nodes[Int(target)]
        let inside = Self.pointInside(q, rule: node.pointInside, bounds: node.bounds)
        tracer.pointInside(view: target, point: q, result: inside)
        return inside
    }

    @inline(__always)
    static func pointInside(_ p: Point, rule: PointInsideRule, bounds: Rect) -> Bool {
        if let area = rectangularArea(rule, bounds: bounds) { return area.contains(p) }
        switch rule {
        case .bounds, .inset, .minimumSize:
            return false  // rectangular: answered above
        case .circle:
            let radius = bounds.size.width / 2
            guard radius > 0 else { return false }
            let c = bounds.center
            let dx = p.x - c.x, dy = p.y - c.y
            return (dx * dx + dy * dy).squareRoot() <= radius
        case .always:
            return true
        case .never:
            return false
        }
    }

    /// The area a rectangular `pointInside` rule accepts (P1, P2): the bounds, the bounds
    /// inset (an inset leaving a negative width or height is empty under the half-open test),
    /// or the bounds grown about their center to a minimum size, never shrunk. Nil for the
    /// other rules.
    @inline(__always)
    static func rectangularArea(_ rule: PointInsideRule, bounds: Rect) -> Rect? {
        switch rule {
        case .bounds:
            return bounds
        case .inset(let top, let left, let bottom, let right):
            return bounds.inset(top: top, left: left, bottom: bottom, right: right)
        case .minimumSize(let minimum):
            let dw = max(minimum.width - bounds.size.width, 0)
            let dh = max(minimum.height - bounds.size.height, 0)
            return bounds.inset(top: -dh / 2, left: -dw / 2, bottom: -dh / 2, right: -dw / 2)
        case .circle, .always, .never:
            return nil
        }
    }

    // MARK: - Conversion helpers

    /// The depth of a view (a window is 1); -1 (the screen) is 0.
    @inline(__always)
    func depth(_ view: Int32) -> Int { view < 0 ? 0 : viewInfos[Int(view)].depth }

    func commonAncestor(_ a: Int32, _ b: Int32) -> Int32 {
        var x = a, y = b
        var dx = depth(x), dy = depth(y)
        while dx > dy { x = nodes[Int(x)].parent; dx -= 1 }
        while dy > dx { y = nodes[Int(y)].parent; dy -= 1 }
        while x != y {
            x = nodes[Int(x)].parent
            y = nodes[Int(y)].parent
        }
        return x
    }

    /// Converts a point in `ancestor`'s coordinates (-1: the screen) down into `view`'s.
    func convertDown(_ p: Point, from ancestor: Int32, to view: Int32) -> Point? {
        if view == ancestor { return p }
        guard let q = convertDown(p, from: ancestor, to: nodes[Int(view)].parent) else { return nil }
        return convertDown(q, into: view)
    }
}
