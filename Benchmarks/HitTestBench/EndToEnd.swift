import Foundation

/// A shape's sessions, written one file each into one folder (named so that the sorted path
/// order `import` walks them in is the sessions' order).
struct ShapeWorkload {
    var shape: Shape
    var folder: String
    var events = 0
    var deliveries = 0
    var bytes = 0
    var taps = 0
    var drags = 0
    var twoFinger = 0

    static func write(_ shape: Shape, scene: GeneratedScene, folder: String, seed: UInt64) throws -> ShapeWorkload {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var w = ShapeWorkload(shape: shape, folder: folder)
        let digits = String(shape.sessions - 1).count
        let style: SessionStyle = if case .scroll = shape.scene { .scrolling } else { .grid }
        for i in 0..<shape.sessions {
            let index = String(repeating: "0", count: digits - String(i).count) + String(i)
            // One session alone is the historical `bench-N` (the same bytes as before issue #26).
            let single = shape.sessions == 1
            let g = SessionGenerator.generate(deliveries: shape.deliveriesPerSession, scene: scene.name,
                                              width: scene.screenWidth, height: scene.screenHeight, seed: seed,
                                              name: single ? nil : "s\(index)", stream: single ? 0 : UInt64(shape.sessions) << 32 | UInt64(i + 1),
                                              style: style)
            try writeFile(folder + "/\(index).ndjson", g.bytes)
            w.events += g.events
            w.deliveries += g.deliveries
            w.bytes += g.bytes.count
            w.taps += g.taps
            w.drags += g.drags
            w.twoFinger += g.twoFinger
        }
        return w
    }
}

/// Figures of the release `touchtape` binary run end to end, store included, for one shape:
/// `import` of its sessions (one command, its baseline run included), `replay` of them, a
/// second `replay` with nothing changed (taken from the replay memo), `replay --no-cache` (the
/// full work again), and the storage floor (issue #12) for as many rows, measured alternately
/// so that they see the same machine load.
struct EndToEndFigures {
    var shape: Shape
    var id: String
    var sessionFileBytes: Int
    var events: Int
    var importSeconds: [Double] = []
    var importRSS: [Int] = []
    var importStoreBytes: [Int] = []
    var importCPU: [Double] = []
    var replaySeconds: [Double] = []
    var replayRSS: [Int] = []
    var replayStoreBytes: [Int] = []
    var replayCPU: [Double] = []
    /// Deliveries the replay stored in `v_runs` (all sessions of the run).
    var replayDeliveriesStored: [Int] = []
    /// The second replay, nothing changed since the first (same scene versions, sessions and
    /// engine build): it takes every session from the replay memo (issue #26).
    var unchangedSeconds: [Double] = []
    var unchangedRSS: [Int] = []
    var unchangedStoreBytes: [Int] = []
    var unchangedCPU: [Double] = []
    /// `replay --no-cache` after it: the full work, nothing taken from the memo.
    var noCacheSeconds: [Double] = []
    var noCacheRSS: [Int] = []
    var noCacheCPU: [Double] = []
    var floorSeconds: [Double] = []
    var floorRSS: [Int] = []
    var floorCPU: [Double] = []
    /// `import` of the scene file itself into the fresh store (not part of the ratios).
    var sceneImportSeconds: [Double] = []
    var sceneImportRSS: [Int] = []
    var changed: ChangedReplay?

    var views: Int { shape.scene.views }
    var sessions: Int { shape.sessions }
    var deliveries: Int { shape.deliveries }
    var floorRows: Int { shape.deliveries }

