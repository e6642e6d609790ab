import TouchTapeCore

/// What a difference is measured against (docs/cli.md `source`).
package enum DifferenceSource: String, Sendable, Hashable {
    /// The session's baseline run, run A of `diff A B`, or version N of `diff --from N`.
    case baseline
    /// An `expect` entry of the session.
    case expect
}

/// One difference of one session.
package struct Difference: Sendable, Hashable {
    package var session: String
    package var field: FieldDifference
    package var source: DifferenceSource
    /// The index of the delivery pair it belongs to in its session (docs/formats.md
    /// "Pairing"), when known: it tells two deliveries of one seq and touch apart (a touch
    /// delivery and its `cancel`). Not part of the reports' JSON.
    package var delivery: Int? = nil
}

/// One session's part of a comparison.
package struct SessionSummary: Sendable, Hashable {
    package var session: String
    package var scene: String
    package var sceneVersion: Int?
    package var deliveries: Int
    package var changed: Int
    /// How long its replay took, when measured (JUnit's `time`; a stored run has none).
    package var seconds: Double? = nil
    /// The scene version of its reference: the one its baseline run (run A of `diff A B`,
    /// version N of `diff --from N`) dispatched it against, when known. The pictures draw
    /// the old targets at their frames there.
    package var referenceVersion: Int? = nil
}

/// The result of `replay` or `diff`: counts, each session, each difference in order.
package struct ComparisonReport: Sendable {
    /// The replay run, run B of `diff A B`, or nil.
    package var run: Int64?
    package var sessions: [SessionSummary] = []
    package var differences: [Difference] = []
    /// How many sessions `replay` took from the replay memo instead of dispatching them
    /// (issue #26). Not part of any report: the reports are the same either way.
    package var reusedSessions = 0

    package init(run: Int64?) { self.run = run }

    package var deliveries: Int { sessions.reduce(0) { $0 + $1.deliveries } }
    /// Deliveries with at least one difference.
    package var changed: Int { sessions.reduce(0) { $0 + $1.changed } }
    package var hasDifferences: Bool { !differences.isEmpty }
    /// Sessions with at least one changed delivery.
    package var failed: Int { sessions.reduce(0) { $0 + ($1.changed > 0 ? 1 : 0) } }
    /// Sessions with none.
    package var passed: Int { sessions.count - failed }

    /// The differences grouped by change signature, largest first (docs/cli.md `groups`).
    package func groups() -> [ChangeGroup] {
        var scenes: [String: String] = [:]
        for s in sessions { scenes[s.session] = s.scene }
        return ChangeGroup.groups(differences) { scenes[$0] ?? "" }
    }
}
