/// A compiled ``Scene`` as bytes, and back, with no JSON: the store keeps one per scene
/// version so that a command loads a 50,000-view scene without parsing its document into a
/// tree (issue #12). The bytes hold every stored property of the scene (the derived ones,
/// `fastNodes`, `idToIndex` and the recognizers' look-up tables, are rebuilt as the
/// document decoder builds them), the encoding's own version and the engine version, and end
/// with a checksum. Reading refuses (returns nil) anything damaged, of another encoding or
/// another engine version, or whose indices do not fit the scene: the caller then compiles
/// the document, so a bad blob can never change an outcome.
extension Scene {
    /// The version of this encoding: raise it whenever what is written changes.
    package static let compiledEncoding = 3

    private static let compiledMagic: [UInt8] = Array("TTSC".utf8)

    /// The compiled scene as bytes (deterministic: the same scene gives the same bytes).
    package func compiledBytes() -> [UInt8] {
        var w = CompiledWriter()
        for b in Self.compiledMagic { w.byte(b) }
        w.count(Self.compiledEncoding)
        w.string(EngineConstants.engineVersion)
        w.string(name)
        w.count(responderCount)
        w.count(viewCount)
        for r in 0..<responderCount {
            w.string(responderIDs[r])
            w.string(responderClasses[r])
            w.byte(Self.kindCode(responderKinds[r]))
            w.index(nextResponder[r])
            let t = touchHandlers[r]
            w.byte(t.began.rawValue | t.moved.rawValue << 2 | t.ended.rawValue << 4 | t.cancelled.rawValue << 6)
            w.byte(motionHandlers[r].rawValue | remoteControlHandlers[r].rawValue << 2 | pressHandlers[r].rawValue << 4)
            w.count(performableActions[r].count)
            for a in performableActions[r] { w.string(a) }
            w.bool(canBecomeFirstResponder[r])
        }
        w.index(initialFirstResponder ?? -1)
        w.index(applicationIndex)
        for v in 0..<viewCount {
            Self.write(nodes[v], to: &w)
            Self.write(viewInfos[v], to: &w)
            let actions = controlActions[v].actions
            w.count(actions.count)
            for a in actions { w.optionalString(a) }
            w.index(viewControllerOfView[v])
            w.optionalString(viewMeta[v].map { String(decoding: CanonicalJSON.bytes(of: JSONValue(.object($0))), as: UTF8.self) })
        }
        Self.write(childIndices, to: &w)
        Self.write(windowsFrontToBack, to: &w)
        Self.write(windowIndices, to: &w)
        w.count(ruleTargets.count)
        for targets in ruleTargets { Self.write(targets, to: &w) }
        Self.write(rootViewOfViewController, to: &w)
        w.index(keyWindow)
        w.optionalString(metaJSON)
        // Declared recognizers only: the implicit ones follow from the builtins when read.
        w.count(gestures.declaredOnly.count)
        for g in gestures.declaredOnly { Self.write(g, to: &w) }
        w.count(builtins.items.count)
        for b in builtins.items {
            w.index(b.view)
            w.string(b.json)
        }
        w.count(builtins.windowGates.count)
        for g in builtins.windowGates {
            w.index(g.window)
            w.bool(g.regions != nil)
            w.count(g.regions?.count ?? 0)
            for region in g.regions ?? [] {
                w.count(ScreenEdge.allCases.firstIndex(of: region.edge) ?? 0)
                w.double(region.size)
            }
            w.count(g.defers.count)
            for edge in g.defers { w.count(ScreenEdge.allCases.firstIndex(of: edge) ?? 0) }
        }
        w.seal()
        return w.bytes
    }

    /// The scene these bytes hold, or nil when they are damaged, of another encoding or engine
    /// version, or inconsistent.
    package static func compiled(from bytes: UnsafeBufferPointer<UInt8>) -> Scene? {
        guard var r = CompiledReader(sealed: bytes) else { return nil }
        return try? read(&r)
    }

