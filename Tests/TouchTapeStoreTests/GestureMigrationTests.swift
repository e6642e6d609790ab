import Testing
@testable import TouchTapeStore

/// Migration 0006 (issue #15 on the compact store): `withheld` and `gestures` join each
/// outcome shape, and a store of the level before keeps every shape as it was.
@Suite("Gesture store migration (0006)")
struct GestureMigrationTests {
    @Test("0006: a level-5 store's outcome shapes keep their ids and fields, with withheld 0 and gestures 0")
    func shapesKeepTheirIds() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try CompactStoreMigrationTests.makeStore(at: path, level: 5)
            let columns = "id, kind, phase, window, hit_view, view, chain, handled_by, control_events, dropped, first_responder"
            let before: [[String]]
            do {
                let db = try Database(path: path)
                before = try CompactStoreMigrationTests.rows("outcome_shapes", columns: columns, in: db)
                db.close()
            }
            #expect(before.count > 10)
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Store.schemaLevel)
            #expect(try CompactStoreMigrationTests.rows("outcome_shapes", columns: columns, in: store.database) == before)
            #expect(try query("SELECT DISTINCT withheld, gestures FROM outcome_shapes", in: store.database).rows == [["0", "0"]])
        }
    }
}
