import TouchTapeCore

/// The field mapping of docs/dumps.md (Mapping a record to a view node): one record's fields as
/// scene keys.
enum RecordMapping {
    /// The control list of docs/dumps.md: a class or `baseClass` here makes the view a control.
    static let controlClasses: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UITextField",
        "UISearchTextField", "UIPageControl", "UIDatePicker", "UIColorWell", "UIRefreshControl",
        "UINavigationButton", "UIRoundedRectButton", "UITabBarButton", "_UIButtonBarButton", "UISearchBarTextField",
        // A cell's detail and info accessory buttons (UIKit's private UIButton and UIControl
        // subclasses): their touchUpInside makes the table tell its delegate (S19).
        "_UITableCellAccessoryButton", "UITableViewCellDetailDisclosureView",
    ]

    /// Classes whose `userInteractionEnabled` defaults to false (P4, exact names).
    static let nonInteractiveByDefault: Set<String> = ["UILabel", "UIImageView"]

    /// A root is a window when its class or `baseClass` is `UIWindow`, its class name ends in
    /// `Window`, or its layer is a `UIWindowLayer`.
    static func isWindow(_ record: Record) -> Bool {
        record.className == "UIWindow" || record.field("baseClass")?.value == "UIWindow"
            || record.className.hasSuffix("Window")
            || record.field("layer")?.value.hasPrefix("<UIWindowLayer") == true
    }

    /// Fills a node's scene keys from its record. A singular transform adds a note.
    static func map(_ record: Record, into node: inout DumpNode, notes: inout [String]) throws(InputError) {
        guard let frameField = record.field("frame") else {
            throw .dump(.missingFrame, at: record.position,
                        "the record <\(record.className): \(record.address); …> has no \"frame\" (trimmed by hand, or a custom description?)")
        }
        let frame = try FieldValues.frame(frameField)
        node.printedFrame = frame
        let at = record.position
        if node.isWindow ? record.className != "UIWindow" : record.className != "UIView" {
            node.set("class", DumpJSON.string(record.className, at: at))
        }

        var transform: [Double]?
        if let field = record.field("transform") {
            let t = try FieldValues.transform(field)
            if t != [1, 0, 0, 1, 0, 0] { transform = t }
        }
        if let t = transform, let field = record.field("transform") {
            try mapTransformed(frame: frame, transform: t, frameField: frameField, transformField: field,
                               into: &node, notes: &notes)
        } else {
            node.set("frame", DumpJSON.numbers(frame, at: frameField.keyPosition))
        }

        if let field = record.field("contentOffset") {
            let offset = try FieldValues.contentOffset(field)
            node.boundsOrigin = offset.map { $0 == 0 ? 0 : $0 }
            if offset != [0, 0] { node.set("boundsOrigin", DumpJSON.numbers(offset, at: field.keyPosition)) }
        }
        if let field = record.field("hidden"), field.value == "YES" {
            node.set("hidden", DumpJSON.bool(true, at: field.keyPosition))
        }
        if let field = record.field("alpha") {
            if FieldValues.isNaN(field.value) {
                // UIKit skips a view only when its alpha is below 0.01, which NaN is not: the
                // view is hit-tested as if opaque (alpha 1, omitted); the printed value is kept.
                node.setMeta("printedAlpha", DumpJSON.string(field.value, at: field.keyPosition))
                notes.append("line \(field.keyPosition.line): \(node.id) prints alpha = \(field.value), read as alpha 1: UIKit skips a view only when its alpha is below 0.01, which NaN is not (the printed value is kept in meta.printedAlpha)")
            } else {
                let alpha = try FieldValues.single(field)
                if alpha != 1 { node.set("alpha", DumpJSON.number(alpha, at: field.keyPosition)) }
            }
        }
        // UIKit prints `userInteractionEnabled = NO` for every class whose value is NO, and nothing
        // when it is YES (docs/dumps.md, Mapping a record to a view node): the class defaults are
        // made explicit.
        let interactionField = record.field("userInteractionEnabled")
        let interactive = interactionField?.value != "NO"
        let interactiveByDefault = !nonInteractiveByDefault.contains(record.className)
        if interactive != interactiveByDefault {
            node.set("userInteractionEnabled", DumpJSON.bool(interactive, at: interactionField?.keyPosition ?? at))
        }
        if let field = record.field("clipsToBounds"), field.value == "YES" {
            node.set("clipsToBounds", DumpJSON.bool(true, at: field.keyPosition))
        }
        let baseClass = record.field("baseClass")
        if !node.isWindow && (controlClasses.contains(record.className) || baseClass.map { controlClasses.contains($0.value) } == true) {
            node.set("control", DumpJSON.object([], at: at))
        }
        if let field = record.field("text") { node.setMeta("text", DumpJSON.string(field.value, at: field.keyPosition)) }
        if let field = record.field("tag") { node.setMeta("tag", DumpJSON.number(try FieldValues.single(field), at: field.keyPosition)) }
        if let baseClass { node.setMeta("baseClass", DumpJSON.string(baseClass.value, at: baseClass.keyPosition)) }
        node.hasGestureRecognizers = record.field("gestureRecognizers") != nil
    }

    /// `center`, `size` and `transform` from the printed bounding box (docs/dumps.md, Recovering a
    /// rotated view's size).
    static func mapTransformed(frame: [Double], transform t: [Double], frameField: RecordField,
                               transformField: RecordField, into node: inout DumpNode,
                               notes: inout [String]) throws(InputError) {
        node.transformed = true
        let (a, b, c, d) = (abs(t[0]), abs(t[1]), abs(t[2]), abs(t[3]))
        let (boxWidth, boxHeight) = (frame[2], frame[3])
        let center = [frame[0] + boxWidth / 2 - t[4], frame[1] + boxHeight / 2 - t[5]]
        let divisor = a * d - b * c
        var size: [Double] = [0, 0]
        if !boxFitsManySizes(a * d, b * c) {
            size = [rounded((d * boxWidth - c * boxHeight) / divisor), rounded((a * boxHeight - b * boxWidth) / divisor)]
            if size[0] < 0 || size[1] < 0 {
                throw .dump(.negativeSize, at: frameField.keyPosition,
                            "the bounds size recovered from \"frame\" and \"transform\" is negative (\(size[0]) × \(size[1])): they do not fit together")
            }
        } else if t[0] * t[3] - t[1] * t[2] == 0 {
            notes.append("line \(transformField.keyPosition.line): \(node.id) has a singular transform [\(transformField.value.dropFirst().dropLast())]: it is never hit (H3), its size is kept at 0 × 0")
        } else {
            node.unrecoverableSize = .dump(
                .unrecoverableSize, at: transformField.keyPosition,
                "\(node.id) is rotated so that its printed frame (a bounding box) fits many sizes (|a|·|d| = |b|·|c| within 1e-9 of the larger); give its \"size\" in an overlay: {\"select\": {\"id\": \"\(node.id)\"}, \"set\": {\"size\": [w, h]}}")
        }
        node.set("center", DumpJSON.numbers(center, at: frameField.keyPosition))
        node.set("size", DumpJSON.numbers(size, at: frameField.keyPosition))
        node.set("transform", DumpJSON.numbers(t, at: transformField.keyPosition))
    }

    /// How close `|a|·|d|` and `|b|·|c|` may be, relative to the larger, for the box not to
    /// determine the size: a 45° rotation printed with 17 digits differs in the last bit
    /// (`[0.70710678118654757, 0.70710678118654746, …]`), and dividing by that difference
    /// would make a size up.
    static let sizeTolerance = 1e-9

    /// Whether a transform's bounding box fits many bounds sizes (`|a|·|d| = |b|·|c|` within
    /// `sizeTolerance`; both 0 for a singular transform).
    static func boxFitsManySizes(_ ad: Double, _ bc: Double) -> Bool {
        abs(ad - bc) <= sizeTolerance * max(ad, bc)
    }

    /// Recovered sizes are rounded to 0.001 pt: the printed frame has six significant digits.
    static func rounded(_ x: Double) -> Double {
        let r = (x * 1000).rounded() / 1000
        return r == 0 ? 0 : r
    }
}
