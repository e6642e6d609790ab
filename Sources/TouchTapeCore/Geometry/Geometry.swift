/// A point in some view's coordinate space, or on the screen, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The point as `(x, y)`, each coordinate as the outcome format writes numbers: `(187, 605.5)`.
    public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}

/// A width and a height, never negative in a validated scene (P3).
package struct Size: Hashable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle. Containment is half-open (P1): `minX ≤ x < maxX`, `minY ≤ y < maxY`,
/// so a rectangle of zero or negative width or height contains no point.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
    package var origin: Point
    package var size: Size

    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    package var minX: Double { origin.x }
    package var minY: Double { origin.y }
    package var maxX: Double { origin.x + size.width }
    package var maxY: Double { origin.y + size.height }
    package var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    @inlinable
    package func contains(_ p: Point) -> Bool {
        p.x >= origin.x && p.x < origin.x + size.width && p.y >= origin.y && p.y < origin.y + size.height
    }

    /// `UIEdgeInsetsInsetRect`: positive insets shrink, negative ones grow.
    package func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(x: origin.x + left, y: origin.y + top,
             width: size.width - left - right, height: size.height - top - bottom)
    }

    package var description: String {
        "(\(formatCoordinate(origin.x)), \(formatCoordinate(origin.y)), \(formatCoordinate(size.width)), \(formatCoordinate(size.height)))"
    }
}

/// `CGAffineTransform`: maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
package struct AffineTransform: Hashable, Sendable {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package static func translation(_ dx: Double, _ dy: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    package var isIdentity: Bool { self == .identity }

    @inlinable
    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The transform that applies `self`, then `next`.
    package func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The inverse, or nil when the transform is singular (its determinant is zero or not finite).
    package func inverted() -> AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let result = AffineTransform(a: ia, b: ib, c: ic, d: id,
                                     tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
        guard result.a.isFinite, result.b.isFinite, result.c.isFinite, result.d.isFinite,
              result.tx.isFinite, result.ty.isFinite else { return nil }
        return result
    }
}

/// Coordinates as people write them: `10`, not `10.0`; `0.5` stays `0.5`; `-` for a value that
/// is not finite (the one text number writer, ``JSONText/textNumber(_:)``).
func formatCoordinate(_ v: Double) -> String {
    JSONText.textNumber(v)
}
