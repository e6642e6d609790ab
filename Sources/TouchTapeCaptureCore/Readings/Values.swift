// The geometry values the UIKit adapter reads and hands to the core. The core never sees
// CoreGraphics: `CGFloat` is a `Double` on every device iOS 15 runs on, so these are Doubles.

/// A point, as UIKit's `CGPoint`.
public struct CPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = CPoint(x: 0, y: 0)

    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A size, as UIKit's `CGSize`.
public struct CSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    var isFinite: Bool { width.isFinite && height.isFinite }
}

/// A rectangle, as UIKit's `CGRect` (origin and size as stored, not standardised).
public struct CRect: Hashable, Sendable {
    public var origin: CPoint
    public var size: CSize

    public init(origin: CPoint, size: CSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: CPoint(x: x, y: y), size: CSize(width: width, height: height))
    }

    var isFinite: Bool { origin.isFinite && size.isFinite }
}

/// An affine transform, as UIKit's `CGAffineTransform`: `(x, y)` ↦ `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CAffine: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = CAffine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }

    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// The linear part applied to a vector (no translation).
    func applyLinear(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y, b * x + d * y)
    }
}

/// One class of an object's class chain, for `meta.baseClass` (the nearest system class).
public struct ClassReading: Hashable, Sendable {
    /// `NSStringFromClass` of the class.
    public var name: String
    /// Whether the class is Apple's (UIKit's bundle, or another system framework's).
    public var isSystem: Bool

    public init(name: String, isSystem: Bool) {
        self.name = name
        self.isSystem = isSystem
    }
}

/// Insets, as UIKit's `UIEdgeInsets`.
public struct CEdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = CEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    var isFinite: Bool { [top, left, bottom, right].allSatisfy(\.isFinite) }
}
