import Foundation
import Testing

/// `touchtape record [--scene NAME] [--name NAME]`: a session as NDJSON on standard input
/// (docs/cli.md).
@Suite struct RecordCommandTests {
    static let aToE = fixture("hit-test-a-to-e")
    static let header = #"{"format": "touchtape.session/1", "name": "recorded-tap", "scene": "hit-test-a-to-e"}"#
    /// A tap on viewE and a two-finger touch: 3 events, 2 fingers.
    static let events = [
        #"{"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 240, "y": 340}]}"#,
        #"{"t": 0.1, "touches": [{"touch": 1, "phase": "ended", "x": 240, "y": 340}, {"touch": 2, "phase": "began", "x": 100, "y": 100}]}"#,
        #"{"t": 0.2, "touches": [{"touch": 2, "phase": "ended", "x": 100, "y": 100}]}"#,
    ]

    static func ndjson(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    @Test func recordWithAHeaderLineStoresTheSessionAndItsBaseline() throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let result = try runTouchtape(["record", "--db", db], stdin: Self.ndjson([Self.header] + Self.events), cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("3 events"))
            #expect(result.stdout.contains("2 touches"))
            #expect(try storedSessionNames(db: db, cwd: folder).contains("recorded-tap"))
            let runs = try storedRuns(db: db, cwd: folder, session: "recorded-tap")
            #expect(runs.count == 1)
            #expect(runs.first?["kind"] as? String == "baseline")
            #expect(runs.first?["deliveries"] as? Int == 4)
        }
    }

    @Test func recordWithoutAHeaderTakesSceneAndNameFromTheOptions() throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let result = try runTouchtape(
                ["record", "--scene", "hit-test-a-to-e", "--name", "headerless", "--db", db],
                stdin: Self.ndjson(Self.events), cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("3 events"))
            #expect(try storedSessionNames(db: db, cwd: folder).contains("headerless"))
        }
    }

    @Test func recordWithoutAHeaderOrTheOptionsIsBadInput() throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let before = try storedSessionNames(db: db, cwd: folder)
            let result = try runTouchtape(["record", "--scene", "hit-test-a-to-e", "--db", db],
                                          stdin: Self.ndjson(Self.events), cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(try storedSessionNames(db: db, cwd: folder) == before)
        }
    }

    @Test(arguments: [["--name", "another-name"], ["--scene", "tabbar-center-button"]])
    func recordWithAnOptionContradictingTheHeaderIsBadInput(_ options: [String]) throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let before = try storedSessionNames(db: db, cwd: folder)
            let result = try runTouchtape(["record", "--db", db] + options,
                                          stdin: Self.ndjson([Self.header] + Self.events), cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: "))
            #expect(result.stderr.contains(options[1]))
            #expect(try storedSessionNames(db: db, cwd: folder) == before)
        }
    }

    /// One bad line (the last, with an unknown key) and nothing is stored: no session, no run.
    @Test func recordWithOneBadLineStoresNothing() throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let sessionsBefore = try storedSessionNames(db: db, cwd: folder)
            let runsBefore = try storedRuns(db: db, cwd: folder).count
            var input = [Self.header] + Self.events
            input[3] = #"{"t": 0.2, "touches": [{"touch": 2, "phase": "ended", "x": 100, "y": 100}], "bogus": 1}"#
            let result = try runTouchtape(["record", "--db", db], stdin: Self.ndjson(input), cwd: folder)
            #expect(result.status == 2)
            // The place: standard input, line 4.
            #expect(result.stderr.hasPrefix("touchtape: error: -:4:"))
            #expect(result.stderr.contains("bogus"))
            #expect(try storedSessionNames(db: db, cwd: folder) == sessionsBefore)
            #expect(try storedRuns(db: db, cwd: folder).count == runsBefore)
        }
    }

    @Test func recordForASceneNotInTheStoreIsBadInput() throws {
        try withFixtureStore([Self.aToE]) { folder, db in
            let result = try runTouchtape(["record", "--scene", "no-such-scene", "--name", "x", "--db", db],
                                          stdin: Self.ndjson(Self.events), cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("no-such-scene"))
        }
    }
}
