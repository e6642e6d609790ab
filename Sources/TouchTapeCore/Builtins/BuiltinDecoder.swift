/// Reads the `builtin` key of view nodes and the window keys `systemGestureRegions` and
/// `defersSystemGestures` (docs/formats.md, "Builtins" and "Window keys"; scene `/2`), once every responder of the
/// scene is known, so that options may name any of them. Every error names the view and points
/// at the offending key or value.
struct BuiltinDecoder {
    struct PendingBuiltin {
        var view: Int32
        var value: JSONValue
        var what: String
    }

    struct PendingWindow {
        var window: Int32
        var regions: JSONValue?
        var defers: JSONValue?
        var what: String
    }

    var builtins: [PendingBuiltin] = []
    var windows: [PendingWindow] = []
    /// Window keys already decoded (a compiled scene's).
    var decodedWindows: [WindowGates] = []

    var isEmpty: Bool { builtins.isEmpty && windows.isEmpty && decodedWindows.isEmpty }

    /// Keeps a view's `builtin` value (null: none) for `resolve`.
    mutating func add(builtin value: JSONValue, view: Int32, what: String) {
        if !value.isNull { builtins.append(PendingBuiltin(view: view, value: value, what: what)) }
    }

    /// Keeps a window's keys for `resolve`.
    mutating func add(window: Int32, regions: JSONValue?, defers: JSONValue?, what: String) {
        if regions != nil || defers != nil {
            windows.append(PendingWindow(window: window, regions: regions, defers: defers, what: what))
        }
    }

    /// Validates everything kept, naming responders by index.
    func resolve(in scene: Scene) throws(InputError) -> SceneBuiltins {
        var items: [Builtin] = []
        items.reserveCapacity(builtins.count)
        for p in builtins { items.append(try Self.decode(p.value, view: p.view, what: p.what, scene: scene)) }
        var gates = decodedWindows
        for w in windows { gates.append(try Self.decodeWindow(w)) }
        gates.sort { $0.window < $1.window }
        return SceneBuiltins(items: items, windowGates: gates, viewCount: scene.viewCount, scene: scene)
    }

    // MARK: One builtin

    static func decode(_ value: JSONValue, view: Int32, what: String, scene: Scene) throws(InputError) -> Builtin {
        let objectWhat = "the builtin of \(what)"
        guard let object = value.objectValue else {
            throw InputError(.wrongType, position: value.position, "\(objectWhat) must be an object with a \"kind\" (or null), found \(value.typeName)")
        }
        for member in object.members {
            if let feature = BuiltinSchema.reservedKeys[member.key] {
                throw InputError(.unsupported, position: member.keyPosition,
                                 "\"\(member.key)\" in \(objectWhat) is not supported yet (\(feature) is reserved)")
            }
        }
        guard let kindValue = object["kind"] else {
            throw InputError(.missingKey, position: value.position, "\(objectWhat) is missing the required key \"kind\"")
        }
        guard let kindName = kindValue.stringValue, let kind = BuiltinKind(rawValue: kindName) else {
            let known = BuiltinKind.allCases.filter { !$0.isReserved }.map(\.rawValue).joined(separator: ", ")
            throw InputError(.badValue, position: kindValue.position,
                             "unknown builtin kind \(kindValue.typeDescription) in \(objectWhat); expected one of \(known)")
        }
        if kind.isReserved {
            throw InputError(.unsupported, position: kindValue.position,
                             "builtin kind \"\(kind.rawValue)\" of \(what) is not supported yet (reserved: \(kind == .refreshControl ? "S25" : "S26"))")
        }
        let schema = BuiltinSchema.options(for: kind)
        let f = try ObjectFields(value, what: "\(objectWhat) (kind \(kind.rawValue))",
                                 allowed: BuiltinSchema.commonKeys.union(schema.keys))
        for key in BuiltinSchema.required(for: kind) where !f.has(key) {
            throw InputError(.missingKey, position: value.position, "\(f.what) is missing the required key \"\(key)\"")
        }
        var version = Builtin.Version.modern
        if let v = f.value("version") {
            guard let s = v.stringValue, let parsed = Builtin.Version(rawValue: s) else {
                throw f.typeError("version", v, "\"modern\" or \"legacy\"", v.stringValue == nil ? .wrongType : .badValue)
            }
            version = parsed
        }
        var delegate: Int32?
        if let d = f.value("delegate"), !d.isNull {
            delegate = try responder(d, key: "delegate", f: f, scene: scene)
        }
        var answers = BuiltinAnswers()
        if let a = f.value("answers") { answers = try decodeAnswers(a, what: f.what) }
        var settings = BuiltinSettings()
        for member in f.object.members where schema[member.key] != nil {
            guard let type = schema[member.key] else { continue }
            settings.values[member.key] = try option(member.value, key: member.key, type: type, f: f, scene: scene)
        }
        try checkTogether(settings, kind: kind, f: f)
        return Builtin(kind: kind, view: view, version: version, delegate: delegate, answers: answers,
                       settings: settings, json: String(decoding: CanonicalJSON.bytes(of: value), as: UTF8.self))
    }

