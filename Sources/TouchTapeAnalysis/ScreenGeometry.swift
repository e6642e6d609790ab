import TouchTapeCore

extension Scene {
    /// A view's bounds rectangle (its own coordinates).
    package func boundsRect(of view: Int32) -> Rect {
        let info = viewInfos[Int(view)]
        return Rect(origin: info.boundsOrigin, size: info.frame.size)
    }

    /// The smallest screen rectangle holding a rectangle of a view's coordinates: its four
    /// corners converted to the screen (H7). Nil through a singular transform or when a
    /// corner is not finite.
    package func screenRect(_ rect: Rect, of view: Int32) -> Rect? {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
        var xs: [Double] = [], ys: [Double] = []
        for corner in corners {
            guard let p = convert(corner, from: view, to: nil), p.x.isFinite, p.y.isFinite else { return nil }
            xs.append(p.x)
            ys.append(p.y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A view's frame on the screen: its bounds converted to screen coordinates.
    package func screenFrame(of view: Int32) -> Rect? { screenRect(boundsRect(of: view), of: view) }

    /// The views from the view's window down to the view itself.
    package func pathFromWindow(to view: Int32) -> [Int32] {
        var path: [Int32] = [view]
        var current = view
        while let parent = superview(of: current) {
            path.append(parent)
            current = parent
        }
        return path.reversed()
    }

    /// Whether `view` is `ancestor` or lies below it.
    package func isDescendant(_ view: Int32, of ancestor: Int32) -> Bool {
        var current: Int32? = view
        while let v = current {
            if v == ancestor { return true }
            current = superview(of: v)
        }
        return false
    }

    /// Whether the view handles touches itself or is a control (which handles its own
    /// touches and may fire actions): the targets of `fragile` and `coverage`.
    package func isTouchTarget(_ view: Int32) -> Bool {
        if viewInfos[Int(view)].isControl { return true }
        let handlers = touchHandlers[Int(view)]
        return [handlers.began, handlers.moved, handlers.ended, handlers.cancelled].contains { $0 != .forward }
    }
}
