import TouchTapeCore

/// A baseline file (docs/formats.md, "Baseline files"): `STEM.outcomes.ndjson` beside a session
/// file `STEM.json` or `STEM.ndjson`, one accepted delivery a line in the outcome format,
/// `trace` never included, so that a session's references travel with the repository.
///
/// Its first line names the scene content the outcomes were made against (issue #23, item 2):
/// `{"format":"touchtape.baseline/1","scene":NAME,"sceneContentHash":HASH}`, HASH the
/// version's `content_hash`, so that a store that reads the file records the baseline against
/// that version, never a guessed one. A file without it (written before) is read as made
/// against the version the session is dispatched against.
package enum BaselineFile {
    /// What every baseline file's name ends with.
    package static let suffix = ".outcomes.ndjson"
    /// The `format` of a baseline file's first line.
    package static let format = "touchtape.baseline/1"

    /// The first line (without the newline): the scene and the content hash of the version
    /// the outcomes were made against.
    package static func headerLine(scene: String, sceneContentHash: String) -> String {
        "{\"format\":\"\(format)\",\"scene\":\(JSONText.quoted(scene)),\"sceneContentHash\":\"\(sceneContentHash)\"}"
    }

    package static func isBaselineFile(_ path: String) -> Bool { path.hasSuffix(suffix) }

    /// The baseline file that belongs beside a session file: its stem (the name without
    /// `.json` or `.ndjson`) plus `.outcomes.ndjson`.
    package static func path(forSessionFile path: String) -> String {
        for ext in [".ndjson", ".json"] where path.hasSuffix(ext) {
            return String(path.dropLast(ext.count)) + suffix
        }
        return path + suffix
    }

    /// One delivery as its baseline-file line (without the newline): the outcome format
    /// without `trace`, keys in the fixed order, numbers as the canonical writer prints them.
    /// `gestureKeys`: the `/2` line of a scene with recognizers (docs/formats.md);
    /// `callKeys`: with `calls` too, for a scene with a builtin or a gate.
    package static func line(_ delivery: Delivery, gestureKeys: Bool = false, callKeys: Bool = false) -> String {
        var copy = delivery
        copy.trace = nil
        return OutcomeJSON.line(copy, gestureKeys: gestureKeys, callKeys: callKeys)
    }
}

/// A baseline file's first line: the scene content its outcomes were made against.
struct BaselineFileHeader: Sendable, Hashable {
    var scene: String
    var sceneContentHash: String
    /// Where the file names them, for messages.
    var scenePosition: SourcePosition?
    var hashPosition: SourcePosition?
}

/// Reads a baseline file one delivery at a time, checking each line's keys and types (the
/// place of a fault is `FILE:LINE:COLUMN`).
struct BaselineFileReader {
    let path: String
    private var lines: ChunkLines
    /// The file's first line, when it names its scene content (files written before it did
    /// begin with their first delivery).
    private(set) var header: BaselineFileHeader?
    /// The first delivery's line, read while looking for the header.
    private var pending: (line: Int, value: JSONValue)?

    init(path: String) throws(InputError) {
        self.path = path
        lines = ChunkLines(try FileChunks(path: path))
        while let (line, bytes) = try lines.nextLine() {
            if Self.isBlank(bytes) { continue }
            let value = try Self.parse(bytes, line: line, file: path)
            if value.objectValue?["format"] != nil {
                header = try Self.header(from: value, file: path)
            } else {
                pending = (line, value)
            }
            break
        }
    }

    private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    private static func parse(_ bytes: ArraySlice<UInt8>, line: Int, file: String) throws(InputError) -> JSONValue {
        do {
            return try JSONReader.parse(bytes, firstLine: line)
        } catch let error as JSONSyntaxError {
            throw InputError(file: file, position: error.position, error.message)
        } catch {
            throw InputError(file: file, position: SourcePosition(line: line, column: 1), "\(error)")
        }
    }

