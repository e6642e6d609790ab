import TouchTapeCore

/// A touch target whose effective hit area is under the minimum size in a direction
/// (`fragile SCENE`; Apple's Human Interface Guidelines ask for 44 × 44 points).
package struct SmallTarget: Sendable, Hashable {
    package var view: Int32
    /// The view's effective area; nil when it gets no touch anywhere.
    package var area: HitAreaMap.Area?
    /// The view's frame on the screen, for comparison.
    package var screenFrame: Rect?
    /// The area is where the view's recognizers see touches (the view and its descendants).
    package var byRecognizers = false
    /// The view is a row or a tab UIKit's own classes select (a cell, a tab bar button): the
    /// area is where a tap selects it (the view and its descendants).
    package var bySelection = false
}

extension HitAreaMap {
    /// Every view that handles touches, is a control, carries a recognizer action or is a row
    /// or tab UIKit's own classes select, whose effective area is narrower or shorter than
    /// `minimum` points (the longest unbroken run of cells each way), in view order. A view with
    /// recognizers is measured where they see touches: its own cells and its descendants' (G1);
    /// a row or a tab where a tap selects it: the same (S11, S30).
    package func smallTargets(in scene: Scene, minimum: Double) -> [SmallTarget] {
        var result: [SmallTarget] = []
        for v in 0..<scene.viewCount {
            let view = Int32(v)
            let byRecognizers = scene.carriesRecognizerAction(view)
            let bySelection = !byRecognizers && scene.isSelectionTarget(view)
            guard byRecognizers || bySelection || scene.isTouchTarget(view) else { continue }
            let area = byRecognizers || bySelection ? recognizerAreas[view] : areas[v]
            if let area, area.width >= minimum, area.height >= minimum { continue }
            result.append(SmallTarget(view: view, area: area, screenFrame: scene.screenFrame(of: view),
                                      byRecognizers: byRecognizers, bySelection: bySelection))
        }
        return result
    }
}

extension SmallTarget {
    /// The finding in words.
    package func sentence(in scene: Scene, minimum: Double) -> String {
        let v = byRecognizers ? "\(Words.id(view, in: scene))'s recognizers"
            : bySelection ? "\(Words.id(view, in: scene))'s \(Self.selectionNoun(view, in: scene))" : Words.id(view, in: scene)
        let frame = screenFrame.map { " (frame \(Words.rect($0)))" } ?? ""
        let gets = byRecognizers ? "get" : "gets"
        guard let area else { return "\(v)\(frame) \(gets) no touch anywhere on the screen." }
        return "\(v) \(gets) touches over \(Words.number(area.width)) × \(Words.number(area.height)) points within \(Words.rect(area.boundingBox))\(frame), under \(Words.number(minimum)) × \(Words.number(minimum))."
    }

    /// What a selection target selects: "row" for a cell, "tab" for a tab bar button.
    static func selectionNoun(_ view: Int32, in scene: Scene) -> String {
        scene.builtins.builtin(of: view)?.kind == .tabBarButton ? "tab" : "row"
    }
}
