import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore

@Suite("Pictures: markup writer")
struct PictureMarkupTests {
    @Test("Escaping turns every special character into a reference and drops what XML forbids")
    func escaping() {
        #expect(Markup.escape(#"a<b>&"c"'d'"#) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
        #expect(Markup.escape("x\ny\u{0}z\u{1F}\u{FFFE}w") == "x&#10;yzw")
        #expect(Markup.escape("é → ✓") == "é → ✓")
    }

    @Test("Numbers have at most two decimals and no -0")
    func numbers() {
        #expect(Markup.number(10) == "10")
        #expect(Markup.number(0.5) == "0.5")
        #expect(Markup.number(-0.001) == "0")
        #expect(Markup.number(1.005) == "1.01" || Markup.number(1.005) == "1")
        #expect(Markup.number(-12.25) == "-12.25")
        #expect(Markup.number(3.07) == "3.07")
    }

    @Test("docs/cli.md: markup writes null for a number that is not finite, never a number")
    func nonFiniteNumbersAreNull() {
        #expect(Markup.number(.infinity) == "null")
        #expect(Markup.number(-.infinity) == "null")
        #expect(Markup.number(.nan) == "null")
    }

    @Test("The writer closes what it opens and escapes text and attribute values")
    func writer() throws {
        var w = MarkupWriter()
        w.open("svg", [("data-x", #"1" onload="alert(1)"#)])
        w.element("title", text: "</title><script>")
        w.empty("rect", [("width", "1")])
        #expect(!w.isComplete)
        let text = w.finish()
        #expect(text == #"<svg data-x="1&quot; onload=&quot;alert(1)"><title>&lt;/title&gt;&lt;script&gt;</title><rect width="1"/></svg>"#)
        let check = try XMLCheck(text)
        #expect(check.elements == ["svg", "title", "rect"])
        #expect(check.texts == ["</title><script>"])
    }

    @Test("An unfinished fragment is not appended")
    func unfinishedFragment() {
        var inner = MarkupWriter()
        inner.open("g")
        var outer = MarkupWriter()
        outer.append(inner)
        #expect(outer.output.isEmpty)
        _ = inner.finish()
        outer.append(inner)
        #expect(outer.output == "<g></g>")
    }
}

@Suite("Pictures: scenes")
struct PictureSceneTests {
    @Test("Class names, action names and meta from input stay text in the SVG")
    func hostileNamesStayText() throws {
        let scene = try PictureFixtures.scene(PictureFixtures.hostileScene())
        let session = try PictureFixtures.session(PictureFixtures.hostileSession())
        let touches = PictureTouches.collect(events: session.events, deliveries: Dispatcher.run(session, on: scene))
        let svg = ScenePicture.svg(scene: scene, touches: touches, options: .init(title: "hostile@1"))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        let check = try XMLCheck(svg)
        #expect(!check.elements.contains("script"))
        // The whole class name, action name and meta survive as text.
        #expect(check.texts.contains { $0.contains(PictureFixtures.hostileClass) })
        #expect(check.texts.contains { $0.contains(PictureFixtures.hostileAction) })
        // The scene's meta, as its canonical JSON, in the picture's description.
        #expect(check.texts.contains { $0.contains(PictureFixtures.jsonString(PictureFixtures.hostileMeta)) })
    }

    @Test("Every view is drawn, labelled on hover; a transformed view is the polygon of its mapped corners")
    func viewsAndTransforms() throws {
        let scene = try PictureFixtures.scene(PictureFixtures.hostileScene())
        let svg = ScenePicture.svg(scene: scene)
        let check = try XMLCheck(svg)
        #expect(check.elements.first == "svg")
        #expect(check.elements.filter { $0 == "g" }.count >= scene.viewCount)
        for id in scene.responderIDs.prefix(scene.viewCount) {
            #expect(check.texts.contains { $0.hasPrefix(id + " (") }, "no hover title for \(id)")
        }
        // center (240, 300), size 80 × 40, turned 90°: corners (260, 260) (260, 340) (220, 340) (220, 260).
        #expect(svg.contains(#"points="260,260 260,340 220,340 220,260""#))
        // The button, a plain rectangle.
        #expect(svg.contains(#"<rect x="40" y="100" width="120" height="44""#))
    }

    @Test("Hidden views are dashed, views that take no touches hatched, a rule view filled")
    func distinctStyles() throws {
        let scene = try PictureFixtures.scene(PictureFixtures.hostileScene())
        let svg = ScenePicture.svg(scene: scene, options: .init(idPrefix: "q"))
        func shape(of x: String, _ y: String) -> Substring? {
            guard let r = svg.range(of: #"<rect x="\#(x)" y="\#(y)""#) else { return nil }
            return svg[r.lowerBound...].prefix { $0 != ">" }
        }
        let ghost = try #require(shape(of: "20", "380"))
        #expect(ghost.contains(#"stroke-dasharray="4 3""#) && ghost.contains(#"fill="none""#))
        let inert = try #require(shape(of: "180", "380"))
        #expect(inert.contains(#"fill="url(#q-hatch)""#))
        let banner = try #require(shape(of: "0", "180"))
        #expect(banner.contains(#"fill-opacity="0.2""#))
        #expect(svg.contains(#"<pattern id="q-hatch""#))
        #expect(svg.contains("hidden or transparent") && svg.contains("takes no touches") && svg.contains("own hitTest rule"))
    }

    @Test("A touch's start is marked in the colour of the view that took it, its path drawn")
    func touches() throws {
        let scene = try PictureFixtures.scene(PictureFixtures.hostileScene())
        let session = try PictureFixtures.session(PictureFixtures.hostileSession())
        let touches = PictureTouches.collect(events: session.events, deliveries: Dispatcher.run(session, on: scene))
        #expect(touches.map(\.touch) == [1, 2])
        #expect(touches[0].points == [Point(x: 100, y: 120), Point(x: 104, y: 124), Point(x: 106, y: 126)])
        #expect(touches[0].view == "button" && touches[0].endPhase == .ended)
        #expect(touches[1].view == "rotated")
        let svg = ScenePicture.svg(scene: scene, touches: touches)
        let layout = ScenePicture.Layout(scene: scene)
        let buttonColour = try #require(layout.viewIndex("button").map { layout.colour[$0] })
        #expect(svg.contains(#"<circle cx="100" cy="120" r="6.5" fill="\#(buttonColour)""#))
        #expect(svg.contains(#"<polyline points="100,120 104,124 106,126""#))
        #expect(svg.contains("1 → button"))
    }

    @Test("The tab bar fixture: the raised button sticks out of the tab bar, which forwards to it")
    func tabBarFixture() throws {
        let root = PictureFixtures.packageRoot + "/Fixtures/tabbar-center-button/"
        let scene = try Scene.decode(Array(try Data(contentsOf: URL(fileURLWithPath: root + "scene-2-after-override.json"))),
                                     file: "scene-2")
        let session = try Session.decode(Array(try Data(contentsOf: URL(fileURLWithPath: root + "tabbar-center-button-taps.session.json"))),
                                         file: "taps")
        let touches = PictureTouches.collect(events: session.events, deliveries: Dispatcher.run(session, on: scene))
        let drawn = ScenePicture.draw(scene: scene, touches: touches, options: .init(title: "tabbar-center-button@2"))
        let svg = drawn.svg
        _ = try XMLCheck(svg)
        // centerButton on the screen: (157, 598), 60 × 60, above the tab bar's top (618).
        #expect(svg.contains(#"<rect x="157" y="598" width="60" height="60""#))
        #expect(svg.contains(#"<rect x="0" y="618" width="375" height="49""#))
        #expect(svg.contains("tabBar · hitTest → centerButton"))
        #expect(touches.allSatisfy { $0.view == "centerButton" })
        // The canvas shows the screen and cell7's part below it (to 700), with margins.
        #expect(drawn.width == 399)
        #expect(svg.contains(#"width="399" height=""#))
    }
}

@Suite("Pictures: runs and the HTML report")
struct PictureReportTests {
    @Test("A run's changed touch: old and new target outlined, the touch ringed")
    func runChanges() throws {
        try withTemporaryDirectory { dir in
            let (store, report) = try PictureFixtures.tabBarReplay(in: dir)
            let run = try #require(report.run)
            let stored = try #require(try store.storedSessions(named: ["tabbar-center-button-taps"]).first)
            let deliveries = try PictureTouches.deliveries(store: store, run: run, session: stored)
            #expect(deliveries.count == 4)
            #expect(deliveries.first?.view == "cell7")
            let changes = try PictureTouches.changes(store: store, run: run, session: stored)
            #expect(Set(changes.keys) == [PictureTouches.Key(seq: 0, touch: 1), PictureTouches.Key(seq: 1, touch: 1)])
            let events = try store.session(named: "tabbar-center-button-taps").events
            let touches = PictureTouches.collect(events: events, deliveries: deliveries, changes: changes)
            let change = try #require(touches.first?.change)
            #expect(change.before == "centerButton" && change.after == "cell7" && change.field == "view")
            #expect(touches[1].change == nil)
            let scene = try store.scene(named: "tabbar-center-button", version: 1).scene
            let svg = ScenePicture.svg(scene: scene, touches: touches)
            _ = try XMLCheck(svg)
            #expect(svg.contains("1: centerButton → cell7"))
            // Old target dashed purple, new target red.
            #expect(svg.contains(##"<polygon points="157,598 217,598 217,658 157,658" fill="none" stroke="#6a3d9a""##))
            #expect(svg.contains(##"<polygon points="0,600 375,600 375,700 0,700" fill="none" stroke="#d62728""##))
        }
    }

    @Test("The tab bar report shows the overhang tap moved from centerButton to cell7")
    func tabBarReport() throws {
        try withTemporaryDirectory { dir in
            let (store, report) = try PictureFixtures.tabBarReplay(in: dir)
            #expect(report.changed == 2)
            let html = try HTMLReport.document(report, store: store)
            let check = try XMLCheck(html)
            // One inline script (the filters); a heat map per signature, and the session's picture.
            #expect(check.elements.filter { $0 == "script" }.count == 1)
            #expect(check.elements.filter { $0 == "svg" }.count >= 2)
            #expect(html.contains(#"id="signatures""#) && html.contains(#"<g class="heat""#))
            #expect(check.texts.contains { $0.trimmingCharacters(in: .whitespaces) == "tabbar-center-button-taps" })
            #expect(check.texts.contains("1: centerButton → cell7"))
            #expect(check.texts.contains("2 deliveries changed in 1 session"))
            #expect(html.contains(#"<td class="old">centerButton</td><td class="new">cell7</td>"#))
            // Self-contained: nothing is fetched.
            #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("@import"))
            #expect(!html.replacingOccurrences(of: "url(#", with: "").contains("url("))
        }
    }

    @Test("Session meta, class and action names cannot break the report")
    func hostileReport() throws {
        try withTemporaryDirectory { dir in
            let (store, report) = try PictureFixtures.hostileReplay(in: dir)
            #expect(report.changed > 0)
            let html = try HTMLReport.document(report, store: store)
            let check = try XMLCheck(html)
            #expect(check.elements.filter { $0 == "script" }.count == 1 && !check.elements.contains("b"))
            #expect(check.texts.contains(PictureFixtures.hostileMeta))
            #expect(check.texts.contains { $0.contains(PictureFixtures.hostileClass) })
            #expect(check.texts.contains { $0.contains("1: button → root") })
        }
    }

    @Test("An empty report says there was nothing to replay; unchanged sessions take one row each")
    func summaries() throws {
        let empty = HTMLReport.document(ComparisonReport(run: nil), details: [:])
        _ = try XMLCheck(empty)
        #expect(empty.contains("nothing to replay"))
        var report = ComparisonReport(run: 7)
        report.sessions = [SessionSummary(session: "a", scene: "s", sceneVersion: 2, deliveries: 4, changed: 0),
                           SessionSummary(session: "b", scene: "s", sceneVersion: 2, deliveries: 1, changed: 0)]
        let html = HTMLReport.document(report, details: [:])
        let check = try XMLCheck(html)
        #expect(check.elements.filter { $0 == "details" }.count == 2)
        #expect(check.texts.contains("touchtape replay run 7"))
        #expect(check.texts.contains("nothing changed"))
    }
}
