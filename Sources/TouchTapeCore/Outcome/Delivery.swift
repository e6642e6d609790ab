/// Why nothing was delivered (formats.md, T6, F2–F3).
public enum DropReason: String, Sendable, Hashable, CaseIterable {
    case ignoringInteractionEvents, noHitView, multipleTouchDisabled, exclusiveTouch, noFirstResponder
}

/// What kind of event a delivery answers.
public enum DeliveryKind: String, Sendable, Hashable, CaseIterable {
    case touch, motion, remoteControl, press, action, state
    /// A recognizer's deadline passed (G5, formats-gestures.md).
    case timer
    /// The view receives a phase withheld earlier (G16).
    case late
    /// The view receives `touchesCancelled` because a recognizer claimed the touch (G13).
    case cancel
}

/// One UIControl event a delivery made a control send, with its action (C4).
public struct ControlEventRecord: Sendable, Hashable {
    public var view: String
    public var event: ControlEvent
    public var action: String

    public init(view: String, event: ControlEvent, action: String) {
        self.view = view
        self.event = event
        self.action = action
    }
}

/// What the engine did with one event, or with one touch of a touch event: one line of the
/// outcome format (formats.md, `touchtape.outcome/1`). Responders are named by id.
public struct Delivery: Sendable, Hashable {
    /// The event's index in the session, from 0.
    public var seq: Int
    public var t: Double
    public var kind: DeliveryKind
    public var touch: Int?
    public var phase: TouchPhase?
    public var window: String?
    public var hitView: String?
    public var view: String?
    public var chain: [String]
    public var handledBy: String?
    public var controlEvents: [ControlEventRecord]
    public var dropped: DropReason?
    public var firstResponder: String?
    /// Why this `touch` delivery's phase did not reach its view now (G16, G17); `/2` outcomes.
    public var withheld: Withheld?
    /// The recognizer transitions of this step (G17); `/2` outcomes.
    public var gestures: [GestureTransition] {
        get { gestureList ?? [] }
        set { gestureList = newValue.isEmpty ? nil : newValue }
    }
    /// nil for none: a delivery of a scene without recognizers then costs no reference count.
    private var gestureList: [GestureTransition]?
    /// What builtins did in this step beyond control events (standard-classes.md 2.0, 4.2):
    /// written only for a scene with a builtin or a gate (clarification 3).
    public var calls: [BuiltinCall] {
        get { callList ?? [] }
        set { callList = newValue.isEmpty ? nil : newValue }
    }
    private var callList: [BuiltinCall]?
    /// The hit-test calls of a `began` delivery, only when asked for; never compared.
    public var trace: [TraceEntryRecord]?

    public init(seq: Int, t: Double, kind: DeliveryKind, touch: Int? = nil, phase: TouchPhase? = nil,
                window: String? = nil, hitView: String? = nil, view: String? = nil, chain: [String] = [],
                handledBy: String? = nil, controlEvents: [ControlEventRecord] = [], dropped: DropReason? = nil,
                firstResponder: String? = nil, trace: [TraceEntryRecord]? = nil) {
        self.seq = seq
        self.t = t
        self.kind = kind
        self.touch = touch
        self.phase = phase
        self.window = window
        self.hitView = hitView
        self.view = view
        self.chain = chain
        self.handledBy = handledBy
        self.controlEvents = controlEvents
        self.dropped = dropped
        self.firstResponder = firstResponder
        self.trace = trace
    }

    /// Two outcomes are the same when every key but `t` and `trace` is equal (formats.md).
    public func isSame(as other: Delivery) -> Bool {
        seq == other.seq && kind == other.kind && touch == other.touch && phase == other.phase
            && window == other.window && hitView == other.hitView && view == other.view
            && chain == other.chain && handledBy == other.handledBy && controlEvents == other.controlEvents
            && dropped == other.dropped && firstResponder == other.firstResponder
            && withheld == other.withheld && gestures == other.gestures && calls == other.calls
    }
}

/// A trace entry with views named by id, as outcomes print it.
public struct TraceEntryRecord: Sendable, Hashable {
    public var view: String
    public var call: TraceEntry.Call
    public var point: Point?
    public var resultView: String?
    public var inside: Bool
    public var reason: NilReason?
    public var depth: Int

    public init(_ entry: TraceEntry, in scene: Scene) {
        view = scene.responderIDs[Int(entry.view)]
        call = entry.call
        point = entry.point
        resultView = entry.resultView.map { scene.responderIDs[Int($0)] }
        inside = entry.inside
        reason = entry.reason
        depth = entry.depth
    }
}
