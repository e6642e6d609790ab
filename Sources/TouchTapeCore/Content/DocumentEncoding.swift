/// The encoding a document must have: UTF-8 without a byte order mark (docs/formats.md: all
/// documents are UTF-8 JSON). A byte order mark or UTF-16 is named as such, at 1:1.
package enum DocumentEncoding {
    /// Why the text cannot be read as a UTF-8 JSON document, or nil.
    package static func fault(in bytes: ArraySlice<UInt8>) -> InputError? {
        let start = bytes.startIndex
        let head = Array(bytes.prefix(3))
        let at = SourcePosition(line: 1, column: 1)
        if head.isEmpty {
            return InputError(.syntax, position: at, "the file is empty: expected a JSON document")
        }
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            return InputError(.syntax, position: at, "the file starts with a byte order mark: write UTF-8 JSON without one")
        }
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])
            || bytes[start] == 0 || (head.count > 1 && head[1] == 0) {
            return InputError(.syntax, position: at, "the file is UTF-16 (or holds NUL bytes): write UTF-8 JSON")
        }
        return nil
    }
}
