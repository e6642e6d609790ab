import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay

/// Change signatures and the CI-log text (issue #11, docs/cli.md `groups`), from hand-made differences.
@Suite("Change signatures and the text report")
struct ChangeSignatureTests {
    static func difference(_ session: String, seq: Int, touch: Int = 1, _ field: String, _ reference: String?, _ current: String?,
                           source: DifferenceSource = .baseline) -> Difference {
        func value(_ s: String?) -> FieldValue { s.map { field == "chain" ? .json("[\"\($0)\"]") : .text($0) } ?? .null }
        return Difference(session: session, field: FieldDifference(seq: seq, touch: touch, phase: .began, field: field,
                                                                  reference: value(reference), current: value(current)),
                          source: source)
    }

    /// A delivery whose view moved from cell3 to tableView, its hit view, chain and handler with it.
    static func moved(_ session: String, seq: Int, source: DifferenceSource = .baseline) -> [Difference] {
        [difference(session, seq: seq, "hitView", "cell3", "tableView", source: source),
         difference(session, seq: seq, "view", "cell3", "tableView", source: source),
         difference(session, seq: seq, "chain", "cell3", "tableView", source: source),
         difference(session, seq: seq, "handledBy", "cell3", "tableView", source: source)]
    }

    static func report(_ differences: [Difference], sessions: [(String, Int, Int)]) -> ComparisonReport {
        var report = ComparisonReport(run: 7)
        report.sessions = sessions.map { SessionSummary(session: $0.0, scene: "list", sceneVersion: 2, deliveries: $0.1, changed: $0.2) }
        report.differences = differences
        return report
    }

    @Test("view, hitView, chain and handledBy of one delivery fold into one signature led by view")
    func foldedFieldsAreOneSignature() {
        let groups = ChangeGroup.groups(Self.moved("a", seq: 0)) { _ in "list" }
        #expect(groups.count == 1)
        #expect(groups.first?.signature == ChangeSignature(scene: "list", field: "view", baseline: .text("cell3"), current: .text("tableView")))
        #expect(groups.first?.fields == ["view", "hitView", "chain", "handledBy"])
        #expect(groups.first?.title == "list: view cell3 → tableView (with hitView, chain, handledBy)")
    }

    @Test("docs/formats.md: withheld and gestures fold with the view fields, led by the recognizer transitions that changed")
    func gestureFieldsFoldLedByGestures() {
        let transitions = FieldValue.json(#"[{"gesture":"pan","state":"began","action":"scroll:","target":"listVC"}]"#)
        let claimed = [
            Self.difference("a", seq: 0, "handledBy", "cell3", nil),
            Self.difference("a", seq: 0, "chain", "cell3", nil),
            Self.difference("a", seq: 0, "withheld", nil, "claimed"),
            Difference(session: "a", field: FieldDifference(seq: 0, touch: 1, phase: .began, field: "gestures",
                                                            reference: .json("[]"), current: transitions), source: .baseline),
        ]
        let groups = ChangeGroup.groups(claimed) { _ in "list" }
        #expect(groups.count == 1)
        #expect(groups.first?.signature.field == "gestures")
        #expect(groups.first?.title == "list: gestures [] → [pan began → listVC.scroll:] (with chain, handledBy, withheld)")
        // Without a recognizer change, the view fields lead as before.
        let held = ChangeGroup.groups([Self.difference("a", seq: 0, "withheld", nil, "delayed")] + Self.moved("a", seq: 0)) { _ in "list" }
        #expect(held.map(\.signature.field) == ["view"])
    }

    @Test("A delivery that differs from both its baseline and an expect entry counts once in its signature")
    func bothSourcesCountOnce() {
        let differences = Self.moved("a", seq: 0) + Self.moved("a", seq: 0, source: .expect)
        let groups = ChangeGroup.groups(differences) { _ in "list" }
        #expect(groups.count == 1 && groups.first?.deliveries == 1)
        let lines = DeliveryDifferences.split(differences).map(\.line)
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("[baseline, expect]") == true)
        #expect(lines.first?.components(separatedBy: "view cell3 → tableView").count == 2, "view once: \(lines)")
    }

