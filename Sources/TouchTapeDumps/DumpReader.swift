import TouchTapeCore

/// How to import one dump (`import --name --dump --no-builtin-rules`).
package struct DumpOptions: Sendable, Hashable {
    /// The scene's name; default: from the file's base name.
    package var name: String?
    /// Which dump of the file (1-based), when it holds several.
    package var dumpNumber: Int?
    /// Whether the built-in rules (K1–K5 and the windows' default system-gesture region) apply.
    package var builtinRules: Bool

    package init(name: String? = nil, dumpNumber: Int? = nil, builtinRules: Bool = true) {
        self.name = name
        self.dumpNumber = dumpNumber
        self.builtinRules = builtinRules
    }
}

/// Where a node of the imported scene came from (`import --json`, `dumps[].ids`).
package struct DumpNodeOrigin: Sendable, Hashable {
    package var id: String
    /// nil for the synthetic window.
    package var line: Int?
    package var address: String?
    package var className: String
    package var text: String?
}

/// What one dump became (docs/dumps.md, Output and notes).
package struct DumpSummary: Sendable {
    /// Windows, the synthetic one included.
    package var windows: Int
    package var syntheticWindow: Bool
    /// Views that are not windows.
    package var views: Int
    /// View controllers attached to a view of the scene.
    package var viewControllers: Int
    /// Views printed with `gestureRecognizers` (not modelled in scene/1).
    package var gestureViews: Int
    /// The ids of the views a built-in rule was applied to.
    package var builtinRules: [String]
    package var notes: [String]
    /// Every window, view and view controller, in scene order, back to its dump line.
    package var ids: [DumpNodeOrigin]
}

/// A dump read as a scene: the same value, content identity and validation as a JSON scene.
package struct DumpImport: Sendable {
    package var document: SceneDocument
    /// The scene document the dump became (docs/formats.md), canonical.
    package var canonicalJSON: String { document.content.canonicalJSON }
    package var summary: DumpSummary
}

