import Testing
@testable import TouchTapeStore

/// A miss of the store's text and shape caches reads the next ids with it (issue #12): what a
/// later look-up finds in the rows read ahead must be what a point look-up would have found.
@Suite("Read-ahead of texts and outcome shapes")
struct ReadAheadTests {
    /// More than two windows, so that look-ups cross window edges.
    static let count = 600

    static func shape(_ n: Int) -> OutcomeShape {
        let v = Int64(n)
        return OutcomeShape(kind: 1, phase: v % 5, window: 2, hitView: v, view: v + 1, chain: v * 3, handledBy: v % 7,
                            controlEvents: 9, dropped: 0, firstResponder: v % 2, withheld: 0, gestures: v % 3)
    }

    @Test("Shapes read ahead come back as stored, in order, backwards and skipping")
    func shapesReadAheadMatchStoredRows() throws {
        try withTemporaryDatabasePath { path in
            let writer = try Store(path: path)
            let ids = try writer.write { try (0..<Self.count).map { try writer.shapeID(Self.shape($0)) } }
            for order in [Array(ids.indices), Array(ids.indices.reversed()), Array(stride(from: 0, to: ids.count, by: 37))] {
                let reader = try Store(path: path)
                for i in order {
                    #expect(try reader.shape(ids[i]) == Self.shape(i))
                }
            }
        }
    }

    @Test("A shape id missing from outcome_shapes is store damage, inside a page read or past it")
    func missingShapeIsDamage() throws {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            let ids = try store.write { try (0..<3).map { try store.shapeID(Self.shape($0)) } }
            let last = try #require(ids.last)
            _ = try store.shape(ids[0])  // the page of ids[0] is now read
            #expect(throws: StoreDamageError.self) { try store.shape(last + 1) }
            #expect(throws: StoreDamageError.self) { try store.shape(last + 10_000) }
        }
    }

    @Test("A shape stored after its page was read is found: an empty slot reads the page again")
    func shapeAddedAfterPageReadIsFound() throws {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            let first = try store.write { try store.shapeID(Self.shape(0)) }
            #expect(try store.shape(first) == Self.shape(0))  // reads the page, id `first + 1` still empty
            let second = try store.write { try store.shapeID(Self.shape(1)) }
            #expect(ShapePages.firstID(ofPageOf: second) == ShapePages.firstID(ofPageOf: first))
            #expect(try store.shape(second) == Self.shape(1))
            #expect(try store.shape(first) == Self.shape(0))
        }
    }

    @Test("Texts read ahead give the ids they were stored with, in order and backwards")
    func textsReadAheadMatchStoredIDs() throws {
        try withTemporaryDatabasePath { path in
            let writer = try Store(path: path)
            let texts = (0..<Self.count).map { "[\"view-\($0)\",\"window\"]" }
            let ids = try writer.write { try texts.map { try writer.textID($0) } }
            for order in [Array(texts.indices), Array(texts.indices.reversed())] {
                let reader = try Store(path: path)
                let found = try reader.write { try order.map { try reader.textID(texts[$0]) } }
                #expect(found == order.map { ids[$0] })
            }
        }
    }

    @Test("Texts read ahead are found asked out of order too: skipping ahead, going back, then on in order")
    func textsReadAheadOutOfOrder() throws {
        try withTemporaryDatabasePath { path in
            let writer = try Store(path: path)
            let texts = (0..<40).map { "t\($0)" }
            let ids = try writer.write { try texts.map { try writer.textID($0) } }
            let order = [0, 1, 2, 10, 11, 12, 5, 6, 30, 3, 4, 13, 14, 39, 38, 7]
            let reader = try Store(path: path)
            let found = try reader.write { try order.map { try reader.textID(texts[$0]) } }
            #expect(found == order.map { ids[$0] })
        }
    }

    @Test("A text absent from the rows read ahead is still interned anew, with the next id")
    func newTextAfterReadAheadIsInserted() throws {
        try withTemporaryDatabasePath { path in
            let writer = try Store(path: path)
            let ids = try writer.write { try (0..<10).map { try writer.textID("t\($0)") } }
            let reader = try Store(path: path)
            let (first, fresh) = try reader.write { (try reader.textID("t0"), try reader.textID("never stored")) }
            #expect(first == ids[0])
            #expect(fresh == (ids.last ?? 0) + 1)
            #expect(try reader.text(fresh) == "never stored")
        }
    }

    @Test("A rolled-back write forgets the texts it read ahead, so their ids are not reused wrongly")
    func rollbackForgetsTextsReadAhead() throws {
        try withTemporaryDatabasePath { path in
            let other = try Store(path: path)
            _ = try other.write { try other.textID("committed") }
            let store = try Store(path: path)
            #expect(throws: TestError.self) {
                try store.write {
                    _ = try store.textID("rolled back")  // inserted after "committed"
                    _ = try store.textID("committed")  // found in SQL: reads "rolled back" ahead
                    throw TestError()
                }
            }
            let (another, rolledBack) = try store.write { (try store.textID("another"), try store.textID("rolled back")) }
            #expect(another != rolledBack)
            #expect(try store.text(rolledBack) == "rolled back")
            #expect(try store.text(another) == "another")
        }
    }
}
