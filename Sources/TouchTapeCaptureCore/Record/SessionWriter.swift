/// Session NDJSON (docs/formats.md): a header line without `events`, then one event a line, keys in
/// a fixed order (docs/capture.md, What is written) (`t, touches, expect`; `touch, phase, x, y,
/// tapCount, meta`), numbers as the shortest doubles that read back, never rounded further.
enum SessionWriter {
    static let format = "touchtape.session/1"

    static func header(name: String, scene: String) -> [UInt8] {
        line(.object([JSONTree.Member(key: "format", value: .string(format)),
                      JSONTree.Member(key: "name", value: .string(name)),
                      JSONTree.Member(key: "scene", value: .string(scene))]))
    }

    static func line(_ event: JSONTree) -> [UInt8] {
        var out = JSONTreeWriter.compact(event)
        out.append(0x0A)
        return out
    }
}
