import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

/// Standard UIKit classes in a capture (S1–S2, K2–K5, S35; docs/uikit-classes.md, Where builtins
/// come from): the capture writes the `builtin` key from the same class table the dump importer
/// uses, every window the default system-gesture region, and never an approximate pan for a scroll
/// view.
@MainActor
@Suite("Capture: UIKit's own classes (builtins)")
struct BuiltinCaptureTests {
    static let screen = CRect(x: 0, y: 0, width: 375, height: 667)

    func window(@FakeSubviews _ subviews: () -> [FakeView]) -> FakeWindow {
        FakeWindow("window", frame: Self.screen, application: .application(), subviews: subviews)
    }

    func builtin(_ id: String, in scene: Scene) -> Builtin? {
        scene.index(of: id).flatMap { scene.builtins.builtin(of: $0) }
    }

    @Test("S1, K2: a UITableView, its cells and a UISwitch get their builtins; the scene is /2")
    func standardClassesGetTheirBuiltin() throws {
        let table = FakeView("table", class: "UITableView", frame: CRect(x: 0, y: 0, width: 375, height: 500)) {
            FakeView("cell0", class: "UITableViewCell", frame: CRect(x: 0, y: 0, width: 375, height: 44))
        }
        let toggle = FakeView("toggle", class: "UISwitch", frame: CRect(x: 10, y: 550, width: 51, height: 31))
        toggle.fakeControl = FakeControl()
        let (captured, scene) = try capture([window { table; toggle }], name: "builtins")
        let text = String(decoding: captured.sceneJSON, as: UTF8.self)
        #expect(text.contains("\"format\": \"touchtape.scene/2\""))
        #expect(builtin("table", in: scene)?.kind == .tableView)
        #expect(builtin("cell0", in: scene)?.kind == .tableCell)
        #expect(builtin("cell0", in: scene)?.settings.indexPath("indexPath") == IndexPath(section: 0, row: 0))
        #expect(builtin("toggle", in: scene)?.kind == .switch)
        // S35–S36, S3, S20: the window's two gates (a captured window has the bottom
        // system-gesture region), the table's two implicit recognizers and the switch's (it has
        // no visual element, so they sit on the switch), ids VIEW#name.
        #expect(scene.gestures.recognizers.filter { $0.isImplicit }.map(\.id)
            == ["window#systemGate", "window#systemGestureGate", "table#scrollDelay", "table#scrollPan",
                "toggle#switchPress", "toggle#switchPan"])
    }

    @Test("S1 (U12): an app subclass gets the builtin of its meta.baseClass; S2: an unlisted class gets none")
    func baseClassAndUnlistedClasses() throws {
        let list = FakeView("list", class: "MyApp.FeedTableView", frame: CRect(x: 0, y: 0, width: 375, height: 600))
        list.baseClassName = "UITableView"
        let badge = FakeView("badge", class: "MyApp.BadgeView", frame: CRect(x: 0, y: 600, width: 40, height: 40))
        badge.baseClassName = "UIView"
        let privateScroll = FakeView("pager", class: "_UIQueuingScrollView", frame: CRect(x: 0, y: 0, width: 10, height: 10))
        let (captured, scene) = try capture([window { list; badge; privateScroll }], name: "subclasses")
        #expect(builtin("list", in: scene)?.kind == .tableView)
        #expect(builtin("badge", in: scene) == nil)
        #expect(builtin("pager", in: scene) == nil)
        #expect(String(decoding: captured.sceneJSON, as: UTF8.self).contains("\"baseClass\": \"UITableView\""))
    }

    @Test("S3: a scroll view's own pan is its builtin's #scrollPan, never an approximate pan")
    func scrollPanComesFromTheBuiltin() throws {
        let scroll = FakeView("scroll", class: "UIScrollView", frame: Self.screen)
        let pan = FakeGesture(.pan(minimumTouches: 1, maximumTouches: Int.max), class: "UIScrollViewPanGestureRecognizer")
        pan.isScrollViewPan = true
        scroll.gestureRecognizers = [pan]
        let (captured, scene) = try capture([window { scroll }], name: "scroll-pan")
        let text = String(decoding: captured.sceneJSON, as: UTF8.self)
        #expect(!text.contains("approximates"))
        #expect(!text.contains("\"gestures\""))
        #expect(!text.contains("unmodelledGestures"))
        #expect(scene.gestures.recognizers.map(\.id) == ["window#systemGate", "window#systemGestureGate", "scroll#scrollDelay", "scroll#scrollPan"])
        #expect(captured.log.entries.contains { $0.message.contains("is its builtin's #scrollPan (S3)") })
    }

    @Test("S2: with builtins turned off nothing is inferred, no window keys, scene /1; the scroll view's pan is left out and listed")
    func builtinsOff() throws {
        let scroll = FakeView("scroll", class: "UIScrollView", frame: Self.screen)
        let pan = FakeGesture(.pan(minimumTouches: 1, maximumTouches: Int.max), class: "UIScrollViewPanGestureRecognizer")
        pan.isScrollViewPan = true
        scroll.gestureRecognizers = [pan]
        var options = CaptureOptions()
        options.infersBuiltins = false
        let (captured, scene) = try capture([window { scroll }], name: "no-builtins", options: options)
        let text = String(decoding: captured.sceneJSON, as: UTF8.self)
        #expect(text.contains("\"format\": \"touchtape.scene/1\""))
        #expect(!text.contains("\"builtin\"") && !text.contains("systemGestureRegions"))
        #expect(text.contains("\"unmodelledGestures\""))
        #expect(!scene.hasGestures)
        #expect(captured.log.warnings.contains { $0.message.contains("this view gets no builtin") })
    }

    @Test("K3: a scroll view's live contentSize, insets and changed flags are written; it then scrolls along y only (S6)")
    func scrollSettingsAreCopied() throws {
        let scroll = FakeView("scroll", class: "UIScrollView", frame: Self.screen)
        scroll.scrollSettings = ScrollViewReading(contentSize: CSize(width: 375, height: 2000),
                                                  adjustedContentInset: CEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                                  delaysContentTouches: false)
        let (captured, scene) = try capture([window { scroll }], name: "scroll-settings")
        let settings = try #require(builtin("scroll", in: scene)?.settings)
        #expect(settings.numbers("contentSize") == [375, 2000])
        #expect(settings.numbers("adjustedContentInset") == [47, 0, 34, 0])
        #expect(settings.bool("delaysContentTouches") == false)
        #expect(settings.bool("canCancelContentTouches") == nil && settings.bool("scrollEnabled") == nil)
        #expect(String(decoding: captured.sceneJSON, as: UTF8.self).contains(#""contentSize": [375, 2000]"#))
    }

    @Test("S10: the wrapper view keeps scrollEnabled false from the class table, whatever its live flag says")
    func wrapperViewNeverScrolls() throws {
        let table = FakeView("table", class: "UITableView", frame: Self.screen) {
            FakeView("wrapper", class: "UITableViewWrapperView", frame: Self.screen).with {
                $0.scrollSettings = ScrollViewReading(contentSize: CSize(width: 375, height: 667))
            }
        }
        let (_, scene) = try capture([window { table }], name: "wrapper")
        #expect(builtin("wrapper", in: scene)?.settings.bool("scrollEnabled") == false)
    }

    @Test("K4 (U10): a UISlider is its own hit view for a point inside it (forwardTo itself, as the importer writes); an app's described hitTest wins")
    func sliderHitTestsItself() throws {
        let slider = FakeView("volume", class: "UISlider", frame: CRect(x: 20, y: 100, width: 300, height: 31)) {
            FakeView("thumb", class: "_UISlideriOSVisualElement", frame: CRect(x: 0, y: 0, width: 300, height: 31))
        }
        slider.fakeControl = FakeControl(actions: [(.valueChanged, "volumeChanged:")])
        let described = FakeView("custom", class: "MyApp.Slider", frame: CRect(x: 20, y: 200, width: 300, height: 31))
        described.baseClassName = "UISlider"
        described.fakeControl = FakeControl()
        described.appDescription = FakeDescription(hitTest: TouchTapeHitTestRule.none)
        let (captured, scene) = try capture([window { slider; described }], name: "slider")
        #expect(scene.hitTest(Point(x: 100, y: 110)).view == scene.index(of: "volume"))
        let text = String(decoding: captured.sceneJSON, as: UTF8.self)
        #expect(text.contains(#""forwardTo": ["volume"]"#) && !text.contains(#""hitTest": "self""#), "\(text)")
        // A point beside the slider, in its superview, is not the slider's (K4's forwardTo).
        #expect(scene.hitTest(Point(x: 350, y: 110)).view != scene.index(of: "volume"))
        #expect(text.contains(#""hitTest": "none""#))
        #expect(builtin("custom", in: scene)?.kind == .slider)
    }

    @Test("K5: cells numbered in frame order, sections split at header views; the table's delegate is its controller (a guess, logged)")
    func cellsAreNumbered() throws {
        let header = FakeView("header1", class: "UITableViewHeaderFooterView", frame: CRect(x: 0, y: 88, width: 375, height: 30))
        // Out of frame order in `subviews`, as UIKit's reuse leaves them.
        let table = FakeView("table", class: "UITableView", frame: Self.screen) {
            FakeView("b", class: "UITableViewCell", frame: CRect(x: 0, y: 44, width: 375, height: 44))
            header
            FakeView("c", class: "UITableViewCell", frame: CRect(x: 0, y: 118, width: 375, height: 44))
            FakeView("a", class: "UITableViewCell", frame: CRect(x: 0, y: 0, width: 375, height: 44))
        }
        let root = FakeView("root", frame: Self.screen) { table }
        let w = window { root }
        w.fakeRootViewController = FakeController(class: "MyApp.ListViewController", restorationIdentifier: "listVC", view: root)
        let (captured, scene) = try capture([w], name: "cells")
        func path(_ id: String) -> IndexPath? { builtin(id, in: scene)?.settings.indexPath("indexPath") }
        #expect(path("a") == IndexPath(section: 0, row: 0))
        #expect(path("b") == IndexPath(section: 0, row: 1))
        #expect(path("c") == IndexPath(section: 1, row: 0))
        #expect(builtin("table", in: scene)?.delegate == scene.index(of: "listVC"))
        #expect(captured.log.entries.contains { $0.message.contains("3 cells numbered in frame order") && $0.message.contains("2 sections") })
        #expect(captured.log.entries.contains { $0.message.contains("delegate guessed as listVC") })
    }

    @Test("K5: a cell outside any table gets no builtin, and the log says why")
    func strayCellGetsNone() throws {
        let (captured, scene) = try capture([window { FakeView("stray", class: "UITableViewCell", frame: CRect(x: 0, y: 0, width: 10, height: 10)) }],
                                            name: "stray")
        #expect(builtin("stray", in: scene) == nil)
        #expect(captured.log.entries.contains { $0.message.contains("stray (UITableViewCell) is not inside a table view") })
    }

    @Test("S30, K5: tab bar buttons indexed by frame x with their tab bar; the bar's controller is the UITabBarController")
    func tabButtonsAreIndexed() throws {
        let bar = FakeView("bar", class: "UITabBar", frame: CRect(x: 0, y: 618, width: 375, height: 49)) {
            FakeView("second", class: "UITabBarButton", frame: CRect(x: 188, y: 1, width: 187, height: 48)).with { $0.fakeControl = FakeControl() }
            FakeView("first", class: "UITabBarButton", frame: CRect(x: 0, y: 1, width: 187, height: 48)).with { $0.fakeControl = FakeControl() }
        }
        let container = FakeView("container", class: "UILayoutContainerView", frame: Self.screen) { bar }
        let w = window { container }
        w.fakeRootViewController = FakeController(class: "UITabBarController", restorationIdentifier: "tabs", view: container)
        let (_, scene) = try capture([w], name: "tabs")
        #expect(builtin("first", in: scene)?.settings.integer("index") == 0)
        #expect(builtin("second", in: scene)?.settings.integer("index") == 1)
        #expect(builtin("second", in: scene)?.settings.responder("tabBar") == scene.index(of: "bar"))
        #expect(builtin("bar", in: scene)?.settings.responder("controller") == scene.index(of: "tabs"))
    }

    @Test("S35 (U5, clarification 2): every window gets the bottom 20 pt region; the root controller's deferred edges are written")
    func windowsGetTheSystemGestureRegion() throws {
        let main = window { FakeView("content", frame: Self.screen) }
        let controller = FakeController(class: "MyApp.GameViewController", restorationIdentifier: "game",
                                        view: main.subviewList.first)
        controller.deferredSystemGestureEdges = [.bottom, .left]
        main.fakeRootViewController = controller
        let overlay = FakeWindow("overlay", frame: CRect(x: 0, y: 0, width: 375, height: 100), application: main.application)
        overlay.level = 1
        let (captured, scene) = try capture([main, overlay], name: "gates")
        let mainWindow = try #require(scene.index(of: "window"))
        let mainGates = try #require(scene.builtins.gates(of: mainWindow))
        #expect(mainGates.regions?.map(\.edge) == [.bottom] && mainGates.regions?.map(\.size) == [20])
        #expect(mainGates.defers == [.left, .bottom])
        #expect(mainGates.activeRegions.isEmpty)
        let overlayWindow = try #require(scene.index(of: "overlay"))
        let overlayGates = try #require(scene.builtins.gates(of: overlayWindow))
        #expect(overlayGates.activeRegions.map(\.edge) == [.bottom])
        #expect(String(decoding: captured.sceneJSON, as: UTF8.self).contains(#""defersSystemGestures": ["left", "bottom"]"#))
    }
}
