import Foundation
import Testing

/// docs/cli.md: text output escapes control characters (C0 but tab, DEL, C1) and the
/// bidirectional overrides as `\u{…}` (issue 18, item 7): a class or action name cannot drive
/// the terminal.
@Suite struct TextEscapingTests {
    /// A class name with ESC (a colour change), an action name with a right-to-left override
    /// and a C1 control, written as JSON escapes so the file itself is plain ASCII.
    static let hostileScene = #"""
        {"format": "touchtape.scene/1", "name": "hostile", "windows": [
          {"id": "window", "frame": [0, 0, 375, 667], "subviews": [
            {"id": "button", "class": "\u001b[31mEvil\u0007", "frame": [0, 0, 100, 100],
             "actions": ["copy\u202e:", "x\u0085\u007f"],
             "control": {"actions": {"touchUpInside": "buy\u2066:"}}}]}]}
        """#

    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            let v = s.value
            return (v < 0x20 && v != 0x09 && v != 0x0A) || (0x7F...0x9F).contains(v)
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
    }

    @Test("docs/cli.md, never a crash: show escapes control characters and bidirectional overrides in class and action names")
    func showEscapes() throws {
        try withTemporaryFolder { folder in
            let scene = try write(Self.hostileScene, to: "hostile.json", in: folder)
            let result = try runTouchtape(["show", scene], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!Self.hasRawControl(result.stdout))
            #expect(result.stdout.contains(#"\u{1b}[31mEvil\u{7} button"#), "\(result.stdout)")
            #expect(result.stdout.contains(#"touchUpInside→buy\u{2066}:"#))
            #expect(result.stdout.contains(#"actions copy\u{202e}: x\u{85}\u{7f}"#))
        }
    }

    @Test("docs/cli.md, never a crash: hit-test, chain and dispatch text escape the class and action names they print")
    func hitTestChainAndDispatchEscape() throws {
        try withTemporaryFolder { folder in
            let scene = try write(Self.hostileScene, to: "hostile.json", in: folder)
            let session = try write(#"""
                {"format": "touchtape.session/1", "name": "tap", "scene": "hostile", "events": [
                  {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 10, "y": 10}]},
                  {"t": 0.1, "touches": [{"touch": 1, "phase": "ended", "x": 10, "y": 10}]}]}
                """#, to: "tap.json", in: folder)
            let outputs = [
                try runTouchtape(["hit-test", scene, "10", "10", "--trace"], cwd: folder),
                try runTouchtape(["chain", scene, "button"], cwd: folder),
                try runTouchtape(["dispatch", session, "--scene", scene, "--trace"], cwd: folder),
            ]
            for result in outputs {
                #expect(result.status == 0, "\(result.stderr)")
                #expect(!Self.hasRawControl(result.stdout), "\(result.stdout)")
            }
            #expect(outputs[0].stdout.contains(#"\u{1b}[31mEvil"#))
            #expect(outputs[2].stdout.contains(#"touchUpInside → buy\u{2066}:"#))
        }
    }

    @Test("docs/cli.md, never a crash: an error message quoting input escapes it")
    func errorMessagesEscape() throws {
        try withTemporaryFolder { folder in
            let scene = try write(#"{"format": "touchtape.scene/1", "name": "x", "\u001b]0;title\u0007": 1}"#,
                                  to: "bad.json", in: folder)
            let result = try runTouchtape(["show", scene], cwd: folder)
            #expect(result.status == 2)
            #expect(!Self.hasRawControl(result.stderr), "\(result.stderr)")
            #expect(result.stderr.contains(#"\u{1b}]0;title\u{7}"#), "\(result.stderr)")
        }
    }
}
