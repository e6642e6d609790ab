/// Reads a session file one event at a time, validating as it goes (formats.md, T7), so a
/// session of any length can be imported or dispatched in flat memory: a one-document
/// session is walked with the JSON reader's pull API, never built as a whole tree.
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
        /// A reader positioned inside the `events` array.
        case document(JSONReader)
        case lines(any SessionLineSource)
        case finished
    }

    public init(_ bytes: [UInt8], file: String? = nil) throws(InputError) {
        self.file = file
        switch Result(catching: { () throws(DocumentFailure) in try Self.openDocument(bytes, file: file) }) {
        case .success(let opened):
            (header, source) = opened
        case .failure(.syntax(let error)):
            // Not one document. NDJSON, when its first line stands alone as a JSON value and
            // more follows; otherwise a document with a syntax error, reported as such.
            guard Self.firstLineStandsAlone(bytes) else { throw InputError(error, file: file) }
            (header, source) = try Self.openLines(bytes, file: file)
        case .failure(.input(let error)):
            throw error
        }
    }

    /// Reads a session as NDJSON whatever it looks like (what `record` reads): a header line,
    /// then one event a line; a header line alone is a session with no events.
    public init(ndjson bytes: [UInt8], file: String? = nil) throws(InputError) {
        self.file = file
        (header, source) = try Self.openLines(bytes, file: file)
    }

    /// Reads an NDJSON session line by line from a source that holds only what it needs (a
    /// file read in chunks), so memory stays flat however long the session is.
    public init(lines: some SessionLineSource, file: String? = nil) throws(InputError) {
        self.file = file
        (header, source) = try Self.openLines(lines, file: file)
    }

    /// Reads NDJSON event lines whose header was given separately (`record` without a
    /// header line).
    public init(header: SessionHeader, eventLines bytes: [UInt8], file: String? = nil) {
        self.init(header: header, eventLines: JSONReader.lines(bytes), file: file)
    }

    /// Reads NDJSON event lines, from any line source, whose header was given separately.
    public init(header: SessionHeader, eventLines lines: some SessionLineSource, file: String? = nil) {
        self.header = header
        self.file = file
        self.source = .lines(lines)
    }

    /// The next event, validated; nil after the last one. A session may end with touches
    /// still down (T7).
    public mutating func next() throws(InputError) -> SessionEvent? {
        try nextWithJSON()?.event
    }

    /// The next event with the JSON value it was read from (for content identity).
    public mutating func nextWithJSON() throws(InputError) -> (event: SessionEvent, json: JSONValue)? {
        let value: JSONValue
        do {
            switch source {
            case .finished:
                return nil
            case .document(var reader):
                guard try reader.nextArrayElement() else {
                    source = .finished
                    return nil
                }
                value = try reader.readValue()
                source = .document(reader)
            case .lines(var lines):
                source = .finished  // the source moves out while it is read: no copy of its buffer
                guard let line = try lines.nextLine() else { return nil }
                value = try JSONReader.parse(line.bytes, firstLine: line.line)
                source = .lines(lines)
            }
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: file).withPlace("event \(index)")
        } catch let error as InputError {
            throw error.inFile(file ?? "")
        } catch {
            throw InputError(file: file, place: "event \(index)", "\(error)")
        }
        do {
            let event = try EventDecoder.decode(value, index: index)
            try validator.check(event, index: index, position: value.position)
            index += 1
            return (event, value)
        } catch {
            throw error.inFile(file ?? "")
        }
    }

    /// The number of events read so far.
    public var eventsRead: Int { index }

    // MARK: - Opening

    /// Why a file could not be opened as one document.
    private enum DocumentFailure: Error {
        /// Not JSON as one document: maybe NDJSON.
        case syntax(JSONSyntaxError)
        /// One JSON document, but not a valid session.
        case input(InputError)
    }

    private static func firstLineStandsAlone(_ bytes: [UInt8]) -> Bool {
        var lines = JSONReader.lines(bytes)
        guard let first = lines.next(), lines.next() != nil else { return false }
        return (try? JSONReader.parse(first.bytes, firstLine: first.line)) != nil
    }

    /// Walks a one-document session with the pull API: the header members are read, the
    /// events are checked one at a time (never built as a whole), and a reader positioned
    /// at the `events` array is kept to stream them again.
    private static func openDocument(_ bytes: [UInt8], file: String?) throws(DocumentFailure) -> (SessionHeader, Source) {
        var reader = JSONReader(bytes: bytes)
        var members: [JSONObject.Member] = []
        var eventsReader: JSONReader?
        var eventsPosition: SourcePosition?
        var eventsType: String?
        let start = reader.position
        do {
            let type = try reader.peekTypeName()
            if type != "object" {
                let value = try reader.readValue()
                try reader.finish()
                throw DocumentFailure.input(InputError(file: file, position: value.position,
                                                       "a session must be an object, found \(value.typeName)"))
            }
            try reader.beginObject()
            while let member = try reader.nextMemberKey() {
                if member.key == "events" {
                    eventsPosition = reader.position
                    eventsReader = reader
                    eventsType = try reader.peekTypeName()
                    if eventsType == "array" {
                        try reader.beginArray()
                        while try reader.nextArrayElement() { _ = try reader.readValue() }
                    } else {
                        _ = try reader.readValue()
                    }
                    members.append(JSONObject.Member(key: "events", keyPosition: member.position,
                                                     value: JSONValue(.array([]), position: member.position)))
                } else {
                    members.append(JSONObject.Member(key: member.key, keyPosition: member.position,
                                                     value: try reader.readValue()))
                }
            }
            try reader.finish()
        } catch let failure as DocumentFailure {
            throw failure
        } catch let error as JSONSyntaxError {
            throw .syntax(error)
        } catch {
            throw .input(InputError(file: file, "\(error)"))
        }
        let header: SessionHeader
        do {
            let fields = try ObjectFields(JSONValue(.object(JSONObject(members: members)), position: start),
                                          what: "the session", allowed: ["format", "name", "scene", "sceneVersion", "events"])
            header = try decodeHeader(fields, requireEvents: true)
        } catch {
            throw .input(error.inFile(file ?? ""))
        }
        guard var events = eventsReader, eventsType == "array" else {
            throw .input(InputError(file: file, position: eventsPosition ?? start,
                                    "\"events\" in the session must be a list of events, found \(eventsType ?? "nothing")"))
        }
        do {
            try events.beginArray()
        } catch {
            throw .input(InputError(file: file, position: eventsPosition, "\(error)"))
        }
        return (header, .document(events))
    }

    private static func openLines(_ bytes: [UInt8], file: String?) throws(InputError) -> (SessionHeader, Source) {
        try openLines(JSONReader.lines(bytes), file: file)
    }

    private static func openLines(_ source: some SessionLineSource, file: String?) throws(InputError) -> (SessionHeader, Source) {
        var lines = source
        guard let first = try lines.nextLine() else {
            throw InputError(file: file, position: SourcePosition(line: 1, column: 1), "the file is empty: expected a session")
        }
        do {
            let value = try JSONReader.parse(first.bytes, firstLine: first.line)
            let fields = try ObjectFields(value, what: "the session header",
                                          allowed: ["format", "name", "scene", "sceneVersion"])
            return (try decodeHeader(fields, requireEvents: false), .lines(lines))
        } catch let error as InputError {
            throw error.inFile(file ?? "")
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: file)
        } catch {
            throw InputError(file: file, "\(error)")
        }
    }

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

/// The non-blank lines of an NDJSON text, one at a time, with their 1-based line numbers:
/// ``JSONLines`` over bytes in memory, or a reader of a file in chunks (the store's).
public protocol SessionLineSource {
    mutating func nextLine() throws(InputError) -> (line: Int, bytes: ArraySlice<UInt8>)?
}

extension JSONLines: SessionLineSource {
    public mutating func nextLine() throws(InputError) -> (line: Int, bytes: ArraySlice<UInt8>)? { next() }
}

extension InputError {
    func withPlace(_ place: String) -> InputError {
        var copy = self
        if copy.place == nil { copy.place = place }
        return copy
    }
}
