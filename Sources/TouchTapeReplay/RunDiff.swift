import TouchTapeCore
import TouchTapeStore

/// `diff` (cli.md): compares two runs, or a session's outcomes under two scene versions.
/// Stores nothing and checks no `expect`.
public enum RunDiff {
    /// Runs A and B over the sessions both cover; A is the reference.
    public static func runs(_ store: Store, _ a: Int64, _ b: Int64) throws -> ComparisonReport {
        let sessionsA = try store.runSessions(a).sessions
        let sessionsB = try store.runSessions(b).sessions
        let common = sessionsB.filter { pair in sessionsA.contains { $0.session.id == pair.session.id } }
        guard !common.isEmpty else {
            throw InputError("runs \(a) and \(b) cover no session in common")
        }
        var report = ComparisonReport(run: b)
        for (session, version) in common {
            let cursorA = try OutcomeCursor(store: store, run: a, session: session.id)
            let cursorB = try OutcomeCursor(store: store, run: b, session: session.id)
            var deliveries = 0, changed = 0
            while let (_, current) = try cursorB.next() {
                deliveries += 1
                guard let (_, reference) = try cursorA.next() else { continue }
                let found = try store.differences(reference: reference, current: current)
                if !found.isEmpty {
                    changed += 1
                    report.differences += found.map { Difference(session: session.name, field: $0, source: .baseline) }
                }
            }
            report.sessions.append(SessionSummary(session: session.name, scene: session.scene, sceneVersion: version,
                                                  deliveries: deliveries, changed: changed))
        }
        return report
    }

    /// One session dispatched against versions `from` (the reference) and `to` of its scene.
    public static func versions(_ store: Store, session name: String, from: Int, to: Int) throws -> ComparisonReport {
        guard let session = try store.storedSessions(named: [name]).first else {
            throw NotFoundError("no session \"\(name)\" in the store")
        }
        let reference = try store.sceneVersion(scene: session.scene, version: from)
        let current = try store.sceneVersion(scene: session.scene, version: to)
        var a = Dispatcher(scene: reference.scene)
        var b = Dispatcher(scene: current.scene)
        var before: [Delivery] = [], after: [Delivery] = []
        var report = ComparisonReport(run: nil)
        var seq = 0, deliveries = 0, changed = 0
        func compare() {
            for (x, y) in zip(before, after) {
                deliveries += 1
                let found = OutcomeComparison.differences(reference: x, current: y)
                if !found.isEmpty {
                    changed += 1
                    report.differences += found.map { Difference(session: session.name, field: $0, source: .baseline) }
                }
            }
        }
        try store.forEachEvent(of: session) { event in
            before.removeAll(keepingCapacity: true)
            after.removeAll(keepingCapacity: true)
            a.dispatch(event, seq: seq, into: &before)
            b.dispatch(event, seq: seq, into: &after)
            compare()
            seq += 1
        }
        // G5: deadlines still armed after the last event pass (scenes with recognizers only).
        before.removeAll(keepingCapacity: true)
        after.removeAll(keepingCapacity: true)
        a.finish(into: &before)
        b.finish(into: &after)
        compare()
        report.sessions.append(SessionSummary(session: session.name, scene: session.scene, sceneVersion: to,
                                              deliveries: deliveries, changed: changed))
        return report
    }
}
