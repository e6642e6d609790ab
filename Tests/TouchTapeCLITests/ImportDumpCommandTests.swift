import Foundation
import Testing

/// `touchtape import` of view-hierarchy dumps (docs/dumps.md: What is read, Output and notes,
/// Errors), and what `show` prints for them.
@Suite struct ImportDumpCommandTests {
    static let dump = """
        (lldb) po [[UIWindow keyWindow] recursiveDescription]
        <UIWindow: 0x7f8a1c405e30; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000c1c0f0>; layer = <UIWindowLayer: 0x600000c1c120>>
           | <UIView: 0x7f8a1c507a10; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x600000c1d3e0>>
           |    | <UIButton: 0x7f8a1c608b20; frame = (20 600; 335 44); opaque = NO; layer = <CALayer: 0x600000c1d500>>
           |    |    | <UIButtonLabel: 0x7f8a1c709c30; frame = (140 12; 55 20); text = 'Done'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000c1d620>>
        (lldb)
        """

    @Test func importOfADumpPrintsItsSummaryLineAndStoresTheScene() throws {
        try withTemporaryFolder { folder in
            let path = try write(Self.dump, to: "checkout screen.txt", in: folder)
            let result = try runTouchtape(["import", path, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(lines(result.stdout) == [
                "scene checkout-screen version 1 (new) from \(path): 1 windows (0 synthetic), 3 views, 0 view controllers, 1 views with gesture recognizers (not modelled), 1 built-in rules",
            ])
            let hit = try runTouchtape(["hit-test", "checkout-screen", "187", "620", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(hit.stdout.contains("view:   UIButton UIButton-0.0.0"))
            // The same screen again, other addresses: known content (I1).
            let again = try write(Self.dump.replacingOccurrences(of: "0x7f8a1c", with: "0x6b2e00"), to: "checkout screen.txt", in: folder)
            let second = try runTouchtape(["import", again, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(second.stdout.hasPrefix("scene checkout-screen version 1 (known) from"))
        }
    }

    @Test func importJSONOfADumpAddsTheDumpsList() throws {
        try withTemporaryFolder { folder in
            let path = try write(Self.dump, to: "done.dump", in: folder)
            let result = try runTouchtape(["import", path, "--json", "--name", "done-screen", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(topLevelKeys(ofJSONObject: result.stdout) == ["scenes", "sessions", "dumps"])
            let json = try parseJSONObject(result.stdout)
            let dumps = try #require(json["dumps"] as? [[String: Any]])
            let dump = try #require(dumps.first)
            #expect(Set(dump.keys) == ["file", "scene", "version", "new", "windows", "syntheticWindow", "views",
                                       "viewControllers", "gestureViews", "builtinRules", "notes", "ids"])
            #expect(dump["scene"] as? String == "done-screen")
            let ids = try #require(dump["ids"] as? [[String: Any]])
            #expect(ids.map { $0["id"] as? String } == ["UIWindow-0", "UIView-0.0", "UIButton-0.0.0", "UIButtonLabel-0.0.0.0"])
            #expect(ids.map { $0["line"] as? Int } == [2, 3, 4, 5])
            #expect(ids.last?["address"] as? String == "0x7f8a1c709c30")
            #expect(ids.last?["text"] as? String == "Done")
            #expect(ids.first?["text"] == nil)
        }
    }

    @Test func aBadDumpIsExit2WithFileLineAndColumnAndStoresNothing() throws {
        try withTemporaryFolder { folder in
            let bad = try write(Self.dump.replacingOccurrences(of: "   |    |    | <UIButtonLabel", with: "   |    |    |    | <UIButtonLabel"),
                                to: "bad.txt", in: folder)
            let good = try write(Self.dump, to: "good.txt", in: folder)
            let result = try runTouchtape(["import", good, bad, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: \(bad):5:21: nesting-jump:"), "\(result.stderr)")
            let scenes = try runTouchtape(["scenes", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(!scenes.stdout.contains("good"))
        }
    }

    @Test func walkingAFolderReadsTxtAndDumpFilesAndSkipsTextWithoutRecords() throws {
        try withTemporaryFolder { folder in
            try write(Self.dump, to: "in/a.txt", in: folder)
            try write(Self.dump, to: "in/sub/b.dump", in: folder)
            try write("release notes, no views here\n", to: "in/notes.txt", in: folder)
            try write(#"{ "format": "touchtape.dump-overlay/1", "scene": { "name": "overlaid" } }"#, to: "in/a.overlay.json", in: folder)
            let result = try runTouchtape(["import", folder + "/in", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let out = lines(result.stdout)
            #expect(out.contains("skipped \(folder)/in/notes.txt: not a TouchTape document (no view record)"))
            #expect(out.contains { $0.hasPrefix("scene overlaid version 1 (new) from \(folder)/in/a.txt") })
            #expect(out.contains("note: overlay \(folder)/in/a.overlay.json applied"))
            #expect(out.contains { $0.hasPrefix("scene b version 1 (new) from \(folder)/in/sub/b.dump") })
            #expect(!out.contains { $0.contains("a.overlay.json: not a TouchTape document") })
        }
    }

    @Test func nameOverlayAndDumpOptionsWithSeveralDumpsAreBadUsage() throws {
        try withTemporaryFolder { folder in
            let a = try write(Self.dump, to: "a.txt", in: folder)
            let b = try write(Self.dump, to: "b.txt", in: folder)
            let result = try runTouchtape(["import", a, b, "--name", "x", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--name applies to one dump"))
        }
    }

    @Test func dumpOptionsWithoutADumpAreBadUsage() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["import", fixture("hit-test-a-to-e/scene.json"), "--no-builtin-rules",
                                           "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--no-builtin-rules applies to a view-hierarchy dump; the paths hold none"))
        }
    }

    @Test func anOverlayNamedOnTheCommandLineAloneIsBadInput() throws {
        try withTemporaryFolder { folder in
            let overlay = try write(#"{ "format": "touchtape.dump-overlay/1" }"#, to: "a.overlay.json", in: folder)
            let result = try runTouchtape(["import", overlay, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("a dump overlay is not imported on its own"))
        }
    }

    @Test func showPrintsTheDumpsTextBesideIdsAndMarksTheSyntheticWindow() throws {
        try withTemporaryFolder { folder in
            let path = try write("""
                <UIView: 0x1; frame = (0 20; 320 548); layer = <CALayer: 0x2>>
                   | <UIButton: 0x3; frame = (10 10; 100 44)>
                   |    | <UIButtonLabel: 0x4; frame = (0 0; 100 44); text = 'Buy\tnow\u{1b}[31m'; userInteractionEnabled = NO>
                """, to: "v.txt", in: folder)
            let result = try runTouchtape(["show", path], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let out = lines(result.stdout)
            #expect(out.contains { $0.hasPrefix("UIWindow window (synthetic window: the dump's roots had none) (0, 20, 320, 548)") })
            #expect(out.contains { $0.hasPrefix(#"    UIButton UIButton-0.0.0 "Buy\tnow\u001b[31m" (10, 10, 100, 44)"#) }, "\(out)")
            #expect(!result.stdout.contains("\u{1b}"))
        }
    }

    @Test func showJSONCarriesTheDumpsTextAndTheSyntheticWindow() throws {
        try withTemporaryFolder { folder in
            let path = try write("""
                <UIView: 0x1; frame = (0 20; 320 548); layer = <CALayer: 0x2>>
                   | <UIButton: 0x3; frame = (10 10; 100 44)>
                   |    | <UIButtonLabel: 0x4; frame = (0 0; 100 44); text = 'Buy now'; userInteractionEnabled = NO>
                """, to: "v.txt", in: folder)
            let result = try runTouchtape(["show", path, "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let responders = try #require(try parseJSONObject(result.stdout)["responders"] as? [[String: Any]])
            let byID = Dictionary(responders.compactMap { r in (r["id"] as? String).map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
            #expect(byID["window"]?["synthetic"] as? Bool == true)
            #expect(byID["UIButton-0.0.0"]?["text"] as? String == "Buy now")  // a button's title from its label
            #expect(byID["UIView-0.0"]?["text"] == nil)
            #expect(byID["UIView-0.0"]?["synthetic"] == nil)
        }
    }

    @Test func showJSONOfAHandWrittenSceneHasNoDumpKeys() throws {
        let result = try runTouchtape(["show", fixture("hit-test-a-to-e/scene.json"), "--json"], cwd: fixture(""))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains(#""text""#))
        #expect(!result.stdout.contains(#""synthetic""#))
    }

    @Test func renderLabelsADumpsViewsWithTheirTextAndTheSyntheticWindow() throws {
        try withTemporaryFolder { folder in
            let svg = folder + "/rotated.svg"
            let result = try runTouchtape(["render", fixture("dumps/rotated-button.txt"), "-o", svg], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let picture = try String(contentsOfFile: svg, encoding: .utf8)
            #expect(picture.contains("window (synthetic)"))
            #expect(picture.contains("UIView-0.0.2"))
            #expect(picture.contains("UIButton-0.0.1 (UIButton, view)&#10;text &quot;Buy now&quot; (from the dump)"))
        }
    }
}
