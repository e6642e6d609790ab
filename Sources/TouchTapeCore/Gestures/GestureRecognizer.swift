/// A gesture recognizer declared by a `touchtape.scene/2` view (docs/formats.md).
///
/// Recognizers are not responders (G19): they never appear in a chain, and their action goes
/// straight to its target.
package struct GestureRecognizer: Sendable, Hashable {
    /// The four kinds this revision models (docs/formats.md).
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case tap, longPress, pan, swipe

        /// Tap and swipe recognize once; long press and pan begin, change and end (G4).
        package var isDiscrete: Bool { self == .tap || self == .swipe }
    }

    /// A swipe's direction; `up` is toward smaller `y`.
    package enum Direction: String, Sendable, Hashable, CaseIterable {
        case right, left, up, down
    }

    /// The action sent on every transition G4 lists.
    package struct Action: Sendable, Hashable {
        package var target: String
        package var selector: String
    }

    package var id: String
    package var kind: Kind
    /// The view (or window) that carries it, by view index.
    package var view: Int32
    package var enabled = true
    package var cancelsTouchesInView = true
    package var delaysTouchesBegan = false
    package var delaysTouchesEnded = true
    package var action: Action?
    /// Recognizers that must fail first (G11), by recognizer index.
    package var requireToFail: [Int] = []
    /// `taps` (tap only).
    package var taps = 1
    /// `touches` (tap, long press, swipe).
    package var touches = 1
    /// `minimumPressDuration` (long press), seconds.
    package var minimumPressDuration = 0.5
    /// `allowableMovement` (long press), points.
    package var allowableMovement = 10.0
    /// `minimumTouches` (pan).
    package var minimumTouches = 1
    /// `maximumTouches` (pan); nil is no maximum.
    package var maximumTouches: Int?
    /// `direction` (swipe).
    package var direction = Direction.right
    /// The recognizer's `meta` object as canonical JSON text, if any.
    package var metaJSON: String?
    /// The state machine of an implicit recognizer (a builtin's, `VIEW#name`,
    /// docs/rules.md, S "Terms"); nil for a declared one, which `kind` drives.
    var machine: ImplicitMachine?

    /// Whether a builtin gives the view this recognizer (its id is `VIEW#name`); the scene
    /// document does not declare it.
    package var isImplicit: Bool { machine != nil }

    /// Whether it comes after the view's declared recognizers in G1 order (S35: a window's
    /// system-gesture gates come last).
    var comesLast: Bool { machine?.comesLast ?? false }

    /// Whether it only holds and fails, never recognizing in a session (S35, S36: a window's
    /// system-gesture gates), so G12 never concerns it.
    package var neverRecognizes: Bool { machine?.comesLast ?? false }

    /// The kind as people read it: `tap`, `pan`, … or an implicit recognizer's role
    /// (`scroll delay`, `scroll pan`).
    package var kindName: String { machine?.name ?? kind.rawValue }
}

/// A recognizer's state as an outcome records a transition (G4, docs/formats.md).
public enum GestureState: String, Sendable, Hashable, CaseIterable {
    /// A discrete recognizer (tap, swipe) recognized its gesture.
    case recognized
    /// The recognizer failed.
    case failed
    /// A continuous recognizer (pan, long press) began.
    case began
    /// A continuous recognizer's gesture changed.
    case changed
    /// A continuous recognizer's gesture ended.
    case ended
    /// A continuous recognizer's gesture was cancelled.
    case cancelled
}

/// One recognizer transition of a step (G17): `{"gesture", "state", "action", "target"}`.
public struct GestureTransition: Sendable, Hashable {
    /// The recognizer's id.
    public var gesture: String
    /// The state it moved to.
    public var state: GestureState
    /// The selector sent (G4), nil for `failed` and for a recognizer without an action.
    public var action: String?
    /// The responder the action was sent to, nil when no action was sent.
    public var target: String?

    package init(gesture: String, state: GestureState, action: String? = nil, target: String? = nil) {
        self.gesture = gesture
        self.state = state
        self.action = action
        self.target = target
    }
}

/// Why a touch delivery's phase did not reach its view now (G16, G17).
public enum Withheld: String, Sendable, Hashable, CaseIterable {
    /// Held back by `delaysTouchesBegan`/`delaysTouchesEnded` and queued, or a `moved` skipped.
    case delayed
    /// A recognizer took the touch (G13); the view gets no more of it.
    case claimed
}

