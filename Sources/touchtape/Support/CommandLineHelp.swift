import ArgumentParser

/// The first minutes of use (issue #11): a mistyped subcommand gets a suggestion, and negative
/// coordinates work without `--` where they cannot be anything else.
enum CommandLineHelp {
    /// `hit-test S 10 -20` → `hit-test --db … -- S 10 -20`: when a subcommand whose positional
    /// arguments are numbers gets one that looks like a negative number, its options go first
    /// and its positionals after `--`, in their order. Nothing changes when `--` is already there.
    static func allowingNegativeNumbers(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, let valueOptions = numericCommands[command],
              !arguments.contains("--") else { return arguments }
        var options: [String] = [], positionals: [String] = []
        var i = 1
        while i < arguments.count {
            let token = arguments[i]
            if isNegativeNumber(token) || !token.hasPrefix("-") {
                positionals.append(token)
            } else {
                options.append(token)
                if valueOptions.contains(token), i + 1 < arguments.count {
                    options.append(arguments[i + 1])
                    i += 1
                }
            }
            i += 1
        }
        guard positionals.contains(where: isNegativeNumber) else { return arguments }
        return [command] + options + ["--"] + positionals
    }

    /// Subcommands with numeric positionals, and their options that take a value.
    static let numericCommands: [String: Set<String>] = ["hit-test": ["--db"]]

    static func isNegativeNumber(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count > 1 else { return false }
        let rest = token.dropFirst()
        guard let first = rest.first, first.isNumber || first == "." else { return false }
        return Double(rest) != nil
    }

    /// `touchtape: error: unknown command 'replya'; did you mean 'replay'?` for a first argument
    /// that is not an option, not a subcommand and close to one (nil otherwise).
    static func unknownCommand(_ arguments: [String], known: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !known.contains(first) else { return nil }
        let ranked = known.map { ($0, distance(first.lowercased(), $0)) }.sorted { $0.1 < $1.1 }
        guard let best = ranked.first else { return nil }
        let close = ranked.filter { $0.1 == best.1 && $0.1 <= max(2, first.count / 3) }.map { "'\($0.0)'" }
        if close.isEmpty {
            return "unknown command '\(first)' (touchtape --help lists them)"
        }
        return "unknown command '\(first)'; did you mean \(close.joined(separator: " or "))?"
    }

    /// Edit distance (insertions, deletions, substitutions, and swaps of neighbours).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// The parser's message with the tool's one error prefix: `Error: …` becomes `touchtape: error: …`.
    static func prefixed(_ message: String) -> String {
        let body = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
        return "touchtape: error: " + body + (body.hasSuffix("\n") ? "" : "\n")
    }
}
