import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// docs/dumps.md, Overlays and Scene names and versions.
@Suite("Dumps: overlay and names")
struct DumpOverlayTests {
    static func overlay(_ patches: String, scene: String = "{}") -> String {
        #"{ "format": "touchtape.dump-overlay/1", "scene": \#(scene), "patches": [\#(patches)] }"#
    }

    @Test("docs/dumps.md, Overlays: a patch renames a view and adds a control action; later patches see the new id")
    func renameAndAction() throws {
        let overlay = Self.overlay("""
            { "select": { "class": "UIButton" }, "set": { "id": "doneButton", "control": { "actions": { "touchUpInside": "done:" } } } },
            { "select": { "id": "doneButton" }, "set": { "exclusiveTouch": true } },
            { "select": { "text": "Done" }, "set": { "id": "doneLabel" } }
            """)
        let result = try readDump(windowDump, overlay: overlay)
        let scene = result.document.scene
        let button = try #require(scene.index(of: "doneButton"))
        #expect(scene.viewInfos[Int(button)].controlActions.map(\.action) == ["done:"])
        #expect(scene.viewInfos[Int(button)].exclusiveTouch)
        #expect(scene.index(of: "doneLabel") != nil)
        #expect(result.summary.ids.map(\.id) == ["UIWindow-0", "UIView-0.0", "doneButton", "doneLabel"])
    }

