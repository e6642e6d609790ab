import TouchTapeCore
import TouchTapeStore

/// `diff` (docs/cli.md): compares two runs, or a session's outcomes under two scene versions.
/// Stores nothing and checks no `expect`.
package enum RunDiff {
    /// Runs A and B over the sessions both cover; A is the reference.
    package static func runs(_ store: Store, _ a: Int64, _ b: Int64) throws -> ComparisonReport {
        let sessionsA = try store.runSessions(a).sessions
        let sessionsB = try store.runSessions(b).sessions
        let common = sessionsB.filter { pair in sessionsA.contains { $0.session.id == pair.session.id } }
        guard !common.isEmpty else {
            throw InputError("runs \(a) and \(b) cover no session in common")
        }
        var report = ComparisonReport(run: b)
        for (session, version) in common {
            // docs/formats.md "How two outcomes are compared": by (seq, position within the seq); a delivery one run
            // lacks is a difference of its own against "no delivery".
            var rowsA = ReferenceRows(try OutcomeCursor(store: store, run: a, session: session.id), store: store)
            let cursorB = try OutcomeCursor(store: store, run: b, session: session.id)
            var deliveries = 0, changed = 0, pair = 0
            func record(_ found: [FieldDifference]) {
                if !found.isEmpty {
                    changed += 1
                    report.differences += found.map {
                        Difference(session: session.name, field: $0, source: .baseline, delivery: pair)
                    }
                }
                pair += 1
            }
            func recordVanished() throws {
                for reference in rowsA.unpaired {
                    record(try store.differences(unpaired: try store.outcome(reference), present: .reference))
                }
                rowsA.clearUnpaired()
            }
            while let (_, current) = try cursorB.next() {
                deliveries += 1
                let partner = try rowsA.partner(of: current)
                try recordVanished()
                if let reference = partner {
                    record(try store.row(reference, holds: current) ? []
                           : try store.differences(reference: try store.outcome(reference), current: current))
                } else {
                    record(try store.differences(unpaired: current, present: .current))
                }
            }
            try rowsA.finish()
            try recordVanished()
            report.sessions.append(SessionSummary(session: session.name, scene: session.scene, sceneVersion: version,
                                                  deliveries: deliveries, changed: changed,
                                                  referenceVersion: sessionsA.first { $0.session.id == session.id }?.sceneVersion))
        }
        return report
    }

    /// One session dispatched against versions `from` (the reference) and `to` of its scene.
    package static func versions(_ store: Store, session name: String, from: Int, to: Int) throws -> ComparisonReport {
        guard let session = try store.storedSessions(named: [name]).first else {
            throw NotFoundError("no session \"\(name)\" in the store")
        }
        let reference = try store.sceneVersion(scene: session.scene, version: from)
        let current = try store.sceneVersion(scene: session.scene, version: to)
        var a = Dispatcher(scene: reference.scene)
        var b = Dispatcher(scene: current.scene)
        // Whole lists: a dispatch may give rows of the previous seq (a deadline that passed
        // before the event), so pairing by (seq, position) waits for every row.
        var before: [Delivery] = [], after: [Delivery] = []
        var report = ComparisonReport(run: nil)
        var seq = 0, deliveries = 0, changed = 0
        try store.forEachEvent(of: session) { event in
            a.dispatch(event, seq: seq, into: &before)
            b.dispatch(event, seq: seq, into: &after)
            seq += 1
        }
        // G5: deadlines still armed after the last event pass (scenes with recognizers only).
        a.finish(into: &before)
        b.finish(into: &after)
        deliveries = after.count
        for (pair, (x, y)) in OutcomeComparison.pairs(reference: before, current: after).enumerated() {
            let found: [FieldDifference]
            switch (x, y) {
            case let (x?, y?): found = OutcomeComparison.differences(reference: x, current: y)
            case let (x?, nil): found = OutcomeComparison.differences(unpaired: x, present: .reference)
            case let (nil, y?): found = OutcomeComparison.differences(unpaired: y, present: .current)
            case (nil, nil): found = []
            }
            if !found.isEmpty {
                changed += 1
                report.differences += found.map { Difference(session: session.name, field: $0, source: .baseline, delivery: pair) }
            }
        }
        report.sessions.append(SessionSummary(session: session.name, scene: session.scene, sceneVersion: to,
                                              deliveries: deliveries, changed: changed, referenceVersion: from))
        return report
    }
}
