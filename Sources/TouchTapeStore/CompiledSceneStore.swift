import TouchTapeCore

/// The compiled scene kept per version (`scene_compiled`, migration 0007): a command loads a
/// version from its bytes, with no JSON, when they match the version's content hash, this
/// engine and this encoding and read back whole; otherwise from its document, as before.
extension Store {
    /// The version's scene from its compiled bytes, or nil when there are none that fit.
    func cachedCompiledScene(versionID: Int64) throws -> Scene? {
        guard try hasCompiledSceneTable() else { return nil }
        let select = try database.cachedStatement("""
            SELECT c.compiled FROM scene_compiled c JOIN scene_versions v ON v.id = c.version_id
            WHERE c.version_id = ? AND c.content_hash = v.content_hash AND c.engine_version = ? AND c.encoding = ?
            """)
        try select.bind([.integer(versionID), .text(EngineConstants.engineVersion), .integer(Int64(Scene.compiledEncoding))])
        defer { select.reset() }
        guard try select.step(), select.columnIsBlob(0) else { return nil }
        // Read in place: the bytes are not copied out of SQLite's buffer.
        return select.withColumnBlobBytes(0) { Scene.compiled(from: $0) }
    }

    /// Keeps the version's compiled scene (replacing a stale one). Only inside ``write(_:)``
    /// and on a store at level 9 or above; elsewhere it does nothing (the next command that
    /// writes will).
    func keepCompiledScene(_ scene: Scene, versionID: Int64, contentHash: String) throws {
        guard isWriting, try hasCompiledSceneTable() else { return }
        try database.cachedStatement("""
            INSERT OR REPLACE INTO scene_compiled (version_id, content_hash, engine_version, encoding, compiled)
            VALUES (?, ?, ?, ?, ?)
            """).run(.integer(versionID), .text(contentHash), .text(EngineConstants.engineVersion),
                     .integer(Int64(Scene.compiledEncoding)), .blob(scene.compiledBytes()))
    }

    /// Whether the store has `scene_compiled` (a store opened by `check` may be older).
    func hasCompiledSceneTable() throws -> Bool {
        if let known = compiledSceneTableExists { return known }
        let found = try database.cachedStatement(
            "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'scene_compiled'").scalarInt64() != nil
        compiledSceneTableExists = found
        return found
    }

    /// `check`: every compiled scene this binary would use must be exactly what its version's
    /// document compiles to. (One it would not use, of another engine or document, is no fault.)
    func compiledSceneProblems() throws -> [String] {
        guard try hasCompiledSceneTable() else { return [] }
        let statement = try database.prepare("""
            SELECT sc.name || '@' || v.version, v.content, c.compiled FROM scene_compiled c
            JOIN scene_versions v ON v.id = c.version_id LEFT JOIN scenes sc ON sc.id = v.scene_id
            WHERE c.content_hash = v.content_hash AND c.engine_version = ? AND c.encoding = ? ORDER BY v.id
            """)
        var problems: [String] = []
        try statement.forEachRow(.text(EngineConstants.engineVersion), .integer(Int64(Scene.compiledEncoding))) { row in
            // A document that does not read is reported by its content hash.
            guard let scene = try? Scene.decode(Array((row.columnText(1) ?? "").utf8)) else { return }
            if row.columnBlob(2) != scene.compiledBytes() {
                problems.append("scene \(row.columnText(0) ?? "of a missing scene"): its compiled form (scene_compiled) is not what its content compiles to")
            }
        }
        return problems
    }
}
