import Testing
@testable import TouchTapeCore

/// The canonical text of a JSON text.
private func canonicalText(_ json: String) throws -> String {
    String(decoding: CanonicalJSON.bytes(of: try JSONReader.parse(Array(json.utf8))), as: UTF8.self)
}

@Suite struct CanonicalJSONTests {
    // MARK: RFC 8785 examples

    @Test func rfc8785Section324ExampleIsReproduced() throws {
        // RFC 8785 §3.2.4: numbers, string escaping and sorting together.
        let input = #"""
            {
              "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
              "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
              "literals": [null, true, false]
            }
            """#
        let expected = #"{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}"#
        #expect(try canonicalText(input) == expected)
    }

    @Test func rfc8785Section323KeysSortByUTF16CodeUnits() throws {
        let input = #"""
            {
              "\u20ac": "Euro Sign",
              "\r": "Carriage Return",
              "\ufb33": "Hebrew Letter Dalet With Dagesh",
              "1": "One",
              "\ud83d\ude00": "Emoji: Grinning Face",
              "\u0080": "Control",
              "\u00f6": "Latin Small Letter O With Diaeresis"
            }
            """#
        let value = try JSONReader.parse(Array(input.utf8))
        let out = String(decoding: CanonicalJSON.bytes(of: value), as: UTF8.self)
        let order = try JSONReader.parse(Array(out.utf8)).objectValue?.members.map { $0.value.stringValue ?? "" }
        #expect(order == [
            "Carriage Return", "One", "Control", "Latin Small Letter O With Diaeresis", "Euro Sign",
            "Emoji: Grinning Face", "Hebrew Letter Dalet With Dagesh",
        ])
        #expect(out.hasPrefix(#"{"\r":"Carriage Return","1":"One","\#u{80}":"Control""#))
    }

    /// RFC 8785 Appendix B: IEEE 754 bit patterns and their canonical text.
    static let appendixB: [(UInt64, String)] = [
        (0x0000_0000_0000_0000, "0"),
        (0x8000_0000_0000_0000, "0"),
        (0x0000_0000_0000_0001, "5e-324"),
        (0x8000_0000_0000_0001, "-5e-324"),
        (0x7FEF_FFFF_FFFF_FFFF, "1.7976931348623157e+308"),
        (0xFFEF_FFFF_FFFF_FFFF, "-1.7976931348623157e+308"),
        (0x4340_0000_0000_0000, "9007199254740992"),
        (0xC340_0000_0000_0000, "-9007199254740992"),
        (0x4430_0000_0000_0000, "295147905179352830000"),
        (0x44B5_2D02_C7E1_4AF5, "9.999999999999997e+22"),
        (0x44B5_2D02_C7E1_4AF6, "1e+23"),
        (0x44B5_2D02_C7E1_4AF7, "1.0000000000000001e+23"),
        (0x444B_1AE4_D6E2_EF4E, "999999999999999700000"),
        (0x444B_1AE4_D6E2_EF4F, "999999999999999900000"),
        (0x444B_1AE4_D6E2_EF50, "1e+21"),
        (0x3EB0_C6F7_A0B5_ED8C, "9.999999999999997e-7"),
        (0x3EB0_C6F7_A0B5_ED8D, "0.000001"),
        (0x41B3_DE43_5555_5553, "333333333.3333332"),
        (0x41B3_DE43_5555_5554, "333333333.33333325"),
        (0x41B3_DE43_5555_5555, "333333333.3333333"),
        (0x41B3_DE43_5555_5556, "333333333.3333334"),
        (0x41B3_DE43_5555_5557, "333333333.33333343"),
        (0xBECB_F647_612F_3696, "-0.0000033333333333333333"),
        (0x4314_3FF3_C1CB_0959, "1424953923781206.2"),
    ]

    @Test(arguments: appendixB)
    func rfc8785AppendixBNumbersAreWrittenAsECMAScript(_ bits: UInt64, _ expected: String) {
        #expect(JSONText.numberString(Double(bitPattern: bits)) == expected)
    }

    // MARK: Numbers

    @Test(arguments: [
        (1.0, "1"), (-20.0, "-20"), (100.0, "100"), (1e20, "100000000000000000000"), (1e21, "1e+21"),
        (-1e21, "-1e+21"), (1.5e-7, "1.5e-7"), (1e-7, "1e-7"), (0.000001, "0.000001"),
        (0.0000012, "0.0000012"), (123.456, "123.456"), (0.1, "0.1"), (-0.5, "-0.5"),
        (0.1 + 0.2, "0.30000000000000004"), (1e15, "1000000000000000"), (1e16, "10000000000000000"),
        (123456789012345680000.0, "123456789012345680000"), (1.5e300, "1.5e+300"), (187.25, "187.25"),
        (999999999999999.0, "999999999999999"), (-999999999999999.5, "-999999999999999.5"),
        (2.5e-5, "0.000025"), (1e-6, "0.000001"), (12e-7, "0.0000012"), (4.35, "4.35"),
    ])
    func numbersAreWrittenAsECMAScript(_ d: Double, _ expected: String) {
        #expect(JSONText.numberString(d) == expected)
    }

    @Test func minusZeroIsWrittenAsZero() {
        #expect(JSONText.numberString(-0.0) == "0")
    }

    @Test func integralSpellingsHaveTheSameCanonicalBytes() throws {
        let forms = ["1", "1.0", "1e0", "10e-1", "0.1e1", "1.000"]
        let canonical = try forms.map { try canonicalText($0) }
        #expect(canonical == Array(repeating: "1", count: forms.count))
    }

    @Test func appendNumberAppendsWithoutClearing() {
        var out = Array("x=".utf8)
        JSONText.appendNumber(2.5, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "x=2.5")
    }

    // MARK: Strings

    @Test func stringsEscapeOnlyWhatJSONRequires() {
        let s = "\"\\/\u{8}\u{C}\n\r\t\u{0}\u{1F}\u{7F}é€😀"
        #expect(JSONText.quoted(s) == #""\"\\/\b\f\n\r\t\u0000\u001f"# + "\u{7F}é€😀\"")
    }

    @Test func appendStringWritesUTF8Bytes() {
        var out: [UInt8] = []
        JSONText.appendString("a\u{1}é", to: &out)
        #expect(out == [0x22, 0x61, 0x5C, 0x75, 0x30, 0x30, 0x30, 0x31, 0xC3, 0xA9, 0x22])
    }

    // MARK: Structure

    @Test func whitespaceIsRemovedAndNestedObjectsSorted() throws {
        let out = try canonicalText(" { \"b\" : [ 1 , { \"z\" : null , \"a\" : { } } , [ ] ] , \"a\" : \"\" } ")
        #expect(out == #"{"a":"","b":[1,{"a":{},"z":null},[]]}"#)
    }

    @Test func keysSortByCodeUnitsNotByLocaleOrCase() throws {
        let out = try canonicalText(#"{"b":1,"B":2,"a":3,"_":4,"aa":5,"":6}"#)
        #expect(out == #"{"":6,"B":2,"_":4,"a":3,"aa":5,"b":1}"#)
    }

    @Test func keyPrecedesAgreesWithUTF16Comparison() {
        let keys = [
            "", "a", "ab", "b", "B", "\u{7F}", "\u{80}", "é", "e\u{301}", "\u{D7FF}", "\u{E000}", "\u{FB33}",
            "\u{FFFF}", "\u{10000}", "😀", "😀a", "\u{1F601}", "\u{10FFFF}", "\u{20AC}", "a\u{FB33}", "a😀",
        ]
        for a in keys {
            for b in keys {
                let expected = a.utf16.lexicographicallyPrecedes(b.utf16)
                #expect(CanonicalJSON.keyPrecedes(a, b) == expected, "\(a.unicodeScalars.map(\.value)) vs \(b.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test func canonicalFormIsAFixedPoint() throws {
        let input = #"{"z":[1.50,-0,1E2,"\u00e9\n"],"a":{"y":true,"x":false},"m":null}"#
        let once = try canonicalText(input)
        #expect(once == #"{"a":{"x":false,"y":true},"m":null,"z":[1.5,0,100,"é\n"]}"#)
        #expect(try canonicalText(once) == once)
    }

    @Test func valuesBuiltInCodeAreCanonicalized() {
        let value = JSONValue(.object(JSONObject(members: [
            .init(key: "b", value: JSONValue(.number(2))),
            .init(key: "a", value: JSONValue(.array([JSONValue(.string("x")), JSONValue(.bool(true))]))),
        ])))
        #expect(String(decoding: CanonicalJSON.bytes(of: value), as: UTF8.self) == #"{"a":["x",true],"b":2}"#)
    }

    @Test func tenThousandLevelsAreWrittenWithoutRecursion() throws {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(try canonicalText(text) == text)
    }
}