    /// The first line `{"format": "touchtape.baseline/1", "scene": NAME, "sceneContentHash": HASH}`.
    static func header(from value: JSONValue, file: String) throws(InputError) -> BaselineFileHeader {
        guard let object = value.objectValue else {
            throw InputError(file: file, position: value.position, "a baseline file's first line is a JSON object, not \(value.typeName)")
        }
        let format = object["format"]
        guard format?.stringValue == BaselineFile.format else {
            throw InputError(file: file, position: format?.position ?? value.position,
                             "a baseline file's first line has \"format\": \"\(BaselineFile.format)\""
                                + (format?.stringValue.map { ", not \"\($0)\"" } ?? ""))
        }
        for member in object.members where !["format", "scene", "sceneContentHash"].contains(member.key) {
            throw InputError(file: file, position: member.keyPosition, "unknown key \"\(member.key)\" in a baseline file's first line")
        }
        guard let sceneValue = object["scene"], let scene = sceneValue.stringValue, !scene.isEmpty else {
            throw InputError(file: file, position: object["scene"]?.position ?? value.position,
                             "a baseline file's first line names its \"scene\" (a scene name)")
        }
        let hashValue = object["sceneContentHash"]
        guard let hash = hashValue?.stringValue, hash.utf8.count == 64,
              hash.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            throw InputError(file: file, position: hashValue?.position ?? value.position,
                             "a baseline file's first line has \"sceneContentHash\": the scene content's SHA-256, 64 lowercase hex digits")
        }
        return BaselineFileHeader(scene: scene, sceneContentHash: hash, scenePosition: sceneValue.position,
                                  hashPosition: hashValue?.position)
    }

    /// Where a file that ends early ends: the line after its last one, column 1 (an empty
    /// file's is `1:1`), valid once ``next()`` has returned nil.
    var endPosition: SourcePosition { SourcePosition(line: lines.linesRead + 1, column: 1) }

    /// The next delivery and its line; nil at the end. Blank lines are skipped.
    mutating func next() throws -> (line: Int, delivery: Delivery)? {
        if let (line, value) = pending {
            pending = nil
            return (line, try Self.delivery(from: value, file: path))
        }
        while let (line, bytes) = try lines.nextLine() {
            if Self.isBlank(bytes) { continue }
            return (line, try Self.delivery(from: try Self.parse(bytes, line: line, file: path), file: path))
        }
        return nil
    }

    private static let keys: Set<String> = [
        "seq", "t", "kind", "touch", "phase", "window", "view", "hitView", "chain", "handledBy", "controlEvents",
        "dropped", "firstResponder", "trace", "withheld", "gestures", "calls",
    ]

    /// One outcome line as a delivery (`trace`, when present, is ignored: it is never compared).
    static func delivery(from value: JSONValue, file: String) throws(InputError) -> Delivery {
        guard let object = value.objectValue else {
            throw InputError(file: file, position: value.position, "a delivery is a JSON object, not \(value.typeName)")
        }
        for member in object.members where !keys.contains(member.key) {
            throw InputError(file: file, position: member.keyPosition, "unknown key \"\(member.key)\" in a delivery")
        }
        func required(_ key: String) throws(InputError) -> JSONValue {
            guard let v = object[key] else {
                throw InputError(file: file, position: value.position, "the delivery has no \"\(key)\"")
            }
            return v
        }
        func wrong(_ key: String, _ v: JSONValue, _ expected: String) -> InputError {
            InputError(file: file, position: v.position, "\"\(key)\" must be \(expected), not \(v.typeName)")
        }
        func integer(_ key: String) throws(InputError) -> Int? {
            let v = try required(key)
            if v.isNull { return nil }
            guard let d = v.doubleValue, d.isFinite, d == d.rounded(), d >= 0, d < 9.0e15 else {
                throw wrong(key, v, "a whole number, 0 or more")
            }
            return Int(d)
        }
        func text(_ key: String) throws(InputError) -> String? {
            let v = try required(key)
            if v.isNull { return nil }
            guard let s = v.stringValue else { throw wrong(key, v, "a string or null") }
            return s
        }
        func named<T: RawRepresentable>(_ key: String, _ type: T.Type) throws(InputError) -> T? where T.RawValue == String {
            guard let s = try text(key) else { return nil }
            guard let named = T(rawValue: s) else {
                throw InputError(file: file, position: object[key]?.position, "\"\(key)\" cannot be \"\(s)\"")
            }
            return named
        }

        guard let seq = try integer("seq") else { throw wrong("seq", try required("seq"), "a whole number") }
        let tValue = try required("t")
        guard let t = tValue.doubleValue, t.isFinite else { throw wrong("t", tValue, "a number") }
        guard let kind = try named("kind", DeliveryKind.self) else {
            throw wrong("kind", try required("kind"), "a delivery kind")
        }
        let chainValue = try required("chain")
        guard let chainItems = chainValue.arrayValue else { throw wrong("chain", chainValue, "a list of responder ids") }
        var chain: [String] = []
        for item in chainItems {
            guard let id = item.stringValue else { throw wrong("chain", item, "a responder id") }
            chain.append(id)
        }
        let eventsValue = try required("controlEvents")
        guard let eventItems = eventsValue.arrayValue else {
            throw wrong("controlEvents", eventsValue, "a list of {\"view\", \"event\", \"action\"}")
        }
        var controlEvents: [ControlEventRecord] = []
        for item in eventItems {
            guard let entry = item.objectValue, entry.members.count == 3,
                  let view = entry["view"]?.stringValue, let action = entry["action"]?.stringValue,
                  let eventName = entry["event"]?.stringValue, let event = ControlEvent(rawValue: eventName) else {
                throw InputError(file: file, position: item.position,
                                 "a control event is {\"view\", \"event\", \"action\"} with a UIControl event name")
            }
            controlEvents.append(ControlEventRecord(view: view, event: event, action: action))
        }
        var delivery = Delivery(
            seq: seq, t: t, kind: kind, touch: try integer("touch"), phase: try named("phase", TouchPhase.self),
            window: try text("window"), hitView: try text("hitView"), view: try text("view"), chain: chain,
            handledBy: try text("handledBy"), controlEvents: controlEvents, dropped: try named("dropped", DropReason.self),
            firstResponder: try text("firstResponder"))
        // `touchtape.outcome/2` (docs/formats.md): a line of a scene with recognizers.
        if object["withheld"] != nil { delivery.withheld = try named("withheld", Withheld.self) }
        if let list = object["gestures"] {
            guard let items = list.arrayValue else {
                throw wrong("gestures", list, "a list of {\"gesture\", \"state\", \"action\", \"target\"}")
            }
            var transitions: [GestureTransition] = []
            for item in items { transitions.append(try transition(from: item, file: file)) }
            delivery.gestures = transitions
        }
        // A line of a scene with a builtin or a gate (docs/formats.md, `calls`).
        if let list = object["calls"] {
            do {
                delivery.calls = try BuiltinCall.list(from: list, what: "\"calls\"")
            } catch {
                throw error.inFile(file)
            }
        }
        return delivery
    }

    /// One recognizer transition of an outcome's `gestures`: `{"gesture", "state", "action", "target"}`.
    static func transition(from item: JSONValue, file: String) throws(InputError) -> GestureTransition {
        let shape = "a transition is {\"gesture\", \"state\", \"action\", \"target\"} with a recognizer state"
        guard let entry = item.objectValue, entry.members.count == 4,
              let gesture = entry["gesture"]?.stringValue,
              let state = entry["state"]?.stringValue.flatMap(GestureState.init(rawValue:)),
              let action = entry["action"], action.isNull || action.stringValue != nil,
              let target = entry["target"], target.isNull || target.stringValue != nil else {
            throw InputError(file: file, position: item.position, shape)
        }
        return GestureTransition(gesture: gesture, state: state, action: action.stringValue, target: target.stringValue)
    }
}

