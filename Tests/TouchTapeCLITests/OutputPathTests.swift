import Foundation
import Testing

/// Output files never lose a result (issue #10 item 4, issue #18 item 2; docs/cli.md, "Never a
/// crash, never a lost store"): every file a command writes goes through one writer that
/// checks the path before the run, makes missing folders, writes a temporary file and
/// renames it, and refuses the store's own files.
@Suite struct OutputPathTests {
    static let tabbar = fixture("tabbar-center-button")
    /// A replay that finds differences (exit 1): the tab bar session against version 1.
    static let differingReplay = ["replay", "--session", "tabbar-center-button-taps", "--against", "1"]

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("--junit and --report in folders that do not exist yet: made, written, the exit code kept")
    func missingReportFoldersAreCreatedAndTheExitCodeKept() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let junit = folder + "/reports/ci/junit.xml"
            let report = folder + "/reports/html/report.html"
            let result = try runTouchtape(Self.differingReplay + ["--junit", junit, "--report", report, "--db", db], cwd: folder)
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stdout.contains("view centerButton → cell7"))
            #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuite"))
            #expect(try String(contentsOfFile: report, encoding: .utf8).contains("<html"))
            // No temporary file is left beside them.
            #expect(try Self.files(in: folder + "/reports/ci") == ["junit.xml"])
        }
    }

    @Test("--db in a folder that does not exist yet: a command that writes makes it")
    func storeInAMissingFolderIsCreatedByAWritingCommand() throws {
        try withTemporaryFolder { folder in
            let db = folder + "/cache/deep/touchtape.sqlite"
            let result = try runTouchtape(["import", Self.tabbar, "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: db))
        }
    }

    @Test("An output path that is the store or its -wal, -shm or -journal file is bad input before anything runs",
          arguments: ["", "-wal", "-shm", "-journal"])
    func outputOntoTheStoreIsRefusedBeforeAnythingRuns(_ suffix: String) throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let before = try Self.bytes(db)
            let runsBefore = try storedRuns(db: db, cwd: folder).count
            for option in ["--junit", "--report"] {
                let result = try runTouchtape(Self.differingReplay + [option, db + suffix, "--db", db], cwd: folder)
                #expect(result.status == 2, "\(option) \(suffix): \(result.stderr)")
                #expect(result.stderr.contains("is the store's own file"))
                #expect(result.stdout.isEmpty)
            }
            let render = try runTouchtape(["render", "tabbar-center-button", "-o", db + suffix, "--db", db], cwd: folder)
            #expect(render.status == 2)
            #expect(try Self.bytes(db) == before)
            #expect(try storedRuns(db: db, cwd: folder).count == runsBefore)
        }
    }

    @Test("A symlink to the store, as an output path, is refused")
    func symlinkToTheStoreIsRefused() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let before = try Self.bytes(db)
            let link = folder + "/junit.xml"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: db)
            let result = try runTouchtape(Self.differingReplay + ["--junit", link, "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(try Self.bytes(db) == before)
        }
    }

    @Test("A symlink at the output path is replaced, never written through")
    func symlinkAtTheOutputPathIsReplacedNotWrittenThrough() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let victim = try write("someone else's file\n", to: "victim.txt", in: folder)
            let link = folder + "/junit.xml"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
            let result = try runTouchtape(Self.differingReplay + ["--junit", link, "--db", db], cwd: folder)
            #expect(result.status == 1)
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "someone else's file\n")
            let attributes = try FileManager.default.attributesOfItem(atPath: link)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
            #expect(try String(contentsOfFile: link, encoding: .utf8).contains("<testsuite"))
        }
    }

    @Test("A report folder that cannot be made fails before the run: exit 3, the store unchanged")
    func reportFolderThatCannotBeMadeFailsBeforeTheRun() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            try write("a file where a folder should be\n", to: "blocker", in: folder)
            let before = try Self.bytes(db)
            let result = try runTouchtape(Self.differingReplay + ["--junit", folder + "/blocker/junit.xml", "--db", db],
                                          cwd: folder)
            #expect(result.status == 3, "\(result.stderr)")
            #expect(result.stderr.contains("blocker/junit.xml: cannot create its folder"))
            #expect(try Self.bytes(db) == before)
        }
    }

    @Test("/dev/null and /dev/stdout are written as they are, never replaced")
    func devicesAreWrittenInPlaceNotReplaced() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            let result = try runTouchtape(Self.differingReplay + ["--junit", "/dev/stdout", "--report", "/dev/null", "--db", db],
                                          cwd: folder)
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stdout.contains("<testsuite"))
            let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
            #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
        }
    }

    @Test("An output path that is a folder is bad input")
    func outputPathThatIsAFolderIsBadInput() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            try FileManager.default.createDirectory(atPath: folder + "/out.xml", withIntermediateDirectories: false)
            let result = try runTouchtape(Self.differingReplay + ["--junit", folder + "/out.xml", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("is a folder"))
        }
    }

    @Test("A report that cannot be written after the run (a full disk) fails before the commit: exit 3, differences printed, store unchanged",
          .enabled(if: getuid() == 0, "mounting a small tmpfs needs root"))
    func reportThatCannotBeWrittenFailsBeforeTheRunIsCommitted() throws {
        try withFixtureStore([Self.tabbar]) { folder, db in
            try withSmallTmpfs(in: folder, size: "8k") { tiny in
                // A large enough report: the HTML page of a changed run does not fit in 8 KiB.
                let before = try Self.bytes(db)
                let runsBefore = try storedRuns(db: db, cwd: folder).count
                let result = try runTouchtape(Self.differingReplay + ["--report", tiny + "/report.html", "--db", db], cwd: folder)
                #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
                #expect(result.stderr.contains("No space left on device"))
                #expect(result.stderr.contains("the run was not stored"))
                #expect(result.stdout.contains("view centerButton → cell7"))
                #expect(try Self.bytes(db) == before)
                #expect(try storedRuns(db: db, cwd: folder).count == runsBefore)
                #expect(try Self.files(in: tiny).isEmpty)
            }
        }
    }

    @Test("accept --write refuses a baseline file path that is the store")
    func baselineFileOntoTheStoreIsRefused() throws {
        try withTemporaryFolder { folder in
            try write(CIHistoryTests.scene(buttonX: 100), to: "scene.json", in: folder)
            try write(CIHistoryTests.session(name: "pay"), to: "pay.json", in: folder)
            let db = folder + "/pay.outcomes.ndjson"
            #expect(try runTouchtape(["replay", folder + "/scene.json", folder + "/pay.json", "--db", db], cwd: folder).status == 0)
            let before = try Self.bytes(db)
            let result = try runTouchtape(["accept", "--write", "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("is the store's own file"))
            #expect(try Self.bytes(db) == before)
        }
    }
}

/// Mounts a tmpfs of `size` in a new folder of `folder` for `body` (root only), unmounting it after.
func withSmallTmpfs<T>(in folder: String, size: String, readOnly: Bool = false, _ body: (String) throws -> T) throws -> T {
    let mountPoint = folder + "/tmpfs-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
    try runTool("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", mountPoint])
    defer { try? runTool("/bin/umount", [mountPoint]) }
    return try body(mountPoint)
}

/// Runs a system tool and requires it to succeed.
func runTool(_ path: String, _ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = args
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(path) \(args.joined(separator: " ")) failed", sourceLocation: sourceLocation)
}
