import Testing
@testable import TouchTapeCore

/// Scene validation (docs/formats.md, "Scene: `touchtape.scene/1`", P3, R2, F1): every bad input is rejected with a
/// message and the line:column of the offending key or value, printed `FILE:LINE:COLUMN: message`.
@Suite("Scene validation")
struct SceneValidationTests {
    /// Checks the error a document is rejected with: its message (exactly, or its start when
    /// `prefix` is true) and its place, the start of the `occurrence`th `needle` in the document.
    private func expectRejected(_ doc: String, _ message: String, prefix: Bool = false, contains: Bool = false,
                                at needle: String, occurrence: Int = 1,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error = TT.sceneError(doc, sourceLocation: sourceLocation) else { return }
        if prefix {
            #expect(error.message.hasPrefix(message), sourceLocation: sourceLocation)
        } else if contains {
            #expect(error.message.contains(message), sourceLocation: sourceLocation)
        } else {
            #expect(error.message == message, sourceLocation: sourceLocation)
        }
        let place = TT.at(needle, in: doc, occurrence: occurrence)
        #expect(error.at == place, "expected the error at \(needle)", sourceLocation: sourceLocation)
        #expect(error.description == "scene.json:\(place): \(error.message)", sourceLocation: sourceLocation)
    }

    /// A one-window document whose window holds these subviews.
    private func doc(_ subviews: String, top: String = "") -> String {
        TT.document(#"\#(top)"windows": [ { "id": "w", "frame": [0, 0, 375, 667], "subviews": [ \#(subviews) ] } ]"#)
    }

    // MARK: Unknown keys and meta

    @Test("docs/formats.md: an unknown key in a view is rejected at the key")
    func unknownKeyInView() {
        let d = doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "hiden": true }"#)
        expectRejected(d, #"unknown key "hiden" in view "v""#, at: #""hiden""#)
    }

    @Test("docs/formats.md: an unknown key in a control is rejected at the key")
    func unknownKeyInControl() {
        let d = doc(#"{ "id": "b", "frame": [0, 0, 1, 1], "control": { "enabeld": false } }"#)
        expectRejected(d, #"unknown key "enabeld" in the control of view "b""#, at: #""enabeld""#)
    }

    @Test("docs/formats.md: an unknown key at the top level is rejected at the key")
    func unknownKeyTopLevel() {
        let d = doc(#"{ "id": "v", "frame": [0, 0, 1, 1] }"#, top: #""firstResponer": null, "#)
        expectRejected(d, #"unknown key "firstResponer" in the scene"#, at: #""firstResponer""#)
    }

    @Test("docs/formats.md: unknown keys in a window, a view controller, the application and a touches object are rejected")
    func unknownKeysElsewhere() {
        expectRejected(TT.document(#""windows": [ { "id": "w", "frame": [0, 0, 1, 1], "levle": 1 } ]"#),
                       #"unknown key "levle" in window "w""#, at: #""levle""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "viewController": { "id": "vc", "presentdBy": "x" } }"#),
                       #"unknown key "presentdBy" in the view controller of view "v""#, at: #""presentdBy""#)
        expectRejected(doc("", top: #""application": { "deleagte": {} }, "#),
                       #"unknown key "deleagte" in the application"#, at: #""deleagte""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "touches": { "begun": "handle" } }"#),
                       #"unknown key "begun" in the touches handlers of view "v""#, at: #""begun""#)
    }

    @Test("docs/formats.md: level and key belong to windows only")
    func levelOnView() {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "level": 2 }"#),
                       #"unknown key "level" in view "v""#, at: #""level""#)
    }

    @Test("docs/formats.md: meta is accepted on any object and never interpreted")
    func metaAnywhere() throws {
        let scene = try TT.scene(#"""
            "meta": { "source": "test", "nested": { "anything": [1, 2, 3] } },
            "application": { "meta": 1, "delegate": { "meta": 2 } },
            "windowScene": { "meta": 3 },
            "windows": [ { "id": "w", "frame": [0, 0, 375, 667], "meta": { "level": 9 }, "subviews": [
              { "id": "v", "frame": [0, 0, 100, 100], "meta": "x",
                "touches": { "began": "handle", "meta": null },
                "pointInside": { "inset": [1, 1, 1, 1], "meta": {} },
                "hitTest": { "forwardTo": ["b"], "meta": {} },
                "viewController": { "id": "vc", "meta": [] },
                "subviews": [ { "id": "b", "frame": [0, 0, 10, 10],
                                "control": { "meta": {}, "actions": { "touchUpInside": "go:", "meta": "not an event" } } } ] } ] } ]
            """#)
        #expect(scene.metaJSON == #"{"nested":{"anything":[1,2,3]},"source":"test"}"#)
        #expect(scene.viewInfos[Int(TT.index(scene, "b"))].controlActions.map(\.action) == ["go:"])
        #expect(TT.hit(scene, 5, 5) == "b")
    }

    // MARK: Ids and names

    @Test("docs/formats.md: a duplicate id between two views is rejected at the second")
    func duplicateViewID() {
        let d = doc(#"{ "id": "x", "frame": [0, 0, 1, 1] }, { "id": "x", "frame": [0, 0, 1, 1] }"#)
        let first = TT.at(#""x""#, in: d)
        expectRejected(d, #"duplicate id "x" (first used at \#(first))"#, prefix: true, at: #""x""#, occurrence: 2)
    }

    @Test("docs/formats.md: views and view controllers share one namespace")
    func duplicateViewAndViewController() {
        let d = doc(#"{ "id": "home", "frame": [0, 0, 1, 1], "viewController": { "id": "home" } }"#)
        expectRejected(d, #"duplicate id "home""#, prefix: true, at: #""home""#, occurrence: 2)
    }

    @Test("docs/formats.md: the application, its delegate and the window scene share the namespace with views")
    func duplicateWithApplication() {
        let app = doc(#"{ "id": "main", "frame": [0, 0, 1, 1], "viewController": { "id": "vc" } }"#,
                      top: #""application": { "id": "vc" }, "#)
        expectRejected(app, #"duplicate id "vc""#, prefix: true, at: #""vc""#, occurrence: 1)
        let delegate = doc(#"{ "id": "d", "frame": [0, 0, 1, 1] }"#, top: #""application": { "delegate": { "id": "d" } }, "#)
        expectRejected(delegate, #"duplicate id "d""#, prefix: true, at: #""d""#, occurrence: 1)
        let windowScene = doc("", top: #""windowScene": { "id": "w" }, "#)
        expectRejected(windowScene, #"duplicate id "w" (first used at \#(TT.at(#""w""#, in: windowScene, occurrence: 2)))"#,
                       prefix: true, at: #""w""#, occurrence: 1)
    }

    @Test("docs/formats.md: a view may not take a default responder id such as application")
    func duplicateDefaultApplicationID() throws {
        let d = doc(#"{ "id": "application", "frame": [0, 0, 1, 1] }"#)
        let error = try #require(TT.sceneError(d))
        #expect(error.message.hasPrefix(#"duplicate id "application" (first used at \#(TT.at(#""application""#, in: d)))"#))
    }

    @Test("docs/formats.md: ids must match [A-Za-z_][A-Za-z0-9_.-]*", arguments: ["1view", "a b", "", "ä", "a/b", "-x"])
    func badID(_ id: String) {
        let d = doc(#"{ "id": "\#(id)", "frame": [0, 0, 1, 1] }"#)
        expectRejected(d, #"id "\#(id)" must match [A-Za-z_][A-Za-z0-9_.-]*"#, at: #""\#(id)""#)
    }

    @Test("docs/formats.md: ids may use letters, digits, _, . and - after the first character")
    func goodIDs() throws {
        let scene = try TT.window(#"{ "id": "_a.b-C9", "frame": [0, 0, 1, 1] }, { "id": "Z", "frame": [0, 0, 1, 1] }"#)
        #expect(scene.index(of: "_a.b-C9") != nil)
    }

    @Test("docs/formats.md: scene names must match [A-Za-z0-9][A-Za-z0-9_.-]*")
    func badName() throws {
        let bad = #"{ "format": "touchtape.scene/1", "name": "-scene", "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ] }"#
        expectRejected(bad, #"scene name "-scene" must match [A-Za-z0-9][A-Za-z0-9_.-]*"#, at: #""-scene""#)
        let space = #"{ "format": "touchtape.scene/1", "name": "my scene", "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ] }"#
        expectRejected(space, #"scene name "my scene" must match [A-Za-z0-9][A-Za-z0-9_.-]*"#, at: #""my scene""#)
        let digit = #"{ "format": "touchtape.scene/1", "name": "9-lives_v1.2", "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ] }"#
        #expect(try TT.decodeScene(digit).name == "9-lives_v1.2")
    }

    // MARK: Layout

    @Test("docs/formats.md: a view without frame (or center and size) is rejected at the view")
    func missingFrame() {
        let d = doc(#"{ "id": "v" }"#)
        expectRejected(d, #"view "v" is missing the required key "frame" (or "center" and "size")"#, at: #"{ "id": "v""#)
    }

    @Test("docs/formats.md: frame together with center is rejected")
    func frameWithCenter() {
        let d = doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "center": [0, 0] }"#)
        expectRejected(d, #"view "v" has both "frame" and "center"/"size": give one or the other"#, at: #"{ "id": "v""#)
    }

    @Test("docs/formats.md: transform together with frame is rejected at the transform")
    func transformWithFrame() {
        let d = doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "transform": [1, 0, 0, 1, 0, 0] }"#)
        expectRejected(d, #"view "v" has a "transform" with a "frame": a transformed view needs "center" and "size" instead"#,
                       at: "[1, 0, 0, 1, 0, 0]")
    }

    @Test("docs/formats.md: center without size is rejected")
    func centerWithoutSize() {
        let d = doc(#"{ "id": "v", "center": [5, 5] }"#)
        expectRejected(d, #"view "v" needs both "center" and "size""#, at: #"{ "id": "v""#)
    }

    @Test("P3: a negative size is rejected at import (frame or size)")
    func negativeSize() {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, -1, 10] }"#), #"view "v" has a negative size (P3)"#,
                       at: "[0, 0, -1, 10]")
        expectRejected(doc(#"{ "id": "v", "center": [0, 0], "size": [10, -0.5] }"#), #"view "v" has a negative size (P3)"#,
                       at: "[10, -0.5]")
    }

    @Test("P3: a negative minimumSize is rejected")
    func negativeMinimumSize() {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "pointInside": { "minimumSize": [-44, 44] } }"#),
                       #""minimumSize" of view "v" must not be negative (P3)"#, at: "[-44, 44]")
    }

    @Test("docs/formats.md: alpha must lie in 0…1", arguments: ["1.5", "-0.1", "1.0000001"])
    func alphaOutOfRange(_ alpha: String) {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "alpha": \#(alpha) }"#),
                       #""alpha" of view "v" must be between 0 and 1"#, at: alpha)
    }

    @Test("P3: a number too large for a double (1e400) is rejected where it stands")
    func overflowingNumber() {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1e400, 1] }"#), "number out of range", at: "1e400")
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, -1e309] }"#), "number out of range", at: "-1e309")
    }

    @Test("P3: NaN and Infinity are not JSON numbers")
    func nonFiniteLiterals() throws {
        for literal in ["NaN", "Infinity", "-Infinity"] {
            let d = doc(#"{ "id": "v", "frame": [0, 0, \#(literal), 1] }"#)
            let error = try #require(TT.sceneError(d))
            // At the first character that cannot start (or, after '-', continue) a number.
            #expect(error.at == TT.at(literal.hasPrefix("-") ? "Infinity" : literal, in: d), "\(literal)")
        }
    }

    // MARK: Types

    @Test("docs/formats.md: values of the wrong type are rejected at the value")
    func wrongTypes() {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "hidden": "yes" }"#),
                       #""hidden" in view "v" must be true or false, found string "yes""#, at: #""yes""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1] }"#),
                       #""frame" in view "v" must be a list of 4 numbers"#, at: "[0, 0, 1]")
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, "1", 1] }"#),
                       #""frame" in view "v" must be a list of 4 numbers, found string"#, at: #""1""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "subviews": {} }"#),
                       #""subviews" in view "v" must be a list of view nodes, found object"#, at: "{}")
        expectRejected(TT.document(#""windows": { "id": "w" }"#),
                       #""windows" in the scene must be a list of window nodes, found object"#, at: #"{ "id": "w" }"#)
        expectRejected(TT.document(#""windows": [ { "id": "w", "frame": [0, 0, 1, 1], "level": "high" } ]"#),
                       #""level" in window "w" must be a number, found string "high""#, at: #""high""#)
        expectRejected(doc(#"{ "id": 7, "frame": [0, 0, 1, 1] }"#),
                       #""id" in a view must be a string, found number 7"#, at: #"7, "frame""#)
        expectRejected(doc(#"3"#), "a view must be an object, found number", at: "3 ]")
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "touches": "consume" }"#),
                       #""touches" of view "v" must be "handle", "observe" or "forward", found string "consume""#,
                       at: #""consume""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "actions": ["copy:", 2] }"#),
                       #""actions" in view "v" must be a list of strings, found number"#, at: "2]")
    }

    // MARK: Rules

    @Test("docs/formats.md: an unknown pointInside rule is rejected at the rule")
    func unknownPointInsideRule() {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "pointInside": "oval" }"#),
                       #"unknown pointInside rule "oval" of view "v"; expected"#, prefix: true, at: #""oval""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "pointInside": { "grow": 3 } }"#),
                       #"unknown key "grow" in the pointInside rule of view "v""#, at: #""grow""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "pointInside": { "inset": [1, 1, 1, 1], "minimumSize": [1, 1] } }"#),
                       #"the pointInside rule of view "v" must have exactly one of "inset" or "minimumSize""#,
                       at: #"{ "inset""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "pointInside": { "inset": [1, 1, 1] } }"#),
                       #""inset" in the pointInside rule of view "v" must be a list of 4 numbers"#, at: "[1, 1, 1]")
    }

    @Test("docs/formats.md: an unknown hitTest rule is rejected at the rule")
    func unknownHitTestRule() {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "hitTest": "selfish" }"#),
                       #"unknown hitTest rule "selfish" of view "v"; expected"#, prefix: true, at: #""selfish""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "hitTest": { "forwardTo": "v" } }"#),
                       #""forwardTo" in the hitTest rule of view "v" must be a list of view ids, found string "v""#,
                       at: #""v" }"#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "hitTest": {} }"#),
                       #"the hitTest rule of view "v" must have exactly one of "passThrough" or "forwardTo""#, at: "{} }")
    }

    @Test("docs/formats.md: a rule naming a view the scene lacks is rejected at the name")
    func ruleNamesMissingView() {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "hitTest": { "forwardTo": ["ghost"] } }"#),
                       #"the hitTest rule of view "v" names "ghost", which is not a view of this scene"#, at: #""ghost""#)
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "hitTest": { "passThrough": ["v", "ghost"] } }"#),
                       #"the hitTest rule of view "v" names "ghost", which is not a view of this scene"#, at: #""ghost""#)
    }

    @Test("docs/formats.md: a rule naming a responder that is not a view (a view controller) is rejected")
    func ruleNamesViewController() {
        let d = doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "viewController": { "id": "vc" }, "hitTest": { "forwardTo": ["vc"] } }"#)
        expectRejected(d, #"the hitTest rule of view "v" names "vc", which is not a view of this scene"#, at: #""vc"]"#)
    }

    @Test("docs/formats.md: a rule may name a view declared later in the document")
    func ruleNamesLaterView() throws {
        let scene = try TT.window(#"""
            { "id": "early", "frame": [0, 0, 100, 100], "hitTest": { "forwardTo": ["late"] } },
            { "id": "late", "frame": [200, 0, 100, 100] }
            """#)
        #expect(scene.viewInfos[Int(TT.index(scene, "early"))].hitTest == .forwardTo([TT.index(scene, "late")]))
    }

    // MARK: Responders

    @Test("F1: firstResponder naming no responder is rejected at import")
    func firstResponderMissing() {
        let d = doc(#"{ "id": "v", "frame": [0, 0, 1, 1] }"#, top: #""firstResponder": "ghost", "#)
        expectRejected(d, #""firstResponder" names "ghost", which is not a responder of this scene"#, at: #""ghost""#)
        let n = doc(#"{ "id": "v", "frame": [0, 0, 1, 1] }"#, top: #""firstResponder": 3, "#)
        expectRejected(n, #""firstResponder" in the scene must be a responder id or null, found number 3"#, at: "3,")
    }

    @Test("F1: firstResponder may name any responder, including a view controller or the application")
    func firstResponderAnyResponder() throws {
        let scene = try TT.scene(#""firstResponder": "application", "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ]"#)
        #expect(scene.initialFirstResponder == scene.applicationIndex)
    }

    @Test("docs/formats.md: gestures must be absent or empty in touchtape.scene/1")
    func nonEmptyGestures() throws {
        expectRejected(doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "gestures": [ { "type": "tap" } ] }"#),
                       #""gestures" of view "v" must be absent or empty in touchtape.scene/1"#, prefix: true,
                       at: #"[ { "type""#)
        _ = try TT.window(#"{ "id": "v", "frame": [0, 0, 1, 1], "gestures": [] }"#)
    }

    @Test("docs/formats.md: an unknown control event is rejected at its key")
    func unknownControlEvent() {
        expectRejected(doc(#"{ "id": "b", "frame": [0, 0, 1, 1], "control": { "actions": { "touchUpInsde": "x:" } } }"#),
                       #"unknown control event "touchUpInsde" in the control of view "b"; expected one of"#, prefix: true,
                       at: #""touchUpInsde""#)
        expectRejected(doc(#"{ "id": "b", "frame": [0, 0, 1, 1], "control": { "actions": { "touchUpInside": 1 } } }"#),
                       #"the action for "touchUpInside" of view "b" must be a selector name"#, at: "1 }")
    }

    @Test("docs/formats.md: at most one window is key")
    func twoKeyWindows() {
        let d = TT.document(#"""
            "windows": [
              { "id": "a", "frame": [0, 0, 1, 1], "key": true },
              { "id": "b", "frame": [0, 0, 1, 1], "key": true } ]
            """#)
        expectRejected(d, #"more than one window is key: "a" and "b""#, at: #"{ "id": "b""#)
    }

    @Test("docs/formats.md: the key window defaults to the first")
    func keyWindowDefault() throws {
        let scene = try TT.scene(#""windows": [ { "id": "a", "frame": [0, 0, 1, 1] }, { "id": "b", "frame": [0, 0, 1, 1], "key": false } ]"#)
        #expect(scene.keyWindow == TT.index(scene, "a"))
    }

    // MARK: Depth

    /// A window (depth 1) holding a chain of views down to depth `depth`; the deepest is `v<depth>`.
    static func nested(depth: Int) -> String {
        var node = #"{ "id": "v\#(depth)", "frame": [0, 0, 10, 10] }"#
        for d in stride(from: depth - 1, through: 2, by: -1) {
            node = #"{ "id": "v\#(d)", "frame": [0, 0, 10, 10], "subviews": [ \#(node) ] }"#
        }
        return TT.document(#""windows": [ { "id": "v1", "frame": [0, 0, 10, 10], "subviews": [ \#(node) ] } ]"#)
    }

    @Test("docs/formats.md: views nesting 200 deep (a window counting 1) are accepted and hit-testable")
    func depth200Accepted() throws {
        let scene = try TT.decodeScene(Self.nested(depth: 200))
        #expect(scene.viewCount == 200)
        #expect(scene.viewInfos.map(\.depth).max() == 200)
        #expect(TT.hit(scene, 5, 5) == "v200")
    }

    @Test("docs/formats.md: views nesting 201 deep are rejected with a clear error at the 201st")
    func depth201Rejected() {
        let d = Self.nested(depth: 201)
        expectRejected(d, "views nest deeper than 200 levels (a window counts as 1)", at: #"{ "id": "v201""#)
    }

    @Test("docs/formats.md: a very deep document is rejected without a crash")
    func veryDeepRejected() throws {
        let error = try #require(TT.sceneError(Self.nested(depth: 3000)))
        #expect(error.message.contains("deeper than"))
    }

    // MARK: Document

    @Test("docs/formats.md: the format must be exactly touchtape.scene/1 or /2")
    func wrongFormat() {
        let d = #"{ "format": "touchtape.scene/3", "name": "t", "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ] }"#
        expectRejected(d, #""format" must be "touchtape.scene/1" or "touchtape.scene/2", found "touchtape.scene/3""#,
                       at: #""touchtape.scene/3""#)
        let session = #"{ "format": "touchtape.session/1", "name": "t", "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ] }"#
        expectRejected(session, #""format" must be "touchtape.scene/1" or "touchtape.scene/2", found "touchtape.session/1""#,
                       at: #""touchtape.session/1""#)
    }

    @Test("docs/formats.md: format, name and windows are required")
    func requiredKeys() {
        expectRejected(#"{ "name": "t", "windows": [] }"#, #"the scene is missing the required key "format""#, at: "{")
        expectRejected(#"{ "format": "touchtape.scene/1", "windows": [] }"#,
                       #"the scene is missing the required key "name""#, at: "{")
        expectRejected(#"{ "format": "touchtape.scene/1", "name": "t" }"#,
                       #"the scene is missing the required key "windows""#, at: "{")
        expectRejected("[1, 2]", "the scene must be an object, found array", at: "[")
    }

    @Test("docs/formats.md: an empty windows list is rejected")
    func emptyWindows() {
        expectRejected(TT.document(#""windows": []"#), #""windows" must hold at least one window"#, at: "[]")
    }

    @Test("docs/formats.md: duplicate JSON keys are an error at the second key")
    func duplicateJSONKeys() {
        let d = #"{ "format": "touchtape.scene/1", "name": "a", "name": "b", "windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ] }"#
        expectRejected(d, #"duplicate key "name""#, at: #""name""#, occurrence: 2)
        let inView = doc(#"{ "id": "v", "frame": [0, 0, 1, 1], "hidden": true, "hidden": false }"#)
        expectRejected(inView, #"duplicate key "hidden""#, at: #""hidden""#, occurrence: 2)
    }

    @Test("docs/formats.md: a JSON syntax error is reported at its line and column")
    func syntaxErrorPosition() throws {
        let d = """
            {
              "format": "touchtape.scene/1"
              "name": "t",
              "windows": []
            }
            """
        let error = try #require(TT.sceneError(d, file: "bad.json"))
        #expect(error.at == "3:3")
        #expect(error.description.hasPrefix("bad.json:3:3: "))
        #expect(error.message.contains("expected"))
    }

    @Test("docs/formats.md: an unterminated document is reported where the input ends")
    func unterminated() throws {
        let d = "{\n  \"format\": \"touchtape.scene/1\",\n  \"name\": \"t\""
        let error = try #require(TT.sceneError(d))
        #expect(error.message == "unexpected end of input")
        #expect(error.at == "3:14")
    }

    @Test("docs/formats.md (InputError): without a file the description starts with LINE:COLUMN")
    func descriptionWithoutFile() throws {
        let d = TT.document(#""windows": [], "x": 1"#)
        do {
            _ = try Scene.decode(Array(d.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.description == "\(TT.at(#""x""#, in: d)): unknown key \"x\" in the scene")
        }
    }
}
