/// The options each builtin kind takes (docs/uikit-classes.md, "The kinds and their options"), with the type each must have.
/// A key another kind takes, or no kind takes, is an unknown key and an error, as everywhere in
/// the scene format. Defaults are not here: each family applies its own (docs/uikit-classes.md,
/// "Named defaults", lists them).
enum BuiltinSchema {
    /// The type an option's value must have.
    enum OptionType {
        case bool
        case number
        /// A number ≥ 0.
        case nonNegative
        /// A number > 0.
        case positive
        /// An integer ≥ the bound.
        case integer(atLeast: Int)
        case string
        /// One of these strings.
        case oneOf([String])
        /// The id of any responder of the scene.
        case responder
        /// The id of a view (or window) of the scene.
        case view
        /// The id of a view controller of the scene.
        case viewController
        /// A list of view-controller ids.
        case viewControllers
        /// A responder id or null.
        case responderOrNull
        /// `[w, h]`, both ≥ 0.
        case size
        /// `[top, left, bottom, right]`.
        case insets
        /// `[x, y, w, h]`, w and h ≥ 0.
        case rect
        /// A list of `[x, y, w, h]`.
        case rects
        /// `[section, row]`, integers ≥ 0.
        case indexPath
        /// A list of `[section, row]`.
        case indexPaths
        /// `{"x": bool, "y": bool}`.
        case axes
        /// `"always"` or a list of view ids (S3's `touchesShouldBegin`).
        case alwaysOrViews
    }

    /// Keys every kind takes (4.1: "Common keys").
    static let commonKeys: Set<String> = ["kind", "version", "delegate", "answers"]

    /// Keys refused as not supported yet wherever they appear (clarification 20).
    static let reservedKeys: [String: String] = [
        "trailingActions": "swipe actions (S18)",
        "leadingActions": "swipe actions (S18)",
        "links": "text view links (S29)",
    ]

    static let scrollViewOptions: [String: OptionType] = [
        "delaysContentTouches": .bool, "canCancelContentTouches": .bool, "scrollEnabled": .bool,
        "contentSize": .size, "adjustedContentInset": .insets, "canScroll": .axes,
        "touchesShouldBegin": .alwaysOrViews, "touchesShouldCancel": .oneOf(["default", "always", "never"]),
    ]

    static let listOptions: [String: OptionType] = [
        "dataSource": .responder, "allowsSelection": .bool, "allowsMultipleSelection": .bool, "editing": .bool,
        "allowsSelectionDuringEditing": .bool, "selected": .indexPaths,
    ]

    /// Each kind's own options.
    static func options(for kind: BuiltinKind) -> [String: OptionType] {
        switch kind {
        case .scrollView: return scrollViewOptions
        case .tableView: return scrollViewOptions.merging(listOptions) { a, _ in a }
        case .collectionView:
            return scrollViewOptions.merging(listOptions) { a, _ in a }
                .merging(["scrollDirection": .oneOf(["vertical", "horizontal"])]) { a, _ in a }
        case .tableCell, .collectionCell: return ["indexPath": .indexPath]
        case .switch: return ["on": .bool, "enabled": .bool]
        case .slider:
            return ["value": .number, "min": .number, "max": .number, "continuous": .bool, "thumbRect": .rect,
                    "trackRect": .rect, "trackEnabled": .bool]
        case .stepper:
            return ["value": .number, "min": .number, "max": .number, "stepValue": .positive, "autorepeat": .bool,
                    "continuous": .bool, "wraps": .bool]
        case .segmentedControl:
            return ["segments": .integer(atLeast: 1), "segmentFrames": .rects, "selectedIndex": .integer(atLeast: -1),
                    "momentary": .bool, "alwaysEmitValueChanged": .bool, "selectOn": .oneOf(["up", "down"])]
        case .pageControl:
            return ["numberOfPages": .integer(atLeast: 0), "currentPage": .integer(atLeast: 0),
                    "continuousInteraction": .bool]
        case .textField: return ["enabled": .bool]
        case .textView: return scrollViewOptions.merging(["editable": .bool, "selectable": .bool]) { a, _ in a }
        case .tabBar:
            return ["controller": .viewController, "selectedIndex": .integer(atLeast: 0), "children": .viewControllers]
        case .tabBarButton: return ["index": .integer(atLeast: 0), "tabBar": .view]
        case .navigationBar:
            return ["controller": .viewController, "depth": .integer(atLeast: 0), "backButton": .view]
        case .barButton:
            return ["role": .oneOf(["item", "back"]), "target": .responderOrNull, "action": .string, "navigationBar": .view]
        case .alert: return ["controller": .viewController]
        case .alertAction:
            return ["index": .integer(atLeast: 0), "style": .oneOf(["default", "cancel", "destructive"]), "enabled": .bool,
                    "handler": .string]
        case .refreshControl, .picker, .datePicker: return [:]
        }
    }

    /// Options a kind cannot do without.
    static func required(for kind: BuiltinKind) -> [String] {
        switch kind {
        case .tableCell, .collectionCell: ["indexPath"]
        case .tabBarButton: ["index"]
        case .alertAction: ["index"]
        default: []
        }
    }
}
