internal import TouchTapeCore

/// Reads the windows through the reading protocols into a `SceneSnapshot`: window filter and order
/// (docs/capture.md, What is written: Scenes), subviews in order to at most 200 levels, each object
/// at most once (a view met twice, a cycle, is left out), the controller tree, the responders past
/// the windows, and the class-wide failure requirements between recognizers on one path.
@MainActor struct Snapshotter {
    private(set) var snapshot = SceneSnapshot()
    private(set) var log = CaptureLog()
    private let options: CaptureOptions
    private var seenViews: Set<ObjectIdentifier> = []
    private var viewIndexByKey: [ObjectIdentifier: Int] = [:]
    /// The recognizers read, with their view, kept only while the snapshot is taken (to probe
    /// class-wide failure requirements).
    private var gestureReadings: [(view: Int, gesture: Int, reading: any GestureReading)] = []
    /// Controllers whose view is a view of the scene, as read from `owningController`.
    private var owningControllers: [(view: Int, reading: any ControllerReading)] = []

    init(options: CaptureOptions) {
        self.options = options
    }

    static func snapshot(of windows: [any WindowReading], options: CaptureOptions) -> (SceneSnapshot, CaptureLog) {
        var snapshotter = Snapshotter(options: options)
        snapshotter.read(windows)
        return (snapshotter.snapshot, snapshotter.log)
    }

    private mutating func read(_ candidates: [any WindowReading]) {
        var windows: [any WindowReading] = []
        var seenWindows: Set<ObjectIdentifier> = []
        for window in candidates {
            let className = window.className
            if options.excludedWindowClasses.contains(className) {
                log.note("window \(className) left out: the system keyboard and text windows take their touches out of process")
                continue
            }
            guard seenWindows.insert(window.objectKey).inserted else {
                log.warn("window \(className) listed twice: kept once")
                continue
            }
            windows.append(window)
        }
        // A stable sort by level, so windows of one level keep UIKit's order.
        let levels = windows.map(\.level)
        let order = windows.indices.sorted { levels[$0] != levels[$1] ? levels[$0] < levels[$1] : $0 < $1 }
        for (position, i) in order.enumerated() {
            readWindow(windows[i], index: position)
        }
        readControllers(windows: order.map { windows[$0] })
        readChainEnds(windows: order.map { windows[$0] })
        probeFailureRequirements()
    }

    // MARK: - Views

    private mutating func readWindow(_ window: any WindowReading, index: Int) {
        guard let node = readView(window, parent: nil, path: String(index), depth: 1, isWindow: true) else { return }
        snapshot.views[node].level = window.level
        snapshot.views[node].isKeyWindow = window.isKeyWindow
        snapshot.views[node].sceneKey = window.sceneKey
        snapshot.views[node].deferredEdges = window.rootViewController?.deferredSystemGestureEdges ?? []
        snapshot.windows.append(node)
    }

