import TouchTapeCore

/// Where on the screen each view gets touches, found by hit-testing a grid of points
/// (the centre of each `step` × `step` cell) over the windows' screen area. This is the
/// effective hit area, after rules, clipping by ancestors' bounds and views in front: read
/// from hit-testing itself, never from frames.
package struct HitAreaMap: Sendable {
    /// One view's share of the grid.
    package struct Area: Sendable, Hashable {
        /// The smallest rectangle of whole cells holding every cell the view gets.
        package var boundingBox: Rect
        /// The longest unbroken horizontal run of the view's cells, in points.
        package var width: Double
        /// The longest unbroken vertical run of the view's cells, in points.
        package var height: Double
        /// How many cells the view gets.
        package var cells: Int
    }

    /// The area sampled (the windows' screen frames' bounding box); nil when there is none.
    package let region: Rect?
    /// The side of one cell, in points.
    package let step: Double
    /// Each view's area, by view index; nil for a view that gets no cell.
    package let areas: [Area?]
    /// For each view that carries an enabled recognizer with an action, and each row or tab
    /// UIKit's own classes select, where its recognizers see touches (where a tap selects it):
    /// the cells of the view and of its descendants (G1, S11). Views that get no cell are left out.
    package let recognizerAreas: [Int32: Area]

    /// The most cells sampled; a larger screen is sampled with a coarser step.
    package static let maximumCells = 4_000_000

    /// Samples the scene's windows with cells of `step` points (1 by default), coarser when the
    /// screen would need more than ``maximumCells``.
    package init(scene: Scene, step requested: Double = 1) {
        var areas = [Area?](repeating: nil, count: scene.viewCount)
        guard let region = scene.windowsRegion(), requested > 0, requested.isFinite else {
            self.region = nil
            self.step = requested
            self.areas = areas
            self.recognizerAreas = [:]
            return
        }
        var step = requested
        while (region.size.width / step).rounded(.up) * (region.size.height / step).rounded(.up)
            > Double(Self.maximumCells) {
            step *= 2
        }
        let columns = Int((region.size.width / step).rounded(.up))
        let rows = Int((region.size.height / step).rounded(.up))
        // Per column: the view hit in the row above and the length of its vertical run.
        var above = [Int32](repeating: -1, count: columns)
        var verticalRun = [Int](repeating: 0, count: columns)
        var minCol = [Int](repeating: Int.max, count: scene.viewCount), maxCol = [Int](repeating: -1, count: scene.viewCount)
        var minRow = [Int](repeating: Int.max, count: scene.viewCount), maxRow = [Int](repeating: -1, count: scene.viewCount)
        var longestRow = [Int](repeating: 0, count: scene.viewCount), longestColumn = [Int](repeating: 0, count: scene.viewCount)
        var cells = [Int](repeating: 0, count: scene.viewCount)
        var owners = RecognizerAreaAccumulator(scene: scene, columns: columns)
        for row in 0..<rows {
            let y = region.minY + (Double(row) + 0.5) * step
            var left: Int32 = -1
            var horizontalRun = 0
            for column in 0..<columns {
                let x = region.minX + (Double(column) + 0.5) * step
                let view = scene.hitTest(Point(x: x, y: y)).view ?? -1
                horizontalRun = view == left ? horizontalRun + 1 : 1
                left = view
                verticalRun[column] = view == above[column] ? verticalRun[column] + 1 : 1
                above[column] = view
                guard view >= 0 else { continue }
                if !owners.isEmpty { owners.add(view: view, row: row, column: column) }
                let v = Int(view)
                cells[v] += 1
                minCol[v] = min(minCol[v], column); maxCol[v] = max(maxCol[v], column)
                minRow[v] = min(minRow[v], row); maxRow[v] = max(maxRow[v], row)
                longestRow[v] = max(longestRow[v], horizontalRun)
                longestColumn[v] = max(longestColumn[v], verticalRun[column])
            }
        }
        for v in 0..<scene.viewCount where cells[v] > 0 {
            let box = Rect(x: region.minX + Double(minCol[v]) * step, y: region.minY + Double(minRow[v]) * step,
                           width: Double(maxCol[v] - minCol[v] + 1) * step,
                           height: Double(maxRow[v] - minRow[v] + 1) * step)
            areas[v] = Area(boundingBox: box, width: Double(longestRow[v]) * step,
                            height: Double(longestColumn[v]) * step, cells: cells[v])
        }
        self.region = region
        self.step = step
        self.areas = areas
        self.recognizerAreas = owners.areas(region: region, step: step)
    }
}

extension Scene {
    /// The bounding box of the windows' frames on the screen, nil when none is finite and
    /// non-empty.
    package func windowsRegion() -> Rect? {
        var region: Rect?
        for window in windowIndices {
            guard let frame = screenFrame(of: window), frame.size.width > 0, frame.size.height > 0 else { continue }
            guard let r = region else { region = frame; continue }
            let minX = min(r.minX, frame.minX), minY = min(r.minY, frame.minY)
            region = Rect(x: minX, y: minY, width: max(r.maxX, frame.maxX) - minX,
                          height: max(r.maxY, frame.maxY) - minY)
        }
        return region
    }
}
