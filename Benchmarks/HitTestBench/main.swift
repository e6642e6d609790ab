// touchtape-bench: the benchmark harness of issue #6 ("Benchmarks at scale").
//
//   scripts/bench            full size (a few minutes)
//   scripts/bench --quick    smoke size (under a minute)
//
// Generates its workloads from a seed, measures the engine in process (hit-testing, with and
// without trace, against a textbook implementation; dispatch), counts allocations under an
// LD_PRELOAD shim, runs the release `touchtape` binary end to end (import, replay, peak
// memory, store growth) against the `sqlite3` shell's floor, and prints a table and JSON.

import Foundation
import TouchTapeCore

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--rusage-wrapper" { ChildRunner.wrapperMain(Array(arguments.dropFirst())) }
if arguments.first == "--alloc-child" { allocChildMain(Array(arguments.dropFirst())) }

struct Options {
    var quick = false
    var seed: UInt64 = 20_240_606
    var sceneSizes = [500, 5_000, 50_000]
    var e2eScene = 5_000
    /// End to end: (scene views, session deliveries). Both scenes at three session sizes
    /// (memory flat in deliveries, cost linear, and cost per delivery against scene size at
    /// each size: issue #12 asks for the table at 100,000, 1,000,000 and 4,000,000 deliveries
    /// and at 5,000 and 50,000 views).
    var e2eCases = [(5_000, 100_000), (5_000, 1_000_000), (5_000, 4_000_000),
                    (50_000, 100_000), (50_000, 1_000_000), (50_000, 4_000_000)]
    /// Sessions at least this long are measured end to end once, not `e2eRuns` times (a run of
    /// 4,000,000 deliveries takes minutes on the shared 2-core machine).
    var e2eSingleRunFrom = 4_000_000
    var e2eCasesGiven = false
    var dispatchSession = 100_000
    var inProcessRuns = 7
    var e2eRuns = 3
    var secondsPerRun = 0.3
    var allocCount = 100_000
    var work = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/touchtape-bench"
    var touchtape: String?
    var shim: String?
    var jsonPath: String?
    var swiftVersion: String?
    var only: Set<String> = ["hittest", "alloc", "dispatch", "e2e", "wide"]
    /// Touches in the one wide event of the `wide` case (issue 18, item 5).
    var wideTouches = 131_072
    var keep = false
    /// Alternating runs of the two scenes at the middle session size (`--pair-runs`): the
    /// 50,000 ÷ 5,000 views ratio of issue #12 from runs side by side, so that the machine's
    /// drift between cases measured minutes apart does not move it.
    var pairRuns = 6

    static let usage = """
        usage: touchtape-bench [--quick] [--seed N] [--work DIR] [--touchtape PATH] [--shim PATH]
                               [--json PATH] [--only hittest,alloc,dispatch,e2e,wide] [--runs N] [--e2e-runs N]
                               [--wide-touches N] [--e2e-cases VIEWS:DELIVERIES,…]
                               [--pair-runs N] [--swift-version TEXT] [--keep]
        Run it with scripts/bench, which builds the release binaries and the allocation shim.
        """

