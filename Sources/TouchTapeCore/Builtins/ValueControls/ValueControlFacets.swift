/// Value controls (docs/rules.md S20–S24): each switch, slider, stepper, segmented control
/// and page control with its options' defaults applied (4.1), compiled once per scene. What
/// each does with touches is in its own file (Switches.swift, Sliders.swift, …); the hooks
/// that reach them are routed in ValueControlHooks.swift.
struct ValueControlFacets: Sendable {
    var switches: [Int32: SwitchFacet] = [:]
    /// S20: the view a modern switch's recognizers sit on (its visual element, or the switch
    /// itself when the scene has no element), by that view: the switch.
    var switchOfElement: [Int32: Int32] = [:]
    var sliders: [Int32: SliderFacet] = [:]
    var steppers: [Int32: StepperFacet] = [:]
    var segmentedControls: [Int32: SegmentedControlFacet] = [:]
    var pageControls: [Int32: PageControlFacet] = [:]

    static let none = ValueControlFacets()

    /// Whether the scene has no value control (every hook then returns at once).
    var isEmpty: Bool {
        switches.isEmpty && sliders.isEmpty && steppers.isEmpty && segmentedControls.isEmpty && pageControls.isEmpty
    }

    static func compile(_ items: [Builtin], scene: Scene) -> ValueControlFacets {
        var f = ValueControlFacets()
        for b in items {
            switch b.kind {
            case .switch:
                let s = SwitchFacet(b, scene: scene)
                f.switches[b.view] = s
                if !s.legacy { f.switchOfElement[s.element] = b.view }
            case .slider: f.sliders[b.view] = SliderFacet(b, scene: scene)
            case .stepper: f.steppers[b.view] = StepperFacet(b)
            case .segmentedControl: f.segmentedControls[b.view] = SegmentedControlFacet(b, scene: scene)
            case .pageControl: f.pageControls[b.view] = PageControlFacet(b)
            default: break
            }
        }
        return f
    }
}

/// S20: a UISwitch.
struct SwitchFacet: Sendable {
    /// The class of a modern switch's visual element (E17).
    static let elementClass = "UISwitchModernVisualElement"

    var view: Int32
    /// The hit view its recognizers sit on: the first subview of class
    /// `UISwitchModernVisualElement`, else the switch itself (S20).
    var element: Int32
    /// `version: "legacy"`: C-rule tracking and a toggle at an inside `ended` (before iOS 13).
    var legacy: Bool
    /// `on` when the session starts.
    var on: Bool
    /// `enabled: false`: the switch does nothing (no recognizers, no events).
    var enabled: Bool

    init(_ b: Builtin, scene: Scene) {
        view = b.view
        legacy = b.version == .legacy
        on = b.settings.bool("on") ?? false
        enabled = b.settings.bool("enabled") ?? true
        element = scene.subviews(of: b.view).first { scene.responderClasses[Int($0)] == Self.elementClass } ?? b.view
    }
}

/// S21: a UISlider. Rectangles are in the slider's bounds coordinates.
struct SliderFacet: Sendable {
    var view: Int32
    /// `value` when the session starts, clamped to `[min, max]`.
    var value: Double
    var min: Double
    var max: Double
    var continuous: Bool
    /// The thumb at the starting `value` (`thumbRect`, else 31 × 31 pt centred on the value's
    /// place along the track, vertically centred).
    var thumb: Rect
    /// `trackRect`, else the slider's bounds.
    var track: Rect
    var trackEnabled: Bool

    init(_ b: Builtin, scene: Scene) {
        let s = b.settings
        view = b.view
        min = s.number("min") ?? 0
        max = Swift.max(s.number("max") ?? 1, min)
        value = Swift.min(Swift.max(s.number("value") ?? 0, min), max)
        continuous = s.bool("continuous") ?? true
        trackEnabled = s.bool("trackEnabled") ?? false
        let bounds = scene.nodes[Int(b.view)].bounds
        track = s.numbers("trackRect").map(Rect.init(numbers:)) ?? bounds
        if let given = s.numbers("thumbRect") {
            thumb = Rect(numbers: given)
        } else {
            let side = BuiltinConstants.sliderThumbSize
            var thumb = Rect(x: track.minX, y: bounds.center.y - side / 2, width: side, height: side)
            thumb.origin.x += Self.travel(value - min, min: min, max: max, track: track, thumbWidth: side)
            self.thumb = thumb
        }
    }

    /// How far the thumb moves for a change of value `delta` (S21's ratio, inverted).
    static func travel(_ delta: Double, min: Double, max: Double, track: Rect, thumbWidth: Double) -> Double {
        max > min ? delta / (max - min) * (track.size.width - thumbWidth) : 0
    }

    /// The thumb when the value is `value` (it moves along the track with the value).
    func thumb(at value: Double) -> Rect {
        var r = thumb
        r.origin.x += Self.travel(value - self.value, min: min, max: max, track: track, thumbWidth: thumb.size.width)
        return r
    }
}

