import Testing
@testable import TouchTapeCore

/// The touch-event fast path (issue #12) must give exactly what the full path gives — the
/// same event and the same canonical bytes — and decline whatever it does not handle.
@Suite("Touch events decoded without a JSON value")
struct TouchEventFastPathTests {
    static func fast(_ text: String) -> TouchEventFastPath.Decoded? {
        Array(text.utf8).withUnsafeBufferPointer { TouchEventFastPath.decode($0) }
    }

    static func full(_ text: String) throws -> (SessionEvent, [UInt8]) {
        let value = try JSONReader.parse(Array(text.utf8))
        return (try EventDecoder.decode(value, index: 0), CanonicalJSON.bytes(of: value))
    }

    static func canonical(_ decoded: TouchEventFastPath.Decoded) -> [UInt8] {
        var out: [UInt8] = []
        TouchEventFastPath.appendCanonical(decoded, to: &out)
        return out
    }

    static let accepted = [
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20}]}"#,
        #"{"touches":[{"y":20.25,"x":0.5,"phase":"moved","touch":1}],"t":1.5}"#,
        #"{ "t" : 0.016 , "touches" : [ {"touch": 2, "phase": "ended", "x": 1023.9375, "y": 0.0625, "tapCount": 2},"#
            + #" {"touch": 1, "phase": "cancelled", "x": -3.5, "y": -0, "tapCount": 1} ] }  "#,
        #"{"t":12345.678901234,"touches":[{"touch":-7,"phase":"stationary","x":100.000,"y":0.000001}]}"#,
        #"{"t":0.1,"touches":[{"touch":1,"phase":"began","x":0.30000000000000,"y":99999999999999.9}]}"#,
    ]

    @Test("it gives the full path's event and canonical bytes", arguments: accepted)
    func sameAsFullPath(text: String) throws {
        let decoded = try #require(Self.fast(text))
        let (event, canonical) = try Self.full(text)
        #expect(decoded.event == event)
        #expect(Self.canonical(decoded) == canonical)
    }

    @Test("each key and short phase is known by its literal's bytes as one word, the first byte lowest")
    func keyWordsAreTheLiteralsBytes() {
        func word(_ text: String) -> UInt64 {
            text.utf8.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        typealias K = TouchEventFastPath.KeyWord
        let words = [K.t, K.x, K.y, K.touch, K.phase, K.touches, K.tapCount, K.began, K.moved, K.ended]
        let texts = ["t", "x", "y", "touch", "phase", "touches", "tapCount", "began", "moved", "ended"]
        #expect(words == texts.map(word))
    }

    /// What `decode(_:appendingCanonicalTo:)` writes (numbers copied from the text).
    static func copiedCanonical(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        let decoded = Array(text.utf8).withUnsafeBufferPointer { TouchEventFastPath.decode($0, appendingCanonicalTo: &out) }
        return decoded == nil ? (out.isEmpty ? nil : [0]) : out
    }

    @Test("canonical JSON with numbers copied from the text is the full path's, byte for byte", arguments: accepted + [
        #"{"t":0.0000010,"touches":[{"touch":1,"phase":"began","x":0.0000001,"y":-0.000001}]}"#,
        #"{"t":100.0,"touches":[{"touch":1,"phase":"began","x":-0.50,"y":1.50}]}"#,
        #"{"t":0.559,"touches":[{"touch":1,"phase":"began","x":173.6875,"y":639.5}]}"#,
        #"{"t":-0.0,"touches":[{"touch":1,"phase":"began","x":-0.0,"y":123456789012.345}]}"#,
        #"{"t":1,"touches":[{"touch":1,"phase":"began","x":1,"y":2},{"touch":2,"phase":"began","x":0.1,"y":0.2}]}"#,
    ])
    func copiedNumbersAreCanonical(text: String) throws {
        let (_, canonical) = try Self.full(text)
        #expect(Self.copiedCanonical(text) == canonical)
    }

    @Test("numbers copied from the text are canonical for any plain decimal of at most 15 digits")
    func copiedNumbersMatchTheFormatter() throws {
        var state: UInt64 = 0x9E37_79B9
        var checked = 0
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let wholeDigits = Int(state >> 60) % 8
            let whole = wholeDigits == 0 ? "0" : String(Int(state >> 30) % 10_000_000 + 1).prefix(wholeDigits)
            let zeros = Int(state >> 24) % 8
            let fraction = String(Int(state >> 4) % 100_000 + 1)
            let sign = state & 1 == 0 ? "" : "-"
            let x = sign + whole + "." + String(repeating: "0", count: zeros) + fraction
            let text = #"{"t":0.25,"touches":[{"touch":1,"phase":"began","x":"# + x + #","y":1.5}]}"#
            // More than 15 significant digits: the fast path declines (and appends nothing).
            guard Self.fast(text) != nil else {
                #expect(Self.copiedCanonical(text) == nil)
                continue
            }
            checked += 1
            let (_, canonical) = try Self.full(text)
            #expect(Self.copiedCanonical(text) == canonical, "x = \(x)")
        }
        #expect(checked > 3_000)
    }

    @Test("numbers convert exactly as the JSON reader converts them")
    func numbersMatchTheReader() throws {
        var state: UInt64 = 0x1234_5678
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let whole = Int(state >> 40) % 100_000
            let fractionDigits = Int(state >> 20) % 9
            let fraction = Int(state >> 8) % 1_000_000_000
            var x = String(whole)
            if fractionDigits > 0 {
                let digits = String(fraction)
                x += "." + String(repeating: "0", count: max(0, fractionDigits - digits.count)) + digits.prefix(fractionDigits)
            }
            let text = #"{"t":0,"touches":[{"touch":1,"phase":"began","x":"# + x + #","y":1}]}"#
            let decoded = try #require(Self.fast(text))
            let (event, canonical) = try Self.full(text)
            #expect(decoded.event == event, "x = \(x)")
            #expect(Self.canonical(decoded) == canonical, "x = \(x)")
        }
    }

    static let declined = [
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20}],"expect":[]}"#,  // another key
        #"{"t":0,"motion":"shake"}"#,                                                      // another payload
        #" {"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20}]}"#,                // leading space: position
        #"{"t":0,"touches":[]}"#,                                                          // empty list (an error)
        #"{"t":-1,"touches":[{"touch":1,"phase":"began","x":10,"y":20}]}"#,                // negative time (an error)
        #"{"t":0,"touches":[{"touch":1,"phase":"begun","x":10,"y":20}]}"#,                 // unknown phase (an error)
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":1e2,"y":20}]}"#,                // exponent
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":0.12345678901234567,"y":2}]}"#, // 17 significant digits
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":01,"y":20}]}"#,                 // leading zero (an error)
        #"{"t":0,"touches":[{"touch":1.5,"phase":"began","x":10,"y":20}]}"#,               // not an integer (an error)
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10}]}"#,                        // no y (an error)
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20,"tapCount":0}]}"#,    // tapCount 0 (an error)
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":1,"y":2},{"touch":1,"phase":"began","x":1,"y":2}]}"#,
        #"{"t":0,"t":1,"touches":[{"touch":1,"phase":"began","x":10,"y":20}]}"#,           // duplicate key
        #"{"t":0,"touches":[{"touch":1,"phase":"b\u0065gan","x":10,"y":20}]}"#,            // an escape
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20}]} x"#,               // trailing text
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20}"#,                   // cut short
    ]

    @Test("it declines what it does not handle, valid or not", arguments: declined)
    func declines(text: String) {
        #expect(Self.fast(text) == nil)
    }

    @Test("an NDJSON session reads the same events and canonical bytes either way")
    func readerCanonicalMatchesFullPath() throws {
        let text = """
            {"format":"touchtape.session/1","name":"s","scene":"sc"}
            {"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20,"tapCount":1}]}
            {"t":0.5,"motion":"shake"}
            {"t":0.75,"touches":[{"touch":1,"phase":"ended","x":10.5,"y":20}],"expect":[{"touch":1,"view":"v"}]}
            """
        var reader = try SessionReader(Array(text.utf8), file: "s.ndjson")
        var slow = try SessionReader(Array(text.utf8), file: "s.ndjson")
        var count = 0
        while true {
            var canonical: [UInt8] = []
            guard let read = try reader.nextCanonical(into: &canonical) else { break }
            let (expected, json) = try #require(try slow.nextWithJSON())
            #expect(read.event == expected)
            #expect(canonical == CanonicalJSON.bytes(of: json))
            // Only the touch event without `expect` can be packed.
            #expect((read.touchEvent != nil) == (count == 0))
            count += 1
        }
        #expect(count == 3)
    }

    @Test("a one-document session reads the same events and canonical bytes as through JSON values, touch events without a DOM")
    func documentReaderCanonicalMatchesFullPath() throws {
        let text = """
            {"format":"touchtape.session/1","name":"s","scene":"sc","events":[
              {"t":0,"touches":[{"touch":1,"phase":"began","x":10.50,"y":20,"tapCount":1}]},
              {"t":0.5,"motion":"shake"},
              {"t":0.75,"touches":[{"touch":1,"phase":"ended","x":10.5,"y":20}],"expect":[{"touch":1,"view":"v"}]},
              { "t" : 1, "touches" : [ {"touch": 2, "phase": "began", "x": 1e1, "y": 0.25} ] }
            ]}
            """
        var reader = try SessionReader(Array(text.utf8), file: "s.json")
        var slow = try SessionReader(Array(text.utf8), file: "s.json")
        var packable: [Bool] = []
        while true {
            var canonical: [UInt8] = []
            guard let read = try reader.nextCanonical(into: &canonical) else { break }
            let (expected, json) = try #require(try slow.nextWithJSON())
            #expect(read.event == expected)
            #expect(read.position == json.position)
            #expect(canonical == CanonicalJSON.bytes(of: json))
            packable.append(read.touchEvent != nil)
        }
        // Touch events without `expect`, the last through the full path (an exponent).
        #expect(packable == [true, false, false, true])
    }

    @Test("errors in a one-document session's events are the same on the fast path", arguments: [
        #"{"t":0,"touches":[{"touch":1,"phase":"moved","x":10,"y":20}]}"#,    // T7: moved before began
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20,}]}"#,   // a syntax error
        #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10}]}"#,           // no y
    ])
    func documentErrorsOnFastPath(event: String) throws {
        let text = "{\"format\":\"touchtape.session/1\",\"name\":\"s\",\"scene\":\"sc\",\"events\":[\n"
            + #"{"t":0,"motion":"shake"},"# + "\n  " + event + "]}"
        let fast = try #require(throws: InputError.self) {
            var reader = try SessionReader(Array(text.utf8), file: "s.json")
            var canonical: [UInt8] = []
            while try reader.nextCanonical(into: &canonical) != nil {}
        }
        let slow = try #require(throws: InputError.self) {
            var reader = try SessionReader(Array(text.utf8), file: "s.json")
            while try reader.next() != nil {}
        }
        #expect(fast.description == slow.description)
        #expect(fast.description.contains("event 1") || fast.description.contains("3:"), "\(fast)")
    }

    @Test("docs/formats.md: an NDJSON /2 session's expectations of withheld and gestures read on import's path as on dispatch's")
    func ndjsonGestureExpectations() throws {
        let text = """
            {"format":"touchtape.session/2","name":"s","scene":"sc"}
            {"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20}],"expect":[{"touch":1,"withheld":"claimed","gestures":[]}]}
            """
        var reader = try SessionReader(Array(text.utf8), file: "s.ndjson")
        var canonical: [UInt8] = []
        let read = try #require(try reader.nextCanonical(into: &canonical))
        var slow = try SessionReader(Array(text.utf8), file: "s.ndjson")
        let (event, json) = try #require(try slow.nextWithJSON())
        #expect(read.event == event)
        #expect(canonical == CanonicalJSON.bytes(of: json))
    }

    @Test("T7 errors name the same event and place on the fast path")
    func sequenceErrorOnFastPath() throws {
        let text = """
            {"format":"touchtape.session/1","name":"s","scene":"sc"}
            {"t":0,"touches":[{"touch":1,"phase":"moved","x":10,"y":20}]}
            """
        var reader = try SessionReader(Array(text.utf8), file: "s.ndjson")
        var canonical: [UInt8] = []
        let error = try #require(throws: InputError.self) { _ = try reader.nextCanonical(into: &canonical) }
        var slow = try SessionReader(Array(text.utf8), file: "s.ndjson")
        let expected = try #require(throws: InputError.self) { _ = try slow.next() }
        #expect(error.description == expected.description)
        #expect(error.description.contains("2:1"))
    }

    @Test("A packed touch event unpacks to the same event, and writes the same canonical JSON", arguments: accepted)
    func packedRoundTrip(text: String) throws {
        let decoded = try #require(Self.fast(text))
        guard case .touches(let samples) = decoded.event.payload, samples.allSatisfy({ (0...255).contains($0.touch) }) else {
            #expect(PackedTouchEvent.pack(decoded) == nil)  // a touch id beyond a byte: kept as JSON
            return
        }
        let packed = try #require(PackedTouchEvent.pack(decoded))
        let unpacked = try #require(packed.withUnsafeBufferPointer { PackedTouchEvent.unpack($0, t: decoded.event.t) })
        #expect(unpacked == decoded.event)
        #expect(packed.count < Array(text.utf8).count / 2)
    }

    @Test("Touch ids or tap counts beyond a byte are not packed (the store keeps their JSON)")
    func notPackable() throws {
        let big = try #require(Self.fast(#"{"t":0,"touches":[{"touch":256,"phase":"began","x":1,"y":2}]}"#))
        #expect(PackedTouchEvent.pack(big) == nil)
        let taps = try #require(Self.fast(#"{"t":0,"touches":[{"touch":1,"phase":"began","x":1,"y":2,"tapCount":300}]}"#))
        #expect(PackedTouchEvent.pack(taps) == nil)
    }

    @Test("Bytes that are not a packed event are refused, not misread")
    func unpackRefusesOtherBytes() {
        for bytes: [UInt8] in [[], [1], [2, 0, 1], [1, 0x07, 1] + Array(repeating: 0, count: 16), [1, 0, 1, 0]] {
            #expect(bytes.withUnsafeBufferPointer { PackedTouchEvent.unpack($0, t: 0) } == nil)
        }
    }

    @Test("A session document's touch events get the same packed record as NDJSON lines")
    func documentEventsPackLikeLines() throws {
        let events = [
            #"{"t":0,"touches":[{"touch":1,"phase":"began","x":10,"y":20,"tapCount":2}]}"#,
            #"{"t":0.5,"touches":[{"touch":1,"phase":"ended","x":10.5,"y":20}],"expect":[]}"#,
        ]
        let header = #""format":"touchtape.session/1","name":"s","scene":"sc""#
        let document = "{" + header + #","events":["# + events.joined(separator: ",") + "]}"
        let lines = "{" + header + "}\n" + events.joined(separator: "\n")
        func records(_ text: String) throws -> [[UInt8]?] {
            var reader = try SessionReader(Array(text.utf8), file: "s")
            var result: [[UInt8]?] = []
            var canonical: [UInt8] = []
            while let read = try reader.nextCanonical(into: &canonical) {
                result.append(read.touchEvent.flatMap(PackedTouchEvent.pack))
            }
            return result
        }
        let fromDocument = try records(document)
        #expect(fromDocument == (try records(lines)))
        #expect(fromDocument.count == 2 && fromDocument[0] != nil && fromDocument[1] == nil)
    }
}
