import Foundation
import Testing
import TouchTapeTestSupport

/// The studio on a scene with UIKit's own classes (docs/rules.md, the S rules' Terms;
/// docs/formats.md, `calls`): the tap preview lists the calls a tap would make, and `/api/dispatch`
/// answers the outcomes exactly as `dispatch --json` writes them for that scene (`/2`, with
/// `withheld`, `gestures` and `calls`).
@Suite("studio: UIKit's own classes (calls)")
struct StudioBuiltinCallsTests {
    /// The table-scrolled dump (its importer infers the table, its wrapper and its cells) with
    /// its session: row 4 of the table, index path [0, 3], is at (100, 300).
    static let tableFixtures = [fixture("dumps/table-scrolled.txt"), fixture("dumps/table-scrolled-taps.session.json")]
    static let table = "UITableView-0.0.0.0.0"

    /// A tap on row 4 of the table, as the recorder posts it.
    static let tapOnRow = #"""
        {"format":"touchtape.session/1","name":"tap-row-4","scene":"table-scrolled","events":[
         {"t":0,"touches":[{"touch":1,"phase":"began","x":100,"y":300}]},
         {"t":0.1,"touches":[{"touch":1,"phase":"ended","x":100,"y":300}]}]}
        """#

    @Test("S12, S14: the tap preview on a table row lists the row's calls, with the time of the lift")
    func tapPreviewListsTheRowsCalls() throws {
        try withStudio(Self.tableFixtures) { studio, _, _ throws in
            let reply = try HTTP.get(studio.base + "/api/hit-test?scene=table-scrolled&x=100&y=300&tap=true")
            #expect(reply.status == 200, "\(reply.text)")
            let tap = try #require(reply.object?["tap"] as? [String: Any])
            #expect(tap["handledBy"] as? String == Self.table)
            let calls = try #require(tap["calls"] as? [[String: Any]])
            let select = try #require(calls.first { $0["selector"] as? String == "tableView:didSelectRowAtIndexPath:" },
                                      "\(calls)")
            #expect(select["from"] as? String == Self.table)
            #expect(select["to"] is NSNull)
            #expect(select["args"] as? [String: [Int]] == ["indexPath": [0, 3]])
            #expect(select["after"] == nil)
            #expect(abs((select["t"] as? Double ?? -1) - 0.1) < 1e-9)
            // S13 before S14: the highlight comes first, in UIKit's order.
            #expect(calls.first?["selector"] as? String == "tableView:shouldHighlightRowAtIndexPath:")
            #expect(reply.text.contains(#"{"t":0.1,"from":"UITableView-0.0.0.0.0","selector":"tableView:didSelectRowAtIndexPath:","to":null,"args":{"indexPath":[0,3]}}"#),
                    "\(reply.text)")
        }
    }

    @Test("docs/rules.md, the S rules' Terms: on a scene without builtins the tap preview's calls are empty")
    func tapPreviewWithoutBuiltinsHasNoCalls() throws {
        try withStudio { studio, _, _ throws in
            let reply = try HTTP.get(studio.base + "/api/hit-test?scene=tabbar-center-button&x=187&y=605&tap=true")
            let tap = try #require(reply.object?["tap"] as? [String: Any])
            #expect(tap["calls"] as? [Any] != nil)
            #expect((tap["calls"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("docs/formats.md, calls: /api/dispatch on a scene with builtins answers dispatch --json's /2 outcomes, calls included, byte for byte")
    func dispatchAnswersOutcomes2WithCalls() throws {
        try withStudio(Self.tableFixtures) { studio, folder, db throws in
            let reply = try HTTP.post(studio.base + "/api/dispatch", body: Data(Self.tapOnRow.utf8))
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.object?["format"] as? String == "touchtape.outcome/2")
            let file = try write(Self.tapOnRow, to: "tap-row-4.json", in: folder)
            let cli = try runTouchtape(["dispatch", file, "--scene", "table-scrolled", "--json", "--db", db], cwd: folder)
            try #require(cli.status == 0, "\(cli.stderr)")
            let expected = lines(cli.stdout)
            #expect(expected.count == 4, "\(cli.stdout)")
            // Each delivery as the CLI writes it: the same keys in the same order, the same bytes.
            #expect(reply.text.contains(#""deliveries":["# + expected.joined(separator: ",") + "]"), "\(reply.text)")
            let deliveries = try #require(reply.object?["deliveries"] as? [[String: Any]])
            #expect(deliveries.allSatisfy { $0["calls"] is [Any] && $0["gestures"] is [Any] && $0.keys.contains("withheld") })
            #expect(deliveries.first?["withheld"] as? String == "delayed")
            let lastCalls = try #require(deliveries.last?["calls"] as? [[String: Any]])
            #expect(lastCalls.contains { $0["selector"] as? String == "tableView:didSelectRowAtIndexPath:" })
        }
    }

    @Test("/api/dispatch on a scene without recognizers or builtins still answers touchtape.outcome/1")
    func dispatchWithoutBuiltinsAnswersOutcomes1() throws {
        try withStudio { studio, _, _ throws in
            let reply = try HTTP.post(studio.base + "/api/dispatch", body: Data(tabBarSession(name: "probe").utf8))
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.object?["format"] as? String == "touchtape.outcome/1")
            let deliveries = try #require(reply.object?["deliveries"] as? [[String: Any]])
            #expect(!deliveries.isEmpty)
            #expect(deliveries.allSatisfy { $0["calls"] == nil && $0["withheld"] == nil })
        }
    }
}
