/// How a view's place is written (docs/capture.md, What is written: Scenes): by `frame` when its
/// transform is the identity, else by `center`, `size` and `transform` (Apple: `frame` is undefined
/// then).
enum WrittenGeometry: Hashable, Sendable {
    case frame(CRect)
    case centered(center: CPoint, size: CSize, transform: CAffine)
}

/// A view's written geometry and bounds origin: what the engine converts through (H7).
struct PlacedGeometry: Hashable, Sendable {
    var geometry: WrittenGeometry
    var boundsOrigin: CPoint
}

/// Geometry, alpha and the readings that cannot be used as they are.
enum GeometryMapping {
    /// The geometry to write for a view, with what had to be changed said in the log and in
    /// `meta` (keys added to `meta`).
    static func place(_ view: ViewSnapshot, at place: String, log: inout CaptureLog, meta: inout ObjectBuilder) -> PlacedGeometry {
        var boundsOrigin = view.bounds.origin
        if !boundsOrigin.isFinite {
            log.warn("\(place): bounds origin is not finite: written as 0, 0")
            meta.add("unusableBoundsOrigin", .bool(true))
            boundsOrigin = .zero
        }
        if !view.layerIsAffine {
            log.warn("\(place): its layer has a 3-D transform or a sublayer transform, which a scene cannot say: only the view's affine transform is written")
        }
        if view.transform.isIdentity {
            guard view.frame.isFinite else {
                log.warn("\(place): frame is not finite: written as an empty frame at 0, 0 (nothing in it can be hit, as on the device, where no point lies in such a frame)")
                meta.add("unusableFrame", .bool(true))
                return PlacedGeometry(geometry: .frame(CRect(x: 0, y: 0, width: 0, height: 0)), boundsOrigin: boundsOrigin)
            }
            var frame = view.frame
            if frame.size.width < 0 || frame.size.height < 0 {
                log.note("\(place): frame has a negative size: written standardised")
                if frame.size.width < 0 {
                    frame.origin.x += frame.size.width
                    frame.size.width = -frame.size.width
                }
                if frame.size.height < 0 {
                    frame.origin.y += frame.size.height
                    frame.size.height = -frame.size.height
                }
            }
            return PlacedGeometry(geometry: .frame(frame), boundsOrigin: boundsOrigin)
        }
        let t = view.transform
        var size = view.bounds.size
        let anchor = view.anchorPoint
        guard t.isFinite, view.center.isFinite, size.isFinite, anchor.isFinite else {
            log.warn("\(place): transform, center, bounds or anchor point is not finite: written as an empty frame at 0, 0")
            meta.add("unusableFrame", .bool(true))
            return PlacedGeometry(geometry: .frame(CRect(x: 0, y: 0, width: 0, height: 0)), boundsOrigin: boundsOrigin)
        }
        if size.width < 0 || size.height < 0 {
            log.note("\(place): bounds have a negative size: written as its magnitude")
            size = CSize(width: abs(size.width), height: abs(size.height))
        }
        // The format applies T about the bounds' centre; UIKit applies it about the anchor
        // point, which sits at `center` (the layer's position). The bounds' centre is then at
        // position + T·((0.5 − ax)·w, (0.5 − ay)·h).
        var center = view.center
        if anchor != CPoint(x: 0.5, y: 0.5) {
            let offset = t.applyLinear((0.5 - anchor.x) * size.width, (0.5 - anchor.y) * size.height)
            center = CPoint(x: center.x + offset.x, y: center.y + offset.y)
            if !center.isFinite {
                log.warn("\(place): the centre moved for the anchor point is not finite: written as an empty frame at 0, 0")
                meta.add("unusableFrame", .bool(true))
                return PlacedGeometry(geometry: .frame(CRect(x: 0, y: 0, width: 0, height: 0)), boundsOrigin: boundsOrigin)
            }
        }
        let det = t.a * t.d - t.b * t.c
        if det == 0 || !det.isFinite {
            log.note("\(place): its transform cannot be inverted: neither it nor its subviews can be hit (H3)")
        }
        return PlacedGeometry(geometry: .centered(center: center, size: size, transform: t), boundsOrigin: boundsOrigin)
    }

