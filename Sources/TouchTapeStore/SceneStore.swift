import TouchTapeCore

/// What importing one scene file did.
package struct SceneImportResult: Sendable, Hashable {
    package var file: String
    package var name: String
    package var version: Int
    /// True when the content was new and made a new version.
    package var isNew: Bool
}

/// A scene version as the store lists it.
package struct SceneVersionInfo: Sendable, Hashable {
    package var scene: String
    package var version: Int
    package var isCurrent: Bool
    package var contentHash: String
    package var views: Int
    package var importedAt: String
}

extension Store {
    /// Imports one scene document: new content becomes a new version, known content becomes
    /// the current version again (docs/cli.md). Call inside ``write(_:)``.
    package func importScene(_ document: SceneDocument, file: String) throws -> SceneImportResult {
        importSceneVersions.removeAll()  // the current version may change
        let name = document.scene.name
        let sceneID: Int64
        if let existing = try database.cachedStatement("SELECT id FROM scenes WHERE name = ?").scalarInt64(.text(name)) {
            sceneID = existing
        } else {
            try database.cachedStatement("INSERT INTO scenes (name) VALUES (?)").run(.text(name))
            sceneID = database.lastInsertRowID
        }
        let known = try database.cachedStatement(
            "SELECT id, version FROM scene_versions WHERE scene_id = ? AND content_hash = ?")
        var found: (id: Int64, version: Int)?
        try known.forEachRow(.integer(sceneID), .text(document.content.hash)) { row in
            found = (row.columnInt64(0), row.columnInt(1))
        }
        if let found {
            try database.cachedStatement("UPDATE scenes SET current_version_id = ? WHERE id = ?")
                .run(.integer(found.id), .integer(sceneID))
            // A version from before level 14 (or merged in) gets its texts now.
            try keepSceneTextIDs(document.scene, versionID: found.id)
            return SceneImportResult(file: file, name: name, version: found.version, isNew: false)
        }
        let next = (try database.cachedStatement("SELECT MAX(version) FROM scene_versions WHERE scene_id = ?")
            .scalarInt64(.integer(sceneID)) ?? 0) + 1
        try database.cachedStatement("""
            INSERT INTO scene_versions (scene_id, version, content_hash, content, view_count, imported_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """).run(.integer(sceneID), .integer(next), .text(document.content.hash),
                     .text(document.content.canonicalJSON), .integer(Int64(document.scene.viewCount)),
                     .text(Store.timestamp()))
        let versionID = database.lastInsertRowID
        try database.cachedStatement("UPDATE scenes SET current_version_id = ? WHERE id = ?")
            .run(.integer(versionID), .integer(sceneID))
        try keepCompiledScene(document.scene, versionID: versionID, contentHash: document.content.hash)
        try insertResponders(of: document.scene, versionID: versionID)
        try insertGestures(of: document.scene, versionID: versionID)
        try insertBuiltins(of: document.scene, versionID: versionID)
        try keepSceneTextIDs(document.scene, versionID: versionID)
        return SceneImportResult(file: file, name: name, version: Int(next), isNew: true)
    }

