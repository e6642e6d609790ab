/// Builtins: what UIKit's own classes do with touches (docs/rules.md, S1–S38).
///
/// # Design
///
/// **Declaration.** A view node of a `touchtape.scene/2` document may carry
/// `"builtin": {"kind": K, …options}`; a window node may carry `systemGestureRegions` and
/// `defersSystemGestures`. A JSON scene has exactly the builtins it writes; only the dump
/// importer (K2–K5) and the capture library infer them, from the class
/// (``BuiltinClassTable``). `BuiltinDecoder.swift` validates every kind against one schema
/// (`BuiltinSchema.swift`: each kind's option keys and their types) and compiles the
/// builtins into ``SceneBuiltins``, which keeps the validated options (``BuiltinSettings``)
/// and, for the families that act, a compiled facet (``ScrollViewFacet``, ``ListFacet``, …).
///
/// **Behaviour, through four hooks**, each with one registration point. A new family (value
/// controls S20–S24, text input S27–S29, bars S30–S33, alerts S34, window gates S35–S37) adds
/// a file or two of its own and one line at each hook it needs:
///
/// 1. *Implicit recognizers* (`ImplicitRecognizers.swift`): `implicitRecognizers(…)` lists the
///    recognizers a builtin gives its view (ids `VIEW#name`, G1 order before the view's own);
///    ``ImplicitMachine`` names their state machines, and `offerImplicit` / `seeImplicit` /
///    `deadlineImplicit` switch on it (`touchOffered` for one that begins in the `began` step
///    once every recognizer has been offered the touch, S34). They run in the recognizer
///    stage exactly as declared ones do (G1–G19), so they appear in `gestures`, wait, claim
///    and hold like any other. A recognizer's action that acts (S27, S34) runs before its
///    step's delivery exists: its calls wait with the step's deferred ones (`actionCall`).
/// 2. *Responder handlers* (`BuiltinResponders.swift`): a builtin that handles touches as a
///    responder (a table's `touchesBegan…`, S12) consumes the phase when the chain walk reaches
///    it (`handledBy` is that view) and reacts in `touchReached`.
/// 3. *Control hooks* (`BuiltinResponders.swift`, `controlSent`): what a control's own events
///    make a builtin do (an accessory button's `touchUpInside`, S19; a value control's
///    `valueChanged`, S20–S24, which `controlTracking` may also silence or pass up the chain).
/// 4. *Calls*: whatever a builtin does beyond control events is a ``BuiltinCall`` on the
///    delivery whose step caused it; a call UIKit defers to the Core Animation commit waits in
///    ``BuiltinRuntime`` and the step's end appends it after every other effect (2.0).
///
/// Mutable state (a table's highlighted row and selection) lives in ``BuiltinRuntime``, inside
/// the recognizer stage, so that it travels with the stage's touches. The first responder (F1)
/// stays the dispatcher's: it hands it to the stage for each event and reads back what a text
/// field's tap made of it (S27). A builtin's own deadline (a stepper's autorepeat,
/// clarification 19) is armed with `armBuiltin` and passes, in G5's order with the
/// recognizers' deadlines, as a `timer` delivery (`builtinDeadlinePassed`).
///
/// **Cost.** A scene with neither builtins nor recognizers never reaches any of this: the
/// dispatcher keeps its compact path (`hasGestureStage` is false). A scene with recognizers
/// but no builtin pays a test of a stored flag (`hasBuiltins`) per delivered phase, two per
/// event (the first responder handed to the stage, S27) and one per beginning touch (the
/// recognizers that begin once offered, S34).
package enum BuiltinKind: String, Sendable, Hashable, CaseIterable {
    case scrollView, tableView, collectionView, tableCell, collectionCell
    case `switch`, slider, stepper, segmentedControl, pageControl
    case textField, textView
    case tabBar, tabBarButton, navigationBar, barButton
    case alert, alertAction
    /// Reserved (S25, S26, clarification 20; docs/uikit-classes.md, "Not modelled, and
    /// reserved"): refused as bad input until built.
    case refreshControl, picker, datePicker

    /// The reserved kinds: S25 and S26.
    package var isReserved: Bool { self == .refreshControl || self == .picker || self == .datePicker }

    /// Kinds that are scroll views (S3): they take the `scrollView` options and get its pair of
    /// recognizers.
    package var isScrollView: Bool {
        self == .scrollView || self == .tableView || self == .collectionView || self == .textView
    }

    /// Tables and collection views (S11–S17).
    package var isList: Bool { self == .tableView || self == .collectionView }

    /// Cells (S11).
    package var isCell: Bool { self == .tableCell || self == .collectionCell }

    /// The UIKit class G12 treats a builtin of this kind as (U12), when G12 names it.
    var controlClassForG12: String? {
        switch self {
        case .switch: "UISwitch"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .segmentedControl: "UISegmentedControl"
        case .pageControl: "UIPageControl"
        default: nil
        }
    }
}

