import TouchTapeCore
import TouchTapeStore

/// `replay --report FILE.html`: one self-contained page for a CI system to keep: a summary,
/// then each changed session with its differences in a table and its scene drawn with the
/// changed touches marked, then the unchanged sessions, one line each. Inline CSS and SVG
/// only: no script, nothing fetched (its content security policy forbids both).
public enum HTMLReport {
    /// What the page shows of one changed session besides its differences.
    public struct SessionDetail: Sendable {
        public var picture: ScenePicture.Drawn?
        /// The session's `meta.description`, when it is a string.
        public var description: String?

        public init(picture: ScenePicture.Drawn? = nil, description: String? = nil) {
            self.picture = picture
            self.description = description
        }
    }

    /// At most this many differences are listed per session, and this many sessions drawn.
    public static let maxRowsPerSession = 200
    public static let maxPictures = 50

    /// The page for a replay's report, reading what the pictures need from the store: each
    /// changed session's events and the scene version it was replayed against.
    public static func document(_ report: ComparisonReport, store: Store, heading: String = "touchtape replay") throws -> String {
        var details: [String: SessionDetail] = [:]
        var drawn = 0
        for summary in report.sessions where summary.changed > 0 {
            let session = try store.session(named: summary.session)
            var detail = SessionDetail(description: description(of: session))
            if drawn < maxPictures {
                let (scene, version) = try store.scene(named: summary.scene, version: summary.sceneVersion)
                let deliveries = Dispatcher.run(session, on: scene)
                let touches = PictureTouches.collect(events: session.events, deliveries: deliveries,
                                                     changes: PictureTouches.changes(report.differences, session: summary.session))
                drawn += 1
                detail.picture = ScenePicture.draw(
                    scene: scene, touches: touches,
                    options: .init(title: "\(summary.scene)@\(version)", idPrefix: "p\(drawn)", standalone: false))
            }
            details[summary.session] = detail
        }
        let fragile = try fragileFindings(report, store: store)
        return document(report, details: details, heading: heading, fragile: fragile.findings, fragileLeftOut: fragile.leftOut)
    }

    /// The page, from a report and what to show of each changed session.
    public static func document(_ report: ComparisonReport, details: [String: SessionDetail],
                                heading: String = "touchtape replay", fragile: [FragileFinding] = [],
                                fragileLeftOut: Int = 0) -> String {
        var w = MarkupWriter()
        w.trusted("<!DOCTYPE html>\n")
        w.open("html", [("lang", "en")])
        w.newline()
        w.open("head")
        w.newline()
        w.empty("meta", [("charset", "utf-8")])
        w.newline()
        w.empty("meta", [("http-equiv", "Content-Security-Policy"),
                         ("content", "default-src 'none'; style-src 'unsafe-inline'; img-src data:")])
        w.newline()
        w.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        w.newline()
        let runName = report.run.map { "\(heading) run \($0)" } ?? heading
        let changedSessions = report.sessions.filter { $0.changed > 0 }
        let verdict = report.run == nil ? "nothing to replay"
            : report.changed == 0 ? "nothing changed"
            : "\(plural(report.changed, "delivery", "deliveries")) changed in \(plural(changedSessions.count, "session", "sessions"))"
        w.element("title", text: "\(runName): \(verdict)")
        w.newline()
        w.open("style")
        w.trusted(styleSheet)
        w.close()
        w.newline()
        w.close()  // head
        w.newline()
        w.open("body")
        w.newline()

        // Summary.
        w.open("header")
        w.element("h1", text: runName)
        w.element("p", [("class", report.changed == 0 ? "verdict same" : "verdict changed")], text: verdict)
        w.open("dl", [("class", "counts")])
        for (name, value) in [("sessions", report.sessions.count), ("deliveries", report.deliveries),
                              ("changed", report.changed), ("changed sessions", changedSessions.count)] {
            w.open("div", [("class", name == "changed" && value > 0 ? "count bad" : "count")])
            w.element("dt", text: name)
            w.element("dd", text: "\(value)")
            w.close()
        }
        w.close()
        w.close()  // header
        w.newline()

        // Each changed session.
        if !changedSessions.isEmpty {
            w.open("main")
            w.newline()
            for summary in changedSessions {
                let differences = report.differences.filter { $0.session == summary.session }
                changedSection(summary, differences: differences, detail: details[summary.session], into: &w)
            }
            w.close()
            w.newline()
        }

        // The others, one line each.
        let unchanged = report.sessions.filter { $0.changed == 0 }
        if !unchanged.isEmpty {
            w.open("section", [("class", "unchanged")])
            w.element("h2", text: "Unchanged (\(unchanged.count))")
            w.open("ul")
            w.newline()
            for summary in unchanged {
                w.open("li")
                w.element("span", [("class", "name")], text: summary.session)
                w.text(" ")
                w.element("span", [("class", "scene")], text: sceneName(summary))
                w.text(" ")
                w.element("span", [("class", "n")], text: plural(summary.deliveries, "delivery", "deliveries"))
                w.close()
                w.newline()
            }
            w.close()
            w.close()
            w.newline()
        }
        fragileSection(fragile, leftOut: fragileLeftOut, into: &w)
        w.open("footer")
        w.text("touchtape \(EngineConstants.engineVersion). Red ring: a touch whose delivery changed; "
               + "dashed purple: where it went before; red outline: where it goes now. Hover a view or a touch for details.")
        w.close()
        w.newline()
        return w.finish() + "\n"
    }

