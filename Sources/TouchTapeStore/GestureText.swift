import TouchTapeCore

/// A recognizer's kind-specific keys as JSON text, spelled as the scene format spells them
/// (`scene_gestures.settings`, `show`).
enum GestureText {
    static func settings(_ g: GestureRecognizer) -> String {
        var parts: [(String, String)] = []
        func number(_ d: Double) -> String { JSONText.numberString(d) }
        switch g.kind {
        case .tap:
            parts = [("taps", "\(g.taps)"), ("touches", "\(g.touches)")]
        case .longPress:
            parts = [("minimumPressDuration", number(g.minimumPressDuration)),
                     ("allowableMovement", number(g.allowableMovement)), ("touches", "\(g.touches)")]
        case .pan:
            parts = [("minimumTouches", "\(g.minimumTouches)"), ("maximumTouches", g.maximumTouches.map(String.init) ?? "null")]
        case .swipe:
            parts = [("direction", "\"\(g.direction.rawValue)\""), ("touches", "\(g.touches)")]
        }
        return "{" + parts.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}
