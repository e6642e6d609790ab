#if canImport(UIKit)
import TouchTapeCaptureCore
import UIKit

// CoreGraphics values as the core's: one conversion each, no logic.

extension CPoint {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension CRect {
    init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}

extension CSize {
    init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension CEdgeInsets {
    init(_ i: UIEdgeInsets) {
        self.init(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right))
    }
}

extension ScreenEdgesReading {
    init(_ e: UIRectEdge) { self.init(rawValue: Int(e.rawValue)) }
}

extension ScrollViewReading {
    /// A scroll view's settings, one property a line.
    @MainActor init(_ s: UIScrollView) {
        self.init(contentSize: CSize(s.contentSize),
                  adjustedContentInset: CEdgeInsets(s.adjustedContentInset),
                  delaysContentTouches: s.delaysContentTouches,
                  canCancelContentTouches: s.canCancelContentTouches,
                  scrollEnabled: s.isScrollEnabled)
    }
}

extension CAffine {
    init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}
#endif
