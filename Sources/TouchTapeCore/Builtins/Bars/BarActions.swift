/// What bars do with a tap (docs/rules.md S30–S33): a tab button's touch-up inside
/// selects its tab, a back button pops, a bar button item sends its action. Every effect is a
/// call on the delivery whose step made it (none is deferred; the bar's `didPopItem` waits for
/// the pop's animation).
struct BarState: Sendable {
    /// S30: each tab bar's selected tab, once a tap changed it.
    var selectedTab: [Int32: Int] = [:]
    /// S30, S31: each navigation bar's number of controllers, once a pop changed it.
    var depth: [Int32: Int] = [:]
}

extension GestureStage {
    /// Hook 3 for bars: the events a tab button or bar button sent as the touch's view.
    mutating func barControlSent(_ control: Int32, events: [ControlEvent], delivery: inout GestureDelivery) {
        let bars = scene.builtins.bars
        if let button = bars.tabButtons[control], let bar = bars.tabBars[button.tabBar] {
            // S30: selection on touch-up inside (C3's margin); touchDown and touchCancel do
            // nothing that can be observed.
            if events.contains(.touchUpInside) { selectTab(button.index, of: bar, delivery: &delivery) }
        } else if let button = bars.barButtons[control] {
            // S31, S32 on the primary action; S33: a UINavigationButton is a UIButton.
            guard events.contains(button.legacy ? .touchUpInside : .primaryActionTriggered) else { return }
            switch button.role {
            case .back:
                // U11 (clarification 16): held 0.5 s or longer, the iOS 14+ back-stack menu
                // (reserved) would take the touch: no pop at the lift.
                if !button.legacy, let held = heldTime(of: delivery), held >= BuiltinConstants.backButtonMenuHold { return }
                let bar = button.navigationBar.flatMap { bars.navigationBars[$0] }
                // The bar sends the messages (`_sendNavigationPopForBackBarButtonItem:`, E15).
                pop(bar, from: bar?.view ?? button.view, delivery: &delivery)
            case .item:
                sendItemAction(button, delivery: &delivery)
            }
        }
    }

    /// Hook 2 for bars, S33: a navigation bar whose back button is not interactive gets the
    /// touch itself; one that began inside the back button's frame and lifts inside it (C3's
    /// margin) pops, at the `ended`.
    mutating func navigationBarTouch(_ bar: NavigationBarFacet, sample: TouchSample, serial: Int, delivery: inout GestureDelivery) {
        guard sample.phase == .ended, let back = bar.backButton, let start = touches[serial]?.start,
              let began = scene.convert(start, from: nil, to: back),
              let lifted = scene.convert(sample.location, from: nil, to: back) else { return }
        let bounds = scene.nodes[Int(back)].bounds
        guard bounds.contains(began), Dispatcher.isWithinTrackingMargin(lifted, bounds: bounds) else { return }
        pop(bar, from: bar.view, delivery: &delivery)
    }

    // MARK: S30

    /// S30: the tab bar selects the item, then its controller (if any) asks its delegate and
    /// selects the child; re-tapping the selected tab of a navigation controller pops it to
    /// its root.
    private mutating func selectTab(_ index: Int, of bar: TabBarFacet, delivery: inout GestureDelivery) {
        let previous = builtin.bars.selectedTab[bar.view] ?? bar.selectedIndex
        let item = [CallArgument("item", .integer(index))]
        call("setSelectedItem:", from: bar.view, to: bar.view, item, on: &delivery)
        call("tabBar:didSelectItem:", from: bar.view, to: bar.delegate, item, on: &delivery)
        guard let controller = bar.controller else {
            builtin.bars.selectedTab[bar.view] = index
            return
        }
        let child: CallValue = index < bar.children.count ? .string(scene.responderIDs[Int(bar.children[index])]) : .null
        let viewController = [CallArgument("viewController", child)]
        // The scene format names no UITabBarController delegate: these messages go to null.
        call("tabBarController:shouldSelectViewController:", from: bar.view, to: nil, viewController, on: &delivery)
        // Clarification 15: NO keeps the previous tab, and nothing more is recorded.
        guard bar.answers.answer("tabBarController:shouldSelectViewController:", key: String(index)) != .bool(false) else { return }
        if index == previous {
            if let nav = navigationBar(ofTab: index, in: bar), depth(of: nav) > 1 {
                call("popToRootViewControllerAnimated:", from: bar.view, to: nav.controller, [CallArgument("animated", .bool(true))],
                     on: &delivery)
                builtin.bars.depth[nav.view] = 1
            }
        } else {
            call("setSelectedViewController:", from: bar.view, to: controller, viewController, on: &delivery)
            builtin.bars.selectedTab[bar.view] = index
        }
        call("tabBarController:didSelectViewController:", from: bar.view, to: nil, viewController, on: &delivery)
    }

