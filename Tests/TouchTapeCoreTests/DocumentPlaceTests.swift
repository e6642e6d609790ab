import Testing
@testable import TouchTapeCore

/// docs/cli.md, "Errors" (every file rejected names its place): the document reader knows its position
/// from the first byte (issue 18, item 3).
@Suite("Document places")
struct DocumentPlaceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var place: String
        var says: String
        var testDescription: String { name }
    }

    static func text(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// Files no walk may skip: each is invalid, with its place.
    static let invalidFiles: [Case] = [
        Case(name: "an empty file", bytes: [], place: "1:1", says: "empty"),
        Case(name: "a byte order mark", bytes: [0xEF, 0xBB, 0xBF] + text(#"{"format":"touchtape.scene/1"}"#),
             place: "1:1", says: "byte order mark"),
        Case(name: "UTF-16 with a byte order mark", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], place: "1:1", says: "UTF-16"),
        Case(name: "UTF-16 without one", bytes: [0x7B, 0x00, 0x22, 0x00], place: "1:1", says: "UTF-16"),
        Case(name: "a scene cut off before its format", bytes: text("{\"name\": \"x\",\n \"windows\": ["),
             place: "2:14", says: "unexpected end of input"),
        Case(name: "a fault before the format", bytes: text(#"{"name": x, "format": "touchtape.scene/1"}"#),
             place: "1:10", says: "expected value"),
        Case(name: "an unknown touchtape. format", bytes: text(#"{"format": "touchtape.scene/9"}"#),
             place: "1:12", says: "unknown format \"touchtape.scene/9\""),
        Case(name: "blank lines only", bytes: text("  \n\n"), place: "3:1", says: "unexpected end of input"),
    ]

    @Test("docs/cli.md: a file that is not valid JSON, or not in UTF-8, is invalid with its place", arguments: invalidFiles)
    func invalidFilesHaveAPlace(_ c: Case) throws {
        guard case .invalid(let error) = DocumentKind.detect(c.bytes) else {
            Issue.record("\(c.name) was not found invalid: \(DocumentKind.detect(c.bytes))")
            return
        }
        #expect(error.at == c.place)
        #expect(error.message.contains(c.says), "\(error.message)")
    }

    /// Valid JSON that is not a TouchTape document: skipped when walked, with its place.
    static let foreignFiles: [Case] = [
        Case(name: "null", bytes: text("null"), place: "1:1", says: "found null"),
        Case(name: "an array", bytes: text("[]"), place: "1:1", says: "found an array"),
        Case(name: "an empty object", bytes: text("{}"), place: "1:1", says: "no \"format\""),
        Case(name: "a mistyped format", bytes: text(#"{"format": 1}"#), place: "1:12", says: "must be a string, found number 1"),
        Case(name: "another tool's format", bytes: text(#"{"format": "other/1"}"#), place: "1:12", says: "\"other/1\""),
        Case(name: "NDJSON lines without a format", bytes: text("{\"a\": 1}\n{\"b\": 2}\n"), place: "1:1", says: "no \"format\""),
    ]

    @Test("docs/cli.md: valid JSON without a touchtape. format is foreign, and says why at its place", arguments: foreignFiles)
    func foreignFilesHaveAPlace(_ c: Case) throws {
        guard case .foreign(let reason) = DocumentKind.detect(c.bytes) else {
            Issue.record("\(c.name) was not found foreign: \(DocumentKind.detect(c.bytes))")
            return
        }
        #expect(reason.at == c.place)
        #expect(reason.message.contains(c.says), "\(reason.message)")
    }

    @Test("docs/cli.md: \"format\": 1 is reported as mistyped, never as a missing format")
    func mistypedFormatIsNotMissing() {
        guard case .foreign(let reason) = DocumentKind.detect(Self.text(#"{"format": 1}"#)) else {
            Issue.record("not foreign")
            return
        }
        #expect(!reason.message.contains("no \"format\""))
    }

    @Test("docs/cli.md: a broken NDJSON line after valid ones makes the file invalid, at that line")
    func brokenNDJSONLineIsInvalid() {
        guard case .invalid(let error) = DocumentKind.detect(Self.text("{\"a\": 1}\n{\"b\":")) else {
            Issue.record("not invalid")
            return
        }
        #expect(error.at == "2:6")
    }

    @Test("Scenes and sessions are told apart by their format")
    func touchTapeDocuments() {
        #expect(DocumentKind.detect(Self.text(#"{"name": "x", "format": "touchtape.scene/1", "windows": []}"#)) == .scene)
        #expect(DocumentKind.detect(Self.text("{\"format\": \"touchtape.session/1\", \"name\": \"s\", \"scene\": \"x\"}\n{\"t\": 0}")) == .session)
    }

    @Test("docs/cli.md: a scene with a byte order mark is refused at 1:1 when decoded directly")
    func sceneWithByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Self.text(TT.document(#""windows": [ { "id": "w", "frame": [0, 0, 1, 1] } ]"#))
        do {
            _ = try Scene.decode(bytes, file: "scene.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("scene.json:1:1: "))
            #expect(error.message.contains("byte order mark"))
        }
    }

    @Test("docs/cli.md: a session read in chunks names a byte order mark and an empty file at 1:1",
          arguments: [[0xEF, 0xBB, 0xBF, 0x7B, 0x7D] as [UInt8], []])
    func sessionEncodingFaults(_ bytes: [UInt8]) {
        do {
            _ = try Session.decode(bytes, file: "s.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("s.json:1:1: "), "\(error)")
        }
    }
}
