import Foundation

/// The table (Markdown, pasted into BENCHMARKS.md) and the JSON document of one run.
struct Report {
    var options: Options
    var machine: MachineInfo
    var loadBefore: [Double]
    var loadAfter: [Double]
    var startedAt: Date
    var seconds: Double
    var hit: [HitTestFigures]
    var allocs: [AllocFigures]
    var allocNote: String?
    var dispatch: [DispatchFigures]
    var e2e: [EndToEndFigures]
    var workloads: [ShapeWorkload]
    var scenes: [Int: SceneUnderTest]
    var sceneFiles: [SceneFile]
    var memorySource: String?
    /// CPU time (user + system) of the child processes and of the harness itself (the
    /// commands may use more than one core, so their sum is not the run's length).
    var childCPUSeconds: Double
    var harnessCPUSeconds: Double

    struct Target {
        var name: String
        var figure: String
        var met: Bool?
        /// The shape the target was judged on (the worst one), when it is judged on shapes.
        var worst: String? = nil
    }

    func table() -> String {
        var out: [String] = []
        func line(_ s: String = "") { out.append(s) }
        func row(_ cells: [String]) { line("| " + cells.joined(separator: " | ") + " |") }
        /// Numbers right-aligned (all columns but the first), or text left-aligned.
        func header(_ cells: [String], numeric: Bool = true) {
            row(cells)
            line("|" + cells.indices.map { i in i == 0 || !numeric ? "---" : "---:" }.joined(separator: "|") + "|")
        }

        let iso = ISO8601DateFormatter().string(from: startedAt)
        line("## touchtape-bench \(options.quick ? "(quick)" : "(full)") — \(iso), seed \(options.seed), \(Fmt.fixed(seconds, 0)) s")
        line()
        line("- machine: \(machine.cpus) CPUs (nproc), \(machine.cpuModel), \(Fmt.bytes(Double(machine.memoryBytes))) memory; \(machine.os), Linux \(machine.kernel)")
        line("- build: release (`swift build -c release`), \(machine.swiftVersion); sqlite3 shell \(machine.sqliteVersion); code at \(machine.revision)")
        line("- load average (1/5/15 min): \(loadBefore.map { Fmt.fixed($0, 2) }.joined(separator: " ")) before, \(loadAfter.map { Fmt.fixed($0, 2) }.joined(separator: " ")) after")
        line("- medians of \(options.inProcessRuns) runs in process, \(options.e2eRuns) end to end; one core (single-threaded)")
        line("- CPU time (user + system): child processes (the measured commands, the floors, `sqlite3` queries, allocation children) \(Fmt.fixed(childCPUSeconds, 0)) s, the harness itself \(Fmt.fixed(harnessCPUSeconds, 0)) s, in \(Fmt.fixed(seconds, 0)) s of wall-clock time")
        line()

        if !e2e.isEmpty {
            func worst(_ title: String, _ figure: (EndToEndFigures) -> Double) -> String {
                guard let w = e2e.max(by: { figure($0) < figure($1) }) else { return "" }
                return "\(title) \(Fmt.fixed(figure(w), 2))× (\(w.id))"
            }
            line("**Worst shape: " + [worst("replay", \.replayFloorRatio), worst("import", \.importFloorRatio),
                                      worst("unchanged replay", \.unchangedFloorRatio),
                                      worst("--no-cache replay", \.noCacheFloorRatio)].joined(separator: ", ")
                 + " the storage floor, of \(e2e.count) shape\(e2e.count == 1 ? "" : "s")**")
            line()
        }

        if let f = hit.first(where: { $0.viewCount == 5_000 }) {
            line("**Hit-tests per second, 5,000-view scene (release, untraced, one core): \(Fmt.int(Int(f.engineMedian.rounded())))**")
            line()
        }

        if !hit.isEmpty {
            line("### 1. Hit-testing (one core), and the straightforward implementation")
            line()
            header(["views", "engine hit-tests/s", "traced hit-tests/s", "textbook hit-tests/s", "engine ÷ textbook",
                    "views visited / hit-test", "ns / visited view", "agree / mismatch", "scene decode"])
            for f in hit {
                row([Fmt.int(f.viewCount), Fmt.rate(f.engineMedian), Fmt.rate(f.tracedMedian), Fmt.rate(f.textbookMedian),
                     Fmt.fixed(f.ratio, 1) + "×", Fmt.fixed(f.visitedPerHitTest, 1),
                     Fmt.fixed(1e9 / f.engineMedian / f.visitedPerHitTest, 1),
                     "\(Fmt.int(f.agreements)) / \(f.mismatches)", Fmt.fixed(f.decodeSeconds * 1000, 0) + " ms"])
            }
            for f in hit where !f.mismatchExamples.isEmpty {
                line()
                line("Mismatches on \(Fmt.int(f.viewCount)) views: " + f.mismatchExamples.joined(separator: "; "))
            }
            line()
        }

        if !allocs.isEmpty || allocNote != nil {
            line("### Allocations (LD_PRELOAD shim, Benchmarks/MallocCount)")
            line()
            if let allocNote { line("Not measured: \(allocNote)"); line() }
            if !allocs.isEmpty {
                header(["views", "untraced: allocs / hit-test ((2N−N)/N)", "per visited view", "in the timed loop (N)",
                        "traced: allocs / hit-test", "textbook: allocs / hit-test", "dispatch: allocs / delivery"])
                for a in allocs {
                    row([Fmt.int(a.views), Fmt.sig(a.perHitTest) + " (N = \(Fmt.int(a.count)))",
                         a.perVisitedView.map { Fmt.sig($0) } ?? "–", Fmt.int(a.loopUntraced),
                         Fmt.sig(a.tracedPerHitTest), Fmt.sig(a.textbookPerHitTest), Fmt.sig(a.dispatchPerDelivery)])
                }
                line()
            }
        }

        if !dispatch.isEmpty {
            line("### 2. Dispatch, engine only (no store)")
            line()
            header(["views", "deliveries", "events", "deliveries/s", "µs / delivery", "handled", "dropped", "control events"])
            for f in dispatch {
                row([Fmt.int(f.viewCount), Fmt.int(f.sessionDeliveries), Fmt.int(f.events), Fmt.rate(f.medianRate),
                     Fmt.fixed(1e6 / f.medianRate, 2), Fmt.int(f.handled), Fmt.int(f.dropped), Fmt.int(f.controlEvents)])
            }
            if let f = dispatch.first {
                line()
                line("(Decoding the session file with `Session.decode`, not timed above: \(Fmt.fixed(f.decodeSeconds, 2)) s, \(Fmt.rate(Double(f.events) / f.decodeSeconds)) events/s.)")
            }
            line()
        }

        if !e2e.isEmpty {
            line(shapesTable())
        }

        let t = targets
        if !t.isEmpty {
            line("### Targets")
            line()
            header(["target", "worst shape", "measured", "met"], numeric: false)
            for target in t {
                row([target.name, target.worst ?? "–", target.figure, target.met.map { $0 ? "met" : "**missed**" } ?? "–"])
            }
            line()
        }
        return out.joined(separator: "\n")
    }

