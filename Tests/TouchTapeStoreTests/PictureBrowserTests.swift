import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore

/// Headless Chromium, when there is one (Debian's `chromium` or `chromium-headless-shell`;
/// `scripts/install-deps` installs it unless TOUCHTAPE_BROWSER_TESTS=0).
enum PictureBrowser {
    static let names = ["chromium", "chromium-headless-shell", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// `$TOUCHTAPE_CHROMIUM`, else the first of `names` on the PATH.
    static let binary: String? = {
        let environment = ProcessInfo.processInfo.environment
        let fm = FileManager.default
        if let given = environment["TOUCHTAPE_CHROMIUM"], !given.isEmpty {
            return fm.isExecutableFile(atPath: given) ? given : nil
        }
        let path = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for dir in path where fm.isExecutableFile(atPath: dir + "/" + name) {
                return dir + "/" + name
            }
        }
        return nil
    }()

    static var turnedOff: Bool { ProcessInfo.processInfo.environment["TOUCHTAPE_BROWSER_TESTS"] == "0" }
    /// On CI the browser test always runs (and fails without a browser) unless turned off.
    static var required: Bool {
        !turnedOff && !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    }
    static var enabled: Bool { !turnedOff && (binary != nil || required) }
    static var skipReason: String {
        turnedOff ? "TOUCHTAPE_BROWSER_TESTS=0: the browser test is turned off"
            : "no chromium binary found (\(names.joined(separator: ", ")) on the PATH, or TOUCHTAPE_CHROMIUM): "
                + "install Debian's chromium (scripts/install-deps does), or set TOUCHTAPE_BROWSER_TESTS=0 to skip this test"
    }

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the browser headless on a file, standard output and error to files (a page's DOM
    /// can be larger than a pipe holds), killing it after `timeout` seconds.
    static func run(_ binary: String, _ arguments: [String], url: String, in dir: String,
                    timeout: Double = 120) throws -> Result {
        var flags = ["--headless", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--hide-scrollbars",
                     "--mute-audio", "--user-data-dir=\(dir)/profile-\(UUID().uuidString)"]
        if geteuid() == 0 { flags.append("--no-sandbox") }  // Chromium refuses to run as root otherwise
        let outPath = dir + "/chromium-\(UUID().uuidString).out", errPath = outPath + ".err"
        guard FileManager.default.createFile(atPath: outPath, contents: nil),
              FileManager.default.createFile(atPath: errPath, contents: nil) else {
            throw XMLCheck.Failure(description: "cannot create \(outPath)")
        }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = flags + arguments + [url]
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        } else {
            process.waitUntilExit()
        }
        try out.close()
        try err.close()
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, output: output, errors: errors)
    }
}

@Suite("Pictures in a browser", .serialized)
struct PictureBrowserTests {
    /// The harness: the reports in iframes (`srcdoc`, so that its script may look inside),
    /// the standalone pictures as images (an SVG image that is not well-formed XML fails to
    /// load), and a script that writes what it measured into `#result` as JSON.
    static func harness(reports: [String], images: [String], needles: [String]) -> String {
        var json: [UInt8] = [UInt8(ascii: "[")]
        for (i, needle) in needles.enumerated() {
            if i > 0 { json.append(UInt8(ascii: ",")) }
            JSONText.appendString(needle, to: &json)
        }
        json.append(UInt8(ascii: "]"))
        var w = MarkupWriter()
        w.trusted("<!DOCTYPE html>\n")
        w.open("html")
        w.open("head")
        w.empty("meta", [("charset", "utf-8")])
        w.close()
        w.open("body")
        w.element("pre", [("id", "result"), ("data-needles", String(decoding: json, as: UTF8.self))], text: "pending")
        for (i, report) in reports.enumerated() {
            w.open("iframe", [("id", "report\(i)"), ("width", "1280"), ("height", "2400"), ("srcdoc", report)])
            w.close()
        }
        for (i, image) in images.enumerated() {
            w.empty("img", [("id", "image\(i)"), ("src", image)])
        }
        w.open("script")
        w.trusted(Self.script)
        w.close()
        return w.finish()
    }

