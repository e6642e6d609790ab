// Type-checking stub of CoreGraphics (scripts/check-uikit-adapter). swift-corelibs-foundation
// already has CGFloat, CGPoint, CGSize and CGRect (with the CGFloat ↔ Double conversion); the
// stub adds what it lacks and the adapter uses.
@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
}
