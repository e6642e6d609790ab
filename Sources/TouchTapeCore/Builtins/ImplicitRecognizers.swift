/// Implicit recognizers (docs/rules.md, S "Terms"; docs/uikit-classes.md, "Implicit recognizers"): the recognizers a builtin gives its view,
/// with ids `VIEW#name`, before the view's own in G1 order. They follow docs/rules.md (G1–G19)
/// like declared ones; only their state machines differ, and those are named here.
///
/// **Registration point.** A family that adds recognizers adds its machines to
/// ``ImplicitMachine``, lists its recognizers in `implicitRecognizers(of:in:)`, and routes its
/// machines in the three switches below to functions in its own file.
enum ImplicitMachine: Sendable, Hashable {
    /// S4: `#scrollDelay`, which holds a scroll view's content touches 0.15 s.
    case scrollDelay
    /// S6, S7: `#scrollPan`, the scroll view's per-axis pan with the content-touch check.
    case scrollPan
    /// S27, S29: `#textTap`, a text field's or editable text view's tap that makes it first responder.
    case textTap
    /// S34: `#actionTracking`, an alert's long press that follows the finger across its actions.
    case actionTracking
    /// S20: `#switchPress`, a modern switch's press (a long press of 0.01 s).
    case switchPress
    /// S20: `#switchPan`, a modern switch's pan (it begins at the first move).
    case switchPan
    /// S35: `WINDOW#systemGate`, which holds a touch that begins in a system-gesture region.
    case systemGate
    /// S36 (clarification 8): `WINDOW#systemGestureGate`, which every pan requires to fail.
    case systemGestureGate

    /// How `why` and `show` name the recognizer's kind.
    var name: String {
        switch self {
        case .scrollDelay: "scroll delay"
        case .scrollPan: "scroll pan"
        case .textTap: "text tap"
        case .actionTracking: "alert action tracking"
        case .switchPress: "switch press"
        case .switchPan: "switch pan"
        case .systemGate: "system gate"
        case .systemGestureGate: "system gesture gate"
        }
    }

    /// S35: after the view's declared recognizers in G1 order (a window's gates come last).
    var comesLast: Bool { self == .systemGate || self == .systemGestureGate }
}

extension Scene {
    /// Validates the builtins and window keys read with the document, and adds their implicit
    /// recognizers to the declared ones.
    mutating func installBuiltins(_ decoder: BuiltinDecoder) throws(InputError) {
        builtins = try decoder.resolve(in: self)
        let implicit = withSystemGates(builtins.items.flatMap { implicitRecognizers(of: $0) })
        if !implicit.isEmpty {
            gestures = SceneGestures(declared: gestures.declaredOnly, implicit: implicit, viewCount: viewCount)
            requireSystemGestureGates()
        }
    }

    /// The implicit recognizers of one builtin, in G1 order.
    func implicitRecognizers(of builtin: Builtin) -> [GestureRecognizer] {
        switch builtin.kind {
        case .scrollView, .tableView, .collectionView:
            return builtins.scrollViews[builtin.view].map { scrollRecognizers($0) } ?? []
        case .textView:
            // Clarification 10: `#textTap`, then the scroll view's pair.
            return (builtins.textInputs[builtin.view].map { textRecognizers($0) } ?? [])
                + (builtins.scrollViews[builtin.view].map { scrollRecognizers($0) } ?? [])
        case .textField:
            return builtins.textInputs[builtin.view].map { textRecognizers($0) } ?? []
        case .alert:
            return builtins.alerts.alerts[builtin.view].map { alertRecognizers($0) } ?? []
        case .switch:
            return builtins.valueControls.switches[builtin.view].map { switchRecognizers($0) } ?? []
        default:
            return []
        }
    }

    /// An implicit recognizer's id: `VIEW#name`.
    static func implicitID(_ view: String, _ name: String) -> String { "\(view)#\(name)" }
}

extension GestureStage {
    /// G2: an implicit recognizer is offered a beginning touch.
    mutating func offerImplicit(_ machine: ImplicitMachine, _ r: Int, serial: Int, at location: Point) -> Bool {
        switch machine {
        case .scrollDelay: offerScrollDelay(r, serial: serial)
        case .scrollPan: offerScrollPan(r, serial: serial)
        case .textTap: offerTextTap(r, serial: serial)
        case .actionTracking: offerActionTracking(r, serial: serial)
        case .switchPress: offerSwitchPress(r, serial: serial)
        case .switchPan: offerSwitchPan(r, serial: serial)
        case .systemGate: offerSystemGate(r, serial: serial, at: location)
        case .systemGestureGate: offerSystemGestureGate(r, serial: serial)
        }
    }

    /// G2 is over for a beginning touch: every recognizer has been offered it. An implicit
    /// recognizer that begins in the `began` step (S34's `#actionTracking`) begins now, so that
    /// G10 fails the others that accepted the touch, as UIKit does.
    mutating func touchOffered(_ serial: Int) {
        for r in acceptedBy[serial] ?? [] {
            switch recognizers[r].machine {
            case .actionTracking: beginActionTracking(r)
            default: break
            }
        }
    }

    /// One phase of a touch an implicit recognizer tracks (a `cancelled` is handled before, G18).
    mutating func seeImplicit(_ machine: ImplicitMachine, _ r: Int, serial: Int, _ sample: TouchSample) {
        switch machine {
        case .scrollDelay: seeScrollDelay(r, serial: serial, sample)
        case .scrollPan: seeScrollPan(r, serial: serial, sample)
        case .textTap: seeTextTap(r, serial: serial, sample)
        case .actionTracking: seeActionTracking(r, serial: serial, sample)
        case .switchPress: seeSwitchPress(r, serial: serial, sample)
        case .switchPan: seeSwitchPan(r, serial: serial, sample)
        case .systemGate: seeSystemGate(r, serial: serial, sample)
        case .systemGestureGate: seeSystemGestureGate(r, serial: serial, sample)
        }
    }

    /// An implicit recognizer's deadline passed.
    mutating func deadlineImplicit(_ machine: ImplicitMachine, _ r: Int) {
        switch machine {
        case .scrollDelay: decideScrollDelay(r)
        case .scrollPan, .actionTracking, .switchPan, .systemGestureGate: break
        case .textTap: fail(r)  // G6: held past the tap's maximum duration
        case .switchPress: switchPressDeadline(r)
        case .systemGate: failSystemGates(r)
        }
    }

    /// G10's exception: two implicit recognizers that may be active together (S20: a switch's
    /// press and pan).
    func mayBeActiveTogether(_ a: Int, _ b: Int) -> Bool {
        guard let ma = recognizers[a].machine, let mb = recognizers[b].machine else { return false }
        return switchPairTogether(ma, mb, a, b)
    }
}
