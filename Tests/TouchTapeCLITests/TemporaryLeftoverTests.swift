import Foundation
import Testing

/// Issue #23, item 18: `kill -9` during `accept --write` (or any output write) leaves the
/// writer's temporary file `.NAME.touchtape-PID-N.tmp` behind; the next write to that folder
/// removes the temporary files of ours that no live process owns, and nothing else.
@Suite struct TemporaryLeftoverTests {
    /// The id of a process that has exited.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("After a writer was killed, the next accept --write into its folder removes its temporary file, and only the files of ours no live process owns")
    func nextWriteRemovesTheTemporaryFilesOfDeadWriters() throws {
        try withTemporaryFolder { folder in
            try write(CIHistoryTests.scene(buttonX: 100), to: "repo/scene.json", in: folder)
            try write(CIHistoryTests.session(name: "pay"), to: "repo/pay.json", in: folder)
            let db = folder + "/s.sqlite"
            #expect(try runTouchtape(["replay", folder + "/repo", "--db", db], cwd: folder).status == 0)
            #expect(try runTouchtape(["accept", "--write", "--db", db], cwd: folder).status == 0)
            let repo = folder + "/repo"
            let baseline = try String(contentsOfFile: repo + "/pay.outcomes.ndjson", encoding: .utf8)

            // What a writer killed half-way leaves: its temporary file, its process gone.
            let dead = try Self.deadProcessID()
            try #require(kill(dead, 0) != 0 && errno == ESRCH)
            let leftover = ".pay.outcomes.ndjson.touchtape-\(dead)-0.tmp"
            try write(String(baseline.prefix(40)), to: "repo/" + leftover, in: folder)
            let olderLeftover = ".pay.json.outcomes.ndjson.touchtape-\(dead)-3.tmp"
            try write("", to: "repo/" + olderLeftover, in: folder)
            // A live process's file (this test's own process), and one whose lock a live process
            // holds though the id in its name is gone (a writer in another PID namespace): both kept.
            let livesFile = ".pay.outcomes.ndjson.touchtape-\(getpid())-0.tmp"
            try write("half", to: "repo/" + livesFile, in: folder)
            let lockedFile = ".report.html.touchtape-\(dead)-1.tmp"
            let lockedPath = try write("half", to: "repo/" + lockedFile, in: folder)
            let lock = open(lockedPath, O_RDONLY)
            defer { close(lock) }
            try #require(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
            // Files that only look like ours.
            let notOurs = ["pay.touchtape-\(dead)-0.tmp", ".pay.touchtape-\(dead).tmp", ".pay.touchtape-x-0.tmp",
                           ".touchtape-\(dead)-0.tmp", ".notes.tmp"]
            for name in notOurs { try write("keep", to: "repo/" + name, in: folder) }

            let accepted = try runTouchtape(["accept", "--write", "--db", db], cwd: folder)
            #expect(accepted.status == 0, "\(accepted.stderr)")
            let names = Set(try FileManager.default.contentsOfDirectory(atPath: repo))
            #expect(!names.contains(leftover))
            #expect(!names.contains(olderLeftover))
            #expect(names.contains(livesFile))
            #expect(names.contains(lockedFile))
            for name in notOurs { #expect(names.contains(name), "\(name)") }
            #expect(try String(contentsOfFile: repo + "/pay.outcomes.ndjson", encoding: .utf8) == baseline)
        }
    }

    @Test("A report written into a folder removes a dead writer's temporary file there too")
    func reportWriteRemovesADeadWritersTemporaryFile() throws {
        try withTemporaryFolder { folder in
            try write(CIHistoryTests.scene(buttonX: 100), to: "repo/scene.json", in: folder)
            let leftover = ".scene.svg.touchtape-\(try Self.deadProcessID())-0.tmp"
            try write("<svg", to: "out/" + leftover, in: folder)
            let drawn = try runTouchtape(["render", folder + "/repo/scene.json", "-o", folder + "/out/scene.svg"], cwd: folder)
            #expect(drawn.status == 0, "\(drawn.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out") == ["scene.svg"])
        }
    }
}
