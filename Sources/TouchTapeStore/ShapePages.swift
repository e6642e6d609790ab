/// The outcome shapes a connection has read, by id, in pages of 256 consecutive ids (issue #12).
///
/// Replay asks for a shape per delivery. On a 50,000-view scene a session has 77,264 shapes, and
/// a dictionary of them (hashing, probing a table of megabytes) was 4–6 % of replay; a page is
/// found by one array index and the shape by another. A miss reads the whole page of its id in
/// one statement: import numbers shapes in the order a session first meets them and replay asks
/// in that order, so the next misses are mostly already in it (one range read instead of one
/// point look-up per shape). Memory: the pages touched, 256 slots each.
struct ShapePages {
    /// Ids per page.
    static let pageSize: Int64 = 256
    /// Pages beyond this are not kept (ids that large are read each time): the page table is an
    /// array as long as the largest page index.
    static let maxPages: Int64 = 1 << 22

    /// Where each page starts in `slots`, −1 while not read; indexed by `id / pageSize`.
    private var pageStarts: [Int32] = []
    /// ``PackedShape/absent`` where no row was read: not an optional, whose flag byte made a
    /// slot 56 bytes instead of 48, so that more of them straddled two cache lines (on a large
    /// scene replay looks one up per delivery, mostly missing the cache).
    private var slots: [PackedShape] = []

    /// The shape of `id` if its page was read and it fits a ``PackedShape``.
    func shape(_ id: Int64) -> OutcomeShape? {
        let page = id >> 8
        guard page >= 0, page < Int64(pageStarts.count) else { return nil }
        let start = pageStarts[Int(page)]
        guard start >= 0 else { return nil }
        let slot = slots[Int(start) + Int(id & 0xFF)]
        return slot.isAbsent ? nil : slot.shape
    }

    /// The first id of the page holding `id`.
    static func firstID(ofPageOf id: Int64) -> Int64 { id & ~0xFF }

    /// Keeps the rows of one page, read from `statement` (bound to ids `first ..< first +
    /// pageSize`); `row` gives a row's id and shape. Returns the shape of `id` if a row held it.
    mutating func read(page first: Int64, _ statement: Statement, wanted id: Int64,
                       row: (Statement) -> (Int64, OutcomeShape)) throws -> OutcomeShape? {
        let page = first >> 8
        let keep = page >= 0 && page < Self.maxPages && slots.count + Int(Self.pageSize) <= Int(Int32.max)
        var start = -1
        if keep {
            if page >= Int64(pageStarts.count) {
                pageStarts.append(contentsOf: repeatElement(-1, count: Int(page) + 1 - pageStarts.count))
            }
            if pageStarts[Int(page)] >= 0 {
                start = Int(pageStarts[Int(page)])  // read again: rows were added since
            } else {
                start = slots.count
                slots.append(contentsOf: repeatElement(.absent, count: Int(Self.pageSize)))
                pageStarts[Int(page)] = Int32(start)
            }
        }
        var found: OutcomeShape?
        while try statement.step() {
            let (rowID, shape) = row(statement)
            if rowID == id { found = shape }
            let offset = rowID &- first
            if start >= 0, offset >= 0, offset < Self.pageSize, let packed = PackedShape(shape) { slots[start + Int(offset)] = packed }
        }
        return found
    }

    mutating func removeAll() {
        pageStarts = []
        slots = []
    }
}
