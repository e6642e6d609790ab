import Foundation
import Testing

/// docs/cli.md, "Never a crash, never a lost store" (Places), through `import` (issue 18, item 3).
@Suite struct DocumentPlaceCommandTests {
    struct NamedCase: Sendable, CustomTestStringConvertible {
        var file: String
        var bytes: [UInt8]
        var place: String
        var testDescription: String { file }
    }

    static func text(_ s: String) -> [UInt8] { Array(s.utf8) }

    static let namedCases: [NamedCase] = [
        NamedCase(file: "empty.json", bytes: [], place: "1:1"),
        NamedCase(file: "bom.json", bytes: [0xEF, 0xBB, 0xBF] + text(#"{"format": "touchtape.scene/1"}"#), place: "1:1"),
        NamedCase(file: "utf16.json", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], place: "1:1"),
        NamedCase(file: "null.json", bytes: text("null"), place: "1:1"),
        NamedCase(file: "list.json", bytes: text("[]"), place: "1:1"),
        NamedCase(file: "object.json", bytes: text("{}"), place: "1:1"),
        NamedCase(file: "cut.json", bytes: text("{\"name\": \"x\",\n \"windows\": ["), place: "2:14"),
        NamedCase(file: "mistyped.json", bytes: text(#"{"format": 1}"#), place: "1:12"),
        NamedCase(file: "unknown.json", bytes: text(#"{"format": "touchtape.scene/9"}"#), place: "1:12"),
        NamedCase(file: "other.json", bytes: text(#"{"format": "other/1"}"#), place: "1:12"),
    ]

    @Test("docs/cli.md: every named file rejected names FILE:LINE:COLUMN and exits 2", arguments: namedCases)
    func namedFileRejectedWithItsPlace(_ c: NamedCase) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/" + c.file
            try Data(c.bytes).write(to: URL(fileURLWithPath: path))
            let result = try runTouchtape(["import", c.file, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: \(c.file):\(c.place): "), "\(result.stderr)")
        }
    }

    @Test("docs/cli.md: record names a byte order mark on standard input at 1:1, not as a missing header")
    func recordWithAByteOrderMark() throws {
        try withTemporaryFolder { folder in
            let input = "\u{FEFF}" + #"{"format": "touchtape.session/1", "name": "r", "scene": "x"}"# + "\n"
            let result = try runTouchtape(["record", "--db", folder + "/s.sqlite"], stdin: input, cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("touchtape: error: -:1:1: "), "\(result.stderr)")
            #expect(result.stderr.contains("byte order mark"))
        }
    }

    @Test("docs/cli.md: \"format\": 1 is reported as mistyped, not as no format")
    func mistypedFormatMessage() throws {
        try withTemporaryFolder { folder in
            try write(#"{"format": 1}"#, to: "m.json", in: folder)
            let result = try runTouchtape(["import", "m.json", "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.stderr.contains("\"format\" must be a string, found number 1"), "\(result.stderr)")
            #expect(!result.stderr.contains("no \"format\""))
        }
    }

    @Test("docs/cli.md: a scene.json cut off before its format, found in a walked folder, fails the import with its place")
    func cutOffSceneInAWalkedFolderFails() throws {
        try withTemporaryFolder { folder in
            let input = folder + "/input"
            try FileManager.default.copyItem(atPath: fixture("hit-test-a-to-e"), toPath: input)
            try write("{\"name\": \"later\",\n \"windows\": [ { \"id\": \"w\"", to: "zz/scene.json", in: input)
            let db = folder + "/s.sqlite"
            let result = try runTouchtape(["import", input, "--db", db], cwd: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains("zz/scene.json:2:"), "\(result.stderr)")
            // Nothing of the folder was imported: the store was never created, or holds no scene.
            if FileManager.default.fileExists(atPath: db) {
                #expect(try sqlite(db, "SELECT COUNT(*) FROM v_scenes") == ["0"])
            }
        }
    }

    @Test("docs/cli.md: valid JSON without a touchtape. format in a walked folder is skipped with a note naming its place")
    func validForeignJSONIsSkipped() throws {
        try withTemporaryFolder { folder in
            let input = folder + "/input"
            try FileManager.default.copyItem(atPath: fixture("hit-test-a-to-e"), toPath: input)
            try write(#"{"format": 1}"#, to: "m.json", in: input)
            try write("[]", to: "list.json", in: input)
            let result = try runTouchtape(["import", input, "--db", folder + "/s.sqlite"], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            let notes = lines(result.stdout).filter { $0.hasPrefix("skipped ") }
            #expect(notes.count == 2)
            #expect(notes.contains { $0.contains("m.json") && $0.contains("1:12") })
        }
    }
}
