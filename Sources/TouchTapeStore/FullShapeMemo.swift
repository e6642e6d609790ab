import TouchTapeCore

/// Shape ids of full-form deliveries (scenes with recognizers or builtins) by an exact
/// fingerprint of everything their stored form is made of (issue #26): a delivery whose shape
/// was met before costs a few dozen word writes and compares, where interning it built a text
/// id per field, an ``OutcomeShape`` and a look-up by shape (a fifth of replaying, an eighth of
/// importing a scene with builtins).
///
/// The fingerprint holds the delivery's numbers, its cases' tags and its strings' two words
/// (``IdenticalString``): equal fingerprints mean every string is the same storage, so the same
/// text, and every other field equal, so the same stored form. The fields left out are the
/// delivery's place (seq, touch), which callers compare themselves, and what is not stored
/// (`t`, `trace`). The memo keeps each delivery it fingerprinted, so the storage of the strings a
/// fingerprint names is not reused while the memo holds it.
///
/// At most ``maxEntries`` fingerprints of at most ``maxWords`` words: memory stays flat whatever
/// the session, and a delivery with a longer fingerprint is simply not memoized.
struct FullShapeMemo {
    /// Fingerprints longer than this are not memoized (a delivery with many calls or gestures).
    static let maxWords = 96
    /// Past this many fingerprints the memo starts again: memory stays flat whatever the
    /// session (a scene's distinct shapes are a few thousand).
    static let maxEntries = 1 << 14
    /// The table starts small and doubles as entries come, kept at most half full: a scene's
    /// few thousand shapes then sit in a table that stays in cache.
    private static let initialTableBits = 10
    private var tableBits = Self.initialTableBits

    /// A place of the open-addressing table: a fingerprint's hash, where it starts in `arena`
    /// and its entry (-1: empty), together so that a look-up touches one place.
    private struct Place {
        var hash: UInt64 = 0
        var start: Int32 = 0
        var entry: Int32 = -1
    }

    private var table: [Place]
    private var ids: [Int64] = []
    /// The fingerprints, one after another, each preceded by its length.
    private var arena: [UInt64] = []
    private var kept: [GestureDelivery] = []
    /// The fingerprint being built: written through a pointer, not appended to an array (an
    /// append checks uniqueness and capacity, a few dozen times per delivery).
    private let scratch = FingerprintBuffer(capacity: maxWords)

    init() {
        table = [Place](repeating: Place(), count: 1 << Self.initialTableBits)
    }

    /// The shape id memoized for a delivery with `d`'s stored form, nil when none is.
    mutating func id(of d: GestureDelivery) -> Int64? {
        withUnsafePointer(to: d) { id(at: $0) }
    }

    /// ``id(of:)`` for the delivery at `d`, read where it lies.
    mutating func id(at d: UnsafePointer<GestureDelivery>) -> Int64? {
        guard let count = scratch.write(d) else { return nil }
        let h = scratch.hash(count)
        return find(h, count).entry.map { ids[$0] }
    }

    /// Remembers that `d`'s stored form has shape `id`.
    mutating func remember(_ id: Int64, of d: GestureDelivery) {
        guard let count = scratch.write(d) else { return }
        if ids.count >= Self.maxEntries {
            tableBits = Self.initialTableBits
            table = [Place](repeating: Place(), count: 1 << tableBits)
            ids.removeAll(keepingCapacity: true)
            arena.removeAll(keepingCapacity: true)
            kept.removeAll(keepingCapacity: true)
        }
        let h = scratch.hash(count)
        var (entry, place) = find(h, count)
        if let entry {
            ids[entry] = id
            return
        }
        if (ids.count + 1) * 2 > table.count {
            grow()
            place = find(h, count).place
        }
        table[place] = Place(hash: h, start: Int32(arena.count), entry: Int32(ids.count))
        ids.append(id)
        arena.append(UInt64(count))
        arena.append(contentsOf: UnsafeBufferPointer(start: scratch.base, count: count))
        kept.append(d)
    }

    /// Doubles the table, each place moved to where its hash now points.
    private mutating func grow() {
        let old = table
        tableBits += 1
        table = [Place](repeating: Place(), count: 1 << tableBits)
        let mask = (1 << tableBits) - 1
        for p in old where p.entry >= 0 {
            var i = Int(truncatingIfNeeded: p.hash >> UInt64(64 - tableBits))
            while table[i].entry >= 0 { i = (i + 1) & mask }
            table[i] = p
        }
    }

    /// The entry holding the `count`-word fingerprint in `scratch` (hash `h`), or the empty
    /// place it would take.
    private func find(_ h: UInt64, _ count: Int) -> (entry: Int?, place: Int) {
        let mask = (1 << tableBits) - 1
        var place = Int(truncatingIfNeeded: h >> UInt64(64 - tableBits))
        let fingerprint = scratch.base
        return table.withUnsafeBufferPointer { table in
            arena.withUnsafeBufferPointer { arena in
                while true {
                    let p = table[place]
                    if p.entry < 0 { return (nil, place) }
                    if p.hash == h {
                        let start = Int(p.start)
                        if arena[start] == UInt64(count) {
                            var i = 0
                            while i < count && arena[start + 1 + i] == fingerprint[i] { i += 1 }
                            if i == count { return (Int(p.entry), place) }
                        }
                    }
                    place = (place + 1) & mask
                }
            }
        }
    }
}

