import Foundation
import Testing

/// The repository explains itself (issue #27): no file points at a folder outside it, every rule
/// id the sources and tests cite has an entry in docs/rules.md, and every document they cite is a
/// file of the repository (docs/…), never one of the spec files the code was first built from.
///
/// Each check runs twice: over the settled files, and, disabled until the work on other branches
/// lands, over `RepositoryFiles.pending`.
@Suite("Docs citations")
struct DocsCitationTests {
    /// Everything the repository ships, for the check that nothing points outside it.
    static let shippedFolders = ["Sources", "Tests", "scripts", "Benchmarks", "docs", "Examples", "Stubs", "Fixtures",
                                 "Migrations", ".ci"]
    static let shippedRootFiles = ["README", "CONTRIBUTING", "BENCHMARKS", "CHANGELOG"].map { $0 + ".md" } + ["Package.swift"]
    /// Paths outside the repository, spelt in two pieces so that this file does not hold them.
    static let outsidePaths = [".." + "/shared", "/work" + "/shared"]
    /// Where documents are cited: the code, its tests, the benchmarks and the scripts.
    static let citingFolders = ["Sources", "Tests", "Benchmarks", "Examples", "scripts"]
    /// The spec's file names, bare: the repository's own documents are cited with their folder,
    /// `docs/cli.md`.
    static let retiredNames = ["formats-gestures", "standard-classes", "semantics", "gestures", "gestures-decisions",
                               "dumps-notes", "NOTES", "reports", "uikit-notes", "capture", "cli", "formats", "store",
                               "dumps"].map { $0 + ".md" }

    // MARK: (a) No file names a path outside the repository

    static func filesPointingOutside(_ part: RepositoryFiles.Part) throws -> [String] {
        var found: [String] = []
        for path in RepositoryFiles.files(in: shippedFolders, rootFiles: shippedRootFiles) where part.contains(path) {
            let data = try RepositoryFiles.data(path)
            for outside in outsidePaths where data.range(of: Data(outside.utf8)) != nil {
                found.append("\(path) names \(outside)")
            }
        }
        return found
    }

    @Test("No file of the repository names a path outside it")
    func noFileNamesAPathOutside() throws {
        let found = try Self.filesPointingOutside(.settled)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("No pending file names a path outside the repository",
          .disabled("until Store/Replay/Core citations and the README rewrite land"))
    func noPendingFileNamesAPathOutside() throws {
        let found = try Self.filesPointingOutside(.pending)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    // MARK: (b) Every rule id cited has an entry in docs/rules.md

    static func undefinedRuleIDs(_ part: RepositoryFiles.Part) throws -> [String] {
        let index = RuleIndex(markdown: try RepositoryFiles.text("docs/rules.md"))
        var found: [String] = []
        for path in RepositoryFiles.files(in: ["Sources", "Tests"], suffix: ".swift") where part.contains(path) {
            for line in Citations.commentsAndTestNames(of: try RepositoryFiles.text(path)) {
                found += index.undefined(in: line.text).map { "\(path):\(line.number): \($0)" }
            }
        }
        return found
    }

    @Test("Every rule id a comment or test name cites has an entry in docs/rules.md")
    func everyCitedRuleIDIsDefined() throws {
        let found = try Self.undefinedRuleIDs(.settled)
        #expect(found.isEmpty, "no entry in docs/rules.md:\n\(found.joined(separator: "\n"))")
    }

    @Test("Every rule id the pending folders cite has an entry in docs/rules.md",
          .disabled("until Store/Replay/Core citations land (Core cites R6.1, R6.2, R6.3, R6.5, S27.1, S27.3)"))
    func everyRuleIDThePendingFoldersCiteIsDefined() throws {
        let found = try Self.undefinedRuleIDs(.pending)
        #expect(found.isEmpty, "no entry in docs/rules.md:\n\(found.joined(separator: "\n"))")
    }

    // MARK: (c) Every document cited is a file of the repository, never a spec file

    static func badDocumentNames(_ part: RepositoryFiles.Part) throws -> [String] {
        var found: [String] = []
        let paths = RepositoryFiles.files(in: citingFolders, rootFiles: ["Package.swift"])
            .filter { part.contains($0) && ($0.hasSuffix(".swift") || $0.hasPrefix("scripts/")) }
        for path in paths {
            for (line, name) in Citations.markdownNames(in: try RepositoryFiles.text(path)) {
                if retiredNames.contains(name) {
                    found.append("\(path):\(line): \(name) is a spec file: cite the repository's docs/…")
                } else if !FileManager.default.fileExists(atPath: RepositoryFiles.url(name).path) {
                    found.append("\(path):\(line): \(name) is not a file of the repository")
                }
            }
        }
        return found
    }

    @Test("Every document the sources, tests, benchmarks and scripts cite is a file of the repository")
    func everyCitedDocumentExists() throws {
        let found = try Self.badDocumentNames(.settled)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("Every document the pending folders cite is a file of the repository",
          .disabled("until Store/Replay/Core citations land"))
    func everyDocumentThePendingFoldersCiteExists() throws {
        let found = try Self.badDocumentNames(.pending)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
