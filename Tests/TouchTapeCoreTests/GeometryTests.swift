import Testing
@testable import TouchTapeCore

/// Geometry and coordinate conversion: docs/rules.md P1 (half-open rectangles) and H7.
@Suite("Geometry and conversion (P1, H7)")
struct GeometryTests {
    @Test("P1: Rect.contains is half-open: min edges inside, max edges outside")
    func rectHalfOpen() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.contains(Point(x: 10, y: 20)))
        #expect(r.contains(Point(x: 39.99, y: 59.99)))
        #expect(!r.contains(Point(x: 40, y: 30)))
        #expect(!r.contains(Point(x: 20, y: 60)))
        #expect(!r.contains(Point(x: 9.99, y: 30)))
        #expect(r.maxX == 40 && r.maxY == 60 && r.center == Point(x: 25, y: 40))
    }

    @Test("P1/P2: rectangles of zero or negative width or height contain no point")
    func emptyRects() {
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
        #expect(!Rect(x: 0, y: 0, width: 10, height: 0).contains(Point(x: 5, y: 0)))
        #expect(!Rect(x: 0, y: 0, width: -10, height: 10).contains(Point(x: -5, y: 5)))
        #expect(!Rect(x: 0, y: 0, width: -10, height: 10).contains(Point(x: 0, y: 5)))
    }

    @Test("P2: Rect.inset follows UIEdgeInsetsInsetRect (top, left, bottom, right); negative insets grow")
    func rectInset() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.inset(top: 1, left: 2, bottom: 3, right: 4) == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(r.inset(top: -10, left: -10, bottom: -10, right: -10) == Rect(x: -10, y: -10, width: 120, height: 70))
    }

    @Test("H7: AffineTransform applies (a·x + c·y + tx, b·x + d·y + ty)")
    func transformApply() {
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 9, y: 12))
        #expect(AffineTransform.identity.isIdentity)
        #expect(AffineTransform.translation(3, 4).apply(.zero) == Point(x: 3, y: 4))
    }

    @Test("H7: then composes in order (self first) and inverted undoes a transform")
    func transformComposeAndInvert() throws {
        let scale = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        let move = AffineTransform.translation(10, 0)
        #expect(scale.then(move).apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        #expect(move.then(scale).apply(Point(x: 1, y: 1)) == Point(x: 22, y: 2))
        let t = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 7, ty: -3)
        let inverse = try #require(t.inverted())
        #expect(inverse.apply(t.apply(Point(x: 5, y: 8))) == Point(x: 5, y: 8))
        #expect(t.then(inverse).apply(Point(x: -2, y: 4)) == Point(x: -2, y: 4))
    }

    @Test("H3/H7: a singular transform (determinant 0) has no inverse")
    func singularHasNoInverse() {
        #expect(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(a: 1e-300, b: 0, c: 0, d: 1e-300, tx: 0, ty: 0).inverted() == nil)
    }

    @Test("H7: converting into a subview is boundsOrigin + size/2 + T⁻¹(p − center)")
    func conversionFormula() throws {
        let scene = try TT.window(#"""
            { "id": "v", "center": [100, 100], "size": [40, 40], "boundsOrigin": [10, 20], "transform": [2, 0, 0, 2, 0, 0] }
            """#)
        let v = TT.index(scene, "v")
        // (10 + 20, 20 + 20) + ((110, 90) − (100, 100)) / 2
        #expect(scene.convert(Point(x: 110, y: 90), from: nil, to: v) == Point(x: 35, y: 35))
        #expect(scene.convert(Point(x: 35, y: 35), from: v, to: nil) == Point(x: 110, y: 90))
    }

    @Test("H7: without a transform conversion is p − frame.origin + boundsOrigin, through every ancestor")
    func conversionWithoutTransform() throws {
        let scene = try TT.window(#"""
            { "id": "a", "frame": [10, 20, 300, 300], "boundsOrigin": [0, 50],
              "subviews": [ { "id": "b", "frame": [5, 60, 100, 100] } ] }
            """#)
        let b = TT.index(scene, "b")
        // screen → window (identity) → a: (x − 10, y − 20 + 50) → b: (x − 5, y − 60)
        #expect(scene.convert(Point(x: 20, y: 30), from: nil, to: b) == Point(x: 5, y: 0))
        #expect(scene.convert(Point(x: 5, y: 0), from: b, to: TT.index(scene, "window")) == Point(x: 20, y: 30))
    }

    @Test("H7: converting between two views goes up to their nearest common ancestor and down again")
    func conversionBetweenBranches() throws {
        let scene = try TT.window(#"""
            { "id": "left", "frame": [0, 0, 100, 100], "subviews": [ { "id": "l2", "frame": [10, 10, 50, 50] } ] },
            { "id": "right", "frame": [200, 0, 100, 100], "boundsOrigin": [0, 30],
              "subviews": [ { "id": "r2", "frame": [20, 20, 50, 50] } ] }
            """#)
        // l2 (0, 0) is window (10, 10); in right (−190, 40); in r2 (−210, 20).
        #expect(scene.convert(.zero, from: TT.index(scene, "l2"), to: TT.index(scene, "r2")) == Point(x: -210, y: 20))
        #expect(scene.convert(Point(x: -210, y: 20), from: TT.index(scene, "r2"), to: TT.index(scene, "l2")) == .zero)
        #expect(scene.convert(Point(x: 3, y: 4), from: TT.index(scene, "l2"), to: TT.index(scene, "l2")) == Point(x: 3, y: 4))
    }

    @Test("H7: converting between two windows goes through screen coordinates")
    func conversionBetweenWindows() throws {
        let scene = try TT.scene(#"""
            "windows": [
              { "id": "w1", "frame": [0, 0, 100, 100], "subviews": [ { "id": "a", "frame": [10, 10, 10, 10] } ] },
              { "id": "w2", "frame": [50, 50, 100, 100], "subviews": [ { "id": "b", "frame": [5, 5, 10, 10] } ] } ]
            """#)
        // a (0, 0) is screen (10, 10): w2 (−40, −40), b (−45, −45).
        #expect(scene.convert(.zero, from: TT.index(scene, "a"), to: TT.index(scene, "b")) == Point(x: -45, y: -45))
    }

    @Test("H7/H9: conversion into a view under a singular transform is impossible (nil)")
    func conversionThroughSingular() throws {
        let scene = try TT.window(#"""
            { "id": "flat", "center": [50, 50], "size": [100, 100], "transform": [0, 0, 0, 0, 0, 0],
              "subviews": [ { "id": "kid", "frame": [0, 0, 10, 10] } ] }
            """#)
        #expect(scene.convert(.zero, from: nil, to: TT.index(scene, "flat")) == nil)
        #expect(scene.convert(.zero, from: nil, to: TT.index(scene, "kid")) == nil)
        #expect(scene.convert(.zero, from: nil, to: TT.index(scene, "window")) == .zero)
    }

    @Test("H7: the declared layout is kept for a transformed view (frame is the untransformed rectangle)")
    func viewInfoLayout() throws {
        let scene = try TT.window(#"{ "id": "v", "center": [100, 50], "size": [40, 20], "transform": [1, 0, 0, 1, 5, 5] }"#)
        let info = scene.viewInfos[Int(TT.index(scene, "v"))]
        #expect(info.frame == Rect(x: 80, y: 40, width: 40, height: 20))
        #expect(info.transform == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 5))
        #expect(info.depth == 2)
    }

    @Test("H9: trace points print as people write them: integers without a fraction")
    func pointDescription() {
        #expect(Point(x: 10, y: -3).description == "(10, -3)")
        #expect(Point(x: 0.5, y: 2).description == "(0.5, 2)")
        #expect(Rect(x: 1, y: 2, width: 3.5, height: 4).description == "(1, 2, 3.5, 4)")
    }
}
