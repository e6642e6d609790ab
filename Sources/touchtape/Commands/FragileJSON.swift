import TouchTapeAnalysis
import TouchTapeCore

/// `fragile --json`.
enum FragileJSON {
    static func touches(_ touches: [FragileTouch], session: String, radius: Double) -> String {
        var out: [UInt8] = []
        var o = JSONObjectWriter()
        o.key("session", &out); JSONText.appendString(session, to: &out)
        o.key("radius", &out); JSONObjectWriter.optionalNumber(radius, &out)
        o.key("touches", &out)
        out.append(UInt8(ascii: "["))
        for (i, t) in touches.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var e = JSONObjectWriter()
            e.key("seq", &out); JSONText.appendNumber(Double(t.seq), to: &out)
            e.key("touch", &out); JSONText.appendNumber(Double(t.touch), to: &out)
            e.key("point", &out); WhyJSON.point(t.location, &out)
            e.key("offset", &out); WhyJSON.point(t.offset, &out)
            e.key("distance", &out); JSONObjectWriter.optionalNumber(t.distance.isFinite ? t.distance : nil, &out)
            e.key("outcome", &out); outcome(t.outcome, &out)
            e.key("flipsTo", &out); outcome(t.flipped, &out)
            e.key("explanation", &out); JSONText.appendString(t.sentence(), to: &out)
            e.close(&out)
        }
        out.append(UInt8(ascii: "]"))
        o.close(&out)
        return String(decoding: out, as: UTF8.self)
    }

    static func targets(_ targets: [SmallTarget], in s: Scene, minimum: Double, step: Double) -> String {
        var out: [UInt8] = []
        var o = JSONObjectWriter()
        o.key("scene", &out); JSONText.appendString(s.name, to: &out)
        o.key("minSize", &out); JSONObjectWriter.optionalNumber(minimum, &out)
        o.key("step", &out); JSONObjectWriter.optionalNumber(step.isFinite ? step : nil, &out)
        o.key("targets", &out)
        out.append(UInt8(ascii: "["))
        for (i, t) in targets.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var e = JSONObjectWriter()
            e.key("view", &out); JSONText.appendString(s.responderIDs[Int(t.view)], to: &out)
            e.key("width", &out); JSONObjectWriter.optionalNumber(t.area?.width ?? 0, &out)
            e.key("height", &out); JSONObjectWriter.optionalNumber(t.area?.height ?? 0, &out)
            e.key("rect", &out); WhyJSON.rect(t.area?.boundingBox, &out)
            e.key("frame", &out); WhyJSON.rect(t.screenFrame, &out)
            e.key("byRecognizers", &out); out.append(contentsOf: (t.byRecognizers ? "true" : "false").utf8)
            e.key("bySelection", &out); out.append(contentsOf: (t.bySelection ? "true" : "false").utf8)
            e.close(&out)
        }
        out.append(UInt8(ascii: "]"))
        o.close(&out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func outcome(_ outcome: TouchOutcome, _ out: inout [UInt8]) {
        var o = JSONObjectWriter()
        o.key("view", &out); JSONObjectWriter.optionalString(outcome.view, &out)
        o.key("handledBy", &out); JSONObjectWriter.optionalString(outcome.handledBy, &out)
        o.key("controlEvents", &out)
        out.append(UInt8(ascii: "["))
        for (i, c) in outcome.controlEvents.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var e = JSONObjectWriter()
            e.key("view", &out); JSONText.appendString(c.view, to: &out)
            e.key("event", &out); JSONText.appendString(c.event.rawValue, to: &out)
            e.key("action", &out); JSONText.appendString(c.action, to: &out)
            e.close(&out)
        }
        out.append(UInt8(ascii: "]"))
        o.key("gestures", &out); OutcomeJSON.appendGestures(outcome.gestures, to: &out)
        o.key("calls", &out); OutcomeJSON.appendCalls(outcome.calls, to: &out)
        o.close(&out)
    }
}
