import Testing
import TouchTapeCore

/// docs/cli.md: the one escaping function of text output.
@Suite("Text escaping")
struct TextEscapeTests {
    @Test("docs/cli.md: C0 but tab, DEL, C1 and the bidirectional overrides are written as \\u{…}")
    func escapesWhatCanDriveATerminal() {
        #expect(TextEscape.escaped("a\u{1B}[2Jb") == #"a\u{1b}[2Jb"#)
        #expect(TextEscape.escaped("line\nnext") == #"line\u{a}next"#)
        #expect(TextEscape.escaped("\u{7F}\u{80}\u{9F}") == #"\u{7f}\u{80}\u{9f}"#)
        #expect(TextEscape.escaped("\u{202A}\u{202E}\u{2066}\u{2069}") == #"\u{202a}\u{202e}\u{2066}\u{2069}"#)
    }

    @Test("Tab, printable text and other non-ASCII stay as they are")
    func keepsOrdinaryText() {
        #expect(TextEscape.escaped("a\tb") == "a\tb")
        #expect(TextEscape.escaped("Café → 日本 \u{A0}\u{2065}\u{206A}") == "Café → 日本 \u{A0}\u{2065}\u{206A}")
    }
}
