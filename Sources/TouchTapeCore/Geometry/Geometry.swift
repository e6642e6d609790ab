/// A point in some view's coordinate space, or on the screen, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}

/// A width and a height, never negative in a validated scene (P3).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle. Containment is half-open (P1): `minX ≤ x < maxX`, `minY ≤ y < maxY`,
/// so a rectangle of zero or negative width or height contains no point.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= origin.x && p.x < origin.x + size.width && p.y >= origin.y && p.y < origin.y + size.height
    }

    /// `UIEdgeInsetsInsetRect`: positive insets shrink, negative ones grow.
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(x: origin.x + left, y: origin.y + top,
             width: size.width - left - right, height: size.height - top - bottom)
    }

    public var description: String {
        "(\(formatCoordinate(origin.x)), \(formatCoordinate(origin.y)), \(formatCoordinate(size.width)), \(formatCoordinate(size.height)))"
    }
}

/// `CGAffineTransform`: maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ dx: Double, _ dy: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    public var isIdentity: Bool { self == .identity }

    @inlinable
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The transform that applies `self`, then `next`.
    public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The inverse, or nil when the transform is singular (its determinant is zero or not finite).
    public func inverted() -> AffineTransform? {
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
