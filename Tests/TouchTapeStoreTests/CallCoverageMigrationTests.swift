import Foundation
import Testing
import TouchTapeTestSupport

@testable import TouchTapeStore

/// Migration 0012 (issue #25): v_coverage counts the calls of UIKit's own classes that select a
/// row or a tab as targets (docs/uikit-classes.md, S11–S14, S30), with a last column
/// `call_from`; a store of the level before keeps every coverage row it had, and one that
/// already holds builtins (level 11) gets its rows' targets on the upgrade.
@Suite("Call coverage migration (0012)")
struct CallCoverageMigrationTests {
    static let columns = "scene, version, responder, target, deliveries, recognizer, current, sessions"

    @Test("0012: a level-11 store's v_coverage answers the same rows after the upgrade, each with call_from null")
    func coverageRowsKept() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try CompactStoreMigrationTests.makeStore(at: path, level: 11)
            let before: [[String]]
            do {
                let db = try Database(path: path)
                before = try CompactStoreMigrationTests.rows("v_coverage", columns: Self.columns, in: db)
                db.close()
            }
            #expect(before.count > 20)
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Store.schemaLevel)
            #expect(try CompactStoreMigrationTests.rows("v_coverage", columns: Self.columns, in: store.database) == before)
            #expect(try query("SELECT count(*) FROM v_coverage WHERE call_from IS NOT NULL", in: store.database).rows == [["0"]])
        }
    }

    /// The statement `CREATE VIEW NAME AS …;` of a migration level, as that level made the view.
    static func createView(_ name: String, level: Int) throws -> String {
        let migration = try #require(EmbeddedMigrations.all.first { $0.level == level })
        let start = try #require(migration.sql.range(of: "CREATE VIEW \(name) AS"))
        let end = try #require(migration.sql.range(of: ";\n", range: start.upperBound..<migration.sql.endIndex))
        return String(migration.sql[start.lowerBound..<end.upperBound])
    }

    @Test("0012, S11, S14: a level-11 store holding the table-scrolled dump and its session gets a target per row; the rows its run selected are reached")
    func storedTableGetsRowTargets() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/store.sqlite"
            let imported = try runTouchtape(["import", fixturePath("dumps/table-scrolled.txt"),
                                             fixturePath("dumps/table-scrolled-taps.session.json"), "--db", path], cwd: folder)
            try #require(imported.status == 0, "\(imported.stderr)")
            // The store as level 11 left it: its coverage views as levels 7 and 11 made them,
            // and none of the tables of the levels after 12 (level 13's replay memo, level 14's
            // scene text ids).
            do {
                let db = try Database(path: path)
                try db.execute("""
                    DROP TABLE replay_memo; DROP TABLE engine_builds; DROP TABLE scene_text_ids;
                    DROP VIEW v_coverage; DROP VIEW _coverage_hits; DROP VIEW _coverage_targets; DROP VIEW _coverage_call_targets;
                    \(try Self.createView("_coverage_targets", level: 7))
                    \(try Self.createView("_coverage_hits", level: 11))
                    \(try Self.createView("v_coverage", level: 11))
                    PRAGMA user_version = 11;
                    """)
                #expect(try query("SELECT count(*) FROM v_coverage WHERE target GLOB 'call *'", in: db).rows == [["0"]])
                db.close()
            }
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Store.schemaLevel)
            let rows = try query("""
                SELECT responder, target, deliveries FROM v_coverage
                WHERE scene = 'table-scrolled' AND call_from = 'UITableView-0.0.0.0.0' ORDER BY target
                """, in: store.database).rows
            let cells = try query("SELECT count(*) FROM scene_builtins WHERE kind = 'tableCell'", in: store.database).rows
            #expect([[String(rows.count)]] == cells)
            #expect(rows.contains(["UITableViewCell-0.0.0.0.0.0.3", "call tableView:didSelectRowAtIndexPath: [0,3]", "1"]), "\(rows)")
            #expect(rows.filter { $0[2] != "0" }.map { $0[1] } == [
                "call tableView:didSelectRowAtIndexPath: [0,3]", "call tableView:didSelectRowAtIndexPath: [0,6]",
                "call tableView:didSelectRowAtIndexPath: [0,7]",
            ])
        }
    }
}