    static func parse(_ args: [String]) -> Options {
        var o = Options()
        var i = 0
        func value() -> String {
            i += 1
            guard i < args.count else { fail("\(args[i - 1]) needs a value") }
            return args[i]
        }
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("touchtape-bench: \(message)\n\(usage)\n".utf8))
            exit(64)
        }
        while i < args.count {
            switch args[i] {
            case "--quick": o.quick = true
            case "--seed": o.seed = UInt64(value()) ?? { fail("--seed takes an unsigned integer") }()
            case "--work": o.work = value()
            case "--touchtape": o.touchtape = value()
            case "--shim": o.shim = value()
            case "--json": o.jsonPath = value()
            case "--swift-version": o.swiftVersion = value()
            case "--runs": o.inProcessRuns = max(5, Int(value()) ?? 7)
            case "--e2e-runs": o.e2eRuns = max(1, Int(value()) ?? 3)
            case "--only": o.only = Set(value().split(separator: ",").map(String.init))
            case "--keep": o.keep = true
            case "--pair-runs":
                // A figure the target is judged on: a typo must not silently run the default.
                guard let n = Int(value()), n >= 0 else { fail("--pair-runs takes a count (0 for none)") }
                o.pairRuns = n
            case "--e2e-cases":
                // Only these end-to-end cases, e.g. `5000:100000` (one size while iterating).
                o.e2eCasesGiven = true
                o.e2eCases = value().split(separator: ",").map { item in
                    let parts = item.split(separator: ":").compactMap { Int($0) }
                    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { fail("--e2e-cases takes VIEWS:DELIVERIES,…") }
                    return (parts[0], parts[1])
                }
            case "--wide-touches": o.wideTouches = max(1, Int(value()) ?? 131_072)
            case "-h", "--help": print(usage); exit(0)
            default: fail("unknown argument \(args[i])")
            }
            i += 1
        }
        if o.quick {
            if !o.e2eCasesGiven {
                o.e2eCases = [(5_000, 10_000), (5_000, 20_000), (5_000, 40_000), (50_000, 10_000), (50_000, 20_000), (50_000, 40_000)]
            }
            o.e2eSingleRunFrom = 40_000
            o.dispatchSession = 10_000
            o.inProcessRuns = 5
            o.secondsPerRun = 0.05
            o.allocCount = 20_000
            o.wideTouches = 16_384
        }
        return o
    }
}

let options = Options.parse(arguments)
let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let binDir = (selfPath as NSString).deletingLastPathComponent

func log(_ s: String) {
    FileHandle.standardError.write(Data((s + "\n").utf8))
}

func fail(_ message: String) -> Never {
    log("touchtape-bench: \(message)")
    exit(1)
}

