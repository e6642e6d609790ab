import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// Issue #23, item 11: a 45° rotation printed with 17 digits (iOS 16+) differs from an exact
/// one in the last bit, so `|a|·|d| = |b|·|c|` only within rounding; dividing by that
/// difference made a size up. `unrecoverable-size` holds within a relative tolerance, and an
/// overlay's `size` resolves it.
@Suite("Dumps: a 45° rotation printed with 17 digits")
struct DumpRotation45Tests {
    /// The transform as a real iOS 17 dump prints it: a and b differ in the last bit.
    static let printed = "[0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]"
    static let dump = [
        "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>",
        record(1, "<UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>"),
        record(2, "<UIButton: 0x5; frame = (306.402 72.402; 79.196 79.196); transform = \(printed); opaque = NO; layer = <CALayer: 0x6>>"),
    ].joined(separator: "\n")

    @Test("unrecoverable-size: a printed 45° transform whose products differ in the last bit is refused, not given a made-up size")
    func lastBitDifferenceIsUnrecoverable() {
        let error = dumpError(Self.dump)
        // At the transform's key (column 68 of line 3), naming the view and the overlay fix.
        #expect(kindAndPlace(error) == "unrecoverable-size 3:68", "\(error.map(\.description) ?? "read with a made-up size")")
        #expect(error?.message.contains(#"{"select": {"id": "UIButton-0.0.0"}, "set": {"size": [w, h]}}"#) == true)
    }

    @Test("unrecoverable-size: an overlay's size is the view's size, the centre still comes from the printed box")
    func overlaySizeIsUsed() throws {
        let overlay = #"{ "format": "touchtape.dump-overlay/1", "patches": [ { "select": { "id": "UIButton-0.0.0" }, "set": { "size": [56, 56] } } ] }"#
        let button = try #require(node("UIButton-0.0.0", in: try sceneJSON(Self.dump, overlay: overlay)))
        #expect(numbers(button["size"]) == [56, 56])
        #expect(numbers(button["center"]) == [346, 112])
        let scene = try readDump(Self.dump, overlay: overlay).document.scene
        // (26.87, 26.87) in the button's own axes: inside 56 × 56, outside a made-up 32 × 32.
        #expect(hitID(scene, 346, 150) == "UIButton-0.0.0")
        #expect(hitID(scene, 380, 146) == "UIView-0.0")
    }

    @Test("unrecoverable-size: the tolerance is relative, 1e-9 of the larger product: 8e-10 apart is refused, 1.2e-9 apart recovers the size")
    func toleranceIsRelativeAndNarrow() throws {
        func dump(_ a: String) -> String {
            ["<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>",
             record(1, "<UIView: 0x3; frame = (0 0; 100 100); transform = [\(a), 0.5, -0.5, \(a), 0, 0]>")].joined(separator: "\n")
        }
        // |a|·|d| = 0.25·(1 + 8e-10) against |b|·|c| = 0.25: within the tolerance.
        #expect(kindAndPlace(dumpError(dump("0.5000000002"))) == "unrecoverable-size 2:44")
        // 0.25·(1 + 1.2e-9) against 0.25: outside it, so the size is recovered (100 × 100).
        let view = try #require(node("UIView-0.0", in: try sceneJSON(dump("0.5000000003"))))
        #expect(numbers(view["size"]) == [100, 100])
    }
}
