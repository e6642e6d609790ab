import TouchTapeCore

/// The text ids of a scene version's responders, chains and control-event lists
/// (`scene_text_ids`, level 14; issue #26). `scene import` interns every responder id of a new
/// version, each view's touch chains and each control's one-event lists, so that importing and replaying sessions starts with their ids
/// (``OutcomeInterner/preload(_:)``) instead of inserting each text as sessions first meet it.
/// A cache: a version without a fitting row interns its texts as sessions meet them.
struct SceneTextIDs: Equatable {
    /// Per responder index: its id's text id.
    var responders: [Int64]
    /// The chains interned: first responder, length and text id, by first responder.
    var chains: [(start: Int32, length: Int32, id: Int64)]
    /// The one-event control-event lists interned: the control, its event as
    /// ``CompactDelivery/controlEvents`` packs it, and the text id.
    var controlEvents: [(control: Int32, events: UInt32, id: Int64)]

    static func == (a: SceneTextIDs, b: SceneTextIDs) -> Bool {
        a.responders == b.responders && a.chains.elementsEqual(b.chains) { $0 == $1 }
            && a.controlEvents.elementsEqual(b.controlEvents) { $0 == $1 }
    }

    /// Each control's lists of one event it has an action for (C2–C3: what a delivery's
    /// `control_events` holds when the control sent one event), with their text.
    static func controlEventLists(of scene: Scene) -> [(control: Int32, events: UInt32, text: String)] {
        var result: [(control: Int32, events: UInt32, text: String)] = []
        for view in 0..<Int32(scene.viewCount) where scene.viewInfos[Int(view)].isControl {
            var d = CompactDelivery(seq: 0, t: 0, kind: .touch)
            d.controlView = view
            // One event: its index in `ControlEvent.allCases` plus 1, in the lowest four bits.
            for index in 0..<min(ControlEvent.allCases.count, 15) {
                d.controlEvents = UInt32(index + 1)
                let records = scene.delivery(d).controlEvents
                if !records.isEmpty { result.append((view, d.controlEvents, OutcomeJSON.text(of: records))) }
            }
        }
        return result
    }

    /// The chains a touch can take from each view (T2): up the responder chain as far as the
    /// first responder that handles the phase, or to its end; one per distinct length. Scenes
    /// with builtins are left out (a builtin may take the touch earlier, so these would be
    /// texts no session meets); their chains are interned as sessions meet them.
    static func touchChains(of scene: Scene) -> [(start: Int32, length: Int32)] {
        guard !scene.hasBuiltins else { return [] }
        var result: [(start: Int32, length: Int32)] = []
        let phases: [TouchPhase] = [.began, .moved, .ended, .cancelled]
        for view in 0..<Int32(scene.viewCount) {
            var lengths: [Int32] = []
            for phase in phases {
                var length: Int32 = 0
                var responder: Int32? = view
                while let r = responder {
                    length += 1
                    if scene.touchHandlers[Int(r)].behavior(for: phase) == .handle { break }
                    responder = scene.nextResponder(of: r)
                }
                if !lengths.contains(length) { lengths.append(length) }
            }
            for length in lengths { result.append((view, length)) }
        }
        return result
    }

    // MARK: Encoding

    /// The two blobs: unsigned LEB128 varints of zigzagged differences from the value before
    /// (ids interned together are close), so a 50,000-view scene's ids take a few hundred KB.
    var encoded: (responders: [UInt8], chains: [UInt8], controlEvents: [UInt8]) {
        var responderBytes: [UInt8] = []
        responderBytes.reserveCapacity(responders.count * 2)
        var previous: Int64 = 0
        for id in responders {
            Self.append(id &- previous, to: &responderBytes)
            previous = id
        }
        var chainBytes: [UInt8] = []
        chainBytes.reserveCapacity(chains.count * 4)
        var previousStart: Int64 = 0
        previous = 0
        for chain in chains {
            Self.append(Int64(chain.start) &- previousStart, to: &chainBytes)
            Self.append(Int64(chain.length), to: &chainBytes)
            Self.append(chain.id &- previous, to: &chainBytes)
            previousStart = Int64(chain.start)
            previous = chain.id
        }
        var controlBytes: [UInt8] = []
        controlBytes.reserveCapacity(controlEvents.count * 4)
        previousStart = 0
        previous = 0
        for list in controlEvents {
            Self.append(Int64(list.control) &- previousStart, to: &controlBytes)
            Self.append(Int64(list.events), to: &controlBytes)
            Self.append(list.id &- previous, to: &controlBytes)
            previousStart = Int64(list.control)
            previous = list.id
        }
        return (responderBytes, chainBytes, controlBytes)
    }

