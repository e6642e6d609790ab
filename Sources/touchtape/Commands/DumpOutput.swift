import ArgumentParser
import TouchTapeCore
import TouchTapeDumps
import TouchTapeStore

/// The options of `import` that apply to view-hierarchy dumps (docs/dumps.md).
struct DumpFlags: ParsableArguments {
    @Option(help: ArgumentHelp("The overlay for the dump (default: STEM.overlay.json beside it).", valueName: "file"))
    var overlay: String?
    @Option(help: ArgumentHelp("The dump's scene name (default: the file's base name).", valueName: "name"))
    var name: String?
    @Option(help: ArgumentHelp("Which dump of the file to read, from 1, when it holds several.", valueName: "n"))
    var dump: Int?
    @Flag(help: "Do not apply the built-in rules to dumps: no K1 wrapper rule, no builtins inferred from classes (K2-K5), no default system-gesture region on windows.") var noBuiltinRules = false

    func validate() throws {
        if let dump, dump < 1 { throw ValidationError("--dump takes a dump number, 1 or more") }
    }

    /// `--overlay`, `--name` and `--dump` name one dump's parts: with several dumps they are
    /// ambiguous; without any dump, every dump option is a mistake.
    func options(dumps: Int) throws -> DumpImportOptions {
        if dumps == 0 {
            for (flag, given) in [("--overlay", overlay != nil), ("--name", name != nil), ("--dump", dump != nil),
                                  ("--no-builtin-rules", noBuiltinRules)] where given {
                throw ValidationError("\(flag) applies to a view-hierarchy dump; the paths hold none")
            }
        }
        if dumps > 1 {
            for (flag, given) in [("--overlay", overlay != nil), ("--name", name != nil), ("--dump", dump != nil)] where given {
                throw ValidationError("\(flag) applies to one dump; the paths hold \(dumps) dumps: import them one at a time")
            }
        }
        return DumpImportOptions(overlay: overlay, dump: DumpOptions(name: name, dumpNumber: dump, builtinRules: !noBuiltinRules))
    }
}

/// `import`'s lines and JSON for dumps (docs/dumps.md, Output and notes).
enum DumpOutput {
    /// The summary line exactly as docs/dumps.md writes it (plural nouns whatever the count, so
    /// that scripts can match it), then one `note:` line per note.
    static func lines(_ dump: DumpImportResult) -> [String] {
        let s = dump.summary
        let scene = dump.scene
        let line = "scene \(scene.name) version \(scene.version) (\(scene.isNew ? "new" : "known")) from \(dump.file): "
            + "\(s.windows) windows (\(s.syntheticWindow ? 1 : 0) synthetic), \(s.views) views, "
            + "\(s.viewControllers) view controllers, \(s.gestureViews) views with gesture recognizers (not modelled), "
            + "\(s.builtinRules.count) built-in rules"
        return ([line] + notes(dump).map { "note: \($0)" }).map(TerminalText.escaped)
    }

    /// The reader's notes, after the overlay that was applied (when one was).
    static func notes(_ dump: DumpImportResult) -> [String] {
        (dump.overlay.map { ["overlay \($0) applied"] } ?? []) + dump.summary.notes
    }

    /// `[{"file", "scene", "version", "new", "windows", "syntheticWindow", "views",
    /// "viewControllers", "gestureViews", "builtinRules", "notes", "ids"}]`
    static func json(_ dumps: [DumpImportResult], _ json: inout JSONWriter) {
        json.array(dumps) { json, dump in
            let s = dump.summary
            json.object { json in
                json.key("file"); json.string(dump.file)
                json.key("scene"); json.string(dump.scene.name)
                json.key("version"); json.number(dump.scene.version)
                json.key("new"); json.bool(dump.scene.isNew)
                json.key("windows"); json.number(s.windows)
                json.key("syntheticWindow"); json.bool(s.syntheticWindow)
                json.key("views"); json.number(s.views)
                json.key("viewControllers"); json.number(s.viewControllers)
                json.key("gestureViews"); json.number(s.gestureViews)
                json.key("builtinRules"); json.strings(s.builtinRules)
                json.key("notes"); json.strings(notes(dump))
                json.key("ids")
                json.array(s.ids) { json, origin in
                    json.object { json in
                        json.key("id"); json.string(origin.id)
                        json.key("line"); json.number(origin.line)
                        json.key("address"); json.string(origin.address)
                        json.key("class"); json.string(origin.className)
                        if let text = origin.text { json.key("text"); json.string(text) }
                    }
                }
            }
        }
    }
}

/// Text from a dump (a label's `text` may hold newlines) made safe for a terminal, as docs/cli.md
/// says: C0 but tab, DEL, C1 and the bidirectional overrides become `\u{…}`.
enum TerminalText {
    static func escaped(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            let v = scalar.value
            let control = (v < 0x20 && v != 0x09) || (v >= 0x7F && v <= 0x9F)
                || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069)
            if control {
                out += "\\u{\(String(v, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
