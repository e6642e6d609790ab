import Foundation
import TouchTapeCore

extension ScenePicture {
    /// Where every view of a scene lies on the screen, how it is drawn and what it is called.
    struct Layout {
        let scene: Scene
        /// Each view's bounds corners on the screen (top-left, top-right, bottom-right,
        /// bottom-left of its bounds), nil when a transform makes them meaningless.
        var corners: [[Point]?] = []
        var boxes: [Box?] = []
        /// Hidden, or transparent (alpha below 0.01), itself or through a superview.
        var hidden: [Bool] = []
        /// Takes no touches: interaction disabled, or a disabled control, itself or through a superview.
        var inactive: [Bool] = []
        var colour: [String] = []
        /// The touch area (`pointInside`) on the screen, when it is not the bounds.
        var touchArea: [[Point]?] = []
        /// For a view that sticks out of its superview, that superview.
        var overhang: [Int?] = []
        /// Views back to front: windows by level (the later of equal levels in front), each
        /// followed by its subtree, depth first, subviews back to front.
        var drawingOrder: [Int] = []
        /// The windows' extent.
        var screen = Box(minX: 0, minY: 0, maxX: 375, maxY: 667)

        init(scene: Scene) {
            self.scene = scene
            let n = scene.viewCount
            corners.reserveCapacity(n)
            for v in 0..<n {
                let info = scene.viewInfos[v]
                let b = Rect(origin: info.boundsOrigin, size: info.frame.size)
                let local = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                             Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
                corners.append(toScreen(local, from: v))
            }
            boxes = corners.map { $0.flatMap { Box(around: $0) } }
            hidden = [Bool](repeating: false, count: n)
            inactive = [Bool](repeating: false, count: n)
            for v in 0..<n {
                let info = scene.viewInfos[v]
                let parent = scene.superview(of: Int32(v)).map(Int.init)
                hidden[v] = info.hidden || info.alpha < EngineConstants.minimumHittableAlpha || parent.map { hidden[$0] } == true
                inactive[v] = !info.userInteractionEnabled || (info.isControl && !info.controlEnabled)
                    || parent.map { inactive[$0] } == true
            }
            colour = (0..<n).map { ScenePicture.palette[$0 % ScenePicture.palette.count] }
            touchArea = (0..<n).map { touchAreaCorners($0) }
            overhang = (0..<n).map { v in
                // The part of a view outside its (axis-aligned) superview: UIKit's default
                // hitTest never reaches it, since the superview's pointInside says no there.
                guard !hidden[v], let parent = scene.superview(of: Int32(v)).map(Int.init),
                      let parentCorners = corners[parent], let parentBox = ScenePicture.axisAligned(parentCorners),
                      let box = boxes[v], box.width > 0, box.height > 0 else { return nil }
                let outside = parentBox.minX - box.minX > 0.5 || box.maxX - parentBox.maxX > 0.5
                    || parentBox.minY - box.minY > 0.5 || box.maxY - parentBox.maxY > 0.5
                return outside ? parent : nil
            }

            let windows = scene.windowIndices.enumerated().sorted { a, b in
                let la = scene.viewInfos[Int(a.element)].level, lb = scene.viewInfos[Int(b.element)].level
                return la != lb ? la < lb : a.offset < b.offset
            }.map { Int($0.element) }
            var order: [Int] = []
            var stack: [Int] = windows.reversed()
            while let v = stack.popLast() {
                order.append(v)
                stack += scene.subviews(of: Int32(v)).reversed().map(Int.init)
            }
            drawingOrder = order
            var extent: Box?
            for w in windows {
                if let box = boxes[w] { extent = extent.map { $0.union(box) } ?? box }
            }
            if let extent, extent.width > 0, extent.height > 0 { screen = extent }
        }

        func toScreen(_ points: [Point], from v: Int) -> [Point]? {
            var result: [Point] = []
            for p in points {
                guard let q = scene.convert(p, from: Int32(v), to: nil), q.x.isFinite, q.y.isFinite else { return nil }
                result.append(q)
            }
            return result
        }

