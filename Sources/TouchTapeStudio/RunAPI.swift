import TouchTapeCore
import TouchTapeReplay
import TouchTapeStore

/// The run history and a run's HTML report, as `touchtape runs` and `replay --report` give them.
struct RunAPI: Sendable {
    let store: StudioStore

    /// `GET /api/runs`: the run history, newest first, one entry per run with its sessions.
    func list() async throws -> JSONWriter {
        let rows = try await store.run { try $0.runs() }
        var runs: [(RunInfo, [RunInfo])] = []
        for row in rows {
            if runs.last?.0.run == row.run { runs[runs.count - 1].1.append(row) } else { runs.append((row, [row])) }
        }
        var json = JSONWriter()
        json.object { json in
            json.key("runs")
            json.array(runs) { json, run in
                let (first, sessions) = run
                json.object { json in
                    json.key("run"); json.number(first.run)
                    json.key("kind"); json.string(first.kind)
                    json.key("startedAt"); json.string(first.startedAt)
                    json.key("engineVersion"); json.string(first.engineVersion)
                    json.key("deliveries"); json.number(sessions.reduce(0) { $0 + $1.deliveries })
                    json.key("changed"); json.number(sessions.reduce(0) { $0 + $1.changed })
                    json.key("sessions")
                    json.array(sessions) { json, s in
                        json.object { json in
                            json.key("session"); json.string(s.session)
                            json.key("scene"); json.string(s.scene)
                            json.key("sceneVersion"); json.number(s.sceneVersion)
                            json.key("deliveries"); json.number(s.deliveries)
                            json.key("changed"); json.number(s.changed)
                        }
                    }
                }
            }
        }
        return json
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
