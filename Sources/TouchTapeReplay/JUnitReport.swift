import TouchTapeCore

/// JUnit XML for CI systems: one `testcase` per session, one `failure` per session that
/// differs, its message listing the changed deliveries (view and handler before and after).
public enum JUnitReport {
    public static func xml(_ report: ComparisonReport, suiteName: String = "touchtape replay") -> String {
        let failures = report.sessions.filter { $0.changed > 0 }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Markup.escape(suiteName))\" tests=\"\(report.sessions.count)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"\(Markup.escape(suiteName))\" tests=\"\(report.sessions.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for session in report.sessions {
            let version = session.sceneVersion.map { "@\($0)" } ?? ""
            xml += "    <testcase classname=\"\(Markup.escape(session.scene + version))\" name=\"\(Markup.escape(session.session))\">\n"
            if session.changed > 0 {
                let groups = ReportText.grouped(report.differences.filter { $0.session == session.session })
                let summary = "\(session.changed) of \(session.deliveries) deliveries changed"
                let lines = groups.map(deliveryLine)
                xml += "      <failure message=\"\(Markup.escape(summary + ": " + lines.joined(separator: " | ")))\" type=\"changed\">"
                xml += Markup.escape(lines.joined(separator: "\n"))
                xml += "</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// One changed delivery: its place, then view and handler before and after, then any other field.
    static func deliveryLine(_ group: [Difference]) -> String {
        guard let first = group.first else { return "" }
        var place = "event \(first.field.seq)"
        if let touch = first.field.touch { place += " touch \(touch)" }
        if let phase = first.field.phase { place += " \(phase.rawValue)" }
        if first.source == .expect { place += " (expect)" }
        let ordered = group.sorted { rank($0.field.field) < rank($1.field.field) }
        return place + ": " + ordered.map {
            "\($0.field.field) \(ReportText.show($0.field.reference)) → \(ReportText.show($0.field.current))"
        }.joined(separator: "; ")
    }

    private static func rank(_ field: String) -> Int {
        switch field {
        case "view": 0
        case "handledBy": 1
        default: 2 + (OutcomeComparison.fields.firstIndex(of: field) ?? 99)
        }
    }
}
