import TouchTapeCore

/// JUnit XML for CI systems (the Jenkins/GitLab form, `docs/junit.xsd`): one `testcase` per
/// session, `classname` the scene's name without its version (so a CI system's test history
/// survives a layout edit), `name` the session's, `time` its replay's seconds; a session that
/// differs has one `failure` whose `message` is one line (its top change signature and the
/// count) and whose body lists its changed deliveries, at most ``maxBodyBytes``, the rest summarized.
package enum JUnitReport {
    /// A failure body's size at most, in UTF-8 bytes before escaping.
    package static let maxBodyBytes = 4096

    /// `more`: the command that lists every difference, named where a body is cut.
    package static func xml(_ report: ComparisonReport, suiteName: String = "touchtape replay",
                           more: String = "touchtape report --max-lines 0") -> String {
        let failures = report.failed
        let total = report.sessions.reduce(0.0) { $0 + ($1.seconds ?? 0) }
        let bySession = Dictionary(grouping: report.differences, by: \.session)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Markup.escape(suiteName))\" tests=\"\(report.sessions.count)\" failures=\"\(failures)\" "
            + "errors=\"0\" time=\"\(seconds(total))\">\n"
        xml += "  <testsuite name=\"\(Markup.escape(suiteName))\" tests=\"\(report.sessions.count)\" failures=\"\(failures)\" "
            + "errors=\"0\" skipped=\"0\" time=\"\(seconds(total))\">\n"
        for session in report.sessions {
            xml += "    <testcase classname=\"\(Markup.escape(session.scene))\" name=\"\(Markup.escape(session.session))\" "
                + "time=\"\(seconds(session.seconds ?? 0))\""
            let differences = bySession[session.session] ?? []
            guard session.changed > 0 else {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            let groups = ChangeGroup.groups(differences) { _ in session.scene }
            let counts = "\(session.changed) of \(session.deliveries) deliveries changed"
            let message = (groups.first.map { "\($0.title) — " } ?? "") + counts
            xml += "      <failure message=\"\(Markup.escape(oneLine(message)))\" type=\"changed\">"
            xml += Markup.escape(body(session, groups: groups, differences: differences, more: more))
            xml += "</failure>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// The signatures of the session, then its changed deliveries, one a line, cut at ``maxBodyBytes``.
    static func body(_ session: SessionSummary, groups: [ChangeGroup], differences: [Difference], more: String) -> String {
        var lines: [String] = []
        for g in groups.prefix(5) { lines.append("\(g.title): \(ReportText.plural(g.deliveries, "delivery", "deliveries"))") }
        if groups.count > 5 { lines.append("… \(groups.count - 5) more signatures") }
        lines.append("")
        var size = lines.reduce(0) { $0 + $1.utf8.count + 1 }
        let deliveries = DeliveryDifferences.split(differences)
        var shown = 0
        for d in deliveries {
            let line = d.line
            if size + line.utf8.count + 1 > maxBodyBytes - 200 { break }
            lines.append(line)
            size += line.utf8.count + 1
            shown += 1
        }
        if shown < deliveries.count {
            lines.append("… \(deliveries.count - shown) more changed deliveries (\(more))")
        }
        return lines.joined(separator: "\n")
    }

    /// A message attribute stays one line, whatever the names in it.
    static func oneLine(_ s: String) -> String {
        String(s.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }

    /// Seconds with millisecond precision, as JUnit's `time` takes them.
    static func seconds(_ s: Double) -> String {
        guard s.isFinite, s >= 0 else { return "0" }
        let ms = Int((s * 1000).rounded())
        let fraction = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