    static let script: StaticString = """

        window.addEventListener('load', function () {
          var out = { errors: [], reports: [], images: [] };
          var result = document.getElementById('result');
          try {
            var needles = JSON.parse(result.getAttribute('data-needles'));
            var frames = document.querySelectorAll('iframe');
            for (var i = 0; i < frames.length; i++) {
              var doc = frames[i].contentDocument;
              // Every session's card open, so that its picture is laid out.
              Array.prototype.forEach.call(doc.querySelectorAll('details'), function (d) { d.open = true; });
              var r = { loaded: !!doc && doc.readyState === 'complete', title: doc ? doc.title : null };
              r.scripts = doc.querySelectorAll('script').length;
              r.fetching = doc.querySelectorAll('[src], [href], link, iframe, object, embed, img').length;
              r.resources = frames[i].contentWindow.performance.getEntriesByType('resource').length;
              r.injected = doc.querySelectorAll('b').length;
              var text = doc.body.textContent;
              r.needles = needles.map(function (n) { return text.indexOf(n) >= 0; });
              r.svgs = Array.prototype.map.call(doc.querySelectorAll('svg'), function (svg) {
                var box = svg.getBBox();
                return { width: svg.getAttribute('width'), height: svg.getAttribute('height'),
                         clientWidth: svg.clientWidth, clientHeight: svg.clientHeight,
                         viewBox: svg.getAttribute('viewBox'),
                         bbox: [box.x, box.y, box.width, box.height] };
              });
              r.bodyWidth = doc.documentElement.scrollWidth;
              out.reports.push(r);
            }
            var images = document.querySelectorAll('img');
            for (var j = 0; j < images.length; j++) {
              out.images.push({ complete: images[j].complete, width: images[j].naturalWidth, height: images[j].naturalHeight });
            }
          } catch (e) {
            out.errors.push(String(e));
          }
          result.textContent = JSON.stringify(out);
        });

        """

