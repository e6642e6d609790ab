import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// The import's value controls (docs/formats.md, Builtins; K2, K4, U10, U15).
@Suite("Dumps: value controls (K2, K4)")
struct DumpValueControlTests {
    @Test("K2: a segmented control's segments are counted from its UISegment subviews, and noted")
    func segmentsCounted() throws {
        let result = try readDump("""
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UISegmentedControl: 0x3; frame = (10 10; 300 32); layer = <CALayer: 0x4>>
               |    | <UIImageView: 0x5; frame = (0 0; 300 32); userInteractionEnabled = NO; layer = <CALayer: 0x6>>
               |    | <UISegment: 0x7; frame = (0 0; 150 32); userInteractionEnabled = NO; layer = <CALayer: 0x8>>
               |    | <UISegment: 0x9; frame = (150 0; 150 32); userInteractionEnabled = NO; layer = <CALayer: 0xa>>
            """)
        let document = try JSONReader.parse(Array(result.canonicalJSON.utf8))
        #expect(node("UISegmentedControl-0.0", in: document)?["builtin"]?.objectValue?["segments"]?.doubleValue == 2)
        #expect(result.summary.notes.contains { $0.contains("UISegmentedControl-0.0's segments 2, counted from its UISegment subviews (K2)") })
    }

    @Test("K2: a page control's pages are counted from its _UIPageIndicatorViews (iOS 14+), else from its UIImageView dots", arguments: [
        ("""
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIPageControl: 0x3; frame = (0 600; 375 26); layer = <CALayer: 0x4>>
               |    | <_UIPageControlContentView: 0x5; frame = (0 0; 375 26); layer = <CALayer: 0x6>>
               |    |    | <_UIPageControlIndicatorContentView: 0x7; frame = (150 0; 75 26); layer = <CALayer: 0x8>>
               |    |    |    | <_UIPageIndicatorView: 0x9; frame = (0 8; 10 10); layer = <CALayer: 0xa>>
               |    |    |    | <_UIPageIndicatorView: 0xb; frame = (16 8; 10 10); layer = <CALayer: 0xc>>
               |    |    |    | <_UIPageIndicatorView: 0xd; frame = (32 8; 10 10); layer = <CALayer: 0xe>>
            """, 3.0),
        ("""
            <UIWindow: 0x1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2>>
               | <UIPageControl: 0x3; frame = (0 530; 320 37); layer = <CALayer: 0x4>>
               |    | <UIImageView: 0x5; frame = (137 15; 7 7); layer = <CALayer: 0x6>>
               |    | <UIImageView: 0x7; frame = (153 15; 7 7); layer = <CALayer: 0x8>>
               |    | <UIImageView: 0x9; frame = (169 15; 7 7); layer = <CALayer: 0xa>>
               |    | <UIImageView: 0xb; frame = (185 15; 7 7); layer = <CALayer: 0xc>>
            """, 4.0),
    ])
    func pagesCounted(dump: String, pages: Double) throws {
        let document = try sceneJSON(dump)
        #expect(node("UIPageControl-0.0", in: document)?["builtin"]?.objectValue?["numberOfPages"]?.doubleValue == pages)
    }

    @Test("K2–K5 end to end on Fixtures/dumps/settings-table.txt: each value control's builtin, the modern switch's element as its recognizers' view, K4 on the others, the cells numbered across the Units header")
    func settingsTable() throws {
        let scene = try #require(try DumpFixtureTests.scenes()["settings-table"])
        func kind(_ id: String) -> BuiltinKind? { scene.index(of: id).flatMap { scene.builtins.builtin(of: $0)?.kind } }
        #expect(kind("wifiAssist") == .switch && kind("brightness") == .slider && kind("copies") == .stepper)
        #expect(kind("distanceUnits") == .segmentedControl && kind("deviceName") == .textField && kind("preferences") == .tableView)
        let wifi = try #require(scene.index(of: "wifiAssist"))
        #expect(scene.builtins.builtin(of: wifi)?.version == .modern)
        let element = "UISwitchModernVisualElement-0.0.0.0.0.0.0.1.2.0"
        #expect(scene.gestures.recognizers.filter { $0.id.hasPrefix(element) }.map(\.id) == [element + "#switchPress", element + "#switchPan"])
        let units = try #require(scene.index(of: "distanceUnits"))
        #expect(scene.builtins.builtin(of: units)?.settings.integer("segments") == 3)
        for id in ["brightness", "copies", "distanceUnits"] {
            let v = try #require(scene.index(of: id))
            #expect(scene.viewInfos[Int(v)].hitTest == .forwardTo([v]), "\(id): K4")
        }
        // The Distance cell follows the Units header: section 1.
        let distanceCell = try #require(scene.index(of: "UITableViewCell-0.0.0.0.0.0.0.5"))
        #expect(scene.builtins.builtin(of: distanceCell)?.settings.indexPath("indexPath") == IndexPath(section: 1, row: 0))
        // A tap left of the stepper is the row's, not the stepper's (K4 takes only points inside it).
        #expect(scene.hitTest(Point(x: 60, y: 251)).view.map { scene.responderIDs[Int($0)] } == "UITableViewCellContentView-0.0.0.0.0.0.0.3.1")
        #expect(scene.hitTest(Point(x: 335, y: 251)).view.map { scene.responderIDs[Int($0)] } == "copies")
    }
}
