/// A `UIControl`'s handlers as the scene's `control` (docs/capture.md, What is written: Scenes).
/// The format holds one action per event: the first in registration order when the adapter knows
/// it, else the first by (target class, action); the rest go to `meta.moreActions`. Events the
/// format does not have (`valueChanged`, `editing…`, `menuActionTriggered`) go to
/// `meta.otherEvents`.
enum ControlMapping {
    @MainActor static func control(_ control: ControlSnapshot, at place: String, options: CaptureOptions,
                        log: inout CaptureLog, meta: inout ObjectBuilder) -> JSONTree {
        var object = ObjectBuilder()
        if !control.isEnabled { object.add("enabled", .bool(false)) }
        var actions = ObjectBuilder()
        var more: [JSONTree] = []
        var other: [JSONTree] = []
        var unnamed: [JSONTree] = []
        for event in ControlEventReading.allCases {
            var named: [(handler: ControlHandlerReading, action: String)] = []
            for handler in control.handlers where handler.event == event {
                if let selector = handler.selector {
                    named.append((handler, selector))
                } else {
                    let name = options.actionName?(handler) ?? stableIdentifier(handler.actionIdentifier)
                    if name == nil { unnamed.append(.string(event.rawValue)) }
                    named.append((handler, name ?? "uiAction"))
                }
            }
            guard !named.isEmpty else { continue }
            if !control.inRegistrationOrder {
                named.sort { ($0.handler.targetClassName ?? "", $0.action) < ($1.handler.targetClassName ?? "", $1.action) }
            }
            let entries = named.map { entry in
                JSONTree.object([JSONTree.Member(key: "event", value: .string(event.rawValue)),
                                 JSONTree.Member(key: "action", value: .string(entry.action))])
            }
            if event.isSceneEvent {
                actions.add(event.rawValue, .string(named[0].action))
                more += entries.dropFirst()
            } else {
                other += entries
            }
        }
        if !actions.isEmpty { object.add("actions", actions.tree) }
        if !more.isEmpty {
            meta.add("moreActions", .array(more))
            log.note("\(place): more than one action on one event; the scene keeps the first, the rest are in meta.moreActions")
        }
        if !other.isEmpty { meta.add("otherEvents", .array(other)) }
        if !unnamed.isEmpty {
            meta.add("unnamedAction", .array(unnamed))
            log.note("\(place): a UIAction without a stable identifier is written as \"uiAction\"; give it UIAction(identifier:) or name it with CaptureOptions.actionName")
        }
        return object.tree
    }

    /// A `UIAction` identifier the app set, or nil for one UIKit generated (a UUID, which
    /// changes on every launch and would mint a new scene version on every capture).
    static func stableIdentifier(_ identifier: String?) -> String? {
        guard let identifier, !identifier.isEmpty else { return nil }
        return looksGenerated(identifier) ? nil : identifier
    }

    /// `8-4-4-4-12` hexadecimal digits.
    static func looksGenerated(_ s: String) -> Bool {
        let groups = s.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit } }
    }
}
