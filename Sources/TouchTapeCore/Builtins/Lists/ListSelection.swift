/// What a table or collection view does with the touch phases that reach it through the
/// responder chain (docs/rules.md S11–S17), and an accessory button's tap (S19).
struct ListState: Sendable {
    /// The touch the list tracks (U6: it ignores touches that begin meanwhile), its row and cell.
    var tracked: (serial: Int, row: IndexPath, cell: Int32)?
    /// The rows selected now, in the order they were selected.
    var selected: [IndexPath]
}

extension GestureStage {
    /// S12–S17: one phase of touch `serial` reached the list `f`.
    mutating func listTouch(_ f: ListFacet, sample: TouchSample, serial: Int, touchView: Int32,
                            delivery: inout GestureDelivery) {
        var state = builtin.lists[f.view] ?? ListState(tracked: nil, selected: f.selected)
        defer { builtin.lists[f.view] = state }
        let names = ListSelectors(f.isCollection)
        switch sample.phase {
        case .began:
            // U6: a second touch is ignored while another is tracked.
            guard state.tracked == nil, let (cell, row) = row(of: touchView, in: f) else { return }
            // S13: selection allowed, then the delegate's answer.
            guard f.editing ? f.allowsSelectionDuringEditing : f.allowsSelection else { return }
            let args = [CallArgument("indexPath", row.callValue)]
            call(names.shouldHighlight, from: f.view, to: f.delegate, args, on: &delivery)
            guard answer(f, names.shouldHighlight, row) != .bool(false) else { return }
            call(names.didHighlight, from: f.view, to: f.delegate, args, on: &delivery)
            state.tracked = (serial, row, cell)
        case .ended:
            guard let tracked = state.tracked, tracked.serial == serial else { return }
            state.tracked = nil
            if isInside(sample.location, cell: tracked.cell) {
                if f.isCollection {
                    selectItem(tracked.row, f, &state, names, delivery: &delivery)
                } else {
                    call(names.didUnhighlight, from: f.view, to: f.delegate, [CallArgument("indexPath", tracked.row.callValue)],
                         on: &delivery)
                    selectRow(tracked.row, f, &state, names, delivery: &delivery)
                }
            } else {
                // S14, S17: outside the cell, nothing beyond the unhighlight.
                call(names.didUnhighlight, from: f.view, to: f.delegate, [CallArgument("indexPath", tracked.row.callValue)],
                     on: &delivery)
            }
        case .cancelled:
            // S16: the highlight goes; nothing is selected.
            guard let tracked = state.tracked, tracked.serial == serial else { return }
            state.tracked = nil
            call(names.didUnhighlight, from: f.view, to: f.delegate, [CallArgument("indexPath", tracked.row.callValue)],
                 on: &delivery)
        case .moved, .stationary:
            // S15: a move changes nothing; scrolling is the pan's business (S7).
            break
        }
    }

    /// S14: a table's selection at the lift, deferred to the Core Animation commit (E9).
    private mutating func selectRow(_ row: IndexPath, _ f: ListFacet, _ state: inout ListState, _ names: ListSelectors,
                           delivery: inout GestureDelivery) {
        func path(_ p: IndexPath) -> [CallArgument] { [CallArgument("indexPath", p.callValue)] }
        if f.allowsMultipleSelection, state.selected.contains(row) {
            // A selected row is deselected, not selected again.
            call(names.willDeselect, from: f.view, to: f.delegate, path(row), deferred: true, on: &delivery)
            state.selected.removeAll { $0 == row }
            call(names.didDeselect, from: f.view, to: f.delegate, path(row), deferred: true, on: &delivery)
            return
        }
        call(names.willSelect, from: f.view, to: f.delegate, path(row), deferred: true, on: &delivery)
        // The answer defaults to the row; null stops; another index path selects that row instead.
        let target: IndexPath
        switch answer(f, names.willSelect, row) {
        case .null: return
        case .indexPath(let s, let r): target = IndexPath(section: s, row: r)
        default: target = row
        }
        if !f.allowsMultipleSelection {
            for other in state.selected where other != target {
                call(names.willDeselect, from: f.view, to: f.delegate, path(other), deferred: true, on: &delivery)
                call(names.didDeselect, from: f.view, to: f.delegate, path(other), deferred: true, on: &delivery)
            }
            state.selected.removeAll { $0 != target }
        }
        if !state.selected.contains(target) { state.selected.append(target) }
        call(names.didSelect, from: f.view, to: f.delegate, path(target), deferred: true, on: &delivery)
    }