    /// Reads the blobs back; nil when they are not whole (a damaged or foreign row is not used):
    /// `responderCount` ids, chains and lists whose first responder or control is a responder,
    /// lengths, events and ids positive.
    init?(responders responderBytes: UnsafeBufferPointer<UInt8>, chains chainBytes: UnsafeBufferPointer<UInt8>,
          controlEvents controlBytes: UnsafeBufferPointer<UInt8>, responderCount: Int) {
        var reader = VarintReader(bytes: responderBytes)
        var ids: [Int64] = []
        ids.reserveCapacity(responderCount)
        var previous: Int64 = 0
        while !reader.isAtEnd {
            guard let delta = reader.next() else { return nil }
            previous &+= delta
            guard previous > 0, ids.count < responderCount else { return nil }
            ids.append(previous)
        }
        guard ids.count == responderCount else { return nil }
        var chains: [(start: Int32, length: Int32, id: Int64)] = []
        reader = VarintReader(bytes: chainBytes)
        var start: Int64 = 0
        previous = 0
        while !reader.isAtEnd {
            guard let startDelta = reader.next(), let length = reader.next(), let idDelta = reader.next() else { return nil }
            start &+= startDelta
            previous &+= idDelta
            guard start >= 0, start < Int64(responderCount), length > 0, length <= Int64(Int32.max), previous > 0 else { return nil }
            chains.append((Int32(start), Int32(length), previous))
        }
        var lists: [(control: Int32, events: UInt32, id: Int64)] = []
        reader = VarintReader(bytes: controlBytes)
        start = 0
        previous = 0
        while !reader.isAtEnd {
            guard let controlDelta = reader.next(), let events = reader.next(), let idDelta = reader.next() else { return nil }
            start &+= controlDelta
            previous &+= idDelta
            guard start >= 0, start < Int64(responderCount), events > 0, events <= Int64(UInt32.max), previous > 0 else { return nil }
            lists.append((Int32(start), UInt32(events), previous))
        }
        self.responders = ids
        self.chains = chains
        self.controlEvents = lists
    }

    init(responders: [Int64], chains: [(start: Int32, length: Int32, id: Int64)],
         controlEvents: [(control: Int32, events: UInt32, id: Int64)]) {
        self.responders = responders
        self.chains = chains
        self.controlEvents = controlEvents
    }

    private static func append(_ value: Int64, to bytes: inout [UInt8]) {
        var v = UInt64(bitPattern: (value << 1) ^ (value >> 63))  // zigzag
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    private struct VarintReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position >= bytes.count }

        /// The next value, nil past the end or on a varint longer than 64 bits.
        mutating func next() -> Int64? {
            var v: UInt64 = 0
            var shift: UInt64 = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                guard shift < 64 else { return nil }
                v |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1) }
                shift += 7
            }
            return nil
        }
    }
}

extension Store {
    /// Interns the responder ids, touch chains and one-event control-event lists of a version
    /// and keeps their ids, unless a
    /// fitting row is there already (importing a known version again adds nothing). Only inside
    /// ``write(_:)`` and on a store at level 14 or above.
    func keepSceneTextIDs(_ scene: Scene, versionID: Int64) throws {
        guard isWriting, try hasSceneTextIDsTable() else { return }
        if try sceneTextIDs(versionID: versionID, responderCount: scene.responderCount) != nil { return }
        var responders: [Int64] = []
        responders.reserveCapacity(scene.responderCount)
        for id in scene.responderIDs {
            responders.append(try textID(id, remember: false))
        }
        var chains: [(start: Int32, length: Int32, id: Int64)] = []
        for chain in SceneTextIDs.touchChains(of: scene) {
            chains.append((chain.start, chain.length, try textID(scene.chainJSON(from: chain.start, length: chain.length), remember: false)))
        }
        var lists: [(control: Int32, events: UInt32, id: Int64)] = []
        for list in SceneTextIDs.controlEventLists(of: scene) {
            lists.append((list.control, list.events, try textID(list.text, remember: false)))
        }
        let blobs = SceneTextIDs(responders: responders, chains: chains, controlEvents: lists).encoded
        try database.cachedStatement("""
            INSERT OR REPLACE INTO scene_text_ids (version_id, engine_version, responders, chains, control_events)
            VALUES (?, ?, ?, ?, ?)
            """).run(.integer(versionID), .text(EngineConstants.engineVersion), .blob(blobs.responders), .blob(blobs.chains),
                     .blob(blobs.controlEvents))
    }