/// The recognizers of a scene, in scene order (windows in list order, each view before its
/// subviews; on one view, a builtin's implicit recognizers first, then those of `gestures` in
/// their order: docs/rules.md, S "Terms").
package struct SceneGestures: Sendable {
    /// Every recognizer, enabled or not, declared or implicit, in scene order;
    /// `requireToFail` indexes this list (builtins may add requirements once it is merged,
    /// docs/rules.md S36).
    package internal(set) var recognizers: [GestureRecognizer]
    /// The declared recognizers alone, as the document gave them (`requireToFail` indexing
    /// this list): what a compiled scene keeps; implicit ones follow from the builtins.
    let declaredOnly: [GestureRecognizer]
    /// The enabled recognizers of each view, by view index, in G1 order: those of view `v` are
    /// `enabledList[enabledStart[v] ..< enabledStart[v + 1]]`. Two arrays rather than a
    /// dictionary of lists: a touch's walk up its hit view's superviews looked each view up by
    /// hash (issue #26).
    private let enabledStart: [Int32]
    private let enabledList: [Int]
    let indexOfID: [String: Int]

    static let none = SceneGestures(recognizers: [], viewCount: 0)

    /// Declared recognizers only.
    init(recognizers: [GestureRecognizer], viewCount: Int) {
        self.init(declared: recognizers, implicit: [], viewCount: viewCount)
    }

    /// Declared and implicit recognizers, each list in view order, merged into scene order:
    /// on one view the implicit ones come first (2.0), except those that come last in G1 order
    /// (a window's system-gesture gates, S35). Declared `requireToFail` indices are renumbered
    /// into the merged list.
    init(declared: [GestureRecognizer], implicit: [GestureRecognizer], viewCount: Int) {
        declaredOnly = declared
        var merged: [GestureRecognizer] = []
        merged.reserveCapacity(declared.count + implicit.count)
        var newIndex = [Int](repeating: 0, count: declared.count)
        var i = 0, d = 0
        while i < implicit.count || d < declared.count {
            if i < implicit.count && (d == declared.count || implicit[i].view < declared[d].view
                || (implicit[i].view == declared[d].view && !implicit[i].comesLast)) {
                merged.append(implicit[i])
                i += 1
            } else {
                newIndex[d] = merged.count
                merged.append(declared[d])
                d += 1
            }
        }
        if !implicit.isEmpty {
            for k in merged.indices where !merged[k].isImplicit {
                merged[k].requireToFail = merged[k].requireToFail.map { newIndex[$0] }
            }
        }
        recognizers = merged
        var ids: [String: Int] = [:]
        for (i, r) in merged.enumerated() { ids[r.id] = i }
        indexOfID = ids
        // A view outside the scene's views (none in a validated scene) has no recognizers.
        let viewCount = max(viewCount, 0)
        var start = [Int32](repeating: 0, count: viewCount + 1)
        for r in merged where r.enabled && r.view >= 0 && Int(r.view) < viewCount { start[Int(r.view) + 1] += 1 }
        for v in 0..<viewCount { start[v + 1] += start[v] }
        var list = [Int](repeating: 0, count: Int(start[viewCount]))
        var next = start
        for (i, r) in merged.enumerated() where r.enabled && r.view >= 0 && Int(r.view) < viewCount {
            list[Int(next[Int(r.view)])] = i
            next[Int(r.view)] += 1
        }
        enabledStart = start
        enabledList = list
    }

    /// The enabled recognizers of a view, in G1 order.
    func enabled(on view: Int32) -> ArraySlice<Int> {
        guard view >= 0, Int(view) + 1 < enabledStart.count else { return [] }
        return enabledList[Int(enabledStart[Int(view)]) ..< Int(enabledStart[Int(view) + 1])]
    }

    /// The recognizer index of an id.
    package func index(of id: String) -> Int? { indexOfID[id] }

    /// Every recognizer the document declares on a view, enabled or not, in `gestures` order
    /// (for `show`; a builtin's implicit recognizers are not listed).
    package func declared(on view: Int32) -> [GestureRecognizer] {
        recognizers.filter { $0.view == view && !$0.isImplicit }
    }

    /// Whether the document declares any recognizer.
    package var hasDeclared: Bool { !declaredOnly.isEmpty }
}
