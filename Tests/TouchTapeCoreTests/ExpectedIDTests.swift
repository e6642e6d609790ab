import Testing
@testable import TouchTapeCore

/// docs/formats.md `expect`: every id an expectation names must be in the scene it is checked
/// against (issue #23): a typo is found with its key and the ids close to it.
@Suite struct ExpectedIDTests {
    static let scene = #"""
        { "id": "button1", "frame": [100, 300, 100, 100], "control": { "actions": { "touchUpInside": "tap:" } } },
        { "id": "label", "frame": [0, 0, 100, 20] }
        """#

    static func unknown(_ expect: String) throws -> UnknownExpectedID? {
        let session = try TT.session(#"{ "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 150, "y": 350 } ], "expect": [ \#(expect) ] }"#)
        return session.firstUnknownExpectedID(in: try TT.window(scene))?.unknown
    }

    @Test("A view id the scene lacks is found in every key that names a responder, with did-you-mean", arguments: [
        (#"{ "touch": 1, "view": "buton1" }"#, "view", "buton1"),
        (#"{ "touch": 1, "handledBy": "buton1" }"#, "handledBy", "buton1"),
        (#"{ "touch": 1, "chain": ["button1", "windw"] }"#, "chain", "windw"),
        (#"{ "touch": 1, "controlEvents": [ { "view": "buton1", "event": "touchDown", "action": "tap:" } ] }"#, "controlEvents", "buton1"),
        (#"{ "touch": 1, "firstResponder": "labl" }"#, "firstResponder", "labl"),
    ])
    func unknownIDsAreFound(_ expect: String, _ key: String, _ id: String) throws {
        let found = try #require(try Self.unknown(expect))
        #expect(found.key == key && found.id == id)
        #expect(!found.suggestions.isEmpty)
        #expect(found.message(scene: "scene \"test\"").contains("did you mean"))
    }

    @Test("Ids the scene has, and null, name nothing unknown")
    func knownIDsPass() throws {
        #expect(try Self.unknown(#"{ "touch": 1, "view": "button1", "handledBy": null, "chain": ["button1", "window"], "firstResponder": null }"#) == nil)
    }

    @Test("The message names the key, the id, the scene and the close ids")
    func messageNamesEverything() throws {
        let found = try #require(try Self.unknown(#"{ "touch": 1, "view": "buton1" }"#))
        #expect(found.message(scene: "scene \"test\" version 2")
                == #""expect" names view "buton1" (its "view"), which is not in scene "test" version 2; did you mean "button1"?"#)
    }
}