    /// Constraints between options of one kind.
    private static func checkTogether(_ s: BuiltinSettings, kind: BuiltinKind, f: ObjectFields) throws(InputError) {
        if let min = s.number("min"), let max = s.number("max"), min > max {
            throw InputError(.badValue, position: f.value("max")?.position, "\"max\" of \(f.what) is less than its \"min\"")
        }
        if kind == .segmentedControl {
            let segments = s.integer("segments")
            if let frames = s["segmentFrames"], case .rects(let list) = frames, let segments, list.count != segments {
                throw InputError(.badValue, position: f.value("segmentFrames")?.position,
                                 "\"segmentFrames\" of \(f.what) lists \(list.count) frames for \(segments) segments")
            }
            if let selected = s.integer("selectedIndex"), let segments, selected >= segments {
                throw InputError(.badValue, position: f.value("selectedIndex")?.position,
                                 "\"selectedIndex\" of \(f.what) must be below \"segments\" (\(segments)), or -1 for none")
            }
        }
        if kind == .pageControl, let pages = s.integer("numberOfPages"), let page = s.integer("currentPage"),
           page >= max(pages, 1) {
            throw InputError(.badValue, position: f.value("currentPage")?.position,
                             "\"currentPage\" of \(f.what) must be below \"numberOfPages\" (\(pages))")
        }
    }

    private static func responder(_ v: JSONValue, key: String, f: ObjectFields, scene: Scene) throws(InputError) -> Int32 {
        guard let name = v.stringValue else { throw f.typeError(key, v, "a responder id") }
        guard let r = scene.index(of: name) else {
            throw InputError(.unknownID, position: v.position, "\"\(key)\" of \(f.what) names \"\(name)\", which is not a responder of this scene")
        }
        return r
    }

