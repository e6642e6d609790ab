import TouchTapeCore

/// Turns deliveries of one dispatch (one scene version) into ``StoredOutcome``s without
/// building a chain's JSON text or hashing it for every delivery (issue #12: that was 14–17 %
/// of replay). A chain is the walk up the responder chain from its first responder, so within
/// one scene it is known from its first responder and its length: its text id is memoized
/// under that key. Enum texts (kind, phase, dropped) are looked up once each, and the empty
/// control-event list once.
///
/// Make one per session (per ``Dispatcher``): the memo is only valid for one scene.
package struct OutcomeInterner {
    private struct ChainKey: Hashable {
        var first: String
        var count: Int
    }

    private var chains: [ChainKey: Int64] = [:]
    private var emptyChain: Int64?
    private var emptyControlEvents: Int64?
    private var kinds: [DeliveryKind: Int64] = [:]
    private var phases: [TouchPhase: Int64] = [:]
    private var dropReasons: [DropReason: Int64] = [:]

    package init() {}

    /// The stored form of `d`, the same as ``Store/stored(_:)`` gives.
    package mutating func stored(_ d: Delivery, in store: Store) throws -> StoredOutcome {
        StoredOutcome(
            seq: d.seq, kind: try kindID(d.kind, store), touch: d.touch,
            phase: try d.phase.map { try phaseID($0, store) },
            window: try store.optionalTextID(d.window), hitView: try store.optionalTextID(d.hitView),
            view: try store.optionalTextID(d.view), chain: try chainID(d.chain, store),
            handledBy: try store.optionalTextID(d.handledBy), controlEvents: try controlEventsID(d.controlEvents, store),
            dropped: try d.dropped.map { try dropID($0, store) }, firstResponder: try store.optionalTextID(d.firstResponder))
    }

    private mutating func chainID(_ chain: [String], _ store: Store) throws -> Int64 {
        guard let first = chain.first else {
            if let emptyChain { return emptyChain }
            let id = try store.textID(OutcomeJSON.text(of: chain))
            emptyChain = id
            return id
        }
        let key = ChainKey(first: first, count: chain.count)
        if let id = chains[key] { return id }
        let id = try store.textID(OutcomeJSON.text(of: chain))
        chains[key] = id
        return id
    }

    private mutating func controlEventsID(_ events: [ControlEventRecord], _ store: Store) throws -> Int64 {
        guard events.isEmpty else { return try store.textID(OutcomeJSON.text(of: events)) }
        if let emptyControlEvents { return emptyControlEvents }
        let id = try store.textID(OutcomeJSON.text(of: events))
        emptyControlEvents = id
        return id
    }

    private mutating func kindID(_ kind: DeliveryKind, _ store: Store) throws -> Int64 {
        if let id = kinds[kind] { return id }
        let id = try store.textID(kind.rawValue)
        kinds[kind] = id
        return id
    }

    private mutating func phaseID(_ phase: TouchPhase, _ store: Store) throws -> Int64 {
        if let id = phases[phase] { return id }
        let id = try store.textID(phase.rawValue)
        phases[phase] = id
        return id
    }

    private mutating func dropID(_ reason: DropReason, _ store: Store) throws -> Int64 {
        if let id = dropReasons[reason] { return id }
        let id = try store.textID(reason.rawValue)
        dropReasons[reason] = id
        return id
    }
}
