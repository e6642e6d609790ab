import TouchTapeCore

/// One dump: a maximal run of record lines (docs/dumps.md, Reading the lines).
struct DumpSegment {
    var records: [Record]
    /// What reading it found worth saying: an elision at its end, output after its closing
    /// quote that was ignored.
    var notes: [String] = []
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
        dumps = try Self.split(items[...])
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

    /// Splits the records into dumps. A non-record line ends a dump unless the dump goes on
    /// below its root after it (then it interrupts it); an elision line does not end it. A
    /// dump Cycript quoted ends at its closing quote; what follows, up to the next quoted
    /// dump, is read as dumps when it is dumps, else ignored with a note.
    static func split(_ items: ArraySlice<DumpItem>) throws(InputError) -> [DumpSegment] {
        var dumps: [DumpSegment] = []
        var current = DumpSegment(records: [])
        var previousDepth = 0
        /// The first line of elision lines read since the last record.
        var elision: Int?
        var i = items.startIndex
        while i < items.endIndex {
            let item = items[i]
            i += 1
            switch item {
            case .record(var record):
                if let root = current.records.first {
                    if record.depth < root.depth {
                        throw .dump(.aboveRoot, at: record.position,
                                    "depth \(record.depth) (the count of \"|\") is above the dump's root, line \(root.position.line), at depth \(root.depth)")
                    }
                    if record.depth > previousDepth + 1 && elision == nil {
                        throw .dump(.nestingJump, at: record.position,
                                    "depth \(record.depth) after depth \(previousDepth): a record grows at most one level deeper than the one before it (a lost line? mark left-out lines with \"...\")")
                    }
                }
                record.elidedBefore = elision
                elision = nil
                current.records.append(record)
                previousDepth = record.depth
                if let closeLine = record.quoteCloseLine, current.records[0].opensQuote {
                    // Cycript's closing quote: the dump ends here, and what follows is another output.
                    let end = items[i...].firstIndex { if case .record(let r) = $0 { r.opensQuote } else { false } } ?? items.endIndex
                    let following = items[i..<end]
                    var followingDumps: [DumpSegment] = []
                    var why = "not a dump"
                    do {
                        followingDumps = try split(following)
                    } catch {
                        why = "not a dump (line \(error.position?.line ?? 0): \(error.message.prefix { $0 != ":" }))"
                    }
                    if followingDumps.isEmpty, let first = following.first(where: Self.isOutput) {
                        current.notes.append("line \(first.line): what follows the dump's closing quote (line \(closeLine)) is another output, \(why): ignored")
                    }
                    dumps.append(current)
                    dumps += followingDumps
                    current = DumpSegment(records: [])
                    i = end
                }
            case .elision(let line):
                guard let last = current.records.last else { continue }
                var next = i
                while next < items.endIndex, case .elision = items[next] { next += 1 }
                if next < items.endIndex, case .record = items[next] {
                    elision = elision ?? line
                } else {
                    // Nothing follows in this dump: what came after the last record is missing.
                    current.notes.append("line \(line): elision line after the dump's last record (line \(last.position.line)): the views after it are missing")
                    i = next
                }
            default:
                guard let root = current.records.first else { continue }
                // A non-record line ends the dump, unless the dump goes on below its root after it.
                let next = items[i...].lazy.compactMap { if case .record(let r) = $0 { r } else { nil } }.first
                if let next, next.depth > root.depth {
                    throw .dump(.interruptedDump, at: SourcePosition(line: item.line, column: 1),
                                "line \(item.line) is not a view record, yet the dump of line \(root.position.line) goes on at line \(next.position.line) (depth \(next.depth), below its root's \(root.depth)); a lost line or a custom description breaks the hierarchy (left-out lines are marked with a line \"...\")")
                }
                dumps.append(current)
                current = DumpSegment(records: [])
            }
        }
        if !current.records.isEmpty { dumps.append(current) }
        return dumps
    }

    /// Whether a line is output that reading would show (not blank; `_printHierarchy` lines
    /// are read wherever they are).
    static func isOutput(_ item: DumpItem) -> Bool {
        switch item {
        case .blank, .viewController: false
        default: true
        }
    }
}
