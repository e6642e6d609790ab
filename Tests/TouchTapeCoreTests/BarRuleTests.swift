import Testing
@testable import TouchTapeCore

/// Bars (docs/rules.md S30–S33, clarifications 15 and 16) and the bar worked examples.
@Suite("Bars (S30–S33)")
struct BarRuleTests {
    /// A tab bar app: `tabVC` (a UITabBarController) shows `navVC` (a UINavigationController,
    /// two deep) with a navigation bar `navBar` (back button `back`, item `compose`); the tab
    /// bar `tabBar` (y 618–667) has buttons `tab0` … `tab2`, 125 pt wide, for `navVC`,
    /// `calendarVC` and `settingsVC`. `tabBarOptions`, `navBarOptions` and `composeOptions` add
    /// members to those builtins. No window keys: no gates.
    static func app(tabBarOptions: String = #", "children": ["navVC", "calendarVC", "settingsVC"]"#,
                    navBarOptions: String = "", composeOptions: String = #", "target": "inboxVC", "action": "compose:""#,
                    firstResponder: String = "") throws -> Scene {
        let actions = #""control": { "actions": { "touchDown": "down:", "touchUpInside": "up:", "primaryActionTriggered": "primary:" } }"#
        func tab(_ i: Int) -> String {
            #"{ "id": "tab\#(i)", "class": "UITabBarButton", "frame": [\#(i * 125), 1, 125, 48], \#(actions), "builtin": { "kind": "tabBarButton", "index": \#(i) } }"#
        }
        return try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "test"\#(firstResponder),
              "windows": [ { "id": "window", "frame": \#(TT.screen), "subviews": [
                { "id": "tabRoot", "frame": \#(TT.screen), "viewController": { "id": "tabVC", "class": "UITabBarController" }, "subviews": [
                  { "id": "calendarRoot", "frame": \#(TT.screen), "hidden": true, "viewController": { "id": "calendarVC" } },
                  { "id": "settingsRoot", "frame": \#(TT.screen), "hidden": true, "viewController": { "id": "settingsVC" } },
                  { "id": "navRoot", "frame": \#(TT.screen), "viewController": { "id": "navVC", "class": "UINavigationController" }, "subviews": [
                    { "id": "inboxRoot", "frame": \#(TT.screen), "viewController": { "id": "inboxVC", "actions": ["compose:"] } },
                    { "id": "navBar", "class": "UINavigationBar", "frame": [0, 20, 375, 44],
                      "builtin": { "kind": "navigationBar", "controller": "navVC", "backButton": "back"\#(navBarOptions) }, "subviews": [
                      { "id": "back", "class": "_UIButtonBarButton", "frame": [0, 0, 100, 44], \#(actions),
                        "builtin": { "kind": "barButton", "role": "back", "navigationBar": "navBar" } },
                      { "id": "compose", "class": "_UIButtonBarButton", "frame": [320, 0, 48, 44], \#(actions),
                        "builtin": { "kind": "barButton", "role": "item"\#(composeOptions) } } ] } ] },
                  { "id": "tabBar", "class": "UITabBar", "frame": [0, 618, 375, 49],
                    "builtin": { "kind": "tabBar", "controller": "tabVC"\#(tabBarOptions) },
                    "subviews": [ \#(tab(0)), \#(tab(1)), \#(tab(2)) ] } ] } ] } ] }
            """#)
    }

    /// Each call as `selector args → to`.
    static func calls(_ d: [Delivery]) -> [String] {
        d.flatMap { $0.calls.map { "\($0.shortText) → \($0.to ?? "null")" } }
    }

    // MARK: S30

    @Test("Bars, S30: a tap on the third tab button: touchDown, touchUpInside, then the tab bar's and the controller's calls in UIKit's order")
    func workedExampleTab() throws {
        let d = try BT.run(try Self.app(), GT.tap(0, 1, 300, 640))
        #expect(GT.summary(d) == ["touch 1 began → tab2 +touchDown", "touch 1 ended → tab2 +touchUpInside +primaryActionTriggered"])
        #expect(d[0].calls.isEmpty)
        #expect(Self.calls(d) == [
            "setSelectedItem: 2 → tabBar", "tabBar:didSelectItem: 2 → tabVC",
            #"tabBarController:shouldSelectViewController: "settingsVC" → null"#,
            #"setSelectedViewController: "settingsVC" → tabVC"#, #"tabBarController:didSelectViewController: "settingsVC" → null"#,
        ])
        #expect(d[1].calls.allSatisfy { $0.from == "tabBar" && !$0.afterAnimation })
    }

    @Test("S30: the selection needs a touch-up inside with C3's 70 pt margin; touchDown and touchCancel make no call", arguments: [
        (560.0, true), (548.0, false),
    ])
    func touchUpInsideWithTheMargin(liftY: Double, selects: Bool) throws {
        let d = try BT.run(try Self.app(), GT.ev(0, 1, "began", 180, 640), GT.ev(0.1, 1, "moved", 180, liftY),
                           GT.ev(0.2, 1, "ended", 180, liftY))
        #expect(Self.calls(d).contains("setSelectedItem: 1 → tabBar") == selects)
        let cancelled = try BT.run(try Self.app(), GT.ev(0, 1, "began", 180, 640), GT.ev(0.1, 1, "cancelled", 180, 640))
        #expect(BT.calls(cancelled).isEmpty)
    }

    @Test("S30, clarification 15: shouldSelectViewController NO records nothing more, and the previous tab stays selected")
    func shouldSelectNo() throws {
        let s = try Self.app(tabBarOptions: #", "children": ["navVC", "calendarVC", "settingsVC"], "answers": { "tabBarController:shouldSelectViewController:": { "1": false } }"#)
        let d = try BT.run(s, GT.tap(0, 1, 180, 640), GT.tap(1, 2, 300, 640))
        #expect(Self.calls(d).prefix(3) == [
            "setSelectedItem: 1 → tabBar", "tabBar:didSelectItem: 1 → tabVC", #"tabBarController:shouldSelectViewController: "calendarVC" → null"#,
        ])
        // Tab 0 is still selected: the next tap on tab 2 selects it anew.
        #expect(Self.calls(d).dropFirst(3).contains(#"setSelectedViewController: "settingsVC" → tabVC"#))
        #expect(Self.calls(d).count == 8)
    }

    @Test("S30: re-tapping the selected tab sends didSelect again and, for a navigation controller two deep, popToRootViewControllerAnimated: once")
    func retapPopsToRoot() throws {
        let d = try BT.run(try Self.app(), GT.tap(0, 1, 60, 640), GT.tap(1, 2, 60, 640))
        let first = Self.calls([d[1]]), second = Self.calls([d[3]])
        #expect(first == [
            "setSelectedItem: 0 → tabBar", "tabBar:didSelectItem: 0 → tabVC", #"tabBarController:shouldSelectViewController: "navVC" → null"#,
            "popToRootViewControllerAnimated: true → navVC", #"tabBarController:didSelectViewController: "navVC" → null"#,
        ])
        #expect(!second.contains { $0.hasPrefix("popToRoot") || $0.hasPrefix("setSelectedViewController:") })
        #expect(second.last == #"tabBarController:didSelectViewController: "navVC" → null"#)
    }

    @Test("S30: without children, re-tapping the shown tab finds its navigation controller inside the tab bar controller's view; a new tab's child is null")
    func retapWithoutChildren() throws {
        let d = try BT.run(try Self.app(tabBarOptions: ""), GT.tap(0, 1, 60, 640), GT.tap(1, 2, 180, 640))
        #expect(Self.calls(d).contains("popToRootViewControllerAnimated: true → navVC"))
        #expect(Self.calls(d).contains("setSelectedViewController: null → tabVC"))
    }

    @Test("S30: after a switch the new tab is the selected one: tapping it again sets no view controller")
    func selectionIsRemembered() throws {
        let d = try BT.run(try Self.app(), GT.tap(0, 1, 180, 640), GT.tap(1, 2, 180, 640))
        #expect(Self.calls([d[1]]).contains(#"setSelectedViewController: "calendarVC" → tabVC"#))
        #expect(!Self.calls([d[3]]).contains { $0.hasPrefix("setSelectedViewController:") })
    }

    @Test("S30: a tab bar without a controller sets its item and tells its delegate (4.1), nothing more")
    func barWithoutController() throws {
        let s = try BT.scene(#"""
            { "id": "owner", "frame": [0, 0, 10, 10], "touches": "handle" },
            { "id": "bar", "class": "UITabBar", "frame": [0, 618, 375, 49], "builtin": { "kind": "tabBar", "delegate": "owner" },
              "subviews": [ { "id": "b0", "frame": [0, 0, 187, 49], "control": {}, "builtin": { "kind": "tabBarButton", "index": 0 } },
                            { "id": "b1", "frame": [187, 0, 188, 49], "control": {}, "builtin": { "kind": "tabBarButton", "index": 1 } } ] }
            """#)
        let d = try BT.run(s, GT.tap(0, 1, 300, 640))
        #expect(Self.calls(d) == ["setSelectedItem: 1 → bar", "tabBar:didSelectItem: 1 → owner"])
    }

    // MARK: S31, U11

    @Test("Bars, S31: the back button: touchDown, touchUpInside, primaryActionTriggered, then shouldPopItem, popViewControllerAnimated:, and didPopItem after the animation")
    func workedExampleBack() throws {
        let d = try BT.run(try Self.app(), GT.tap(0, 1, 40, 40))
        #expect(GT.summary(d) == ["touch 1 began → back +touchDown", "touch 1 ended → back +touchUpInside +primaryActionTriggered"])
        #expect(Self.calls(d) == [
            "navigationBar:shouldPopItem: 1 → navVC", "popViewControllerAnimated: true → navVC",
            "navigationBar:didPopItem: 1 (after animation) → navVC",
        ])
        #expect(d[1].calls.map(\.from) == ["navBar", "navBar", "navBar"])
        #expect(d[1].calls.map(\.afterAnimation) == [false, false, true])
    }

    @Test("U11, clarification 16: a back button held 0.5 s or longer does not pop at the lift; just under it does", arguments: [
        (0.5, false), (0.8, false), (0.49, true),
    ])
    func heldBackButton(held: Double, pops: Bool) throws {
        #expect(BuiltinConstants.backButtonMenuHold == 0.5)
        let d = try BT.run(try Self.app(), GT.ev(0, 1, "began", 40, 40), GT.ev(held, 1, "ended", 40, 40))
        #expect(Self.calls(d).contains("popViewControllerAnimated: true → navVC") == pops)
        #expect(d.last?.controlEvents.map(\.event) == [.touchUpInside, .primaryActionTriggered])
    }

    @Test("S31: navigationBar:shouldPopItem: NO stops the pop")
    func shouldPopNo() throws {
        let d = try BT.run(try Self.app(navBarOptions: #", "answers": { "navigationBar:shouldPopItem:": false }"#), GT.tap(0, 1, 40, 40))
        #expect(Self.calls(d) == ["navigationBar:shouldPopItem: 1 → navVC"])
    }

    @Test("S31, S30: a pop leaves the stack one shallower: re-tapping the tab then has nothing to pop to root")
    func popChangesTheDepth() throws {
        let d = try BT.run(try Self.app(navBarOptions: #", "depth": 3"#), GT.tap(0, 1, 40, 40), GT.tap(1, 2, 40, 40),
                           GT.tap(2, 3, 60, 640))
        #expect(Self.calls([d[1]]).first == "navigationBar:shouldPopItem: 2 → navVC")
        #expect(Self.calls([d[3]]).first == "navigationBar:shouldPopItem: 1 → navVC")
        #expect(!Self.calls([d[5]]).contains { $0.hasPrefix("popToRoot") })
    }

    // MARK: S32

    @Test("S32: a bar button item sends its action to its target on the primary action; lifted outside, nothing")
    func itemAction() throws {
        let d = try BT.run(try Self.app(), GT.tap(0, 1, 340, 40))
        #expect(Self.calls(d) == ["compose: → inboxVC"])
        #expect(d[1].calls.first?.from == "compose")
        let outside = try BT.run(try Self.app(), GT.ev(0, 1, "began", 340, 40), GT.ev(0.1, 1, "ended", 340, 300))
        #expect(BT.calls(outside).isEmpty)
    }

    @Test("S32, F3: with target null the action goes to the first responder in the chain from the first responder that performs it; null without one", arguments: [
        (#", "firstResponder": "inboxVC""#, "compose: → inboxVC"), ("", "compose: → null"),
    ])
    func nilTargetedItem(firstResponder: String, expected: String) throws {
        let s = try Self.app(composeOptions: #", "target": null, "action": "compose:""#, firstResponder: firstResponder)
        #expect(Self.calls(try BT.run(s, GT.tap(0, 1, 340, 40))) == [expected])
    }

    @Test("S32: an item whose action the scene does not give sends nothing (a dump never prints it)")
    func itemWithoutAction() throws {
        let d = try BT.run(try Self.app(composeOptions: ""), GT.tap(0, 1, 340, 40))
        #expect(BT.calls(d).isEmpty)
    }

    // MARK: S33

    /// An iOS ≤ 10 navigation bar: a `UINavigationItemButtonView` back button (not interactive)
    /// and a `UINavigationButton` item.
    static func legacyBar() throws -> Scene {
        try BT.scene(#"""
            { "id": "navRoot", "frame": \#(TT.screen), "viewController": { "id": "navVC", "class": "UINavigationController" }, "subviews": [
              { "id": "listRoot", "frame": \#(TT.screen), "viewController": { "id": "listVC" } },
              { "id": "navBar", "class": "UINavigationBar", "frame": [0, 20, 375, 44],
                "builtin": { "kind": "navigationBar", "version": "legacy", "controller": "navVC", "backButton": "backView" }, "subviews": [
                { "id": "backView", "class": "UINavigationItemButtonView", "frame": [8, 7, 60, 30], "userInteractionEnabled": false },
                { "id": "edit", "class": "UINavigationButton", "frame": [310, 7, 57, 30], "control": {},
                  "builtin": { "kind": "barButton", "version": "legacy", "role": "item", "target": "listVC", "action": "edit:" } } ] } ] }
            """#)
    }

    @Test("S33: the bar itself gets a touch on its non-interactive back button; begun inside it and lifted inside (C3's margin), it pops at the ended", arguments: [
        (30.0, 40.0, 30.0, 40.0, true), (30.0, 40.0, 120.0, 100.0, true), (30.0, 40.0, 30.0, 150.0, false), (100.0, 40.0, 30.0, 40.0, false),
    ])
    func legacyBackButton(x0: Double, y0: Double, x1: Double, y1: Double, pops: Bool) throws {
        let d = try BT.run(try Self.legacyBar(), GT.ev(0, 1, "began", x0, y0), GT.ev(0.1, 1, "moved", x1, y1),
                           GT.ev(0.6, 1, "ended", x1, y1))
        #expect(d.allSatisfy { $0.handledBy == "navBar" })
        #expect(Self.calls(d) == (pops ? ["navigationBar:shouldPopItem: 1 → navVC", "popViewControllerAnimated: true → navVC",
                                          "navigationBar:didPopItem: 1 (after animation) → navVC"] : []))
    }

    @Test("S33: a navigation bar with no back button of its own to track (none, or a control) lets the touches that reach it go up the chain")
    func barWithoutTrackedBackButton() throws {
        let s = try BT.scene(#"{ "id": "navBar", "class": "UINavigationBar", "frame": [0, 20, 375, 44], "builtin": { "kind": "navigationBar", "version": "legacy" } }"#)
        let d = try BT.run(s, GT.tap(0, 1, 187, 40))
        #expect(d.map(\.handledBy) == [nil, nil])
        #expect(try Self.app().builtins.bars.trackingBars.isEmpty)
    }

    @Test("S33: a UINavigationButton is a UIButton: its touchUpInside sends the item's action")
    func legacyItem() throws {
        let d = try BT.run(try Self.legacyBar(), GT.tap(0, 1, 330, 40))
        #expect(d.map(\.handledBy) == ["edit", "edit"])
        #expect(Self.calls(d) == ["edit: → listVC"])
    }
}