/// Where a delivery's fingerprint is written (``FullShapeMemo``): one fixed buffer per memo.
final class FingerprintBuffer {
    let base: UnsafeMutablePointer<UInt64>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// The hash of the first `count` words.
    func hash(_ count: Int) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<count { h = (h ^ base[i]) &* 0xBF58_476D_1CE4_E5B9 }
        h ^= h >> 29
        return h &* 0x94D0_49BB_1331_11EB
    }

    /// Writes `d`'s fingerprint and returns its length; nil when it is too long to memoize.
    /// Each part is either of fixed length or preceded by what says its length (counts in the
    /// first words, an optional's flag, a value's case), so two different deliveries never
    /// write the same words. Lists are read by index: a `for x in` loop copied each element,
    /// retaining its strings.
    func write(_ d: GestureDelivery) -> Int? {
        withUnsafePointer(to: d) { write($0) }
    }

    /// ``write(_:)-(GestureDelivery)`` for a delivery read where it lies, field by field:
    /// handing a delivery from an array to a call copied it, retaining each of its lists
    /// (issue #26).
    func write(_ d: UnsafePointer<GestureDelivery>) -> Int? {
        var w = Writer(base: base, capacity: capacity)
        w.add(Self.pair(d.pointee.view, d.pointee.handledBy))
        w.add(Self.pair(d.pointee.hitView, d.pointee.window))
        w.add(Self.pair(d.pointee.chainStart, d.pointee.chainLength))
        w.add(tagByte(d.pointee.kind) | tagByte(d.pointee.phase) << 8 | tagByte(d.pointee.dropped) << 16 | tagByte(d.pointee.withheld) << 24
              | UInt64(UInt8(truncatingIfNeeded: d.pointee.gestures.count)) << 32
              | UInt64(UInt8(truncatingIfNeeded: d.pointee.calls.count)) << 40
              | UInt64(UInt8(truncatingIfNeeded: d.pointee.controlEvents.count)) << 48)
        // Counts past 255 would wrap in the word above: such a delivery is not memoized.
        guard d.pointee.gestures.count < 256, d.pointee.calls.count < 256, d.pointee.controlEvents.count < 256 else { return nil }
        w.add(d.pointee.firstResponder)
        for i in d.pointee.gestures.indices {
            w.add(tagByte(d.pointee.gestures[i].state) | (d.pointee.gestures[i].action == nil ? 0 : 1 << 8)
                  | (d.pointee.gestures[i].target == nil ? 0 : 1 << 9))
            w.add(d.pointee.gestures[i].gesture)
            if let action = d.pointee.gestures[i].action { w.add(action) }
            if let target = d.pointee.gestures[i].target { w.add(target) }
            if w.overflow { return nil }
        }
        for i in d.pointee.controlEvents.indices {
            w.add(tagByte(d.pointee.controlEvents[i].event))
            w.add(d.pointee.controlEvents[i].view)
            w.add(d.pointee.controlEvents[i].action)
            if w.overflow { return nil }
        }
        for i in d.pointee.calls.indices {
            w.add((d.pointee.calls[i].afterAnimation ? 1 : 0) | (d.pointee.calls[i].to == nil ? 0 : 2) | UInt64(d.pointee.calls[i].args.count) << 8)
            w.add(d.pointee.calls[i].from)
            w.add(d.pointee.calls[i].selector)
            if let to = d.pointee.calls[i].to { w.add(to) }
            for j in d.pointee.calls[i].args.indices {
                w.add(d.pointee.calls[i].args[j].name)
                switch d.pointee.calls[i].args[j].value {
                case .indexPath(let section, let row):
                    w.add(1)
                    w.add(UInt64(bitPattern: Int64(section)))
                    w.add(UInt64(bitPattern: Int64(row)))
                case .integer(let i):
                    w.add(2)
                    w.add(UInt64(bitPattern: Int64(i)))
                case .number(let n):
                    // By its bits: 0 and -0 are written differently.
                    w.add(3)
                    w.add(n.bitPattern)
                case .bool(let b):
                    w.add(b ? 4 : 5)
                case .string(let s):
                    w.add(6)
                    w.add(s)
                case .null:
                    w.add(7)
                }
            }
            if w.overflow { return nil }
        }
        return w.overflow ? nil : w.count
    }

    private static func pair(_ a: Int32, _ b: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: a)) | UInt64(UInt32(bitPattern: b)) << 32
    }

    /// Writes words up to the capacity; past it, only notes the overflow.
    private struct Writer {
        let base: UnsafeMutablePointer<UInt64>
        let capacity: Int
        var count = 0
        var overflow = false

        mutating func add(_ word: UInt64) {
            guard count < capacity else {
                overflow = true
                return
            }
            base[count] = word
            count += 1
        }

        mutating func add(_ s: String) {
            let (a, b) = IdenticalString.words(s)
            add(a)
            add(b)
        }

        mutating func add(_ s: String?) {
            if let s {
                add(1)
                add(s)
            } else {
                add(0)
            }
        }
    }
}

/// The first byte of a value: a case's tag for an enum without payloads (and its optional),
/// which Swift keeps in one byte, so a fingerprint or a word mix need not hash its raw value
/// (a string).
func tagByte<T>(_ value: T) -> UInt64 {
    withUnsafeBytes(of: value) { $0.isEmpty ? 0 : UInt64($0[0]) }
}