    @Test("docs/dumps.md, Overlays: scene sets name, application (with its delegate), windowScene and firstResponder")
    func sceneKeys() throws {
        let overlay = Self.overlay("", scene: #"{ "name": "checkout", "application": { "delegate": { "class": "AppDelegate" } }, "windowScene": {}, "firstResponder": "UIView-0.0" }"#)
        let scene = try readDump(windowDump, overlay: overlay).document.scene
        #expect(scene.name == "checkout")
        #expect(scene.index(of: "appDelegate") != nil)
        #expect(scene.index(of: "windowScene") != nil)
        #expect(scene.initialFirstResponder == scene.index(of: "UIView-0.0"))
        // --name wins over the overlay's name.
        #expect(try readDump(windowDump, overlay: overlay, options: DumpOptions(name: "given")).document.scene.name == "given")
    }

    @Test("docs/dumps.md, Overlays: frame, center and size replace the geometry (a 45° rotation's size comes from the overlay)")
    func geometry() throws {
        let rotated = windowDump + "\n" + record(2, "<UIView: 0x99; frame = (0 0; 141.421 141.421); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>")
        #expect(kindAndPlace(dumpError(rotated)) == "unrecoverable-size 5:58")
        let sized = try sceneJSON(rotated, overlay: Self.overlay(#"{ "select": { "id": "UIView-0.0.1" }, "set": { "size": [100, 100] } }"#))
        let view = try #require(node("UIView-0.0.1", in: sized))
        #expect(numbers(view["size"]) == [100, 100])
        #expect(numbers(view["center"]) == [70.7105, 70.7105])
        let framed = try sceneJSON(windowDump, overlay: Self.overlay(#"{ "select": { "id": "UIView-0.0" }, "set": { "center": [10, 10], "size": [20, 20] } }"#))
        let root = try #require(node("UIView-0.0", in: framed))
        #expect(root["frame"] == nil && numbers(root["size"]) == [20, 20])
    }

    @Test("docs/dumps.md, Overlays: meta in set is merged into the node's meta (the dump's text stays)")
    func metaMerged() throws {
        let document = try sceneJSON(windowDump, overlay: Self.overlay(#"{ "select": { "text": "Done" }, "set": { "meta": { "note": "title" } } }"#))
        let meta = try #require(node("UIButtonLabel-0.0.0.0", in: document)?["meta"]?.objectValue)
        #expect(meta["text"]?.stringValue == "Done")
        #expect(meta["note"]?.stringValue == "title")
    }

    @Test("docs/dumps.md, Overlays: a select matching no node or several is an error at the select, in the overlay file")
    func selectMustMatchOne() throws {
        let none = dumpError(windowDump, overlay: Self.overlay(#"{ "select": { "class": "UISwitch" }, "set": { "hidden": true } }"#))
        #expect(none?.file == "screen.overlay.json")
        #expect(none?.position == SourcePosition(line: 1, column: 78))
        #expect(none?.message.contains("matches no node") == true)
        let several = dumpError(windowDump, overlay: Self.overlay(#"{ "select": { "class": "UIView" }, "set": { "hidden": true } }"#))
        #expect(several == nil, "UIView matches only UIView-0.0: the window's class is UIWindow")
        let two = windowDump + "\n" + record(2, "<UIView: 0x99; frame = (0 0; 1 1)>")
        let ambiguous = dumpError(two, overlay: Self.overlay(#"{ "select": { "class": "UIView" }, "set": { "hidden": true } }"#))
        #expect(ambiguous?.message.contains("matches 2 nodes (UIView-0.0, UIView-0.0.1)") == true)
    }

    @Test("docs/dumps.md, Overlays: overlay errors are placed in the overlay (syntax, format, unknown keys, subviews)")
    func overlayErrors() {
        #expect(dumpError(windowDump, overlay: "{ \"format\": ")?.file == "screen.overlay.json")
        let format = dumpError(windowDump, overlay: #"{ "format": "touchtape.scene/1" }"#)
        #expect(format?.position == SourcePosition(line: 1, column: 13))
        let unknown = dumpError(windowDump, overlay: Self.overlay(#"{ "select": { "id": "UIView-0.0" }, "set": { "subviews": [] } }"#))
        #expect(unknown?.message == #"unknown key "subviews" in "set" of patch 0"#)
        #expect(unknown?.file == "screen.overlay.json")
    }

    @Test("docs/dumps.md, Errors: a scene error in a value the overlay set is reported in the overlay, at that value")
    func sceneErrorInOverlayValue() {
        let overlay = """
            { "format": "touchtape.dump-overlay/1",
              "patches": [ { "select": { "id": "UIView-0.0" },
                             "set": { "hitTest": { "forwardTo": ["noSuchView"] } } } ] }
            """
        let error = dumpError(windowDump, overlay: overlay)
        #expect(error?.file == "screen.overlay.json")
        #expect(error?.position == SourcePosition(line: 3, column: 54))
        #expect(error?.message.contains("names \"noSuchView\", which is not a view of this scene") == true)
    }

    @Test("docs/dumps.md, Errors: an overlay renaming a view to an id already used is a scene error at the new id, in the overlay")
    func duplicateIDFromOverlay() {
        let overlay = """
            { "format": "touchtape.dump-overlay/1",
              "patches": [ { "select": { "id": "UIButton-0.0.0" }, "set": { "id": "UIView-0.0" } } ] }
            """
        let error = dumpError(windowDump, overlay: overlay)
        #expect(error?.file == "screen.overlay.json")
        #expect(error?.position == SourcePosition(line: 2, column: 71))
        #expect(error?.message.contains("duplicate id \"UIView-0.0\"") == true)
    }

    @Test("docs/dumps.md, Errors: a scene error in a value from the dump is reported in the dump, at its field")
    func sceneErrorInDumpValue() {
        let text = windowDump.replacingOccurrences(of: "opaque = NO; layer = <CALayer: 0x600000c1d500>", with: "alpha = 2; layer = <CALayer: 0x600000c1d500>")
        let error = dumpError(text)
        #expect(error?.file == "screen.txt")
        #expect(error?.position == SourcePosition(line: 3, column: 64))
        #expect(error?.message.contains("\"alpha\"") == true)
    }

    @Test("docs/dumps.md, Scene names and versions: the file's base name, characters outside [A-Za-z0-9_.-] → -, leading . - _ removed")
    func names() {
        #expect(DumpReader.sceneName(forFile: "/tmp/bug reports/Login screen.txt") == "Login-screen")
        #expect(DumpReader.sceneName(forFile: "dumps/_checkout.v2.dump") == "checkout.v2")
        #expect(DumpReader.sceneName(forFile: "écran.txt") == "cran")
        #expect(DumpReader.sceneName(forFile: "noext") == "noext")
        #expect(DumpReader.sceneName(forFile: "-.txt") == nil)
        #expect(DumpReader.overlayPath(forDump: "a/login.txt") == "a/login.overlay.json")
        #expect(DumpReader.overlayPath(forDump: "a.b/login") == "a.b/login.overlay.json")
    }

    @Test("docs/dumps.md, Scene names and versions: a file name that leaves nothing is an error unless --name is given")
    func emptyName() throws {
        do {
            _ = try readDump(windowDump, file: "___.txt")
            Issue.record("expected an error")
        } catch {
            #expect(kindAndPlace(error) == "no-name 1:1")
        }
        #expect(try readDump(windowDump, file: "___.txt", options: DumpOptions(name: "screen")).document.scene.name == "screen")
    }
}
