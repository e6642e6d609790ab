import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeStore

/// The text ids of each scene version's responders and touch chains, interned at scene import
/// and kept in `scene_text_ids` (level 14; issue #26): a cache that session import and replay
/// start from, never able to change a stored outcome.
@Suite("Scene text ids (0014)")
struct SceneTextIDsTests {
    /// A scene whose panel handles only `began`: a touch in the card goes up to the panel when
    /// it begins and to the end of the chain otherwise (two chains from one view, T2).
    static let scene = """
        { "format": "touchtape.scene/1", "name": "panels",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667],
              "viewController": { "id": "panelsVC", "class": "PanelsViewController" },
              "subviews": [
                { "id": "panel", "frame": [0, 0, 375, 300], "touches": { "began": "handle" },
                  "subviews": [ { "id": "card", "frame": [10, 10, 100, 100] } ] },
                { "id": "buyButton", "class": "UIButton", "frame": [100, 400, 175, 44],
                  "control": { "actions": { "touchUpInside": "buy:" } } } ] } ] } ] }
        """

    static let session = """
        { "format": "touchtape.session/1", "name": "panels-flow", "scene": "panels",
          "events": [
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 50, "y": 50 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "moved", "x": 60, "y": 50 } ] },
            { "t": 0.2, "touches": [ { "touch": 1, "phase": "ended", "x": 60, "y": 50 } ] },
            { "t": 1, "touches": [ { "touch": 2, "phase": "began", "x": 150, "y": 420 } ] },
            { "t": 1.1, "touches": [ { "touch": 2, "phase": "ended", "x": 150, "y": 420 } ] } ] }
        """

    static func texts(_ store: Store) throws -> [String] {
        try query("SELECT text FROM texts ORDER BY id", in: store.database).rows.map { $0[0] }
    }

    static func outcomes(_ store: Store) throws -> [[String]] {
        try query("SELECT * FROM v_outcomes ORDER BY run, session, seq", in: store.database).rows
    }

    static func keptRows(_ store: Store) throws -> [[String]] {
        try query("SELECT version_id, engine_version, hex(responders), hex(chains) FROM scene_text_ids ORDER BY 1",
                  in: store.database).rows
    }

    static func compiledScene(_ store: Store) throws -> Scene {
        try store.scene(named: "panels").scene
    }

