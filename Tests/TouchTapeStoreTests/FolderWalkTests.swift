import Foundation
import Testing
import TouchTapeCore
@testable import TouchTapeStore

/// `Importer.walk` reads a folder with `readdir` and `lstat` (issue #26: Foundation's
/// enumerator cost a fifth of importing thousands of small sessions); it must take the files
/// the enumerator took, and no others.
@Suite("Folder walk")
struct FolderWalkTests {
    @Test("A folder walk takes the session, scene and dump files below it, hidden ones too, sorted, as the folder was named")
    func walkTakesRegularFilesBelowTheFolder() throws {
        try withTemporaryDirectory { dir in
            let fm = FileManager.default
            try fm.createDirectory(atPath: dir + "/suite/nested/deeper", withIntermediateDirectories: true)
            for file in ["suite/b.json", "suite/a.ndjson", "suite/.hidden.json", "suite/nested/deeper/c.json",
                         "suite/notes.html", "suite/json", "suite/.json", "suite/a.outcomes.ndjson"] {
                try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/" + file))
            }
            let expected = [".hidden.json", "a.ndjson", "b.json", "nested/deeper/c.json"]
            #expect(Importer.walk(dir + "/suite") == expected.map { dir + "/suite/" + $0 })
            #expect(Importer.walk(dir + "/suite/") == expected.map { dir + "/suite/" + $0 })
        }
    }

    @Test("A folder walk follows no symbolic link inside the folder, but the folder itself may be one")
    func walkFollowsNoLinkInside() throws {
        try withTemporaryDirectory { dir in
            let fm = FileManager.default
            try fm.createDirectory(atPath: dir + "/suite", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/suite/own.json"))
            try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/elsewhere/other.json"))
            try fm.createSymbolicLink(atPath: dir + "/suite/linked.json", withDestinationPath: dir + "/elsewhere/other.json")
            try fm.createSymbolicLink(atPath: dir + "/suite/linkedFolder", withDestinationPath: dir + "/elsewhere")
            try fm.createSymbolicLink(atPath: dir + "/alias", withDestinationPath: dir + "/suite")
            #expect(Importer.walk(dir + "/suite") == [dir + "/suite/own.json"])
            #expect(Importer.walk(dir + "/alias") == [dir + "/alias/own.json"])
        }
    }

    @Test("A folder walk sorts its paths by their UTF-8 bytes, shorter prefix first")
    func walkSortsByBytes() {
        let paths = ["z.json", "é.json", "e\u{301}.json", "a/b.json", "a.json", "a", "", "B.json"]
        let sorted = Importer.sortedByBytes(paths)
        #expect(sorted == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(sorted == ["", "B.json", "a", "a.json", "a/b.json", "e\u{301}.json", "z.json", "é.json"])
    }

    @Test("Detecting a file reads at most its first 64 KiB, all of a shorter one, and names a file it cannot read")
    func detectReadsThePrefix() throws {
        try withTemporaryDirectory { dir in
            let long = [UInt8](repeating: 0x20, count: 70_000)
            try Data(long).write(to: URL(fileURLWithPath: dir + "/long.json"))
            try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/short.json"))
            #expect(try Importer.readPrefix(dir + "/long.json", count: 1 << 16) == Array(long.prefix(1 << 16)))
            #expect(try Importer.readPrefix(dir + "/short.json", count: 1 << 16) == Array("{}".utf8))
            let error = #expect(throws: InputError.self) { try Importer.readPrefix(dir + "/missing.json", count: 16) }
            #expect(error?.description.contains("missing.json") == true)
            #expect(error?.description.contains("cannot read the file") == true)
        }
    }
}
