import Foundation
import Testing

/// docs/cli.md: every command that takes a point takes negative numbers without `--`, the same
/// way (issue #23): `hit-test S 10 -20`, `why S 10 -20`, `render S --why -10,-20`; and an
/// option given a negative number gets it, checked by the command, not refused as missing.
@Suite struct NegativeCoordinatesTests {
    static let scene = fixture("tabbar-center-button/scene-1-before-override.json")

    @Test("why takes a negative coordinate without --, answering as it does after --")
    func whyTakesNegativeCoordinates() throws {
        try withTemporaryFolder { folder in
            let plain = try runTouchtape(["why", Self.scene, "10", "-20"], cwd: folder)
            #expect(plain.status == 0, "\(plain.stderr)")
            #expect(plain.stdout.contains("(10, -20)"), "\(plain.stdout)")
            let dashed = try runTouchtape(["why", Self.scene, "--", "10", "-20"], cwd: folder)
            #expect(plain.stdout == dashed.stdout)
            let json = try runTouchtape(["why", Self.scene, "-10", "-20", "--json", "--view", "centerButton"], cwd: folder)
            #expect(json.status == 0, "\(json.stderr)")
            #expect(try parseJSONObject(json.stdout)["point"] as? [Double] == [-10, -20])
        }
    }

    @Test("render --why takes a negative point as its value, as --why=X,Y does")
    func renderWhyTakesANegativePoint() throws {
        try withTemporaryFolder { folder in
            let spaced = try runTouchtape(["render", Self.scene, "--why", "-10,-20", "-o", "a.svg"], cwd: folder)
            #expect(spaced.status == 0, "\(spaced.stderr)")
            let joined = try runTouchtape(["render", Self.scene, "-o", "b.svg", "--why=-10,-20"], cwd: folder)
            #expect(joined.status == 0, "\(joined.stderr)")
            let a = try String(contentsOfFile: folder + "/a.svg", encoding: .utf8)
            let b = try String(contentsOfFile: folder + "/b.svg", encoding: .utf8)
            #expect(a == b)
            #expect(a.contains("-10") && a.contains("-20"))
        }
    }

    @Test("hit-test, why and render --why read a negative point alike, wherever the options stand")
    func everyPointCommandAgrees() throws {
        try withTemporaryFolder { folder in
            for args in [["hit-test", Self.scene, "-5.5", "-20", "--json"], ["hit-test", "--json", Self.scene, "-5.5", "-20"],
                         ["why", "--json", Self.scene, "-5.5", "-20"], ["why", Self.scene, "-5.5", "--json", "-20"]] {
                let result = try runTouchtape(args, cwd: folder)
                #expect(result.status == 0, "\(args): \(result.stderr)")
                #expect(try parseJSONObject(result.stdout)["point"] as? [Double] == [-5.5, -20], "\(args)")
            }
        }
    }

    @Test("An option given a negative number gets it and the command's own check answers (64), not 'Missing value'")
    func negativeOptionValuesReachTheCommandsChecks() throws {
        try withTemporaryFolder { folder in
            let fragile = try runTouchtape(["fragile", Self.scene, "--min-size", "-3"], cwd: folder)
            #expect(fragile.status == 64)
            #expect(fragile.stderr.hasPrefix("touchtape: error: --min-size must be"), "\(fragile.stderr)")
            let replay = try runTouchtape(["replay", "--max-lines", "-1", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(replay.status == 64)
            #expect(replay.stderr.hasPrefix("touchtape: error: --max-lines takes 0 (all) or more"), "\(replay.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/s.sqlite"))
        }
    }

    @Test("A coordinate that is not finite stays bad usage (64) in why, as in hit-test")
    func nonFiniteStaysBadUsage() throws {
        try withTemporaryFolder { folder in
            for args in [["why", Self.scene, "nan", "-20"], ["why", Self.scene, "10", "-1e400"], ["hit-test", Self.scene, "-inf", "1"]] {
                let result = try runTouchtape(args, cwd: folder)
                #expect(result.status == 64, "\(args): \(result.stderr)")
            }
        }
    }
}
