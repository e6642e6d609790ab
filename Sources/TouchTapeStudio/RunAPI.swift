import TouchTapeCore
import TouchTapeReplay
import TouchTapeStore

/// The run history and a run's HTML report, as `touchtape runs` and `replay --report` give them.
struct RunAPI: Sendable {
    let store: StudioStore

    /// `GET /api/runs`: the run history, newest first, one entry per run with its sessions.
    func list() async throws -> JSONOut {
        let rows = try await store.run { try $0.runs() }
        var runs: [(RunInfo, [RunInfo])] = []
        for row in rows {
            if runs.last?.0.run == row.run { runs[runs.count - 1].1.append(row) } else { runs.append((row, [row])) }
        }
        return .object([("runs", .array(runs.map { first, sessions in
            .object([("run", .int(first.run)), ("kind", .string(first.kind)), ("startedAt", .string(first.startedAt)),
                     ("engineVersion", .string(first.engineVersion)),
                     ("deliveries", .int(sessions.reduce(0) { $0 + $1.deliveries })),
                     ("changed", .int(sessions.reduce(0) { $0 + $1.changed })),
                     ("sessions", .array(sessions.map { s in
                         .object([("session", .string(s.session)), ("scene", .string(s.scene)),
                                  ("sceneVersion", .int(s.sceneVersion)), ("deliveries", .int(s.deliveries)),
                                  ("changed", .int(s.changed))])
                     }))])
        }))])
    }

    /// `GET /api/runs/{run}/report`: the run's HTML report, the page `replay --report` writes.
    func report(_ text: String) async throws -> String {
        guard let run = Int64(text), run >= 1 else {
            throw APIError.badRequest("run \"\(text)\": a run is a number from 1")
        }
        return try await store.run { store in
            let report = try StoredReport.load(store, run: run)  // the report `touchtape report` gives
            return try HTMLReport.document(report, store: store, heading: "touchtape")
        }
    }
}
