import Foundation
import Testing
import TouchTapeTestSupport

/// S19 through a dump (clarification 14): the importer reads a cell's accessory button classes
/// as controls, so a tap on one tells the table's delegate instead of selecting the row.
@Suite struct AccessoryButtonDumpTests {
    static let dump = """
        <UIWindow: 0x100; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x101>>
           | <UITableView: 0x130; frame = (0 0; 375 667); layer = <CALayer: 0x132>; contentOffset: {0, 0}; contentSize: {375, 132}>
           |    | <UITableViewCell: 0x140; frame = (0 0; 375 44); text = 'Wi-Fi'; layer = <CALayer: 0x141>>
           |    |    | <UITableViewCellContentView: 0x142; frame = (0 0; 330 44); layer = <CALayer: 0x143>>
           |    |    | <_UITableCellAccessoryButton: 0x144; frame = (330 2; 40 40); opaque = NO; layer = <CALayer: 0x145>>
        """

    static let session = """
        {"format": "touchtape.session/1", "name": "info-tap", "scene": "settings",
         "events": [{"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 350, "y": 22}]},
                    {"t": 0.08, "touches": [{"touch": 1, "phase": "ended", "x": 350, "y": 22}]}]}
        """

    @Test("S19, clarification 14: a tap on a dump's _UITableCellAccessoryButton calls accessoryButtonTappedForRowWithIndexPath:, not didSelectRowAtIndexPath:")
    func accessoryButtonInADumpTellsTheDelegate() throws {
        try withTemporaryFolder { folder in
            let scene = try write(Self.dump, to: "settings.txt", in: folder)
            let session = try write(Self.session, to: "info-tap.json", in: folder)
            let result = try runTouchtape(["dispatch", session, "--scene", scene, "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains(#""selector":"tableView:accessoryButtonTappedForRowWithIndexPath:""#), "\(result.stdout)")
            #expect(!result.stdout.contains("didSelectRowAtIndexPath"), "\(result.stdout)")
        }
    }
}
