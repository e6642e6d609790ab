/// Bars (docs/rules.md S30–S33): tab bars and their buttons, navigation bars and bar
/// buttons, with their options' defaults applied and their links resolved (a button's bar is
/// the one its option names, else its nearest ancestor of that kind). What they do with a
/// tap is in BarActions.swift.
struct BarFacets: Sendable {
    var tabBars: [Int32: TabBarFacet] = [:]
    /// Tab buttons whose tab bar is a `tabBar` builtin, by view.
    var tabButtons: [Int32: TabButtonFacet] = [:]
    var navigationBars: [Int32: NavigationBarFacet] = [:]
    /// Navigation bars in view order (D1: searches must not depend on a dictionary's order).
    var navigationBarViews: [Int32] = []
    var barButtons: [Int32: BarButtonFacet] = [:]
    /// S33: navigation bars that track their back button themselves, so handle the touch
    /// phases the responder chain brings them.
    var trackingBars: Set<Int32> = []

    static let none = BarFacets()

    /// Whether a control's events can matter to a bar (hook 3's quick test).
    var hasButtons: Bool { !tabButtons.isEmpty || !barButtons.isEmpty }

    static func compile(_ items: [Builtin], scene: Scene) -> BarFacets {
        var f = BarFacets()
        guard items.contains(where: { $0.kind == .tabBar || $0.kind == .tabBarButton || $0.kind == .navigationBar || $0.kind == .barButton })
        else { return f }
        for b in items {
            switch b.kind {
            case .tabBar: f.tabBars[b.view] = TabBarFacet(b)
            case .navigationBar:
                let bar = NavigationBarFacet(b, scene: scene)
                f.navigationBars[b.view] = bar
                f.navigationBarViews.append(b.view)
                if bar.tracksBackButton { f.trackingBars.insert(b.view) }
            default: break
            }
        }
        for b in items {
            switch b.kind {
            case .tabBarButton:
                let bar = b.settings.responder("tabBar") ?? nearestAncestor(of: b.view, in: f.tabBars, scene: scene)
                guard let bar, f.tabBars[bar] != nil, let index = b.settings.integer("index") else { continue }
                f.tabButtons[b.view] = TabButtonFacet(index: index, tabBar: bar)
            case .barButton:
                let bar = b.settings.responder("navigationBar") ?? nearestAncestor(of: b.view, in: f.navigationBars, scene: scene)
                f.barButtons[b.view] = BarButtonFacet(b, navigationBar: bar)
            default:
                break
            }
        }
        return f
    }

    /// The nearest proper ancestor of a view among `candidates`.
    private static func nearestAncestor<Facet>(of view: Int32, in candidates: [Int32: Facet], scene: Scene) -> Int32? {
        var v = scene.nodes[Int(view)].parent
        while v >= 0 {
            if candidates[v] != nil { return v }
            v = scene.nodes[Int(v)].parent
        }
        return nil
    }
}

/// A `tabBar` (S30), defaults applied.
struct TabBarFacet: Sendable {
    var view: Int32
    /// The UITabBarController whose bar it is (`controller`), if the scene names it.
    var controller: Int32?
    /// The tab bar's delegate: `delegate`, by default the controller (4.1).
    var delegate: Int32?
    /// The tab selected when the session starts (`selectedIndex`, 0).
    var selectedIndex: Int
    /// The controller's children in tab order (`children`), as far as the scene names them.
    var children: [Int32]
    var answers: BuiltinAnswers

    init(_ b: Builtin) {
        view = b.view
        controller = b.settings.responder("controller")
        delegate = b.delegate ?? controller
        selectedIndex = b.settings.integer("selectedIndex") ?? 0
        children = b.settings.responders("children") ?? []
        answers = b.answers
    }
}

/// A `tabBarButton`: its index and its tab bar.
struct TabButtonFacet: Sendable {
    var index: Int
    var tabBar: Int32
}

/// A `navigationBar` (S31, S33), defaults applied.
struct NavigationBarFacet: Sendable {
    var view: Int32
    /// The UINavigationController (`controller`), if the scene names it.
    var controller: Int32?
    /// The bar's delegate: `delegate`, by default the controller (4.1).
    var delegate: Int32?
    /// The number of controllers on the stack when the session starts: `depth`, else 2 when
    /// the bar shows a back button and 1 when it does not.
    var depth: Int
    var backButton: Int32?
    /// S33: the back button is not a control (iOS ≤ 10's `UINavigationItemButtonView`), so
    /// the bar tracks it itself, handling the touches that reach it. A bar without such a back
    /// button lets them go up the chain, as before (whatever its version).
    var tracksBackButton: Bool
    var answers: BuiltinAnswers

    init(_ b: Builtin, scene: Scene) {
        view = b.view
        controller = b.settings.responder("controller")
        delegate = b.delegate ?? controller
        backButton = b.settings.responder("backButton")
        depth = b.settings.integer("depth") ?? (backButton == nil ? 1 : 2)
        let backIsControl = backButton.map { scene.nodes[Int($0)].flags.contains(.control) } ?? false
        tracksBackButton = backButton != nil && !backIsControl
        answers = b.answers
    }
}

/// A `barButton` (S31–S33), defaults applied.
struct BarButtonFacet: Sendable {
    enum Role: String, Sendable {
        case item, back
    }

    var view: Int32
    /// `role`, "item" by default.
    var role: Role
    /// The item's target; nil sends the action up the responder chain (F3).
    var target: Int32?
    /// The item's action; an item without one sends nothing.
    var action: String?
    var navigationBar: Int32?
    /// S33: a `UINavigationButton` (iOS ≤ 10) acts on `touchUpInside`, a modern
    /// `_UIButtonBarButton` on `primaryActionTriggered`.
    var legacy: Bool

    init(_ b: Builtin, navigationBar: Int32?) {
        view = b.view
        role = b.settings.string("role").flatMap(Role.init(rawValue:)) ?? .item
        target = b.settings.responder("target")
        action = b.settings.string("action")
        self.navigationBar = navigationBar
        legacy = b.version == .legacy
    }
}