/// Reads `recursiveDescription` and `_printHierarchy` dumps (docs/dumps.md).
package enum DumpReader {
    /// The format of overlay files.
    package static let overlayFormat = DumpOverlay.format

    /// Reads a dump, applies the overlay, validates and compiles the scene.
    /// - Parameters:
    ///   - file: the dump's path, named in errors and used for the default scene name.
    ///   - overlay: the overlay's bytes and path, if any.
    package static func read(_ bytes: [UInt8], file: String, overlay: (bytes: [UInt8], file: String)? = nil,
                            options: DumpOptions = DumpOptions()) throws(InputError) -> DumpImport {
        let parsedOverlay: DumpOverlay?
        if let overlay { parsedOverlay = try DumpOverlay(overlay.bytes, file: overlay.file) } else { parsedOverlay = nil }
        do {
            return try readDump(bytes, file: file, overlay: parsedOverlay, options: options)
        } catch {
            if let parsedOverlay { throw parsedOverlay.place(error, dumpFile: file) }
            throw error.inFile(file)
        }
    }

    /// Whether a file holds at least one view record (a folder's `.txt` file without one is
    /// skipped with a note).
    package static func hasViewRecord(_ bytes: [UInt8]) -> Bool {
        guard let file = try? DumpFile(bytes) else {
            // A file with records that do not read still has them: importing it reports why.
            return (try? DumpLines.items(DumpText(bytes)))?.contains { if case .record = $0 { true } else { false } } ?? true
        }
        return !file.dumps.isEmpty
    }

    /// The default scene name: the base name without its extension, characters outside
    /// `[A-Za-z0-9_.-]` replaced by `-`, leading `.`, `-`, `_` removed; nil when nothing is left.
    package static func sceneName(forFile path: String) -> String? {
        var base = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        var name = String(base.unicodeScalars.map { scalar -> Character in
            let ok = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                        || scalar == "_" || scalar == "." || scalar == "-")
            return ok ? Character(scalar) : "-"
        })
        while let first = name.first, first == "." || first == "-" || first == "_" { name.removeFirst() }
        return name.isEmpty ? nil : name
    }

    /// The overlay that goes with a dump when none is given: `STEM.overlay.json` beside it.
    package static func overlayPath(forDump path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let nameStart = slash.map { path.index(after: $0) } ?? path.startIndex
        if let dot = path[nameStart...].lastIndex(of: "."), dot != nameStart {
            return path[..<dot] + ".overlay.json"
        }
        return path + ".overlay.json"
    }

    static func readDump(_ bytes: [UInt8], file: String, overlay: DumpOverlay?,
                         options: DumpOptions) throws(InputError) -> DumpImport {
        let dumpFile = try DumpFile(bytes)
        let dump: DumpSegment
        if let number = options.dumpNumber {
            guard number >= 1, number <= dumpFile.dumps.count else {
                throw .dump(.noSuchDump, at: SourcePosition(line: 1, column: 1),
                            "--dump \(number): the file holds \(dumpFile.dumps.count) dump\(dumpFile.dumps.count == 1 ? "" : "s") (at lines \(dumpFile.dumps.map { String($0.records[0].position.line) }.joined(separator: ", ")))")
            }
            dump = dumpFile.dumps[number - 1]
        } else {
            if dumpFile.dumps.count > 1 {
                let second = dumpFile.dumps[1].records[0]
                throw .dump(.secondDump, at: second.position,
                            "a second dump starts at line \(second.position.line) (the first at line \(dumpFile.dumps[0].records[0].position.line)); the file holds \(dumpFile.dumps.count): pick one with --dump N")
            }
            dump = dumpFile.dumps[0]
        }

        var builder = DumpSceneBuilder()
        try builder.build(dump)
        builder.attach(dumpFile.viewControllers)
        if options.builtinRules { builder.applyBuiltinRules() }
        if let line = dumpFile.autolayoutTraceLine {
            builder.notes.append("line \(line): _autolayoutTrace output ignored (it has no frames)")
        }
        try overlay?.apply(to: &builder)
        // K2–K5 after the patches: they see the final ids and keep a builtin the overlay set.
        if options.builtinRules { builder.inferBuiltins() }
        builder.noteKeyboardWindows()
        if let pending = builder.nodes.lazy.compactMap(\.unrecoverableSize).first { throw pending }

        // The scene document.
        let top = SourcePosition(line: 1, column: 1)
        // Clarification 1: `/2` when a builtin or a gate was inferred (or set by the overlay).
        let format = builder.needsSceneFormat2 ? Scene.formatWithGestures : Scene.format
        var members = [DumpJSON.member("format", DumpJSON.string(format, at: top))]
        var name = overlay?.scene.first { $0.key == "name" }?.value
        if let given = options.name { name = DumpJSON.string(given, at: top) }
        if name == nil, let fromFile = sceneName(forFile: file) { name = DumpJSON.string(fromFile, at: top) }
        guard let name else {
            throw .dump(.noName, at: top, "the file name leaves no scene name; give one with --name")
        }
        members.append(DumpJSON.member("name", name))
        members += overlay?.scene.filter { $0.key != "name" } ?? []
        members.append(DumpJSON.member("windows", JSONValue(.array(builder.windows.map { DumpJSON.node($0, in: builder.nodes) }),
                                                            position: top)))
        let json = DumpJSON.object(members, at: top)
        let scene = try Scene.decode(json)
        let document = SceneDocument(scene: scene, content: ContentIdentity(of: json))
        return DumpImport(document: document, summary: summary(builder))
    }

    static func summary(_ builder: DumpSceneBuilder) -> DumpSummary {
        var ids: [DumpNodeOrigin] = []
        func visit(_ i: Int) {
            let node = builder.nodes[i]
            ids.append(DumpNodeOrigin(id: node.id, line: node.record?.position.line, address: node.record?.address,
                                      className: node.className, text: node.text))
            for child in node.children { visit(child) }
        }
        for window in builder.windows { visit(window) }
        let attached = builder.viewControllers.filter { $0.node != nil }
        for vc in attached {
            ids.append(DumpNodeOrigin(id: vc.id, line: vc.line.position.line, address: vc.line.address,
                                      className: vc.line.className, text: nil))
        }
        return DumpSummary(
            windows: builder.windows.count, syntheticWindow: builder.synthetic,
            views: builder.nodes.filter { !$0.isWindow }.count, viewControllers: attached.count,
            gestureViews: builder.nodes.filter(\.hasGestureRecognizers).count,
            builtinRules: builder.builtinRuleNodes.map { builder.nodes[$0].id }, notes: builder.notes, ids: ids)
    }
}
