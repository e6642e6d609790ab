import Testing
import TouchTapeCore

/// The one writer of `--json` documents and studio answers (`JSONWriter`): commas and nesting by
/// the writer, scalars as `JSONText` spells them.
@Suite("JSONWriter")
struct JSONWriterTests {
    @Test("Objects and arrays nest, with commas only between members and items")
    func nesting() {
        let lists: [[String]] = [[], ["x", "y"]]
        var json = JSONWriter()
        json.object { json in
            json.key("a"); json.array([1, 2]) { json, n in json.number(n) }
            json.key("b"); json.object { _ in }
            json.key("c"); json.array(lists) { json, list in json.strings(list) }
            json.key("d"); json.object { json in json.key("e"); json.bool(true) }
        }
        #expect(json.text == #"{"a":[1,2],"b":{},"c":[[],["x","y"]],"d":{"e":true}}"#)
    }

    @Test("Missing values are null; a number that is not finite is null; integers have no fraction")
    func scalars() {
        var json = JSONWriter()
        let none: String? = nil, noNumber: Int? = nil
        json.numbers([1.5, .infinity, -0.0, .nan, 1e21])
        #expect(json.text == "[1.5,null,0,null,1e+21]")
        var optional = JSONWriter()
        optional.array([0, 1]) { json, i in
            if i == 0 { json.string(none) } else { json.number(noNumber) }
        }
        #expect(optional.text == "[null,null]")
    }

    @Test("Strings are escaped as JSONText escapes them; raw text and other writers' values go in as they are")
    func stringsAndRawValues() {
        var json = JSONWriter()
        json.object { json in
            json.key("s\n"); json.string("a\"b\u{1}")
            json.key("raw"); json.raw(#"{"x":[1]}"#)
            json.key("list"); json.value { OutcomeJSON.appendStrings(["p"], to: &$0) }
        }
        #expect(json.text == #"{"s\n":"a\"b\u0001","raw":{"x":[1]},"list":["p"]}"#)
    }
}
