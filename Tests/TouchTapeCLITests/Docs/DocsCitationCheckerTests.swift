import Foundation
import Testing

/// The docs-citation checks find what they look for, so that an empty list of findings means
/// something.
@Suite("Docs citations: the checks themselves")
struct DocsCitationCheckerTests {
    @Test("docs/rules.md's headings, ranges and tables give the ids of every family, and no more")
    func theRuleIndexReadsRulesMD() throws {
        let index = RuleIndex(markdown: try RepositoryFiles.text("docs/rules.md"))
        for id in ["H1", "H7a", "P4", "T7", "C4", "R5", "R6.9", "R8.4", "F4", "F17", "D2", "G19", "Q8", "I1", "K5",
                   "S1", "S38", "U20", "E9", "E29"] {
            #expect(index.ids.contains(id), "\(id)")
        }
        #expect(Set("HPTCRFDGQIKSUE").isSubset(of: index.families))
        #expect(!index.ids.contains("S39") && !index.ids.contains("G20") && !index.ids.contains("H10"))
    }

    @Test("An id of a known family without an entry is found, also inside a range; hex, code points and other words are not ids")
    func undefinedIDsAreFound() {
        let index = RuleIndex(markdown: """
            ## H — Hit-testing
            ### H1 — One
            ### H2 — Two
            ### H4 — Four
            ### S1 — Builtin
            """)
        #expect(index.undefined(in: "// H1, H2 and H3 (S1; S2)") == ["H3", "S2"])
        #expect(index.undefined(in: "// H1–H4") == ["H3"])
        #expect(index.undefined(in: "// U+00E9 #H4H4H4 0xH9 file.H7 X9 H1s") == [])
    }

    @Test("Comments and test names are read, code and string literals are not; a URL's // is not a comment")
    func commentsAndTestNamesAreRead() {
        let source = """
            let rule = "H3"
            /// Cites H1.
            @Test("H2: a test name") func two() {}
            let url = "https://example.com/H4" // H5 follows the code
            """
        let lines = Citations.commentsAndTestNames(of: source)
        #expect(lines.map(\.number) == [2, 3, 4])
        #expect(lines.map(\.text) == ["/ Cites H1.", "H2: a test name", " H5 follows the code"])
    }

    @Test("Markdown names are found with their line, paths included, web addresses left out")
    func markdownNamesAreFound() {
        let text = "// see docs/cli.md and " + "formats" + ".md\n// https://example.com/a/README.md\n/// (README.md)"
        let names = Citations.markdownNames(in: text)
        #expect(names.map(\.line) == [1, 1, 3])
        #expect(names.map(\.name) == ["docs/cli.md", "formats" + ".md", "README.md"])
    }
}
