import TouchTapeCore

/// Built-in rules K2–K5 (docs/dumps.md, Built-in rules): UIKit's own classes get the scene's
/// `builtin` key, and every real window the default system-gesture region. They run after the
/// overlay's patches, so they see its final ids, and leave alone a node whose `builtin` the
/// overlay set (an object, or null to remove one); each guess becomes an import note.
///
/// - K2: a builtin by class or `meta.baseClass` (``BuiltinClassTable``, S1).
/// - K3: `contentSize:` and `adjustedContentInset:` copied into a scroll view's builtin.
/// - K4: UISlider, UIStepper, UISegmentedControl and UIPageControl hit-test to themselves (U10):
///   `"hitTest": {"forwardTo": [its own id]}`, which returns the control for a point inside it.
/// - K5: cells numbered, tab buttons indexed, navigation bars' controllers and back buttons
///   and tables' delegates found.
extension DumpSceneBuilder {
    /// The default of U5 (clarification 2): the bottom 20 pt of each window.
    static let defaultSystemGestureRegion = (edge: "bottom", size: 20.0)

    mutating func inferBuiltins() {
        var kinds = [BuiltinKind?](repeating: nil, count: nodes.count)
        var inferred = [BuiltinClassTable.Inference?](repeating: nil, count: nodes.count)
        for i in nodes.indices where !nodes[i].isWindow {
            if let given = nodes[i].member("builtin") {
                // The overlay's word is final: its kind still numbers cells, its null removes.
                kinds[i] = given.objectValue?["kind"]?.stringValue.flatMap(BuiltinKind.init(rawValue:))
                continue
            }
            guard let found = BuiltinClassTable.inference(className: nodes[i].className, baseClass: nodes[i].baseClass) else {
                continue
            }
            kinds[i] = found.kind
            inferred[i] = found
        }
        var members = [[JSONObject.Member]](repeating: [], count: nodes.count)
        for i in nodes.indices {
            guard let found = inferred[i] else { continue }
            let at = nodes[i].position
            members[i] = [DumpJSON.member("kind", DumpJSON.string(found.kind.rawValue, at: at))]
            for (key, value) in found.options.sorted(by: { $0.key < $1.key }) {
                members[i].append(DumpJSON.member(key, DumpJSON.bool(value, at: at)))
            }
            if found.kind.isScrollView { copyScrollGeometry(i, into: &members[i]) }
            // K4 (U10): the control, not a private element inside it, is the touch's view. The
            // scene format's `"self"` returns the view for every point its superview asks about
            // (docs/formats.md), so a stepper would take every tap on its row; `forwardTo` itself
            // returns it only for a point inside it, as UIKit's controls do (docs/rules.md, K4).
            if found.hitTestSelf && nodes[i].member("hitTest") == nil {
                let rule = DumpJSON.object([DumpJSON.member("forwardTo", JSONValue(.array([DumpJSON.string(nodes[i].id, at: at)]), position: at))], at: at)
                nodes[i].set("hitTest", rule)
            }
        }
        numberCells(kinds: kinds, inferred: inferred, members: &members)
        findDelegates(kinds: kinds, inferred: inferred, members: &members)
        indexTabBarButtons(kinds: kinds, inferred: inferred, members: &members)
        findNavigationBars(kinds: kinds, inferred: inferred, members: &members)
        indexAlertActions(kinds: kinds, inferred: &inferred, members: &members)
        pickVersions(inferred: inferred, members: &members)
        countValueControlParts(inferred: inferred, members: &members)
        for i in nodes.indices {
            guard let kind = inferred[i]?.kind else { continue }
            // A cell outside any list, a tab button outside a tab bar, an action outside an
            // alert: the class alone says too little to act on.
            let missing = kind.isCell ? "indexPath" : kind == .tabBarButton || kind == .alertAction ? "index" : nil
            if let missing, !members[i].contains(where: { $0.key == missing }) {
                let outside = kind.isCell ? "a \(kind == .tableCell ? "table" : "collection") view"
                    : kind == .tabBarButton ? "a tab bar" : "an alert"
                notes.append("line \(nodes[i].position.line): \(nodes[i].id) (\(nodes[i].className)) is not inside \(outside) in the dump: no builtin \(kind.rawValue) (K2)")
                continue
            }
            nodes[i].set("builtin", DumpJSON.object(members[i], at: nodes[i].position))
            if !builtinRuleNodes.contains(i) { builtinRuleNodes.append(i) }
        }
        for w in windows where !synthetic && nodes[w].member("systemGestureRegions") == nil {
            let at = nodes[w].position
            let region = DumpJSON.object([
                DumpJSON.member("edge", DumpJSON.string(Self.defaultSystemGestureRegion.edge, at: at)),
                DumpJSON.member("size", DumpJSON.number(Self.defaultSystemGestureRegion.size, at: at)),
            ], at: at)
            nodes[w].set("systemGestureRegions", JSONValue(.array([region]), position: at))
            if !builtinRuleNodes.contains(w) { builtinRuleNodes.append(w) }
        }
    }