/// Lines a baseline file's rows up with the session's deliveries (docs/formats.md): the same
/// count, and each row with the same `seq`, `kind`, `touch` and `phase` as the delivery it
/// stands for.
///
/// For a scene with recognizers (docs/formats.md, "Store and CLI impact") the `timer`,
/// `late` and `cancel` rows depend on the scene version, not on the session alone: only the
/// other rows (the touch phases and other events of the session) are lined up; each
/// version-dependent row must name an event of the session and come in G17's order (a seq's
/// `timer` rows after its event's own deliveries, a `late` or `cancel` row after the step that
/// caused it).
struct BaselineAlignment {
    typealias Key = (seq: Int, kind: DeliveryKind, touch: Int?, phase: TouchPhase?)

    var reader: BaselineFileReader
    /// Whether the scene declares recognizers, so that version-dependent rows are allowed
    /// (either version's: the one the session is dispatched against, or the file's).
    var gestureRows: Bool
    /// The file's rows read so far.
    private(set) var rows = 0
    /// G17's order within the current seq: whether a step (an event's delivery or a timer)
    /// has begun, and whether a timer has passed.
    private var currentSeq = -1, stepStarted = false, timerSeen = false

    init(path: String, gestureRows: Bool = false) throws(InputError) {
        reader = try BaselineFileReader(path: path)
        self.gestureRows = gestureRows
    }

