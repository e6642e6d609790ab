import Foundation

/// The rule ids docs/rules.md defines, and the ids a piece of source text cites.
///
/// An id is defined when a heading names it (`### H7a — …`, `### F3 (gesture decision) — …`)
/// or a range of it (`### Evidence (E1–E29)`), when it opens a table row (`| E9 | …`), or when
/// the sections "Other notes the rules lean on" and "Ids that are not rules" mention it (the
/// evidence notes R1.9 … and the strings that only look like ids, `C0`, `D800`, `F0`–`F4`).
/// Only the families the headings define are cited ids at all, so `A0` or `B1` never is.
struct RuleIndex {
    private(set) var ids: Set<String> = []
    private(set) var families: Set<Character> = []

    init(markdown: String) {
        var section = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#") {
                section = line
                for id in Self.idsAndRanges(in: line) { define(id) }
                if let first = Self.firstMatch(Self.headingID, in: line) { define(first) }
                continue
            }
            if let first = Self.firstMatch(Self.tableRowID, in: line) { define(first) }
            if section.contains("Other notes") || section.contains("Ids that are not rules")
                || section.hasPrefix("### C0") || section.hasPrefix("### C9") {
                for id in Self.idsAndRanges(in: line) { ids.insert(id) }
            }
        }
    }

    private mutating func define(_ id: String) {
        ids.insert(id)
        if let letter = id.first { families.insert(letter) }
    }

    /// The ids of `text` in a family docs/rules.md defines that it does not define, each once,
    /// in order. A range (`S11–S17`) cites every id in it.
    func undefined(in text: String) -> [String] {
        var missing: [String] = []
        for id in Self.idsAndRanges(in: text) where id.first.map(families.contains) == true && !ids.contains(id) {
            if !missing.contains(id) { missing.append(id) }
        }
        return missing
    }

    // MARK: Matching

    /// A family letter, a number, an optional refinement (`H7a`) or evidence note (`R6.9`).
    private static let id = #"[A-Z][0-9]+[a-e]?(?:\.[0-9]+)?"#
    /// An id standing on its own: not inside a word, a hex colour (`#C4C4C4`), a code point
    /// (`U+00E9`), a dotted name or a number.
    private static let standalone = regex(#"(?<![\w+#.\-])("# + id + #")(?![\w])"#)
    private static let range = regex(#"(?<![\w+#.\-])("# + id + #")\s*[–-]\s*("# + id + #"|[0-9]+)(?![\w])"#)
    private static let headingID = regex(#"^#+\s+("# + id + #")\b"#)
    private static let tableRowID = regex(#"^\|\s*("# + id + #")\s*\|"#)

    private static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants of this file, never input: a typo traps every test at once.
        try! NSRegularExpression(pattern: pattern)
    }

    private static func firstMatch(_ regex: NSRegularExpression, in text: String) -> String? {
        let whole = NSRange(text.startIndex..., in: text)
        guard let match = regex.firstMatch(in: text, range: whole),
              let group = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[group])
    }

    /// Every id of `text`, ranges expanded (`G6–G9` is G6, G7, G8, G9).
    static func idsAndRanges(in text: String) -> [String] {
        let whole = NSRange(text.startIndex..., in: text)
        var found: [String] = []
        for match in range.matches(in: text, range: whole) {
            guard let from = Range(match.range(at: 1), in: text), let to = Range(match.range(at: 2), in: text) else { continue }
            found += expand(String(text[from]), String(text[to]))
        }
        for match in standalone.matches(in: text, range: whole) {
            guard let one = Range(match.range(at: 1), in: text) else { continue }
            found.append(String(text[one]))
        }
        return found
    }

    /// `S11`…`S17` for `S11`, `S17` (or `17`); the two ends alone when they are not plain
    /// numbers of one family.
    private static func expand(_ from: String, _ to: String) -> [String] {
        guard let letter = from.first, let start = Int(from.dropFirst()) else { return [from, to] }
        let toNumber = to.first == letter ? Int(to.dropFirst()) : Int(to)
        guard let end = toNumber, start <= end, end - start <= 100 else { return [from, to] }
        return (start...end).map { "\(letter)\($0)" }
    }
}
