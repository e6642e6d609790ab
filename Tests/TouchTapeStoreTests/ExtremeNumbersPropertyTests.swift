import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TouchTapeCore

/// A property of the real binary (issue 18, "Done when"): scenes generated with extreme
/// numbers (near ±1.8e308, tiny scales, huge translations, subnormals) go through
/// `hit-test --json --trace`, `dispatch --json --trace`, `show`, `show --json` and `render`;
/// every process ends with one of the tool's exit statuses (never a signal), every JSON output
/// is strict JSON (the core's RFC 8259 reader: no NaN, no Infinity) and every SVG is
/// well-formed XML. Bounded: a fixed seed, a few dozen scenes.
@Suite("Extreme numbers never crash the tool, and every output stays JSON or SVG")
struct ExtremeNumbersPropertyTests {
    /// SplitMix64: the same scenes on every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ list: [T]) -> T { list[Int(next() % UInt64(list.count))] }
        mutating func chance(_ inEight: UInt64) -> Bool { next() % 8 < inEight }
    }

    static let coordinates: [Double] = [0, 10, -10, 187.5, 123.456, 1e308, -1e308, 1.7e308, -1.7e308, 8e307,
                                        -8e307, 1e-300, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 1e15 + 0.5]
    static let sizes: [Double] = [0, 1, 50, 375, 1e308, 1.7e308, Double.leastNonzeroMagnitude, 1e-300]
    static let linear: [Double] = [1, 0.5, 2, -1, 0, 1e-300, 1e300, 1e-170, 1e170, 1.7e308, Double.leastNonzeroMagnitude]
    static let translations: [Double] = [0, 10, 1e308, -1e308, 1.7e308]
    static let points: [Double] = [0, 100, 187.5, 1e308, -1e308, 1.7976931348623157e308, -Double.leastNonzeroMagnitude, 8e307]

    static func n(_ d: Double) -> String { JSONText.numberString(d) }

    /// One view node (and its subtree), with ids `prefix…`.
    static func view(_ g: inout Generator, id: String, depth: Int) -> String {
        var keys = [#""id": "\#(id)""#]
        if g.chance(4) {
            keys.append(#""frame": [\#(n(g.pick(coordinates))), \#(n(g.pick(coordinates))), \#(n(g.pick(sizes))), \#(n(g.pick(sizes)))]"#)
        } else {
            // A center within ±8e307 and a size up to 1.7e308 keep the derived frame finite;
            // now and then one that overflows (bad input, exit 2).
            let centers = g.chance(1) ? coordinates : coordinates.filter { abs($0) <= 8e307 }
            let cx = g.pick(centers), cy = g.pick(centers)
            keys.append(#""center": [\#(n(cx)), \#(n(cy))], "size": [\#(n(g.pick(sizes))), \#(n(g.pick(sizes)))]"#)
            if g.chance(6) {
                let t = [g.pick(linear), g.pick(linear), g.pick(linear), g.pick(linear),
                         g.pick(translations), g.pick(translations)]
                keys.append(#""transform": [\#(t.map(n).joined(separator: ", "))]"#)
            }
        }
        if g.chance(3) { keys.append(#""boundsOrigin": [\#(n(g.pick(coordinates))), \#(n(g.pick(coordinates)))]"#) }
        // Mostly "always", so that hit-testing goes down the tree whatever the numbers.
        switch g.next() % 8 {
        case 0: keys.append(#""pointInside": "circle""#)
        case 1: keys.append(#""pointInside": {"inset": [\#(n(g.pick(coordinates))), 1, 1, \#(n(g.pick(coordinates)))]}"#)
        case 2: keys.append(#""pointInside": {"minimumSize": [\#(n(g.pick(sizes))), 44]}"#)
        case 3: break
        default: keys.append(#""pointInside": "always""#)
        }
        if g.chance(2) { keys.append(#""control": {"actions": {"touchUpInside": "tap:", "touchDragExit": "exit:"}}"#) }
        if g.chance(1) { keys.append(#""hitTest": {"forwardTo": ["\#(id)"]}"#) }
        if depth < 3 {
            let children = (0..<Int(1 + g.next() % 3)).map { view(&g, id: "\(id)_\($0)", depth: depth + 1) }
            if !children.isEmpty { keys.append(#""subviews": [\#(children.joined(separator: ", "))]"#) }
        }
        return "{ " + keys.joined(separator: ", ") + " }"
    }

    static func scene(seed: UInt64) -> String {
        var g = Generator(state: seed)
        let windows = (0..<(1 + Int(g.next() % 2))).map { view(&g, id: "w\($0)", depth: 1) }
        return #"{"format": "touchtape.scene/1", "name": "extreme", "windows": [\#(windows.joined(separator: ", "))]}"#
    }

    static func session(seed: UInt64) -> String {
        var g = Generator(state: seed ^ 0xABCDEF)
        var events: [String] = []
        var t = 0.0
        func touch(_ id: Int, _ phase: String) -> String {
            #"{"touch": \#(id), "phase": "\#(phase)", "x": \#(n(g.pick(points))), "y": \#(n(g.pick(points))), "tapCount": \#(1 + g.next() % 2)}"#
        }
        for round in 0..<3 {
            let a = round * 2 + 1, b = round * 2 + 2
            for phases in [["began", "began"], ["moved", "stationary"], ["ended", "cancelled"]] {
                events.append(#"{"t": \#(n(t)), "touches": [\#(touch(a, phases[0])), \#(touch(b, phases[1]))]}"#)
                t += 0.05
            }
        }
        return #"{"format": "touchtape.session/1", "name": "extreme", "scene": "extreme", "events": [\#(events.joined(separator: ", "))]}"#
    }

    static let toolStatuses: Set<Int32> = [0, 1, 2]

    static func expectStrictJSON(_ text: String, lines: Bool, _ what: String) {
        let documents = lines ? text.split(separator: "\n").map(String.init) : [text]
        for document in documents {
            do {
                _ = try JSONReader.parse(Array(document.utf8))
            } catch {
                Issue.record("\(what): not strict JSON (\(error)): \(document.prefix(300))")
            }
        }
    }

    /// Collects the parser's first error (XMLParser is not Sendable; each test makes its own).
    final class XMLCheck: NSObject, XMLParserDelegate {
        var error: String?
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { error = "\(parseError)" }
    }

    @Test("Generated extreme scenes through hit-test, dispatch, show and render: no signal, strict JSON, well-formed SVG",
          arguments: 0..<24)
    func extremeSceneOutputsStayWellFormed(_ seed: Int) throws {
        let sceneText = Self.scene(seed: UInt64(seed) &* 7919 &+ 17)
        try withTemporaryDirectory { folder in
            let scene = folder + "/scene.json", session = folder + "/session.json", svg = folder + "/out.svg"
            try Data(sceneText.utf8).write(to: URL(fileURLWithPath: scene))
            try Data(Self.session(seed: UInt64(seed)).utf8).write(to: URL(fileURLWithPath: session))
            var g = Generator(state: UInt64(seed))
            let x = Self.n(g.pick(Self.points)), y = Self.n(g.pick(Self.points))
            let runs: [(what: String, args: [String], json: Bool, ndjson: Bool)] = [
                ("hit-test", ["hit-test", scene, "--json", "--trace", "--", x, y], true, false),
                ("dispatch", ["dispatch", session, "--scene", scene, "--json", "--trace"], true, true),
                ("show --json", ["show", scene, "--json"], true, false),
                ("show", ["show", scene], false, false),
                ("render", ["render", scene, "--session", session, "-o", svg], false, false),
            ]
            for run in runs {
                let result = try runTouchtape(run.args, cwd: folder)
                #expect(Self.toolStatuses.contains(result.status),
                        "\(run.what) ended with status \(result.status) (a signal?): \(result.stderr) — scene \(sceneText)")
                #expect(!result.stderr.contains("Fatal error"), "\(run.what): \(result.stderr)")
                guard result.status == 0 else { continue }
                if run.json { Self.expectStrictJSON(result.stdout, lines: run.ndjson, "\(run.what) of seed \(seed)") }
                if run.what == "render" {
                    let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: svg)))
                    let check = XMLCheck()
                    parser.delegate = check
                    #expect(parser.parse(), "render of seed \(seed): \(check.error ?? "not well-formed")")
                }
            }
        }
    }

    @Test("H7a: on the generated extreme scenes the untraced fast path agrees with the traced algorithm at every pool point")
    func fastPathAgreesOnExtremeScenes() {
        for seed in 0..<24 {
            guard let scene = try? Scene.decode(Array(Self.scene(seed: UInt64(seed) &* 7919 &+ 17).utf8)) else { continue }
            for x in Self.points {
                for y in Self.points {
                    var entries: [TraceEntry] = []
                    let traced = scene.hitTest(Point(x: x, y: y), trace: &entries)
                    #expect(scene.hitTest(Point(x: x, y: y)) == traced, "seed \(seed) at (\(x), \(y))")
                    #expect(entries.allSatisfy { $0.point.map { $0.x.isFinite && $0.y.isFinite } ?? true },
                            "seed \(seed): a traced point is not finite")
                }
            }
        }
    }

    @Test("The generated scenes are mostly valid, so the property exercises the engine, not only the reader")
    func generatedScenesAreMostlyValid() {
        let valid = (0..<24).filter { seed in
            (try? Scene.decode(Array(Self.scene(seed: UInt64(seed) &* 7919 &+ 17).utf8))) != nil
        }
        #expect(valid.count >= 12, "only \(valid.count) of 24 generated scenes decode")
    }
}
