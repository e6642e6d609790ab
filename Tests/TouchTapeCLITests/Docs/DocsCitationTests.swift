import Foundation
import Testing

/// The repository explains itself (issue #27): no file points at a folder outside it, every rule
/// id the sources and tests cite has an entry in docs/rules.md, and every document they cite is a
/// file of the repository (docs/…), never one of the spec files the code was first built from.

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

    static func filesPointingOutside() throws -> [String] {
        var found: [String] = []
        for path in RepositoryFiles.files(in: shippedFolders, rootFiles: shippedRootFiles) {
            let data = try RepositoryFiles.data(path)
            for outside in outsidePaths where data.range(of: Data(outside.utf8)) != nil {
                found.append("\(path) names \(outside)")
            }
        }
        return found
    }

    @Test("No file of the repository names a path outside it")
    func noFileNamesAPathOutside() throws {
        let found = try Self.filesPointingOutside()
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }


    // MARK: (b) Every rule id cited has an entry in docs/rules.md

    static func undefinedRuleIDs() throws -> [String] {
        let index = RuleIndex(markdown: try RepositoryFiles.text("docs/rules.md"))
        var found: [String] = []
        for path in RepositoryFiles.files(in: ["Sources", "Tests"], suffix: ".swift") {
            for line in Citations.commentsAndTestNames(of: try RepositoryFiles.text(path)) {
                found += index.undefined(in: line.text).map { "\(path):\(line.number): \($0)" }
            }
        }
        return found
    }

    @Test("Every rule id a comment or test name cites has an entry in docs/rules.md")
    func everyCitedRuleIDIsDefined() throws {
        let found = try Self.undefinedRuleIDs()
        #expect(found.isEmpty, "no entry in docs/rules.md:\n\(found.joined(separator: "\n"))")
    }


    // MARK: (c) Every document cited is a file of the repository, never a spec file

    static func badDocumentNames() throws -> [String] {
        var found: [String] = []
        let paths = RepositoryFiles.files(in: citingFolders, rootFiles: ["Package.swift"])
            .filter { $0.hasSuffix(".swift") || $0.hasPrefix("scripts/") }
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
        let found = try Self.badDocumentNames()
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

}