    /// Reads a view and its subtree; nil when it was met before.
    private mutating func readView(_ view: any ViewReading, parent: Int?, path: String, depth: Int, isWindow: Bool) -> Int? {
        let key = view.objectKey
        guard seenViews.insert(key).inserted else {
            log.warn("\(view.className) at \(path) was met before in this capture (a cycle, or one view in two places): left out with its subviews")
            return nil
        }
        let lineage = view.classLineage
        let className = view.className
        var baseClass: String?
        if let own = lineage.first, !own.isSystem {
            baseClass = lineage.dropFirst().first(where: \.isSystem)?.name
        }
        let control = view.control.map {
            ControlSnapshot(isEnabled: $0.isEnabled, handlers: $0.handlers, inRegistrationOrder: $0.handlersInRegistrationOrder)
        }
        let owning = view.owningController
        let index = snapshot.views.count
        var gestures: [GestureSnapshot] = []
        for (i, g) in view.gestures.enumerated() {
            gestures.append(GestureSnapshot(
                key: g.objectKey, index: i, kind: g.kind, className: g.className, isUIKitClass: g.isUIKitClass,
                isScrollViewPan: g.isScrollViewPan, name: g.name, isEnabled: g.isEnabled,
                cancelsTouchesInView: g.cancelsTouchesInView, delaysTouchesBegan: g.delaysTouchesBegan,
                delaysTouchesEnded: g.delaysTouchesEnded, allowsDirectTouches: g.allowsDirectTouches,
                targets: g.registeredTargets, registeredFailureRequirements: g.registeredFailureRequirements,
                delegateOverrides: g.delegateOverrides))
            gestureReadings.append((index, i, g))
        }
        snapshot.views.append(ViewSnapshot(
            key: key, className: className, baseClass: baseClass, isWindow: isWindow, parent: parent, path: path,
            depth: depth, accessibilityIdentifier: view.accessibilityIdentifier, frame: view.frame, bounds: view.bounds,
            center: view.center, transform: view.transform, anchorPoint: view.anchorPoint,
            layerIsAffine: view.layerIsAffine, isHidden: view.isHidden, alpha: view.alpha,
            clipsToBounds: view.clipsToBounds, userInteractionEnabled: view.isUserInteractionEnabled,
            multipleTouchEnabled: view.isMultipleTouchEnabled, exclusiveTouch: view.isExclusiveTouch,
            canBecomeFirstResponder: view.canBecomeFirstResponder, isFirstResponder: view.isFirstResponder,
            nextKey: view.nextResponder?.objectKey, control: control, gestures: gestures, overrides: view.overrides,
            description: view.described.map(DescriptionSnapshot.init), owningControllerKey: owning?.objectKey))
        snapshot.views[index].scroll = view.scrollSettings
        viewIndexByKey[key] = index
        if let owning { owningControllers.append((index, owning)) }

        let subviews = view.subviews
        if depth >= Scene.maximumDepth {
            if !subviews.isEmpty {
                log.warn("\(className) at \(path) is at level \(depth): its \(subviews.count) subview(s) and everything under them are left out (scenes nest at most \(Scene.maximumDepth) levels)")
            }
            return index
        }
        var children: [Int] = []
        for (i, subview) in subviews.enumerated() {
            if let child = readView(subview, parent: index, path: "\(path).\(i)", depth: depth + 1, isWindow: false) {
                children.append(child)
            }
        }
        snapshot.views[index].subviews = children
        return index
    }

    // MARK: - View controllers

    /// The controller tree: the windows' root controllers in window order, then each
    /// controller's `children` in order, then its `presentedViewController`. A controller is
    /// attached to its root view when that view is in the scene and its `next` is the
    /// controller; the others are left out, as the dump importer leaves them out.
    private mutating func readControllers(windows: [any WindowReading]) {
        var seen: Set<ObjectIdentifier> = []
        var roots = 0
        for window in windows {
            guard let root = window.rootViewController else { continue }
            readController(root, path: String(roots), depth: 1, seen: &seen)
            roots += 1
        }
        // A view whose `next` is a controller the tree does not reach (a container that skips
        // UIKit's containment calls) still gets its controller, as an extra root.
        for (view, reading) in owningControllers where !seen.contains(reading.objectKey) {
            log.warn("view controller \(reading.className) of \(snapshot.views[view].className) at \(snapshot.views[view].path) is not reachable from the windows' root view controllers (children, presented): given the extra root index \(roots)")
            readController(reading, path: String(roots), depth: 1, seen: &seen)
            roots += 1
        }
    }

    private mutating func readController(_ vc: any ControllerReading, path: String, depth: Int, seen: inout Set<ObjectIdentifier>) {
        guard seen.insert(vc.objectKey).inserted else {
            log.warn("view controller \(vc.className) at vc\(path) was met before: left out")
            return
        }
        guard depth <= Scene.maximumDepth else {
            log.warn("view controller \(vc.className) at vc\(path) is nested more than \(Scene.maximumDepth) deep: left out")
            return
        }
        let viewKey = vc.viewIfLoaded?.objectKey
        var attached: Int?
        let className = vc.className
        if let viewKey, let view = viewIndexByKey[viewKey] {
            if snapshot.views[view].isWindow {
                log.warn("view controller \(className) (vc\(path)) left out: its view is a window, which the scene format does not allow")
            } else if snapshot.views[view].owningControllerKey != vc.objectKey {
                log.warn("view controller \(className) (vc\(path)) left out: its view's next responder is not the controller")
            } else {
                attached = view
            }
        } else {
            log.note("view controller \(className) (vc\(path)) left out: its view is \(viewKey == nil ? "not loaded" : "not in the captured windows")")
        }
        let index = snapshot.controllers.count
        snapshot.controllers.append(ControllerSnapshot(
            key: vc.objectKey, className: className, restorationIdentifier: vc.restorationIdentifier, path: path,
            viewKey: viewKey, nextKey: vc.nextResponder?.objectKey, canBecomeFirstResponder: vc.canBecomeFirstResponder,
            isFirstResponder: vc.isFirstResponder, description: vc.described.map(DescriptionSnapshot.init), view: attached))
        if let attached { snapshot.views[attached].controller = index }
        let children = vc.children
        for (i, child) in children.enumerated() {
            readController(child, path: "\(path).\(i)", depth: depth + 1, seen: &seen)
        }
        if let presented = vc.presented {
            readController(presented, path: "\(path).\(children.count)", depth: depth + 1, seen: &seen)
        }
    }

