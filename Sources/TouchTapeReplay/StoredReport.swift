import TouchTapeCore
import TouchTapeStore

/// `report` (docs/cli.md): a stored run's comparison, read back from the store alone, the same
/// report `replay` printed (each session's seconds too, from store level 5 on).
package enum StoredReport {
    package static func load(_ store: Store, run: Int64) throws -> ComparisonReport {
        guard try store.runKind(run) != nil else { throw NotFoundError("no run \(run) in the store") }
        var report = ComparisonReport(run: run)
        report.sessions = try store.runSessionCounts(run).map {
            SessionSummary(session: $0.name, scene: $0.scene, sceneVersion: $0.sceneVersion,
                           deliveries: $0.deliveries, changed: $0.changed, seconds: $0.seconds,
                           referenceVersion: $0.comparedVersion)
        }
        report.differences = try store.runChanges(run).map {
            Difference(session: $0.session, field: $0.difference, source: DifferenceSource(rawValue: $0.source) ?? .baseline,
                       delivery: $0.ordinal)
        }
        return report
    }
}
