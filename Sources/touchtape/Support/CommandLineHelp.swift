import ArgumentParser
import Foundation

/// The first minutes of use (issue #11): a mistyped subcommand gets a suggestion, and negative
/// coordinates work without `--` where they cannot be anything else.
enum CommandLineHelp {
    /// Negative numbers without `--` (docs/cli.md, Common ground: every command that takes a point
    /// takes negative numbers the same way), for every subcommand alike. swift-argument-parser
    /// reads `-20` as an option, so a token that is a negative number, or a list of numbers such as
    /// `-10,-20`, is rewritten before parsing: as the value of the option before it when that
    /// option takes a value (`--why -10,-20` → `--why=-10,-20`), else as a positional, the
    /// command's positionals then following `--` in their order, after its options
    /// (`why S 10 -20 --json` → `why --json -- S 10 -20`). `valueOptions` gives a subcommand's
    /// options that take a value, every name of each (nil for an unknown subcommand); it is
    /// asked only when some token looks like a negative number. Tokens after a `--` given by
    /// the user stay positionals, as they were.
    static func allowingNegativeNumbers(_ arguments: [String], valueOptions: (String) -> ValueOptions?) -> [String] {
        guard let command = arguments.first else { return arguments }
        let given = arguments.dropFirst()
        let terminator = given.firstIndex(of: "--") ?? given.endIndex
        guard given[..<terminator].contains(where: isNegativeNumber), let known = valueOptions(command) else { return arguments }
        var options: [String] = [], positionals: [String] = []
        var negativePositional = false
        var i = given.startIndex
        while i < terminator {
            let token = given[i]
            if isNegativeNumber(token) {
                positionals.append(token)
                negativePositional = true
            } else if token == "-" || !token.hasPrefix("-") {
                positionals.append(token)
            } else if known.names.contains(token), i + 1 < terminator {
                let value = given[i + 1]
                if isNegativeNumber(value), let long = known.longName(of: token) {
                    options.append("\(long)=\(value)")
                } else {
                    options += [token, value]
                }
                i += 1
            } else {
                options.append(token)
            }
            i += 1
        }
        let rest = terminator < given.endIndex ? Array(given[given.index(after: terminator)...]) : []
        if !negativePositional && rest.isEmpty {
            // Only option values changed: the positionals keep their places among the options.
            return [command] + Self.mergingNegativeValues(Array(given), known)
        }
        return [command] + options + ["--"] + positionals + rest
    }

    /// The tokens as given, with each value-taking option followed by a negative number
    /// joined to it (`--why -10,-20` → `--why=-10,-20`).
    private static func mergingNegativeValues(_ tokens: [String], _ known: ValueOptions) -> [String] {
        var result: [String] = []
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if known.names.contains(token), i + 1 < tokens.count, isNegativeNumber(tokens[i + 1]),
               let long = known.longName(of: token) {
                result.append("\(long)=\(tokens[i + 1])")
                i += 2
                continue
            }
            result.append(token)
            i += 1
        }
        return result
    }

    /// A subcommand's options that take a value: every spelling (`-o`, `--output`), and the
    /// long spelling of each.
    struct ValueOptions {
        var names: Set<String> = []
        var longNames: [String: String] = [:]

        func longName(of name: String) -> String? { name.hasPrefix("--") ? name : longNames[name] }

        /// Read from swift-argument-parser's own description of the command (the JSON that
        /// `--experimental-dump-help` prints), so that no list here can fall behind the
        /// commands' declarations.
        init(command: any ParsableCommand.Type) {
            guard let data = command._dumpHelp().data(using: .utf8),
                  let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let info = root["command"] as? [String: Any],
                  let arguments = info["arguments"] as? [[String: Any]] else { return }
            for argument in arguments where argument["kind"] as? String == "option" {
                let spellings = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                    guard let text = name["name"] as? String else { return nil }
                    switch name["kind"] as? String {
                    case "long": return "--" + text
                    case "short", "longWithSingleDash": return "-" + text
                    default: return nil
                    }
                }
                let long = spellings.first { $0.hasPrefix("--") }
                for spelling in spellings {
                    names.insert(spelling)
                    if let long { longNames[spelling] = long }
                }
            }
        }
    }

    /// `-20`, `-.5`, `-1e3`, or a list such as `-10,-20` or `-10,20`: numbers, the first negative.
    static func isNegativeNumber(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count > 1 else { return false }
        let rest = token.dropFirst()
        guard let first = rest.first, first.isASCII, first.isNumber || first == "." else { return false }
        return token.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { Double($0) != nil }
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