    private static func option(_ v: JSONValue, key: String, type: BuiltinSchema.OptionType, f: ObjectFields,
                               scene: Scene) throws(InputError) -> BuiltinSettings.Value {
        func numbers(_ count: Int, _ expected: String) throws(InputError) -> [Double] {
            guard let items = v.arrayValue, items.count == count else { throw f.typeError(key, v, expected) }
            var xs: [Double] = []
            for item in items {
                guard let d = item.doubleValue else { throw f.typeError(key, v, expected) }
                xs.append(d)
            }
            return xs
        }
        func rect(_ item: JSONValue) throws(InputError) -> [Double] {
            guard let items = item.arrayValue, items.count == 4 else {
                throw InputError(.wrongType, position: item.position, "\"\(key)\" of \(f.what) must hold rectangles [x, y, width, height]")
            }
            var xs: [Double] = []
            for i in items {
                guard let d = i.doubleValue else {
                    throw InputError(.wrongType, position: i.position, "\"\(key)\" of \(f.what) must hold rectangles [x, y, width, height]")
                }
                xs.append(d)
            }
            if xs[2] < 0 || xs[3] < 0 { throw InputError(.badValue, position: item.position, "\"\(key)\" of \(f.what) has a negative size (P3)") }
            return xs
        }
        func indexPath(_ item: JSONValue) throws(InputError) -> [Int] {
            guard let items = item.arrayValue, items.count == 2 else {
                throw InputError(.wrongType, position: item.position, "\"\(key)\" of \(f.what) must hold index paths [section, row]")
            }
            var path: [Int] = []
            for i in items {
                guard let d = i.doubleValue, d == d.rounded(), d >= 0, d < 9e15 else {
                    throw InputError(.badValue, position: i.position, "\"\(key)\" of \(f.what): an index path is two integers ≥ 0, [section, row]")
                }
                path.append(Int(d))
            }
            return path
        }
        func viewController(_ item: JSONValue) throws(InputError) -> Int32 {
            guard let name = item.stringValue else { throw f.typeError(key, item, "a view controller id") }
            guard let r = scene.index(of: name), scene.responderKinds[Int(r)] == .viewController else {
                throw InputError(.unknownID, position: item.position, "\"\(key)\" of \(f.what) names \"\(name)\", which is not a view controller of this scene")
            }
            return r
        }
        switch type {
        case .bool:
            guard let b = v.boolValue else { throw f.typeError(key, v, "true or false") }
            return .bool(b)
        case .number, .nonNegative, .positive:
            guard let d = v.doubleValue else { throw f.typeError(key, v, "a number") }
            if case .nonNegative = type, d < 0 { throw f.typeError(key, v, "a number ≥ 0", .badValue) }
            if case .positive = type, d <= 0 { throw f.typeError(key, v, "a number > 0", .badValue) }
            return .number(d)
        case .integer(let minimum):
            let i = try ObjectFields.integer(v, key: key, what: f.what)
            if i < minimum {
                throw InputError(.badValue, position: v.position, "\"\(key)\" of \(f.what) must be an integer ≥ \(minimum), found \(i)")
            }
            return .integer(i)
        case .string:
            guard let s = v.stringValue, !s.isEmpty else {
                throw f.typeError(key, v, "a non-empty string", v.stringValue == nil ? .wrongType : .badValue)
            }
            return .string(s)
        case .oneOf(let choices):
            guard let s = v.stringValue, choices.contains(s) else {
                throw f.typeError(key, v, choices.map { "\"\($0)\"" }.joined(separator: ", "),
                                  v.stringValue == nil ? .wrongType : .badValue)
            }
            return .string(s)
        case .responder:
            return .responder(try responder(v, key: key, f: f, scene: scene))
        case .responderOrNull:
            if v.isNull { return .null }
            return .responder(try responder(v, key: key, f: f, scene: scene))
        case .view:
            guard let name = v.stringValue else { throw f.typeError(key, v, "a view id") }
            guard let r = scene.index(of: name), scene.isView(r) else {
                throw InputError(.unknownID, position: v.position, "\"\(key)\" of \(f.what) names \"\(name)\", which is not a view of this scene")
            }
            return .responder(r)
        case .viewController:
            return .responder(try viewController(v))
        case .viewControllers:
            guard let items = v.arrayValue else { throw f.typeError(key, v, "a list of view controller ids") }
            var list: [Int32] = []
            for item in items { list.append(try viewController(item)) }
            return .responders(list)
        case .size:
            let xs = try numbers(2, "[width, height]")
            if xs[0] < 0 || xs[1] < 0 { throw InputError(.badValue, position: v.position, "\"\(key)\" of \(f.what) must not be negative (P3)") }
            return .numbers(xs)
        case .insets:
            return .numbers(try numbers(4, "[top, left, bottom, right]"))
        case .rect:
            return .numbers(try rect(v))
        case .rects:
            guard let items = v.arrayValue else { throw f.typeError(key, v, "a list of rectangles [x, y, width, height]") }
            var list: [[Double]] = []
            for item in items { list.append(try rect(item)) }
            return .rects(list)
        case .indexPath:
            let path = try indexPath(v)
            return .indexPath(section: path[0], row: path[1])
        case .indexPaths:
            guard let items = v.arrayValue else { throw f.typeError(key, v, "a list of index paths [section, row]") }
            var list: [[Int]] = []
            for item in items { list.append(try indexPath(item)) }
            return .indexPaths(list)
        case .axes:
            let axes = try ObjectFields(v, what: "\"\(key)\" of \(f.what)", allowed: ["x", "y"])
            return .axes(x: try axes.bool("x") ?? false, y: try axes.bool("y") ?? false)
        case .alwaysOrViews:
            if v.stringValue == "always" { return .responders([]) }
            guard let items = v.arrayValue else { throw f.typeError(key, v, "\"always\" or a list of view ids") }
            var list: [Int32] = []
            for item in items {
                guard let name = item.stringValue, let r = scene.index(of: name), scene.isView(r) else {
                    throw InputError(item.stringValue == nil ? .wrongType : .unknownID, position: item.position, "\"\(key)\" of \(f.what) must list view ids of this scene, found \(item.typeDescription)")
                }
                list.append(r)
            }
            return .responders(list)
        }
    }

