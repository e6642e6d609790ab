import Testing
@testable import TouchTapeCore
@testable import TouchTapeStore

/// The interner's direct-mapped slots (issue #26): a slot answers only for the key it holds,
/// compared by identity, so two keys that land in the same slot never take each other's value.
@Suite("Identity slots of the interner")
struct IdentitySlotsTests {
    @Test("A slot holding another key answers nothing for this one")
    func collidingKeysDoNotShareAValue() {
        // One slot: every key lands in it.
        var slots = IdentitySlots<String, Int32>(bits: 0, placeholder: -1)
        let first = "first-responder-id-long-enough-to-be-on-the-heap"
        let second = "second-responder-id-long-enough-to-be-on-the-heap"
        let slot = slots.slot(IdenticalString.word(first))
        #expect(slot == slots.slot(IdenticalString.word(second)))
        slots.set(7, for: first, in: slot)
        #expect(slots.value(in: slot, for: first, identical: IdenticalString.same) == 7)
        #expect(slots.value(in: slot, for: second, identical: IdenticalString.same) == nil)
        slots.set(9, for: second, in: slot)
        #expect(slots.value(in: slot, for: first, identical: IdenticalString.same) == nil)
        #expect(slots.value(in: slot, for: second, identical: IdenticalString.same) == 9)
    }

    @Test("The same text in other storage is another key: its value is looked up by text elsewhere")
    func equalTextInOtherStorageIsAnotherKey() {
        var slots = IdentitySlots<String, Int32>(bits: 4, placeholder: -1)
        let kept = String(repeating: "cell-", count: 8)
        let copy = String(decoding: Array(kept.utf8), as: UTF8.self)
        #expect(kept == copy)
        let slot = slots.slot(IdenticalString.word(kept))
        slots.set(3, for: kept, in: slot)
        #expect(slots.value(in: slot, for: copy, identical: IdenticalString.same) == nil)
    }

    @Test("Two call lists that differ only in an index path take different values")
    func callListsDifferingInAnIndexPathAreDifferentKeys() {
        var slots = IdentitySlots<[BuiltinCall], Int64>(bits: 0, placeholder: 0)
        let from = "table", selector = "tableView:didSelectRowAtIndexPath:"
        func call(row: Int) -> [BuiltinCall] {
            [BuiltinCall(from: from, selector: selector, to: "vc",
                         args: [CallArgument("indexPath", .indexPath(section: 0, row: row))])]
        }
        let row1 = call(row: 1), row2 = call(row: 2)
        #expect(IdenticalList<BuiltinCall>.word(row1) != IdenticalList<BuiltinCall>.word(row2))
        slots.set(11, for: row1, in: 0)
        #expect(slots.value(in: 0, for: row1, identical: identicalLists) == 11)
        #expect(slots.value(in: 0, for: row2, identical: identicalLists) == nil)
    }
}
