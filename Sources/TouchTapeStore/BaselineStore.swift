import TouchTapeCore

/// The scene version a baseline file's outcomes are recorded against.
package struct BaselineFileVersion: Sendable, Hashable {
    var id: Int64
    package var scene: String
    /// The version's number in this store.
    package var version: Int
    /// The file does not name its scene content (written before baseline files did): the
    /// version is the one its session is dispatched against.
    package var assumed: Bool

    /// What an import says of it, after "baseline of session S read from FILE (run N".
    package var words: String {
        assumed ? "taken as made against \(scene)@\(version), the version the session is dispatched against: the file names "
                    + "no scene content (written before baseline files did; accept --write again to record it)"
                : "made against \(scene)@\(version)"
    }
}

extension Store {
    /// A stored session whose content did not change, with a baseline file beside its file:
    /// when the file's outcomes are not the same as the session's baseline (docs/formats.md), they
    /// become its baseline, stored in the run `run()` returns. Returns whether they did.
    ///
    /// Reads the file twice (once to compare, once to store), so memory stays flat.
    ///
    /// The file's outcomes are recorded against the scene version its first line names (see
    /// ``baselineFileVersion(_:session:scene:assumed:)``); a file that names another version
    /// than the stored baseline's differs from it even when the outcomes are the same.
    func applyBaselineFile(_ path: String, session: Int64, name: String, scene: String,
                           assumed: (id: Int64, version: Int), run: () throws -> Int64) throws -> BaselineFileVersion? {
        let row = try database.cachedStatement("""
            SELECT se.baseline_run_id, rs.scene_version_id FROM sessions se
            LEFT JOIN run_sessions rs ON rs.run_id = se.baseline_run_id AND rs.session_id = se.id
            WHERE se.id = ?
            """)
        try row.bind(session, at: 1)
        guard try row.step(), !row.columnIsNull(0) else {
            row.reset()
            throw InputError(file: path, "the session has no baseline in the store to compare the file with")
        }
        let (baselineRun, baselineVersionID) = (row.columnInt64(0), row.columnIsNull(1) ? assumed.id : row.columnInt64(1))
        row.reset()

        // First the file is lined up with the session (through its stored baseline's rows),
        // then compared with that baseline row by row: for a scene with recognizers the two
        // may hold different timer, late and cancel rows (docs/formats.md).
        var alignment = try BaselineAlignment(path: path)
        let fileVersion = try baselineFileVersion(alignment.reader, session: name, scene: scene, assumed: assumed)
        alignment.gestureRows = try versionHasRecognizers(baselineVersionID) || versionHasRecognizers(fileVersion.id)
        let cursor = try OutcomeCursor(store: self, run: baselineRun, session: session)
        while let (_, stored) = try cursor.next() {
            guard let kind = DeliveryKind(rawValue: try text(stored.kind)) else { continue }
            _ = try alignment.rows(for: (stored.seq, kind, stored.touch, try phase(of: stored)))
        }
        let events = try database.cachedStatement("SELECT events FROM sessions WHERE id = ?").scalarInt64(.integer(session)) ?? 0
        _ = try alignment.finish(events: Int(events))
        // A file that names its version records the baseline against it: another version than
        // the stored baseline's is a new baseline, the same outcomes or not.
        var differs = !fileVersion.assumed && fileVersion.id != baselineVersionID
        var fileRows = try BaselineFileReader(path: path)
        let storedRows = try OutcomeCursor(store: self, run: baselineRun, session: session)
        while !differs {
            let fileRow = try fileRows.next()
            let storedRow = try storedRows.next()
            guard let fileRow, let storedRow else {
                differs = (fileRow == nil) != (storedRow == nil)
                break
            }
            differs = try self.stored(fileRow.delivery) != storedRow.outcome
        }
        guard differs else { return nil }

        let fileRun = try run()
        var rows = try BaselineFileReader(path: path)
        var ordinal = 0
        while let (_, delivery) = try rows.next() {
            try writeOutcome(try stored(delivery), run: fileRun, session: session, ordinal: ordinal)
            ordinal += 1
        }
        try insertRunSession(run: fileRun, session: session, sceneVersionID: fileVersion.id, comparedRun: nil, overlayRun: nil,
                             deliveries: ordinal, changed: 0)
        try database.cachedStatement("UPDATE sessions SET baseline_run_id = ? WHERE id = ?")
            .run(.integer(fileRun), .integer(session))
        return fileVersion
    }

    /// The scene version a baseline file's outcomes were made against: the one whose content
    /// hash its first line names (it must be of the session's scene, and in the store: a
    /// version the store does not have is bad input, never guessed); for a file without that
    /// line (written before it), `assumed`, the version the session is dispatched against.
    func baselineFileVersion(_ reader: BaselineFileReader, session: String, scene: String,
                             assumed: (id: Int64, version: Int)) throws -> BaselineFileVersion {
        guard let header = reader.header else {
            return BaselineFileVersion(id: assumed.id, scene: scene, version: assumed.version, assumed: true)
        }
        guard header.scene == scene else {
            throw InputError(file: reader.path, position: header.scenePosition, place: "session \"\(session)\"",
                             "the file's outcomes were made against scene \"\(header.scene)\", but the session is of scene \"\(scene)\"")
        }
        let statement = try database.cachedStatement("""
            SELECT v.id, v.version FROM scene_versions v JOIN scenes s ON s.id = v.scene_id
            WHERE s.name = ? AND v.content_hash = ?
            """)
        try statement.bind([.text(scene), .text(header.sceneContentHash)])
        defer { statement.reset() }
        guard try statement.step() else {
            throw InputError(file: reader.path, position: header.hashPosition, place: "session \"\(session)\"",
                             "the file's outcomes were made against a content of scene \"\(scene)\" (sceneContentHash "
                                + "\(header.sceneContentHash.prefix(12))…) that the store does not have: the scene changed since "
                                + "accept --write wrote the file. Import that "
                                + "content of the scene first (its file as of the commit that wrote this one), or delete this "
                                + "file, replay, and accept --write again")
        }
        return BaselineFileVersion(id: statement.columnInt64(0), scene: scene, version: statement.columnInt(1), assumed: false)
    }

