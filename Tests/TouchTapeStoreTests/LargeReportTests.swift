import Foundation
import Testing
import TouchTapeReplay
import TouchTapeTestSupport

/// Issue #11's done-when: a CI-sized replay (200 sessions, 500,000 deliveries, one layout
/// change) gives a text report under its line cap with the closing line last, JUnit that the
/// schema accepts under 1 MB, and an HTML report under 3 MB that reads in Chromium with and
/// without JavaScript.
@Suite("Reports at CI scale", .serialized)
struct LargeReportTests {
    static let sessions = 200
    static let taps = 1250  // 2 deliveries each: 500,000 in all

    /// The static release binary when it is newer than every source file (CI's scripts/test
    /// builds it first): the same code about ten times faster than the debug build, so the
    /// case takes seconds, not a minute. Otherwise the debug binary the other tests use.
    static let binary: URL? = {
        let release = packageRoot.appendingPathComponent(".build-release/release/touchtape")
        let fm = FileManager.default
        guard let built = (try? fm.attributesOfItem(atPath: release.path))?[.modificationDate] as? Date else { return nil }
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = (fm.enumerator(atPath: sources.path)?.allObjects as? [String]) ?? []
        let newest = files.compactMap { (try? fm.attributesOfItem(atPath: sources.path + "/" + $0))?[.modificationDate] as? Date }
            .max() ?? .distantFuture
        return newest < built ? release : nil
    }()

    static func touchtape(_ args: [String], cwd: String) throws -> CommandResult {
        try runTouchtape(args, cwd: cwd, executable: binary)
    }

    /// Generates the case, imports version 1 with the sessions (their baselines), then version 2.
    static func prepare(in folder: String) throws -> (db: String, files: LargeReportCase.Files) {
        let files = try LargeReportCase.write(in: folder + "/case", sessions: sessions, taps: taps)
        let db = folder + "/ci.sqlite"
        let first = try touchtape(["import", files.sceneBefore, files.sessions, "--db", db], cwd: folder)
        try #require(first.status == 0, "\(first.stderr)")
        let second = try touchtape(["import", files.sceneAfter, "--db", db], cwd: folder)
        try #require(second.status == 0, "\(second.stderr)")
        return (db, files)
    }

    @Test("A 500,000-delivery replay: text under --max-lines with the closing line last, JUnit valid and small, HTML under 3 MB in Chromium",
          .timeLimit(.minutes(10)))
    func largeReplayReports() throws {
        try withTemporaryFolder { folder in
            let (db, files) = try Self.prepare(in: folder)
            #expect(files.deliveries >= 500_000 && files.sessionCount >= 200)
            let junit = folder + "/out/junit.xml", html = folder + "/out/report.html"
            try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
            let replay = try Self.touchtape(["replay", "--junit", junit, "--report", html, "--max-lines", "30", "--db", db],
                                          cwd: folder)
            #expect(replay.status == 1, "\(replay.stderr)")

            // Text: the failed-sessions part within the cap, the closing line last.
            let lines = replay.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { !$0.isEmpty }
            let last = try #require(lines.last)
            #expect(last.hasPrefix("touchtape: 0 sessions passed, 200 failed (") && last.hasSuffix(" of 500000 deliveries changed)"),
                    "closing line: \(last)")
            let start = try #require(lines.firstIndex(of: "failed sessions:"))
            let end = try #require(lines.lastIndex { $0.hasPrefix("replay run ") })
            let perSession = lines[(start + 1)..<end].filter { !$0.contains("left out by --max-lines") }
            #expect(perSession.count <= 30, "\(perSession.count) per-session lines over --max-lines 30")
            #expect(lines.contains { $0.contains("more failed sessions") && $0.contains("touchtape report 2 --max-lines 0") })
            #expect(lines.count < 80, "\(lines.count) lines")
            #expect(lines.contains { $0.contains("1. list: view cell3 → tableView") }, "the top signature: \(lines.prefix(4))")

            // JUnit: under 1 MB, no version in classname, valid against the schema.
            let xml = try String(contentsOfFile: junit, encoding: .utf8)
            #expect(xml.utf8.count < 1_000_000, "JUnit is \(xml.utf8.count) bytes")
            #expect(xml.contains(#"<testcase classname="list" name="browse-000" time=""#))
            #expect(!xml.contains(#"classname="list@"#))
            let lint = try XMLLint.validate(junit)
            #expect(lint.status == 0, "xmllint: \(lint.output)")

            // HTML: under 3 MB, signatures and heat maps, rows for every session.
            let page = try String(contentsOfFile: html, encoding: .utf8)
            #expect(page.utf8.count < 3_000_000, "HTML is \(page.utf8.count) bytes")
            #expect(page.contains(#"id="signatures""#) && page.contains(#"class="heat""#))
            #expect(page.components(separatedBy: "<details class=\"session").count - 1 == 200)
            try BrowserCheck.check(page: html, in: folder)
        }
    }
}

