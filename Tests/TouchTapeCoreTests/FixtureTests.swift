import Foundation
import Testing
@testable import TouchTapeCore

/// The seed fixtures (Fixtures/README.md): every session's `expect` entries must hold against
/// the current version of its scene, under all the rules at once.
@Suite("Fixtures")
struct FixtureTests {
    /// `<package root>/Fixtures`, found from this file's path.
    static let fixtures: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TouchTapeCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package root
        .appendingPathComponent("Fixtures")

    enum Kind { case scene, session }

    /// Every `.json` and `.ndjson` file under Fixtures, relative, in sorted path order, with
    /// what it is: a document whose `format` is the scene format is a scene; anything else
    /// (a session document, or NDJSON, which does not parse as one document) is a session.
    /// `dumps/` is left out: its scenes are view-hierarchy dumps, which the core does not read
    /// (TouchTapeDumpsTests' DumpFixtureTests replays them).
    static func files() -> [(path: String, kind: Kind)] {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: fixtures.path) else { return [] }
        return paths.filter { ($0.hasSuffix(".json") || $0.hasSuffix(".ndjson")) && !$0.hasPrefix("dumps/") }.sorted().map { path in
            let bytes = read(path)
            let format = (try? JSONReader.parse(bytes))?.objectValue?["format"]?.stringValue
            return (path, format == Scene.format || format == Scene.formatWithGestures ? .scene : .session)
        }
    }

    static func read(_ path: String) -> [UInt8] {
        FileManager.default.contents(atPath: fixtures.appendingPathComponent(path).path).map { [UInt8]($0) } ?? []
    }

    static func sessionPaths() -> [String] { files().filter { $0.kind == .session }.map(\.path) }

    /// Every version of every scene, by name, in sorted path order: the last is the current one.
    static func sceneVersions() throws -> [String: [(path: String, scene: Scene)]] {
        var result: [String: [(path: String, scene: Scene)]] = [:]
        for file in files() where file.kind == .scene {
            let scene = try Scene.decode(read(file.path), file: file.path)
            result[scene.name, default: []].append((file.path, scene))
        }
        return result
    }

    static func session(_ path: String) throws -> Session {
        try Session.decode(read(path), file: path)
    }

    static func describe(_ diffs: [FieldDifference]) -> String {
        diffs.map { "seq \($0.seq) touch \($0.touch.map(String.init) ?? "-") \($0.field): expected \($0.reference), got \($0.current)" }
            .joined(separator: "\n")
    }

    @Test("Fixtures: at least 20 sessions are found, and every scene and session decodes")
    func discovery() throws {
        let sessions = Self.sessionPaths()
        #expect(sessions.count >= 20, "found \(sessions)")
        #expect(sessions.contains { $0.hasSuffix(".ndjson") })
        let scenes = try Self.sceneVersions()
        #expect(scenes.count >= 13)
        #expect(scenes["tabbar-center-button"]?.count == 2)
        for path in sessions { _ = try Self.session(path) }
    }

    @Test("Fixtures: each session's expectations hold against the current version of its scene (all rules)",
          arguments: FixtureTests.sessionPaths())
    func sessionAgrees(_ path: String) throws {
        let session = try Self.session(path)
        let versions = try Self.sceneVersions()
        let scene = try #require(versions[session.sceneName]?.last?.scene, "no scene \(session.sceneName) for \(path)")
        #expect(session.events.contains { !$0.expectations.isEmpty }, "\(path) expects nothing")
        #expect(session.missingResponders(in: scene).isEmpty)
        let deliveries = Dispatcher.run(session, on: scene)
        let diffs = OutcomeComparison.expectationDifferences(events: session.events, deliveries: deliveries)
        #expect(diffs.isEmpty, "\(path):\n\(Self.describe(diffs))")
        // D1 on real input: the same run prints the same bytes.
        let again = Dispatcher.run(session, on: scene, trace: true)
        #expect(deliveries.map(OutcomeJSON.line) == again.map { d in var d = d; d.trace = nil; return OutcomeJSON.line(d) })
    }

    @Test("Fixtures/H4: the tab-bar session disagrees with the first version of its scene: the overhang tap goes to a cell")
    func tabBarBeforeOverrideDisagrees() throws {
        let path = try #require(Self.sessionPaths().first { $0.hasSuffix("tabbar-center-button-taps.session.json") })
        let session = try Self.session(path)
        let versions = try #require(try Self.sceneVersions()[session.sceneName])
        #expect(versions.first?.path.hasSuffix("scene-1-before-override.json") == true)
        let before = try #require(versions.first?.scene)
        let deliveries = Dispatcher.run(session, on: before)
        let diffs = OutcomeComparison.expectationDifferences(events: session.events, deliveries: deliveries)
        #expect(!diffs.isEmpty)
        #expect(diffs.allSatisfy { $0.seq <= 1 }, "only tap 1, on the overhang, changes:\n\(Self.describe(diffs))")
        // Tap 1 (187, 605) goes to cell7; tap 2 (187, 640) still reaches the button.
        #expect(deliveries[0].view == "cell7")
        #expect(deliveries[0].handledBy == "cell7")
        #expect(deliveries[1].controlEvents.isEmpty)
        #expect(deliveries[2].view == "centerButton")
    }

    @Test("Fixtures/H9: the A–E fixture's trace visits window, rootView, viewB, viewD, viewE, never viewA or viewC")
    func aToETrace() throws {
        let scene = try #require(try Self.sceneVersions()["hit-test-a-to-e"]?.last?.scene)
        let views = TT.trace(scene, 240, 340).map { $0.split(separator: " ")[0 ... 1].joined(separator: " ") }
        #expect(views == ["hitTest window", "pointInside window", "hitTest rootView", "pointInside rootView",
                          "hitTest viewB", "pointInside viewB", "hitTest viewD", "pointInside viewD",
                          "hitTest viewE", "pointInside viewE"])
    }
}
