// touchtape-bench: the benchmark harness of issues #6 ("Benchmarks at scale") and #26 (the
// shapes CI really has).
//
//   scripts/bench            full size (several minutes)
//   scripts/bench --quick    smoke size (under a minute on a quiet machine)
//
// Generates its workloads from a seed, measures the engine in process (hit-testing, with and
// without trace, against a textbook implementation; dispatch), counts allocations under an
// LD_PRELOAD shim, runs the release `touchtape` binary end to end on every shape of issue #26
// (import, replay, a replay with nothing changed, peak memory, store growth), each against the
// `sqlite3` shell's floor for as many rows, and prints a table and JSON.

import Foundation
import TouchTapeCore

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--rusage-wrapper" { ChildRunner.wrapperMain(Array(arguments.dropFirst())) }
if arguments.first == "--alloc-child" { allocChildMain(Array(arguments.dropFirst())) }

struct Options {
    var quick = false
    var seed: UInt64 = 20_240_606
    var sceneSizes = [500, 5_000, 50_000]
    /// The grid scene of the in-process dispatch figures and of four of the shapes; the scroll
    /// scene of the sixth has as many views.
    var e2eScene = 5_000
    /// End to end: issue #26's shapes (Shapes.swift), each against its own storage floor.
    var shapes: [Shape] = Shape.full(mainScene: 5_000)
    var shapesGiven = false
    var dispatchSession = 100_000
    var inProcessRuns = 7
    var e2eRuns = 3
    var e2eRunsGiven = false
    var secondsPerRun = 0.3
    var allocCount = 100_000
    var work = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/touchtape-bench"
    var touchtape: String?
    var shim: String?
    var jsonPath: String?
    var swiftVersion: String?
    static let sections: Set<String> = ["hittest", "alloc", "dispatch", "e2e", "wide"]
    var only: Set<String> = sections
    /// Touches in the one wide event of the `wide` case (issue 18, item 5).
    var wideTouches = 131_072
    var keep = false

