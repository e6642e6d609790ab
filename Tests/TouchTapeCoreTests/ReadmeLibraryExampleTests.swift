import Foundation
import Testing
import TouchTapeCore

/// The README's library example (its "The library" section) is this test's code: the test
/// compiles and runs it on the tab bar fixture, checks what its comments say, and checks that
/// the README shows exactly these lines (issue #27). Only public API of the `TouchTapeCore`
/// product is used (a plain `import`).
@Suite struct ReadmeLibraryExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TouchTapeCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package root

    static func fixture(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/" + path), encoding: .utf8)
    }

    @Test("The README's library example runs on the tab bar fixture and finds what its comments say")
    func theExampleRuns() throws {
        let sceneJSON = try Self.fixture("tabbar-center-button/scene-2-after-override.json")
        let sessionJSON = try Self.fixture("tabbar-center-button/tabbar-center-button-taps.session.json")
        // README example begin
        let scene = try Scene.decode(json: sceneJSON, file: "scene.json")
        let hit = scene.hitTest(x: 187, y: 605)                // window, view and chain as ids, and the trace
        let view = hit.view                                      // "centerButton"
        let session = try Session.decode(json: sessionJSON, file: "taps.json")
        let outcomes = scene.run(session)                        // one Delivery per touch phase
        let actions = outcomes.deliveries.flatMap { $0.controlEvents.map(\.action) } // ["compose:", "compose:"]
        // README example end
        let deliveries = outcomes.deliveries
        #expect(hit.window == "window")
        #expect(view == "centerButton")
        #expect(deliveries.count == 4)
        #expect(deliveries.map(\.handledBy) == Array(repeating: "centerButton", count: 4))
        #expect(actions == ["compose:", "compose:"])
    }

    @Test("A bad document throws an InputError naming the file and the place, as the README says")
    func aBadDocumentNamesItsPlace() {
        #expect {
            _ = try Scene.decode(json: #"{"format": 1}"#, file: "scene.json")
        } throws: { error in
            "\(error)".contains("scene.json:1:12")
        }
    }

    @Test("The README shows the library example exactly as this test runs it")
    func theReadmeShowsTheExample() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(source.firstIndex { $0.hasSuffix("// README example begin") })
        let end = try #require(source.firstIndex { $0.hasSuffix("// README example end") })
        let indent = source[begin].prefix { $0 == " " }.count
        let example = source[(begin + 1)..<end].map { String($0.dropFirst(indent)) }

        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\n").dropFirst().first { $0.hasPrefix("import TouchTapeCore\n") })
        let shown = block.components(separatedBy: "```")[0].components(separatedBy: "\n")
        #expect(Array(shown.drop { $0 == "import TouchTapeCore" || $0.isEmpty }.dropLast()) == example)
    }
}
