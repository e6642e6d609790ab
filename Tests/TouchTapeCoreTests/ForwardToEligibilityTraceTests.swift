import Testing
@testable import TouchTapeCore

/// H3, H8 and H9 where a `forwardTo` rule names a view that is not eligible (issue #23, item
/// 15): docs/formats.md's row has the rule check its own view's eligibility (H3) first and then
/// ask each listed view's `pointInside` without checking that view's eligibility, as the seed
/// code (seed 004: `[self.centerBtn pointInside:newP withEvent:event]`) and UIKit do; the
/// default path that follows never asks an ineligible view's `pointInside` (H3 first). These
/// traces are what the rules give: one `pointInside` of the listed view, none more.
@Suite struct ForwardToEligibilityTraceTests {
    static func scene(_ flag: String) throws -> Scene {
        try TT.window(#"""
            { "id": "behind", "frame": [0, 0, 375, 667] },
            { "id": "tabBar", "frame": [0, 600, 375, 67], "hitTest": { "forwardTo": ["center"] },
              "subviews": [ { "id": "center", "frame": [150, -20, 60, 60], \#(flag) } ] }
            """#)
    }

    static let ineligible = [
        (#""hidden": true"#, "hidden"), (#""alpha": 0"#, "alpha"), (#""userInteractionEnabled": false"#, "userInteractionDisabled"),
        (#""control": { "enabled": false }"#, "disabledControl"),
    ]

    @Test("H8/H9: inside an ineligible listed view, forwardTo asks its pointInside once and returns it", arguments: ineligible)
    func insideTheListedView(_ flag: String, _ reason: String) throws {
        let scene = try Self.scene(flag)
        #expect(TT.hit(scene, 170, 590) == "center")
        #expect(Array(TT.trace(scene, 170, 590).dropFirst(2)) == [
            "hitTest tabBar (170, -10) -> center",
            "pointInside center (20, 10) true",
        ])
    }

    @Test("H3/H9: outside it, the default path that follows asks the ineligible view nothing (its hitTest returns nil with H3's reason)",
          arguments: ineligible)
    func outsideTheListedView(_ flag: String, _ reason: String) throws {
        let scene = try Self.scene(flag)
        #expect(TT.hit(scene, 10, 620) == "tabBar")
        let trace = Array(TT.trace(scene, 10, 620).dropFirst(2))
        #expect(trace == [
            "hitTest tabBar (10, 20) -> tabBar",
            "pointInside center (-140, 40) false",
            "pointInside tabBar (10, 20) true",
            "hitTest center (-140, 40) -> nil \(reason)",
        ])
        #expect(trace.filter { $0.hasPrefix("pointInside center") }.count == 1)
    }
}
