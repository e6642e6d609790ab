import TouchTapeCore

extension Store {
    /// Each session's size in deliveries (`replay --shard` balances by it): the deliveries of
    /// its baseline run, else its events.
    package func deliveryCounts(of sessions: [StoredSession]) throws -> [Int64: Int] {
        let statement = try database.cachedStatement("SELECT deliveries FROM run_sessions WHERE run_id = ? AND session_id = ?")
        var counts: [Int64: Int] = [:]
        for session in sessions {
            var count: Int64?
            if let run = session.baselineRun {
                count = try statement.scalarInt64(.integer(run), .integer(session.id))
            }
            counts[session.id] = count.map { Int($0) } ?? session.events
        }
        return counts
    }
}
