/// What the engine did with every event of a session run against a scene: one ``Delivery``
/// per touch phase or other event, in order (docs/formats.md, the outcome format).
///
/// ```swift
/// let outcomes = scene.run(session)
/// outcomes.deliveries[0].view          // "centerButton"
/// print(outcomes.ndjson, terminator: "")  // as `touchtape dispatch --json` prints them
/// ```
public struct Outcomes: Sendable {
    /// The outcome format of a scene without recognizers, builtins or window gates.
    static let plainFormat = "touchtape.outcome/1"
    /// The outcome format of a scene with recognizers, builtins or window gates.
    static let gestureFormat = "touchtape.outcome/2"

    /// The session's name.
    public let session: String
    /// The name of the scene the session ran against.
    public let scene: String
    /// The outcome format: `touchtape.outcome/1` for a scene without recognizers, builtins or
    /// window gates; `touchtape.outcome/2` for one with them, whose deliveries carry `withheld`
    /// and `gestures` too (and `calls` when the scene has builtins or gates).
    public let format: String
    /// Every delivery, in order (D1: the same scene and session always give the same ones).
    public let deliveries: [Delivery]
    /// Every stated field of the session's `expect` entries that the deliveries disagree with:
    /// ``FieldDifference/reference`` is the stated value, ``FieldDifference/current`` the
    /// engine's. Empty when every expectation holds (or the session states none).
    public let expectationDifferences: [FieldDifference]
    /// Whether lines carry the `calls` key (a scene with builtins or gates).
    let callKeys: Bool

    package init(session: String, scene: String, deliveries: [Delivery], gestureKeys: Bool, callKeys: Bool,
                 expectationDifferences: [FieldDifference]) {
        self.session = session
        self.scene = scene
        self.format = gestureKeys ? Self.gestureFormat : Self.plainFormat
        self.deliveries = deliveries
        self.callKeys = callKeys
        self.expectationDifferences = expectationDifferences
    }

    /// The deliveries as NDJSON, one line each ending in a newline, byte for byte as
    /// `touchtape dispatch --json` prints them: every key in the format's fixed order.
    public var ndjson: String {
        var out: [UInt8] = []
        out.reserveCapacity(deliveries.count * 200)
        let gestureKeys = format == Self.gestureFormat
        for d in deliveries {
            OutcomeJSON.append(d, to: &out, gestureKeys: gestureKeys, callKeys: callKeys)
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What changed from a reference run of the same session (an earlier scene version, the
    /// baseline): one ``DeliveryChange`` per delivery that differs, in order.
    ///
    /// Deliveries are paired by event (`seq`) and, within an event, by kind and touch; a
    /// recognizer's `timer`, `late` and `cancel` rows by their position among the event's
    /// such rows (F10; docs/formats.md, "How two outcomes are compared"). `t` and `trace` are
    /// never compared.
    public func changes(from reference: Outcomes) -> [DeliveryChange] {
        OutcomeComparison.changes(reference: reference.deliveries, current: deliveries)
    }
}

/// One delivery that differs between two runs of a session: changed, new or gone.
public struct DeliveryChange: Sendable, Hashable {
    /// The delivery of the reference run; nil when the delivery is new.
    public var reference: Delivery?
    /// The delivery of the current run; nil when it is gone.
    public var current: Delivery?
    /// Every field that differs, in the outcome format's key order. For a new or gone
    /// delivery: `kind`, then every field the present side sets, the other side null.
    public var differences: [FieldDifference]

    /// The event the delivery answers (its `seq`).
    public var seq: Int { (current ?? reference)?.seq ?? 0 }

    package init(reference: Delivery?, current: Delivery?, differences: [FieldDifference]) {
        self.reference = reference
        self.current = current
        self.differences = differences
    }
}

extension Scene {
    /// Runs a session against this scene, event by event, as UIKit would deliver it:
    /// hit-testing each touch's `began` (H), binding the touch to its view (T), tracking
    /// controls (C), walking the responder chain (R), keeping the first responder (F) and, in a
    /// `/2` scene, running its recognizers and builtins (G, S).
    ///
    /// The session is run as a stored session is replayed: a `becomeFirstResponder` naming a
    /// responder the scene lacks is a failed request (F1), and an `expect` entry naming one
    /// shows as an expectation difference.
    ///
    /// - Parameters:
    ///   - session: the recorded events; its `scene` key is not checked against ``name``.
    ///   - trace: whether each `began` delivery carries its hit-test's calls (H9).
    /// - Returns: the deliveries, in order, and where they disagree with the session's `expect`
    ///   entries.
    public func run(_ session: Session, trace: Bool = false) -> Outcomes {
        let deliveries = Dispatcher.run(session, on: self, trace: trace)
        return Outcomes(session: session.name, scene: name, deliveries: deliveries, gestureKeys: hasGestures,
                        callKeys: hasBuiltins,
                        expectationDifferences: OutcomeComparison.expectationDifferences(events: session.events,
                                                                                         deliveries: deliveries))
    }
}