/// S22: a UIStepper.
struct StepperFacet: Sendable {
    var view: Int32
    /// `value` when the session starts, clamped to `[min, max]`.
    var value: Double
    var min: Double
    var max: Double
    var stepValue: Double
    var autorepeat: Bool
    var continuous: Bool
    var wraps: Bool

    init(_ b: Builtin) {
        let s = b.settings
        view = b.view
        min = s.number("min") ?? 0
        max = Swift.max(s.number("max") ?? 100, min)
        value = Swift.min(Swift.max(s.number("value") ?? 0, min), max)
        stepValue = s.number("stepValue") ?? 1
        autorepeat = s.bool("autorepeat") ?? true
        continuous = s.bool("continuous") ?? true
        wraps = s.bool("wraps") ?? false
    }
}

/// S23: a UISegmentedControl. Rectangles are in the control's bounds coordinates.
struct SegmentedControlFacet: Sendable {
    /// The class of a segment's view (E20).
    static let segmentClass = "UISegment"

    var view: Int32
    /// `segments`, else the number of `segmentFrames`, else of its `UISegment` subviews, else 1.
    var segments: Int
    var segmentFrames: [Rect]?
    /// `selectedIndex` when the session starts; −1 for none.
    var selectedIndex: Int
    var momentary: Bool
    var alwaysEmitValueChanged: Bool
    /// `selectOn: "down"`: the pre-iOS 13 reading, selection at touch-down (L).
    var selectsOnDown: Bool

    init(_ b: Builtin, scene: Scene) {
        let s = b.settings
        view = b.view
        if case .rects(let list) = s["segmentFrames"] { segmentFrames = list.map(Rect.init(numbers:)) }
        let children = scene.subviews(of: b.view).filter { scene.responderClasses[Int($0)] == Self.segmentClass }.count
        segments = s.integer("segments") ?? segmentFrames?.count ?? Swift.max(children, 1)
        selectedIndex = s.integer("selectedIndex") ?? -1
        momentary = s.bool("momentary") ?? false
        alwaysEmitValueChanged = s.bool("alwaysEmitValueChanged") ?? false
        selectsOnDown = s.string("selectOn") == "down"
    }

    /// S23: the segment under a point: the segment frame holding it, else
    /// `floor(x / (width / segments))`, the point clamped into the bounds first (a lift within
    /// C3's margin counts for the nearest segment). Nil when explicit frames hold no such point.
    func segment(at p: Point, bounds: Rect) -> Int? {
        let x = Swift.min(Swift.max(p.x, bounds.minX), bounds.maxX - 0.5)
        let y = Swift.min(Swift.max(p.y, bounds.minY), bounds.maxY - 0.5)
        if let frames = segmentFrames {
            return frames.firstIndex { $0.contains(Point(x: x, y: y)) }
        }
        guard bounds.size.width > 0 else { return nil }
        let i = Int(((x - bounds.minX) / (bounds.size.width / Double(segments))).rounded(.down))
        return Swift.min(Swift.max(i, 0), segments - 1)
    }
}

/// S24: a UIPageControl.
struct PageControlFacet: Sendable {
    var view: Int32
    /// `numberOfPages` (UIKit's default 0: a control with no page does nothing).
    var numberOfPages: Int
    var currentPage: Int
    /// iOS 14+ `allowsContinuousInteraction`: dragging scrubs.
    var continuousInteraction: Bool

    init(_ b: Builtin) {
        let s = b.settings
        view = b.view
        numberOfPages = s.integer("numberOfPages") ?? 0
        currentPage = Swift.min(s.integer("currentPage") ?? 0, Swift.max(numberOfPages - 1, 0))
        continuousInteraction = s.bool("continuousInteraction") ?? true
    }
}

extension Rect {
    /// `[x, y, w, h]`, as the scene format writes a rectangle (validated: four numbers).
    init(numbers: [Double]) {
        self.init(x: numbers.count > 0 ? numbers[0] : 0, y: numbers.count > 1 ? numbers[1] : 0,
                  width: numbers.count > 2 ? numbers[2] : 0, height: numbers.count > 3 ? numbers[3] : 0)
    }
}

extension SceneBuiltins {
    /// For `why`: a slider's touch area (its thumb at the starting value, grown to at least
    /// 48 × 48 pt), in its coordinates; nil for a view that is no slider.
    package func sliderTouchArea(_ view: Int32) -> Rect? {
        valueControls.sliders[view].map { GestureStage.touchArea(of: $0.thumb) }
    }

    /// For `why`: the segment of a segmented control under a point in its coordinates.
    package func segment(of view: Int32, at p: Point, bounds: Rect) -> Int? {
        valueControls.segmentedControls[view]?.segment(at: p, bounds: bounds)
    }

    /// For `why`: the view a modern switch's recognizers sit on (nil for a legacy or disabled
    /// switch, which has none).
    package func switchElement(_ view: Int32) -> Int32? {
        valueControls.switches[view].flatMap { $0.legacy || !$0.enabled ? nil : $0.element }
    }
}