    /// Rows that a scene version's recognizers add (docs/formats.md).
    static func dependsOnSceneVersion(_ kind: DeliveryKind) -> Bool {
        kind == .timer || kind == .late || kind == .cancel
    }

    /// The file's rows that stand for the session's next delivery: its own row, checked
    /// against it, after the version-dependent rows that come before it. For a delivery that
    /// depends on the scene version (a scene with recognizers), none: the file says which of
    /// those the baseline has.
    mutating func rows(for expected: Key) throws -> [Delivery] {
        if gestureRows && Self.dependsOnSceneVersion(expected.kind) { return [] }
        var result: [Delivery] = []
        while true {
            let index = rows
            guard let (line, row) = try nextRow() else {
                // docs/cli.md: every rejected file names its place, an early end the line after its last.
                throw InputError(file: reader.path, position: reader.endPosition, place: "delivery \(index)",
                                 index == 0 ? "the file holds no delivery, but the session has deliveries (the first is \(Self.describe(expected)))"
                                     : "the file ends after \(index) deliveries, but the session has more (the next is \(Self.describe(expected)))")
            }
            let found = (seq: row.seq, kind: row.kind, touch: row.touch, phase: row.phase)
            if gestureRows && Self.dependsOnSceneVersion(row.kind) && row.seq <= expected.seq {
                result.append(row)
                continue
            }
            guard found == expected else {
                let whose = gestureRows ? "the session's next delivery (timer, late and cancel rows aside)" : "the session's delivery \(index)"
                throw InputError(file: reader.path, position: SourcePosition(line: line, column: 1), place: "delivery \(index)",
                                 "it is \(Self.describe(found)), but \(whose) is \(Self.describe(expected))"
                                    + " (a session re-recorded? delete this baseline file, replay, and accept --write again)")
            }
            result.append(row)
            return result
        }
    }

    /// The rows left after the session's last delivery: for a scene with recognizers, the
    /// version-dependent rows of the deadlines that passed after the last event (each naming
    /// one of the session's `events`); otherwise none may be left.
    mutating func finish(events: Int) throws -> [Delivery] {
        var result: [Delivery] = []
        let matched = rows
        while true {
            let index = rows
            guard let (line, row) = try nextRow() else { return result }
            guard gestureRows && Self.dependsOnSceneVersion(row.kind) else {
                throw InputError(file: reader.path, position: SourcePosition(line: line, column: 1), place: "delivery \(index)",
                                 "the session has only \(matched) deliveries, but the file goes on")
            }
            guard row.seq < events else {
                throw InputError(file: reader.path, position: SourcePosition(line: line, column: 1), place: "delivery \(index)",
                                 "it is \(Self.describe((row.seq, row.kind, row.touch, row.phase))), but the session has only "
                                    + "\(events) events (seq 0 to \(events - 1))")
            }
            result.append(row)
        }
    }

    /// The next row, checked for G17's order: seqs never go back; within a seq a `timer` row
    /// comes after the event's own deliveries, and a `late` or `cancel` row after a step.
    private mutating func nextRow() throws -> (line: Int, delivery: Delivery)? {
        guard let (line, row) = try reader.next() else { return nil }
        let index = rows
        rows += 1
        func outOfOrder(_ why: String) -> InputError {
            InputError(file: reader.path, position: SourcePosition(line: line, column: 1), place: "delivery \(index)",
                       "it is \(Self.describe((row.seq, row.kind, row.touch, row.phase))), \(why) (G17)")
        }
        if row.seq < currentSeq { throw outOfOrder("after a row of seq \(currentSeq): rows come in seq order") }
        if row.seq > currentSeq {
            currentSeq = row.seq
            stepStarted = false
            timerSeen = false
        }
        switch row.kind {
        case .timer:
            stepStarted = true
            timerSeen = true
        case .late, .cancel:
            if !stepStarted { throw outOfOrder("first of its seq: a late or cancel row follows the step that caused it") }
        default:
            if timerSeen { throw outOfOrder("after a timer row of its seq: an event's deliveries come before the deadlines that pass after it") }
            stepStarted = true
        }
        return (line, row)
    }

    static func describe(_ d: Key) -> String {
        var text = "seq \(d.seq)"
        if d.kind != .touch { text += " \(d.kind.rawValue)" }
        if let touch = d.touch { text += " touch \(touch)" }
        if let phase = d.phase { text += " \(phase.rawValue)" }
        return text
    }
}