    /// Flattens every responder of a version into `scene_responders`.
    private func insertResponders(of scene: Scene, versionID: Int64) throws {
        let insert = try database.cachedStatement("""
            INSERT INTO scene_responders (version_id, position, responder, class, kind, superview, next_responder,
                depth, x, y, width, height, transform, hidden, alpha, user_interaction_enabled, is_control,
                control_enabled, point_inside, hit_test)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for r in 0..<Int32(scene.responderCount) {
            var values: [SQLiteValue?] = [
                .integer(versionID), .integer(Int64(r)), .text(scene.responderIDs[Int(r)]),
                .text(scene.responderClasses[Int(r)]), .text(scene.responderKinds[Int(r)].name),
            ]
            if scene.isView(r) {
                let info = scene.viewInfos[Int(r)]
                values.append(scene.superview(of: r).map { .text(scene.responderIDs[Int($0)]) })
                values.append(scene.nextResponder(of: r).map { .text(scene.responderIDs[Int($0)]) })
                values += [.integer(Int64(info.depth)), .real(info.frame.origin.x), .real(info.frame.origin.y),
                           .real(info.frame.size.width), .real(info.frame.size.height)]
                values.append(info.transform.map { t in
                    .text("[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONText.numberString).joined(separator: ",") + "]")
                })
                values += [.integer(info.hidden ? 1 : 0), .real(info.alpha), .integer(info.userInteractionEnabled ? 1 : 0),
                           .integer(info.isControl ? 1 : 0), .integer(info.controlEnabled ? 1 : 0),
                           .text(RuleText.pointInside(info.pointInside)),
                           .text(RuleText.hitTest(info.hitTest, in: scene))]
            } else {
                values.append(nil)
                values.append(scene.nextResponder(of: r).map { .text(scene.responderIDs[Int($0)]) })
                values += Array(repeating: nil, count: 13)
            }
            try insert.bind(values)
            _ = try insert.step()
            insert.reset()
        }
    }

    /// Flattens every recognizer of a version into `scene_gestures` (`v_gestures`).
    private func insertGestures(of scene: Scene, versionID: Int64) throws {
        guard scene.hasGestures else { return }
        let insert = try database.cachedStatement("""
            INSERT INTO scene_gestures (version_id, position, recognizer, kind, view, enabled, target, selector,
                cancels_touches_in_view, delays_touches_began, delays_touches_ended, require_to_fail, settings)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let recognizers = scene.gestures.recognizers
        // The declared recognizers: a builtin's implicit ones follow from `scene_builtins`.
        for (position, g) in recognizers.filter({ !$0.isImplicit }).enumerated() {
            let names = g.requireToFail.map { recognizers[$0].id }
            try insert.bind([
                .integer(versionID), .integer(Int64(position)), .text(g.id), .text(g.kind.rawValue),
                .text(scene.responderIDs[Int(g.view)]), .integer(g.enabled ? 1 : 0),
                g.action.map { .text($0.target) }, g.action.map { .text($0.selector) },
                .integer(g.cancelsTouchesInView ? 1 : 0), .integer(g.delaysTouchesBegan ? 1 : 0),
                .integer(g.delaysTouchesEnded ? 1 : 0), .text(OutcomeJSON.text(of: names)), .text(GestureText.settings(g)),
            ])
            _ = try insert.step()
            insert.reset()
        }
    }


    /// Flattens every builtin and window gate of a version into `scene_builtins` (level 11),
    /// in view order: one row per view that carries a builtin, one (kind `windowGates`) per
    /// window that declares the system-gesture keys.
    private func insertBuiltins(of scene: Scene, versionID: Int64) throws {
        let builtins = scene.builtins
        guard !builtins.items.isEmpty || !builtins.windowGates.isEmpty else { return }
        var rows: [(view: Int32, kind: String, settings: String)] = builtins.items.map { ($0.view, $0.kind.rawValue, $0.json) }
        rows += builtins.windowGates.map { ($0.window, "windowGates", BuiltinText.windowKeys($0)) }
        rows.sort { $0.view < $1.view }
        let insert = try database.cachedStatement(
            "INSERT INTO scene_builtins (version_id, position, view, kind, settings) VALUES (?, ?, ?, ?, ?)")
        for (position, row) in rows.enumerated() {
            try insert.bind([.integer(versionID), .integer(Int64(position)), .text(scene.responderIDs[Int(row.view)]),
                             .text(row.kind), .text(row.settings)])
            _ = try insert.step()
            insert.reset()
        }
    }

    /// A scene version from the store: `version` nil for the current one.
    package func scene(named name: String, version: Int? = nil) throws -> (scene: Scene, version: Int) {
        guard let (id, number) = try sceneVersionID(scene: name, version: version) else {
            throw try missingScene(name, version: version)
        }
        return (try self.scene(versionID: id, name: name, number: number), number)
    }

    /// The scene of a version row (`id`, of scene `name`, numbered `number`).
    func scene(versionID id: Int64, name: String, number: Int) throws -> Scene {
        // A version's content never changes: one command compiles each version once, however
        // many sessions it imports, replays or draws against it.
        if let compiled = compiledScenes[id] { return compiled }
        // Across commands: the version compiled once, kept as bytes (CompiledSceneStore.swift).
        if let cached = try cachedCompiledScene(versionID: id) {
            compiledScenes[id] = cached
            return cached
        }
        let select = try database.cachedStatement("SELECT content, content_hash FROM scene_versions WHERE id = ?")
        try select.bind([.integer(id)])
        var content: [UInt8] = []
        var contentHash = ""
        do {
            defer { select.reset() }
            if try select.step() {
                content = select.withColumnTextBytes(0) { Array($0) }
                contentHash = select.columnText(1) ?? ""
            }
        }
        let scene = try decodingStored("scene \(name)@\(number)") { try Scene.decode(content, file: "\(name)@\(number)") }
        content = []
        try keepCompiledScene(scene, versionID: id, contentHash: contentHash)
        compiledScenes[id] = scene
        return scene
    }

    /// ``sceneVersionID(scene:version:)`` for session import, looked up once per scene and
    /// version (or current version) in a write transaction (issue #26: thousands of sessions of
    /// one scene). Scene import forgets what was looked up; so does the transaction's end.
    func importSceneVersionID(scene name: String, version: Int?) throws -> (id: Int64, version: Int)? {
        let key = SceneVersionKey(scene: name, version: version)
        if let known = importSceneVersions[key] { return known }
        let found = try sceneVersionID(scene: name, version: version)
        if isWriting, let found { importSceneVersions[key] = found }
        return found
    }

    /// The id of a scene version row.
    func sceneVersionID(scene name: String, version: Int?) throws -> (id: Int64, version: Int)? {
        let sql = version == nil
            ? "SELECT v.id, v.version FROM scenes s JOIN scene_versions v ON v.id = s.current_version_id WHERE s.name = ?"
            : "SELECT v.id, v.version FROM scenes s JOIN scene_versions v ON v.scene_id = s.id WHERE s.name = ? AND v.version = ?"
        let statement = try database.cachedStatement(sql)
        let bindings: [SQLiteValue?] = version.map { [.text(name), .integer(Int64($0))] } ?? [.text(name)]
        try statement.bind(bindings)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return (statement.columnInt64(0), statement.columnInt(1))
    }

    /// Scene versions, scene by scene, oldest version first; one scene's with a name.
    package func sceneVersions(named name: String? = nil) throws -> [SceneVersionInfo] {
        var result: [SceneVersionInfo] = []
        let sql = "SELECT scene, version, current, content_hash, views, imported_at FROM v_scenes"
            + (name == nil ? "" : " WHERE scene = ?") + " ORDER BY scene, version"
        let statement = try database.prepare(sql)
        if let name { try statement.bind(name, at: 1) }
        while try statement.step() {
            result.append(SceneVersionInfo(scene: statement.columnText(0) ?? "", version: statement.columnInt(1),
                                           isCurrent: statement.columnInt(2) == 1, contentHash: statement.columnText(3) ?? "",
                                           views: statement.columnInt(4), importedAt: statement.columnText(5) ?? ""))
        }
        if let name, result.isEmpty { throw try missingScene(name, version: nil) }
        return result
    }
}

/// A scene and version (nil: the current one) as a session names them.
struct SceneVersionKey: Hashable {
    var scene: String
    var version: Int?
}

/// The rules as `scene_responders` stores them: the scene format's own spelling (a name as
/// bare text, an object as JSON). The studio shows them the same way.
package enum RuleText {
    package static func pointInside(_ rule: PointInsideRule) -> String {
        func n(_ d: Double) -> String { JSONText.numberString(d) }
        switch rule {
        case .bounds: return "bounds"
        case .inset(let top, let left, let bottom, let right): return "{\"inset\":[\(n(top)),\(n(left)),\(n(bottom)),\(n(right))]}"
        case .minimumSize(let s): return "{\"minimumSize\":[\(n(s.width)),\(n(s.height))]}"
        case .circle: return "circle"
        case .always: return "always"
        case .never: return "never"
        }
    }

    package static func hitTest(_ rule: HitTestRule, in scene: Scene) -> String {
        func list(_ views: [Int32]) -> String { OutcomeJSON.text(of: views.map { scene.responderIDs[Int($0)] }) }
        switch rule {
        case .standard: return "default"
        case .returnsSelf: return "self"
        case .none: return "none"
        case .passThroughSelf: return "passThroughSelf"
        case .passThrough(let views): return "{\"passThrough\":\(list(views))}"
        case .forwardTo(let views): return "{\"forwardTo\":\(list(views))}"
        }
    }
}
