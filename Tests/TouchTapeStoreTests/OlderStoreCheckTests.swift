import Foundation
import Testing
@testable import TouchTapeStore

/// `touchtape check` never migrates, so it checks an older store against what its level holds
/// (issue #23): a sound store written by an older binary is sound, not "damaged" for lacking
/// the tables of later levels (`session_event_chunks`, level 8), and stays at its level.
@Suite struct OlderStoreCheckTests {
    @Test("check of a sound store at an earlier level (level 1 from Tests/StoreDumps, with sessions; each level since) is sound and leaves its level",
          arguments: CompactStoreMigrationTests.earlierLevels)
    func anOlderSoundStoreIsSound(level: Int) throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            try CompactStoreMigrationTests.makeStore(at: path, level: level)
            let store = try Store(path: path, access: .inspect)
            let report = store.check()
            let problems = report.sections.flatMap { section in section.problems.map { "\(section.name): \($0)" } }
            #expect(report.isSound, "level \(level): \(problems)")
            #expect(report.level == level)
            #expect(try store.database.prepare("SELECT count(*) FROM sessions").scalarInt64() ?? 0 > 0)
            store.database.close()
            let reopened = try Database(path: path, readOnly: true)
            #expect(try reopened.userVersion() == level, "check migrated the store")
            reopened.close()
        }
    }

    @Test("check still finds damage in an older store: a level-7 session that lost a stored event no longer matches its hash")
    func damageInAnOlderStoreIsStillFound() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            try CompactStoreMigrationTests.makeStore(at: path, level: 7)
            let db = try Database(path: path)
            try db.execute("""
                DELETE FROM session_events
                WHERE (session_id, seq) = (SELECT session_id, seq FROM session_events ORDER BY session_id, seq LIMIT 1)
                """)
            db.close()
            let report = try Store(path: path, access: .inspect).check()
            #expect(!report.isSound)
            let documents = report.sections.first { $0.name == "stored documents" }
            #expect(documents?.problems.contains { $0.contains("do not match its content hash") } == true, "\(report.sections)")
        }
    }

    @Test("touchtape check --db of a level-1 and a level-7 store exits 0 saying sound, at its level, and leaves the file's level")
    func theCommandSaysSound() throws {
        for level in [1, 7] {
            try withTemporaryDirectory { folder in
                let path = folder + "/old.sqlite"
                try CompactStoreMigrationTests.makeStore(at: path, level: level)
                let result = try runTouchtape(["check", "--db", path], cwd: folder)
                #expect(result.status == 0, "level \(level): \(result.stdout) \(result.stderr)")
                #expect(result.stdout.hasPrefix("store \(path): schema level \(level),"), "\(result.stdout)")
                #expect(result.stdout.hasSuffix("the store is sound\n"), "\(result.stdout)")
                let db = try Database(path: path, readOnly: true)
                #expect(try db.userVersion() == level)
                db.close()
            }
        }
    }
}
