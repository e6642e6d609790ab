import Foundation

/// What the documentation tests read of a Markdown file: its fenced code blocks, its headings'
/// anchors (as GitHub makes them), and its links outside code.
struct MarkdownDocument {
    let path: String
    let text: String

    init(path: String) throws {
        self.path = path
        text = try String(contentsOfFile: path, encoding: .utf8)
    }

    /// A fenced code block: its info string (`console`, `sh`, `swift` …) and its lines.
    struct CodeBlock {
        var info: String
        var lines: [String]
    }

    /// The fenced code blocks (opened and closed by a line of three backticks, possibly
    /// indented, as in a list item), in order; the lines keep their text after the fence's
    /// indentation.
    var codeBlocks: [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (block: CodeBlock, indent: Int)?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix("```") {
                if let current = open {
                    blocks.append(current.block)
                    open = nil
                } else {
                    open = (CodeBlock(info: String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: []), indent)
                }
            } else if var current = open {
                current.block.lines.append(String(line.dropFirst(min(current.indent, indent))))
                open = current
            }
        }
        return blocks
    }

    /// The text outside fenced code blocks and inline code spans, where links are links.
    var prose: String {
        var kept: [String] = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { kept.append(Self.withoutCodeSpans(line)) }
        }
        return kept.joined(separator: "\n")
    }

    /// A line with its inline code spans (`` `…` `` and ``` ``…`` ```) blanked out.
    static func withoutCodeSpans(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.firstIndex(of: "`") {
            result += rest[..<start]
            let ticks = rest[start...].prefix { $0 == "`" }
            let afterTicks = rest[start...].dropFirst(ticks.count)
            guard let end = afterTicks.range(of: String(ticks)) else {
                result += rest[start...]
                return result
            }
            rest = afterTicks[end.upperBound...]
        }
        return result + rest
    }

    /// The link targets of the prose: `[text](target)` and `![alt](target)`.
    var linkTargets: [String] {
        let pattern = try? NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let prose = self.prose
        let range = NSRange(prose.startIndex..., in: prose)
        return (pattern?.matches(in: prose, range: range) ?? []).compactMap { match in
            Range(match.range(at: 1), in: prose).map { String(prose[$0]) }
        }
    }

    /// The anchors of the headings, as GitHub makes them: lower case; every character that is
    /// not a letter, a digit, a space, `-` or `_` dropped; spaces made `-`; a repeated anchor
    /// gets `-1`, `-2` ….
    var anchors: Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.drop(while: { $0 == " " }).hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = Self.anchor(of: title)
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    static func anchor(of title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                slug.append(character)
            }
        }
        return slug
    }
}
