import Foundation
import Testing

/// Several writers on one store: the studio's clients and a `touchtape replay` process.
@Suite("studio: concurrent writers")
struct StudioConcurrencyTests {
    /// Statuses collected from several threads.
    final class Statuses: @unchecked Sendable {
        // @unchecked: every access holds `lock`.
        private let lock = NSLock()
        private var values: [String: Int] = [:]
        private var refusals: [String: String] = [:]
        private var replays: [Int32] = []
        func add(_ name: String, _ status: Int) { lock.withLock { values[name] = status } }
        /// What the server said of a save it did not take, so that a failure says why.
        func addRefusal(_ name: String, _ text: String) { lock.withLock { refusals[name] = text } }
        func addReplay(_ status: Int32) { lock.withLock { replays.append(status) } }
        var all: [String: Int] { lock.withLock { values } }
        var allRefusals: [String: String] { lock.withLock { refusals } }
        var replayStatuses: [Int32] { lock.withLock { replays } }
    }

    @Test("Two clients recording and saving at once, while `touchtape replay` runs on the same store, lose nothing")
    func twoClientsAndAReplayLoseNothing() throws {
        try withStudio([fixturesPath]) { studio, folder, db throws in
            let perClient = 6, statuses = Statuses()
            let base = studio.base
            DispatchQueue.concurrentPerform(iterations: 3) { worker in
                if worker == 2 {
                    // The replays run while the clients save.
                    for _ in 0..<3 {
                        let status = (try? runTouchtape(["replay", "--db", db], cwd: folder))?.status ?? -1
                        statuses.addReplay(status)
                    }
                    return
                }
                for i in 0..<perClient {
                    let name = "client\(worker)-\(i)"
                    // Each client first dispatches (the live outcomes), then saves.
                    let body = Data(tabBarSession(name: name, taps: [(187, 640), (20, Double(100 + i * 40))]).utf8)
                    _ = try? HTTP.post(base + "/api/dispatch", body: body)
                    let reply = try? HTTP.post(base + "/api/sessions", body: body)
                    statuses.add(name, reply?.status ?? -1)
                    if let reply, reply.status != 201 { statuses.addRefusal(name, reply.text) }
                }
            }
            let saved = statuses.all
            #expect(saved.count == 2 * perClient)
            #expect(saved.values.allSatisfy { $0 == 201 }, "statuses: \(saved); refusals: \(statuses.allRefusals)")
            #expect(statuses.replayStatuses == [0, 0, 0], "replays: \(statuses.replayStatuses)")
            // Every session is stored whole, with a complete baseline (4 deliveries each).
            let rows = try sqlite3(db, """
                SELECT s.session, s.events, r.deliveries FROM v_sessions s
                JOIN v_runs r ON r.run = s.baseline_run AND r.session = s.session
                WHERE s.session LIKE 'client%' ORDER BY s.session
                """)
            let stored = lines(rows)
            #expect(stored.count == 2 * perClient, "\(rows)")
            #expect(stored.allSatisfy { $0.hasSuffix("|4|4") }, "\(rows)")
        }
    }
}
