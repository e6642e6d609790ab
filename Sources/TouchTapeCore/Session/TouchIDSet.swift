/// The touch ids of one event, for the per-event checks (a touch appears at most once; an
/// expectation names a touch the event carries): a list scanned while it is short, so the
/// ordinary event of one or two touches allocates no hash table, and a hash table once it
/// grows, so an event of any number of touches is checked in linear time (issue 18, item 5).
struct TouchIDSet {
    /// Past this many ids, lookups go through the hash table.
    static let listLimit = 16

    private var list: [(id: Int, slot: Int)] = []
    private var table: [Int: Int] = [:]
    private var usesTable = false

    init() {}

    /// Records `id` with a slot (the caller's index for it); false, recording nothing, when
    /// `id` is already there.
    mutating func insert(_ id: Int, slot: Int) -> Bool {
        if usesTable {
            if table[id] != nil { return false }
            table[id] = slot
            return true
        }
        for entry in list where entry.id == id { return false }
        list.append((id, slot))
        if list.count > Self.listLimit {
            table.reserveCapacity(list.count * 2)
            for entry in list { table[entry.id] = entry.slot }
            usesTable = true
            list = []
        }
        return true
    }

    /// The slot recorded with `id`, if any.
    func slot(of id: Int) -> Int? {
        if usesTable { return table[id] }
        for entry in list where entry.id == id { return entry.slot }
        return nil
    }
}
