import TouchTapeCore

/// Where the recognizers of a view see touches: the cells whose hit view is the view or one of
/// its descendants (G1: a recognizer sees every touch hit-testing gives its view or a subview).
/// Kept for the views that carry an enabled recognizer with an action, and for the rows and tab
/// buttons UIKit's own classes select (a touch anywhere in a cell reaches its table, S11),
/// filled in the same pass over the grid as `HitAreaMap`'s own areas, with the same run lengths.
struct RecognizerAreaAccumulator {
    /// The views measured with their descendants, each given a slot.
    let owners: [Int32]
    /// For each view, the slots of itself and its ancestors that are owners.
    private let slotsOfView: [[Int]]
    private let columns: Int
    private var lastColumn: [Int], lastColumnRow: [Int], horizontalRun: [Int]
    private var lastRow: [Int], verticalRun: [Int]
    private var minCol: [Int], maxCol: [Int], minRow: [Int], maxRow: [Int]
    private var longestRow: [Int], longestColumn: [Int], cells: [Int]

    init(scene: Scene, columns: Int) {
        var owners: [Int32] = []
        for r in scene.gestures.recognizers where r.enabled && r.action != nil && !r.isImplicit && !owners.contains(r.view) {
            owners.append(r.view)
        }
        for b in scene.builtins.items where scene.isSelectionTarget(b.view) && !owners.contains(b.view) {
            owners.append(b.view)
        }
        self.owners = owners
        var slots = [[Int]](repeating: [], count: scene.viewCount)
        if !owners.isEmpty {
            for v in 0..<scene.viewCount {
                var current: Int32? = Int32(v)
                while let view = current {
                    if let slot = owners.firstIndex(of: view) { slots[v].append(slot) }
                    current = scene.superview(of: view)
                }
            }
        }
        slotsOfView = slots
        self.columns = columns
        let k = owners.count
        lastColumn = [Int](repeating: -2, count: k); lastColumnRow = [Int](repeating: -2, count: k)
        horizontalRun = [Int](repeating: 0, count: k)
        lastRow = [Int](repeating: -2, count: k * columns); verticalRun = [Int](repeating: 0, count: k * columns)
        minCol = [Int](repeating: Int.max, count: k); maxCol = [Int](repeating: -1, count: k)
        minRow = [Int](repeating: Int.max, count: k); maxRow = [Int](repeating: -1, count: k)
        longestRow = [Int](repeating: 0, count: k); longestColumn = [Int](repeating: 0, count: k)
        cells = [Int](repeating: 0, count: k)
    }

    var isEmpty: Bool { owners.isEmpty }

    /// Counts the cell at (row, column), whose hit view is `view`, for every owner on its path.
    mutating func add(view: Int32, row: Int, column: Int) {
        for s in slotsOfView[Int(view)] {
            horizontalRun[s] = lastColumnRow[s] == row && lastColumn[s] == column - 1 ? horizontalRun[s] + 1 : 1
            lastColumn[s] = column
            lastColumnRow[s] = row
            let i = s * columns + column
            verticalRun[i] = lastRow[i] == row - 1 ? verticalRun[i] + 1 : 1
            lastRow[i] = row
            cells[s] += 1
            minCol[s] = min(minCol[s], column); maxCol[s] = max(maxCol[s], column)
            minRow[s] = min(minRow[s], row); maxRow[s] = max(maxRow[s], row)
            longestRow[s] = max(longestRow[s], horizontalRun[s])
            longestColumn[s] = max(longestColumn[s], verticalRun[i])
        }
    }

    /// Each owner's area, by view index (owners that get no cell are left out).
    func areas(region: Rect, step: Double) -> [Int32: HitAreaMap.Area] {
        var result: [Int32: HitAreaMap.Area] = [:]
        for (s, view) in owners.enumerated() where cells[s] > 0 {
            let box = Rect(x: region.minX + Double(minCol[s]) * step, y: region.minY + Double(minRow[s]) * step,
                           width: Double(maxCol[s] - minCol[s] + 1) * step,
                           height: Double(maxRow[s] - minRow[s] + 1) * step)
            result[view] = HitAreaMap.Area(boundingBox: box, width: Double(longestRow[s]) * step,
                                           height: Double(longestColumn[s]) * step, cells: cells[s])
        }
        return result
    }
}

extension Scene {
    /// Whether the view carries an enabled recognizer with an action: a touch target for the
    /// 44-point lint even when the view itself forwards its touches (G1, G4). The recognizers
    /// a builtin gives its view (a scroll view's pan, `VIEW#name`) are UIKit's, not targets.
    package func carriesRecognizerAction(_ view: Int32) -> Bool {
        gestures.recognizers.contains { $0.view == view && $0.enabled && $0.action != nil && !$0.isImplicit }
    }
}
