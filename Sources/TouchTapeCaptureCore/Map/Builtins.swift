internal import TouchTapeCore

/// A view's `builtin` key as the scene writes it (docs/formats.md, Builtins): the object, with
/// `kind` first, and whether K4 makes the view hit-test to itself (`forwardTo` its own id).
struct CapturedBuiltin: Hashable, Sendable {
    var object: JSONTree
    /// K4 (U10): the control, not a private element inside it, is the touch's view.
    var hitTestSelf: Bool
}

/// S1, "builtin by class" (docs/uikit-classes.md, Where builtins come from): a view of a standard
/// UIKit class, by its class, else its `meta.baseClass`, gets that class's builtin from the
/// same table the dump importer uses (``BuiltinClassTable``, K2). Decided before ids are
/// given, since a view with a builtin leaves its UIKit recognizers (the scroll view's pan) to
/// the builtin.
enum BuiltinInference {
    static func inference(for view: ViewSnapshot) -> BuiltinClassTable.Inference? {
        guard !view.isWindow else { return nil }
        return BuiltinClassTable.inference(className: view.className, baseClass: view.baseClass)
    }

    /// The window keys of S35 the capture writes, as the dump importer does (U5,
    /// clarification 2): the bottom 20 pt, and the edges the root controller defers.
    static let defaultSystemGestureRegion = (edge: "bottom", size: 20.0)
}

/// The options of each inferred builtin (K3–K5 as the dump importer infers them, from the
/// captured hierarchy instead of a printed one, and from public readings where the capture has
/// them): what the class fixes, a scroll view's live settings, cells numbered, tab buttons
/// indexed, the controllers of tab and navigation bars, back buttons, alert actions, and
/// tables' delegates. Each guess is a capture-log note, as it is an import note for a dump.
struct BuiltinMapping {
    let snapshot: SceneSnapshot
    let ids: IDAssigner
    let inferred: [BuiltinClassTable.Inference?]
    private(set) var log = CaptureLog()
    private var members: [[JSONTree.Member]]

    init(snapshot: SceneSnapshot, ids: IDAssigner, inferred: [BuiltinClassTable.Inference?]) {
        self.snapshot = snapshot
        self.ids = ids
        self.inferred = inferred
        members = Array(repeating: [], count: snapshot.views.count)
    }

    /// Every view's builtin (nil for a view without one), in view order.
    mutating func builtins() -> [CapturedBuiltin?] {
        guard inferred.contains(where: { $0 != nil }) else { return Array(repeating: nil, count: snapshot.views.count) }
        for v in snapshot.views.indices {
            guard let found = inferred[v] else { continue }
            members[v] = [JSONTree.Member(key: "kind", value: .string(found.kind.rawValue))]
            for (key, value) in found.options.sorted(by: { $0.key < $1.key }) {
                members[v].append(JSONTree.Member(key: key, value: .bool(value)))
            }
            if found.kind.isScrollView { copyScrollSettings(v, fixed: found.options) }
        }
        numberCells()
        findDelegates()
        indexTabBarButtons()
        findNavigationBars()
        indexAlertActions()
        pickVersions()
        var result = [CapturedBuiltin?](repeating: nil, count: snapshot.views.count)
        for v in snapshot.views.indices {
            guard let found = inferred[v] else { continue }
            let kind = found.kind
            // A cell outside any list, a tab button outside a tab bar, an action outside an
            // alert: the class alone says too little to act on (the importer's rule too).
            let missing = kind.isCell ? "indexPath" : kind == .tabBarButton || kind == .alertAction ? "index" : nil
            if let missing, !members[v].contains(where: { $0.key == missing }) {
                let outside = kind.isCell ? "a \(kind == .tableCell ? "table" : "collection") view"
                    : kind == .tabBarButton ? "a tab bar" : "an alert"
                log.note("\(place(v)) is not inside \(outside): no builtin \(kind.rawValue)")
                continue
            }
            result[v] = CapturedBuiltin(object: .object(members[v]), hitTestSelf: found.hitTestSelf)
        }
        return result
    }

    // MARK: K3

    /// A scroll view's public settings (K3 reads them from the dump's `contentSize:` and
    /// `adjustedContentInset:`; the capture reads them live): the content size and insets, and
    /// the three flags where the app changed them. An option the class fixes
    /// (`UITableViewWrapperView`'s `scrollEnabled: false`, S10) stays as the class says.
    private mutating func copyScrollSettings(_ v: Int, fixed: [String: Bool]) {
        guard let scroll = snapshot.views[v].scroll else { return }
        func flag(_ key: String, _ value: Bool) {
            if !value && fixed[key] == nil { members[v].append(JSONTree.Member(key: key, value: .bool(false))) }
        }
        flag("delaysContentTouches", scroll.delaysContentTouches)
        flag("canCancelContentTouches", scroll.canCancelContentTouches)
        flag("scrollEnabled", scroll.scrollEnabled)
        let size = scroll.contentSize
        if size.isFinite, size.width >= 0, size.height >= 0 {
            members[v].append(JSONTree.Member(key: "contentSize", value: .numbers([size.width, size.height])))
        } else {
            log.warn("\(place(v)): contentSize (\(size.width), \(size.height)) is not a size: not written (K3)")
        }
        let inset = scroll.adjustedContentInset
        if !inset.isFinite {
            log.warn("\(place(v)): adjustedContentInset is not finite: not written (K3)")
        } else if inset != .zero {
            members[v].append(JSONTree.Member(key: "adjustedContentInset",
                                              value: .numbers([inset.top, inset.left, inset.bottom, inset.right])))
        }
    }

