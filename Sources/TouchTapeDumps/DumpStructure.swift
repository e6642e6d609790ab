import TouchTapeCore

/// One dump: a maximal run of record lines (dumps.md, Reading).
struct DumpSegment {
    var records: [Record]
}

/// What a dump file holds once its lines are read and its dumps told apart.
struct DumpFile {
    var dumps: [DumpSegment]
    var viewControllers: [ViewControllerLine]
    /// The first `_autolayoutTrace` line, if any (ignored, with a note).
    var autolayoutTraceLine: Int?

    /// Reads the lines and splits the records into dumps, checking the depth rules.
    init(_ bytes: [UInt8]) throws(InputError) {
        let items = try DumpLines.items(DumpText(bytes))
        viewControllers = items.compactMap { if case .viewController(let v) = $0 { v } else { nil } }
        autolayoutTraceLine = items.lazy.compactMap { if case .autolayoutTrace(let line) = $0 { line } else { nil } }.first
        dumps = try Self.split(items)
        if dumps.isEmpty {
            let firstOther = items.first {
                switch $0 {
                case .viewController, .autolayoutTrace: true
                default: false
                }
            }
            if let firstOther {
                throw .dump(.noGeometry, at: SourcePosition(line: firstOther.line, column: 1),
                            "only _printHierarchy or _autolayoutTrace output, which carries no frames; add the output of recursiveDescription (Chisel: pviews) from the same session")
            }
            throw .dump(.noViewRecord, at: SourcePosition(line: 1, column: 1),
                        "no view record (a line with <Class: 0x…; frame = …>) in the file, and it is not JSON either (a JSON document starts with {)")
        }
    }

    static func split(_ items: [DumpItem]) throws(InputError) -> [DumpSegment] {
        var dumps: [DumpSegment] = []
        var current: [Record] = []
        var previousDepth = 0
        for (i, item) in items.enumerated() {
            guard case .record(let record) = item else {
                guard let root = current.first else { continue }
                // A non-record line ends the dump, unless the dump goes on below its root after it.
                let next = items[(i + 1)...].lazy.compactMap { if case .record(let r) = $0 { r } else { nil } }.first
                if let next, next.depth > root.depth {
                    throw .dump(.interruptedDump, at: SourcePosition(line: item.line, column: 1),
                                "line \(item.line) is not a view record, yet the dump of line \(root.position.line) goes on at line \(next.position.line) (depth \(next.depth), below its root's \(root.depth)); lost or elided lines (\"...\") or a custom description break the hierarchy")
                }
                dumps.append(DumpSegment(records: current))
                current = []
                continue
            }
            if let root = current.first {
                if record.depth < root.depth {
                    throw .dump(.aboveRoot, at: record.position,
                                "depth \(record.depth) (the count of \"|\") is above the dump's root, line \(root.position.line), at depth \(root.depth)")
                }
                if record.depth > previousDepth + 1 {
                    throw .dump(.nestingJump, at: record.position,
                                "depth \(record.depth) after depth \(previousDepth): a record grows at most one level deeper than the one before it (a lost line?)")
                }
            }
            current.append(record)
            previousDepth = record.depth
        }
        if !current.isEmpty { dumps.append(DumpSegment(records: current)) }
        return dumps
    }
}