    /// The `#result` JSON from a dumped DOM.
    static func result(in dom: String) throws -> [String: Any] {
        guard let start = dom.range(of: "<pre id=\"result\""), let open = dom[start.upperBound...].range(of: ">"),
              let end = dom[open.upperBound...].range(of: "</pre>") else {
            throw XMLCheck.Failure(description: "no #result in the dumped DOM")
        }
        let text = String(dom[open.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&amp;", with: "&")
        guard text != "pending", let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw XMLCheck.Failure(description: "the page did not report: \(text.prefix(200))")
        }
        return object
    }

    /// Width and height of a PNG, from its header.
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.count > 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw XMLCheck.Failure(description: "\(path) is not a PNG")
        }
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test("The report and the pictures load in headless Chromium: only the filter script, nothing fetched, pictures at their size",
          .enabled(if: PictureBrowser.enabled, "\(PictureBrowser.skipReason)"),
          .timeLimit(.minutes(5)))
    func reportInBrowser() throws {
        let binary = try #require(PictureBrowser.binary,
                                  "CI runs the browser test: install chromium (scripts/install-deps), or set TOUCHTAPE_BROWSER_TESTS=0")
        try withTemporaryDirectory { dir in
            // The tab bar change, and a scene whose names are markup.
            try FileManager.default.createDirectory(atPath: dir + "/tab", withIntermediateDirectories: false)
            try FileManager.default.createDirectory(atPath: dir + "/hostile", withIntermediateDirectories: false)
            let tab = try PictureFixtures.tabBarReplay(in: dir + "/tab")
            let tabReport = try HTMLReport.document(tab.report, store: tab.store)
            let hostile = try PictureFixtures.hostileReplay(in: dir + "/hostile")
            let hostileReport = try HTMLReport.document(hostile.report, store: hostile.store)
            try PictureFixtures.write(tabReport, to: dir + "/report.html")

            // Standalone pictures, as `render` writes them.
            let tabRun = try #require(tab.report.run)
            let stored = try #require(try tab.store.storedSessions(named: ["tabbar-center-button-taps"]).first)
            let touches = PictureTouches.collect(
                events: try tab.store.session(named: stored.name).events,
                deliveries: try PictureTouches.deliveries(store: tab.store, run: tabRun, session: stored),
                changes: try PictureTouches.changes(store: tab.store, run: tabRun, session: stored))
            // The report's session picture names the reference's version under its title when it
            // is another than the one drawn (issue #23, item 1): the standalone one does the same.
            let summary = try #require(tab.report.sessions.first { $0.session == stored.name })
            let subtitle = summary.referenceVersion.flatMap {
                $0 == summary.sceneVersion ? nil : HTMLReport.referenceNote("tabbar-center-button", $0)
            }
            let tabPicture = ScenePicture.draw(scene: try tab.store.scene(named: "tabbar-center-button", version: 1).scene,
                                               touches: touches, options: .init(title: "tabbar-center-button@1", subtitle: subtitle))
            try PictureFixtures.write(tabPicture.svg, to: dir + "/tab.svg")
            let hostileScene = try PictureFixtures.scene(PictureFixtures.hostileScene())
            let hostileSession = try PictureFixtures.session(PictureFixtures.hostileSession())
            let hostilePicture = ScenePicture.draw(
                scene: hostileScene,
                touches: PictureTouches.collect(events: hostileSession.events,
                                                deliveries: Dispatcher.run(hostileSession, on: hostileScene)),
                options: .init(title: "hostile"))
            try PictureFixtures.write(hostilePicture.svg, to: dir + "/hostile.svg")

            let needles = ["1: centerButton → cell7", PictureFixtures.hostileMeta, PictureFixtures.hostileClass]
            try PictureFixtures.write(Self.harness(reports: [tabReport, hostileReport], images: ["tab.svg", "hostile.svg"],
                                                   needles: needles),
                                      to: dir + "/harness.html")
            let run = try PictureBrowser.run(binary, ["--dump-dom", "--virtual-time-budget=5000"],
                                             url: "file://\(dir)/harness.html", in: dir)
            #expect(run.status == 0, "chromium exited with \(run.status): \(run.errors.suffix(2000))")
            let result = try Self.result(in: run.output)
            #expect((result["errors"] as? [Any])?.isEmpty == true, "the harness script failed: \(result["errors"] ?? "")")

            let reports = try #require(result["reports"] as? [[String: Any]])
            try #require(reports.count == 2)
            for (i, r) in reports.enumerated() {
                #expect(r["loaded"] as? Bool == true, "report \(i) did not load")
                #expect(r["scripts"] as? Int == 1, "report \(i) has another script than its filters")
                #expect(r["fetching"] as? Int == 0, "report \(i) has an element that fetches")
                #expect(r["resources"] as? Int == 0, "report \(i) fetched something")
                #expect(r["injected"] as? Int == 0, "report \(i): input became markup")
                let svgs = try #require(r["svgs"] as? [[String: Any]])
                // Heat maps (and zooms) of the signatures, and the session's picture.
                #expect(svgs.count >= 2)
                for svg in svgs {
                    let width = Double(svg["width"] as? String ?? "") ?? -1, height = Double(svg["height"] as? String ?? "") ?? -1
                    #expect(svg["clientWidth"] as? Double == width && svg["clientHeight"] as? Double == height,
                            "report \(i): the picture is drawn at \(svg["clientWidth"] ?? "?") × \(svg["clientHeight"] ?? "?"), not \(width) × \(height)")
                    // The background covers the whole viewBox: what was drawn is the picture's whole size
                    // (in the picture's own units: a zoom draws them larger).
                    let viewBox = (svg["viewBox"] as? String ?? "").split(separator: " ").compactMap { Double($0) }
                    let bbox = svg["bbox"] as? [Double] ?? []
                    try #require(viewBox.count == 4 && bbox.count == 4, "report \(i): viewBox \(viewBox), bbox \(bbox)")
                    if abs(viewBox[2] - width) < 0.5 {
                        #expect(abs(bbox[2] - viewBox[2]) < 0.5 && abs(bbox[3] - viewBox[3]) < 0.5,
                                "report \(i): drawn bounding box \(bbox), expected the viewBox \(viewBox)")
                    } else {
                        // A zoom: the scene drawn whole, of which the viewBox shows a part.
                        #expect(bbox[0] <= viewBox[0] + 0.5 && bbox[1] <= viewBox[1] + 0.5
                                && bbox[0] + bbox[2] >= viewBox[0] + viewBox[2] - 0.5 && bbox[1] + bbox[3] >= viewBox[1] + viewBox[3] - 0.5,
                                "report \(i): a zoom's drawing \(bbox) does not cover its viewBox \(viewBox)")
                    }
                }
                #expect((r["bodyWidth"] as? Double ?? 1e9) <= 1280, "report \(i) is wider than its frame")
            }
            let tabSVG = try #require((reports[0]["svgs"] as? [[String: Any]])?.last)
            #expect(tabSVG["width"] as? String == "399" && tabSVG["height"] as? String == Markup.number(tabPicture.height))
            #expect((reports[0]["needles"] as? [Bool])?.first == true, "the tab bar report does not show the moved tap")
            #expect((reports[1]["needles"] as? [Bool])?.dropFirst() == [true, true], "hostile text did not survive as text")
            #expect((reports[0]["title"] as? String)?.hasPrefix("touchtape replay run") == true)

            // The standalone SVGs parse as XML (an image that does not fails to load) at their size.
            let images = try #require(result["images"] as? [[String: Any]])
            for (image, drawn) in zip(images, [tabPicture, hostilePicture]) {
                #expect(image["complete"] as? Bool == true)
                #expect(image["width"] as? Double == drawn.width && image["height"] as? Double == drawn.height,
                        "an SVG image loaded at \(image["width"] ?? "?") × \(image["height"] ?? "?"), expected \(drawn.width) × \(drawn.height)")
            }

            // A screenshot of the report itself, to look at.
            let shot = dir + "/report.png"
            let screenshot = try PictureBrowser.run(binary, ["--screenshot=\(shot)", "--window-size=1280,1100"],
                                                    url: "file://\(dir)/report.html", in: dir)
            #expect(screenshot.status == 0, "chromium exited with \(screenshot.status): \(screenshot.errors.suffix(2000))")
            let (w, h) = try Self.pngSize(shot)
            #expect(w == 1280 && h == 1100)
            if let keep = ProcessInfo.processInfo.environment["TOUCHTAPE_SCREENSHOT_DIR"], !keep.isEmpty {
                try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: keep + "/report.png")
                try FileManager.default.copyItem(atPath: shot, toPath: keep + "/report.png")
            }
        }
    }
}
