import Foundation
import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

/// One golden scene per kind of window, view, control, recognizer and controller the capture
/// maps (docs/capture.md, What is written: Scenes), byte for byte (keys in a fixed order,
/// defaults left out, numbers as the canonical writer writes them). Each scene also passes
/// TouchTapeCore's decoding (docs/capture.md, What is verified on Linux).
@MainActor
@Suite("Capture: mapping rows as golden scenes")
struct MappingGoldenTests {
    static let screen = CRect(x: 0, y: 0, width: 375, height: 667)

    func window(@FakeSubviews _ subviews: () -> [FakeView]) -> FakeWindow {
        FakeWindow("window", frame: Self.screen, application: .application(), subviews: subviews)
    }

    @Test("Scenes (geometry): a rotated button is written by center, size and transform, never frame")
    func rotatedButton() throws {
        let c = 0.7071067811865476
        let button = FakeView("rotated", class: "UIButton", center: CPoint(x: 100, y: 200), size: CSize(width: 80, height: 40),
                              transform: CAffine(a: c, b: c, c: -c, d: c, tx: 0, ty: 0))
        button.fakeControl = FakeControl(actions: [(.touchUpInside, "spin:")])
        let (captured, scene) = try capture([window { button }], name: "rotated-button")
        try expectGolden(captured.sceneJSON, "rotated-button.json")
        #expect(scene.hitTest(Point(x: 100, y: 200)).view == scene.index(of: "rotated"))
    }

