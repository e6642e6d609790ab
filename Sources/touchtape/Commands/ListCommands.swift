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
            var out: [UInt8] = []
            var top = JSONObjectWriter()
            top.key("scenes", &out)
            out.append(UInt8(ascii: "["))
            for (i, v) in versions.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                var o = JSONObjectWriter()
                o.key("scene", &out); JSONText.appendString(v.scene, to: &out)
                o.key("version", &out); JSONText.appendNumber(Double(v.version), to: &out)
                o.key("current", &out); out.append(contentsOf: (v.isCurrent ? "true" : "false").utf8)
                o.key("contentHash", &out); JSONText.appendString(v.contentHash, to: &out)
                o.key("views", &out); JSONText.appendNumber(Double(v.views), to: &out)
                o.key("importedAt", &out); JSONText.appendString(v.importedAt, to: &out)
                o.close(&out)
            }
            out.append(UInt8(ascii: "]"))
            top.close(&out)
            print(String(decoding: out, as: UTF8.self))
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
            var out: [UInt8] = []
            var top = JSONObjectWriter()
            top.key("sessions", &out)
            out.append(UInt8(ascii: "["))
            for (i, s) in sessions.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                var o = JSONObjectWriter()
                o.key("session", &out); JSONText.appendString(s.session, to: &out)
                o.key("scene", &out); JSONText.appendString(s.scene, to: &out)
                o.key("sceneVersion", &out); JSONText.appendNumber(Double(s.sceneVersion), to: &out)
                o.key("events", &out); JSONText.appendNumber(Double(s.events), to: &out)
                o.key("touches", &out); JSONText.appendNumber(Double(s.touches), to: &out)
                o.key("importedAt", &out); JSONText.appendString(s.importedAt, to: &out)
                o.key("baselineRun", &out); JSONObjectWriter.optionalNumber(s.baselineRun.map(Double.init), &out)
                o.close(&out)
            }
            out.append(UInt8(ascii: "]"))
            top.close(&out)
            print(String(decoding: out, as: UTF8.self))
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
            var out: [UInt8] = []
            var top = JSONObjectWriter()
            top.key("runs", &out)
            out.append(UInt8(ascii: "["))
            for (i, r) in runs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                var o = JSONObjectWriter()
                o.key("run", &out); JSONText.appendNumber(Double(r.run), to: &out)
                o.key("kind", &out); JSONText.appendString(r.kind, to: &out)
                o.key("session", &out); JSONText.appendString(r.session, to: &out)
                o.key("scene", &out); JSONText.appendString(r.scene, to: &out)
                o.key("sceneVersion", &out); JSONText.appendNumber(Double(r.sceneVersion), to: &out)
                o.key("engineVersion", &out); JSONText.appendString(r.engineVersion, to: &out)
                o.key("startedAt", &out); JSONText.appendString(r.startedAt, to: &out)
                o.key("deliveries", &out); JSONText.appendNumber(Double(r.deliveries), to: &out)
                o.key("changed", &out); JSONText.appendNumber(Double(r.changed), to: &out)
                o.key("label", &out); JSONObjectWriter.optionalString(r.label, &out)
                o.key("changedBaseline", &out); JSONText.appendNumber(Double(r.changedBaseline), to: &out)
                o.key("changedExpect", &out); JSONText.appendNumber(Double(r.changedExpect), to: &out)
                o.close(&out)
            }
            out.append(UInt8(ascii: "]"))
            top.close(&out)
            print(String(decoding: out, as: UTF8.self))
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
