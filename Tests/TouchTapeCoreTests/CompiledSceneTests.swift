import Testing
@testable import TouchTapeCore

/// The compiled scene as bytes (`Scene.compiledBytes`, the store's `scene_compiled`): read
/// back, it is the same scene, and anything damaged or of another engine is refused.
@Suite("Compiled scene bytes")
struct CompiledSceneTests {
    static func readBack(_ scene: Scene) -> Scene? {
        scene.compiledBytes().withUnsafeBufferPointer { Scene.compiled(from: $0) }
    }

    static func fixtureScenes() throws -> [(path: String, scene: Scene)] {
        try FixtureTests.sceneVersions().values.flatMap { $0 }.sorted { $0.path < $1.path }
    }

    @Test("Every fixture scene (gestures included) read back from its bytes gives the same bytes again")
    func fixtureScenesRoundTrip() throws {
        let scenes = try Self.fixtureScenes()
        #expect(scenes.count >= 13)
        #expect(scenes.contains { $0.scene.hasGestures })
        for (path, scene) in scenes {
            let back = try #require(Self.readBack(scene), "\(path) was refused")
            #expect(back.compiledBytes() == scene.compiledBytes(), "\(path)")
            #expect(back.responderIDs == scene.responderIDs && back.viewInfos == scene.viewInfos, "\(path)")
            #expect(back.gestures.recognizers == scene.gestures.recognizers, "\(path)")
        }
    }

    @Test("D1: every fixture session dispatches to the same outcomes and traces on the scene read back from bytes",
          arguments: FixtureTests.sessionPaths())
    func fixtureSessionsDispatchTheSame(_ path: String) throws {
        let session = try FixtureTests.session(path)
        let versions = try #require(try FixtureTests.sceneVersions()[session.sceneName])
        for (scenePath, scene) in versions {
            let back = try #require(Self.readBack(scene), "\(scenePath) was refused")
            let lines = Dispatcher.run(session, on: scene, trace: true).map(OutcomeJSON.line)
            #expect(!lines.isEmpty)
            #expect(Dispatcher.run(session, on: back, trace: true).map(OutcomeJSON.line) == lines, "\(path) on \(scenePath)")
        }
    }

    @Test("A scene decoded from a file and from its canonical JSON (what the store keeps) compile to the same bytes")
    func fileAndCanonicalFormAgree() throws {
        for file in FixtureTests.files() where file.kind == .scene {
            let document = try SceneDocument.decode(FixtureTests.read(file.path), file: file.path)
            let stored = try Scene.decode(Array(document.content.canonicalJSON.utf8))
            #expect(stored.compiledBytes() == document.scene.compiledBytes(), "\(file.path)")
        }
    }

