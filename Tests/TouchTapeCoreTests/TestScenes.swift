import Testing
@testable import TouchTapeCore

/// Small helpers for the dispatch-engine tests: scenes and sessions are written as JSON
/// string literals, so every test shows its input as a user would write it.
enum TT {
    /// The standard screen of the tests' one-window scenes.
    static let screen = "[0, 0, 375, 667]"

    /// A scene document from its top-level members other than `format` and `name`.
    static func scene(_ members: String) throws -> Scene {
        try decodeScene(document(members))
    }

    /// A scene with one window `window` (the whole screen) holding these subviews
    /// (a JSON list body, without the brackets).
    static func window(_ subviews: String) throws -> Scene {
        try scene(#""windows": [ { "id": "window", "frame": \#(screen), "subviews": [ \#(subviews) ] } ]"#)
    }

    /// `{"format": "touchtape.scene/1", "name": "test", …members}` on one line.
    static func document(_ members: String) -> String {
        #"{ "format": "touchtape.scene/1", "name": "test", \#(members) }"#
    }

    static func decodeScene(_ text: String, file: String? = nil) throws -> Scene {
        do {
            return try Scene.decode(Array(text.utf8), file: file)
        } catch {
            Issue.record("scene did not decode: \(error)")
            throw error
        }
    }

    /// The error a scene document is rejected with, or nil (recorded as an issue) when it is accepted.
    static func sceneError(_ text: String, file: String = "scene.json",
                           sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        do {
            _ = try Scene.decode(Array(text.utf8), file: file)
            Issue.record("expected the scene to be rejected", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// A session document against scene `test` with these events (a JSON list body).
    static func sessionDocument(_ events: String) -> String {
        #"{ "format": "touchtape.session/1", "name": "s", "scene": "test", "events": [ \#(events) ] }"#
    }

    static func session(_ events: String) throws -> Session {
        do {
            return try Session.decode(Array(sessionDocument(events).utf8))
        } catch {
            Issue.record("session did not decode: \(error)")
            throw error
        }
    }

    /// The error a session file is rejected with, or nil (recorded as an issue) when it is accepted.
    static func sessionError(_ text: String, file: String = "session.json",
                             sourceLocation: SourceLocation = #_sourceLocation) -> InputError? {
        do {
            _ = try Session.decode(Array(text.utf8), file: file)
            Issue.record("expected the session to be rejected", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// Dispatches these events (a JSON list body) against a scene.
    static func run(_ scene: Scene, _ events: String, trace: Bool = false) throws -> [Delivery] {
        Dispatcher.run(try session(events), on: scene, trace: trace)
    }

    /// A one-touch event at time 0 (times may repeat; they never decrease).
    static func touch(_ id: Int, _ phase: String, _ x: Double, _ y: Double, tapCount: Int? = nil) -> String {
        let tap = tapCount.map { #", "tapCount": \#($0)"# } ?? ""
        return #"{ "t": 0, "touches": [ { "touch": \#(id), "phase": "\#(phase)", "x": \#(x), "y": \#(y)\#(tap) } ] }"#
    }

    /// A tap (began and ended at one point) by touch 1; returns its two deliveries.
    static func tap(_ scene: Scene, _ x: Double, _ y: Double, trace: Bool = false) throws -> [Delivery] {
        try run(scene, touch(1, "began", x, y) + ", " + touch(1, "ended", x, y), trace: trace)
    }

    /// The id of the view hit-testing returns at a screen point, or nil.
    static func hit(_ scene: Scene, _ x: Double, _ y: Double) -> String? {
        scene.hitTest(Point(x: x, y: y)).view.map { scene.responderIDs[Int($0)] }
    }

    /// The id of the window that takes a touch at a screen point, or nil.
    static func hitWindow(_ scene: Scene, _ x: Double, _ y: Double) -> String? {
        scene.hitTest(Point(x: x, y: y)).window.map { scene.responderIDs[Int($0)] }
    }

    /// The hit-test trace at a screen point, one readable line per call:
    /// `hitTest viewE (30, 50) -> viewE`, `hitTest viewA (1, 2) -> nil outside`,
    /// `pointInside viewE (30, 50) true`.
    static func trace(_ scene: Scene, _ x: Double, _ y: Double) -> [String] {
        var entries: [TraceEntry] = []
        _ = scene.hitTest(Point(x: x, y: y), trace: &entries)
        return entries.map { describe(TraceEntryRecord($0, in: scene)) }
    }

    static func describe(_ e: TraceEntryRecord) -> String {
        let point = e.point.map(\.description) ?? "null"
        switch e.call {
        case .hitTest:
            if let v = e.resultView { return "hitTest \(e.view) \(point) -> \(v)" }
            return "hitTest \(e.view) \(point) -> nil \(e.reason?.rawValue ?? "?")"
        case .pointInside:
            return "pointInside \(e.view) \(point) \(e.inside)"
        }
    }

    /// The responder index of an id (recorded as an issue when missing).
    static func index(_ scene: Scene, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
        guard let i = scene.index(of: id) else {
            Issue.record("no responder \(id)", sourceLocation: sourceLocation)
            return 0
        }
        return i
    }

    /// The ids of the responder chain from a responder (R5).
    static func chain(_ scene: Scene, from id: String) -> [String] {
        scene.responderChain(from: index(scene, id)).map { scene.responderIDs[Int($0)] }
    }

    static func events(_ d: Delivery) -> [String] { d.controlEvents.map(\.event.rawValue) }

    /// `LINE:COLUMN` (1-based, the column in UTF-8 bytes as JSON positions count it) where
    /// the `occurrence`th copy of `needle` starts in `text`: the place an error must point at.
    static func at(_ needle: String, in text: String, occurrence: Int = 1) -> String {
        let bytes = Array(text.utf8), n = Array(needle.utf8)
        var found = 0, line = 1, column = 1, i = 0
        while i + n.count <= bytes.count {
            if bytes[i ..< i + n.count].elementsEqual(n) {
                found += 1
                if found == occurrence { return "\(line):\(column)" }
            }
            if bytes[i] == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        return "(\(needle) not found)"
    }
}

extension InputError {
    /// `LINE:COLUMN` of the error, or "" when it has none.
    var at: String { position.map(\.description) ?? "" }
}