    /// The navigation bar of a tab's child: the bar whose controller is `children[index]`;
    /// without `children`, for the tab the scene shows, the first navigation bar inside the
    /// tab bar controller's view.
    private func navigationBar(ofTab index: Int, in bar: TabBarFacet) -> NavigationBarFacet? {
        let bars = scene.builtins.bars
        if index < bar.children.count {
            let child = bar.children[index]
            return bars.navigationBarViews.lazy.compactMap { bars.navigationBars[$0] }.first { $0.controller == child }
        }
        guard index == bar.selectedIndex, let controller = bar.controller else { return nil }
        let root = scene.rootView(ofViewController: controller)
        guard root >= 0 else { return nil }
        return bars.navigationBarViews.lazy.filter { self.isDescendant($0, of: root) }.compactMap { bars.navigationBars[$0] }.first
    }

    private func isDescendant(_ view: Int32, of ancestor: Int32) -> Bool {
        var v = scene.nodes[Int(view)].parent
        while v >= 0 {
            if v == ancestor { return true }
            v = scene.nodes[Int(v)].parent
        }
        return false
    }

    private func depth(of bar: NavigationBarFacet) -> Int { builtin.bars.depth[bar.view] ?? bar.depth }

    // MARK: S31, S33

    /// S31: `navigationBar:shouldPopItem:` to the bar's delegate (default YES), then
    /// `popViewControllerAnimated:` on the controller, then `navigationBar:didPopItem:` once
    /// the animation is over. The scene does not change (as S9: nothing moves).
    private mutating func pop(_ bar: NavigationBarFacet?, from view: Int32, delivery: inout GestureDelivery) {
        let stack = bar.map { depth(of: $0) } ?? 2
        let top = max(stack - 1, 0)
        let item = [CallArgument("item", .integer(top))]
        call("navigationBar:shouldPopItem:", from: view, to: bar?.delegate, item, on: &delivery)
        guard bar?.answers.answer("navigationBar:shouldPopItem:", key: String(top)) != .bool(false) else { return }
        call("popViewControllerAnimated:", from: view, to: bar?.controller, [CallArgument("animated", .bool(true))], on: &delivery)
        if let bar { builtin.bars.depth[bar.view] = max(stack - 1, 1) }
        call("navigationBar:didPopItem:", from: view, to: bar?.delegate, item, afterAnimation: true, on: &delivery)
    }

    /// U11: how long the touch that just lifted on the back button was down.
    private func heldTime(of delivery: GestureDelivery) -> Double? {
        guard let id = delivery.touch else { return nil }
        let record = serialOfTouch[id].flatMap { touches[$0] }
            ?? order.lazy.compactMap { self.touches[$0] }.first { $0.id == id && !$0.down }
        return record.map { delivery.t - $0.startTime }
    }

    // MARK: S32

    /// S32: the item's action to its target, with the item as sender; with no target, to the
    /// first responder that performs it, walking the chain from the first responder (F3; null
    /// when none does).
    private mutating func sendItemAction(_ button: BarButtonFacet, delivery: inout GestureDelivery) {
        guard let action = button.action else { return }
        call(action, from: button.view, to: button.target ?? performer(of: action), on: &delivery)
    }

    /// F3: the first responder in the chain from the first responder whose `actions` holds
    /// the selector.
    private func performer(of selector: String) -> Int32? {
        var r = builtin.text.firstResponder ?? -1
        while r >= 0 {
            if scene.performableActions[Int(r)].contains(selector) { return r }
            r = scene.nextResponder[Int(r)]
        }
        return nil
    }
}
