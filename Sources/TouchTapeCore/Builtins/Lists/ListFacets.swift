/// Tables and collection views (docs/rules.md S11–S17, S19): their options with the
/// defaults applied, which row each cell is, and which accessory buttons belong to a cell.
/// What a list does with touches is in ListSelection.swift.
struct ListFacets: Sendable {
    /// Tables and collection views, by view.
    var lists: [Int32: ListFacet] = [:]
    /// Cells, by view.
    var cells: [Int32: CellFacet] = [:]
    /// S19 (clarification 14): accessory buttons inside a table cell, by view: their cell.
    var accessories: [Int32: Int32] = [:]

    static let none = ListFacets()

    /// The classes of a cell's detail or info accessory button (S19).
    static let accessoryClasses: Set<String> = ["_UITableCellAccessoryButton", "UITableViewCellDetailDisclosureView"]

    static func compile(_ items: [Builtin], scene: Scene) -> ListFacets {
        var f = ListFacets()
        for b in items where b.kind.isList { f.lists[b.view] = ListFacet(b) }
        guard !f.lists.isEmpty || items.contains(where: { $0.kind.isCell }) else { return f }
        for b in items where b.kind.isCell {
            let listKind: BuiltinKind = b.kind == .tableCell ? .tableView : .collectionView
            var list: Int32?
            var v = scene.nodes[Int(b.view)].parent
            while v >= 0 {
                if let l = f.lists[v], l.kind == listKind {
                    list = v
                    break
                }
                v = scene.nodes[Int(v)].parent
            }
            f.cells[b.view] = CellFacet(view: b.view, indexPath: b.settings.indexPath("indexPath") ?? IndexPath(section: 0, row: 0),
                                        list: list)
        }
        for v in 0..<Int32(scene.viewCount) where accessoryClasses.contains(scene.responderClasses[Int(v)]) {
            var c = scene.nodes[Int(v)].parent
            while c >= 0 {
                if let cell = f.cells[c] {
                    if cell.list.map({ f.lists[$0]?.kind == .tableView }) == true { f.accessories[v] = c }
                    break
                }
                c = scene.nodes[Int(c)].parent
            }
        }
        return f
    }
}

/// One table or collection view's options (4.1), defaults applied.
struct ListFacet: Sendable {
    var view: Int32
    var kind: BuiltinKind
    var delegate: Int32?
    var allowsSelection: Bool
    var allowsMultipleSelection: Bool
    var editing: Bool
    var allowsSelectionDuringEditing: Bool
    /// The rows selected when the session starts.
    var selected: [IndexPath]
    var answers: BuiltinAnswers

    var isCollection: Bool { kind == .collectionView }

    init(_ b: Builtin) {
        let s = b.settings
        view = b.view
        kind = b.kind
        // 4.1: `delegate` defaults to the data source (the importer's guess, K5).
        delegate = b.delegate ?? s.responder("dataSource")
        allowsSelection = s.bool("allowsSelection") ?? true
        allowsMultipleSelection = s.bool("allowsMultipleSelection") ?? false
        editing = s.bool("editing") ?? false
        allowsSelectionDuringEditing = s.bool("allowsSelectionDuringEditing") ?? false
        selected = s.indexPaths("selected") ?? []
        answers = b.answers
    }
}

/// A cell: its row, and the list it belongs to (the nearest enclosing list of its kind).
struct CellFacet: Sendable {
    var view: Int32
    var indexPath: IndexPath
    var list: Int32?
}
