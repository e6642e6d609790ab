import Testing
@testable import TouchTapeCore

/// UISlider (docs/rules.md S21): tracking only from the thumb (grown to 48 × 48 pt),
/// the value moved by Δx, `valueChanged` before the drag events, once more at the lift.
/// `volume` spans screen x 20–355 (335 pt); with `max: 304` one point of movement is one unit
/// (304 = 335 − the 31 pt thumb); the thumb starts at x 20–51 (value 0).
@Suite("Sliders (S21)")
struct SliderRuleTests {
    static let range = #""max": 304"#

    static func drag(_ s: Scene, from x0: Double, to x1: Double, continuous moves: [Double] = []) throws -> [Delivery] {
        var events = [GT.ev(0, 1, "began", x0, 215)]
        for (i, x) in (moves + [x1]).enumerated() { events.append(GT.ev(0.1 * Double(i + 1), 1, "moved", x, 215)) }
        events.append(GT.ev(0.1 * Double(moves.count + 2), 1, "ended", x1, 215))
        return try TT.run(s, events.joined(separator: ", "))
    }

    @Test("S21, R6.1, R6.5: a touch that begins off the thumb is not tracked: no event at all, and its phases go on up the chain")
    func offTheThumbGoesUpTheChain() throws {
        let d = try Self.drag(try VC.scene(VC.sliderView(Self.range)), from: 200, to: 250)
        #expect(GT.summary(d) == ["touch 1 began → row", "touch 1 moved → row", "touch 1 ended → row"])
        #expect(d[0].chain == ["volume", "row"])
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S21, E18: the thumb's touch area is grown to 48 × 48 pt about its centre: 8 pt beside the 31 pt thumb tracks, 10 pt does not", arguments: [
        (58.0, "touch 1 began → volume +touchDown"), (61.0, "touch 1 began → row"),
    ])
    func grownThumb(x: Double, expected: String) throws {
        #expect(BuiltinConstants.sliderThumbTouchSize == 48 && BuiltinConstants.sliderThumbSize == 31)
        let d = try BT.run(try VC.scene(VC.sliderView(Self.range)), GT.ev(0, 1, "began", x, 215))
        #expect(GT.summary(d).first == expected)
    }

    @Test("S21: a move changes the value by Δx·(max − min)/(trackWidth − thumbWidth) (setValue:), and sends valueChanged before its drag events; the lift sends valueChanged once more, then touchUpInside")
    func moveChangesTheValue() throws {
        let d = try Self.drag(try VC.scene(VC.sliderView(Self.range)), from: 35, to: 65)
        #expect(GT.summary(d) == [
            "touch 1 began → volume +touchDown",
            "touch 1 moved → volume +valueChanged +touchDragInside",
            "touch 1 ended → volume +valueChanged +touchUpInside +primaryActionTriggered",
        ])
        #expect(d[1].calls == [BuiltinCall(from: "volume", selector: "setValue:", to: "volume", args: [CallArgument("value", .integer(30))])])
        #expect(VC.events(d).allSatisfy { $0.hasPrefix("volume ") })
    }

    @Test("S21: with a range of 0…1 the value moves by Δx / 304 per point (a fraction)")
    func fractionalValue() throws {
        let d = try Self.drag(try VC.scene(VC.sliderView()), from: 35, to: 111)
        #expect(BT.calls(d) == ["setValue: 0.25"])
    }

    @Test("S21: continuous false: no valueChanged on a move (the value still changes); the lift sends it once")
    func notContinuous() throws {
        let d = try Self.drag(try VC.scene(VC.sliderView(Self.range + #", "continuous": false"#)), from: 35, to: 65)
        #expect(VC.events(d) == ["volume touchDown", "volume touchDragInside", "volume valueChanged", "volume touchUpInside",
                                  "volume primaryActionTriggered"])
        #expect(BT.calls(d) == ["setValue: 30"])
    }

    @Test("S21: the value is clamped to max; a move that changes nothing sends no valueChanged")
    func clampedAtMax() throws {
        let d = try Self.drag(try VC.scene(VC.sliderView(Self.range)), from: 35, to: 400, continuous: [370])
        #expect(BT.calls(d) == ["setValue: 304"])
        #expect(GT.summary(d)[2] == "touch 1 moved → volume +touchDragInside")
    }

    @Test("S21: the lift sends valueChanged even when the value did not change")
    func liftAlwaysSendsValueChanged() throws {
        let d = try BT.run(try VC.scene(VC.sliderView(Self.range)), GT.tap(0, 1, 35, 215))
        #expect(VC.events(d) == ["volume touchDown", "volume valueChanged", "volume touchUpInside", "volume primaryActionTriggered"])
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S21: cancelled sends touchCancel only")
    func cancelled() throws {
        let d = try BT.run(try VC.scene(VC.sliderView(Self.range)), GT.ev(0, 1, "began", 35, 215), GT.ev(0.1, 1, "cancelled", 35, 215))
        #expect(VC.events(d) == ["volume touchDown", "volume touchCancel"])
    }

    @Test("S21: trackEnabled tracks a touch anywhere on the slider")
    func trackEnabled() throws {
        let d = try BT.run(try VC.scene(VC.sliderView(Self.range + #", "trackEnabled": true"#)), GT.ev(0, 1, "began", 200, 215))
        #expect(GT.summary(d) == ["touch 1 began → volume +touchDown"])
    }

    @Test("S21: the thumb moves with the value: after a drag to 100, a touch where the thumb was is not tracked, one where it is now is")
    func thumbFollowsTheValue() throws {
        let s = try VC.scene(VC.sliderView(Self.range))
        let d = try BT.run(s, GT.ev(0, 1, "began", 35, 215), GT.ev(0.1, 1, "moved", 135, 215), GT.ev(0.2, 1, "ended", 135, 215),
                           GT.ev(1, 2, "began", 35, 215), GT.ev(1.1, 2, "ended", 35, 215),
                           GT.ev(2, 3, "began", 140, 215), GT.ev(2.1, 3, "ended", 140, 215))
        #expect(GT.summary(d)[3] == "touch 2 began → row")
        #expect(GT.summary(d)[5] == "touch 3 began → volume +touchDown")
    }

    @Test("S21, S5, U4: a slider in a table: a sideways drag releases the held began at once (the table cannot scroll x), then the slider tracks")
    func sliderInATable() throws {
        let slider = VC.sliderView(Self.range).replacingOccurrences(of: "[20, 200, 335, 31]", with: "[20, 6, 335, 31]")
        let s = try BT.table(cells: BT.cell(2, extra: slider))
        let d = try BT.run(s, GT.ev(0, 1, "began", 35, 110), GT.ev(0.05, 1, "moved", 50, 110),
                           GT.ev(0.1, 1, "moved", 80, 110), GT.ev(0.2, 1, "ended", 80, 110))
        #expect(GT.summary(d) == [
            "touch 1 began delayed",
            "touch 1 moved delayed | table#scrollDelay failed",
            "late 1 began → volume +touchDown",
            "touch 1 moved → volume +valueChanged +touchDragInside",
            "touch 1 ended → volume +valueChanged +touchUpInside +primaryActionTriggered | table#scrollPan failed",
        ])
        #expect(BT.calls(d) == ["setValue: 45"], "Δx since the began the slider was given (35 → 80)")
    }
}
