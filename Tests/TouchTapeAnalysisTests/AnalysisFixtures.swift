import Foundation
import TouchTapeCore

/// The seed fixtures and small generated scenes the analysis tests read.
enum AnalysisFixtures {
    /// `<package root>/Fixtures`, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TouchTapeAnalysisTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package root
        .appendingPathComponent("Fixtures")

    static func text(_ path: String) -> String {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A fixture scene, with optional text replacements applied first (to take a rule away).
    static func scene(_ path: String, replacing replacements: [(String, String)] = []) throws -> Scene {
        var text = text(path)
        for (old, new) in replacements {
            precondition(text.contains(old), "\(path) no longer contains \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return try Scene.decode(Array(text.utf8), file: path)
    }

    static func session(_ path: String) throws -> Session {
        try Session.decode(Array(text(path).utf8), file: path)
    }

    static func scene(json: String) throws -> Scene { try Scene.decode(Array(json.utf8), file: "inline") }
}

extension Scene {
    /// A view's index by id, for tests (-1 when missing, which no assertion accepts).
    func view(_ id: String) -> Int32 { index(of: id) ?? -1 }
}
