import Foundation
import Testing

/// `touchtape dispatch SESSION [--scene SCENE] [--json]` (docs/cli.md).
@Suite struct DispatchCommandTests {
    /// docs/formats.md: every delivery carries these keys, in this order (no `trace` unless asked).
    static let outcomeKeys = [
        "seq", "t", "kind", "touch", "phase", "window", "view", "hitView", "chain", "handledBy", "controlEvents",
        "dropped", "firstResponder",
    ]

    @Test func dispatchOfAStoredSessionByNameAgreesWithItsExpectations() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["dispatch", "tabbar-center-button-taps", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            #expect(result.stdout.contains("centerButton"))
        }
    }

    /// The session expects version 2's outcome; against version 1 the overhang tap goes to
    /// cell7, so every disagreement is reported on standard error and the status is 1.
    @Test func dispatchAgainstAnOlderSceneVersionReportsTheDifferences() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(
                ["dispatch", "tabbar-center-button-taps", "--scene", "tabbar-center-button@1", "--db", db], cwd: folder)
            #expect(result.status == 1)
            let errors = lines(result.stderr)
            #expect(!errors.isEmpty)
            #expect(errors.contains { $0.contains("event 0") && $0.contains("centerButton") && $0.contains("cell7") })
            // Tap 2 (events 2 and 3) lands on the button in both versions: no difference there.
            #expect(!errors.contains { $0.contains("event 2") || $0.contains("event 3") })
            #expect(result.stdout.contains("cell7"))
        }
    }

    @Test func dispatchJSONPrintsOneOutcomeALineWithTheOutcomeKeysInOrder() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["dispatch", "tap-a-to-e-other-views", "--json", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let outcomes = lines(result.stdout)
            #expect(outcomes.count == 10)  // five taps, two deliveries each
            for (index, line) in outcomes.enumerated() {
                #expect(topLevelKeys(ofJSONObject: line) == Self.outcomeKeys)
                let outcome = try parseJSONObject(line)
                #expect(outcome["seq"] as? Int == index)
                #expect(outcome["kind"] as? String == "touch")
            }
            let last = try parseJSONObject(try #require(outcomes.last))
            #expect(last["view"] as? String == "rootView")
            #expect(last["handledBy"] is NSNull)
        }
    }

    @Test func dispatchStoresNothing() throws {
        try withFixtureStore { folder, db in
            let before = try storedRuns(db: db, cwd: folder).count
            let result = try runTouchtape(["dispatch", "tap-view-e", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try storedRuns(db: db, cwd: folder).count == before)
        }
    }

    @Test func dispatchOfAnUnknownSessionIsBadInput() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["dispatch", "no-such-session", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains("no-such-session"))
        }
    }

    @Test func dispatchAgainstAnUnknownSceneIsBadInput() throws {
        try withFixtureStore { folder, db in
            let result = try runTouchtape(["dispatch", "tap-view-e", "--scene", "no-such-scene", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains("no-such-scene"))
        }
    }

    @Test func dispatchWithoutASessionIsBadUsage() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["dispatch"], cwd: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("Usage:"))
        }
    }
}
