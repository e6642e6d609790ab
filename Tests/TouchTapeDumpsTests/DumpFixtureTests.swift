import Foundation
import Testing
@testable import TouchTapeCore
import TouchTapeDumps

/// Fixtures/dumps: every dump (with the overlay beside it) becomes a scene, and every
/// session's `expect` entries, worked out by hand from the dump, hold against it.
@Suite("Dump fixtures")
struct DumpFixtureTests {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TouchTapeDumpsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package root
        .appendingPathComponent("Fixtures/dumps")

    static func names(_ suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    static func read(_ name: String) -> [UInt8] {
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { [UInt8]($0) } ?? []
    }

    /// Every dump's scene, by scene name.
    static func scenes() throws -> [String: Scene] {
        var result: [String: Scene] = [:]
        for name in names(".txt") {
            let overlayName = DumpReader.overlayPath(forDump: name)
            let overlay = FileManager.default.fileExists(atPath: folder.appendingPathComponent(overlayName).path)
                ? (bytes: read(overlayName), file: overlayName) : nil
            let scene = try DumpReader.read(read(name), file: name, overlay: overlay).document.scene
            result[scene.name] = scene
        }
        return result
    }

    @Test("Fixtures/dumps: at least five dumps and a session for each, covering the issue's cases")
    func discovery() throws {
        let scenes = try Self.scenes()
        #expect(scenes.count >= 5)
        for required in ["table-scrolled", "tab-bar", "presented-sheet", "rotated-button", "interactive-labels", "login",
                         "rotated-45-badge", "wechat-nan-alpha", "cycript-autolayout-trace", "elided-settings", "settings-table"] {
            #expect(scenes[required] != nil, "missing the dump of \(required)")
        }
        let sessions = try Self.names(".session.json").map { try Session.decode(Self.read($0), file: $0) }
        #expect(Set(sessions.map(\.sceneName)) == Set(scenes.keys))
    }

    @Test("Fixtures/dumps: each session's expectations hold against its dump's scene",
          arguments: DumpFixtureTests.names(".session.json"))
    func sessionAgrees(_ name: String) throws {
        let session = try Session.decode(Self.read(name), file: name)
        let scene = try #require(try Self.scenes()[session.sceneName], "no dump for scene \(session.sceneName)")
        #expect(session.events.contains { !$0.expectations.isEmpty }, "\(name) expects nothing")
        let deliveries = Dispatcher.run(session, on: scene)
        let diffs = OutcomeComparison.expectationDifferences(events: session.events, deliveries: deliveries)
        let described = diffs.map { "seq \($0.seq) \($0.field): expected \($0.reference), got \($0.current)" }
        #expect(diffs.isEmpty, "\(name):\n\(described.joined(separator: "\n"))")
    }
}
