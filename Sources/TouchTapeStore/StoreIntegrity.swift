import TouchTapeCore

/// The store is damaged: SQLite's checks or the store's own found a fault (docs/cli.md: exit 3,
/// naming `touchtape check`).
package struct StoreDamageError: StoreUsabilityError, Sendable, Equatable, CustomStringConvertible {
    /// What was found, one fault a line.
    package var findings: [String]

    package init(_ findings: [String]) { self.findings = findings }

    package var isStoreUnusable: Bool { true }
    package var isStoreDamage: Bool { true }

    package var description: String {
        let first = findings.first ?? "no detail"
        let more = findings.count > 1 ? " (and \(findings.count - 1) more)" : ""
        return "the store is damaged: \(first)\(more)"
    }
}

extension Store {
    /// Runs SQLite's `PRAGMA quick_check` and throws ``StoreDamageError`` when it finds a fault
    /// (docs/cli.md: `accept`, `forget` and `merge` refuse a damaged store before changing
    /// baselines or history). It reads every page of the store, so it costs a read of the file.
    package func requireIntact() throws {
        var findings: [String] = []
        try database.prepare("PRAGMA quick_check(20)").forEachRow { row in
            let line = row.columnText(0) ?? ""
            if line != "ok" { findings.append(line) }
        }
        if !findings.isEmpty { throw StoreDamageError(findings.map { "quick_check: \($0)" }) }
    }

    /// The error for a scene (`version` nil: its current version) that an indexed lookup did
    /// not find: ``NotFoundError`` once scans that use none of the tables' indexes agree it is
    /// absent. When they find it, an index lacks a row its table holds: that is damage (exit 3),
    /// never a reference to something missing (exit 2).
    func missingScene(_ name: String, version: Int?) throws -> any Error {
        guard let sceneID = try database.prepare("SELECT id FROM scenes NOT INDEXED WHERE name = ?")
            .scalarInt64(.text(name))
        else {
            var names: [String] = []
            try database.prepare("SELECT name FROM scenes ORDER BY name").forEachRow { names.append($0.columnText(0) ?? "") }
            return NotFoundError("no scene \"\(name)\" in the store" + DidYouMean.suffix(for: name, among: names))
        }
        if let version {
            let stored = try database.prepare("SELECT 1 FROM scene_versions NOT INDEXED WHERE scene_id = ? AND version = ?")
                .scalarInt64(.integer(sceneID), .integer(Int64(version)))
            if stored == nil { return NotFoundError("scene \"\(name)\" has no version \(version)") }
            return StoreDamageError(["scene \"\(name)\" version \(version) is stored, but the store's index does not find it"])
        }
        return StoreDamageError(["scene \"\(name)\" is stored, but the store's index or its current version does not find it"])
    }

    /// Decodes a document the store wrote itself (a scene version's content, a session's header
    /// or event): one that no longer decodes was damaged in the store, which is exit 3, never
    /// bad input.
    func decodingStored<T>(_ what: String, _ decode: () throws -> T) throws -> T {
        do {
            return try decode()
        } catch let error as InputError {
            throw StoreDamageError(["\(what): its stored content no longer reads (\(error))"])
        }
    }

    /// Like ``missingScene(_:version:)``, for a session.
    func missingSession(_ name: String) throws -> any Error {
        guard try database.prepare("SELECT 1 FROM sessions NOT INDEXED WHERE name = ? AND forgotten_at IS NULL").scalarInt64(.text(name)) != nil
        else {
            var names: [String] = []
            try database.prepare("SELECT name FROM sessions WHERE forgotten_at IS NULL ORDER BY name").forEachRow {
                names.append($0.columnText(0) ?? "")
            }
            return NotFoundError("no session \"\(name)\" in the store" + DidYouMean.suffix(for: name, among: names))
        }
        return StoreDamageError(["session \"\(name)\" is stored, but the store's index does not find it"])
    }
}
