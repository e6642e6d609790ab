import TouchTapeCore

/// What a difference is measured against (cli.md `source`).
public enum DifferenceSource: String, Sendable, Hashable {
    /// The session's baseline run, run A of `diff A B`, or version N of `diff --from N`.
    case baseline
    /// An `expect` entry of the session.
    case expect
}

/// One difference of one session.
public struct Difference: Sendable, Hashable {
    public var session: String
    public var field: FieldDifference
    public var source: DifferenceSource
    /// The index of the delivery pair it belongs to in its session (formats-gestures.md
    /// "Pairing"), when known: it tells two deliveries of one seq and touch apart (a touch
    /// delivery and its `cancel`). Not part of the reports' JSON.
    public var delivery: Int? = nil
}

/// One session's part of a comparison.
public struct SessionSummary: Sendable, Hashable {
    public var session: String
    public var scene: String
    public var sceneVersion: Int?
    public var deliveries: Int
    public var changed: Int
    /// How long its replay took, when measured (JUnit's `time`; a stored run has none).
    public var seconds: Double? = nil
    /// The scene version of its reference: the one its baseline run (run A of `diff A B`,
    /// version N of `diff --from N`) dispatched it against, when known. The pictures draw
    /// the old targets at their frames there.
    public var referenceVersion: Int? = nil
}

/// The result of `replay` or `diff`: counts, each session, each difference in order.
public struct ComparisonReport: Sendable {
    /// The replay run, run B of `diff A B`, or nil.
    public var run: Int64?
    public var sessions: [SessionSummary] = []
    public var differences: [Difference] = []
    /// How many sessions `replay` took from the replay memo instead of dispatching them
    /// (issue #26). Not part of any report: the reports are the same either way.
    package var reusedSessions = 0

    public init(run: Int64?) { self.run = run }

    public var deliveries: Int { sessions.reduce(0) { $0 + $1.deliveries } }
    /// Deliveries with at least one difference.
    public var changed: Int { sessions.reduce(0) { $0 + $1.changed } }
    public var hasDifferences: Bool { !differences.isEmpty }
    /// Sessions with at least one changed delivery.
    public var failed: Int { sessions.reduce(0) { $0 + ($1.changed > 0 ? 1 : 0) } }
    /// Sessions with none.
    public var passed: Int { sessions.count - failed }

    /// The differences grouped by change signature, largest first (cli.md `groups`).
    public func groups() -> [ChangeGroup] {
        var scenes: [String: String] = [:]
        for s in sessions { scenes[s.session] = s.scene }
        return ChangeGroup.groups(differences) { scenes[$0] ?? "" }
    }
}
