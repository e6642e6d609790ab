import Testing
@testable import TouchTapeCore
import TouchTapeDumps

/// A dump's scene (with its views' `meta`: the printed text, synthetic windows) survives the
/// store's compiled bytes (`scene_compiled`): same meta, same outcomes.
@Suite("Dump scenes as compiled bytes")
struct DumpCompiledSceneTests {
    static func readBack(_ scene: Scene) -> Scene? {
        scene.compiledBytes().withUnsafeBufferPointer { Scene.compiled(from: $0) }
    }

    @Test("Every dump's scene read back from bytes keeps each view's meta (text, synthetic) and gives the same bytes")
    func dumpScenesKeepTheirMeta() throws {
        let scenes = try DumpFixtureTests.scenes()
        #expect(scenes.count >= 5)
        var texts = 0
        for (name, scene) in scenes {
            let back = try #require(Self.readBack(scene), "\(name) was refused")
            #expect(back.compiledBytes() == scene.compiledBytes(), "\(name)")
            for view in 0..<Int32(scene.viewCount) {
                #expect(back.dumpText(ofView: view) == scene.dumpText(ofView: view), "\(name) view \(view)")
                #expect(back.metaFlag("synthetic", ofView: view) == scene.metaFlag("synthetic", ofView: view))
                if scene.dumpText(ofView: view) != nil { texts += 1 }
            }
        }
        #expect(texts > 10)
    }

    @Test("D1: every dump session dispatches to the same outcomes on its scene read back from bytes",
          arguments: DumpFixtureTests.names(".session.json"))
    func dumpSessionsDispatchTheSame(_ name: String) throws {
        let session = try Session.decode(DumpFixtureTests.read(name), file: name)
        let scene = try #require(try DumpFixtureTests.scenes()[session.sceneName])
        let back = try #require(Self.readBack(scene))
        let lines = Dispatcher.run(session, on: scene, trace: true).map(OutcomeJSON.line)
        #expect(!lines.isEmpty)
        #expect(Dispatcher.run(session, on: back, trace: true).map(OutcomeJSON.line) == lines)
    }
}
