import TouchTapeCore

/// Turns the compact deliveries of one scene version into ``StoredOutcome``s without making a
/// responder id string, a chain list or its JSON text, and without hashing any of them
/// (issue #12: that was 14–17 % of replay). Responders are interned once per scene index; a
/// chain is known within its scene from where it starts and how long it is, a control-event
/// list from its control and its events, so their text ids are memoized under those numbers.
///
/// One per scene version for a whole command (``Store/interner(forVersion:scene:)``, issue
/// #26): every session of the version shares what the first ones looked up, so a suite of
/// thousands of short sessions looks each responder, chain and shape up once, not once per
/// session. The memo is only valid for one scene, and only while the texts and shapes it
/// names are in the store (``Store/write(_:)`` drops it with a rolled-back transaction).
///
/// The memos read for every delivery are `@exclusivity(unchecked)`: a dynamic exclusivity
/// check on each read of a class's property was a few percent of a replay (issue #26). Each
/// is read and changed only by this class's own methods, none of which calls back out while
/// it holds one.
package final class OutcomeInterner {
    private let scene: Scene
    /// The scene version's `scene_versions.id`, whose kept text ids (``SceneTextIDs``) are read
    /// at the first miss; nil: none are read.
    private let versionID: Int64?
    private var keptTextIDsRead = false
    /// Text id per responder index; 0 when not looked up yet.
    @exclusivity(unchecked) private var responders: [Int64]
    /// A chain's text id by its start (responder index): its length in the top 24 bits, the id
    /// in the low 40; 0 when none. Chains of another length from the same start go in `chains`.
    @exclusivity(unchecked) private var chainsByStart: [UInt64]
    private static let chainIDMask: UInt64 = 1 << 40 - 1
    private var chains: [Int64: Int64] = [:]
    private var controlEvents: [Int64: Int64] = [:]
    @exclusivity(unchecked) private var kinds: [Int64]
    @exclusivity(unchecked) private var phases: [Int64]
    private var dropReasons: [Int64]
    @exclusivity(unchecked) private var shapes = ShapeTable()
    private var withheldReasons: [Int64]
    private var controlEventLists: [IdenticalList<ControlEventRecord>: Int64] = [:]
    private var gestureLists: [IdenticalList<GestureTransition>: Int64] = [:]
    private var callLists: [IdenticalList<BuiltinCall>: Int64] = [:]
    /// The text id of the empty control-event list; 0 when not looked up yet.
    private var noControlEventsID: Int64 = 0
    /// The responder index of a full delivery's responder id, by the id's storage (-1: not
    /// one of the scene's responders): the ids a full delivery carries are the scene's own
    /// strings, so this costs no hashing of their text (issue #26).
    private var responderOfString: [IdenticalString: Int32] = [:]
    /// In front of `responderOfString` and the list memos: slots found with no hashing.
    private var responderSlots = IdentitySlots<String, Int32>(bits: 12, placeholder: -1)
    private var gestureSlots = IdentitySlots<[GestureTransition], Int64>(bits: 10, placeholder: 0)
    private var callSlots = IdentitySlots<[BuiltinCall], Int64>(bits: 10, placeholder: 0)
    private var controlEventSlots = IdentitySlots<[ControlEventRecord], Int64>(bits: 10, placeholder: 0)

    package init(scene: Scene, versionID: Int64? = nil) {
        self.scene = scene
        self.versionID = versionID
        responders = [Int64](repeating: 0, count: scene.responderIDs.count)
        chainsByStart = [UInt64](repeating: 0, count: scene.responderIDs.count)
        kinds = [Int64](repeating: 0, count: DeliveryKind.allCases.count)
        phases = [Int64](repeating: 0, count: TouchPhase.allCases.count)
        dropReasons = [Int64](repeating: 0, count: DropReason.allCases.count)
        withheldReasons = [Int64](repeating: 0, count: Withheld.allCases.count)
    }

    /// The stored form of `d`: the same as ``Store/stored(_:)`` gives for `scene.delivery(d)`.
    package func stored(_ d: CompactDelivery, in store: Store) throws -> StoredOutcome {
        StoredOutcome(
            seq: d.seq, kind: try kindID(d.kind, store), touch: d.touch,
            phase: try d.phase.map { try phaseID($0, store) },
            window: try responder(d.window, store), hitView: try responder(d.hitView, store),
            view: try responder(d.view, store), chain: try chainID(d, store),
            handledBy: try responder(d.handledBy, store), controlEvents: try controlEventsID(d, store),
            dropped: try d.dropped.map { try dropID($0, store) }, firstResponder: try responder(d.firstResponder, store))
    }

    /// The `outcome_shapes` id of `d`'s stored form, memoized under the compact delivery's
    /// own numbers (import looks a shape up for every delivery).
    package func shapeID(_ d: CompactDelivery, in store: Store) throws -> Int64 {
        let key = ShapeKey(d)
        if let id = shapes[key] {
            if id > 0 { return id }
            try insertQueuedShapes(store)
            return try shapeID(d, in: store)
        }
        // This memo is the cache: the store's own shape → id table would hold every distinct
        // shape a second time (77,000 on a 50,000-view scene; issue #12's 2 KB per view).
        let id = try store.shapeID(OutcomeShape(stored(d, in: store)), remember: false)
        shapes[key] = id
        return id
    }

    /// The shape id of `d` as ``shapeID(_:in:)`` gives it, or, for a shape not met before, a
    /// stand-in (below 0) until ``insertQueuedShapes(_:)`` inserts the shapes queued, many to a
    /// statement (issue #26; ``OutcomeBatch`` does, before it writes rows that name them).
    package func queuedShapeID(_ d: CompactDelivery, in store: Store) throws -> Int64 {
        let key = ShapeKey(d)
        if let id = shapes[key] { return id }
        queuedShapes.append((key, OutcomeShape(try stored(d, in: store))))
        let standIn = -Int64(queuedShapes.count)
        shapes[key] = standIn
        return standIn
    }

    /// Shapes met by ``queuedShapeID(_:in:)`` and not yet in the store, in the order met; the
    /// memo holds `-(index + 1)` for each.
    private var queuedShapes: [(key: ShapeKey, shape: OutcomeShape)] = []

    /// Whether a shape waits to be inserted.
    package var hasQueuedShapes: Bool { !queuedShapes.isEmpty }

    /// Inserts the queued shapes and returns their ids, the id of stand-in `-(i + 1)` at `i`.
    @discardableResult
    package func insertQueuedShapes(_ store: Store) throws -> [Int64] {
        guard !queuedShapes.isEmpty else { return [] }
        let ids = try store.shapeIDs(inserting: queuedShapes.map(\.shape))
        for (queued, id) in zip(queuedShapes, ids) { shapes[queued.key] = id }
        queuedShapes.removeAll(keepingCapacity: true)
        return ids
    }

    /// Forgets the queued shapes, stand-ins and all (rows naming them were never written).
    package func dropQueuedShapes() {
        for queued in queuedShapes { shapes[queued.key] = nil }
        queuedShapes.removeAll(keepingCapacity: true)
    }

    /// What decides a compact delivery's shape: everything but where it is (seq, t, touch).
    private struct ShapeKey: Hashable {
        var responders: (Int32, Int32, Int32, Int32, Int32)  // window, hit view, view, handler, first responder
        var chain: Int64
        var control: Int64
        var small: UInt32  // kind, phase and drop reason

        init(_ d: CompactDelivery) {
            responders = (d.window, d.hitView, d.view, d.handledBy, d.firstResponder)
            chain = Int64(d.chainStart) << 32 | Int64(UInt32(bitPattern: d.chainLength))
            control = Int64(d.controlView) << 32 | Int64(d.controlEvents)
            let kind = UInt32(DeliveryKind.allCases.firstIndex(of: d.kind) ?? 0)
            let phase = d.phase.map { UInt32(TouchPhase.allCases.firstIndex(of: $0) ?? 0) + 1 } ?? 0
            let dropped = d.dropped.map { UInt32(DropReason.allCases.firstIndex(of: $0) ?? 0) + 1 } ?? 0
            small = kind << 16 | phase << 8 | dropped
        }

        /// A key no delivery has (every field zero): what an empty place of ``ShapeTable`` holds.
        init() {
            responders = (0, 0, 0, 0, 0)
            chain = 0
            control = 0
            small = 0
        }

        static func == (a: ShapeKey, b: ShapeKey) -> Bool {
            a.responders == b.responders && a.chain == b.chain && a.control == b.control && a.small == b.small
        }

        /// A mix of every field: where ``ShapeTable`` places the key.
        var word: UInt64 {
            let r = responders
            var h = UInt64(UInt32(bitPattern: r.0)) | UInt64(UInt32(bitPattern: r.1)) << 32
            h = (h ^ (UInt64(UInt32(bitPattern: r.2)) | UInt64(UInt32(bitPattern: r.3)) << 32)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (UInt64(UInt32(bitPattern: r.4)) | UInt64(small) << 32)) &* 0x94D0_49BB_1331_11EB
            h = (h ^ UInt64(bitPattern: chain)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ UInt64(bitPattern: control)) &* 0x94D0_49BB_1331_11EB
            return h ^ h >> 31
        }

        func hash(into hasher: inout Hasher) { hasher.combine(word) }
    }

    /// Shape ids (or stand-ins) by ``ShapeKey``: open addressing placed by the key's own mix,
    /// where a dictionary ran every key through `Hasher` again (issue #26: a twentieth of
    /// importing sessions on a 50,000-view scene, whose shapes are tens of thousands). Kept at
    /// most three quarters full, keys without an optional's flag: no more memory than the
    /// dictionary took. A key set to nil keeps its place, with no value.
    private struct ShapeTable {
        private var keys: [ShapeKey]
        /// ``empty`` for an empty place, 0 for a key with no value: shape ids are above 0,
        /// stand-ins below and above ``empty``.
        private var values: [Int64]
        private static let empty = Int64.min
        private var count = 0
        private var bits = 10

        init() {
            keys = [ShapeKey](repeating: ShapeKey(), count: 1 << bits)
            values = [Int64](repeating: Self.empty, count: 1 << bits)
        }

        subscript(key: ShapeKey) -> Int64? {
            get {
                let v = values[place(of: key)]
                return v != Self.empty && v != 0 ? v : nil
            }
            set {
                var i = place(of: key)
                if values[i] == Self.empty {
                    guard newValue != nil else { return }
                    if (count + 1) * 4 > keys.count * 3 {
                        grow()
                        i = place(of: key)
                    }
                    keys[i] = key
                    count += 1
                }
                values[i] = newValue ?? 0
            }
        }

        /// The place holding `key`, or the empty place it would take.
        private func place(of key: ShapeKey) -> Int {
            let mask = keys.count - 1
            var i = Int(truncatingIfNeeded: key.word >> UInt64(64 - bits))
            while values[i] != Self.empty && keys[i] != key { i = (i + 1) & mask }
            return i
        }

        private mutating func grow() {
            let oldKeys = keys, oldValues = values
            bits += 1
            keys = [ShapeKey](repeating: ShapeKey(), count: 1 << bits)
            values = [Int64](repeating: Self.empty, count: 1 << bits)
            for (k, v) in zip(oldKeys, oldValues) where v != Self.empty {
                let i = place(of: k)
                keys[i] = k
                values[i] = v
            }
        }
    }

    private func responder(_ r: Int32, _ store: Store) throws -> Int64? {
        guard r >= 0 else { return nil }
        let known = responders[Int(r)]
        if known != 0 { return known }
        if !keptTextIDsRead {
            try readKeptTextIDs(store)
            if responders[Int(r)] != 0 { return responders[Int(r)] }
        }
        // Memoized here: the store need not keep the id by text as well (a 50,000-view
        // scene's session names tens of thousands of responders).
        let id = try store.textID(scene.responderIDs[Int(r)], remember: false)
        responders[Int(r)] = id
        return id
    }

    private func chainID(_ d: CompactDelivery, _ store: Store) throws -> Int64 {
        try chainID(start: d.chainStart, length: d.chainLength, store)
    }

    private func chainID(start chainStart: Int32, length chainLength: Int32, _ store: Store) throws -> Int64 {
        // By its start first: a responder's chain mostly has one length, and an array slot is
        // cheaper than hashing into a table of tens of thousands (a 50,000-view scene; issue #12).
        let start = Int(chainStart), length = UInt64(UInt32(bitPattern: chainLength))
        let byStart = start >= 0 && start < chainsByStart.count
        if byStart {
            let slot = chainsByStart[start]
            if slot != 0 && slot >> 40 == length { return Int64(slot & Self.chainIDMask) }
        }
        let key = Int64(chainStart) << 32 | Int64(length)
        if let id = chains[key] { return id }
        if !keptTextIDsRead {
            try readKeptTextIDs(store)
            return try chainID(start: chainStart, length: chainLength, store)
        }
        // Memoized here by (start, length): the store need not keep the chain's text as well.
        let id = try store.textID(scene.chainJSON(from: chainStart, length: chainLength), remember: false)
        rememberChain(start: chainStart, length: chainLength, id: id)
        return id
    }

    private func rememberChain(start chainStart: Int32, length chainLength: Int32, id: Int64) {
        let start = Int(chainStart), length = UInt64(UInt32(bitPattern: chainLength))
        if start >= 0 && start < chainsByStart.count && chainsByStart[start] == 0 && length < 1 << 24 && id > 0
            && UInt64(id) <= Self.chainIDMask {
            chainsByStart[start] = length << 40 | UInt64(id)
        } else {
            chains[Int64(chainStart) << 32 | Int64(length)] = id
        }
    }

    /// Starts the responder, chain and control-event memos from the ids scene import kept for
    /// this version (``SceneTextIDs``), read once at the first miss: a session then finds the
    /// texts of the responders, chains and one-event lists it meets with no look-up by text
    /// (issue #26).
    private func readKeptTextIDs(_ store: Store) throws {
        keptTextIDsRead = true
        guard let versionID, let kept = try store.sceneTextIDs(versionID: versionID, responderCount: responders.count) else { return }
        for (r, id) in kept.responders.enumerated() where responders[r] == 0 { responders[r] = id }
        for chain in kept.chains {
            let start = Int(chain.start)
            let slot = chainsByStart[start]
            let known = slot != 0 && slot >> 40 == UInt64(UInt32(bitPattern: chain.length))
                || chains[Int64(chain.start) << 32 | Int64(chain.length)] != nil
            if !known { rememberChain(start: chain.start, length: chain.length, id: chain.id) }
        }
        for list in kept.controlEvents {
            let key = Int64(list.control) << 32 | Int64(list.events)
            if controlEvents[key] == nil { controlEvents[key] = list.id }
        }
    }

    private func controlEventsID(_ d: CompactDelivery, _ store: Store) throws -> Int64 {
        let key = d.controlEvents == 0 ? -1 : Int64(d.controlView) << 32 | Int64(d.controlEvents)
        if let id = controlEvents[key] { return id }
        if !keptTextIDsRead {
            try readKeptTextIDs(store)
            if let id = controlEvents[key] { return id }
        }
        let id = try store.textID(OutcomeJSON.text(of: scene.delivery(d).controlEvents), remember: false)
        controlEvents[key] = id
        return id
    }

    // MARK: Full deliveries (scenes with recognizers or builtins)

    /// The stored form of a full-form delivery with its responders as indices: the same as
    /// ``Store/stored(_:)`` gives for `scene.delivery(d)`, with no id string or chain list to
    /// map back to the scene (issue #26).
    package func stored(_ d: GestureDelivery, in store: Store) throws -> StoredOutcome {
        StoredOutcome(
            seq: d.seq, kind: try kindID(d.kind, store), touch: d.touch,
            phase: try d.phase.map { try phaseID($0, store) },
            window: try responder(d.window, store), hitView: try responder(d.hitView, store),
            view: try responder(d.view, store), chain: try chainID(start: d.chainStart, length: d.chainLength, store),
            handledBy: try responder(d.handledBy, store),
            controlEvents: try controlEventsID(d.controlEvents, store),
            dropped: try d.dropped.map { try dropID($0, store) }, firstResponder: try responderTextID(d.firstResponder, store),
            withheld: try d.withheld.map { try Self.memo(&withheldReasons, Withheld.allCases.firstIndex(of: $0) ?? 0, $0.rawValue, store) },
            gestures: d.gestures.isEmpty ? nil
                : try Self.listID(d.gestures, slots: &gestureSlots, in: &gestureLists, store) { OutcomeJSON.text(of: $0) },
            calls: d.calls.isEmpty ? nil
                : d.calls.contains(where: \.hasNumber) ? try store.textID(OutcomeJSON.text(of: d.calls))
                : try Self.listID(d.calls, slots: &callSlots, in: &callLists, store) { OutcomeJSON.text(of: $0) })
    }

    /// The `outcome_shapes` id of a full-form delivery's stored form (inserted when new),
    /// memoized by the delivery's fingerprint (``FullShapeMemo``): a delivery whose shape was met
    /// before costs no text id, no ``OutcomeShape`` and no look-up by shape (issue #26).
    package func shapeID(_ d: GestureDelivery, in store: Store) throws -> Int64 {
        if let id = fullShapes.id(of: d) { return id }
        let id = try store.shapeID(OutcomeShape(stored(d, in: store)))
        fullShapes.remember(id, of: d)
        return id
    }

    /// ``shapeID(_:in:)-(GestureDelivery,_)`` for the delivery at `d`, read where it lies (an
    /// array's buffer: handing the delivery itself copied it).
    package func shapeID(at d: UnsafePointer<GestureDelivery>, in store: Store) throws -> Int64 {
        if let id = fullShapes.id(at: d) { return id }
        let id = try store.shapeID(OutcomeShape(stored(d.pointee, in: store)))
        fullShapes.remember(id, of: d.pointee)
        return id
    }

    /// The shape id memoized for a delivery with `d`'s stored form, nil when none is: replay
    /// compares it with the baseline row's, and builds the stored form only when they differ.
    package func memoizedShapeID(_ d: GestureDelivery) -> Int64? {
        fullShapes.id(of: d)
    }

    /// ``memoizedShapeID(_:)`` for the delivery at `d`, read where it lies (an array's buffer:
    /// handing the delivery itself copied it).
    package func memoizedShapeID(at d: UnsafePointer<GestureDelivery>) -> Int64? {
        fullShapes.id(at: d)
    }

    /// Remembers that `d`'s stored form has shape `id` (replay: the baseline row's shape that
    /// it was found to hold).
    package func rememberShapeID(_ id: Int64, of d: GestureDelivery) {
        fullShapes.remember(id, of: d)
    }

    @exclusivity(unchecked) private var fullShapes = FullShapeMemo()

    /// A responder id's text id: through its responder index when it is one of the scene's
    /// ids (the same text, so the same id), else by its text.
    private func responderTextID(_ id: String?, _ store: Store) throws -> Int64? {
        guard let id else { return nil }
        if let r = responderIndex(of: id) { return try responder(r, store) }
        return try store.textID(id)
    }

    /// The scene's responder whose id is `id` byte for byte, memoized by the string's storage.
    private func responderIndex(of id: String) -> Int32? {
        let slot = responderSlots.slot(IdenticalString.word(id))
        if let r = responderSlots.value(in: slot, for: id, identical: IdenticalString.same) { return r >= 0 ? r : nil }
        let r = responderIndexByDictionary(of: id)
        responderSlots.set(r ?? -1, for: id, in: slot)
        return r
    }

    private func responderIndexByDictionary(of id: String) -> Int32? {
        let key = IdenticalString(id)
        if let r = responderOfString[key] { return r >= 0 ? r : nil }
        var found: Int32 = -1
        if let r = scene.index(of: id), scene.responderIDs[Int(r)].utf8.elementsEqual(id.utf8) { found = r }
        if responderOfString.count >= Self.listMemoLimit { responderOfString.removeAll(keepingCapacity: true) }
        responderOfString[key] = found
        return found >= 0 ? found : nil
    }

    private func controlEventsID(_ events: [ControlEventRecord], _ store: Store) throws -> Int64 {
        guard events.isEmpty else {
            return try Self.listID(events, slots: &controlEventSlots, in: &controlEventLists, store) { OutcomeJSON.text(of: $0) }
        }
        if noControlEventsID == 0 { noControlEventsID = try store.textID(OutcomeJSON.text(of: events), remember: false) }
        return noControlEventsID
    }

    /// Lists of one kind by identity (``IdenticalList``), each interned once; the memo starts again past
    /// ``listMemoLimit`` values, so memory stays flat whatever the session.
    private static func listID<T: IdenticalHashing>(_ list: [T], slots: inout IdentitySlots<[T], Int64>,
                                                    in memo: inout [IdenticalList<T>: Int64], _ store: Store,
                                                    text: ([T]) -> String) throws -> Int64 {
        let slot = slots.slot(IdenticalList<T>.word(list))
        if let id = slots.value(in: slot, for: list, identical: identicalLists) { return id }
        let id = try listID(list, in: &memo, store, text: text)
        slots.set(id, for: list, in: slot)
        return id
    }

    private static func listID<T: IdenticalHashing>(_ list: [T], in memo: inout [IdenticalList<T>: Int64], _ store: Store,
                                                    text: ([T]) -> String) throws -> Int64 {
        let key = IdenticalList(list)
        if let id = memo[key] { return id }
        let id = try store.textID(text(list), remember: false)
        if memo.count >= listMemoLimit { memo.removeAll(keepingCapacity: true) }
        memo[key] = id
        return id
    }

    private static let listMemoLimit = 1 << 14

    /// The text id of a delivery kind (replay pairs rows by it).
    package func kindTextID(_ kind: DeliveryKind, in store: Store) throws -> Int64 {
        try kindID(kind, store)
    }

    private func kindID(_ kind: DeliveryKind, _ store: Store) throws -> Int64 {
        try Self.memo(&kinds, kind.memoIndex, kind.rawValue, store)
    }

    private func phaseID(_ phase: TouchPhase, _ store: Store) throws -> Int64 {
        try Self.memo(&phases, phase.memoIndex, phase.rawValue, store)
    }

    private func dropID(_ reason: DropReason, _ store: Store) throws -> Int64 {
        try Self.memo(&dropReasons, DropReason.allCases.firstIndex(of: reason) ?? 0, reason.rawValue, store)
    }

    private static func memo(_ table: inout [Int64], _ index: Int, _ text: String, _ store: Store) throws -> Int64 {
        if table[index] != 0 { return table[index] }
        let id = try store.textID(text)
        table[index] = id
        return id
    }
}

extension BuiltinCall {
    /// Whether an argument is a number (``OutcomeInterner`` does not memoize such calls).
    var hasNumber: Bool {
        args.contains { if case .number = $0.value { true } else { false } }
    }
}


// Each case's place in `allCases`, by a switch: `allCases.firstIndex(of:)` compared the cases
// by their raw strings, for every delivery (issue #26).
extension DeliveryKind {
    var memoIndex: Int {
        switch self {
        case .touch: 0
        case .motion: 1
        case .remoteControl: 2
        case .press: 3
        case .action: 4
        case .state: 5
        case .timer: 6
        case .late: 7
        case .cancel: 8
        }
    }
}

extension TouchPhase {
    var memoIndex: Int {
        switch self {
        case .began: 0
        case .moved: 1
        case .stationary: 2
        case .ended: 3
        case .cancelled: 4
        }
    }
}
