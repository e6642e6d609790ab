import Foundation
import Testing

/// Issue #23, item 14: `show` marks where a pasted dump left views out (`...`), on a line of
/// its own just before the view that follows the elision, at that view's indentation;
/// `show --json` gives the dump line as the responder's `"elidedBefore"`.
@Suite struct ShowElisionTests {
    static let dump = """
        (lldb) po [[UIWindow keyWindow] recursiveDescription]
        <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
           | <UITableView: 0x3; frame = (0 0; 375 667); layer = <CALayer: 0x4>; contentOffset: {0, 0}>
           |    | <UITableViewCell: 0x5; frame = (0 0; 375 44); text = 'Wi-Fi'; layer = <CALayer: 0x6>>
           ...
           |    | <UITableViewCell: 0x9; frame = (0 440; 375 44); text = 'Privacy'; layer = <CALayer: 0xa>>
        """

    @Test func showMarksTheElidedPlaceBeforeTheViewThatFollowsIt() throws {
        try withTemporaryFolder { folder in
            let path = try write(Self.dump, to: "settings.txt", in: folder)
            let result = try runTouchtape(["show", path], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let out = lines(result.stdout)
            let cell = try #require(out.firstIndex { $0.hasPrefix(#"    UITableViewCell UITableViewCell-0.0.1 "Privacy""#) }, "\(out)")
            #expect(out[cell - 1] == "    … views left out of the dump (its line 5) are missing here")
            #expect(out.filter { $0.contains("left out of the dump") }.count == 1)
        }
    }

    @Test func showJSONGivesTheElisionsDumpLine() throws {
        try withTemporaryFolder { folder in
            let path = try write(Self.dump, to: "settings.txt", in: folder)
            let result = try runTouchtape(["show", path, "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let responders = try #require(try parseJSONObject(result.stdout)["responders"] as? [[String: Any]])
            let byID = Dictionary(responders.compactMap { r in (r["id"] as? String).map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
            #expect(byID["UITableViewCell-0.0.1"]?["elidedBefore"] as? Int == 5)
            #expect(byID["UITableViewCell-0.0.0"]?["elidedBefore"] == nil)
        }
    }
}
