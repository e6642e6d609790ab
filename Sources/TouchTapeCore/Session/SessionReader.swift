/// Reads a session file one event at a time, validating as it goes (docs/formats.md, T7), so a
/// session of any length can be imported or dispatched in flat memory: the file is read in
/// chunks (``ByteChunkSource``), a one-document session walked piece by piece
/// (``DocumentFramer``), an NDJSON one line by line (``ChunkLines``).
///
/// A file that parses as one JSON document is that document; otherwise it is NDJSON: a
/// header line without `events`, then one event a line.
package struct SessionReader {
    package private(set) var header: SessionHeader
    package let file: String?
    /// Where the events come from: a framer positioned inside the `events` array, or NDJSON
    /// lines; neither once the events are over (or failed). Two optionals read in place rather
    /// than an enum whose payload moved out and back for each event: each move destroyed an
    /// existential through its metadata, a twentieth of importing many short sessions
    /// (issue #26).
    private var framer: DocumentFramer?
    private var lines: (any SessionLineSource)?
    /// Which of the two is read: checking an optional for nil copied it (issue #26).
    private var reading = Reading.finished
    private enum Reading { case framed, lines, finished }
    private var validator = SequenceValidator()
    private var index = 0

    package init(_ bytes: [UInt8], file: String? = nil) throws(InputError) {
        try self.init(chunks: { () throws(InputError) in InMemoryChunks(bytes) }, file: file)
    }

    /// Reads a session from a source of chunks that `open` opens from the start (it is
    /// called twice: once to read the header, which may stand after the events, and once
    /// to stream the events). A file whose first value is a one-line object followed by more
    /// is NDJSON; otherwise it is one document (docs/formats.md).
    package init(chunks open: () throws(InputError) -> any ByteChunkSource, file: String? = nil) throws(InputError) {
        self.file = file
        // A small NDJSON file, read whole in one chunk, is known at a glance: its header line is
        // read at once, without the header pass below, which would only find the same line and
        // read it again (issue #26: a twentieth of importing thousands of small sessions). A
        // file this does not settle, or whose header line does not read, takes the general
        // path, so every error is reported as before.
        var firstSource = try open()
        let firstChunk = try firstSource.nextChunk()
        if let whole = firstChunk, firstSource.isExhausted, Self.isPlainNDJSON(whole),
           let opened = try? Self.openLines(ChunkLines(InMemoryChunks(whole)), file: file) {
            (header, lines) = opened
            reading = .lines
            return
        }
        let kept = WholeFirstChunk()
        let resumed = ResumedChunks(first: firstChunk, rest: firstSource)
        var framer = DocumentFramer(source: KeepingWholeFirstChunk(source: resumed, kept: kept))
        framer.parsesEvents = false
        var members: [JSONObject.Member] = []
        var eventsValue: JSONValue?
        let start = SourcePosition(line: 1, column: 1)
        do {
            walk: while true {
                switch try framer.next() {
                case .member(let key, let keyPosition, let value):
                    members.append(JSONObject.Member(key: key, keyPosition: keyPosition, value: value))
                case .eventsBegin(let keyPosition, let valuePosition):
                    let placeholder = JSONValue(.array([]), position: valuePosition)
                    eventsValue = placeholder
                    members.append(JSONObject.Member(key: "events", keyPosition: keyPosition, value: placeholder))
                case .eventsNotArray(let keyPosition, let value):
                    eventsValue = value
                    members.append(JSONObject.Member(key: "events", keyPosition: keyPosition, value: value))
                case .event, .eventsEnd:
                    continue
                case .end:
                    break walk
                case .trailing:
                    // The events are read from the start again: from the first chunk when it was
                    // the whole text (a small file, opened once), else from the source reopened.
                    let again: any ByteChunkSource
                    if let whole = kept.bytes { again = InMemoryChunks(whole) } else { again = try open() }
                    (header, lines) = try Self.openLines(ChunkLines(again), file: file)
                    reading = .lines
                    return
                }
            }
        } catch {
            // The first pass scans events without parsing them, so a malformed event can
            // surface later as a misplaced bracket: read again, parsing, for the first error.
            var strict = DocumentFramer(source: try open())
            do {
                while true {
                    if case .end = try strict.next() { break }
                }
            } catch let earlier {
                throw earlier.inFile(file ?? "")
            }
            throw error.inFile(file ?? "")
        }
        do {
            let fields = try ObjectFields(JSONValue(.object(JSONObject(members: members)), position: start),
                                          what: "the session", allowed: ["format", "name", "scene", "sceneVersion", "events"])
            header = try Self.decodeHeader(fields, requireEvents: true)
        } catch {
            throw error.inFile(file ?? "")
        }
        if let eventsValue, eventsValue.arrayValue == nil {
            throw InputError(.wrongType, file: file, position: eventsValue.position,
                             "\"events\" in the session must be a list of events, found \(eventsValue.typeName)")
        }
        // The second pass, positioned at the first event.
        var events = DocumentFramer(source: try open())
        do {
            while true {
                if case .eventsBegin = try events.next() { break }
            }
        } catch {
            throw error.inFile(file ?? "")
        }
        self.framer = events
        reading = .framed
    }

    /// Reads an NDJSON session line by line from a source that holds only what it needs (a
    /// file read in chunks), so memory stays flat however long the session is.
    package init(lines: some SessionLineSource, file: String? = nil) throws(InputError) {
        self.file = file
        (header, self.lines) = try Self.openLines(lines, file: file)
        reading = .lines
    }

    /// Reads NDJSON event lines whose header was given separately (`record` without a
    /// header line).
    package init(header: SessionHeader, eventLines bytes: [UInt8], file: String? = nil) {
        self.init(header: header, eventLines: JSONReader.lines(bytes), file: file)
    }

    /// Reads NDJSON event lines, from any line source, whose header was given separately.
    package init(header: SessionHeader, eventLines lines: some SessionLineSource, file: String? = nil) {
        self.header = header
        self.file = file
        self.lines = lines
        reading = .lines
    }

    /// The next event, validated; nil after the last one. A session may end with touches
    /// still down (T7).
    package mutating func next() throws(InputError) -> SessionEvent? {
        try nextWithJSON()?.event
    }

    /// The next event with the JSON value it was read from (for content identity).
    package mutating func nextWithJSON() throws(InputError) -> (event: SessionEvent, json: JSONValue)? {
        let value: JSONValue
        do {
            if reading == .framed {
                guard case .event(let v) = try readFramedPiece() else {
                    finish()
                    return nil
                }
                value = v
            } else if reading == .lines {
                guard let line = try readLine() else { return nil }
                do {
                    value = try JSONReader.parse(line.bytes, firstLine: line.line)
                } catch {
                    // A line that does not parse ends the events, as it did when the source
                    // moved out of the reader while it was read.
                    finish()
                    throw error
                }
            } else {
                return nil
            }
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: file).withPlace("event \(index)")
        } catch let error as InputError {
            throw error.inFile(file ?? "").withPlace("event \(index)")
        } catch {
            throw InputError(.syntax, file: file, place: "event \(index)", "\(error)")
        }
        do {
            let event = try EventDecoder.decode(value, index: index, gestureKeys: header.allowsGestureExpectations)
            try validator.check(event, index: index, position: value.position)
            index += 1
            return (event, value)
        } catch {
            throw error.inFile(file ?? "")
        }
    }

    /// The next event, validated, with its canonical JSON (RFC 8785) appended to `canonical`,
    /// the position it starts at and, for a touch event without `expect`, what
    /// ``PackedTouchEvent`` needs; nil after the last one. A touch event on an NDJSON line takes
    /// ``TouchEventFastPath`` (no JSON value is built); anything else, and every error, the full
    /// path, so the event, its canonical bytes and the errors are the same either way.
    package mutating func nextCanonical(into canonical: inout [UInt8]) throws(InputError) -> ReadEvent? {
        if reading == .lines {
            let next: (line: Int, bytes: ArraySlice<UInt8>)?
            do {
                next = try readLine()
            } catch {
                throw error.inFile(file ?? "").withPlace("event \(index)")
            }
            guard let line = next else { return nil }
            if let read = try acceptTouchEvent(line.bytes, at: SourcePosition(line: line.line, column: 1), canonical: &canonical) {
                return read
            }
            let value: JSONValue
            do {
                value = try JSONReader.parse(line.bytes, firstLine: line.line)
            } catch let error as JSONSyntaxError {
                throw InputError(error, file: file).withPlace("event \(index)")
            } catch {
                throw InputError(.syntax, file: file, place: "event \(index)", "\(error)")
            }
            return try accept(value, canonical: &canonical)
        }
        if reading == .framed {
            let next: (bytes: [UInt8], position: SourcePosition)?
            do {
                next = try readFramedEventBytes()
            } catch {
                throw error.inFile(file ?? "").withPlace("event \(index)")
            }
            guard let next else { return nil }
            return try accept(bytes: next.bytes, at: next.position, canonical: &canonical)
        }
        guard let (event, value) = try nextWithJSON() else { return nil }
        CanonicalJSON.append(value, to: &canonical)
        return ReadEvent(event: event, position: value.position, touchEvent: Self.touchEvent(event, value))
    }

    /// A touch event through ``TouchEventFastPath`` (no JSON value is built), checked and its
    /// canonical JSON appended; nil when the fast path declines the bytes (the caller parses
    /// them). Both session forms, NDJSON lines and one-document events, take it.
    private mutating func acceptTouchEvent(_ bytes: ArraySlice<UInt8>, at position: SourcePosition,
                                           canonical: inout [UInt8]) throws(InputError) -> ReadEvent? {
        let start = canonical.count
        guard let decoded = bytes.withUnsafeBufferPointer({ TouchEventFastPath.decode($0, appendingCanonicalTo: &canonical) })
        else { return nil }
        do {
            try validator.check(decoded.event, index: index, position: position)
        } catch {
            canonical.removeSubrange(start...)
            throw error.inFile(file ?? "")
        }
        index += 1
        return ReadEvent(event: decoded.event, position: position, touchEvent: decoded)
    }

    /// An event of a one-document session from its bytes: a touch event through
    /// ``TouchEventFastPath`` (no JSON value is built), anything else parsed as
    /// ``DocumentFramer`` parses it, with the same errors.
    private mutating func accept(bytes: [UInt8], at position: SourcePosition, canonical: inout [UInt8]) throws(InputError) -> ReadEvent {
        if let read = try acceptTouchEvent(bytes[...], at: position, canonical: &canonical) { return read }
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes[...], firstLine: position.line, firstColumn: position.column)
        } catch let error as JSONSyntaxError {
            throw InputError(.syntax, position: error.position, error.message).inFile(file ?? "").withPlace("event \(index)")
        } catch {
            throw InputError(.syntax, position: position, "\(error)").inFile(file ?? "").withPlace("event \(index)")
        }
        return try accept(value, canonical: &canonical)
    }

    private mutating func accept(_ value: JSONValue, canonical: inout [UInt8]) throws(InputError) -> ReadEvent {
        do {
            let event = try EventDecoder.decode(value, index: index, gestureKeys: header.allowsGestureExpectations)
            try validator.check(event, index: index, position: value.position)
            index += 1
            CanonicalJSON.append(value, to: &canonical)
            return ReadEvent(event: event, position: value.position, touchEvent: Self.touchEvent(event, value))
        } catch {
            throw error.inFile(file ?? "")
        }
    }

    /// A touch event read by the full path as the fast path would have given it: only when its
    /// object has no key but `t` and `touches` (an empty `expect` counts: canonical JSON keeps it).
    private static func touchEvent(_ event: SessionEvent, _ value: JSONValue) -> TouchEventFastPath.Decoded? {
        guard case .touches(let samples) = event.payload, samples.count <= 64,
              let object = value.objectValue, object.members.count == 2,
              let list = object["touches"]?.arrayValue, list.count == samples.count else { return nil }
        var stated: UInt64 = 0
        for (i, entry) in list.enumerated() where entry.objectValue?["tapCount"] != nil { stated |= 1 << UInt64(i) }
        return TouchEventFastPath.Decoded(event: event, tapCountStated: stated)
    }

    /// The next NDJSON line, read in place; after the last line, or an error, the lines are over.
    private mutating func readLine() throws(InputError) -> (line: Int, bytes: ArraySlice<UInt8>)? {
        do {
            if let line = try lines?.nextLine() { return line }
            finish()
            return nil
        } catch {
            finish()
            throw error
        }
    }

    /// The framer's next piece, read in place; after an error the events are over.
    private mutating func readFramedPiece() throws(InputError) -> DocumentFramer.Piece? {
        do {
            return try framer?.next()
        } catch {
            finish()
            throw error
        }
    }

    /// The framer's next event's bytes, read in place; after the last event, or an error, the
    /// events are over.
    private mutating func readFramedEventBytes() throws(InputError) -> (bytes: [UInt8], position: SourcePosition)? {
        do {
            if let next = try framer?.nextEventBytes() { return next }
            finish()
            return nil
        } catch {
            finish()
            throw error
        }
    }

    /// No more events: the source and its buffers go.
    private mutating func finish() {
        framer = nil
        lines = nil
        reading = .finished
    }

    /// The number of events read so far.
    package var eventsRead: Int { index }

    // MARK: - Opening

    private static func openLines(_ source: some SessionLineSource, file: String?) throws(InputError) -> (SessionHeader, any SessionLineSource) {
        var lines = source
        guard let first = try lines.nextLine() else {
            throw InputError(.syntax, file: file, position: SourcePosition(line: 1, column: 1), "the file is empty: expected a session")
        }
        do {
            let value = try JSONReader.parse(first.bytes, firstLine: first.line)
            let fields = try ObjectFields(value, what: "the session header",
                                          allowed: ["format", "name", "scene", "sceneVersion"])
            return (try decodeHeader(fields, requireEvents: false), lines)
        } catch let error as InputError {
            throw error.inFile(file ?? "")
        } catch let error as JSONSyntaxError {
            throw InputError(error, file: file)
        } catch {
            throw InputError(.syntax, file: file, "\(error)")
        }
    }

    /// Whether a whole text is NDJSON as the header pass would find it, checked on its bytes:
    /// after any blank space its first line is one JSON object, balanced on that line (strings
    /// and their escapes skipped), with nothing but blanks after it on the line, and a
    /// non-blank line follows. False settles nothing: the general path decides.
    package static func isPlainNDJSON(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0D || b[i] == 0x0A) { i += 1 }
            guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
            var depth = 0
            var inString = false
            while i < b.count {
                let c = b[i]
                if inString {
                    if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") { inString = false }
                } else if c == UInt8(ascii: "\"") {
                    inString = true
                } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                    depth += 1
                } else if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if c == 0x0A { return false }  // the object goes on past its first line
                i += 1
            }
            guard depth == 0, i < b.count else { return false }
            i += 1
            while i < b.count && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0D) { i += 1 }
            guard i < b.count, b[i] == 0x0A else { return false }
            while i < b.count && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0D || b[i] == 0x0A) { i += 1 }
            return i < b.count
        }
    }

    static func decodeHeader(_ fields: ObjectFields, requireEvents: Bool) throws(InputError) -> SessionHeader {
        let format = try fields.requiredString("format")
        if format != Session.format && format != Session.formatWithGestures {
            throw InputError(.unsupported, position: fields.value("format")?.position,
                             "\"format\" must be \"\(Session.format)\" or \"\(Session.formatWithGestures)\", found \"\(format)\"")
        }
        let name = try fields.requiredString("name")
        if !Identifiers.isValidName(name) {
            throw InputError(.badValue, position: fields.value("name")?.position,
                             "session name \"\(name)\" must match [A-Za-z0-9][A-Za-z0-9_.-]*")
        }
        let scene = try fields.requiredString("scene")
        if !Identifiers.isValidName(scene) {
            throw InputError(.badValue, position: fields.value("scene")?.position,
                             "scene name \"\(scene)\" must match [A-Za-z0-9][A-Za-z0-9_.-]*")
        }
        let version = try fields.integer("sceneVersion")
        if let version, version < 1 {
            throw InputError(.badValue, position: fields.value("sceneVersion")?.position, "\"sceneVersion\" must be 1 or more")
        }
        if requireEvents { _ = try fields.required("events") }
        var json = fields.object
        json.members.removeAll { $0.key == "events" }
        return SessionHeader(name: name, scene: scene, sceneVersion: version, json: json)
    }
}