    /// `answers`: per selector, one value for all (not an object), or an object by key.
    private static func decodeAnswers(_ value: JSONValue, what: String) throws(InputError) -> BuiltinAnswers {
        guard let object = value.objectValue else {
            throw InputError(.wrongType, position: value.position, "\"answers\" of \(what) must be an object of selectors and answers")
        }
        var answers = BuiltinAnswers()
        for member in object.members where member.key != "meta" {
            if let byKey = member.value.objectValue {
                var map: [String: CallValue] = [:]
                for entry in byKey.members {
                    guard let v = CallValue(entry.value) else {
                        throw InputError(.wrongType, position: entry.value.position,
                                         "the answer of \"\(member.key)\" for \"\(entry.key)\" in \(what) must be null, true, false, a number, a string or an index path [section, row]")
                    }
                    map[entry.key] = v
                }
                answers.bySelector[member.key] = .byKey(map)
            } else if let v = CallValue(member.value) {
                answers.bySelector[member.key] = .all(v)
            } else {
                throw InputError(.wrongType, position: member.value.position,
                                 "the answer of \"\(member.key)\" in \(what) must be null, true, false, a number, a string, an index path [section, row], or an object of answers by \"section.row\"")
            }
        }
        return answers
    }

    // MARK: Window keys

    static func decodeWindow(_ w: PendingWindow) throws(InputError) -> WindowGates {
        var gates = WindowGates(window: w.window, regions: nil, defers: [])
        if let value = w.regions {
            guard let items = value.arrayValue else {
                throw InputError(.wrongType, position: value.position, "\"systemGestureRegions\" of \(w.what) must be a list of {\"edge\", \"size\"}")
            }
            var regions: [WindowGates.Region] = []
            for item in items {
                let f = try ObjectFields(item, what: "a system-gesture region of \(w.what)", allowed: ["edge", "size"])
                let edge = try edgeValue(try f.required("edge"), what: f.what)
                guard let size = try f.number("size") else { throw InputError(.missingKey, position: item.position, "\(f.what) is missing the required key \"size\"") }
                if size < 0 { throw f.typeError("size", f.value("size") ?? item, "a number ≥ 0", .badValue) }
                regions.append(WindowGates.Region(edge: edge, size: size))
            }
            gates.regions = regions
        }
        if let value = w.defers {
            guard let items = value.arrayValue else {
                throw InputError(.wrongType, position: value.position, "\"defersSystemGestures\" of \(w.what) must be a list of edges")
            }
            for item in items { gates.defers.append(try edgeValue(item, what: "\"defersSystemGestures\" of \(w.what)")) }
        }
        return gates
    }

    private static func edgeValue(_ v: JSONValue, what: String) throws(InputError) -> ScreenEdge {
        guard let s = v.stringValue, let edge = ScreenEdge(rawValue: s) else {
            throw InputError(.badValue, position: v.position, "an edge in \(what) must be \"bottom\", \"top\", \"left\" or \"right\", found \(v.typeDescription)")
        }
        return edge
    }
}
