import TouchTapeCore

/// Every changed touch of one change signature as a dot on its scene: thousands of touches in
/// one picture, binned into small squares whose shade says how many fell there.
package struct HeatMap: Sendable {
    /// Where each changed touch began (screen points).
    package var points: [Point]
    /// The views the touches went to before (outlined dashed) and go to now (outlined solid).
    package var before: [String]
    package var after: [String]

    package init(points: [Point], before: [String], after: [String]) {
        self.points = points
        self.before = before
        self.after = after
    }
}

extension ScenePicture {
    static let heatColour = "#d62728"
    /// Shades from few touches to many, each a quarter of the busiest square's count.
    static let heatOpacities = ["0.35", "0.55", "0.75", "0.95"]

    /// Up to this many touches, each is a dot of its own.
    static let fewTouches = 150

    /// The side of a heat map's square, in points: about 1/100 of the screen's larger side.
    static func heatCell(_ screen: Box) -> Double {
        max(2, (max(screen.width, screen.height) / 100).rounded())
    }

    /// The touches binned into squares, one `path` per shade (a few kilobytes for any count).
    static func drawHeat(_ heat: HeatMap, into w: inout MarkupWriter) {
        guard !heat.points.isEmpty else { return }
        // A few touches are dots, each where it began; many are binned.
        if heat.points.count <= fewTouches {
            w.open("g", [("class", "heat"), ("pointer-events", "none")])
            var d = ""
            for p in heat.points where p.x.isFinite && p.y.isFinite {
                d += "M\(Markup.number(p.x - 4)) \(Markup.number(p.y))a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z"
            }
            w.empty("path", [("d", d), ("fill", heatColour), ("fill-opacity", "0.85"), ("stroke", "#ffffff"), ("stroke-width", "1.2")])
            w.close()
            w.newline()
            return
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in heat.points where p.x.isFinite && p.y.isFinite {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        guard minX.isFinite else { return }
        let cell = heatCell(Box(minX: minX, minY: minY, maxX: max(maxX, minX + 240), maxY: max(maxY, minY + 240)))
        var counts: [Int64: Int] = [:]
        func key(_ x: Int64, _ y: Int64) -> Int64 { x &* 1_000_003 &+ y }
        var cells: [(x: Int64, y: Int64)] = []
        for p in heat.points where p.x.isFinite && p.y.isFinite && abs(p.x) < 1e9 && abs(p.y) < 1e9 {
            let x = Int64((p.x / cell).rounded(.down)), y = Int64((p.y / cell).rounded(.down))
            let k = key(x, y)
            if counts[k] == nil { cells.append((x, y)) }
            counts[k, default: 0] += 1
        }
        let busiest = counts.values.max() ?? 1
        var paths = [String](repeating: "", count: heatOpacities.count)
        let side = Markup.number(cell)
        for (x, y) in cells {
            let count = counts[key(x, y)] ?? 1
            let shade = min(heatOpacities.count - 1, (count * heatOpacities.count - 1) / busiest)
            paths[shade] += "M\(Markup.number(Double(x) * cell)) \(Markup.number(Double(y) * cell))h\(side)v\(side)h-\(side)z"
        }
        w.open("g", [("class", "heat"), ("pointer-events", "none")])
        for (shade, d) in paths.enumerated() where !d.isEmpty {
            w.empty("path", [("d", d), ("fill", heatColour), ("fill-opacity", heatOpacities[shade])])
        }
        w.close()
        w.newline()
    }

    static func heatLegend(_ heat: HeatMap) -> [LegendItem] {
        var items = [LegendItem(swatch: .heat, text: "\(heat.points.count) changed deliver\(heat.points.count == 1 ? "y" : "ies") (darker: more)")]
        if !heat.before.isEmpty { items.append(LegendItem(swatch: .before, text: "target before")) }
        if !heat.after.isEmpty { items.append(LegendItem(swatch: .after, text: "target now")) }
        return items
    }

    /// Where a target is outlined: an old one (`isBefore`) at its frame in the reference's
    /// version when there is one and it has the view, else at its frame in the version drawn.
    static func targetOutline(_ target: (id: String?, isBefore: Bool), layout: Layout,
                              reference: Layout?) -> (corners: [Point], box: Box?)? {
        guard let id = target.id else { return nil }
        for source in target.isBefore ? [reference, layout] : [layout] {
            if let source, let v = source.viewIndex(id), let corners = source.corners[v] { return (corners, source.boxes[v]) }
        }
        return nil
    }

    static func targetBox(_ target: (id: String?, isBefore: Bool), layout: Layout, reference: Layout?) -> Box? {
        targetOutline(target, layout: layout, reference: reference)?.box
    }

    /// Outlines the old targets (dashed, at their frames in the reference's version) and the
    /// new ones (solid), each once. A target as large as most of the screen (a table view, a
    /// window) gets a thin outline, so that it does not drown the picture.
    static func drawTargets(_ targets: [(id: String?, isBefore: Bool)], layout: Layout, reference: Layout? = nil,
                            into w: inout MarkupWriter) {
        var outlined: Set<String> = []
        let screenArea = layout.screen.width * layout.screen.height
        for target in targets {
            let (id, isBefore) = target
            guard let id, outlined.insert((isBefore ? "b:" : "a:") + id).inserted,
                  let (corners, box) = targetOutline(target, layout: layout, reference: reference) else { continue }
            let area = box.map { $0.width * $0.height } ?? 0
            let large = area > 0.4 * screenArea
            var attributes: [(StaticString, String)] = [
                ("points", polygon(corners)), ("fill", "none"),
                ("stroke", isBefore ? beforeColour : changedColour),
                ("stroke-width", large ? "1.5" : isBefore ? "3" : "3.5"),
                ("stroke-linejoin", "round"), ("pointer-events", "none")]
            if large { attributes.append(("stroke-opacity", "0.7")) }
            if isBefore { attributes.append(("stroke-dasharray", "7 4")) }
            w.empty("polygon", attributes)
            w.newline()
        }
    }

    /// The part of the screen worth a zoom: the old targets (at their frames in `reference`,
    /// the reference's version, when given) and the changed touches, padded, when that is
    /// small beside the screen (nil otherwise).
    package static func focus(of heat: HeatMap, scene: Scene,
                             reference: Scene? = nil) -> (box: (minX: Double, minY: Double, maxX: Double, maxY: Double), scale: Double)? {
        let layout = Layout(scene: scene)
        let referenceLayout = reference.map(Layout.init(scene:))
        var area: Box?
        func add(_ b: Box) { area = area.map { $0.union(b) } ?? b }
        for id in heat.before {
            if let box = targetBox((id, true), layout: layout, reference: referenceLayout) { add(box) }
        }
        for p in heat.points where p.x.isFinite && p.y.isFinite { add(Box(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)) }
        guard let found = area else { return nil }
        let screen = layout.screen
        let padded = Box(minX: found.minX - 12, minY: found.minY - 12, maxX: found.maxX + 12, maxY: found.maxY + 12)
        guard let box = padded.intersection(Box(minX: screen.minX - 50, minY: screen.minY - 50,
                                                maxX: screen.maxX + 50, maxY: screen.maxY + 50)),
              box.width < screen.width * 0.5 || box.height < screen.height * 0.25 else { return nil }
        // Large enough to read, at most 360 points wide.
        let scale = min(3, max(1.5, 360 / max(box.width, 1)))
        return ((box.minX, box.minY, box.maxX, box.maxY), scale)
    }
}
