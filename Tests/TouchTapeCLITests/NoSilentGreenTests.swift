import Foundation
import Testing

/// No silent green (issue #10 item 3), `forget` and run labels (items 2 and 5), and `accept`
/// comparing a per-session revision, not a clock (issue #18 item 4).
@Suite struct NoSilentGreenTests {
    static let tabbar = fixture("tabbar-center-button")

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// A repository folder with the checkout scene and two sessions, imported into `db`.
    static func withCheckoutStore(_ body: (_ folder: String, _ db: String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            try write(CIHistoryTests.scene(buttonX: 100), to: "repo/scene.json", in: folder)
            try write(CIHistoryTests.session(name: "pay"), to: "repo/pay.json", in: folder)
            try write(CIHistoryTests.session(name: "pay-again", x: 160), to: "repo/pay-again.json", in: folder)
            let db = folder + "/s.sqlite"
            let imported = try runTouchtape(["import", folder + "/repo", "--db", db], cwd: folder)
            try #require(imported.status == 0, "\(imported.stderr)")
            try body(folder, db)
        }
    }

    @Test func recordWithNoEventsIsBadInputAndStoresNothing() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let before = try storedSessionNames(db: db, cwd: folder)
            let header = #"{"format":"touchtape.session/1","name":"empty","scene":"tabbar-center-button"}"# + "\n"
            for stdin in [header, ""] {
                let args = stdin.isEmpty ? ["record", "--scene", "tabbar-center-button", "--name", "empty", "--db", db]
                                         : ["record", "--db", db]
                let result = try runTouchtape(args, stdin: stdin, cwd: folder)
                #expect(result.status == 2, "\(result.stdout)")
                #expect(result.stderr.contains("no events"), "\(result.stderr)")
            }
            #expect(try storedSessionNames(db: db, cwd: folder) == before)
        }
    }

    @Test("#18 item 4: accept of the baseline run of a multi-session import is not refused")
    func acceptOfAMultiSessionImportRunIsAccepted() throws {
        try Self.withCheckoutStore { folder, db in
            let result = try runTouchtape(["accept", "1", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("run 1 is now the baseline of 2 sessions"))
        }
    }

    @Test func acceptOfARunMadeAgainstAnOlderVersionIsRefusedNamingTheSessionsUnlessForced() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let replay = try runTouchtape(["replay", "--against", "1", "--db", db], cwd: folder)
            #expect(replay.status == 1)
            let before = try Self.bytes(db)
            let refused = try runTouchtape(["accept", "--db", db], cwd: folder)
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("was not made against the current scene version of tabbar-center-button-taps (run against version 1, current is 2)"),
                    "\(refused.stderr)")
            #expect(refused.stderr.contains("--force"))
            #expect(try Self.bytes(db) == before)
            let forced = try runTouchtape(["accept", "--force", "--db", db], cwd: folder)
            #expect(forced.status == 0, "\(forced.stderr)")
        }
    }

    @Test func acceptOfARunWhoseSessionWasReplacedSinceIsRefusedEvenWithForce() throws {
        try Self.withCheckoutStore { folder, db in
            #expect(try runTouchtape(["replay", "--db", db], cwd: folder).status == 0)
            try write(CIHistoryTests.session(name: "pay", x: 140), to: "repo/pay.json", in: folder)
            #expect(try runTouchtape(["import", "--replace", folder + "/repo/pay.json", "--db", db], cwd: folder).status == 0)
            for extra in [[], ["--force"]] {
                let result = try runTouchtape(["accept", "2"] + extra + ["--db", db], cwd: folder)
                #expect(result.status == 2)
                #expect(result.stderr.contains("pay (replaced since"), "\(result.stderr)")
            }
        }
    }

    @Test func everyAcceptIsRecordedWithTheBaselineItReplacedAndWhetherItWasWritten() throws {
        try Self.withCheckoutStore { folder, db in
            #expect(try runTouchtape(["replay", "--db", db], cwd: folder).status == 0)
            #expect(try runTouchtape(["accept", "--write", "--db", db], cwd: folder).status == 0)
            let rows = try sqlite(db, "SELECT run, session, previous_baseline_run, written FROM v_accepts ORDER BY session")
            #expect(rows == ["2|pay|1|1", "2|pay-again|1|1"])
            #expect(try sqlite(db, "SELECT COUNT(*) FROM v_accepts WHERE accepted_at LIKE '____-__-__T__:__:__.___Z'") == ["2"])
        }
    }

    @Test func forgetRemovesTheSessionAndKeepsItsRunsInTheHistory() throws {
        try Self.withCheckoutStore { folder, db in
            #expect(try runTouchtape(["replay", "--db", db], cwd: folder).status == 0)
            let forget = try runTouchtape(["forget", "pay", "--db", db], cwd: folder)
            #expect(forget.status == 0, "\(forget.stderr)")
            #expect(forget.stdout.contains("forgot session pay (2 runs of it kept in the history)"))
            #expect(try storedSessionNames(db: db, cwd: folder) == ["pay-again"])
            // Its runs stay: v_runs still lists them, v_sessions no longer lists the session.
            #expect(try sqlite(db, "SELECT run FROM v_runs WHERE session = 'pay' ORDER BY run") == ["1", "2"])
            #expect(try sqlite(db, "SELECT COUNT(*) FROM v_outcomes WHERE session = 'pay'") == ["4"])
            // A plain replay no longer replays it.
            let replay = try runTouchtape(["replay", "--json", "--db", db], cwd: folder)
            #expect(try parseJSONObject(replay.stdout)["sessions"] as? Int == 1)
            // Importing it again stores it anew.
            let again = try runTouchtape(["import", folder + "/repo/pay.json", "--db", db], cwd: folder)
            #expect(again.stdout.contains("session pay: new"), "\(again.stdout)")
        }
    }

    @Test func aStoreWithAForgottenSessionIsSoundForCheckAndFindsNoOtherSessionByItsName() throws {
        try Self.withCheckoutStore { folder, db in
            #expect(try runTouchtape(["forget", "pay", "--db", db], cwd: folder).status == 0)
            // The forgotten session keeps its row (for its runs) but no events: not damage.
            let check = try runTouchtape(["check", "--db", db], cwd: folder)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            // Naming it is a missing session (exit 2), not a damaged index (exit 3).
            let replay = try runTouchtape(["replay", "--session", "pay", "--db", db], cwd: folder)
            #expect(replay.status == 2, "\(replay.stderr)")
            #expect(replay.stderr.contains("no session \"pay\""))
        }
    }

    @Test func forgetOfAnUnknownSessionIsBadInputAndForgetsNothing() throws {
        try Self.withCheckoutStore { folder, db in
            let before = try Self.bytes(db)
            let result = try runTouchtape(["forget", "pay", "no-such-session", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("no session \"no-such-session\""))
            #expect(try Self.bytes(db) == before)
        }
    }

    @Test func replayStoresItsLabelFromTheOptionOrTheEnvironment() throws {
        try Self.withCheckoutStore { folder, db in
            #expect(try runTouchtape(["replay", "--label", "abc123", "--db", db], cwd: folder).status == 0)
            #expect(try runTouchtape(["replay", "--db", db], cwd: folder, env: ["TOUCHTAPE_LABEL": "build-7"]).status == 0)
            #expect(try runTouchtape(["replay", "--db", db], cwd: folder).status == 0)
            let rows = try sqlite(db, "SELECT run, COALESCE(label, '-'), sessions FROM v_run_summary ORDER BY run")
            #expect(rows == ["1|-|2", "2|abc123|2", "3|build-7|2", "4|-|2"])
        }
    }

    @Test func replayOfAPathWithoutSessionsIsBadInputUnlessAllowEmpty() throws {
        try withTemporaryFolder { folder in
            let db = folder + "/s.sqlite"
            let scene = fixture("tabbar-center-button/scene-2-after-override.json")
            let result = try runTouchtape(["replay", scene, "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("nothing to replay: no session file in"))
            #expect(try runTouchtape(["replay", scene, "--allow-empty", "--db", db], cwd: folder).status == 0)
        }
    }

    @Test func replayOfPathsWithASessionNotInThemIsBadInput() throws {
        try Self.withCheckoutStore { folder, db in
            let result = try runTouchtape(["replay", folder + "/repo/pay.json", "--session", "pay-again", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("session \"pay-again\" is not in the PATHs given"))
        }
    }
}

/// Rows of a query run by the stock `sqlite3` shell (docs/store.md: the views are for it), each
/// as `a|b|c`.
func sqlite(_ db: String, _ sql: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = ["-readonly", db, sql]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "sqlite3 failed: \(sql)", sourceLocation: sourceLocation)
    return lines(String(decoding: data, as: UTF8.self))
}
