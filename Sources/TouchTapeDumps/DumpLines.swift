import TouchTapeCore

/// A `_printHierarchy` line (docs/dumps.md, View controllers).
struct ViewControllerLine {
    var position: SourcePosition
    /// The number of `|` and `+` before the `<`.
    var depth: Int
    /// The last mark before the `<` is `+`: presented by the nearest shallower line above.
    var presented: Bool
    var className: String
    var address: String
    /// The `view:` address, nil when `(view not loaded)`.
    var viewAddress: String?
    var notInTheWindow: Bool
}

/// One line (or, for a record spanning lines, several) of a dump file, classified.
enum DumpItem {
    case record(Record)
    case viewController(ViewControllerLine)
    /// A line of `_autolayoutTrace` output (`UIWindow:0x7fc9…`): no geometry, ignored.
    case autolayoutTrace(line: Int)
    /// `...` or `…` alone on a line (after bars, maybe): views left out of a pasted dump.
    case elision(line: Int)
    /// A line of white space only.
    case blank(line: Int)
    /// Anything else: chrome outside a dump, an interruption inside one.
    case other(line: Int)

    var line: Int {
        switch self {
        case .record(let r): r.position.line
        case .viewController(let v): v.position.line
        case .autolayoutTrace(let line), .elision(let line), .blank(let line), .other(let line): line
        }
    }
}

enum DumpLines {
    /// Classifies every line; a record still open at the end of its line takes the next ones.
    /// Comment lines (first character `#`) are dropped.
    static func items(_ text: DumpText) throws(InputError) -> [DumpItem] {
        var items: [DumpItem] = []
        var k = 0
        let lines = text.lines
        while k < lines.count {
            let lineNumber = k + 1
            let line = Array(lines[k])
            if line.first == UInt8(ascii: "#") {
                k += 1
                continue
            }
            guard let match = RecordScanner.firstMatch(in: line) else {
                if let vc = viewControllerLine(line, lineNumber: lineNumber) {
                    items.append(.viewController(vc))
                } else if isAutolayoutTrace(line) {
                    items.append(.autolayoutTrace(line: lineNumber))
                } else if isElision(line) {
                    items.append(.elision(line: lineNumber))
                } else if line.allSatisfy(\.isDumpSpace) {
                    items.append(.blank(line: lineNumber))
                } else {
                    items.append(.other(line: lineNumber))
                }
                k += 1
                continue
            }
            // A view's description inside other output is not a record line: an
            // `_autolayoutTrace` line (`|   |   *UILayoutGuide:0x…'…', owningView = <UIView: 0x…; …>`)
            // or another object's description (`<UILayoutGuide: 0x… - "…", owningView = <UIView: 0x…; …>>`).
            let before = Array(line[0..<match.start])
            if startsWithAutolayoutTraceToken(before) {
                items.append(.autolayoutTrace(line: lineNumber))
                k += 1
                continue
            }
            if RecordScanner.containsObjectReference(before) {
                items.append(.other(line: lineNumber))
                k += 1
                continue
            }
            // The record, continued on the next lines while it is open.
            var buffer = line
            var segments: [(offset: Int, line: Int)] = [(0, lineNumber)]
            var last = k
            var scanner = BracketScanner(start: match.start)
            var close = scanner.scan(buffer)
            while close == nil {
                guard last + 1 < lines.count else {
                    throw .dump(.unclosedRecord, at: SourcePosition(line: lineNumber, column: match.start + 1),
                                "the record <\(match.className): \(match.address) …> is not closed by the end of the file (a truncated paste?)")
                }
                last += 1
                buffer.append(0x0A)
                segments.append((buffer.count, last + 1))
                buffer.append(contentsOf: lines[last])
                close = scanner.scan(buffer)
            }
            guard let close else { break }
            let position = { (offset: Int) -> SourcePosition in
                let segment = segments.last { $0.offset <= offset } ?? segments[0]
                return SourcePosition(line: segment.line, column: offset - segment.offset + 1)
            }
            let trailer = buffer[(close + 1)...]
            let isLayer = trailer.starts(with: Array(" (layer)".utf8))
            if !isLayer && buffer[match.afterAddress] == UInt8(ascii: ">") {
                // `<CustomViewController: 0x…>`: an object in a chain print, not a view record.
                items.append(.other(line: lineNumber))
                k = last + 1
                continue
            }
            if let second = RecordScanner.firstMatch(in: buffer, from: close + 1),
               buffer[second.afterAddress] == UInt8(ascii: ";") {
                throw .dump(.severalRecordsOnALine, at: position(second.start),
                            "a second record <\(second.className): \(second.address); …> on the line of <\(match.className): \(match.address); …> (line \(lineNumber)); print one view a line, as recursiveDescription does")
            }
            let depth = line[0..<match.start].reduce(0) { $0 + ($1 == UInt8(ascii: "|") ? 1 : 0) }
            let fields = isLayer ? [] : RecordScanner.fields(buffer, from: match.afterAddress, to: close, position: position)
            var record = Record(position: position(match.start), depth: depth, className: match.className,
                                address: match.address, fields: fields, isLayer: isLayer)
            // Cycript prints a string in backquotes: `` `<UIWindow: …`` opens it, `…>` ` closes it.
            record.opensQuote = line[0..<match.start].contains(UInt8(ascii: "`"))
            if trailer.contains(UInt8(ascii: "`")) { record.quoteCloseLine = last + 1 }
            items.append(.record(record))
            k = last + 1
        }
        return items
    }