    @Test("Signatures are largest first, with their sessions and an example")
    func largestFirst() {
        let differences = [Self.difference("a", seq: 0, "controlEvents", "x", "y")]
            + Self.moved("a", seq: 1) + Self.moved("b", seq: 0) + Self.moved("b", seq: 1)
        let groups = ChangeGroup.groups(differences) { _ in "list" }
        #expect(groups.map(\.deliveries) == [3, 1])
        #expect(groups.first?.sessions == ["a", "b"])
        #expect(groups.first?.example.session == "a" && groups.first?.example.field.seq == 1)
    }

    @Test("Text: signatures first, the closing line last, per-session lines capped with a note naming `report`")
    func textIsCappedWithTheClosingLineLast() {
        var differences: [Difference] = []
        for s in 0..<10 { for seq in 0..<20 { differences += Self.moved("s\(s)", seq: seq) } }
        let report = Self.report(differences, sessions: (0..<10).map { ("s\($0)", 100, 20) } + [("t", 50, 0)])
        let lines = ReportText.lines(report, verb: "replay", maxLines: 12, more: "touchtape report 7 --max-lines 0 lists them all")
        #expect(lines.last == "touchtape: 1 session passed, 10 failed (200 of 1050 deliveries changed)")
        #expect(lines.first == "replay run 7: 1 change signature, largest first:")
        let start = lines.firstIndex(of: "failed sessions:") ?? 0
        let section = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(section.count <= 13, "\(section.count) lines")
        #expect(section.last?.contains("9 more failed sessions") == true, "\(section.last ?? "")")
        #expect(section.contains { $0.contains("… 15 more (touchtape report 7 --max-lines 0 lists them all)") })
        let all = ReportText.lines(report, verb: "replay", maxLines: 0, more: "")
        #expect(all.filter { $0.hasPrefix("    event ") }.count == 200)
    }

    @Test("docs/cli.md: JSON carries passed, failed and groups with their keys")
    func jsonGroups() throws {
        let report = Self.report(Self.moved("a", seq: 0), sessions: [("a", 2, 1), ("b", 2, 0)])
        let value = try JSONReader.parse(Array(ReportJSON.document(report).utf8))
        let top = try #require(value.objectValue)
        #expect(top["passed"]?.doubleValue == 1 && top["failed"]?.doubleValue == 1)
        let group = try #require(top["groups"]?.arrayValue?.first?.objectValue)
        #expect(group.members.map(\.key) == ["scene", "fields", "baseline", "current", "deliveries", "sessions", "example"])
        #expect(group["baseline"]?.stringValue == "cell3" && group["current"]?.stringValue == "tableView")
        #expect(group["example"]?.objectValue?["field"]?.stringValue == "view")
    }

    @Test("JUnit: classname without version, time set, a one-line message, a body cut near 4 KB")
    func junitIsSmallAndKeepsHistory() {
        var differences: [Difference] = []
        for seq in 0..<500 { differences += Self.moved("a\nb", seq: seq) }
        let report = Self.report(differences, sessions: [("a\nb", 1000, 500), ("ok", 10, 0)])
        let xml = JUnitReport.xml(report, more: "touchtape report 7 --max-lines 0 lists them all")
        #expect(xml.contains(#"<testcase classname="list" name="a&#10;b" time="0.000">"#))
        #expect(xml.contains(#"<testcase classname="list" name="ok" time="0.000"/>"#))
        let message = xml.components(separatedBy: "message=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
        #expect(message == "list: view cell3 → tableView (with hitView, chain, handledBy) — 500 of 1000 deliveries changed")
        let body = xml.components(separatedBy: "type=\"changed\">").dropFirst().first?.components(separatedBy: "</failure>").first ?? ""
        let unescaped = body.replacingOccurrences(of: "&#10;", with: "\n")
        #expect(unescaped.utf8.count <= JUnitReport.maxBodyBytes + 200)
        #expect(unescaped.contains("more changed deliveries (touchtape report 7 --max-lines 0 lists them all)"))
    }
}
