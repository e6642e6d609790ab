import Testing
@testable import TouchTapeCore

/// The outcome format (docs/formats.md, `touchtape.outcome/1`) and outcome comparison (D1).
@Suite("Outcome JSON and comparison")
struct OutcomeJSONTests {
    /// docs/formats.md's example scene, cut down.
    static func tabBar() throws -> Scene {
        try TT.window(#"""
            { "id": "root", "frame": [0, 0, 375, 667],
              "viewController": { "id": "tabBarController", "class": "UITabBarController" },
              "subviews": [
                { "id": "tabBar", "class": "TabBar", "frame": [0, 618, 375, 49],
                  "hitTest": { "forwardTo": ["centerButton"] },
                  "subviews": [
                    { "id": "centerButton", "class": "UIButton", "frame": [157, -20, 60, 60],
                      "control": { "actions": { "touchUpInside": "compose:" } } } ] } ] }
            """#)
    }

    @Test("docs/formats.md: the example delivery prints with every key in the fixed order")
    func exampleDeliveryLine() throws {
        let d = try TT.run(try Self.tabBar(), #"""
            { "t": 0.00, "touches": [ { "touch": 1, "phase": "began", "x": 187, "y": 605 } ] },
            { "t": 0.08, "touches": [ { "touch": 1, "phase": "ended", "x": 187, "y": 605 } ] }
            """#)
        #expect(OutcomeJSON.line(d[1]) ==
            #"{"seq":1,"t":0.08,"kind":"touch","touch":1,"phase":"ended","window":"window","view":"centerButton","hitView":null,"chain":["centerButton"],"handledBy":"centerButton","controlEvents":[{"view":"centerButton","event":"touchUpInside","action":"compose:"}],"dropped":null,"firstResponder":null}"#)
        #expect(OutcomeJSON.line(d[0]) ==
            #"{"seq":0,"t":0,"kind":"touch","touch":1,"phase":"began","window":"window","view":"centerButton","hitView":"centerButton","chain":["centerButton"],"handledBy":"centerButton","controlEvents":[],"dropped":null,"firstResponder":null}"#)
    }

    @Test("R5: a chain's JSON text written in place is the text of its list, for every start and length")
    func chainJSONMatchesTheListsText() throws {
        // A window's view with a view controller, two levels of subviews: chains through a
        // controller to the application.
        let scene = try TT.window(#"""
            { "id": "root", "frame": [0, 0, 375, 667],
              "viewController": { "id": "vc_1", "class": "UIViewController" },
              "subviews": [ { "id": "mid-2", "frame": [0, 0, 10, 10],
                              "subviews": [ { "id": "leaf.3", "frame": [0, 0, 5, 5] } ] } ] }
            """#)
        var compared = 0
        for start in Int32(-1)..<Int32(scene.responderCount) {
            for length in Int32(-1)...Int32(scene.responderCount + 1) {
                let text = scene.chainJSON(from: start, length: length)
                let list = scene.chain(from: start, length: length)
                #expect(text == OutcomeJSON.text(of: list))
                // Read back, it is the list itself.
                #expect(try JSONReader.parse(Array(text.utf8)).arrayValue?.map(\.stringValue) == list.map { Optional($0) })
                compared += 1
            }
        }
        #expect(compared > 20)
        let leaf = try #require(scene.index(of: "leaf.3"))
        #expect(scene.chainJSON(from: leaf, length: 4) == #"["leaf.3","mid-2","root","vc_1"]"#)
    }

    @Test("docs/formats.md, F1: a state delivery carries every key, null or empty where it does not apply")
    func stateDeliveryLine() throws {
        let scene = try TT.window(#"{ "id": "field", "frame": [0, 0, 10, 10], "canBecomeFirstResponder": true }"#)
        let d = try TT.run(scene, #"{ "t": 2.5, "becomeFirstResponder": "field" }"#)
        #expect(OutcomeJSON.line(d[0]) ==
            #"{"seq":0,"t":2.5,"kind":"state","touch":null,"phase":null,"window":null,"view":null,"hitView":null,"chain":[],"handledBy":null,"controlEvents":[],"dropped":null,"firstResponder":"field"}"#)
    }

    @Test("docs/formats.md, T6: a dropped touch prints view null and its reason")
    func droppedLine() throws {
        let scene = try TT.scene(#""windows": [ { "id": "w", "frame": [0, 0, 10, 10] } ]"#)
        let d = try TT.run(scene, TT.touch(3, "began", 50, 50))
        #expect(OutcomeJSON.line(d[0]) ==
            #"{"seq":0,"t":0,"kind":"touch","touch":3,"phase":"began","window":null,"view":null,"hitView":null,"chain":[],"handledBy":null,"controlEvents":[],"dropped":"noHitView","firstResponder":null}"#)
    }

    @Test("H9, docs/formats.md: the trace is printed only when asked for, with points, results, and a reason on nil hitTests")
    func traceLine() throws {
        let scene = try TT.window(#"""
            { "id": "squashed", "center": [5, 5], "size": [10, 10], "transform": [0, 0, 0, 0, 0, 0] },
            { "id": "v", "frame": [100, 100, 10, 10] }
            """#)
        let traced = try TT.run(scene, TT.touch(1, "began", 5.5, 5), trace: true)
        let line = OutcomeJSON.line(traced[0])
        #expect(line.hasSuffix(#","firstResponder":null,"trace":[{"view":"window","call":"hitTest","point":[5.5,5],"result":"window"},{"view":"window","call":"pointInside","point":[5.5,5],"result":true},{"view":"v","call":"hitTest","point":[-94.5,-95],"result":null,"reason":"outside"},{"view":"v","call":"pointInside","point":[-94.5,-95],"result":false},{"view":"squashed","call":"hitTest","point":null,"result":null,"reason":"singularTransform"}]}"#))
        let untraced = try TT.run(scene, TT.touch(1, "began", 5.5, 5))
        #expect(!OutcomeJSON.line(untraced[0]).contains("trace"))
        // The trace never changes the rest of the line.
        #expect(line.hasPrefix(String(OutcomeJSON.line(untraced[0]).dropLast())))
    }

    @Test("D1: comparison reports each differing field, in the outcome's key order, and ignores t and trace")
    func differences() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10], "touches": "handle" }"#)
        let reference = try TT.tap(scene, 5, 5)[0]
        var current = reference
        current.t = 7
        current.view = "w"
        current.chain = ["w", "window"]
        current.dropped = .noHitView
        let diffs = OutcomeComparison.differences(reference: reference, current: current)
        #expect(diffs.map(\.field) == ["view", "chain", "dropped"])
        #expect(diffs[0].reference == .text("v") && diffs[0].current == .text("w"))
        #expect(diffs[1].reference.description == #"["v"]"#)
        #expect(diffs[1].current.description == #"["w","window"]"#)
        #expect(diffs[2].reference == .null && diffs[2].current == .text("noHitView"))
        #expect(diffs.allSatisfy { $0.seq == 0 && $0.touch == 1 && $0.phase == .began })
    }

    @Test("docs/formats.md: expectations are matched field by field; only stated fields are compared")
    func expectationDifferences() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10], "touches": "handle" }"#)
        let session = try TT.session(#"""
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 5, "y": 5 } ],
              "expect": [ { "touch": 1, "view": "v", "handledBy": null, "dropped": null } ] },
            { "t": 1, "touches": [ { "touch": 1, "phase": "ended", "x": 5, "y": 5 } ],
              "expect": [ { "touch": 1, "chain": ["v", "window"], "controlEvents": [] } ] }
            """#)
        let d = Dispatcher.run(session, on: scene)
        let diffs = OutcomeComparison.expectationDifferences(events: session.events, deliveries: d)
        #expect(diffs.map(\.field) == ["handledBy", "chain"])
        #expect(diffs[0].seq == 0 && diffs[0].reference == .null && diffs[0].current == .text("v"))
        #expect(diffs[1].seq == 1 && diffs[1].reference == .json(#"["v","window"]"#) && diffs[1].current == .json(#"["v"]"#))
    }

    @Test("docs/formats.md: an expectation on a non-touch event is matched against its one delivery")
    func expectationOnStateEvent() throws {
        let scene = try TT.window(#"{ "id": "v", "frame": [0, 0, 10, 10] }"#)
        let session = try TT.session(#"""
            { "t": 0, "becomeFirstResponder": "v", "expect": [ { "firstResponder": "v" } ] },
            { "t": 0, "motion": "shake", "expect": [ { "dropped": "noFirstResponder", "chain": [] } ] }
            """#)
        let diffs = OutcomeComparison.expectationDifferences(events: session.events, deliveries: Dispatcher.run(session, on: scene))
        // v cannot become first responder: the first expectation is wrong, the second right.
        #expect(diffs.count == 1)
        #expect(diffs.first?.field == "firstResponder")
        #expect(diffs.first?.reference == .text("v"))
        #expect(diffs.first?.current == .null)
    }

    @Test("docs/formats.md: the values of compared fields")
    func fieldValues() throws {
        let d = try TT.tap(try Self.tabBar(), 187, 605)[1]
        #expect(OutcomeComparison.value(of: "kind", in: d) == .text("touch"))
        #expect(OutcomeComparison.value(of: "touch", in: d) == .number(1))
        #expect(OutcomeComparison.value(of: "phase", in: d) == .text("ended"))
        #expect(OutcomeComparison.value(of: "hitView", in: d) == .null)
        #expect(OutcomeComparison.value(of: "controlEvents", in: d).description ==
                #"[{"view":"centerButton","event":"touchUpInside","action":"compose:"}]"#)
        #expect(FieldValue.number(0.5).description == "0.5")
        #expect(OutcomeComparison.fields == ["kind", "touch", "phase", "window", "view", "hitView", "chain",
                                             "handledBy", "controlEvents", "dropped", "firstResponder", "withheld", "gestures",
                                             "calls"])
    }
}
