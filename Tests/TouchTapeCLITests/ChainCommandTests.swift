import Foundation
import Testing

/// `touchtape chain SCENE ID` (docs/cli.md), on seed 002's printed chain.
@Suite struct ChainCommandTests {
    static let sceneFile = fixture("printed-responder-chain/scene.json")

    /// Seed 002's chain, by class: UIButton → STPView → … → STPAppDelegate.
    static let seedClasses = [
        "UIButton", "STPView", "UIView", "STPFeedViewController", "UIView", "UIView", "_STWrapperViewController",
        "UIView", "UIView", "STNavigationController", "STPWindow", "UIApplication", "STPAppDelegate",
    ]

    /// The id of the scene's one `UIButton`, read from the scene file.
    static func buttonID() throws -> String {
        let scene = try parseJSON(String(decoding: try Data(contentsOf: URL(fileURLWithPath: sceneFile)), as: UTF8.self))
        var found: [String] = []
        func visit(_ value: Any) {
            if let object = value as? [String: Any] {
                if object["class"] as? String == "UIButton", let id = object["id"] as? String { found.append(id) }
                for (key, child) in object where key != "meta" { visit(child) }
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(scene)
        #expect(found.count == 1, "expected one UIButton in \(sceneFile), found \(found)")
        return try #require(found.first)
    }

    @Test func chainPrintsSeed002ChainOneResponderALineIndentedAStepPerLink() throws {
        let button = try Self.buttonID()
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["chain", Self.sceneFile, button], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let output = lines(result.stdout)
            #expect(output.count == 13)
            let indents = output.map { $0.prefix { $0 == " " }.count }
            // Each line is indented one step (the same number of spaces) more than the one before.
            let step = indents.count > 1 ? indents[1] - indents[0] : 0
            #expect(step > 0)
            #expect(indents == output.indices.map { indents[0] + $0 * step })
            let classes = output.map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? "" }
            #expect(classes == Self.seedClasses)
            #expect(output.first?.trimmingCharacters(in: .whitespaces) == "UIButton \(button)")
            #expect(output.last?.trimmingCharacters(in: .whitespaces) == "STPAppDelegate appDelegate")
        }
    }

    @Test func chainFromAStoreReferenceMatchesTheFile() throws {
        let button = try Self.buttonID()
        try withFixtureStore { folder, db in
            let fromStore = try runTouchtape(["chain", "printed-responder-chain", button, "--db", db], cwd: folder)
            let fromFile = try runTouchtape(["chain", Self.sceneFile, button], cwd: folder)
            #expect(fromStore.status == 0, "\(fromStore.stderr)")
            #expect(fromStore.stdout == fromFile.stdout)
        }
    }

    @Test func chainJSONListsTheIdsStartingWithTheResponder() throws {
        let button = try Self.buttonID()
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["chain", Self.sceneFile, button, "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(topLevelKeys(ofJSONObject: result.stdout) == ["chain"])
            let chain = try #require(try parseJSONObject(result.stdout)["chain"] as? [String])
            #expect(chain == [
                button, "stpView", "feedRoot", "feedViewController", "wrapperContainerView", "wrapperRoot",
                "wrapperViewController", "navTransitionView", "navRoot", "navigationController", "window",
                "application", "appDelegate",
            ])
        }
    }

    @Test func chainOfAnUnknownResponderIsBadInput() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["chain", Self.sceneFile, "noSuchView"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains("noSuchView"))
        }
    }
}
