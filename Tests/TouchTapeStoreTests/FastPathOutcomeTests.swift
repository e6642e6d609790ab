import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore

/// Issue #12's fast paths (touch events decoded without a JSON value, outcomes interned with
/// memoized chains) must not change any outcome: checked on every seed fixture.
@Suite("Fast paths keep every fixture's outcomes")
struct FastPathOutcomeTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// A store with every fixture imported (each session with its baseline).
    func withFixtureStore(_ body: (Store) throws -> Void) throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            let (files, _) = try Importer.collect([Self.fixtures])
            _ = try Importer.run(files, into: store, replace: false)
            try body(store)
        }
    }

    @Test("Compact dispatch and memoized interning give every fixture delivery the ids the plain interning gives")
    func internerMatchesStored() throws {
        try withFixtureStore { store in
            var compared = 0
            try store.write {
                for session in try store.storedSessions(named: []) {
                    let target = try store.sceneVersion(scene: session.scene, version: nil)
                    // A scene with recognizers never takes the compact path (its timer, late and
                    // cancel rows exist only in the full form): Replayer and import use the full one.
                    if target.scene.hasGestures { continue }
                    var compactDispatcher = Dispatcher(scene: target.scene)
                    var plainDispatcher = Dispatcher(scene: target.scene)
                    let interner = OutcomeInterner(scene: target.scene)
                    var compact: [CompactDelivery] = []
                    var plain: [Delivery] = []
                    var seq = 0
                    try store.forEachEvent(of: session) { event in
                        compact.removeAll(keepingCapacity: true)
                        plain.removeAll(keepingCapacity: true)
                        compactDispatcher.dispatch(event, seq: seq, into: &compact)
                        plainDispatcher.dispatch(event, seq: seq, into: &plain)
                        #expect(compact.map { target.scene.delivery($0) } == plain)
                        for (c, d) in zip(compact, plain) {
                            let memoized = try interner.stored(c, in: store)
                            let expected = try store.stored(d)
                            #expect(memoized == expected, "session \(session.name), seq \(seq)")
                            compared += 1
                        }
                        seq += 1
                    }
                }
            }
            #expect(compared > 100)
        }
    }

    @Test("Memoized interning and shape ids of full deliveries (scenes with recognizers or builtins) are the plain interning's")
    func fullDeliveryInternerMatchesStored() throws {
        try withFixtureStore { store in
            var compared = 0
            try store.write {
                for session in try store.storedSessions(named: []) {
                    let target = try store.sceneVersion(scene: session.scene, version: nil)
                    // Every scene in the full form, with or without recognizers: the memo must
                    // give the ids of the plain interning for every delivery, twice over (the
                    // second pass reads only the memo).
                    let interner = OutcomeInterner(scene: target.scene)
                    for _ in 0..<2 {
                        var dispatcher = Dispatcher(scene: target.scene)
                        var full: [GestureDelivery] = []
                        var seq = 0
                        try store.forEachEvent(of: session) { event in
                            full.removeAll(keepingCapacity: true)
                            dispatcher.dispatch(event, seq: seq, into: &full)
                            for d in full {
                                let memoized = try interner.stored(d, in: store)
                                let plain = try store.stored(target.scene.delivery(d))
                                #expect(memoized == plain, "session \(session.name), seq \(seq)")
                                // The shape memo (FullShapeMemo) gives the plain shape's id.
                                #expect(try interner.shapeID(d, in: store) == store.shapeID(OutcomeShape(plain)),
                                        "session \(session.name), seq \(seq)")
                                compared += 1
                            }
                            seq += 1
                        }
                        full.removeAll(keepingCapacity: true)
                        dispatcher.finish(into: &full)
                        for d in full {
                            let memoized = try interner.stored(d, in: store)
                            let plain = try store.stored(target.scene.delivery(d))
                            #expect(memoized == plain, "session \(session.name), finish")
                        }
                    }
                }
            }
            #expect(compared > 100)
        }
    }

    @Test("The compact shape memo gives the plain shape id for thousands of distinct deliveries, as it grows and once grown")
    func compactShapeMemoGrowsAndStaysRight() throws {
        try withFixtureStore { store in
            try store.write {
                guard let session = try store.storedSessions(named: []).first else {
                    Issue.record("no fixture session")
                    return
                }
                let scene = try store.sceneVersion(scene: session.scene, version: nil).scene
                let n = Int32(min(scene.responderIDs.count, 6))
                #expect(n >= 2)
                var deliveries: [CompactDelivery] = []
                for w in -1..<n { for h in -1..<n { for v in -1..<n { for b in -1..<n { for f in -1..<n {
                    var d = CompactDelivery(seq: 0, t: 0, kind: .touch, touch: 1, phase: .began)
                    (d.window, d.hitView, d.view, d.handledBy, d.firstResponder) = (w, h, v, b, f)
                    deliveries.append(d)
                } } } } }
                #expect(deliveries.count > 2048)
                let interner = OutcomeInterner(scene: scene)
                for pass in 0..<2 {
                    for d in deliveries {
                        let plain = try store.shapeID(OutcomeShape(interner.stored(d, in: store)))
                        #expect(try interner.shapeID(d, in: store) == plain, "pass \(pass)")
                    }
                }
                // Queued shapes: a stand-in until inserted, then the same ids.
                let queuing = OutcomeInterner(scene: scene)
                let standIns = try deliveries.prefix(100).map { try queuing.queuedShapeID($0, in: store) }
                #expect(standIns.allSatisfy { $0 < 0 })
                try queuing.insertQueuedShapes(store)
                for d in deliveries.prefix(100) {
                    #expect(try queuing.queuedShapeID(d, in: store) == interner.shapeID(d, in: store))
                }
            }
        }
    }

    @Test("A full-form delivery with no chain and no responder interns as the plain interning does")
    func fullDeliveryWithNothingInternsAsPlain() throws {
        try withFixtureStore { store in
            try store.write {
                guard let session = try store.storedSessions(named: []).first else { return }
                let target = try store.sceneVersion(scene: session.scene, version: nil)
                let interner = OutcomeInterner(scene: target.scene)
                var d = GestureDelivery(seq: 0, t: 0, kind: .touch, touch: 1, phase: .began)
                d.dropped = .noHitView
                #expect(target.scene.delivery(d).chain.isEmpty)
                #expect(try interner.stored(d, in: store) == store.stored(target.scene.delivery(d)))
            }
        }
    }

    @Test("Stored events read back as the events of the fixture files")
    func storedEventsMatchFiles() throws {
        try withFixtureStore { store in
            let (files, _) = try Importer.collect([Self.fixtures])
            var sessions = 0
            for file in files where file.kind == .session {
                let fromFile = try Session.decode(Importer.read(file.path), file: file.path)
                let stored = try store.session(named: fromFile.name)
                #expect(stored.events == fromFile.events, "\(file.path)")
                sessions += 1
            }
            #expect(sessions > 3)
        }
    }

    @Test("Every fixture session replays against its baseline with no difference")
    func fixturesReplayClean() throws {
        try withFixtureStore { store in
            // Replay against the version each baseline was recorded on: no difference is possible.
            for session in try store.storedSessions(named: []) {
                let version = try store.database.cachedStatement("""
                    SELECT v.version FROM sessions s JOIN scene_versions v ON v.id = s.scene_version_id WHERE s.id = ?
                    """).scalarInt64(.integer(session.id))
                let report = try store.write {
                    try Replayer.replay(store, sessions: [session.name], against: version.map { Int($0) })
                }
                let baselineOnly = report.differences.filter { $0.source == .baseline }
                #expect(baselineOnly.isEmpty, "\(session.name)")
                #expect(report.deliveries > 0)
            }
        }
    }
}