    var importMedian: Double { medianOf(importSeconds) }
    var replayMedian: Double { medianOf(replaySeconds) }
    var unchangedMedian: Double { medianOf(unchangedSeconds) }
    var noCacheMedian: Double { medianOf(noCacheSeconds) }
    var floorMedian: Double { medianOf(floorSeconds) }
    var importRSSMedian: Double { medianOf(importRSS.map(Double.init)) }
    var replayRSSMedian: Double { medianOf(replayRSS.map(Double.init)) }
    var unchangedRSSMedian: Double { medianOf(unchangedRSS.map(Double.init)) }
    var noCacheRSSMedian: Double { medianOf(noCacheRSS.map(Double.init)) }
    /// The highest of the four commands' peaks (medians over the runs).
    var peakRSS: Double { max(importRSSMedian, replayRSSMedian, unchangedRSSMedian, noCacheRSSMedian) }
    var sceneImportRSSMedian: Double { medianOf(sceneImportRSS.map(Double.init)) }
    var replayBytesPerDelivery: Double { medianOf(replayStoreBytes.map(Double.init)) / Double(deliveries) }
    var importBytesPerDelivery: Double { medianOf(importStoreBytes.map(Double.init)) / Double(deliveries) }
    /// The store's growth after a baseline (the import) and one replay, per delivery.
    var storeBytesPerDelivery: Double { importBytesPerDelivery + replayBytesPerDelivery }
    var replayFloorRatio: Double { replayMedian / floorMedian }
    var importFloorRatio: Double { importMedian / floorMedian }
    var unchangedFloorRatio: Double { unchangedMedian / floorMedian }
    var noCacheFloorRatio: Double { noCacheMedian / floorMedian }
    /// The same ratios in CPU time (user + system), which machine load disturbs much less.
    var replayFloorCPURatio: Double { medianOf(replayCPU) / medianOf(floorCPU) }
    var importFloorCPURatio: Double { medianOf(importCPU) / medianOf(floorCPU) }
    var unchangedFloorCPURatio: Double { medianOf(unchangedCPU) / medianOf(floorCPU) }
    var noCacheFloorCPURatio: Double { medianOf(noCacheCPU) / medianOf(floorCPU) }
    var replayMicrosPerDelivery: Double { replayMedian / Double(deliveries) * 1e6 }
    /// "50 sessions × 20,000 (5,000 views)".
    var label: String { "\(shape.label) (\(shape.scene.label))" }
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

    /// The newest run's rows in `v_runs`, one per session: (sessions, deliveries, changed).
    func newestRun(_ db: String) -> (run: Int, sessions: Int, deliveries: Int, changed: Int)? {
        let row = query(db, "SELECT run, count(*), sum(deliveries), sum(changed) FROM v_runs WHERE run = (SELECT max(run) FROM v_runs) GROUP BY run")
        let parts = row.split(separator: "|").compactMap { Int($0) }
        guard parts.count == 4 else { return nil }
        return (parts[0], parts[1], parts[2], parts[3])
    }

