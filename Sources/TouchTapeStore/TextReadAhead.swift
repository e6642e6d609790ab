/// Texts read ahead of a miss of ``Store/textID(_:)`` (issue #12). Import interns texts in the
/// order a session first meets them, and replay asks for them in that same order, so after a
/// text is found in SQL the texts with the next ids are very likely the next misses: reading
/// them in the same statement replaces many look-ups by text (a 50,000-view scene's session has
/// 65,589 texts) by a few range reads.
///
/// The texts read ahead are kept apart from the connection's text ids and replaced by the next
/// miss's, so a store whose ids do not come in that order costs at most one window of memory,
/// never a cache of texts nobody asked for.
struct TextReadAhead {
    /// How many ids one miss reads after the one found.
    static let size: Int64 = 256

    private var ids: [String: Int64] = [:]

    func id(_ text: String) -> Int64? { ids[text] }

    /// Replaces the window by the texts with ids `after + 1 ... after + size`.
    mutating func fill(after id: Int64, _ database: Database) throws {
        let select = try database.cachedStatement("SELECT id, text FROM texts WHERE id > ?1 AND id <= ?1 + ?2")
        try select.bind(id, at: 1)
        try select.bind(Self.size, at: 2)
        defer { select.reset() }
        ids.removeAll(keepingCapacity: true)
        while try select.step() {
            if let text = select.columnText(1) { ids[text] = select.columnInt64(0) }
        }
    }

    mutating func removeAll() {
        ids = [:]
    }
}
