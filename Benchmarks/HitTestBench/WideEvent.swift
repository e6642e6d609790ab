import Foundation
import TouchTapeCore

/// Issue 18, item 5: import time per byte of a session holding one event of many touches
/// (then one event ending them all), against an ordinary session of taps of the same byte
/// size. The per-event checks are linear, so the two rates should be close (the target:
/// the wide file within 2× of the ordinary one, per byte).
struct WideEventFigures {
    var touches: Int
    var wideBytes: Int
    var ordinaryBytes: Int
    var ordinaryEvents: Int
    var wideSeconds: [Double] = []
    var ordinarySeconds: [Double] = []
    var wideRSS: [Int] = []

    var wideMicrosPerKB: Double { medianOf(wideSeconds) * 1e6 / (Double(wideBytes) / 1024) }
    var ordinaryMicrosPerKB: Double { medianOf(ordinarySeconds) * 1e6 / (Double(ordinaryBytes) / 1024) }
    var ratio: Double { wideMicrosPerKB / ordinaryMicrosPerKB }

    func table() -> String {
        """
        | one wide event (\(Fmt.int(touches)) touches) | wide file | ordinary file (\(Fmt.int(ordinaryEvents)) tap events) |
        |---|---:|---:|
        | file size | \(Fmt.bytes(Double(wideBytes))) | \(Fmt.bytes(Double(ordinaryBytes))) |
        | import, median of \(wideSeconds.count) | \(Fmt.fixed(medianOf(wideSeconds), 2)) s | \(Fmt.fixed(medianOf(ordinarySeconds), 2)) s |
        | import time per KiB | \(Fmt.fixed(wideMicrosPerKB, 1)) µs | \(Fmt.fixed(ordinaryMicrosPerKB, 1)) µs |
        | wide ÷ ordinary, per byte | \(Fmt.fixed(ratio, 2))× | |
        | peak memory of the wide import | \(Fmt.bytes(Double(medianOf(wideRSS.map(Double.init))))) | |
        """
    }
}

enum WideEventBench {
    /// The scene: one window, a view that takes many touches at once and one that takes one.
    static let scene = #"""
        {"format": "touchtape.scene/1", "name": "wide", "windows": [{"id": "window", "frame": [0, 0, 375, 667], "subviews": [
          {"id": "left", "frame": [0, 0, 187, 667], "multipleTouchEnabled": true, "touches": "handle"},
          {"id": "right", "frame": [187, 0, 188, 667], "touches": "handle"}]}]}
        """#

    /// NDJSON: a header, one event of `touches` began touches, one event ending them.
    static func wideSession(touches: Int, seed: UInt64) -> [UInt8] {
        var g = SplitMix64(seed: seed)
        var points: [(Double, Double)] = []
        points.reserveCapacity(touches)
        for _ in 0..<touches { points.append((Double(g.next() % 37_500) / 100, Double(g.next() % 66_700) / 100)) }
        var text = #"{"format":"touchtape.session/1","name":"wide","scene":"wide"}"# + "\n"
        for (t, phase) in [(0, "began"), (1, "ended")] {
            text += #"{"t":\#(t),"touches":["#
            for (i, p) in points.enumerated() {
                if i > 0 { text += "," }
                text += #"{"touch":\#(i + 1),"phase":"\#(phase)","x":\#(JSONText.numberString(p.0)),"y":\#(JSONText.numberString(p.1))}"#
            }
            text += "]}\n"
        }
        return Array(text.utf8)
    }

    /// NDJSON taps (one touch an event) until the file is at least `bytes` long.
    static func ordinarySession(bytes: Int, seed: UInt64) -> (bytes: [UInt8], events: Int) {
        var g = SplitMix64(seed: seed ^ 0x5EED)
        var text = #"{"format":"touchtape.session/1","name":"ordinary","scene":"wide"}"# + "\n"
        var events = 0
        var t = 0
        while text.utf8.count < bytes {
            let x = JSONText.numberString(Double(g.next() % 37_500) / 100)
            let y = JSONText.numberString(Double(g.next() % 66_700) / 100)
            for phase in ["began", "ended"] {
                text += #"{"t":\#(JSONText.numberString(Double(t) / 20)),"touches":[{"touch":1,"phase":"\#(phase)","x":\#(x),"y":\#(y)}]}"# + "\n"
                t += 1
                events += 1
            }
        }
        return (Array(text.utf8), events)
    }

    static func measure(touchtape: String, runner: ChildRunner, work: String, touches: Int, runs: Int, seed: UInt64,
                        log: (String) -> Void) throws -> WideEventFigures {
        let dir = work + "/wide"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let sceneFile = dir + "/scene.json", wideFile = dir + "/wide.ndjson", ordinaryFile = dir + "/ordinary.ndjson"
        try writeFile(sceneFile, Array(scene.utf8))
        let wide = wideSession(touches: touches, seed: seed)
        try writeFile(wideFile, wide)
        let ordinary = ordinarySession(bytes: wide.count, seed: seed)
        try writeFile(ordinaryFile, ordinary.bytes)
        var f = WideEventFigures(touches: touches, wideBytes: wide.count, ordinaryBytes: ordinary.bytes.count,
                                 ordinaryEvents: ordinary.events)
        let db = dir + "/store.sqlite"
        func importTimed(_ file: String) throws -> ChildRun {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: db + suffix) }
            let s = try runner.run(touchtape, ["import", sceneFile, "--db", db, "--json"])
            guard s.status == 0 else { throw BenchError.failed("import of the wide scene: \(s.stderr.prefix(500))") }
            let r = try runner.run(touchtape, ["import", file, "--db", db, "--json"])
            guard r.status == 0 else { throw BenchError.failed("import of \(file): \(r.stderr.prefix(500))") }
            return r
        }
        // Alternate the two files so that both see the same machine load.
        for i in 0..<runs {
            let w = try importTimed(wideFile)
            f.wideSeconds.append(w.seconds)
            f.wideRSS.append(w.maxRSS)
            let o = try importTimed(ordinaryFile)
            f.ordinarySeconds.append(o.seconds)
            log("    wide #\(i + 1): \(Fmt.fixed(w.seconds, 2)) s; ordinary: \(Fmt.fixed(o.seconds, 2)) s")
        }
        return f
    }
}
