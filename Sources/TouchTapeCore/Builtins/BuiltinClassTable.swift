/// S1: which builtin a UIKit class gives a view (docs/rules.md S1; docs/uikit-classes.md, "Where builtins come from").
/// The dump importer (K2) and the capture library call ``BuiltinClassTable/inference(className:baseClass:)``
/// and write what it answers into the scene's `builtin` key; the engine itself never infers
/// (a JSON scene has exactly the builtins it writes).
package enum BuiltinClassTable {
    /// What a class implies.
    package struct Inference: Sendable, Hashable {
        package var kind: BuiltinKind
        /// Options the class fixes beyond the kind's defaults (`UITableViewWrapperView`:
        /// `scrollEnabled: false`, S10).
        package var options: [String: Bool]
        /// K4 (U10): the importer makes the view hit-test to itself (`"hitTest": {"forwardTo":
        /// [its id]}`: itself for a point inside it), so that it, not a private element inside
        /// it, is the touch's view.
        package var hitTestSelf: Bool
        /// Matched by `baseClass` rather than by the class itself (U12).
        package var byBaseClass: Bool
    }

    /// The builtin a view of class `className` (or, when that is not listed, `baseClass`, as
    /// `meta.baseClass` holds it) gets; nil for a class that has none (S2). Class names match
    /// exactly. The reserved kinds (refresh control, pickers) are never inferred.
    package static func inference(className: String, baseClass: String?) -> Inference? {
        if let found = byClass[className] { return found }
        if let baseClass, var found = byClass[baseClass] {
            found.byBaseClass = true
            return found
        }
        return nil
    }

    /// The classes S1 lists, exactly as UIKit names them.
    package static var classes: [String] { byClass.keys.sorted() }

    private static let byClass: [String: Inference] = {
        var table: [String: Inference] = [:]
        func add(_ kind: BuiltinKind, _ names: [String], options: [String: Bool] = [:], hitTestSelf: Bool = false) {
            for name in names {
                table[name] = Inference(kind: kind, options: options, hitTestSelf: hitTestSelf, byBaseClass: false)
            }
        }
        add(.scrollView, ["UIScrollView", "UIWebScrollView", "WKScrollView"])
        // S10: the iOS 7–10 wrapper is a scroll view that never scrolls by itself (M).
        add(.scrollView, ["UITableViewWrapperView"], options: ["scrollEnabled": false])
        add(.tableView, ["UITableView"])
        add(.collectionView, ["UICollectionView"])
        add(.tableCell, ["UITableViewCell"])
        add(.collectionCell, ["UICollectionViewCell"])
        add(.switch, ["UISwitch"])
        add(.slider, ["UISlider"], hitTestSelf: true)
        add(.stepper, ["UIStepper"], hitTestSelf: true)
        add(.segmentedControl, ["UISegmentedControl"], hitTestSelf: true)
        add(.pageControl, ["UIPageControl"], hitTestSelf: true)
        add(.textField, ["UITextField", "UISearchTextField", "UISearchBarTextField"])
        add(.textView, ["UITextView"])
        add(.tabBar, ["UITabBar"])
        add(.tabBarButton, ["UITabBarButton"])
        add(.navigationBar, ["UINavigationBar"])
        add(.barButton, ["_UIButtonBarButton", "UINavigationButton"])
        add(.alert, ["_UIAlertControllerView"])
        add(.alertAction, ["_UIInterfaceActionCustomViewRepresentationView", "_UIAlertControllerActionView"])
        return table
    }()
}
