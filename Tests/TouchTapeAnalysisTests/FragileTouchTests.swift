import Testing
import TouchTapeCore
@testable import TouchTapeAnalysis

/// `fragile SESSION`: touches whose outcome flips within the radius, on a generated grid of
/// 40 × 40 buttons 10 points apart (x 0, 50, 100, 150; y 0 to 40) over a plain root view.
@Suite("fragile SESSION")
struct FragileTouchTests {
    static func gridScene() throws -> Scene {
        let buttons = (0..<4).map { i in
            "{ \"id\": \"b\(i)\", \"frame\": [\(i * 50), 0, 40, 40], \"control\": { \"actions\": { \"touchUpInside\": \"tap\(i):\" } } }"
        }.joined(separator: ", ")
        return try AnalysisFixtures.scene(json: """
            { "format": "touchtape.scene/1", "name": "grid", "windows": [ { "id": "w", "frame": [0, 0, 200, 100],
              "subviews": [ { "id": "root", "frame": [0, 0, 200, 100], "subviews": [ \(buttons) ] } ] } ] }
            """)
    }

    static func taps(_ points: [(Double, Double)]) throws -> Session {
        let events = points.enumerated().map { i, p in
            """
            { "t": \(Double(i)), "touches": [ { "touch": 1, "phase": "began", "x": \(p.0), "y": \(p.1) } ] },
            { "t": \(Double(i) + 0.5), "touches": [ { "touch": 1, "phase": "ended", "x": \(p.0), "y": \(p.1) } ] }
            """
        }.joined(separator: ",\n")
        return try Session.decode(Array("""
            { "format": "touchtape.session/1", "name": "grid-taps", "scene": "grid", "events": [ \(events) ] }
            """.utf8), file: "inline")
    }

    @Test("H4: a tap 3 points from a button's right edge flips 3 points to the right, to the root view")
    func flipsAtTheRightEdge() throws {
        let flips = try Self.taps([(37, 20)]).fragileTouches(on: Self.gridScene(), radius: 4)
        #expect(flips.count == 1)
        #expect(flips.first?.offset == Point(x: 3, y: 0))
        #expect(flips.first?.distance == 3)
        #expect(flips.first?.flipped.view == "root")
        #expect(flips.first?.sentence() == "event 0, touch 1 at (37, 20): a tap on `b0` 3 points to the right goes to `root`.")
    }

    @Test("H4: a tap 2 points above a button's bottom edge flips 2 points lower")
    func flipsAtTheBottomEdge() throws {
        let flips = try Self.taps([(20, 38)]).fragileTouches(on: Self.gridScene(), radius: 4)
        #expect(flips.first?.offset == Point(x: 0, y: 2))
        #expect(flips.first?.outcome.controlEvents.map(\.action) == ["tap0:"])
    }

    @Test("H4: a tap in a gap 2 points left of the next button flips to it, firing its action")
    func gapFlipsToTheNextButton() throws {
        let flips = try Self.taps([(48, 20)]).fragileTouches(on: Self.gridScene(), radius: 4)
        #expect(flips.first?.distance == 2)
        #expect(flips.first?.flipped.view == "b1")
        #expect(flips.first?.flipped.controlEvents.map(\.action) == ["tap1:"])
    }

    @Test("A tap farther than the radius from every edge is not reported")
    func steadyTapsAreNotReported() throws {
        // (20, 20) is 20 points from b0's edges; (45, 20) is 5 points from either button.
        #expect(try Self.taps([(20, 20), (45, 20)]).fragileTouches(on: Self.gridScene(), radius: 4).isEmpty)
    }

    @Test("Every tap of the grid is reported at exactly its distance to the nearest edge, to the sampling step")
    func flipDistancesOverTheGrid() throws {
        let scene = try Self.gridScene()
        for x in stride(from: 36.0, through: 39, by: 1) {
            let flips = try Self.taps([(x, 20)]).fragileTouches(on: scene, radius: 4)
            #expect(flips.first?.distance == 40 - x, "tap at x \(x)")
        }
    }
}
