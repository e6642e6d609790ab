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

    /// The texts read, in id order.
    private var window: [(id: Int64, text: String)] = []
    /// Where in `window` the next ask is expected: just after the text found last. Asked in
    /// that order (the usual case), a text is found by one comparison, with no hashing.
    private var next = 0
    /// Positions in `window` by text, made only when asks keep missing the expected one.
    private var positions: [String: Int]?
    /// Asks of this window that were not the expected one. The first few search the window
    /// instead: replay asks a window for one or two texts out of order, and hashing all of its
    /// texts for that cost 2 % of replaying a scene with builtins (issue #26).
    private var unexpectedAsks = 0
    private static let searchedAsks = 4

    mutating func id(_ text: String) -> Int64? {
        if next < window.count && window[next].text == text {
            next += 1
            return window[next - 1].id
        }
        if positions == nil && unexpectedAsks < Self.searchedAsks {
            unexpectedAsks += 1
            guard let position = window.firstIndex(where: { $0.text == text }) else { return nil }
            next = position + 1
            return window[position].id
        }
        if positions == nil {
            var byText: [String: Int] = [:]
            byText.reserveCapacity(window.count)
            for (i, entry) in window.enumerated() where byText[entry.text] == nil { byText[entry.text] = i }
            positions = byText
        }
        guard let position = positions?[text] else { return nil }
        next = position + 1
        return window[position].id
    }

    /// Replaces the window by the texts with ids `after + 1 ... after + size`.
    mutating func fill(after id: Int64, _ database: Database) throws {
        let select = try database.cachedStatement("SELECT id, text FROM texts WHERE id > ?1 AND id <= ?1 + ?2 ORDER BY id")
        try select.bind(id, at: 1)
        try select.bind(Self.size, at: 2)
        defer { select.reset() }
        removeAll()
        while try select.step() {
            if let text = select.columnText(1) { window.append((select.columnInt64(0), text)) }
        }
    }

    mutating func removeAll() {
        window.removeAll(keepingCapacity: true)
        next = 0
        positions = nil
        unexpectedAsks = 0
    }
}
