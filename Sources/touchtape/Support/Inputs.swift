import Foundation
import TouchTapeCore

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

    /// A scene reference (cli.md): an existing path wins over a name in the store.
    static func scene(_ reference: String) throws(CLIError) -> LoadedScene {
        if isFile(reference) {
            do {
                let scene = try Scene.decode(try read(reference), file: reference)
                return LoadedScene(scene: scene, version: nil)
            } catch let error as InputError {
                throw .badInput(error)
            } catch let error as CLIError {
                throw error
            } catch {
                throw .badInput("\(reference): \(error)")
            }
        }
        throw .badInput("no scene file \"\(reference)\" (scene names from the store come with the store)")
    }

    /// A session reference: a path to a session file.
    static func session(_ reference: String) throws(CLIError) -> Session {
        if isFile(reference) {
            do {
                return try Session.decode(try read(reference), file: reference)
            } catch let error as InputError {
                throw .badInput(error)
            } catch let error as CLIError {
                throw error
            } catch {
                throw .badInput("\(reference): \(error)")
            }
        }
        throw .badInput("no session file \"\(reference)\"")
    }
}

/// A scene and, when it came from the store, its version.
struct LoadedScene {
    var scene: Scene
    var version: Int?
}
