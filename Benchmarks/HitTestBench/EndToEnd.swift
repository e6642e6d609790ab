import Foundation

/// Figures of the release `touchtape` binary run end to end, store included, for one scene
/// size and one session size: `import` of the session (its baseline run included), `replay`
/// of it, and the storage floor (issue #12) for as many rows, measured alternately so that
/// they see the same machine load.
struct EndToEndFigures {
    var views: Int
    var deliveries: Int
    var events: Int
    var sessionFileBytes: Int
    var importSeconds: [Double] = []
    var importRSS: [Int] = []
    var importStoreBytes: [Int] = []
    var replaySeconds: [Double] = []
    var replayRSS: [Int] = []
    var replayStoreBytes: [Int] = []
    var replayDeliveriesStored: [Int] = []
    var floorSeconds: [Double] = []
    var floorRSS: [Int] = []
    var importCPU: [Double] = []
    var replayCPU: [Double] = []
    var floorCPU: [Double] = []
    var floorRows = 0
    /// `import` of the scene file itself into the fresh store (not part of the ratios).
    var sceneImportSeconds: [Double] = []
    var sceneImportRSS: [Int] = []
    var changed: ChangedReplay?

    var importMedian: Double { medianOf(importSeconds) }
    var replayMedian: Double { medianOf(replaySeconds) }
    var floorMedian: Double { medianOf(floorSeconds) }
    var importRSSMedian: Double { medianOf(importRSS.map(Double.init)) }
    var replayRSSMedian: Double { medianOf(replayRSS.map(Double.init)) }
    var sceneImportRSSMedian: Double { medianOf(sceneImportRSS.map(Double.init)) }
    var replayBytesPerDelivery: Double { medianOf(replayStoreBytes.map(Double.init)) / Double(deliveries) }
    var importBytesPerDelivery: Double { medianOf(importStoreBytes.map(Double.init)) / Double(deliveries) }
    /// The store's growth after a baseline (the import) and one replay, per delivery.
    var storeBytesPerDelivery: Double { importBytesPerDelivery + replayBytesPerDelivery }
    var floorRatio: Double { replayMedian / floorMedian }
    var importFloorRatio: Double { importMedian / floorMedian }
    /// The same ratios in CPU time (user + system), which machine load disturbs much less.
    var floorCPURatio: Double { medianOf(replayCPU) / medianOf(floorCPU) }
    var importFloorCPURatio: Double { medianOf(importCPU) / medianOf(floorCPU) }
    var label: String { "\(Fmt.int(views)) views, \(Fmt.int(deliveries))" }
}

/// A replay against a new scene version under which some deliveries differ.
struct ChangedReplay {
    var seconds: Double
    var maxRSS: Int
    var storeBytes: Int
    var deliveries: Int
    var changed: Int
    var status: Int32
}

struct EndToEnd {
    let touchtape: String
    let sqlite3: String
    let runner: ChildRunner
    let work: String
    let log: (String) -> Void

    func checkpoint(_ db: String) throws {
        guard let out = runCapture(sqlite3, [db, "PRAGMA wal_checkpoint(TRUNCATE);"]), out.hasPrefix("0|") else {
            throw BenchError.failed("checkpoint of \(db) failed")
        }
    }

    /// The store's size on disk after a checkpoint: the file and its -wal.
    func storeSize(_ db: String) throws -> Int {
        try checkpoint(db)
        return fileSize(db) + fileSize(db + "-wal")
    }