    /// Whether the scene needs `touchtape.scene/2`: a node carries a builtin (not null) or a
    /// window the system-gesture keys (clarification 1).
    var needsSceneFormat2: Bool {
        nodes.contains { node in
            (node.member("builtin").map { !$0.isNull } ?? false)
                || node.member("systemGestureRegions") != nil || node.member("defersSystemGestures") != nil
        }
    }

    // MARK: K3

    /// `contentSize: {w, h}` and `adjustedContentInset: {t, l, b, r}`, kept in the builtin.
    private mutating func copyScrollGeometry(_ i: Int, into members: inout [JSONObject.Member]) {
        guard let record = nodes[i].record else { return }
        for (key, count) in [("contentSize", 2), ("adjustedContentInset", 4)] {
            guard let field = record.field(key) else { continue }
            let numbers = Self.braced(field.value, count: count)
            if let numbers, key != "contentSize" || numbers.allSatisfy({ $0 >= 0 }) {
                members.append(DumpJSON.member(key, DumpJSON.numbers(numbers, at: field.keyPosition)))
            } else {
                notes.append("line \(field.keyPosition.line): \(nodes[i].id)'s \(key) \"\(field.value)\" is not \(count) numbers: not copied (K3)")
            }
        }
    }

    /// `{a, b, …}` as `count` finite numbers, nil when it is not.
    static func braced(_ text: String, count: Int) -> [Double]? {
        guard text.first == "{", text.last == "}" else { return nil }
        let parts = text.dropFirst().dropLast().split { $0 == "," || $0 == " " }
        guard parts.count == count else { return nil }
        var result: [Double] = []
        for part in parts {
            guard let d = try? FieldValues.number(part) else { return nil }
            result.append(d)
        }
        return result
    }

    // MARK: K5