    @Test("A class name beyond ASCII comes back from the bytes as it was (the ASCII fast path declines it)")
    func nonASCIITextRoundTrips() throws {
        let scene = try TT.decodeScene(#"""
            { "format": "touchtape.scene/1", "name": "cafe",
              "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
                { "id": "button", "class": "MyButtón", "frame": [0, 0, 100, 100], "touches": "handle" } ] } ] }
            """#)
        let back = try #require(Self.readBack(scene))
        #expect(back.compiledBytes() == scene.compiledBytes())
        #expect(back.responderClasses.contains("MyButtón"))
    }

    @Test("Multiples of 1/64 take one to four bytes; every other double, −0 included, comes back bit for bit")
    func doublesRoundTrip() throws {
        let values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 375, 812.5, 1e-300, -1e300, .pi, 0x1p52, -0x1p52 + 0.5,
                                .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.1, 1.0 / 3]
        var w = CompiledWriter()
        for v in values { w.double(v) }
        w.seal()
        #expect(w.bytes.count < values.count * 9 + 8)
        try w.bytes.withUnsafeBufferPointer { buffer in
            var r = try #require(CompiledReader(sealed: buffer))
            for v in values { #expect(try r.double().bitPattern == v.bitPattern, "\(v)") }
            #expect(r.isAtEnd)
        }
        var small = CompiledWriter()
        small.double(0)
        small.double(812.5)
        small.double(340.3125)
        #expect(small.bytes.count == 1 + 3 + 3)
    }

    @Test("A blob with any one byte changed, or cut short, is refused")
    func damagedBytesAreRefused() throws {
        let scene = try #require(try Self.fixtureScenes().first { $0.path.contains("circle-button") }?.scene)
        let bytes = scene.compiledBytes()
        #expect(bytes.count > 100)
        for i in bytes.indices {
            var damaged = bytes
            damaged[i] ^= 0x5A
            #expect(damaged.withUnsafeBufferPointer { Scene.compiled(from: $0) } == nil, "byte \(i)")
        }
        for length in [0, 7, 8, bytes.count / 2, bytes.count - 1] {
            #expect(Array(bytes.prefix(length)).withUnsafeBufferPointer { Scene.compiled(from: $0) } == nil, "length \(length)")
        }
    }

    /// The bytes with their engine version replaced and sealed again (a cache written by another engine).
    static func withEngineVersion(_ version: String, of scene: Scene) -> [UInt8] {
        let engine = Array(EngineConstants.engineVersion.utf8)
        var body = Array(scene.compiledBytes().dropLast(8))
        // Magic (4), encoding (1), length (1), then the version's bytes.
        #expect(Array(body[6..<(6 + engine.count)]) == engine)
        body.replaceSubrange(5..<(6 + engine.count), with: [UInt8(version.utf8.count)] + Array(version.utf8))
        var w = CompiledWriter()
        for b in body { w.byte(b) }
        w.seal()
        return w.bytes
    }

    @Test("A blob of another engine version, or whose indices do not fit the scene, is refused even with a good checksum")
    func otherEngineOrInconsistentIsRefused() throws {
        let scene = try #require(try Self.fixtureScenes().first { $0.path.contains("circle-button") }?.scene)
        let same = Self.withEngineVersion(EngineConstants.engineVersion, of: scene)
        #expect(same == scene.compiledBytes())
        let other = Self.withEngineVersion("0.0.1-other", of: scene)
        #expect(other.withUnsafeBufferPointer { Scene.compiled(from: $0) } == nil)
        // Every responder's next responder made out of range (the first responder's, after its
        // id, class and kind), sealed again.
        var body = Array(scene.compiledBytes().dropLast(8))
        let prefix = 4 + 1 + 1 + EngineConstants.engineVersion.utf8.count + 1 + scene.name.utf8.count
        var r = prefix + 2  // the responder and view counts (one byte each here)
        r += 1 + scene.responderIDs[0].utf8.count + 1 + scene.responderClasses[0].utf8.count + 1
        body[r] = 0x7E  // zigzag 63: beyond the scene's responders
        #expect(scene.responderCount < 63)
        var w = CompiledWriter()
        for b in body { w.byte(b) }
        w.seal()
        #expect(w.bytes.withUnsafeBufferPointer { Scene.compiled(from: $0) } == nil)
    }

    /// The checksum of every fixture scene's compiled bytes, in path order. When it changes,
    /// the engine version (inside the bytes) or what a scene compiles to or how it is written
    /// changed: unless it is only the engine version, raise `Scene.compiledEncoding`
    /// (stores keep compiled scenes keyed by it and by the engine version, and would otherwise
    /// go on using the old ones), then update this value.
    /// (Issue #25's bars and gates added the `bottom-edge-button` fixture scene; without it the
    /// sum is the previous value, 7e854fb1f0233275, so the encoding did not change.)
    static let fixtureBytesChecksum = "f14d6750356e7a45"

    @Test("A change to what fixture scenes compile to, or to their bytes, comes with a new Scene.compiledEncoding")
    func compiledBytesDrift() throws {
        var all: [UInt8] = []
        for (_, scene) in try Self.fixtureScenes() { all += scene.compiledBytes() }
        let sum = String(CompiledReader.checksum(all), radix: 16)
        #expect(sum == Self.fixtureBytesChecksum,
                "fixture scenes compile to other bytes (checksum \(sum)): raise Scene.compiledEncoding (now \(Scene.compiledEncoding)) and update fixtureBytesChecksum")
    }
}