    /// Alpha as the shortest decimal that reads back to the same 32-bit float (UIKit keeps
    /// opacity as a `Float`): `0.3`, not `0.30000001192092896`. Nil when 1 (the default).
    static func alpha(_ reading: Double, at place: String, log: inout CaptureLog, meta: inout ObjectBuilder) -> Double? {
        var value = reading
        if value.isNaN {
            // UIKit skips a view only when alpha < 0.01, which NaN is not: it can be hit.
            log.warn("\(place): alpha is not a number: written as 1 (a device hit-tests such a view)")
            meta.add("alphaReading", .string("nan"))
            return nil
        }
        if value < 0 || value > 1 {
            log.note("\(place): alpha \(value) is outside 0…1: written clamped, as UIKit clamps it")
            value = min(max(value, 0), 1)
        }
        let shortest = Double(Float(value).description) ?? value
        return shortest == 1 ? nil : shortest
    }
}

/// A window-local point to the scene's screen (docs/capture.md, What is written: Sessions), through
/// the window's written geometry: the exact inverse of H7/H7a, so that the engine converts the
/// screen point back to UIKit's window point. Untransformed: `(p − boundsOrigin) + frame.origin`;
/// transformed: `center + (tx, ty) + T·(p − boundsOrigin − size/2)`. Where rounding makes the
/// engine's conversion miss by an ulp, the neighbouring doubles that convert back exactly are
/// taken.
struct ScreenMapping: Hashable, Sendable {
    let placed: PlacedGeometry

    func screenPoint(fromWindowPoint p: CPoint) -> CPoint {
        let bo = placed.boundsOrigin
        switch placed.geometry {
        case .frame(let frame):
            let o = frame.origin
            return CPoint(x: Self.exact((p.x - bo.x) + o.x, target: p.x) { bo.x + ($0 - o.x) },
                          y: Self.exact((p.y - bo.y) + o.y, target: p.y) { bo.y + ($0 - o.y) })
        case .centered(let center, let size, let t):
            let vx = (p.x - bo.x) - size.width / 2
            let vy = (p.y - bo.y) - size.height / 2
            let guess = CPoint(x: (center.x + t.tx) + (t.a * vx + t.c * vy),
                               y: (center.y + t.ty) + (t.b * vx + t.d * vy))
            guard let forward = Self.forward(center: center, size: size, t: t, boundsOrigin: bo) else { return guess }
            return Self.exact(guess, target: p, forward: forward)
        }
    }

    /// H7a for a centre-and-size window: screen → window, as the engine computes it.
    private static func forward(center: CPoint, size: CSize, t: CAffine, boundsOrigin bo: CPoint) -> ((CPoint) -> CPoint)? {
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite else { return nil }
        let ia = t.d / det, ib = -t.b / det, ic = -t.c / det, id = t.a / det
        let baseX = bo.x + size.width / 2, baseY = bo.y + size.height / 2
        return { s in
            let x = (s.x - center.x) - t.tx
            let y = (s.y - center.y) - t.ty
            return CPoint(x: baseX + (ia * x + ic * y), y: baseY + (ib * x + id * y))
        }
    }

    private static let searchSteps = 4

    /// The double nearest `guess` whose forward conversion is exactly `target`, searched a
    /// few ulps each way; `guess` when none is.
    private static func exact(_ guess: Double, target: Double, forward: (Double) -> Double) -> Double {
        guard guess.isFinite, forward(guess) != target else { return guess }
        var up = guess, down = guess
        for _ in 0..<searchSteps {
            up = up.nextUp
            if forward(up) == target { return up }
            down = down.nextDown
            if forward(down) == target { return down }
        }
        return guess
    }

    /// The same in two dimensions, for a transformed window.
    private static func exact(_ guess: CPoint, target: CPoint, forward: (CPoint) -> CPoint) -> CPoint {
        guard guess.isFinite, forward(guess) != target else { return guess }
        var best = guess
        var bestError = Double.infinity
        var xs = [guess.x], ys = [guess.y]
        var (xu, xd, yu, yd) = (guess.x, guess.x, guess.y, guess.y)
        for _ in 0..<searchSteps {
            xu = xu.nextUp; xd = xd.nextDown; yu = yu.nextUp; yd = yd.nextDown
            xs += [xu, xd]
            ys += [yu, yd]
        }
        for x in xs {
            for y in ys {
                let candidate = CPoint(x: x, y: y)
                let back = forward(candidate)
                if back == target { return candidate }
                let error = abs(back.x - target.x) + abs(back.y - target.y)
                if error < bestError {
                    bestError = error
                    best = candidate
                }
            }
        }
        return best
    }
}
