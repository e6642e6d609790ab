import ArgumentParser
import TouchTapeAnalysis
import TouchTapeCore
import TouchTapeStore

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "The views that can handle touches, the control and recognizer actions, and the rows and tabs no delivery reached, per scene version.",
        discussion: """
            Over the stored sessions' runs (or one run's with --run). A target is a view whose \
            touches handlers are not all "forward" or that is a control (reached when a delivery's \
            view or handler is it), each control action (reached when a delivery's control \
            events hold it), each enabled gesture recognizer's action, "gesture ID SELECTOR" \
            (reached when a delivery's gestures record the recognizer sending it), and each row of \
            a table or collection view and each tab bar button, "call SELECTOR VALUE" (reached \
            when a delivery's calls hold the call that selects it: \
            tableView:didSelectRowAtIndexPath: with its index path, tabBar:didSelectItem: with \
            its index). The same numbers are in the store's view v_coverage.
            """)

    @Argument(help: "A scene name in the store, or NAME@N for one version.") var scene: String?
    @Option(name: .customLong("run"), help: "Only this run's deliveries.") var runID: Int64?
    @Flag(help: "Print one JSON document.") var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        var name = scene
        var version: Int?
        if let reference = scene, let at = reference.lastIndex(of: "@") {
            guard let n = Int(reference[reference.index(after: at)...]), n >= 1 else {
                throw CLIError.badInput("\(reference): a scene reference is NAME or NAME@N (N a version number)")
            }
            name = String(reference[..<at])
            version = n
        }
        let opened = try store.openForReading()
        var rows = try opened.coverage(scene: name, run: runID)
        var versions = try opened.coverageVersions(scene: name)
        if let version {
            guard versions.contains(where: { $0.version == version }) else {
                throw CLIError.badInput("scene \"\(name ?? "")\" has no version \(version)")
            }
            rows = rows.filter { $0.version == version }
            versions = versions.filter { $0.version == version }
        }
        if runID != nil {
            // A run covers only the versions it was dispatched against.
            let covered = Set(rows.map { "\($0.scene)@\($0.version)" })
            versions = versions.filter { covered.contains("\($0.scene)@\($0.version)") }
        }
        let groups = versions.map { v in (v, rows.filter { $0.scene == v.scene && $0.version == v.version }) }
        if json {
            print(CoverageReport.json(groups))
        } else {
            CoverageReport.text(groups, run: runID).forEach { print($0) }
        }
    }
}

/// The coverage report, as text and as JSON.
enum CoverageReport {
    typealias Group = (version: CoverageVersion, rows: [CoverageRow])

    static func percent(_ reached: Int, of total: Int) -> String {
        total == 0 ? "-" : "\(Int((Double(reached) / Double(total) * 100).rounded()))%"
    }

    static func text(_ groups: [Group], run: Int64?) -> [String] {
        var lines: [String] = []
        var reachedAll = 0, totalAll = 0
        for (version, rows) in groups {
            let head = "\(Words.safe(version.scene))@\(version.version)"
            if rows.isEmpty {
                lines.append("\(head): no view handles touches and no control has an action")
                continue
            }
            if run == nil && version.sessions == 0 {
                lines.append("\(head): no stored session was run against it (\(rows.count) targets)")
                continue
            }
            let never = rows.filter { $0.deliveries == 0 }
            let reached = rows.count - never.count
            reachedAll += reached
            totalAll += rows.count
            lines.append("\(head): \(reached) of \(rows.count) targets reached (\(percent(reached, of: rows.count)))"
                + (never.isEmpty ? "" : ", never reached:"))
            for row in never { lines.append("  \(Words.safe(row.responder))  \(Words.safe(row.target))") }
        }
        lines.append("coverage: \(reachedAll) of \(totalAll) targets reached (\(percent(reachedAll, of: totalAll)))"
            + (run.map { " in run \($0)" } ?? " by the stored sessions"))
        return lines
    }

    static func json(_ groups: [Group]) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("versions")
            json.array(groups) { json, group in
                let (version, rows) = group
                let reached = rows.filter { $0.deliveries > 0 }.count
                json.object { json in
                    json.key("scene"); json.string(version.scene)
                    json.key("version"); json.number(version.version)
                    json.key("sessions"); json.number(version.sessions)
                    json.key("reached"); json.number(reached)
                    json.key("total"); json.number(rows.count)
                    json.key("share"); json.number(rows.isEmpty ? nil : Double(reached) / Double(rows.count))
                    json.key("targets")
                    json.array(rows) { json, row in
                        json.object { json in
                            json.key("responder"); json.string(row.responder)
                            json.key("target"); json.string(row.target)
                            json.key("deliveries"); json.number(row.deliveries)
                            json.key("recognizer"); json.string(row.recognizer)
                            json.key("callFrom"); json.string(row.callFrom)
                        }
                    }
                }
            }
        }
        return json.text
    }
}
