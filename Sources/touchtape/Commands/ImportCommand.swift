import ArgumentParser
import TouchTapeCore
import TouchTapeDumps
import TouchTapeStore

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import scene and session files and folders; record the baselines of new sessions.",
        discussion: """
            Folders are walked for .json and .ndjson files in sorted path order; all scenes are \
            imported first, then all sessions, in one transaction. New scene content becomes a new \
            version; known content becomes the current version again. A file STEM.outcomes.ndjson \
            beside a session file STEM.json or STEM.ndjson is that session's baseline (written by \
            accept --write): it becomes the baseline when the store has none or a different one. \
            A file that does not start with "{" (and a folder's .txt and .dump files) is a \
            view-hierarchy dump (recursiveDescription, _printHierarchy) read as a scene.
            """)

    @Argument(help: "Scene and session files, and folders of them.") var paths: [String]
    @Flag(help: "Replace a stored session whose content differs (it gets a new baseline).") var replace = false
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var dumpFlags: DumpFlags
    @OptionGroup var store: StoreOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder to import") }
    }

    func run() throws {
        let (files, skipped) = try Importer.collect(paths)
        let dumpOptions = try dumpFlags.options(dumps: files.filter { $0.kind == .dump }.count)
        let opened = try store.openForWriting()
        let progress = ProgressBar(label: "import", enabled: !json)
        let report = try Importer.run(files, into: opened, replace: replace, dumpOptions: dumpOptions) { state in
            progress.update(done: state.filesDone, total: state.files, detail: "files, \(state.events) events")
        }
        progress.finish()
        if json {
            print(ImportOutput.json(report))
            return
        }
        for (path, reason) in skipped { print("skipped \(TextFormat.text(path)): not a TouchTape document (\(TextFormat.text(reason)))") }
        let dumpFiles = Set(report.dumps.map(\.file))
        for scene in report.scenes where !dumpFiles.contains(scene.file) {
            print("scene \(scene.name): version \(scene.version)\(scene.isNew ? " (new)" : " (known content, now current)")  \(TextFormat.text(scene.file))")
        }
        for dump in report.dumps { DumpOutput.lines(dump).forEach { print($0) } }
        for session in report.sessions {
            switch session.status {
            case .unchanged:
                print("session \(session.name): unchanged  \(TextFormat.text(session.file))")
            case .new, .replaced:
                print("session \(session.name): \(session.status.rawValue), \(session.events) events, \(session.touches) touches, baseline run \(session.baselineRun.map(String.init) ?? "-")  \(TextFormat.text(session.file))")
            }
            if let file = session.baselineFromFile {
                print("session \(session.name): baseline read from \(file) (run \(session.baselineRun.map(String.init) ?? "-")"
                      + (session.baselineFileVersion.map { ", " + $0.words } ?? "") + ")")
            }
        }
    }
}

enum ImportOutput {
    /// docs/cli.md, import:
    /// `{"scenes": [{"name", "version", "new"}], "sessions": [{"name", "new", "baselineRun"}]}`
    static func json(_ report: ImportReport) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("scenes")
            json.array(report.scenes) { json, s in
                json.object { json in
                    json.key("name"); json.string(s.name)
                    json.key("version"); json.number(s.version)
                    json.key("new"); json.bool(s.isNew)
                }
            }
            json.key("sessions")
            json.array(report.sessions) { json, s in
                json.object { json in
                    json.key("name"); json.string(s.name)
                    json.key("new"); json.bool(s.status != .unchanged)
                    json.key("baselineRun"); json.number(s.baselineRun)
                }
            }
            if !report.dumps.isEmpty {
                json.key("dumps"); DumpOutput.json(report.dumps, &json)
            }
        }
        return json.text
    }
}
