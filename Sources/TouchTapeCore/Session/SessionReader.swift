/// Reads a session file one event at a time, validating as it goes (formats.md, T7), so a
/// session of any length can be imported or dispatched in flat memory.
///
/// A file that parses as one JSON document is that document; otherwise it is NDJSON: a
/// header line without `events`, then one event a line.
public struct SessionReader {
    public private(set) var header: SessionHeader
    public let file: String?
    private var source: Source
    private var validator = SequenceValidator()
    private var index = 0

    private enum Source {
        case document(events: [JSONValue], next: Int)
        case lines(NDJSONLines)
    }

    public init(_ bytes: [UInt8], file: String? = nil) throws(InputError) {
        self.file = file
        // One document, or NDJSON? A whole-document parse decides (formats.md).
        if let document = try? JSONReader.parse(bytes) {
            let fields: ObjectFields
            do {
                fields = try ObjectFields(document, what: "the session",
                                          allowed: ["format", "name", "scene", "sceneVersion", "events"])
                header = try Self.decodeHeader(fields, requireEvents: true)
            } catch {
                throw error.inFile(file ?? "")
            }
            let eventsValue = fields.value("events")
            guard let events = eventsValue?.arrayValue else {
                throw InputError(file: file, position: eventsValue?.position,
                                 "\"events\" in the session must be a list of events")
            }
            source = .document(events: events, next: 0)
            return
        }
        var lines = NDJSONLines(bytes)
        guard let first = lines.next() else {
            throw InputError(file: file, position: SourcePosition(line: 1, column: 1), "the file is empty: expected a session")
        }
        let headerValue: JSONValue
        do {
            headerValue = try JSONReader.parse(Array(first.bytes), firstLine: first.line)
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: file)
        } catch {
            throw InputError(file: file, "\(error)")
        }
        do {
            let fields = try ObjectFields(headerValue, what: "the session header",
                                          allowed: ["format", "name", "scene", "sceneVersion"])
            header = try Self.decodeHeader(fields, requireEvents: false)
        } catch {
            throw error.inFile(file ?? "")
        }
        source = .lines(lines)
    }

    /// Reads an NDJSON session whose header is given separately (`record` without a header line).
    public init(header: SessionHeader, eventLines bytes: [UInt8], file: String? = nil) {
        self.header = header
        self.file = file
        self.source = .lines(NDJSONLines(bytes))
    }

    /// The next event, validated; nil after the last one (when the touch sequences are
    /// checked to be complete enough: a session may end with touches still down, T7).
    public mutating func next() throws(InputError) -> SessionEvent? {
        let value: JSONValue
        switch source {
        case .document(let events, let next):
            guard next < events.count else { return nil }
            value = events[next]
            source = .document(events: events, next: next + 1)
        case .lines(var lines):
            guard let line = lines.next() else { return nil }
            source = .lines(lines)
            do {
                value = try JSONReader.parse(Array(line.bytes), firstLine: line.line)
            } catch let error as JSONSyntaxError {
                throw InputError(error, file: file).withPlace("event \(index)")
            } catch {
                throw InputError(file: file, place: "event \(index)", "\(error)")
            }
        }
        do {
            let event = try EventDecoder.decode(value, index: index)
            try validator.check(event, index: index, position: value.position)
            index += 1
            return event
        } catch {
            throw error.inFile(file ?? "")
        }
    }

    /// The number of events read so far.
    public var eventsRead: Int { index }

    static func decodeHeader(_ fields: ObjectFields, requireEvents: Bool) throws(InputError) -> SessionHeader {
        let format = try fields.requiredString("format")
        if format != Session.format {
            throw InputError(position: fields.value("format")?.position,
                             "\"format\" must be \"\(Session.format)\", found \"\(format)\"")
        }
        let name = try fields.requiredString("name")
        if !Identifiers.isValidName(name) {
            throw InputError(position: fields.value("name")?.position,
                             "session name \"\(name)\" must match [A-Za-z0-9][A-Za-z0-9_.-]*")
        }
        let scene = try fields.requiredString("scene")
        if !Identifiers.isValidName(scene) {
            throw InputError(position: fields.value("scene")?.position,
                             "scene name \"\(scene)\" must match [A-Za-z0-9][A-Za-z0-9_.-]*")
        }
        let version = try fields.integer("sceneVersion")
        if let version, version < 1 {
            throw InputError(position: fields.value("sceneVersion")?.position, "\"sceneVersion\" must be 1 or more")
        }
        if requireEvents { _ = try fields.required("events") }
        var json = fields.object
        json.members.removeAll { $0.key == "events" }
        return SessionHeader(name: name, scene: scene, sceneVersion: version, json: json)
    }
}

extension InputError {
    func withPlace(_ place: String) -> InputError {
        var copy = self
        if copy.place == nil { copy.place = place }
        return copy
    }
}

/// The non-blank lines of an NDJSON text with their 1-based line numbers.
struct NDJSONLines: Sendable {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> (line: Int, bytes: ArraySlice<UInt8>)? {
        while offset < bytes.count {
            line += 1
            let start = offset
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            offset = end + 1
            var slice = bytes[start..<end]
            if slice.last == UInt8(ascii: "\r") { slice = slice.dropLast() }
            if slice.contains(where: { $0 != 0x20 && $0 != 0x09 }) { return (line, slice) }
        }
        return nil
    }
}
