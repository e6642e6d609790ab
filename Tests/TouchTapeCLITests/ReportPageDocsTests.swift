import Foundation
import Testing

/// What docs/openapi.yaml and docs/ci.md say of the run report page is what the page has
/// (issue #23): one inline script (the filters), nothing fetched.
@Suite struct ReportPageDocsTests {
    /// The description of `GET /api/runs/{run}/report`'s 200 answer.
    static func reportDescription() throws -> String {
        let yaml = try String(contentsOf: packageRoot.appendingPathComponent("docs/openapi.yaml"), encoding: .utf8)
        let operation = try #require(yaml.range(of: "operationId: getRunReport"))
        let answer = try #require(yaml.range(of: "\"200\":", range: operation.upperBound..<yaml.endIndex))
        let line = try #require(yaml.range(of: "description:", range: answer.upperBound..<yaml.endIndex))
        let end = yaml[line.upperBound...].firstIndex(of: "\n") ?? yaml.endIndex
        return String(yaml[line.upperBound..<end])
    }

    @Test("The report page has one inline script, and docs/openapi.yaml and docs/ci.md say so")
    func theDocsDescribeTheReportsOneInlineScript() throws {
        try withFixtureStore([fixture("tabbar-center-button")]) { folder, db in
            let replay = try runTouchtape(["replay", "--db", db, "--against", "1", "--report", "r.html"], cwd: folder)
            #expect(replay.status == 1, "\(replay.stderr)")
            let page = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
            #expect(page.components(separatedBy: "<script").count - 1 == 1)
            #expect(!page.contains("<script src"))
            #expect(page.contains("Content-Security-Policy") && page.contains("default-src"))
        }
        let description = try Self.reportDescription()
        #expect(description.contains("one inline script"), "\(description)")
        #expect(!description.contains("no script"), "\(description)")
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        #expect(page.contains("and one inline script (the filters"))
    }
}
