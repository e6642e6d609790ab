import Foundation
import TouchTapeCore
#if canImport(Glibc)
import Glibc
#endif

/// A scene under test: the generated model, the engine's compiled scene (decoded from the
/// real JSON) and the textbook objects.
struct SceneUnderTest {
    var model: GeneratedScene
    var json: [UInt8]
    var scene: Scene
    var textbook: TextbookScene
    var decodeSeconds: Double

    static func make(viewCount: Int, seed: UInt64) throws -> SceneUnderTest {
        let model = SceneGenerator.generate(viewCount: viewCount, seed: seed)
        let json = SceneGenerator.json(model)
        let start = now()
        let scene = try Scene.decode(json, file: "\(model.name).json")
        let decodeSeconds = now() - start
        guard scene.viewCount == viewCount else {
            throw BenchError.failed("scene \(model.name): the engine counts \(scene.viewCount) views, the generator \(viewCount)")
        }
        return SceneUnderTest(model: model, json: json, scene: scene, textbook: TextbookScene(model),
                              decodeSeconds: decodeSeconds)
    }
}

/// Sample points: uniform over the screen, on a 1/64-point grid.
func samplePoints(count: Int, width: Double, height: Double, seed: UInt64) -> [Point] {
    var rng = SplitMix64(seed: seed ^ 0x504F_494E_5453)
    return (0..<count).map { _ in
        Point(x: Double(rng.below(Int(width * 64))) / 64, y: Double(rng.below(Int(height * 64))) / 64)
    }
}

// MARK: - Timed loops (never inlined, each returns a checksum)

@inline(never)
func engineLoop(_ scene: Scene, _ points: [Point], reps: Int) -> Int {
    var sum = 0
    for _ in 0..<reps {
        for p in points {
            sum &+= Int(scene.hitTest(p).view ?? -1)
        }
    }
    return sum
}

@inline(never)
func engineTracedLoop(_ scene: Scene, _ points: [Point], reps: Int) -> Int {
    var sum = 0
    var entries: [TraceEntry] = []
    entries.reserveCapacity(1024)
    for _ in 0..<reps {
        for p in points {
            entries.removeAll(keepingCapacity: true)
            sum &+= Int(scene.hitTest(p, trace: &entries).view ?? -1) &+ entries.count
        }
    }
    return sum
}

@inline(never)
func textbookLoop(_ scene: TextbookScene, _ points: [TBPoint], reps: Int) -> Int {
    var sum = 0
    for _ in 0..<reps {
        for p in points {
            sum &+= scene.hitTest(p)?.tag ?? -1
        }
    }
    return sum
}

struct HitTestFigures {
    var viewCount: Int
    var decodeSeconds: Double
    var engine: [Double]      // hit-tests per second, one per run
    var traced: [Double]
    var textbook: [Double]
    var visitedPerHitTest: Double
    var pointInsidePerHitTest: Double
    var traceEntriesPerHitTest: Double
    var agreements: Int
    var mismatches: Int
    var mismatchExamples: [String]
    var nilResults: Int
    var distinctViewsHit: Int
    var points: Int
    /// What the sampled points hit, by class (nil: nothing), sorted by class name.
    var hitClasses: [(String, Int)]
    /// The views hit most often, with their counts.
    var topHits: [(String, Int)]

    var engineMedian: Double { medianOf(engine) }
    var tracedMedian: Double { medianOf(traced) }
    var textbookMedian: Double { medianOf(textbook) }
    var ratio: Double { engineMedian / textbookMedian }
}

