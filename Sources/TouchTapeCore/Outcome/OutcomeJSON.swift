/// Writes deliveries in the outcome format (docs/formats.md, `touchtape.outcome/1`, and
/// docs/formats.md, `/2`): every key in a fixed order, so the same outcomes always print
/// the same bytes (D1).
package enum OutcomeJSON {
    /// One delivery as one line of `/1` NDJSON (without the newline).
    package static func line(_ d: Delivery) -> String { line(d, gestureKeys: false) }

    /// One delivery as one line of NDJSON (without the newline).
    /// - Parameter gestureKeys: write `/2` (with `withheld` and `gestures`), for a scene that
    ///   declares recognizers; `/1` otherwise, byte for byte as before.
    /// - Parameter callKeys: also write `calls`, for a scene with a builtin or a gate
    ///   (docs/rules.md, clarification 3); only with `gestureKeys`.
    package static func line(_ d: Delivery, gestureKeys: Bool, callKeys: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        append(d, to: &out, gestureKeys: gestureKeys, callKeys: callKeys)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends one delivery as a JSON object (`/2` when `gestureKeys`, with `calls` when
    /// `callKeys` too).
    package static func append(_ d: Delivery, to out: inout [UInt8], gestureKeys: Bool = false, callKeys: Bool = false) {
        if gestureKeys {
            appendWithGestures(d, to: &out, callKeys: callKeys)
            return
        }
        var o = JSONObjectWriter()
        appendLeadingKeys(d, o: &o, to: &out)
        o.key("controlEvents", &out); appendControlEvents(d.controlEvents, to: &out)
        o.key("dropped", &out); JSONObjectWriter.optionalString(d.dropped?.rawValue, &out)
        o.key("firstResponder", &out); JSONObjectWriter.optionalString(d.firstResponder, &out)
        appendTrace(d, o: &o, to: &out)
        o.close(&out)
    }

    /// The keys `/1` and `/2` share, in the order both start with: `seq` … `handledBy`.
    private static func appendLeadingKeys(_ d: Delivery, o: inout JSONObjectWriter, to out: inout [UInt8]) {
        o.key("seq", &out); JSONText.appendNumber(Double(d.seq), to: &out)
        o.key("t", &out); JSONText.appendNumber(d.t, to: &out)
        o.key("kind", &out); JSONText.appendString(d.kind.rawValue, to: &out)
        o.key("touch", &out); JSONObjectWriter.optionalNumber(d.touch.map(Double.init), &out)
        o.key("phase", &out); JSONObjectWriter.optionalString(d.phase?.rawValue, &out)
        o.key("window", &out); JSONObjectWriter.optionalString(d.window, &out)
        o.key("view", &out); JSONObjectWriter.optionalString(d.view, &out)
        o.key("hitView", &out); JSONObjectWriter.optionalString(d.hitView, &out)
        o.key("chain", &out); appendStrings(d.chain, to: &out)
        o.key("handledBy", &out); JSONObjectWriter.optionalString(d.handledBy, &out)
    }

    /// `touchtape.outcome/2`, in its key order: `seq, t, kind, touch, phase, window, view,
    /// hitView, chain, handledBy, dropped, withheld, controlEvents, gestures, calls (a scene
    /// with a builtin or a gate only), firstResponder`.
    private static func appendWithGestures(_ d: Delivery, to out: inout [UInt8], callKeys: Bool) {
        var o = JSONObjectWriter()
        appendLeadingKeys(d, o: &o, to: &out)
        o.key("dropped", &out); JSONObjectWriter.optionalString(d.dropped?.rawValue, &out)
        o.key("withheld", &out); JSONObjectWriter.optionalString(d.withheld?.rawValue, &out)
        o.key("controlEvents", &out); appendControlEvents(d.controlEvents, to: &out)
        o.key("gestures", &out); appendGestures(d.gestures, to: &out)
        if callKeys { o.key("calls", &out); appendCalls(d.calls, to: &out) }
        o.key("firstResponder", &out); JSONObjectWriter.optionalString(d.firstResponder, &out)
        appendTrace(d, o: &o, to: &out)
        o.close(&out)
    }

    /// Appends a JSON list of `{"gesture", "state", "action", "target"}` objects.
    package static func appendGestures(_ list: [GestureTransition], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (i, g) in list.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var o = JSONObjectWriter()
            o.key("gesture", &out); JSONText.appendString(g.gesture, to: &out)
            o.key("state", &out); JSONText.appendString(g.state.rawValue, to: &out)
            o.key("action", &out); JSONObjectWriter.optionalString(g.action, &out)
            o.key("target", &out); JSONObjectWriter.optionalString(g.target, &out)
            o.close(&out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// The JSON text of a list of recognizer transitions.
    package static func text(of list: [GestureTransition]) -> String {
        var out: [UInt8] = []
        appendGestures(list, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendTrace(_ d: Delivery, o: inout JSONObjectWriter, to out: inout [UInt8]) {
        if let trace = d.trace {
            o.key("trace", &out)
            out.append(UInt8(ascii: "["))
            for (i, entry) in trace.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                appendTraceEntry(entry, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    /// Appends a JSON list of strings.
    package static func appendStrings(_ list: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (i, s) in list.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(s, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends a JSON list of `{"view", "event", "action"}` objects.
    package static func appendControlEvents(_ list: [ControlEventRecord], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (i, e) in list.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var o = JSONObjectWriter()
            o.key("view", &out); JSONText.appendString(e.view, to: &out)
            o.key("event", &out); JSONText.appendString(e.event.rawValue, to: &out)
            o.key("action", &out); JSONText.appendString(e.action, to: &out)
            o.close(&out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends one trace entry: `{"view", "call", "point", "result", "reason"?}`.
    package static func appendTraceEntry(_ e: TraceEntryRecord, to out: inout [UInt8]) {
        var o = JSONObjectWriter()
        o.key("view", &out); JSONText.appendString(e.view, to: &out)
        o.key("call", &out); JSONText.appendString(e.call.rawValue, to: &out)
        o.key("point", &out)
        if let p = e.point {
            out.append(UInt8(ascii: "["))
            JSONText.appendNumber(p.x, to: &out)
            out.append(UInt8(ascii: ","))
            JSONText.appendNumber(p.y, to: &out)
            out.append(UInt8(ascii: "]"))
        } else {
            out.append(contentsOf: "null".utf8)
        }
        o.key("result", &out)
        switch e.call {
        case .hitTest: JSONObjectWriter.optionalString(e.resultView, &out)
        case .pointInside: out.append(contentsOf: (e.inside ? "true" : "false").utf8)
        }
        if let reason = e.reason {
            o.key("reason", &out); JSONText.appendString(reason.rawValue, to: &out)
        }
        o.close(&out)
    }

    /// The JSON text of a list of strings (`chain` in the store and in differences).
    package static func text(of list: [String]) -> String {
        var out: [UInt8] = []
        appendStrings(list, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The JSON text of a list of control events.
    package static func text(of list: [ControlEventRecord]) -> String {
        var out: [UInt8] = []
        appendControlEvents(list, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

/// Writes the punctuation of one JSON object into a caller's buffer: `{` before the first
/// key, `,` between members, `}` at the close.
package struct JSONObjectWriter {
    private var first = true

    package init() {}

    package mutating func key(_ k: String, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: first ? "{" : ","))
        first = false
        JSONText.appendString(k, to: &out)
        out.append(UInt8(ascii: ":"))
    }

    package func close(_ out: inout [UInt8]) {
        if first { out.append(UInt8(ascii: "{")) }
        out.append(UInt8(ascii: "}"))
    }

    package static func optionalString(_ s: String?, _ out: inout [UInt8]) {
        if let s { JSONText.appendString(s, to: &out) } else { out.append(contentsOf: "null".utf8) }
    }

    package static func optionalNumber(_ d: Double?, _ out: inout [UInt8]) {
        if let d { JSONText.appendNumber(d, to: &out) } else { out.append(contentsOf: "null".utf8) }
    }
}
