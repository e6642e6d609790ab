import Foundation
import Testing
import TouchTapeCore

/// The library's public API in ids and values (docs/library.md): hit-testing by id, running a
/// session, its NDJSON as the command line prints it, and comparing two runs.
@Suite("Library API")
struct LibraryAPITests {
    /// `<package root>/Tests/GoldenOutcomes`, found from this file's path.
    static let goldenOutcomes: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TouchTapeCoreTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("GoldenOutcomes")

    /// The name of every golden file (`SESSION@SCENE@N.ndjson`) whose scene the core reads
    /// (dumps' scenes need TouchTapeDumps).
    static func goldenCases() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: goldenOutcomes.path)) ?? []
        let scenes = (try? FixtureTests.sceneVersions()) ?? [:]
        return names.filter { name in
            let parts = name.split(separator: "@")
            return name.hasSuffix(".ndjson") && parts.count == 3 && scenes[String(parts[1])] != nil
        }.sorted()
    }

    @Test("H1–H9, R5: hitTest(x:y:) names the window, the view and its whole responder chain by id, with the trace")
    func hitTestByID() throws {
        let versions = try #require(try FixtureTests.sceneVersions()["tabbar-center-button"])
        let after = try #require(versions.last?.scene)
        let hit = after.hitTest(x: 187, y: 605)
        #expect(hit.point == Point(x: 187, y: 605))
        #expect(hit.window == "window")
        #expect(hit.view == "centerButton")
        #expect(hit.chain == ["centerButton", "tabBar", "layoutContainerView", "tabBarController", "window", "application"])
        // H9: the window's hitTest comes first and returns the view.
        #expect(hit.trace.first?.view == "window")
        #expect(hit.trace.first?.call == .hitTest)
        #expect(hit.trace.first?.resultView == "centerButton")
        // H8: the tab bar's forwardTo rule asks the button's pointInside, which says yes.
        #expect(hit.trace.contains { $0.view == "centerButton" && $0.call == .pointInside && $0.inside })
        // Before the override the tab bar's own pointInside says no (H4): the cell behind takes it.
        let before = try #require(versions.first?.scene).hitTest(x: 187, y: 605)
        #expect(before.view == "cell7")
        #expect(before.trace.contains { $0.view == "tabBar" && $0.call == .pointInside && !$0.inside })
        #expect(before.trace.contains { $0.view == "tabBar" && $0.call == .hitTest && $0.reason == .outside })
    }

    @Test("H2: a point no window takes has no window, view or chain")
    func hitTestOffScreen() throws {
        let scene = try #require(try FixtureTests.sceneVersions()["tabbar-center-button"]?.last?.scene)
        let hit = scene.hitTest(x: -10, y: -10)
        #expect(hit.window == nil)
        #expect(hit.view == nil)
        #expect(hit.chain.isEmpty)
        #expect(hit.trace.first?.reason == .outside)
    }

    @Test("D1: run(_:).ndjson is byte for byte what `touchtape dispatch --json` printed (Tests/GoldenOutcomes)",
          arguments: LibraryAPITests.goldenCases())
    func ndjsonMatchesTheCommandLine(_ golden: String) throws {
        let parts = golden.dropLast(".ndjson".count).split(separator: "@").map(String.init)
        let versions = try #require(try FixtureTests.sceneVersions()[parts[1]])
        let version = try #require(Int(parts[2]))
        let scene = versions[version - 1].scene
        let sessionPath = try #require(FixtureTests.sessionPaths().first { path in
            (try? FixtureTests.session(path).name) == parts[0]
        })
        let outcomes = scene.run(try FixtureTests.session(sessionPath))
        let expected = try String(contentsOf: Self.goldenOutcomes.appendingPathComponent(golden), encoding: .utf8)
        #expect(outcomes.ndjson == expected)
        #expect(outcomes.session == parts[0])
        #expect(outcomes.scene == parts[1])
    }

    @Test("the golden cases cover /1 and /2 scenes, with and without builtins")
    func goldenCasesCoverBothFormats() {
        let cases = Self.goldenCases()
        #expect(cases.count >= 25)
        #expect(cases.contains("photo-viewer-taps@gesture-photo-viewer@1.ndjson"))
        #expect(cases.contains("bottom-edge-button-taps@bottom-edge-button@1.ndjson"))
    }

    @Test("outcome format: /1 for a scene without recognizers, /2 with the calls key for one with builtins")
    func outcomeFormat() throws {
        let versions = try FixtureTests.sceneVersions()
        let plain = try #require(versions["tabbar-center-button"]?.last?.scene)
        let tabs = try #require(versions["bottom-edge-button"]?.last?.scene)
        let session = try FixtureTests.session("bottom-edge-button/bottom-edge-button-taps.session.json")
        #expect(plain.run(try FixtureTests.session("tabbar-center-button/tabbar-center-button-taps.session.json")).format
                == "touchtape.outcome/1")
        let outcomes = tabs.run(session)
        #expect(outcomes.format == "touchtape.outcome/2")
        #expect(outcomes.ndjson.split(separator: "\n").allSatisfy { $0.contains(#""calls":"#) })
    }

    @Test("F9: expectationDifferences lists each stated field the engine disagrees with; none for the current version")
    func expectationDifferences() throws {
        let versions = try #require(try FixtureTests.sceneVersions()["tabbar-center-button"])
        let session = try FixtureTests.session("tabbar-center-button/tabbar-center-button-taps.session.json")
        #expect(try #require(versions.last).scene.run(session).expectationDifferences.isEmpty)
        let before = try #require(versions.first).scene.run(session).expectationDifferences
        let began = try #require(before.first { $0.seq == 0 && $0.field == "view" })
        #expect(began.reference == .text("centerButton"))
        #expect(began.current == .text("cell7"))
    }

    @Test("F10: changes(from:) pairs two runs and reports each changed delivery with its fields")
    func changesBetweenVersions() throws {
        let versions = try #require(try FixtureTests.sceneVersions()["tabbar-center-button"])
        let session = try FixtureTests.session("tabbar-center-button/tabbar-center-button-taps.session.json")
        let before = try #require(versions.first).scene.run(session)
        let after = try #require(versions.last).scene.run(session)
        let changes = after.changes(from: before)
        // Only the overhang's tap (events 0 and 1) changes; the tap inside the bar does not.
        #expect(changes.map(\.seq) == [0, 1])
        let began = try #require(changes.first)
        #expect(began.reference?.view == "cell7")
        #expect(began.current?.view == "centerButton")
        #expect(began.differences.map(\.field) == ["view", "hitView", "chain", "handledBy"])
        let ended = try #require(changes.last)
        #expect(ended.differences.contains { $0.field == "controlEvents" })
        #expect(after.changes(from: after).isEmpty)
    }

    @Test("F10: a delivery one run has and the other lacks is a change with a nil side, kind first")
    func unpairedDeliveries() throws {
        let versions = try #require(try FixtureTests.sceneVersions()["tabbar-center-button"])
        let session = try FixtureTests.session("tabbar-center-button/tabbar-center-button-taps.session.json")
        let full = try #require(versions.last).scene.run(session)
        let shorter = try #require(versions.last).scene.run(try Session.decode(json: #"""
            {"format": "touchtape.session/1", "name": "tabbar-center-button-taps", "scene": "tabbar-center-button",
             "events": [{"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 187, "y": 605}]}]}
            """#))
        #expect(full.changes(from: full).isEmpty)
        let gone = shorter.changes(from: full)
        #expect(gone.count == 3)
        #expect(gone.allSatisfy { $0.current == nil && $0.reference != nil })
        #expect(gone.first?.differences.first?.field == "kind")
        #expect(gone.first?.differences.first?.current == .null)
        let new = full.changes(from: shorter)
        #expect(new.map(\.seq) == [1, 2, 3])
        #expect(new.allSatisfy { $0.reference == nil })
    }
}
