import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// K2 and K5 for alerts and text input (docs/formats.md, Builtins; S27, S34): what the import
/// writes for an iOS 13+ alert and a text field.
@Suite("Dumps: alerts and text input (K2, K5)")
struct DumpAlertTests {
    /// An iOS 13+ alert with two actions side by side (each action view nested in its
    /// representation view) and a text field in its content, presented over a screen.
    static let alert = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x10; frame = (0 0; 390 844); layer = <CALayer: 0x11>>
           | <_UIAlertControllerView: 0x20; frame = (60 357; 270 160); layer = <CALayer: 0x21>>
           |    | <UITextField: 0x30; frame = (16 80; 238 30); text = ''; layer = <CALayer: 0x31>>
           |    | <UIStackView: 0x40; frame = (0 116; 270 44); layer = <CATransformLayer: 0x41>>
           |    |    | <_UIInterfaceActionCustomViewRepresentationView: 0x50; frame = (135.333 0; 134.667 44); layer = <CALayer: 0x51>>
           |    |    |    | <_UIAlertControllerActionView: 0x51; frame = (0 0; 134.667 44); layer = <CALayer: 0x52>>
           |    |    | <_UIInterfaceActionCustomViewRepresentationView: 0x60; frame = (0 0; 134.667 44); layer = <CALayer: 0x61>>
           |    |    |    | <_UIAlertControllerActionView: 0x62; frame = (0 0; 134.667 44); layer = <CALayer: 0x63>>

        (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
        <Lists.ListsViewController 0x900>, state: appeared, view: <UIView 0x10>
           + <UIAlertController 0x910>, state: appeared, view: <_UIAlertControllerView 0x20>, presented with: <_UIAlertControllerAlertPresentationController 0x920>
        """

    @Test("K2, K5 (S34): the alert view is an alert of its UIAlertController; its actions are indexed in frame order (x here)")
    func alertAndActions() throws {
        let document = try sceneJSON(Self.alert)
        let alert = try #require(node("_UIAlertControllerView-0.1", in: document)?["builtin"]?.objectValue)
        #expect(alert["kind"]?.stringValue == "alert")
        #expect(alert["controller"]?.stringValue == "UIAlertController-vc0.0")
        let left = node("_UIInterfaceActionCustomViewRepresentationView-0.1.1.1", in: document)?["builtin"]?.objectValue
        let right = node("_UIInterfaceActionCustomViewRepresentationView-0.1.1.0", in: document)?["builtin"]?.objectValue
        #expect(left?["kind"]?.stringValue == "alertAction" && left?["index"]?.doubleValue == 0)
        #expect(right?["index"]?.doubleValue == 1)
    }

    @Test("K2 (S34): an action view nested in another gets no builtin of its own, with a note naming the outer one")
    func nestedActionViewsAreTheOuterAction() throws {
        let result = try readDump(Self.alert)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        #expect(node("_UIAlertControllerActionView-0.1.1.0.0", in: document)?["builtin"] == nil)
        #expect(node("_UIAlertControllerActionView-0.1.1.1.0", in: document)?["builtin"] == nil)
        #expect(result.summary.notes.contains {
            $0.contains("_UIAlertControllerActionView-0.1.1.0.0 (_UIAlertControllerActionView) is inside the alert action _UIInterfaceActionCustomViewRepresentationView-0.1.1.0")
        })
        #expect(!result.summary.notes.contains { $0.contains("is not inside an alert") })
    }

    @Test("K2 (S27, S34): a dump's text field in an alert is a text field; a tap on it makes it first responder, not an action")
    func textFieldInAnAlert() throws {
        let scene = try readDump(Self.alert).document.scene
        let session = try Session.decode(Array(#"""
            { "format": "touchtape.session/1", "name": "s", "scene": "screen", "events": [
              { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 195, "y": 452 } ] },
              { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 195, "y": 452 } ] } ] }
            """#.utf8))
        let d = Dispatcher.run(session, on: scene)
        #expect(d.compactMap(\.firstResponder) == ["UITextField-0.1.0"])
        #expect(d.flatMap(\.calls).map(\.selector) == ["textFieldShouldBeginEditing:", "textFieldDidBeginEditing:"])
    }
}
