import ArgumentParser
import TouchTapeCore
import TouchTapeStore

struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes", abstract: "List scenes and their versions; with a name, that scene's versions.")

    @Argument(help: "A scene name.") var name: String?
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let versions = try store.openForReading().sceneVersions(named: name)
        if json {
            var json = JSONWriter()
            json.object { json in
                json.key("scenes")
                json.array(versions) { json, v in
                    json.object { json in
                        json.key("scene"); json.string(v.scene)
                        json.key("version"); json.number(v.version)
                        json.key("current"); json.bool(v.isCurrent)
                        json.key("contentHash"); json.string(v.contentHash)
                        json.key("views"); json.number(v.views)
                        json.key("importedAt"); json.string(v.importedAt)
                    }
                }
            }
            print(json.text)
            return
        }
        if versions.isEmpty {
            print("no scenes in the store")
            return
        }
        var rows = [["scene", "version", "current", "views", "imported", "content"]]
        for v in versions {
            rows.append([v.scene, String(v.version), v.isCurrent ? "*" : "", String(v.views), v.importedAt,
                         String(v.contentHash.prefix(12))])
        }
        print(Table.render(rows))
    }
}

struct SessionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sessions", abstract: "List sessions: scene, recorded version, events, baseline run.")

    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let sessions = try store.openForReading().sessions()
        if json {
            var json = JSONWriter()
            json.object { json in
                json.key("sessions")
                json.array(sessions) { json, s in
                    json.object { json in
                        json.key("session"); json.string(s.session)
                        json.key("scene"); json.string(s.scene)
                        json.key("sceneVersion"); json.number(s.sceneVersion)
                        json.key("events"); json.number(s.events)
                        json.key("touches"); json.number(s.touches)
                        json.key("importedAt"); json.string(s.importedAt)
                        json.key("baselineRun"); json.number(s.baselineRun)
                    }
                }
            }
            print(json.text)
            return
        }
        if sessions.isEmpty {
            print("no sessions in the store")
            return
        }
        var rows = [["session", "scene", "version", "events", "touches", "baseline run", "imported"]]
        for s in sessions {
            rows.append([s.session, s.scene, String(s.sceneVersion), String(s.events), String(s.touches),
                         s.baselineRun.map(String.init) ?? "-", s.importedAt])
        }
        print(Table.render(rows))
    }
}

struct RunsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "runs", abstract: "The run history, newest first.")

    @Option(help: "Only this session's runs.") var session: String?
    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let runs = try store.openForReading().runs(session: session)
        if json {
            var json = JSONWriter()
            json.object { json in
                json.key("runs")
                json.array(runs) { json, r in
                    json.object { json in
                        json.key("run"); json.number(r.run)
                        json.key("kind"); json.string(r.kind)
                        json.key("session"); json.string(r.session)
                        json.key("scene"); json.string(r.scene)
                        json.key("sceneVersion"); json.number(r.sceneVersion)
                        json.key("engineVersion"); json.string(r.engineVersion)
                        json.key("startedAt"); json.string(r.startedAt)
                        json.key("deliveries"); json.number(r.deliveries)
                        json.key("changed"); json.number(r.changed)
                        json.key("label"); json.string(r.label)
                        json.key("changedBaseline"); json.number(r.changedBaseline)
                        json.key("changedExpect"); json.number(r.changedExpect)
                    }
                }
            }
            print(json.text)
            return
        }
        if runs.isEmpty {
            print("no runs in the store")
            return
        }
        var rows = [["run", "kind", "session", "scene", "version", "deliveries", "changed", "started", "engine", "label"]]
        for r in runs {
            rows.append([String(r.run), r.kind, r.session, r.scene, String(r.sceneVersion), String(r.deliveries),
                         String(r.changed), r.startedAt, r.engineVersion, r.label ?? "-"])
        }
        print(Table.render(rows))
    }
}

/// Left-aligned columns, two spaces apart; every cell's input escaped (docs/cli.md).
enum Table {
    static func render(_ rawRows: [[String]]) -> String {
        let rows = rawRows.map { $0.map(TextFormat.text) }
        guard let first = rows.first else { return "" }
        var widths = [Int](repeating: 0, count: first.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
