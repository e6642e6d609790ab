/// One finger's change in a touch event, in screen coordinates.
package struct TouchSample: Sendable, Hashable {
    package var touch: Int
    package var phase: TouchPhase
    package var location: Point
    package var tapCount: Int

    package init(touch: Int, phase: TouchPhase, location: Point, tapCount: Int = 1) {
        self.touch = touch
        self.phase = phase
        self.location = location
        self.tapCount = tapCount
    }
}

/// What one session event is (docs/formats.md: exactly one of these keys).
package enum EventPayload: Sendable, Hashable {
    case touches([TouchSample])
    case motion(String)
    case remoteControl(String)
    case press(String)
    case action(String)
    case becomeFirstResponder(String)
    case resignFirstResponder
    case ignoreInteractionEvents(Bool)
}

/// An outcome observed where the session was recorded, to be matched against the engine's
/// delivery (docs/formats.md, `expect`). A nil property was not stated; `.some(nil)` states null.
package struct Expectation: Sendable, Hashable {
    package var touch: Int?
    package var view: String??
    package var handledBy: String??
    package var chain: [String]?
    package var controlEvents: [ControlEventRecord]?
    package var dropped: DropReason??
    package var firstResponder: String??
    /// `touchtape.session/2` (docs/formats.md).
    package var withheld: Withheld??
    package var gestures: [GestureTransition]?
    /// `touchtape.session/2`: a subsequence of the event's calls (docs/formats.md, `touchtape.session/2`).
    package var calls: [CallPattern]?

    package init(touch: Int? = nil, view: String?? = nil, handledBy: String?? = nil, chain: [String]? = nil,
                controlEvents: [ControlEventRecord]? = nil, dropped: DropReason?? = nil,
                firstResponder: String?? = nil) {
        self.touch = touch
        self.view = view
        self.handledBy = handledBy
        self.chain = chain
        self.controlEvents = controlEvents
        self.dropped = dropped
        self.firstResponder = firstResponder
    }
}

/// One event of a session.
package struct SessionEvent: Sendable, Hashable {
    /// Seconds from the session's start.
    package var t: Double
    package var payload: EventPayload
    package var expectations: [Expectation]

    package init(t: Double, payload: EventPayload, expectations: [Expectation] = []) {
        self.t = t
        self.payload = payload
        self.expectations = expectations
    }
}

/// A session's header: everything but its events.
package struct SessionHeader: Sendable, Hashable {
    package var name: String
    package var scene: String
    package var sceneVersion: Int?
    /// The header object as parsed (without `events`), for content identity.
    package var json: JSONObject

    /// Whether the header says `touchtape.session/2`, whose expectations may use the gesture keys.
    package var allowsGestureExpectations: Bool { json["format"]?.stringValue == Session.formatWithGestures }

    package static func == (lhs: SessionHeader, rhs: SessionHeader) -> Bool {
        lhs.name == rhs.name && lhs.scene == rhs.scene && lhs.sceneVersion == rhs.sceneVersion
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(scene)
    }
}

/// A recorded touch session, validated (T7): the events of one run of an app, to be run
/// against a ``Scene`` with ``Scene/run(_:trace:)``.
///
/// Load one from a `touchtape.session/1` or `/2` document, one JSON object or NDJSON (a header
/// line, then one event a line), with ``decode(json:file:)``.
///
/// Inside the package, large sessions can be read one event at a time with `SessionReader`.
public struct Session: Sendable {
    package var header: SessionHeader
    package var events: [SessionEvent]

    /// The session's name, its `name` key.
    public var name: String { header.name }
    /// The name of the scene the session was recorded on, its `scene` key.
    public var sceneName: String { header.scene }
    /// The number of events; deliveries name them by index (`seq`), from 0.
    public var eventCount: Int { events.count }

    package init(header: SessionHeader, events: [SessionEvent]) {
        self.header = header
        self.events = events
    }

    /// The format string of session documents: `touchtape.session/1`.
    public static let format = "touchtape.session/1"
    /// The format string of sessions whose `expect` entries may use `withheld`, `gestures`
    /// and `calls`: `touchtape.session/2`.
    public static let formatWithGestures = "touchtape.session/2"

    /// Reads and validates a whole session given as text: one JSON document, or NDJSON.
    ///
    /// ```swift
    /// let session = try Session.decode(json: sessionJSON, file: "tap.json")
    /// ```
    ///
    /// - Parameters:
    ///   - text: a `touchtape.session/1` or `/2` document.
    ///   - file: the name errors give for the document (`FILE:LINE:COLUMN: …`).
    /// - Throws: ``InputError`` naming the place that is wrong (the event's index and JSON
    ///   position), its ``InputError/kind`` telling what is wrong.
    public static func decode(json text: String, file: String? = nil) throws(InputError) -> Session {
        try decode(Array(text.utf8), file: file)
    }

    /// Reads and validates a whole session given as the bytes of its file (UTF-8): one JSON
    /// document, or NDJSON.
    ///
    /// - Parameters:
    ///   - bytes: a `touchtape.session/1` or `/2` document.
    ///   - file: the name errors give for the document (`FILE:LINE:COLUMN: …`).
    /// - Throws: ``InputError`` naming the place that is wrong.
    public static func decode(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> Session {
        var reader = try SessionReader(bytes, file: file)
        var events: [SessionEvent] = []
        while let event = try reader.next() { events.append(event) }
        return Session(header: reader.header, events: events)
    }

    /// The responder ids the session's `becomeFirstResponder` events name that the scene
    /// lacks (F1: bad input at import), with the index of the first event naming each.
    package func missingResponders(in scene: Scene) -> [(event: Int, id: String)] {
        var missing: [(Int, String)] = []
        var reported: Set<String> = []
        for (i, event) in events.enumerated() {
            if case .becomeFirstResponder(let id) = event.payload, scene.index(of: id) == nil, !reported.contains(id) {
                reported.insert(id)
                missing.append((i, id))
            }
        }
        return missing
    }
}
