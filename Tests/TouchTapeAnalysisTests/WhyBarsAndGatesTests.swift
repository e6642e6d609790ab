import Testing
import TouchTapeAnalysis
import TouchTapeCore

/// `why` says what the window's system-gesture gates (S35, S36) and bars (S30, S31) do.
@Suite("Why: bars and the window's gates")
struct WhyBarsAndGatesTests {
    /// An 844-pt window with the default bottom region; a tab bar controller's bar (y 780–844)
    /// with two tab buttons, and a navigation bar with a back button.
    static func app() throws -> Scene {
        try Scene.decode(Array(#"""
            { "format": "touchtape.scene/2", "name": "app", "windows": [ { "id": "window", "frame": [0, 0, 390, 844],
              "systemGestureRegions": [ { "edge": "bottom", "size": 20 } ], "subviews": [
              { "id": "root", "frame": [0, 0, 390, 844], "viewController": { "id": "tabVC", "class": "UITabBarController" }, "subviews": [
                { "id": "navRoot", "frame": [0, 0, 390, 780], "viewController": { "id": "navVC", "class": "UINavigationController" }, "subviews": [
                  { "id": "navBar", "frame": [0, 47, 390, 44], "builtin": { "kind": "navigationBar", "controller": "navVC", "backButton": "back" },
                    "subviews": [ { "id": "back", "frame": [0, 0, 100, 44], "control": {},
                                    "builtin": { "kind": "barButton", "role": "back", "navigationBar": "navBar" } } ] } ] },
                { "id": "tabBar", "frame": [0, 780, 390, 64], "builtin": { "kind": "tabBar", "controller": "tabVC" }, "subviews": [
                  { "id": "tab0", "frame": [0, 0, 195, 64], "control": {}, "builtin": { "kind": "tabBarButton", "index": 0 } },
                  { "id": "tab1", "frame": [195, 0, 195, 64], "control": {}, "builtin": { "kind": "tabBarButton", "index": 1 } } ] } ] } ] } ] }
            """#.utf8))
    }

    @Test("why, S35: a point in the bottom region is held by the window's system-gesture gate until the lift (or 0.75 s); the tab is selected")
    func gateAndTab() throws {
        let lines = try Self.app().builtinSentences(at: Point(x: 300, y: 830))
        #expect(lines.contains { $0.hasPrefix("held by the window's system-gesture gate until the lift: the point lies in `window`'s bottom 20 pt") && $0.contains("0.75 s") && $0.contains("(S36)") })
        #expect(lines.contains { $0.contains("the tab bar `tabBar` selects tab 1; the tab bar controller `tabVC` shows the tab's child") })
    }

    @Test("why, S35, S31: above the region there is no gate line; the back button pops the navigation controller")
    func backButton() throws {
        let lines = try Self.app().builtinSentences(at: Point(x: 50, y: 69))
        #expect(!lines.contains { $0.contains("system-gesture gate") })
        #expect(lines.contains { $0.contains("the navigation controller `navVC` pops its top view controller") })
        #expect(lines.last?.contains("navigationBar:didPopItem: 1 (after animation) → navVC") == true)
    }
}
