import TouchTapeCore
import TouchTapeStore

extension ComparisonReport {
    /// The report of a stored run, from the store alone: each session the run covered, with
    /// its counts (`v_runs`) and its differences (`v_changes`, in the order the run found them).
    /// The studio shows a run's HTML report from this.
    package static func stored(run: Int64, store: Store) throws -> ComparisonReport {
        let covered = try store.runSessions(run).sessions
        var report = ComparisonReport(run: run)
        let counts = try store.database.prepare("SELECT deliveries, changed FROM v_runs WHERE run = ? AND session = ?")
        let changes = try store.database.prepare("""
            SELECT c.seq, c.touch, c.phase, c.field, c.baseline, c.current, c.source
            FROM changes c WHERE c.run_id = ? AND c.session_id = ? ORDER BY c.ordinal, c.source
            """)
        for (session, version) in covered {
            try counts.bind([.integer(run), .text(session.name)])
            let (deliveries, changed) = try counts.step() ? (counts.columnInt(0), counts.columnInt(1)) : (0, 0)
            counts.reset()
            try changes.bind([.integer(run), .integer(session.id)])
            while try changes.step() {
                let field = changes.columnText(3) ?? ""
                let difference = FieldDifference(
                    seq: changes.columnInt(0), touch: changes.columnIsNull(1) ? nil : changes.columnInt(1),
                    phase: changes.columnText(2).flatMap(TouchPhase.init(rawValue:)), field: field,
                    reference: fieldValue(changes.columnValue(4), field: field),
                    current: fieldValue(changes.columnValue(5), field: field))
                report.differences.append(Difference(session: session.name, field: difference,
                                                     source: DifferenceSource(rawValue: changes.columnText(6) ?? "") ?? .baseline))
            }
            changes.reset()
            report.sessions.append(SessionSummary(session: session.name, scene: session.scene, sceneVersion: version,
                                                  deliveries: deliveries, changed: changed))
        }
        return report
    }

    /// store.md: scalars are plain SQL values (a JSON null is NULL), lists are JSON text.
    private static func fieldValue(_ value: SQLiteValue, field: String) -> FieldValue {
        switch value {
        case .null: return .null
        case .integer(let n): return .number(Double(n))
        case .real(let d): return .number(d)
        case .text(let s): return field == "chain" || field == "controlEvents" ? .json(s) : .text(s)
        case .blob: return .null
        }
    }
}
