import Testing
@testable import TouchTapeCore

/// Scenes for the value-control tests (docs/rules.md S20–S24): each control in a plain
/// window (or in the table-tap example's table), with an action for every event it may send, so that
/// `controlEvents` shows them all (C4).
enum VC {
    /// Every event a value control may send, each with an action.
    static let actions = #"""
        "control": { "actions": { "touchDown": "down:", "touchUpInside": "up:", "touchUpOutside": "upOut:", "touchCancel": "cancel:",
          "touchDragInside": "dragIn:", "touchDragOutside": "dragOut:", "touchDragEnter": "enter:", "touchDragExit": "exit:",
          "primaryActionTriggered": "primary:", "valueChanged": "changed:" } }
        """#

    /// `notify`, a switch at (300, 100, 51, 31) holding its visual element `element` (unless
    /// `element` is false), inside `row`, a plain view that handles touches.
    static func switchView(_ options: String = "", element: Bool = true) -> String {
        let more = options.isEmpty ? "" : ", " + options
        let sub = element ? #", "subviews": [ { "id": "element", "class": "UISwitchModernVisualElement", "frame": [0, 0, 51, 31] } ]"# : ""
        return #"{ "id": "notify", "class": "UISwitch", "frame": [300, 100, 51, 31], \#(actions), "builtin": { "kind": "switch"\#(more) }\#(sub) }"#
    }

    /// `volume`, a slider at (20, 200, 335, 31), value 0…1 by default; each control hit-tests to itself as K4 makes it.
    static func sliderView(_ options: String = "") -> String {
        let more = options.isEmpty ? "" : ", " + options
        return #"{ "id": "volume", "class": "UISlider", "frame": [20, 200, 335, 31], "hitTest": { "forwardTo": ["volume"] }, \#(actions), "builtin": { "kind": "slider"\#(more) } }"#
    }

    /// `copies`, a stepper at (200, 300, 94, 32): minus x 200–247, plus x 247–294.
    static func stepperView(_ options: String = "") -> String {
        let more = options.isEmpty ? "" : ", " + options
        return #"{ "id": "copies", "class": "UIStepper", "frame": [200, 300, 94, 32], "hitTest": { "forwardTo": ["copies"] }, \#(actions), "builtin": { "kind": "stepper"\#(more) } }"#
    }

    /// `units`, a segmented control at (20, 400, 300, 32) with three segments 100 pt wide.
    static func segmentedView(_ options: String = "") -> String {
        let more = options.isEmpty ? "" : ", " + options
        return #"{ "id": "units", "class": "UISegmentedControl", "frame": [20, 400, 300, 32], "hitTest": { "forwardTo": ["units"] }, \#(actions), "builtin": { "kind": "segmentedControl", "segments": 3\#(more) } }"#
    }

    /// `pages`, a page control at (0, 600, 375, 26), five pages; the indicators' centres are
    /// 16 pt apart about x 187.5 (page 2 there).
    static func pageView(_ options: String = "") -> String {
        let more = options.isEmpty ? "" : ", " + options
        return #"{ "id": "pages", "class": "UIPageControl", "frame": [0, 600, 375, 26], "hitTest": { "forwardTo": ["pages"] }, \#(actions), "builtin": { "kind": "pageControl", "numberOfPages": 5\#(more) } }"#
    }

    /// A window holding `row` (a plain view that handles touches, under everything) and these views.
    static func scene(_ views: String...) throws -> Scene {
        try BT.scene(#"{ "id": "row", "frame": [0, 0, 375, 667], "touches": "handle", "subviews": [ \#(views.joined(separator: ", ")) ] }"#)
    }

    /// Each delivery's control events as `view event`.
    static func events(_ deliveries: [Delivery]) -> [String] {
        deliveries.flatMap { d in d.controlEvents.map { "\($0.view) \($0.event.rawValue)" } }
    }
}
