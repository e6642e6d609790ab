import Testing
import TouchTapeCore
@testable import TouchTapeAnalysis

/// `why SCENE X Y` on recognizers (docs/cli.md, why): which ones a
/// touch reaches (G1), which take no part and why, and G12.
@Suite("why: gesture recognizers")
struct WhyGestureTests {
    static let photoViewer = "gesture-photo-viewer/scene.json"

    /// The recognizers the touch reaches, by id, in the order they see it.
    static func reaching(_ list: [WhyRecognizer], in s: Scene) -> [String] {
        list.filter { $0.exclusion == nil }.sorted { ($0.order ?? 0) < ($1.order ?? 0) }
            .map { s.gestures.recognizers[$0.recognizer].id }
    }

    static func entry(_ id: String, in list: [WhyRecognizer], of s: Scene) -> WhyRecognizer? {
        list.first { s.gestures.recognizers[$0.recognizer].id == id }
    }

    /// A view with a single tap, and in front of it a hidden overlay with a tap of its own.
    static let hiddenOverlay = """
        { "format": "touchtape.scene/2", "name": "hidden-overlay",
          "windows": [ { "id": "window", "frame": [0, 0, 320, 480], "subviews": [
            { "id": "root", "frame": [0, 0, 320, 480], "viewController": { "id": "vc" }, "touches": "handle",
              "gestures": [ { "id": "rootTap", "kind": "tap", "action": { "target": "vc", "selector": "rootTapped:" } } ] },
            { "id": "overlay", "frame": [0, 0, 320, 200], "hidden": true,
              "gestures": [ { "id": "overlayTap", "kind": "tap", "action": { "target": "vc", "selector": "dismiss:" } } ] } ] } ] }
        """

    /// A cell with a single tap and a custom control (not a class G12 names) inside it.
    static let customControlInCell = """
        { "format": "touchtape.scene/2", "name": "custom-control-in-cell",
          "windows": [ { "id": "window", "frame": [0, 0, 320, 480], "subviews": [
            { "id": "cell", "frame": [0, 0, 320, 44], "viewController": { "id": "vc" },
              "gestures": [ { "id": "cellTap", "kind": "tap", "action": { "target": "vc", "selector": "select:" } } ],
              "subviews": [
                { "id": "rating", "class": "RatingControl", "frame": [200, 0, 120, 44],
                  "control": { "actions": { "touchUpInside": "rate:" } } } ] } ] } ] }
        """

    @Test("G1: on the photo, the touch reaches doubleTap then singleTap, in gestures order")
    func photoViewerNamesDoubleThenSingleTap() throws {
        let s = try AnalysisFixtures.scene(Self.photoViewer)
        let list = s.whyRecognizers(at: Point(x: 100, y: 200))
        #expect(Self.reaching(list, in: s) == ["doubleTap", "singleTap"])
    }

    @Test("G11: why says the single tap waits for the double tap to fail")
    func singleTapWaitsForDoubleTap() throws {
        let s = try AnalysisFixtures.scene(Self.photoViewer)
        let lines = s.recognizerSentences(s.whyRecognizers(at: Point(x: 100, y: 200)), at: Point(x: 100, y: 200))
        #expect(lines.contains("  2. `singleTap` (tap on `photo` → `photoVC` toggleChrome:), waits for `doubleTap` to fail (G11)."))
    }

    @Test("G12: on the close button, the photo's single tap gives way to the UIButton")
    func singleTapGivesWayToTheCloseButton() throws {
        let s = try AnalysisFixtures.scene(Self.photoViewer)
        let list = s.whyRecognizers(at: Point(x: 340, y: 125))
        let single = try #require(Self.entry("singleTap", in: list, of: s))
        #expect(single.yieldsTo == s.view("closeButton"))
        #expect(single.code == "controlFirst")
        #expect(single.sentence(at: Point(x: 340, y: 125), in: s).contains("G12: it fails instead of recognizing"))
    }

