import ArgumentParser
import Foundation
import TouchTapeCore
import TouchTapeReplay
import TouchTapeStore

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay stored sessions against their scene's current version and report what changed.",
        discussion: """
            Imports the PATHs first when given (so `touchtape replay Fixtures` is a whole CI job), \
            replays the chosen sessions (default: all), stores one run, and compares every delivery \
            with the session's baseline and its expect entries. Exit 1 when anything differs.
            """)

    @Argument(help: "Scene and session files or folders to import first.") var paths: [String] = []
    @Option(name: .customLong("session"), help: "Replay only this session (repeatable).") var sessions: [String] = []
    @Option(help: "The scene version to replay against: a number, or current.") var against: String = "current"
    @Option(help: "Also write JUnit XML here.") var junit: String?
    @Option(help: "Also write a self-contained HTML report here.") var report: String?
    @Option(help: "Per-session lines printed at most (0: all).") var maxLines: Int = ReportText.defaultMaxLines
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func validate() throws {
        if maxLines < 0 { throw ValidationError("--max-lines takes 0 (all) or more") }
        if against != "current" && Int(against).map({ $0 < 1 }) ?? true {
            throw ValidationError("--against takes a version number (1 or more) or current")
        }
    }

    func run() throws {
        let files: (files: [ImportFile], skipped: [(path: String, reason: String)]) = try paths.isEmpty ? ([], []) : Importer.collect(paths)
        let opened = try store.open()
        let progress = ProgressBar(label: "replay", enabled: !json)
        var imported: ImportReport?
        let result = try opened.write {
            if !paths.isEmpty { imported = try Importer.importFiles(files.files, into: opened, replace: false) }
            return try Replayer.replay(opened, sessions: sessions, against: Int(against)) { done, total in
                progress.update(done: done, total: total)
            }
        }
        progress.finish()
        try RunReports.write(result, store: opened, junit: junit, html: report)
        if !json, let imported { print(ImportSummary.line(imported, skipped: files.skipped.count)) }
        if !json && result.run == nil {
            print("nothing to replay: the store has no sessions")
        } else {
            RunReports.print(result, verb: "replay", json: json, maxLines: maxLines)
        }
        if result.hasDifferences { throw ExitCode(1) }
    }
}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two runs, or a session under two scene versions. Stores nothing.",
        discussion: """
            touchtape diff A B              runs A and B (ids), over the sessions both cover
            touchtape diff SESSION --from N --to M   the session dispatched against versions N and M
            Exit 1 when anything differs.
            """)

    @Argument(help: "Run A, or a session name with --from and --to.") var first: String
    @Argument(help: "Run B.") var second: String?
    @Option(help: "The reference scene version.") var from: Int?
    @Option(help: "The scene version compared with it.") var to: Int?
    @Option(help: "Per-session lines printed at most (0: all).") var maxLines: Int = ReportText.defaultMaxLines
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func validate() throws {
        if maxLines < 0 { throw ValidationError("--max-lines takes 0 (all) or more") }
        if let second {
            if from != nil || to != nil { throw ValidationError("give two run ids, or a session with --from and --to, not both") }
            if Int64(first) == nil || Int64(second) == nil { throw ValidationError("run ids are numbers: touchtape diff A B") }
        } else if from == nil || to == nil {
            throw ValidationError("give two run ids, or a session with --from N --to M")
        }
    }

    func run() throws {
        let opened = try store.open()
        let result: ComparisonReport
        if let second, let a = Int64(first), let b = Int64(second) {
            result = try RunDiff.runs(opened, a, b)
        } else if let from, let to {
            result = try RunDiff.versions(opened, session: first, from: from, to: to)
        } else {
            throw CLIError.badInput("give two run ids, or a session with --from N --to M")
        }
        if json {
            print(ReportJSON.document(result))
        } else {
            let verb = second == nil ? "diff \(first) versions \(from ?? 0) → \(to ?? 0)" : "diff \(first) → \(second ?? "")"
            let more = "the same command with --max-lines 0 lists them all"
            for line in ReportText.lines(result, verb: verb, maxLines: maxLines, more: more) { print(line) }
        }
        if result.hasDifferences { throw ExitCode(1) }
    }
}

struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make a run's outcomes the new baseline of each session it covered.",
        discussion: "Default: the newest replay run. Accepting is the only way a baseline changes.")

    @Argument(help: "The run id (default: the newest replay run).") var runID: Int64?
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let opened = try store.open()
        let (runID, accepted) = try opened.write { () throws -> (Int64, [String]) in
            guard let id = try self.runID ?? opened.newestReplayRun() else {
                throw CLIError.badInput("there is no replay run to accept")
            }
            return (id, try opened.accept(run: id))
        }
        if json {
            var out: [UInt8] = []
            var o = JSONObjectWriter()
            o.key("run", &out); JSONText.appendNumber(Double(runID), to: &out)
            o.key("sessions", &out); OutcomeJSON.appendStrings(accepted, to: &out)
            o.close(&out)
            print(String(decoding: out, as: UTF8.self))
            return
        }
        print("run \(runID) is now the baseline of \(accepted.count) session\(accepted.count == 1 ? "" : "s")")
        for name in accepted { print("  \(name)") }
    }
}

enum ImportSummary {
    static func line(_ report: ImportReport, skipped: Int) -> String {
        let newScenes = report.scenes.filter(\.isNew).count
        let newSessions = report.sessions.filter { $0.status != .unchanged }.count
        var line = "import: \(report.scenes.count) scene file\(report.scenes.count == 1 ? "" : "s") (\(newScenes) new version\(newScenes == 1 ? "" : "s")), "
            + "\(report.sessions.count) session\(report.sessions.count == 1 ? "" : "s") (\(newSessions) new)"
        if let run = report.baselineRun { line += ", baselines in run \(run)" }
        if skipped > 0 { line += ", \(skipped) file\(skipped == 1 ? "" : "s") skipped" }
        return line
    }
}

enum ReportFiles {
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.badInput("\(path): cannot write the file (\(error.localizedDescription))")
        }
    }
}