    private static func read(_ r: inout CompiledReader) throws(CompiledSceneDamaged) -> Scene? {
        for b in compiledMagic where try r.byte() != b { return nil }
        guard try r.unsigned() == UInt64(compiledEncoding), try r.string() == EngineConstants.engineVersion else { return nil }
        let name = try r.string()
        let responderCount = try r.count()
        let viewCount = try r.count()
        guard viewCount <= responderCount else { throw CompiledSceneDamaged() }
        var ids: [String] = [], classes: [String] = [], kinds: [ResponderKind] = [], next: [Int32] = []
        var touches: [TouchHandlers] = [], motion: [HandlerBehavior] = [], remote: [HandlerBehavior] = []
        var presses: [HandlerBehavior] = [], actions: [[String]] = [], canBecome: [Bool] = []
        // Every array at its final size at once: no buffer left behind by growth.
        ids.reserveCapacity(responderCount)
        classes.reserveCapacity(responderCount)
        kinds.reserveCapacity(responderCount)
        next.reserveCapacity(responderCount)
        touches.reserveCapacity(responderCount)
        motion.reserveCapacity(responderCount)
        remote.reserveCapacity(responderCount)
        presses.reserveCapacity(responderCount)
        actions.reserveCapacity(responderCount)
        canBecome.reserveCapacity(responderCount)
        var idToIndex: [String: Int32] = [:]
        idToIndex.reserveCapacity(responderCount)
        for i in 0..<responderCount {
            let id = try r.string()
            ids.append(id)
            idToIndex[id] = Int32(i)
            classes.append(try r.string())
            kinds.append(try kind(try r.byte()))
            next.append(try r.index(below: responderCount, allowsNone: true))
            let t = try r.byte()
            touches.append(TouchHandlers(began: try behavior(t), moved: try behavior(t >> 2),
                                         ended: try behavior(t >> 4), cancelled: try behavior(t >> 6)))
            let other = try r.byte()
            motion.append(try behavior(other))
            remote.append(try behavior(other >> 2))
            presses.append(try behavior(other >> 4))
            var performable: [String] = []
            for _ in 0..<(try r.count()) { performable.append(try r.string()) }
            actions.append(performable)
            canBecome.append(try r.bool())
        }
        let firstResponder = try r.index(below: responderCount, allowsNone: true)
        let applicationIndex = try r.index(below: responderCount)
        var nodes: [ViewNode] = [], infos: [ViewInfo] = [], controls: [ControlActions] = []
        var vcOfView: [Int32] = [], viewMeta: [JSONObject?] = []
        nodes.reserveCapacity(viewCount)
        infos.reserveCapacity(viewCount)
        controls.reserveCapacity(viewCount)
        vcOfView.reserveCapacity(viewCount)
        viewMeta.reserveCapacity(viewCount)
        for _ in 0..<viewCount {
            nodes.append(try readNode(&r, viewCount: viewCount))
            infos.append(try readInfo(&r, viewCount: viewCount))
            let slots = try r.count()
            guard slots == 0 || slots == ControlEvent.allCases.count else { throw CompiledSceneDamaged() }
            var control: [String?] = []
            for _ in 0..<slots { control.append(try r.optionalString()) }
            controls.append(slots == 0 ? .none : ControlActions(actions: control))
            let vc = try r.index(below: responderCount, allowsNone: true)
            guard vc < 0 || vc >= viewCount else { throw CompiledSceneDamaged() }
            vcOfView.append(vc)
            if let text = try r.optionalString() {
                guard let object = (try? JSONReader.parse(Array(text.utf8)))?.objectValue else { throw CompiledSceneDamaged() }
                viewMeta.append(object)
            } else {
                viewMeta.append(nil)
            }
        }
        let childIndices = try readIndices(&r, below: viewCount)
        let front = try readIndices(&r, below: viewCount)
        let windows = try readIndices(&r, below: viewCount)
        var ruleTargets: [[Int32]] = []
        for _ in 0..<(try r.count()) { ruleTargets.append(try readIndices(&r, below: viewCount)) }
        let rootViews = try readIndices(&r, below: viewCount)
        let keyWindow = try r.index(below: viewCount)
        let metaJSON = try r.optionalString()
        var recognizers: [GestureRecognizer] = []
        let recognizerCount = try r.count()
        for _ in 0..<recognizerCount {
            recognizers.append(try readRecognizer(&r, viewCount: viewCount, recognizers: recognizerCount))
        }
        var builtinDecoder = BuiltinDecoder()
        for _ in 0..<(try r.count()) {
            let view = try r.index(below: viewCount)
            guard let value = try? JSONReader.parse(Array(try r.string().utf8)) else { throw CompiledSceneDamaged() }
            builtinDecoder.add(builtin: value, view: view, what: "view \"\(view < ids.count ? ids[Int(view)] : "?")\"")
        }
        for _ in 0..<(try r.count()) {
            var gates = WindowGates(window: try r.index(below: viewCount), regions: nil, defers: [])
            let declared = try r.bool()
            var regions: [WindowGates.Region] = []
            for _ in 0..<(try r.count()) {
                let edge = try r.count()
                guard edge < ScreenEdge.allCases.count else { throw CompiledSceneDamaged() }
                regions.append(WindowGates.Region(edge: ScreenEdge.allCases[edge], size: try r.double()))
            }
            if declared { gates.regions = regions }
            for _ in 0..<(try r.count()) {
                let edge = try r.count()
                guard edge < ScreenEdge.allCases.count else { throw CompiledSceneDamaged() }
                gates.defers.append(ScreenEdge.allCases[edge])
            }
            builtinDecoder.decodedWindows.append(gates)
        }
        guard r.isAtEnd, viewCount + rootViews.count <= responderCount, !windows.isEmpty, front.count == windows.count,
              nodes.allSatisfy({ n in
                  Int(n.firstChild) + Int(n.childCount) <= childIndices.count && n.childCount >= 0 && n.firstChild >= 0
                      && ruleSlotFits(n.hitTestRule, count: ruleTargets.count)
              })
        else { throw CompiledSceneDamaged() }
        var scene = Scene(
            name: name, responderIDs: ids, responderClasses: classes, responderKinds: kinds, nextResponder: next,
            touchHandlers: touches, motionHandlers: motion, remoteControlHandlers: remote, pressHandlers: presses,
            performableActions: actions, canBecomeFirstResponder: canBecome, idToIndex: idToIndex,
            initialFirstResponder: firstResponder < 0 ? nil : firstResponder, applicationIndex: applicationIndex,
            viewCount: viewCount, nodes: nodes, childIndices: childIndices, windowsFrontToBack: front,
            windowIndices: windows, ruleTargets: ruleTargets, viewInfos: infos, controlActions: controls,
            viewControllerOfView: vcOfView, rootViewOfViewController: rootViews, keyWindow: keyWindow,
            metaJSON: metaJSON, viewMeta: viewMeta)
        if !recognizers.isEmpty { scene.gestures = SceneGestures(recognizers: recognizers, viewCount: viewCount) }
        if !builtinDecoder.isEmpty {
            do { try scene.installBuiltins(builtinDecoder) } catch { throw CompiledSceneDamaged() }
        }
        return scene
    }

