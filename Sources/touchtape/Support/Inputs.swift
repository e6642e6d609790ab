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

    /// docs/cli.md, Common ground: a reference that contains `/` or ends in `.json` or `.ndjson`
    /// means a file; when there is none, that is what the error says (not "no scene … in the
    /// store").
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

    /// A scene reference (docs/cli.md, Common ground): an existing path wins over `NAME` or
    /// `NAME@N` in the store.
    static func scene(_ reference: String, store: StoreOptions) throws -> LoadedScene {
        try requireFileIfPathLike(reference)
        if isFile(reference) || looksLikePath(reference) {
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

    /// A session file with the place of each event, for checks that must name it.
    static func sessionFile(_ path: String) throws -> (session: Session, eventPositions: [SourcePosition?]) {
        do {
            var reader = try SessionReader(try read(path), file: path)
            var events: [SessionEvent] = []
            var positions: [SourcePosition?] = []
            while let (event, json) = try reader.nextWithJSON() {
                events.append(event)
                positions.append(json.position)
            }
            return (Session(header: reader.header, events: events), positions)
        } catch let error as InputError {
            throw CLIError.badInput(error)
        }
    }

    /// F1: a session file is checked against the scene it is dispatched against as an import
    /// would check it: a `becomeFirstResponder` naming a responder the scene lacks is bad input,
    /// with its place.
    static func checkResponders(of file: String, _ session: Session, eventPositions: [SourcePosition?],
                                against scene: Scene) throws {
        guard let (event, id) = session.missingResponders(in: scene).first else { return }
        throw CLIError.badInput(InputError(
            file: file, position: eventPositions.indices.contains(event) ? eventPositions[event] : nil,
            place: "event \(event)",
            "becomeFirstResponder names \"\(id)\", which is not a responder of scene \"\(scene.name)\" (F1)"))
    }

    /// A session file's `expect` entries are checked against the scene it is dispatched
    /// against as an import would check them: an id the scene lacks is bad input, with its
    /// place and the ids it is close to (issue #23).
    static func checkExpectedIDs(of file: String, _ session: Session, eventPositions: [SourcePosition?],
                                 against scene: Scene, version: Int?) throws {
        guard let (event, unknown) = session.firstUnknownExpectedID(in: scene) else { return }
        let which = "scene \"\(scene.name)\"" + (version.map { " version \($0)" } ?? "")
        throw CLIError.badInput(InputError(
            file: file, position: eventPositions.indices.contains(event) ? eventPositions[event] : nil,
            place: "event \(event)", unknown.message(scene: which)))
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
