/// How a point in a superview's bounds coordinates (the screen for a window) becomes a point
/// in a subview's, computed exactly as H7a (docs/rules.md) writes it, so that two implementations
/// agree on points that lie exactly on an edge:
///
/// - a view given by `frame`: `(p − frame.origin) + boundsOrigin`, the subtraction first;
/// - a view given by `center` and `size`: `(boundsOrigin + size/2) + T⁻¹(p − center − (tx, ty))`,
///   each product and sum left to right, `T⁻¹ = [d/det, −b/det, −c/det, a/det]`.
///
/// A frame view is the second form with `center` replaced by the origin, no translation and
/// no linear part: subtracting 0 and skipping the identity change no bit of the result.
struct DownConversion: Sendable, Hashable {
    /// Subtracted first: the frame's origin, or the center.
    var originX: Double
    var originY: Double
    /// Subtracted second: the transform's translation (0 for a frame view).
    var tx: Double
    var ty: Double
    /// The entries of T⁻¹ (`[ia, ib, ic, id]` maps `(x, y)` to `(ia·x + ic·y, ib·x + id·y)`).
    var ia: Double
    var ib: Double
    var ic: Double
    var id: Double
    /// Whether T⁻¹ is applied: true for every view given by `center` and `size`.
    var linear: Bool
    /// Added last: `boundsOrigin`, or `boundsOrigin + size/2`.
    var baseX: Double
    var baseY: Double

    /// A frame view's conversion.
    static func frame(origin: Point, boundsOrigin: Point) -> DownConversion {
        DownConversion(originX: origin.x, originY: origin.y, tx: 0, ty: 0, ia: 1, ib: 0, ic: 0, id: 1,
                       linear: false, baseX: boundsOrigin.x, baseY: boundsOrigin.y)
    }

    /// A center-and-size view's conversion, or nil when its transform cannot be inverted (H7a:
    /// `det` is 0 or not finite, or an entry of T⁻¹ is not finite).
    static func centered(center: Point, size: Size, boundsOrigin: Point, transform t: AffineTransform) -> DownConversion? {
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite else { return nil }
        let ia = t.d / det, ib = -t.b / det, ic = -t.c / det, id = t.a / det
        guard ia.isFinite, ib.isFinite, ic.isFinite, id.isFinite else { return nil }
        return DownConversion(originX: center.x, originY: center.y, tx: t.tx, ty: t.ty,
                              ia: ia, ib: ib, ic: ic, id: id, linear: true,
                              baseX: boundsOrigin.x + size.width / 2, baseY: boundsOrigin.y + size.height / 2)
    }

    /// The converted point, or nil when a coordinate is not finite (H7a: numbers near the
    /// limits of a double can overflow on the way down; such a point counts as one that
    /// cannot be converted).
    @inline(__always)
    func apply(_ p: Point) -> Point? {
        let x = (p.x - originX) - tx
        let y = (p.y - originY) - ty
        let q: Point
        if linear {
            q = Point(x: baseX + (ia * x + ic * y), y: baseY + (ib * x + id * y))
        } else {
            q = Point(x: baseX + x, y: baseY + y)
        }
        return q.x.isFinite && q.y.isFinite ? q : nil
    }
}
