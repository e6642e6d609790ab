import TouchTapeCore

/// The report as cli.md's `--json` gives it for `replay` and `diff`:
/// `{"run", "sessions", "deliveries", "changed", "differences": [{"session", "seq", "touch",
/// "phase", "field", "baseline", "current", "source"}]}`.
public enum ReportJSON {
    public static func document(_ report: ComparisonReport) -> String {
        var out: [UInt8] = []
        var top = JSONObjectWriter()
        top.key("run", &out); JSONObjectWriter.optionalNumber(report.run.map(Double.init), &out)
        top.key("sessions", &out); JSONText.appendNumber(Double(report.sessions.count), to: &out)
        top.key("deliveries", &out); JSONText.appendNumber(Double(report.deliveries), to: &out)
        top.key("changed", &out); JSONText.appendNumber(Double(report.changed), to: &out)
        top.key("differences", &out)
        out.append(UInt8(ascii: "["))
        for (i, d) in report.differences.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
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
        out.append(UInt8(ascii: "]"))
        top.close(&out)
        return String(decoding: out, as: UTF8.self)
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

/// The report in words: a summary line, then each changed delivery on one line with every
/// field that changed, `before → after`.
public enum ReportText {
    public static func lines(_ report: ComparisonReport, verb: String) -> [String] {
        var lines: [String] = []
        let head = report.run.map { "\(verb) run \($0)" } ?? verb
        lines.append("\(head): \(report.sessions.count) session\(report.sessions.count == 1 ? "" : "s"), "
                     + "\(report.deliveries) deliver\(report.deliveries == 1 ? "y" : "ies"), \(report.changed) changed")
        for group in grouped(report.differences) {
            lines.append(describe(group))
        }
        return lines
    }

    /// Differences of one delivery and one source, in order.
    public static func grouped(_ differences: [Difference]) -> [[Difference]] {
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

    /// `session S, event 3, touch 1 ended: view buyButton → promoBanner; handledBy buyButton → null`
    public static func describe(_ group: [Difference]) -> String {
        guard let first = group.first else { return "" }
        var place = "session \(first.session), event \(first.field.seq)"
        if let touch = first.field.touch { place += ", touch \(touch)" }
        if let phase = first.field.phase { place += " \(phase.rawValue)" }
        let changes = group.map { "\($0.field.field) \(show($0.field.reference)) → \(show($0.field.current))" }
        let source = first.source == .expect ? " (expected → engine)" : ""
        return "\(place): " + changes.joined(separator: "; ") + source
    }

    /// A value as people read it: `null`, an id, a list `[a, b]`, control events `touchUpInside → buy:`,
    /// recognizer transitions `doubleTap failed`.
    public static func show(_ v: FieldValue) -> String {
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
                // A recognizer transition (formats-gestures.md): `singleTap recognized → photoVC.toggleChrome:`.
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
