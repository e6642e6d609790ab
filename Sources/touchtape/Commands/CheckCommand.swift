import ArgumentParser
import TouchTapeCore
import TouchTapeStore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the store for damage. Reads only.",
        discussion: """
            Runs SQLite's integrity_check and foreign_key_check, then the store's own invariants: \
            every session has a complete baseline, every run's stored rows belong to sessions it \
            covered, every view of a scene version belongs to it, every stored scene version and \
            session matches its content hash. Never creates or migrates a store. Exit 0 when the store is sound, 3 when it is damaged or cannot be opened.
            """)

    @Flag(help: "Print one JSON document.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let report = try store.open(.inspect).check()
        if json {
            print(Self.json(report, store: store.resolvedPath))
        } else {
            for line in Self.lines(report, store: store.resolvedPath) { print(line) }
        }
        guard report.isSound else {
            let count = report.problemCount
            throw CLIError.storeUnusable(
                "\(store.resolvedPath): the store is damaged: \(count) problem\(count == 1 ? "" : "s") found")
        }
    }

    static func lines(_ report: StoreCheckReport, store: String) -> [String] {
        let mark = report.isMarked ? "marked as TouchTape's" : "not marked yet: it gets TouchTape's mark on its next write"
        var lines = ["store \(store): schema level \(report.level), \(mark)"]
        for section in report.sections {
            let count = section.problems.count + section.unlisted
            if count == 0 {
                lines.append("\(section.name): \(section.covered)")
                continue
            }
            lines.append("\(section.name): \(count) problem\(count == 1 ? "" : "s")")
            lines += section.problems.map { "  " + $0 }
            if section.unlisted > 0 { lines.append("  …and \(section.unlisted) more") }
        }
        lines.append(report.isSound ? "the store is sound" : "the store is damaged")
        return lines
    }

    static func json(_ report: StoreCheckReport, store: String) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("store"); json.string(store)
            json.key("level"); json.number(report.level)
            json.key("marked"); json.bool(report.isMarked)
            json.key("sound"); json.bool(report.isSound)
            json.key("checks")
            json.array(report.sections) { json, section in
                json.object { json in
                    json.key("check"); json.string(section.name)
                    json.key("problems"); json.strings(section.problems)
                    json.key("unlisted"); json.number(section.unlisted)
                }
            }
        }
        return json.text
    }
}
