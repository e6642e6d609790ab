import TouchTapeCore

/// How one stored event is kept: a touch event as its packed record (``PackedTouchEvent``),
/// any other event (or a touch event that does not pack) as its canonical JSON text.
enum StoredEventForm: UInt8 {
    case packedTouch = 1
    case json = 2
}

/// A session's events as the store keeps them from level 8 (`0008_event_chunks`): up to
/// ``capacity`` events in one row of `session_event_chunks`, one record after the other.
/// A row per event (levels 4–6) cost import one SQLite insert per event, about a fifth of its
/// time (issue #12); a chunk costs one insert per 256 events and no key per event.
///
/// A record: a byte of ``StoredEventForm``, `t` as the 8 little-endian bytes of its double's bit
/// pattern, the payload's length (unsigned LEB128), the payload.
struct EventChunkBuilder {
    static let capacity = 256

    /// The seq of the chunk's first event.
    private(set) var firstSeq: Int
    private(set) var count = 0
    private(set) var bytes: [UInt8] = []
    private var scratch: [UInt8] = []

    init(firstSeq: Int = 0) {
        self.firstSeq = firstSeq
        bytes.reserveCapacity(Self.capacity * 48)
    }

    var isFull: Bool { count >= Self.capacity }

    /// Appends an event: packed when it is a touch event that packs, else its canonical JSON.
    mutating func append(t: Double, touchEvent: TouchEventFastPath.Decoded?, canonical: [UInt8]) {
        scratch.removeAll(keepingCapacity: true)
        if let touchEvent, PackedTouchEvent.pack(touchEvent, appendingTo: &scratch) {
            appendRecord(.packedTouch, t: t, payload: scratch)
        } else {
            appendRecord(.json, t: t, payload: canonical)
        }
    }

    private mutating func appendRecord(_ form: StoredEventForm, t: Double, payload: [UInt8]) {
        bytes.append(form.rawValue)
        let bits = t.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        var length = UInt64(payload.count)
        repeat {
            let low = UInt8(length & 0x7F)
            length >>= 7
            bytes.append(length == 0 ? low : low | 0x80)
        } while length != 0
        bytes.append(contentsOf: payload)
        count += 1
    }

    /// Starts the next chunk, empty, after the events of this one.
    mutating func startNext() {
        firstSeq += count
        count = 0
        bytes.removeAll(keepingCapacity: true)
    }
}

/// Reads the records of one chunk (``EventChunkBuilder``'s layout) one at a time.
struct EventChunkRecords {
    struct Record {
        var form: StoredEventForm
        var t: Double
        var payload: Range<Int>
    }

    private(set) var offset = 0

    /// The record at the reader's place in `bytes`, or nil when the bytes there are not one.
    mutating func next(in bytes: UnsafeBufferPointer<UInt8>) -> Record? {
        guard offset < bytes.count, let form = StoredEventForm(rawValue: bytes[offset]), bytes.count - offset >= 10 else {
            return nil
        }
        var bits: UInt64 = 0
        for k in 0..<8 { bits |= UInt64(bytes[offset + 1 + k]) << UInt64(8 * k) }
        var i = offset + 9
        var length: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard i < bytes.count, shift < 63 else { return nil }
            let b = bytes[i]
            i += 1
            length |= UInt64(b & 0x7F) << shift
            if b & 0x80 == 0 { break }
            shift += 7
        }
        guard length <= UInt64(bytes.count - i) else { return nil }
        let end = i + Int(length)
        offset = end
        return Record(form: form, t: Double(bitPattern: bits), payload: i..<end)
    }
}
