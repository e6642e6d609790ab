import Foundation
import Testing

/// Issue 18, item 9: the clarified rules through the real binary.
@Suite struct ConformanceCommandTests {
    static let aToE = fixture("hit-test-a-to-e/scene.json")

    static func session(firstResponder id: String) -> String {
        #"""
        {"format": "touchtape.session/1", "name": "fr", "scene": "hit-test-a-to-e", "events": [
          {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 240, "y": 340}]},
          {"t": 0.1, "touches": [{"touch": 1, "phase": "moved", "x": 241, "y": 340}]},
          {"t": 0.2, "becomeFirstResponder": "\#(id)"},
          {"t": 0.3, "touches": [{"touch": 1, "phase": "ended", "x": 241, "y": 340}]}]}
        """#
    }

    @Test("F1: dispatch FILE --scene SCENE refuses a becomeFirstResponder naming an id the scene lacks, with its place")
    func dispatchChecksTheFileAgainstTheScene() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.session(firstResponder: "ghost"), to: "fr.json", in: folder)
            let result = try runTouchtape(["dispatch", file, "--scene", Self.aToE], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("fr.json:4:3: event 2: "), "\(result.stderr)")
            #expect(result.stderr.contains("\"ghost\""))
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("F1: the same file naming a responder the scene has dispatches")
    func dispatchOfAFileWithAKnownResponder() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.session(firstResponder: "viewE"), to: "fr.json", in: folder)
            let result = try runTouchtape(["dispatch", file, "--scene", Self.aToE, "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(lines(result.stdout).count == 4)
        }
    }

    @Test("docs/formats.md: trace is written only on a touch's began delivery")
    func traceOnlyOnBegan() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.session(firstResponder: "viewE"), to: "fr.json", in: folder)
            let result = try runTouchtape(["dispatch", file, "--scene", Self.aToE, "--json", "--trace"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let outcomes = try lines(result.stdout).map { try parseJSONObject($0) }
            #expect(outcomes.map { $0["trace"] != nil } == [true, false, false, false])
            #expect(outcomes.map { $0["phase"] as? String } == ["began", "moved", nil, "ended"])
        }
    }

    @Test("H7a: the edge repro hits through the binary (frame [169.139,265,37.5,394], boundsOrigin [42,28.866] at 187.889 265)")
    func edgeReproHits() throws {
        try withTemporaryFolder { folder in
            let scene = try write(#"""
                {"format": "touchtape.scene/1", "name": "edge", "windows": [
                  {"id": "window", "frame": [0, 0, 375, 667], "subviews": [
                    {"id": "v", "frame": [169.139, 265, 37.5, 394], "boundsOrigin": [42, 28.866]}]}]}
                """#, to: "edge.json", in: folder)
            let result = try runTouchtape(["hit-test", scene, "187.889", "265", "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try parseJSONObject(result.stdout)["view"] as? String == "v")
        }
    }

    @Test("H7a: a window translated by 1e308 and scaled by 0.5 is invertible and hit at 1e308 333.5")
    func hugeTranslationReproHits() throws {
        try withTemporaryFolder { folder in
            let scene = try write(#"""
                {"format": "touchtape.scene/1", "name": "far", "windows": [
                  {"id": "window", "center": [187.5, 333.5], "size": [375, 667], "transform": [0.5, 0, 0, 0.5, 1e308, 0]}]}
                """#, to: "far.json", in: folder)
            let result = try runTouchtape(["hit-test", scene, "1e308", "333.5", "--json"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try parseJSONObject(result.stdout)["view"] as? String == "window")
        }
    }
}
