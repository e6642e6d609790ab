import Foundation

/// The two scenes' `import` and `replay` of sessions of the same size, run side by side
/// (issue #12: "a 50,000-view scene costs at most 1.5× a 5,000-view scene per delivery").
/// The cases of the main table run minutes apart, and on a shared machine its speed drifts
/// by more than the margin: each pair here runs both scenes back to back, in alternating
/// order (small first, then big first), and the ratio is taken within the pair.
struct PairedFigures {
    var deliveries: Int
    var smallViews: Int
    var bigViews: Int
    var importSmall: [Double] = []
    var importBig: [Double] = []
    var replaySmall: [Double] = []
    var replayBig: [Double] = []

    var importRatios: [Double] { zip(importBig, importSmall).map { $0 / $1 } }
    var replayRatios: [Double] { zip(replayBig, replaySmall).map { $0 / $1 } }
    var importRatio: Double { medianOf(importRatios) }
    var replayRatio: Double { medianOf(replayRatios) }
}

extension EndToEnd {
    /// `runs` pairs: each a fresh store per scene (the scene imported untimed), `import` of
    /// its session and `replay`, timed; the big scene first in every other pair.
    func pairs(small: (views: Int, scene: String, session: String), big: (views: Int, scene: String, session: String),
               deliveries: Int, runs: Int) throws -> PairedFigures {
        var f = PairedFigures(deliveries: deliveries, smallViews: small.views, bigViews: big.views)
        let dir = work + "/pairs"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        func one(_ scene: String, _ session: String) throws -> (import: Double, replay: Double) {
            let db = dir + "/store.sqlite"
            removeStore(db)
            try expectSuccess(try runner.run(touchtape, ["import", scene, "--db", db, "--json"]), "import of the scene")
            let i = try runner.run(touchtape, ["import", session, "--db", db, "--json"])
            try expectSuccess(i, "import of \(session)")
            let r = try runner.run(touchtape, ["replay", "--db", db, "--json"])
            try expectSuccess(r, "replay")
            removeStore(db)
            return (i.seconds, r.seconds)
        }
        for n in 0..<runs {
            var s = (import: 0.0, replay: 0.0), b = (import: 0.0, replay: 0.0)
            if n % 2 == 0 {
                s = try one(small.scene, small.session)
                b = try one(big.scene, big.session)
            } else {
                b = try one(big.scene, big.session)
                s = try one(small.scene, small.session)
            }
            f.importSmall.append(s.import)
            f.importBig.append(b.import)
            f.replaySmall.append(s.replay)
            f.replayBig.append(b.replay)
            log("    pair #\(n + 1): import \(Fmt.fixed(s.import, 2)) / \(Fmt.fixed(b.import, 2)) s (\(Fmt.fixed(b.import / s.import, 2))×), replay \(Fmt.fixed(s.replay, 2)) / \(Fmt.fixed(b.replay, 2)) s (\(Fmt.fixed(b.replay / s.replay, 2))×)")
        }
        try? FileManager.default.removeItem(atPath: dir)
        return f
    }
}