    /// Whether a scene version declares recognizers or has builtins (its outcomes are `/2`,
    /// docs/formats.md).
    func versionHasRecognizers(_ versionID: Int64) throws -> Bool {
        try database.cachedStatement("SELECT 1 FROM scene_gestures WHERE version_id = ? LIMIT 1").scalarInt64(.integer(versionID)) != nil
            || versionHasBuiltins(versionID)
    }

    /// Whether a scene version has a builtin or a gate (its outcomes carry `calls`,
    /// docs/uikit-classes.md, `calls`).
    func versionHasBuiltins(_ versionID: Int64) throws -> Bool {
        try database.cachedStatement("""
            SELECT 1 FROM scene_builtins WHERE version_id = ?
              AND (kind <> 'windowGates'
                   OR EXISTS (SELECT 1 FROM json_each(settings, '$.systemGestureRegions') r
                              WHERE json_extract(r.value, '$.edge')
                                    NOT IN (SELECT value FROM json_each(settings, '$.defersSystemGestures'))))
            LIMIT 1
            """).scalarInt64(.integer(versionID)) != nil
    }

    /// A run's outcomes of one session as baseline-file lines (docs/formats.md), in delivery
    /// order, each passed to `body` without its newline. `t` comes from the session's events.
    /// For a scene version with recognizers the lines are `touchtape.outcome/2`, with
    /// `withheld` and `gestures` (docs/formats.md).
    /// The first line names the scene content the run dispatched the session against.
    package func forEachBaselineLine(run: Int64, session: Int64, _ body: (String) throws -> Void) throws {
        let versionRow = try database.cachedStatement("""
            SELECT rs.scene_version_id, sc.name, v.content_hash
            FROM run_sessions rs JOIN scene_versions v ON v.id = rs.scene_version_id JOIN scenes sc ON sc.id = v.scene_id
            WHERE rs.run_id = ? AND rs.session_id = ?
            """)
        try versionRow.bind([.integer(run), .integer(session)])
        guard try versionRow.step() else {
            versionRow.reset()
            throw NotFoundError("run \(run) did not cover the session")
        }
        let version = versionRow.columnInt64(0)
        let header = BaselineFile.headerLine(scene: versionRow.columnText(1) ?? "", sceneContentHash: versionRow.columnText(2) ?? "")
        versionRow.reset()
        let gestureKeys = try versionHasRecognizers(version)
        let callKeys = try versionHasBuiltins(version)
        try body(header)
        let times = try StoredEventCursor(database, session: session)
        var time: (seq: Int, t: Double)?
        func t(at seq: Int) throws -> Double {
            while time.map({ $0.seq < seq }) ?? true {
                guard try times.next() else { return 0 }
                time = (times.seq, times.t)
            }
            return time?.seq == seq ? time?.t ?? 0 : 0
        }
        var lists: [Int64: JSONValue] = [:]
        func list(_ id: Int64) throws -> JSONValue {
            if let known = lists[id] { return known }
            let value = try JSONReader.parse(Array(try text(id).utf8))
            lists[id] = value
            return value
        }
        func optionalText(_ id: Int64?) throws -> String? { try id.map { try text($0) } }

        let cursor = try OutcomeCursor(store: self, run: run, session: session)
        while let (_, o) = try cursor.next() {
            let chain = try list(o.chain).arrayValue?.compactMap(\.stringValue) ?? []
            let controlEvents: [ControlEventRecord] = try list(o.controlEvents).arrayValue?.compactMap { item in
                guard let e = item.objectValue, let view = e["view"]?.stringValue, let action = e["action"]?.stringValue,
                      let event = e["event"]?.stringValue.flatMap(ControlEvent.init(rawValue:)) else { return nil }
                return ControlEventRecord(view: view, event: event, action: action)
            } ?? []
            var delivery = Delivery(
                seq: o.seq, t: try t(at: o.seq), kind: DeliveryKind(rawValue: try text(o.kind)) ?? .touch, touch: o.touch,
                phase: try phase(of: o), window: try optionalText(o.window), hitView: try optionalText(o.hitView),
                view: try optionalText(o.view), chain: chain, handledBy: try optionalText(o.handledBy),
                controlEvents: controlEvents, dropped: try optionalText(o.dropped).flatMap(DropReason.init(rawValue:)),
                firstResponder: try optionalText(o.firstResponder))
            if gestureKeys {
                delivery.withheld = try optionalText(o.withheld).flatMap(Withheld.init(rawValue:))
                if let id = o.gestures {
                    delivery.gestures = try list(id).arrayValue?.map { item in
                        try BaselineFileReader.transition(from: item, file: "the store")
                    } ?? []
                }
            }
            if callKeys, let id = o.calls {
                delivery.calls = try BuiltinCall.list(from: try list(id), what: "the store's calls")
            }
            try body(BaselineFile.line(delivery, gestureKeys: gestureKeys, callKeys: callKeys))
        }
    }
}
