/// The straightforward way: a view is an object with a `subviews` array, and `hitTest`
/// recurses as the seed articles write it (and as UIKit documents it): eligibility, then
/// `point(inside:)`, then the subviews from front to back, each given the point converted
/// into its own coordinates with its frame and transform.
///
/// Written the way a good engineer would: final classes, value-type geometry, the inverse
/// transform computed once when the transform is set, an `unowned` superview, no allocation
/// while hit-testing.
/// Shares nothing with the engine (not even its geometry types), so the comparison is of two
/// independent implementations of the same rules.

struct TBPoint: Equatable {
    var x: Double
    var y: Double
}

struct TBSize: Equatable {
    var width: Double
    var height: Double
}

struct TBRect: Equatable {
    var origin: TBPoint
    var size: TBSize

    @inline(__always)
    func contains(_ p: TBPoint) -> Bool {
        p.x >= origin.x && p.x < origin.x + size.width && p.y >= origin.y && p.y < origin.y + size.height
    }

    func insetBy(top: Double, left: Double, bottom: Double, right: Double) -> TBRect {
        TBRect(origin: TBPoint(x: origin.x + left, y: origin.y + top),
               size: TBSize(width: size.width - left - right, height: size.height - top - bottom))
    }
}

/// `CGAffineTransform`.
struct TBTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = TBTransform()

    @inline(__always)
    func apply(_ p: TBPoint) -> TBPoint {
        TBPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    var inverted: TBTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return TBTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                           tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

final class TextbookView {
    enum PointInside {
        case bounds
        case inset(top: Double, left: Double, bottom: Double, right: Double)
        case minimumSize(TBSize)
        case circle
    }

    enum HitTestOverride {
        case none
        case returnsSelf
        case returnsNil
        case passThroughSelf
        case passThrough([TextbookView])
        case forwardTo([TextbookView])
    }

    let id: String
    /// A number for checksums in timed loops.
    let tag: Int
    private(set) var subviews: [TextbookView] = []
    /// `unowned`, not `weak`: a superview outlives its subviews (it holds them). A `weak`
    /// reference would give every superview a side table, and every retain of one would take
    /// the runtime's slow path: measured, that halves this implementation's speed, which is
    /// not how a good engineer would leave it.
    private(set) unowned var superview: TextbookView?

    var center: TBPoint
    var bounds: TBRect
    var transform = TBTransform.identity {
        didSet { inverseTransform = transform.inverted }
    }
    private var inverseTransform: TBTransform? = .identity

    var isHidden = false
    var alpha = 1.0
    var isUserInteractionEnabled = true
    var isControl = false
    var isEnabled = true
    var pointInsideRule = PointInside.bounds
    var hitTestOverride = HitTestOverride.none

    init(id: String, tag: Int, frame: TBRect) {
        self.id = id
        self.tag = tag
        center = TBPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        bounds = TBRect(origin: TBPoint(x: 0, y: 0), size: frame.size)
    }

    func addSubview(_ view: TextbookView) {
        subviews.append(view)
        view.superview = self
    }

    // MARK: Coordinates

    /// A point in the superview's bounds coordinates (the screen for a window) in this view's:
    /// `bounds.origin + size/2 + T⁻¹(p − center)`. Nil when the transform cannot be inverted.
    @inline(__always)
    func convertFromSuperview(_ p: TBPoint) -> TBPoint? {
        guard let inverse = inverseTransform else { return nil }
        let q = inverse.apply(TBPoint(x: p.x - center.x, y: p.y - center.y))
        return TBPoint(x: bounds.origin.x + bounds.size.width / 2 + q.x,
                       y: bounds.origin.y + bounds.size.height / 2 + q.y)
    }

    /// A point in this view's bounds coordinates in the superview's (the screen for a window).
    func convertToSuperview(_ p: TBPoint) -> TBPoint {
        let q = transform.apply(TBPoint(x: p.x - bounds.origin.x - bounds.size.width / 2,
                                        y: p.y - bounds.origin.y - bounds.size.height / 2))
        return TBPoint(x: center.x + q.x, y: center.y + q.y)
    }

    /// A screen point in this view's coordinates.
    func convertFromScreen(_ p: TBPoint) -> TBPoint? {
        guard let superview else { return convertFromSuperview(p) }
        return superview.convertFromScreen(p).flatMap { convertFromSuperview($0) }
    }

    /// `convert(_:to:)`: up to the screen and down into the other view.
    func convert(_ p: TBPoint, to view: TextbookView) -> TBPoint? {
        var q = p
        var v: TextbookView? = self
        while let current = v {
            q = current.convertToSuperview(q)
            v = current.superview
        }
        return view.convertFromScreen(q)
    }

    // MARK: Hit-testing

    func point(inside p: TBPoint) -> Bool {
        switch pointInsideRule {
        case .bounds:
            return bounds.contains(p)
        case .inset(let top, let left, let bottom, let right):
            return bounds.insetBy(top: top, left: left, bottom: bottom, right: right).contains(p)
        case .minimumSize(let minimum):
            let dw = max(minimum.width - bounds.size.width, 0), dh = max(minimum.height - bounds.size.height, 0)
            return bounds.insetBy(top: -dh / 2, left: -dw / 2, bottom: -dh / 2, right: -dw / 2).contains(p)
        case .circle:
            let radius = bounds.size.width / 2
            guard radius > 0 else { return false }
            let dx = p.x - (bounds.origin.x + radius), dy = p.y - (bounds.origin.y + bounds.size.height / 2)
            return (dx * dx + dy * dy).squareRoot() <= radius
        }
    }

    private var canBeHit: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= 0.01 && (!isControl || isEnabled) && inverseTransform != nil
    }

    /// UIKit's `hitTest(_:with:)`.
    func defaultHitTest(_ point: TBPoint) -> TextbookView? {
        guard canBeHit, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            guard let converted = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(point: converted) { return hit }
        }
        return self
    }

    /// `hitTest(_:with:)` with this view's override, if any.
    func hitTest(point: TBPoint) -> TextbookView? {
        switch hitTestOverride {
        case .none:
            return defaultHitTest(point)
        case .returnsSelf:
            return self
        case .returnsNil:
            return nil
        case .passThroughSelf:
            let hit = defaultHitTest(point)
            return hit === self ? nil : hit
        case .passThrough(let views):
            for view in views {
                if let q = convert(point, to: view), view.point(inside: q) { return nil }
            }
            return defaultHitTest(point)
        case .forwardTo(let views):
            guard canBeHit else { return nil }
            for view in views {
                if let q = convert(point, to: view), view.point(inside: q) { return view }
            }
            return defaultHitTest(point)
        }
    }
}

