import TouchTapeCore
import TouchTapeStore

/// `replay` (docs/cli.md): dispatches stored sessions against their scene's current version (or
/// version N), compares every delivery with the session's baseline and with its `expect`
/// entries, and stores one run holding only the deliveries that differ.
///
/// Streams: events and baseline outcomes are read one at a time, so memory stays flat
/// however long the sessions are (only differences are kept, for the report).
package enum Replayer {
    /// Replays the named sessions (all when empty). Call inside `Store.write`. With no
    /// session to replay it stores nothing and returns a report with no run.
    ///
    /// - Parameter cache: whether a session whose replay the memo holds (issue #26: the same
    ///   session content, scene version content, baseline run and engine build as a replay
    ///   that did the work) takes that replay's stored result instead of being dispatched
    ///   again; the run then stores and reports exactly the same. False (`replay --no-cache`):
    ///   every session is dispatched. Either way, the sessions dispatched are memoized.
    package static func replay(_ store: Store, sessions names: [String], against version: Int?, label: String? = nil,
                              cache: Bool = true,
                              progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> ComparisonReport {
        try replay(store, sessions: names, against: version, label: label, build: EngineBuild.current, reuse: cache,
                   progress: progress)
    }

    /// ``replay(_:sessions:against:label:cache:progress:)`` under the engine build `build`
    /// (nil: none known, so nothing is reused or memoized).
    package static func replay(_ store: Store, sessions names: [String], against version: Int?, label: String?,
                               build: String?, reuse: Bool,
                               progress: (_ done: Int, _ total: Int) -> Void) throws -> ComparisonReport {
        let sessions = try store.storedSessions(named: names)
        guard !sessions.isEmpty else { return ComparisonReport(run: nil) }
        // Every chosen session's scene must have the version asked for (bad input otherwise),
        // checked before anything is written. The scene itself is loaded only for a session
        // that is dispatched.
        var versions: [String: (id: Int64, version: Int)] = [:]
        for session in sessions where versions[session.scene] == nil {
            versions[session.scene] = try store.sceneVersionRow(scene: session.scene, version: version)
        }
        var scenes: [Int64: Scene] = [:]
        /// Whether each baseline's scene version has recognizers or builtins, by version id.
        var gesturesOfVersion: [Int64: Bool] = [:]
        let run = try store.createRun(kind: .replay, label: label)
        var report = ComparisonReport(run: run)
        let totalEvents = sessions.reduce(0) { $0 + $1.events }
        var eventsDone = 0
        let clock = ContinuousClock()

        // The sessions the memo holds: their stored results are copied, a statement of each kind
        // for all of them, and their report is read back from what was copied.
        let memoStarted = clock.now
        let buildID = try build.map { try store.engineBuildID($0) }
        let memo = reuse ? try buildID.map { try store.memoizedReplays(build: $0) } ?? [:] : [:]
        var reused: [Int64: MemoizedReplay] = [:]
        for session in sessions where session.baselineRun != nil {
            guard let target = versions[session.scene],
                  let entry = memo[session.id]?.first(where: { $0.versionID == target.id }) else { continue }
            reused[session.id] = entry
        }
        // Each reused session's time: its share of finding them.
        let reusedSeconds = reused.isEmpty ? 0 : Self.seconds(clock.now - memoStarted) / Double(reused.count)
        for (source, entries) in Dictionary(grouping: reused.values, by: \.run).sorted(by: { $0.key < $1.key }) {
            try store.copyMemoizedReplays(into: run, from: source, sessions: entries, seconds: reusedSeconds)
        }
        report.reusedSessions = reused.count

        for session in sessions {
            let started = clock.now
            guard let version = versions[session.scene], let baselineRun = session.baselineRun else { continue }
            if let entry = reused[session.id] {
                if entry.changed > 0 {
                    for change in try store.changes(run: entry.run, session: session.id) {
                        report.differences.append(Difference(session: session.name, field: change.difference,
                                                             source: DifferenceSource(rawValue: change.source) ?? .baseline,
                                                             delivery: change.pair))
                    }
                }
                report.sessions.append(SessionSummary(session: session.name, scene: session.scene, sceneVersion: version.version,
                                                      deliveries: entry.deliveries, changed: entry.changed,
                                                      seconds: reusedSeconds, referenceVersion: entry.referenceVersion))
                eventsDone += session.events
                progress(eventsDone, totalEvents)
                continue
            }
            if scenes[version.id] == nil { scenes[version.id] = try store.scene(named: session.scene, version: version.version).scene }
            guard let scene = scenes[version.id] else { continue }
            let target = (id: version.id, version: version.version, scene: scene)
            // docs/formats.md "How two outcomes are compared": deliveries pair with the baseline's by
            // (seq, position within the seq).
            let coverage = try store.baselineCoverage(run: baselineRun, session: session.id)
            let baselineCursor = try OutcomeCursor(store: store, run: baselineRun, session: session.id, overlay: coverage?.overlay)
            // When neither side has recognizers, neither has timer, late or cancel rows and the
            // rows per seq are the same: the pairing is the index pairing, so the baseline's
            // rows are taken in order, as before recognizers (the compact path measured by #12).
            var baselineHasGestures = false
            if let versionID = coverage?.versionID {
                if gesturesOfVersion[versionID] == nil { gesturesOfVersion[versionID] = try store.versionHasGestures(versionID) }
                baselineHasGestures = gesturesOfVersion[versionID] ?? true
            }
            let interner = store.interner(forVersion: target.id, scene: target.scene)
            var comparison = SessionComparison(store: store, run: run, session: session, baselineRun: baselineRun,
                                               byIndex: !target.scene.hasGestures && !baselineHasGestures,
                                               baselineCursor: baselineCursor, interner: interner)
            if target.scene.hasGestures {
                // A scene with recognizers dispatches in full form: only it carries the timer,
                // late and cancel rows and each delivery's `withheld` and `gestures` (G5, G16, G17).
                var replay = FullFormReplay(scene: target.scene, comparison: comparison)
                try store.forEachEvent(of: session) { event in
                    try replay.step(event)
                    if (eventsDone + replay.seq) % 4096 == 0 { progress(eventsDone + replay.seq, totalEvents) }
                }
                try replay.finish()
                eventsDone += replay.seq
                comparison = replay.comparison
            } else {
                var dispatcher = Dispatcher(scene: target.scene)
                var deliveries: [CompactDelivery] = []
                var seq = 0
                try store.forEachEvent(of: session) { event in
                    deliveries.removeAll(keepingCapacity: true)
                    dispatcher.dispatch(event, seq: seq, into: &deliveries)
                    let expected = event.expectations.isEmpty ? []
                        : OutcomeComparison.differences(expected: event.expectations,
                                                        deliveries: deliveries.map { target.scene.delivery($0) }[...])
                    for d in deliveries {
                        try comparison.compare(try interner.stored(d, in: store), kind: d.kind, touch: d.touch, expected: expected)
                    }
                    seq += 1
                    eventsDone += 1
                    if eventsDone % 4096 == 0 { progress(eventsDone, totalEvents) }
                }
                try comparison.finish()
            }
            report.differences += comparison.differences
            let ordinal = comparison.ordinal, changed = comparison.changed, storesInFull = comparison.storesInFull
            let seconds = Self.seconds(clock.now - started)
            try store.finishReplay(run: run, session: session.id, sceneVersionID: target.id, baselineRun: baselineRun,
                                   overlaid: !storesInFull, deliveries: ordinal, changed: changed,
                                   changedBaseline: comparison.changedBaseline, changedExpect: comparison.changedExpect,
                                   seconds: seconds)
            report.sessions.append(SessionSummary(session: session.name, scene: session.scene,
                                                  sceneVersion: target.version, deliveries: ordinal, changed: changed,
                                                  seconds: seconds,
                                                  referenceVersion: coverage?.version))
        }
        if let buildID { try store.rememberReplays(run: run, build: buildID, except: Array(reused.keys)) }
        progress(totalEvents, totalEvents)
        return report
    }

    static func seconds(_ d: Duration) -> Double {
        let (s, attoseconds) = d.components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
