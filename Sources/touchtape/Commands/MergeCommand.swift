import ArgumentParser
import Foundation
import TouchTapeCore
import TouchTapeStore

/// `merge INTO FROM…` (docs/cli.md, issue #16): the stores of a CI matrix's shards, merged into
/// one, so that the shards of one replay read as one run.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge stores into INTO (created when missing), in one transaction.",
        discussion: """
            Scene versions by content hash (INTO numbers new contents after its own; each \
            store's current version becomes current in turn), sessions by name and content (a \
            name with two contents is bad input: nothing is merged), runs renumbered. Runs of \
            different stores with the same label and kind and disjoint sessions become one run \
            (the shards of `replay --shard I/N --label L`); overlapping sessions under one label \
            are bad input. Merging a store again changes nothing. The FROM stores are only read.
            """)

    @Argument(help: "The store to merge into (created when missing).") var into: String
    @Argument(help: "The stores to merge, in order.") var sources: [String] = []
    @Flag(help: "Print one JSON document.") var json = false

    func validate() throws {
        if sources.isEmpty { throw ValidationError("give at least one store to merge: touchtape merge INTO FROM…") }
        do {
            _ = try Store.busyTimeout()
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let timeout = (try? Store.busyTimeout()) ?? Store.defaultBusyTimeout
        StoreLocation.busyTimeout = timeout
        var seen = [OutputFile.canonicalPath(into): into]
        for path in sources {
            if let first = seen[OutputFile.canonicalPath(path)] {
                throw CLIError.badInput("\(path): the same store as \(first); each store is merged once, never into itself")
            }
            seen[OutputFile.canonicalPath(path)] = path
        }
        // Every source first: a TouchTape store (guard rules), opened read-only, sound.
        var opened: [(path: String, store: Store)] = []
        for path in sources {
            StoreLocation.current = path
            let store = try Store(path: path, access: .inspect, busyTimeout: timeout)
            let level = try store.database.userVersion()
            if level < Store.schemaLevel {
                throw CLIError.storeUnusable(
                    "\(path): the store has schema level \(level) and merge reads level \(Store.schemaLevel); merge never "
                        + "writes the stores it reads: migrate it first with any command that writes (e.g. touchtape import --db \(path))")
            }
            try store.requireIntact()
            opened.append((path, store))
        }
        StoreLocation.current = into
        let folder = OutputFile.folder(of: into)
        if !FileManager.default.fileExists(atPath: folder) {
            do {
                try Leftovers.createFolder(folder)
            } catch {
                throw CLIError.storeUnusable("\(into): cannot create its folder (\(OutputFile.reason(of: error)))")
            }
        }
        Leftovers.willOpenStore(into)
        let target = try Store(path: into, access: .write, busyTimeout: timeout)
        try target.requireIntact()  // docs/cli.md: history is never changed in a damaged store
        let reports = try target.write { () throws -> [MergeReport] in
            try Store.checkMergeable(into: target, intoPath: into, sources: opened)
            return try opened.map { source in try target.merge(from: source.store, sourcePath: source.path) }
        }
        for source in opened { source.store.database.close() }
        if json {
            print(Self.json(into: into, reports))
        } else {
            for report in reports { print(Self.line(report)) }
        }
    }

    static func line(_ report: MergeReport) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let fates = report.runs.map(\.fate)
        let new = fates.filter { $0 == .new }.count
        let joined = fates.filter { $0 == .joined }.count
        let known = fates.filter { $0 == .known }.count
        var line = "merged \(report.source): \(count(report.sceneVersions, "scene version")) (\(report.newSceneVersions) new), "
            + "\(count(report.sessions, "session")) (\(report.newSessions) new), "
            + "\(count(report.runs.count, "run")) (\(new) new, \(joined) joined a run of their label, \(known) already there)"
        if report.newAccepts > 0 { line += ", \(count(report.newAccepts, "accept"))" }
        let joinedInto = report.runs.filter { $0.fate == .joined }.map { "run \($0.from) → \($0.into)" }
        if !joinedInto.isEmpty { line += "; joined: " + joinedInto.joined(separator: ", ") }
        return line
    }

    static func json(into: String, _ reports: [MergeReport]) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("into"); json.string(into)
            json.key("sources")
            json.array(reports) { json, report in
                json.object { json in
                    json.key("store"); json.string(report.source)
                    json.key("sceneVersions"); json.number(report.sceneVersions)
                    json.key("newSceneVersions"); json.number(report.newSceneVersions)
                    json.key("sessions"); json.number(report.sessions)
                    json.key("newSessions"); json.number(report.newSessions)
                    json.key("newAccepts"); json.number(report.newAccepts)
                    json.key("runs")
                    json.array(report.runs) { json, run in
                        json.object { json in
                            json.key("from"); json.number(run.from)
                            json.key("into"); json.number(run.into)
                            json.key("fate"); json.string(run.fate.rawValue)
                        }
                    }
                }
            }
        }
        return json.text
    }
}