    /// The kept text ids of a version, nil when it has no row that fits this engine and scene.
    func sceneTextIDs(versionID: Int64, responderCount: Int) throws -> SceneTextIDs? {
        guard try hasSceneTextIDsTable() else { return nil }
        let select = try database.cachedStatement(
            "SELECT responders, chains, control_events FROM scene_text_ids WHERE version_id = ? AND engine_version = ?")
        try select.bind(versionID, at: 1)
        try select.bind(EngineConstants.engineVersion, at: 2)
        defer { select.reset() }
        guard try select.step(), !select.columnIsNull(0), !select.columnIsNull(1), !select.columnIsNull(2) else { return nil }
        return select.withColumnBlobBytes(0) { responders in
            select.withColumnBlobBytes(1) { chains in
                select.withColumnBlobBytes(2) { controlEvents in
                    SceneTextIDs(responders: responders, chains: chains, controlEvents: controlEvents, responderCount: responderCount)
                }
            }
        }
    }

    /// Whether the store has `scene_text_ids` (a store opened by `check` may be older).
    func hasSceneTextIDsTable() throws -> Bool {
        if let known = sceneTextIDsTableExists { return known }
        let found = try database.cachedStatement(
            "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'scene_text_ids'").scalarInt64() != nil
        sceneTextIDsTableExists = found
        return found
    }
}

extension Store {
    /// `check`: every kept id this binary would use names the text it stands for (a wrong one
    /// would store another responder, chain or list in every outcome that meets it). A row it
    /// would not use (of another engine, or that does not read back whole) is no fault.
    func sceneTextIDProblems() throws -> [String] {
        guard try hasSceneTextIDsTable() else { return [] }
        var versions: [(id: Int64, label: String, content: String)] = []
        try database.prepare("""
            SELECT t.version_id, sc.name || '@' || v.version, v.content FROM scene_text_ids t
            JOIN scene_versions v ON v.id = t.version_id LEFT JOIN scenes sc ON sc.id = v.scene_id
            WHERE t.engine_version = ? ORDER BY t.version_id
            """).forEachRow(.text(EngineConstants.engineVersion)) { row in
            versions.append((row.columnInt64(0), row.columnText(1) ?? "of a missing scene", row.columnText(2) ?? ""))
        }
        var problems: [String] = []
        let text = try database.prepare("SELECT text FROM texts WHERE id = ?")
        for version in versions {
            // A document that does not read is reported by its content hash.
            guard let scene = try? Scene.decode(Array(version.content.utf8)),
                  let kept = try sceneTextIDs(versionID: version.id, responderCount: scene.responderCount) else { continue }
            var expected: [(id: Int64, text: String)] = kept.responders.enumerated().map { ($0.element, scene.responderIDs[$0.offset]) }
            expected += kept.chains.map { ($0.id, scene.chainJSON(from: $0.start, length: $0.length)) }
            for list in kept.controlEvents {
                var d = CompactDelivery(seq: 0, t: 0, kind: .touch)
                d.controlView = list.control
                d.controlEvents = list.events
                expected.append((list.id, OutcomeJSON.text(of: scene.delivery(d).controlEvents)))
            }
            for entry in expected where try text.scalarText(.integer(entry.id)) != entry.text {
                problems.append("scene \(version.label): its text ids (scene_text_ids) name text \(entry.id), which is not \(entry.text)")
                break
            }
        }
        return problems
    }
}
