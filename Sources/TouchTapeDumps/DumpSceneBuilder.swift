import TouchTapeCore

/// A view controller of `_printHierarchy`, as the scene gets it.
struct DumpViewController {
    var id: String
    var line: ViewControllerLine
    /// The node whose root view it is, when attached.
    var node: Int?
}

/// Windows, views and view controllers of one dump, with ids (docs/dumps.md: Reading the lines,
/// Mapping a record to a view node, Ids).
struct DumpSceneBuilder {
    var nodes: [DumpNode] = []
    /// The window nodes, in dump order (back to front).
    var windows: [Int] = []
    var synthetic = false
    var viewControllers: [DumpViewController] = []
    var notes: [String] = []
    /// Nodes a built-in rule was applied to.
    var builtinRuleNodes: [Int] = []

    /// Builds the node tree of a dump: windows (or the synthetic window) and their views.
    mutating func build(_ dump: DumpSegment) throws(InputError) {
        let rootDepth = dump.records[0].depth
        let roots = dump.records.filter { $0.depth == rootDepth && !$0.isLayer }
        guard let firstRoot = roots.first else {
            throw .dump(.noViewRecord, at: dump.records[0].position, "the dump holds only layer lines")
        }
        let windowRoots = RecordMapping.isWindow(firstRoot)
        if let other = roots.first(where: { RecordMapping.isWindow($0) != windowRoots }) {
            throw .dump(.mixedRoots, at: other.position,
                        "<\(other.className)> is \(windowRoots ? "not a window" : "a window"), but the dump's first root <\(firstRoot.className)> (line \(firstRoot.position.line)) is \(windowRoots ? "one" : "not"): roots must be all windows or all views")
        }
        synthetic = !windowRoots
        if synthetic {
            nodes.append(DumpNode(id: "window", isWindow: true, position: SourcePosition(line: 1, column: 1), record: nil,
                                  className: "UIWindow", parent: -1, path: "0", printedFrame: [0, 0, 0, 0]))
            windows.append(0)
        }

        var addresses: [String: Int] = [:]
        // The open records above the current one: (depth, node index, or -1 for a layer line,
        // level in the scene, the synthetic window counting as 1).
        var stack: [(depth: Int, node: Int, level: Int)] = []
        let rootLevel = synthetic ? 2 : 1
        // An elision before a layer line is marked on the next view record.
        var elision: (line: Int, previousLine: Int)?
        for (r, record) in dump.records.enumerated() {
            while let top = stack.last, top.depth >= record.depth { stack.removeLast() }
            if let line = record.elidedBefore, r > 0 {
                elision = elision ?? (line, dump.records[r - 1].position.line)
                // Records after an elision hang under the deepest open record shallower than
                // them, as if the left-out ones were there; a layer line is never a parent.
                while let top = stack.last, top.node < 0 { stack.removeLast() }
            }
            let level = record.depth == rootDepth ? rootLevel : (stack.last?.level ?? rootLevel - 1) + 1
            if level > Scene.maximumDepth {
                throw .dump(.tooDeep, at: record.position,
                            "views nest deeper than \(Scene.maximumDepth) levels here (level \(level), the\(synthetic ? " synthetic" : "") window counting as 1)")
            }
            if record.isLayer {
                stack.append((record.depth, -1, level))
                continue
            }
            let parent: Int
            if record.depth == rootDepth {
                parent = synthetic ? 0 : -1
            } else {
                guard let top = stack.last, top.node >= 0 else {
                    throw .dump(.nestingJump, at: record.position,
                                "<\(record.className)> hangs under a layer line, which is never a parent of views")
                }
                parent = top.node
            }
            let key = record.address.lowercased()
            if let first = addresses[key] {
                throw .dump(.duplicateAddress, at: record.position,
                            "the address \(record.address) was already seen at line \(first): two dumps pasted into one?")
            }
            addresses[key] = record.position.line

            let index = nodes.count
            let isWindow = parent < 0
            let siblings = parent < 0 ? windows.count : nodes[parent].children.count
            let path = parent < 0 ? String(siblings) : "\(nodes[parent].path).\(siblings)"
            var node = DumpNode(id: "\(Slug.of(record.className))-\(path)", isWindow: isWindow, position: record.position,
                                record: record, className: record.className, parent: parent, path: path,
                                printedFrame: [0, 0, 0, 0])
            if let (line, previousLine) = elision {
                noteElision(at: line, before: node, previousLine: previousLine)
                node.setMeta("elidedBefore", DumpJSON.number(Double(line), at: record.position))
                elision = nil
            }
            try RecordMapping.map(record, into: &node, notes: &notes)
            nodes.append(node)
            if isWindow { windows.append(index) } else { nodes[parent].children.append(index) }
            stack.append((record.depth, index, level))
        }
        notes += dump.notes
        if synthetic { placeSyntheticWindow() }
    }