    /// S17: a collection view's selection at the lift, in the documented order.
    private mutating func selectItem(_ item: IndexPath, _ f: ListFacet, _ state: inout ListState, _ names: ListSelectors,
                            delivery: inout GestureDelivery) {
        func path(_ p: IndexPath) -> [CallArgument] { [CallArgument("indexPath", p.callValue)] }
        if f.allowsMultipleSelection, state.selected.contains(item) {
            call(names.didUnhighlight, from: f.view, to: f.delegate, path(item), on: &delivery)
            call(names.willDeselect, from: f.view, to: f.delegate, path(item), on: &delivery)
            state.selected.removeAll { $0 == item }
            call(names.didDeselect, from: f.view, to: f.delegate, path(item), on: &delivery)
            return
        }
        call(names.willSelect, from: f.view, to: f.delegate, path(item), on: &delivery)
        call(names.didUnhighlight, from: f.view, to: f.delegate, path(item), on: &delivery)
        // `shouldSelect` NO stops the selection (the highlight still goes).
        guard answer(f, names.willSelect, item) != .bool(false) else { return }
        if !f.allowsMultipleSelection {
            for other in state.selected where other != item {
                call(names.willDeselect, from: f.view, to: f.delegate, path(other), on: &delivery)
                call(names.didDeselect, from: f.view, to: f.delegate, path(other), on: &delivery)
            }
            state.selected.removeAll { $0 != item }
        }
        if !state.selected.contains(item) { state.selected.append(item) }
        call(names.didSelect, from: f.view, to: f.delegate, path(item), on: &delivery)
    }

    /// S19: an accessory button's `touchUpInside` makes its table tell the delegate.
    mutating func accessorySent(_ control: Int32, cell: Int32, events: [ControlEvent], delivery: inout GestureDelivery) {
        guard events.contains(.touchUpInside), let c = scene.builtins.lists.cells[cell], let list = c.list,
              let f = scene.builtins.lists.lists[list] else { return }
        call("tableView:accessoryButtonTappedForRowWithIndexPath:", from: f.view, to: f.delegate,
             [CallArgument("indexPath", c.indexPath.callValue)], on: &delivery)
    }

    /// S11: the row a touch belongs to: the nearest cell of this list that is the touch's view
    /// or one of its ancestors (nil on a header, a footer or empty list area).
    private func row(of view: Int32, in f: ListFacet) -> (Int32, IndexPath)? {
        var v = view
        while v >= 0 && v != f.view {
            if let cell = scene.builtins.lists.cells[v], cell.list == f.view { return (v, cell.indexPath) }
            v = scene.nodes[Int(v)].parent
        }
        return nil
    }

    /// S14: the lift lies inside the row's cell, as P1 (its bounds, half-open).
    private func isInside(_ screenPoint: Point, cell: Int32) -> Bool {
        guard let p = scene.convert(screenPoint, from: nil, to: cell) else { return false }
        return scene.nodes[Int(cell)].bounds.contains(p)
    }

    /// The scene's answer to a delegate message about a row, nil for UIKit's default.
    private func answer(_ f: ListFacet, _ selector: String, _ row: IndexPath) -> CallValue? {
        f.answers.answer(selector, key: row.answerKey)
    }
}

/// The delegate messages of a table (S13, S14) or a collection view (S17).
struct ListSelectors {
    let shouldHighlight: String
    let didHighlight: String
    let didUnhighlight: String
    /// A table's `willSelect`, a collection's `shouldSelect` (S17 replaces one with the other).
    let willSelect: String
    let willDeselect: String
    let didDeselect: String
    let didSelect: String

    init(_ collection: Bool) {
        if collection {
            shouldHighlight = "collectionView:shouldHighlightItemAtIndexPath:"
            didHighlight = "collectionView:didHighlightItemAtIndexPath:"
            didUnhighlight = "collectionView:didUnhighlightItemAtIndexPath:"
            willSelect = "collectionView:shouldSelectItemAtIndexPath:"
            willDeselect = "collectionView:shouldDeselectItemAtIndexPath:"
            didDeselect = "collectionView:didDeselectItemAtIndexPath:"
            didSelect = "collectionView:didSelectItemAtIndexPath:"
        } else {
            shouldHighlight = "tableView:shouldHighlightRowAtIndexPath:"
            didHighlight = "tableView:didHighlightRowAtIndexPath:"
            didUnhighlight = "tableView:didUnhighlightRowAtIndexPath:"
            willSelect = "tableView:willSelectRowAtIndexPath:"
            willDeselect = "tableView:willDeselectRowAtIndexPath:"
            didDeselect = "tableView:didDeselectRowAtIndexPath:"
            didSelect = "tableView:didSelectRowAtIndexPath:"
        }
    }
}
