import Testing
@testable import TouchTapeStore

/// Migration 0007 (issue #15): v_coverage counts recognizer actions and gains a last column
/// `recognizer`; a store of the level before keeps every coverage row it had.
@Suite("Gesture coverage migration (0007)")
struct GestureCoverageMigrationTests {
    @Test("0007: a level-6 store's v_coverage answers the same rows after the upgrade, each with recognizer null")
    func coverageRowsKept() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try CompactStoreMigrationTests.makeStore(at: path, level: 6)
            let columns = "scene, version, responder, target, deliveries"
            let before: [[String]]
            do {
                let db = try Database(path: path)
                before = try CompactStoreMigrationTests.rows("v_coverage", columns: columns, in: db)
                db.close()
            }
            #expect(before.count > 20)
            let store = try Store(path: path)
            #expect(try store.database.userVersion() >= 7)
            #expect(try CompactStoreMigrationTests.rows("v_coverage", columns: columns, in: store.database) == before)
            #expect(try query("SELECT count(*) FROM v_coverage WHERE recognizer IS NOT NULL", in: store.database).rows == [["0"]])
        }
    }
}
