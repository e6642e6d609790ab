import TouchTapeAnalysis
import TouchTapeCore

/// `why --json`: the answer as data (`cause`, `views`, `rect`), numbers through the number
/// writer (a non-finite value is null).
enum WhyJSON {
    static func whyNot(_ answer: WhyNotAnswer, recognizers: [WhyRecognizer], in s: Scene) -> String {
        var out: [UInt8] = []
        var o = JSONObjectWriter()
        o.key("view", &out); JSONText.appendString(s.responderIDs[Int(answer.view)], to: &out)
        o.key("point", &out); point(answer.point, &out)
        o.key("cause", &out); JSONText.appendString(answer.cause.code, to: &out)
        o.key("views", &out); OutcomeJSON.appendStrings(answer.cause.views.map { s.responderIDs[Int($0)] }, to: &out)
        o.key("hitView", &out); JSONObjectWriter.optionalString(answer.hit.view.map { s.responderIDs[Int($0)] }, &out)
        o.key("rect", &out); rect(answer.screenFrame, &out)
        o.key("hitArea", &out); rect(answer.hitArea, &out)
        o.key("explanation", &out); OutcomeJSON.appendStrings(answer.sentences(in: s), to: &out)
        o.key("recognizers", &out); recognizerList(recognizers, at: answer.point, in: s, &out)
        o.close(&out)
        return String(decoding: out, as: UTF8.self)
    }

    static func recognizerList(_ list: [WhyRecognizer], at p: Point, in s: Scene, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (i, r) in list.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            recognizer(r, at: p, in: s, &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `builtins`: the lines about UIKit's own classes, for a scene with builtins (key omitted otherwise).
    static func answer(_ answer: WhyAnswer, recognizers: [WhyRecognizer], builtins: [String]? = nil, in s: Scene) -> String {
        var out: [UInt8] = []
        var o = JSONObjectWriter()
        o.key("point", &out); point(answer.point, &out)
        o.key("window", &out); JSONObjectWriter.optionalString(answer.hit.window.map { s.responderIDs[Int($0)] }, &out)
        o.key("view", &out); JSONObjectWriter.optionalString(answer.hit.view.map { s.responderIDs[Int($0)] }, &out)
        o.key("views", &out); OutcomeJSON.appendStrings(answer.path.map { s.responderIDs[Int($0)] }, to: &out)
        o.key("rect", &out); rect(answer.hit.view.flatMap { s.screenFrame(of: $0) }, &out)
        o.key("explanation", &out); OutcomeJSON.appendStrings(answer.sentences(in: s), to: &out)
        o.key("recognizers", &out); recognizerList(recognizers, at: answer.point, in: s, &out)
        if let builtins { o.key("builtins", &out); OutcomeJSON.appendStrings(builtins, to: &out) }
        o.close(&out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `why --view RECOGNIZER --json`: the recognizer's entry, with the point.
    static func recognizer(_ r: WhyRecognizer, at p: Point, in s: Scene) -> String {
        var out: [UInt8] = []
        var o = JSONObjectWriter()
        o.key("point", &out); point(p, &out)
        o.key("recognizer", &out)
        recognizer(r, at: p, in: s, &out)
        o.close(&out)
        return String(decoding: out, as: UTF8.self)
    }

    /// One recognizer: what it is, whether it takes part (`part`: reaches, controlFirst,
    /// disabled, notOnPath, noHitView), its G1 order, G12's control, and the view's cause.
    static func recognizer(_ r: WhyRecognizer, at p: Point, in s: Scene, _ out: inout [UInt8]) {
        let g = s.gestures.recognizers[r.recognizer]
        var o = JSONObjectWriter()
        o.key("id", &out); JSONText.appendString(g.id, to: &out)
        o.key("kind", &out); JSONText.appendString(g.kindName, to: &out)
        o.key("view", &out); JSONText.appendString(s.responderIDs[Int(g.view)], to: &out)
        o.key("target", &out); JSONObjectWriter.optionalString(g.action?.target, &out)
        o.key("selector", &out); JSONObjectWriter.optionalString(g.action?.selector, &out)
        o.key("enabled", &out); out.append(contentsOf: (g.enabled ? "true" : "false").utf8)
        o.key("requireToFail", &out)
        OutcomeJSON.appendStrings(g.requireToFail.map { s.gestures.recognizers[$0].id }, to: &out)
        o.key("part", &out); JSONText.appendString(r.code, to: &out)
        o.key("order", &out); JSONObjectWriter.optionalNumber(r.order.map(Double.init), &out)
        o.key("controlFirst", &out); JSONObjectWriter.optionalString(r.yieldsTo.map { s.responderIDs[Int($0)] }, &out)
        o.key("competesWith", &out); JSONObjectWriter.optionalString(r.competesWith.map { s.responderIDs[Int($0)] }, &out)
        if case .notOnPath(let cause) = r.exclusion {
            o.key("cause", &out); JSONText.appendString(cause.code, to: &out)
            o.key("causeViews", &out); OutcomeJSON.appendStrings(cause.views.map { s.responderIDs[Int($0)] }, to: &out)
        } else {
            o.key("cause", &out); out.append(contentsOf: "null".utf8)
            o.key("causeViews", &out); out.append(contentsOf: "[]".utf8)
        }
        o.key("explanation", &out); JSONText.appendString(r.sentence(at: p, in: s), to: &out)
        o.close(&out)
    }

    static func point(_ p: Point, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        JSONObjectWriter.optionalNumber(p.x.isFinite ? p.x : nil, &out)
        out.append(UInt8(ascii: ","))
        JSONObjectWriter.optionalNumber(p.y.isFinite ? p.y : nil, &out)
        out.append(UInt8(ascii: "]"))
    }

    /// `[x, y, width, height]`, or null.
    static func rect(_ r: Rect?, _ out: inout [UInt8]) {
        guard let r else { out.append(contentsOf: "null".utf8); return }
        out.append(UInt8(ascii: "["))
        for (i, d) in [r.minX, r.minY, r.size.width, r.size.height].enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            JSONObjectWriter.optionalNumber(d.isFinite ? d : nil, &out)
        }
        out.append(UInt8(ascii: "]"))
    }
}
