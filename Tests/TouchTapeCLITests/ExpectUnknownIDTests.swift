import Foundation
import Testing

/// An `expect` entry naming a view id the scene does not have is a typo: bad input (exit 2)
/// wherever a session meets the scene it is imported or dispatched against, naming the file,
/// the event, the id and the ids close to it; never a difference reported as a layout
/// regression (issue #23). A stored session replayed against a later version that removed the
/// view is a regression, reported as one.
@Suite struct ExpectUnknownIDTests {
    static let circleScene = fixture("circle-button/scene.json")
    static let circleSession = fixture("circle-button/circle-button-tap-inside.session.json")

    /// The circle-button session with its first `"view": "button1"` written `from` → `to`.
    static func typoSession(in folder: String, _ replacement: (String) -> String = {
        $0.replacingOccurrences(of: #"{ "touch": 1, "view": "button1""#, with: #"{ "touch": 1, "view": "buton1""#)
    }) throws -> String {
        let text = try String(contentsOfFile: circleSession, encoding: .utf8)
        let changed = replacement(text)
        #expect(changed != text)
        return try write(changed, to: "typo.session.json", in: folder)
    }

    @Test("import of an expect naming a view the scene lacks is exit 2 with FILE:LINE:COLUMN, the event, the id and did-you-mean; nothing stored")
    func importRefusesAnUnknownExpectedView() throws {
        try withFixtureStore([Self.circleScene]) { folder, db in
            let session = try Self.typoSession(in: folder)
            let before = try storeDump(db)
            let result = try runTouchtape(["import", session, "--db", db], cwd: folder)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("touchtape: error: \(session):10:5: event 0: "), "\(result.stderr)")
            #expect(result.stderr.contains(#""buton1" (its "view")"#), "\(result.stderr)")
            #expect(result.stderr.contains(#"did you mean "button1"?"#), "\(result.stderr)")
            #expect(try storeDump(db) == before)
        }
    }

    @Test("dispatch of a session file whose expect names a view the scene lacks is exit 2, not a disagreement (exit 1)")
    func dispatchRefusesAnUnknownExpectedView() throws {
        try withTemporaryFolder { folder in
            let session = try Self.typoSession(in: folder) {
                $0.replacingOccurrences(of: #""view": "button1", "event""#, with: #""view": "buton1", "event""#)
            }
            let result = try runTouchtape(["dispatch", session, "--scene", Self.circleScene], cwd: folder)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("\(session):12:5: event 1: "), "\(result.stderr)")
            #expect(result.stderr.contains(#""buton1" (its "controlEvents")"#), "\(result.stderr)")
            #expect(result.stderr.contains(#"did you mean "button1"?"#), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("record of such a session is exit 2 and stores nothing")
    func recordRefusesAnUnknownExpectedView() throws {
        try withFixtureStore([Self.circleScene]) { folder, db in
            let before = try storedSessionNames(db: db, cwd: folder)
            let ndjson = """
                {"format":"touchtape.session/1","name":"typo","scene":"circle-button"}
                {"t":0,"touches":[{"touch":1,"phase":"began","x":150,"y":350}],"expect":[{"touch":1,"handledBy":"buton1"}]}

                """
            let result = try runTouchtape(["record", "--db", db], stdin: ndjson, cwd: folder)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains(#"-:2:1: event 0: "expect" names responder "buton1" (its "handledBy")"#), "\(result.stderr)")
            #expect(try storedSessionNames(db: db, cwd: folder) == before)
        }
    }

    @Test("A stored session replayed against a later version that removed the view reports the expect difference (exit 1), as a regression")
    func aViewRemovedLaterIsARegression() throws {
        try withFixtureStore([Self.circleScene, Self.circleSession]) { folder, db in
            let renamed = try String(contentsOfFile: Self.circleScene, encoding: .utf8)
                .replacingOccurrences(of: #""id": "button1""#, with: #""id": "roundButton""#)
            let later = try write(renamed, to: "later/scene.json", in: folder)
            let imported = try runTouchtape(["import", later, "--db", db], cwd: folder)
            try #require(imported.status == 0, "\(imported.stderr)")
            let replay = try runTouchtape(["replay", "--db", db, "--json"], cwd: folder)
            #expect(replay.status == 1, "\(replay.stderr)")
            let differences = try #require(try parseJSONObject(replay.stdout)["differences"] as? [[String: Any]])
            #expect(differences.contains { $0["source"] as? String == "expect" && $0["field"] as? String == "view"
                && $0["baseline"] as? String == "button1" && $0["current"] as? String == "roundButton" })
            // `dispatch` of the stored session against that version says the same (exit 1, not 2).
            let dispatch = try runTouchtape(["dispatch", "circle-button-tap-inside", "--db", db], cwd: folder)
            #expect(dispatch.status == 1, "\(dispatch.stderr)")
            #expect(dispatch.stderr.contains("expect: "), "\(dispatch.stderr)")
        }
    }

    @Test("POST /api/dispatch of a session whose expect names a view the scene lacks is 400 with its place and did-you-mean")
    func dispatchingAnExpectTypoIsBadInput() throws {
        try withStudio { studio, _, _ throws in
            let body = #"""
                {"format":"touchtape.session/1","name":"typo","scene":"tabbar-center-button","sceneVersion":2,"events":[
                {"t":0,"touches":[{"touch":1,"phase":"began","x":187,"y":640}],"expect":[{"touch":1,"view":"centerButon"}]}]}
                """#
            let reply = try HTTP.post(studio.base + "/api/dispatch", body: Data(body.utf8))
            #expect(reply.status == 400, "\(reply.text)")
            let error = try #require(reply.object?["error"] as? String)
            #expect(error.contains("event 0") && error.contains(#""centerButon""#), "\(error)")
            #expect(error.contains(#"did you mean "centerButton"?"#), "\(error)")
            #expect(reply.object?["line"] as? Int == 2)
        }
    }
}
