// Type-checking stub (scripts/check-uikit-adapter): the Objective-C root class and protocol,
// so that UIKit's stub classes are Objective-C classes, as on Apple's platforms, and `@objc`
// and `#selector` type-check. Declarations as in Apple's objc/NSObject.h; never linked.
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
typedef struct objc_class *Class;
typedef struct objc_object { Class isa; } *id;
typedef struct objc_selector *SEL;
typedef signed char BOOL;

@protocol NSObject
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
- (BOOL)respondsToSelector:(SEL)aSelector;
@end

@interface NSObject <NSObject>
- (instancetype)init;
+ (instancetype)alloc;
@end
