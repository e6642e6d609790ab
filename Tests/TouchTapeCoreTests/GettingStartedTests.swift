import Foundation
import Testing
import TouchTapeCore

/// The DocC article Sources/TouchTapeCore/TouchTapeCore.docc/GettingStarted.md: its code,
/// block by block, compiled and run here, with what its comments say checked.
@Suite("Getting started (DocC article)")
struct GettingStartedTests {
    @Test("H4, H8, C4, F10: the article's walk-through loads, hit-tests, runs, reads and compares as it says")
    func walkThrough() throws {
        let sceneJSON = """
            {
              "format": "touchtape.scene/1",
              "name": "tab-bar",
              "windows": [{
                "id": "window", "frame": [0, 0, 375, 667],
                "subviews": [
                  {"id": "content", "frame": [0, 0, 375, 667], "touches": "handle"},
                  {"id": "tabBar", "frame": [0, 618, 375, 49],
                   "subviews": [
                     {"id": "centerButton", "class": "UIButton", "frame": [157, -20, 60, 60],
                      "control": {"actions": {"touchUpInside": "compose:"}}}
                   ]}
                ]
              }]
            }
            """
        let scene = try Scene.decode(json: sceneJSON, file: "tab-bar.json")

        let hit = scene.hitTest(x: 187, y: 605)
        let view = hit.view      // "content"
        let chain = hit.chain    // ["content", "window", "application"]
        let calls = hit.trace.map { "\($0.call) \($0.view)" }
        // ["hitTest window", "pointInside window", "hitTest tabBar", "pointInside tabBar",
        //  "hitTest content", "pointInside content"]
        #expect(view == "content")
        #expect(chain == ["content", "window", "application"])
        #expect(calls == ["hitTest window", "pointInside window", "hitTest tabBar", "pointInside tabBar",
                          "hitTest content", "pointInside content"])
        #expect(hit.trace[2].reason == .outside)

        let sessionJSON = """
            {"format": "touchtape.session/1", "name": "compose-tap", "scene": "tab-bar",
             "events": [
               {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 187, "y": 605}]},
               {"t": 0.08, "touches": [{"touch": 1, "phase": "ended", "x": 187, "y": 605}],
                "expect": [{"touch": 1, "view": "centerButton"}]}
             ]}
            """
        let session = try Session.decode(json: sessionJSON, file: "compose-tap.json")
        let outcomes = scene.run(session)

        let views = outcomes.deliveries.map(\.view)             // ["content", "content"]
        let handledBy = outcomes.deliveries.map(\.handledBy)    // ["content", "content"]
        for difference in outcomes.expectationDifferences {
            print("event \(difference.seq): \(difference.field) is \(difference.current), expected \(difference.reference)")
        }
        // event 1: view is content, expected centerButton
        #expect(views == ["content", "content"])
        #expect(handledBy == ["content", "content"])
        #expect(outcomes.expectationDifferences.map { "event \($0.seq): \($0.field) is \($0.current), expected \($0.reference)" }
                == ["event 1: view is content, expected centerButton"])

        print(outcomes.ndjson, terminator: "")
        // {"seq":0,"t":0,"kind":"touch","touch":1,"phase":"began","window":"window","view":"content",…}
        // {"seq":1,"t":0.08,"kind":"touch","touch":1,"phase":"ended","window":"window","view":"content",…}
        #expect(outcomes.format == "touchtape.outcome/1")
        #expect(outcomes.ndjson.hasPrefix(#"{"seq":0,"t":0,"kind":"touch","touch":1,"phase":"began","window":"window","view":"content","#))
        #expect(outcomes.ndjson.split(separator: "\n").count == 2)

        let fixedJSON = sceneJSON.replacing(#""id": "tabBar","#,
                                            with: #""id": "tabBar", "hitTest": {"forwardTo": ["centerButton"]},"#)
        let fixed = try Scene.decode(json: fixedJSON, file: "tab-bar.json")
        let fixedView = fixed.hitTest(x: 187, y: 605).view    // "centerButton"
        let after = fixed.run(session)
        let disagreements = after.expectationDifferences      // []
        for change in after.changes(from: outcomes) {
            for difference in change.differences {
                print("event \(change.seq): \(difference.field) \(difference.reference) → \(difference.current)")
            }
        }
        // event 0: view content → centerButton
        // event 0: hitView content → centerButton
        // event 0: chain ["content"] → ["centerButton"]
        // event 0: handledBy content → centerButton
        // event 1: view content → centerButton
        // event 1: chain ["content"] → ["centerButton"]
        // event 1: handledBy content → centerButton
        // event 1: controlEvents [] → [{"view":"centerButton","event":"touchUpInside","action":"compose:"}]
        #expect(fixedView == "centerButton")
        #expect(disagreements.isEmpty)
        let printed = after.changes(from: outcomes).flatMap { change in
            change.differences.map { "event \(change.seq): \($0.field) \($0.reference) → \($0.current)" }
        }
        #expect(printed == [
            "event 0: view content → centerButton",
            "event 0: hitView content → centerButton",
            #"event 0: chain ["content"] → ["centerButton"]"#,
            "event 0: handledBy content → centerButton",
            "event 1: view content → centerButton",
            #"event 1: chain ["content"] → ["centerButton"]"#,
            "event 1: handledBy content → centerButton",
            #"event 1: controlEvents [] → [{"view":"centerButton","event":"touchUpInside","action":"compose:"}]"#,
        ])

        do {
            _ = try Scene.decode(json: #"{"format": "touchtape.scene/1", "name": "x", "windwos": []}"#, file: "x.json")
        } catch {
            if error.kind == .unknownKey {
                print(error)   // x.json:1:46: unknown key "windwos" in the scene
            }
        }
        let rejected = #expect(throws: InputError.self) {
            _ = try Scene.decode(json: #"{"format": "touchtape.scene/1", "name": "x", "windwos": []}"#, file: "x.json")
        }
        #expect(rejected?.kind == .unknownKey)
        #expect(rejected?.description == #"x.json:1:46: unknown key "windwos" in the scene"#)
    }

    /// `<package root>/Sources/TouchTapeCore/TouchTapeCore.docc/GettingStarted.md`.
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TouchTapeCore/TouchTapeCore.docc/GettingStarted.md")

    @Test("the article's swift code blocks are this file's code, line for line")
    func articleIsThisCode() throws {
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed)
        let blocks = Self.swiftBlocks(article)
        #expect(blocks.count >= 5)
        for block in blocks where block.first != "import TouchTapeCore" {
            let found = sourceLines.indices.contains { start in
                start + block.count <= sourceLines.count && Array(sourceLines[start ..< start + block.count]) == block
            }
            #expect(found, "not in GettingStartedTests.swift:\n\(block.joined(separator: "\n"))")
        }
    }

    /// The lines of each ```swift block, each trimmed of leading spaces.
    static func swiftBlocks(_ markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(trimmed(line))
            }
        }
        return blocks
    }

    static func trimmed(_ line: Substring) -> String { String(line.drop { $0 == " " }) }
}
