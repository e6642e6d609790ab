import Testing
@testable import TouchTapeStore

/// Import inserts the outcome shapes it meets many to a statement (issue #26): each gets the id
/// that inserting them one by one in the same order gives, whether new, already stored or met
/// twice.
@Suite("Outcome shapes inserted many to a statement")
struct ShapeBatchTests {
    static func shape(_ n: Int64) -> OutcomeShape {
        PackedShapeTests.shape([1, 2, n, n + 1, n + 2, n + 3, n + 4, 8, 0, n, 0, 0])
    }

    /// The ids one `INSERT` per shape gives, in a store of its own.
    static func oneByOne(_ stored: [OutcomeShape], then shapes: [OutcomeShape]) throws -> [Int64] {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            return try store.write {
                for s in stored { _ = try store.shapeID(s, remember: false) }
                return try shapes.map { try store.shapeID($0, remember: false) }
            }
        }
    }

    static func batched(_ stored: [OutcomeShape], then shapes: [OutcomeShape]) throws -> [Int64] {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            return try store.write {
                for s in stored { _ = try store.shapeID(s, remember: false) }
                return try store.shapeIDs(inserting: shapes)
            }
        }
    }

    @Test("New shapes, more than one statement holds, get the ids one by one gives, in order")
    func newShapesGetConsecutiveIDs() throws {
        let shapes = (0..<150).map { Self.shape(Int64(10 * $0 + 3)) }
        let ids = try Self.batched([], then: shapes)
        #expect(ids == Array(1...150))
        #expect(try Self.oneByOne([], then: shapes) == ids)
    }

    @Test("A shape already stored keeps its id, one met twice gets one id, and the new ones follow in order")
    func storedAndRepeatedShapesKeepTheirIDs() throws {
        let stored = [Self.shape(500), Self.shape(600)]
        let shapes = [Self.shape(3), Self.shape(600), Self.shape(13), Self.shape(3), Self.shape(500), Self.shape(23)]
        let ids = try Self.batched(stored, then: shapes)
        #expect(ids == [3, 2, 4, 3, 1, 5])
        #expect(try Self.oneByOne(stored, then: shapes) == ids)
    }
}
