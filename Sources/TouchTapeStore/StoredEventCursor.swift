import TouchTapeCore

/// A stored session's events in seq order, as stored, one at a time: the rows of
/// `session_events` (sessions imported before level 8), then the records of
/// `session_event_chunks` (``EventChunkBuilder``). A session is stored one way or the other;
/// every reader of stored events goes through here (replay, `check`, baseline files).
final class StoredEventCursor {
    private let session: Int64
    private let rows: Statement
    /// Nil in a store older than level 8, which has no `session_event_chunks` (`check`
    /// reads an older store as it is, never migrating it).
    private let chunks: Statement?
    private var readingChunks = false
    private var chunk: [UInt8] = []
    private var records = EventChunkRecords()
    private var chunkRemaining = 0
    private var nextChunkSeq = 0
    private var payload: Range<Int> = 0..<0

    /// The current event's seq, time and form (valid after ``next()`` returned true).
    private(set) var seq = 0
    private(set) var t = 0.0
    private(set) var form = StoredEventForm.json

    private let database: Database
    static let rowsSQL = "SELECT seq, t, event FROM session_events WHERE session_id = ? ORDER BY seq"
    static let chunksSQL = "SELECT first_seq, events, records FROM session_event_chunks WHERE session_id = ? ORDER BY first_seq"

    /// Its statements are borrowed from the connection's pool and handed back when it goes
    /// (issue #26: one replay reads the events of thousands of sessions).
    init(_ database: Database, session: Int64) throws {
        self.session = session
        self.database = database
        rows = try database.borrowStatement(Self.rowsSQL)
        var chunks: Statement?
        do {
            try rows.bind(session, at: 1)
            if try database.hasTable("session_event_chunks") {
                let statement = try database.borrowStatement(Self.chunksSQL)
                chunks = statement
                try statement.bind(session, at: 1)
            }
        } catch {
            database.giveBack(rows)
            if let chunks { database.giveBack(chunks) }
            throw error
        }
        self.chunks = chunks
    }

    deinit {
        database.giveBack(rows)
        if let chunks { database.giveBack(chunks) }
    }

    /// Moves to the next event; false after the last.
    func next() throws -> Bool {
        if !readingChunks {
            if try rows.step() {
                seq = rows.columnInt(0)
                t = rows.columnDouble(1)
                form = rows.columnIsBlob(2) ? .packedTouch : .json
                return true
            }
            readingChunks = true
        }
        while chunkRemaining == 0 {
            if records.offset != chunk.count { throw damage("its chunk at seq \(nextChunkSeq - 1) holds more than it counts") }
            guard let chunks, try chunks.step() else { return false }
            nextChunkSeq = chunks.columnInt(0)
            chunkRemaining = chunks.columnInt(1)
            chunk = chunks.columnBlob(2) ?? []
            records = EventChunkRecords()
        }
        guard let record = chunk.withUnsafeBufferPointer({ records.next(in: $0) }) else {
            throw damage("event \(nextChunkSeq) no longer reads (a damaged chunk)")
        }
        seq = nextChunkSeq
        t = record.t
        form = record.form
        payload = record.payload
        nextChunkSeq += 1
        chunkRemaining -= 1
        return true
    }

    /// The current event's stored bytes: its packed record or its canonical JSON text.
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        if !readingChunks {
            return form == .packedTouch ? try rows.withColumnBlobBytes(2, body) : try rows.withColumnTextBytes(2, body)
        }
        return try chunk.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[payload])) }
    }

    /// The current event, decoded.
    func event() throws -> SessionEvent {
        switch form {
        case .packedTouch:
            let t = self.t
            guard let event = withBytes({ PackedTouchEvent.unpack($0, t: t) }) else {
                throw StoreDamageError(["event \(seq) of session id \(session): its stored content no longer reads (not a packed touch event)"])
            }
            return event
        case .json:
            // Canonical JSON text: touch events take the fast path.
            let seq = self.seq
            do {
                return try withBytes { bytes in
                    try TouchEventFastPath.decode(bytes)?.event ?? SessionEvent.decode(json: Array(bytes), index: seq)
                }
            } catch let error as InputError {
                throw StoreDamageError(["event \(seq) of session id \(session): its stored content no longer reads (\(error))"])
            }
        }
    }

    /// Appends the current event's canonical JSON (for the content hash `check` recomputes);
    /// false when its stored content no longer reads.
    func appendCanonical(to out: inout [UInt8]) -> Bool {
        switch form {
        case .packedTouch:
            let t = self.t
            guard let decoded = withBytes({ PackedTouchEvent.unpackDecoded($0, t: t) }) else { return false }
            TouchEventFastPath.appendCanonical(decoded, to: &out)
        case .json:
            withBytes { out.append(contentsOf: $0) }
        }
        return true
    }

    private func damage(_ what: String) -> StoreDamageError {
        StoreDamageError(["session id \(session): \(what)"])
    }
}
