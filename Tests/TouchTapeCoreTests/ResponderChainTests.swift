import Testing
@testable import TouchTapeCore

/// The responder chain: docs/rules.md R1–R5.
@Suite("Responder chain (R1–R5)")
struct ResponderChainTests {
    /// A window whose root view controller has a child view controller and presents a modal one.
    static let nested = #"""
        "application": { "id": "app", "class": "MyApp", "delegate": { "id": "delegate", "class": "AppDelegate" } },
        "windowScene": { "id": "scene1" },
        "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
          { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "rootVC" }, "subviews": [
            { "id": "childRoot", "frame": [0, 0, 100, 100], "viewController": { "id": "childVC" },
              "subviews": [ { "id": "leaf", "frame": [0, 0, 10, 10] } ] },
            { "id": "modalRoot", "frame": [0, 200, 375, 467],
              "viewController": { "id": "modalVC", "presentedBy": "rootVC" },
              "subviews": [ { "id": "modalLeaf", "frame": [0, 0, 10, 10] } ] } ] } ] } ]
        """#

    @Test("R1: a view's next responder is its view controller when it is a root view, else its superview")
    func viewNextResponder() throws {
        let scene = try TT.scene(Self.nested)
        let next = { (id: String) in scene.nextResponder(of: TT.index(scene, id)).map { scene.responderIDs[Int($0)] } }
        #expect(next("leaf") == "childRoot")
        #expect(next("childRoot") == "childVC")
        #expect(next("root") == "rootVC")
    }

    @Test("R2: a child view controller's next responder is its root view's superview (the parent's view)")
    func childViewController() throws {
        let scene = try TT.scene(Self.nested)
        #expect(TT.chain(scene, from: "leaf") ==
                ["leaf", "childRoot", "childVC", "root", "rootVC", "window", "scene1", "app", "delegate"])
    }

    @Test("R2: a presented view controller's next responder is its presenter, not its root view's superview")
    func presentedViewController() throws {
        let scene = try TT.scene(Self.nested)
        #expect(TT.chain(scene, from: "modalLeaf") ==
                ["modalLeaf", "modalRoot", "modalVC", "rootVC", "window", "scene1", "app", "delegate"])
    }

    @Test("R2: a window's root view controller's next responder is the window")
    func rootViewControllerToWindow() throws {
        let scene = try TT.scene(Self.nested)
        #expect(scene.nextResponder(of: TT.index(scene, "rootVC")) == TT.index(scene, "window"))
    }

    @Test("R3: a window's next responder is the window scene when declared, and the scene's is the application")
    func windowSceneDeclared() throws {
        let scene = try TT.scene(Self.nested)
        #expect(TT.chain(scene, from: "window") == ["window", "scene1", "app", "delegate"])
        #expect(scene.responderKinds[Int(TT.index(scene, "scene1"))] == .windowScene)
    }

    @Test("R3: without a windowScene a window's next responder is the application")
    func noWindowScene() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10] }"#)
        #expect(TT.chain(scene, from: "v") == ["v", "window", "application"])
        #expect(scene.index(of: "windowScene") == nil)
    }

    @Test("R3: an empty windowScene object declares one with the default id and class")
    func windowSceneDefaults() throws {
        let scene = try TT.scene(#""windowScene": {}, "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ]"#)
        #expect(TT.chain(scene, from: "w") == ["w", "windowScene", "application"])
        #expect(scene.responderClasses[Int(TT.index(scene, "windowScene"))] == "UIWindowScene")
    }

    @Test("R4: the application's next responder is its delegate; the delegate has none")
    func applicationDelegate() throws {
        let scene = try TT.scene(Self.nested)
        #expect(scene.nextResponder(of: TT.index(scene, "app")) == TT.index(scene, "delegate"))
        #expect(scene.nextResponder(of: TT.index(scene, "delegate")) == nil)
        #expect(scene.responderClasses[Int(TT.index(scene, "delegate"))] == "AppDelegate")
    }

    @Test("R4: without a delegate the chain ends at the application; a declared delegate defaults to appDelegate/UIResponder")
    func delegateDefaults() throws {
        let none = try TT.scene(#""windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ]"#)
        #expect(none.nextResponder(of: none.applicationIndex) == nil)
        #expect(none.responderIDs[Int(none.applicationIndex)] == "application")
        #expect(none.responderClasses[Int(none.applicationIndex)] == "UIApplication")
        let declared = try TT.scene(#""application": { "delegate": {} }, "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ]"#)
        #expect(TT.chain(declared, from: "w") == ["w", "application", "appDelegate"])
        #expect(declared.responderClasses[Int(TT.index(declared, "appDelegate"))] == "UIResponder")
    }

    @Test("R5: an outcome's chain lists the responders reached, from the first one given the message")
    func outcomeChain() throws {
        let scene = try TT.scene(Self.nested)
        let d = try TT.tap(scene, 5, 5)
        #expect(d[0].view == "leaf")
        #expect(d[0].chain == TT.chain(scene, from: "leaf"))
        #expect(d[0].chain.first == "leaf")
        #expect(d[0].handledBy == nil)
    }

    @Test("R5: the chain ends with the responder that handled the message")
    func outcomeChainEndsAtHandler() throws {
        let scene = try TT.scene(#"""
            "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
              { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "vc", "touches": "handle" },
                "subviews": [ { "id": "leaf", "frame": [0, 0, 10, 10] } ] } ] } ]
            """#)
        let d = try TT.tap(scene, 5, 5)
        #expect(d[0].chain == ["leaf", "root", "vc"])
    }

    @Test("R2: presentedBy may not form a cycle")
    func presentedByCycle() throws {
        let doc = #"""
            {
              "format": "touchtape.scene/1",
              "name": "t",
              "windows": [ { "id": "w", "frame": [0, 0, 10, 10], "subviews": [
                { "id": "a", "frame": [0, 0, 1, 1], "viewController": { "id": "vcA", "presentedBy": "vcB" } },
                { "id": "b", "frame": [0, 0, 1, 1], "viewController": { "id": "vcB", "presentedBy": "vcA" } } ] } ]
            }
            """#
        let error = try #require(TT.sceneError(doc))
        #expect(error.message.contains("\"presentedBy\" makes the responder chain loop: vcA → vcB → vcA"))
        #expect(error.at == "5:89")
        #expect(error.at == TT.at(#""vcB" }"#, in: doc))
    }

    @Test("R2: a view controller presented by itself is a cycle")
    func presentedBySelf() throws {
        let doc = TT.document(#"""
            "windows": [ { "id": "w", "frame": [0, 0, 10, 10], "subviews": [
              { "id": "a", "frame": [0, 0, 1, 1], "viewController": { "id": "vcA", "presentedBy": "vcA" } } ] } ]
            """#)
        let error = try #require(TT.sceneError(doc))
        #expect(error.message.contains("loop"))
        #expect(error.message.contains("R2"))
    }

    @Test("R2: presentedBy through the view hierarchy can loop too (a presenter whose view contains the presented one's parent)")
    func presentedByHierarchyCycle() throws {
        // outerRoot → outerVC → (presentedBy) innerVC → innerRoot's superview outerRoot → …
        let doc = TT.document(#"""
            "windows": [ { "id": "w", "frame": [0, 0, 10, 10], "subviews": [
              { "id": "outerRoot", "frame": [0, 0, 1, 1], "viewController": { "id": "outerVC", "presentedBy": "innerVC" },
                "subviews": [ { "id": "innerRoot", "frame": [0, 0, 1, 1], "viewController": { "id": "innerVC" } } ] } ] } ]
            """#)
        let error = try #require(TT.sceneError(doc))
        #expect(error.message.contains("makes the responder chain loop"))
        #expect(error.at == TT.at(#""innerVC" }"#, in: doc))
    }

    @Test("R2: presentedBy must name a view controller")
    func presentedByNotAViewController() throws {
        let doc = TT.document(#"""
            "windows": [ { "id": "w", "frame": [0, 0, 10, 10], "subviews": [
              { "id": "a", "frame": [0, 0, 1, 1], "viewController": { "id": "vcA", "presentedBy": "w" } } ] } ]
            """#)
        let error = try #require(TT.sceneError(doc))
        #expect(error.message == "\"presentedBy\" of view controller \"vcA\" names \"w\", which is not a view controller of this scene")
        #expect(error.at == TT.at(#""w" }"#, in: doc))
    }

    @Test("R2: a window cannot be a view controller's root view")
    func windowWithViewController() throws {
        let doc = #"""
            {
              "format": "touchtape.scene/1",
              "name": "t",
              "windows": [
                { "id": "w", "frame": [0, 0, 10, 10],
                  "viewController": { "id": "vc" } }
              ]
            }
            """#
        let error = try #require(TT.sceneError(doc))
        #expect(error.message.contains("a window cannot be a view controller's root view"))
        #expect(error.at == "6:25")
        #expect(error.description.hasPrefix("scene.json:6:25: "))
    }

    @Test("R1–R4: responder kinds and default classes")
    func kindsAndClasses() throws {
        let scene = try TT.scene(Self.nested)
        let kind = { (id: String) in scene.responderKinds[Int(TT.index(scene, id))] }
        let cls = { (id: String) in scene.responderClasses[Int(TT.index(scene, id))] }
        #expect(kind("window") == .window && cls("window") == "UIWindow")
        #expect(kind("leaf") == .view && cls("leaf") == "UIView")
        #expect(kind("rootVC") == .viewController && cls("rootVC") == "UIViewController")
        #expect(kind("app") == .application && cls("app") == "MyApp")
        #expect(kind("delegate") == .appDelegate)
        #expect(scene.rootView(ofViewController: TT.index(scene, "modalVC")) == TT.index(scene, "modalRoot"))
        #expect(scene.viewController(ofView: TT.index(scene, "root")) == TT.index(scene, "rootVC"))
        #expect(scene.viewController(ofView: TT.index(scene, "leaf")) == nil)
    }
}