/// Hit-tests per second on one scene: engine untraced, engine traced and the textbook, each
/// run `runs` times (interleaved, so load changes hit all three alike), on one core.
func measureHitTesting(_ s: SceneUnderTest, points: [Point], runs: Int, secondsPerRun: Double) -> HitTestFigures {
    let tbPoints = points.map { TBPoint(x: $0.x, y: $0.y) }

    // Agreement on every sampled point, and the shape of the work.
    var agreements = 0, mismatches = 0, nils = 0
    var examples: [String] = []
    var hitIDs: [String: Int] = [:]
    var classes: [String: Int] = [:]
    var hitTestCalls = 0, pointInsideCalls = 0, entriesTotal = 0
    var entries: [TraceEntry] = []
    for (p, q) in zip(points, tbPoints) {
        entries.removeAll(keepingCapacity: true)
        let traced = s.scene.hitTest(p, trace: &entries)
        let plain = s.scene.hitTest(p)
        let engineID = plain.view.map { s.scene.responderIDs[Int($0)] }
        let tracedID = traced.view.map { s.scene.responderIDs[Int($0)] }
        let textbookID = s.textbook.hitTest(q)?.id
        entriesTotal += entries.count
        for e in entries {
            if e.call == .hitTest { hitTestCalls += 1 } else { pointInsideCalls += 1 }
        }
        if engineID == textbookID && tracedID == engineID {
            agreements += 1
        } else {
            mismatches += 1
            if examples.count < 5 {
                examples.append("(\(p.x), \(p.y)): engine \(engineID ?? "nil"), traced \(tracedID ?? "nil"), textbook \(textbookID ?? "nil")")
            }
        }
        if let engineID { hitIDs[engineID, default: 0] += 1 } else { nils += 1 }
        classes[plain.view.map { s.scene.responderClasses[Int($0)] } ?? "nil", default: 0] += 1
    }

    func calibrate(_ body: (Int) -> Int) -> Int {
        var reps = 1
        while true {
            let t0 = now()
            blackHole(body(reps))
            let dt = now() - t0
            if dt >= secondsPerRun / 4 || reps >= 1 << 20 {
                return max(1, Int((Double(reps) * secondsPerRun / max(dt, 1e-9)).rounded(.up)))
            }
            reps *= 4
        }
    }
    let engineReps = calibrate { engineLoop(s.scene, points, reps: $0) }
    let tracedReps = calibrate { engineTracedLoop(s.scene, points, reps: $0) }
    let textbookReps = calibrate { textbookLoop(s.textbook, tbPoints, reps: $0) }

    var engine: [Double] = [], traced: [Double] = [], textbook: [Double] = []
    var checksums: (Int, Int) = (0, 0)
    for _ in 0..<runs {
        var t0 = now()
        let a = engineLoop(s.scene, points, reps: engineReps)
        engine.append(Double(engineReps * points.count) / (now() - t0))
        t0 = now()
        blackHole(engineTracedLoop(s.scene, points, reps: tracedReps))
        traced.append(Double(tracedReps * points.count) / (now() - t0))
        t0 = now()
        let b = textbookLoop(s.textbook, tbPoints, reps: textbookReps)
        textbook.append(Double(textbookReps * points.count) / (now() - t0))
        checksums = (a, b)
    }
    blackHole(checksums)
    let n = Double(points.count)
    return HitTestFigures(viewCount: s.scene.viewCount, decodeSeconds: s.decodeSeconds, engine: engine, traced: traced,
                          textbook: textbook, visitedPerHitTest: Double(hitTestCalls) / n,
                          pointInsidePerHitTest: Double(pointInsideCalls) / n, traceEntriesPerHitTest: Double(entriesTotal) / n,
                          agreements: agreements, mismatches: mismatches, mismatchExamples: examples, nilResults: nils,
                          distinctViewsHit: hitIDs.count, points: points.count,
                          hitClasses: classes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                          topHits: hitIDs.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                              .prefix(5).map { ($0.key, $0.value) })
}

// MARK: - Dispatch

struct DispatchFigures {
    var viewCount: Int
    var sessionDeliveries: Int
    var events: Int
    var rates: [Double]   // deliveries per second, one per run
    var decodeSeconds: Double
    var handled: Int
    var dropped: Int
    var controlEvents: Int
    var medianRate: Double { medianOf(rates) }
}

@inline(never)
func dispatchOnce(_ scene: Scene, _ events: [SessionEvent]) -> (seconds: Double, deliveries: Int, checksum: Int) {
    var dispatcher = Dispatcher(scene: scene)
    var out: [Delivery] = []
    out.reserveCapacity(8)
    var n = 0, checksum = 0
    let t0 = now()
    for (seq, event) in events.enumerated() {
        out.removeAll(keepingCapacity: true)
        dispatcher.dispatch(event, seq: seq, into: &out)
        n += out.count
        checksum &+= out.count &+ (out.last?.chain.count ?? 0)
    }
    return (now() - t0, n, checksum)
}