    private static func ruleSlotFits(_ rule: HitTestRuleKind, count: Int) -> Bool {
        switch rule {
        case .passThrough(let slot), .forwardTo(let slot): slot >= 0 && Int(slot) < count
        default: true
        }
    }

    // MARK: Views

    private static func write(_ n: ViewNode, to w: inout CompiledWriter) {
        w.index(n.parent)
        w.index(n.window)
        w.index(n.firstChild)
        w.index(n.childCount)
        w.unsigned(UInt64(n.flags.rawValue))
        let d = n.down
        for x in [d.originX, d.originY, d.tx, d.ty, d.ia, d.ib, d.ic, d.id, d.baseX, d.baseY] { w.double(x) }
        w.bool(d.linear)
        write(n.toParent, to: &w)
        write(n.bounds, to: &w)
        write(n.pointInside, to: &w)
        switch n.hitTestRule {
        case .standard: w.byte(0)
        case .returnsSelf: w.byte(1)
        case .none: w.byte(2)
        case .passThroughSelf: w.byte(3)
        case .passThrough(let slot): w.byte(4); w.index(slot)
        case .forwardTo(let slot): w.byte(5); w.index(slot)
        }
    }

    private static func readNode(_ r: inout CompiledReader, viewCount: Int) throws(CompiledSceneDamaged) -> ViewNode {
        let parent = try r.index(below: viewCount, allowsNone: true)
        let window = try r.index(below: viewCount)
        let firstChild = try r.index(below: Int(Int32.max))
        let childCount = try r.index(below: viewCount + 1)
        let flags = try r.unsigned()
        guard flags <= UInt64(UInt16.max) else { throw CompiledSceneDamaged() }
        let originX = try r.double(), originY = try r.double(), tx = try r.double(), ty = try r.double()
        let ia = try r.double(), ib = try r.double(), ic = try r.double(), id = try r.double()
        let baseX = try r.double(), baseY = try r.double()
        let down = DownConversion(originX: originX, originY: originY, tx: tx, ty: ty, ia: ia, ib: ib, ic: ic, id: id,
                                  linear: try r.bool(), baseX: baseX, baseY: baseY)
        let toParent = try readTransform(&r)
        let bounds = try readRect(&r)
        let pointInside = try readPointInside(&r)
        let rule: HitTestRuleKind
        switch try r.byte() {
        case 0: rule = .standard
        case 1: rule = .returnsSelf
        case 2: rule = .none
        case 3: rule = .passThroughSelf
        case 4: rule = .passThrough(targets: try r.index(below: Int(Int32.max)))
        case 5: rule = .forwardTo(targets: try r.index(below: Int(Int32.max)))
        default: throw CompiledSceneDamaged()
        }
        return ViewNode(parent: parent, window: window, firstChild: firstChild, childCount: childCount,
                        flags: ViewFlags(rawValue: UInt16(flags)), down: down, toParent: toParent, bounds: bounds,
                        pointInside: pointInside, hitTestRule: rule)
    }

