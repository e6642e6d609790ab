import Foundation
import TouchTapeCore
import TouchTapeStore

/// Reading the files named on the command line.
enum Inputs {
    /// The bytes of a file, or a bad-input error naming it.
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw .badInput("\(path): is a folder, expected a file")
            }
            throw .badInput("\(path): cannot read the file")
        }
        return [UInt8](data)
    }

    /// cli.md: a reference that contains `/` or ends in `.json` or `.ndjson` means a file; when
    /// there is none, that is what the error says (not "no scene … in the store").
    static func looksLikePath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".json") || reference.hasSuffix(".ndjson")
    }

    /// A path-like reference that names nothing: "no such file", bad input.
    static func requireFileIfPathLike(_ reference: String) throws(CLIError) {
        guard looksLikePath(reference), !FileManager.default.fileExists(atPath: reference) else { return }
        throw .badInput("\(reference): no such file")
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// A scene reference (cli.md): an existing path wins over `NAME` or `NAME@N` in the store.
    static func scene(_ reference: String, store: StoreOptions) throws -> LoadedScene {
        try requireFileIfPathLike(reference)
        if isFile(reference) || looksLikePath(reference) {
            do {
                let scene = try Scene.decode(try read(reference), file: reference)
                return LoadedScene(scene: scene, version: nil)
            } catch let error as InputError {
                throw CLIError.badInput(error)
            }
        }
        var name = reference
        var version: Int?
        if let at = reference.lastIndex(of: "@") {
            guard let n = Int(reference[reference.index(after: at)...]), n >= 1 else {
                throw CLIError.badInput("\(reference): a scene reference is a file, NAME or NAME@N (N a version number)")
            }
            name = String(reference[..<at])
            version = n
        }
        let (scene, number) = try store.open().scene(named: name, version: version)
        return LoadedScene(scene: scene, version: number)
    }

    /// A session reference: an existing path wins over a session name in the store.
    static func session(_ reference: String, store: StoreOptions) throws -> Session {
        try requireFileIfPathLike(reference)
        if isFile(reference) || looksLikePath(reference) {
            do {
                return try Session.decode(try read(reference), file: reference)
            } catch let error as InputError {
                throw CLIError.badInput(error)
            }
        }
        return try store.open().session(named: reference)
    }
}

/// A scene and, when it came from the store, its version.
struct LoadedScene {
    var scene: Scene
    var version: Int?
}
