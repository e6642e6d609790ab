/// S21 UISlider (E18; H for iOS 15–18). The slider is the touch's view (K4: `hitTest: "self"`).
/// It tracks a touch only when its `began` lies inside the thumb grown to at least 48 × 48 pt
/// (or anywhere with `trackEnabled`); otherwise it sends nothing and the touch's phases go on
/// up the chain (R6.1, R6.5). While tracking, each `moved` changes the value by the movement
/// along x since the slider's last phase, `Δx · (max − min) / (trackWidth − thumbWidth)`,
/// clamped (`setValue:`), and sends `valueChanged` before that move's drag events when
/// `continuous`; `ended` sends `valueChanged` once, then C3's touch-up; `cancelled` only
/// `touchCancel`.
struct SliderState: Sendable {
    var value: Double
    /// The touch it tracks, and the x (in the slider's coordinates) of its last phase.
    var tracked: (serial: Int, x: Double)?
}

extension GestureStage {
    private func sliderState(_ f: SliderFacet) -> SliderState {
        builtin.valueControls.sliders[f.view] ?? SliderState(value: f.value, tracked: nil)
    }

    /// S21: whether the slider tracks this touch; decided at its `began` (the first touch only,
    /// as a UIControl takes one). A touch it does not track passes up the chain, but for its
    /// cancellation, which a UIControl does not forward (R6.5).
    mutating func sliderTracking(_ f: SliderFacet, sample: TouchSample, serial: Int) -> ControlTracking {
        var state = sliderState(f)
        if sample.phase == .began {
            guard state.tracked == nil, let p = local(sample.location, in: f.view),
                  f.trackEnabled || Self.touchArea(of: f.thumb(at: state.value)).contains(p) else { return .notTracking }
            state.tracked = (serial, p.x)
            builtin.valueControls.sliders[f.view] = state
            return .controlRules
        }
        if state.tracked?.serial == serial { return .controlRules }
        return sample.phase == .cancelled ? .silent : .notTracking
    }

    /// E18: the thumb grown to at least 48 × 48 pt about its centre
    /// (insets `−max((48 − size) / 2, 0)`).
    static func touchArea(of thumb: Rect) -> Rect {
        let least = BuiltinConstants.sliderThumbTouchSize
        let dx = max((least - thumb.size.width) / 2, 0), dy = max((least - thumb.size.height) / 2, 0)
        return thumb.inset(top: -dy, left: -dx, bottom: -dy, right: -dx)
    }

    /// S21: what a phase of the tracked touch does; returns the events the slider adds.
    mutating func sliderSent(_ f: SliderFacet, sample: TouchSample, serial: Int, delivery: inout GestureDelivery) -> [ControlEvent] {
        var state = sliderState(f)
        guard let tracked = state.tracked, tracked.serial == serial else { return [] }
        defer { builtin.valueControls.sliders[f.view] = state }
        switch sample.phase {
        case .moved:
            guard let p = local(sample.location, in: f.view) else { return [] }
            state.tracked = (serial, p.x)
            let travel = f.track.size.width - f.thumb.size.width
            guard travel > 0 else { return [] }
            let value = min(max(state.value + (p.x - tracked.x) * (f.max - f.min) / travel, f.min), f.max)
            guard value != state.value else { return [] }
            state.value = value
            call("setValue:", from: f.view, to: f.view, [CallArgument("value", .numeric(value))], on: &delivery)
            return f.continuous ? [.valueChanged] : []
        case .ended:
            state.tracked = nil
            return [.valueChanged]
        case .cancelled:
            state.tracked = nil
            return []
        case .began, .stationary:
            return []
        }
    }
}
