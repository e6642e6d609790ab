import ArgumentParser
import TouchTapeCore
import TouchTapeReplay
import TouchTapeStore

/// `report [RUN]` (docs/cli.md): a stored run's reports, as `replay` gave them, from the store
/// alone.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print and write the reports of a stored run, as replay did. Stores nothing.",
        discussion: "Default: the newest replay run. Exit 1 when the run found differences.")

    @Argument(help: "The run id (default: the newest replay run).") var runID: Int64?
    @Option(help: "Also write JUnit XML here.") var junit: String?
    @Option(help: "Also write a self-contained HTML report here.") var report: String?
    @Option(help: "Per-session lines printed at most (0: all).") var maxLines: Int = ReportText.defaultMaxLines
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func validate() throws {
        if maxLines < 0 { throw ValidationError("--max-lines takes 0 (all) or more") }
    }

    func run() throws {
        // Every output path is checked (and its folder made) before anything is read.
        let junitFile = try junit.map { try OutputFile.prepare($0, store: store.resolvedPath) }
        let reportFile = try report.map { try OutputFile.prepare($0, store: store.resolvedPath) }
        let opened = try store.openForReading()
        guard let run = try runID ?? opened.newestReplayRun() else {
            throw CLIError.badInput("there is no replay run to report on")
        }
        let result = try StoredReport.load(opened, run: run)
        try RunReports.write(result, store: opened, junit: junitFile, html: reportFile)
        RunReports.print(result, verb: "replay", json: json, maxLines: maxLines)
        if result.hasDifferences { throw ExitCode(1) }
    }
}

/// What `replay` and `report` print and write for a run, in one place so that both say the same.
enum RunReports {
    /// The command that prints every difference of a stored run: never one that stores a new run.
    static func more(_ run: Int64?) -> String {
        run.map { "touchtape report \($0) --max-lines 0 lists them all" } ?? "--max-lines 0 lists them all"
    }

    static func write(_ result: ComparisonReport, store: Store, junit: OutputFile?, html: OutputFile?) throws {
        try junit?.write(JUnitReport.xml(result, more: more(result.run)))
        try html?.write(try HTMLReport.document(result, store: store, more: more(result.run)))
    }

    static func print(_ result: ComparisonReport, verb: String, json: Bool, maxLines: Int, leftOut: Int? = nil) {
        if json {
            Swift.print(ReportJSON.document(result, leftOut: leftOut))
        } else {
            for line in ReportText.lines(result, verb: verb, maxLines: maxLines, more: more(result.run)) {
                Swift.print(TextFormat.text(line))
            }
        }
    }
}
