import Testing
@testable import TouchTapeCore

/// The scene `/2` keys (`builtin`, the window's system-gesture keys, the new control events) and
/// the outcome field `calls` (docs/formats.md; clarifications 3, 4, 20).
@Suite("Builtins: scene keys and the calls field (docs/formats.md)")
struct BuiltinFormatTests {
    static func scene(_ builtin: String, format: String = "touchtape.scene/2", windowKeys: String = "") throws -> Scene {
        try TT.decodeScene(Self.document(builtin, format: format, windowKeys: windowKeys))
    }

    static func document(_ builtin: String, format: String = "touchtape.scene/2", windowKeys: String = "") -> String {
        #"""
        { "format": "\#(format)", "name": "test",
          "windows": [ { "id": "window", "frame": [0, 0, 375, 667]\#(windowKeys), "subviews": [
            { "id": "root", "frame": [0, 0, 375, 667], "viewController": { "id": "vc" }, "subviews": [
              { "id": "v", "frame": [0, 0, 375, 400], "builtin": \#(builtin) } ] } ] } ] }
        """#
    }

    static func error(_ builtin: String, format: String = "touchtape.scene/2", windowKeys: String = "",
                      sourceLocation: SourceLocation = #_sourceLocation) -> String {
        TT.sceneError(Self.document(builtin, format: format, windowKeys: windowKeys), sourceLocation: sourceLocation)?
            .description ?? ""
    }

    @Test("4.1: every kind in force decodes with its options; the builtin keeps its canonical JSON", arguments: [
        #"{ "kind": "scrollView", "delaysContentTouches": false, "contentSize": [375, 900], "adjustedContentInset": [0, 0, 0, 0], "touchesShouldBegin": "always", "touchesShouldCancel": "never" }"#,
        #"{ "kind": "tableView", "delegate": "vc", "dataSource": "vc", "selected": [[0, 1]], "allowsMultipleSelection": true, "answers": { "tableView:willSelectRowAtIndexPath:": { "0.3": null } } }"#,
        #"{ "kind": "collectionView", "scrollDirection": "horizontal", "editing": false }"#,
        #"{ "kind": "tableCell", "indexPath": [1, 4] }"#,
        #"{ "kind": "switch", "on": true, "version": "legacy" }"#,
        #"{ "kind": "slider", "value": 0.5, "min": 0, "max": 1, "thumbRect": [10, 0, 31, 31], "trackEnabled": true }"#,
        #"{ "kind": "stepper", "value": 3, "stepValue": 0.5, "wraps": true }"#,
        #"{ "kind": "segmentedControl", "segments": 3, "selectedIndex": 1, "segmentFrames": [[0, 0, 10, 10], [10, 0, 10, 10], [20, 0, 10, 10]] }"#,
        #"{ "kind": "pageControl", "numberOfPages": 4, "currentPage": 3 }"#,
        #"{ "kind": "textField", "delegate": "vc", "enabled": false }"#,
        #"{ "kind": "textView", "editable": false, "selectable": true, "contentSize": [10, 10] }"#,
        #"{ "kind": "tabBar", "controller": "vc", "children": ["vc"], "selectedIndex": 0 }"#,
        #"{ "kind": "tabBarButton", "index": 2, "tabBar": "root" }"#,
        #"{ "kind": "navigationBar", "controller": "vc", "depth": 2, "backButton": "root" }"#,
        #"{ "kind": "barButton", "role": "item", "target": null, "action": "done:" }"#,
        #"{ "kind": "alert", "controller": "vc" }"#,
        #"{ "kind": "alertAction", "index": 0, "style": "destructive", "handler": "delete" }"#,
    ])
    func everyKindInForceDecodes(builtin: String) throws {
        let s = try Self.scene(builtin)
        let b = try #require(s.builtins.builtin(of: TT.index(s, "v")))
        #expect(b.json.first == "{" && b.json.contains("\"kind\""))
        #expect(s.hasBuiltins && s.hasGestures)
    }

    @Test("S1, S35: a builtin on a window is bad input; the system-gesture keys on a view are bad input")
    func builtinsBelongToViewsAndGatesToWindows() {
        let onWindow = Self.error(#"{ "kind": "scrollView" }"#, windowKeys: #", "builtin": { "kind": "scrollView" }"#)
        #expect(onWindow.contains("\"builtin\" of window") && onWindow.contains("is for views"), "\(onWindow)")
        #expect(onWindow.hasPrefix("scene.json:2:"), "\(onWindow)")
        let regionsOnView = Self.error(#"{ "kind": "scrollView" }, "systemGestureRegions": []"#)
        #expect(regionsOnView.hasPrefix("scene.json:4:") && regionsOnView.contains("unknown key \"systemGestureRegions\""), "\(regionsOnView)")
    }

    @Test("Clarification 20: the reserved kinds are bad input, naming the kind and saying it is not supported yet",
          arguments: ["refreshControl", "picker", "datePicker"])
    func reservedKindsAreRefused(kind: String) {
        let message = Self.error(#"{ "kind": "\#(kind)" }"#)
        #expect(message.contains("\"\(kind)\"") && message.contains("not supported yet"), "\(message)")
        #expect(message.hasPrefix("scene.json:4:"))
    }

    @Test("Clarification 20: the reserved keys are bad input, naming the key and saying it is not supported yet", arguments: [
        (#"{ "kind": "tableCell", "indexPath": [0, 0], "trailingActions": [] }"#, "trailingActions"),
        (#"{ "kind": "tableCell", "indexPath": [0, 0], "leadingActions": [] }"#, "leadingActions"),
        (#"{ "kind": "textView", "links": [] }"#, "links"),
    ])
    func reservedKeysAreRefused(builtin: String, key: String) {
        let message = Self.error(builtin)
        #expect(message.contains("\"\(key)\"") && message.contains("not supported yet"), "\(message)")
    }

    @Test("4.1: options are checked by kind, with the place and a clear message", arguments: [
        (#"{ "kind": "tableView", "indexPath": [0, 0] }"#, "unknown key \"indexPath\""),
        (#"{ "kind": "tableCell" }"#, "missing the required key \"indexPath\""),
        (#"{ "kind": "tableCell", "indexPath": [0, -1] }"#, "two integers ≥ 0"),
        (#"{ "kind": "scrollView", "touchesShouldCancel": "sometimes" }"#, "\"default\", \"always\", \"never\""),
        (#"{ "kind": "tableView", "delegate": "nobody" }"#, "\"nobody\", which is not a responder"),
        (#"{ "kind": "tabBar", "controller": "root" }"#, "\"root\", which is not a view controller"),
        (#"{ "kind": "slider", "min": 2, "max": 1 }"#, "less than its \"min\""),
        (#"{ "kind": "segmentedControl", "segments": 2, "segmentFrames": [[0, 0, 1, 1]] }"#, "1 frames for 2 segments"),
        (#"{ "kind": "stepper", "stepValue": 0 }"#, "a number > 0"),
        (#"{ "kind": "switch", "version": "old" }"#, "\"modern\" or \"legacy\""),
        (#"{ "kind": "button" }"#, "unknown builtin kind string \"button\""),
        (#"{ "indexPath": [0, 0] }"#, "missing the required key \"kind\""),
        (#"[ "tableView" ]"#, "must be an object"),
    ])
    func badOptionsAreRefused(builtin: String, expected: String) {
        let message = Self.error(builtin)
        #expect(message.contains(expected), "\(message)")
        #expect(message.contains("view \"v\""), "\(message)")
    }

    @Test("2.0: builtins and the window keys are scene /2: a /1 document that uses them is refused, naming the key")
    func builtinNeedsSceneFormat2() {
        let message = Self.error(#"{ "kind": "tableView" }"#, format: "touchtape.scene/1")
        #expect(message.contains("\"builtin\"") && message.contains("touchtape.scene/2"), "\(message)")
        let window = TT.sceneError(#"""
            { "format": "touchtape.scene/1", "name": "t", "windows": [ { "id": "w", "frame": [0, 0, 1, 1],
              "systemGestureRegions": [] } ] }
            """#)?.description ?? ""
        #expect(window.contains("\"systemGestureRegions\"") && window.contains("touchtape.scene/2"), "\(window)")
    }

    @Test("`builtin: null` is no builtin (what an overlay writes to remove an inferred one)")
    func nullBuiltinIsNone() throws {
        let s = try Self.scene("null")
        #expect(s.builtins.items.isEmpty && !s.hasBuiltins && !s.hasGestures)
    }

    @Test("Clarification 2: window keys decode; the regions in force leave out the deferred edges")
    func windowKeysDecode() throws {
        let keys = #", "systemGestureRegions": [ { "edge": "bottom", "size": 20 }, { "edge": "top", "size": 20 } ], "defersSystemGestures": ["top"]"#
        let s = try Self.scene("null", windowKeys: keys)
        let gates = try #require(s.builtins.gates(of: 0))
        #expect(gates.regions?.count == 2 && gates.defers == [.top])
        #expect(gates.activeRegions == [WindowGates.Region(edge: .bottom, size: 20)])
        #expect(s.hasBuiltins)
        let off = try Self.scene("null", windowKeys: #", "systemGestureRegions": []"#)
        #expect(!off.hasBuiltins, "`[]` switches the gates off: no gate, so no calls key (clarification 3)")
        let bad = Self.error("null", windowKeys: #", "systemGestureRegions": [ { "edge": "middle", "size": 20 } ]"#)
        #expect(bad.contains("\"bottom\", \"top\", \"left\" or \"right\""), "\(bad)")
    }

    @Test("2.0: control.actions accepts the new event names", arguments: [
        "valueChanged", "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit", "menuActionTriggered",
    ])
    func newControlEventNames(event: String) throws {
        let s = try TT.window(#"{ "id": "c", "frame": [0, 0, 10, 10], "control": { "actions": { "\#(event)": "x:" } } }"#)
        #expect(s.viewInfos[1].controlActions.map(\.event.rawValue) == [event])
    }

    @Test("Clarification 3: a scene with a builtin writes `calls` on every delivery ([] when none), after `gestures`")
    func callsKeyOnEveryDelivery() throws {
        let s = try BT.table()
        let d = try BT.run(s, GT.tap(0, 1, 160, 110), GT.tap(1, 2, 10, 660))
        let lines = d.map { OutcomeJSON.line($0, gestureKeys: s.hasGestures, callKeys: s.hasBuiltins) }
        #expect(lines.allSatisfy { $0.contains(#""gestures":"#) && $0.contains(#""calls":"#) })
        #expect(lines[0].contains(#""gestures":[],"calls":[],"firstResponder":null"#))
        #expect(lines[3].contains(#""calls":[{"from":"table","selector":"tableView:didUnhighlightRowAtIndexPath:","to":"listVC","args":{"indexPath":[0,2]}}"#))
    }

    @Test("Clarification 3: a scene with neither builtin nor gate keeps its outcome bytes (no calls key)")
    func noCallsKeyWithoutBuiltins() throws {
        let s = try TT.window(#"{ "id": "b", "frame": [0, 0, 100, 100], "control": { "actions": { "touchUpInside": "go:" } } }"#)
        let d = try TT.tap(s, 10, 10)
        #expect(!s.hasBuiltins)
        #expect(OutcomeJSON.line(d[1]) == OutcomeJSON.line(d[1], gestureKeys: false, callKeys: false))
        #expect(!OutcomeJSON.line(d[1]).contains("calls"))
    }

    @Test("Clarification 4: a call with an animation says \"after\": \"animation\"; args are keyed by parameter name")
    func callJSON() {
        let call = BuiltinCall(from: "nav", selector: "navigationBar:didPopItem:", to: "navController",
                               args: [CallArgument("animated", .bool(true))], afterAnimation: true)
        #expect(OutcomeJSON.text(of: [call])
                == #"[{"from":"nav","selector":"navigationBar:didPopItem:","to":"navController","args":{"animated":true},"after":"animation"}]"#)
        #expect(call.shortText == "navigationBar:didPopItem: true (after animation)")
    }

    @Test("2.0: calls are compared like every other field (a changed call is a difference named `calls`)")
    func callsAreCompared() throws {
        let s = try BT.table()
        let a = try BT.run(s, GT.tap(0, 1, 160, 110))
        var b = a
        b[3].calls = []
        #expect(!a[3].isSame(as: b[3]))
        let diff = OutcomeComparison.differences(reference: a[3], current: b[3])
        #expect(diff.map(\.field) == ["calls"])
        #expect(diff[0].current == .json("[]"))
    }

    @Test("2.0: an expect's calls match a subsequence in order; each entry compares only the keys it states")
    func callPatterns() {
        let calls = [
            BuiltinCall(from: "t", selector: "a", to: "vc", args: [CallArgument("indexPath", .indexPath(section: 0, row: 1))]),
            BuiltinCall(from: "t", selector: "b", to: nil),
            BuiltinCall(from: "t", selector: "c", to: "vc", afterAnimation: true),
        ]
        #expect(CallPattern.matchInOrder([CallPattern(selector: "a"), CallPattern(selector: "c")], calls))
        #expect(!CallPattern.matchInOrder([CallPattern(selector: "c"), CallPattern(selector: "a")], calls), "order matters")
        #expect(CallPattern.matchInOrder([CallPattern(selector: "b", to: .some(nil))], calls))
        #expect(!CallPattern.matchInOrder([CallPattern(selector: "b", to: .some("vc"))], calls))
        #expect(!CallPattern.matchInOrder([CallPattern(selector: "a", args: [CallArgument("indexPath", .indexPath(section: 0, row: 2))])], calls))
        #expect(CallPattern.matchInOrder([CallPattern(selector: "c", afterAnimation: true)], calls))
        #expect(CallPattern.matchInOrder([], calls))
    }

    @Test("2.0: calls in an expectation need touchtape.session/2, and an entry needs a selector")
    func callsExpectationFormat() {
        let v1 = TT.sessionError(TT.sessionDocument(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ], "expect": [ { "touch": 1, "calls": [] } ] }"#))
        #expect(v1?.description.contains("\"calls\" in an expectation of event 0 needs \"format\": \"touchtape.session/2\"") == true, "\(String(describing: v1))")
        let noSelector = TT.sessionError(TT.sessionDocument(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 1, "y": 1 } ], "expect": [ { "touch": 1, "calls": [ { "to": null } ] } ] }"#)
            .replacingOccurrences(of: "touchtape.session/1", with: "touchtape.session/2"))
        #expect(noSelector?.description.contains("missing the required key \"selector\"") == true, "\(String(describing: noSelector))")
    }

    @Test("S1: the class table answers by class, else by baseClass, exactly; reserved kinds are never inferred")
    func classTable() {
        #expect(BuiltinClassTable.inference(className: "UITableView", baseClass: nil)?.kind == .tableView)
        #expect(BuiltinClassTable.inference(className: "MMTableView", baseClass: "UITableView")?.byBaseClass == true)
        #expect(BuiltinClassTable.inference(className: "UITableViewWrapperView", baseClass: nil)?.options == ["scrollEnabled": false])
        #expect(BuiltinClassTable.inference(className: "UISlider", baseClass: nil)?.hitTestSelf == true)
        #expect(BuiltinClassTable.inference(className: "UISwitch", baseClass: nil)?.hitTestSelf == false)
        #expect(BuiltinClassTable.inference(className: "uitableview", baseClass: nil) == nil)
        #expect(BuiltinClassTable.inference(className: "UIRefreshControl", baseClass: nil) == nil)
        #expect(BuiltinClassTable.inference(className: "PlayerCell", baseClass: "UITableViewCell")?.kind == .tableCell)
        #expect(BuiltinClassTable.inference(className: "AppView", baseClass: "UIView") == nil, "S2")
    }

    @Test("Compiled scene bytes keep builtins and window keys; the implicit recognizers come back in scene order")
    func compiledRoundTrip() throws {
        let s = try BT.table()
        let back = try #require(s.compiledBytes().withUnsafeBufferPointer { Scene.compiled(from: $0) })
        #expect(back.builtins.items == s.builtins.items)
        #expect(back.gestures.recognizers == s.gestures.recognizers)
        #expect(back.gestures.recognizers.map(\.id) == ["table#scrollDelay", "table#scrollPan"])
    }

    @Test("2.0: a builtin's implicit recognizers come before the view's own in G1 order; requireToFail still names the right one")
    func implicitBeforeDeclared() throws {
        let s = try TT.decodeScene(#"""
            { "format": "touchtape.scene/2", "name": "t", "windows": [ { "id": "w", "frame": [0, 0, 375, 667],
              "gestures": [ { "id": "edge", "kind": "pan" } ], "subviews": [
              { "id": "list", "frame": [0, 0, 375, 667], "builtin": { "kind": "scrollView" },
                "gestures": [ { "id": "tap", "kind": "tap", "requireToFail": ["edge"] } ] } ] } ] }
            """#)
        #expect(s.gestures.recognizers.map(\.id) == ["edge", "list#scrollDelay", "list#scrollPan", "tap"])
        #expect(s.recognizers(reaching: 1).map(\.id) == ["list#scrollDelay", "list#scrollPan", "tap", "edge"])
        let tap = try #require(s.gestures.index(of: "tap"))
        #expect(s.gestures.recognizers[tap].requireToFail.map { s.gestures.recognizers[$0].id } == ["edge"])
        #expect(s.gestures.declared(on: 1).map(\.id) == ["tap"])
        #expect(s.gestures.recognizers[1].isImplicit && s.gestures.recognizers[1].kindName == "scroll delay")
    }
}
