import Foundation
import TouchTapeCore

/// What importing (or recording) one session did.
package struct SessionImportResult: Sendable, Hashable {
    package enum Status: String, Sendable {
        case new, unchanged, replaced
    }

    package var file: String
    package var name: String
    package var status: Status
    package var baselineRun: Int64?
    package var events: Int
    package var touches: Int
    package var deliveries: Int
    /// The baseline file whose outcomes became the session's baseline in this import, if any.
    package var baselineFromFile: String? = nil
    /// The scene version that baseline is recorded against (the one the file names, or, for a
    /// file that names none, the one assumed).
    package var baselineFileVersion: BaselineFileVersion? = nil
}

/// A session as the store lists it (`v_sessions`).
package struct SessionInfo: Sendable, Hashable {
    package var session: String
    package var scene: String
    package var sceneVersion: Int
    package var events: Int
    package var touches: Int
    package var importedAt: String
    package var baselineRun: Int64?
}

extension Store {
    /// Writes one event's baseline rows: the engine's deliveries, or, with a baseline file,
    /// the file's rows that stand for them (``BaselineAlignment``).
    private func writeBaseline(_ deliveries: [GestureDelivery], from fileRows: inout BaselineAlignment?, into batch: inout OutcomeBatch,
                               interner: OutcomeInterner, ordinal: inout Int) throws {
        // Each delivery read where it lies: a `for d in` loop copied each one, retaining its
        // lists (issue #26).
        let fromFile = fileRows != nil
        try deliveries.withUnsafeBufferPointer { buffer in
            guard let first = buffer.baseAddress else { return }
            for i in buffer.indices {
                let d = first + i
                guard fromFile else {
                    try batch.append(ordinal: ordinal, seq: d.pointee.seq, touch: d.pointee.touch,
                                     shape: try interner.shapeID(at: d, in: self))
                    ordinal += 1
                    continue
                }
                for row in try fileRows?.rows(for: (d.pointee.seq, d.pointee.kind, d.pointee.touch, d.pointee.phase)) ?? [] {
                    try batch.append(try stored(row), ordinal: ordinal)
                    ordinal += 1
                }
            }
        }
    }

