import Foundation
import Testing
import TouchTapeTestSupport

/// The first minutes of use (issue #11): the mistakes a new user makes get an answer that
/// says what to do, all with the one error prefix.
@Suite struct FirstMinutesTests {
    static let scene = fixture("tabbar-center-button/scene-1-before-override.json")

    @Test func aPathLikeSceneReferenceThatDoesNotExistSaysNoSuchFile() throws {
        try withTemporaryFolder { folder in
            for reference in ["scenes/list.json", "list.json", "sessions/a.ndjson", "./list"] {
                let result = try runTouchtape(["hit-test", reference, "1", "2", "--db", folder + "/s.sqlite"], cwd: folder)
                #expect(result.status == 2, "\(reference)")
                #expect(result.stderr == "touchtape: error: \(reference): no such file\n")
            }
        }
    }

    @Test func aPathLikeSessionReferenceThatDoesNotExistSaysNoSuchFile() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["dispatch", "taps/a.json", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "touchtape: error: taps/a.json: no such file\n")
        }
    }

    @Test func aMistypedSubcommandGetsDidYouMean() throws {
        try withTemporaryFolder { folder in
            let result = try runTouchtape(["replya"], cwd: folder)
            #expect(result.status == 64)
            #expect(result.stderr == "touchtape: error: unknown command 'replya'; did you mean 'replay'?\n")
            let far = try runTouchtape(["frobnicate"], cwd: folder)
            #expect(far.status == 64)
            #expect(far.stderr.hasPrefix("touchtape: error: unknown command 'frobnicate'"))
        }
    }

    @Test func negativeCoordinatesWorkWithoutDoubleDash() throws {
        try withTemporaryFolder { folder in
            let plain = try runTouchtape(["hit-test", Self.scene, "10", "-20", "--json"], cwd: folder)
            #expect(plain.status == 0, "\(plain.stderr)")
            #expect(plain.stdout.contains(#""point":[10,-20]"#))
            let both = try runTouchtape(["hit-test", Self.scene, "-5.5", "-20", "--json"], cwd: folder)
            #expect(both.status == 0, "\(both.stderr)")
            #expect(both.stdout.contains(#""point":[-5.5,-20]"#))
            let dashed = try runTouchtape(["hit-test", Self.scene, "--json", "--", "10", "-20"], cwd: folder)
            #expect(dashed.stdout == plain.stdout)
        }
    }

    @Test func theParsersErrorsCarryTheToolsPrefixAndKeepExit64() throws {
        try withTemporaryFolder { folder in
            let missing = try runTouchtape(["hit-test"], cwd: folder)
            #expect(missing.status == 64)
            #expect(missing.stderr.hasPrefix("touchtape: error: Missing expected argument"))
            #expect(missing.stderr.contains("Usage: touchtape hit-test"))
            let unknown = try runTouchtape(["scenes", "--frob"], cwd: folder)
            #expect(unknown.status == 64)
            #expect(unknown.stderr.hasPrefix("touchtape: error: Unknown option '--frob'"))
            #expect(!unknown.stderr.contains("Error: "))
        }
    }
}