    func removeStore(_ db: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: db + suffix) }
    }

    func query(_ db: String, _ sql: String) -> String {
        (runCapture(sqlite3, [db, sql]) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func expectSuccess(_ r: ChildRun, _ what: String, allowed: Set<Int32> = [0]) throws {
        if !allowed.contains(r.status) {
            throw BenchError.failed("\(what) exited with \(r.status): \(r.stderr.prefix(2000))")
        }
    }

    /// Each run: a fresh store with the scene (untimed), `import` of the session, the floor,
    /// `replay` of the store the import left, the floor again.
    ///
    /// - Parameters:
    ///   - changedVariant: a scene file of the same scene with different content; when given,
    ///     one more replay runs against it at the end (a replay that finds differences).
    func measure(views: Int, sceneFile: String, sessionFile: String, sessionName: String, events: Int, deliveries: Int,
                 runs: Int, changedVariant: String?) throws -> EndToEndFigures {
        var f = EndToEndFigures(views: views, deliveries: deliveries, events: events, sessionFileBytes: fileSize(sessionFile))
        f.floorRows = deliveries
        let dir = work + "/e2e-\(views)-\(deliveries)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let db = dir + "/store.sqlite"
        let floorDB = dir + "/floor.sqlite"
        let floorScript = dir + "/floor.sql"
        try writeFile(floorScript, Array(FloorScript.generate(rows: deliveries).utf8))

        func floor() throws -> Double {
            removeStore(floorDB)
            let fr = try runner.run(sqlite3, [floorDB], stdin: floorScript)
            try expectSuccess(fr, "sqlite3 floor script")
            let count = fr.stdout.split(whereSeparator: \.isNewline).last.flatMap { Int($0) }
            guard count == deliveries else {
                throw BenchError.failed("the floor script read back \(count.map(String.init) ?? "nothing"), expected \(deliveries) rows")
            }
            f.floorSeconds.append(fr.seconds)
            f.floorRSS.append(fr.maxRSS)
            f.floorCPU.append(fr.cpuSeconds)
            removeStore(floorDB)
            return fr.seconds
        }

        for i in 0..<runs {
            removeStore(db)
            let sr = try runner.run(touchtape, ["import", sceneFile, "--db", db, "--json"])
            try expectSuccess(sr, "import of the scene")
            f.sceneImportSeconds.append(sr.seconds)
            f.sceneImportRSS.append(sr.maxRSS)
            let before = try storeSize(db)
            let r = try runner.run(touchtape, ["import", sessionFile, "--db", db, "--json"])
            try expectSuccess(r, "import of \(sessionFile)")
            let afterImport = try storeSize(db)
            f.importSeconds.append(r.seconds)
            f.importCPU.append(r.cpuSeconds)
            f.importRSS.append(r.maxRSS)
            f.importStoreBytes.append(afterImport - before)
            let storedEvents = Int(query(db, "SELECT events FROM v_sessions WHERE session = '\(sessionName)'")) ?? -1
            if storedEvents != events {
                throw BenchError.failed("the store holds \(storedEvents) events of \(sessionName), the file \(events)")
            }
            let floorA = try floor()

            let rr = try runner.run(touchtape, ["replay", "--db", db, "--json"])
            try expectSuccess(rr, "replay")
            let afterReplay = try storeSize(db)
            let row = query(db, "SELECT deliveries, changed FROM v_runs WHERE run = (SELECT max(run) FROM v_runs)")
            let parts = row.split(separator: "|").compactMap { Int($0) }
            guard parts.count == 2, parts[0] == deliveries else {
                throw BenchError.failed("replay stored \"\(row)\" in v_runs, expected \(deliveries) deliveries")
            }
            f.replaySeconds.append(rr.seconds)
            f.replayCPU.append(rr.cpuSeconds)
            f.replayRSS.append(rr.maxRSS)
            f.replayStoreBytes.append(afterReplay - afterImport)
            f.replayDeliveriesStored.append(parts[0])
            let floorB = try floor()
            log("    #\(i + 1): import \(Fmt.fixed(r.seconds, 2)) s (\(Fmt.bytes(Double(r.maxRSS))), +\(Fmt.bytes(Double(afterImport - before)))), floor \(Fmt.fixed(floorA, 2)) s, replay \(Fmt.fixed(rr.seconds, 2)) s (\(Fmt.bytes(Double(rr.maxRSS))), +\(afterReplay - afterImport) B), floor \(Fmt.fixed(floorB, 2)) s")
        }

        if let changedVariant {
            try expectSuccess(try runner.run(touchtape, ["import", changedVariant, "--db", db, "--json"]), "import of the scene variant")
            let before = try storeSize(db)
            let r = try runner.run(touchtape, ["replay", "--db", db, "--json"])
            try expectSuccess(r, "replay against the variant", allowed: [0, 1])
            let after = try storeSize(db)
            let row = query(db, "SELECT deliveries, changed FROM v_runs WHERE run = (SELECT max(run) FROM v_runs)")
            let parts = row.split(separator: "|").compactMap { Int($0) }
            f.changed = ChangedReplay(seconds: r.seconds, maxRSS: r.maxRSS, storeBytes: after - before,
                                      deliveries: parts.first ?? 0, changed: parts.count > 1 ? parts[1] : 0, status: r.status)
            log("    replay against a changed scene: \(Fmt.fixed(r.seconds, 2)) s, \(parts.count > 1 ? parts[1] : 0) changed, +\(after - before) B")
        }
        return f
    }
}
