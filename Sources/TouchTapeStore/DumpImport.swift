import Foundation
import TouchTapeCore
import TouchTapeDumps

/// How `import` reads the dumps it is given (`--overlay`, `--name`, `--dump`, `--no-builtin-rules`).
package struct DumpImportOptions: Sendable {
    /// The overlay file; default: `STEM.overlay.json` beside the dump, when there is one.
    package var overlay: String?
    package var dump: DumpOptions

    package init(overlay: String? = nil, dump: DumpOptions = DumpOptions()) {
        self.overlay = overlay
        self.dump = dump
    }
}

/// What one dump became.
package struct DumpImportResult: Sendable {
    package var file: String
    package var scene: SceneImportResult
    /// The overlay that was applied, if any.
    package var overlay: String?
    package var summary: DumpSummary
}

extension Importer {
    /// Dumps are told from JSON by their first character (docs/dumps.md, Detection); a folder's
    /// `.txt` and `.dump` files are dumps.
    static func isDump(_ path: String) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError(file: path, "cannot read the file")
        }
        defer { try? handle.close() }
        // The first byte that is not white space decides, and it is nearly always in the first
        // 64 KiB; only a file of more white space than that is read whole (reading every
        // large session whole made import's memory grow with the session, issue #12).
        let prefix = [UInt8](handle.readData(ofLength: 1 << 16))
        let decided = prefix.count < (1 << 16) || prefix.contains { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return !looksLikeJSON(decided ? prefix : try read(path))
    }

    static func isDumpExtension(_ path: String) -> Bool {
        path.hasSuffix(".txt") || path.hasSuffix(".dump")
    }

    static func walkedDumpHasRecords(_ path: String) throws -> Bool {
        DumpReader.hasViewRecord(try read(path))
    }

    /// Reads a dump (with its overlay) as a scene and imports it like a scene file.
    static func importDump(_ path: String, into store: Store, options: DumpImportOptions) throws -> DumpImportResult {
        var overlayPath = options.overlay
        if overlayPath == nil {
            let beside = DumpReader.overlayPath(forDump: path)
            if FileManager.default.fileExists(atPath: beside) { overlayPath = beside }
        }
        let overlay = try overlayPath.map { (bytes: try read($0), file: $0) }
        let dump = try DumpReader.read(try read(path), file: path, overlay: overlay, options: options.dump)
        let scene = try store.importScene(dump.document, file: path)
        return DumpImportResult(file: path, scene: scene, overlay: overlayPath, summary: dump.summary)
    }
}
