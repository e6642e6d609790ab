import ArgumentParser
import Foundation
import TouchTapeCore
import TouchTapeReplay
import TouchTapeStore

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay sessions against their scene's current version and report what changed.",
        discussion: """
            With PATHs: imports them first (a session file whose content changed replaces the \
            stored session) and replays exactly the sessions found in them, so `touchtape replay \
            Fixtures` is a whole CI job; without: the sessions named by --session, default every \
            stored session. Stores one run and compares every delivery with the session's baseline \
            and its expect entries. A session replayed before with the same content, against the \
            same scene version content and baseline, by the same engine build, is not dispatched \
            again: its stored result is reused, with the same output and stored rows (--no-cache \
            dispatches it). Exit 1 when anything differs; exit 2 when there is nothing to replay, \
            unless --allow-empty.
            """)

    @Argument(help: "Scene and session files or folders to import first; their sessions are the ones replayed.")
    var paths: [String] = []
    @Option(name: .customLong("session"), help: "Replay only this session (repeatable).") var sessions: [String] = []
    @Option(help: "The scene version to replay against: a number, or current.") var against: String = "current"
    @Option(help: "Replay only shard I of N of the chosen sessions (a partition balanced by deliveries), e.g. 2/4.")
    var shard: String?
    @Option(help: "A label stored with the run, such as a commit id (default: $TOUCHTAPE_LABEL).") var label: String?
    @Flag(help: "Nothing to replay is not an error: exit 0, store nothing.") var allowEmpty = false
    @Flag(name: .customLong("no-cache"),
          help: "Dispatch every session again, even one replayed before with the same content, scene version, baseline and engine build (whose stored result replay otherwise reuses).")
    var noCache = false
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
        if let shard, ShardSpec(shard) == nil {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N ≤ \(ShardSpec.maximumCount), e.g. 2/4 (got \(shard))")
        }
    }

    func run() throws {
        let files: (files: [ImportFile], skipped: [(path: String, reason: String)]) = try paths.isEmpty ? ([], []) : Importer.collect(paths)
        // Every output path is checked (and its folder made) before anything runs.
        let junitFile = try junit.map { try OutputFile.prepare($0, store: store.resolvedPath) }
        let reportFile = try report.map { try OutputFile.prepare($0, store: store.resolvedPath) }
        if let junit, let report, junitFile?.isStream != true,
           OutputFile.canonicalPath(junit) == OutputFile.canonicalPath(report) {
            throw CLIError.badInput("\(report): given as both --junit and --report; each needs its own file")
        }
        let opened = try store.openForWriting()
        let label = self.label ?? ProcessInfo.processInfo.environment["TOUCHTAPE_LABEL"]
        let progress = ProgressBar(label: "replay", enabled: !json)
        var imported: ImportReport?
        var leftOut = 0
        var printedBeforeFailing = false
        var shardLine: String?
        do {
            let result = try opened.write { () throws -> ComparisonReport in
                if !paths.isEmpty { imported = try Importer.importFiles(files.files, into: opened, replace: true) }
                var result = ComparisonReport(run: nil)
                if let (chosen, others) = try sessionsToReplay(imported: imported, store: opened) {
                    leftOut = others
                    var mine = chosen  // empty: every stored session
                    if let spec = shard.flatMap(ShardSpec.init) {
                        let (inShard, line) = try Self.sessions(ofShard: spec, chosen: chosen, in: opened)
                        shardLine = line
                        mine = inShard
                    }
                    // An empty shard (more shards than sessions) replays nothing and succeeds:
                    // the other shards cover every session.
                    if shardLine == nil || !mine.isEmpty {
                        result = try Replayer.replay(opened, sessions: mine, against: Int(against), label: label,
                                                     cache: !noCache) { done, total in
                            progress.update(done: done, total: total)
                        }
                        progress.finish()
                    }
                }
                // The reports are written before the run is committed: a report that cannot be
                // written fails the command and the store stays as it was (the differences are
                // still printed).
                do {
                    try RunReports.write(result, store: opened, junit: junitFile, html: reportFile)
                } catch {
                    printOutput(result, imported: imported, skipped: files.skipped.count, leftOut: leftOut, shardLine: shardLine)
                    printedBeforeFailing = true
                    throw error
                }
                return result
            }
            printOutput(result, imported: imported, skipped: files.skipped.count, leftOut: leftOut, shardLine: shardLine)
            if result.hasDifferences { throw ExitCode(1) }
        } catch let error as CLIError where printedBeforeFailing {
            throw CLIError(message: error.message + " (the run was not stored)", exitCode: error.exitCode)
        }
    }

    /// The sessions to replay (empty: every stored session) and how many stored sessions
    /// that leaves out; nil when there is nothing to replay and `--allow-empty` allows it.
    /// With PATHs, exactly the sessions found in them (`--session` may only narrow them).
    private func sessionsToReplay(imported: ImportReport?, store opened: Store) throws -> (names: [String], leftOut: Int)? {
        guard let imported else {
            if sessions.isEmpty, try opened.sessionCount() == 0 {
                if allowEmpty { return nil }
                throw CLIError.badInput("nothing to replay: the store \(store.resolvedPath) has no sessions"
                                        + " (a new store? import the sessions, or give their folder: touchtape replay PATH)")
            }
            return (sessions, 0)
        }
        var found: [String] = []
        var seen: Set<String> = []
        for session in imported.sessions where seen.insert(session.name).inserted { found.append(session.name) }
        if let stray = sessions.first(where: { !seen.contains($0) }) {
            throw CLIError.badInput("session \"\(stray)\" is not in the PATHs given (\(paths.joined(separator: " ")))")
        }
        let chosen = sessions.isEmpty ? found : sessions
        if chosen.isEmpty {
            if allowEmpty { return nil }
            throw CLIError.badInput("nothing to replay: no session file in \(paths.joined(separator: " "))"
                                    + " (--allow-empty makes that a success)")
        }
        return (chosen, try opened.sessionCount() - Set(chosen).count)
    }

    /// The chosen sessions (every stored session when none is named) in shard `spec`, and the
    /// line that says so.
    private static func sessions(ofShard spec: ShardSpec, chosen: [String], in store: Store) throws -> ([String], String) {
        let candidates = try store.storedSessions(named: chosen)
        let sizes = try store.deliveryCounts(of: candidates)
        let items = candidates.map { ShardPartition.Item(name: $0.name, deliveries: sizes[$0.id] ?? $0.events) }
        let mine = ShardPartition.shard(spec.index, of: spec.count, items: items)
        let line = "shard \(spec): \(mine.count) of \(candidates.count) session\(candidates.count == 1 ? "" : "s")"
            + (mine.isEmpty ? " (none falls in this shard: nothing replayed)" : "")
        return (mine, line)
    }

    private func printOutput(_ result: ComparisonReport, imported: ImportReport?, skipped: Int, leftOut: Int,
                             shardLine: String? = nil) {
        if json {
            RunReports.print(result, verb: "replay", json: true, maxLines: maxLines, leftOut: imported == nil ? nil : leftOut)
            return
        }
        if let imported {
            print(ImportSummary.line(imported, skipped: skipped))
            for line in ImportSummary.notes(imported) { print(TextFormat.text(line)) }
        }
        if leftOut > 0 {
            print("left out: \(leftOut) stored session\(leftOut == 1 ? "" : "s") not in the PATHs given (not replayed)")
        }
        if let shardLine { print(shardLine) }
        if result.run == nil {
            if shardLine != nil { return }
            print(paths.isEmpty ? "nothing to replay: the store has no sessions" : "nothing to replay: no session in the PATHs")
        } else {
            RunReports.print(result, verb: "replay", json: false, maxLines: maxLines)
        }
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
        let opened = try store.openForReading()
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
            for line in ReportText.lines(result, verb: verb, maxLines: maxLines, more: more) { print(TextFormat.text(line)) }
        }
        if result.hasDifferences { throw ExitCode(1) }
    }
}

struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make a run's outcomes the new baseline of each session it covered.",
        discussion: """
            Default: the newest replay run. Accepting is the only way a baseline changes. A run \
            not made against each session's current scene version is refused unless --force. \
            --session NAME (repeatable) accepts only those sessions of the run; the others keep \
            their baseline. --write also writes each accepted session's outcomes beside the file \
            it was imported from, as STEM.outcomes.ndjson, to commit with it.
            """)

    @Argument(help: "The run id (default: the newest replay run).") var runID: Int64?
    @Option(name: .customLong("session"), help: "Accept only this session of the run (repeatable); the others keep their baseline.")
    var sessions: [String] = []
    @Flag(help: "Also write each session's baseline file (STEM.outcomes.ndjson) beside its session file.") var write = false
    @Flag(help: "Accept a run made against another scene version than the current one.") var force = false
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let opened = try store.openForWriting()
        try opened.requireIntact()  // docs/cli.md: a damaged store's baselines are never changed
        var written: [String] = []
        var notWritten: [String] = []
        let (runID, accepted) = try opened.write { () throws -> (Int64, [AcceptedSession]) in
            guard let id = try self.runID ?? opened.newestReplayRun() else {
                throw CLIError.badInput("there is no replay run to accept")
            }
            let accepted = try opened.accept(run: id, force: force, writing: write, only: sessions.isEmpty ? nil : sessions)
            if write {
                // Every baseline file is checked before any is written; all are written
                // before the accept is committed.
                var outputs: [(AcceptedSession, OutputFile)] = []
                for session in accepted {
                    guard let source = session.sourceFile else {
                        notWritten.append(session.name)
                        continue
                    }
                    guard FileManager.default.fileExists(atPath: source) else {
                        throw CLIError.badInput("\(source): session \"\(session.name)\" was imported from this file, which is not "
                                                + "there from this folder: run accept --write where the import ran")
                    }
                    let path = BaselineFile.path(forSessionFile: source)
                    outputs.append((session, try OutputFile.prepare(path, store: store.resolvedPath)))
                }
                for (session, file) in outputs {
                    try file.write { sink in
                        try opened.forEachBaselineLine(run: id, session: session.id) { try sink.writeLine($0) }
                    }
                    written.append(file.path)
                }
            }
            return (id, accepted)
        }
        if json {
            var json = JSONWriter()
            json.object { json in
                json.key("run"); json.number(runID)
                json.key("sessions"); json.strings(accepted.map(\.name))
                if write { json.key("written"); json.strings(written) }
            }
            print(json.text)
            return
        }
        print("run \(runID) is now the baseline of \(accepted.count) session\(accepted.count == 1 ? "" : "s")")
        for session in accepted { print("  \(session.name)") }
        for path in written { print("wrote \(path)") }
        for name in notWritten { print("not written: \(name) was recorded from standard input, not imported from a file") }
    }
}