/// Engine-only dispatch (no store): a decoded session's events dispatched one at a time with
/// a reused output buffer, as `replay` does.
func measureDispatch(_ s: SceneUnderTest, events: [SessionEvent], decodeSeconds: Double, runs: Int) -> DispatchFigures {
    // One untimed pass to count what happened.
    var dispatcher = Dispatcher(scene: s.scene)
    var out: [Delivery] = []
    var handled = 0, dropped = 0, controlEvents = 0, total = 0
    for (seq, event) in events.enumerated() {
        out.removeAll(keepingCapacity: true)
        dispatcher.dispatch(event, seq: seq, into: &out)
        for d in out {
            total += 1
            if d.handledBy != nil { handled += 1 }
            if d.dropped != nil { dropped += 1 }
            controlEvents += d.controlEvents.count
        }
    }
    var rates: [Double] = []
    for _ in 0..<runs {
        let r = dispatchOnce(s.scene, events)
        blackHole(r.checksum)
        rates.append(Double(r.deliveries) / r.seconds)
    }
    return DispatchFigures(viewCount: s.scene.viewCount, sessionDeliveries: total, events: events.count, rates: rates,
                           decodeSeconds: decodeSeconds, handled: handled, dropped: dropped, controlEvents: controlEvents)
}

// MARK: - Allocation counting (child side)

/// `--alloc-child MODE VIEWS COUNT SEED`: run under the LD_PRELOAD shim. Builds the scene,
/// warms up, then runs exactly COUNT hit-tests (engine untraced or traced, or the textbook),
/// or dispatches a session of COUNT deliveries, and prints the allocations counted around
/// that loop alone, read from the shim with dlsym. Also handy under a profiler (valgrind
/// --tool=callgrind), where COUNT and 2·COUNT runs give the cost of one hit-test.
func allocChildMain(_ args: [String]) -> Never {
    guard args.count == 4, let views = Int(args[1]), let count = Int(args[2]), let seed = UInt64(args[3]) else {
        FileHandle.standardError.write(Data("usage: --alloc-child untraced|traced|textbook|dispatch VIEWS COUNT SEED\n".utf8))
        exit(64)
    }
    let mode = args[0]
    typealias Counter = @convention(c) () -> UInt64
    let counter: Counter? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "tt_malloc_count")
        .map { unsafeBitCast($0, to: Counter.self) }
    do {
        let s = try SceneUnderTest.make(viewCount: views, seed: seed)
        let points = samplePoints(count: 4096, width: s.model.screenWidth, height: s.model.screenHeight, seed: seed)
        var sum = 0
        var before: UInt64 = 0, after: UInt64 = 0
        switch mode {
        case "untraced":
            sum &+= engineLoop(s.scene, points, reps: 1)  // warm-up
            before = counter?() ?? 0
            for i in 0..<count { sum &+= Int(s.scene.hitTest(points[i & 4095]).view ?? -1) }
            after = counter?() ?? 0
        case "traced":
            var entries: [TraceEntry] = []
            entries.reserveCapacity(4096)
            for p in points { entries.removeAll(keepingCapacity: true); _ = s.scene.hitTest(p, trace: &entries) }
            before = counter?() ?? 0
            for i in 0..<count {
                entries.removeAll(keepingCapacity: true)
                sum &+= Int(s.scene.hitTest(points[i & 4095], trace: &entries).view ?? -1)
            }
            after = counter?() ?? 0
        case "textbook":
            let tb = points.map { TBPoint(x: $0.x, y: $0.y) }
            sum &+= textbookLoop(s.textbook, tb, reps: 1)  // warm-up
            before = counter?() ?? 0
            for i in 0..<count { sum &+= s.textbook.hitTest(tb[i & 4095])?.tag ?? -1 }
            after = counter?() ?? 0
        case "dispatch":
            let session = SessionGenerator.generate(deliveries: count, scene: s.model.name, width: s.model.screenWidth,
                                                    height: s.model.screenHeight, seed: seed)
            let events = try Session.decode(session.bytes).events
            blackHole(dispatchOnce(s.scene, events))  // warm-up
            before = counter?() ?? 0
            sum &+= dispatchOnce(s.scene, events).checksum
            after = counter?() ?? 0
        default:
            exit(64)
        }
        blackHole(sum)
        print("loop_allocations \(after &- before) counter \(counter != nil ? "yes" : "no")")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("alloc child: \(error)\n".utf8))
        exit(1)
    }
}