    /// An elision line before a record: which views are missing, and where the record hangs.
    mutating func noteElision(at line: Int, before node: DumpNode, previousLine: Int) {
        let place = node.parent < 0 ? "is another window"
            : "hangs under \(nodes[node.parent].id)\(nodes[node.parent].record.map { " (line \($0.position.line))" } ?? "")"
        notes.append("line \(line): elision line: the views between line \(previousLine) and line \(node.position.line) are missing; \(node.id) (line \(node.position.line)) \(place)")
    }

    /// The synthetic window covers the union of its roots' frames; the roots' frames are made
    /// relative to it, so screen coordinates are those of the roots' superview.
    mutating func placeSyntheticWindow() {
        let roots = nodes[0].children
        let frames = roots.map { nodes[$0].printedFrame }
        let minX = frames.map { $0[0] }.min() ?? 0
        let minY = frames.map { $0[1] }.min() ?? 0
        let maxX = frames.map { $0[0] + $0[2] }.max() ?? 0
        let maxY = frames.map { $0[1] + $0[3] }.max() ?? 0
        let union = [minX, minY, maxX - minX, maxY - minY]
        nodes[0].printedFrame = union
        let at = nodes[0].position
        nodes[0].set("frame", DumpJSON.numbers(union, at: at))
        nodes[0].set("hitTest", DumpJSON.string("passThroughSelf", at: at))
        nodes[0].setMeta("synthetic", DumpJSON.bool(true, at: at))
        for root in roots {
            for key in ["frame", "center"] {
                guard let value = nodes[root].member(key), let xs = value.arrayValue?.compactMap(\.doubleValue) else { continue }
                var moved = xs
                moved[0] -= minX
                moved[1] -= minY
                nodes[root].set(key, DumpJSON.numbers(moved, at: value.position))
            }
        }
    }

