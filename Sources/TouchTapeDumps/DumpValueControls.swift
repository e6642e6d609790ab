import TouchTapeCore

/// K2's "from the dump" for value controls (docs/formats.md, Builtins): a segmented control's
/// `segments` is the number of its `UISegment` subviews; a page control's `numberOfPages` the
/// number of its indicators (`_UIPageIndicatorView`s, iOS 14+; before, its `UIImageView`
/// subviews, one dot each). A dump never prints a switch's `on`, a slider's or a stepper's
/// value or the selected segment: an overlay's `builtin` states them.
extension DumpSceneBuilder {
    mutating func countValueControlParts(inferred: [BuiltinClassTable.Inference?], members: inout [[JSONObject.Member]]) {
        for i in nodes.indices {
            guard let kind = inferred[i]?.kind, kind == .segmentedControl || kind == .pageControl else { continue }
            let key: String, count: Int, counted: String
            if kind == .segmentedControl {
                key = "segments"
                count = nodes[i].children.filter { nodes[$0].className == "UISegment" }.count
                counted = "UISegment subviews"
            } else {
                key = "numberOfPages"
                let indicators = descendants(of: i).filter { nodes[$0].className == "_UIPageIndicatorView" }.count
                count = indicators > 0 ? indicators : nodes[i].children.filter { nodes[$0].className == "UIImageView" }.count
                counted = indicators > 0 ? "_UIPageIndicatorView indicators" : "UIImageView dots"
            }
            guard count > 0 else { continue }
            members[i].append(DumpJSON.member(key, DumpJSON.number(Double(count), at: nodes[i].position)))
            notes.append("line \(nodes[i].position.line): \(nodes[i].id)'s \(key) \(count), counted from its \(counted) (K2)")
        }
    }

    private func descendants(of i: Int) -> [Int] {
        var result: [Int] = []
        var stack = nodes[i].children
        while let n = stack.popLast() {
            result.append(n)
            stack += nodes[n].children
        }
        return result
    }
}
