/// S24 UIPageControl (E21; M), with clarification 7. The control is the touch's view (K4).
/// - An inside `ended` (C3's test) moves one page toward the side of the current page's
///   indicator the lift lies on (before its centre: back one, else on one), clamped to
///   `[0, numberOfPages − 1]`; a change records `setCurrentPage:` and sends `valueChanged`,
///   before C3's `touchUpInside`. The indicators are `pageIndicatorSpacing` apart, centred
///   (U9).
/// - With `continuousInteraction` (iOS 14+, the default), each `moved` scrubs: the page under
///   the touch, among `numberOfPages` equal slots across the control, becomes current
///   (`setCurrentPage:`, `valueChanged`, before the move's drag events), and after any such
///   move the lift does not apply the tap rule (L).
struct PageControlState: Sendable {
    var currentPage: Int
    /// The touch that has scrubbed.
    var scrubbed: Int?
}

extension GestureStage {
    /// S24: the events a phase of the control's touch adds.
    mutating func pageControlSent(_ f: PageControlFacet, events: [ControlEvent], sample: TouchSample, serial: Int,
                                  delivery: inout GestureDelivery) -> [ControlEvent] {
        var state = builtin.valueControls.pageControls[f.view] ?? PageControlState(currentPage: f.currentPage, scrubbed: nil)
        defer { builtin.valueControls.pageControls[f.view] = state }
        let bounds = scene.nodes[Int(f.view)].bounds
        guard f.numberOfPages > 0, let p = local(sample.location, in: f.view) else { return [] }
        switch sample.phase {
        case .moved:
            guard f.continuousInteraction, bounds.size.width > 0 else { return [] }
            state.scrubbed = serial
            let slot = Int(((p.x - bounds.minX) / (bounds.size.width / Double(f.numberOfPages))).rounded(.down))
            return turn(f, &state, to: slot, delivery: &delivery)
        case .ended:
            defer { state.scrubbed = nil }
            guard state.scrubbed != serial, events.contains(.touchUpInside) else { return [] }
            let centre = bounds.center.x
                + (Double(state.currentPage) - Double(f.numberOfPages - 1) / 2) * BuiltinConstants.pageIndicatorSpacing
            return turn(f, &state, to: state.currentPage + (p.x < centre ? -1 : 1), delivery: &delivery)
        case .cancelled:
            state.scrubbed = nil
            return []
        case .began, .stationary:
            return []
        }
    }

    /// The current page becomes `page`, clamped; a change records `setCurrentPage:` and sends
    /// `valueChanged`.
    private mutating func turn(_ f: PageControlFacet, _ state: inout PageControlState, to page: Int,
                               delivery: inout GestureDelivery) -> [ControlEvent] {
        let page = min(max(page, 0), f.numberOfPages - 1)
        guard page != state.currentPage else { return [] }
        state.currentPage = page
        call("setCurrentPage:", from: f.view, to: f.view, [CallArgument("index", .integer(page))], on: &delivery)
        return [.valueChanged]
    }
}