    // MARK: K5

    /// Each list's cells in frame order (y, then x, in the list's content coordinates); a
    /// table's sections split at each run of `UITableViewHeaderFooterView`s between cells.
    /// Approximate, as for a dump: UIKit's own index paths are not read.
    private mutating func numberCells() {
        for list in snapshot.views.indices where kind(list)?.isList == true {
            let cellKind: BuiltinKind = kind(list) == .tableView ? .tableCell : .collectionCell
            var items: [(node: Int, x: Double, y: Double, isHeader: Bool)] = []
            var stack = snapshot.views[list].subviews
            while let n = stack.popLast() {
                if kind(n)?.isList == true { continue }
                let view = snapshot.views[n]
                let isHeader = cellKind == .tableCell
                    && (view.className == "UITableViewHeaderFooterView" || view.baseClass == "UITableViewHeaderFooterView")
                if kind(n) == cellKind || isHeader {
                    let (x, y) = contentOrigin(of: n, in: list)
                    items.append((n, x, y, isHeader))
                    if !isHeader { continue }
                }
                stack.append(contentsOf: view.subviews)
            }
            items.sort { ($0.y, $0.x, $0.node) < ($1.y, $1.x, $1.node) }
            var section = 0, row = 0, sections = 1, numbered = 0
            var cellSinceSplit = false
            for item in items {
                if item.isHeader {
                    if cellSinceSplit {
                        section += 1
                        sections += 1
                        row = 0
                        cellSinceSplit = false
                    }
                    continue
                }
                cellSinceSplit = true
                members[item.node].append(JSONTree.Member(key: "indexPath", value: .numbers([Double(section), Double(row)])))
                row += 1
                numbered += 1
            }
            if numbered > 0 {
                let split = cellKind == .tableCell ? "sections split at header and footer views" : "all in section 0"
                log.note("\(place(list)): \(numbered) cell\(numbered == 1 ? "" : "s") numbered in frame order (y, then x; \(split)), \(sections) section\(sections == 1 ? "" : "s"): approximate index paths (K5)")
            }
        }
    }

    /// A table's or collection's delegate: a guess, the controller whose view is the list or
    /// its nearest ancestor (the dump importer's guess when no `dataSource:` is printed).
    private mutating func findDelegates() {
        for v in snapshot.views.indices where kind(v)?.isList == true {
            if let (vc, owner) = nearestController(from: v, where: { _ in true }) {
                members[v].append(JSONTree.Member(key: "delegate", value: .string(vc)))
                log.note("\(place(v)): delegate guessed as \(vc), the controller of \(ids.viewIDs[owner]) (K5)")
            } else {
                log.note("\(place(v)): no view controller above it: its calls go to null (K5)")
            }
        }
    }

    /// Tab bars: their controller (the nearest UITabBarController above) and their
    /// `UITabBarButton`s, indexed by frame x.
    private mutating func indexTabBarButtons() {
        for bar in snapshot.views.indices where kind(bar) == .tabBar {
            if let (vc, _) = nearestController(from: bar, where: { $0 == "UITabBarController" }) {
                members[bar].append(JSONTree.Member(key: "controller", value: .string(vc)))
            } else {
                log.note("\(place(bar)): no UITabBarController above it: its selection calls go to null (K5)")
            }
            var buttons: [(node: Int, x: Double)] = []
            var stack = snapshot.views[bar].subviews
            while let n = stack.popLast() {
                if kind(n) == .tabBarButton { buttons.append((n, contentOrigin(of: n, in: bar).x)) } else { stack += snapshot.views[n].subviews }
            }
            buttons.sort { ($0.x, $0.node) < ($1.x, $1.node) }
            for (index, b) in buttons.enumerated() {
                members[b.node].append(JSONTree.Member(key: "index", value: .number(Double(index))))
                members[b.node].append(JSONTree.Member(key: "tabBar", value: .string(ids.viewIDs[bar])))
            }
            if !buttons.isEmpty {
                log.note("\(place(bar)): \(buttons.count) tab button\(buttons.count == 1 ? "" : "s") indexed by frame x (K5)")
            }
        }
    }