/// One view's builtin, validated, with its names resolved to responder indices.
package struct Builtin: Sendable, Hashable {
    /// U15: `"modern"` by default.
    package enum Version: String, Sendable, Hashable {
        case modern, legacy
    }

    package var kind: BuiltinKind
    /// The view (or window) that carries it.
    package var view: Int32
    package var version: Version
    /// The responder that receives the delegate messages, if the scene names one.
    package var delegate: Int32?
    /// Delegate answers that differ from UIKit's defaults (4.1).
    package var answers: BuiltinAnswers
    /// The kind's options as the scene gave them (no defaults applied).
    package var settings: BuiltinSettings
    /// The `builtin` object as canonical JSON text: what a compiled scene keeps, and what
    /// `show` and the store print.
    package var json: String
}

/// A builtin's validated options, by key (only those the scene gave; each family applies its
/// defaults). Names of responders are already resolved to indices.
package struct BuiltinSettings: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        case bool(Bool)
        case number(Double)
        case integer(Int)
        case string(String)
        case null
        /// A responder, by index.
        case responder(Int32)
        case responders([Int32])
        case numbers([Double])
        case indexPath(section: Int, row: Int)
        case indexPaths([[Int]])
        case axes(x: Bool, y: Bool)
        case rects([[Double]])
    }

    var values: [String: Value] = [:]

    package subscript(key: String) -> Value? { values[key] }

    package func bool(_ key: String) -> Bool? {
        if case .bool(let b) = values[key] { return b }
        return nil
    }

    package func number(_ key: String) -> Double? {
        switch values[key] {
        case .number(let d): d
        case .integer(let i): Double(i)
        default: nil
        }
    }

    package func integer(_ key: String) -> Int? {
        if case .integer(let i) = values[key] { return i }
        return nil
    }

    package func string(_ key: String) -> String? {
        if case .string(let s) = values[key] { return s }
        return nil
    }

    package func responder(_ key: String) -> Int32? {
        if case .responder(let r) = values[key] { return r }
        return nil
    }

    package func responders(_ key: String) -> [Int32]? {
        if case .responders(let list) = values[key] { return list }
        return nil
    }

    package func numbers(_ key: String) -> [Double]? {
        if case .numbers(let xs) = values[key] { return xs }
        return nil
    }

    package func indexPath(_ key: String) -> IndexPath? {
        if case .indexPath(let s, let r) = values[key] { return IndexPath(section: s, row: r) }
        return nil
    }

    package func indexPaths(_ key: String) -> [IndexPath]? {
        if case .indexPaths(let list) = values[key] { return list.map { IndexPath(section: $0[0], row: $0[1]) } }
        return nil
    }
}

/// A table or collection row: `[section, row]` (S11).
package struct IndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var section: Int
    package var row: Int

    package init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    package static func < (a: IndexPath, b: IndexPath) -> Bool { (a.section, a.row) < (b.section, b.row) }

    /// `[0, 3]`, as `show` prints it.
    package var description: String { "[\(section), \(row)]" }
    /// `"0.3"`, as `answers` keys spell it (4.1).
    package var answerKey: String { "\(section).\(row)" }
    /// As a call argument.
    package var callValue: CallValue { .indexPath(section: section, row: row) }
}

/// The `answers` of a builtin (4.1): per selector, one answer for every row (or item), or
/// answers by key (`"section.row"` for index paths, the index for items).
package struct BuiltinAnswers: Sendable, Hashable {
    package enum Answer: Sendable, Hashable {
        case all(CallValue)
        case byKey([String: CallValue])
    }

    var bySelector: [String: Answer] = [:]

    package var isEmpty: Bool { bySelector.isEmpty }

    /// The scene's answer for this selector and key, nil when it states none (UIKit's default).
    package func answer(_ selector: String, key: String) -> CallValue? {
        switch bySelector[selector] {
        case .all(let v): v
        case .byKey(let map): map[key]
        case nil: nil
        }
    }
}

/// An edge of a window's system-gesture regions (S35, U5).
package enum ScreenEdge: String, Sendable, Hashable, CaseIterable {
    case bottom, top, left, right
}

