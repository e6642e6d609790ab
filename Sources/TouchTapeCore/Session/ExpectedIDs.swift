/// An id an `expect` entry names that the scene it is checked against does not have: a
/// typo (`"buton1"`), which is bad input where the session meets the scene it is imported or
/// dispatched against (issue #23), never a difference to report as a regression.
package struct UnknownExpectedID: Sendable, Hashable {
    /// The entry's key: `view`, `handledBy`, `chain`, `controlEvents`, `firstResponder`,
    /// `gestures`.
    package var key: String
    package var id: String
    /// What the id should name: `view`, `responder` or (in `gestures`) `recognizer`.
    package var kind: String
    /// Ids of the scene close to it (did you mean).
    package var suggestions: [String]

    /// `"expect" names view "buton1" (its "view"), which is not in scene "orders" version 2;
    /// did you mean "button1"?`, `scene` saying which scene (and version) it was checked against.
    package func message(scene: String) -> String {
        let close = suggestions.prefix(3).map { "\"\(TextEscape.escaped($0))\"" }.joined(separator: " or ")
        return "\"expect\" names \(kind) \"\(TextEscape.escaped(id))\" (its \"\(key)\"), which is not in \(scene)"
            + (close.isEmpty ? "" : "; did you mean \(close)?")
    }
}

extension SessionEvent {
    /// The first id this event's `expect` entries name that `scene` lacks (nil when every
    /// one is there, and at once for an event without expectations). Responders are looked
    /// up for `view`, `handledBy`, `chain`, `controlEvents[].view`, `firstResponder` and a
    /// gesture transition's `target`; recognizers for its `gesture`.
    package func unknownExpectedID(in scene: Scene) -> UnknownExpectedID? {
        if expectations.isEmpty { return nil }
        for e in expectations {
            if let missing = unknownResponder(e, in: scene) { return missing }
            for g in e.gestures ?? [] {
                if scene.gestures.index(of: g.gesture) == nil {
                    return UnknownExpectedID(key: "gestures", id: g.gesture, kind: "recognizer",
                                             suggestions: DidYouMean.closest(to: g.gesture, among: scene.gestures.recognizers.lazy.map(\.id)))
                }
                if let target = g.target, scene.index(of: target) == nil {
                    return Self.unknown("gestures", target, in: scene)
                }
            }
        }
        return nil
    }

    private func unknownResponder(_ e: Expectation, in scene: Scene) -> UnknownExpectedID? {
        // `.some(nil)` states null: nothing named.
        let singles: [(String, String?)] = [("view", e.view ?? nil), ("handledBy", e.handledBy ?? nil),
                                            ("firstResponder", e.firstResponder ?? nil)]
        for case let (key, id?) in singles where scene.index(of: id) == nil {
            return Self.unknown(key, id, in: scene)
        }
        for id in e.chain ?? [] where scene.index(of: id) == nil {
            return Self.unknown("chain", id, in: scene)
        }
        for record in e.controlEvents ?? [] where scene.index(of: record.view) == nil {
            return Self.unknown("controlEvents", record.view, in: scene)
        }
        return nil
    }

    private static func unknown(_ key: String, _ id: String, in scene: Scene) -> UnknownExpectedID {
        UnknownExpectedID(key: key, id: id, kind: key == "view" || key == "controlEvents" ? "view" : "responder",
                          suggestions: DidYouMean.closest(to: id, among: scene.responderIDs))
    }
}

extension Session {
    /// The first event whose `expect` entries name an id `scene` lacks, with that id.
    package func firstUnknownExpectedID(in scene: Scene) -> (event: Int, unknown: UnknownExpectedID)? {
        for (i, event) in events.enumerated() {
            if let unknown = event.unknownExpectedID(in: scene) { return (i, unknown) }
        }
        return nil
    }
}
