/// A delivery of the full form (a scene with recognizers or builtins: docs/rules.md G5, G16,
/// G17) with its responders as scene indices (−1 for none) and its chain as where it starts
/// and how long it is, as ``CompactDelivery`` has them: what the recognizer stage and the
/// builtins' hooks make, before any responder id string or chain list exists (issue #26: a
/// `Delivery` built per step, then its strings mapped back to indices to be stored, cost about
/// a third of replaying a scene with builtins). ``Scene/delivery(_:)-(GestureDelivery)`` turns
/// it into a ``Delivery`` for output.
///
/// The fields builtins write (`calls`, `controlEvents`, `firstResponder`) keep `Delivery`'s
/// form: they are rare, and a builtin's hooks need not know the difference.
package struct GestureDelivery: Sendable {
    package var seq: Int
    package var t: Double
    package var kind: DeliveryKind
    package var touch: Int?
    package var phase: TouchPhase?
    package var window: Int32 = -1
    package var hitView: Int32 = -1
    package var view: Int32 = -1
    /// The chain: `chainLength` responders from `chainStart`, following `nextResponder` (R5).
    package var chainStart: Int32 = -1
    package var chainLength: Int32 = 0
    package var handledBy: Int32 = -1
    package var controlEvents: [ControlEventRecord] = []
    package var dropped: DropReason?
    /// Set by text input (S27) on its tap's delivery, and on non-touch events (F1).
    package var firstResponder: String?
    package var withheld: Withheld?
    package var gestures: [GestureTransition] = []
    package var calls: [BuiltinCall] = []
    package var trace: [TraceEntryRecord]?

    package init(seq: Int, t: Double, kind: DeliveryKind, touch: Int? = nil, phase: TouchPhase? = nil) {
        self.seq = seq
        self.t = t
        self.kind = kind
        self.touch = touch
        self.phase = phase
    }

    /// The full form of a compact delivery (an event that is not a touch event, in a scene
    /// with recognizers).
    package init(_ c: CompactDelivery, in scene: Scene) {
        self.init(seq: c.seq, t: c.t, kind: c.kind, touch: c.touch, phase: c.phase)
        window = c.window
        hitView = c.hitView
        view = c.view
        chainStart = c.chainStart
        chainLength = c.chainLength
        handledBy = c.handledBy
        controlEvents = scene.controlEventRecords(c)
        dropped = c.dropped
        firstResponder = c.firstResponder >= 0 ? scene.responderIDs[Int(c.firstResponder)] : nil
        trace = c.trace
    }
}

extension Scene {
    /// The delivery a full-form delivery stands for, responders named by id.
    package func delivery(_ g: GestureDelivery) -> Delivery {
        func id(_ r: Int32) -> String? { r >= 0 ? responderIDs[Int(r)] : nil }
        var d = Delivery(seq: g.seq, t: g.t, kind: g.kind, touch: g.touch, phase: g.phase, window: id(g.window),
                         hitView: id(g.hitView), view: id(g.view), chain: chain(from: g.chainStart, length: g.chainLength),
                         handledBy: id(g.handledBy), controlEvents: g.controlEvents, dropped: g.dropped,
                         firstResponder: g.firstResponder, trace: g.trace)
        d.withheld = g.withheld
        d.gestures = g.gestures
        d.calls = g.calls
        return d
    }

    /// The control events a compact delivery sent, with their actions (C4).
    package func controlEventRecords(_ c: CompactDelivery) -> [ControlEventRecord] {
        guard c.controlView >= 0 else { return [] }
        var records: [ControlEventRecord] = []
        let actions = controlActions[Int(c.controlView)]
        let view = responderIDs[Int(c.controlView)]
        for event in c.controlEventList {
            if let action = actions.action(for: event) {
                records.append(ControlEventRecord(view: view, event: event, action: action))
            }
        }
        return records
    }
}
