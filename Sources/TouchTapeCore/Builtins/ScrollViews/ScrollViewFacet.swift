/// Scroll views (docs/rules.md S3–S10): the options of a `scrollView`, `tableView`,
/// `collectionView` or `textView` builtin with their defaults applied, and the two implicit
/// recognizers they give the view (S3). The machines are in ScrollViewMachines.swift.
struct ScrollViewFacet: Sendable, Hashable {
    /// S7's `touchesShouldCancel`.
    enum ShouldCancel: String, Sendable, Hashable {
        /// NO for a control, YES otherwise (UIScrollView's default; U2 for tables).
        case byDefault = "default"
        case always, never
    }

    var view: Int32
    var kind: BuiltinKind
    var delaysContentTouches: Bool
    var canCancelContentTouches: Bool
    var scrollEnabled: Bool
    /// S6: whether the view can scroll along each axis.
    var canScrollX: Bool
    var canScrollY: Bool
    /// S3's `touchesShouldBegin`: the views for which it answers NO ("always": none).
    var touchesShouldBeginNo: [Int32]
    var touchesShouldCancel: ShouldCancel

    /// Every scroll view's facet, by view.
    static func compile(_ items: [Builtin], scene: Scene) -> [Int32: ScrollViewFacet] {
        var result: [Int32: ScrollViewFacet] = [:]
        for b in items where b.kind.isScrollView {
            result[b.view] = ScrollViewFacet(b, scene: scene)
        }
        return result
    }

    init(_ b: Builtin, scene: Scene) {
        let s = b.settings
        view = b.view
        kind = b.kind
        delaysContentTouches = s.bool("delaysContentTouches") ?? true
        canCancelContentTouches = s.bool("canCancelContentTouches") ?? true
        scrollEnabled = s.bool("scrollEnabled") ?? true
        touchesShouldBeginNo = s.responders("touchesShouldBegin") ?? []
        touchesShouldCancel = s.string("touchesShouldCancel").flatMap(ShouldCancel.init(rawValue:)) ?? .byDefault
        (canScrollX, canScrollY) = Self.canScroll(b, frameSize: scene.viewInfos[Int(b.view)].frame.size,
                                                  scrollEnabled: scrollEnabled)
    }

    /// S6 and clarifications 10 and 13: an explicit `canScroll` wins; `scrollEnabled: false`
    /// scrolls on neither axis; with `contentSize`, the content (plus `adjustedContentInset`)
    /// must exceed the frame on that axis, except that a table always scrolls y (tables
    /// bounce); without it, each kind's default.
    static func canScroll(_ b: Builtin, frameSize: Size, scrollEnabled: Bool) -> (x: Bool, y: Bool) {
        let s = b.settings
        if case .axes(let x, let y) = s["canScroll"] { return (x, y) }
        if !scrollEnabled { return (false, false) }
        if let content = s.numbers("contentSize") {
            let inset = s.numbers("adjustedContentInset") ?? [0, 0, 0, 0]
            let x = content[0] + inset[1] + inset[3] > frameSize.width
            let y = content[1] + inset[0] + inset[2] > frameSize.height
            return (x, y || b.kind == .tableView)
        }
        switch b.kind {
        case .tableView: return (false, true)
        case .collectionView:
            // E29: a collection scrolls only when its content is larger, which needs
            // `contentSize`; without it, along its layout's direction (docs/uikit-classes.md, "Scroll views").
            let horizontal = s.string("scrollDirection") == "horizontal"
            return (horizontal, !horizontal)
        case .scrollView: return (true, true)
        default: return (false, false)
        }
    }
}

extension Scene {
    /// S3: `#scrollDelay`, then `#scrollPan` unless `scrollEnabled` is false.
    func scrollRecognizers(_ f: ScrollViewFacet) -> [GestureRecognizer] {
        let id = responderIDs[Int(f.view)]
        var delay = GestureRecognizer(id: Scene.implicitID(id, "scrollDelay"), kind: .tap, view: f.view)
        delay.cancelsTouchesInView = true
        delay.delaysTouchesBegan = true
        delay.delaysTouchesEnded = false
        delay.machine = .scrollDelay
        guard f.scrollEnabled else { return [delay] }
        var pan = GestureRecognizer(id: Scene.implicitID(id, "scrollPan"), kind: .pan, view: f.view)
        pan.cancelsTouchesInView = true
        pan.delaysTouchesBegan = false
        // Clarification 5: UIKit's scroll pan holds no ends.
        pan.delaysTouchesEnded = false
        pan.action = GestureRecognizer.Action(target: id, selector: "handlePan:")
        pan.machine = .scrollPan
        return [delay, pan]
    }
}

extension SceneBuiltins {
    /// S6: the axes a scroll view scrolls along (nil for a view that is not one), for `why`.
    package func canScroll(_ view: Int32) -> (x: Bool, y: Bool)? {
        scrollViews[view].map { ($0.canScrollX, $0.canScrollY) }
    }
}
