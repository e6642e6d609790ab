import Testing
import TouchTapeAnalysis
import TouchTapeCore

/// `why` says what a value control does with a touch (S20–S24).
@Suite("Why: value controls")
struct WhyValueControlTests {
    static func scene() throws -> Scene {
        try Scene.decode(Array(#"""
            { "format": "touchtape.scene/2", "name": "controls", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "notify", "class": "UISwitch", "frame": [300, 100, 51, 31], "control": {}, "builtin": { "kind": "switch" },
                "subviews": [ { "id": "element", "class": "UISwitchModernVisualElement", "frame": [0, 0, 51, 31] } ] },
              { "id": "volume", "class": "UISlider", "frame": [20, 200, 335, 31], "control": {}, "hitTest": { "forwardTo": ["volume"] },
                "builtin": { "kind": "slider" } },
              { "id": "copies", "class": "UIStepper", "frame": [200, 300, 94, 32], "control": {}, "hitTest": { "forwardTo": ["copies"] },
                "builtin": { "kind": "stepper" } },
              { "id": "units", "class": "UISegmentedControl", "frame": [20, 400, 300, 32], "control": {}, "hitTest": { "forwardTo": ["units"] },
                "builtin": { "kind": "segmentedControl", "segments": 3 } } ] } ] }
            """#.utf8))
    }

    @Test("why, S20: a tap on a switch's element says the press takes the touch and that the switch turns on")
    func switchTap() throws {
        let lines = try Self.scene().builtinSentences(at: Point(x: 320, y: 115))
        #expect(lines.contains { $0.hasPrefix("`notify` is a switch: `#switchPress` on `element` begins 0.01 s after touch-down") && $0.hasSuffix("(S20).") })
        #expect(lines.contains { $0.contains("the switch `notify` turns on") })
    }

    @Test("why, S21: on the thumb the slider tracks; off it, the touch goes on up the chain", arguments: [
        (30.0, "as here"), (200.0, "not here: the touch goes on up the chain"),
    ])
    func slider(x: Double, says: String) throws {
        let lines = try Self.scene().builtinSentences(at: Point(x: x, y: 215))
        #expect(lines.contains { $0.hasPrefix("`volume` is a slider:") && $0.contains(says) })
    }

    @Test("why, S22: a stepper names the half and says a tap steps at the lift; the quick tap's call is setValue: 1")
    func stepper() throws {
        let lines = try Self.scene().builtinSentences(at: Point(x: 270, y: 316))
        #expect(lines.contains { $0.hasPrefix("`copies` is a stepper: the point is on its plus half; a tap steps at the lift") })
        #expect(lines.contains { $0.contains("`copies`'s value becomes 1") })
    }

    @Test("why, S23: a segmented control names the segment under the point and the selection the tap makes")
    func segmented() throws {
        let lines = try Self.scene().builtinSentences(at: Point(x: 270, y: 416))
        #expect(lines.contains { $0.hasPrefix("`units` is a segmented control: the point is on segment 2") })
        #expect(lines.contains { $0.contains("the segmented control `units` selects segment 2") })
    }

    @Test("why, S20: in a table, a switch's point says nothing of the table's delay or pan (the press takes the touch first)")
    func switchInATable() throws {
        let scene = try Scene.decode(Array(#"""
            { "format": "touchtape.scene/2", "name": "t", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "table", "frame": [0, 0, 375, 667], "builtin": { "kind": "tableView" }, "subviews": [
                { "id": "cell", "frame": [0, 0, 375, 44], "builtin": { "kind": "tableCell", "indexPath": [0, 0] }, "subviews": [
                  { "id": "notify", "class": "UISwitch", "frame": [300, 6, 51, 31], "control": {}, "builtin": { "kind": "switch" },
                    "subviews": [ { "id": "element", "class": "UISwitchModernVisualElement", "frame": [0, 0, 51, 31] } ] } ] } ] } ] } ] }
            """#.utf8))
        let lines = scene.builtinSentences(at: Point(x: 320, y: 20))
        #expect(!lines.contains { $0.contains("#scrollDelay") || $0.contains("#scrollPan") })
        #expect(lines.contains { $0.contains("the switch `notify` turns on") })
        #expect(!scene.builtinSentences(at: Point(x: 100, y: 20)).filter { $0.contains("#scrollDelay") }.isEmpty, "off the switch, the delay still shows")
    }
}
