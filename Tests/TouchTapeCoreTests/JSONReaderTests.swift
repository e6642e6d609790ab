import Foundation
import Testing
@testable import TouchTapeCore

/// The syntax error `text` produces, or nil if it parses.
private func syntaxError(_ text: String, firstLine: Int = 1) -> JSONSyntaxError? {
    syntaxError(bytes: Array(text.utf8), firstLine: firstLine)
}

private func syntaxError(bytes: [UInt8], firstLine: Int = 1) -> JSONSyntaxError? {
    do {
        _ = try JSONReader.parse(bytes, firstLine: firstLine)
        return nil
    } catch let error as JSONSyntaxError {
        return error
    } catch {
        Issue.record("unexpected error type \(error)")
        return nil
    }
}

private func parse(_ text: String, firstLine: Int = 1) throws -> JSONValue {
    try JSONReader.parse(Array(text.utf8), firstLine: firstLine)
}

private func canonical(_ value: JSONValue) -> String {
    String(decoding: CanonicalJSON.bytes(of: value), as: UTF8.self)
}

/// One malformed input and the exact error it must produce.
struct SyntaxErrorCase: CustomTestStringConvertible, Sendable {
    var input: [UInt8]
    var message: String
    var line: Int
    var column: Int

    init(_ input: String, _ message: String, _ line: Int, _ column: Int) {
        self.init(bytes: Array(input.utf8), message, line, column)
    }

    init(bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
        self.input = bytes
        self.message = message
        self.line = line
        self.column = column
    }

    var testDescription: String { message }
}

@Suite struct JSONReaderTests {
    // MARK: Values and positions

    @Test func parsesEveryKindOfValueWithItsPosition() throws {
        let value = try parse("{\"s\": \"x\", \"n\": -1.5,\n \"b\": [true, false, null], \"o\": {}}")
        let object = try #require(value.objectValue)
        #expect(object.members.map(\.key) == ["s", "n", "b", "o"])
        #expect(object["s"]?.stringValue == "x")
        #expect(object["n"]?.doubleValue == -1.5)
        #expect(object["n"]?.position == SourcePosition(line: 1, column: 17))
        let b = try #require(object["b"]?.arrayValue)
        #expect(b.map(\.typeName) == ["boolean", "boolean", "null"])
        #expect(b[0].boolValue == true && b[1].boolValue == false && b[2].isNull)
        #expect(b[1].position == SourcePosition(line: 2, column: 14))
        #expect(object.member(named: "b")?.keyPosition == SourcePosition(line: 2, column: 2))
        #expect(object["o"]?.objectValue?.members.isEmpty == true)
        #expect(object["missing"] == nil)
    }

    @Test func columnsCountUTF8Bytes() throws {
        // "é" is two bytes, "€" three: the value after them starts at byte column 14.
        let value = try parse("[\"é€\",    1]")
        #expect(value.arrayValue?[1].position == SourcePosition(line: 1, column: 14))
    }

    @Test func positionDescriptionIsLineColonColumn() {
        #expect(SourcePosition(line: 3, column: 7).description == "3:7")
        #expect(JSONSyntaxError(message: "m", position: SourcePosition(line: 3, column: 7)).description == "3:7: m")
    }

    // MARK: Syntax errors

