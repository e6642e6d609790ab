import TouchTapeCore

/// The report as docs/cli.md's `--json` gives it for `replay`, `diff` and `report`:
/// `{"run", "sessions", "deliveries", "changed", "passed", "failed", "differences": [{"session",
/// "seq", "touch", "phase", "field", "baseline", "current", "source"}], "groups": [{"scene",
/// "fields", "baseline", "current", "deliveries", "sessions": [names], "example": {difference}}]}`.
package enum ReportJSON {
    /// `leftOut`: for `replay PATH…`, the stored sessions not in the PATHs (not replayed); the
    /// key is written last and only when given, so `diff`, `report` and `replay` without PATHs
    /// keep their keys.
    package static func document(_ report: ComparisonReport, leftOut: Int? = nil) -> String {
        var out: [UInt8] = []
        var top = JSONObjectWriter()
        top.key("run", &out); JSONObjectWriter.optionalNumber(report.run.map(Double.init), &out)
        top.key("sessions", &out); JSONText.appendNumber(Double(report.sessions.count), to: &out)
        top.key("deliveries", &out); JSONText.appendNumber(Double(report.deliveries), to: &out)
        top.key("changed", &out); JSONText.appendNumber(Double(report.changed), to: &out)
        top.key("passed", &out); JSONText.appendNumber(Double(report.passed), to: &out)
        top.key("failed", &out); JSONText.appendNumber(Double(report.failed), to: &out)
        top.key("differences", &out)
        out.append(UInt8(ascii: "["))
        for (i, d) in report.differences.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            appendDifference(d, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        top.key("groups", &out)
        out.append(UInt8(ascii: "["))
        for (i, g) in report.groups().enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var o = JSONObjectWriter()
            o.key("scene", &out); JSONText.appendString(g.signature.scene, to: &out)
            o.key("fields", &out); OutcomeJSON.appendStrings(g.fields, to: &out)
            o.key("baseline", &out); appendValue(g.signature.baseline, to: &out)
            o.key("current", &out); appendValue(g.signature.current, to: &out)
            o.key("deliveries", &out); JSONText.appendNumber(Double(g.deliveries), to: &out)
            o.key("sessions", &out); OutcomeJSON.appendStrings(g.sessions, to: &out)
            o.key("example", &out); appendDifference(g.example, to: &out)
            o.close(&out)
        }
        out.append(UInt8(ascii: "]"))
        if let leftOut { top.key("leftOut", &out); JSONText.appendNumber(Double(leftOut), to: &out) }
        top.close(&out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendDifference(_ d: Difference, to out: inout [UInt8]) {
        var o = JSONObjectWriter()
        o.key("session", &out); JSONText.appendString(d.session, to: &out)
        o.key("seq", &out); JSONText.appendNumber(Double(d.field.seq), to: &out)
        o.key("touch", &out); JSONObjectWriter.optionalNumber(d.field.touch.map(Double.init), &out)
        o.key("phase", &out); JSONObjectWriter.optionalString(d.field.phase?.rawValue, &out)
        o.key("field", &out); JSONText.appendString(d.field.field, to: &out)
        o.key("baseline", &out); appendValue(d.field.reference, to: &out)
        o.key("current", &out); appendValue(d.field.current, to: &out)
        o.key("source", &out); JSONText.appendString(d.source.rawValue, to: &out)
        o.close(&out)
    }

    /// A field value as JSON: lists as JSON lists (they are kept as JSON text), scalars as
    /// strings, numbers or null.
    static func appendValue(_ v: FieldValue, to out: inout [UInt8]) {
        switch v {
        case .null: out.append(contentsOf: "null".utf8)
        case .text(let s): JSONText.appendString(s, to: &out)
        case .number(let d): JSONText.appendNumber(d, to: &out)
        case .json(let s): out.append(contentsOf: s.utf8)
        }
    }
}

/// The report in words, for a CI log: the change signatures first (largest first), then
/// each failed session with its changed deliveries (each once, whatever its sources), capped,
/// then the summary, last, ending with the line CI users grep for:
/// `touchtape: P sessions passed, F failed (C of D deliveries changed)`.
package enum ReportText {
    /// The default of `--max-lines`: per-session lines printed in all.
    package static let defaultMaxLines = 40
    /// Per-session difference lines at most, before the cap shares out the rest.
    package static let linesPerSession = 5
    /// Signatures listed at most.
    package static let maxSignatures = 10

    /// `maxLines`: the per-session section's lines at most (0: all). `more`: the command that
    /// prints everything (e.g. `touchtape report 7 --max-lines 0`), named wherever lines are left out.
    package static func lines(_ report: ComparisonReport, verb: String, maxLines: Int = defaultMaxLines,
                             more: String) -> [String] {
        var lines: [String] = []
        let head = report.run.map { "\(verb) run \($0)" } ?? verb
        let failed = report.sessions.filter { $0.changed > 0 }

        // Signatures, largest first.
        let groups = report.groups()
        if !groups.isEmpty {
            lines.append("\(head): \(plural(groups.count, "change signature", "change signatures")), largest first:")
            for (i, g) in groups.prefix(maxSignatures).enumerated() {
                lines.append("  \(i + 1). \(g.title): \(plural(g.deliveries, "delivery", "deliveries")) "
                             + "in \(plural(g.sessions.count, "session", "sessions"))")
                let shown = g.sessions.prefix(5).joined(separator: ", ")
                let rest = g.sessions.count > 5 ? ", … \(g.sessions.count - 5) more" : ""
                lines.append("     sessions: \(shown)\(rest); e.g. session \(g.example.session), \(place(g.example.field))")
            }
            if groups.count > maxSignatures {
                lines.append("  … \(groups.count - maxSignatures) more signatures (\(more))")
            }
        }

        // Failed sessions, each difference once, capped.
        if !failed.isEmpty {
            lines.append("")
            lines.append("failed sessions:")
            let byDelivery = Dictionary(grouping: DeliveryDifferences.split(report.differences), by: \.session)
            let cap = maxLines > 0 ? maxLines : Int.max
            var used = 0, sessionsLeft = 0, linesLeft = 0
            for summary in failed {
                let deliveries = byDelivery[summary.session] ?? []
                let perSession = maxLines > 0 ? linesPerSession : Int.max
                let shown = min(deliveries.count, perSession)
                let needed = 1 + shown + (deliveries.count > shown ? 1 : 0)
                if used + needed > cap {
                    sessionsLeft += 1
                    linesLeft += 1 + deliveries.count
                    continue
                }
                lines.append("  \(summary.session) (\(sceneName(summary))): \(summary.changed) of "
                             + "\(plural(summary.deliveries, "delivery", "deliveries")) changed")
                for d in deliveries.prefix(shown) { lines.append("    " + d.line) }
                if deliveries.count > shown {
                    lines.append("    … \(deliveries.count - shown) more (\(more))")
                }
                used += needed
            }
            if sessionsLeft > 0 {
                lines.append("  … \(plural(sessionsLeft, "more failed session", "more failed sessions")) "
                             + "(\(linesLeft) lines) left out by --max-lines \(maxLines) (\(more))")
            }
        }

        // The summary, last.
        lines.append("")
        lines.append("\(head): \(plural(report.sessions.count, "session", "sessions")), "
                     + "\(plural(report.deliveries, "delivery", "deliveries")), \(report.changed) changed")
        lines.append(closingLine(report))
        return lines
    }

    /// `touchtape: 198 sessions passed, 2 failed (300 of 800000 deliveries changed)`
    package static func closingLine(_ report: ComparisonReport) -> String {
        "touchtape: \(plural(report.passed, "session", "sessions")) passed, \(report.failed) failed "
            + "(\(report.changed) of \(plural(report.deliveries, "delivery", "deliveries")) changed)"
    }

    /// `event 3, touch 1 ended`
    package static func place(_ d: FieldDifference) -> String {
        var place = "event \(d.seq)"
        if let touch = d.touch { place += ", touch \(touch)" }
        if let phase = d.phase { place += " \(phase.rawValue)" }
        return place
    }

    static func sceneName(_ summary: SessionSummary) -> String {
        summary.scene + (summary.sceneVersion.map { "@\($0)" } ?? "")
    }

    static func plural(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

    /// Differences of one delivery and one source, in order.
    package static func grouped(_ differences: [Difference]) -> [[Difference]] {
        var groups: [[Difference]] = []
        for d in differences {
            if let last = groups.last?.last, last.session == d.session, last.field.seq == d.field.seq,
               last.field.touch == d.field.touch, last.source == d.source {
                groups[groups.count - 1].append(d)
            } else {
                groups.append([d])
            }
        }
        return groups
    }

    /// A value as people read it: `null`, an id, a list `[a, b]`, control events `touchUpInside → buy:`,
    /// recognizer transitions `doubleTap failed`, calls `tableView:didSelectRowAtIndexPath: [0,3]`.
    package static func show(_ v: FieldValue) -> String {
        switch v {
        case .null: return "null"
        case .text(let s): return s
        case .number(let d): return JSONText.numberString(d)
        case .json(let s):
            guard let value = try? JSONReader.parse(Array(s.utf8)), let items = value.arrayValue else { return s }
            let shown = items.map { item -> String in
                if let object = item.objectValue, let event = object["event"]?.stringValue,
                   let action = object["action"]?.stringValue {
                    let view = object["view"]?.stringValue ?? "?"
                    return "\(view) \(event) → \(action)"
                }
                // A builtin's call (docs/formats.md, `calls`): `tableView:didSelectRowAtIndexPath: [0,3]`.
                if let object = item.objectValue, let selector = object["selector"]?.stringValue {
                    var text = selector
                    for arg in object["args"]?.objectValue?.members ?? [] {
                        text += " " + String(decoding: CanonicalJSON.bytes(of: arg.value), as: UTF8.self)
                    }
                    if object["after"]?.stringValue == "animation" { text += " (after animation)" }
                    return text
                }
                // A recognizer transition (docs/formats.md): `singleTap recognized → photoVC.toggleChrome:`.
                if let object = item.objectValue, let gesture = object["gesture"]?.stringValue,
                   let state = object["state"]?.stringValue {
                    let action = object["action"]?.stringValue.map { " → \(object["target"]?.stringValue ?? "nil").\($0)" } ?? ""
                    return "\(gesture) \(state)\(action)"
                }
                return item.stringValue ?? "?"
            }
            return "[" + shown.joined(separator: ", ") + "]"
        }
    }
}
