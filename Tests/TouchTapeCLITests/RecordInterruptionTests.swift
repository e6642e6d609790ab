import Foundation
import Testing

/// Ctrl-C (SIGINT) or SIGTERM while `record` reads standard input (issue #23): the spool file
/// in `$TMPDIR` is removed, nothing is stored, and the exit is 128 + the signal with one line
/// that says so. Tested on a real child whose standard input stays open, as a simulator log
/// piped into `record` does.
@Suite struct RecordInterruptionTests {
    static func spoolFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("touchtape-record-") }
    }

    /// Starts `record` on a new store with `TMPDIR` = `tmp`, feeds it lines through a pipe it
    /// keeps open, waits until its spool holds them, sends `signal`, and returns what it left.
    static func interruptedRecord(signal: Int32, folder: String) throws -> (status: Int32, stderr: String, spools: [String]) {
        let binary = try requireTouchtapeBinary()
        let tmp = folder + "/tmp"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: false)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["record", "--db", folder + "/store.sqlite"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp
        environment.removeValue(forKey: "TOUCHTAPE_DB")
        process.environment = environment
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        var lines = #"{"format":"touchtape.session/1","name":"interrupted","scene":"anything"}"# + "\n"
        for i in 0..<2000 { lines += #"{"t":\#(Double(i) * 0.01),"touches":[{"touch":1,"phase":"began","x":1,"y":1}]}"# + "\n" }
        input.fileHandleForWriting.write(Data(lines.utf8))
        // Wait until the spool file holds what was written: the child is then reading.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let spool = spoolFiles(in: tmp).first,
               let size = (try? FileManager.default.attributesOfItem(atPath: tmp + "/" + spool))?[.size] as? Int,
               size >= lines.utf8.count { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(spoolFiles(in: tmp).count == 1, "the child never spooled its input")
        kill(process.processIdentifier, signal)
        let stopBy = Date().addingTimeInterval(30)
        while process.isRunning && Date() < stopBy { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            Issue.record("record did not end on signal \(signal)")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, stderr, spoolFiles(in: tmp))
    }

    @Test("SIGINT during record removes the spool and exits 130 with one line saying nothing was stored",
          arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func aSignalRemovesTheSpoolAndStoresNothing(_ signal: Int32, _ status: Int32, _ name: String) throws {
        try withTemporaryFolder { folder in
            let result = try Self.interruptedRecord(signal: signal, folder: folder)
            #expect(result.status == status, "\(result.stderr)")
            #expect(result.stderr == "touchtape: error: interrupted by \(name): nothing was stored\n")
            #expect(result.spools.isEmpty, "left behind: \(result.spools)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/store.sqlite"))
        }
    }

    @Test("A signal while record writes the store (its input all read) rolls back: exit 130, nothing stored, no spool")
    func aSignalWhileStoringStoresNothing() throws {
        try withTemporaryFolder { folder in
            let db = folder + "/store.sqlite"
            let scene = try write(CIHistoryTests.scene(buttonX: 100), to: "scene.json", in: folder)
            try #require(try runTouchtape(["import", scene, "--db", db], cwd: folder).status == 0)
            let before = try storeDump(db)
            let tmp = folder + "/tmp"
            try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: false)
            let input = try write(FaultInjectionTests.bigSession(name: "interrupted", taps: 60_000), to: "big.ndjson", in: folder)
            let process = Process()
            process.executableURL = try requireTouchtapeBinary()
            process.arguments = ["record", "--db", db]
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = tmp
            environment.removeValue(forKey: "TOUCHTAPE_DB")
            process.environment = environment
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            // The store's -wal appears when record opens the store: it is then storing.
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning && !FileManager.default.fileExists(atPath: db + "-wal") && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.005)
            }
            kill(process.processIdentifier, SIGINT)
            let stopBy = Date().addingTimeInterval(60)
            while process.isRunning && Date() < stopBy { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning {
                Issue.record("record did not end on SIGINT")
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 130, "\(stderr)")
            #expect(stderr == "touchtape: error: interrupted by SIGINT: nothing was stored\n")
            #expect(Self.spoolFiles(in: tmp).isEmpty)
            #expect(try storeDump(db) == before)
        }
    }
}