    /// Each list's cells, in frame order (y, then x, in the list's content coordinates); a
    /// table's sections split at each run of `UITableViewHeaderFooterView`s between cells.
    private mutating func numberCells(kinds: [BuiltinKind?], inferred: [BuiltinClassTable.Inference?],
                                      members: inout [[JSONObject.Member]]) {
        for list in nodes.indices where kinds[list]?.isList == true {
            let cellKind: BuiltinKind = kinds[list] == .tableView ? .tableCell : .collectionCell
            var items: [(node: Int, x: Double, y: Double, isHeader: Bool)] = []
            var stack = nodes[list].children
            while let n = stack.popLast() {
                if kinds[n]?.isList == true { continue }
                let isHeader = cellKind == .tableCell
                    && (nodes[n].className == "UITableViewHeaderFooterView" || nodes[n].baseClass == "UITableViewHeaderFooterView")
                if kinds[n] == cellKind || isHeader {
                    let (x, y) = contentOrigin(of: n, in: list)
                    items.append((n, x, y, isHeader))
                    if !isHeader { continue }
                }
                stack.append(contentsOf: nodes[n].children)
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
                defer { row += 1 }
                guard inferred[item.node] != nil else { continue }  // the overlay's cell keeps its own
                let at = nodes[item.node].position
                members[item.node].append(DumpJSON.member("indexPath", DumpJSON.numbers([Double(section), Double(row)], at: at)))
                numbered += 1
            }
            if numbered > 0 {
                let split = cellKind == .tableCell ? "sections split at header and footer views" : "all in section 0"
                notes.append("line \(nodes[list].position.line): \(numbered) cell\(numbered == 1 ? "" : "s") of \(nodes[list].id) numbered in frame order (y, then x; \(split)), \(sections) section\(sections == 1 ? "" : "s"): approximate index paths (K5); an overlay's builtin.indexPath corrects one")
            }
        }
    }

    /// A table's or collection's delegate: the controller its printed `dataSource:` names,
    /// else (a guess) the controller whose view is the list or its nearest ancestor.
    private mutating func findDelegates(kinds: [BuiltinKind?], inferred: [BuiltinClassTable.Inference?],
                                        members: inout [[JSONObject.Member]]) {
        for i in nodes.indices where kinds[i]?.isList == true && inferred[i] != nil {
            let at = nodes[i].position
            if let field = nodes[i].record?.field("dataSource"), let address = Self.address(in: field.value),
               let vc = viewControllers.first(where: { $0.line.address.lowercased() == address && $0.node != nil }) {
                members[i].append(DumpJSON.member("dataSource", DumpJSON.string(controllerID(of: vc), at: field.keyPosition)))
                continue
            }
            if let (vc, owner) = nearestController(from: i, where: { _ in true }) {
                members[i].append(DumpJSON.member("delegate", DumpJSON.string(vc, at: at)))
                notes.append("line \(at.line): \(nodes[i].id)'s delegate guessed as \(vc), the controller of \(nodes[owner].id) (K5): an overlay's builtin.delegate corrects it")
            } else {
                notes.append("line \(at.line): \(nodes[i].id) has no delegate in the dump (no dataSource printed, no view controller above it): its calls go to null (K5)")
            }
        }
    }

    /// Tab bars: their controller (the nearest UITabBarController above), and their
    /// `UITabBarButton`s indexed by frame x.
    private mutating func indexTabBarButtons(kinds: [BuiltinKind?], inferred: [BuiltinClassTable.Inference?],
                                             members: inout [[JSONObject.Member]]) {
        for bar in nodes.indices where kinds[bar] == .tabBar {
            let at = nodes[bar].position
            if inferred[bar] != nil {
                if let (vc, _) = nearestController(from: bar, where: { $0 == "UITabBarController" }) {
                    members[bar].append(DumpJSON.member("controller", DumpJSON.string(vc, at: at)))
                } else {
                    notes.append("line \(at.line): \(nodes[bar].id) has no UITabBarController above it in the dump: its selection calls go to null (K5)")
                }
            }
            var buttons: [(node: Int, x: Double)] = []
            var stack = nodes[bar].children
            while let n = stack.popLast() {
                if kinds[n] == .tabBarButton { buttons.append((n, contentOrigin(of: n, in: bar).x)) } else { stack += nodes[n].children }
            }
            buttons.sort { ($0.x, $0.node) < ($1.x, $1.node) }
            for (index, b) in buttons.enumerated() where inferred[b.node] != nil {
                let p = nodes[b.node].position
                members[b.node].append(DumpJSON.member("index", DumpJSON.number(Double(index), at: p)))
                members[b.node].append(DumpJSON.member("tabBar", DumpJSON.string(nodes[bar].id, at: p)))
            }
            if !buttons.isEmpty {
                notes.append("line \(at.line): \(buttons.count) tab button\(buttons.count == 1 ? "" : "s") of \(nodes[bar].id) indexed by frame x (K5)")
            }
        }
    }

