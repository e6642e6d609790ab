#if canImport(UIKit)
import TouchTapeCaptureCore
import UIKit

/// What the Objective-C runtime says about a class: its chain of superclasses, which of them
/// are Apple's, and which touch-handling methods it overrides. Public runtime API only.
@MainActor enum ClassInspection {
    /// The selectors of the methods whose overrides are reported (docs/capture.md, What the app can
    /// add: `meta.overrides`). Strings, not `#selector`: the stub check cannot represent `CGPoint`
    /// parameters in Objective-C; Stubs/UIKitStub/Witness.swift checks them with `#selector` on a
    /// Mac.
    static let overridable: [(OverrideSet, String)] = [
        (.hitTest, "hitTest:withEvent:"),
        (.pointInside, "pointInside:withEvent:"),
        (.touchesBegan, "touchesBegan:withEvent:"),
        (.touchesMoved, "touchesMoved:withEvent:"),
        (.touchesEnded, "touchesEnded:withEvent:"),
        (.touchesCancelled, "touchesCancelled:withEvent:"),
    ]

    /// Apple's classes live in a framework under a `/System/Library/` folder (also inside a
    /// simulator runtime) [to verify on a Mac].
    static func isSystemClass(_ cls: AnyClass) -> Bool {
        Bundle(for: cls).bundlePath.contains("/System/Library/")
    }

    static func lineage(of cls: AnyClass) -> [ClassReading] {
        var result: [ClassReading] = []
        var current: AnyClass? = cls
        while let c = current {
            result.append(ClassReading(name: NSStringFromClass(c), isSystem: isSystemClass(c)))
            current = class_getSuperclass(c)
        }
        return result
    }

    /// The methods an app class overrides, compared with its nearest system superclass.
    static func overrides(of cls: AnyClass) -> OverrideSet {
        guard !isSystemClass(cls) else { return [] }
        var base: AnyClass? = class_getSuperclass(cls)
        while let b = base, !isSystemClass(b) { base = class_getSuperclass(b) }
        guard let systemBase = base else { return [] }
        var found: OverrideSet = []
        for (member, name) in overridable {
            let selector = NSSelectorFromString(name)
            if class_getMethodImplementation(cls, selector) != class_getMethodImplementation(systemBase, selector) {
                found.insert(member)
            }
        }
        return found
    }
}
#endif