    static let usage = """
        usage: touchtape-bench [--quick] [--seed N] [--work DIR] [--touchtape PATH] [--shim PATH]
                               [--json PATH] [--only hittest,alloc,dispatch,e2e,wide] [--runs N] [--e2e-runs N]
                               [--shapes SHAPE,…] [--wide-touches N] [--swift-version TEXT] [--keep]
        Run it with scripts/bench, which builds the release binaries and the allocation shim.
        e2e runs issue #26's shapes end to end, each against its own storage floor. A SHAPE is
        SESSIONSxDELIVERIES on the 5,000-view grid scene, SESSIONSxDELIVERIES@VIEWS on another
        grid scene, SESSIONSxDELIVERIES@scroll (@scrollVIEWS) on the scroll-view scene; the
        default: 1x1000000,50x20000,1000x200,5000x40,200x1000@50000,500x400@scroll (--quick:
        1x100000,5x20000,100x200,500x40,20x1000@50000,50x400@scroll).
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
        var shapesText: String?
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
            case "--e2e-runs":
                o.e2eRuns = max(1, Int(value()) ?? 3)
                o.e2eRunsGiven = true
            case "--only":
                o.only = Set(value().split(separator: ",").map(String.init))
                let unknown = o.only.subtracting(sections)
                // A typo must not silently measure nothing.
                guard unknown.isEmpty, !o.only.isEmpty else {
                    fail("--only takes some of \(sections.sorted().joined(separator: ",")); not \(unknown.sorted().joined(separator: ","))")
                }
            case "--keep": o.keep = true
            case "--shapes":
                // Only these shapes (one while iterating), in this order.
                o.shapesGiven = true
                shapesText = value()
            case "--e2e-cases", "--pair-runs":
                // Issue #12's one-session cases and its paired 50,000 / 5,000-view runs gave way
                // to issue #26's shapes (their figures stay in git's history of BENCHMARKS.md).
                fail("\(args[i]) was removed with issue #26: end to end now runs the shapes (--shapes)")
            case "--wide-touches": o.wideTouches = max(1, Int(value()) ?? 131_072)
            case "-h", "--help": print(usage); exit(0)
            default: fail("unknown argument \(args[i])")
            }
            i += 1
        }
        if let shapesText {
            o.shapes = shapesText.split(separator: ",").map { item in
                guard let shape = Shape.parse(item, mainScene: o.e2eScene) else {
                    fail("--shapes: \(item) is not SESSIONSxDELIVERIES[@VIEWS|@scroll[VIEWS]]")
                }
                return shape
            }
            guard !o.shapes.isEmpty else { fail("--shapes names no shape") }
        }
        if o.quick {
            if !o.shapesGiven { o.shapes = Shape.quick(mainScene: o.e2eScene) }
            // Two runs a shape keep the whole smoke run under a minute on a quiet machine.
            if !o.e2eRunsGiven { o.e2eRuns = 2 }
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

    // Scenes for the in-process figures: generated, written as JSON, decoded by the engine.
    var scenes: [Int: SceneUnderTest] = [:]
    let inProcess = !options.only.intersection(["hittest", "alloc", "dispatch"]).isEmpty
    for n in Set(options.sceneSizes + [options.e2eScene]).sorted() where inProcess {
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

    // 3–5. End to end through the CLI, store included: every shape of issue #26, each
    // alternating with its own storage floor.
    var e2e: [EndToEndFigures] = []
    var workloads: [ShapeWorkload] = []
    var sceneFiles: [SceneFile] = []
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
        var models: [Shape.SceneKind: (model: GeneratedScene, file: String)] = [:]
        var variantDone = false
        for shape in options.shapes {
            let id = shape.id(mainScene: options.e2eScene)
            if models[shape.scene] == nil {
                let scene = try SceneFile.make(shape.scene, seed: options.seed, work: options.work, inProcess: scenes[shape.scene.views])
                sceneFiles.append(scene.file)
                models[shape.scene] = (scene.model, scene.file.path)
                log("scene \(scene.model.name): \(Fmt.int(scene.file.views)) views, \(Fmt.bytes(Double(scene.file.jsonBytes))) JSON\(scene.file.builtins ? ", with builtin keys" : "")")
            }
            guard let (model, sceneFile) = models[shape.scene] else { continue }
            // Sessions are generated for one shape at a time and dropped after use (1,000,000
            // deliveries are about 80 MB of NDJSON).
            let w = try ShapeWorkload.write(shape, scene: model, folder: options.work + "/sessions-\(id)", seed: options.seed)
            log("shape \(id): \(shape.label) on \(model.name): \(Fmt.int(w.events)) events, \(Fmt.int(w.deliveries)) deliveries (\(Fmt.int(w.taps)) taps, \(Fmt.int(w.drags)) drags, \(Fmt.int(w.twoFinger)) two-finger), \(Fmt.bytes(Double(w.bytes)))")
            var variantFile: String?
            if !variantDone && shape.scene == .grid(options.e2eScene) {
                variantDone = true
                let file = options.work + "/scene-\(options.e2eScene)-changed.json"
                try writeFile(file, SceneGenerator.json(SceneGenerator.variant(model, seed: options.seed, share: 0.15)))
                variantFile = file
            }
            log("end to end, \(id), \(options.e2eRuns) run(s)…")
            let hasBuiltins = sceneFiles.first { $0.kind == shape.scene }?.builtins ?? false
            let f = try driver.measure(w, id: id, sceneFile: sceneFile, runs: options.e2eRuns, changedVariant: variantFile,
                                       exactDeliveries: !hasBuiltins)
            log("  import \(Fmt.fixed(f.importFloorRatio, 2))×, replay \(Fmt.fixed(f.replayFloorRatio, 2))×, unchanged replay \(Fmt.fixed(f.unchangedFloorRatio, 2))×, --no-cache replay \(Fmt.fixed(f.noCacheFloorRatio, 2))× the floor; \(Fmt.fixed(f.replayMicrosPerDelivery, 2)) µs per delivery replayed; peak \(Fmt.bytes(f.peakRSS))")
            e2e.append(f)
            workloads.append(w)
            if !options.keep {
                try? FileManager.default.removeItem(atPath: w.folder)
                try? FileManager.default.removeItem(atPath: options.work + "/e2e-\(shape.scene.name)-\(shape.sessions)x\(shape.deliveriesPerSession)")
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
    let cpu = CPUTimes.now()
    let report = Report(options: options, machine: machine, loadBefore: loadBefore, loadAfter: loadAfter,
                        startedAt: startedAt, seconds: now() - started, hit: hit, allocs: allocs, allocNote: allocNote,
                        dispatch: dispatch, e2e: e2e, workloads: workloads, scenes: scenes, sceneFiles: sceneFiles,
                        memorySource: runner?.memorySource, childCPUSeconds: cpu.children, harnessCPUSeconds: cpu.harness)
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
