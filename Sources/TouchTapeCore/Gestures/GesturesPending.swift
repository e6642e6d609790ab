/// Whether recognizers still have something to decide, asked by tools that dispatch part of a
/// session (`fragile`): a touch's outcome is not known while a recognizer it reached still
/// tracks a touch or has a deadline armed (G5, G11), for example a single tap waiting for a
/// double tap's failure after its touch has lifted.
extension Dispatcher {
    /// Whether any of these recognizers (by id) still tracks a touch or has a deadline armed.
    /// Always false in a scene without recognizers.
    package func recognizersPending(_ ids: [String]) -> Bool {
        guard let box = gestureStageBox else { return false }
        return ids.contains { id in
            guard let r = scene.gestures.index(of: id) else { return false }
            return box.stage.states[r].deadline != nil || !box.stage.states[r].tracked.isEmpty
        }
    }

    /// Passes the deadlines at or before `t` (G5), as dispatching an event at `t` would first
    /// do, without the event: a caller can then ask `recognizersPending` before deciding to
    /// dispatch it. Dispatching that event afterwards gives the same deliveries as without
    /// this call. Nothing happens in a scene without recognizers.
    package mutating func passDeadlines(upTo t: Double, into deliveries: inout [Delivery]) {
        guard let box = uniqueGestureStage() else { return }
        var full: [GestureDelivery] = []
        passDeadlines(upTo: t, stage: &box.stage, into: &full)
        for g in full { deliveries.append(scene.delivery(g)) }
    }
}