    /// Navigation bars: their controller (the nearest UINavigationController above) and back
    /// button; bar buttons: their role and bar (K5's heuristic).
    private mutating func findNavigationBars(kinds: [BuiltinKind?], inferred: [BuiltinClassTable.Inference?],
                                             members: inout [[JSONObject.Member]]) {
        for bar in nodes.indices where kinds[bar] == .navigationBar {
            let at = nodes[bar].position
            var back: Int?
            var stack = nodes[bar].children
            while let n = stack.popLast() {
                stack += nodes[n].children
                let parentClass = nodes[nodes[n].parent].className
                let isModernBack = nodes[n].className == "_UIButtonBarButton"
                    && (parentClass == "_UINavigationBarContentView"
                        || nodes[n].children.contains { nodes[$0].className == "_UIBackButtonContainerView" })
                if back == nil && (isModernBack || nodes[n].className == "UINavigationItemButtonView") { back = n }
                if kinds[n] == .barButton && inferred[n] != nil {
                    let p = nodes[n].position
                    let role = n == back || isModernBack ? "back" : "item"
                    members[n].append(DumpJSON.member("role", DumpJSON.string(role, at: p)))
                    members[n].append(DumpJSON.member("navigationBar", DumpJSON.string(nodes[bar].id, at: p)))
                }
            }
            guard inferred[bar] != nil else { continue }
            if let (vc, _) = nearestController(from: bar, where: { $0 == "UINavigationController" }) {
                members[bar].append(DumpJSON.member("controller", DumpJSON.string(vc, at: at)))
            } else {
                notes.append("line \(at.line): \(nodes[bar].id) has no UINavigationController above it in the dump: its pop calls go to null (K5)")
            }
            if let back {
                members[bar].append(DumpJSON.member("backButton", DumpJSON.string(nodes[back].id, at: at)))
                notes.append("line \(at.line): \(nodes[back].id) taken as \(nodes[bar].id)'s back button (K5, a heuristic): an overlay's builtin.backButton corrects it")
            }
        }
    }

    /// An alert's action views, indexed in frame order (y, then x) within the nearest alert above.
    /// An action view inside another (iOS 13+: `_UIAlertControllerActionView` inside
    /// `_UIInterfaceActionCustomViewRepresentationView`) is part of the outer one: no builtin.
    private mutating func indexAlertActions(kinds: [BuiltinKind?], inferred: inout [BuiltinClassTable.Inference?],
                                            members: inout [[JSONObject.Member]]) {
        for alert in nodes.indices where kinds[alert] == .alert {
            var actions: [(node: Int, x: Double, y: Double)] = []
            var stack = nodes[alert].children
            while let n = stack.popLast() {
                if kinds[n] == .alert { continue }
                if kinds[n] == .alertAction {
                    let (x, y) = contentOrigin(of: n, in: alert)
                    actions.append((n, x, y))
                } else {
                    stack += nodes[n].children
                }
            }
            actions.sort { ($0.y, $0.x, $0.node) < ($1.y, $1.x, $1.node) }
            for a in actions { dropNestedActions(in: a.node, kinds: kinds, inferred: &inferred) }
            for (index, a) in actions.enumerated() where inferred[a.node] != nil {
                members[a.node].append(DumpJSON.member("index", DumpJSON.number(Double(index), at: nodes[a.node].position)))
            }
            if inferred[alert] != nil, let (vc, _) = nearestController(from: alert, where: { $0 == "UIAlertController" }) {
                members[alert].append(DumpJSON.member("controller", DumpJSON.string(vc, at: nodes[alert].position)))
            }
        }
    }

