/// Deterministic synthetic scenes: nested grids about eight levels deep on an iPad-sized
/// screen, with controls, labels and image views, hidden and transparent views, a few
/// transforms, scroll offsets and hit-test rules, and two windows in front of the main one.
///
/// The model is written out as real `touchtape.scene/1` JSON for the engine, and built as
/// ``TextbookView`` objects for the comparison, so both see the same scene.
///
/// All coordinates are multiples of 1/16 and all transforms are exact (quarter turns,
/// halving, doubling, translations), so every conversion is exact in binary floating point
/// and the two implementations must agree bit for bit.

enum GenPointInside: Equatable {
    case bounds
    case inset(Double)
    case minimumSize(Double, Double)
    case circle
}

enum GenHitTest: Equatable {
    case standard, returnsSelf, none, passThroughSelf
    case passThrough(Int)
    case forwardTo(Int)
}

struct GenView {
    var id: String
    var className = "UIView"
    var parent: Int
    var depth: Int
    /// Frame in the superview's bounds coordinates (screen for windows). For a transformed
    /// view, the untransformed rectangle about `center`.
    var x: Double, y: Double, w: Double, h: Double
    var transform: [Double]?
    var boundsOrigin: (Double, Double) = (0, 0)
    var hidden = false
    var alpha = 1.0
    /// nil: the class default.
    var userInteractionEnabled: Bool?
    var control: (enabled: Bool, actions: [(String, String)])?
    var pointInside: GenPointInside = .bounds
    var hitTest: GenHitTest = .standard
    var touches: String?
    var multipleTouch = false
    var exclusiveTouch = false
    var viewController: String?
    /// The view controller's class (`UIViewController` when nil).
    var viewControllerClass: String?
    var level: Double = 0
    /// What the view does because of its UIKit class (docs/formats.md, Builtins); written only when
    /// `ScrollSceneGenerator.writesBuiltinKeys` is on.
    var builtin: GenBuiltin?
    var children: [Int] = []

    var interactive: Bool { userInteractionEnabled ?? !(className == "UIImageView" || className == "UILabel") }
    var centerX: Double { x + w / 2 }
    var centerY: Double { y + h / 2 }
    var singular: Bool { transform.map { $0[0] * $0[3] - $0[1] * $0[2] == 0 } ?? false }
}

struct GeneratedScene {
    var name: String
    var views: [GenView]
    /// Window indices in the scene's list order.
    var windows: [Int]
    var screenWidth: Double
    var screenHeight: Double

    var viewCount: Int { views.count }
}

enum SceneGenerator {
    static let screenWidth = 1024.0
    static let screenHeight = 1366.0
    /// Deepest level of the main window's grid (a window is depth 1).
    static let gridDepth = 8

    /// A scene of exactly `viewCount` views (windows included).
    static func generate(viewCount: Int, seed: UInt64) -> GeneratedScene {
        precondition(viewCount >= 40, "scenes start at 40 views")
        var rng = SplitMix64(seed: seed ^ UInt64(viewCount) &* 0x2545_F491_4F6C_DD1D)
        var views: [GenView] = []
        func add(_ v: GenView) -> Int {
            views.append(v)
            if v.parent >= 0 { views[v.parent].children.append(views.count - 1) }
            return views.count - 1
        }
        func nextID() -> String { "v\(views.count)" }

        // Main window and the root view of its view controller.
        let mainWindow = add(GenView(id: "mainWindow", className: "UIWindow", parent: -1, depth: 1,
                                     x: 0, y: 0, w: screenWidth, h: screenHeight))
        let root = add(GenView(id: "root", parent: mainWindow, depth: 2, x: 0, y: 0, w: screenWidth, h: screenHeight,
                               viewController: "rootViewController"))

        // Views outside the grid: the overlay window (4) and a hidden alert window (2).
        let extra = 6
        let gridViews = viewCount - 2 - extra
        // Level sizes: b + b² + … + b⁶ ≈ gridViews, the last level taking the remainder.
        let levels = gridDepth - 2
        var lo = 1.0, hi = 64.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            var sum = 0.0, p = 1.0
            for _ in 0..<levels { p *= mid; sum += p }
            if sum < Double(gridViews) { lo = mid } else { hi = mid }
        }
        var levelSizes: [Int] = []
        var p = 1.0, used = 0
        for _ in 0..<(levels - 1) {
            p *= lo
            let n = max(1, Int(p.rounded()))
            levelSizes.append(n)
            used += n
        }
        levelSizes.append(gridViews - used)

