import Foundation

/// What a Swift file says about the rules and documents it follows: its comments and the names
/// of its tests and suites, line by line.
enum Citations {
    struct Line {
        var number: Int
        var text: String
    }

    /// The comment (from the first `//` that does not end a URL scheme) and the `@Test` or
    /// `@Suite` name of each line that has one.
    static func commentsAndTestNames(of source: String) -> [Line] {
        var lines: [Line] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var said: [Substring] = []
            if let name = testName(in: line) { said.append(name) }
            if let comment = comment(in: line) { said.append(comment) }
            if !said.isEmpty { lines.append(Line(number: index + 1, text: said.joined(separator: " "))) }
        }
        return lines
    }

    private static func comment(in line: Substring) -> Substring? {
        var search = line.startIndex
        while let slashes = line[search...].range(of: "//") {
            if slashes.lowerBound > line.startIndex && line[line.index(before: slashes.lowerBound)] == ":" {
                search = slashes.upperBound
                continue
            }
            return line[slashes.upperBound...]
        }
        return nil
    }

    private static func testName(in line: Substring) -> Substring? {
        for attribute in ["@Test(\"", "@Suite(\""] {
            guard let open = line.range(of: attribute) else { continue }
            var index = open.upperBound
            while index < line.endIndex {
                if line[index] == "\\" {
                    index = line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
                    continue
                }
                if line[index] == "\"" { return line[open.upperBound..<index] }
                index = line.index(after: index)
            }
        }
        return nil
    }

    /// The Markdown file names of `text` (`docs/rules.md`, `README.md`, a spec file's bare name),
    /// each with its line; web addresses left out.
    static func markdownNames(in text: String) -> [(line: Int, name: String)] {
        var names: [(line: Int, name: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let string = String(line)
            for match in markdownName.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
                guard let range = Range(match.range, in: string) else { continue }
                let name = String(string[range])
                if !name.contains("//") { names.append((index + 1, name)) }
            }
        }
        return names
    }

    // A constant pattern, never input.
    private static let markdownName = try! NSRegularExpression(pattern: #"[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b"#)
}
