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
    static func json(_ dumps: [DumpImportResult], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (i, dump) in dumps.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            let s = dump.summary
            var o = JSONObjectWriter()
            o.key("file", &out); JSONText.appendString(dump.file, to: &out)
            o.key("scene", &out); JSONText.appendString(dump.scene.name, to: &out)
            o.key("version", &out); JSONText.appendNumber(Double(dump.scene.version), to: &out)
            o.key("new", &out); out.append(contentsOf: (dump.scene.isNew ? "true" : "false").utf8)
            o.key("windows", &out); JSONText.appendNumber(Double(s.windows), to: &out)
            o.key("syntheticWindow", &out); out.append(contentsOf: (s.syntheticWindow ? "true" : "false").utf8)
            o.key("views", &out); JSONText.appendNumber(Double(s.views), to: &out)
            o.key("viewControllers", &out); JSONText.appendNumber(Double(s.viewControllers), to: &out)
            o.key("gestureViews", &out); JSONText.appendNumber(Double(s.gestureViews), to: &out)
            o.key("builtinRules", &out); strings(s.builtinRules, &out)
            o.key("notes", &out); strings(notes(dump), &out)
            o.key("ids", &out)
            out.append(UInt8(ascii: "["))
            for (k, origin) in s.ids.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                var e = JSONObjectWriter()
                e.key("id", &out); JSONText.appendString(origin.id, to: &out)
                e.key("line", &out); JSONObjectWriter.optionalNumber(origin.line.map(Double.init), &out)
                e.key("address", &out); JSONObjectWriter.optionalString(origin.address, &out)
                e.key("class", &out); JSONText.appendString(origin.className, to: &out)
                if let text = origin.text { e.key("text", &out); JSONText.appendString(text, to: &out) }
                e.close(&out)
            }
            out.append(UInt8(ascii: "]"))
            o.close(&out)
        }
        out.append(UInt8(ascii: "]"))
    }

    static func strings(_ list: [String], _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (i, s) in list.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(s, to: &out)
        }
        out.append(UInt8(ascii: "]"))
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
