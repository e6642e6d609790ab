import Foundation
import Testing
import TouchTapeCore

/// README.md's library example, line for line between the markers, on the tab-bar fixture
/// (Fixtures/tabbar-center-button: version 1 before the tab bar's hitTest override, version 2
/// after it).
@Suite("README library example")
struct ReadmeExampleTests {
    static func fixtureText(_ path: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tabbar-center-button/\(path)"), encoding: .utf8)
    }

    @Test("H8, F10: the README's example hit-tests, runs, checks expectations and compares two versions")
    func readmeExample() throws {
        let sceneJSON = try Self.fixtureText("scene-2-after-override.json")
        let earlierSceneJSON = try Self.fixtureText("scene-1-before-override.json")
        let sessionJSON = try Self.fixtureText("tabbar-center-button-taps.session.json")

        // README begins
        let scene = try Scene.decode(json: sceneJSON, file: "tabbar.json")
        let hit = scene.hitTest(x: 187, y: 605)
        print(hit.view ?? "nothing", hit.chain)      // centerButton ["centerButton", "tabBar", …]

        let session = try Session.decode(json: sessionJSON, file: "taps.json")
        let outcomes = scene.run(session)
        print(outcomes.ndjson, terminator: "")       // as `touchtape dispatch --json` prints it
        #expect(outcomes.expectationDifferences.isEmpty)   // every `expect` entry holds

        let before = try Scene.decode(json: earlierSceneJSON, file: "tabbar-v1.json").run(session)
        for change in outcomes.changes(from: before) {
            print(change.seq, change.differences.map { "\($0.field): \($0.reference) → \($0.current)" })
        }
        // README ends

        #expect(hit.view == "centerButton")
        #expect(hit.chain.prefix(2) == ["centerButton", "tabBar"])
        #expect(outcomes.ndjson.split(separator: "\n").count == 4)
        #expect(outcomes.changes(from: before).map(\.seq) == [0, 1])
        #expect(outcomes.changes(from: before).first?.differences.first?.reference == .text("cell7"))
    }
}