func runBench() throws {
    let startedAt = Date()
    let started = now()
    try FileManager.default.createDirectory(atPath: options.work, withIntermediateDirectories: true)
    let loadBefore = MachineInfo.loadAverage()
    let machine = MachineInfo.collect(swiftVersion: options.swiftVersion)
    log("touchtape-bench: \(options.quick ? "quick" : "full") run, seed \(options.seed), work folder \(options.work)")
    log("machine: \(machine.cpus) CPUs, \(machine.cpuModel), \(Fmt.bytes(Double(machine.memoryBytes))); load \(loadBefore)")

    // Scenes: generated, written as JSON, decoded by the engine.
    var scenes: [Int: SceneUnderTest] = [:]
    // The wide-event case needs no generated scene: skip them when it runs alone.
    let needsScenes = !options.only.subtracting(["wide"]).isEmpty
    for n in Set(options.sceneSizes + [options.e2eScene]).sorted() where needsScenes {
        let s = try SceneUnderTest.make(viewCount: n, seed: options.seed)
        try writeFile(options.work + "/scene-\(n).json", s.json)
        scenes[n] = s
        log("scene \(s.model.name): \(Fmt.int(n)) views, \(Fmt.bytes(Double(s.json.count))) JSON, decoded in \(Fmt.fixed(s.decodeSeconds * 1000, 1)) ms")
    }

    // 1. Hit-testing.
    var hit: [HitTestFigures] = []
    if options.only.contains("hittest") {
        for n in options.sceneSizes {
            guard let s = scenes[n] else { continue }
            let points = samplePoints(count: 16_384, width: s.model.screenWidth, height: s.model.screenHeight, seed: options.seed)
            log("hit-testing \(s.model.name)…")
            let f = measureHitTesting(s, points: points, runs: options.inProcessRuns, secondsPerRun: options.secondsPerRun)
            log("  engine \(Fmt.rate(f.engineMedian))/s, traced \(Fmt.rate(f.tracedMedian))/s, textbook \(Fmt.rate(f.textbookMedian))/s, \(f.mismatches) mismatches")
            hit.append(f)
        }
    }

    // Allocation counts under the shim.
    var allocs: [AllocFigures] = []
    var allocNote: String?
    if options.only.contains("alloc") {
        do {
            let shim = try options.shim ?? buildShim(work: options.work)
            for n in options.sceneSizes {
                log("allocations of hit-testing on \(Fmt.int(n)) views…")
                allocs.append(try measureAllocations(views: n, count: options.allocCount, shim: shim, hit: hit))
            }
        } catch {
            allocNote = "\(error)"
            log("  allocation counting skipped: \(error)")
        }
    }

    // 2. Dispatch, engine only.
    var dispatch: [DispatchFigures] = []
    if options.only.contains("dispatch"), let e2eScene = scenes[options.e2eScene] {
        let g = SessionGenerator.generate(deliveries: options.dispatchSession, scene: e2eScene.model.name,
                                          width: e2eScene.model.screenWidth, height: e2eScene.model.screenHeight,
                                          seed: options.seed)
        let t0 = now()
        let events = try Session.decode(g.bytes, file: "session-\(g.deliveries).ndjson").events
        let decodeSeconds = now() - t0
        for n in options.sceneSizes {
            guard let s = scenes[n] else { continue }
            log("dispatching \(Fmt.int(g.deliveries)) deliveries on \(Fmt.int(n)) views…")
            let f = measureDispatch(s, events: events, decodeSeconds: decodeSeconds, runs: options.inProcessRuns)
            log("  \(Fmt.rate(f.medianRate)) deliveries/s")
            dispatch.append(f)
        }
    }

    // 3–5. End to end through the CLI, store included, alternating with the storage floor.
    var e2e: [EndToEndFigures] = []
    var pairs: PairedFigures?
    var sessions: [String: GeneratedSession] = [:]
    var runner: ChildRunner?
    if options.only.contains("e2e") {
        let touchtape = options.touchtape ?? binDir + "/touchtape"
        guard FileManager.default.isExecutableFile(atPath: touchtape) else {
            throw BenchError.failed("no touchtape binary at \(touchtape): run `swift build -c release --product touchtape` (scripts/bench does)")
        }
        guard let sqlite3 = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BenchError.failed("the sqlite3 shell is needed (Debian: apt-get install sqlite3)")
        }
        let r = ChildRunner(selfPath: selfPath, scratch: options.work)
        runner = r
        let driver = EndToEnd(touchtape: touchtape, sqlite3: sqlite3, runner: r, work: options.work, log: log)
        var variantDone = false
        // The pairs run at the session size both the main scene and the largest one have, the
        // middle one of the main scene's (1,000,000 in the full run).
        let pairBigViews = options.e2eCases.map(\.0).max() ?? options.e2eScene
        let mainSizes = options.e2eCases.filter { $0.0 == options.e2eScene }.map(\.1).sorted()
        func bigSceneHas(_ d: Int) -> Bool { options.e2eCases.contains { $0 == (pairBigViews, d) } }
        let middle = mainSizes.isEmpty ? nil : mainSizes[mainSizes.count / 2]
        let pairDeliveries = options.pairRuns == 0 || pairBigViews == options.e2eScene ? nil
            : middle.flatMap { bigSceneHas($0) ? $0 : nil } ?? mainSizes.first(where: bigSceneHas)
        var pairSessions: [Int: (scene: String, session: String, name: String)] = [:]
        for (views, d) in options.e2eCases {
            guard let s = scenes[views] else { continue }
            let sceneFile = options.work + "/scene-\(views).json"
            // Sessions are generated one at a time and dropped after use (4,000,000 deliveries
            // are about 300 MB of NDJSON).
            let g = SessionGenerator.generate(deliveries: d, scene: s.model.name, width: s.model.screenWidth,
                                              height: s.model.screenHeight, seed: options.seed)
            let sessionFile = options.work + "/session-\(views)v-\(d).ndjson"
            try writeFile(sessionFile, g.bytes)
            log("session \(g.name) on \(s.model.name): \(Fmt.int(g.events)) events, \(Fmt.int(g.deliveries)) deliveries (\(Fmt.int(g.taps)) taps, \(Fmt.int(g.drags)) drags, \(Fmt.int(g.twoFinger)) two-finger), \(Fmt.bytes(Double(g.bytes.count)))")
            var variantFile: String?
            if !variantDone && views == options.e2eScene {
                variantDone = true
                let file = options.work + "/scene-\(views)-changed.json"
                try writeFile(file, SceneGenerator.json(SceneGenerator.variant(s.model, seed: options.seed, share: 0.15)))
                variantFile = file
            }
            if pairDeliveries == d && (views == options.e2eScene || views == pairBigViews) {
                pairSessions[views] = (sceneFile, sessionFile, g.name)
            }
            let runs = d >= options.e2eSingleRunFrom ? 1 : options.e2eRuns
            log("end to end, \(Fmt.int(d)) deliveries on \(Fmt.int(views)) views, \(runs) run(s)…")
            let f = try driver.measure(views: views, sceneFile: sceneFile, sessionFile: sessionFile, sessionName: g.name,
                                       events: g.events, deliveries: g.deliveries, runs: runs, changedVariant: variantFile)
            e2e.append(f)
            var summary = g
            summary.bytes = []
            sessions["\(views)-\(d)"] = summary
            if !options.keep {
                if pairSessions[views]?.session != sessionFile { try? FileManager.default.removeItem(atPath: sessionFile) }
                try? FileManager.default.removeItem(atPath: options.work + "/e2e-\(views)-\(d)")
            }
        }
        if options.pairRuns > 0, let small = pairSessions[options.e2eScene], let big = pairSessions[pairBigViews], let d = pairDeliveries {
            log("\(options.pairRuns) alternating pairs, \(Fmt.int(d)) deliveries on \(Fmt.int(options.e2eScene)) and \(Fmt.int(pairBigViews)) views…")
            pairs = try driver.pairs(small: (options.e2eScene, small.scene, small.session), big: (pairBigViews, big.scene, big.session),
                                     deliveries: d, runs: options.pairRuns)
            if !options.keep {
                try? FileManager.default.removeItem(atPath: small.session)
                try? FileManager.default.removeItem(atPath: big.session)
            }
        }
    }

    // 6. One event of many touches against an ordinary session of the same size.
    var wide: WideEventFigures?
    if options.only.contains("wide") {
        let touchtape = options.touchtape ?? binDir + "/touchtape"
        guard FileManager.default.isExecutableFile(atPath: touchtape) else {
            throw BenchError.failed("no touchtape binary at \(touchtape): run `swift build -c release --product touchtape` (scripts/bench does)")
        }
        let r = runner ?? ChildRunner(selfPath: selfPath, scratch: options.work)
        runner = r
        log("one event of \(Fmt.int(options.wideTouches)) touches against an ordinary session of the same size…")
        wide = try WideEventBench.measure(touchtape: touchtape, runner: r, work: options.work, touches: options.wideTouches,
                                          runs: options.e2eRuns, seed: options.seed, log: log)
        if let wide { log("  \(Fmt.fixed(wide.ratio, 2))× the ordinary import time per byte") }
        if !options.keep { try? FileManager.default.removeItem(atPath: options.work + "/wide") }
    }

    let loadAfter = MachineInfo.loadAverage()
    let report = Report(options: options, machine: machine, loadBefore: loadBefore, loadAfter: loadAfter,
                        startedAt: startedAt, seconds: now() - started, hit: hit, allocs: allocs, allocNote: allocNote,
                        dispatch: dispatch, e2e: e2e, pairs: pairs, sessions: sessions, scenes: scenes,
                        memorySource: runner?.memorySource)
    print(report.table())
    if let wide { print("\n" + wide.table()) }
    let json = report.json().render() + "\n"
    print(json)
    let jsonPath = options.jsonPath ?? options.work + "/results.json"
    try json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
    log("results written to \(jsonPath)")
}

do {
    try runBench()
} catch {
    fail("\(error)")
}
