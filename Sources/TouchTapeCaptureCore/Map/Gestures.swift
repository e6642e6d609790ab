/// Recognizers (docs/capture.md, What is written: Scenes): which ones a scene writes, and how.
enum GestureMapping {
    /// The four classes the format models, by exact name.
    static let modelledClasses: [String: String] = [
        "UITapGestureRecognizer": "tap", "UILongPressGestureRecognizer": "longPress",
        "UIPanGestureRecognizer": "pan", "UISwipeGestureRecognizer": "swipe",
    ]
    /// A pan's maximum outside 1…20 reads as no maximum (`NSUIntegerMax` through Swift's `Int`
    /// is not established).
    static let largestMaximumTouches = 20

    enum Decision: Hashable, Sendable {
        case write
        case omit(reason: String)
        /// The view's builtin gives it (a scroll view's pan is its `#scrollPan`, S3): not
        /// written, and not unmodelled either.
        case givenByBuiltin
    }

    /// Whether a recognizer is written: one of the four classes, or an app subclass of one; never
    /// the scroll view's own pan (the `scrollView` builtin gives it, S1, S3; docs/uikit-classes.md,
    /// Where builtins come from), pinch, rotation, hover, screen-edge pan or UIKit's private ones.
    static func decide(_ g: GestureSnapshot, viewHasBuiltin: Bool) -> Decision {
        if g.isScrollViewPan {
            return viewHasBuiltin ? .givenByBuiltin
                : .omit(reason: "a scroll view's pan is its scrollView builtin's #scrollPan (S3), and this view gets no builtin (S2, or builtins turned off)")
        }
        if g.className == "UIScreenEdgePanGestureRecognizer" { return .omit(reason: "screen-edge pan is not modelled") }
        guard g.kind != .unsupported else { return .omit(reason: "not modelled") }
        if g.isUIKitClass && modelledClasses[g.className] == nil { return .omit(reason: "UIKit-internal") }
        switch g.kind {
        case .longPress(_, _, _, let taps) where taps != 0:
            return .omit(reason: "a long press that needs \(taps) tap(s) first is not representable")
        case .swipe(let directions, _) where directions.rawValue.nonzeroBitCount != 1:
            return .omit(reason: directions.rawValue == 0 ? "a swipe with no direction" : "a swipe with more than one direction is not representable")
        default:
            return .write
        }
    }

    /// A written recognizer's members up to (not including) `action`, and its `meta` so far.
    static func members(_ g: GestureSnapshot, at place: String, log: inout CaptureLog,
                        object: inout ObjectBuilder, meta: inout ObjectBuilder) {
        switch g.kind {
        case .tap: object.add("kind", .string("tap"))
        case .longPress: object.add("kind", .string("longPress"))
        case .pan: object.add("kind", .string("pan"))
        case .swipe: object.add("kind", .string("swipe"))
        case .unsupported: object.add("kind", .string("pan"))  // never written: decide() omits it
        }
        if !g.isEnabled { object.add("enabled", .bool(false)) }
        if !g.cancelsTouchesInView { object.add("cancelsTouchesInView", .bool(false)) }
        if g.delaysTouchesBegan { object.add("delaysTouchesBegan", .bool(true)) }
        if !g.delaysTouchesEnded { object.add("delaysTouchesEnded", .bool(false)) }
        switch g.kind {
        case .tap(let taps, let touches):
            addCount("taps", taps, at: place, log: &log, into: &object)
            addCount("touches", touches, at: place, log: &log, into: &object)
        case .longPress(let duration, let movement, let touches, _):
            addQuantity("minimumPressDuration", duration, default: 0.5, at: place, log: &log, into: &object)
            addQuantity("allowableMovement", movement, default: 10, at: place, log: &log, into: &object)
            addCount("touches", touches, at: place, log: &log, into: &object)
        case .pan(let minimum, let maximum):
            addCount("minimumTouches", minimum, at: place, log: &log, into: &object)
            if maximum >= max(minimum, 1) && maximum <= largestMaximumTouches {
                object.add("maximumTouches", .number(Double(maximum)))
            } else if maximum >= 1 && maximum < minimum {
                log.warn("\(place): maximumNumberOfTouches \(maximum) is below the minimum \(minimum): written with no maximum")
            }
        case .swipe(let directions, let touches):
            let name = directions == .left ? "left" : directions == .up ? "up" : directions == .down ? "down" : "right"
            if name != "right" { object.add("direction", .string(name)) }
            addCount("touches", touches, at: place, log: &log, into: &object)
        case .unsupported:
            break
        }
        if GestureMapping.modelledClasses[g.className] == nil {
            meta.add("class", .string(g.className))
            log.note("\(place): \(g.className) is an app subclass of a modelled recognizer; its overrides may change what it does")
        }
        if !g.delegateOverrides.isEmpty {
            meta.add("delegateOverrides", .array(g.delegateOverrides.map(JSONTree.string)))
            log.warn("\(place): its delegate implements \(g.delegateOverrides.joined(separator: ", ")), which the engine does not model")
        }
        if !g.allowsDirectTouches {
            log.warn("\(place): allowedTouchTypes leaves out direct touches; the engine has no touch types")
        }
    }

    /// A count of 1 or more; 1 is the default and is not written.
    private static func addCount(_ key: String, _ value: Int, at place: String, log: inout CaptureLog, into object: inout ObjectBuilder) {
        if value < 1 {
            log.warn("\(place): \(key) \(value) is below 1: written as the default, 1")
        } else if value != 1 {
            object.add(key, .number(Double(value)))
        }
    }

    /// A finite quantity of 0 or more; the default is not written.
    private static func addQuantity(_ key: String, _ value: Double, default: Double, at place: String,
                                    log: inout CaptureLog, into object: inout ObjectBuilder) {
        if !value.isFinite || value < 0 {
            log.warn("\(place): \(key) \(value) is not a finite number of 0 or more: written as the default, \(`default`)")
        } else if value != `default` {
            object.add(key, .number(value))
        }
    }
}
