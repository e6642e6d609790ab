import Foundation
import Testing
import TouchTapeCore

@testable import TouchTapeStore

/// Session import looks a scene's version up once per write transaction (issue #26): a scene
/// imported in between, making another version current, is seen by the next session.
@Suite("Session import: scene versions looked up once")
struct SessionImportSceneVersionTests {
    static func scene(banner: Bool) throws -> SceneDocument {
        try SceneDocument.decode(Array(ReplayTests.checkoutScene(banner: banner).utf8), file: "scene.json")
    }

    static func session(_ name: String) -> String {
        ReplayTests.checkoutFlow.replacingOccurrences(of: "\"checkout-flow\"", with: "\"\(name)\"")
    }

    @Test("A session names the current version: one imported after another scene import in the same transaction gets the new one")
    func sceneImportInBetweenIsSeen() throws {
        try withTemporaryDirectory { folder in
            let store = try Store(path: folder + "/store.sqlite")
            let first = try writeFile(Self.session("first"), to: "first.json", in: folder)
            let second = try writeFile(Self.session("second"), to: "second.json", in: folder)
            try store.write {
                var baseline: Int64?
                func run() throws -> Int64 {
                    if let baseline { return baseline }
                    baseline = try store.createRun(kind: .baseline)
                    return try run()
                }
                _ = try store.importScene(try Self.scene(banner: false), file: "v1.json")
                _ = try store.importSession(file: first, replace: false, openReader: Importer.sessionReader(first), baselineRun: run)
                _ = try store.importScene(try Self.scene(banner: true), file: "v2.json")
                _ = try store.importSession(file: second, replace: false, openReader: Importer.sessionReader(second), baselineRun: run)
            }
            let versions = try query("SELECT session, scene_version FROM v_sessions ORDER BY session", in: store.database).rows
            #expect(versions == [["first", "1"], ["second", "2"]])
        }
    }
}
