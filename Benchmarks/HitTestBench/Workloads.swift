import TouchTapeCore

/// A generated session file.
struct GeneratedSession {
    var name: String
    var bytes: [UInt8]
    var events: Int
    var deliveries: Int
    var taps: Int
    var drags: Int
    var twoFinger: Int
}

/// What the fingers of a generated session do.
enum SessionStyle {
    /// 70 % taps, 25 % drags of 3–14 moves in any direction, 5 % two-finger gestures.
    case grid
    /// Taps quick and held, scrolls along one axis, a few two-finger gestures (the scroll-view scene).
    case scrolling
}

/// Deterministic sessions of taps and drags (and a few two-finger gestures), written as
/// NDJSON `touchtape.session/1`: a header line, then one event a line.
enum SessionGenerator {
    /// A session of exactly `deliveries` deliveries against the scene named `scene`.
    ///
    /// - Parameters:
    ///   - name: the session's name (default `bench-DELIVERIES`).
    ///   - stream: 0 for the one session of a size (the same bytes as before issue #26), any
    ///     other value for another session of the same size (the shapes' many sessions).
    ///   - style: what the fingers do (`grid`: the historical mix at uniform random points).
    static func generate(deliveries target: Int, scene: String, width: Double, height: Double,
                         seed: UInt64, name: String? = nil, stream: UInt64 = 0,
                         style: SessionStyle = .grid) -> GeneratedSession {
        var rng = SplitMix64(seed: seed ^ UInt64(target) &* 0x9E37_79B9 ^ stream)
        let name = name ?? "bench-\(target)"
        var out: [UInt8] = []
        out.reserveCapacity(target * 80)
        func put(_ s: String) { out.append(contentsOf: s.utf8) }
        put("{\"format\":\"touchtape.session/1\",\"name\":\"\(name)\",\"scene\":\"\(scene)\"}\n")
        var t = 0  // milliseconds
        var events = 0, delivered = 0, taps = 0, drags = 0, twoFinger = 0
        func point() -> (Double, Double) {
            (Double(rng.below(Int(width * 16))) / 16, Double(rng.below(Int(height * 16))) / 16)
        }
        func clamp(_ v: Double, _ limit: Double) -> Double { min(max(v, 0), limit - 1.0 / 16) }
        func event(_ touches: [(Int, String, Double, Double)]) {
            put("{\"t\":\(Fmt.number(Double(t) / 1000)),\"touches\":[")
            for (i, (touch, phase, x, y)) in touches.enumerated() {
                if i > 0 { put(",") }
                put("{\"touch\":\(touch),\"phase\":\"\(phase)\",\"x\":\(Fmt.number(x)),\"y\":\(Fmt.number(y))}")
            }
            put("]}\n")
            events += 1
            delivered += touches.count
            t += 16
        }
        /// A scroll-view screen's gestures: quick taps and held taps (on either side of the scroll
        /// delay's 0.15 s), vertical scrolls of the feed and sideways swipes of a carousel
        /// (mostly along one axis, as fingers scroll), and now and then two fingers.
        func scrollingGesture(remaining: Int) {
            let r = rng.unit()
            if r < 0.04 && remaining >= 6 {
                twoFinger += 1
                var (x1, y1) = point()
                var (x2, y2) = point()
                event([(1, "began", x1, y1), (2, "began", x2, y2)])
                x1 = clamp(x1 + 30, width); y1 = clamp(y1 + 30, height)
                x2 = clamp(x2 - 30, width); y2 = clamp(y2 - 30, height)
                event([(1, "moved", x1, y1), (2, "moved", x2, y2)])
                event([(1, "ended", x1, y1), (2, "ended", x2, y2)])
            } else if r < 0.45 && remaining >= 3 {
                drags += 1
                let moves = min(4 + rng.below(17), remaining - 2)
                var (x, y) = point()
                let along = Double(8 + rng.below(17)) * (rng.chance(0.5) ? 1 : -1)
                let across = Double(rng.below(5) - 2) / 2
                let vertical = rng.chance(0.6)
                let (dx, dy) = vertical ? (across, along) : (along, across)
                event([(1, "began", x, y)])
                for _ in 0..<moves {
                    x = clamp(x + dx, width); y = clamp(y + dy, height)
                    event([(1, "moved", x, y)])
                }
                event([(1, "ended", x, y)])
            } else {
                taps += 1
                let (x, y) = point()
                event([(1, "began", x, y)])
                t += rng.chance(0.7) ? 40 + rng.below(80) : 160 + rng.below(400)
                event([(1, "ended", x, y)])
            }
        }
        while delivered < target {
            let remaining = target - delivered
            t += 200 + rng.below(400)
            if remaining == 1 {
                // A session may end with a finger still down (T7).
                let (x, y) = point()
                event([(1, "began", x, y)])
                break
            }
            if style == .scrolling {
                scrollingGesture(remaining: remaining)
                continue
            }
            let r = rng.unit()
            if r < 0.05 && remaining >= 6 {
                twoFinger += 1
                var (x1, y1) = point()
                var (x2, y2) = point()
                event([(1, "began", x1, y1), (2, "began", x2, y2)])
                x1 = clamp(x1 + 24, width); y1 = clamp(y1 + 24, height)
                x2 = clamp(x2 - 24, width); y2 = clamp(y2 - 24, height)
                event([(1, "moved", x1, y1), (2, "moved", x2, y2)])
                event([(1, "ended", x1, y1), (2, "ended", x2, y2)])
            } else if r < 0.30 && remaining >= 3 {
                drags += 1
                let moves = min(3 + rng.below(12), remaining - 2)
                var (x, y) = point()
                let dx = Double(rng.below(81) - 40) / 2, dy = Double(rng.below(81) - 40) / 2
                event([(1, "began", x, y)])
                for _ in 0..<moves {
                    x = clamp(x + dx, width); y = clamp(y + dy, height)
                    event([(1, "moved", x, y)])
                }
                event([(1, "ended", x, y)])
            } else {
                taps += 1
                let (x, y) = point()
                event([(1, "began", x, y)])
                t += 60
                event([(1, "ended", x, y)])
            }
        }
        return GeneratedSession(name: name, bytes: out, events: events, deliveries: delivered, taps: taps,
                                drags: drags, twoFinger: twoFinger)
    }
}

