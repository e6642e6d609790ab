import Testing
import TouchTapeCore
@testable import TouchTapeAnalysis

/// `fragile SCENE` (the 44-point lint) on views that carry recognizer actions: measured where
/// their recognizers see touches, the view and its descendants (G1).
@Suite("fragile SCENE: recognizer targets")
struct RecognizerTargetTests {
    /// A 20 × 20 thumbnail with a tap, and a 320 × 44 cell with a tap whose 20 × 20 badge
    /// (its subview) takes the touches over it.
    static let scene = """
        { "format": "touchtape.scene/2", "name": "thumbs",
          "windows": [ { "id": "window", "frame": [0, 0, 320, 480], "subviews": [
            { "id": "root", "frame": [0, 0, 320, 480], "viewController": { "id": "vc" }, "subviews": [
              { "id": "thumb", "class": "UIImageView", "frame": [10, 100, 20, 20], "userInteractionEnabled": true,
                "gestures": [ { "id": "thumbTap", "kind": "tap", "action": { "target": "vc", "selector": "open:" } } ] },
              { "id": "cell", "frame": [0, 200, 320, 44],
                "gestures": [ { "id": "cellTap", "kind": "tap", "action": { "target": "vc", "selector": "select:" } } ],
                "subviews": [ { "id": "badge", "frame": [290, 12, 20, 20], "touches": "handle" } ] } ] } ] } ] }
        """

    @Test("G1: a 20 × 20 thumbnail with a tap recognizer is a touch target under 44 × 44")
    func thumbnailWithATapIsListed() throws {
        let s = try AnalysisFixtures.scene(json: Self.scene)
        let small = HitAreaMap(scene: s).smallTargets(in: s, minimum: 44)
        let thumb = try #require(small.first { $0.view == s.view("thumb") })
        #expect(thumb.byRecognizers)
        #expect(thumb.area?.width == 20 && thumb.area?.height == 20)
        #expect(thumb.sentence(in: s, minimum: 44).hasPrefix("`thumb`'s recognizers get touches over 20 × 20 points"))
    }

    @Test("G1: a cell's tap recognizer is measured over the cell and its subviews: 320 × 44, not listed")
    func cellTapCountsItsSubviews() throws {
        let s = try AnalysisFixtures.scene(json: Self.scene)
        let map = HitAreaMap(scene: s)
        #expect(map.recognizerAreas[s.view("cell")]?.width == 320)
        #expect(map.recognizerAreas[s.view("cell")]?.height == 44)
        let listed = map.smallTargets(in: s, minimum: 44).map(\.view)
        #expect(!listed.contains(s.view("cell")))
        // The badge handles its own touches and is small on its own.
        #expect(listed.contains(s.view("badge")))
    }

    @Test("G1: a disabled recognizer makes no touch target")
    func disabledRecognizerMakesNoTarget() throws {
        let s = try AnalysisFixtures.scene(json: Self.scene.replacingOccurrences(
            of: "\"id\": \"thumbTap\", \"kind\": \"tap\",", with: "\"id\": \"thumbTap\", \"kind\": \"tap\", \"enabled\": false,"))
        let small = HitAreaMap(scene: s).smallTargets(in: s, minimum: 44)
        #expect(!small.contains { $0.view == s.view("thumb") })
    }
}