        var parents = [root]
        for (level, count) in levelSizes.enumerated() {
            let depth = 3 + level
            let isLeafLevel = level == levelSizes.count - 1
            // Spread `count` children over the parents: each gets ⌊count/parents⌋, a random
            // subset one more.
            let base = count / parents.count
            var extraFor = Set<Int>()
            var order = Array(parents.indices)
            order.shuffle(using: &rng)
            for i in order.prefix(count % parents.count) { extraFor.insert(i) }
            var next: [Int] = []
            for (pi, parent) in parents.enumerated() {
                let k = base + (extraFor.contains(pi) ? 1 : 0)
                guard k > 0 else { continue }
                let pv = views[parent]
                let bw = pv.w, bh = pv.h
                // Now and then (deep down only: it hides the parent's own area) the first child
                // is a full-size background image view behind the others.
                let background = depth >= 5 && k >= 3 && rng.chance(0.25)
                let cells = background ? k - 1 : k
                let cols = max(1, Int((Double(cells) * bw / max(bh, 1)).squareRoot().rounded(.up)))
                let rows = (cells + cols - 1) / cols
                let ch = floor16(bh / Double(rows))
                for c in 0..<k {
                    var v: GenView
                    if background && c == 0 {
                        v = GenView(id: nextID(), className: "UIImageView", parent: parent, depth: depth,
                                    x: pv.boundsOrigin.0, y: pv.boundsOrigin.1, w: bw, h: bh)
                    } else {
                        // Cells fill rows left to right; the last row's cells share its width.
                        let cell = background ? c - 1 : c
                        let row = cell / cols
                        let inRow = row == rows - 1 ? cells - row * cols : cols
                        let cw = floor16(bw / Double(inRow))
                        let gutter = cw >= 4 && ch >= 4 ? 0.5 : 0
                        v = GenView(id: nextID(), parent: parent, depth: depth,
                                    x: pv.boundsOrigin.0 + Double(cell % cols) * cw + gutter,
                                    y: pv.boundsOrigin.1 + Double(row) * ch + gutter,
                                    w: max(0, cw - 2 * gutter), h: max(0, ch - 2 * gutter))
                    }
                    let index = add(v)
                    decorate(&views, index, leaf: isLeafLevel, background: background && c == 0, rng: &rng)
                    // A background is a leaf: the next level's views go into the grid cells.
                    if !(background && c == 0) { next.append(index) }
                }
            }
            parents = next
        }
        // Rules naming other views, now that the children exist.
        for i in views.indices where views[i].depth >= 4 && !views[i].children.isEmpty && views[i].hitTest == .standard {
            let r = rng.unit()
            if r < 0.01, let target = views[i].children.last {
                // A container that forwards touches in its last child's area to it.
                views[i].hitTest = .forwardTo(target)
            } else if r < 0.02, let target = views[i].children.first {
                // An overlay-like container that lets touches in its first child's area through.
                views[i].hitTest = .passThrough(target)
            }
        }

