import Foundation

/// Figures of the release `touchtape` binary run end to end, store included, for one session
/// size: `import` of the session (events per second, peak memory, store bytes added), `replay`
/// of it (deliveries per second, peak memory, store bytes added per delivery) and the
/// storage floor (the `sqlite3` shell inserting and reading back as many outcome rows).
struct EndToEndFigures {
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
    var floorScriptBytes = 0
    var floorRows = 0
    var changed: ChangedReplay?

    var importMedian: Double { medianOf(importSeconds) }
    var replayMedian: Double { medianOf(replaySeconds) }
    var floorMedian: Double { medianOf(floorSeconds) }
    var importRSSMedian: Double { medianOf(importRSS.map(Double.init)) }
    var replayRSSMedian: Double { medianOf(replayRSS.map(Double.init)) }
    var replayBytesPerDelivery: Double { medianOf(replayStoreBytes.map(Double.init)) / Double(deliveries) }
    var importBytesPerDelivery: Double { medianOf(importStoreBytes.map(Double.init)) / Double(deliveries) }
    var floorRatio: Double { replayMedian / floorMedian }
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

    /// - Parameters:
    ///   - changedVariant: a scene file of the same scene with different content; when given,
    ///     one more replay runs against it at the end (a replay that finds differences).
    func measure(sceneFile: String, sessionFile: String, events: Int, deliveries: Int, floorScript: String,
                 floorRows: Int, runs: Int, changedVariant: String?) throws -> EndToEndFigures {
        var f = EndToEndFigures(deliveries: deliveries, events: events, sessionFileBytes: fileSize(sessionFile))
        f.floorScriptBytes = fileSize(floorScript)
        f.floorRows = floorRows
        let dir = work + "/e2e-\(deliveries)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let db = dir + "/store.sqlite"

        // import: a fresh store each run; the scene is imported first, untimed.
        for i in 0..<runs {
            removeStore(db)
            try expectSuccess(try runner.run(touchtape, ["import", sceneFile, "--db", db, "--json"]), "import of the scene")
            let before = try storeSize(db)
            let r = try runner.run(touchtape, ["import", sessionFile, "--db", db, "--json"])
            try expectSuccess(r, "import of \(sessionFile)")
            let after = try storeSize(db)
            f.importSeconds.append(r.seconds)
            f.importRSS.append(r.maxRSS)
            f.importStoreBytes.append(after - before)
            log("    import #\(i + 1): \(Fmt.fixed(r.seconds, 2)) s, max RSS \(Fmt.bytes(Double(r.maxRSS))), +\(Fmt.bytes(Double(after - before)))")
        }
        let storedEvents = Int(query(db, "SELECT events FROM v_sessions WHERE session = 'bench-\(deliveries)'")) ?? -1
        if storedEvents != events {
            throw BenchError.failed("the store holds \(storedEvents) events of bench-\(deliveries), the file \(events)")
        }

        // replay against the store the last import left, alternating with the floor so both
        // see the same machine load.
        let floorDB = dir + "/floor.sqlite"
        for i in 0..<runs {
            let before = try storeSize(db)
            let r = try runner.run(touchtape, ["replay", "--db", db, "--json"])
            try expectSuccess(r, "replay")
            let after = try storeSize(db)
            let row = query(db, "SELECT deliveries, changed FROM v_runs WHERE run = (SELECT max(run) FROM v_runs)")
            let parts = row.split(separator: "|").compactMap { Int($0) }
            guard parts.count == 2, parts[0] == deliveries else {
                throw BenchError.failed("replay stored \"\(row)\" in v_runs, expected \(deliveries) deliveries")
            }
            f.replaySeconds.append(r.seconds)
            f.replayRSS.append(r.maxRSS)
            f.replayStoreBytes.append(after - before)
            f.replayDeliveriesStored.append(parts[0])

            removeStore(floorDB)
            let fr = try runner.run(sqlite3, [floorDB], stdin: floorScript)
            try expectSuccess(fr, "sqlite3 floor script")
            let count = fr.stdout.split(whereSeparator: \.isNewline).last?.split(separator: "|").first.flatMap { Int($0) }
            guard count == floorRows else {
                throw BenchError.failed("the floor script read back \(count.map(String.init) ?? "nothing"), expected \(floorRows) rows")
            }
            f.floorSeconds.append(fr.seconds)
            f.floorRSS.append(fr.maxRSS)
            log("    replay #\(i + 1): \(Fmt.fixed(r.seconds, 2)) s, max RSS \(Fmt.bytes(Double(r.maxRSS))), +\(after - before) B; floor: \(Fmt.fixed(fr.seconds, 2)) s")
        }
        removeStore(floorDB)

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
