import TouchTapeCore

/// `touchtape.dump-overlay/1` (docs/dumps.md, Overlays): names views and adds what a dump cannot
/// carry, before the scene is validated.
struct DumpOverlay {
    static let format = "touchtape.dump-overlay/1"

    /// Values taken from the overlay keep their place in it, with this added to the line, so
    /// that an error the scene decoder finds in them can be reported in the overlay file.
    static let lineOffset = 1 << 40

    struct Patch {
        var select: [JSONObject.Member]
        var selectPosition: SourcePosition
        var set: [JSONObject.Member]
    }

    var file: String
    /// `name`, `application`, `windowScene`, `firstResponder`.
    var scene: [JSONObject.Member] = []
    var patches: [Patch] = []

    static let sceneKeys: Set<String> = ["name", "application", "windowScene", "firstResponder", "meta"]
    static let selectKeys: Set<String> = ["id", "class", "baseClass", "text", "tag"]
    /// Any view-node or window-node key of docs/formats.md but `subviews`.
    static let setKeys: Set<String> = [
        "id", "class", "frame", "center", "size", "transform", "boundsOrigin", "hidden", "alpha",
        "userInteractionEnabled", "clipsToBounds", "multipleTouchEnabled", "exclusiveTouch", "pointInside", "hitTest",
        "touches", "control", "canBecomeFirstResponder", "motion", "remoteControl", "presses", "actions",
        "viewController", "gestures", "meta", "level", "key", "builtin", "systemGestureRegions", "defersSystemGestures",
    ]

    init(_ bytes: [UInt8], file: String) throws(InputError) {
        self.file = file
        let json: JSONValue
        do {
            json = try JSONReader.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw InputError(file: file, position: error.position, error.message)
        } catch {
            throw InputError(file: file, "\(error)")
        }
        let top = try Self.object(json, "the overlay", allowed: ["format", "scene", "patches", "meta"], file: file)
        guard let format = top["format"] else {
            throw InputError(file: file, position: json.position, "the overlay is missing the required key \"format\" (\"\(Self.format)\")")
        }
        guard format.stringValue == Self.format else {
            throw InputError(file: file, position: format.position, "\"format\" must be \"\(Self.format)\"")
        }
        if let scene = top["scene"] {
            let object = try Self.object(scene, "\"scene\" of the overlay", allowed: Self.sceneKeys, file: file)
            self.scene = object.members.filter { $0.key != "meta" }.map(Self.shifted)
        }
        if let patchList = top["patches"] {
            guard let list = patchList.arrayValue else {
                throw InputError(file: file, position: patchList.position, "\"patches\" must be a list of {\"select\", \"set\"} objects")
            }
            for (i, patch) in list.enumerated() {
                let what = "patch \(i)"
                let object = try Self.object(patch, what, allowed: ["select", "set"], file: file)
                guard let select = object["select"], let set = object["set"] else {
                    throw InputError(file: file, position: patch.position, "\(what) needs both \"select\" and \"set\"")
                }
                let selectObject = try Self.object(select, "\"select\" of \(what)", allowed: Self.selectKeys, file: file)
                let selectMembers = selectObject.members.filter { $0.key != "meta" }
                if selectMembers.isEmpty {
                    throw InputError(file: file, position: select.position, "\"select\" of \(what) names nothing: give an \"id\" or any of \"class\", \"baseClass\", \"text\", \"tag\"")
                }
                for member in selectMembers {
                    let ok = member.key == "tag" ? member.value.doubleValue != nil : member.value.stringValue != nil
                    if !ok {
                        throw InputError(file: file, position: member.value.position,
                                         "\"\(member.key)\" in \"select\" of \(what) must be \(member.key == "tag" ? "a number" : "a string")")
                    }
                }
                let setObject = try Self.object(set, "\"set\" of \(what)", allowed: Self.setKeys, file: file)
                if let id = setObject["id"], id.stringValue == nil {
                    throw InputError(file: file, position: id.position, "\"id\" in \"set\" of \(what) must be a string")
                }
                if let meta = setObject["meta"], meta.objectValue == nil {
                    throw InputError(file: file, position: meta.position, "\"meta\" in \"set\" of \(what) must be an object")
                }
                patches.append(Patch(select: selectMembers, selectPosition: select.position,
                                     set: setObject.members.map(Self.shifted)))
            }
        }
    }

