import TouchTapeCore

/// Draws a scene as SVG: every view as its rectangle on the screen (a transformed view as the
/// polygon of its four corners), windows back to front by level, each view labelled with its
/// id (on hover, and in text where it fits); hidden views dashed, views that take no touches
/// hatched, a touch area that differs from the bounds dotted. Touches are drawn over it: each
/// finger's path, its start marked in the colour of the view that took it; a touch whose
/// delivery changed is ringed in red, with its old target outlined dashed and its new one solid.
package enum ScenePicture {
    package struct Options: Sendable {
        /// The first caption line (bold), e.g. `tabbar-center-button@2`.
        package var title: String?
        /// A second caption line.
        package var subtitle: String?
        /// Prefixes the ids of the picture's pattern definitions, so that several pictures can
        /// share one HTML page.
        package var idPrefix: String
        /// With the XML declaration, for a `.svg` file; without, for inline SVG in HTML.
        package var standalone: Bool
        /// At most this many touches are drawn (every changed one is, whatever the limit).
        package var maxTouches: Int
        /// A legend under the picture, naming the styles it uses.
        package var legend: Bool
        /// Changed touches drawn as a heat map instead of one by one (a report's signature).
        package var heat: HeatMap?
        /// Draws only this part of the screen, `scale` times larger: a zoom on a small target.
        package var focus: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        package var scale: Double
        /// Shapes an analysis draws over the views (`render --why`, `--fragile`, `--coverage`).
        package var marks: [PictureMark] = []
        /// The scene version the changed touches' old targets are outlined from: the
        /// reference's (the baseline run's, run A's), when it is not the version drawn. Nil:
        /// the version drawn (then the old and new targets have the same frames).
        package var reference: Scene?

        package init(title: String? = nil, subtitle: String? = nil, idPrefix: String = "tt", standalone: Bool = true,
                    maxTouches: Int = 500, legend: Bool = true, heat: HeatMap? = nil,
                    focus: (minX: Double, minY: Double, maxX: Double, maxY: Double)? = nil, scale: Double = 1) {
            self.title = title
            self.subtitle = subtitle
            self.idPrefix = idPrefix
            self.standalone = standalone
            self.maxTouches = maxTouches
            self.legend = legend
            self.heat = heat
            self.focus = focus
            self.scale = scale
        }
    }

    /// What a picture came to: its size in CSS pixels, and what it left out.
    package struct Drawn: Sendable {
        /// The picture as a finished fragment, to put into a page.
        package var markup: MarkupWriter
        /// The picture as a file's text.
        package var svg: String { markup.output + "\n" }
        package var width: Double
        package var height: Double
        package var touchesDrawn: Int
        package var touchesLeftOut: Int
    }

    /// The colours views are told apart by (no red: red marks changes; no grey: grey marks
    /// views that take no touches).
    static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#9c755f", "#d37295", "#b6992d",
                          "#2f6f9f", "#8cd17d"]
    static let changedColour = "#d62728"
    /// The dashed ring of a touch a recognizer took (G13).
    static let claimedColour = "#6a3d9a"
    static let beforeColour = "#6a3d9a"
    static let inactiveColour = "#8c8c8c"
    static let outsideColour = "#f0a202"
    static let margin = 12.0
    static let fontSize = 10.0

    package static func svg(scene: Scene, touches: [PictureTouch] = [], options: Options = Options()) -> String {
        draw(scene: scene, touches: touches, options: options).svg
    }

    package static func draw(scene: Scene, touches: [PictureTouch] = [], options: Options = Options()) -> Drawn {
        let layout = Layout(scene: scene)
        // Old targets stand where the reference's version had them (a moved or resized target
        // is outlined at its old frame, the touch that was on it inside the outline).
        let referenceLayout = options.reference.map(Layout.init(scene:))
        let shownTouches = chooseTouches(touches, limit: options.maxTouches)
        let leftOut = touches.count - shownTouches.count
        var targets: [(id: String?, isBefore: Bool)] = []
        for t in shownTouches {
            guard let change = t.change else { continue }
            targets += [(change.before, true), (change.after, false)]
        }
        if let heat = options.heat { targets += heat.before.map { ($0, true) } + heat.after.map { ($0, false) } }

        // The canvas: the screen (the windows), grown to show views and touches that stick out
        // of it, by at most half its size.
        let screen = layout.screen
        var content = screen
        for v in 0..<scene.viewCount where !layout.hidden[v] {
            if let box = layout.boxes[v] { content = content.union(box) }
        }
        for t in shownTouches {
            for p in t.points { content = content.union(Box(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)) }
        }
        // An old target where the reference's version had it, also off today's layout.
        for target in targets where target.isBefore && referenceLayout != nil {
            if let box = targetBox(target, layout: layout, reference: referenceLayout) { content = content.union(box) }
        }
        let growX = max(screen.width, 100) / 2, growY = max(screen.height, 100) / 2
        let limit = Box(minX: screen.minX - growX, minY: screen.minY - growY, maxX: screen.maxX + growX, maxY: screen.maxY + growY)
        let focus = options.focus.map { Box(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY) }
        let canvas = focus ?? content.intersection(limit) ?? screen
        let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1

        // Caption above, legend below.
        let width = focus == nil ? max(canvas.width + 2 * margin, 240) : canvas.width + 2 * margin
        // Caption lines are wrapped at spaces to the picture's width, so that a long scene name
        // or the reference's note never draws outside the picture.
        var captionLines: [(String, Bool)] = []
        if let title = options.title {
            captionLines += Self.wrapped(title, size: 12, width: width - 2 * margin).map { ($0, true) }
        }
        if let subtitle = options.subtitle {
            captionLines += Self.wrapped(subtitle, size: 10, width: width - 2 * margin).map { ($0, false) }
        }
        let captionHeight = captionLines.isEmpty ? 0 : Double(captionLines.count) * 15 + 4
        var legendItems = options.legend ? legend(layout: layout, touches: shownTouches, leftOut: leftOut) : []
        if options.legend, let heat = options.heat { legendItems += heatLegend(heat) }
        let legendRows = arrangeLegend(legendItems, width: width - 2 * margin)
        let legendHeight = legendRows.isEmpty ? 0 : Double(legendRows.count) * 16 + 8
        let height = captionHeight + canvas.height + 2 * margin + legendHeight
        let originX = canvas.minX - (width - canvas.width) / 2
        let originY = canvas.minY - margin - captionHeight

        var w = MarkupWriter()
        if options.standalone { w.trusted("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
        w.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", Markup.number(width * scale)),
                       ("height", Markup.number(height * scale)),
                       ("viewBox", [originX, originY, width, height].map(Markup.number).joined(separator: " ")),
                       ("font-family", "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"),
                       ("font-size", Markup.number(fontSize)), ("class", "touchtape-scene")])
        w.newline()
        w.element("title", text: options.title ?? scene.name)
        if let meta = scene.metaJSON { w.element("desc", text: meta) }
        let hatch = options.idPrefix + "-hatch", outside = options.idPrefix + "-outside"
        w.open("defs")
        w.open("pattern", [("id", hatch), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"),
                           ("patternTransform", "rotate(45)")])
        w.empty("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"), ("stroke", inactiveColour), ("stroke-width", "1.5")])
        w.close()
        w.open("pattern", [("id", outside), ("width", "7"), ("height", "7"), ("patternUnits", "userSpaceOnUse"),
                           ("patternTransform", "rotate(-45)")])
        w.empty("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "7"), ("stroke", outsideColour), ("stroke-width", "2.5")])
        w.close()
        w.close()
        w.newline()
        w.empty("rect", [("x", Markup.number(originX)), ("y", Markup.number(originY)), ("width", Markup.number(width)),
                         ("height", Markup.number(height)), ("fill", "#ffffff")])
        w.newline()

        // Caption.
        for (i, (line, bold)) in captionLines.enumerated() {
            var attributes: [(StaticString, String)] = [("x", Markup.number(originX + margin)),
                                                         ("y", Markup.number(originY + 14 + Double(i) * 15))]
            attributes.append(("font-size", bold ? "12" : "10"))
            if bold { attributes.append(("font-weight", "bold")) } else { attributes.append(("fill", "#444444")) }
            w.element("text", attributes, text: line)
            w.newline()
        }

        // Views, back to front.
        w.open("g", [("class", "views")])
        w.newline()
        let outer = Box(minX: originX, minY: originY + captionHeight, maxX: originX + width,
                        maxY: originY + captionHeight + canvas.height + 2 * margin)
        for v in layout.drawingOrder {
            drawView(v, layout: layout, hatch: hatch, into: &w)
            if let parent = layout.overhang[v], let parentCorners = layout.corners[parent], let corners = layout.corners[v] {
                // The part outside the superview, striped.
                let clip = options.idPrefix + "-out\(v)"
                w.open("clipPath", [("id", clip)])
                w.empty("path", [("d", rectPath(outer) + " M" + parentCorners.map(point).joined(separator: " L") + " Z"),
                                 ("clip-rule", "evenodd")])
                w.close()
                w.empty("polygon", [("points", polygon(corners)), ("fill", "url(#\(outside))"), ("fill-opacity", "0.55"),
                                    ("stroke", "none"), ("clip-path", "url(#\(clip))"), ("pointer-events", "none")])
                w.newline()
            }
        }
        w.close()
        w.newline()

        // Everything off the screen, dimmed; the screen's edge.
        w.empty("path", [("d", rectPath(outer) + " " + rectPath(screen)), ("fill", "#000000"), ("fill-opacity", "0.07"),
                         ("fill-rule", "evenodd"), ("pointer-events", "none")])
        w.empty("rect", [("x", Markup.number(screen.minX)), ("y", Markup.number(screen.minY)),
                         ("width", Markup.number(screen.width)), ("height", Markup.number(screen.height)),
                         ("fill", "none"), ("stroke", "#333333"), ("stroke-width", "1.5"), ("pointer-events", "none")])
        w.newline()

        // Old and new targets of changed touches: only the views that changed hands.
        drawTargets(targets, layout: layout, reference: referenceLayout, into: &w)
        if let heat = options.heat { drawHeat(heat, into: &w) }

        drawMarks(options.marks, layout: layout, into: &w)

        // Labels, over every shape.
        w.open("g", [("class", "labels"), ("pointer-events", "none")])
        w.newline()
        let labels = layout.labels()
        for label in labels {
            var attributes: [(StaticString, String)] = [("x", Markup.number(label.x)), ("y", Markup.number(label.y)),
                                                        ("fill", label.colour), ("stroke", "#ffffff"), ("stroke-width", "3"),
                                                        ("stroke-linejoin", "round"), ("paint-order", "stroke")]
            if label.faint { attributes.append(("font-style", "italic")) }
            w.element("text", attributes, text: label.text)
            w.newline()
        }
        w.close()
        w.newline()

        // Touches.
        if !shownTouches.isEmpty {
            drawTouches(shownTouches, layout: layout, canvas: outer, avoiding: labels.map(\.box), into: &w)
        }

        // Legend.
        if !legendRows.isEmpty {
            var y = originY + captionHeight + canvas.height + 2 * margin + 12
            for row in legendRows {
                var x = originX + margin
                for item in row {
                    drawLegendSwatch(item, x: x, y: y, hatch: hatch, outside: outside, into: &w)
                    w.element("text", [("x", Markup.number(x + 22)), ("y", Markup.number(y + 4)), ("fill", "#333333")],
                              text: item.text)
                    x += item.width
                }
                y += 16
                w.newline()
            }
        }
        _ = w.finish()
        return Drawn(markup: w, width: width, height: height, touchesDrawn: shownTouches.count, touchesLeftOut: leftOut)
    }

    // MARK: - Views

    static func drawView(_ v: Int, layout: Layout, hatch: String, into w: inout MarkupWriter) {
        guard let corners = layout.corners[v] else { return }
        let scene = layout.scene
        let info = scene.viewInfos[v]
        let colour = layout.colour[v]
        w.open("g", [("class", "view")])
        w.element("title", text: layout.describe(v))
        var attributes: [(StaticString, String)]
        if let rect = axisAligned(corners) {
            attributes = [("x", Markup.number(rect.minX)), ("y", Markup.number(rect.minY)),
                          ("width", Markup.number(rect.width)), ("height", Markup.number(rect.height))]
        } else {
            attributes = [("points", polygon(corners))]
        }
        if layout.hidden[v] {
            attributes += [("fill", "none"), ("stroke", inactiveColour), ("stroke-width", "1"),
                           ("stroke-dasharray", "4 3")]
        } else if layout.inactive[v] {
            attributes += [("fill", "url(#\(hatch))"), ("fill-opacity", "0.6"), ("stroke", inactiveColour),
                           ("stroke-width", info.isControl ? "2" : "1")]
        } else {
            // Containers as large as the screen stay white; a view with its own hitTest rule is
            // filled more strongly, as the odd one out.
            let area = layout.boxes[v].map { $0.width * $0.height } ?? 0
            let opacity = info.hitTest != .standard || info.isControl ? "0.2"
                : area > 0.5 * layout.screen.width * layout.screen.height ? "0" : "0.08"
            attributes += [("fill", colour), ("fill-opacity", opacity), ("stroke", colour),
                           ("stroke-width", info.isControl ? "2.5" : "1.2")]
        }
        if axisAligned(corners) != nil { w.empty("rect", attributes) } else { w.empty("polygon", attributes) }
        // A touch area that differs from the bounds.
        if let area = layout.touchArea[v] {
            w.empty("polygon", [("points", polygon(area)), ("fill", "none"),
                                ("stroke", layout.hidden[v] || layout.inactive[v] ? inactiveColour : colour),
                                ("stroke-width", "1.2"), ("stroke-dasharray", "1.5 2.5"), ("pointer-events", "none")])
        } else if info.pointInside == .never, corners.count == 4 {
            let d = "M" + point(corners[0]) + " L" + point(corners[2]) + " M" + point(corners[1]) + " L" + point(corners[3])
            w.empty("path", [("d", d), ("stroke", inactiveColour), ("stroke-width", "1"), ("stroke-dasharray", "1.5 2.5"),
                             ("pointer-events", "none")])
        }
        w.close()
        w.newline()
    }

    // MARK: - Touches

    /// Every changed touch, then the others in order, up to the limit.
    static func chooseTouches(_ touches: [PictureTouch], limit: Int) -> [PictureTouch] {
        if touches.count <= limit { return touches }
        let changed = touches.filter { $0.change != nil }
        let room = max(0, limit - changed.count)
        var kept = 0
        return touches.filter { t in
            if t.change != nil { return true }
            kept += 1
            return kept <= room
        }
    }

    static func drawTouches(_ touches: [PictureTouch], layout: Layout, canvas: Box, avoiding viewLabels: [Box],
                            into w: inout MarkupWriter) {
        let labelled = touches.count <= 24
        let sessions = Set(touches.compactMap(\.session))
        w.open("g", [("class", "touches")])
        w.newline()
        // Unchanged touches first, changed ones on top.
        let ordered = touches.filter { $0.change == nil } + touches.filter { $0.change != nil }
        // Touch labels avoid the view labels and each other (moving down a line at a time, a few times at most).
        var placed = BoxIndex()
        for box in viewLabels { placed.insert(box) }
        for t in ordered {
            guard let start = t.points.first else { continue }
            let colour = t.view.flatMap(layout.viewIndex).map { layout.colour[$0] } ?? "#000000"
            var name = "touch \(t.touch)"
            if sessions.count > 1, let session = t.session { name = session + " " + name }
            w.open("g", [("class", t.change == nil ? "touch" : "touch changed")])
            w.element("title", text: describe(t, name: name))
            let path = dedupe(t.points)
            if path.count > 1 {
                w.empty("polyline", [("points", Markup.points(path.map { ($0.x, $0.y) })), ("fill", "none"),
                                     ("stroke", t.change == nil ? colour : changedColour), ("stroke-width", "2"),
                                     ("stroke-opacity", "0.85"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")])
                if let end = path.last {
                    w.empty("rect", [("x", Markup.number(end.x - 3)), ("y", Markup.number(end.y - 3)), ("width", "6"),
                                     ("height", "6"), ("fill", "#ffffff"), ("stroke", t.change == nil ? colour : changedColour),
                                     ("stroke-width", "1.5")])
                }
            }
            if t.claimedBy != nil {
                // G13: a recognizer took the touch: a dashed ring round its start.
                w.empty("circle", [("cx", Markup.number(start.x)), ("cy", Markup.number(start.y)), ("r", "9"),
                                   ("fill", "none"), ("stroke", claimedColour), ("stroke-width", "1.5"),
                                   ("stroke-dasharray", "2 2")])
            }
            if t.change != nil {
                w.empty("circle", [("cx", Markup.number(start.x)), ("cy", Markup.number(start.y)), ("r", "11"),
                                   ("fill", "none"), ("stroke", changedColour), ("stroke-width", "2.5")])
            }
            if t.view == nil {
                w.empty("circle", [("cx", Markup.number(start.x)), ("cy", Markup.number(start.y)), ("r", "6"),
                                   ("fill", "#ffffff"), ("stroke", "#000000"), ("stroke-width", "1.5")])
                let d = "M\(Markup.number(start.x - 3)),\(Markup.number(start.y - 3)) l6,6 m0,-6 l-6,6"
                w.empty("path", [("d", d), ("stroke", "#000000"), ("stroke-width", "1.5")])
            } else {
                w.empty("circle", [("cx", Markup.number(start.x)), ("cy", Markup.number(start.y)), ("r", "6.5"),
                                   ("fill", colour), ("stroke", "#ffffff"), ("stroke-width", "2")])
                w.empty("circle", [("cx", Markup.number(start.x)), ("cy", Markup.number(start.y)), ("r", "7.5"),
                                   ("fill", "none"), ("stroke", "#222222"), ("stroke-width", "0.8")])
            }
            // The touch's label, beside its start where it does not cover another.
            var text = "\(t.touch)"
            if let change = t.change, change.before != nil || change.after != nil {
                text += ": \(change.before ?? "none") → \(change.after ?? "none")"
            } else if labelled {
                text += " → \(t.view ?? (t.dropped.map { "dropped (\($0.rawValue))" } ?? "none"))"
                if let recognizer = t.claimedBy { text += ", taken by \(recognizer)" }
            }
            // Beside the start, right or left; else the number alone there; else the whole text a
            // line or more away.
            func spots(_ text: String, _ offsets: [Double]) -> [(String, Box)] {
                let width = estimatedWidth(text, size: fontSize)
                let right = Box(minX: start.x + 13, minY: start.y - 8, maxX: start.x + 13 + width, maxY: start.y + 4)
                let left = Box(minX: start.x - 13 - width, minY: right.minY, maxX: start.x - 13, maxY: right.maxY)
                return offsets.flatMap { dy in [right, left].map { (text, $0.offsetBy(dy: dy)) } }.filter { canvas.contains($0.1) }
            }
            var candidates = spots(text, [0])
            if text != "\(t.touch)" { candidates += spots("\(t.touch)", [0]) }
            candidates += spots(text, [13, -13, 26, -26])
            // A label that would cover another is dropped: the touch's tooltip still names it.
            guard let (shown, box) = candidates.first(where: { !placed.overlaps($0.1) }) else {
                w.close()
                continue
            }
            placed.insert(box)
            var attributes: [(StaticString, String)] = [
                ("x", Markup.number(box.minX)), ("y", Markup.number(box.maxY - 1.5)),
                ("fill", t.change == nil ? "#222222" : changedColour), ("stroke", "#ffffff"), ("stroke-width", "3"),
                ("stroke-linejoin", "round"), ("paint-order", "stroke")]
            if t.change != nil { attributes.append(("font-weight", "bold")) }
            w.element("text", attributes, text: shown)
            w.close()
            w.newline()
        }
        w.close()
        w.newline()
    }

    static func describe(_ t: PictureTouch, name: String) -> String {
        var lines = ["\(name), from event \(t.seq) (t \(Markup.number(t.t)) s)"]
        let path = t.points.map { "(\(Markup.number($0.x)), \(Markup.number($0.y)))" }
        lines.append(path.count > 6 ? path.prefix(3).joined(separator: " → ") + " … " + path.suffix(2).joined(separator: " → ")
                                    : path.joined(separator: " → "))
        if let view = t.view {
            lines.append("view \(view), handled by \(t.handledBy ?? "nobody")")
        } else {
            lines.append("no view" + (t.dropped.map { " (dropped: \($0.rawValue))" } ?? ""))
        }
        for e in t.controlEvents { lines.append("\(e.view) \(e.event.rawValue) → \(e.action)") }
        if let recognizer = t.claimedBy { lines.append("taken by recognizer \(recognizer) (G13)") }
        if t.endPhase == nil { lines.append("still down at the end of the session") }
        if let change = t.change {
            lines.append("changed:")
            lines += change.lines.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    static func dedupe(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        for p in points where result.last != p { result.append(p) }
        return result
    }

    // MARK: - Legend

    struct LegendItem {
        enum Swatch { case view, control, rule, outside, hidden, inactive, touchArea, touch, changedTouch, before, after, heat }
        var swatch: Swatch
        var text: String
        var width: Double { 22 + estimatedWidth(text, size: ScenePicture.fontSize) + 14 }
    }

    static func legend(layout: Layout, touches: [PictureTouch], leftOut: Int) -> [LegendItem] {
        let v = 0..<layout.scene.viewCount
        var items: [LegendItem] = [LegendItem(swatch: .view, text: "view")]
        if v.contains(where: { layout.scene.viewInfos[$0].isControl && !layout.hidden[$0] && !layout.inactive[$0] }) {
            items.append(LegendItem(swatch: .control, text: "control"))
        }
        if v.contains(where: { layout.scene.viewInfos[$0].hitTest != .standard && !layout.hidden[$0] && !layout.inactive[$0] }) {
            items.append(LegendItem(swatch: .rule, text: "own hitTest rule"))
        }
        if v.contains(where: { layout.overhang[$0] != nil }) {
            items.append(LegendItem(swatch: .outside, text: "outside its superview: the default hitTest skips it"))
        }
        if v.contains(where: { layout.hidden[$0] }) { items.append(LegendItem(swatch: .hidden, text: "hidden or transparent")) }
        if v.contains(where: { layout.inactive[$0] && !layout.hidden[$0] }) {
            items.append(LegendItem(swatch: .inactive, text: "takes no touches"))
        }
        if v.contains(where: { layout.touchArea[$0] != nil }) {
            items.append(LegendItem(swatch: .touchArea, text: "touch area (pointInside)"))
        }
        if !touches.isEmpty {
            items.append(LegendItem(swatch: .touch, text: "touch: start in the colour of its view, path, end"))
        }
        if touches.contains(where: { $0.change != nil }) {
            items.append(LegendItem(swatch: .changedTouch, text: "changed touch"))
            items.append(LegendItem(swatch: .before, text: "its target before"))
            items.append(LegendItem(swatch: .after, text: "its target now"))
        }
        if leftOut > 0 {
            items.append(LegendItem(swatch: .touch, text: "\(leftOut) more touch\(leftOut == 1 ? "" : "es") not drawn"))
        }
        return items
    }

    static func arrangeLegend(_ items: [LegendItem], width: Double) -> [[LegendItem]] {
        var rows: [[LegendItem]] = []
        var current: [LegendItem] = []
        var used = 0.0
        for item in items {
            if !current.isEmpty && used + item.width > width {
                rows.append(current)
                current = []
                used = 0
            }
            current.append(item)
            used += item.width
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }

    static func drawLegendSwatch(_ item: LegendItem, x: Double, y: Double, hatch: String, outside: String,
                                 into w: inout MarkupWriter) {
        let box: [(StaticString, String)] = [("x", Markup.number(x)), ("y", Markup.number(y - 5)), ("width", "16"), ("height", "10")]
        switch item.swatch {
        case .view:
            w.empty("rect", box + [("fill", palette[0]), ("fill-opacity", "0.08"), ("stroke", palette[0]), ("stroke-width", "1.2")])
        case .control:
            w.empty("rect", box + [("fill", palette[1]), ("fill-opacity", "0.2"), ("stroke", palette[1]), ("stroke-width", "2.5")])
        case .rule:
            w.empty("rect", box + [("fill", palette[3]), ("fill-opacity", "0.2"), ("stroke", palette[3]), ("stroke-width", "1.2")])
        case .outside:
            w.empty("rect", box + [("fill", "url(#\(outside))"), ("fill-opacity", "0.55"), ("stroke", "none")])
        case .hidden:
            w.empty("rect", box + [("fill", "none"), ("stroke", inactiveColour), ("stroke-dasharray", "4 3")])
        case .inactive:
            w.empty("rect", box + [("fill", "url(#\(hatch))"), ("stroke", inactiveColour)])
        case .touchArea:
            w.empty("rect", box + [("fill", "none"), ("stroke", palette[0]), ("stroke-width", "1.2"),
                                   ("stroke-dasharray", "1.5 2.5")])
        case .touch:
            w.empty("polyline", [("points", "\(Markup.number(x + 3)),\(Markup.number(y)) \(Markup.number(x + 15)),\(Markup.number(y))"),
                                 ("stroke", palette[2]), ("stroke-width", "2")])
            w.empty("circle", [("cx", Markup.number(x + 3)), ("cy", Markup.number(y)), ("r", "4.5"), ("fill", palette[2]),
                               ("stroke", "#222222"), ("stroke-width", "0.8")])
            w.empty("rect", [("x", Markup.number(x + 13)), ("y", Markup.number(y - 2.5)), ("width", "5"), ("height", "5"),
                             ("fill", "#ffffff"), ("stroke", palette[2]), ("stroke-width", "1.5")])
        case .changedTouch:
            w.empty("circle", [("cx", Markup.number(x + 8)), ("cy", Markup.number(y)), ("r", "6"), ("fill", "none"),
                               ("stroke", changedColour), ("stroke-width", "2.5")])
        case .before:
            w.empty("rect", box + [("fill", "none"), ("stroke", beforeColour), ("stroke-width", "2.5"),
                                   ("stroke-dasharray", "5 3")])
        case .after:
            w.empty("rect", box + [("fill", "none"), ("stroke", changedColour), ("stroke-width", "3")])
        case .heat:
            for (i, opacity) in heatOpacities.enumerated() {
                w.empty("rect", [("x", Markup.number(x + Double(i) * 4)), ("y", Markup.number(y - 2)), ("width", "4"),
                                 ("height", "4"), ("fill", heatColour), ("fill-opacity", opacity)])
            }
        }
    }

    // MARK: - Geometry helpers

    static func estimatedWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * size * 0.6
    }

    /// `text` in lines of at most `width` (by ``estimatedWidth(_:size:)``), broken at spaces; a
    /// word wider than the line stays whole on a line of its own.
    static func wrapped(_ text: String, size: Double, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty && estimatedWidth(candidate, size: size) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines
    }

    static func polygon(_ corners: [Point]) -> String {
        Markup.points(corners.map { ($0.x, $0.y) })
    }

    static func point(_ p: Point) -> String { Markup.number(p.x) + "," + Markup.number(p.y) }

    static func rectPath(_ b: Box) -> String {
        "M\(Markup.number(b.minX)),\(Markup.number(b.minY)) H\(Markup.number(b.maxX)) V\(Markup.number(b.maxY)) "
            + "H\(Markup.number(b.minX)) Z"
    }

    /// The rectangle four corners make when they are axis-aligned, in order.
    static func axisAligned(_ c: [Point]) -> Box? {
        guard c.count == 4, c[0].y == c[1].y, c[1].x == c[2].x, c[2].y == c[3].y, c[3].x == c[0].x,
              c[1].x >= c[0].x, c[2].y >= c[1].y else { return nil }
        return Box(minX: c[0].x, minY: c[0].y, maxX: c[2].x, maxY: c[2].y)
    }
}

/// An axis-aligned box on the screen, by its edges.
struct Box: Sendable, Hashable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    init?(around points: [Point]) {
        guard let first = points.first else { return nil }
        var b = Box(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for p in points.dropFirst() { b = b.union(Box(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)) }
        guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return nil }
        self = b
    }

    func union(_ o: Box) -> Box {
        Box(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    func intersection(_ o: Box) -> Box? {
        let b = Box(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
        return b.minX <= b.maxX && b.minY <= b.maxY ? b : nil
    }

    func overlaps(_ o: Box) -> Bool {
        minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
    }

    func contains(_ o: Box) -> Bool {
        o.minX >= minX && o.maxX <= maxX && o.minY >= minY && o.maxY <= maxY
    }

    func offsetBy(dy: Double) -> Box { Box(minX: minX, minY: minY + dy, maxX: maxX, maxY: maxY + dy) }
}