    /// A replay's `--json` document without its run id, keys sorted: what a replay of the same
    /// sessions must print again when nothing changed.
    func replayDocument(_ r: ChildRun) throws -> Data {
        guard var document = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] else {
            throw BenchError.failed("replay printed no JSON document: \(r.stdout.prefix(300))")
        }
        document["run"] = nil
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    /// Each run: a fresh store with the scene (untimed); `import` of the shape's session folder
    /// (one command, one baseline run); the floor; `replay` of every session; the floor; the
    /// same `replay` again, nothing changed; the floor; `replay --no-cache`; the floor.
    ///
    /// - Parameters:
    ///   - changedVariant: a scene file of the same scene with different content; when given,
    ///     one more replay runs against it at the end (a replay that finds differences).
    ///   - exactDeliveries: whether each stored run must hold exactly one delivery per touch
    ///     and phase of the files (true unless the scene has builtins, whose scroll delay adds
    ///     and withholds deliveries).
    func measure(_ workload: ShapeWorkload, id: String, sceneFile: String, runs: Int, changedVariant: String?,
                 exactDeliveries: Bool) throws -> EndToEndFigures {
        let shape = workload.shape
        var f = EndToEndFigures(shape: shape, id: id, sessionFileBytes: workload.bytes, events: workload.events)
        let dir = work + "/e2e-\(shape.scene.name)-\(shape.sessions)x\(shape.deliveriesPerSession)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let db = dir + "/store.sqlite"
        let floorDB = dir + "/floor.sqlite"
        let floorScript = dir + "/floor.sql"
        try writeFile(floorScript, Array(FloorScript.generate(rows: shape.deliveries).utf8))

        func floor() throws -> Double {
            removeStore(floorDB)
            let fr = try runner.run(sqlite3, [floorDB], stdin: floorScript)
            try expectSuccess(fr, "sqlite3 floor script")
            let count = fr.stdout.split(whereSeparator: \.isNewline).last.flatMap { Int($0) }
            guard count == shape.deliveries else {
                throw BenchError.failed("the floor script read back \(count.map(String.init) ?? "nothing"), expected \(shape.deliveries) rows")
            }
            f.floorSeconds.append(fr.seconds)
            f.floorRSS.append(fr.maxRSS)
            f.floorCPU.append(fr.cpuSeconds)
            removeStore(floorDB)
            return fr.seconds
        }

        /// `replay` of every session, checked: exit 0, one stored row per session, no change.
        func replay(_ what: String, options: [String] = []) throws -> (run: ChildRun, stored: Int, storeBytes: Int) {
            let before = try storeSize(db)
            let r = try runner.run(touchtape, ["replay", "--db", db, "--json"] + options)
            try expectSuccess(r, what)
            let after = try storeSize(db)
            guard let newest = newestRun(db), newest.sessions == shape.sessions, newest.changed == 0,
                  !exactDeliveries || newest.deliveries == shape.deliveries else {
                throw BenchError.failed("\(what) stored \(newestRun(db).map { "\($0.sessions) sessions, \($0.deliveries) deliveries, \($0.changed) changed" } ?? "no run"), expected \(shape.sessions) sessions, \(shape.deliveries) deliveries, none changed")
            }
            return (r, newest.deliveries, after - before)
        }

        for i in 0..<runs {
            removeStore(db)
            let sr = try runner.run(touchtape, ["import", sceneFile, "--db", db, "--json"])
            try expectSuccess(sr, "import of the scene")
            f.sceneImportSeconds.append(sr.seconds)
            f.sceneImportRSS.append(sr.maxRSS)
            let before = try storeSize(db)
            let r = try runner.run(touchtape, ["import", workload.folder, "--db", db, "--json"])
            try expectSuccess(r, "import of \(workload.folder)")
            let afterImport = try storeSize(db)
            f.importSeconds.append(r.seconds)
            f.importCPU.append(r.cpuSeconds)
            f.importRSS.append(r.maxRSS)
            f.importStoreBytes.append(afterImport - before)
            let stored = query(db, "SELECT count(*), sum(events) FROM v_sessions")
            if stored != "\(shape.sessions)|\(workload.events)" {
                throw BenchError.failed("the store holds \(stored) (sessions|events), the files \(shape.sessions)|\(workload.events)")
            }
            let floorA = try floor()

            let first = try replay("replay")
            f.replaySeconds.append(first.run.seconds)
            f.replayCPU.append(first.run.cpuSeconds)
            f.replayRSS.append(first.run.maxRSS)
            f.replayStoreBytes.append(first.storeBytes)
            f.replayDeliveriesStored.append(first.stored)
            let floorB = try floor()

            let again = try replay("the replay with nothing changed")
            guard again.stored == first.stored else {
                throw BenchError.failed("the replay with nothing changed stored \(again.stored) deliveries, the first \(first.stored)")
            }
            guard try replayDocument(again.run) == replayDocument(first.run) else {
                throw BenchError.failed("the replay with nothing changed printed another document than the first (run id aside)")
            }
            f.unchangedSeconds.append(again.run.seconds)
            f.unchangedCPU.append(again.run.cpuSeconds)
            f.unchangedRSS.append(again.run.maxRSS)
            f.unchangedStoreBytes.append(again.storeBytes)
            let floorC = try floor()

            let full = try replay("replay --no-cache", options: ["--no-cache"])
            guard full.stored == first.stored, try replayDocument(full.run) == replayDocument(first.run) else {
                throw BenchError.failed("replay --no-cache stored or printed another result than the first replay")
            }
            f.noCacheSeconds.append(full.run.seconds)
            f.noCacheCPU.append(full.run.cpuSeconds)
            f.noCacheRSS.append(full.run.maxRSS)
            let floorD = try floor()
            log("    #\(i + 1): import \(Fmt.fixed(r.seconds, 2)) s (\(Fmt.bytes(Double(r.maxRSS))), +\(Fmt.bytes(Double(afterImport - before)))), floor \(Fmt.fixed(floorA, 2)) s, replay \(Fmt.fixed(first.run.seconds, 2)) s (\(Fmt.bytes(Double(first.run.maxRSS))), +\(first.storeBytes) B), floor \(Fmt.fixed(floorB, 2)) s, unchanged replay \(Fmt.fixed(again.run.seconds, 2)) s (\(Fmt.bytes(Double(again.run.maxRSS)))), floor \(Fmt.fixed(floorC, 2)) s, --no-cache replay \(Fmt.fixed(full.run.seconds, 2)) s, floor \(Fmt.fixed(floorD, 2)) s")
        }

        if let changedVariant {
            try expectSuccess(try runner.run(touchtape, ["import", changedVariant, "--db", db, "--json"]), "import of the scene variant")
            let before = try storeSize(db)
            let r = try runner.run(touchtape, ["replay", "--db", db, "--json"])
            try expectSuccess(r, "replay against the variant", allowed: [0, 1])
            let after = try storeSize(db)
            let newest = newestRun(db)
            f.changed = ChangedReplay(seconds: r.seconds, maxRSS: r.maxRSS, storeBytes: after - before,
                                      deliveries: newest?.deliveries ?? 0, changed: newest?.changed ?? 0, status: r.status)
            log("    replay against a changed scene: \(Fmt.fixed(r.seconds, 2)) s, \(newest?.changed ?? 0) changed, +\(after - before) B")
        }
        return f
    }
}
