import Foundation
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore

/// Scenes, sessions and a store for the picture and report tests, and a strict XML checker.
enum PictureFixtures {
    /// The package's folder (this file is Tests/TouchTapeStoreTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static let hostileClass = #"My<View> & "Co" 'x' </svg><script>alert(1)</script>"#
    static let hostileAction = #"do<it>&"now":"#
    static let hostileMeta = #"</title></svg><script>alert("meta")</script> & <b>bold</b>"#

    /// A scene whose class names, action names and meta are markup, with a rotated view, a
    /// hidden one and one that takes no touches. `moved` shifts the button under the banner.
    static func hostileScene(moved: Bool = false) -> String {
        let classJSON = jsonString(hostileClass), actionJSON = jsonString(hostileAction), metaJSON = jsonString(hostileMeta)
        return """
        { "format": "touchtape.scene/1", "name": "hostile",
          "meta": { "description": \(metaJSON), "note": "\(moved ? "v2" : "v1")" },
          "windows": [ { "id": "window", "class": \(classJSON), "frame": [0, 0, 320, 480], "subviews": [
            { "id": "root", "frame": [0, 0, 320, 480],
              "viewController": { "id": "vc", "class": \(classJSON) },
              "subviews": [
                { "id": "button", "class": \(classJSON), "frame": [40, \(moved ? 200 : 100), 120, 44],
                  "control": { "actions": { "touchUpInside": \(actionJSON) } } },
                { "id": "rotated", "class": \(classJSON), "center": [240, 300], "size": [80, 40],
                  "transform": [0, 1, -1, 0, 0, 0] },
                { "id": "ghost", "frame": [20, 380, 100, 60], "hidden": true },
                { "id": "inert", "frame": [180, 380, 100, 60], "userInteractionEnabled": false },
                { "id": "banner", "class": \(classJSON), "frame": [0, 180, 320, 80],
                  "hitTest": { "passThrough": ["button"] } }
              ] } ] } ] }
        """
    }

    static func hostileSession() -> String {
        """
        { "format": "touchtape.session/1", "name": "hostile-taps", "scene": "hostile",
          "meta": { "description": \(jsonString(hostileMeta)) },
          "events": [
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 100, "y": 120 } ] },
            { "t": 0.05, "touches": [ { "touch": 1, "phase": "moved", "x": 104, "y": 124 } ] },
            { "t": 0.1, "touches": [ { "touch": 1, "phase": "ended", "x": 106, "y": 126 } ] },
            { "t": 1, "touches": [ { "touch": 2, "phase": "began", "x": 240, "y": 300 } ] },
            { "t": 1.1, "touches": [ { "touch": 2, "phase": "ended", "x": 240, "y": 300 } ] } ] }
        """
    }

