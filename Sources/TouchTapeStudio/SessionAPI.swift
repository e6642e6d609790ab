import TouchTapeCore
import TouchTapeStore

/// The session side of the API: dispatching a session body without storing it (the
/// recorder's live outcomes), storing one exactly as `touchtape record` does, and listing them.
struct SessionAPI: Sendable {
    let store: StudioStore

    /// Where errors in a request body point: its line and column, in a body named so.
    static let bodyName = "request body"

    /// `POST /api/dispatch`: the session's outcomes against its scene (its `sceneVersion`,
    /// else the current version), in the outcome format `dispatch --json` writes for that
    /// scene (`format` says which: `/2`, with `withheld` and `gestures`, for a scene with
    /// recognizers or builtins, and `calls` too for a scene with builtins); nothing is stored.
    /// `expect` entries that disagree come back as `expectDifferences`.
    func dispatch(_ body: [UInt8]) async throws -> JSONWriter {
        let session: Session
        var eventPositions: [SourcePosition?] = []
        do {
            var reader = try SessionReader(body, file: Self.bodyName)
            var events: [SessionEvent] = []
            while let (event, json) = try reader.nextWithJSON() {
                events.append(event)
                eventPositions.append(json.position)
            }
            session = Session(header: reader.header, events: events)
        } catch {
            throw APIError.from(error)
        }
        let scene: Scene, version: Int
        do {
            (scene, version) = try await store.scene(session.sceneName, version: session.header.sceneVersion)
        } catch let error as NotFoundError {
            // The body names a scene (or version) the store lacks: bad input, at the `scene` key.
            let position = session.header.json["scene"]?.position
            throw APIError(status: 400, "\(Self.bodyName): \(error)", line: position?.line, column: position?.column)
        }
        // As `touchtape dispatch` of a file: an `expect` id the scene lacks is a typo, 400.
        if let (event, unknown) = session.firstUnknownExpectedID(in: scene) {
            let position = eventPositions.indices.contains(event) ? eventPositions[event] : nil
            throw APIError.from(InputError(file: Self.bodyName, position: position, place: "event \(event)",
                                           unknown.message(scene: "scene \"\(scene.name)\" version \(version)")))
        }
        let deliveries = Dispatcher.run(session, on: scene)
        let differences = OutcomeComparison.expectationDifferences(events: session.events, deliveries: deliveries)
        // As `dispatch --json` writes them for this scene, byte for byte.
        let gestureKeys = scene.hasGestures, callKeys = scene.hasBuiltins
        var json = JSONWriter()
        json.object { json in
            json.key("session"); json.string(session.name)
            json.key("scene"); json.string(scene.name)
            json.key("version"); json.number(version)
            json.key("format"); json.string(gestureKeys ? "touchtape.outcome/2" : "touchtape.outcome/1")
            json.key("deliveries")
            json.array(deliveries) { json, d in json.raw(OutcomeJSON.line(d, gestureKeys: gestureKeys, callKeys: callKeys)) }
            json.key("expectDifferences")
            json.array(differences) { json, d in
                json.object { json in
                    json.key("seq"); json.number(d.seq)
                    json.key("touch"); json.number(d.touch)
                    json.key("field"); json.string(d.field)
                    json.key("expected"); json.string(d.reference.description)
                    json.key("current"); json.string(d.current.description)
                }
            }
        }
        return json
    }

    /// `POST /api/sessions[?replace=true]`: validates the whole body and stores it with its
    /// baseline run, in one transaction, as `touchtape record` does (the same store call).
    /// One meaning with `record` (issue #23): the stored content sent again is
    /// `unchanged` (200, nothing written); a different session under a stored name is a
    /// conflict (409) unless `replace`, which makes it `replaced` (201). `new` is true only for
    /// a name the store did not hold.
    func save(_ body: [UInt8], replace: Bool) async throws -> (created: Bool, json: JSONWriter) {
        // The header is read first so that a body that is not a session fails before the store opens.
        let header: SessionHeader
        do {
            header = try SessionReader(body, file: Self.bodyName).header
        } catch {
            throw APIError.from(error)
        }
        let result = try await store.run { store in
            try store.write { () throws -> SessionImportResult in
                if !replace, try store.holdsDifferentSession(try SessionReader(body, file: Self.bodyName)) {
                    let position = header.json["name"]?.position
                    throw APIError(status: 409, "\(Self.bodyName): a different session \"\(header.name)\" is already in the store "
                                   + "(save with replace=true to replace it)", line: position?.line, column: position?.column)
                }
                return try store.importSession(
                    file: Self.bodyName, replace: replace,
                    openReader: { () throws(InputError) in try SessionReader(body, file: Self.bodyName) },
                    baselineRun: { try store.createRun(kind: .baseline) })
            }
        }
        var json = JSONWriter()
        json.object { json in
            json.key("name"); json.string(result.name)
            json.key("new"); json.bool(result.status == .new)
            json.key("status"); json.string(result.status.rawValue)
            json.key("events"); json.number(result.events)
            json.key("touches"); json.number(result.touches)
            json.key("baselineRun"); json.number(result.baselineRun)
        }
        return (result.status != .unchanged, json)
    }

    /// `GET /api/sessions`: the stored sessions (`v_sessions`).
    func list() async throws -> JSONWriter {
        let sessions = try await store.run { try $0.sessions() }
        var json = JSONWriter()
        json.object { json in
            json.key("sessions")
            json.array(sessions) { json, s in
                json.object { json in
                    json.key("name"); json.string(s.session)
                    json.key("scene"); json.string(s.scene)
                    json.key("sceneVersion"); json.number(s.sceneVersion)
                    json.key("events"); json.number(s.events)
                    json.key("touches"); json.number(s.touches)
                    json.key("importedAt"); json.string(s.importedAt)
                    json.key("baselineRun"); json.number(s.baselineRun)
                }
            }
        }
        return json
    }
}