    private static func write(_ info: ViewInfo, to w: inout CompiledWriter) {
        write(info.frame, to: &w)
        w.bool(info.transform != nil)
        if let t = info.transform { write(t, to: &w) }
        w.double(info.boundsOrigin.x)
        w.double(info.boundsOrigin.y)
        let flags = [info.hidden, info.userInteractionEnabled, info.clipsToBounds, info.multipleTouchEnabled,
                     info.exclusiveTouch, info.isControl, info.controlEnabled]
        w.byte(flags.enumerated().reduce(0) { $0 | ($1.element ? 1 << UInt8($1.offset) : 0) })
        w.double(info.alpha)
        write(info.pointInside, to: &w)
        switch info.hitTest {
        case .standard: w.byte(0)
        case .returnsSelf: w.byte(1)
        case .none: w.byte(2)
        case .passThroughSelf: w.byte(3)
        case .passThrough(let views): w.byte(4); write(views, to: &w)
        case .forwardTo(let views): w.byte(5); write(views, to: &w)
        }
        w.count(info.controlActions.count)
        for (event, action) in info.controlActions {
            w.count(ControlEvent.allCases.firstIndex(of: event) ?? 0)
            w.string(action)
        }
        w.double(info.level)
        w.count(info.depth)
    }

    private static func readInfo(_ r: inout CompiledReader, viewCount: Int) throws(CompiledSceneDamaged) -> ViewInfo {
        let frame = try readRect(&r)
        let transform = try r.bool() ? try readTransform(&r) : nil
        let boundsOrigin = Point(x: try r.double(), y: try r.double())
        let flags = try r.byte()
        func flag(_ bit: UInt8) -> Bool { flags & (1 << bit) != 0 }
        let alpha = try r.double()
        let pointInside = try readPointInside(&r)
        let hitTest: HitTestRule
        switch try r.byte() {
        case 0: hitTest = .standard
        case 1: hitTest = .returnsSelf
        case 2: hitTest = .none
        case 3: hitTest = .passThroughSelf
        case 4: hitTest = .passThrough(try readIndices(&r, below: viewCount))
        case 5: hitTest = .forwardTo(try readIndices(&r, below: viewCount))
        default: throw CompiledSceneDamaged()
        }
        var actions: [(event: ControlEvent, action: String)] = []
        for _ in 0..<(try r.count()) {
            let slot = try r.count()
            guard slot < ControlEvent.allCases.count else { throw CompiledSceneDamaged() }
            actions.append((ControlEvent.allCases[slot], try r.string()))
        }
        let level = try r.double()
        let depth = try r.count()
        return ViewInfo(frame: frame, transform: transform, boundsOrigin: boundsOrigin, hidden: flag(0), alpha: alpha,
                        userInteractionEnabled: flag(1), clipsToBounds: flag(2), multipleTouchEnabled: flag(3),
                        exclusiveTouch: flag(4), pointInside: pointInside, hitTest: hitTest, isControl: flag(5),
                        controlEnabled: flag(6), controlActions: actions, level: level, depth: depth)
    }

