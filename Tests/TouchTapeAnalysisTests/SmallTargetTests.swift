import Testing
import TouchTapeCore
@testable import TouchTapeAnalysis

/// `fragile SCENE`: the 44-point lint reads the effective hit area from hit-testing.
@Suite("fragile SCENE")
struct SmallTargetTests {
    static let rule = "\"pointInside\": { \"minimumSize\": [44, 44] }"

    @Test("P2: the seed's 20 × 20 FEButton without its minimumSize rule is under 44 × 44, with its 20 × 20 area")
    func feButtonBeforeItsRule() throws {
        let s = try AnalysisFixtures.scene("fe-button-44/scene.json", replacing: [(Self.rule, "\"alpha\": 1")])
        let small = HitAreaMap(scene: s).smallTargets(in: s, minimum: 44)
        #expect(small.map(\.view) == [s.view("feButton")])
        #expect(small.first?.area?.width == 20)
        #expect(small.first?.area?.height == 20)
        #expect(small.first?.area?.boundingBox == Rect(x: 120, y: 120, width: 20, height: 20))
    }

    @Test("P2: with its minimumSize rule the seed's FEButton gets 44 × 44 points and is not listed")
    func feButtonAfterItsRule() throws {
        let s = try AnalysisFixtures.scene("fe-button-44/scene.json")
        let map = HitAreaMap(scene: s)
        #expect(map.smallTargets(in: s, minimum: 44).isEmpty)
        #expect(map.areas[Int(s.view("feButton"))]?.width == 44)
        #expect(map.areas[Int(s.view("feButton"))]?.height == 44)
    }

    @Test("H5: a view in front cuts a target's effective area below its frame")
    func viewInFrontCutsTheArea() throws {
        let s = try AnalysisFixtures.scene(json: """
            { "format": "touchtape.scene/1", "name": "cut", "windows": [ { "id": "w", "frame": [0, 0, 200, 200],
              "subviews": [ { "id": "target", "frame": [0, 0, 60, 60], "touches": "handle" },
                            { "id": "cover", "frame": [30, 0, 100, 100] } ] } ] }
            """)
        let small = HitAreaMap(scene: s).smallTargets(in: s, minimum: 44)
        #expect(small.map(\.view) == [s.view("target")])
        #expect(small.first?.area?.width == 30)
        #expect(small.first?.area?.height == 60)
    }

    @Test("H5: a target wholly covered gets no touch and is listed without an area")
    func coveredTargetHasNoArea() throws {
        let s = try AnalysisFixtures.scene(json: """
            { "format": "touchtape.scene/1", "name": "covered", "windows": [ { "id": "w", "frame": [0, 0, 200, 200],
              "subviews": [ { "id": "target", "frame": [0, 0, 60, 60], "touches": "handle" },
                            { "id": "cover", "frame": [0, 0, 100, 100] } ] } ] }
            """)
        let small = HitAreaMap(scene: s).smallTargets(in: s, minimum: 44)
        #expect(small.map(\.view) == [s.view("target")])
        #expect(small.first?.area == nil)
    }
}
