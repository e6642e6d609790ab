import Foundation

/// The end-to-end part of the report: one row per shape of issue #26, each against the floor
/// measured beside it.
extension Report {
    func shapesTable() -> String {
        var out: [String] = []
        func line(_ s: String = "") { out.append(s) }
        func row(_ cells: [String]) { line("| " + cells.joined(separator: " | ") + " |") }
        /// The first `text` columns left-aligned, the numbers right-aligned.
        func header(_ cells: [String], text: Int) {
            row(cells)
            line("|" + cells.indices.map { $0 < text ? "---" : "---:" }.joined(separator: "|") + "|")
        }
        func ratio(_ v: Double) -> String { Fmt.fixed(v, 2) + "×" }
        func list(_ values: [Double]) -> String { values.map { Fmt.fixed($0, 2) }.joined(separator: ", ") }

        line("### 3–5. End to end through the release `touchtape` binary, store included: the shapes of issue #26, each against its own storage floor")
        line()
        header(["shape", "scene", "deliveries", "import ÷ floor", "replay ÷ floor", "replay µs / delivery",
                "unchanged replay ÷ floor", "--no-cache replay ÷ floor", "peak RSS", "peak B / view", "floor s", "runs"], text: 2)
        for f in e2e {
            row([f.id + " (" + f.shape.label + ")", f.shape.scene.label, Fmt.int(f.deliveries),
                 ratio(f.importFloorRatio), ratio(f.replayFloorRatio), Fmt.fixed(f.replayMicrosPerDelivery, 2),
                 ratio(f.unchangedFloorRatio), ratio(f.noCacheFloorRatio), Fmt.bytes(f.peakRSS),
                 Fmt.fixed(f.peakRSS / Double(f.views), 0), Fmt.fixed(f.floorMedian, 2), String(f.importSeconds.count)])
        }
        line()
        line("In seconds and in CPU time, with memory and store growth:")
        line()
        header(["shape", "events", "import s", "replay s", "unchanged replay s", "--no-cache replay s", "floor s", "import ÷ floor, CPU",
                "replay ÷ floor, CPU", "unchanged ÷ floor, CPU", "--no-cache ÷ floor, CPU",
                "peak RSS: import / replay / unchanged / --no-cache", "peak B / view",
                "store B / delivery (import + replay)", "import µs / delivery"], text: 1)
        for f in e2e {
            row([f.id, Fmt.int(f.events), Fmt.fixed(f.importMedian, 2), Fmt.fixed(f.replayMedian, 2),
                 Fmt.fixed(f.unchangedMedian, 2), Fmt.fixed(f.noCacheMedian, 2), Fmt.fixed(f.floorMedian, 2),
                 ratio(f.importFloorCPURatio), ratio(f.replayFloorCPURatio), ratio(f.unchangedFloorCPURatio),
                 ratio(f.noCacheFloorCPURatio),
                 "\(Fmt.bytes(f.importRSSMedian)) / \(Fmt.bytes(f.replayRSSMedian)) / \(Fmt.bytes(f.unchangedRSSMedian)) / \(Fmt.bytes(f.noCacheRSSMedian))",
                 Fmt.fixed(f.peakRSS / Double(f.views), 0),
                 "\(Fmt.fixed(f.storeBytesPerDelivery, 1)) (\(Fmt.fixed(f.importBytesPerDelivery, 1)) + \(Fmt.fixed(f.replayBytesPerDelivery, 1)))",
                 Fmt.fixed(f.importMedian / Double(f.deliveries) * 1e6, 2)])
        }
        line()
        line("Shapes: SESSIONSxDELIVERIES per session, `@VIEWS` another grid scene, `@scroll` the scroll-view scene (`--shapes`). "
             + "Each run: a fresh store, the scene imported (untimed), `touchtape import SESSIONS-FOLDER --db DB --json` (all sessions, "
             + "one baseline run), the floor, `touchtape replay --db DB --json` (every session), the floor, the same replay again with "
             + "nothing changed (\"unchanged replay\": its printed document, run id aside, and its stored deliveries are checked "
             + "against the first), the floor, `replay --no-cache` (the full work again, checked the same way), the floor. Ratios are of medians; each shape's floor is its own, for as many rows as the shape has deliveries.")
        line("Runs (s): " + e2e.map { f in
            "\(f.id): import \(list(f.importSeconds)); replay \(list(f.replaySeconds)); unchanged \(list(f.unchangedSeconds)); --no-cache \(list(f.noCacheSeconds)); floor \(list(f.floorSeconds))"
        }.joined(separator: ". "))
        line("CPU (user + system s): " + e2e.map { f in
            "\(f.id): import \(list(f.importCPU)); replay \(list(f.replayCPU)); unchanged \(list(f.unchangedCPU)); --no-cache \(list(f.noCacheCPU)); floor \(list(f.floorCPU))"
        }.joined(separator: ". "))
        line("Floor: `sqlite3` shell, one process, one transaction, WAL, ten columns, one `INSERT INTO … SELECT … FROM` a recursive CTE of as many rows as the shape's deliveries, commit, `SELECT count(*) FROM (SELECT * FROM t)`; run after the import and after each replay.")
        if let memorySource { line("Peak RSS: \(memorySource), one fresh process per run; a shape's peak is the highest of its four commands' medians.") }
        let scenesLine = sceneFiles.map { s in
            "\(s.name): \(Fmt.int(s.views)) views, \(Fmt.bytes(Double(s.jsonBytes))) of JSON" + (s.builtins ? ", with `builtin` keys" : "")
        }
        line("Scenes: " + scenesLine.joined(separator: "; ") + ". The scroll-view scene is written "
             + (ScrollSceneGenerator.writesBuiltinKeys ? "with its `builtin` keys (tables, collection views, cells)."
                : "without `builtin` keys (`ScrollSceneGenerator.writesBuiltinKeys` is off)."))
        line("Scene import (`import` of the scene file into each fresh store, not in the ratios): " + e2e.map { f in
            "\(f.id): \(list(f.sceneImportSeconds)) s, peak RSS \(Fmt.bytes(f.sceneImportRSSMedian))"
        }.joined(separator: ". "))
        for f in e2e {
            if let c = f.changed {
                line("Replay against a changed scene version (\(f.id); \(Fmt.int(c.changed)) of \(Fmt.int(c.deliveries)) deliveries differ): \(Fmt.fixed(c.seconds, 2)) s, peak RSS \(Fmt.bytes(Double(c.maxRSS))), store +\(Fmt.bytes(Double(c.storeBytes))) = \(Fmt.fixed(Double(c.storeBytes) / Double(max(c.deliveries, 1)), 1)) B per replayed delivery, \(Fmt.fixed(Double(c.storeBytes) / Double(max(c.changed, 1)), 1)) B per changed delivery.")
            }
        }
        line()
        return out.joined(separator: "\n")
    }

