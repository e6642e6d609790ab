import Testing
import TouchTapeCore
@testable import TouchTapeAnalysis

/// `why --view`: the first decisive cause on the view's path, on the seed examples.
@Suite("why --view")
struct WhyNotTests {
    @Test("H4/H5: before the override, the raised tab-bar button sticks out of the tab bar, which never asks it")
    func tabBarButtonBeforeOverride() throws {
        let s = try AnalysisFixtures.scene("tabbar-center-button/scene-1-before-override.json")
        let answer = s.whyNot(view: s.view("centerButton"), at: Point(x: 187, y: 605))
        #expect(answer.cause == .outsideAncestor(ancestor: s.view("tabBar"), sticksOut: true))
        #expect(answer.sentences(in: s)[0].contains("`centerButton` sticks out of its superview"))
    }

    @Test("H8: after the tab bar's forwardTo override, the raised button gets the touch on its overhang")
    func tabBarButtonAfterOverride() throws {
        let s = try AnalysisFixtures.scene("tabbar-center-button/scene-2-after-override.json")
        #expect(s.whyNot(view: s.view("centerButton"), at: Point(x: 187, y: 605)).cause == .getsTheTouch)
        #expect(s.why(at: Point(x: 187, y: 605)).steps.contains(.forwarded(view: s.view("tabBar"), to: s.view("centerButton"))))
    }