/// `xmllint --schema docs/junit.xsd` (Debian's libxml2-utils; scripts/install-deps installs it).
enum XMLLint {
    static var schema: String { packageRoot.appendingPathComponent("docs/junit.xsd").path }

    static func validate(_ file: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint", "--noout", "--schema", schema, file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The large page in headless Chromium: a screenshot, the DOM with JavaScript (the filters
/// came up) and without (the summary and signatures are there all the same).
enum BrowserCheck {
    static func check(page: String, in folder: String) throws {
        guard PictureBrowser.enabled else { return }
        let binary = try #require(PictureBrowser.binary, "CI runs the browser test: install chromium (scripts/install-deps)")
        let url = "file://" + page
        let shot = folder + "/report.png"
        let screenshot = try PictureBrowser.run(binary, ["--screenshot=\(shot)", "--window-size=1280,1500"], url: url, in: folder)
        #expect(screenshot.status == 0, "chromium: \(screenshot.errors.suffix(1000))")
        let (w, h) = try PictureBrowserTests.pngSize(shot)
        #expect(w == 1280 && h == 1500)
        #expect((try FileManager.default.attributesOfItem(atPath: shot)[.size] as? Int ?? 0) > 50_000,
                "the screenshot is nearly empty")
        if let keep = ProcessInfo.processInfo.environment["TOUCHTAPE_SCREENSHOT_DIR"], !keep.isEmpty {
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: keep + "/report-large.png")
            try FileManager.default.copyItem(atPath: shot, toPath: keep + "/report-large.png")
        }

        let withScript = try PictureBrowser.run(binary, ["--dump-dom", "--virtual-time-budget=5000"], url: url, in: folder)
        #expect(withScript.status == 0)
        #expect(withScript.output.contains(#"data-filters="ready""#), "the filter script did not run")
        #expect(withScript.output.contains(#"id="signatures""#) && withScript.output.contains(#"class="heat""#))
        #expect(withScript.output.contains("200 of 200 sessions"))

        // JavaScript off: the page in a sandboxed frame that may not run scripts, read by the harness's own.
        let harness = folder + "/no-script.html"
        try Data(noScriptHarness(try String(contentsOfFile: page, encoding: .utf8)).utf8).write(to: URL(fileURLWithPath: harness))
        let without = try PictureBrowser.run(binary, ["--dump-dom", "--virtual-time-budget=5000"], url: "file://" + harness, in: folder)
        #expect(without.status == 0)
        let result = try PictureBrowserTests.result(in: without.output)
        #expect(result["scriptRan"] as? Bool == false, "JavaScript was not off in the frame")
        #expect(result["summary"] as? Bool == true, "no summary without JavaScript")
        #expect(result["closing"] as? Bool == true, "no closing line without JavaScript")
        #expect(result["signatures"] as? Bool == true, "no signatures without JavaScript")
        #expect(result["heat"] as? Bool == true, "no heat map without JavaScript")
    }

    static func noScriptHarness(_ page: String) -> String {
        var w = MarkupWriter()
        w.trusted("<!DOCTYPE html>\n")
        w.open("html")
        w.open("body")
        w.element("pre", [("id", "result")], text: "pending")
        w.open("iframe", [("id", "page"), ("sandbox", "allow-same-origin"), ("width", "1280"), ("height", "2000"), ("srcdoc", page)])
        w.close()
        w.open("script")
        w.trusted("""

            window.addEventListener('load', function () {
              var out = {};
              var doc = document.getElementById('page').contentDocument;
              out.scriptRan = doc.body.getAttribute('data-filters') === 'ready';
              out.summary = !!doc.getElementById('summary');
              out.closing = doc.body.textContent.indexOf('touchtape: 0 sessions passed, 200 failed (') >= 0;
              var signatures = doc.getElementById('signatures');
              out.signatures = !!signatures && signatures.textContent.indexOf('view cell3 → tableView') >= 0;
              out.heat = doc.querySelectorAll('#signatures svg g.heat path').length > 0;
              document.getElementById('result').textContent = JSON.stringify(out);
            });

            """)
        w.close()
        return w.finish()
    }
}
