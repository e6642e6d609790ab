internal import TouchTapeCore

/// The probe session beside each scene (docs/capture.md, What is written): taps at points over
/// every visible, interactive window, each expecting the view UIKit's own `hitTest` returned on the
/// device.
/// `touchtape replay` of it lists every point where the scene and UIKit disagree.
///
/// Points: the centre of every interactive leaf view, then a grid over each such window
/// (10 pt apart, widened when needed so that everything stays within the limit, 4,000 by
/// default), in screen coordinates, each point once. For each point, the windows are asked
/// front to back as the engine orders them (H2), at the point converted into each window
/// exactly as the engine converts it (H7); the first view returned is the expectation, or
/// null when every window returns nil. Taps are 1 s apart, so no two interact.
struct ProbePlanner {
    static let tapSpacing = 1.0
    static let tapDuration = 0.1
    static let probeTouch = 1.0

    let snapshot: SceneSnapshot
    let placed: [PlacedGeometry]
    let ids: IDAssigner
    let scene: Scene
    let options: CaptureOptions
    var log = CaptureLog()

    init(snapshot: SceneSnapshot, placed: [PlacedGeometry], ids: IDAssigner, scene: Scene, options: CaptureOptions) {
        self.snapshot = snapshot
        self.placed = placed
        self.ids = ids
        self.scene = scene
        self.options = options
    }

    /// The probe session's events (a began with its expectation, then an ended, per point).
    @MainActor mutating func events(windows: [any WindowReading]) -> [JSONTree] {
        let points = plan()
        var readings: [ObjectIdentifier: any WindowReading] = [:]
        for window in windows { readings[window.objectKey] = window }
        // Front to back (H2): higher level first, the later of one level first.
        let frontToBack = scene.windowIndices.enumerated().sorted {
            let (l0, l1) = (scene.viewInfos[Int($0.element)].level, scene.viewInfos[Int($1.element)].level)
            return l0 != l1 ? l0 > l1 : $0.offset > $1.offset
        }.map(\.element)
        let windowKeys = snapshot.windows.map { snapshot.views[$0].key }
        var events: [JSONTree] = []
        var outside = 0
        var tap = 0
        for point in points {
            var expected: JSONTree = .null
            var answered = false
            for w in frontToBack {
                let position = scene.windowIndices.firstIndex(of: w) ?? 0
                guard position < windowKeys.count, let reading = readings[windowKeys[position]],
                      let local = scene.convert(Point(x: point.x, y: point.y), from: nil, to: w) else { continue }
                guard let hit = reading.liveHitTest(CPoint(x: local.x, y: local.y)) else { continue }
                answered = true
                if let id = ids.idsByKey[hit.objectKey] { expected = .string(id) }
                break
            }
            if answered && expected == .null {
                outside += 1
                continue
            }
            let t = Double(tap) * Self.tapSpacing
            tap += 1
            events.append(Self.event(t: t, phase: "began", point, expect: expected))
            events.append(Self.event(t: t + Self.tapDuration, phase: "ended", point, expect: nil))
        }
        if outside > 0 {
            log.note("probe: \(outside) point(s) left out: UIKit answered a view that is not in the scene")
        }
        if events.isEmpty { log.note("probe: no point to probe (no visible, interactive window)") }
        return events
    }

    private static func event(t: Double, phase: String, _ p: CPoint, expect: JSONTree?) -> JSONTree {
        var object = ObjectBuilder()
        object.add("t", .number(t))
        object.add("touches", .array([.object([
            JSONTree.Member(key: "touch", value: .number(probeTouch)),
            JSONTree.Member(key: "phase", value: .string(phase)),
            JSONTree.Member(key: "x", value: .number(p.x)),
            JSONTree.Member(key: "y", value: .number(p.y)),
        ])]))
        if let expect {
            object.add("expect", .array([.object([JSONTree.Member(key: "touch", value: .number(probeTouch)),
                                                   JSONTree.Member(key: "view", value: expect)])]))
        }
        return object.tree
    }

    /// The probe's points in screen coordinates, leaf centres first, then the grids.
    mutating func plan() -> [CPoint] {
        var points: [CPoint] = []
        var seen: Set<CPoint> = []
        func add(_ p: CPoint) {
            if p.isFinite && seen.insert(p).inserted { points.append(p) }
        }
        let interactive = interactiveViews()
        for (v, view) in snapshot.views.enumerated() where !view.isWindow && view.subviews.isEmpty && interactive[v] {
            let size = Self.size(of: placed[v])
            guard size.width > 0, size.height > 0, let index = scene.index(of: ids.viewIDs[v]) else { continue }
            let bo = placed[v].boundsOrigin
            let centre = Point(x: bo.x + size.width / 2, y: bo.y + size.height / 2)
            if let screen = scene.convert(centre, from: index, to: nil) { add(CPoint(x: screen.x, y: screen.y)) }
        }
        let windows = snapshot.windows.filter { interactive[$0] }
        let area = windows.reduce(0.0) { sum, w in
            let s = Self.size(of: placed[w])
            return sum + max(s.width, 0) * max(s.height, 0)
        }
        let budget = max(options.probeLimit - points.count, 0)
        var spacing = max(options.probeSpacing, 1)
        if budget > 0, area / (spacing * spacing) > Double(budget) {
            // Widened to whole points, so that the grids fit.
            spacing = max(spacing, (area / Double(budget)).squareRoot().rounded(.up))
            log.note("probe: grid spacing widened to \(JSONTextNumber.string(spacing)) pt to stay within \(options.probeLimit) taps")
        }
        grids: for w in windows where budget > 0 {
            let size = Self.size(of: placed[w])
            let bo = placed[w].boundsOrigin
            let mapping = ScreenMapping(placed: placed[w])
            // Counted steps, never `x += spacing`: a huge window would not move x at all.
            let columns = Int(min((size.width / spacing).rounded(.up), Double(options.probeLimit)))
            let rows = Int(min((size.height / spacing).rounded(.up), Double(options.probeLimit)))
            for row in 0..<max(rows, 0) {
                for column in 0..<max(columns, 0) {
                    let x = bo.x + spacing / 2 + Double(column) * spacing
                    let y = bo.y + spacing / 2 + Double(row) * spacing
                    guard x < bo.x + size.width, y < bo.y + size.height else { continue }
                    add(mapping.screenPoint(fromWindowPoint: CPoint(x: x, y: y)))
                    if points.count >= options.probeLimit + 1 { break grids }
                }
            }
        }
        if points.count > options.probeLimit {
            log.note("probe: \(points.count - options.probeLimit) point(s) past the limit of \(options.probeLimit) left out")
            points.removeLast(points.count - options.probeLimit)
        }
        return points
    }

    /// Whether each view and all its ancestors can take touches (H3): not hidden, user
    /// interaction enabled, alpha of 0.01 or more.
    private func interactiveViews() -> [Bool] {
        var result = Array(repeating: false, count: snapshot.views.count)
        for (v, view) in snapshot.views.enumerated() {
            let own = !view.isHidden && view.userInteractionEnabled && !(view.alpha < 0.01)
            result[v] = own && (view.parent.map { result[$0] } ?? true)
        }
        return result
    }

    private static func size(of placed: PlacedGeometry) -> CSize {
        switch placed.geometry {
        case .frame(let r): r.size
        case .centered(_, let size, _): size
        }
    }
}