    // MARK: Recognizers

    private static func write(_ g: GestureRecognizer, to w: inout CompiledWriter) {
        w.string(g.id)
        w.count(GestureRecognizer.Kind.allCases.firstIndex(of: g.kind) ?? 0)
        w.index(g.view)
        for b in [g.enabled, g.cancelsTouchesInView, g.delaysTouchesBegan, g.delaysTouchesEnded] { w.bool(b) }
        w.bool(g.action != nil)
        if let action = g.action {
            w.string(action.target)
            w.string(action.selector)
        }
        w.count(g.requireToFail.count)
        for i in g.requireToFail { w.count(i) }
        w.signed(Int64(g.taps))
        w.signed(Int64(g.touches))
        w.double(g.minimumPressDuration)
        w.double(g.allowableMovement)
        w.signed(Int64(g.minimumTouches))
        w.bool(g.maximumTouches != nil)
        if let m = g.maximumTouches { w.signed(Int64(m)) }
        w.count(GestureRecognizer.Direction.allCases.firstIndex(of: g.direction) ?? 0)
        w.optionalString(g.metaJSON)
    }

    private static func readRecognizer(_ r: inout CompiledReader, viewCount: Int,
                                       recognizers: Int) throws(CompiledSceneDamaged) -> GestureRecognizer {
        let id = try r.string()
        let kindSlot = try r.count()
        guard kindSlot < GestureRecognizer.Kind.allCases.count else { throw CompiledSceneDamaged() }
        var g = GestureRecognizer(id: id, kind: GestureRecognizer.Kind.allCases[kindSlot],
                                  view: try r.index(below: viewCount))
        g.enabled = try r.bool()
        g.cancelsTouchesInView = try r.bool()
        g.delaysTouchesBegan = try r.bool()
        g.delaysTouchesEnded = try r.bool()
        if try r.bool() { g.action = GestureRecognizer.Action(target: try r.string(), selector: try r.string()) }
        var requireToFail: [Int] = []
        for _ in 0..<(try r.count()) {
            let other = try r.count()
            guard other < recognizers else { throw CompiledSceneDamaged() }
            requireToFail.append(other)
        }
        g.requireToFail = requireToFail
        g.taps = try readInt(&r)
        g.touches = try readInt(&r)
        g.minimumPressDuration = try r.double()
        g.allowableMovement = try r.double()
        g.minimumTouches = try readInt(&r)
        g.maximumTouches = try r.bool() ? try readInt(&r) : nil
        let direction = try r.count()
        guard direction < GestureRecognizer.Direction.allCases.count else { throw CompiledSceneDamaged() }
        g.direction = GestureRecognizer.Direction.allCases[direction]
        g.metaJSON = try r.optionalString()
        return g
    }