        func touchAreaCorners(_ v: Int) -> [Point]? {
            let info = scene.viewInfos[v]
            let b = Rect(origin: info.boundsOrigin, size: info.frame.size)
            func rect(_ r: Rect) -> [Point] {
                [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
            }
            switch info.pointInside {
            case .bounds, .always, .never:
                return nil
            case .inset(let top, let left, let bottom, let right):
                let r = b.inset(top: top, left: left, bottom: bottom, right: right)
                guard r.size.width > 0, r.size.height > 0 else { return nil }
                return toScreen(rect(r), from: v)
            case .minimumSize(let size):
                let w = max(b.size.width, size.width), h = max(b.size.height, size.height)
                if w == b.size.width && h == b.size.height { return nil }
                let c = b.center
                return toScreen(rect(Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)), from: v)
            case .circle:
                let c = b.center, r = b.size.width / 2
                guard r > 0 else { return nil }
                let circle = (0..<48).map { i -> Point in
                    let a = Double(i) / 48 * 2 * Double.pi
                    return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
                }
                return toScreen(circle, from: v)
            }
        }

        func viewIndex(_ id: String) -> Int? {
            guard let i = scene.index(of: id), scene.isView(i) else { return nil }
            return Int(i)
        }

        // MARK: Words

        /// The hover text of a view: id and class, then its layout and every flag that is not the default.
        func describe(_ v: Int) -> String {
            let info = scene.viewInfos[v]
            let kind = scene.responderKinds[v] == .window ? "window" : "view"
            var lines = ["\(scene.responderIDs[v]) (\(scene.responderClasses[v]), \(kind))"]
            if let text = scene.dumpText(ofView: Int32(v)) { lines.append("text \(JSONText.quoted(text)) (from the dump)") }
            if scene.metaFlag("synthetic", ofView: Int32(v)) { lines.append("synthetic window: the dump's roots had none") }
            if let t = info.transform {
                lines.append("center (\(Markup.number(info.frame.center.x)), \(Markup.number(info.frame.center.y))), size "
                             + "\(Markup.number(info.frame.size.width)) × \(Markup.number(info.frame.size.height)), transform "
                             + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Markup.number).joined(separator: ", "))
            } else {
                lines.append("frame \(info.frame)")
            }
            if let b = boxes[v] {
                lines.append("on the screen: x \(Markup.number(b.minX))…\(Markup.number(b.maxX)), "
                             + "y \(Markup.number(b.minY))…\(Markup.number(b.maxY))")
            }
            if info.boundsOrigin != .zero { lines.append("bounds origin \(info.boundsOrigin)") }
            if scene.responderKinds[v] == .window { lines.append("level \(Markup.number(info.level))") }
            if info.hidden { lines.append("hidden") }
            if info.alpha != 1 { lines.append("alpha \(Markup.number(info.alpha))") }
            if !info.userInteractionEnabled { lines.append("userInteractionEnabled false") }
            if hidden[v] && !info.hidden && info.alpha >= EngineConstants.minimumHittableAlpha { lines.append("inside a hidden view") }
            if inactive[v] && info.userInteractionEnabled && !(info.isControl && !info.controlEnabled) {
                lines.append("inside a view that takes no touches")
            }
            if info.clipsToBounds { lines.append("clipsToBounds") }
            if info.multipleTouchEnabled { lines.append("multipleTouchEnabled") }
            if info.exclusiveTouch { lines.append("exclusiveTouch") }
            if let parent = overhang[v] {
                lines.append("sticks out of \(scene.responderIDs[parent]): default hit-testing never reaches the part outside it")
            }
            if let rule = pointInsideWords(info.pointInside) { lines.append("pointInside: " + rule) }
            if let rule = hitTestWords(info.hitTest) { lines.append("hitTest: " + rule) }
            if info.isControl {
                lines.append(info.controlEnabled ? "control" : "control, disabled")
                for (event, action) in info.controlActions { lines.append("  \(event.rawValue) → \(action)") }
            }
            if let vc = scene.viewController(ofView: Int32(v)) {
                lines.append("root view of \(scene.responderIDs[Int(vc)]) (\(scene.responderClasses[Int(vc)]))")
            }
            return lines.joined(separator: "\n")
        }

