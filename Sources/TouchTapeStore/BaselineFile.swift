import TouchTapeCore

/// A baseline file (formats.md, "Baseline files"): `STEM.outcomes.ndjson` beside a session
/// file `STEM.json` or `STEM.ndjson`, one accepted delivery a line in the outcome format,
/// `trace` never included, so that a session's references travel with the repository.
public enum BaselineFile {
    /// What every baseline file's name ends with.
    public static let suffix = ".outcomes.ndjson"

    public static func isBaselineFile(_ path: String) -> Bool { path.hasSuffix(suffix) }

    /// The baseline file that belongs beside a session file: its stem (the name without
    /// `.json` or `.ndjson`) plus `.outcomes.ndjson`.
    public static func path(forSessionFile path: String) -> String {
        for ext in [".ndjson", ".json"] where path.hasSuffix(ext) {
            return String(path.dropLast(ext.count)) + suffix
        }
        return path + suffix
    }

    /// One delivery as its baseline-file line (without the newline): the outcome format
    /// without `trace`, keys in the fixed order, numbers as the canonical writer prints them.
    public static func line(_ delivery: Delivery) -> String {
        var copy = delivery
        copy.trace = nil
        return OutcomeJSON.line(copy)
    }
}

/// Reads a baseline file one delivery at a time, checking each line's keys and types (the
/// place of a fault is `FILE:LINE:COLUMN`).
struct BaselineFileReader {
    let path: String
    private var lines: ChunkLines

    init(path: String) throws(InputError) {
        self.path = path
        lines = ChunkLines(try FileChunks(path: path))
    }

    /// The next delivery and its line; nil at the end. Blank lines are skipped.
    mutating func next() throws -> (line: Int, delivery: Delivery)? {
        while let (line, bytes) = try lines.nextLine() {
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let value: JSONValue
            do {
                value = try JSONReader.parse(bytes, firstLine: line)
            } catch let error as JSONSyntaxError {
                throw InputError(file: path, position: error.position, error.message)
            }
            return (line, try Self.delivery(from: value, file: path))
        }
        return nil
    }

    private static let keys: Set<String> = [
        "seq", "t", "kind", "touch", "phase", "window", "view", "hitView", "chain", "handledBy", "controlEvents",
        "dropped", "firstResponder", "trace",
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
        return Delivery(
            seq: seq, t: t, kind: kind, touch: try integer("touch"), phase: try named("phase", TouchPhase.self),
            window: try text("window"), hitView: try text("hitView"), view: try text("view"), chain: chain,
            handledBy: try text("handledBy"), controlEvents: controlEvents, dropped: try named("dropped", DropReason.self),
            firstResponder: try text("firstResponder"))
    }
}

/// Lines a baseline file's rows up with the session's deliveries (formats.md): the same
/// count, and each row with the same `seq`, `kind`, `touch` and `phase` as the delivery it
/// stands for.
struct BaselineAlignment {
    var reader: BaselineFileReader
    private(set) var rows = 0

    init(path: String) throws(InputError) {
        reader = try BaselineFileReader(path: path)
    }

    /// The file's row for the session's next delivery, checked against it.
    mutating func row(for expected: (seq: Int, kind: DeliveryKind, touch: Int?, phase: TouchPhase?)) throws -> Delivery {
        guard let (line, row) = try reader.next() else {
            throw InputError(file: reader.path, place: "delivery \(rows)",
                             "the file ends after \(rows) deliveries, but the session has more (the next is \(Self.describe(expected)))")
        }
        let found = (seq: row.seq, kind: row.kind, touch: row.touch, phase: row.phase)
        guard found == expected else {
            throw InputError(file: reader.path, position: SourcePosition(line: line, column: 1), place: "delivery \(rows)",
                             "it is \(Self.describe(found)), but the session's delivery \(rows) is \(Self.describe(expected))"
                                + " (a session re-recorded? delete this baseline file, replay, and accept --write again)")
        }
        rows += 1
        return row
    }

    /// Checks that the file has no row left over.
    mutating func finish() throws {
        if let (line, _) = try reader.next() {
            throw InputError(file: reader.path, position: SourcePosition(line: line, column: 1), place: "delivery \(rows)",
                             "the session has only \(rows) deliveries, but the file goes on")
        }
    }

    static func describe(_ d: (seq: Int, kind: DeliveryKind, touch: Int?, phase: TouchPhase?)) -> String {
        var text = "seq \(d.seq)"
        if d.kind != .touch { text += " \(d.kind.rawValue)" }
        if let touch = d.touch { text += " touch \(touch)" }
        if let phase = d.phase { text += " \(phase.rawValue)" }
        return text
    }
}
