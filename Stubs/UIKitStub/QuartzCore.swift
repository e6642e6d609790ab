// Type-checking stub of QuartzCore (scripts/check-uikit-adapter): what the adapter reads of
// a view's layer.
@_exported import CoreGraphics
@_exported import ObjectiveC

// https://developer.apple.com/documentation/quartzcore/catransform3d
public struct CATransform3D {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
}

// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: ObjectiveC.NSObject {
    // https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    open var anchorPoint: CGPoint { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/quartzcore/calayer/transform
    open var transform: CATransform3D { get { fatalError("stub") } set { fatalError("stub") } }
    // https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform
    open var sublayerTransform: CATransform3D { get { fatalError("stub") } set { fatalError("stub") } }
}

// https://developer.apple.com/documentation/quartzcore/catransform3disaffine(_:)
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { fatalError("stub") }
// https://developer.apple.com/documentation/quartzcore/catransform3disidentity(_:)
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { fatalError("stub") }
