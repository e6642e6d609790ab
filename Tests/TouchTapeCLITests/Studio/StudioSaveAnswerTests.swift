import Foundation
import Testing

/// Saving in the studio answers as `record` does (issue #23): one meaning of `new` and
/// `status` for the studio, docs/openapi.yaml and `record`.
@Suite struct StudioSaveAnswerTests {
    @Test("POST /api/sessions of the stored session again is 200 unchanged (new false), as record says unchanged and exits 0")
    func savingTheStoredSessionAgainIsUnchanged() throws {
        try withStudio { studio, folder, db throws in
            let session = tabBarSession(name: "twice-the-same", taps: [(187, 640)])
            let first = try HTTP.post(studio.base + "/api/sessions", body: Data(session.utf8))
            #expect(first.status == 201, "\(first.text)")
            #expect(first.object?["new"] as? Bool == true && first.object?["status"] as? String == "new")
            let before = try storeDump(db)
            let again = try HTTP.post(studio.base + "/api/sessions", body: Data(session.utf8))
            #expect(again.status == 200, "\(again.text)")
            #expect(again.object?["status"] as? String == "unchanged")
            #expect(again.object?["new"] as? Bool == false)
            #expect(again.object?["baselineRun"] as? Int == first.object?["baselineRun"] as? Int)
            #expect(try storeDump(db) == before)
            // `record` of the same session says the same.
            let recorded = try runTouchtape(["record", "--db", db], stdin: tabBarSessionNDJSON(name: "twice-the-same"), cwd: folder)
            #expect(recorded.status == 0, "\(recorded.stderr)")
            #expect(recorded.stdout.hasPrefix("session twice-the-same: unchanged"))
            let recordedJSON = try runTouchtape(["record", "--json", "--db", db], stdin: tabBarSessionNDJSON(name: "twice-the-same"),
                                                cwd: folder)
            #expect(try parseJSONObject(recordedJSON.stdout)["new"] as? Bool == false)
        }
    }

    @Test("A replace answers status replaced with new false (201), never new true beside replaced")
    func aReplaceIsNotNew() throws {
        try withStudio { studio, _, _ throws in
            #expect(try HTTP.post(studio.base + "/api/sessions", body: Data(tabBarSession(name: "kept-name").utf8)).status == 201)
            let other = tabBarSession(name: "kept-name", taps: [(20, 300)])
            let conflict = try HTTP.post(studio.base + "/api/sessions", body: Data(other.utf8))
            #expect(conflict.status == 409, "\(conflict.text)")
            let replaced = try HTTP.post(studio.base + "/api/sessions?replace=true", body: Data(other.utf8))
            #expect(replaced.status == 201, "\(replaced.text)")
            #expect(replaced.object?["status"] as? String == "replaced")
            #expect(replaced.object?["new"] as? Bool == false)
        }
    }
}
