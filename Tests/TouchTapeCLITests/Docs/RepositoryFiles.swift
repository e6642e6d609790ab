import Foundation

/// The repository's own files, as the docs-citation tests read them: paths relative to the
/// package root, never anything under `.build*` or `.git`.
enum RepositoryFiles {
    /// Every regular file under `folders` and each of `rootFiles` that exists, sorted.
    static func files(in folders: [String], rootFiles: [String] = [], suffix: String? = nil) -> [String] {
        var paths = rootFiles.filter { FileManager.default.fileExists(atPath: url($0).path) }
        let rootPath = packageRoot.standardizedFileURL.path + "/"
        for folder in folders {
            guard let walk = FileManager.default.enumerator(
                at: url(folder), includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey]) else { continue }
            for case let file as URL in walk {
                let values = try? file.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
                if values?.isDirectory == true, file.lastPathComponent.hasPrefix(".build") || file.lastPathComponent == ".git" {
                    walk.skipDescendants()
                    continue
                }
                guard values?.isRegularFile == true else { continue }
                let path = file.standardizedFileURL.path
                guard path.hasPrefix(rootPath) else { continue }
                let relative = String(path.dropFirst(rootPath.count))
                if let suffix, !relative.hasSuffix(suffix) { continue }
                paths.append(relative)
            }
        }
        return paths.sorted()
    }

    static func url(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent(relativePath)
    }

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }

    static func text(_ relativePath: String) throws -> String {
        try String(decoding: data(relativePath), as: UTF8.self)
    }
}