/// A window's declared system-gesture keys (S35–S36, clarification 2); the gates they give the
/// window are in WindowGates/.
package struct WindowGates: Sendable, Hashable {
    package struct Region: Sendable, Hashable {
        package var edge: ScreenEdge
        package var size: Double
    }

    package var window: Int32
    /// `systemGestureRegions`; nil when the window does not declare it.
    package var regions: [Region]?
    /// `defersSystemGestures`.
    package var defers: [ScreenEdge]

    /// The regions in force: those declared, less the edges deferred. Empty: no gate.
    package var activeRegions: [Region] {
        (regions ?? []).filter { !defers.contains($0.edge) }
    }
}

/// Every builtin of a scene, and what the families that act compiled from them.
package struct SceneBuiltins: Sendable {
    /// The builtins in view order.
    package let items: [Builtin]
    /// Windows that declare `systemGestureRegions` or `defersSystemGestures`, in view order.
    package let windowGates: [WindowGates]
    let itemOfView: [Int32: Int]
    /// Whether there is a builtin or a gate (computed once: dispatch asks for every delivery).
    private let hasAny: Bool

    // The compiled facets of the families that act (one line per family).
    /// S3–S10: every scroll view (`scrollView`, `tableView`, `collectionView`, `textView`).
    let scrollViews: [Int32: ScrollViewFacet]
    /// S11–S17, S19: tables and collection views, their cells and accessory buttons.
    let lists: ListFacets
    /// S27–S29: text fields and text views, by view.
    let textInputs: [Int32: TextInputFacet]
    /// S34: alerts and their actions.
    let alerts: AlertFacets
    /// S20–S24: switches, sliders, steppers, segmented controls and page controls.
    let valueControls: ValueControlFacets
    /// S30–S33: tab bars, navigation bars and their buttons.
    let bars: BarFacets
    /// By view: whether it is a list or a bar that tracks its back button, the builtins that
    /// consume the touch phases the chain walk brings them (hook 2). A flag per view rather
    /// than two look-ups by hash: every delivery's chain walk asks it of each responder it
    /// passes (issue #26).
    private let touchHandlingViews: [Bool]

    static let none = SceneBuiltins(items: [], windowGates: [], viewCount: 0, scene: nil)

    init(items: [Builtin], windowGates: [WindowGates], viewCount: Int, scene: Scene?) {
        self.items = items
        self.windowGates = windowGates
        var byView: [Int32: Int] = [:]
        for (i, b) in items.enumerated() { byView[b.view] = i }
        itemOfView = byView
        hasAny = !items.isEmpty || windowGates.contains { !$0.activeRegions.isEmpty }
        if let scene, !items.isEmpty {
            scrollViews = ScrollViewFacet.compile(items, scene: scene)
            lists = ListFacets.compile(items, scene: scene)
            textInputs = TextInputFacet.compile(items, scene: scene)
            alerts = AlertFacets.compile(items, scene: scene)
            valueControls = ValueControlFacets.compile(items, scene: scene)
            bars = BarFacets.compile(items, scene: scene)
            var flags = [Bool](repeating: false, count: max(viewCount, 0))
            for view in lists.lists.keys where flags.indices.contains(Int(view)) { flags[Int(view)] = true }
            for view in bars.trackingBars where flags.indices.contains(Int(view)) { flags[Int(view)] = true }
            touchHandlingViews = flags
        } else {
            scrollViews = [:]
            lists = .none
            textInputs = [:]
            alerts = .none
            valueControls = .none
            bars = .none
            touchHandlingViews = []
        }
    }

    /// Hook 2: whether a responder is a builtin that consumes the touch phases the chain walk
    /// brings it (a list, or a bar tracking its back button).
    func handlesTouches(_ responder: Int32) -> Bool {
        responder >= 0 && Int(responder) < touchHandlingViews.count && touchHandlingViews[Int(responder)]
    }

    /// Whether the scene has neither a builtin nor a gate: its outcomes carry no `calls`
    /// (clarification 3). A gate is a window whose regions in force are not empty.
    package var isEmpty: Bool { !hasAny }

    /// The builtin a view carries, if any.
    package func builtin(of view: Int32) -> Builtin? {
        itemOfView[view].map { items[$0] }
    }

    /// The window keys a window declares, if any.
    package func gates(of window: Int32) -> WindowGates? {
        windowGates.first { $0.window == window }
    }
}

extension Scene {
    /// Whether the scene has a builtin or a gate: its outcomes then carry `calls` (and the
    /// `/2` keys), and dispatch runs the recognizer stage.
    package var hasBuiltins: Bool { !builtins.isEmpty }
}
