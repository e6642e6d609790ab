import Foundation
import Testing
import TouchTapeTestSupport

@testable import TouchTapeStore

/// Migration 0010 (issue #23, item 3): v_coverage's last columns `current` and `sessions` answer
/// "which targets were never reached in the current version" in one WHERE, leaving out versions
/// that are not current and a current version no stored session was run against.
@Suite struct CurrentCoverageTests {
    /// The fixture store with version 1 of the tab bar scene imported again: current, but no
    /// session was run against it yet (its session's runs are all against version 2).
    static func withUnrunCurrentVersion<T>(_ body: (_ folder: String, _ db: String) throws -> T) throws -> T {
        try withTemporaryDirectory { folder in
            let db = folder + "/store.sqlite"
            for step in [["import", fixturePath()], ["import", fixturePath("tabbar-center-button/scene-1-before-override.json")]] {
                let result = try runTouchtape(step + ["--db", db], cwd: folder)
                try #require(result.status == 0, "\(step): \(result.stderr)")
            }
            return try body(folder, db)
        }
    }

    @Test("docs/store.md's query lists the current versions' unreached targets, not a version that is not current or was never run")
    func neverReachedInCurrentVersionLeavesOutOtherAndUnrunVersions() throws {
        try Self.withUnrunCurrentVersion { folder, db in
            do {
                let database = try Database(path: db)
                defer { database.close() }
                let rows = try query(ReadmeQueries.neverReachedInCurrentVersion, in: database).rows
                #expect(rows.contains(["untouchable-views", "1", "hiddenView", "touches"]))
                #expect(rows.contains(["hit-test-return-self", "1", "childButton", "touchUpInside childTapped:"]))
                // Version 2 is not current; version 1 is, but nothing was run against it yet.
                #expect(!rows.contains { $0[0] == "tabbar-center-button" }, "\(rows)")
                let unrun = try query("""
                    SELECT DISTINCT version, current, sessions FROM v_coverage WHERE scene = 'tabbar-center-button' ORDER BY version
                    """, in: database).rows
                #expect(unrun == [["1", "1", "0"], ["2", "0", "1"]])
            }
            // Once a replay runs the session against version 1, its unreached targets are listed.
            let replay = try runTouchtape(["replay", "--session", "tabbar-center-button-taps", "--db", db], cwd: folder)
            #expect(replay.status == 1, "\(replay.stderr)")
            let database = try Database(path: db)
            defer { database.close() }
            let rows = try query(ReadmeQueries.neverReachedInCurrentVersion, in: database).rows
            let tabBar = rows.filter { $0[0] == "tabbar-center-button" }
            #expect(!tabBar.isEmpty)
            #expect(tabBar.allSatisfy { $0[1] == "1" })
            #expect(!tabBar.contains { $0[2] == "cell7" && $0[3] == "touches" }, "the replay's taps reached cell7")
        }
    }

    @Test("0010: v_coverage's current is v_scenes' current and its sessions the sessions run against the version, also on an upgraded store")
    func currentAndSessionsAgreeWithTheStore() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try CompactStoreMigrationTests.makeStore(at: path, level: 9)
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Store.schemaLevel)
            let disagreeing = try query("""
                SELECT count(*) FROM v_coverage c JOIN v_scenes s ON s.scene = c.scene AND s.version = c.version
                WHERE c.current <> s.current
                """, in: store.database).rows
            #expect(disagreeing == [["0"]])
            var sessions: [String: String] = [:]
            for row in try query("SELECT DISTINCT scene, version, sessions FROM v_coverage", in: store.database).rows {
                sessions[row[0] + "@" + row[1]] = row[2]
            }
            let expected = try store.coverageVersions()
            for version in expected where sessions["\(version.scene)@\(version.version)"] != nil {
                #expect(sessions["\(version.scene)@\(version.version)"] == String(version.sessions), "\(version.scene)@\(version.version)")
            }
            #expect(sessions.count > 10)
        }
    }
}
