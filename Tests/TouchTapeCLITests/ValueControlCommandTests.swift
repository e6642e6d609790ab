import Foundation
import Testing

/// Value controls through the CLI and the store (S20–S24; docs/rules.md, Clarifications 19):
/// `dispatch` prints the control's events and calls, and `replay` checks an expectation's calls
/// on the `timer` rows of the event's deadlines, as `dispatch` does.
@Suite struct ValueControlCommandTests {
    static let scene = #"""
        { "format": "touchtape.scene/2", "name": "print-options",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "copies", "class": "UIStepper", "frame": [200, 300, 94, 32], "hitTest": { "forwardTo": ["copies"] },
              "control": { "actions": { "valueChanged": "copiesChanged:" } }, "builtin": { "kind": "stepper" } } ] } ] }
        """#

    /// A 1.2 s hold on the plus half; the began's expectation names the two repeats' values.
    static func session(_ values: (Int, Int)) -> String {
        #"""
        { "format": "touchtape.session/2", "name": "hold-plus", "scene": "print-options", "events": [
          { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 270, "y": 316 } ],
            "expect": [ { "touch": 1, "calls": [ { "selector": "setValue:", "args": { "value": \#(values.0) } },
                                                 { "selector": "setValue:", "args": { "value": \#(values.1) } } ] } ] },
          { "t": 1.2, "touches": [ { "touch": 1, "phase": "ended", "x": 270, "y": 316 } ] } ] }
        """#
    }

    @Test("S22, clarification 19: dispatch prints the autorepeat's timer rows with the stepper's valueChanged and setValue:")
    func dispatchPrintsTheRepeats() throws {
        try withTemporaryFolder { folder in
            _ = try write(Self.scene, to: "print-options.json", in: folder)
            _ = try write(Self.session((1, 2)), to: "hold-plus.session.json", in: folder)
            let result = try runTouchtape(["dispatch", "hold-plus.session.json", "--scene", "print-options.json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("event 0 t=0.5  timer\n    valueChanged → copiesChanged: (copies)\n    call setValue: 1 → copies (from copies)"),
                    "\(result.stdout)")
        }
    }

    @Test("Clarification 19: replay checks an expectation's calls on the timer rows that follow its event (passes when right, names the difference when wrong)")
    func replayChecksTimerCalls() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/repo", withIntermediateDirectories: true)
            _ = try write(Self.scene, to: "repo/print-options.json", in: folder)
            _ = try write(Self.session((1, 2)), to: "repo/hold-plus.session.json", in: folder)
            let good = try runTouchtape(["replay", folder + "/repo", "--db", folder + "/good.sqlite"], cwd: folder)
            #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
            _ = try write(Self.session((1, 3)), to: "repo/hold-plus.session.json", in: folder)
            let bad = try runTouchtape(["replay", folder + "/repo", "--db", folder + "/bad.sqlite"], cwd: folder)
            #expect(bad.status == 1)
            #expect(bad.stdout.contains("event 0, touch 1 began: calls [setValue: 1, setValue: 3] → [setValue: 1, setValue: 2] [expect]"),
                    "\(bad.stdout)")
        }
    }
}
