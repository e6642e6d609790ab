/// `#actionTracking`'s state machine and what the lift does (docs/rules.md S34, E23,
/// clarification 11). It begins in the `began` step (a long press with no minimum duration),
/// so it fails the other undecided recognizers sharing the touch (G10), but claims nothing
/// (`cancelsTouchesInView` false): the touch's view gets every phase. The action under the
/// finger is highlighted as it moves (it follows the finger across actions); the lift over an
/// enabled action dismisses the alert, and UIKit runs that action's handler once the
/// dismissal animation is over.
extension GestureStage {
    /// G2: one finger at a time; a touch on one of the alert's text fields or views is the
    /// field's (docs/uikit-classes.md, "Alerts": UIKit's tracking recognizer sits on the actions' group, never on the
    /// text fields an alert may hold).
    mutating func offerActionTracking(_ r: Int, serial: Int) -> Bool {
        guard states[r].phase == .possible, states[r].tracked.isEmpty,
              let view = touches[serial]?.view, view >= 0, !isTextInput(view, below: recognizers[r].view) else { return false }
        states[r].tracked.append(serial)
        return true
    }

    /// It begins in the `began` step, once every recognizer has been offered the touch (G2):
    /// G12, G10 and G11 decide as for any recognizer that begins.
    mutating func beginActionTracking(_ r: Int) {
        guard states[r].phase == .possible, !states[r].tracked.isEmpty else { return }
        attempt(r)
    }

    /// G7 without a movement limit: moves change it, the lift ends it and acts. A cancel is
    /// G18's (cancelled) and changes nothing (S34).
    mutating func seeActionTracking(_ r: Int, serial: Int, _ sample: TouchSample) {
        guard states[r].phase == .began || states[r].phase == .changed else { return }
        switch sample.phase {
        case .moved:
            record(r, .changed)
        case .ended:
            record(r, .ended)
            alertLifted(alert: recognizers[r].view, at: sample.location)
        default:
            break
        }
    }

    /// S34: the lift over an enabled action dismisses the alert, then (after the animation)
    /// runs the action's handler; over no action or a disabled one nothing happens.
    private mutating func alertLifted(alert: Int32, at location: Point) {
        guard let f = scene.builtins.alerts.alerts[alert], let action = self.action(under: location, in: f),
              action.enabled else { return }
        actionCall("dismissViewControllerAnimated:", from: alert, to: f.controller, [CallArgument("animated", .bool(true))])
        actionCall("handler", from: alert, to: action.view, [CallArgument("handler", action.handler.map(CallValue.string) ?? .null)],
                   afterAnimation: true)
    }

    /// The action whose view holds a screen point (P1, its bounds), if any: the one the
    /// highlight is on.
    func action(under location: Point, in f: AlertFacet) -> AlertActionFacet? {
        for a in f.actions where !scene.isHidden(a) {
            guard let p = scene.convert(location, from: nil, to: a), scene.nodes[Int(a)].bounds.contains(p) else { continue }
            return scene.builtins.alerts.actions[a]
        }
        return nil
    }

    /// Whether a view is, or is inside, a text field or text view that takes taps, below `top`.
    private func isTextInput(_ view: Int32, below top: Int32) -> Bool {
        var v = view
        while v >= 0 && v != top {
            if scene.builtins.textInputs[v]?.takesTaps == true { return true }
            v = scene.nodes[Int(v)].parent
        }
        return false
    }
}