/// The windows of a textbook scene, as `UIApplication` would hit-test them.
struct TextbookScene {
    /// Front to back: higher level first; among equal levels, the later one in the list.
    var windows: [TextbookView]

    func hitTest(_ screenPoint: TBPoint) -> TextbookView? {
        for window in windows {
            guard let p = window.convertFromSuperview(screenPoint) else { continue }
            if let hit = window.hitTest(point: p) { return hit }
        }
        return nil
    }

    /// Builds the objects of a generated scene.
    init(_ scene: GeneratedScene) {
        var objects: [TextbookView] = []
        objects.reserveCapacity(scene.views.count)
        for (i, v) in scene.views.enumerated() {
            let view = TextbookView(id: v.id, tag: i,
                                    frame: TBRect(origin: TBPoint(x: v.x, y: v.y), size: TBSize(width: v.w, height: v.h)))
            view.bounds.origin = TBPoint(x: v.boundsOrigin.0, y: v.boundsOrigin.1)
            if let t = v.transform { view.transform = TBTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]) }
            view.isHidden = v.hidden
            view.alpha = v.alpha
            view.isUserInteractionEnabled = v.interactive
            if let control = v.control {
                view.isControl = true
                view.isEnabled = control.enabled
            }
            switch v.pointInside {
            case .bounds: break
            case .inset(let d): view.pointInsideRule = .inset(top: d, left: d, bottom: d, right: d)
            case .minimumSize(let w, let h): view.pointInsideRule = .minimumSize(TBSize(width: w, height: h))
            case .circle: view.pointInsideRule = .circle
            }
            objects.append(view)
        }
        for (i, v) in scene.views.enumerated() {
            for c in v.children { objects[i].addSubview(objects[c]) }
            switch v.hitTest {
            case .standard: break
            case .returnsSelf: objects[i].hitTestOverride = .returnsSelf
            case .none: objects[i].hitTestOverride = .returnsNil
            case .passThroughSelf: objects[i].hitTestOverride = .passThroughSelf
            case .passThrough(let t): objects[i].hitTestOverride = .passThrough([objects[t]])
            case .forwardTo(let t): objects[i].hitTestOverride = .forwardTo([objects[t]])
            }
        }
        let ordered = scene.windows.enumerated().sorted { l, r in
            let a = scene.views[l.element].level, b = scene.views[r.element].level
            return a != b ? a > b : l.offset > r.offset
        }
        windows = ordered.map { objects[$0.element] }
        self.objects = objects
    }

    /// Every view, so the tree stays alive (subviews are strong, superviews weak).
    let objects: [TextbookView]
}