    @Test("H8: the button's own hitTest override does not help: the tab bar still never asks it on the overhang")
    func buttonOverrideDoesNotHelp() throws {
        let s = try AnalysisFixtures.scene("tabbar-button-override/scene.json")
        #expect(s.whyNot(view: s.view("centerButton"), at: Point(x: 187, y: 605)).cause
            == .outsideAncestor(ancestor: s.view("tabBar"), sticksOut: true))
    }

    @Test("H5: on the Home item, the button returning self is in front of the item and takes the touch")
    func returnsSelfButtonIsInFrontOfTheItem() throws {
        let s = try AnalysisFixtures.scene("tabbar-button-override/scene.json")
        #expect(s.whyNot(view: s.view("tabItemHome"), at: Point(x: 100, y: 640)).cause
            == .viewInFront(view: s.view("tabItemHome"), inFront: s.view("centerButton")))
    }

    @Test("H5: in the A–E example, viewC is never asked because viewD in front takes the touch")
    func aToECIsBehindD() throws {
        let s = try AnalysisFixtures.scene("hit-test-a-to-e/scene.json")
        #expect(s.whyNot(view: s.view("viewC"), at: Point(x: 240, y: 340)).cause
            == .viewInFront(view: s.view("viewC"), inFront: s.view("viewD")))
    }

    @Test("H5: in the A–E example, viewA is never asked because viewB in front takes the touch")
    func aToEAIsBehindB() throws {
        let s = try AnalysisFixtures.scene("hit-test-a-to-e/scene.json")
        #expect(s.whyNot(view: s.view("viewA"), at: Point(x: 240, y: 340)).cause
            == .viewInFront(view: s.view("viewA"), inFront: s.view("viewB")))
    }

    @Test("H4: in the A–E example, a tap on viewD beside viewE is outside viewE")
    func aToEEIsOutside() throws {
        let s = try AnalysisFixtures.scene("hit-test-a-to-e/scene.json")
        #expect(s.whyNot(view: s.view("viewE"), at: Point(x: 200, y: 270)).cause == .outsideView)
    }

    @Test("H5: in the A–E example, viewD's subview viewE takes the touch")
    func aToEDHasE() throws {
        let s = try AnalysisFixtures.scene("hit-test-a-to-e/scene.json")
        #expect(s.whyNot(view: s.view("viewD"), at: Point(x: 240, y: 340)).cause == .subviewTakesIt(subview: s.view("viewE")))
    }

    @Test("H4: without popButton's forwardTo rule, the bubble outside its parent's bounds is never asked")
    func bubbleOutsideItsParent() throws {
        let s = try AnalysisFixtures.scene("pop-bubble/scene.json",
                                           replacing: [("\"hitTest\": { \"forwardTo\": [\"bubble\"] },", "")])
        #expect(s.whyNot(view: s.view("bubble"), at: Point(x: 188, y: 349)).cause
            == .outsideAncestor(ancestor: s.view("popButton"), sticksOut: true))
    }

    @Test("H8: with popButton's forwardTo rule, the bubble outside its bounds gets the touch")
    func bubbleForwarded() throws {
        let s = try AnalysisFixtures.scene("pop-bubble/scene.json")
        #expect(s.whyNot(view: s.view("bubble"), at: Point(x: 188, y: 349)).cause == .getsTheTouch)
    }

    @Test("H5: without its passThrough rule, the overlay is in front of the button and takes the touch")
    func overlayInFront() throws {
        let s = try AnalysisFixtures.scene("pass-through-overlay/scene.json",
                                           replacing: [("\"hitTest\": { \"passThrough\": [\"btn\"] }", "\"alpha\": 1")])
        #expect(s.whyNot(view: s.view("btn"), at: Point(x: 220, y: 330)).cause
            == .viewInFront(view: s.view("btn"), inFront: s.view("oriView")))
    }

    @Test("H8: the overlay's passThrough rule lets the touch through to the button")
    func overlayPassesThrough() throws {
        let s = try AnalysisFixtures.scene("pass-through-overlay/scene.json")
        let answer = s.whyNot(view: s.view("oriView"), at: Point(x: 220, y: 330))
        #expect(answer.cause == .rule(view: s.view("oriView")))
        #expect(answer.sentences(in: s)[0].contains("passThrough rule that lets the touch through over `btn`"))
    }

    @Test("H3: a disabled button does not get the touch")
    func disabledButton() throws {
        let s = try AnalysisFixtures.scene(json: """
            { "format": "touchtape.scene/1", "name": "disabled", "windows": [ { "id": "w", "frame": [0, 0, 100, 100],
              "subviews": [ { "id": "save", "frame": [10, 10, 50, 50],
                              "control": { "enabled": false, "actions": { "touchUpInside": "save:" } } } ] } ] }
            """)
        let answer = s.whyNot(view: s.view("save"), at: Point(x: 20, y: 20))
        #expect(answer.cause == .ineligible(view: s.view("save"), reason: .disabledControl))
        #expect(answer.sentences(in: s)[0] == "`save` is a disabled control.")
    }

    @Test("H3: alpha 0.005 is below 0.01")
    func transparentView() throws {
        let s = try AnalysisFixtures.scene("untouchable-views/scene.json")
        let answer = s.whyNot(view: s.view("transparentView"), at: Point(x: 310, y: 170))
        #expect(answer.cause == .ineligible(view: s.view("transparentView"), reason: .alpha))
        #expect(answer.sentences(in: s)[0].contains("alpha 0.005, below 0.01"))
    }

    @Test("H3: a hidden view does not get the touch")
    func hiddenView() throws {
        let s = try AnalysisFixtures.scene("untouchable-views/scene.json")
        #expect(s.whyNot(view: s.view("hiddenView"), at: Point(x: 70, y: 170)).cause
            == .ineligible(view: s.view("hiddenView"), reason: .hidden))
    }

    @Test("H3: a button inside a view with interaction disabled is never asked")
    func interactionDisabledAncestor() throws {
        let s = try AnalysisFixtures.scene("untouchable-views/scene.json")
        #expect(s.whyNot(view: s.view("noInteractionButton"), at: Point(x: 190, y: 170)).cause
            == .ineligible(view: s.view("noInteractionView"), reason: .userInteractionDisabled))
    }

    static func twoWindows(alertRule: String) -> String {
        """
        { "format": "touchtape.scene/1", "name": "windows", "windows": [
          { "id": "mainWindow", "frame": [0, 0, 375, 667],
            "subviews": [ { "id": "button", "frame": [20, 20, 100, 44], "control": { "actions": { "touchUpInside": "go:" } } } ] },
          { "id": "alertWindow", "frame": [0, 0, 375, 667], "level": 1 \(alertRule) } ] }
        """
    }

    @Test("H2: a window in front takes every touch")
    func windowInFront() throws {
        let s = try AnalysisFixtures.scene(json: Self.twoWindows(alertRule: ""))
        #expect(s.whyNot(view: s.view("button"), at: Point(x: 30, y: 30)).cause == .windowInFront(window: s.view("alertWindow")))
    }

    @Test("H2/H8: a pass-through window in front lets the touch through to the button behind")
    func passThroughWindow() throws {
        let s = try AnalysisFixtures.scene(json: Self.twoWindows(alertRule: ", \"hitTest\": \"passThroughSelf\""))
        #expect(s.whyNot(view: s.view("button"), at: Point(x: 30, y: 30)).cause == .getsTheTouch)
        #expect(s.whyNot(view: s.view("alertWindow"), at: Point(x: 30, y: 30)).cause == .rule(view: s.view("alertWindow")))
        #expect(s.why(at: Point(x: 30, y: 30)).steps.first == .windowPassed(window: s.view("alertWindow"), reason: .rule))
    }

    @Test("why --view gives the view's frame on the screen and the area where it gets touches")
    func frameAndHitArea() throws {
        let s = try AnalysisFixtures.scene("fe-button-44/scene.json")
        let answer = s.whyNot(view: s.view("feButton"), at: Point(x: 160, y: 130), areas: HitAreaMap(scene: s))
        #expect(answer.screenFrame == Rect(x: 120, y: 120, width: 20, height: 20))
        #expect(answer.hitArea == Rect(x: 108, y: 108, width: 44, height: 44))
    }
}

/// Text output escapes what could drive a terminal (docs/cli.md). Ids are restricted to
/// `[A-Za-z_][A-Za-z0-9_.-]*`, but scene names and action selectors are not.
@Suite("analysis words: text safety")
struct WordsSafetyTests {
    @Test("docs/cli.md, never a crash: a bidirectional override, an escape and a C1 control are written as \\u{…}; a tab is kept")
    func controlsAreEscaped() {
        #expect(Words.safe("a\u{202E}b\u{1B}c\u{85}\td") == "a\\u{202e}b\\u{1b}c\\u{85}\td")
    }
}
