/// S23 UISegmentedControl (E20; M for no event on reselect, L for the phase). The control is
/// the touch's view (K4: `hitTest: "self"`; its segments are image views). `ended` inside it
/// (C3's test) on segment i selects i (`setSelectedSegmentIndex:`, then `valueChanged`) when i
/// is not the selected one; the selected one again sends nothing unless
/// `alwaysEmitValueChanged`; `momentary` sends `valueChanged` for every segment and keeps no
/// selection. C3's `touchUpInside` follows. A touch that begins on the selected segment and is
/// dragged (iOS 13+) lifts on the segment it selects, which this rule already gives.
/// `selectOn: "down"` (before iOS 13, L) selects at `began` instead, after `touchDown`.
struct SegmentedControlState: Sendable {
    var selectedIndex: Int
}

extension GestureStage {
    /// S23: the events a phase of the control's touch adds.
    mutating func segmentedControlSent(_ f: SegmentedControlFacet, events: [ControlEvent], sample: TouchSample,
                                       delivery: inout GestureDelivery) -> [ControlEvent] {
        let selects = f.selectsOnDown ? sample.phase == .began : sample.phase == .ended && events.contains(.touchUpInside)
        guard selects, let p = local(sample.location, in: f.view),
              let segment = f.segment(at: p, bounds: scene.nodes[Int(f.view)].bounds) else { return [] }
        var state = builtin.valueControls.segmentedControls[f.view] ?? SegmentedControlState(selectedIndex: f.selectedIndex)
        defer { builtin.valueControls.segmentedControls[f.view] = state }
        if f.momentary { return [.valueChanged] }
        guard segment != state.selectedIndex else { return f.alwaysEmitValueChanged ? [.valueChanged] : [] }
        state.selectedIndex = segment
        call("setSelectedSegmentIndex:", from: f.view, to: f.view, [CallArgument("index", .integer(segment))], on: &delivery)
        return [.valueChanged]
    }
}