enum ImportSummary {
    static func line(_ report: ImportReport, skipped: Int) -> String {
        let newScenes = report.scenes.filter(\.isNew).count
        let newSessions = report.sessions.filter { $0.status == .new }.count
        let replaced = report.sessions.filter { $0.status == .replaced }.count
        var line = "import: \(report.scenes.count) scene file\(report.scenes.count == 1 ? "" : "s") (\(newScenes) new version\(newScenes == 1 ? "" : "s")), "
            + "\(report.sessions.count) session\(report.sessions.count == 1 ? "" : "s") (\(newSessions) new\(replaced > 0 ? ", \(replaced) replaced" : ""))"
        if let run = report.baselineRun { line += ", baselines in run \(run)" }
        if let run = report.baselineFileRun { line += ", baselines from baseline files in run \(run)" }
        if skipped > 0 { line += ", \(skipped) file\(skipped == 1 ? "" : "s") skipped" }
        return line
    }

    /// One plain line per session replaced, and per baseline read from a baseline file.
    static func notes(_ report: ImportReport) -> [String] {
        var lines: [String] = []
        for session in report.sessions {
            if session.status == .replaced {
                lines.append("replaced session \(session.name): its file \(session.file) changed since it was stored "
                             + "(new baseline in run \(session.baselineRun.map(String.init) ?? "-"))")
            }
            if let file = session.baselineFromFile {
                lines.append("baseline of session \(session.name) read from \(file) (run \(session.baselineRun.map(String.init) ?? "-")"
                             + (session.baselineFileVersion.map { ", " + $0.words } ?? "") + ")")
            }
        }
        return lines
    }
}

