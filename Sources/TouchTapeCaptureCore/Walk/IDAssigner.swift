internal import TouchTapeCore

/// Ids (docs/capture.md, What is written: Ids): stable, unique, and equal to the dump importer's
/// (I1) for views without an accessibility identifier.
///
/// - Reserved: `application`, and `appDelegate` and `windowScene` when they are written.
/// - Candidates in visit order: each window, then its subtree in pre-order; a controller
///   right after its root view; recognizers after their view.
///   - view: the sanitised `accessibilityIdentifier`; else `SLUG-PATH`;
///   - controller: the sanitised `restorationIdentifier` when unique; else `SLUG-vcPATH`;
///   - recognizer: the sanitised `name` when unique; else `VIEWID.gI`, I its index in
///     `gestureRecognizers` (written or not, so leaving out a UIKit recognizer renumbers
///     nothing).
/// - An accessibility identifier met more than once is trusted for none of its views: each
///   becomes `IDENTIFIER-PATH`.
/// - A candidate already taken (by an earlier node, or reserved) gets `_2`, `_3`, ….
struct IDAssigner {
    static let reservedApplication = "application"
    static let reservedDelegate = "appDelegate"
    static let reservedWindowScene = "windowScene"
    static let maximumIdentifierLength = 128

    var viewIDs: [String] = []
    /// Per view, the ids of its written recognizers, by index in `gestureRecognizers`.
    var gestureIDs: [[Int: String]] = []
    var controllerIDs: [Int: String] = [:]
    /// Every id by the identity of its object.
    var idsByKey: [ObjectIdentifier: String] = [:]
    var log = CaptureLog()
    private var taken: Set<String> = []

    /// - Parameter writtenGestures: per view, the indices of the recognizers the scene writes.
    init(_ snapshot: SceneSnapshot, writtenGestures: [[Int]]) {
        taken.insert(Self.reservedApplication)
        if let app = snapshot.application { idsByKey[app.key] = Self.reservedApplication }
        if let delegate = snapshot.delegate {
            taken.insert(Self.reservedDelegate)
            idsByKey[delegate.key] = Self.reservedDelegate
        }
        if let scene = snapshot.windowScene {
            taken.insert(Self.reservedWindowScene)
            idsByKey[scene.key] = Self.reservedWindowScene
        }
        let viewIdentifiers = snapshot.views.map { Self.sanitisedIdentifier($0.accessibilityIdentifier) }
        let repeatedViewIdentifiers = Self.repeated(viewIdentifiers)
        let controllerIdentifiers = snapshot.controllers.map { Self.sanitisedIdentifier($0.restorationIdentifier) }
        let repeatedControllerIdentifiers = Self.repeated(controllerIdentifiers)
        var gestureNames: [String?] = []
        for (v, view) in snapshot.views.enumerated() {
            for g in writtenGestures[v] { gestureNames.append(Self.sanitisedIdentifier(view.gestures[g].name)) }
        }
        let repeatedGestureNames = Self.repeated(gestureNames)

        viewIDs = Array(repeating: "", count: snapshot.views.count)
        gestureIDs = Array(repeating: [:], count: snapshot.views.count)
        // Pre-order is the snapshot's own order.
        for (v, view) in snapshot.views.enumerated() {
            let candidate: String
            if let identifier = viewIdentifiers[v] {
                if repeatedViewIdentifiers.contains(identifier) {
                    candidate = "\(identifier)-\(view.path)"
                    log.note("accessibilityIdentifier \"\(identifier)\" is on more than one view: this one is \(candidate)")
                } else {
                    candidate = identifier
                }
            } else {
                candidate = "\(Slug.of(view.className))-\(view.path)"
            }
            viewIDs[v] = claim(candidate)
            idsByKey[view.key] = viewIDs[v]
            if let c = view.controller {
                let controller = snapshot.controllers[c]
                let candidate: String
                if let identifier = controllerIdentifiers[c], !repeatedControllerIdentifiers.contains(identifier) {
                    candidate = identifier
                } else {
                    candidate = "\(Slug.of(controller.className))-vc\(controller.path)"
                }
                controllerIDs[c] = claim(candidate)
                idsByKey[controller.key] = controllerIDs[c]
            }
            for g in writtenGestures[v] {
                let gesture = view.gestures[g]
                let candidate: String
                if let name = Self.sanitisedIdentifier(gesture.name), !repeatedGestureNames.contains(name) {
                    candidate = name
                } else {
                    candidate = "\(viewIDs[v]).g\(gesture.index)"
                }
                gestureIDs[v][g] = claim(candidate)
                idsByKey[gesture.key] = gestureIDs[v][g]
            }
        }
    }

    /// The candidate itself when free, else with the first free `_2`, `_3`, … appended.
    private mutating func claim(_ candidate: String) -> String {
        var id = candidate
        var n = 2
        while taken.contains(id) {
            id = "\(candidate)_\(n)"
            n += 1
        }
        if id != candidate { log.note("id \"\(candidate)\" was taken by an earlier node: this one is \(id)") }
        taken.insert(id)
        return id
    }

    /// The identifiers that occur more than once.
    private static func repeated(_ identifiers: [String?]) -> Set<String> {
        var seen: Set<String> = []
        var repeated: Set<String> = []
        for case let identifier? in identifiers where !seen.insert(identifier).inserted {
            repeated.insert(identifier)
        }
        return repeated
    }

    /// An identifier as an id: characters outside `[A-Za-z0-9_.-]` become `_`; `_` in front
    /// unless it starts with `[A-Za-z_]`; at most 128 characters. Nil for nil or empty.
    static func sanitisedIdentifier(_ identifier: String?) -> String? {
        guard let identifier, !identifier.isEmpty else { return nil }
        var scalars = String.UnicodeScalarView()
        for scalar in identifier.unicodeScalars {
            let ok = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                        || scalar == "_" || scalar == "." || scalar == "-")
            scalars.append(ok ? scalar : "_")
        }
        var id = String(scalars)
        if let first = id.unicodeScalars.first, !(first.isASCII && (first.properties.isAlphabetic || first == "_")) {
            id = "_" + id
        }
        return String(id.prefix(maximumIdentifierLength))
    }
}
