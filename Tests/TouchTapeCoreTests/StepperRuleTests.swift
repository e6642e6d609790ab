import Testing
@testable import TouchTapeCore

/// UIStepper (docs/rules.md S22, clarification 19): a tap steps at touch-up; a hold
/// repeats every 0.5 s on `timer` deliveries of the stepper's own deadline. `copies` spans
/// screen x 200–294: minus x 200–247, plus 247–294.
@Suite("Steppers (S22)")
struct StepperRuleTests {
    static func hold(_ s: Scene, x: Double = 270, until lift: Double) throws -> [Delivery] {
        try BT.run(s, GT.ev(0, 1, "began", x, 316), GT.ev(lift, 1, "ended", x, 316))
    }

    @Test("S22: a tap on the plus half steps at touch-up, not at touch-down: setValue: 1, valueChanged, then touchUpInside")
    func tapStepsAtTouchUp() throws {
        let d = try Self.hold(try VC.scene(VC.stepperView()), until: 0.1)
        #expect(GT.summary(d) == ["touch 1 began → copies +touchDown",
                                  "touch 1 ended → copies +valueChanged +touchUpInside +primaryActionTriggered"])
        #expect(d[1].calls == [BuiltinCall(from: "copies", selector: "setValue:", to: "copies", args: [CallArgument("value", .integer(1))])])
        #expect(BT.calls(try Self.hold(try VC.scene(VC.stepperView(#""value": 5"#)), x: 220, until: 0.1)) == ["setValue: 4"])
    }

    @Test("S22, clarification 19, U9: held, it steps 0.5 s after touch-down and every 0.5 s after, on timer deliveries carrying valueChanged and setValue:; the lift then steps no more")
    func holdRepeats() throws {
        #expect(BuiltinConstants.stepperRepeatInterval == 0.5)
        let d = try Self.hold(try VC.scene(VC.stepperView(#""stepValue": 2"#)), until: 1.2)
        #expect(BT.summary(d) == [
            "touch 1 began → copies +touchDown",
            "timer 0.5 +valueChanged || setValue: 2",
            "timer 1 +valueChanged || setValue: 4",
            "touch 1 ended → copies +touchUpInside +primaryActionTriggered",
        ])
        #expect(d[1].controlEvents.first?.view == "copies" && d[1].view == nil)
    }

    @Test("S22: continuous false: the repeats send no valueChanged; the lift sends one")
    func repeatsNotContinuous() throws {
        let d = try Self.hold(try VC.scene(VC.stepperView(#""continuous": false"#)), until: 1.2)
        #expect(BT.summary(d) == [
            "touch 1 began → copies +touchDown",
            "timer 0.5 || setValue: 1",
            "timer 1 || setValue: 2",
            "touch 1 ended → copies +valueChanged +touchUpInside +primaryActionTriggered",
        ])
    }

    @Test("S22: a half that cannot step is not highlighted: minus at min neither repeats nor steps at the lift")
    func cannotStepBelowMin() throws {
        let d = try Self.hold(try VC.scene(VC.stepperView()), x: 220, until: 1.2)
        #expect(GT.summary(d) == ["touch 1 began → copies +touchDown", "touch 1 ended → copies +touchUpInside +primaryActionTriggered"])
        #expect(BT.calls(d).isEmpty)
    }

    @Test("S22: the repeat stops at max (UIKit disables the half); with wraps, plus at max goes to min")
    func stopsAtMaxOrWraps() throws {
        let stops = try Self.hold(try VC.scene(VC.stepperView(#""value": 98, "max": 99"#)), until: 2)
        #expect(BT.calls(stops) == ["setValue: 99"])
        #expect(stops.filter { $0.kind == .timer }.count == 1)
        let wraps = try Self.hold(try VC.scene(VC.stepperView(#""value": 100, "wraps": true"#)), until: 0.1)
        #expect(BT.calls(wraps) == ["setValue: 0"])
    }

    @Test("S22: autorepeat false: no repeat; a long hold still steps once at the lift")
    func noAutorepeat() throws {
        let d = try Self.hold(try VC.scene(VC.stepperView(#""autorepeat": false"#)), until: 1.2)
        #expect(d.allSatisfy { $0.kind != .timer })
        #expect(BT.calls(d) == ["setValue: 1"])
    }

    @Test("S22: cancelled: no step, touchCancel; the repeat is disarmed")
    func cancelled() throws {
        let d = try BT.run(try VC.scene(VC.stepperView()), GT.ev(0, 1, "began", 270, 316), GT.ev(0.3, 1, "cancelled", 270, 316),
                           GT.ev(2, 2, "began", 10, 10), GT.ev(2.1, 2, "ended", 10, 10))
        #expect(VC.events(d) == ["copies touchDown", "copies touchCancel"])
        #expect(d.allSatisfy { $0.kind != .timer })
    }

    @Test("S22: a lift outside the half (beyond C3's margin) steps nothing; leaving the half stops the repeat")
    func liftOutsideTheHalf() throws {
        let d = try BT.run(try VC.scene(VC.stepperView()), GT.ev(0, 1, "began", 270, 316), GT.ev(0.2, 1, "moved", 270, 450),
                           GT.ev(1.2, 1, "ended", 270, 450))
        #expect(BT.calls(d).isEmpty)
        #expect(d.allSatisfy { $0.kind != .timer })
        #expect(VC.events(d) == ["copies touchDown", "copies touchDragExit", "copies touchDragOutside", "copies touchUpOutside"])
    }

    @Test("S22, T7, G5: a touch held to the session's end: the repeat armed before its last event passes, and arms no further")
    func heldToTheEnd() throws {
        let d = try BT.run(try VC.scene(VC.stepperView()), GT.ev(0, 1, "began", 270, 316), GT.ev(0.7, 1, "moved", 271, 316))
        #expect(BT.summary(d).filter { $0.hasPrefix("timer") } == ["timer 0.5 +valueChanged || setValue: 1", "timer 1 +valueChanged || setValue: 2"])
    }

    @Test("S22, G5: in a table the repeat is armed when the held began reaches the stepper (0.15 s), so it steps at 0.65 s")
    func stepperInATable() throws {
        let stepper = VC.stepperView().replacingOccurrences(of: "[200, 300, 94, 32]", with: "[200, 6, 94, 32]")
        let s = try BT.table(cells: BT.cell(2, extra: stepper))
        let d = try BT.run(s, GT.ev(0, 1, "began", 270, 110), GT.ev(0.8, 1, "ended", 270, 110))
        #expect(BT.summary(d) == [
            "touch 1 began delayed",
            "timer 0.15 | table#scrollDelay failed",
            "late 1 began → copies +touchDown",
            "timer 0.65 +valueChanged || setValue: 1",
            "touch 1 ended → copies +touchUpInside +primaryActionTriggered | table#scrollPan failed",
        ])
    }
}
