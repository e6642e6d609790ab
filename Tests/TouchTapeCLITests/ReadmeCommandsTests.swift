import Foundation
import Testing

/// The repository explains itself, truthfully (issue #27): every command the README shows runs
/// as written and prints what the README shows, every relative link of the documentation
/// resolves, and no file names a path outside the repository.
///
/// Which README blocks are checked: the fenced blocks whose info string is `console`. In them a
/// line `$ touchtape ARGS` is a command, and the lines after it, up to the next command or the
/// end of the block, are its output (standard output, then standard error). A line `…` alone
/// stands for any number of lines. A trailing `# exit N` is the expected exit status (else 0);
/// any other `# …` is a comment. Blocks fenced as `sh` (set-up scripts, the CI job) are not run.
/// The commands run in README order in one fresh folder holding a copy of `Fixtures/`, without
/// `TOUCHTAPE_DB`, so they share the store `./touchtape.sqlite` as a reader following the tour
/// does. A file a command writes under `docs/` must be byte for byte the committed one (the
/// README's picture is what `render` draws today).
@Suite struct ReadmeCommandsTests {
    /// One command of a `console` block and what the README says it prints.
    struct ShownCommand: CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var output: [String]
        var line: String
        var description: String { line }
    }

    static var readmePath: String { packageRoot.appendingPathComponent("README.md").path }

    /// The README's checked commands, in order.
    static func shownCommands() throws -> [ShownCommand] {
        var commands: [ShownCommand] = []
        for block in try MarkdownDocument(path: readmePath).codeBlocks where block.info == "console" {
            for line in block.lines {
                if line.hasPrefix("$ ") {
                    commands.append(try command(line))
                } else if !commands.isEmpty {
                    commands[commands.count - 1].output.append(line)
                }
            }
        }
        return commands
    }

    /// `$ touchtape ARGS [# exit N | # comment]` as arguments and an exit status.
    static func command(_ line: String) throws -> ShownCommand {
        var text = String(line.dropFirst(2))
        var status: Int32 = 0
        if let hash = text.range(of: " #") {
            let comment = text[hash.upperBound...].trimmingCharacters(in: .whitespaces)
            if comment.hasPrefix("exit "), let code = Int32(comment.dropFirst(5).trimmingCharacters(in: .whitespaces)) {
                status = code
            }
            text = String(text[..<hash.lowerBound])
        }
        let words = try shellWords(text)
        guard words.first == "touchtape" else {
            throw DocumentationError("a console block runs only touchtape, not: \(line)")
        }
        return ShownCommand(arguments: Array(words.dropFirst()), status: status, output: [], line: line)
    }

    /// Splits a command line as a POSIX shell does for plain words and '…' or "…" quoting.
    static func shellWords(_ text: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let q = quote {
                if character == q { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else if "|<>;&$`\\*?".contains(character) {
                throw DocumentationError("a console command uses the shell (\(character)); show it in an sh block: \(text)")
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil else { throw DocumentationError("unclosed quote: \(text)") }
        if inWord { words.append(current) }
        return words
    }

    /// Whether `actual` is what `shown` shows: line for line, a line `…` standing for any
    /// number of lines.
    static func matches(_ shown: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return actual.isEmpty }
        if first == "…" {
            return (actual.startIndex...actual.endIndex).contains { matches(shown.dropFirst(), actual[$0...]) }
        }
        return actual.first == first && matches(shown.dropFirst(), actual.dropFirst())
    }

    @Test("Every touchtape command of the README's console blocks runs as written and prints what the README shows")
    func everyReadmeCommandRunsAsShown() throws {
        _ = try requireTouchtapeBinary()
        let commands = try Self.shownCommands()
        // The tour: import, diff, show, why, render, dispatch, replay, fragile, coverage, an error.
        #expect(commands.count >= 12, "the README's console blocks lost their commands: \(commands)")
        try withTemporaryFolder { folder in
            try FileManager.default.copyItem(atPath: fixturesPath, toPath: folder + "/Fixtures")
            for command in commands {
                let result = try runTouchtape(command.arguments, cwd: folder)
                let actual = lines(result.stdout) + lines(result.stderr)
                #expect(result.status == command.status,
                        "\(command.line)\nexit \(result.status), the README says \(command.status)\n\(result.stdout)\(result.stderr)")
                #expect(Self.matches(command.output[...], actual[...]),
                        "\(command.line)\nthe README shows:\n\(command.output.joined(separator: "\n"))\nit prints:\n\(actual.joined(separator: "\n"))")
            }
            // What the commands wrote under docs/ is what the repository commits there.
            let written = FileManager.default.subpaths(atPath: folder + "/docs") ?? []
            for path in written where !path.hasSuffix("/") {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder + "/docs/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                let made = FileManager.default.contents(atPath: folder + "/docs/" + path)
                let committed = FileManager.default.contents(atPath: packageRoot.appendingPathComponent("docs/" + path).path)
                #expect(made != nil && made == committed, "docs/\(path): the README's command writes other bytes than the committed file")
            }
        }
    }

    @Test("The README's checked blocks parse: a shown exit status, quoting, and a … elision")
    func theCheckedBlocksAreReadAsDocumented() throws {
        let command = try Self.command(#"$ touchtape diff s --label "a b" --from 1   # exit 1"#)
        #expect(command.arguments == ["diff", "s", "--label", "a b", "--from", "1"])
        #expect(command.status == 1)
        #expect(try Self.command("$ touchtape show x   # the current version").status == 0)
        #expect(throws: DocumentationError.self) { try Self.command("$ touchtape show x | head") }
        #expect(throws: DocumentationError.self) { try Self.command("$ sqlite3 touchtape.sqlite") }
        #expect(Self.matches(["a", "…", "d"], ["a", "b", "c", "d"]))
        #expect(Self.matches(["a", "…"], ["a"]))
        #expect(!Self.matches(["a", "…", "d"], ["a", "b", "c"]))
        #expect(!Self.matches(["a", "b"], ["a", "b", "c"]))
    }

    /// The documentation pages whose links are checked.
    static func documentationPages() throws -> [String] {
        let docs = packageRoot.appendingPathComponent("docs").path
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs).filter { $0.hasSuffix(".md") }.sorted()
        return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"].map { packageRoot.appendingPathComponent($0).path }
            + pages.map { docs + "/" + $0 }
    }

    @Test("Every relative link of README.md, CONTRIBUTING.md, CHANGELOG.md and docs/*.md names a file that exists, and a heading of it")
    func everyRelativeLinkResolves() throws {
        var anchorsByPage: [String: Set<String>] = [:]
        func anchors(of path: String) throws -> Set<String> {
            if let known = anchorsByPage[path] { return known }
            let found = try MarkdownDocument(path: path).anchors
            anchorsByPage[path] = found
            return found
        }
        var checked = 0
        for page in try Self.documentationPages() {
            let document = try MarkdownDocument(path: page)
            let folder = URL(fileURLWithPath: page).deletingLastPathComponent()
            for target in document.linkTargets where !target.contains("://") && !target.hasPrefix("mailto:") {
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? page : folder.appendingPathComponent(String(parts[0])).standardized.path
                let name = page.replacingOccurrences(of: packageRoot.path + "/", with: "")
                #expect(file.hasPrefix(packageRoot.path + "/"), "\(name): \(target) leaves the repository")
                guard FileManager.default.fileExists(atPath: file) else {
                    Issue.record("\(name): \(target) names no file")
                    continue
                }
                if parts.count == 2, file.hasSuffix(".md") {
                    #expect(try anchors(of: file).contains(String(parts[1])), "\(name): \(target) names no heading of that page")
                }
            }
        }
        #expect(checked > 100, "the link check found only \(checked) links")
    }

    @Test("GitHub's heading anchors: punctuation dropped, spaces made hyphens, repeats numbered")
    func headingAnchorsAreGitHubs() throws {
        #expect(MarkdownDocument.anchor(of: "S — UIKit's own classes") == "s--uikits-own-classes")
        #expect(MarkdownDocument.anchor(of: "Built-in rules (K1–K5)") == "built-in-rules-k1k5")
        #expect(MarkdownDocument.anchor(of: "`calls`") == "calls")
        #expect(MarkdownDocument.withoutCodeSpans("a `[x](y)` b ``c`d`` e") == "a  b  e")
    }

    @Test("No file of the repository names a path outside it (the contract's folder beside the checkout)")
    func noFileNamesAPathOutsideTheRepository() throws {
        // Spelt in two pieces, so that this file does not name them itself.
        let needles = [".." + "/shared", "/work" + "/shared"]
        let skipped: Set<String> = [".git", ".build", ".build-release", ".swiftpm", ".schemathesis"]
        let root = packageRoot.path
        var offenders: [String] = []
        var scanned = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if skipped.contains(name) || name.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            guard let data = FileManager.default.contents(atPath: root + "/" + path),
                  let text = String(data: data, encoding: .utf8) else { continue }
            scanned += 1
            if needles.contains(where: text.contains) { offenders.append(path) }
        }
        #expect(scanned > 200)
        #expect(offenders.isEmpty, "these files name a path outside the repository: \(offenders)")
    }
}

/// A documentation test's input that is not as the test expects.
struct DocumentationError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