    /// `<CLASS 0xHEX>, state: STATE, view: <CLASS 0xHEX>` (or `(view not loaded)`), optionally
    /// ` not in the window` and `, presented with: <…>`.
    static func viewControllerLine(_ line: [UInt8], lineNumber: Int) -> ViewControllerLine? {
        let n = line.count
        for start in 0..<n where line[start] == UInt8(ascii: "<") {
            guard let (className, address, afterRef) = reference(line, at: start),
                  line[afterRef...].starts(with: Array(", state: ".utf8)) else { continue }
            var marks = 0
            var lastMark: UInt8 = 0
            for b in line[0..<start] where b == UInt8(ascii: "|") || b == UInt8(ascii: "+") {
                marks += 1
                lastMark = b
            }
            let rest = Array(line[afterRef...])
            guard let viewAt = find(Array(", view: ".utf8), in: rest) else { return nil }
            let viewStart = viewAt + 8
            var viewAddress: String?
            if viewStart < rest.count, rest[viewStart] == UInt8(ascii: "<") {
                guard let (_, address, _) = reference(rest, at: viewStart) else { return nil }
                viewAddress = address
            } else if !rest[viewStart...].starts(with: Array("(view not loaded)".utf8)) {
                return nil
            }
            return ViewControllerLine(position: SourcePosition(line: lineNumber, column: start + 1), depth: marks,
                                      presented: lastMark == UInt8(ascii: "+"), className: className, address: address,
                                      viewAddress: viewAddress,
                                      notInTheWindow: find(Array(" not in the window".utf8), in: rest) != nil)
        }
        return nil
    }

    /// `<CLASS 0xHEX>` at `start` (a space before the address, as `_printHierarchy` prints).
    static func reference(_ bytes: [UInt8], at start: Int) -> (String, String, Int)? {
        let n = bytes.count
        var j = start + 1
        while j < n && bytes[j].isClassCharacter { j += 1 }
        guard j > start + 1, j + 2 < n, bytes[j] == UInt8(ascii: " "), bytes[j + 1] == UInt8(ascii: "0"),
              bytes[j + 2] == UInt8(ascii: "x") || bytes[j + 2] == UInt8(ascii: "X") else { return nil }
        var k = j + 3
        while k < n && bytes[k].isHexDigit { k += 1 }
        guard k > j + 3, k < n, bytes[k] == UInt8(ascii: ">") else { return nil }
        return (String(dumpBytes: bytes[(start + 1)..<j]), String(dumpBytes: bytes[(j + 1)..<k]), k + 1)
    }

    /// `...` or `…` alone on a line, maybe after bars (`   |    | ...`): an elision.
    static func isElision(_ line: [UInt8]) -> Bool {
        var rest = line[...]
        while let first = rest.first, first.isDumpSpace || first == UInt8(ascii: "|") { rest = rest.dropFirst() }
        while let last = rest.last, last.isDumpSpace { rest = rest.dropLast() }
        return rest.elementsEqual("...".utf8) || rest.elementsEqual("…".utf8)
    }

    /// Whether a line starts, after bars, spaces and the trace's marks (`•`, `*`, `+`, `<`, a
    /// Cycript backquote), with `_autolayoutTrace`'s `Class:0xADDR`.
    static func startsWithAutolayoutTraceToken(_ line: [UInt8]) -> Bool {
        let bullet: [UInt8] = Array("•".utf8)
        var i = 0
        let n = line.count
        while i < n {
            let b = line[i]
            if b.isDumpSpace || b == UInt8(ascii: "|") || b == UInt8(ascii: "*") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: "<") || b == UInt8(ascii: "`") {
                i += 1
            } else if line[i...].starts(with: bullet) {
                i += bullet.count
            } else {
                break
            }
        }
        // A class name starts with a letter or `_` (not a quote: `'RootViewController:0x…' <UIView…>`).
        guard i < n, line[i].isLetterOrUnderscore else { return false }
        while i < n && line[i].isClassCharacter { i += 1 }
        return i + 3 < n && line[i] == UInt8(ascii: ":") && line[i + 1] == UInt8(ascii: "0")
            && (line[i + 2] == UInt8(ascii: "x") || line[i + 2] == UInt8(ascii: "X")) && line[i + 3].isHexDigit
    }

    /// `_autolayoutTrace` prints `Class:0xADDR`, no space (`UIWindow:0x7fc9…`, `*<iConsoleWindow:0x…>`).
    static func isAutolayoutTrace(_ line: [UInt8]) -> Bool {
        guard let at = find(Array(":0x".utf8), in: line), at > 0, line[at - 1].isClassCharacter,
              at + 3 < line.count, line[at + 3].isHexDigit else { return false }
        return true
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i..<(i + needle.count)].elementsEqual(needle) {
            return i
        }
        return nil
    }
}
