/// The touch-handling methods that a class outside UIKit overrides, detected by the adapter
/// by comparing method implementations with the nearest UIKit superclass's. Their behaviour
/// cannot be read; the capture reports them (`meta.overrides`, the capture log), and the app
/// can describe them through `TouchTapeDescribing`.
public struct OverrideSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let hitTest = OverrideSet(rawValue: 1 << 0)
    public static let pointInside = OverrideSet(rawValue: 1 << 1)
    public static let touchesBegan = OverrideSet(rawValue: 1 << 2)
    public static let touchesMoved = OverrideSet(rawValue: 1 << 3)
    public static let touchesEnded = OverrideSet(rawValue: 1 << 4)
    public static let touchesCancelled = OverrideSet(rawValue: 1 << 5)

    /// Every member with its name in `meta.overrides`, in a fixed order.
    public static let named: [(OverrideSet, String)] = [
        (.hitTest, "hitTest"), (.pointInside, "pointInside"), (.touchesBegan, "touchesBegan"),
        (.touchesMoved, "touchesMoved"), (.touchesEnded, "touchesEnded"), (.touchesCancelled, "touchesCancelled"),
    ]

    /// The names of the members, in the fixed order.
    public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

    static let touches: OverrideSet = [.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled]
}
