import TouchTapeCore

/// A shape an analysis draws over a scene picture (`render --why`, `--fragile`,
/// `--coverage`), in screen coordinates: a view's outline, a rectangle, a ring or a cross,
/// with an optional label.
package struct PictureMark: Sendable {
    package enum Shape: Sendable {
        /// A view's own polygon, by id.
        case view(String)
        case rect(Rect)
        case ring(center: Point, radius: Double)
        case cross(Point)
    }

    package var shape: Shape
    /// The outline's colour (`#rrggbb`).
    package var stroke: String
    /// The fill's colour, drawn at `fillOpacity`; none when nil.
    package var fill: String?
    package var fillOpacity: Double
    package var dashed: Bool
    /// Shown on hover, and written beside the shape when `showsLabel`.
    package var label: String?
    package var showsLabel: Bool

    package init(_ shape: Shape, stroke: String, fill: String? = nil, fillOpacity: Double = 0.35, dashed: Bool = false,
                label: String? = nil, showsLabel: Bool = false) {
        self.shape = shape
        self.stroke = stroke
        self.fill = fill
        self.fillOpacity = fillOpacity
        self.dashed = dashed
        self.label = label
        self.showsLabel = showsLabel
    }

    /// The colours analyses use.
    package static let pathColour = "#2ca02c"
    package static let refusedColour = "#d62728"
    package static let flipColour = "#ff7f0e"
    package static let neverReachedColour = "#7f7f7f"
}

extension ScenePicture {
    /// Draws the marks over the views, in order, skipping any whose numbers are not finite.
    static func drawMarks(_ marks: [PictureMark], layout: Layout, into w: inout MarkupWriter) {
        guard !marks.isEmpty else { return }
        w.open("g", [("class", "analysis")])
        w.newline()
        for mark in marks {
            var style: [(StaticString, String)] = [("stroke", mark.stroke), ("stroke-width", "2.5"),
                                                   ("fill", mark.fill ?? "none")]
            if mark.fill != nil { style.append(("fill-opacity", Markup.number(mark.fillOpacity))) }
            if mark.dashed { style.append(("stroke-dasharray", "6 3")) }
            var anchor: Point?
            w.open("g")
            if let label = mark.label { w.element("title", text: label) }
            switch mark.shape {
            case .view(let id):
                guard let v = layout.viewIndex(id), let corners = layout.corners[v] else { break }
                w.empty("polygon", [("points", polygon(corners))] + style)
                anchor = corners.first
            case .rect(let r):
                guard [r.minX, r.minY, r.size.width, r.size.height].allSatisfy(\.isFinite) else { break }
                w.empty("rect", [("x", Markup.number(r.minX)), ("y", Markup.number(r.minY)),
                                 ("width", Markup.number(r.size.width)), ("height", Markup.number(r.size.height))] + style)
                anchor = r.origin
            case .ring(let c, let radius):
                guard c.x.isFinite, c.y.isFinite, radius.isFinite else { break }
                w.empty("circle", [("cx", Markup.number(c.x)), ("cy", Markup.number(c.y)),
                                   ("r", Markup.number(radius))] + style)
                anchor = Point(x: c.x + radius, y: c.y - radius)
            case .cross(let p):
                guard p.x.isFinite, p.y.isFinite else { break }
                let d = "M\(Markup.number(p.x - 6)),\(Markup.number(p.y - 6)) L\(Markup.number(p.x + 6)),\(Markup.number(p.y + 6)) M\(Markup.number(p.x - 6)),\(Markup.number(p.y + 6)) L\(Markup.number(p.x + 6)),\(Markup.number(p.y - 6))"
                w.empty("path", [("d", d), ("stroke", mark.stroke), ("stroke-width", "3"), ("fill", "none")])
                anchor = Point(x: p.x + 8, y: p.y - 8)
            }
            if mark.showsLabel, let label = mark.label, let a = anchor {
                w.element("text", [("x", Markup.number(a.x + 2)), ("y", Markup.number(a.y - 3)), ("fill", mark.stroke),
                                   ("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke"),
                                   ("font-weight", "bold")], text: label)
            }
            w.close()
            w.newline()
        }
        w.close()
        w.newline()
    }
}