    /// Imports one session, streaming: each event is validated, stored and dispatched
    /// against the session's scene version as it is read, so memory stays flat. A new or
    /// replaced session gets its baseline in the run `baselineRun()` returns (one per
    /// command). Call inside ``write(_:)``.
    ///
    /// - Parameters:
    ///   - openReader: opens the session's events from the start; called twice when a
    ///     session of the same name is already stored (once to compare content).
    ///   - sourceFile: the path the session was read from, as given (nil for standard input),
    ///     which `accept --write` writes the baseline file beside.
    ///   - baselineFile: a baseline file found beside the session file: a new or replaced
    ///     session's baseline is then the file's outcomes (checked against the session's
    ///     deliveries), stored in the run `fileBaselineRun()` returns; for a stored session
    ///     whose content is unchanged, the file replaces its baseline when they differ.
    package func importSession(file: String, replace: Bool, sourceFile: String? = nil, baselineFile: String? = nil,
                              openReader: () throws(InputError) -> SessionReader,
                              baselineRun: () throws -> Int64,
                              fileBaselineRun: () throws -> Int64 = { throw InputError("no baseline file run") },
                              progress: (Int) throws -> Void = { _ in }) throws -> SessionImportResult {
        var reader = try openReader()
        let header = reader.header
        guard let (versionID, versionNumber) = try importSceneVersionID(scene: header.scene, version: header.sceneVersion) else {
            let hasScene = try database.cachedStatement("SELECT 1 FROM scenes WHERE name = ?").scalarInt64(.text(header.scene)) != nil
            throw InputError(file: file, position: header.json["scene"]?.position, place: "session \"\(header.name)\"",
                             hasScene ? "scene \"\(header.scene)\" has no version \(header.sceneVersion ?? 0) in the store"
                                      : "its scene \"\(header.scene)\" is not in the store (import the scene first, or with it)")
        }
        let existing = try existingSession(named: header.name)
        if let existing, !existing.forgotten {
            let hash = try Self.contentHash(of: try openReader())
            if hash == existing.hash {
                // The same content from another file: `accept --write` writes beside the new
                // file when the one it was stored from is gone (moved in the repository).
                if let sourceFile, existing.sourceFile.map({ !FileManager.default.fileExists(atPath: $0) }) ?? true {
                    try database.cachedStatement("UPDATE sessions SET source_file = ? WHERE id = ?")
                        .run(.text(sourceFile), .integer(existing.id))
                }
                var result = SessionImportResult(file: file, name: header.name, status: .unchanged,
                                                 baselineRun: existing.baselineRun, events: existing.events,
                                                 touches: existing.touches, deliveries: 0)
                if let baselineFile,
                   let version = try applyBaselineFile(baselineFile, session: existing.id, name: header.name, scene: header.scene,
                                                       assumed: (versionID, versionNumber), run: fileBaselineRun) {
                    result.baselineRun = try database.cachedStatement("SELECT baseline_run_id FROM sessions WHERE id = ?")
                        .scalarInt64(.integer(existing.id))
                    result.baselineFromFile = baselineFile
                    result.baselineFileVersion = version
                }
                return result
            }
            if !replace {
                throw InputError(file: file, position: header.json["name"]?.position, place: "session \"\(header.name)\"",
                                 "a different session of this name is already in the store (use --replace to replace it)")
            }
        }
        let scene = try self.scene(versionID: versionID, name: header.scene, number: versionNumber)
        let now = Store.timestamp()
        // Made once: stored as the header's text and hashed into the content hash.
        let headerBytes = CanonicalJSON.bytes(of: JSONValue(.object(header.json)))
        let headerText = String(decoding: headerBytes, as: UTF8.self)
        let sessionID: Int64
        if let existing {
            // A replaced (or forgotten and now imported again) session keeps its row, so its
            // runs stay in the history; its revision grows so that no older run can be
            // accepted as its baseline.
            sessionID = existing.id
            try database.cachedStatement("DELETE FROM session_events WHERE session_id = ?").run(.integer(sessionID))
            try database.cachedStatement("DELETE FROM session_event_chunks WHERE session_id = ?").run(.integer(sessionID))
            try database.cachedStatement("""
                UPDATE sessions SET scene_id = (SELECT scene_id FROM scene_versions WHERE id = ?), scene_version_id = ?,
                    header = ?, imported_at = ?, revision = revision + 1, source_file = ?, forgotten_at = NULL WHERE id = ?
                """).run(.integer(versionID), .integer(versionID), .text(headerText), .text(now),
                         sourceFile.map { .text($0) }, .integer(sessionID))
        } else {
            try database.cachedStatement("""
                INSERT INTO sessions (name, scene_id, scene_version_id, content_hash, header, events, touches, imported_at, source_file)
                VALUES (?, (SELECT scene_id FROM scene_versions WHERE id = ?), ?, '', ?, 0, 0, ?, ?)
                """).run(.text(header.name), .integer(versionID), .integer(versionID), .text(headerText), .text(now),
                         sourceFile.map { .text($0) })
            sessionID = database.lastInsertRowID
        }

        var fileRows = try baselineFile.map { path throws(InputError) in
            try BaselineAlignment(path: path, gestureRows: scene.hasGestures)
        }
        // The baseline is recorded against the version the file was made against (its first
        // line names its content), which may have recognizers the session's version lacks.
        var fileVersion: BaselineFileVersion?
        if let reader = fileRows?.reader {
            let version = try baselineFileVersion(reader, session: header.name, scene: header.scene,
                                                  assumed: (versionID, versionNumber))
            fileVersion = version
            if try versionHasRecognizers(version.id) { fileRows?.gestureRows = true }
        }
        let run = try fileRows == nil ? baselineRun() : fileBaselineRun()
        let insertChunk = try database.cachedStatement(
            "INSERT INTO session_event_chunks (session_id, first_seq, events, records) VALUES (?, ?, ?, ?)")
        func writeChunk(_ chunk: inout EventChunkBuilder) throws {
            try insertChunk.bind(sessionID, at: 1)
            try insertChunk.bind(chunk.firstSeq, at: 2)
            try insertChunk.bind(chunk.count, at: 3)
            try insertChunk.bind(chunk.bytes, at: 4)
            _ = try insertChunk.step()
            insertChunk.reset()
            chunk.startNext()
        }
        var chunk = EventChunkBuilder()
        let interner = self.interner(forVersion: versionID, scene: scene)
        var batch = OutcomeBatch(store: self, run: run, session: sessionID, shapes: interner)
        var hasher = SessionContentHasher<FastSHA256>()
        var dispatcher = Dispatcher(scene: scene)
        var deliveries: [CompactDelivery] = []
        var full: [GestureDelivery] = []
        var seq = 0, touches = 0, ordinal = 0
        var canonical: [UInt8] = []
        while true {
            canonical.removeAll(keepingCapacity: true)
            guard let read = try reader.nextCanonical(into: &canonical) else { break }
            let event = read.event
            if case .becomeFirstResponder(let id) = event.payload, scene.index(of: id) == nil {
                throw InputError(file: file, position: read.position, place: "event \(seq)",
                                 "becomeFirstResponder names \"\(id)\", which is not a responder of scene \"\(scene.name)\" version \(versionNumber) (F1)")
            }
            // An `expect` entry naming an id this version lacks is a typo, not a regression
            // (issue #23); a later version that lost the view reports it at replay instead.
            if let unknown = event.unknownExpectedID(in: scene) {
                throw InputError(file: file, position: read.position, place: "event \(seq)",
                                 unknown.message(scene: "scene \"\(scene.name)\" version \(versionNumber)"))
            }
            hasher.add(canonicalEvent: canonical)
            // docs/store.md leaves the tables to us: a touch event as its packed record, any
            // other event as its canonical JSON text, 256 to a row.
            chunk.append(t: event.t, touchEvent: read.touchEvent, canonical: canonical)
            if chunk.isFull { try writeChunk(&chunk) }
            if case .touches(let samples) = event.payload {
                for s in samples where s.phase == .began { touches += 1 }
            }
            if scene.hasGestures {
                // A scene with recognizers dispatches in full form: only it carries the timer,
                // late and cancel rows and each delivery's `withheld` and `gestures` (G5, G16, G17).
                full.removeAll(keepingCapacity: true)
                dispatcher.dispatch(event, seq: seq, into: &full)
                try writeBaseline(full, from: &fileRows, into: &batch, interner: interner, ordinal: &ordinal)
            } else {
                deliveries.removeAll(keepingCapacity: true)
                dispatcher.dispatch(event, seq: seq, into: &deliveries)
                for d in deliveries {
                    if fileRows != nil {
                        // A baseline file's row is not this dispatch's delivery: plain interning.
                        for row in try fileRows?.rows(for: (d.seq, d.kind, d.touch, d.phase)) ?? [] {
                            try batch.append(try stored(row), ordinal: ordinal)
                            ordinal += 1
                        }
                    } else {
                        try batch.append(ordinal: ordinal, seq: d.seq, touch: d.touch, shape: try interner.queuedShapeID(d, in: self))
                        ordinal += 1
                    }
                }
            }
            seq += 1
            if seq % 1024 == 0 { try progress(seq) }
        }
        if chunk.count > 0 { try writeChunk(&chunk) }
        // G5: deadlines still armed after the last event pass (scenes with recognizers only).
        full.removeAll(keepingCapacity: true)
        dispatcher.finish(into: &full)
        try writeBaseline(full, from: &fileRows, into: &batch, interner: interner, ordinal: &ordinal)
        for row in try fileRows?.finish(events: seq) ?? [] {
            try batch.append(try stored(row), ordinal: ordinal)
            ordinal += 1
        }
        try batch.flush()
        let hash = hasher.finish(canonicalHeader: headerBytes)
        try database.cachedStatement("""
            UPDATE sessions SET content_hash = ?, events = ?, touches = ?, baseline_run_id = ? WHERE id = ?
            """).run(.text(hash), .integer(Int64(seq)), .integer(Int64(touches)), .integer(run), .integer(sessionID))
        try insertRunSession(run: run, session: sessionID, sceneVersionID: fileVersion?.id ?? versionID, comparedRun: nil,
                             overlayRun: nil, deliveries: ordinal, changed: 0)
        try progress(seq)
        var result = SessionImportResult(file: file, name: header.name,
                                         status: existing == nil || existing?.forgotten == true ? .new : .replaced,
                                         baselineRun: run, events: seq, touches: touches, deliveries: ordinal)
        result.baselineFromFile = baselineFile
        result.baselineFileVersion = fileVersion
        return result
    }