    /// Navigation bars: their controller (the nearest UINavigationController above) and back
    /// button; bar buttons: their role and bar (K5's heuristic).
    private mutating func findNavigationBars() {
        for bar in snapshot.views.indices where kind(bar) == .navigationBar {
            var back: Int?
            var stack = snapshot.views[bar].subviews
            while let n = stack.popLast() {
                let view = snapshot.views[n]
                stack += view.subviews
                let parentClass = view.parent.map { snapshot.views[$0].className }
                let isModernBack = view.className == "_UIButtonBarButton"
                    && (parentClass == "_UINavigationBarContentView"
                        || view.subviews.contains { snapshot.views[$0].className == "_UIBackButtonContainerView" })
                if back == nil && (isModernBack || view.className == "UINavigationItemButtonView") { back = n }
                if kind(n) == .barButton {
                    let role = n == back || isModernBack ? "back" : "item"
                    members[n].append(JSONTree.Member(key: "role", value: .string(role)))
                    members[n].append(JSONTree.Member(key: "navigationBar", value: .string(ids.viewIDs[bar])))
                }
            }
            if let (vc, _) = nearestController(from: bar, where: { $0 == "UINavigationController" }) {
                members[bar].append(JSONTree.Member(key: "controller", value: .string(vc)))
            } else {
                log.note("\(place(bar)): no UINavigationController above it: its pop calls go to null (K5)")
            }
            if let back {
                members[bar].append(JSONTree.Member(key: "backButton", value: .string(ids.viewIDs[back])))
                log.note("\(place(bar)): \(ids.viewIDs[back]) taken as its back button (K5, a heuristic)")
            }
        }
    }

    /// An alert's action views, indexed in frame order (y, then x) within the nearest alert
    /// above; the alert's controller (the nearest UIAlertController above).
    private mutating func indexAlertActions() {
        for alert in snapshot.views.indices where kind(alert) == .alert {
            var actions: [(node: Int, x: Double, y: Double)] = []
            var stack = snapshot.views[alert].subviews
            while let n = stack.popLast() {
                if kind(n) == .alert { continue }
                if kind(n) == .alertAction {
                    let (x, y) = contentOrigin(of: n, in: alert)
                    actions.append((n, x, y))
                } else {
                    stack += snapshot.views[n].subviews
                }
            }
            actions.sort { ($0.y, $0.x, $0.node) < ($1.y, $1.x, $1.node) }
            for (index, a) in actions.enumerated() {
                members[a.node].append(JSONTree.Member(key: "index", value: .number(Double(index))))
            }
            if let (vc, _) = nearestController(from: alert, where: { $0 == "UIAlertController" }) {
                members[alert].append(JSONTree.Member(key: "controller", value: .string(vc)))
            }
        }
    }

    /// U15: `"legacy"` where the classes present say so.
    private mutating func pickVersions() {
        for v in snapshot.views.indices {
            guard let kind = kind(v) else { continue }
            let view = snapshot.views[v]
            var legacy = false
            switch kind {
            case .switch:
                // iOS 13+ switches hold a UISwitchModernVisualElement.
                legacy = !view.subviews.isEmpty
                    && !view.subviews.contains { snapshot.views[$0].className == "UISwitchModernVisualElement" }
            case .navigationBar:
                legacy = containsClass(["UINavigationItemView", "UINavigationItemButtonView", "UINavigationButton"], under: v)
            case .barButton:
                legacy = view.className == "UINavigationButton"
            default:
                break
            }
            if legacy { members[v].append(JSONTree.Member(key: "version", value: .string("legacy"))) }
        }
    }

    // MARK: Helpers

    private func kind(_ v: Int) -> BuiltinKind? { inferred[v]?.kind }

    private func place(_ v: Int) -> String { "view \(ids.viewIDs[v]) (\(snapshot.views[v].className))" }

    private func containsClass(_ classes: Set<String>, under v: Int) -> Bool {
        var stack = snapshot.views[v].subviews
        while let n = stack.popLast() {
            if classes.contains(snapshot.views[n].className) { return true }
            stack += snapshot.views[n].subviews
        }
        return false
    }

    /// A view's origin in an ancestor's bounds coordinates, from the frames and bounds origins
    /// of the views between (enough to order siblings and cousins).
    private func contentOrigin(of v: Int, in ancestor: Int) -> (x: Double, y: Double) {
        var x = snapshot.views[v].frame.origin.x, y = snapshot.views[v].frame.origin.y
        var p = snapshot.views[v].parent
        while let parent = p, parent != ancestor {
            x += snapshot.views[parent].frame.origin.x - snapshot.views[parent].bounds.origin.x
            y += snapshot.views[parent].frame.origin.y - snapshot.views[parent].bounds.origin.y
            p = snapshot.views[parent].parent
        }
        if p == ancestor {
            x -= snapshot.views[ancestor].bounds.origin.x
            y -= snapshot.views[ancestor].bounds.origin.y
        }
        return (x, y)
    }

    /// The id of the nearest attached view controller whose root view is this view or an
    /// ancestor, of a class `accepts` takes, and that view.
    private func nearestController(from v: Int, where accepts: (String) -> Bool) -> (String, Int)? {
        var n: Int? = v
        while let view = n {
            if let c = snapshot.views[view].controller, let id = ids.controllerIDs[c], accepts(snapshot.controllers[c].className) {
                return (id, view)
            }
            n = snapshot.views[view].parent
        }
        return nil
    }
}
