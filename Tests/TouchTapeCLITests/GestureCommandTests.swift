import Foundation
import Testing

/// Recognizers through the CLI (docs/formats.md, Scene: touchtape.scene/2; docs/cli.md):
/// `dispatch`, `show`, and `replay` naming a recognizer that stopped firing.
@Suite struct GestureCommandTests {
    static let photo = fixture("gesture-photo-viewer")
    static let photoScene = fixture("gesture-photo-viewer/scene.json")
    static let photoSession = fixture("gesture-photo-viewer/photo-viewer-taps.session.json")

    @Test("docs/formats.md, Outcome: touchtape.outcome/2: dispatch --json of a scene with recognizers writes outcome /2, keys in their order")
    func dispatchWritesOutcomeV2() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["dispatch", Self.photoSession, "--scene", Self.photoScene, "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let rows = lines(result.stdout)
            #expect(topLevelKeys(ofJSONObject: rows[0]) == [
                "seq", "t", "kind", "touch", "phase", "window", "view", "hitView", "chain", "handledBy", "dropped",
                "withheld", "controlEvents", "gestures", "firstResponder",
            ])
            #expect(rows.contains { $0.contains(#""kind":"timer""#) && $0.contains(#""t":0.475"#) })
            #expect(rows.last?.contains(#""kind":"late""#) == true)
            #expect(rows.last?.contains(#""event":"touchUpInside""#) == true)
        }
    }

    @Test("docs/cli.md, show: show prints each view's recognizers under it, with the flags that differ")
    func showPrintsRecognizers() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["show", Self.photoScene], cwd: folder)
            #expect(result.status == 0)
            #expect(result.stdout.contains("      ⟨doubleTap⟩ tap ×2 → photoVC.zoom:\n"))
            #expect(result.stdout.contains("      ⟨singleTap⟩ tap → photoVC.toggleChrome:  requireToFail doubleTap\n"))
            let json = try runTouchtape(["show", Self.photoScene, "--json"], cwd: folder)
            #expect(topLevelKeys(ofJSONObject: json.stdout) == ["scene", "version", "responders", "gestures"])
            #expect(json.stdout.contains(#"{"id":"doubleTap","kind":"tap","view":"photo","details":"⟨doubleTap⟩ tap ×2 → photoVC.zoom:"}"#))
        }
    }

    @Test("G1, G12: hit-test names the recognizers a touch at the point reaches, and which give way to a control")
    func hitTestNamesRecognizers() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["hit-test", Self.photoScene, "340", "125"], cwd: folder)
            #expect(result.status == 0)
            #expect(result.stdout.hasSuffix("""
                recognizers:
                  ⟨doubleTap⟩ tap on photo
                  ⟨singleTap⟩ tap on photo  gives way to UIButton closeButton (G12)

                """))
            let json = try runTouchtape(["hit-test", Self.photoScene, "100", "200", "--json"], cwd: folder)
            #expect(json.stdout.contains(#""recognizers":["doubleTap","singleTap"]"#))
        }
    }

    @Test("docs/cli.md, replay: replay names a recognizer that stopped firing (disabled in a new scene version)")
    func replayNamesARecognizerThatStoppedFiring() throws {
        try withSingleTapDisabled { folder, db in
            let result = try runTouchtape(["replay", "--db", db], cwd: folder)
            #expect(result.status == 1)
            // Its change signature, then the delivery under its failed session (docs/cli.md,
            // Reading a replay's output).
            #expect(result.stdout.contains(
                "gesture-photo-viewer: gestures [doubleTap failed, singleTap recognized → photoVC.toggleChrome:] → [doubleTap failed]: 1 delivery in 1 session"))
            #expect(result.stdout.contains("  photo-viewer-taps (gesture-photo-viewer@2): "))
            #expect(result.stdout.contains(
                "    event 1: gestures [doubleTap failed, singleTap recognized → photoVC.toggleChrome:] → [doubleTap failed] [baseline]"))
        }
    }

    @Test("docs/ci.md, Reports: the HTML report and the JUnit file name a recognizer that stopped firing; G13's ring is drawn")
    func reportsNameARecognizerThatStoppedFiring() throws {
        try withSingleTapDisabled { folder, db in
            let result = try runTouchtape(["replay", "--db", db, "--report", "r.html", "--junit", "j.xml"], cwd: folder)
            #expect(result.status == 1)
            let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
            // The signature heads its section and fills the filter, with the recognizer's action gone.
            #expect(html.contains(
                "gesture-photo-viewer: gestures [doubleTap failed, singleTap recognized → photoVC.toggleChrome:] → [doubleTap failed]</option>"))
            #expect(html.contains("For example: session photo-viewer-taps, event 1: gestures [doubleTap failed, singleTap recognized → photoVC.toggleChrome:] → [doubleTap failed] (baseline)"))
            // The double tap still takes its touch (G13): the picture rings it and says who took it.
            #expect(html.contains("taken by recognizer doubleTap (G13)"))
            let junit = try String(contentsOfFile: folder + "/j.xml", encoding: .utf8)
            #expect(junit.contains(#"message="gesture-photo-viewer: gestures [singleTap failed] → [] — 4 of 14 deliveries changed""#))
        }
    }

    /// A store with the photo viewer fixture, then a second version of its scene in which
    /// `singleTap` is `enabled: false` (a recognizer that stops firing).
    func withSingleTapDisabled(_ body: (_ folder: String, _ db: String) throws -> Void) throws {
        try withFixtureStore([Self.photo]) { folder, db in
            let original = try String(contentsOfFile: Self.photoScene, encoding: .utf8)
            let disabled = original.replacingOccurrences(of: #""requireToFail": ["doubleTap"],"#,
                                                         with: #""requireToFail": ["doubleTap"], "enabled": false,"#)
            #expect(disabled != original)
            let path = try write(disabled, to: "scene-2.json", in: folder)
            #expect(try runTouchtape(["import", path, "--db", db], cwd: folder).status == 0)
            try body(folder, db)
        }
    }
}
