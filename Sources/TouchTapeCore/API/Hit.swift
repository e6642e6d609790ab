/// What hit-testing one screen point found, every responder named by its id (H1–H9).
///
/// ```swift
/// let hit = scene.hitTest(x: 187, y: 605)
/// hit.view    // "centerButton"
/// hit.chain   // ["centerButton", "tabBar", "root", "rootVC", "window", …]
/// ```
public struct Hit: Sendable, Hashable {
    /// The screen point that was hit-tested.
    public var point: Point
    /// The window that took the touch: the frontmost whose `hitTest` returned a view (H2); nil
    /// when none did.
    public var window: String?
    /// The view the window's `hitTest` returned, which would receive the touch; nil when no
    /// window took it.
    public var view: String?
    /// The responder chain from ``view`` to its end, the view itself first (R1–R5); empty when
    /// no view was hit.
    public var chain: [String]
    /// Every `hitTest` and `pointInside` call the hit-test made, in call order (H9).
    public var trace: [TraceEntryRecord]

    package init(point: Point, window: String?, view: String?, chain: [String], trace: [TraceEntryRecord]) {
        self.point = point
        self.window = window
        self.view = view
        self.chain = chain
        self.trace = trace
    }
}

extension Scene {
    /// Hit-tests a screen point as UIKit does (H1–H9): windows front to back, each asked with
    /// the point in its own coordinates, each view's `hitTest` and `pointInside` following the
    /// scene's rules; the first window that returns a view takes the touch.
    ///
    /// - Parameters:
    ///   - x: the point's horizontal screen coordinate, in points.
    ///   - y: the point's vertical screen coordinate, in points.
    /// - Returns: the window, the view and its responder chain as ids, and the trace of calls.
    public func hitTest(x: Double, y: Double) -> Hit {
        let point = Point(x: x, y: y)
        var entries: [TraceEntry] = []
        let found = hitTest(point, trace: &entries)
        return Hit(point: point,
                   window: found.window.map { responderIDs[Int($0)] },
                   view: found.view.map { responderIDs[Int($0)] },
                   chain: found.view.map { responderChain(from: $0).map { responderIDs[Int($0)] } } ?? [],
                   trace: entries.map { TraceEntryRecord($0, in: self) })
    }
}
