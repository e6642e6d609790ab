/// Decodes one session event (docs/formats.md) from its JSON value.
enum EventDecoder {
    static let payloadKeys = ["touches", "motion", "remoteControl", "press", "action", "becomeFirstResponder",
                              "resignFirstResponder", "ignoreInteractionEvents"]
    static let eventKeys = Set(payloadKeys + ["t", "expect"])

    /// - Parameter gestureKeys: a `touchtape.session/2` document may expect `withheld` and `gestures`.
    static func decode(_ value: JSONValue, index: Int, gestureKeys: Bool = false) throws(InputError) -> SessionEvent {
        let what = "event \(index)"
        let fields = try ObjectFields(value, what: what, allowed: eventKeys)
        guard let t = try fields.number("t") else {
            throw InputError(.missingKey, position: value.position, "\(what) is missing the required key \"t\"")
        }
        if t < 0 { throw InputError(.badValue, position: fields.value("t")?.position, "\"t\" of \(what) must not be negative") }
        let present = payloadKeys.filter { fields.has($0) }
        guard present.count == 1, let key = present.first, let payloadValue = fields.value(key) else {
            throw InputError(present.isEmpty ? .missingKey : .conflict, position: value.position,
                             present.isEmpty
                                ? "\(what) has none of \(payloadKeys.map { "\"\($0)\"" }.joined(separator: ", ")): it needs exactly one"
                                : "\(what) has \(present.map { "\"\($0)\"" }.joined(separator: " and ")): it needs exactly one")
        }
        let payload: EventPayload
        var touchIDs = TouchIDSet()
        switch key {
        case "touches":
            guard let list = payloadValue.arrayValue, !list.isEmpty else {
                throw InputError(payloadValue.arrayValue == nil ? .wrongType : .badValue, position: payloadValue.position, "\"touches\" of \(what) must be a non-empty list of touches")
            }
            var samples: [TouchSample] = []
            samples.reserveCapacity(list.count)
            var ids = TouchIDSet()
            for entry in list {
                let touch = try ObjectFields(entry, what: "a touch of \(what)", allowed: ["touch", "phase", "x", "y", "tapCount"])
                guard let id = try touch.integer("touch") else {
                    throw InputError(.missingKey, position: entry.position, "a touch of \(what) is missing the required key \"touch\"")
                }
                let phaseName = try touch.requiredString("phase")
                guard let phase = TouchPhase(rawValue: phaseName) else {
                    throw InputError(.badValue, position: touch.value("phase")?.position,
                                     "unknown phase \"\(phaseName)\" of touch \(id) in \(what); expected began, moved, stationary, ended or cancelled")
                }
                guard let x = try touch.number("x"), let y = try touch.number("y") else {
                    throw InputError(.missingKey, position: entry.position, "touch \(id) of \(what) needs \"x\" and \"y\"")
                }
                let tapCount = try touch.integer("tapCount") ?? 1
                if tapCount < 1 {
                    throw InputError(.badValue, position: touch.value("tapCount")?.position, "\"tapCount\" of touch \(id) in \(what) must be 1 or more")
                }
                if !ids.insert(id, slot: samples.count) {
                    throw InputError(.duplicate, position: entry.position, "touch \(id) appears twice in \(what)")
                }
                samples.append(TouchSample(touch: id, phase: phase, location: Point(x: x, y: y), tapCount: tapCount))
            }
            payload = .touches(samples)
            touchIDs = ids
        case "motion":
            let m = try fields.requiredString(key)
            if m != "shake" { throw InputError(.badValue, position: payloadValue.position, "\"motion\" of \(what) must be \"shake\", found \"\(m)\"") }
            payload = .motion(m)
        case "remoteControl": payload = .remoteControl(try nonEmptyString(fields, key, what))
        case "press": payload = .press(try nonEmptyString(fields, key, what))
        case "action": payload = .action(try nonEmptyString(fields, key, what))
        case "becomeFirstResponder": payload = .becomeFirstResponder(try nonEmptyString(fields, key, what))
        case "resignFirstResponder":
            guard try fields.bool(key) == true else {
                throw InputError(.badValue, position: payloadValue.position, "\"resignFirstResponder\" of \(what) must be true")
            }
            payload = .resignFirstResponder
        default:
            payload = .ignoreInteractionEvents(try fields.bool(key) ?? false)
        }
        var expectations: [Expectation] = []
        if let expectValue = fields.value("expect") {
            expectations = try decodeExpectations(expectValue, payload: payload, touchIDs: touchIDs, what: what,
                                                  gestureKeys: gestureKeys)
        }
        return SessionEvent(t: t, payload: payload, expectations: expectations)
    }

    static func nonEmptyString(_ fields: ObjectFields, _ key: String, _ what: String) throws(InputError) -> String {
        let s = try fields.requiredString(key)
        if s.isEmpty { throw InputError(.badValue, position: fields.value(key)?.position, "\"\(key)\" of \(what) must not be empty") }
        return s
    }

    /// The event's `expect` entries; `touchIDs` maps each touch id of a touch event to its
    /// sample's index, so that matching is linear in the event's size. `gestureKeys`: a
    /// `touchtape.session/2` document may expect `withheld`, `gestures` and `calls`.
    static func decodeExpectations(_ value: JSONValue, payload: EventPayload, touchIDs: TouchIDSet,
                                   what: String, gestureKeys: Bool) throws(InputError) -> [Expectation] {
        guard let list = value.arrayValue else {
            throw InputError(.wrongType, position: value.position, "\"expect\" of \(what) must be a list of expectations")
        }
        var result: [Expectation] = []
        var expected = TouchIDSet()
        for entry in list {
            let f = try ObjectFields(entry, what: "an expectation of \(what)",
                                     allowed: ["touch", "view", "handledBy", "chain", "controlEvents", "dropped", "firstResponder",
                                               "withheld", "gestures", "calls"])
            for key in ["withheld", "gestures", "calls"] where !gestureKeys {
                if let v = f.value(key) {
                    throw InputError(.unknownKey, position: v.position,
                                     "\"\(key)\" in an expectation of \(what) needs \"format\": \"\(Session.formatWithGestures)\" (docs/formats.md)")
                }
            }
            var e = Expectation()
            e.touch = try f.integer("touch")
            if case .touches(let samples) = payload {
                guard let touch = e.touch else {
                    throw InputError(.missingKey, position: entry.position, "an expectation of \(what) must name a \"touch\" the event carries")
                }
                guard let slot = touchIDs.slot(of: touch), samples[slot].phase != .stationary else {
                    throw InputError(.badValue, position: f.value("touch")?.position,
                                     "an expectation of \(what) names touch \(touch), which the event does not carry (or marks stationary)")
                }
                if !expected.insert(touch, slot: result.count) {
                    throw InputError(.duplicate, position: entry.position, "\(what) has two expectations for touch \(touch)")
                }
            } else {
                if e.touch != nil {
                    throw InputError(.conflict, position: f.value("touch")?.position, "an expectation of \(what) names a touch, but the event is not a touch event")
                }
                if !result.isEmpty {
                    throw InputError(.duplicate, position: entry.position, "\(what) has more than one expectation")
                }
            }
            e.view = try nullableString(f, "view")
            e.handledBy = try nullableString(f, "handledBy")
            e.firstResponder = try nullableString(f, "firstResponder")
            e.chain = try f.strings("chain")
            if let d = f.value("dropped") {
                if d.isNull {
                    e.dropped = .some(nil)
                } else if let s = d.stringValue, let reason = DropReason(rawValue: s) {
                    e.dropped = .some(reason)
                } else {
                    throw InputError(.badValue, position: d.position,
                                     "\"dropped\" of an expectation of \(what) must be null or one of \(DropReason.allCases.map(\.rawValue).joined(separator: ", "))")
                }
            }
            if let ce = f.value("controlEvents") {
                guard let items = ce.arrayValue else {
                    throw f.typeError("controlEvents", ce, "a list of {\"view\", \"event\", \"action\"}")
                }
                var records: [ControlEventRecord] = []
                for item in items {
                    let r = try ObjectFields(item, what: "a control event of \(what)", allowed: ["view", "event", "action"])
                    let eventName = try r.requiredString("event")
                    guard let event = ControlEvent(rawValue: eventName) else {
                        throw InputError(.badValue, position: r.value("event")?.position, "unknown control event \"\(eventName)\" in \(what)")
                    }
                    records.append(ControlEventRecord(view: try r.requiredString("view"), event: event,
                                                      action: try r.requiredString("action")))
                }
                e.controlEvents = records
            }
            try GestureExpectations.decode(f, into: &e, what: what)
            if let calls = f.value("calls") { e.calls = try CallPattern.decodeList(calls, what: what) }
            result.append(e)
        }
        return result
    }

    static func nullableString(_ f: ObjectFields, _ key: String) throws(InputError) -> String?? {
        guard let v = f.value(key) else { return nil }
        if v.isNull { return .some(nil) }
        guard let s = v.stringValue else { throw f.typeError(key, v, "a string or null") }
        return .some(s)
    }
}