    // MARK: - Window scene, application, delegate

    /// The responders past the windows (R3, R4): a window's `next` is its window scene (iOS
    /// 13+) or the application; the scene's `next` is the application; the application's is
    /// its delegate.
    private mutating func readChainEnds(windows: [any WindowReading]) {
        var application: (any ResponderReading)?
        var scene: (any ResponderReading)?
        var windowsWithoutScene: [String] = []
        for window in windows {
            guard let next = window.nextResponder else {
                windowsWithoutScene.append(window.className)
                continue
            }
            switch next.role {
            case .windowScene:
                if let scene, scene.objectKey != next.objectKey {
                    log.warn("window \(window.className) belongs to another window scene than the first window: the scene has one window scene, the first one")
                    continue
                }
                scene = next
                if application == nil, let app = next.nextResponder, app.role == .application { application = app }
            case .application:
                if application == nil { application = next }
                windowsWithoutScene.append(window.className)
            default:
                log.warn("window \(window.className) has a next responder of class \(next.className), neither a window scene nor the application")
                windowsWithoutScene.append(window.className)
            }
        }
        if scene != nil && !windowsWithoutScene.isEmpty {
            log.warn("the window scene is written, so every window's next responder becomes it; not so on the device for \(windowsWithoutScene.joined(separator: ", "))")
        }
        if let scene {
            snapshot.windowScene = ResponderSnapshot(key: scene.objectKey, className: scene.className,
                                                     nextKey: scene.nextResponder?.objectKey,
                                                     canBecomeFirstResponder: scene.canBecomeFirstResponder,
                                                     isFirstResponder: scene.isFirstResponder)
        }
        if let application {
            let delegate = application.nextResponder
            snapshot.application = ResponderSnapshot(key: application.objectKey, className: application.className,
                                                     nextKey: delegate?.objectKey,
                                                     canBecomeFirstResponder: application.canBecomeFirstResponder,
                                                     isFirstResponder: application.isFirstResponder)
            if let delegate {
                snapshot.delegate = ResponderSnapshot(key: delegate.objectKey, className: delegate.className,
                                                      nextKey: delegate.nextResponder?.objectKey,
                                                      canBecomeFirstResponder: delegate.canBecomeFirstResponder,
                                                      isFirstResponder: delegate.isFirstResponder)
            }
        }
    }

    // MARK: - Failure requirements by class

    /// For recognizers whose views lie on one ancestor path (the only pairs that can share a
    /// touch, G1), asks the public class-wide overrides whether one must wait for the other.
    private mutating func probeFailureRequirements() {
        guard options.probeClassFailureRequirements else { return }
        var byView: [Int: [(gesture: Int, reading: any GestureReading)]] = [:]
        for entry in gestureReadings { byView[entry.view, default: []].append((entry.gesture, entry.reading)) }
        for entry in gestureReadings {
            // Pairs with the same view, and with every ancestor's recognizers, both ways.
            var ancestor: Int? = entry.view
            while let u = ancestor {
                for other in byView[u] ?? [] where !(u == entry.view && other.gesture == entry.gesture) {
                    if entry.reading.requiresFailure(of: other.reading) {
                        snapshot.views[entry.view].gestures[entry.gesture].probedFailureRequirements.append(other.reading.objectKey)
                    }
                    if u != entry.view, other.reading.requiresFailure(of: entry.reading) {
                        snapshot.views[u].gestures[other.gesture].probedFailureRequirements.append(entry.reading.objectKey)
                    }
                }
                ancestor = snapshot.views[u].parent
            }
        }
    }
}
