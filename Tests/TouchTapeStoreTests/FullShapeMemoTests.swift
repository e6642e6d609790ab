import Testing
@testable import TouchTapeCore
@testable import TouchTapeStore

/// The shape memo of full-form deliveries (issue #26): it answers only for a delivery whose
/// every stored field is the same, strings by identity, so a delivery that differs in any of
/// them, however slightly, never takes another's shape id.
@Suite("Shape memo of full-form deliveries")
struct FullShapeMemoTests {
    // Strings on the heap, so that identity and text can differ.
    static let table = String(repeating: "table-", count: 6)
    static let selector = "tableView:didSelectRowAtIndexPath:"
    static let pan = String(repeating: "pan-", count: 6)

    static func delivery(row: Int = 1, state: GestureState = .began, withheld: Withheld? = nil) -> GestureDelivery {
        var d = GestureDelivery(seq: 3, t: 0.5, kind: .touch, touch: 1, phase: .moved)
        d.window = 0
        d.hitView = 4
        d.view = 4
        d.chainStart = 4
        d.chainLength = 3
        d.handledBy = 2
        d.withheld = withheld
        d.gestures = [GestureTransition(gesture: pan, state: state, action: "pan:", target: "vc")]
        d.calls = [BuiltinCall(from: table, selector: selector, to: "vc",
                               args: [CallArgument("indexPath", .indexPath(section: 0, row: row))])]
        return d
    }

    @Test("A delivery met before gets its shape id back, whatever its place")
    func sameShapeAtAnotherPlaceIsFound() {
        var memo = FullShapeMemo()
        memo.remember(42, of: Self.delivery())
        var elsewhere = Self.delivery()
        elsewhere.seq = 90
        elsewhere.t = 12
        elsewhere.touch = 7
        #expect(memo.id(of: elsewhere) == 42)
    }

    @Test("Deliveries differing in one stored field never share a shape id")
    func oneFieldApartIsAnotherShape() {
        var memo = FullShapeMemo()
        let base = Self.delivery()
        memo.remember(1, of: base)
        var variants: [GestureDelivery] = [
            Self.delivery(row: 2),
            Self.delivery(state: .changed),
            Self.delivery(withheld: .delayed),
        ]
        var d = base; d.phase = .ended; variants.append(d)
        d = base; d.kind = .late; variants.append(d)
        d = base; d.view = 5; variants.append(d)
        d = base; d.handledBy = -1; variants.append(d)
        d = base; d.chainLength = 2; variants.append(d)
        d = base; d.dropped = .noHitView; variants.append(d)
        d = base; d.firstResponder = Self.table; variants.append(d)
        d = base; d.gestures = []; variants.append(d)
        d = base; d.calls[0].afterAnimation = true; variants.append(d)
        d = base; d.calls[0].args = [CallArgument("indexPath", .integer(1))]; variants.append(d)
        d = base; d.controlEvents = [ControlEventRecord(view: Self.table, event: .touchUpInside, action: "tap:")]; variants.append(d)
        for (i, v) in variants.enumerated() {
            #expect(memo.id(of: v) == nil, "variant \(i)")
        }
        for (i, v) in variants.enumerated() { memo.remember(Int64(100 + i), of: v) }
        #expect(memo.id(of: base) == 1)
        for (i, v) in variants.enumerated() {
            #expect(memo.id(of: v) == Int64(100 + i), "variant \(i)")
        }
    }

    @Test("The same text in other storage is not found: it is interned by its text instead")
    func equalTextInOtherStorageIsNotFound() {
        var memo = FullShapeMemo()
        memo.remember(5, of: Self.delivery())
        var copy = Self.delivery()
        copy.calls[0].from = String(decoding: Array(Self.table.utf8), as: UTF8.self)
        #expect(copy.calls[0].from == Self.table)
        #expect(memo.id(of: copy) == nil)
    }

    @Test("A delivery with too many calls to fingerprint is not memoized")
    func overlongDeliveryIsNotMemoized() {
        var memo = FullShapeMemo()
        var d = Self.delivery()
        d.calls = Array(repeating: d.calls[0], count: 20)
        memo.remember(8, of: d)
        #expect(memo.id(of: d) == nil)
    }

    @Test("Past its limit of entries the memo starts again and still answers correctly")
    func memoStartsAgainPastItsLimit() {
        var memo = FullShapeMemo()
        for row in 0..<(1 << 14) + 10 { memo.remember(Int64(row + 1), of: Self.delivery(row: row)) }
        #expect(memo.id(of: Self.delivery(row: (1 << 14) + 5)) == Int64((1 << 14) + 6))
        #expect(memo.id(of: Self.delivery(row: 3)) == nil)
    }
}
