import Foundation
import TouchTapeCore
import TouchTapeDumps
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

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// A scene reference (cli.md): an existing path wins over `NAME` or `NAME@N` in the store.
    static func scene(_ reference: String, store: StoreOptions) throws -> LoadedScene {
        if isFile(reference) {
            do {
                let bytes = try read(reference)
                if !looksLikeJSON(bytes) {
                    return LoadedScene(scene: try DumpScenes.read(reference, bytes: bytes), version: nil)
                }
                let scene = try Scene.decode(bytes, file: reference)
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
        let (scene, number) = try store.openForReading().scene(named: name, version: version)
        return LoadedScene(scene: scene, version: number)
    }

    /// A session reference: an existing path wins over a session name in the store.
    static func session(_ reference: String, store: StoreOptions) throws -> Session {
        if isFile(reference) {
            do {
                return try Session.decode(try read(reference), file: reference)
            } catch let error as InputError {
                throw CLIError.badInput(error)
            }
        }
        return try store.openForReading().session(named: reference)
    }
}

/// A scene and, when it came from the store, its version.
struct LoadedScene {
    var scene: Scene
    var version: Int?
}

/// A dump named as a scene reference: read directly (with the overlay beside it), not stored.
enum DumpScenes {
    static func read(_ path: String, bytes: [UInt8]) throws -> Scene {
        let overlayPath = DumpReader.overlayPath(forDump: path)
        let overlay = Inputs.isFile(overlayPath) ? (bytes: try Inputs.read(overlayPath), file: overlayPath) : nil
        do {
            return try DumpReader.read(bytes, file: path, overlay: overlay).document.scene
        } catch {
            throw CLIError.badInput(error)
        }
    }
}
