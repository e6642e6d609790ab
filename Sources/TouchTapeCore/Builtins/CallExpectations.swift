/// The `calls` key of an `expect` entry (docs/formats.md, `touchtape.session/2`: it matches, in
/// order, a subsequence of the calls of the event's deliveries).
///
/// Each listed entry states `selector` and any of `from`, `to`, `args` and `after`; it matches a
/// call whose stated keys are equal (`args` as a whole: the same names and values). The list
/// matches when its entries match calls of the event in order, others allowed in between. The
/// calls of an event, for one touch, are those of every delivery of that event's `seq` that
/// concerns the touch: its own `touch` delivery, its `late` and `cancel` deliveries, and the
/// `timer` deliveries that follow the event (a held touch's highlight comes on a timer row). A
/// quick tap on a table row selects on the `late` row of its lift, so the lift's `expect` sees it.
package struct CallPattern: Sendable, Hashable {
    package var from: String?
    package var selector: String
    /// `.some(nil)` states null.
    package var to: String??
    package var args: [CallArgument]?
    package var afterAnimation: Bool?

    package init(selector: String, from: String? = nil, to: String?? = nil, args: [CallArgument]? = nil,
                afterAnimation: Bool? = nil) {
        self.selector = selector
        self.from = from
        self.to = to
        self.args = args
        self.afterAnimation = afterAnimation
    }

    /// Whether a call has every key this pattern states.
    package func matches(_ c: BuiltinCall) -> Bool {
        guard c.selector == selector else { return false }
        if let from, from != c.from { return false }
        if let to, to != c.to { return false }
        if let args, Set(args) != Set(c.args) || args.count != c.args.count { return false }
        if let afterAnimation, afterAnimation != c.afterAnimation { return false }
        return true
    }

    /// Whether `patterns` match a subsequence of `calls`, in order.
    package static func matchInOrder(_ patterns: [CallPattern], _ calls: [BuiltinCall]) -> Bool {
        var i = 0
        for c in calls where i < patterns.count && patterns[i].matches(c) { i += 1 }
        return i == patterns.count
    }

    /// The patterns as JSON text, each with the keys it states (differences and reports).
    package static func text(of list: [CallPattern]) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for (i, p) in list.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var o = JSONObjectWriter()
            if let from = p.from { o.key("from", &out); JSONText.appendString(from, to: &out) }
            o.key("selector", &out); JSONText.appendString(p.selector, to: &out)
            if let to = p.to { o.key("to", &out); JSONObjectWriter.optionalString(to, &out) }
            if let args = p.args {
                o.key("args", &out)
                var a = JSONObjectWriter()
                for arg in args {
                    a.key(arg.name, &out)
                    arg.value.append(to: &out)
                }
                a.close(&out)
            }
            if let after = p.afterAnimation, after { o.key("after", &out); JSONText.appendString("animation", to: &out) }
            o.close(&out)
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Reads an expectation's `calls` list.
    static func decodeList(_ value: JSONValue, what: String) throws(InputError) -> [CallPattern] {
        guard let items = value.arrayValue else {
            throw InputError(.wrongType, position: value.position,
                             "\"calls\" of an expectation of \(what) must be a list of {\"selector\", \"from\"?, \"to\"?, \"args\"?, \"after\"?}")
        }
        var patterns: [CallPattern] = []
        for item in items {
            let entryWhat = "a call of an expectation of \(what)"
            let f = try ObjectFields(item, what: entryWhat, allowed: ["from", "selector", "to", "args", "after"])
            var p = CallPattern(selector: try f.requiredString("selector"))
            p.from = try f.string("from")
            p.to = try EventDecoder.nullableString(f, "to")
            if f.has("args") { p.args = try BuiltinCall.decodeArguments(f, what: entryWhat) }
            if f.has("after") { p.afterAnimation = try BuiltinCall.decodeAfter(f) }
            patterns.append(p)
        }
        return patterns
    }
}

extension OutcomeComparison {
    /// The calls an expectation of touch `touch` (nil: a non-touch event) is matched against,
    /// among the deliveries of one event (see ``CallPattern``).
    static func callsOfEvent(_ deliveries: ArraySlice<Delivery>, touch: Int?) -> [BuiltinCall] {
        var calls: [BuiltinCall] = []
        for d in deliveries where d.kind == .timer || touch == nil || d.touch == touch {
            calls += d.calls
        }
        return calls
    }
}
