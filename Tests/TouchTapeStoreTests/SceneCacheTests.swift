import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeStore

/// The compiled scene kept per version (`scene_compiled`, migration 0007): written at scene
/// import and lazily by a command that writes, used only when it fits the version, this engine
/// and this encoding, and never able to change an outcome.
@Suite("Compiled scene cache (0009)")
struct SceneCacheTests {
    static func compiledRows(_ store: Store) throws -> [[String]] {
        try query("SELECT version_id, content_hash, engine_version, encoding, length(compiled) > 0 FROM scene_compiled ORDER BY 1",
                  in: store.database).rows
    }

    /// A store holding the checkout scene and flow (with its baseline), in `dir`.
    static func checkoutStore(_ dir: String) throws -> String {
        let path = dir + "/store.sqlite"
        let store = try Store(path: path)
        try ReplayTests().importText(ReplayTests.checkoutScene(banner: false), into: store, dir: dir, name: "scene.json")
        try ReplayTests().importText(ReplayTests.checkoutFlow, into: store, dir: dir, name: "flow.json")
        store.database.close()
        return path
    }

    /// The scene the store's document of the version compiles to, as bytes.
    static func documentBytes(_ store: Store, version: Int64 = 1) throws -> [UInt8] {
        let content = try #require(try store.database.prepare("SELECT content FROM scene_versions WHERE id = ?")
            .scalarText(.integer(version)))
        return try Scene.decode(Array(content.utf8)).compiledBytes()
    }

    @Test("0009: scene import keeps the compiled scene of the new version, keyed by its content hash and this engine")
    func importKeepsTheCompiledScene() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: try Self.checkoutStore(dir))
            let hash = try #require(try query("SELECT content_hash FROM scene_versions", in: store.database).rows.first?.first)
            #expect(try Self.compiledRows(store) == [["1", hash, EngineConstants.engineVersion, String(Scene.compiledEncoding), "1"]])
            let blob = try #require(try store.database.prepare("SELECT compiled FROM scene_compiled").scalarBlob())
            #expect(blob == (try Self.documentBytes(store)))
        }
    }

    @Test("A command loads the version from its compiled bytes, without its document")
    func loadsWithoutTheDocument() throws {
        try withTemporaryDirectory { dir in
            let path = try Self.checkoutStore(dir)
            do {
                let db = try Database(path: path)
                // A document that no longer parses: only the compiled bytes can give the scene.
                try db.execute("UPDATE scene_versions SET content = '{'")
                db.close()
            }
            let store = try Store(path: path, access: .read)
            let scene = try store.scene(named: "checkout").scene
            #expect(scene.index(of: "buyButton") != nil)
        }
    }

    @Test("A damaged compiled blob falls back to the document, replays the same, and a command that writes replaces it")
    func damagedBlobFallsBack() throws {
        try withTemporaryDirectory { dir in
            let path = try Self.checkoutStore(dir)
            let store = try Store(path: path)
            let good = try #require(try store.database.prepare("SELECT compiled FROM scene_compiled").scalarBlob())
            // A blob whose every byte is plausible but one: the checksum refuses it.
            var damaged = good
            damaged[damaged.count / 2] ^= 1
            try store.database.prepare("UPDATE scene_compiled SET compiled = ?").run(.blob(damaged))
            let report = try ReplayTests().replay(store)
            #expect(report.sessions.map(\.deliveries) == [4])
            #expect(report.differences.isEmpty)
            #expect(try store.database.prepare("SELECT compiled FROM scene_compiled").scalarBlob() == good)
        }
    }

    @Test("A row of another engine version or another document is not used, and is replaced by a command that writes")
    func staleRowIsReplaced() throws {
        try withTemporaryDirectory { dir in
            let path = try Self.checkoutStore(dir)
            let store = try Store(path: path)
            // The compiled bytes of another scene, filed under this version by another engine.
            let other = try Scene.decode(Array(ReplayTests.checkoutScene(banner: true).utf8)).compiledBytes()
            try store.database.prepare("UPDATE scene_compiled SET compiled = ?, engine_version = '0.0.1'").run(.blob(other))
            #expect(try ReplayTests().replay(store).differences.isEmpty)
            #expect(try store.database.prepare("SELECT compiled FROM scene_compiled").scalarBlob() == (try Self.documentBytes(store)))
            #expect(try query("SELECT engine_version FROM scene_compiled", in: store.database).rows == [[EngineConstants.engineVersion]])
            // The same with a content hash that is not the version's (the banner's bytes, this engine).
            try store.database.prepare("UPDATE scene_compiled SET compiled = ?, content_hash = 'other'").run(.blob(other))
            let fresh = try Store(path: path)
            #expect(try fresh.scene(named: "checkout").scene.index(of: "promoBanner") == nil)
        }
    }

    @Test("check reports a compiled form this binary would use that is not what its document compiles to")
    func checkReportsAForeignCompiledForm() throws {
        try withTemporaryDirectory { dir in
            let path = try Self.checkoutStore(dir)
            let store = try Store(path: path)
            #expect(store.check().isSound)
            let other = try Scene.decode(Array(ReplayTests.checkoutScene(banner: true).utf8)).compiledBytes()
            try store.database.prepare("UPDATE scene_compiled SET compiled = ?").run(.blob(other))
            let report = store.check()
            let problems = report.sections.flatMap(\.problems)
            #expect(problems == ["scene checkout@1: its compiled form (scene_compiled) is not what its content compiles to"])
        }
    }

    @Test("A command that only reads compiles the document and writes nothing")
    func readerWritesNothing() throws {
        try withTemporaryDirectory { dir in
            let path = try Self.checkoutStore(dir)
            do {
                let db = try Database(path: path)
                try db.execute("DELETE FROM scene_compiled")
                db.close()
            }
            let store = try Store(path: path, access: .read)
            #expect(try store.scene(named: "checkout").scene.index(of: "buyButton") != nil)
            #expect(try Self.compiledRows(store).isEmpty)
        }
    }

    @Test("0009: a level-6 store opened by the new binary upgrades, replays the same, and keeps each version's compiled scene")
    func level6StoreUpgradesAndReplaysTheSame() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try CompactStoreMigrationTests.makeStore(at: path, level: 6)
            let before: [[String]]
            do {
                let db = try Database(path: path)
                before = try CompactStoreMigrationTests.rows("v_scenes", in: db)
                db.close()
            }
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Store.schemaLevel)
            #expect(try Self.compiledRows(store).isEmpty)
            #expect(try CompactStoreMigrationTests.rows("v_scenes", in: store.database) == before)
            let columns = "source, session, seq, touch, phase, field, baseline, current"
            let old = try CompactStoreMigrationTests.rows("(SELECT \(columns) FROM v_changes WHERE run = 3)", in: store.database)
            #expect(!old.isEmpty)
            // The first replay compiles the documents and keeps them; the second reads them back.
            for _ in 0..<2 {
                let run = try #require(try ReplayTests().replay(store).run)
                #expect(try CompactStoreMigrationTests.rows("(SELECT \(columns) FROM v_changes WHERE run = \(run))",
                                                           in: store.database) == old)
            }
            let versions = try query("SELECT COUNT(*) FROM scene_versions v JOIN scenes s ON s.current_version_id = v.id",
                                     in: store.database).rows
            #expect(try query("SELECT COUNT(*) FROM scene_compiled", in: store.database).rows == versions)
        }
    }
}

extension Statement {
    /// The first row's first column as bytes.
    func scalarBlob() throws -> [UInt8]? {
        defer { reset() }
        guard try step() else { return nil }
        return columnBlob(0)
    }
}