    @Test("Scenes (geometry): an anchor point other than the centre moves the written centre to the bounds' centre")
    func anchorPoint() throws {
        // Anchor at the top left, rotated a quarter turn: UIKit's `center` is the top-left
        // corner's position; the bounds' centre lies at position + T·(w/2, h/2).
        let view = FakeView("anchored", center: CPoint(x: 200, y: 100), size: CSize(width: 100, height: 50),
                            transform: CAffine(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        view.anchorPoint = CPoint(x: 0, y: 0)
        let (captured, scene) = try capture([window { view }], name: "anchor-point")
        try expectGolden(captured.sceneJSON, "anchor-point.json")
        // The rotated box spans x 150…200, y 100…200 on screen.
        #expect(scene.hitTest(Point(x: 175, y: 150)).view == scene.index(of: "anchored"))
        #expect(scene.hitTest(Point(x: 225, y: 150)).view != scene.index(of: "anchored"))
    }

    @Test("Scenes (geometry): a non-affine layer keeps the view's affine transform and warns")
    func nonAffineLayer() throws {
        let view = FakeView("flipped", frame: CRect(x: 10, y: 10, width: 100, height: 100))
        view.layerIsAffine = false
        let (captured, _) = try capture([window { view }], name: "non-affine-layer")
        try expectGolden(captured.sceneJSON, "non-affine-layer.json")
        #expect(captured.log.warnings.contains { $0.message.contains("3-D transform") })
    }

    @Test("Scenes (windows): windows by level, a hidden window kept, the key window marked when not first, keyboard windows left out")
    func windows() throws {
        let main = window { FakeView("content", frame: Self.screen) }
        let overlay = FakeWindow("overlay", frame: CRect(x: 0, y: 0, width: 375, height: 100), application: main.application)
        overlay.level = 1
        overlay.isHidden = true
        overlay.isKeyWindow = true
        let alert = FakeWindow("alertWindow", frame: Self.screen, application: main.application)
        alert.level = 2000
        alert.isHidden = true
        let keyboard = FakeWindow(class: "UIRemoteKeyboardWindow", frame: Self.screen, application: main.application)
        keyboard.level = 10
        // Given out of level order: the capture sorts them, back to front.
        let (captured, scene) = try capture([alert, keyboard, overlay, main], name: "hidden-window")
        try expectGolden(captured.sceneJSON, "hidden-window.json")
        #expect(scene.windowIndices.map { scene.responderIDs[Int($0)] } == ["window", "overlay", "alertWindow"])
        #expect(captured.log.entries.contains { $0.message.contains("UIRemoteKeyboardWindow left out") })
        // H3: hidden windows take nothing.
        #expect(scene.hitTest(Point(x: 10, y: 10)).view == scene.index(of: "content"))
        #expect(!captured.log.warnings.contains { $0.message.contains("same level") })
    }

    @Test("Scenes (windows): two visible windows of one level that overlap get a warning: their order is UIKit's guess")
    func equalLevelsOverlap() throws {
        let app = FakeResponder.application()
        let main = FakeWindow("main", frame: Self.screen, application: app)
        let toast = FakeWindow("toast", frame: CRect(x: 0, y: 600, width: 375, height: 67), application: app)
        let apart = FakeWindow("apart", frame: CRect(x: 400, y: 0, width: 100, height: 100), application: app)
        let (captured, _) = try capture([main, toast, apart], name: "equal-levels")
        let warnings = captured.log.warnings.filter { $0.message.contains("same level") }.map(\.message)
        #expect(warnings == ["windows main and toast have the same level and overlap: UIKit guarantees no order between them; the scene puts toast in front"])
    }

    @Test("Scenes, P4: a UILabel made interactive writes true; an image view left alone writes nothing")
    func interactiveLabel() throws {
        let label = FakeView("label", class: "UILabel", frame: CRect(x: 10, y: 10, width: 100, height: 20))
        label.isUserInteractionEnabled = true
        let image = FakeView("image", class: "UIImageView", frame: CRect(x: 10, y: 40, width: 100, height: 100))
        let plain = FakeView("plain", frame: CRect(x: 10, y: 150, width: 100, height: 100))
        plain.isUserInteractionEnabled = false
        plain.isHidden = true
        plain.alpha = 0.3
        plain.clipsToBounds = true
        plain.isMultipleTouchEnabled = true
        plain.isExclusiveTouch = true
        plain.canBecomeFirstResponder = true
        plain.bounds.origin = CPoint(x: 0, y: 40)
        let (captured, _) = try capture([window { label; image; plain }], name: "interactive-label")
        try expectGolden(captured.sceneJSON, "interactive-label.json")
    }

    @Test("Scenes (controls): two actions on one event, a nil target, UIActions named and unnamed, other events, a disabled control")
    func controls() throws {
        let target = FakeResponder(className: "Checkout.PayViewController", role: .other)
        let button = FakeView("pay", class: "UIButton", frame: CRect(x: 20, y: 600, width: 335, height: 44))
        let control = FakeControl()
        control.handlersInRegistrationOrder = false
        control.handlers = [
            ControlHandlerReading(event: .touchUpInside, targetKey: ObjectIdentifier(target), targetClassName: "Zeta.Logger", selector: "log:"),
            ControlHandlerReading(event: .touchUpInside, targetKey: ObjectIdentifier(target), targetClassName: "Checkout.PayViewController", selector: "pay:"),
            ControlHandlerReading(event: .touchDown, targetKey: nil, targetClassName: nil, selector: "highlight:"),
            ControlHandlerReading(event: .primaryActionTriggered, actionIdentifier: "com.example.pay"),
            ControlHandlerReading(event: .touchUpOutside, actionIdentifier: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"),
            ControlHandlerReading(event: .valueChanged, targetKey: nil, targetClassName: nil, selector: "changed:"),
        ]
        button.fakeControl = control
        let disabled = FakeView("disabled", class: "UISwitch", frame: CRect(x: 20, y: 100, width: 51, height: 31))
        disabled.fakeControl = FakeControl(enabled: false, actions: [(.valueChanged, "toggle:")])
        let (captured, _) = try capture([window { button; disabled }], name: "controls")
        try expectGolden(captured.sceneJSON, "controls.json")
    }

    @Test("Scenes (controls): handlers given in another order give the same bytes when the order is not registration order (keys in a fixed order)")
    func shuffledHandlers() throws {
        func scene(_ handlers: [ControlHandlerReading]) throws -> [UInt8] {
            let button = FakeView("b", class: "UIButton", frame: CRect(x: 0, y: 0, width: 10, height: 10))
            let control = FakeControl()
            control.handlersInRegistrationOrder = false
            control.handlers = handlers
            button.fakeControl = control
            return try capture([window { button }]).0.sceneJSON
        }
        let handlers = [
            ControlHandlerReading(event: .touchUpInside, targetClassName: "B", selector: "b:"),
            ControlHandlerReading(event: .touchUpInside, targetClassName: "A", selector: "z:"),
            ControlHandlerReading(event: .touchUpInside, targetClassName: "A", selector: "a:"),
        ]
        #expect(try scene(handlers) == scene(handlers.reversed()))
        #expect(try scene([handlers[1], handlers[0], handlers[2]]) == scene(handlers))
    }

    @Test("Scenes (recognizers): each modelled kind, unmodelled ones listed, a multi-direction swipe, targets outside the scene, failure requirements")
    func recognizers() throws {
        let controller = FakeController(class: "PhotoViewController", restorationIdentifier: "photoVC")
        let photo = FakeView("photo", class: "UIImageView", frame: CRect(x: 0, y: 100, width: 375, height: 300))
        photo.isUserInteractionEnabled = true
        let doubleTap = FakeGesture(.tap(taps: 2, touches: 1), name: "doubleTap").addTarget(controller, action: "zoom:")
        let singleTap = FakeGesture(.tap(taps: 1, touches: 1)).addTarget(controller, action: "toggleChrome:")
        singleTap.failureRequirements = [doubleTap]
        let press = FakeGesture(.longPress(minimumPressDuration: 0.8, allowableMovement: 10, touches: 1, taps: 0))
        let outsider = FakeResponder(className: "Analytics.Tracker", role: .other)
        press.addTarget(outsider, action: "track:")
        press.addTarget(controller, action: "menu:")
        let pan = FakeGesture(.pan(minimumTouches: 2, maximumTouches: 3))
        pan.cancelsTouchesInView = false
        pan.delaysTouchesBegan = true
        pan.delaysTouchesEnded = false
        pan.isEnabled = false
        pan.delegateOverrides = ["gestureRecognizerShouldBegin:"]
        let swipe = FakeGesture(.swipe(directions: .left, touches: 1))
        let twoWays = FakeGesture(.swipe(directions: [.left, .right], touches: 1))
        let pinch = FakeGesture(.unsupported, class: "UIPinchGestureRecognizer")
        let edge = FakeGesture(.pan(minimumTouches: 1, maximumTouches: Int.max), class: "UIScreenEdgePanGestureRecognizer")
        let systemGate = FakeGesture(.tap(taps: 1, touches: 1), class: "_UISystemGestureGateGestureRecognizer")
        let appTap = FakeGesture(.tap(taps: 1, touches: 2), class: "Photos.DoubleFingerTap")
        appTap.allowsDirectTouches = false
        photo.gestureRecognizers = [doubleTap, singleTap, press, pan, swipe, twoWays, pinch, edge, systemGate, appTap]
        let root = FakeView("root", frame: Self.screen) { photo }
        controller.view = root
        let scroll = FakeView("scroll", class: "UIScrollView", frame: CRect(x: 0, y: 450, width: 375, height: 200))
        let scrollPan = FakeGesture(.pan(minimumTouches: 1, maximumTouches: Int.max), class: "UIScrollViewPanGestureRecognizer")
        scrollPan.isScrollViewPan = true
        let delayed = FakeGesture(.unsupported, class: "UIScrollViewDelayedTouchesBeganGestureRecognizer")
        scroll.gestureRecognizers = [delayed, scrollPan]
        root.addSubview(scroll)
        let win = window { root }
        win.fakeRootViewController = controller
        let (captured, scene) = try capture([win], name: "recognizers")
        try expectGolden(captured.sceneJSON, "recognizers.json")
        #expect(scene.hasGestures)
        #expect(captured.log.warnings.contains { $0.message.contains("more than one direction") })
        #expect(captured.log.warnings.contains { $0.message.contains("Analytics.Tracker is not a responder of the scene") })
    }

    @Test("Scenes (recognizers): failure requirements that would close a cycle are dropped and logged; class-wide overrides are probed")
    func failureCycles() throws {
        let a = FakeGesture(.tap(taps: 1, touches: 1), name: "a")
        let b = FakeGesture(.tap(taps: 2, touches: 1), name: "b")
        a.failureRequirements = [b]
        b.failureRequirements = [a]
        let outer = FakeGesture(.pan(minimumTouches: 1, maximumTouches: 1), name: "outer")
        outer.requiresFailureOf = { $0 === a }
        let inner = FakeView("inner", frame: CRect(x: 0, y: 0, width: 100, height: 100))
        inner.gestureRecognizers = [a, b]
        let outerView = FakeView("outerView", frame: Self.screen) { inner }
        outerView.gestureRecognizers = [outer]
        let (captured, _) = try capture([window { outerView }], name: "failure-cycle")
        try expectGolden(captured.sceneJSON, "failure-cycle.json")
        #expect(captured.log.warnings.contains { $0.message.contains("would close a cycle") })
    }

    @Test("Ids: repeated accessibility identifiers, an identifier equal to a reserved or generated id")
    func identifiers() throws {
        let (captured, scene) = try capture([window {
            FakeView("cell", frame: CRect(x: 0, y: 0, width: 100, height: 44))
            FakeView("cell", frame: CRect(x: 0, y: 44, width: 100, height: 44))
            FakeView("application", frame: CRect(x: 0, y: 88, width: 100, height: 44))
            FakeView(frame: CRect(x: 0, y: 132, width: 100, height: 44))
            FakeView("UIView-0.5", frame: CRect(x: 0, y: 176, width: 100, height: 44))
            FakeView("UIView-0.3", frame: CRect(x: 0, y: 220, width: 100, height: 44))
            FakeView("price (€)", frame: CRect(x: 0, y: 264, width: 100, height: 44))
            FakeView("9lives", frame: CRect(x: 0, y: 308, width: 100, height: 44)).with {
                $0.gestureRecognizers = [FakeGesture(.tap(taps: 1, touches: 1), name: "tap"), FakeGesture(.tap(taps: 2, touches: 1), name: "tap")]
            }
        }], name: "identifiers")
        try expectGolden(captured.sceneJSON, "identifiers.json")
        #expect(scene.index(of: "cell-0.0") != nil && scene.index(of: "cell-0.1") != nil)
    }

    @Test("Scenes (controllers): window scene, application class and delegate, controllers with children and a presented one, first responder")
    func controllers() throws {
        let delegate = FakeResponder.delegate(className: "Mail.AppDelegate")
        let app = FakeResponder.application(className: "Mail.MailApplication", delegate: delegate)
        let windowScene = FakeResponder.windowScene(application: app)
        let listView = FakeView(frame: Self.screen)
        let list = FakeController(class: "Mail.ListViewController", view: listView)
        let navView = FakeView(class: "UILayoutContainerView", frame: Self.screen) { listView }
        let nav = FakeController(class: "UINavigationController", view: navView)
        nav.addChild(list)
        let field = FakeView("to", class: "UITextField", frame: CRect(x: 16, y: 10, width: 343, height: 30))
        field.fakeControl = FakeControl()
        field.canBecomeFirstResponder = true
        field.isFirstResponder = true
        let composeView = FakeView(frame: CRect(x: 0, y: 54, width: 375, height: 613)) { field }
        let compose = FakeController(class: "Mail.ComposeViewController", restorationIdentifier: "compose", view: composeView)
        compose.canBecomeFirstResponder = true
        nav.present(compose)
        let unloaded = FakeController(class: "Mail.SettingsViewController")
        unloaded.isViewLoaded = false
        nav.addChild(unloaded)
        let win = FakeWindow(frame: Self.screen, windowScene: windowScene) {
            FakeView(class: "UITransitionView", frame: Self.screen) { navView }
            FakeView(class: "UITransitionView", frame: Self.screen) { composeView }
        }
        win.fakeRootViewController = nav
        let (captured, scene) = try capture([win], name: "controllers")
        try expectGolden(captured.sceneJSON, "controllers.json")
        let compose_ = try #require(scene.index(of: "compose"))
        #expect(scene.nextResponder(of: compose_).map { scene.responderIDs[Int($0)] } == "UINavigationController-vc0")
        #expect(captured.log.entries.contains { $0.message.contains("Mail.SettingsViewController (vc0.1) left out") })
        #expect(!captured.log.warnings.contains { $0.message.contains("responder chain") })
    }

    @Test("What the app can add: what the app describes becomes rules; overrides it does not describe are reported")
    func describing() throws {
        let button = FakeView("button", class: "UIButton", frame: CRect(x: 100, y: 100, width: 30, height: 30))
        button.fakeControl = FakeControl(actions: [(.touchUpInside, "go:")])
        let ghost = FakeView("ghost", frame: CRect(x: 0, y: 0, width: 10, height: 10))
        let overlay = FakeView("overlay", class: "App.Overlay", frame: Self.screen) { button }
        overlay.baseClassName = "UIView"
        overlay.overrides = [.hitTest]
        overlay.appDescription = FakeDescription(hitTest: .passThrough([button, ghost]))
        let round = FakeView("round", class: "App.RoundButton", frame: CRect(x: 10, y: 10, width: 44, height: 44))
        round.baseClassName = "UIButton"
        round.fakeControl = FakeControl()
        round.overrides = [.pointInside, .touchesBegan]
        round.appDescription = FakeDescription(pointInside: .circle,
                                               touches: .perPhase(began: .observe, moved: .handle, ended: .handle, cancelled: .handle),
                                               actions: ["copy:"])
        let big = FakeView("big", class: "App.BigButton", frame: CRect(x: 200, y: 10, width: 20, height: 20))
        big.baseClassName = "UIButton"
        big.overrides = [.pointInside]
        big.appDescription = FakeDescription(pointInside: .minimumSize(width: 44, height: 44))
        let inset = FakeView("inset", frame: CRect(x: 200, y: 100, width: 20, height: 20))
        inset.appDescription = FakeDescription(pointInside: .inset(top: -10, left: -10, bottom: -10, right: -10), touches: .handle)
        let mystery = FakeView("mystery", class: "App.Mystery", frame: CRect(x: 0, y: 300, width: 50, height: 50))
        mystery.overrides = [.hitTest, .touchesEnded]
        let (captured, _) = try capture([window { overlay; round; big; inset; mystery }], name: "describing")
        try expectGolden(captured.sceneJSON, "describing.json")
        #expect(captured.log.warnings.contains { $0.message.contains("mystery") && $0.message.contains("hitTest, touchesEnded") })
        #expect(captured.log.warnings.contains { $0.message.contains("passThrough rule names a view that is not in the scene") })
        #expect(!captured.log.warnings.contains { $0.message.contains("view round") })
    }
}