/// One event as ``SessionReader/nextCanonical(into:)`` reads it.
package struct ReadEvent {
    package var event: SessionEvent
    /// Where the event starts in its file.
    package var position: SourcePosition?
    /// A touch event without `expect`, as ``PackedTouchEvent`` packs it; nil for any other event.
    package var touchEvent: TouchEventFastPath.Decoded?
}

/// The non-blank lines of an NDJSON text, one at a time, with their 1-based line numbers:
/// ``JSONLines`` over bytes in memory, or a reader of a file in chunks (the store's).
package protocol SessionLineSource {
    mutating func nextLine() throws(InputError) -> (line: Int, bytes: ArraySlice<UInt8>)?
}

extension JSONLines: SessionLineSource {
    package mutating func nextLine() throws(InputError) -> (line: Int, bytes: ArraySlice<UInt8>)? { next() }
}

extension InputError {
    func withPlace(_ place: String) -> InputError {
        var copy = self
        if copy.place == nil { copy.place = place }
        return copy
    }
}

/// The first chunk of a source when it is the whole text (nil otherwise), kept by
/// ``KeepingWholeFirstChunk``.
private final class WholeFirstChunk {
    var bytes: [UInt8]?
    var chunks = 0
}

/// A source that keeps its first chunk when the source says no chunk follows it: the header
/// pass of a small NDJSON session then hands the event pass its bytes, and the file is opened
/// and read once, not twice (issue #26: four system calls per file of a suite of thousands).
/// The chunk kept is the file, at most a chunk long: memory stays what reading it takes.
private struct KeepingWholeFirstChunk: ByteChunkSource {
    var source: any ByteChunkSource
    let kept: WholeFirstChunk

    mutating func nextChunk() throws(InputError) -> [UInt8]? {
        let chunk = try source.nextChunk()
        kept.chunks += 1
        kept.bytes = kept.chunks == 1 && source.isExhausted ? chunk : nil
        return chunk
    }

    var isExhausted: Bool { source.isExhausted }
}

/// A source whose first chunk was read already: that chunk, then the rest of the source.
private struct ResumedChunks: ByteChunkSource {
    var first: [UInt8]?
    var rest: any ByteChunkSource

    mutating func nextChunk() throws(InputError) -> [UInt8]? {
        if let chunk = first {
            first = nil
            return chunk
        }
        return try rest.nextChunk()
    }

    var isExhausted: Bool { first == nil && rest.isExhausted }
}
