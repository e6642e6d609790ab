/// Rows read ahead of a cache miss (issue #12). Import numbers texts and outcome shapes in the
/// order a session first meets them, and replay asks for them in that same order, so after one
/// miss the next rows by id are very likely the next misses. Reading them in the same statement
/// replaces many point look-ups (a 50,000-view scene's session has 77,264 shapes and 65,589
/// texts) by a few range reads.
///
/// The rows read ahead are kept apart from the caches (``Store/shapesByID``, the text ids) and
/// replaced by the next miss's, so a store whose ids do not come in that order costs at most one
/// window of memory, never a cache of rows nobody asked for.
struct ReadAheadWindow<Value> {
    /// How many ids one miss reads, the missed one included.
    static var size: Int64 { 256 }

    private var first: Int64 = 0
    private var values: [Value?] = []

    /// The value of `id` if the last read covered it.
    func value(_ id: Int64) -> Value? {
        let offset = id &- first
        guard offset >= 0, offset < Int64(values.count) else { return nil }
        return values[Int(offset)]
    }

    /// Replaces the window by the rows of `statement` (bound to read ids `first ..< first + size`):
    /// `row` gives a row's id and value.
    mutating func fill(from first: Int64, _ statement: Statement, row: (Statement) -> (Int64, Value)) throws {
        self.first = first
        values = [Value?](repeating: nil, count: Int(Self.size))
        while try statement.step() {
            let (id, value) = row(statement)
            let offset = id &- first
            if offset >= 0, offset < Self.size { values[Int(offset)] = value }
        }
    }

    mutating func removeAll() {
        values = []
    }
}

/// Texts read ahead of a miss of ``Store/textID(_:)``, by text: there the miss is a text, and
/// the window is the texts whose ids follow the one it found.
struct TextReadAhead {
    private var ids: [String: Int64] = [:]

    func id(_ text: String) -> Int64? { ids[text] }

    /// Replaces the window by the texts with ids `after + 1 ... after + size`.
    mutating func fill(after id: Int64, _ database: Database) throws {
        let select = try database.cachedStatement("SELECT id, text FROM texts WHERE id > ?1 AND id <= ?1 + ?2")
        try select.bind(id, at: 1)
        try select.bind(ReadAheadWindow<Int64>.size, at: 2)
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