    /// The content hash of a session, reading all of it (and validating it on the way).
    static func contentHash(of reader: SessionReader) throws -> String {
        var reader = reader
        var hasher = SessionContentHasher<FastSHA256>()
        var canonical: [UInt8] = []
        while true {
            canonical.removeAll(keepingCapacity: true)
            guard try reader.nextCanonical(into: &canonical) != nil else { break }
            hasher.add(canonicalEvent: canonical)
        }
        return hasher.finish(header: reader.header.json)
    }

    static func payloadKind(_ payload: EventPayload) -> String {
        switch payload {
        case .touches: "touches"
        case .motion: "motion"
        case .remoteControl: "remoteControl"
        case .press: "press"
        case .action: "action"
        case .becomeFirstResponder: "becomeFirstResponder"
        case .resignFirstResponder: "resignFirstResponder"
        case .ignoreInteractionEvents: "ignoreInteractionEvents"
        }
    }

    private struct ExistingSession {
        var id: Int64
        var hash: String
        var baselineRun: Int64?
        var events: Int
        var touches: Int
        var forgotten: Bool
        var sourceFile: String?
    }

    /// Whether the store holds a session of this name (not forgotten) with other content than
    /// the one `reader` reads: what `import` without `--replace` refuses. False for the same
    /// content (re-importing it changes nothing) and for a name the store lacks.
    package func holdsDifferentSession(_ reader: SessionReader) throws -> Bool {
        guard let existing = try existingSession(named: reader.header.name), !existing.forgotten else { return false }
        return try Self.contentHash(of: reader) != existing.hash
    }

