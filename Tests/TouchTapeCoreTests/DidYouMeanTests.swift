import Testing
@testable import TouchTapeCore

/// The names offered for one that is not there (a scene, an `expect` id): close ones only.
@Suite struct DidYouMeanTests {
    @Test("A typo of one or two edits is offered the name it misses; a swap of neighbours is one edit")
    func closeNamesAreOffered() {
        #expect(DidYouMean.closest(to: "buton1", among: ["button1", "button2", "label"]) == ["button1"])
        #expect(DidYouMean.closest(to: "centerBtuton", among: ["centerButton", "tabBar"]) == ["centerButton"])
        #expect(DidYouMean.suffix(for: "ordrs", among: ["orders", "settings"]) == #"; did you mean "orders"?"#)
    }

    @Test("Names further than a third of the length (at least two edits) are not offered")
    func farNamesAreNot() {
        #expect(DidYouMean.closest(to: "nosuchscene", among: ["tabbar-center-button", "orders"]).isEmpty)
        #expect(DidYouMean.suffix(for: "x", among: ["window"]) == "")
    }

    @Test("Ties are all offered, in the order given")
    func tiesAreOffered() {
        #expect(DidYouMean.closest(to: "button", among: ["button1", "button2", "buttons"]) == ["button1", "button2", "buttons"])
    }
}
