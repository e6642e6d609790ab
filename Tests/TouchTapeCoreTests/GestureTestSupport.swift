import Testing
@testable import TouchTapeCore

/// Helpers for the recognizer tests (docs/rules.md): `/2` scenes written as JSON, events as
/// `(t, touch, phase, x, y)`, and deliveries summarised one short line each.
enum GT {
    /// A `/2` scene with one full-screen window `window` holding these subviews, and the
    /// window's own `gestures` (a JSON list body).
    static func scene(_ subviews: String, windowGestures: String = "") throws -> Scene {
        try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test",
              "windows": [ { "id": "window", "frame": \#(TT.screen), "gestures": [ \#(windowGestures) ],
                             "subviews": [ \#(subviews) ] } ] }
            """#)
    }

    /// One touch event.
    static func ev(_ t: Double, _ touch: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
        #"{ "t": \#(t), "touches": [ { "touch": \#(touch), "phase": "\#(phase)", "x": \#(x), "y": \#(y) } ] }"#
    }

    /// A tap by `touch` at one point, from `t` to `t + 0.1`.
    static func tap(_ t: Double, _ touch: Int, _ x: Double, _ y: Double) -> String {
        ev(t, touch, "began", x, y) + ", " + ev(t + 0.1, touch, "ended", x, y)
    }

    static func run(_ scene: Scene, _ events: String...) throws -> [Delivery] {
        try TT.run(scene, events.joined(separator: ", "))
    }

    /// One line per delivery: `touch 1 began → photo`, `touch 1 ended delayed`,
    /// `timer 0.475`, `late 1 ended → photo`, `cancel 1 → photo`, then ` | g1 failed, g2 recognized`.
    static func summary(_ deliveries: [Delivery]) -> [String] {
        deliveries.map { d in
            var s: String
            let touch = d.touch.map(String.init) ?? "?"
            switch d.kind {
            case .touch:
                s = "touch \(touch) \(d.phase?.rawValue ?? "?")"
                if let dropped = d.dropped {
                    s += " dropped \(dropped.rawValue)"
                } else if let withheld = d.withheld {
                    s += " \(withheld.rawValue)"
                } else {
                    s += " → \(d.handledBy ?? "nobody")"
                }
            case .timer: s = "timer \(JSONText.numberString(d.t))"
            case .late: s = "late \(touch) \(d.phase?.rawValue ?? "?") → \(d.handledBy ?? "nobody")"
            case .cancel: s = "cancel \(touch) → \(d.handledBy ?? "nobody")"
            default: s = d.kind.rawValue
            }
            for e in d.controlEvents { s += " +\(e.event.rawValue)" }
            if !d.gestures.isEmpty {
                s += " | " + d.gestures.map { "\($0.gesture) \($0.state.rawValue)" }.joined(separator: ", ")
            }
            return s
        }
    }

    /// Every transition of a run, in order, as `id state`.
    static func transitions(_ deliveries: [Delivery]) -> [String] {
        deliveries.flatMap { $0.gestures.map { "\($0.gesture) \($0.state.rawValue)" } }
    }
}
