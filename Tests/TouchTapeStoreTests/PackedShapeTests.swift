import Testing
@testable import TouchTapeStore

/// The store's shape caches keep shapes packed, two ids per word (issue #12).
@Suite("Packed outcome shapes")
struct PackedShapeTests {
    static func shape(_ ids: [Int64]) -> OutcomeShape {
        OutcomeShape(kind: ids[0], phase: ids[1], window: ids[2], hitView: ids[3], view: ids[4], chain: ids[5],
                     handledBy: ids[6], controlEvents: ids[7], dropped: ids[8], firstResponder: ids[9],
                     withheld: ids[10], gestures: ids[11])
    }

    @Test("A shape whose ids fit in 32 bits comes back from its packed form field for field")
    func packedShapeRoundTrips() throws {
        let ids: [Int64] = [1, 0, 3, 4, 5, 6, 7, 8, 0, 4_294_967_295, 11, 12]
        let shape = Self.shape(ids)
        let packed = try #require(PackedShape(shape))
        #expect(packed.shape == shape)
        #expect(PackedShape(Self.shape(ids.reversed())) != packed)
    }

    @Test("An empty page slot is told from every stored shape: a shape has a kind, so a packed one is never the empty slot")
    func emptySlotIsNoShape() throws {
        #expect(PackedShape.absent.isAbsent)
        #expect(try #require(PackedShape(Self.shape([1] + [Int64](repeating: 0, count: 11)))).isAbsent == false)
        // A damaged row of kind 0 (and phase 0: they share the first word) looks empty: it is
        // never kept, and still read back as stored.
        let kindless = Self.shape([0, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(try #require(PackedShape(kindless)).isAbsent)
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            let id = try store.write { try store.shapeID(kindless) }
            #expect(try store.shape(id) == kindless)
            #expect(try store.shape(id) == kindless)
        }
    }

    @Test("A shape with an id beyond 32 bits is not packed (so never cached), and is still stored and found")
    func largeIdIsNotPacked() throws {
        var ids = [Int64](repeating: 1, count: 12)
        ids[5] = 1 << 32
        #expect(PackedShape(Self.shape(ids)) == nil)
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            let id = try store.write { try store.shapeID(Self.shape(ids)) }
            #expect(store.shapeIDs.isEmpty)
            #expect(try store.write { try store.shapeID(Self.shape(ids)) } == id)
            #expect(try store.shape(id) == Self.shape(ids))
        }
    }
}
