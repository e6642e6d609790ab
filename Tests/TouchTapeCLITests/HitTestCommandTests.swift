import Foundation
import Testing

/// `touchtape hit-test SCENE X Y [--trace] [--json]` (docs/cli.md).
@Suite struct HitTestCommandTests {
    static let aToEScene = fixture("hit-test-a-to-e/scene.json")

    struct VersionCase: Sendable, CustomTestStringConvertible {
        var reference: String
        var version: Int
        var view: String
        var testDescription: String { "\(reference) → \(view)" }
    }

    /// The overhang tap of seed 004 (187, 605): version 1 has no override, so the tab bar's
    /// pointInside says no and cell7 takes it; version 2 (current) forwards it to the button.
    @Test(arguments: [
        VersionCase(reference: "tabbar-center-button@1", version: 1, view: "cell7"),
        VersionCase(reference: "tabbar-center-button@2", version: 2, view: "centerButton"),
        VersionCase(reference: "tabbar-center-button", version: 2, view: "centerButton"),
    ])
    func hitTestOfAStoreReferenceUsesThatVersion(_ c: VersionCase) throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["hit-test", c.reference, "187", "605", "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            #expect(json["scene"] as? String == "tabbar-center-button")
            #expect(json["version"] as? Int == c.version)
            #expect(json["view"] as? String == c.view)
            #expect(json["window"] as? String == "window")
        }
    }

    @Test func hitTestTextNamesTheViewOfTheChosenVersion() throws {
        try withFixtureStore { folder, db in
            let v1 = try runTouchtape(["hit-test", "tabbar-center-button@1", "187", "605", "--db", db], cwd: folder)
            let current = try runTouchtape(["hit-test", "tabbar-center-button", "187", "605", "--db", db], cwd: folder)
            #expect(v1.status == 0 && current.status == 0)
            #expect(lines(v1.stdout).contains { $0.hasPrefix("view:") && $0.hasSuffix(" cell7") })
            #expect(lines(current.stdout).contains { $0.hasPrefix("view:") && $0.hasSuffix(" centerButton") })
        }
    }

    /// Seed 001's log: the tap on E (240, 340) visits B, D, E in that order and never A or C.
    @Test func hitTestTracePrintsTheCallsInTheOrderOfTheSeedLog() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["hit-test", Self.aToEScene, "240", "340", "--trace"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let trimmed = lines(result.stdout).map { $0.trimmingCharacters(in: .whitespaces) }
            let expected = [
                "hitTest viewB Entry!", "pointInside viewB = YES",
                "hitTest viewD Entry!", "pointInside viewD = YES",
                "hitTest viewE Entry!", "pointInside viewE = YES",
            ]
            // The first line is the window's entry; the seed's six lines follow each other.
            #expect(trimmed.first?.hasPrefix("hitTest window Entry!") == true)
            let start = try #require(trimmed.firstIndex { $0.hasPrefix(expected[0]) }, "\(result.stdout)")
            #expect(start > 0)
            let run = Array(trimmed[start...].prefix(expected.count))
            #expect(run.count == expected.count)
            for (line, prefix) in zip(run, expected) {
                #expect(line.hasPrefix(prefix), "\(line) should start with \(prefix)")
            }
            let traceLines = trimmed.filter { $0.hasPrefix("hitTest ") || $0.hasPrefix("pointInside ") }
            #expect(!traceLines.contains { $0.contains("viewA") || $0.contains("viewC") })
        }
    }

    @Test func hitTestJSONHasTheKeysOfCLIMd() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["hit-test", Self.aToEScene, "240", "340", "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(topLevelKeys(ofJSONObject: result.stdout) == ["scene", "version", "point", "window", "view", "chain"])
            let json = try parseJSONObject(result.stdout)
            #expect(json["scene"] as? String == "hit-test-a-to-e")
            #expect(json["version"] is NSNull)  // a file, not a store version
            #expect(json["point"] as? [Double] == [240, 340])
            #expect(json["window"] as? String == "window")
            #expect(json["view"] as? String == "viewE")
            #expect(json["chain"] as? [String] == ["viewE", "viewD", "viewB", "rootView", "viewController", "window", "application"])
        }
    }

    @Test func hitTestJSONWithTraceListsEveryCall() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["hit-test", Self.aToEScene, "240", "340", "--trace", "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(topLevelKeys(ofJSONObject: result.stdout) == ["scene", "version", "point", "window", "view", "chain", "trace"])
            let trace = try #require(try parseJSONObject(result.stdout)["trace"] as? [[String: Any]])
            let calls = trace.map { "\($0["call"] as? String ?? "?") \($0["view"] as? String ?? "?")" }
            #expect(calls.first == "hitTest window")
            let views = Set(trace.compactMap { $0["view"] as? String })
            #expect(views.isSuperset(of: ["viewB", "viewD", "viewE"]))
            #expect(views.isDisjoint(with: ["viewA", "viewC"]))
        }
    }

    /// docs/cli.md: negative coordinates follow `--`; a point off every window hits nothing, which
    /// `--json` shows as null window and view and an empty chain.
    @Test func hitTestTakesNegativeCoordinatesAfterDoubleDash() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["hit-test", "--json", Self.aToEScene, "--", "-10", "-20"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            #expect(json["point"] as? [Double] == [-10, -20])
            #expect(json["window"] is NSNull)
            #expect(json["view"] is NSNull)
            #expect(json["chain"] as? [String] == [])
        }
    }

    /// docs/cli.md: an existing path wins over a name in the store.
    @Test func hitTestOfAReferenceThatIsAnExistingPathReadsTheFile() throws {
        try withFixtureStore { folder, db in
            // A file named like the stored scene, in the current folder, holding the A–E scene.
            try FileManager.default.copyItem(atPath: Self.aToEScene, toPath: folder + "/tabbar-center-button")
            let result = try runTouchtape(["hit-test", "tabbar-center-button", "240", "340", "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try parseJSONObject(result.stdout)
            #expect(json["scene"] as? String == "hit-test-a-to-e")
            #expect(json["version"] is NSNull)
            #expect(json["view"] as? String == "viewE")
        }
    }

    @Test func hitTestOfAnUnknownSceneNameIsBadInput() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["hit-test", "no-such-scene", "1", "2", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains("no-such-scene"))
        }
    }

    @Test func hitTestOfAVersionTheSceneLacksIsBadInput() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["hit-test", "tabbar-center-button@9", "1", "2", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains("tabbar-center-button"))
            #expect(result.stderr.contains("9"))
        }
    }

    @Test func hitTestWithoutItsArgumentsIsBadUsage() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["hit-test", Self.aToEScene], cwd: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("Usage:"))
        }
    }
}
