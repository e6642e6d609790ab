/// Why nothing was delivered (docs/formats.md; T5, T6, F2, F3).
public enum DropReason: String, Sendable, Hashable, CaseIterable {
    /// The app was ignoring interaction events (`ignoreInteractionEvents`, T5).
    case ignoringInteractionEvents
    /// No window's `hitTest` returned a view (H2).
    case noHitView
    /// The touch hit a view without `isMultipleTouchEnabled` that already holds a touch (T3).
    case multipleTouchDisabled
    /// An exclusive-touch view of the window holds a touch, or the touch hit one while another
    /// view of the window holds a touch (T4).
    case exclusiveTouch
    /// A motion, remote-control, press or action event with no first responder (F2, F3).
    case noFirstResponder
}

/// What kind of event a delivery answers.
public enum DeliveryKind: String, Sendable, Hashable, CaseIterable {
    /// One touch's phase of a touch event.
    case touch
    /// A motion event (`shake`).
    case motion
    /// A remote-control event.
    case remoteControl
    /// A press event.
    case press
    /// An action sent to the first responder's chain (F3).
    case action
    /// A change of state with nothing to deliver: `becomeFirstResponder`,
    /// `resignFirstResponder`, `ignoreInteractionEvents`.
    case state
    /// A recognizer's deadline passed (G5, docs/formats.md).
    case timer
    /// The view receives a phase withheld earlier (G16).
    case late
    /// The view receives `touchesCancelled` because a recognizer claimed the touch (G13).
    case cancel
}

/// One UIControl event a delivery made a control send, with its action (C4).
public struct ControlEventRecord: Sendable, Hashable {
    /// The control's id.
    public var view: String
    /// The control event sent.
    public var event: ControlEvent
    /// The action's selector, as the scene names it.
    public var action: String

    package init(view: String, event: ControlEvent, action: String) {
        self.view = view
        self.event = event
        self.action = action
    }
}

/// What the engine did with one event, or with one touch of a touch event: one line of the
/// outcome format (docs/formats.md, `touchtape.outcome/1` and `/2`). Responders are named by id.
public struct Delivery: Sendable, Hashable {
    /// The event's index in the session, from 0.
    public var seq: Int
    /// The event's time, in seconds from the session's start (a `timer` row's: its deadline).
    public var t: Double
    /// What kind of event this delivery answers.
    public var kind: DeliveryKind
    /// The touch's id, for a touch delivery.
    public var touch: Int?
    /// The touch's phase, for a touch delivery.
    public var phase: TouchPhase?
    /// The window the touch belongs to; nil when no window took it, and for non-touch events.
    public var window: String?
    /// On a `began` delivery, what hit-testing returned (nil when nothing was hit); nil on
    /// other phases.
    public var hitView: String?
    /// The view the touch is bound to (`UITouch.view`, T1); nil when none.
    public var view: String?
    /// The responders the message reached, in order, ending with the one that handled it or
    /// with the last responder of the chain (R5).
    public var chain: [String]
    /// The responder that consumed the message; nil when it fell off the end of the chain or
    /// was never delivered.
    public var handledBy: String?
    /// The UIControl events this delivery fired, in order (C4).
    public var controlEvents: [ControlEventRecord]
    /// Why nothing was delivered, when nothing was.
    public var dropped: DropReason?
    /// The first responder after the event (nil on touch deliveries, F1).
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
    /// What builtins did in this step beyond control events (docs/formats.md, `calls`):
    /// written only for a scene with a builtin or a gate.
    public var calls: [BuiltinCall] {
        get { callList ?? [] }
        set { callList = newValue.isEmpty ? nil : newValue }
    }
    private var callList: [BuiltinCall]?
    /// The hit-test calls of a `began` delivery, only when asked for (H9); never compared.
    public var trace: [TraceEntryRecord]?

    package init(seq: Int, t: Double, kind: DeliveryKind, touch: Int? = nil, phase: TouchPhase? = nil,
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

    /// Whether two deliveries are the same outcome: every key but `t` and `trace` equal
    /// (docs/formats.md).
    public func isSame(as other: Delivery) -> Bool {
        seq == other.seq && kind == other.kind && touch == other.touch && phase == other.phase
            && window == other.window && hitView == other.hitView && view == other.view
            && chain == other.chain && handledBy == other.handledBy && controlEvents == other.controlEvents
            && dropped == other.dropped && firstResponder == other.firstResponder
            && withheld == other.withheld && gestures == other.gestures && calls == other.calls
    }
}

/// One `hitTest` or `pointInside` call of a hit-test, views named by id, as outcomes print
/// it (H9).
public struct TraceEntryRecord: Sendable, Hashable {
    /// The view the call was made on.
    public var view: String
    /// Which call it was.
    public var call: HitTestCall
    /// The point the call was given, in the view's coordinates; nil when it could not be
    /// converted through a singular transform (H7).
    public var point: Point?
    /// For `hitTest`: the view it returned, nil for none.
    public var resultView: String?
    /// For `pointInside`: its answer.
    public var inside: Bool
    /// For a `hitTest` that returned nil: why.
    public var reason: NilReason?
    /// How deep the call is nested in the `hitTest` calls of the hit-test (0 for a window's).
    public var depth: Int

    package init(_ entry: TraceEntry, in scene: Scene) {
        view = scene.responderIDs[Int(entry.view)]
        call = entry.call
        point = entry.point
        resultView = entry.resultView.map { scene.responderIDs[Int($0)] }
        inside = entry.inside
        reason = entry.reason
        depth = entry.depth
    }
}