    func shapesJSON() -> JSONOut {
        func numbers(_ v: [Double]) -> JSONOut { .array(v.map { .number($0) }) }
        func ints(_ v: [Int]) -> JSONOut { .array(v.map { .int($0) }) }
        return .object([
            ("peakMemorySource", memorySource.map { .string($0) } ?? .null),
            ("shapes", .array(e2e.map { f in
                var m: [(String, JSONOut)] = [
                    ("shape", .string(f.id)), ("sessions", .int(f.sessions)),
                    ("deliveriesPerSession", .int(f.shape.deliveriesPerSession)), ("deliveries", .int(f.deliveries)),
                    ("scene", .string(f.shape.scene.name)), ("views", .int(f.views)), ("events", .int(f.events)),
                    ("sessionFileBytes", .int(f.sessionFileBytes)),
                    ("importOverFloor", .num(f.importFloorRatio)), ("replayOverFloor", .num(f.replayFloorRatio)),
                    ("unchangedReplayOverFloor", .num(f.unchangedFloorRatio)),
                    ("noCacheReplayOverFloor", .num(f.noCacheFloorRatio)),
                    ("replayMicrosecondsPerDelivery", .num(f.replayMicrosPerDelivery)),
                    ("peakRSSBytes", .num(f.peakRSS)), ("peakRSSBytesPerView", .num(f.peakRSS / Double(f.views))),
                    ("importOverFloorCPU", .num(f.importFloorCPURatio)), ("replayOverFloorCPU", .num(f.replayFloorCPURatio)),
                    ("unchangedReplayOverFloorCPU", .num(f.unchangedFloorCPURatio)),
                    ("noCacheReplayOverFloorCPU", .num(f.noCacheFloorCPURatio)),
                    ("importSeconds", .num(f.importMedian)), ("importRuns", numbers(f.importSeconds)),
                    ("importCPURuns", numbers(f.importCPU)), ("importPeakRSSRuns", ints(f.importRSS)),
                    ("importStoreBytesPerDelivery", .num(f.importBytesPerDelivery)),
                    ("replaySeconds", .num(f.replayMedian)), ("replayRuns", numbers(f.replaySeconds)),
                    ("replayCPURuns", numbers(f.replayCPU)), ("replayPeakRSSRuns", ints(f.replayRSS)),
                    ("replayStoreBytesAdded", ints(f.replayStoreBytes)),
                    ("replayStoreBytesPerDelivery", .num(f.replayBytesPerDelivery)),
                    ("replayDeliveriesStored", ints(f.replayDeliveriesStored)),
                    ("unchangedReplaySeconds", .num(f.unchangedMedian)), ("unchangedReplayRuns", numbers(f.unchangedSeconds)),
                    ("unchangedReplayCPURuns", numbers(f.unchangedCPU)), ("unchangedReplayPeakRSSRuns", ints(f.unchangedRSS)),
                    ("unchangedReplayStoreBytesAdded", ints(f.unchangedStoreBytes)),
                    ("noCacheReplaySeconds", .num(f.noCacheMedian)), ("noCacheReplayRuns", numbers(f.noCacheSeconds)),
                    ("noCacheReplayCPURuns", numbers(f.noCacheCPU)), ("noCacheReplayPeakRSSRuns", ints(f.noCacheRSS)),
                    ("floorSeconds", .num(f.floorMedian)), ("floorRuns", numbers(f.floorSeconds)),
                    ("floorCPURuns", numbers(f.floorCPU)), ("floorRows", .int(f.floorRows)),
                    ("sceneImportSeconds", numbers(f.sceneImportSeconds)),
                    ("sceneImportPeakRSSBytes", .num(f.sceneImportRSSMedian)),
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
        ])
    }
}
