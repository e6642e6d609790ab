/// A map from integers to values for the few entries the recognizer stage keeps at a time
/// (the touches that are down or still queued, by serial or by session touch id): a linear
/// scan of a handful of keys costs less than hashing an `Int` into a dictionary, which each
/// step did a dozen times (issue #26). Past ``scanLimit`` entries (an event of thousands of
/// touches) the slots are also indexed by key, so every access stays constant-time (issue 18:
/// every per-event check linear in the event's size). No caller iterates it, so the order of
/// entries is free.
struct SmallIntMap<Value> {
    private var keys: [Int] = []
    private var values: [Value?] = []
    /// Slot by key, kept only while there are more than `scanLimit` entries.
    private var slots: [Int: Int]?
    private static var scanLimit: Int { 16 }

    init() {}

    private func slot(of key: Int) -> Int? {
        if let slots { return slots[key] }
        var i = 0
        while i < keys.count {
            if keys[i] == key { return i }
            i += 1
        }
        return nil
    }

    private mutating func append(_ key: Int, _ value: Value) {
        keys.append(key)
        values.append(value)
        if slots != nil {
            slots?[key] = keys.count - 1
        } else if keys.count > Self.scanLimit {
            var index: [Int: Int] = [:]
            for (i, k) in keys.enumerated() { index[k] = i }
            slots = index
        }
    }

    private mutating func remove(at i: Int) {
        let last = keys.count - 1
        if slots != nil {
            slots?[keys[i]] = nil
            if i != last { slots?[keys[last]] = i }
        }
        keys.swapAt(i, last)
        values.swapAt(i, last)
        keys.removeLast()
        values.removeLast()
        if keys.isEmpty { slots = nil }
    }

    /// Whether `key` has a value (no copy of it).
    func contains(_ key: Int) -> Bool { slot(of: key) != nil }

    subscript(key: Int) -> Value? {
        get { slot(of: key).flatMap { values[$0] } }
        set {
            if let i = slot(of: key) {
                if let newValue { values[i] = newValue } else { remove(at: i) }
            } else if let newValue {
                append(key, newValue)
            }
        }
        // In place, as a dictionary's subscript: `map[key]?.field = x` copies no value.
        _modify {
            if let i = slot(of: key) {
                yield &values[i]
                if case .none = values[i] { remove(at: i) }
            } else {
                var added: Value? = nil
                yield &added
                if let added { append(key, added) }
            }
        }
    }
}
