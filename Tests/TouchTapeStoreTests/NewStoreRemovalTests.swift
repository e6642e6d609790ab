import Foundation
import Testing
@testable import TouchTapeStore

/// docs/cli.md: a command that fails leaves behind no store it created (issue #23). The removal
/// never costs anyone data: a store that holds anything, or that another connection has open,
/// stays.
@Suite struct NewStoreRemovalTests {
    static func companions(_ path: String) -> [String] {
        ["", "-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
    }

    @Test("A store just created and migrated, holding nothing, is removed with its -wal and -shm")
    func anEmptyNewStoreIsRemoved() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/new.sqlite"
            try Store(path: path).database.close()
            #expect(!Self.companions(path).isEmpty)
            #expect(Store.removeUnusedNewStore(at: path))
            #expect(Self.companions(path).isEmpty)
        }
    }

    @Test("A store that holds a scene stays, byte for byte")
    func aStoreWithContentStays() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/kept.sqlite"
            let store = try Store(path: path)
            try store.database.execute("INSERT INTO scenes (name) VALUES ('kept')")
            store.database.close()
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(!Store.removeUnusedNewStore(at: path))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test("An empty store another connection has open stays: it may be about to write")
    func aStoreInUseStays() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/shared.sqlite"
            let other = try Store(path: path)
            #expect(!Store.removeUnusedNewStore(at: path))
            #expect(Self.companions(path).contains(""))
            try other.database.execute("INSERT INTO scenes (name) VALUES ('written meanwhile')")
            #expect(try other.database.prepare("SELECT count(*) FROM scenes").scalarInt64() == 1)
            other.database.close()
        }
    }

    @Test("A file that is not a TouchTape store stays")
    func aForeignDatabaseStays() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/other.sqlite"
            let db = try Database(path: path)
            try db.execute("CREATE TABLE notes (text TEXT)")
            db.close()
            #expect(!Store.removeUnusedNewStore(at: path))
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}