    func json() -> JSONOut {
        var top: [(String, JSONOut)] = []
        top.append(("tool", .string("touchtape-bench")))
        top.append(("mode", .string(options.quick ? "quick" : "full")))
        top.append(("seed", .string(String(options.seed))))
        top.append(("startedAt", .string(ISO8601DateFormatter().string(from: startedAt))))
        top.append(("seconds", .num(seconds)))
        top.append(("machine", .object([
            ("nproc", .int(machine.cpus)), ("cpuModel", .string(machine.cpuModel)),
            ("memoryBytes", .int(machine.memoryBytes)), ("os", .string(machine.os)), ("kernel", .string(machine.kernel)),
            ("loadAverageBefore", .array(loadBefore.map { .number($0) })),
            ("loadAverageAfter", .array(loadAfter.map { .number($0) })),
        ])))
        top.append(("build", .object([
            ("configuration", .string("release")), ("swift", .string(machine.swiftVersion)),
            ("sqlite3", .string(machine.sqliteVersion)), ("revision", .string(machine.revision)),
        ])))
        top.append(("runs", .object([("inProcess", .int(options.inProcessRuns)), ("endToEnd", .int(options.e2eRuns))])))
        if let f = hit.first(where: { $0.viewCount == 5_000 }) {
            top.append(("hitTestsPerSecond5000Views", .num(f.engineMedian)))
        }
        top.append(("cpuSeconds", .object([("childProcesses", .num(childCPUSeconds)), ("harness", .num(harnessCPUSeconds))])))
        top.append(("scenes", .array(scenes.keys.sorted().map { n in
            let s = scenes[n]!
            return .object([("name", .string(s.model.name)), ("views", .int(n)), ("jsonBytes", .int(s.json.count)),
                            ("decodeSeconds", .num(s.decodeSeconds))])
        })))
        top.append(("shapeScenes", .array(sceneFiles.map { s in
            .object([("name", .string(s.name)), ("views", .int(s.views)), ("jsonBytes", .int(s.jsonBytes)),
                     ("decodeSeconds", .num(s.decodeSeconds)), ("builtinKeys", .bool(s.builtins))])
        })))
        top.append(("sessions", .array(workloads.map { w in
            .object([("shape", .string(w.shape.id(mainScene: options.e2eScene))), ("sessions", .int(w.shape.sessions)),
                     ("events", .int(w.events)), ("deliveries", .int(w.deliveries)), ("bytes", .int(w.bytes)),
                     ("taps", .int(w.taps)), ("drags", .int(w.drags)), ("twoFinger", .int(w.twoFinger))])
        })))
        top.append(("hitTesting", .array(hit.map { f in
            .object([
                ("views", .int(f.viewCount)),
                ("engineHitTestsPerSecond", .num(f.engineMedian)),
                ("tracedHitTestsPerSecond", .num(f.tracedMedian)),
                ("textbookHitTestsPerSecond", .num(f.textbookMedian)),
                ("engineOverTextbook", .num(f.ratio)),
                ("engineRuns", .array(f.engine.map { .number($0) })),
                ("tracedRuns", .array(f.traced.map { .number($0) })),
                ("textbookRuns", .array(f.textbook.map { .number($0) })),
                ("viewsVisitedPerHitTest", .num(f.visitedPerHitTest)),
                ("pointInsideCallsPerHitTest", .num(f.pointInsidePerHitTest)),
                ("points", .int(f.points)), ("agreements", .int(f.agreements)), ("mismatches", .int(f.mismatches)),
                ("mismatchExamples", .array(f.mismatchExamples.map { .string($0) })),
                ("nilResults", .int(f.nilResults)), ("distinctViewsHit", .int(f.distinctViewsHit)),
                ("hitClasses", .object(f.hitClasses.map { ($0.0, .int($0.1)) })),
                ("topHits", .object(f.topHits.map { ($0.0, .int($0.1)) })),
            ])
        })))
        var allocMembers: [(String, JSONOut)] = []
        if let allocNote { allocMembers.append(("skipped", .string(allocNote))) }
        allocMembers.append(("results", .array(allocs.map { a in
            .object([
                ("views", .int(a.views)), ("n", .int(a.count)),
                ("processMallocsN", .int(a.totalN)), ("processMallocs2N", .int(a.total2N)),
                ("untracedPerHitTest", .num(a.perHitTest)), ("untracedPerVisitedView", .num(a.perVisitedView)),
                ("untracedInLoop", .int(a.loopUntraced)), ("tracedPerHitTest", .num(a.tracedPerHitTest)),
                ("textbookPerHitTest", .num(a.textbookPerHitTest)),
                ("dispatchPerDelivery", .num(a.dispatchPerDelivery)),
            ])
        })))
        top.append(("allocations", .object(allocMembers)))
        top.append(("dispatch", .array(dispatch.map { f in
            .object([
                ("views", .int(f.viewCount)), ("deliveries", .int(f.sessionDeliveries)), ("events", .int(f.events)),
                ("deliveriesPerSecond", .num(f.medianRate)), ("runs", .array(f.rates.map { .number($0) })),
                ("handled", .int(f.handled)), ("dropped", .int(f.dropped)), ("controlEvents", .int(f.controlEvents)),
                ("sessionDecodeSeconds", .num(f.decodeSeconds)),
            ])
        })))
        top.append(("endToEnd", shapesJSON()))
        top.append(("targets", .array(targets.map { t in
            .object([("target", .string(t.name)), ("worstShape", t.worst.map { .string($0) } ?? .null),
                     ("measured", .string(t.figure)), ("met", t.met.map { .bool($0) } ?? .null)])
        })))
        return .object(top)
    }
}
