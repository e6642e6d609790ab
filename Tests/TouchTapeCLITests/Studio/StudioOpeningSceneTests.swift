import Foundation
import Testing

/// `touchtape studio NAME` checks the scene it opens as `show` does (issue #23).
@Suite struct StudioOpeningSceneTests {
    @Test("studio NAME of a scene the store lacks fails before serving, as show does: exit 2 with did-you-mean")
    func studioOfAMissingSceneFailsAsShowDoes() throws {
        try withFixtureStore([fixture("tabbar-center-button")]) { folder, db in
            let studio = try Self.runStudio(["tabbar-center-buton", "--db", db], cwd: folder)
            let show = try runTouchtape(["show", "tabbar-center-buton", "--db", db], cwd: folder)
            #expect(studio.status == 2, "\(studio.stderr)")
            #expect(show.status == 2)
            #expect(studio.stderr == show.stderr)
            #expect(studio.stderr.contains(#"did you mean "tabbar-center-button"?"#), "\(studio.stderr)")
            #expect(!studio.stdout.contains("http://"), "the studio served: \(studio.stdout)")
            let version = try Self.runStudio(["tabbar-center-button@9", "--db", db], cwd: folder)
            #expect(version.status == 2 && version.stderr.contains("has no version 9"), "\(version.stderr)")
        }
    }

    /// `touchtape studio --port 0 args…`, stopped with SIGTERM if it still runs after 20 seconds
    /// (a studio that serves instead of failing then exits 0).
    static func runStudio(_ args: [String], cwd: String) throws -> CommandResult {
        let process = try TouchtapeProcess(["studio", "--port", "0"] + args, cwd: cwd)
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGTERM) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        defer { watchdog.cancel() }
        return try process.wait()
    }
}