    @Test("Scene import interns every responder id and each view's touch chains, and keeps their ids")
    func sceneImportInternsResponderAndChainTexts() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try ReplayTests().importText(Self.scene, into: store, dir: dir, name: "scene.json")
            let texts = Set(try Self.texts(store))
            let scene = try Self.compiledScene(store)
            for id in scene.responderIDs { #expect(texts.contains(id), "\(id)") }
            #expect(texts.contains(#"["card","panel"]"#))  // began: the panel handles it
            #expect(texts.contains(#"["card","panel","root","panelsVC","window","application"]"#))  // the other phases
            #expect(texts.contains(#"[{"view":"buyButton","event":"touchUpInside","action":"buy:"}]"#))  // C2
            let kept = try #require(try store.sceneTextIDs(versionID: 1, responderCount: scene.responderCount))
            for (r, id) in kept.responders.enumerated() {
                #expect(try store.database.prepare("SELECT text FROM texts WHERE id = ?").scalarText(.integer(id)) == scene.responderIDs[r])
            }
            for chain in kept.chains {
                #expect(try store.database.prepare("SELECT text FROM texts WHERE id = ?").scalarText(.integer(chain.id))
                        == scene.chainJSON(from: chain.start, length: chain.length))
            }
            #expect(kept.controlEvents.count == 1)
            for list in kept.controlEvents {
                var d = CompactDelivery(seq: 0, t: 0, kind: .touch)
                d.controlView = list.control
                d.controlEvents = list.events
                #expect(try store.database.prepare("SELECT text FROM texts WHERE id = ?").scalarText(.integer(list.id))
                        == OutcomeJSON.text(of: scene.delivery(d).controlEvents))
            }
            #expect(try Self.keptRows(store).map { $0[1] } == [EngineConstants.engineVersion])
        }
    }

    @Test("Importing the same scene version again adds no text and leaves its kept ids as they were")
    func reimportAddsNothing() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try ReplayTests().importText(Self.scene, into: store, dir: dir, name: "scene.json")
            let texts = try Self.texts(store)
            let kept = try Self.keptRows(store)
            try ReplayTests().importText(Self.scene, into: store, dir: dir, name: "again.json")
            #expect(try Self.texts(store) == texts)
            #expect(try Self.keptRows(store) == kept)
        }
    }

    @Test("A session's import adds no responder, chain or control-event text the scene import kept")
    func sessionImportAddsNoKeptText() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try ReplayTests().importText(Self.scene, into: store, dir: dir, name: "scene.json")
            let before = try Self.texts(store)
            try ReplayTests().importText(Self.session, into: store, dir: dir, name: "flow.json")
            let added = try Self.texts(store).dropFirst(before.count)
            let scene = try Self.compiledScene(store)
            #expect(!added.isEmpty)  // kinds, phases, the empty list
            for text in added {
                #expect(scene.index(of: text) == nil && !text.hasPrefix("[\"") && !text.hasPrefix("[{"), "\(text)")
            }
        }
    }

    /// The session's stored outcomes in a store whose kept ids were changed by `damage` before the
    /// session was imported.
    static func outcomesAfterImport(damage: String?) throws -> [[String]] {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try ReplayTests().importText(Self.scene, into: store, dir: dir, name: "scene.json")
            if let damage { try store.database.execute(damage) }
            try ReplayTests().importText(Self.session, into: store, dir: dir, name: "flow.json")
            _ = try ReplayTests().replay(store)
            return try Self.outcomes(store)
        }
    }

    @Test("Outcomes are the same with the kept ids, without them, and with a row that does not fit (another engine, damaged)")
    func keptIDsNeverChangeAnOutcome() throws {
        let kept = try Self.outcomesAfterImport(damage: nil)
        #expect(Set(kept.map { $0[0] }).count == 2)  // the baseline run and the replay
        #expect(try Self.outcomesAfterImport(damage: "DELETE FROM scene_text_ids") == kept)
        #expect(try Self.outcomesAfterImport(damage: "UPDATE scene_text_ids SET engine_version = '0.0.1'") == kept)
        #expect(try Self.outcomesAfterImport(damage: "UPDATE scene_text_ids SET responders = x'02'") == kept)
        #expect(try Self.outcomesAfterImport(damage: "UPDATE scene_text_ids SET chains = x'0280'") == kept)
        #expect(try Self.outcomesAfterImport(damage: "UPDATE scene_text_ids SET control_events = x'020000'") == kept)
    }

    @Test("check reports a kept id that names another text, and finds nothing wrong in a store as import left it")
    func checkReportsAWrongKeptID() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            try ReplayTests().importText(Self.scene, into: store, dir: dir, name: "scene.json")
            try ReplayTests().importText(Self.session, into: store, dir: dir, name: "flow.json")
            #expect(store.check().isSound)
            let scene = try Self.compiledScene(store)
            var kept = try #require(try store.sceneTextIDs(versionID: 1, responderCount: scene.responderCount))
            kept.responders.swapAt(0, 1)
            try store.database.prepare("UPDATE scene_text_ids SET responders = ?").run(.blob(kept.encoded.responders))
            let problems = store.check().sections.flatMap(\.problems)
            #expect(problems.count == 1)
            #expect(problems.first?.hasPrefix("scene panels@1: its text ids (scene_text_ids) name text ") == true, "\(problems)")
        }
    }

    @Test("A row that does not read back whole is not used")
    func damagedRowsAreRefused() throws {
        let ids = SceneTextIDs(responders: [5, 3, 900, 901], chains: [(0, 2, 7), (0, 3, 8), (2, 1, 6)],
                               controlEvents: [(1, 2, 40), (1, 0x21, 41), (3, 1, 12)])
        let (responders, chains, lists) = ids.encoded
        func decode(_ r: [UInt8], _ c: [UInt8], _ l: [UInt8], count: Int = 4) -> SceneTextIDs? {
            r.withUnsafeBufferPointer { r in
                c.withUnsafeBufferPointer { c in
                    l.withUnsafeBufferPointer { l in SceneTextIDs(responders: r, chains: c, controlEvents: l, responderCount: count) }
                }
            }
        }
        #expect(decode(responders, chains, lists) == ids)
        #expect(decode(responders, chains, lists, count: 5) == nil)  // another scene's
        #expect(decode(Array(responders.dropLast()), chains, lists) == nil)
        #expect(decode(responders, Array(chains.dropLast()), lists) == nil)  // a chain cut short
        #expect(decode(responders, chains, Array(lists.dropLast())) == nil)  // a list cut short
        #expect(decode(responders, chains + [0x80], lists) == nil)  // a varint cut short
        #expect(decode([0x01], [], [], count: 1) == nil)  // an id below 1
    }
}