        // The overlay window: passes through except where its floating views are.
        let overlay = add(GenView(id: "overlayWindow", className: "UIWindow", parent: -1, depth: 1,
                                  x: 0, y: 0, w: screenWidth, h: screenHeight, hitTest: .passThroughSelf, level: 1))
        var fab = GenView(id: "floatingButton", className: "UIButton", parent: overlay, depth: 2,
                          x: screenWidth - 96, y: screenHeight - 96, w: 64, h: 64)
        fab.control = (true, [("touchUpInside", "compose:")])
        fab.pointInside = .circle
        _ = add(fab)
        var toast = GenView(id: "toast", parent: overlay, depth: 2, x: 312, y: 40, w: 400, h: 48)
        toast.userInteractionEnabled = false
        _ = add(toast)
        var badge = GenView(id: "badge", className: "UILabel", parent: overlay, depth: 2, x: 24, y: 40, w: 32, h: 32)
        badge.userInteractionEnabled = true
        badge.touches = "handle"
        _ = add(badge)
        // A hidden alert window in front of everything: never hit.
        var alert = GenView(id: "alertWindow", className: "UIWindow", parent: -1, depth: 1,
                            x: 0, y: 0, w: screenWidth, h: screenHeight, level: 2)
        alert.hidden = true
        let alertIndex = add(alert)
        var alertButton = GenView(id: "alertButton", className: "UIButton", parent: alertIndex, depth: 2,
                                  x: 312, y: 600, w: 400, h: 166)
        alertButton.control = (true, [("touchUpInside", "dismissAlert:")])
        _ = add(alertButton)
        precondition(views.count == viewCount, "generated \(views.count) views, wanted \(viewCount)")
        // Windows in list order: the overlay first (lists need not follow levels).
        return GeneratedScene(name: "bench-\(viewCount)", views: views, windows: [overlay, mainWindow, alertIndex],
                              screenWidth: screenWidth, screenHeight: screenHeight)
    }

    static func floor16(_ v: Double) -> Double { (v * 16).rounded(.down) / 16 }

    /// Classes, flags, transforms and rules, drawn with fixed probabilities. What makes a
    /// whole subtree unreachable (hidden, transparent, non-interactive, `none`, `self`,
    /// transforms) is kept to depth 5 and below, so that no single draw removes a large part
    /// of the screen and every scene stays mostly live.
    static func decorate(_ views: inout [GenView], _ i: Int, leaf: Bool, background: Bool, rng: inout SplitMix64) {
        if background { return }
        var v = views[i]
        let deep = v.depth >= 5
        if leaf {
            let r = rng.unit()
            if r < 0.25 {
                v.className = "UIButton"
                v.control = (!rng.chance(0.08), [("touchDown", "down:"), ("touchUpInside", "tap:")])
                let shape = rng.unit()
                if shape < 0.10 { v.pointInside = .inset(-4) }
                else if shape < 0.20 { v.pointInside = .minimumSize(44, 44) }
                else if shape < 0.25 { v.pointInside = .circle }
                if rng.chance(0.03) { v.exclusiveTouch = true }
            } else if r < 0.35 {
                v.className = "UILabel"
            } else if r < 0.40 {
                v.className = "UIImageView"
                if rng.chance(0.3) { v.userInteractionEnabled = true }
            }
        } else {
            if v.depth >= 4 && rng.chance(0.03) {
                v.className = "UIScrollView"
                v.boundsOrigin = (0, floor16(v.h / 3))
            }
            if v.depth == 3 && rng.chance(0.5) { v.viewController = "vc_\(v.id)" }
            let t = rng.unit()
            if t < 0.05 { v.touches = "handle" } else if t < 0.10 { v.touches = "observe" }
            let h = rng.unit()
            if h < 0.01 { v.hitTest = .passThroughSelf }
            else if deep && h < 0.015 { v.hitTest = .none }
        }
        if deep && rng.chance(0.005) { v.hitTest = .returnsSelf }
        let f = deep ? rng.unit() : 1
        if f < 0.02 { v.hidden = true }
        else if f < 0.035 { v.alpha = rng.chance(0.5) ? 0 : 0.005 }
        else if f < 0.05 { v.alpha = 0.5 }
        else if f < 0.06 { v.userInteractionEnabled = false }
        if rng.chance(0.05) { v.multipleTouch = true }
        if deep && v.hitTest != .returnsSelf && rng.chance(0.01) {
            // Exact transforms only: quarter turns, a half turn, halving, doubling, a shift,
            // and now and then a singular one.
            let choices: [[Double]] = [[0, 1, -1, 0, 0, 0], [0, -1, 1, 0, 0, 0], [-1, 0, 0, -1, 0, 0],
                                       [0.5, 0, 0, 0.5, 0, 0], [2, 0, 0, 2, 0, 0], [1, 0, 0, 1, 6, -4],
                                       [0, 0, 0, 0, 0, 0]]
            v.transform = choices[rng.below(choices.count)]
        }
        views[i] = v
    }

    // MARK: - JSON

    /// The scene as `touchtape.scene/1` JSON, or `/2` with the views' `builtin` keys when
    /// `builtins` is on and some view has one.
    static func json(_ scene: GeneratedScene, builtins: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(scene.views.count * 120)
        func put(_ s: String) { out.append(contentsOf: s.utf8) }
        func num(_ v: Double) { put(Fmt.number(v)) }
        func list(_ vs: [Double]) {
            put("[")
            for (i, v) in vs.enumerated() {
                if i > 0 { put(",") }
                num(v)
            }
            put("]")
        }
        func node(_ index: Int, indent: Int) {
            let v = scene.views[index]
            put(String(repeating: " ", count: indent))
            put("{\"id\":\"\(v.id)\"")
            if v.className != (v.parent < 0 ? "UIWindow" : "UIView") { put(",\"class\":\"\(v.className)\"") }
            if let t = v.transform {
                put(",\"center\":"); list([v.centerX, v.centerY])
                put(",\"size\":"); list([v.w, v.h])
                put(",\"transform\":"); list(t)
            } else {
                put(",\"frame\":"); list([v.x, v.y, v.w, v.h])
            }
            if v.boundsOrigin != (0, 0) { put(",\"boundsOrigin\":"); list([v.boundsOrigin.0, v.boundsOrigin.1]) }
            if v.parent < 0 && v.level != 0 { put(",\"level\":"); num(v.level) }
            if v.hidden { put(",\"hidden\":true") }
            if v.alpha != 1 { put(",\"alpha\":"); num(v.alpha) }
            if let u = v.userInteractionEnabled { put(",\"userInteractionEnabled\":\(u)") }
            if v.multipleTouch { put(",\"multipleTouchEnabled\":true") }
            if v.exclusiveTouch { put(",\"exclusiveTouch\":true") }
            if let touches = v.touches { put(",\"touches\":\"\(touches)\"") }
            switch v.pointInside {
            case .bounds: break
            case .inset(let d): put(",\"pointInside\":{\"inset\":"); list([d, d, d, d]); put("}")
            case .minimumSize(let w, let h): put(",\"pointInside\":{\"minimumSize\":"); list([w, h]); put("}")
            case .circle: put(",\"pointInside\":\"circle\"")
            }
            switch v.hitTest {
            case .standard: break
            case .returnsSelf: put(",\"hitTest\":\"self\"")
            case .none: put(",\"hitTest\":\"none\"")
            case .passThroughSelf: put(",\"hitTest\":\"passThroughSelf\"")
            case .passThrough(let t): put(",\"hitTest\":{\"passThrough\":[\"\(scene.views[t].id)\"]}")
            case .forwardTo(let t): put(",\"hitTest\":{\"forwardTo\":[\"\(scene.views[t].id)\"]}")
            }
            if let control = v.control {
                put(",\"control\":{")
                if !control.enabled { put("\"enabled\":false,") }
                put("\"actions\":{")
                for (i, (event, action)) in control.actions.enumerated() {
                    if i > 0 { put(",") }
                    put("\"\(event)\":\"\(action)\"")
                }
                put("}}")
            }
            if let vc = v.viewController {
                put(",\"viewController\":{\"id\":\"\(vc)\"")
                if let cls = v.viewControllerClass { put(",\"class\":\"\(cls)\"") }
                put(",\"touches\":\"observe\"}")
            }
            if builtins, let b = v.builtin { put(",\"builtin\":"); put(b.json) }
            if !v.children.isEmpty {
                put(",\"subviews\":[\n")
                for (i, c) in v.children.enumerated() {
                    if i > 0 { put(",\n") }
                    node(c, indent: indent + 1)
                }
                put("]")
            }
            put("}")
        }
        let format = builtins && scene.views.contains { $0.builtin != nil } ? "touchtape.scene/2" : "touchtape.scene/1"
        put("{\"format\":\"\(format)\",\"name\":\"\(scene.name)\",\n")
        put("\"meta\":{\"generator\":\"touchtape-bench\",\"views\":\(scene.views.count)},\n")
        put("\"application\":{\"delegate\":{\"id\":\"appDelegate\",\"class\":\"AppDelegate\",\"touches\":\"handle\"}},\n")
        put("\"windows\":[\n")
        for (i, w) in scene.windows.enumerated() {
            if i > 0 { put(",\n") }
            node(w, indent: 0)
        }
        put("]}\n")
        return out
    }

    /// A copy in which a share of the depth-5 containers is hidden: a new version of the same
    /// scene under which the deliveries that begin in those areas change (for the
    /// replay-with-differences figure).
    static func variant(_ scene: GeneratedScene, seed: UInt64, share: Double) -> GeneratedScene {
        var copy = scene
        var rng = SplitMix64(seed: seed ^ 0x5EED_0FC4_A46E)
        for i in copy.views.indices where copy.views[i].depth == 5 && rng.chance(share) {
            copy.views[i].hidden.toggle()
        }
        return copy
    }
}
