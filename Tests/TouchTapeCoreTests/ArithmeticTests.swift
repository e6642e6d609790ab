import Testing
@testable import TouchTapeCore

/// The arithmetic of conversion (H7a, docs/rules.md) and of a control's tracking margin (C3),
/// exactly as written, with the repros of issue 18 (item 9) as inputs.
@Suite("Arithmetic as written (H7a, C3)")
struct ArithmeticTests {
    /// Issue 18's edge repro: the converted y is exactly the bounds' top edge when the
    /// subtraction comes first, and the half-open test (P1) takes it.
    static let edgeScene = #"""
        "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
          { "id": "v", "frame": [169.139, 265, 37.5, 394], "boundsOrigin": [42, 28.866] } ] } ]
        """#

    @Test("H7a: a frame view converts as (p − origin) + boundsOrigin, so a point on the top edge hits")
    func frameViewSubtractsFirst() throws {
        let scene = try TT.scene(Self.edgeScene)
        #expect(TT.hit(scene, 187.889, 265) == "v")
        let v = TT.index(scene, "v")
        let local = try #require(scene.convert(Point(x: 187.889, y: 265), from: nil, to: v))
        #expect(local.y == 28.866)
        #expect(local.x == (187.889 - 169.139) + 42)
    }

    @Test("H7a: the traced hit-test gives the edge point the same answer and the exact local point")
    func frameViewTraceShowsExactPoint() throws {
        let scene = try TT.scene(Self.edgeScene)
        #expect(TT.trace(scene, 187.889, 265).contains("pointInside v (\(JSONText.textNumber((187.889 - 169.139) + 42)), 28.866) true"))
    }

    @Test("H7a: a huge translation undone by subtracting it first: the window is invertible and hit")
    func hugeTranslationIsInvertible() throws {
        let scene = try TT.scene(#"""
            "windows": [ { "id": "window", "center": [187.5, 333.5], "size": [375, 667],
                           "transform": [0.5, 0, 0, 0.5, 1e308, 0] } ]
            """#)
        #expect(TT.hitWindow(scene, 1e308, 333.5) == "window")
        #expect(TT.trace(scene, 1e308, 333.5) == ["hitTest window (187.5, 333.5) -> window",
                                                  "pointInside window (187.5, 333.5) true"])
    }

    @Test("H7a: a transform whose determinant overflows cannot be inverted")
    func overflowingDeterminantIsSingular() throws {
        let scene = try TT.window(#"""
            { "id": "big", "center": [100, 100], "size": [50, 50], "transform": [1e200, 0, 0, 1e200, 0, 0],
              "pointInside": "always" }
            """#)
        #expect(TT.hit(scene, 100, 100) == "window")
        #expect(TT.trace(scene, 100, 100).contains("hitTest big null -> nil singularTransform"))
    }

    @Test("H7a: an inverse with an entry that is not finite cannot be inverted")
    func infiniteInverseEntryIsSingular() throws {
        // det = 1e-310 (subnormal, neither 0 nor infinite), but a/det = 1e310 overflows.
        let scene = try TT.window(#"""
            { "id": "flat", "center": [100, 100], "size": [50, 50], "transform": [1, 0, 0, 1e-310, 0, 0],
              "pointInside": "always" }
            """#)
        #expect(TT.trace(scene, 100, 100).contains("hitTest flat null -> nil singularTransform"))
    }

    /// Issue 18's trap repro: the converted point overflows (2 · 1e308).
    static let halfScene = #"""
        "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "pointInside": "always", "subviews": [
          { "id": "half", "center": [100, 100], "size": [50, 50], "transform": [0.5, 0, 0, 0.5, 0, 0],
            "pointInside": "always" } ] } ]
        """#

    @Test("H7a: a converted point that is not finite is treated as unconvertible: null point, singularTransform")
    func overflowingPointIsUnconvertible() throws {
        let scene = try TT.scene(Self.halfScene)
        #expect(TT.trace(scene, 1e308, 1e308) == [
            "hitTest window (1e+308, 1e+308) -> window", "pointInside window (1e+308, 1e+308) true",
            "hitTest half null -> nil singularTransform",
        ])
        #expect(TT.hit(scene, 1e308, 1e308) == "window")
    }

    @Test("H7a: a rule's conversion that overflows says the listed view is not inside it")
    func ruleConversionOverflowIsOutside() throws {
        let scene = try TT.scene(#"""
            "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "pointInside": "always", "subviews": [
              { "id": "bar", "frame": [0, 0, 375, 667], "hitTest": { "forwardTo": ["half"] } },
              { "id": "half", "center": [100, 100], "size": [50, 50], "transform": [0.5, 0, 0, 0.5, 0, 0],
                "pointInside": "always" } ] } ]
            """#)
        // `half` is in front and answers nil (unconvertible); `bar` checks it and finds no point.
        #expect(TT.trace(scene, 1e308, 300).contains("pointInside half null false"))
    }

    @Test("H7a: the untraced fast path agrees with the traced algorithm at the limits of a double")
    func fastPathAgreesAtTheLimits() throws {
        let scenes = [try TT.scene(Self.edgeScene), try TT.scene(Self.halfScene)]
        let values: [Double] = [0, 1e308, -1e308, 1.7976931348623157e308, 265, 187.889, -Double.leastNonzeroMagnitude]
        for scene in scenes {
            for x in values {
                for y in values {
                    var entries: [TraceEntry] = []
                    let traced = scene.hitTest(Point(x: x, y: y), trace: &entries)
                    #expect(scene.hitTest(Point(x: x, y: y)) == traced, "at (\(x), \(y))")
                }
            }
        }
    }

    @Test("C3: the tracking margin's right edge is (origin + width) + 70, half-open")
    func trackingMarginArithmetic() {
        // Where the two ways of adding disagree: (o − 70) + (w + 140) is one ulp above (o + w) + 70.
        let o = -417.262171406922, w = 451.274459226573
        let bounds = Rect(x: o, y: 0, width: w, height: 10)
        let edge = (o + w) + 70
        #expect((o - 70) + (w + 70 + 70) > edge)
        #expect(!Dispatcher.isWithinTrackingMargin(Point(x: edge, y: 5), bounds: bounds))
        #expect(Dispatcher.isWithinTrackingMargin(Point(x: edge.nextDown, y: 5), bounds: bounds))
        #expect(Dispatcher.isWithinTrackingMargin(Point(x: o - 70, y: 5), bounds: bounds))
        #expect(!Dispatcher.isWithinTrackingMargin(Point(x: (o - 70).nextDown, y: 5), bounds: bounds))
    }

    @Test("docs/cli.md: a view whose frame, derived from center and size, is not finite is bad input with its place")
    func nonFiniteDerivedFrameIsRejected() throws {
        let text = TT.document(#"""
            "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "v", "center": [-1.7e308, 0], "size": [1.7e308, 10] } ] } ]
            """#)
        let error = try #require(TT.sceneError(text))
        #expect(error.at == TT.at("[-1.7e308", in: text))
        #expect(error.message.contains("view \"v\""))
        #expect(error.message.contains("not finite"))
    }
}
