// Type-checking stub of the ObjectiveC overlay (scripts/check-uikit-adapter): only what the
// UIKit adapter uses, each with the Swift declaration of Apple's documentation page. Bodies
// trap; this module is never linked into anything.
@_exported import ObjectiveC

// https://developer.apple.com/documentation/objectivec/objcbool
public struct ObjCBool {
    public var boolValue: Bool { fatalError("stub") }
}

// The overlay's BOOL ↔ Bool conversions, which the compiler calls for imported BOOL values
// (not documented; their names are the compiler's).
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError("stub") }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError("stub") }

// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Hashable {
    private var ptr: OpaquePointer
    public init(_ str: String) { fatalError("stub") }
    public init(stringLiteral value: String) { fatalError("stub") }
}

// https://developer.apple.com/documentation/objectivec/method
public typealias Method = OpaquePointer
// https://developer.apple.com/documentation/objectivec/imp
public typealias IMP = OpaquePointer

// https://developer.apple.com/documentation/objectivec/1418498-class_getsuperclass
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? { fatalError("stub") }
// https://developer.apple.com/documentation/objectivec/1418530-class_getinstancemethod
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { fatalError("stub") }
// https://developer.apple.com/documentation/objectivec/1418811-class_getmethodimplementation
public func class_getMethodImplementation(_ cls: AnyClass?, _ name: Selector) -> IMP? { fatalError("stub") }
// https://developer.apple.com/documentation/objectivec/1418769-method_exchangeimplementations
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) { fatalError("stub") }

// Apple declares these two in Foundation; swift-corelibs-foundation has no selectors, so the
// stub declares them here, where `import UIKit` reaches them as it does on a device.
// https://developer.apple.com/documentation/foundation/nsselectorfromstring(_:)
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { fatalError("stub") }
// https://developer.apple.com/documentation/foundation/nsstringfromselector(_:)
public func NSStringFromSelector(_ aSelector: Selector) -> String { fatalError("stub") }

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class (Equatable, Hashable)
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError("stub") }
    public func hash(into hasher: inout Hasher) { fatalError("stub") }
}
