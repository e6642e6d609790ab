import TouchTapeAnalysis
import TouchTapeCore
import TouchTapeStore

/// The report's `fragile` section: the recorded touches of the covered sessions whose outcome
/// flips within a few points (`fragile SESSION`), one line each.
extension HTMLReport {
    /// One session's fragile touches, in words.
    package struct FragileFinding: Sendable {
        package var session: String
        package var sentences: [String]

        package init(session: String, sentences: [String]) {
            self.session = session
            self.sentences = sentences
        }
    }

    /// The radius the report tries touches within, in points.
    package static let fragileRadius = 4.0
    /// At most this many sessions are examined (each costs some fifty dispatches a touch)…
    package static let maxFragileSessions = 50
    /// …and sessions of at most this many deliveries in all, so a report at CI scale stays quick.
    package static let maxFragileDeliveries = 5_000
    /// At most this many fragile touches are listed, so the page stays small at CI scale.
    package static let maxFragileLines = 100

    /// The fragile touches of the report's sessions, against the scene versions they were
    /// replayed against; sessions without one are left out.
    static func fragileFindings(_ report: ComparisonReport, store: Store) throws -> (findings: [FragileFinding], leftOut: Int) {
        var findings: [FragileFinding] = []
        var examined = 0, deliveries = 0
        for summary in report.sessions.prefix(maxFragileSessions) {
            guard deliveries + summary.deliveries <= maxFragileDeliveries || examined == 0 else { break }
            examined += 1
            deliveries += summary.deliveries
            let session = try store.session(named: summary.session)
            let (scene, _) = try store.scene(named: summary.scene, version: summary.sceneVersion)
            let touches = session.fragileTouches(on: scene, radius: fragileRadius)
            if !touches.isEmpty { findings.append(FragileFinding(session: summary.session, sentences: touches.map { $0.sentence() })) }
        }
        return (findings, report.sessions.count - examined)
    }

    static func fragileSection(_ findings: [FragileFinding], leftOut: Int, into w: inout MarkupWriter) {
        guard !findings.isEmpty || leftOut > 0 else { return }
        w.open("section", [("class", "fragile")])
        let count = findings.reduce(0) { $0 + $1.sentences.count }
        w.element("h2", text: "Fragile touches (\(count)): the outcome changes within \(Words.number(fragileRadius)) points")
        w.open("ul")
        w.newline()
        var listed = 0
        for finding in findings {
            for sentence in finding.sentences where listed < maxFragileLines {
                listed += 1
                w.open("li")
                w.element("span", [("class", "name")], text: finding.session)
                w.text(" " + sentence)
                w.close()
                w.newline()
            }
        }
        w.close()
        if count > listed {
            w.element("p", text: "… and \(count - listed) more (touchtape fragile SESSION lists a session's fragile touches).")
        }
        if leftOut > 0 { w.element("p", text: "\(plural(leftOut, "more session", "more sessions")) not examined.") }
        w.close()
        w.newline()
    }
}
