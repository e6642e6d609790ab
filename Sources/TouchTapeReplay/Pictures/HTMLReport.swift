import TouchTapeCore
import TouchTapeStore

/// `replay --report FILE.html`: one self-contained page for a CI system to keep, readable at
/// any scale. On top the summary and the change signatures, largest first, each with a heat
/// map of its scene (every changed touch of that signature a dot, the old and new targets
/// outlined) and a zoom when the targets are small. Below, the sessions as rows (failed
/// first), filterable by a text box and by signature, each expanding to its card: its
/// differences in a table and its scene drawn with the changed touches ringed. Inline CSS,
/// SVG and one inline script (the filters) only; nothing fetched. Without JavaScript the page
/// reads the same, only without filtering. Its size stays bounded: pictures are drawn while
/// the page is under ``pictureBudget`` bytes, and each card lists at most a few rows.
package enum HTMLReport {
    /// What the page shows of one changed session besides its differences.
    package struct SessionDetail: Sendable {
        package var picture: ScenePicture.Drawn?
        /// The session's `meta.description`, when it is a string.
        package var description: String?
        /// Changed touches the picture leaves out (they are on the heat maps).
        package var changedLeftOut: Int

        package init(picture: ScenePicture.Drawn? = nil, description: String? = nil, changedLeftOut: Int = 0) {
            self.picture = picture
            self.description = description
            self.changedLeftOut = changedLeftOut
        }
    }

    /// One signature's pictures: its heat map and, for a small target, a zoom.
    package struct SignaturePictures: Sendable {
        package var heat: ScenePicture.Drawn
        package var zoom: ScenePicture.Drawn?

        package init(heat: ScenePicture.Drawn, zoom: ScenePicture.Drawn? = nil) {
            self.heat = heat
            self.zoom = zoom
        }
    }

    /// Rows of a card's table at most: more when few sessions failed.
    package static func maxRowsPerSession(failedSessions: Int) -> Int { failedSessions > 20 ? 12 : 200 }
    /// Signatures listed at most, and drawn at most.
    package static let maxSignatures = 50
    package static let maxSignaturePictures = 12
    /// Changed touches a session's picture draws at most (the heat maps show them all).
    package static let maxChangedTouchesPerPicture = 40
    /// Up to this many failed sessions, their cards are open when the page loads.
    package static let openCards = 5
    /// Session pictures are drawn while they come to less than this many bytes in all.
    package static let pictureBudget = 1_200_000

    /// The page for a replay's report, reading what the pictures need from the store: each
    /// changed session's events and the scene version it was replayed against.
    package static func document(_ report: ComparisonReport, store: Store, heading: String = "touchtape replay",
                                more: String = "touchtape report --max-lines 0 lists them all") throws -> String {
        let groups = report.groups()
        let drawnGroups = Array(groups.prefix(maxSignaturePictures))
        var heatPoints = [[Point]](repeating: [], count: drawnGroups.count)
        let groupIndex = Dictionary(uniqueKeysWithValues: drawnGroups.enumerated().map { ($1.signature, $0) })
        let bySession = Dictionary(grouping: report.differences, by: \.session)
        var scenes: [String: (scene: Scene, version: Int)] = [:]
        func scene(_ name: String, _ version: Int?) throws -> (scene: Scene, version: Int) {
            let key = name + "@" + (version.map(String.init) ?? "")
            if let found = scenes[key] { return found }
            let loaded = try store.scene(named: name, version: version)
            scenes[key] = loaded
            return loaded
        }
        func scene(_ summary: SessionSummary) throws -> (scene: Scene, version: Int) {
            try scene(summary.scene, summary.sceneVersion)
        }
        /// The reference's version, when it is another than the one drawn: the old targets'
        /// frames come from it, the new ones' from the version replayed against.
        func reference(_ summary: SessionSummary, drawn version: Int) throws -> (scene: Scene, version: Int)? {
            guard let referenceVersion = summary.referenceVersion, referenceVersion != version else { return nil }
            return try scene(summary.scene, referenceVersion)
        }

        var details: [String: SessionDetail] = [:]
        var pictureBytes = 0
        var drawn = 0
        for summary in report.sessions where summary.changed > 0 {
            let session = try store.session(named: summary.session)
            let differences = bySession[summary.session] ?? []
            // Where each changed touch began, for the heat maps.
            var starts: [PictureTouches.Key: Point] = [:]
            for (seq, event) in session.events.enumerated() {
                guard case .touches(let samples) = event.payload else { continue }
                for sample in samples { starts[PictureTouches.Key(seq: seq, touch: sample.touch)] = sample.location }
            }
            for delivery in DeliveryDifferences.split(differences) {
                guard let point = starts[PictureTouches.Key(seq: delivery.seq, touch: delivery.touch)] else { continue }
                var seen: Set<Int> = []
                for (lead, _) in ChangeGroup.signatures(of: delivery.differences) {
                    let signature = ChangeSignature(scene: summary.scene, field: lead.field.field,
                                                    baseline: lead.field.reference, current: lead.field.current)
                    if let i = groupIndex[signature], seen.insert(i).inserted { heatPoints[i].append(point) }
                }
            }
            var detail = SessionDetail(description: description(of: session))
            if pictureBytes < pictureBudget {
                let (scene, version) = try scene(summary)
                let deliveries = Dispatcher.run(session, on: scene)
                var touches = PictureTouches.collect(events: session.events, deliveries: deliveries,
                                                     changes: PictureTouches.changes(differences, session: summary.session))
                let changed = touches.filter { $0.change != nil }
                if changed.count > maxChangedTouchesPerPicture {
                    touches = Array(changed.prefix(maxChangedTouchesPerPicture))
                    detail.changedLeftOut = changed.count - maxChangedTouchesPerPicture
                }
                drawn += 1
                var options = ScenePicture.Options(title: "\(summary.scene)@\(version)", idPrefix: "p\(drawn)", standalone: false)
                if let reference = try reference(summary, drawn: version) {
                    options.reference = reference.scene
                    options.subtitle = Self.referenceNote(summary.scene, reference.version)
                }
                let picture = ScenePicture.draw(scene: scene, touches: touches, options: options)
                pictureBytes += picture.markup.output.utf8.count
                detail.picture = picture
            }
            details[summary.session] = detail
        }

        // One heat map per signature, on the scene version of its first session.
        var signaturePictures: [SignaturePictures] = []
        for (i, group) in drawnGroups.enumerated() {
            guard let first = group.sessions.first, let summary = report.sessions.first(where: { $0.session == first })
            else { continue }
            let (scene, version) = try scene(summary)
            let reference = try reference(summary, drawn: version)
            let (before, after) = targets(group)
            let heat = HeatMap(points: heatPoints[i], before: before, after: after)
            var options = ScenePicture.Options(title: "\(summary.scene)@\(version): signature #\(i + 1)", idPrefix: "s\(i)",
                                               standalone: false, heat: heat)
            options.reference = reference?.scene
            options.subtitle = reference.map { Self.referenceNote(summary.scene, $0.version) }
            let picture = ScenePicture.draw(scene: scene, options: options)
            var zoom: ScenePicture.Drawn?
            if let (box, scale) = ScenePicture.focus(of: heat, scene: scene, reference: reference?.scene) {
                var zoomOptions = ScenePicture.Options(idPrefix: "z\(i)", standalone: false, legend: false, heat: heat,
                                                       focus: box, scale: scale)
                zoomOptions.reference = reference?.scene
                zoom = ScenePicture.draw(scene: scene, options: zoomOptions)
            }
            signaturePictures.append(SignaturePictures(heat: picture, zoom: zoom))
        }
        let fragile = try fragileFindings(report, store: store)
        return document(report, details: details, groups: groups, signaturePictures: signaturePictures,
                        heading: heading, more: more, fragile: fragile.findings, fragileLeftOut: fragile.leftOut)
    }

    /// The caption line of a picture whose old targets come from another version than the one drawn.
    static func referenceNote(_ scene: String, _ version: Int) -> String {
        "targets before at their frames in \(scene)@\(version), the reference's version"
    }

    /// The old and new targets a signature's picture outlines: its values when they name views.
    static func targets(_ group: ChangeGroup) -> (before: [String], after: [String]) {
        guard ["view", "hitView", "handledBy"].contains(group.signature.field) else { return ([], []) }
        func id(_ v: FieldValue) -> [String] { if case .text(let s) = v { [s] } else { [] } }
        return (id(group.signature.baseline), id(group.signature.current))
    }

    /// The page, from a report and what to show of each changed session and each signature.
    package static func document(_ report: ComparisonReport, details: [String: SessionDetail],
                                groups: [ChangeGroup]? = nil, signaturePictures: [SignaturePictures] = [],
                                heading: String = "touchtape replay",
                                more: String = "touchtape report --max-lines 0 lists them all",
                                fragile: [FragileFinding] = [], fragileLeftOut: Int = 0) -> String {
        let groups = groups ?? report.groups()
        var w = MarkupWriter()
        w.trusted("<!DOCTYPE html>\n")
        w.open("html", [("lang", "en")])
        w.newline()
        w.open("head")
        w.newline()
        w.empty("meta", [("charset", "utf-8")])
        w.newline()
        w.empty("meta", [("http-equiv", "Content-Security-Policy"),
                         ("content", "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:")])
        w.newline()
        w.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        w.newline()
        let runName = report.run.map { "\(heading) run \($0)" } ?? heading
        let failed = report.sessions.filter { $0.changed > 0 }
        let passed = report.sessions.filter { $0.changed == 0 }
        let verdict = report.run == nil ? "nothing to replay"
            : report.changed == 0 ? "nothing changed"
            : "\(plural(report.changed, "delivery", "deliveries")) changed in \(plural(failed.count, "session", "sessions"))"
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
        w.open("header", [("id", "summary")])
        w.element("h1", text: runName)
        w.element("p", [("class", report.changed == 0 ? "verdict same" : "verdict changed")], text: verdict)
        w.open("dl", [("class", "counts")])
        for (name, value, bad) in [("sessions", report.sessions.count, false), ("passed", report.passed, false),
                                   ("failed", report.failed, report.failed > 0), ("deliveries", report.deliveries, false),
                                   ("changed", report.changed, report.changed > 0)] {
            w.open("div", [("class", bad ? "count bad" : "count")])
            w.element("dt", text: name)
            w.element("dd", text: "\(value)")
            w.close()
        }
        w.close()
        w.element("p", [("class", "closing")], text: ReportText.closingLine(report))
        w.close()  // header
        w.newline()

        // Signatures, largest first.
        if !groups.isEmpty {
            w.open("section", [("id", "signatures")])
            w.element("h2", text: "What changed: \(plural(groups.count, "change signature", "change signatures")), largest first")
            w.newline()
            for (i, group) in groups.prefix(maxSignatures).enumerated() {
                signatureSection(group, index: i, pictures: i < signaturePictures.count ? signaturePictures[i] : nil, into: &w)
            }
            if groups.count > maxSignatures {
                w.element("p", [("class", "more")], text: "… and \(groups.count - maxSignatures) more signatures (\(more))")
            }
            w.close()
            w.newline()
        }

        // Sessions as rows, failed first.
        if !report.sessions.isEmpty {
            let topSignature = topSignatures(groups)
            w.open("section", [("id", "sessions")])
            w.element("h2", text: "Sessions: \(failed.count) failed, \(passed.count) passed")
            w.open("div", [("id", "filters"), ("hidden", "hidden")])
            w.empty("input", [("id", "filter-text"), ("type", "search"), ("placeholder", "filter by session or scene"),
                              ("aria-label", "filter by session or scene")])
            w.open("select", [("id", "filter-signature"), ("aria-label", "filter by signature")])
            w.element("option", [("value", "")], text: "every signature")
            for (i, group) in groups.prefix(maxSignatures).enumerated() {
                w.element("option", [("value", "\(i)")], text: "#\(i + 1) \(group.title)")
            }
            w.close()
            w.element("span", [("id", "filter-count")], text: "")
            w.close()
            w.newline()
            w.open("div", [("class", "rows")])
            w.open("div", [("class", "row head")])
            for title in ["session", "scene", "deliveries", "changed", "top signature"] { w.element("span", text: title) }
            w.close()
            w.newline()
            let maxRows = maxRowsPerSession(failedSessions: failed.count)
            let bySession = Dictionary(grouping: report.differences, by: \.session)
            for summary in failed + passed {
                let signatures = topSignature[summary.session] ?? []
                var attributes: [(StaticString, String)] = [
                    ("class", summary.changed > 0 ? "session failed" : "session passed"),
                    ("data-name", summary.session + " " + summary.scene),
                    ("data-signatures", signatures.map(String.init).joined(separator: " "))]
                // A few failed sessions are shown open, as the report always showed them.
                if summary.changed > 0 && failed.count <= openCards { attributes.append(("open", "open")) }
                w.open("details", attributes)
                w.open("summary", [("class", "row")])
                w.element("span", [("class", "name")], text: summary.session)
                w.element("span", [("class", "scene")], text: sceneName(summary))
                w.element("span", [("class", "num")], text: "\(summary.deliveries)")
                w.element("span", [("class", summary.changed > 0 ? "num bad" : "num")], text: "\(summary.changed)")
                w.element("span", [("class", "signature")],
                          text: signatures.first.map { "#\($0 + 1) " + groups[$0].title } ?? (summary.changed > 0 ? "" : "passed"))
                w.close()  // summary
                if summary.changed > 0 {
                    changedSection(summary, differences: bySession[summary.session] ?? [], detail: details[summary.session],
                                   maxRows: maxRows, more: more, into: &w)
                } else {
                    w.element("p", [("class", "card")], text: "\(plural(summary.deliveries, "delivery", "deliveries")), none changed")
                }
                w.close()  // details
                w.newline()
            }
            w.close()  // rows
            w.close()  // section
            w.newline()
        }
        fragileSection(fragile, leftOut: fragileLeftOut, into: &w)
        w.open("footer")
        w.text("touchtape \(EngineConstants.engineVersion). Heat maps: every changed touch of a signature, darker where more fell; "
               + "dashed purple: where the touches went before; red outline: where they go now. In a session's picture, "
               + "red ring: a touch whose delivery changed. Hover a view or a touch for details.")
        w.close()
        w.newline()
        w.open("script")
        w.trusted(script)
        w.close()
        w.newline()
        return w.finish() + "\n"
    }

    /// For each session, the indexes of the signatures it shows (largest first).
    static func topSignatures(_ groups: [ChangeGroup]) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for (i, group) in groups.prefix(maxSignatures).enumerated() {
            for session in group.sessions { result[session, default: []].append(i) }
        }
        return result
    }

    static func signatureSection(_ group: ChangeGroup, index: Int, pictures: SignaturePictures?, into w: inout MarkupWriter) {
        w.open("article", [("class", "signature"), ("id", "signature-\(index)")])
        w.open("h3")
        w.element("span", [("class", "rank")], text: "#\(index + 1)")
        w.text(" " + group.title)
        w.close()
        w.element("p", [("class", "stats")],
                  text: "\(plural(group.deliveries, "delivery", "deliveries")) in \(plural(group.sessions.count, "session", "sessions"))")
        let shown = group.sessions.prefix(12).joined(separator: ", ")
        let rest = group.sessions.count > 12 ? ", … \(group.sessions.count - 12) more" : ""
        w.element("p", [("class", "sessions")], text: "Sessions: " + shown + rest)
        let e = group.example
        w.element("p", [("class", "example")],
                  text: "For example: session \(e.session), \(ReportText.place(e.field)): \(e.field.field) "
                      + "\(ReportText.show(e.field.reference)) → \(ReportText.show(e.field.current)) (\(e.source.rawValue))")
        if let pictures {
            w.open("div", [("class", "pictures")])
            w.open("figure", [("class", "heatmap")])
            w.append(pictures.heat.markup)
            w.close()
            if let zoom = pictures.zoom {
                w.open("figure", [("class", "zoom")])
                w.append(zoom.markup)
                w.element("figcaption", text: "The changed area, enlarged")
                w.close()
            }
            w.close()
        }
        w.close()
        w.newline()
    }

    static func changedSection(_ summary: SessionSummary, differences: [Difference], detail: SessionDetail?,
                               maxRows: Int, more: String, into w: inout MarkupWriter) {
        w.open("section", [("class", "card")])
        w.open("h4")
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
            guard rows < maxRows else { break }
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
            w.element("p", [("class", "more")], text: "… and \(differences.count - rows) more differences (\(more))")
        }
        if let picture = detail?.picture {
            w.open("figure")
            w.append(picture.markup)
            if picture.touchesLeftOut > 0 {
                w.element("figcaption", text: "\(picture.touchesLeftOut) unchanged touches not drawn")
            }
            if let left = detail?.changedLeftOut, left > 0 {
                w.element("figcaption", text: "\(left) more changed touches not drawn: the heat maps above show them all")
            }
            w.close()
        }
        if detail?.picture == nil {
            w.element("p", [("class", "more")],
                      text: "Picture left out to keep the page small: touchtape render \(sceneName(summary)) --session \(summary.session) -o FILE.svg draws it")
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
               margin: 0 auto; padding: 16px 24px 32px; max-width: 1240px; color: #1d1d1f; background: #ffffff;
               font-size: 14px; line-height: 1.4; }
        h1 { font-size: 22px; margin: 4px 0 2px; }
        h2 { font-size: 18px; margin: 22px 0 10px; padding-bottom: 4px; border-bottom: 1px solid #e0e0e0; }
        h3 { font-size: 16px; margin: 0 0 4px; word-break: break-word; }
        h4 { font-size: 15px; margin: 0 0 6px; word-break: break-all; }
        h4 small { font-size: 13px; font-weight: normal; color: #555555; margin-left: 6px; }
        .verdict { font-weight: 600; margin: 0 0 10px; }
        .verdict.changed { color: #b3261e; }
        .verdict.same { color: #1e7d32; }
        .closing { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; color: #333333; margin: 0; }
        dl.counts { display: flex; gap: 10px; margin: 0 0 12px; flex-wrap: wrap; }
        dl.counts .count { border: 1px solid #d0d0d0; border-radius: 6px; padding: 6px 12px; min-width: 90px; }
        dl.counts .count.bad { border-color: #d62728; background: #fdecea; }
        dl.counts dt { font-size: 12px; color: #555555; }
        dl.counts dd { margin: 0; font-size: 20px; font-weight: 600; }
        article.signature { border: 1px solid #e0e0e0; border-left: 4px solid #d62728; border-radius: 6px;
                            padding: 12px 14px; margin: 0 0 16px; }
        article.signature .rank { color: #b3261e; }
        button.show-sessions { font: inherit; font-size: 12px; font-weight: normal; margin-left: 10px; padding: 1px 8px;
                               border: 1px solid #bbbbbb; border-radius: 10px; background: #f6f6f6; color: #333333;
                               cursor: pointer; vertical-align: 2px; }
        article.signature p { margin: 2px 0; }
        article.signature .stats { font-weight: 600; }
        article.signature .sessions, article.signature .example { color: #444444; font-size: 13px; word-break: break-word; }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-top: 10px; }
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
        figure.zoom svg * { vector-effect: non-scaling-stroke; }
        #filters { display: flex; gap: 10px; align-items: center; margin: 0 0 10px; flex-wrap: wrap; }
        #filters input, #filters select { font: inherit; padding: 4px 8px; border: 1px solid #bbbbbb; border-radius: 4px; }
        #filters input { width: 260px; }
        #filters select { max-width: 560px; }
        #filter-count { color: #555555; font-size: 13px; }
        .row { display: grid; grid-template-columns: minmax(140px, 1.3fr) minmax(110px, 1fr) 90px 80px minmax(200px, 2.6fr);
               gap: 10px; padding: 4px 8px; align-items: baseline; }
        .row span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .row.head { font-weight: 600; font-size: 12px; color: #555555; border-bottom: 1px solid #cccccc; }
        .row .num { text-align: right; font-variant-numeric: tabular-nums; }
        .row .num.bad { color: #b3261e; font-weight: 600; }
        .row .scene, .row .signature { color: #555555; font-size: 13px; }
        details.session { border-bottom: 1px solid #eeeeee; }
        details.session > summary { cursor: pointer; list-style: none; }
        details.session > summary::-webkit-details-marker { display: none; }
        details.session.failed > summary .name::before { content: "\\2717"; color: #d62728; margin-right: 6px; }
        details.session.passed > summary .name::before { content: "\\2713"; color: #1e7d32; margin-right: 6px; }
        details.session[open] > summary { background: #f6f6f6; }
        details.session > summary:hover { background: #f3f6fb; }
        section.card { border-left: 4px solid #d62728; padding: 10px 14px; margin: 4px 0 12px 8px; }
        p.card { margin: 4px 0 10px 30px; color: #555555; }
        footer { margin-top: 24px; color: #777777; font-size: 12px; }

        """

    /// The filters: a text box and a signature menu hide the rows that do not match. Written
    /// without `<` and `&` so that the page stays well-formed XML.
    static let script: StaticString = """

        (function () {
          var filters = document.getElementById('filters');
          if (!filters) { return; }
          var text = document.getElementById('filter-text');
          var signature = document.getElementById('filter-signature');
          var count = document.getElementById('filter-count');
          var rows = document.querySelectorAll('details.session');
          filters.hidden = false;
          function apply() {
            var needle = text.value.trim().toLowerCase();
            var wanted = signature.value;
            var shown = 0;
            Array.prototype.forEach.call(rows, function (row) {
              var ok = row.getAttribute('data-name').toLowerCase().indexOf(needle) !== -1;
              if (ok) {
                if (wanted !== '') {
                  ok = (' ' + row.getAttribute('data-signatures') + ' ').indexOf(' ' + wanted + ' ') !== -1;
                }
              }
              row.hidden = !ok;
              if (ok) { shown += 1; }
            });
            count.textContent = shown + ' of ' + rows.length + ' sessions';
          }
          text.addEventListener('input', apply);
          signature.addEventListener('change', apply);
          Array.prototype.forEach.call(document.querySelectorAll('article.signature'), function (article) {
            var index = article.id.replace('signature-', '');
            var link = document.createElement('button');
            link.type = 'button';
            link.className = 'show-sessions';
            link.textContent = 'show its sessions';
            link.addEventListener('click', function () {
              signature.value = index;
              apply();
              document.getElementById('sessions').scrollIntoView();
            });
            article.querySelector('h3').appendChild(link);
          });
          apply();
          document.body.setAttribute('data-filters', 'ready');
        })();

        """
}