    // MARK: Values

    private static func readInt(_ r: inout CompiledReader) throws(CompiledSceneDamaged) -> Int {
        guard let v = Int(exactly: try r.signed()) else { throw CompiledSceneDamaged() }
        return v
    }

    private static func write(_ indices: [Int32], to w: inout CompiledWriter) {
        w.count(indices.count)
        for i in indices { w.index(i) }
    }

    private static func readIndices(_ r: inout CompiledReader, below limit: Int) throws(CompiledSceneDamaged) -> [Int32] {
        let n = try r.count()
        var result: [Int32] = []
        result.reserveCapacity(n)
        for _ in 0..<n { result.append(try r.index(below: limit)) }
        return result
    }

    private static func write(_ rect: Rect, to w: inout CompiledWriter) {
        for x in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] { w.double(x) }
    }

    private static func readRect(_ r: inout CompiledReader) throws(CompiledSceneDamaged) -> Rect {
        Rect(x: try r.double(), y: try r.double(), width: try r.double(), height: try r.double())
    }

    private static func write(_ t: AffineTransform, to w: inout CompiledWriter) {
        for x in [t.a, t.b, t.c, t.d, t.tx, t.ty] { w.double(x) }
    }

    private static func readTransform(_ r: inout CompiledReader) throws(CompiledSceneDamaged) -> AffineTransform {
        AffineTransform(a: try r.double(), b: try r.double(), c: try r.double(), d: try r.double(),
                        tx: try r.double(), ty: try r.double())
    }

    private static func write(_ rule: PointInsideRule, to w: inout CompiledWriter) {
        switch rule {
        case .bounds: w.byte(0)
        case .inset(let top, let left, let bottom, let right):
            w.byte(1)
            for x in [top, left, bottom, right] { w.double(x) }
        case .minimumSize(let s):
            w.byte(2)
            w.double(s.width)
            w.double(s.height)
        case .circle: w.byte(3)
        case .always: w.byte(4)
        case .never: w.byte(5)
        }
    }

    private static func readPointInside(_ r: inout CompiledReader) throws(CompiledSceneDamaged) -> PointInsideRule {
        switch try r.byte() {
        case 0: return .bounds
        case 1: return .inset(top: try r.double(), left: try r.double(), bottom: try r.double(), right: try r.double())
        case 2: return .minimumSize(Size(width: try r.double(), height: try r.double()))
        case 3: return .circle
        case 4: return .always
        case 5: return .never
        default: throw CompiledSceneDamaged()
        }
    }

    private static func kindCode(_ kind: ResponderKind) -> UInt8 {
        switch kind {
        case .view: 0
        case .window: 1
        case .viewController: 2
        case .windowScene: 3
        case .application: 4
        case .appDelegate: 5
        }
    }

    private static func kind(_ code: UInt8) throws(CompiledSceneDamaged) -> ResponderKind {
        switch code {
        case 0: return .view
        case 1: return .window
        case 2: return .viewController
        case 3: return .windowScene
        case 4: return .application
        case 5: return .appDelegate
        default: throw CompiledSceneDamaged()
        }
    }

    private static func behavior(_ bits: UInt8) throws(CompiledSceneDamaged) -> HandlerBehavior {
        guard let b = HandlerBehavior(rawValue: bits & 3) else { throw CompiledSceneDamaged() }
        return b
    }
}