    @Test("G12: a double tap on the button's ancestor is not held back: it competes for the touch")
    func doubleTapIsNotHeldBackByTheButton() throws {
        let s = try AnalysisFixtures.scene(Self.photoViewer)
        let double = try #require(Self.entry("doubleTap", in: s.whyRecognizers(at: Point(x: 340, y: 125)), of: s))
        #expect(double.yieldsTo == nil)
        #expect(double.competesWith == s.view("closeButton"))
    }

    @Test("G12, F13: a custom UIControl class is not protected from its cell's single tap")
    func customControlIsNotProtected() throws {
        let s = try AnalysisFixtures.scene(json: Self.customControlInCell)
        let tap = try #require(Self.entry("cellTap", in: s.whyRecognizers(at: Point(x: 250, y: 20)), of: s))
        #expect(tap.yieldsTo == nil)
        #expect(tap.competesWith == s.view("rating"))
        #expect(tap.sentence(at: Point(x: 250, y: 20), in: s).contains("G12 does not hold a single tap back for a RatingControl (`rating`)"))
    }

    @Test("G1: a disabled recognizer takes no part, as if absent, and the next one sees the touch first")
    func disabledRecognizerTakesNoPart() throws {
        let s = try AnalysisFixtures.scene(Self.photoViewer, replacing: [
            ("\"id\": \"doubleTap\", \"kind\": \"tap\",", "\"id\": \"doubleTap\", \"kind\": \"tap\", \"enabled\": false,"),
        ])
        let list = s.whyRecognizers(at: Point(x: 100, y: 200))
        #expect(Self.reaching(list, in: s) == ["singleTap"])
        #expect(Self.entry("doubleTap", in: list, of: s)?.exclusion == .disabled)
        #expect(Self.entry("singleTap", in: list, of: s)?.order == 1)
    }

    @Test("G1: a recognizer on a hidden view over the point does not see the touch, and why says the view is hidden")
    func hiddenViewRecognizerDoesNotSeeTheTouch() throws {
        let s = try AnalysisFixtures.scene(json: Self.hiddenOverlay)
        let point = Point(x: 100, y: 100)
        let list = s.whyRecognizers(at: point)
        #expect(Self.reaching(list, in: s) == ["rootTap"])
        let overlay = try #require(Self.entry("overlayTap", in: list, of: s))
        #expect(overlay.exclusion == .notOnPath(cause: .ineligible(view: s.view("overlay"), reason: .hidden)))
        #expect(overlay.sentence(at: point, in: s).hasSuffix("`overlay` is hidden."))
    }

    @Test("G1: a recognizer whose view does not hold the point is not listed")
    func recognizerElsewhereIsNotListed() throws {
        let s = try AnalysisFixtures.scene(json: Self.hiddenOverlay)
        let list = s.whyRecognizers(at: Point(x: 100, y: 300))
        #expect(Self.entry("overlayTap", in: list, of: s) == nil)
        #expect(Self.reaching(list, in: s) == ["rootTap"])
    }

    @Test("why --view RECOGNIZER: a recognizer away from the point says why its view does not get the touch")
    func recognizerAwayFromThePoint() throws {
        let s = try AnalysisFixtures.scene(json: Self.hiddenOverlay)
        let r = try #require(s.gestures.index(of: "overlayTap"))
        let answer = s.whyRecognizer(r, at: Point(x: 100, y: 300))
        #expect(answer.exclusion == .notOnPath(cause: .ineligible(view: s.view("overlay"), reason: .hidden)))
    }

    @Test("A scene without recognizers adds nothing to why's answer")
    func sceneWithoutRecognizersAddsNothing() throws {
        let s = try AnalysisFixtures.scene("hit-test-a-to-e/scene.json")
        let list = s.whyRecognizers(at: Point(x: 240, y: 340))
        #expect(list.isEmpty)
        #expect(s.recognizerSentences(list, at: Point(x: 240, y: 340)).isEmpty)
    }
}