    static func jsonString(_ s: String) -> String {
        var out: [UInt8] = []
        JSONText.appendString(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func scene(_ text: String) throws -> Scene {
        try Scene.decode(Array(text.utf8), file: "test.json")
    }

    static func session(_ text: String) throws -> Session {
        try Session.decode(Array(text.utf8), file: "test.json")
    }

    static func importFiles(_ paths: [String], into store: Store) throws {
        let (files, _) = try Importer.collect(paths)
        _ = try Importer.run(files, into: store, replace: false)
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A store with the bundled fixtures imported (their baselines against the current
    /// versions), and a replay of the tab bar session against version 1.
    static func tabBarReplay(in dir: String) throws -> (store: Store, report: ComparisonReport) {
        let store = try Store(path: dir + "/store.sqlite")
        try importFiles([packageRoot + "/Fixtures"], into: store)
        let report = try store.write {
            try Replayer.replay(store, sessions: ["tabbar-center-button-taps"], against: 1)
        }
        return (store, report)
    }

    /// A store with the hostile scene (v1), its session's baseline, then v2 (the button
    /// moved), and a replay against v2: touch 1 leaves the button.
    static func hostileReplay(in dir: String) throws -> (store: Store, report: ComparisonReport) {
        let store = try Store(path: dir + "/store.sqlite")
        try write(hostileScene(), to: dir + "/v1.json")
        try write(hostileSession(), to: dir + "/taps.json")
        try write(hostileScene(moved: true), to: dir + "/v2.json")
        try importFiles([dir + "/v1.json", dir + "/taps.json"], into: store)
        try importFiles([dir + "/v2.json"], into: store)
        let report = try store.write { try Replayer.replay(store, sessions: [], against: nil) }
        return (store, report)
    }
}

/// A strict, small XML well-formedness check (what an SVG viewer's parser insists on): one
/// root, tags balanced, attribute values quoted, `<` never in text or values, `&` only in the
/// references the writer uses. Returns every element name, and every text and attribute
/// value decoded, so that tests can look for input as text.
struct XMLCheck {
    var elements: [String] = []
    var texts: [String] = []
    var attributeValues: [String] = []

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(_ document: String) throws {
        let s = Array(document.unicodeScalars)
        var i = 0
        var stack: [String] = []
        var roots = 0
        func fail(_ message: String) -> Failure { Failure(description: "offset \(i): \(message)") }
        func starts(_ prefix: String) -> Bool {
            let p = Array(prefix.unicodeScalars)
            return i + p.count <= s.count && Array(s[i..<i + p.count]) == p
        }
        func skip(past end: String) throws {
            let e = Array(end.unicodeScalars)
            while i + e.count <= s.count {
                if Array(s[i..<i + e.count]) == e { i += e.count; return }
                i += 1
            }
            throw fail("no \(end)")
        }
        func isNameScalar(_ c: Unicode.Scalar) -> Bool {
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "-" || c == ":" || c == "_"
        }
        func name() throws -> String {
            var n = ""
            while i < s.count, isNameScalar(s[i]) { n.unicodeScalars.append(s[i]); i += 1 }
            if n.isEmpty { throw fail("expected a name") }
            return n
        }
        func decode(until stop: Unicode.Scalar?) throws -> String {
            var out = ""
            while i < s.count {
                let c = s[i]
                if let stop, c == stop { return out }
                if stop == nil && c == "<" { return out }
                if c == "<" { throw fail("< in an attribute value") }
                if c == "&" {
                    let known: [(String, String)] = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""),
                                                     ("&#39;", "'"), ("&#10;", "\n"), ("&#13;", "\r"), ("&#9;", "\t")]
                    guard let (ref, value) = known.first(where: { starts($0.0) }) else { throw fail("a bare &") }
                    out += value
                    i += ref.unicodeScalars.count
                    continue
                }
                if c.value < 0x20 && c != "\n" && c != "\t" && c != "\r" { throw fail("control character") }
                out.unicodeScalars.append(c)
                i += 1
            }
            if stop != nil { throw fail("unterminated attribute value") }
            return out
        }
        while i < s.count {
            if starts("<?") {
                try skip(past: "?>")
            } else if starts("<!--") {
                try skip(past: "-->")
            } else if starts("<!DOCTYPE") || starts("<!doctype") {
                try skip(past: ">")
            } else if starts("</") {
                i += 2
                let n = try name()
                guard i < s.count, s[i] == ">" else { throw fail("bad end tag") }
                i += 1
                guard stack.popLast() == n else { throw fail("</\(n)> closes nothing open") }
            } else if s[i] == "<" {
                i += 1
                let n = try name()
                elements.append(n)
                if stack.isEmpty { roots += 1 }
                var selfClosing = false
                while true {
                    while i < s.count, s[i] == " " || s[i] == "\n" { i += 1 }
                    guard i < s.count else { throw fail("unterminated tag") }
                    if s[i] == ">" { i += 1; break }
                    if starts("/>") { i += 2; selfClosing = true; break }
                    _ = try name()
                    guard i + 1 < s.count, s[i] == "=", s[i + 1] == "\"" else { throw fail("unquoted attribute") }
                    i += 2
                    attributeValues.append(try decode(until: "\""))
                    i += 1
                }
                if !selfClosing { stack.append(n) }
            } else {
                let text = try decode(until: nil)
                if stack.isEmpty && !text.allSatisfy({ $0.isWhitespace }) { throw fail("text outside the root") }
                if !text.isEmpty { texts.append(text) }
            }
        }
        if !stack.isEmpty { throw Failure(description: "unclosed: \(stack)") }
        if roots != 1 { throw Failure(description: "\(roots) root elements") }
    }
}