    /// The action views inside action `outer`: the outer view is the action (one builtin each).
    private mutating func dropNestedActions(in outer: Int, kinds: [BuiltinKind?], inferred: inout [BuiltinClassTable.Inference?]) {
        var stack = nodes[outer].children
        while let n = stack.popLast() {
            stack += nodes[n].children
            guard kinds[n] == .alertAction, inferred[n] != nil else { continue }
            inferred[n] = nil
            notes.append("line \(nodes[n].position.line): \(nodes[n].id) (\(nodes[n].className)) is inside the alert action \(nodes[outer].id): that view is the action, this one gets no builtin (K2)")
        }
    }

    /// U15: `"legacy"` where the classes present say so.
    private mutating func pickVersions(inferred: [BuiltinClassTable.Inference?], members: inout [[JSONObject.Member]]) {
        for i in nodes.indices {
            guard let kind = inferred[i]?.kind else { continue }
            var legacy = false
            switch kind {
            case .switch:
                // iOS 13+ switches hold a UISwitchModernVisualElement.
                legacy = !nodes[i].children.isEmpty
                    && !nodes[i].children.contains { nodes[$0].className == "UISwitchModernVisualElement" }
            case .navigationBar:
                legacy = containsClass(["UINavigationItemView", "UINavigationItemButtonView", "UINavigationButton"], under: i)
            case .barButton:
                legacy = nodes[i].className == "UINavigationButton"
            default:
                break
            }
            if legacy { members[i].append(DumpJSON.member("version", DumpJSON.string("legacy", at: nodes[i].position))) }
        }
    }

    // MARK: Helpers

    private func containsClass(_ classes: Set<String>, under i: Int) -> Bool {
        var stack = nodes[i].children
        while let n = stack.popLast() {
            if classes.contains(nodes[n].className) { return true }
            stack += nodes[n].children
        }
        return false
    }

    /// A node's origin in an ancestor's bounds coordinates, from the printed frames and bounds
    /// origins of the views between (enough to order siblings and cousins).
    private func contentOrigin(of node: Int, in ancestor: Int) -> (x: Double, y: Double) {
        var x = nodes[node].printedFrame[0], y = nodes[node].printedFrame[1]
        var p = nodes[node].parent
        while p >= 0 && p != ancestor {
            x += nodes[p].printedFrame[0] - nodes[p].boundsOrigin[0]
            y += nodes[p].printedFrame[1] - nodes[p].boundsOrigin[1]
            p = nodes[p].parent
        }
        if p == ancestor {
            x -= nodes[ancestor].boundsOrigin[0]
            y -= nodes[ancestor].boundsOrigin[1]
        }
        return (x, y)
    }

    /// The id of the nearest view controller whose root view is this node or an ancestor, of
    /// a class `accepts` takes, and that node.
    private func nearestController(from node: Int, where accepts: (String) -> Bool) -> (String, Int)? {
        var n = node
        while n >= 0 {
            if let vc = nodes[n].member("viewController")?.objectValue, let id = vc["id"]?.stringValue,
               accepts(vc["class"]?.stringValue ?? "UIViewController") {
                return (id, n)
            }
            n = nodes[n].parent
        }
        return nil
    }

    /// The id the scene gives an attached view controller (an overlay may have renamed it).
    private func controllerID(of vc: DumpViewController) -> String {
        guard let node = vc.node, let id = nodes[node].member("viewController")?.objectValue?["id"]?.stringValue else { return vc.id }
        return id
    }

    /// The lowercased `0x…` address in `<Class: 0x…>`.
    static func address(in text: String) -> String? {
        let chars = Array(text)
        guard let colon = (0..<max(chars.count - 3, 0)).first(where: { chars[$0] == ":" && chars[$0 + 1] == " "
                                                                        && chars[$0 + 2] == "0" && chars[$0 + 3] == "x" }) else { return nil }
        let hex = chars[(colon + 2)...].prefix { $0 != ">" && $0 != ";" && $0 != " " }
        return hex.count > 2 ? String(hex).lowercased() : nil
    }
}
