import Foundation
import Testing
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
}
