import TouchTapeCore

/// The first decisive cause on a view's path that keeps a touch from it (`why --view`).
package enum WhyNotCause: Sendable, Hashable {
    /// The view is the hit-test view: it does get the touch.
    case getsTheTouch
    /// A window in front of the view's window took the touch; the view's window is never asked (H2).
    case windowInFront(window: Int32)
    /// `view` (the view, or an ancestor's sibling) is never asked, because `inFront`, a
    /// sibling in front of it, took the touch first (H5).
    case viewInFront(view: Int32, inFront: Int32)
    /// `view` (the view or an ancestor) fails H3 (hidden, interaction disabled, alpha below
    /// 0.01, a disabled control, a singular transform).
    case ineligible(view: Int32, reason: NilReason)
    /// The point is outside `ancestor`'s area, so it never asks its subviews (H4, H5).
    /// `sticksOut`: the view's own area holds the point (it sticks out of the ancestor).
    case outsideAncestor(ancestor: Int32, sticksOut: Bool)
    /// The point is outside the view's own area (H4, P1, P2).
    case outsideView
    /// `view`'s `hitTest` rule (`none`, `passThroughSelf`, `passThrough`) returns nil (H8).
    case rule(view: Int32)
    /// An ancestor's `hitTest` rule returns the ancestor itself without asking its subviews (H8).
    case returnsSelf(view: Int32)
    /// An ancestor's `forwardTo` rule sends the touch to another view (H8).
    case forwarded(view: Int32, to: Int32)
    /// A subview of the view takes the touch (H5): the view is in the chain, not the hit view.
    case subviewTakesIt(subview: Int32)

    /// The cause as a stable word, for `--json`.
    package var code: String {
        switch self {
        case .getsTheTouch: "getsTheTouch"
        case .windowInFront: "windowInFront"
        case .viewInFront: "viewInFront"
        case .ineligible(_, let reason): reason.rawValue
        case .outsideAncestor: "outsideSuperview"
        case .outsideView: "outsideView"
        case .rule: "hitTestRule"
        case .returnsSelf: "ancestorReturnsSelf"
        case .forwarded: "forwarded"
        case .subviewTakesIt: "subviewTakesIt"
        }
    }

    /// The views the cause names, the decisive one first.
    package var views: [Int32] {
        switch self {
        case .getsTheTouch, .outsideView: []
        case .windowInFront(let w): [w]
        case .viewInFront(let v, let front): [front, v]
        case .ineligible(let v, _), .rule(let v), .returnsSelf(let v): [v]
        case .outsideAncestor(let a, _): [a]
        case .forwarded(let v, let to): [v, to]
        case .subviewTakesIt(let s): [s]
        }
    }
}

/// Why a view does or does not get the touch at a screen point.
package struct WhyNotAnswer: Sendable {
    package var view: Int32
    package var point: Point
    package var cause: WhyNotCause
    /// What hit-testing the point found.
    package var hit: HitTestResult
    /// The view's frame on the screen; nil through a singular transform.
    package var screenFrame: Rect?
    /// The bounding box of the screen points whose touch the view does get (sampled), nil
    /// when there are none.
    package var hitArea: Rect?
    /// How much of the screen the view gets, in square points (sampled).
    package var hitAreaSize: Double?
}

extension Scene {
    /// Why the touch at a screen point does not go to `view` (or that it does): the first
    /// decisive cause on the path from the windows to the view, read from the trace (H9).
    /// `hitArea` is taken from a sampled map of the screen when one is given.
    package func whyNot(view: Int32, at point: Point, areas: HitAreaMap? = nil) -> WhyNotAnswer {
        var trace: [TraceEntry] = []
        let hit = hitTest(point, trace: &trace)
        let cause = decisiveCause(view: view, point: point, hit: hit, trace: trace)
        return WhyNotAnswer(view: view, point: point, cause: cause, hit: hit, screenFrame: screenFrame(of: view),
                            hitArea: areas?.areas[Int(view)]?.boundingBox,
                            hitAreaSize: areas.flatMap { map in map.areas[Int(view)].map { Double($0.cells) * map.step * map.step } })
    }

    func decisiveCause(view: Int32, point: Point, hit: HitTestResult, trace: [TraceEntry]) -> WhyNotCause {
        if hit.view == view { return .getsTheTouch }
        // Each view is asked `hitTest` at most once in one hit-test.
        var asked: [Int32: TraceEntry] = [:]
        for entry in trace where entry.call == .hitTest { asked[entry.view] = entry }
        let path = pathFromWindow(to: view)
        for (i, current) in path.enumerated() {
            guard let entry = asked[current] else {
                return causeForNotAsked(current, parent: i > 0 ? path[i - 1] : nil, asked: asked, hit: hit)
            }
            guard let result = entry.resultView else {
                switch entry.reason ?? .outside {
                case .outside:
                    if current == view { return .outsideView }
                    return .outsideAncestor(ancestor: current, sticksOut: ownAreaHolds(point, view: view))
                case .rule:
                    return .rule(view: current)
                case let reason:
                    return .ineligible(view: current, reason: reason)
                }
            }
            if current == view { return .subviewTakesIt(subview: result) }
        }
        return .subviewTakesIt(subview: hit.view ?? view)
    }

    /// A view on the path was never asked: a window or a sibling in front took the touch,
    /// or the parent's rule answered without asking its subviews.
    private func causeForNotAsked(_ view: Int32, parent: Int32?, asked: [Int32: TraceEntry],
                                  hit: HitTestResult) -> WhyNotCause {
        guard let parent else { return .windowInFront(window: hit.window ?? view) }
        let siblings = subviews(of: parent)
        if let index = siblings.firstIndex(of: view) {
            for sibling in siblings[(index + 1)...].reversed() where asked[sibling]?.resultView != nil {
                return .viewInFront(view: view, inFront: sibling)
            }
        }
        switch viewInfos[Int(parent)].hitTest {
        case .forwardTo:
            if let to = asked[parent]?.resultView { return .forwarded(view: parent, to: to) }
            return .rule(view: parent)
        case .returnsSelf:
            return .returnsSelf(view: parent)
        default:
            return .rule(view: parent)
        }
    }

    /// Whether the view's own `pointInside` holds the screen point.
    private func ownAreaHolds(_ point: Point, view: Int32) -> Bool {
        guard let q = convert(point, from: nil, to: view) else { return false }
        return pointInside(q, view: view)
    }
}