    static func changedSection(_ summary: SessionSummary, differences: [Difference], detail: SessionDetail?,
                               into w: inout MarkupWriter) {
        w.open("section", [("class", "session")])
        w.open("h2")
        w.text(summary.session)
        w.text(" ")
        w.element("small", text: "\(sceneName(summary)) · \(summary.changed) of \(plural(summary.deliveries, "delivery", "deliveries")) changed")
        w.close()
        w.newline()
        if let description = detail?.description {
            w.element("p", [("class", "description")], text: description)
            w.newline()
        }
        w.open("div", [("class", "body")])
        w.open("table", [("class", "differences")])
        w.open("thead")
        w.open("tr")
        for title in ["event", "touch", "phase", "field", "reference", "now", "against"] {
            w.element("th", text: title)
        }
        w.close()
        w.close()
        w.newline()
        w.open("tbody")
        var rows = 0
        for group in ReportText.grouped(differences) {
            guard rows < maxRowsPerSession else { break }
            for (i, d) in group.enumerated() {
                w.open("tr", [("class", i == 0 ? "first" : "more")])
                if i == 0 {
                    let span = "\(group.count)"
                    w.element("td", [("rowspan", span), ("class", "num")], text: "\(d.field.seq)")
                    w.element("td", [("rowspan", span), ("class", "num")], text: d.field.touch.map { "\($0)" } ?? "")
                    w.element("td", [("rowspan", span), ("class", "phase")], text: d.field.phase?.rawValue ?? "")
                }
                w.element("td", [("class", "field")], text: d.field.field)
                w.element("td", [("class", "old")], text: ReportText.show(d.field.reference))
                w.element("td", [("class", "new")], text: ReportText.show(d.field.current))
                w.element("td", [("class", "source")], text: d.source == .expect ? "expect" : "baseline")
                w.close()
                w.newline()
                rows += 1
            }
        }
        w.close()  // tbody
        w.close()  // table
        if rows < differences.count {
            w.element("p", [("class", "more")], text: "… and \(differences.count - rows) more differences (touchtape replay --json lists them all)")
        }
        if let picture = detail?.picture {
            w.open("figure")
            w.append(picture.markup)
            if picture.touchesLeftOut > 0 {
                w.element("figcaption", text: "\(picture.touchesLeftOut) unchanged touches not drawn")
            }
            w.close()
        }
        w.close()  // div.body
        w.close()  // section
        w.newline()
    }

    static func sceneName(_ summary: SessionSummary) -> String {
        summary.scene + (summary.sceneVersion.map { "@\($0)" } ?? "")
    }

    static func description(of session: Session) -> String? {
        session.header.json["meta"]?.objectValue?["description"]?.stringValue
    }

    static func plural(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

    static let styleSheet: StaticString = """

        :root { color-scheme: light; }
        body { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", "Liberation Sans", sans-serif;
               margin: 0 auto; padding: 16px 24px 32px; max-width: 1200px; color: #1d1d1f; background: #ffffff;
               font-size: 14px; line-height: 1.4; }
        h1 { font-size: 22px; margin: 4px 0 2px; }
        h2 { font-size: 17px; margin: 0 0 6px; word-break: break-all; }
        h2 small { font-size: 13px; font-weight: normal; color: #555555; margin-left: 6px; }
        .verdict { font-weight: 600; margin: 0 0 10px; }
        .verdict.changed { color: #b3261e; }
        .verdict.same { color: #1e7d32; }
        dl.counts { display: flex; gap: 10px; margin: 0 0 18px; flex-wrap: wrap; }
        dl.counts .count { border: 1px solid #d0d0d0; border-radius: 6px; padding: 6px 12px; min-width: 90px; }
        dl.counts .count.bad { border-color: #d62728; background: #fdecea; }
        dl.counts dt { font-size: 12px; color: #555555; }
        dl.counts dd { margin: 0; font-size: 20px; font-weight: 600; }
        section.session { border: 1px solid #e0e0e0; border-left: 4px solid #d62728; border-radius: 6px;
                          padding: 12px 14px; margin: 0 0 18px; }
        .description { color: #444444; margin: 0 0 10px; max-width: 80em; }
        .body { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        table.differences { border-collapse: collapse; font-size: 13px; flex: 1 1 420px; }
        table.differences th { text-align: left; background: #f3f3f3; padding: 4px 8px; border-bottom: 1px solid #cccccc; }
        table.differences td { padding: 3px 8px; border-bottom: 1px solid #eeeeee; vertical-align: top;
                               word-break: break-word; }
        table.differences tr.first td { border-top: 1px solid #cccccc; }
        table.differences td.num { text-align: right; }
        table.differences td.num, table.differences td.phase, table.differences td.field, table.differences td.source,
        table.differences th { white-space: nowrap; }
        table.differences td.field { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        table.differences td.old { color: #6a3d9a; }
        table.differences td.new { color: #b3261e; font-weight: 600; }
        table.differences td.source { color: #666666; }
        p.more { color: #666666; font-style: italic; }
        figure { margin: 0; flex: 0 0 auto; }
        figure svg { display: block; border: 1px solid #e0e0e0; border-radius: 4px; }
        figcaption { font-size: 12px; color: #666666; }
        section.unchanged ul { list-style: none; padding: 0; margin: 0; columns: 2 420px; }
        section.unchanged li { padding: 2px 0; break-inside: avoid; }
        section.unchanged li::before { content: "\\2713"; color: #1e7d32; margin-right: 6px; }
        section.unchanged .scene, section.unchanged .n { color: #666666; font-size: 13px; margin-left: 6px; }
        footer { margin-top: 24px; color: #777777; font-size: 12px; }

        """
}
