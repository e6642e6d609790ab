/// A touch event as a few bytes, for the store (issue #12): replay reads it back without any
/// parsing, and it takes about a sixth of the room of the event's canonical JSON. Only what
/// the event's canonical JSON holds is kept, so the canonical JSON can be written again.
///
/// Layout: one byte `1` (the layout's number), then per touch: a byte of flags (bits 0–2 the
/// phase, `TouchPhase.allCases` order; bit 3 set when the file stated `tapCount`), the touch
/// id (one byte, 0–255), the tap count when stated (one byte, 1–255), then x and y as the
/// little-endian bit patterns of their doubles. `t` is stored beside it.
package enum PackedTouchEvent {
    static let layout: UInt8 = 1

    /// The packed form of a decoded touch event, or nil when it does not fit (a touch id or
    /// tap count outside 0–255, or not a touch event): the store keeps its JSON text then.
    package static func pack(_ decoded: TouchEventFastPath.Decoded) -> [UInt8]? {
        var out: [UInt8] = []
        return pack(decoded, appendingTo: &out) ? out : nil
    }

    /// Appends the packed form of a decoded touch event to `out` and returns true, or leaves
    /// `out` as it was and returns false when it does not fit (as ``pack(_:)`` returns nil).
    /// Import packs every event into a buffer it reuses, without an array per event.
    package static func pack(_ decoded: TouchEventFastPath.Decoded, appendingTo out: inout [UInt8]) -> Bool {
        guard case .touches(let samples) = decoded.event.payload else { return false }
        let start = out.count
        out.append(layout)
        for (i, s) in samples.enumerated() {
            let stated = decoded.tapCountStated & (1 << UInt64(i)) != 0
            guard (0...255).contains(s.touch), !stated || (1...255).contains(s.tapCount),
                  let phase = TouchPhase.allCases.firstIndex(of: s.phase) else {
                out.removeSubrange(start...)
                return false
            }
            out.append(UInt8(phase) | (stated ? 0x08 : 0))
            out.append(UInt8(s.touch))
            if stated { out.append(UInt8(s.tapCount)) }
            append(s.location.x, to: &out)
            append(s.location.y, to: &out)
        }
        return true
    }

    /// The event a packed record holds, or nil when the bytes are not one.
    package static func unpack(_ bytes: UnsafeBufferPointer<UInt8>, t: Double) -> SessionEvent? {
        unpackDecoded(bytes, t: t)?.event
    }

    /// The event a packed record holds with what its canonical JSON needs
    /// (``TouchEventFastPath/appendCanonical(_:to:)`` writes it again, for `check`).
    package static func unpackDecoded(_ bytes: UnsafeBufferPointer<UInt8>, t: Double) -> TouchEventFastPath.Decoded? {
        guard bytes.count > 1, bytes[0] == layout else { return nil }
        var statedMask: UInt64 = 0
        var samples: [TouchSample] = []
        var i = 1
        while i < bytes.count {
            let flags = bytes[i]
            let phaseIndex = Int(flags & 0x07)
            let stated = flags & 0x08 != 0
            let needed = 2 + (stated ? 1 : 0) + 16
            guard phaseIndex < TouchPhase.allCases.count, flags & 0xF0 == 0, bytes.count - i >= needed else { return nil }
            let touch = Int(bytes[i + 1])
            i += 2
            var tapCount = 1
            if stated {
                tapCount = Int(bytes[i])
                i += 1
                if samples.count < 64 { statedMask |= 1 << UInt64(samples.count) }
            }
            let x = double(bytes, at: i), y = double(bytes, at: i + 8)
            i += 16
            samples.append(TouchSample(touch: touch, phase: TouchPhase.allCases[phaseIndex], location: Point(x: x, y: y),
                                       tapCount: tapCount))
        }
        return TouchEventFastPath.Decoded(event: SessionEvent(t: t, payload: .touches(samples)), tapCountStated: statedMask)
    }

    private static func append(_ d: Double, to out: inout [UInt8]) {
        let bits = d.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    private static func double(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Double {
        var bits: UInt64 = 0
        for k in 0..<8 { bits |= UInt64(bytes[i + k]) << UInt64(8 * k) }
        return Double(bitPattern: bits)
    }
}
