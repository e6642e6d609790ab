import TouchTapeCore

/// One session of a stored run, as `report` reads it back: its counts and scene version.
package struct StoredRunSession: Sendable, Hashable {
    package var name: String
    package var scene: String
    package var sceneVersion: Int
    package var deliveries: Int
    package var changed: Int
    /// The seconds the session took to replay (null for runs stored before store level 5).
    package var seconds: Double?
    /// The scene version the run it was compared with (its baseline then) dispatched it
    /// against; nil for a baseline run.
    package var comparedVersion: Int? = nil
}

/// One stored difference (`changes`), as `report` reads it back.
package struct StoredChange: Sendable, Hashable {
    package var session: String
    package var ordinal: Int
    package var source: String
    package var difference: FieldDifference
}

extension Store {
    /// The scene version a run dispatched a session against (nil: the run did not cover it).
    package func sceneVersion(run: Int64, session: Int64) throws -> Int? {
        try database.cachedStatement("""
            SELECT v.version FROM run_sessions rs JOIN scene_versions v ON v.id = rs.scene_version_id
            WHERE rs.run_id = ? AND rs.session_id = ?
            """).scalarInt64(.integer(run), .integer(session)).map(Int.init)
    }

    /// The run's kind (nil: no such run).
    package func runKind(_ run: Int64) throws -> String? {
        try database.cachedStatement("SELECT kind FROM runs WHERE id = ?").scalarText(.integer(run))
    }

    /// The sessions a run covered with their counts, by name.
    package func runSessionCounts(_ run: Int64) throws -> [StoredRunSession] {
        let statement = try database.prepare("""
            SELECT se.name, sc.name, v.version, rs.deliveries, rs.changed, rs.seconds, cv.version
            FROM run_sessions rs JOIN sessions se ON se.id = rs.session_id
            JOIN scene_versions v ON v.id = rs.scene_version_id JOIN scenes sc ON sc.id = v.scene_id
            LEFT JOIN run_sessions crs ON crs.run_id = rs.compared_run_id AND crs.session_id = rs.session_id
            LEFT JOIN scene_versions cv ON cv.id = crs.scene_version_id
            WHERE rs.run_id = ? ORDER BY se.name
            """)
        var result: [StoredRunSession] = []
        try statement.forEachRow(.integer(run)) { s in
            result.append(StoredRunSession(name: s.columnText(0) ?? "", scene: s.columnText(1) ?? "", sceneVersion: s.columnInt(2),
                                           deliveries: s.columnInt(3), changed: s.columnInt(4),
                                           seconds: s.columnIsNull(5) ? nil : s.columnDouble(5),
                                           comparedVersion: s.columnIsNull(6) ? nil : s.columnInt(6)))
        }
        return result
    }

    /// Every difference a run stored, by session name, then delivery, then source (baseline
    /// first), then field in the outcome format's order: the order `replay` found them in.
    package func runChanges(_ run: Int64) throws -> [StoredChange] {
        let statement = try database.prepare("""
            SELECT se.name, c.ordinal, c.source, c.field, c.seq, c.touch, c.phase, c.baseline, c.current
            FROM changes c JOIN sessions se ON se.id = c.session_id
            WHERE c.run_id = ? ORDER BY se.name, c.ordinal, c.source
            """)
        var result: [StoredChange] = []
        try statement.forEachRow(.integer(run)) { s in
            let field = s.columnText(3) ?? ""
            let difference = FieldDifference(seq: s.columnInt(4), touch: s.columnIsNull(5) ? nil : s.columnInt(5),
                                             phase: s.columnText(6).flatMap(TouchPhase.init(rawValue:)), field: field,
                                             reference: Self.fieldValue(s.columnValue(7), field: field),
                                             current: Self.fieldValue(s.columnValue(8), field: field))
            result.append(StoredChange(session: s.columnText(0) ?? "", ordinal: s.columnInt(1), source: s.columnText(2) ?? "",
                                       difference: difference))
        }
        Self.sortFieldsWithinDeliveries(&result, same: { $0.session == $1.session && $0.ordinal == $1.ordinal && $0.source == $1.source },
                                        field: { $0.difference.field })
        return result
    }
}
