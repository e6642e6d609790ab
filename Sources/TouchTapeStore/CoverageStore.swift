import TouchTapeCore

/// One touch target of a scene version and how many deliveries reached it (`v_coverage`).
package struct CoverageRow: Sendable, Hashable {
    package var scene: String
    package var version: Int
    package var responder: String
    /// `touches`, a control event and its action (`touchUpInside save:`), a recognizer's
    /// action (`gesture doubleTap zoom:`), or a call of UIKit's own classes that selects the
    /// responder's row or tab (`call tableView:didSelectRowAtIndexPath: [0,3]`, level 12).
    package var target: String
    package var deliveries: Int
    /// The recognizer whose action the target is, or nil for the other targets.
    package var recognizer: String?
    /// For a call target, the view whose builtin makes the call (the table, the tab bar); nil
    /// for the other targets.
    package var callFrom: String?

    package init(scene: String, version: Int, responder: String, target: String, deliveries: Int,
                recognizer: String? = nil, callFrom: String? = nil) {
        self.scene = scene; self.version = version; self.responder = responder
        self.target = target; self.deliveries = deliveries; self.recognizer = recognizer; self.callFrom = callFrom
    }
}

/// A scene version and whether any stored session was run against it.
package struct CoverageVersion: Sendable, Hashable {
    package var scene: String
    package var version: Int
    /// How many stored (not forgotten) sessions some run dispatched against this version.
    package var sessions: Int
}

extension Store {
    /// The touch targets of every scene version (or one scene's) and the deliveries of the
    /// stored runs that reached each; with a run, only that run's deliveries and the versions
    /// it was dispatched against (an unknown run or scene is not found).
    package func coverage(scene: String? = nil, run: Int64? = nil) throws -> [CoverageRow] {
        if let run, try database.prepare("SELECT 1 FROM runs WHERE id = ?").scalarInt64(.integer(run)) == nil {
            throw NotFoundError("no run \(run) in the store")
        }
        if let scene, try database.prepare("SELECT 1 FROM scenes WHERE name = ?").scalarInt64(.text(scene)) == nil {
            throw try missingScene(scene, version: nil)
        }
        let sceneFilter = scene == nil ? "" : "WHERE scene = ?"
        let sql: String
        if run == nil {
            sql = "SELECT scene, version, responder, target, deliveries, recognizer, call_from FROM v_coverage \(sceneFilter) ORDER BY scene, version, responder, target"
        } else {
            sql = """
                SELECT * FROM (
                    SELECT s.name AS scene, v.version AS version, h.responder AS responder, h.target AS target,
                           sum(h.deliveries) AS deliveries, h.recognizer AS recognizer, h.call_from AS call_from
                    FROM _coverage_hits h
                    JOIN scene_versions v ON v.id = h.version_id
                    JOIN scenes s ON s.id = v.scene_id
                    WHERE h.run = ?
                    GROUP BY s.name, v.version, h.responder, h.target, h.recognizer, h.call_from)
                \(sceneFilter) ORDER BY scene, version, responder, target
                """
        }
        let statement = try database.prepare(sql)
        var index = 1
        if let run { try statement.bind(run, at: index); index += 1 }
        if let scene { try statement.bind(scene, at: index) }
        var rows: [CoverageRow] = []
        while try statement.step() {
            rows.append(CoverageRow(scene: statement.columnText(0) ?? "", version: statement.columnInt(1),
                                    responder: statement.columnText(2) ?? "", target: statement.columnText(3) ?? "",
                                    deliveries: statement.columnInt(4), recognizer: statement.columnText(5),
                                    callFrom: statement.columnText(6)))
        }
        return rows
    }

    /// Every version of every scene (or one scene's) with the number of stored sessions run against it.
    package func coverageVersions(scene: String? = nil) throws -> [CoverageVersion] {
        let sql = """
            SELECT s.name, v.version,
                   (SELECT count(DISTINCT rs.session_id) FROM run_sessions rs
                    JOIN sessions se ON se.id = rs.session_id AND se.forgotten_at IS NULL
                    WHERE rs.scene_version_id = v.id)
            FROM scene_versions v JOIN scenes s ON s.id = v.scene_id
            \(scene == nil ? "" : "WHERE s.name = ?") ORDER BY s.name, v.version
            """
        let statement = try database.prepare(sql)
        if let scene { try statement.bind(scene, at: 1) }
        var result: [CoverageVersion] = []
        while try statement.step() {
            result.append(CoverageVersion(scene: statement.columnText(0) ?? "", version: statement.columnInt(1),
                                          sessions: statement.columnInt(2)))
        }
        return result
    }
}