        func pointInsideWords(_ rule: PointInsideRule) -> String? {
            switch rule {
            case .bounds: return nil
            case .inset(let t, let l, let b, let r):
                return "inset [" + [t, l, b, r].map(Markup.number).joined(separator: ", ") + "]"
            case .minimumSize(let s): return "minimum size \(Markup.number(s.width)) × \(Markup.number(s.height))"
            case .circle: return "circle"
            case .always: return "always"
            case .never: return "never"
            }
        }

        func hitTestWords(_ rule: HitTestRule) -> String? {
            func names(_ views: [Int32]) -> String { views.map { scene.responderIDs[Int($0)] }.joined(separator: ", ") }
            switch rule {
            case .standard: return nil
            case .returnsSelf: return "returns self"
            case .none: return "returns nil"
            case .passThroughSelf: return "passes through itself"
            case .passThrough(let views): return "lets touches through to \(names(views))"
            case .forwardTo(let views): return "forwards to \(names(views))"
            }
        }

        /// A short note for a view's label: what its `hitTest` rule does.
        func badge(_ v: Int) -> String? {
            func names(_ views: [Int32]) -> String { views.map { scene.responderIDs[Int($0)] }.joined(separator: ", ") }
            switch scene.viewInfos[v].hitTest {
            case .standard: return nil
            case .returnsSelf: return "hitTest → self"
            case .none: return "hitTest → nil"
            case .passThroughSelf: return "passes through"
            case .passThrough(let views): return "lets through " + names(views)
            case .forwardTo(let views): return "hitTest → " + names(views)
            }
        }

        // MARK: Labels

        struct Label {
            var x: Double
            var y: Double
            var text: String
            var colour: String
            var faint: Bool
            /// The space the label takes.
            var box: Box
        }

        /// A label for every view that has room for one, at the top left of its box, moved down
        /// past labels already placed (a superview's comes first, so it stays at the top).
        func labels() -> [Label] {
            let lineHeight = 12.0
            let order = drawingOrder.filter { boxes[$0] != nil }
            var placed = BoxIndex()
            var result: [Label] = []
            // Labels keep off the controls (what people look for), except their own.
            var controls = BoxIndex()
            for v in order where scene.viewInfos[v].isControl && !hidden[v] {
                if let box = boxes[v] { controls.insert(box, owner: v) }
            }
            for v in order {
                guard let box = boxes[v], let c = corners[v] else { continue }
                let id = scene.responderIDs[v]
                let faint = hidden[v] || inactive[v]
                let textColour = faint ? "#666666" : darken(colour[v])
                if ScenePicture.axisAligned(c) == nil {
                    // A rotated or skewed view: its id at its centre.
                    let cx = c.reduce(0) { $0 + $1.x } / 4, cy = c.reduce(0) { $0 + $1.y } / 4
                    let width = ScenePicture.estimatedWidth(id, size: ScenePicture.fontSize)
                    let spot = Box(minX: cx - width / 2, minY: cy - lineHeight / 2, maxX: cx + width / 2, maxY: cy + lineHeight / 2)
                    if !placed.overlaps(spot) {
                        placed.insert(spot)
                        result.append(Label(x: spot.minX, y: spot.maxY - 2.5, text: id, colour: textColour, faint: hidden[v],
                                            box: spot))
                    }
                    continue
                }
                var name = id
                if let text = scene.dumpText(ofView: Int32(v)) {
                    name += " " + JSONText.quoted(text.count > 24 ? String(text.prefix(24)) + "…" : text)
                }
                if scene.metaFlag("synthetic", ofView: Int32(v)) { name += " (synthetic)" }
                if scene.responderKinds[v] == .window && scene.windowIndices.count > 1 {
                    name += " (level \(Markup.number(scene.viewInfos[v].level)))"
                }
                // The longest that fits: id and rule on one line, on two, the id alone.
                var candidates: [[String]] = []
                if let badge = badge(v) { candidates += [[name + " · " + badge], [name, badge]] }
                candidates.append([name])
                if name != id { candidates.append([id]) }
                /// The first free spot down the view's left edge (a few lines at most).
                func spot(for lines: [String], avoidingControls: Bool) -> Box? {
                    let width = lines.map { ScenePicture.estimatedWidth($0, size: ScenePicture.fontSize) }.max() ?? 0
                    let height = lineHeight * Double(lines.count)
                    guard width + 6 <= box.width, height + 2 <= box.height else { return nil }
                    var spot = Box(minX: box.minX + 3, minY: box.minY + 1, maxX: box.minX + 3 + width, maxY: box.minY + 1 + height)
                    for _ in 0..<40 where spot.maxY <= box.maxY {
                        let onAControl = avoidingControls
                            && controls.overlaps(spot) { other, owner in owner != v && !other.contains(box) }
                        if !onAControl && !placed.overlaps(spot) { return spot }
                        spot = spot.offsetBy(dy: lineHeight)
                    }
                    return nil
                }
                var chosen: ([String], Box)?
                for avoidingControls in [true, false] where chosen == nil {
                    for lines in candidates where chosen == nil {
                        if let found = spot(for: lines, avoidingControls: avoidingControls) { chosen = (lines, found) }
                    }
                }
                guard let (lines, spot) = chosen else { continue }
                placed.insert(spot)
                for (i, text) in lines.enumerated() {
                    result.append(Label(x: spot.minX, y: spot.minY + lineHeight * Double(i + 1) - 2.5, text: text,
                                        colour: textColour, faint: hidden[v], box: spot))
                }
            }
            return result
        }
    }
}

