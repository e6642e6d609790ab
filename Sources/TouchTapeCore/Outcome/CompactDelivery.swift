/// A delivery with its responders as scene indices (−1 for none) and its chain as where it
/// starts and how long it is: what ``Dispatcher`` computes, before any responder id string or
/// list is made (issue #12: building those for every delivery, then hashing them to intern
/// them, cost more than the engine). ``Scene/delivery(_:)`` turns it into a ``Delivery``.
package struct CompactDelivery: Sendable, Hashable {
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
    /// The control that sent `controlEvents`.
    package var controlView: Int32 = -1
    /// The control events sent (only those the control has an action for), in order, four
    /// bits each from the lowest: the event's index in `ControlEvent.allCases` plus 1; 0 ends.
    package var controlEvents: UInt32 = 0
    package var dropped: DropReason?
    package var firstResponder: Int32 = -1
    package var trace: [TraceEntryRecord]?

    package init(seq: Int, t: Double, kind: DeliveryKind, touch: Int? = nil, phase: TouchPhase? = nil) {
        self.seq = seq
        self.t = t
        self.kind = kind
        self.touch = touch
        self.phase = phase
    }

    /// Appends a control event to `controlEvents` (at most eight fit; a delivery sends three).
    /// An event's index plus 1 must fit in four bits (C2–C3's do; builtins' events travel in
    /// full deliveries).
    mutating func appendControlEvent(_ event: ControlEvent) {
        guard let index = ControlEvent.allCases.firstIndex(of: event), index < 15 else { return }
        var shift: UInt32 = 0
        while shift < 32 && (controlEvents >> shift) & 0xF != 0 { shift += 4 }
        guard shift < 32 else { return }
        controlEvents |= UInt32(index + 1) << shift
    }

    /// The control events in order.
    package var controlEventList: [ControlEvent] {
        var result: [ControlEvent] = []
        var bits = controlEvents
        while bits & 0xF != 0 {
            result.append(ControlEvent.allCases[Int(bits & 0xF) - 1])
            bits >>= 4
        }
        return result
    }
}

extension Scene {
    /// The delivery a compact delivery stands for, responders named by id.
    package func delivery(_ c: CompactDelivery) -> Delivery {
        func id(_ r: Int32) -> String? { r >= 0 ? responderIDs[Int(r)] : nil }
        let controlEvents = controlEventRecords(c)
        return Delivery(seq: c.seq, t: c.t, kind: c.kind, touch: c.touch, phase: c.phase, window: id(c.window),
                        hitView: id(c.hitView), view: id(c.view), chain: chain(from: c.chainStart, length: c.chainLength),
                        handledBy: id(c.handledBy), controlEvents: controlEvents, dropped: c.dropped,
                        firstResponder: id(c.firstResponder), trace: c.trace)
    }

    /// The ids of `length` responders from `start` up the responder chain.
    package func chain(from start: Int32, length: Int32) -> [String] {
        var chain: [String] = []
        chain.reserveCapacity(Int(length))
        var responder = start
        for _ in 0..<max(0, Int(length)) where responder >= 0 {
            chain.append(responderIDs[Int(responder)])
            responder = nextResponder[Int(responder)]
        }
        return chain
    }

    /// The JSON text of ``chain(from:length:)`` (what `OutcomeJSON.text(of:)` gives for it),
    /// written without making the list: the store interns one per distinct chain, tens of
    /// thousands on a large scene.
    package func chainJSON(from start: Int32, length: Int32) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        var responder = start
        for i in 0..<max(0, Int(length)) where responder >= 0 {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(responderIDs[Int(responder)], to: &out)
            responder = nextResponder[Int(responder)]
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }
}
