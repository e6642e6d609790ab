/// Why a `hitTest` call returned nil (H9). When several eligibility reasons hold, the first
/// in this order is given.
public enum NilReason: String, Sendable, Hashable, CaseIterable {
    /// The view is hidden (H3).
    case hidden
    /// The view has `isUserInteractionEnabled` false (H3).
    case userInteractionDisabled
    /// The view's alpha is below 0.01 (H3).
    case alpha
    /// The view is a control with `isEnabled` false (H3).
    case disabledControl
    /// The point cannot be converted into the view through a singular transform (H7).
    case singularTransform
    /// The view's `pointInside` answered false (H4).
    case outside
    /// The view's `hitTest` rule returned nil (H8).
    case rule
}

/// The two calls a hit-test makes on a view (H9).
public enum HitTestCall: String, Sendable, Hashable {
    /// `hitTest(_:with:)`.
    case hitTest
    /// `point(inside:with:)`.
    case pointInside
}

/// One `hitTest` or `pointInside` call, in call order (H9).
package struct TraceEntry: Sendable, Hashable {
    package typealias Call = HitTestCall

    /// The view the call was made on (a view index of the scene).
    package var view: Int32
    package var call: Call
    /// The point the call was given, in the view's coordinates; nil when it could not be
    /// converted through a singular transform.
    package var point: Point?
    /// For `hitTest`: the view returned, or nil.
    package var resultView: Int32?
    /// For `pointInside`: its answer.
    package var inside: Bool
    /// For a `hitTest` that returned nil: why.
    package var reason: NilReason?
    /// How deep the call is nested in the `hitTest` calls of one hit-test (0 for a window's).
    package var depth: Int
}

/// Receives the calls of one hit-test. The engine is generic over it so that hit-testing
/// without a trace compiles to code that records nothing and allocates nothing.
protocol HitTestTracer {
    /// Whether calls are recorded; when not, subviews may be asked through the fast path.
    static var records: Bool { get }
    /// A `hitTest` call starts; returns a token for `endHitTest`.
    mutating func beginHitTest(view: Int32, point: Point?) -> Int
    mutating func endHitTest(_ token: Int, result: Int32, reason: NilReason?)
    mutating func pointInside(view: Int32, point: Point?, result: Bool)
}

/// The tracer of untraced hit-tests: does nothing.
struct NoTrace: HitTestTracer {
    static var records: Bool { false }
    @inline(__always) mutating func beginHitTest(view: Int32, point: Point?) -> Int { 0 }
    @inline(__always) mutating func endHitTest(_ token: Int, result: Int32, reason: NilReason?) {}
    @inline(__always) mutating func pointInside(view: Int32, point: Point?, result: Bool) {}
}

/// Records every call as a ``TraceEntry``.
struct TraceRecorder: HitTestTracer {
    static var records: Bool { true }
    var entries: [TraceEntry] = []
    private var depth = 0

    mutating func beginHitTest(view: Int32, point: Point?) -> Int {
        entries.append(TraceEntry(view: view, call: .hitTest, point: point, resultView: nil, inside: false,
                                  reason: nil, depth: depth))
        depth += 1
        return entries.count - 1
    }

    mutating func endHitTest(_ token: Int, result: Int32, reason: NilReason?) {
        depth -= 1
        entries[token].resultView = result >= 0 ? result : nil
        entries[token].reason = result >= 0 ? nil : reason
    }

    mutating func pointInside(view: Int32, point: Point?, result: Bool) {
        entries.append(TraceEntry(view: view, call: .pointInside, point: point, resultView: nil, inside: result,
                                  reason: nil, depth: depth))
    }
}
