import Foundation
import Testing
@testable import TouchTapeCore

/// The untraced hit-test walks plain views in a loop of its own (HitTest.swift,
/// `fastHitTest`); it must answer exactly as the general algorithm (H1–H8) that the traced
/// hit-test runs.
@Suite("Untraced fast path agrees with the traced algorithm (H1–H8)")
struct FastPathTests {
    /// A small deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func coordinate(_ range: Int) -> Double { Double(below(range * 4)) / 4 }
    }

    /// A random tree mixing plain views with every feature that sends a view down the general
    /// path: rules, transforms (some singular), ineligible views, bounds origins.
    static func randomScene(seed: UInt64) -> String {
        var g = Generator(state: seed)
        var count = 0
        func view(depth: Int, size: Double) -> String {
            count += 1
            let id = "v\(count)"
            let w = max(1, g.coordinate(Int(size))), h = max(1, g.coordinate(Int(size)))
            var keys = [#""id": "\#(id)""#]
            switch g.below(12) {
            case 0: keys.append(#""center": [\#(g.coordinate(Int(size))), \#(g.coordinate(Int(size)))], "size": [\#(w), \#(h)], "transform": [0, 1, -1, 0, 0, 0]"#)
            case 1: keys.append(#""center": [\#(g.coordinate(Int(size))), \#(g.coordinate(Int(size)))], "size": [\#(w), \#(h)], "transform": [\#(g.below(2) == 0 ? 0 : 2), 0, 0, 2, 3, -1]"#)
            default: keys.append(#""frame": [\#(g.coordinate(Int(size))), \#(g.coordinate(Int(size))), \#(w), \#(h)]"#)
            }
            switch g.below(14) {
            case 0: keys.append(#""hidden": true"#)
            case 1: keys.append(#""alpha": 0.005"#)
            case 2: keys.append(#""userInteractionEnabled": false"#)
            case 3: keys.append(#""pointInside": "circle""#)
            case 4: keys.append(#""pointInside": {"inset": [-5, -5, -5, -5]}"#)
            case 5: keys.append(#""hitTest": "passThroughSelf""#)
            case 6: keys.append(#""hitTest": "none""#)
            case 7: keys.append(#""boundsOrigin": [\#(g.coordinate(20)), \#(g.coordinate(20))]"#)
            case 8: keys.append(#""control": {"enabled": false}"#)
            default: break
            }
            if depth < 5 {
                let children = (0..<g.below(5)).map { _ in view(depth: depth + 1, size: max(w, h)) }
                if !children.isEmpty { keys.append(#""subviews": [\#(children.joined(separator: ","))]"#) }
            }
            return "{" + keys.joined(separator: ", ") + "}"
        }
        let roots = (0..<6).map { _ in view(depth: 2, size: 300) }
        return """
            { "format": "touchtape.scene/1", "name": "random",
              "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [\(roots.joined(separator: ","))] },
                           { "id": "overlay", "frame": [0, 0, 375, 667], "hitTest": "passThroughSelf", "subviews": [\(view(depth: 2, size: 200))] } ] }
            """
    }

    @Test("H1–H8: the untraced answer equals the traced one on random scenes and points")
    func randomScenesAgree() throws {
        var g = Generator(state: 7)
        var compared = 0, hits = 0
        for seed in 1...40 {
            let scene = try Scene.decode(Array(Self.randomScene(seed: UInt64(seed)).utf8), file: "random-\(seed)")
            for _ in 0..<400 {
                let p = Point(x: g.coordinate(400) - 10, y: g.coordinate(700) - 10)
                var trace: [TraceEntry] = []
                let traced = scene.hitTest(p, trace: &trace)
                let untraced = scene.hitTest(p)
                #expect(untraced == traced, "scene \(seed), point \(p)")
                compared += 1
                if untraced.view != nil { hits += 1 }
            }
        }
        #expect(compared == 16_000)
        // The sample must exercise hits, not only misses.
        #expect(hits > 2_000)
    }

    @Test("H4: a point exactly on a plain view's max edge misses it on the fast path too")
    func halfOpenEdgeOnTheFastPath() throws {
        let scene = try Scene.decode(Array("""
            { "format": "touchtape.scene/1", "name": "edge", "windows": [ { "id": "w", "frame": [0, 0, 100, 100],
              "subviews": [ { "id": "a", "frame": [10.1, 10.1, 0.2, 0.2] } ] } ] }
            """.utf8))
        #expect(scene.hitTest(Point(x: 10.1, y: 10.1)).view == scene.index(of: "a"))
        #expect(scene.hitTest(Point(x: 10.3, y: 10.2)).view == scene.index(of: "w"))
    }
}