    static func object(_ value: JSONValue, _ what: String, allowed: Set<String>, file: String) throws(InputError) -> JSONObject {
        guard let object = value.objectValue else {
            throw InputError(file: file, position: value.position, "\(what) must be an object, found \(value.typeName)")
        }
        for member in object.members where !allowed.contains(member.key) {
            throw InputError(file: file, position: member.keyPosition, "unknown key \"\(member.key)\" in \(what)")
        }
        return object
    }

    static func shifted(_ position: SourcePosition) -> SourcePosition {
        SourcePosition(line: position.line + lineOffset, column: position.column)
    }

    static func shifted(_ member: JSONObject.Member) -> JSONObject.Member {
        JSONObject.Member(key: member.key, keyPosition: shifted(member.keyPosition), value: shifted(member.value))
    }

    static func shifted(_ value: JSONValue) -> JSONValue {
        switch value.kind {
        case .array(let elements): JSONValue(.array(elements.map(shifted)), position: shifted(value.position))
        case .object(let object): JSONValue(.object(JSONObject(members: object.members.map(shifted))), position: shifted(value.position))
        case let kind: JSONValue(kind, position: shifted(value.position))
        }
    }

    /// An error of the scene decoder, placed in the overlay when it is about a value from it.
    func place(_ error: InputError, dumpFile: String) -> InputError {
        var copy = error
        if let position = error.position, position.line > Self.lineOffset {
            copy.position = SourcePosition(line: position.line - Self.lineOffset, column: position.column)
            copy.file = file
        } else if copy.file == nil {
            copy.file = dumpFile
        }
        return copy
    }

    /// Applies the patches in order: each `select` must match exactly one node.
    func apply(to builder: inout DumpSceneBuilder) throws(InputError) {
        // Selecting by id is the common case: found through an index, kept up to date on renames.
        var byID: [String: [Int]] = [:]
        for (i, node) in builder.nodes.enumerated() { byID[node.id, default: []].append(i) }
        for (i, patch) in patches.enumerated() {
            let candidates = patch.select.first { $0.key == "id" }?.value.stringValue.map { byID[$0] ?? [] }
                ?? Array(builder.nodes.indices)
            let matches = candidates.filter { Self.matches(patch.select, builder.nodes[$0]) }
            guard matches.count == 1, let target = matches.first else {
                let found = matches.isEmpty ? "no node" : "\(matches.count) nodes (\(matches.prefix(5).map { builder.nodes[$0].id }.joined(separator: ", "))\(matches.count > 5 ? ", …" : ""))"
                throw InputError(file: file, position: patch.selectPosition,
                                 "\"select\" of patch \(i) must match exactly one node, it matches \(found)")
            }
            for member in patch.set {
                switch member.key {
                case "id":
                    let old = builder.nodes[target].id
                    let new = member.value.stringValue ?? old
                    byID[old]?.removeAll { $0 == target }
                    byID[new, default: []].append(target)
                    builder.nodes[target].id = new
                    builder.nodes[target].idPosition = member.value.position
                case "meta":
                    for m in member.value.objectValue?.members ?? [] { builder.nodes[target].setMeta(m.key, m.value) }
                case "frame":
                    builder.nodes[target].remove("center")
                    builder.nodes[target].remove("size")
                    builder.nodes[target].unrecoverableSize = nil
                    builder.nodes[target].set(member.key, member.value, keyPosition: member.keyPosition)
                case "center", "size":
                    builder.nodes[target].remove("frame")
                    if member.key == "size" { builder.nodes[target].unrecoverableSize = nil }
                    builder.nodes[target].set(member.key, member.value, keyPosition: member.keyPosition)
                default:
                    builder.nodes[target].set(member.key, member.value, keyPosition: member.keyPosition)
                }
            }
        }
    }

    static func matches(_ select: [JSONObject.Member], _ node: DumpNode) -> Bool {
        select.allSatisfy { member in
            switch member.key {
            case "id": node.id == member.value.stringValue
            case "class": node.className == member.value.stringValue
            case "baseClass": node.baseClass != nil && node.baseClass == member.value.stringValue
            case "text": node.text != nil && node.text == member.value.stringValue
            case "tag": node.tag != nil && node.tag == member.value.doubleValue
            default: false
            }
        }
    }
}
