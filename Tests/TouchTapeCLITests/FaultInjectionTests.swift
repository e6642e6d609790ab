import Foundation
import Testing

/// Issue #18's fault-injection test (docs/cli.md, "Never a crash, never a lost store"): the real
/// binary under `ulimit -f`, on a read-only folder and on a small tmpfs. Every write command
/// exits 3 with its reason, leaves no temporary file and leaves the store byte-identical.
@Suite struct FaultInjectionTests {
    /// A long session on `CIHistoryTests.scene`: `taps` taps on the button (its file is
    /// about 90 bytes a tap).
    static func bigSession(name: String, taps: Int) -> String {
        var text = #"{"format":"touchtape.session/1","name":"\#(name)","scene":"checkout"}"# + "\n"
        for i in 0..<taps {
            let t = Double(i) * 0.02
            text += #"{"t":\#(t),"touches":[{"touch":1,"phase":"began","x":150,"y":520}]}"# + "\n"
            text += #"{"t":\#(t + 0.01),"touches":[{"touch":1,"phase":"ended","x":150,"y":520}]}"# + "\n"
        }
        return text
    }

    /// A store holding `big` (3,000 taps, recorded on version 1 of the scene) and version 2
    /// (the button moved), with a replay of it against version 2 to accept; and the files the
    /// write commands below take.
    static func withPreparedStore(in folder: String, _ body: (_ db: String) throws -> Void) throws {
        let db = folder + "/store/touchtape.sqlite"
        try write(CIHistoryTests.scene(buttonX: 100), to: "repo/v1/scene.json", in: folder)
        try write(bigSession(name: "big", taps: 3000), to: "repo/v1/big.ndjson", in: folder)
        try write(CIHistoryTests.scene(buttonX: 200), to: "v2/scene.json", in: folder)
        try write(bigSession(name: "big-too", taps: 3000), to: "more/big-too.ndjson", in: folder)
        for step in [["import", folder + "/repo"], ["import", folder + "/v2"], ["replay"]] {
            let result = try runTouchtape(step + ["--db", db], cwd: folder)
            try #require(result.status <= 1, "\(step): \(result.stderr)")
        }
        // The reports' folder exists beforehand: a folder the failing command made would go again.
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: false)
        try body(db)
    }

    /// The write commands, each with the standard input it reads.
    static func writeCommands(_ folder: String, _ db: String) -> [(args: [String], stdin: String?)] {
        [
            (["import", folder + "/more/big-too.ndjson", "--db", db], nil),
            (["record", "--db", db], bigSession(name: "recorded", taps: 3000)),
            (["replay", "--session", "big", "--junit", folder + "/reports/junit.xml", "--db", db], nil),
            (["accept", "--write", "--db", db], nil),
            (["forget", "big", "--db", db], nil),
        ]
    }

    /// Every file below a folder, with its size (what "no temporary file left" compares).
    static func listing(_ folder: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String { result.append(path) }
        return result.sorted()
    }

    static func storeBytes(_ db: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: db)) }

    /// Runs `touchtape args…` under `ulimit -f` (KiB) with `TMPDIR` set.
    static func runLimited(_ args: [String], stdin: String?, limitKiB: Int, cwd: String, tmp: String) throws -> CommandResult {
        let binary = try requireTouchtapeBinary()
        return try runTouchtape(["-c", "ulimit -f \(limitKiB) && exec \"$0\" \"$@\"", binary.path] + args, stdin: stdin,
                                cwd: cwd, env: ["TMPDIR": tmp], executable: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test("Under ulimit -f every write command exits 3 with its reason, leaves no temporary file, leaves the store byte-identical")
    func fileSizeLimitMakesEveryWriteCommandExit3WithTheStoreUnchanged() throws {
        try withTemporaryFolder { folder in
            try Self.withPreparedStore(in: folder) { db in
                let tmp = folder + "/tmp"
                try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: false)
                let before = try Self.storeBytes(db)
                let listing = try Self.listing(folder)
                for (args, stdin) in Self.writeCommands(folder, db) {
                    let result = try Self.runLimited(args, stdin: stdin, limitKiB: 64, cwd: folder, tmp: tmp)
                    #expect(result.status == 3, "\(args[0]): \(result.status) \(result.stderr)")
                    #expect(result.stderr.hasPrefix("touchtape: error: "), "\(args[0]): \(result.stderr)")
                    #expect(try Self.storeBytes(db) == before, "\(args[0]) changed the store")
                    let after = try Self.listing(folder)
                    #expect(after == listing, "\(args[0]) left a file behind: \(after.filter { !listing.contains($0) })")
                }
                // record's spool is the file that hits the limit: the reason says so.
                let record = try Self.runLimited(["record", "--db", db], stdin: Self.bigSession(name: "r", taps: 3000),
                                                 limitKiB: 64, cwd: folder, tmp: tmp)
                #expect(record.stderr.contains("cannot spool standard input"))
                #expect(record.stderr.contains("File too large"))
            }
        }
    }

    @Test("On a read-only folder every write command exits 3 and the store stays byte-identical",
          .enabled(if: getuid() == 0, "a read-only mount needs root (root writes through chmod)"))
    func readOnlyFolderMakesEveryWriteCommandExit3() throws {
        try withTemporaryFolder { folder in
            try Self.withPreparedStore(in: folder) { prepared in
                try withSmallTmpfs(in: folder, size: "16m") { mount in
                    let db = mount + "/touchtape.sqlite"
                    try FileManager.default.copyItem(atPath: prepared, toPath: db)
                    try runTool("/bin/mount", ["-o", "remount,ro", mount])
                    let before = try Self.storeBytes(db)
                    for (args, stdin) in Self.writeCommands(folder, db) {
                        let result = try runTouchtape(args, stdin: stdin, cwd: folder)
                        #expect(result.status == 3, "\(args[0]): \(result.status) \(result.stderr)")
                        #expect(result.stderr.hasPrefix("touchtape: error: "))
                        #expect(try Self.storeBytes(db) == before)
                        #expect(try Self.listing(mount) == ["touchtape.sqlite"])
                    }
                }
            }
        }
    }

    @Test("On a small tmpfs that fills up every write command exits 3, leaves no temporary file, leaves the store byte-identical",
          .enabled(if: getuid() == 0, "mounting a tmpfs needs root"))
    func fullTmpfsMakesEveryWriteCommandExit3() throws {
        try withTemporaryFolder { folder in
            try Self.withPreparedStore(in: folder) { prepared in
                let size = try FileManager.default.attributesOfItem(atPath: prepared)[.size] as? Int ?? 0
                // Room for the store, its 32 KiB shared-memory file and two pages of journal,
                // not for what the commands write.
                try withSmallTmpfs(in: folder, size: "\((size + 40 * 1024) / 1024)k") { mount in
                    let db = mount + "/touchtape.sqlite"
                    try FileManager.default.copyItem(atPath: prepared, toPath: db)
                    let before = try Self.storeBytes(db)
                    let commands = Self.writeCommands(folder, db).map { command -> (args: [String], stdin: String?) in
                        // The reports and the spool go to the full disk too.
                        var args = command.args
                        if let i = args.firstIndex(of: "--junit") { args[i + 1] = mount + "/junit.xml" }
                        // The baseline file goes beside the session file, on the other disk.
                        args.removeAll { $0 == "--write" }
                        return (args, command.stdin)
                    }
                    for (args, stdin) in commands {
                        let result = try runTouchtape(args, stdin: stdin, cwd: folder, env: ["TMPDIR": mount])
                        #expect(result.status == 3, "\(args[0]): \(result.status) \(result.stderr)")
                        #expect(result.stderr.hasPrefix("touchtape: error: "))
                        #expect(try Self.storeBytes(db) == before, "\(args[0]) changed the store")
                        #expect(try Self.listing(mount) == ["touchtape.sqlite"], "\(args[0]) left a file behind")
                    }
                }
            }
        }
    }

    @Test("Killed mid-import (SIGKILL), the store is exactly as before or as after, never half")
    func killDuringImportLeavesTheStoreBeforeOrAfter() throws {
        try withTemporaryFolder { folder in
            try Self.withPreparedStore(in: folder) { db in
                let binary = try requireTouchtapeBinary()
                let sessionsBefore = try sqlite(db, "SELECT session, events, baseline_run FROM v_sessions ORDER BY session")
                for delay in [0.05, 0.2, 0.5] {
                    let process = Process()
                    process.executableURL = binary
                    process.arguments = ["import", folder + "/more/big-too.ndjson", "--db", db]
                    process.standardOutput = FileHandle.nullDevice
                    process.standardError = FileHandle.nullDevice
                    try process.run()
                    Thread.sleep(forTimeInterval: delay)
                    kill(process.processIdentifier, SIGKILL)
                    process.waitUntilExit()
                    #expect(try sqlite(db, "PRAGMA integrity_check") == ["ok"])
                    let sessions = try sqlite(db, "SELECT session, events, baseline_run FROM v_sessions ORDER BY session")
                    let imported = sessions.filter { $0.hasPrefix("big-too|") }
                    // Before: exactly the sessions there were. After: big-too with all its events.
                    #expect(sessions.filter { !$0.hasPrefix("big-too|") } == sessionsBefore)
                    #expect(imported.isEmpty || imported[0].hasPrefix("big-too|6000|"), "\(imported)")
                    if !imported.isEmpty {
                        #expect(try sqlite(db, "SELECT COUNT(*) FROM v_outcomes o JOIN v_sessions s ON s.session = o.session AND s.baseline_run = o.run WHERE o.session = 'big-too'") == ["6000"])
                        _ = try runTouchtape(["forget", "big-too", "--db", db], cwd: folder)
                    }
                }
            }
        }
    }
}
