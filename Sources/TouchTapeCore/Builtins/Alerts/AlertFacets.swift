/// Alerts (docs/rules.md S34): each `alert` with its controller and its actions (the
/// `alertAction` views inside it, nearest alert first), with their options' defaults applied,
/// and the implicit `#actionTracking` an alert's root view gets. What it does with a touch is
/// in AlertTracking.swift.
struct AlertFacets: Sendable {
    /// Alerts, by view.
    var alerts: [Int32: AlertFacet] = [:]
    /// Actions, by view.
    var actions: [Int32: AlertActionFacet] = [:]

    static let none = AlertFacets()

    static func compile(_ items: [Builtin], scene: Scene) -> AlertFacets {
        var f = AlertFacets()
        for b in items where b.kind == .alert {
            f.alerts[b.view] = AlertFacet(view: b.view, controller: b.settings.responder("controller"), actions: [])
        }
        guard !f.alerts.isEmpty else { return f }
        for b in items where b.kind == .alertAction {
            var v = scene.nodes[Int(b.view)].parent
            while v >= 0 && f.alerts[v] == nil { v = scene.nodes[Int(v)].parent }
            guard v >= 0 else { continue }  // an action outside any alert does nothing
            let s = b.settings
            f.actions[b.view] = AlertActionFacet(view: b.view, alert: v, index: s.integer("index") ?? 0,
                                                 style: s.string("style") ?? "default", enabled: s.bool("enabled") ?? true,
                                                 handler: s.string("handler"))
            f.alerts[v]?.actions.append(b.view)
        }
        return f
    }
}

/// One alert: its `UIAlertController` (the receiver of the dismissal) and its actions, in view order.
struct AlertFacet: Sendable {
    var view: Int32
    var controller: Int32?
    var actions: [Int32]
}

/// One action of an alert (4.1: `index`, `style`, `enabled`, `handler`).
struct AlertActionFacet: Sendable {
    var view: Int32
    var alert: Int32
    var index: Int
    var style: String
    var enabled: Bool
    /// The handler's name; nil when the scene names none (the call is still recorded, with null).
    var handler: String?
}

extension Scene {
    /// S34: `#actionTracking`, UIKit's `UIInterfaceActionSelectionTrackingController` long
    /// press (E23): `minimumPressDuration` 0, no movement limit (`allowableMovement` DBL_MAX),
    /// `cancelsTouchesInView` false; action `_handleActionSelectionGestureRecognizer:` to the
    /// alert's view.
    func alertRecognizers(_ f: AlertFacet) -> [GestureRecognizer] {
        let id = responderIDs[Int(f.view)]
        var tracking = GestureRecognizer(id: Scene.implicitID(id, "actionTracking"), kind: .longPress, view: f.view)
        tracking.cancelsTouchesInView = false
        tracking.delaysTouchesBegan = false
        tracking.delaysTouchesEnded = true
        tracking.minimumPressDuration = 0
        tracking.allowableMovement = .greatestFiniteMagnitude
        tracking.touches = 1
        tracking.action = GestureRecognizer.Action(target: id, selector: "_handleActionSelectionGestureRecognizer:")
        tracking.machine = .actionTracking
        return [tracking]
    }
}
