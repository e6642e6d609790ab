import TouchTapeCore

extension Store {
    /// `forget` (docs/cli.md): the sessions leave the store (their events and touches go, and
    /// they are no longer listed or replayed); their rows stay, marked forgotten, so that
    /// their runs stay in the history. Each name must be a session in the store. Returns
    /// how many runs of each stay in the history. Call inside ``write(_:)``.
    package func forget(sessions names: [String]) throws -> [(session: String, runs: Int)] {
        var result: [(String, Int)] = []
        let now = Store.timestamp()
        for name in names where !result.contains(where: { $0.0 == name }) {
            guard let id = try sessionID(named: name) else {
                throw NotFoundError("no session \"\(name)\" in the store")
            }
            try database.cachedStatement("DELETE FROM session_events WHERE session_id = ?").run(.integer(id))
            try database.cachedStatement("DELETE FROM session_event_chunks WHERE session_id = ?").run(.integer(id))
            try database.cachedStatement("UPDATE sessions SET forgotten_at = ?, content_hash = '' WHERE id = ?")
                .run(.text(now), .integer(id))
            let runs = try database.cachedStatement("SELECT COUNT(*) FROM run_sessions WHERE session_id = ?")
                .scalarInt64(.integer(id)) ?? 0
            result.append((name, Int(runs)))
        }
        return result
    }

    /// How many sessions the store holds (forgotten ones aside).
    package func sessionCount() throws -> Int {
        Int(try database.cachedStatement("SELECT COUNT(*) FROM sessions WHERE forgotten_at IS NULL").scalarInt64() ?? 0)
    }
}
