import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeDumps

/// Issue #23, item 12: real dumps print `alpha = nan` (a WeChat home screen). UIKit skips a
/// view only when its alpha is below 0.01, which NaN is not, so the view is hit-testable:
/// alpha 1 for hit-testing, the printed value in `meta`, a note naming the line.
@Suite("Dumps: alpha = nan")
struct DumpNaNAlphaTests {
    static let dump = [
        "<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>",
        record(1, "<MainFrameSearchBar: 0x3; baseClass = UISearchBar; frame = (0 64; 375 56); alpha = nan; autoresize = W; layer = <CALayer: 0x4>>"),
        record(2, "<UISearchBarTextField: 0x5; frame = (8 10; 359 36); text = ''; opaque = NO; layer = <CALayer: 0x6>>"),
    ].joined(separator: "\n")

    @Test("alpha = nan: the dump is read, not refused as non-finite, and the view takes touches as with alpha 1")
    func nanAlphaViewIsHitTestable() throws {
        let scene = try readDump(Self.dump).document.scene
        #expect(hitID(scene, 187, 92) == "UISearchBarTextField-0.0.0")
        let bar = try #require(node("MainFrameSearchBar-0.0", in: try sceneJSON(Self.dump)))
        #expect(bar["alpha"] == nil)  // 1, the default, omitted
    }

    @Test("alpha = nan: the printed value is kept in the view's meta as printedAlpha")
    func printedAlphaIsKept() throws {
        let bar = try #require(node("MainFrameSearchBar-0.0", in: try sceneJSON(Self.dump)))
        #expect(bar["meta"]?.objectValue?["printedAlpha"]?.stringValue == "nan")
        let negative = Self.dump.replacingOccurrences(of: "alpha = nan", with: "alpha = -nan")
        let printed = try #require(node("MainFrameSearchBar-0.0", in: try sceneJSON(negative)))
        #expect(printed["meta"]?.objectValue?["printedAlpha"]?.stringValue == "-nan")
    }

    @Test("alpha = nan: a note names the line and the view")
    func noteNamesTheLine() throws {
        let notes = try readDump(Self.dump).summary.notes
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("line 2: MainFrameSearchBar-0.0 prints alpha = nan, read as alpha 1") == true, "\(notes)")
    }

    @Test("alpha = inf and a nan frame stay non-finite errors")
    func otherNonFiniteStayErrors() {
        let inf = Self.dump.replacingOccurrences(of: "alpha = nan", with: "alpha = inf")
        #expect(kindAndPlace(dumpError(inf)) == "non-finite 2:81")
        let frame = Self.dump.replacingOccurrences(of: "(0 64; 375 56)", with: "(0 nan; 375 56)")
        #expect(kindAndPlace(dumpError(frame))?.hasPrefix("non-finite 2:") == true)
    }
}