    static let errorCases: [SyntaxErrorCase] = [
        SyntaxErrorCase("{\"a\":1 \"b\":2}", "expected ',' or '}' after object member, found '\"'", 1, 8),
        SyntaxErrorCase("{\"a\":1x}", "expected ',' or '}' after object member, found 'x'", 1, 7),
        SyntaxErrorCase("[1 2]", "expected ',' or ']' after array element, found '2'", 1, 4),
        SyntaxErrorCase("{\"a\":1,}", "expected string key after ',', found '}'", 1, 8),
        SyntaxErrorCase("[1,2,]", "expected value, found ']'", 1, 6),
        SyntaxErrorCase("{a:1}", "expected string key or '}', found 'a'", 1, 2),
        SyntaxErrorCase("{\"a\" 1}", "expected ':' after object key, found '1'", 1, 6),
        SyntaxErrorCase("{\"a\":1 // note\n}", "expected ',' or '}' after object member, found '/'", 1, 8),
        SyntaxErrorCase("/* c */ {}", "expected value, found '/'", 1, 1),
        SyntaxErrorCase("[NaN]", "expected value, found 'NaN'", 1, 2),
        SyntaxErrorCase("[Infinity]", "expected value, found 'Infinity'", 1, 2),
        SyntaxErrorCase("[-Infinity]", "expected digit after '-', found 'I'", 1, 3),
        SyntaxErrorCase("[+1]", "expected value, found '+'", 1, 2),
        SyntaxErrorCase("[.5]", "expected value, found '.'", 1, 2),
        SyntaxErrorCase("[01]", "leading zero in number", 1, 2),
        SyntaxErrorCase("[-012]", "leading zero in number", 1, 2),
        SyntaxErrorCase("[1.]", "expected digit after '.', found ']'", 1, 4),
        SyntaxErrorCase("[1.e5]", "expected digit after '.', found 'e'", 1, 4),
        SyntaxErrorCase("[1e]", "expected digit in exponent, found ']'", 1, 4),
        SyntaxErrorCase("[1e+]", "expected digit in exponent, found ']'", 1, 5),
        SyntaxErrorCase("[1e400]", "number out of range", 1, 2),
        SyntaxErrorCase("[-1.5e999]", "number out of range", 1, 2),
        SyntaxErrorCase("[trux]", "expected 'true', found 'trux'", 1, 2),
        SyntaxErrorCase("[nulls]", "expected 'null', found 'nulls'", 1, 2),
        SyntaxErrorCase("[True]", "expected value, found 'True'", 1, 2),
        SyntaxErrorCase("", "unexpected end of input", 1, 1),
        SyntaxErrorCase("  \n ", "unexpected end of input", 2, 2),
        SyntaxErrorCase("{\"a\":", "unexpected end of input", 1, 6),
        SyntaxErrorCase("[1,", "unexpected end of input", 1, 4),
        SyntaxErrorCase("[\"abc", "unexpected end of input", 1, 6),
        SyntaxErrorCase("[tru", "unexpected end of input", 1, 5),
        SyntaxErrorCase("{} x", "expected end of input after value, found 'x'", 1, 4),
        SyntaxErrorCase("1 2", "expected end of input after value, found '2'", 1, 3),
        SyntaxErrorCase("[\"a\tb\"]", "unescaped control character U+0009 in string", 1, 4),
        SyntaxErrorCase("[\"a\nb\"]", "unescaped control character U+000A in string", 1, 4),
        SyntaxErrorCase("[\"\\x\"]", "invalid escape '\\x' in string", 1, 3),
        SyntaxErrorCase("[\"ok\\'\"]", "invalid escape '\\'' in string", 1, 5),
        SyntaxErrorCase("[\"\\u12g4\"]", "expected 4 hex digits after '\\u', found 'g'", 1, 7),
        SyntaxErrorCase("[\"\\ud800\"]", "unpaired surrogate '\\ud800' in string", 1, 3),
        SyntaxErrorCase("[\"\\ud800\\u0041\"]", "unpaired surrogate '\\ud800' in string", 1, 3),
        SyntaxErrorCase("[\"x\\udc00\"]", "unpaired surrogate '\\udc00' in string", 1, 4),
        SyntaxErrorCase("\u{FEFF}{}", "expected value, found '\u{FEFF}' (U+FEFF)", 1, 1),
        SyntaxErrorCase(bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D], "invalid UTF-8 byte 0xFF in string", 1, 3),
        SyntaxErrorCase(bytes: [0x22, 0x61, 0xC0, 0x80, 0x22], "invalid UTF-8 byte 0xC0 in string", 1, 3),
        SyntaxErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 byte 0xED in string", 1, 2),
        SyntaxErrorCase(bytes: [0x22, 0xE2, 0x82, 0x22], "invalid UTF-8 byte 0xE2 in string", 1, 2),
        SyntaxErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0xF4 in string", 1, 2),
        SyntaxErrorCase(bytes: [0x22, 0x5C, 0x75, 0x30, 0x30, 0xE9], "expected 4 hex digits after '\\u', found invalid UTF-8 byte 0xE9", 1, 6),
        SyntaxErrorCase(bytes: [0x5B, 0x80, 0x5D], "expected value, found invalid UTF-8 byte 0x80", 1, 2),
    ]

    @Test(arguments: errorCases)
    func malformedInputIsRejectedWithExactMessageAndPlace(_ c: SyntaxErrorCase) throws {
        let error = try #require(syntaxError(bytes: c.input))
        #expect(error.message == c.message)
        #expect(error.position == SourcePosition(line: c.line, column: c.column))
    }

    @Test func errorOnThirdLineReportsLineAndColumn() throws {
        let text = "{\n  \"a\": 1,\n  \"k\" x\n}"
        let error = try #require(syntaxError(text))
        #expect(error.message == "expected ':' after object key, found 'x'")
        #expect(error.position == SourcePosition(line: 3, column: 7))
    }

    @Test func crlfLineEndsCountAsOneLine() throws {
        let error = try #require(syntaxError("[1,\r\n2,\r\n  ?]"))
        #expect(error.position == SourcePosition(line: 3, column: 3))
    }

    @Test func firstLineOffsetsEveryPosition() throws {
        let value = try parse("  {\"a\":\n 7}", firstLine: 41)
        #expect(value.position == SourcePosition(line: 41, column: 3))
        #expect(value.objectValue?["a"]?.position == SourcePosition(line: 42, column: 2))
        let error = try #require(syntaxError("{\"a\":\n x}", firstLine: 41))
        #expect(error.position == SourcePosition(line: 42, column: 2))
    }

    // MARK: Duplicate keys

    @Test func duplicateKeyIsRejectedAtTheDuplicate() throws {
        let error = try #require(syntaxError("{\"id\": 1, \"x\": 2,\n \"id\": 3}"))
        #expect(error.message == "duplicate key \"id\"")
        #expect(error.position == SourcePosition(line: 2, column: 2))
    }

    @Test func duplicateOfTheLastKeyIsRejected() throws {
        let error = try #require(syntaxError("{\"a\": [1], \"a\": 2}"))
        #expect(error.message == "duplicate key \"a\"")
        #expect(error.position == SourcePosition(line: 1, column: 12))
    }

    @Test func duplicateKeyIsFoundInALargeObject() throws {
        var text = "{"
        for i in 0..<100 { text += "\"k\(i)\": \(i), " }
        text += "\"k57\": 0}"
        let error = try #require(syntaxError(text))
        #expect(error.message == "duplicate key \"k57\"")
    }

    @Test func largeObjectWithoutDuplicatesParses() throws {
        let text = "{" + (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
        let object = try #require(try parse(text).objectValue)
        #expect(object.members.count == 100)
        #expect(object["k99"]?.doubleValue == 99)
    }

    @Test func duplicateKeyWithEscapedSpellingIsRejected() throws {
        let error = try #require(syntaxError("{\"ab\": 1, \"\\u0061b\": 2}"))
        #expect(error.message == "duplicate key \"ab\"")
    }

    @Test func sameKeyInDifferentObjectsIsFine() throws {
        let value = try parse("{\"a\": {\"a\": 1}, \"b\": {\"a\": 2}}")
        #expect(value.objectValue?["b"]?.objectValue?["a"]?.doubleValue == 2)
    }

    @Test func canonicallyEquivalentKeysAreDifferentKeys() throws {
        // "é" precomposed and "e" + combining acute are equal Swift Strings but different JSON keys.
        let value = try parse("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        let object = try #require(value.objectValue)
        #expect(object.members.count == 2)
        #expect(object["\u{E9}"]?.doubleValue == 1)
        #expect(object["e\u{301}"]?.doubleValue == 2)
    }

    // MARK: Nesting

    @Test func nestingOf10001LevelsIsRejected() throws {
        let text = String(repeating: "[", count: 10_001) + String(repeating: "]", count: 10_001)
        let error = try #require(syntaxError(text))
        #expect(error.message == "nesting deeper than 10000 levels")
        #expect(error.position == SourcePosition(line: 1, column: 10_001))
    }

    @Test func nestingOf10000LevelsIsAccepted() throws {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let value = try parse(text)
        #expect(value.arrayValue?.count == 1)
    }

    @Test func nestingOf9000MixedLevelsParsesAndCanonicalizes() throws {
        let depth = 9_000
        var text = ""
        for i in 0..<depth { text += i % 2 == 0 ? "{\"a\":" : "[" }
        text += "0"
        for i in (0..<depth).reversed() { text += i % 2 == 0 ? "}" : "]" }
        let value = try parse(text)
        #expect(value.typeName == "object")
        #expect(canonical(value) == text)
    }

    @Test func deepValueIsParsedWrittenAndDroppedOnA512KiBStack() {
        // Reading, writing and releasing are all iterative: none of them needs stack per level.
        final class Outcome: @unchecked Sendable { var canonicalCount = -1 }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let text = String(repeating: "[{\"a\":", count: 5_000) + "0" + String(repeating: "}]", count: 5_000)
            if let value = try? JSONReader.parse(Array(text.utf8)) {
                outcome.canonicalCount = CanonicalJSON.bytes(of: value).count
            }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(outcome.canonicalCount == 5_000 * 8 + 1)
    }

    @Test func partsOfAValueOutliveTheValue() throws {
        var value: JSONValue? = try parse("[[1, [2, {\"k\": [3]}]], {\"o\": [4]}]")
        let elements = try #require(value?.arrayValue)
        let inner = try #require(elements[0].arrayValue?[1])
        value = nil
        #expect(canonical(JSONValue(.array(elements))) == #"[[1,[2,{"k":[3]}]],{"o":[4]}]"#)
        #expect(canonical(inner) == #"[2,{"k":[3]}]"#)
    }

    // MARK: Strings

    @Test func escapesAreDecoded() throws {
        let value = try parse(#"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC", "\u0000"]"#)
        let a = try #require(value.arrayValue)
        #expect(a[0].stringValue == "\"\\/\u{8}\u{C}\n\r\t")
        #expect(a[1].stringValue == "Aé€")
        #expect(a[2].stringValue == "\u{0}")
    }

    @Test func surrogatePairDecodesToOneScalar() throws {
        let value = try parse(#"["\ud83d\ude00", "x\uD834\uDD1Ey"]"#)
        let a = try #require(value.arrayValue)
        #expect(a[0].stringValue == "😀")
        #expect(a[0].stringValue?.unicodeScalars.count == 1)
        #expect(a[1].stringValue == "x\u{1D11E}y")
    }

    @Test func rawNonASCIIUTF8IsKept() throws {
        let value = try parse("[\"héllo €𝄞\", \"\u{7F}\"]")
        #expect(value.arrayValue?[0].stringValue == "héllo €𝄞")
        #expect(value.arrayValue?[1].stringValue == "\u{7F}")
    }

    // MARK: Numbers

    @Test func minusZeroIsNegativeZero() throws {
        let d = try #require(try parse("-0").doubleValue)
        #expect(d == 0 && d.sign == .minus)
        let e = try #require(try parse("-0.0e7").doubleValue)
        #expect(e == 0 && e.sign == .minus)
    }

    @Test(arguments: [
        ("0", 0.0), ("-1", -1.0), ("0.1", 0.1), ("1e2", 100.0), ("1E-2", 0.01), ("1.5e+3", 1500.0),
        ("333333333.33333329", 333333333.33333329), ("2.2250738585072014e-308", 2.2250738585072014e-308),
        ("4.9e-324", Double.leastNonzeroMagnitude), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("9007199254740993", 9007199254740992.0), ("1e-400", 0.0),
        ("3.14159265358979323846264338327950288", 3.14159265358979323846264338327950288),
        ("123456789012345678901234567890", 123456789012345678901234567890.0),
        ("0.000000000000000000000000001", 1e-27), ("187.25", 187.25), ("0.30000000000000004", 0.30000000000000004),
    ])
    func numbersConvertCorrectlyRounded(_ text: String, _ expected: Double) throws {
        let d = try #require(try parse(text).doubleValue)
        #expect(d.bitPattern == expected.bitPattern)
    }

    @Test func shortestTextOfRandomDoublesReadsBackExactly() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var checked = 0
        while checked < 5_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let d = Double(bitPattern: state)
            guard d.isFinite else { continue }
            checked += 1
            let back = try #require(try parse(JSONText.numberString(d)).doubleValue)
            #expect(back == d, "\(d)")
            let swiftText = try parse(d.description).doubleValue
            #expect(swiftText?.bitPattern == d.bitPattern, "\(d)")
        }
    }

    // MARK: NDJSON lines

    @Test func linesSkipBlankLinesAndHandleCRLF() throws {
        let text = "{\"a\":1}\r\n\r\n   \n{\"b\":2}\n\t\r\n{\"c\": x}\r\n  "
        let lines = Array(JSONReader.lines(Array(text.utf8)))
        #expect(lines.map(\.line) == [1, 4, 6])
        #expect(lines.map { String(decoding: $0.bytes, as: UTF8.self) } == ["{\"a\":1}", "{\"b\":2}", "{\"c\": x}"])
        let second = try JSONReader.parse(lines[1].bytes, firstLine: lines[1].line)
        #expect(second.objectValue?["b"]?.position == SourcePosition(line: 4, column: 6))
        do {
            _ = try JSONReader.parse(Array(lines[2].bytes), firstLine: lines[2].line)
            Issue.record("expected an error")
        } catch let error as JSONSyntaxError {
            #expect(error.position == SourcePosition(line: 6, column: 7))
        }
    }

    @Test func linesOfTextWithoutFinalNewline() {
        let lines = Array(JSONReader.lines(Array("1\n2".utf8)))
        #expect(lines.map(\.line) == [1, 2])
        #expect(lines.last.map { Array($0.bytes) } == [0x32])
        #expect(Array(JSONReader.lines([])).isEmpty)
    }

    // MARK: Pull API

    @Test func pullAPIIteratesASessionOneEventAtATime() throws {
        let text = """
            {"format": "touchtape.session/1",
             "events": [
               {"t": 0, "touches": [{"touch": 1, "phase": "began", "x": 187, "y": 605}]},
               {"t": 0.08, "touches": [{"touch": 1, "phase": "ended", "x": 187, "y": 605}]}
             ],
             "name": "tap"}
            """
        var reader = JSONReader(bytes: Array(text.utf8))
        var header: [String: JSONValue] = [:]
        var eventTimes: [Double] = []
        var eventLines: [Int] = []
        try reader.beginObject()
        while let member = try reader.nextMemberKey() {
            let key = member.key
            if key == "events" {
                #expect(try reader.peekTypeName() == "array")
                try reader.beginArray()
                while try reader.nextArrayElement() {
                    let event = try reader.readValue()
                    eventTimes.append(try #require(event.objectValue?["t"]?.doubleValue))
                    eventLines.append(event.position.line)
                }
            } else {
                header[key] = try reader.readValue()
            }
        }
        try reader.finish()
        #expect(header["format"]?.stringValue == "touchtape.session/1")
        #expect(header["name"]?.stringValue == "tap")
        #expect(eventTimes == [0, 0.08])
        #expect(eventLines == [3, 4])
    }

    @Test func pullAPIRejectsDuplicateKeysAtTheDuplicate() throws {
        var reader = JSONReader(bytes: Array("{\"a\": 1, \"b\": [], \"a\": 2}".utf8))
        try reader.beginObject()
        #expect(try reader.nextMemberKey()?.key == "a")
        _ = try reader.readValue()
        #expect(try reader.nextMemberKey()?.key == "b")
        try reader.skipValue()
        do {
            _ = try reader.nextMemberKey()
            Issue.record("expected a duplicate key error")
        } catch let error as JSONSyntaxError {
            #expect(error.message == "duplicate key \"a\"")
            #expect(error.position == SourcePosition(line: 1, column: 19))
        }
    }

    @Test func pullAPIFindsDuplicatesAmongManyKeys() throws {
        let text = "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + ", \"k3\": 0}"
        var reader = JSONReader(bytes: Array(text.utf8))
        try reader.beginObject()
        var seen = 0
        do {
            while try reader.nextMemberKey() != nil { seen += 1 }  // values skipped automatically
            Issue.record("expected a duplicate key error")
        } catch let error as JSONSyntaxError {
            #expect(error.message == "duplicate key \"k3\"")
        }
        #expect(seen == 40)
    }

    @Test func pullAPISkipsUnreadValuesAndKeepsPositions() throws {
        var reader = JSONReader(bytes: Array("{\"skip\": {\"deep\": [1, 2]},\n  \"keep\": true}".utf8))
        try reader.beginObject()
        #expect(try reader.nextMemberKey()?.key == "skip")
        let next = try #require(try reader.nextMemberKey())
        #expect(next.key == "keep")
        #expect(next.position == SourcePosition(line: 2, column: 3))
        #expect(reader.position == SourcePosition(line: 2, column: 11))
        #expect(try reader.readValue().boolValue == true)
        #expect(try reader.nextMemberKey() == nil)
        try reader.finish()
    }

    @Test func pullAPIReportsSyntaxErrorsInsideContainers() throws {
        var reader = JSONReader(bytes: Array("[1, 2 3]".utf8))
        try reader.beginArray()
        #expect(try reader.nextArrayElement())
        _ = try reader.readValue()
        #expect(try reader.nextArrayElement())
        _ = try reader.readValue()
        do {
            _ = try reader.nextArrayElement()
            Issue.record("expected an error")
        } catch let error as JSONSyntaxError {
            #expect(error.message == "expected ',' or ']' after array element, found '3'")
            #expect(error.position == SourcePosition(line: 1, column: 7))
        }
    }

    @Test func pullAPIFinishRejectsTrailingContent() throws {
        var reader = JSONReader(bytes: Array("[] []".utf8))
        try reader.beginArray()
        #expect(try reader.nextArrayElement() == false)
        do {
            try reader.finish()
            Issue.record("expected an error")
        } catch let error as JSONSyntaxError {
            #expect(error.message == "expected end of input after value, found '['")
            #expect(error.position == SourcePosition(line: 1, column: 4))
        }
    }

    @Test func pullAPIBeginArrayOnWrongTypeFails() throws {
        var reader = JSONReader(bytes: Array("{\"events\": {}}".utf8))
        try reader.beginObject()
        _ = try reader.nextMemberKey()
        #expect(try reader.peekTypeName() == "object")
        do {
            try reader.beginArray()
            Issue.record("expected an error")
        } catch let error as JSONSyntaxError {
            #expect(error.message == "expected '[', found '{'")
            #expect(error.position == SourcePosition(line: 1, column: 12))
        }
    }

    @Test func pullAPIDepthCountsOpenContainers() throws {
        var text = String(repeating: "[", count: 9_999)
        text += "[[0]]"
        text += String(repeating: "]", count: 9_999)
        var reader = JSONReader(bytes: Array(text.utf8))
        for _ in 0..<9_999 {
            try reader.beginArray()
            #expect(try reader.nextArrayElement())
        }
        do {
            _ = try reader.readValue()
            Issue.record("expected an error")
        } catch let error as JSONSyntaxError {
            #expect(error.message == "nesting deeper than 10000 levels")
            #expect(error.position == SourcePosition(line: 1, column: 10_001))
        }
    }
}
