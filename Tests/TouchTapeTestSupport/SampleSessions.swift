/// A session on the A–E fixture scene used by the import tests of both the CLI and the store:
/// the same content written several ways, which must all be one content (docs/formats.md).
public enum MyTapSession {
    /// As one JSON document.
    public static let document = """
        { "format": "touchtape.session/1", "name": "my-tap", "scene": "hit-test-a-to-e",
          "meta": { "note": "written for the tests", "list": [1.5, "x"] },
          "events": [
            { "t": 0, "touches": [ { "touch": 1, "phase": "began", "x": 240, "y": 340 } ] },
            { "t": 0.5, "touches": [ { "touch": 1, "phase": "ended", "x": 240, "y": 340 } ],
              "expect": [ { "touch": 1, "view": "viewE", "handledBy": "viewE" } ] }
          ] }
        """

    /// The same content as NDJSON: keys in another order, other white space, numbers spelled
    /// differently (`0.0`, `5e-1`, `240.0`).
    public static let ndjson = """
        {"scene":"hit-test-a-to-e","meta":{"list":[15e-1,"x"],"note":"written for the tests"},"name":"my-tap","format":"touchtape.session/1"}
        {"touches":[{"y":340,"x":240,"phase":"began","touch":1}],"t":0.0}
        {"expect":[{"handledBy":"viewE","view":"viewE","touch":1}],"touches":[{"x":240.0,"phase":"ended","touch":1,"y":340}],"t":5e-1}

        """

    /// Same name, other content: the finger lifts later.
    public static let different = document.replacingOccurrences(of: #""t": 0.5"#, with: #""t": 0.75"#)
}