    /// `_printHierarchy`: ids by index path, attached to the views they name, `presentedBy`
    /// when the presenter is attached too.
    mutating func attach(_ lines: [ViewControllerLine]) {
        var byAddress: [String: Int] = [:]
        for (i, node) in nodes.enumerated() {
            if let record = node.record { byAddress[record.address.lowercased()] = i }
        }
        var stack: [(depth: Int, vc: Int)] = []
        var childCounts: [Int] = []
        var paths: [String] = []
        var parents: [Int?] = []
        var rootCount = 0
        var controllerOfNode: [Int: String] = [:]
        for line in lines {
            while let top = stack.last, top.depth >= line.depth { stack.removeLast() }
            let parent = stack.last?.vc
            let path: String
            if let parent {
                path = "\(paths[parent]).\(childCounts[parent])"
                childCounts[parent] += 1
            } else {
                path = String(rootCount)
                rootCount += 1
            }
            let index = viewControllers.count
            paths.append(path)
            childCounts.append(0)
            parents.append(parent)
            stack.append((line.depth, index))
            var vc = DumpViewController(id: "\(Slug.of(line.className))-vc\(path)", line: line, node: nil)
            let at = "line \(line.position.line): view controller \(vc.id) (\(line.className))"
            if line.notInTheWindow {
                notes.append("\(at) is not attached: its view is not in the window")
            } else if let viewAddress = line.viewAddress {
                if let node = byAddress[viewAddress.lowercased()] {
                    if nodes[node].isWindow {
                        notes.append("\(at) is not attached: its view \(nodes[node].id) is a window")
                    } else if let other = controllerOfNode[node] {
                        notes.append("\(at) is not attached: its view \(nodes[node].id) is already the view of \(other)")
                    } else {
                        vc.node = node
                        controllerOfNode[node] = vc.id
                    }
                } else {
                    notes.append("\(at) is not attached: its view \(viewAddress) is not in the dump")
                }
            } else {
                notes.append("\(at) is not attached: its view is not loaded")
            }
            viewControllers.append(vc)
        }
        for (i, vc) in viewControllers.enumerated() {
            guard let node = vc.node else { continue }
            let at = vc.line.position
            var members = [DumpJSON.member("id", DumpJSON.string(vc.id, at: at))]
            if vc.line.className != "UIViewController" {
                members.append(DumpJSON.member("class", DumpJSON.string(vc.line.className, at: at)))
            }
            if vc.line.presented, let presenter = parents[i] {
                if viewControllers[presenter].node != nil {
                    members.append(DumpJSON.member("presentedBy", DumpJSON.string(viewControllers[presenter].id, at: at)))
                } else {
                    notes.append("line \(at.line): presentedBy of \(vc.id) dropped: its presenter \(viewControllers[presenter].id) has no view in the dump")
                }
            }
            nodes[node].set("viewController", DumpJSON.object(members, at: at))
        }
    }

    /// A keyboard window in front takes every touch in its frame under the default rules,
    /// which a device does not do (docs/dumps.md, Built-in rules): say so, and how an overlay lets
    /// touches through.
    mutating func noteKeyboardWindows() {
        for window in windows.dropFirst() where nodes[window].className == "UITextEffectsWindow"
            && nodes[window].member("hidden") == nil && nodes[window].member("userInteractionEnabled") == nil
            && nodes[window].member("hitTest") == nil {
            notes.append("line \(nodes[window].position.line): \(nodes[window].id) is in front of \(nodes[windows[0]].id) and takes every touch in its frame; on a device touches reach the windows behind it: an overlay patch {\"select\": {\"id\": \"\(nodes[window].id)\"}, \"set\": {\"hitTest\": \"passThroughSelf\"}} lets them through")
        }
    }

    /// Built-in rule K1 (docs/dumps.md): `UITableViewWrapperView` forwards `pointInside:` to its
    /// superview and never returns itself from `hitTest:`.
    mutating func applyBuiltinRules() {
        for i in nodes.indices where nodes[i].className == "UITableViewWrapperView" && !nodes[i].isWindow {
            let parent = nodes[i].parent
            guard parent >= 0, !nodes[i].transformed, !nodes[parent].transformed else { continue }
            let f = nodes[i].printedFrame
            let (fx, fy, w, h) = (f[0], f[1], f[2], f[3])
            let tb = nodes[parent].boundsOrigin
            let (tbx, tby, tw, th) = (tb[0], tb[1], nodes[parent].printedFrame[2], nodes[parent].printedFrame[3])
            let at = nodes[i].position
            nodes[i].set("hitTest", DumpJSON.string("passThroughSelf", at: at))
            let inset = [tby - fy, tbx - fx, h - th - tby + fy, w - tw - tbx + fx]
            if inset.contains(where: { $0 != 0 }) {
                nodes[i].set("pointInside", DumpJSON.object([DumpJSON.member("inset", DumpJSON.numbers(inset, at: at))], at: at))
            }
            builtinRuleNodes.append(i)
        }
    }
}
