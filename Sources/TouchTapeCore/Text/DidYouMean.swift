/// "Did you mean …?" for a name that is not there (a scene, a view id in an `expect` entry):
/// the known names closest to it by edit distance, when one is close enough to be a typo.
package enum DidYouMean {
    /// The candidates nearest to `name`, at most a third of its length away (and at least 2
    /// edits allowed), in the order given; empty when none is that close. Case differences
    /// count as edits of their own: ids are case-sensitive.
    package static func closest<S: Sequence>(to name: String, among candidates: S) -> [String] where S.Element == String {
        let target = Array(name.unicodeScalars)
        let limit = max(2, target.count / 3)
        var best = limit + 1
        var found: [String] = []
        for candidate in candidates where candidate != name {
            let c = Array(candidate.unicodeScalars)
            // A length difference alone past the limit cannot come closer.
            guard abs(c.count - target.count) <= limit else { continue }
            let d = distance(target, c)
            if d < best {
                best = d
                found = [candidate]
            } else if d == best, !found.contains(candidate) {
                found.append(candidate)
            }
        }
        return best <= limit ? found : []
    }

    /// `; did you mean "a"?` (or `"a" or "b"?`), or "" when nothing is close.
    package static func suffix<S: Sequence>(for name: String, among candidates: S) -> String where S.Element == String {
        let close = closest(to: name, among: candidates).prefix(3)
        guard !close.isEmpty else { return "" }
        return "; did you mean " + close.map { "\"\(TextEscape.escaped($0))\"" }.joined(separator: " or ") + "?"
    }

    /// Edit distance (insertions, deletions, substitutions and swaps of neighbours).
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