/// Boxes on the screen, found by the 64-point cells they cover, so that placing a label among
/// thousands costs a few comparisons.
struct BoxIndex {
    static let cell = 64.0
    private var cells: [Int64: [(box: Box, owner: Int)]] = [:]
    /// Boxes that cover too many cells to list in each: checked one by one.
    private var large: [(box: Box, owner: Int)] = []

    private static func range(_ lo: Double, _ hi: Double) -> ClosedRange<Int64> {
        func cell(_ v: Double) -> Int64 { Int64((min(max(v, -1e12), 1e12) / BoxIndex.cell).rounded(.down)) }
        return cell(lo)...cell(hi)
    }

    private static func key(_ x: Int64, _ y: Int64) -> Int64 { x &* 1_000_003 &+ y }

    private static func tooMany(_ xs: ClosedRange<Int64>, _ ys: ClosedRange<Int64>) -> Bool {
        xs.count > 64 || ys.count > 64 || xs.count * ys.count > 64
    }

    mutating func insert(_ box: Box, owner: Int = -1) {
        let xs = Self.range(box.minX, box.maxX), ys = Self.range(box.minY, box.maxY)
        if Self.tooMany(xs, ys) {
            large.append((box, owner))
            return
        }
        for x in xs { for y in ys { cells[Self.key(x, y), default: []].append((box, owner)) } }
    }

    /// Whether a box overlaps one in the index for which `counts` holds.
    func overlaps(_ box: Box, where counts: (_ other: Box, _ owner: Int) -> Bool = { _, _ in true }) -> Bool {
        if large.contains(where: { $0.box.overlaps(box) && counts($0.box, $0.owner) }) { return true }
        let xs = Self.range(box.minX, box.maxX), ys = Self.range(box.minY, box.maxY)
        guard !Self.tooMany(xs, ys) else { return true }  // a label is never that large
        for x in xs {
            for y in ys {
                if let list = cells[Self.key(x, y)], list.contains(where: { $0.box.overlaps(box) && counts($0.box, $0.owner) }) {
                    return true
                }
            }
        }
        return false
    }
}

/// A colour `#rrggbb` at 55% of its brightness, for text.
func darken(_ hex: String) -> String {
    let digits = Array(hex.utf8.dropFirst())
    guard digits.count == 6 else { return "#222222" }
    func value(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
        default: nil
        }
    }
    var out = "#"
    let hexDigits = Array("0123456789abcdef")
    for i in stride(from: 0, to: 6, by: 2) {
        guard let hi = value(digits[i]), let lo = value(digits[i + 1]) else { return "#222222" }
        let v = (hi * 16 + lo) * 55 / 100
        out.append(hexDigits[v / 16])
        out.append(hexDigits[v % 16])
    }
    return out
}
