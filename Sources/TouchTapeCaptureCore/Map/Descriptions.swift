/// The app's `TouchTapeDescribing` answers as scene rules (docs/capture.md, What the app can add),
/// with the views they name resolved to ids; and the overrides nobody described, reported.
struct DescriptionMapping {
    let idsByKey: [ObjectIdentifier: String]

    func hitTest(_ rule: HitTestRuleSnapshot?, at place: String, log: inout CaptureLog) -> JSONTree? {
        switch rule {
        case nil, .standard?: return nil
        case .returnsSelf?: return .string("self")
        case .none?: return .string("none")
        case .passThroughSelf?: return .string("passThroughSelf")
        case .passThrough(let keys)?: return listRule("passThrough", keys, at: place, log: &log)
        case .forwardTo(let keys)?: return listRule("forwardTo", keys, at: place, log: &log)
        }
    }

    private func listRule(_ name: String, _ keys: [ObjectIdentifier], at place: String, log: inout CaptureLog) -> JSONTree? {
        var ids: [JSONTree] = []
        for key in keys {
            if let id = idsByKey[key] {
                ids.append(.string(id))
            } else {
                log.warn("\(place): its \(name) rule names a view that is not in the scene: left out of the rule")
            }
        }
        guard !ids.isEmpty else {
            log.warn("\(place): its \(name) rule names no view of the scene: not written")
            return nil
        }
        return .object([JSONTree.Member(key: name, value: .array(ids))])
    }

    func pointInside(_ rule: TouchTapePointInsideRule?, at place: String, log: inout CaptureLog) -> JSONTree? {
        switch rule {
        case nil, .bounds?: return nil
        case .circle?: return .string("circle")
        case .always?: return .string("always")
        case .never?: return .string("never")
        case .inset(let top, let left, let bottom, let right)?:
            guard [top, left, bottom, right].allSatisfy(\.isFinite) else {
                log.warn("\(place): its pointInside inset is not finite: not written")
                return nil
            }
            return .object([JSONTree.Member(key: "inset", value: .numbers([top, left, bottom, right]))])
        case .minimumSize(let width, let height)?:
            guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
                log.warn("\(place): its pointInside minimum size is not a finite size: not written")
                return nil
            }
            return .object([JSONTree.Member(key: "minimumSize", value: .numbers([width, height]))])
        }
    }

    /// Nil when the rule is the responder's default (`forward`, `handle` for a control).
    func touches(_ rule: TouchTapeTouchesRule?, isControl: Bool) -> JSONTree? {
        let standard: TouchTapeTouchHandling = isControl ? .handle : .forward
        switch rule {
        case nil: return nil
        case .all(let handling)?: return handling == standard ? nil : .string(handling.rawValue)
        case .perPhase(let began, let moved, let ended, let cancelled)?:
            if [began, moved, ended, cancelled].allSatisfy({ $0 == standard }) { return nil }
            // A missing phase is `forward`; a control's default does not apply per phase.
            var object = ObjectBuilder()
            for (phase, handling) in [("began", began), ("moved", moved), ("ended", ended), ("cancelled", cancelled)]
            where handling != .forward {
                object.add(phase, .string(handling.rawValue))
            }
            return object.tree
        }
    }

    static func actions(_ description: DescriptionSnapshot?) -> JSONTree? {
        guard let actions = description?.actions, !actions.isEmpty else { return nil }
        return .array(actions.map(JSONTree.string))
    }

    /// Overrides a description does not cover: logged, so a reader knows where the scene may
    /// differ from the device (the probe session shows where it does).
    static func reportUndescribed(_ overrides: OverrideSet, _ description: DescriptionSnapshot?, at place: String,
                                  log: inout CaptureLog) {
        var undescribed = overrides
        if description?.hitTest != nil { undescribed.remove(.hitTest) }
        if description?.pointInside != nil { undescribed.remove(.pointInside) }
        if description?.touches != nil { undescribed.subtract(OverrideSet.touches) }
        if !undescribed.isEmpty {
            log.warn("\(place): its class overrides \(undescribed.names.joined(separator: ", ")), which cannot be read: the scene assumes UIKit's default; describe it with TouchTapeDescribing")
        }
    }
}