/// T7: a touch id's phases run `began`, any `moved`/`stationary`, then one `ended` or
/// `cancelled`; times never decrease.
struct SequenceValidator {
    private var activeTouches: Set<Int> = []
    private var lastTime = 0.0

    mutating func check(_ event: SessionEvent, index: Int, position: SourcePosition?) throws(InputError) {
        if event.t < lastTime {
            throw InputError(.outOfOrder, position: position, place: "event \(index)",
                             "\"t\" is \(JSONText.numberString(event.t)), earlier than the event before (\(JSONText.numberString(lastTime))): events must be in time order")
        }
        lastTime = event.t
        guard case .touches(let samples) = event.payload else { return }
        for s in samples {
            let active = activeTouches.contains(s.touch)
            switch s.phase {
            case .began:
                if active {
                    throw InputError(.outOfOrder, position: position, place: "event \(index)",
                                     "touch \(s.touch) begins again before it ended or was cancelled (T7)")
                }
                activeTouches.insert(s.touch)
            case .moved, .stationary, .ended, .cancelled:
                if !active {
                    throw InputError(.outOfOrder, position: position, place: "event \(index)",
                                     "touch \(s.touch) is \(s.phase.rawValue) but has not begun (T7)")
                }
                if s.phase == .ended || s.phase == .cancelled { activeTouches.remove(s.touch) }
            }
        }
    }
}
