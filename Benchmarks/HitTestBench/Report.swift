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
    var pairs: PairedFigures?
    var sessions: [String: GeneratedSession]
    var scenes: [Int: SceneUnderTest]
    var memorySource: String?

    struct Target {
        var name: String
        var figure: String
        var met: Bool?
    }

    /// The end-to-end cases on the main (5,000-view) scene, by session size.
    var mainScene: [EndToEndFigures] { e2e.filter { $0.views == options.e2eScene }.sorted { $0.deliveries < $1.deliveries } }
    var small: EndToEndFigures? { mainScene.first }
    var large: EndToEndFigures? { mainScene.count > 1 ? mainScene.last : nil }
    /// The case the floor targets are about: 1,000,000 deliveries (the quick run: its middle size).
    var reference: EndToEndFigures? { mainScene.first { $0.deliveries == 1_000_000 } ?? (mainScene.count > 1 ? mainScene[mainScene.count / 2] : mainScene.first) }
    /// The largest scene at the reference's session size.
    var bigScene: EndToEndFigures? {
        guard let reference else { return nil }
        return e2e.filter { $0.views > reference.views && $0.deliveries == reference.deliveries }.max { $0.views < $1.views }
    }

    var targets: [Target] {
        var t: [Target] = []
        if let r = reference {
            t.append(Target(name: "replay of \(Fmt.int(r.deliveries)) deliveries on \(Fmt.int(r.views)) views ≤ 1.0× the storage floor",
                            figure: "\(Fmt.fixed(r.floorRatio, 2))× (\(Fmt.fixed(r.replayMedian, 2)) s / \(Fmt.fixed(r.floorMedian, 2)) s); CPU \(Fmt.fixed(r.floorCPURatio, 2))×",
                            met: r.floorRatio <= 1.0))
            t.append(Target(name: "import of the same session, baseline run included, ≤ 2.0× the storage floor",
                            figure: "\(Fmt.fixed(r.importFloorRatio, 2))× (\(Fmt.fixed(r.importMedian, 2)) s / \(Fmt.fixed(r.floorMedian, 2)) s); CPU \(Fmt.fixed(r.importFloorCPURatio, 2))×",
                            met: r.importFloorRatio <= 2.0))
        }
        if let small, let large {
            let importRatio = large.importRSSMedian / small.importRSSMedian
            let replayRatio = large.replayRSSMedian / small.replayRSSMedian
            t.append(Target(name: "peak memory flat in deliveries (import and replay, \(Fmt.int(large.deliveries)) ÷ \(Fmt.int(small.deliveries)), ≤ 1.25×)",
                            figure: "import \(Fmt.fixed(importRatio, 2))× (\(Fmt.bytes(large.importRSSMedian)) / \(Fmt.bytes(small.importRSSMedian))), replay \(Fmt.fixed(replayRatio, 2))× (\(Fmt.bytes(large.replayRSSMedian)) / \(Fmt.bytes(small.replayRSSMedian)))",
                            met: importRatio <= 1.25 && replayRatio <= 1.25))
        }
        if let biggest = e2e.max(by: { $0.views < $1.views }) {
            // The highest peak of any session size on that scene.
            let peak = e2e.filter { $0.views == biggest.views }.map { max($0.importRSSMedian, $0.replayRSSMedian) }.max() ?? 0
            t.append(Target(name: "peak memory ≤ 2 KB per view of the largest scene (\(Fmt.int(biggest.views)) views)",
                            figure: "\(Fmt.fixed(peak / Double(biggest.views), 0)) B per view (\(Fmt.bytes(peak)))",
                            met: peak / Double(biggest.views) <= 2048))
        }
        if !mainScene.isEmpty {
            // The issue's own setup is the 5,000-view scene; on a larger scene a short session
            // also carries the texts and shapes of every view it meets once (reported apart).
            let worst = mainScene.map(\.storeBytesPerDelivery).max() ?? 0
            t.append(Target(name: "store ≤ 80 bytes per delivery after a baseline and one replay (\(Fmt.int(options.e2eScene))-view scene)",
                            figure: mainScene.map { "\($0.label): \(Fmt.fixed($0.storeBytesPerDelivery, 1)) B" }.joined(separator: ", "),
                            met: worst <= 80))
            let others = e2e.filter { $0.views != options.e2eScene }
            if !others.isEmpty {
                t.append(Target(name: "the same on the other scenes (not a target of its own)",
                                figure: others.map { "\($0.label): \(Fmt.fixed($0.storeBytesPerDelivery, 1)) B" }.joined(separator: ", "),
                                met: nil))
            }
        }
        if let p = pairs, !p.importRatios.isEmpty {
            // Judged on the pairs when they ran: both scenes side by side (PairedRuns.swift).
            func range(_ r: [Double]) -> String { "\(Fmt.fixed(r.min() ?? 0, 2))–\(Fmt.fixed(r.max() ?? 0, 2))×" }
            t.append(Target(name: "\(Fmt.int(p.bigViews))-view scene ≤ 1.5× the \(Fmt.int(p.smallViews))-view one per delivery (\(Fmt.int(p.deliveries)) deliveries, median of \(p.importRatios.count) alternating pairs)",
                            figure: "replay \(Fmt.fixed(p.replayRatio, 2))× (pairs \(range(p.replayRatios))), import \(Fmt.fixed(p.importRatio, 2))× (pairs \(range(p.importRatios)))",
                            met: p.replayRatio <= 1.5 && p.importRatio <= 1.5))
        }
        if let r = reference, let big = bigScene {
            let replay = big.replayMedian / r.replayMedian, imp = big.importMedian / r.importMedian
            t.append(Target(name: "\(Fmt.int(big.views))-view scene ≤ 1.5× the \(Fmt.int(r.views))-view one per delivery" + (pairs == nil ? "" : " (the cases above, minutes apart)"),
                            figure: "replay \(Fmt.fixed(replay, 2))×, import \(Fmt.fixed(imp, 2))×",
                            met: pairs == nil ? replay <= 1.5 && imp <= 1.5 : nil))
        }
        if let r = reference, let big = bigScene {
            // The same ratio at every session size both scenes ran, and per delivery beyond what
            // each scene costs once (loading it, interning the texts and shapes of its views the
            // first session meets): the slope between the two largest sizes (BENCHMARKS.md).
            let sizes = Set(e2e.filter { $0.views == r.views }.map(\.deliveries))
                .intersection(e2e.filter { $0.views == big.views }.map(\.deliveries)).sorted()
            func at(_ views: Int, _ d: Int) -> EndToEndFigures? { e2e.first { $0.views == views && $0.deliveries == d } }
            var parts: [String] = []
            for d in sizes {
                guard let a = at(r.views, d), let b = at(big.views, d) else { continue }
                parts.append("\(Fmt.int(d)): replay \(Fmt.fixed(b.replayMedian / a.replayMedian, 2))×, import \(Fmt.fixed(b.importMedian / a.importMedian, 2))×")
            }
            if sizes.count >= 2, let a1 = at(r.views, sizes[sizes.count - 2]), let a2 = at(r.views, sizes[sizes.count - 1]),
               let b1 = at(big.views, sizes[sizes.count - 2]), let b2 = at(big.views, sizes[sizes.count - 1]) {
                let replay = (b2.replayMedian - b1.replayMedian) / (a2.replayMedian - a1.replayMedian)
                let imp = (b2.importMedian - b1.importMedian) / (a2.importMedian - a1.importMedian)
                parts.append("each delivery from \(Fmt.int(a1.deliveries)) to \(Fmt.int(a2.deliveries)): replay \(Fmt.fixed(replay, 2))×, import \(Fmt.fixed(imp, 2))×")
            }
            if sizes.count >= 2 {
                t.append(Target(name: "the same ratio by session size (not a target of its own)", figure: parts.joined(separator: "; "), met: nil))
            }
        }
        if !hit.isEmpty {
            let worst = hit.min { $0.ratio < $1.ratio }!
            t.append(Target(name: "hit-testing ≥ 10× the straightforward implementation (every scene size)",
                            figure: hit.map { "\(Fmt.int($0.viewCount)): \(Fmt.fixed($0.ratio, 1))×" }.joined(separator: ", "),
                            met: worst.ratio >= 10))
        }
        if !allocs.isEmpty {
            let worst = allocs.map(\.perHitTest).max() ?? 0
            t.append(Target(name: "no allocation per visited view (untraced hit-test)",
                            figure: allocs.map { "\(Fmt.int($0.views)): \(Fmt.sig($0.perHitTest)) per hit-test" }.joined(separator: ", "),
                            met: worst < 0.01))
        }
        return t
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
        line()

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
            line("### 3–5. End to end through the release `touchtape` binary, store included, against the storage floor")
            line()
            header(["views", "deliveries", "events", "import s", "replay s", "floor s", "import ÷ floor", "replay ÷ floor",
                    "import ÷ floor, CPU", "replay ÷ floor, CPU", "import peak RSS", "replay peak RSS", "store B / delivery (import + replay)", "import µs / delivery",
                    "replay µs / delivery", "runs"])
            for f in e2e {
                row([Fmt.int(f.views), Fmt.int(f.deliveries), Fmt.int(f.events),
                     Fmt.fixed(f.importMedian, 2), Fmt.fixed(f.replayMedian, 2), Fmt.fixed(f.floorMedian, 2),
                     Fmt.fixed(f.importFloorRatio, 2) + "×", Fmt.fixed(f.floorRatio, 2) + "×",
                     Fmt.fixed(f.importFloorCPURatio, 2) + "×", Fmt.fixed(f.floorCPURatio, 2) + "×",
                     Fmt.bytes(f.importRSSMedian), Fmt.bytes(f.replayRSSMedian),
                     "\(Fmt.fixed(f.storeBytesPerDelivery, 1)) (\(Fmt.fixed(f.importBytesPerDelivery, 1)) + \(Fmt.fixed(f.replayBytesPerDelivery, 1)))",
                     Fmt.fixed(f.importMedian / Double(f.deliveries) * 1e6, 2), Fmt.fixed(f.replayMedian / Double(f.deliveries) * 1e6, 2),
                     String(f.importSeconds.count)])
            }
            line()
            line("Runs (s): " + e2e.map { f in
                "\(f.label): import \(f.importSeconds.map { Fmt.fixed($0, 2) }.joined(separator: ", ")); replay \(f.replaySeconds.map { Fmt.fixed($0, 2) }.joined(separator: ", ")); floor \(f.floorSeconds.map { Fmt.fixed($0, 2) }.joined(separator: ", "))"
            }.joined(separator: ". "))
            line("CPU (user + system s): " + e2e.map { f in
                "\(f.label): import \(f.importCPU.map { Fmt.fixed($0, 2) }.joined(separator: ", ")); replay \(f.replayCPU.map { Fmt.fixed($0, 2) }.joined(separator: ", ")); floor \(f.floorCPU.map { Fmt.fixed($0, 2) }.joined(separator: ", "))"
            }.joined(separator: ". "))
            line("Floor: `sqlite3` shell, one process, one transaction, WAL, ten columns, one `INSERT INTO … SELECT … FROM` a recursive CTE of as many rows as deliveries, commit, `SELECT count(*) FROM (SELECT * FROM t)`; run after each import and after each replay.")
            if let memorySource { line("Peak RSS: \(memorySource), one fresh process per run.") }
            line("Scene import (`import` of the scene file into each fresh store, not in the ratios): " + e2e.map { f in
                "\(f.label): \(f.sceneImportSeconds.map { Fmt.fixed($0, 2) }.joined(separator: ", ")) s, peak RSS \(Fmt.bytes(f.sceneImportRSSMedian))"
            }.joined(separator: ". "))
            if let p = pairs, !p.importRatios.isEmpty {
                line("Alternating pairs (\(Fmt.int(p.deliveries)) deliveries; \(Fmt.int(p.smallViews)) / \(Fmt.int(p.bigViews)) views, s; the \(Fmt.int(p.bigViews))-view scene first in every other pair): "
                    + p.importSmall.indices.map { i in
                        "import \(Fmt.fixed(p.importSmall[i], 2)) / \(Fmt.fixed(p.importBig[i], 2)) (\(Fmt.fixed(p.importRatios[i], 2))×), replay \(Fmt.fixed(p.replaySmall[i], 2)) / \(Fmt.fixed(p.replayBig[i], 2)) (\(Fmt.fixed(p.replayRatios[i], 2))×)"
                    }.joined(separator: "; ")
                    + ". Medians of the pairs' ratios: import \(Fmt.fixed(p.importRatio, 2))×, replay \(Fmt.fixed(p.replayRatio, 2))×.")
            }
            for f in e2e {
                if let c = f.changed {
                    line("Replay against a changed scene version (\(Fmt.int(c.changed)) of \(Fmt.int(c.deliveries)) deliveries differ): \(Fmt.fixed(c.seconds, 2)) s, peak RSS \(Fmt.bytes(Double(c.maxRSS))), store +\(Fmt.bytes(Double(c.storeBytes))) = \(Fmt.fixed(Double(c.storeBytes) / Double(max(c.deliveries, 1)), 1)) B per replayed delivery, \(Fmt.fixed(Double(c.storeBytes) / Double(max(c.changed, 1)), 1)) B per changed delivery.")
                }
            }
            line()
        }

        let t = targets
        if !t.isEmpty {
            line("### Targets")
            line()
            header(["target", "measured", "met"], numeric: false)
            for target in t {
                row([target.name, target.figure, target.met.map { $0 ? "met" : "**missed**" } ?? "–"])
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
        top.append(("scenes", .array(scenes.keys.sorted().map { n in
            let s = scenes[n]!
            return .object([("name", .string(s.model.name)), ("views", .int(n)), ("jsonBytes", .int(s.json.count)),
                            ("decodeSeconds", .num(s.decodeSeconds))])
        })))
        top.append(("sessions", .array(sessions.keys.sorted().map { key in
            let g = sessions[key]!
            return .object([("key", .string(key)), ("name", .string(g.name)), ("events", .int(g.events)), ("deliveries", .int(g.deliveries)),
                            ("taps", .int(g.taps)), ("drags", .int(g.drags)), ("twoFinger", .int(g.twoFinger))])
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
        top.append(("endToEnd", .object([
            ("peakMemorySource", memorySource.map { .string($0) } ?? .null),
            ("results", .array(e2e.map { f in
                var m: [(String, JSONOut)] = [
                    ("views", .int(f.views)), ("deliveries", .int(f.deliveries)), ("events", .int(f.events)),
                    ("sessionFileBytes", .int(f.sessionFileBytes)),
                    ("importSeconds", .num(f.importMedian)), ("importEventsPerSecond", .num(Double(f.events) / f.importMedian)),
                    ("importRuns", .array(f.importSeconds.map { .number($0) })),
                    ("importPeakRSSBytes", .num(f.importRSSMedian)), ("importPeakRSSRuns", .array(f.importRSS.map { .int($0) })),
                    ("sceneImportSeconds", .array(f.sceneImportSeconds.map { .number($0) })),
                    ("sceneImportPeakRSSBytes", .num(f.sceneImportRSSMedian)),
                    ("importStoreBytesPerDelivery", .num(f.importBytesPerDelivery)),
                    ("replaySeconds", .num(f.replayMedian)), ("replayDeliveriesPerSecond", .num(Double(f.deliveries) / f.replayMedian)),
                    ("replayRuns", .array(f.replaySeconds.map { .number($0) })),
                    ("replayPeakRSSBytes", .num(f.replayRSSMedian)), ("replayPeakRSSRuns", .array(f.replayRSS.map { .int($0) })),
                    ("replayStoreBytesAdded", .array(f.replayStoreBytes.map { .int($0) })),
                    ("replayStoreBytesPerDelivery", .num(f.replayBytesPerDelivery)),
                    ("floorSeconds", .num(f.floorMedian)), ("floorRuns", .array(f.floorSeconds.map { .number($0) })),
                    ("floorRows", .int(f.floorRows)),
                    ("replayOverFloor", .num(f.floorRatio)), ("importOverFloor", .num(f.importFloorRatio)),
                    ("replayOverFloorCPU", .num(f.floorCPURatio)), ("importOverFloorCPU", .num(f.importFloorCPURatio)),
                    ("importCPURuns", .array(f.importCPU.map { .number($0) })),
                    ("replayCPURuns", .array(f.replayCPU.map { .number($0) })),
                    ("floorCPURuns", .array(f.floorCPU.map { .number($0) })),
                    ("storeBytesPerDeliveryAfterBaselineAndReplay", .num(f.storeBytesPerDelivery)),
                ]
                if let c = f.changed {
                    m.append(("replayWithChanges", .object([
                        ("seconds", .num(c.seconds)), ("peakRSSBytes", .int(c.maxRSS)), ("storeBytesAdded", .int(c.storeBytes)),
                        ("deliveries", .int(c.deliveries)), ("changed", .int(c.changed)), ("exitStatus", .int(Int(c.status))),
                    ])))
                }
                return .object(m)
            })),
            ("pairs", pairs.map { p in
                .object([
                    ("deliveries", .int(p.deliveries)), ("smallViews", .int(p.smallViews)), ("bigViews", .int(p.bigViews)),
                    ("importSmall", .array(p.importSmall.map { .number($0) })), ("importBig", .array(p.importBig.map { .number($0) })),
                    ("replaySmall", .array(p.replaySmall.map { .number($0) })), ("replayBig", .array(p.replayBig.map { .number($0) })),
                    ("importRatio", .num(p.importRatio)), ("replayRatio", .num(p.replayRatio)),
                ])
            } ?? .null),
        ])))
        top.append(("targets", .array(targets.map { t in
            .object([("target", .string(t.name)), ("measured", .string(t.figure)), ("met", t.met.map { .bool($0) } ?? .null)])
        })))
        return .object(top)
    }
}
