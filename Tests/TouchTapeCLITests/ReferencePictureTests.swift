import Foundation
import Testing

/// Issue #23, item 1: a changed touch's old target ("target before", dashed) is outlined at its
/// frame in the reference's scene version (the baseline's, run A's), its new target (solid) at
/// its frame in the version replayed against: in the HTML report (`replay --report`, `report
/// --report`, which is also the studio's run view), and in `render --run`.
@Suite struct ReferencePictureTests {
    /// A table cell whose `trackButton2` version 2 makes narrower, `(293 24; 80 40)` → `(313 24;
    /// 60 40)` (resized), and two buttons that swap places (moved).
    static func scene(version: Int) -> String {
        let track = version == 1 ? "[293, 24, 80, 40]" : "[313, 24, 60, 40]"
        let (a, b) = version == 1 ? ("[20, 400, 100, 44]", "[140, 400, 100, 44]") : ("[140, 400, 100, 44]", "[20, 400, 100, 44]")
        return """
            { "format": "touchtape.scene/1", "name": "orders",
              "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "subviews": [
                { "id": "root", "frame": [0, 0, 375, 667], "subviews": [
                  { "id": "cell", "frame": [0, 191, 375, 64], "subviews": [
                    { "id": "trackButton2", "class": "UIButton", "frame": \(track),
                      "control": { "actions": { "touchUpInside": "track:" } } } ] },
                  { "id": "buttonA", "class": "UIButton", "frame": \(a), "control": { "actions": { "touchUpInside": "a:" } } },
                  { "id": "buttonB", "class": "UIButton", "frame": \(b), "control": { "actions": { "touchUpInside": "b:" } } }
                ] } ] } ] }
            """
    }

    /// A tap at (300, 235), on the old trackButton2 only, and one at (50, 420), on buttonA then buttonB.
    static let session = """
        { "format": "touchtape.session/1", "name": "taps", "scene": "orders", "sceneVersion": 1,
          "events": [
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 300, "y": 235 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 300, "y": 235 } ] },
            { "t": 1, "touches": [ { "touch": 2, "phase": "began", "x": 50, "y": 420 } ] },
            { "t": 1.1, "touches": [ { "touch": 2, "phase": "ended", "x": 50, "y": 420 } ] } ] }
        """

    /// Screen frames (minX, minY, maxX, maxY): the old targets in version 1, the new ones in version 2.
    static let before: Set<[Double]> = [[293, 215, 373, 255], [20, 400, 120, 444]]  // trackButton2@1, buttonA@1
    static let after: Set<[Double]> = [[0, 191, 375, 255], [20, 400, 120, 444]]  // cell@2, buttonB@2

    /// The target outlines of a picture or page: dashed purple (before) and solid red (now), as boxes.
    static func targetOutlines(_ markup: String) -> (before: Set<[Double]>, after: Set<[Double]>) {
        var before: Set<[Double]> = [], after: Set<[Double]> = []
        let tags = try? NSRegularExpression(pattern: "<polygon [^>]*>")
        let range = NSRange(markup.startIndex..., in: markup)
        for match in tags?.matches(in: markup, range: range) ?? [] {
            guard let r = Range(match.range, in: markup) else { continue }
            let tag = String(markup[r])
            guard tag.contains(#"fill="none""#), let points = attribute("points", in: tag) else { continue }
            let numbers = points.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { continue }
            let box = [minX, minY, maxX, maxY]
            if tag.contains(##"stroke="#6a3d9a""##) && tag.contains(#"stroke-dasharray="7 4""#) { before.insert(box) }
            if tag.contains(##"stroke="#d62728""##) && !tag.contains("stroke-dasharray") { after.insert(box) }
        }
        return (before, after)
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return tag[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
    }

    /// The store: version 1 with the session's baseline (run 1), then version 2 replayed (run 2).
    static func withReplayedLayoutChange(_ body: (_ folder: String, _ db: String, _ replay: CommandResult) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let db = folder + "/s.sqlite"
            let v1 = try write(scene(version: 1), to: "v1/scene.json", in: folder)
            let session = try write(Self.session, to: "taps.json", in: folder)
            let v2 = try write(scene(version: 2), to: "v2/scene.json", in: folder)
            #expect(try runTouchtape(["import", v1, session, "--db", db], cwd: folder).status == 0)
            #expect(try runTouchtape(["import", v2, "--db", db], cwd: folder).status == 0)
            let replay = try runTouchtape(["replay", "--db", db, "--report", folder + "/replay.html"], cwd: folder)
            #expect(replay.status == 1, "\(replay.stdout)\(replay.stderr)")
            #expect(replay.stdout.contains("view trackButton2 → cell"), "\(replay.stdout)")
            #expect(replay.stdout.contains("view buttonA → buttonB"), "\(replay.stdout)")
            try body(folder, db, replay)
        }
    }

    @Test("The replay report outlines each old target at its frame in the baseline's version, each new one in the version replayed")
    func replayReportDrawsTargetsBeforeFromTheReferenceVersion() throws {
        try Self.withReplayedLayoutChange { folder, _, _ in
            let page = try String(contentsOfFile: folder + "/replay.html", encoding: .utf8)
            let outlines = Self.targetOutlines(page)
            #expect(outlines.before == Self.before)
            #expect(outlines.after == Self.after)
            #expect(page.contains("targets before at their frames in orders@1"))
        }
    }

    @Test("report --report (the studio's run view) and render --run draw the old targets from the reference's version too")
    func storedReportAndRenderDrawTargetsBeforeFromTheReferenceVersion() throws {
        try Self.withReplayedLayoutChange { folder, db, _ in
            let report = try runTouchtape(["report", "2", "--db", db, "--report", folder + "/report.html"], cwd: folder)
            #expect(report.status == 1, "\(report.stderr)")
            let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
            #expect(Self.targetOutlines(page).before == Self.before)
            #expect(Self.targetOutlines(page).after == Self.after)

            let render = try runTouchtape(["render", "orders", "--run", "2", "--db", db, "-o", folder + "/run.svg"], cwd: folder)
            #expect(render.status == 0, "\(render.stderr)")
            let svg = try String(contentsOfFile: folder + "/run.svg", encoding: .utf8)
            #expect(svg.contains("orders@2"))
            #expect(Self.targetOutlines(svg).before == Self.before)
            #expect(Self.targetOutlines(svg).after == Self.after)
        }
    }

    @Test("render --run of a baseline run (compared with nothing) outlines no old target and names no reference version")
    func renderOfTheBaselineRunHasNoTargetsBefore() throws {
        try Self.withReplayedLayoutChange { folder, db, _ in
            let render = try runTouchtape(["render", "orders@1", "--run", "1", "--db", db, "-o", folder + "/base.svg"], cwd: folder)
            #expect(render.status == 0, "\(render.stderr)")
            let svg = try String(contentsOfFile: folder + "/base.svg", encoding: .utf8)
            #expect(Self.targetOutlines(svg).before.isEmpty)
            #expect(!svg.contains("targets before at their frames"))
        }
    }
}
