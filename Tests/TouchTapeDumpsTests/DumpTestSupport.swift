import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// Reads a dump given as text (lines joined with `\n` unless they carry their own ends).
func readDump(_ text: String, file: String = "screen.txt", overlay: String? = nil,
              options: DumpOptions = DumpOptions()) throws(InputError) -> DumpImport {
    try DumpReader.read(Array(text.utf8), file: file,
                        overlay: overlay.map { (bytes: Array($0.utf8), file: "screen.overlay.json") }, options: options)
}

/// The error a dump is rejected with, or nil when it is read.
func dumpError(_ text: String, overlay: String? = nil, options: DumpOptions = DumpOptions()) -> InputError? {
    do {
        _ = try readDump(text, overlay: overlay, options: options)
        return nil
    } catch {
        return error
    }
}

/// The scene document a dump became, parsed back.
func sceneJSON(_ text: String, overlay: String? = nil, options: DumpOptions = DumpOptions()) throws -> JSONValue {
    try JSONReader.parse(Array(try readDump(text, overlay: overlay, options: options).canonicalJSON.utf8))
}

/// The view or window node with this id, anywhere in the document.
func node(_ id: String, in document: JSONValue) -> JSONObject? {
    var stack = document.objectValue?["windows"]?.arrayValue ?? []
    while let next = stack.popLast() {
        guard let object = next.objectValue else { continue }
        if object["id"]?.stringValue == id { return object }
        stack += object["subviews"]?.arrayValue ?? []
    }
    return nil
}

/// Every node id in document order.
func nodeIDs(_ document: JSONValue) -> [String] {
    var ids: [String] = []
    func visit(_ value: JSONValue) {
        guard let object = value.objectValue else { return }
        if let id = object["id"]?.stringValue { ids.append(id) }
        for child in object["subviews"]?.arrayValue ?? [] { visit(child) }
    }
    for window in document.objectValue?["windows"]?.arrayValue ?? [] { visit(window) }
    return ids
}

func numbers(_ value: JSONValue?) -> [Double]? {
    value?.arrayValue?.compactMap(\.doubleValue)
}

/// A record line at a depth, UIKit's way: `   |    | <…>`.
func record(_ depth: Int, _ body: String) -> String {
    let bars = depth == 0 ? "" : "   |" + String(repeating: "    |", count: depth - 1) + " "
    return bars + body
}

/// A small window dump: a window with one root view holding a button (and its label).
let windowDump = [
    "<UIWindow: 0x7f8a1c405e30; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000c1c0f0>; layer = <UIWindowLayer: 0x600000c1c120>>",
    "   | <UIView: 0x7f8a1c507a10; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x600000c1d3e0>>",
    "   |    | <UIButton: 0x7f8a1c608b20; frame = (20 600; 335 44); opaque = NO; layer = <CALayer: 0x600000c1d500>>",
    "   |    |    | <UIButtonLabel: 0x7f8a1c709c30; frame = (140 12; 55 20); text = 'Done'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000c1d620>>",
].joined(separator: "\n")

/// The error's kind (`KIND: …` starts its message) and place.
func kindAndPlace(_ error: InputError?) -> String? {
    guard let error, let position = error.position else { return nil }
    let kind = error.message.split(separator: ":").first.map(String.init) ?? ""
    return "\(kind) \(position.line):\(position.column)"
}

/// The id of the view hit at a screen point, nil when none.
func hitID(_ scene: Scene, _ x: Double, _ y: Double) -> String? {
    scene.hitTest(Point(x: x, y: y)).view.map { scene.responderIDs[Int($0)] }
}
