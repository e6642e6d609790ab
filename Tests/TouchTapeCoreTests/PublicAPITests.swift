import Foundation
import Testing

/// The public surface of the `TouchTapeCore` product, read from the built module's symbol
/// graph, is exactly the list in `Tests/PublicAPI/TouchTapeCore.txt`, and every public symbol
/// has a doc comment. A `public` added by accident (or a curated symbol lost) fails here; a
/// change meant for users updates the list and the DocC topics (TouchTapeCore.docc) together.
@Suite("TouchTapeCore's public API")
struct PublicAPITests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let listPath = packageRoot.appendingPathComponent("Tests/PublicAPI/TouchTapeCore.txt")

    /// One public symbol: `KIND PATH`, e.g. `method Scene.hitTest(x:y:)`, and whether it is documented.
    struct Symbol {
        var line: String
        var documented: Bool
    }

    /// The public symbols of the TouchTapeCore module this test binary was built with, from
    /// `swift-symbolgraph-extract` (members the compiler synthesizes left out).
    static func publicSymbols() throws -> [Symbol] {
        // SwiftPM builds into <scratch>/<triple>/<configuration>/, modules in its Modules/.
        let binary = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let buildFolder = binary.deletingLastPathComponent()
        let modules = buildFolder.appendingPathComponent("Modules")
        let triple = buildFolder.deletingLastPathComponent().lastPathComponent
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("TouchTapeCore.swiftmodule").path),
                     "no TouchTapeCore.swiftmodule in \(modules.path)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("touchtape-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift-symbolgraph-extract", "-module-name", "TouchTapeCore", "-I", modules.path,
                             "-target", triple, "-minimum-access-level", "public", "-skip-synthesized-members",
                             "-output-dir", output.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed")
        let data = try Data(contentsOf: output.appendingPathComponent("TouchTapeCore.symbols.json"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let symbols = try #require(graph["symbols"] as? [[String: Any]])
        return symbols.compactMap { symbol in
            guard let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String,
                  let path = symbol["pathComponents"] as? [String] else { return nil }
            let name = kind.hasPrefix("swift.") ? String(kind.dropFirst("swift.".count)) : kind
            return Symbol(line: "\(name) \(path.joined(separator: "."))", documented: symbol["docComment"] != nil)
        }
    }

    @Test("the public symbols are exactly Tests/PublicAPI/TouchTapeCore.txt")
    func surfaceIsTheList() throws {
        let found = Set(try Self.publicSymbols().map(\.line))
        let listed = Set(try String(contentsOf: Self.listPath, encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })
        let added = found.subtracting(listed).sorted()
        let removed = listed.subtracting(found).sorted()
        #expect(added.isEmpty, "public but not in Tests/PublicAPI/TouchTapeCore.txt (make it package, or list it):\n\(added.joined(separator: "\n"))")
        #expect(removed.isEmpty, "listed but no longer public:\n\(removed.joined(separator: "\n"))")
        #expect(found.count > 100, "the symbol graph looks empty: \(found.count) symbols")
    }

    @Test("every public symbol has a doc comment")
    func everySymbolIsDocumented() throws {
        let undocumented = try Self.publicSymbols().filter { !$0.documented }.map(\.line).sorted()
        #expect(undocumented.isEmpty, "no doc comment:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test("none of the package's internals is exported: JSONReader, SHA256, CanonicalJSON, Dispatcher, the compiled scene's arrays")
    func internalsStayPackage() throws {
        let lines = try Self.publicSymbols().map(\.line)
        for name in ["JSONReader", "SHA256", "CanonicalJSON", "JSONValue", "Dispatcher", "OutcomeJSON",
                     "Scene.responderIDs", "Scene.viewInfos", "HitTestResult", "TraceEntry"] {
            #expect(!lines.contains { $0.hasSuffix(" \(name)") || $0.contains(" \(name).") }, "\(name) is public")
        }
    }
}