/// The storage floor (issue #12, defined exactly): one `sqlite3` shell process, one
/// transaction, WAL, a ten-column table shaped like an outcome row, filled by ONE
/// `INSERT INTO … SELECT … FROM` a recursive CTE generating `rows` rows whose values vary per
/// row, committed, then every row read back with `SELECT count(*) FROM (SELECT * FROM t)`.
/// The table is created inside that transaction. `synchronous = NORMAL` is the store's own
/// setting (the issue names none): the floor pays no durability the store does not.
/// The whole `sqlite3` invocation is timed. Responder ids are about as long as the bench
/// scenes' (`grid-…`), chains three to five of them, control-event lists mostly empty.
enum FloorScript {
    static func generate(rows: Int) -> String {
        """
        PRAGMA journal_mode = WAL;
        PRAGMA synchronous = NORMAL;
        BEGIN;
        CREATE TABLE t (run INTEGER, session INTEGER, seq INTEGER, touch INTEGER,
                        phase TEXT, window TEXT, view TEXT, handled_by TEXT, chain TEXT, control_events TEXT);
        INSERT INTO t (run, session, seq, touch, phase, window, view, handled_by, chain, control_events)
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < \(rows))
        SELECT 1, 1 + i % 20, i, 1 + i % 2,
               CASE i % 4 WHEN 0 THEN 'began' WHEN 3 THEN 'ended' ELSE 'moved' END,
               'window-' || (i % 3),
               'grid-' || (i * 7 % 5000),
               'grid-' || (i * 7 % 5000 / 4),
               '["grid-' || (i * 7 % 5000) || '","grid-' || (i * 7 % 5000 / 4) || '","grid-' || (i % 97) || '","root","window-0"]',
               CASE WHEN i % 13 = 0 THEN '["touchDown","touchUpInside"]' ELSE '[]' END
        FROM n;
        COMMIT;
        SELECT count(*) FROM (SELECT * FROM t);

        """
    }
}