    /// The row of a session of this name, forgotten or not.
    private func existingSession(named name: String) throws -> ExistingSession? {
        let statement = try database.cachedStatement(
            "SELECT id, content_hash, baseline_run_id, events, touches, forgotten_at IS NOT NULL, source_file FROM sessions WHERE name = ?")
        try statement.bind(name, at: 1)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return ExistingSession(id: statement.columnInt64(0), hash: statement.columnText(1) ?? "",
                               baselineRun: statement.columnIsNull(2) ? nil : statement.columnInt64(2),
                               events: statement.columnInt(3), touches: statement.columnInt(4),
                               forgotten: statement.columnInt(5) != 0, sourceFile: statement.columnText(6))
    }

    /// A session in the store (not forgotten) by name.
    func sessionID(named name: String) throws -> Int64? {
        try database.cachedStatement("SELECT id FROM sessions WHERE name = ? AND forgotten_at IS NULL").scalarInt64(.text(name))
    }

    /// A stored session with all its events.
    package func session(named name: String) throws -> Session {
        let statement = try database.cachedStatement("SELECT id, header FROM sessions WHERE name = ? AND forgotten_at IS NULL")
        try statement.bind(name, at: 1)
        guard try statement.step(), let headerText = statement.columnText(1) else {
            statement.reset()
            throw try missingSession(name)
        }
        let id = statement.columnInt64(0)
        statement.reset()
        let header = try decodingStored("session \"\(name)\"") { try SessionHeader.decode(json: Array(headerText.utf8)) }
        var events: [SessionEvent] = []
        try forEachEvent(ofSession: id) { events.append($0) }
        return Session(header: header, events: events)
    }

    /// Streams a stored session's events in order.
    func forEachEvent(ofSession id: Int64, _ body: (SessionEvent) throws -> Void) throws {
        let cursor = try StoredEventCursor(database, session: id)
        while try cursor.next() {
            try body(try cursor.event())
        }
    }

    /// The sessions, by name.
    package func sessions() throws -> [SessionInfo] {
        let statement = try database.prepare("""
            SELECT session, scene, scene_version, events, touches, imported_at, baseline_run FROM v_sessions ORDER BY session
            """)
        var result: [SessionInfo] = []
        while try statement.step() {
            result.append(SessionInfo(session: statement.columnText(0) ?? "", scene: statement.columnText(1) ?? "",
                                      sceneVersion: statement.columnInt(2), events: statement.columnInt(3),
                                      touches: statement.columnInt(4), importedAt: statement.columnText(5) ?? "",
                                      baselineRun: statement.columnIsNull(6) ? nil : statement.columnInt64(6)))
        }
        return result
    }
}
