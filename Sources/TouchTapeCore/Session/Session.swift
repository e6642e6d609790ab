/// One finger's change in a touch event, in screen coordinates.
public struct TouchSample: Sendable, Hashable {
    public var touch: Int
    public var phase: TouchPhase
    public var location: Point
    public var tapCount: Int

    public init(touch: Int, phase: TouchPhase, location: Point, tapCount: Int = 1) {
        self.touch = touch
        self.phase = phase
        self.location = location
        self.tapCount = tapCount
    }
}

/// What one session event is (formats.md: exactly one of these keys).
public enum EventPayload: Sendable, Hashable {
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
/// delivery (formats.md, `expect`). A nil property was not stated; `.some(nil)` states null.
public struct Expectation: Sendable, Hashable {
    public var touch: Int?
    public var view: String??
    public var handledBy: String??
    public var chain: [String]?
    public var controlEvents: [ControlEventRecord]?
    public var dropped: DropReason??
    public var firstResponder: String??
    /// `touchtape.session/2` (formats-gestures.md).
    public var withheld: Withheld??
    public var gestures: [GestureTransition]?
    /// `touchtape.session/2`: a subsequence of the event's calls (standard-classes.md 2.0).
    public var calls: [CallPattern]?

    public init(touch: Int? = nil, view: String?? = nil, handledBy: String?? = nil, chain: [String]? = nil,
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
public struct SessionEvent: Sendable, Hashable {
    /// Seconds from the session's start.
    public var t: Double
    public var payload: EventPayload
    public var expectations: [Expectation]

    public init(t: Double, payload: EventPayload, expectations: [Expectation] = []) {
        self.t = t
        self.payload = payload
        self.expectations = expectations
    }
}

/// A session's header: everything but its events.
public struct SessionHeader: Sendable, Hashable {
    public var name: String
    public var scene: String
    public var sceneVersion: Int?
    /// The header object as parsed (without `events`), for content identity.
    public var json: JSONObject

    /// Whether the header says `touchtape.session/2`, whose expectations may use the gesture keys.
    public var allowsGestureExpectations: Bool { json["format"]?.stringValue == Session.formatWithGestures }

    public static func == (lhs: SessionHeader, rhs: SessionHeader) -> Bool {
        lhs.name == rhs.name && lhs.scene == rhs.scene && lhs.sceneVersion == rhs.sceneVersion
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(scene)
    }
}

/// A recorded session, validated (T7), with all its events in memory. Large sessions can be
/// read one event at a time with ``SessionReader`` instead.
public struct Session: Sendable {
    public var header: SessionHeader
    public var events: [SessionEvent]

    public var name: String { header.name }
    public var sceneName: String { header.scene }

    public init(header: SessionHeader, events: [SessionEvent]) {
        self.header = header
        self.events = events
    }

    /// The format string of session documents.
    public static let format = "touchtape.session/1"
    /// The format string of sessions whose `expect` entries use `withheld` or `gestures`.
    public static let formatWithGestures = "touchtape.session/2"

    /// Reads and validates a whole session file (one JSON document, or NDJSON).
    public static func decode(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> Session {
        var reader = try SessionReader(bytes, file: file)
        var events: [SessionEvent] = []
        while let event = try reader.next() { events.append(event) }
        return Session(header: reader.header, events: events)
    }

    /// The responder ids the session's `becomeFirstResponder` events name that the scene
    /// lacks (F1: bad input at import), with the index of the first event naming each.
    public func missingResponders(in scene: Scene) -> [(event: Int, id: String)] {
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
