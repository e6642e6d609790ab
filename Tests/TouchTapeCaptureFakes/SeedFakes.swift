import TouchTapeCaptureCore

/// Two seed scenes of the project's fixtures rebuilt as fake hierarchies, with the fixtures'
/// ids as accessibility and restoration identifiers, so a capture of them names every view as
/// the fixture does: `Fixtures/hit-test-a-to-e` (views A–E of seed 001) and
/// `Fixtures/tabbar-center-button`, version 2 (the tab bar's raised centre button, with the
/// `hitTest` override of seed 004 described through `TouchTapeDescribing`).
@MainActor public enum SeedFakes {
    /// A window 375 × 667 with its application, as the fixtures' scenes have (no window scene).
    public static func window(_ identifier: String = "window", @FakeSubviews subviews: () -> [FakeView]) -> FakeWindow {
        let window = FakeWindow(identifier, frame: CRect(x: 0, y: 0, width: 375, height: 667),
                                application: .application(), subviews: subviews)
        window.isKeyWindow = true
        return window
    }

    /// `myView` of seed 001: an app class whose `touches…` overrides do not call super.
    static func myView(_ identifier: String, _ frame: CRect, @FakeSubviews subviews: () -> [FakeView] = { [] }) -> FakeView {
        FakeView(identifier, class: "myView", frame: frame, subviews: subviews).with {
            $0.baseClassName = "UIView"
            // The seed's overrides log and call super; its touches methods do not.
            $0.overrides = [.hitTest, .pointInside, .touchesBegan, .touchesEnded]
            $0.appDescription = FakeDescription(hitTest: .standard, pointInside: .bounds, touches: .handle)
        }
    }

    /// Views A–E (Fixtures/hit-test-a-to-e/scene.json).
    public static func aToE() -> FakeWindow {
        let root = FakeView("rootView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) {
            myView("viewA", CRect(x: 10, y: 10, width: 300, height: 200))
            myView("viewB", CRect(x: 10, y: 240, width: 300, height: 200)) {
                myView("viewC", CRect(x: 10, y: 10, width: 120, height: 180))
                myView("viewD", CRect(x: 170, y: 10, width: 120, height: 180)) {
                    myView("viewE", CRect(x: 30, y: 40, width: 60, height: 100))
                }
            }
        }
        let controller = FakeController(class: "ViewController", restorationIdentifier: "viewController", view: root)
        let window = window { root }
        window.fakeRootViewController = controller
        return window
    }

    /// The tab bar with its raised centre button (Fixtures/tabbar-center-button, version 2).
    public static func tabBar() -> FakeWindow {
        let cells = (1...7).map { i in
            FakeView("cell\(i)", class: "UITableViewCell", frame: CRect(x: 0, y: Double(i) * 100, width: 375, height: 100)).with {
                $0.appDescription = FakeDescription(touches: .handle)
            }
        }
        let table = FakeView("tableView", class: "UITableView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) { cells }
        table.bounds.origin = CPoint(x: 0, y: 100)
        // What UIKit reads for seven 100-point rows from content y 100 (K3).
        table.scrollSettings = ScrollViewReading(contentSize: CSize(width: 375, height: 800))
        let home = FakeView("homeView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) { table }
        let transition = FakeView("transitionView", class: "UITransitionView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) { home }
        let centerButton = FakeView("centerButton", class: "UIButton", frame: CRect(x: 157, y: -20, width: 60, height: 60)).with {
            $0.fakeControl = FakeControl(actions: [(.touchUpInside, "compose:")])
        }
        let tabBar = FakeView("tabBar", class: "TabBar", frame: CRect(x: 0, y: 618, width: 375, height: 49)) {
            FakeView("tabItemHome", class: "UITabBarButton", frame: CRect(x: 0, y: 1, width: 150, height: 48)).with {
                $0.fakeControl = FakeControl()
            }
            FakeView("tabItemMe", class: "UITabBarButton", frame: CRect(x: 225, y: 1, width: 150, height: 48)).with {
                $0.fakeControl = FakeControl()
            }
            centerButton
        }
        tabBar.baseClassName = "UITabBar"
        tabBar.overrides = [.hitTest]
        tabBar.appDescription = FakeDescription(hitTest: .forwardTo([centerButton]))
        // What the app's override does on the device: the button when the point is inside it.
        tabBar.hitTestOverride = { view, p, standard in
            if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01 { return nil }
            if let q = FakeHitTest.convert(p, into: centerButton), FakeHitTest.pointInside(centerButton, q) { return centerButton }
            return standard(p)
        }
        let container = FakeView("layoutContainerView", class: "UILayoutContainerView", frame: CRect(x: 0, y: 0, width: 375, height: 667)) {
            transition
            tabBar
        }
        let tabBarController = FakeController(class: "UITabBarController", restorationIdentifier: "tabBarController", view: container)
        let homeController = FakeController(class: "HomeViewController", restorationIdentifier: "homeViewController", view: home)
        tabBarController.addChild(homeController)
        let window = window { container }
        window.fakeRootViewController = tabBarController
        return window
    }
}
