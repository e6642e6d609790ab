import TouchTapeAnalysis
import TouchTapeCore

/// `why --json`: the answer as data (`cause`, `views`, `rect`), numbers through the number
/// writer (a non-finite value is null).
enum WhyJSON {
    static func whyNot(_ answer: WhyNotAnswer, in s: Scene) -> String {
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
        o.close(&out)
        return String(decoding: out, as: UTF8.self)
    }

    static func answer(_ answer: WhyAnswer, in s: Scene) -> String {
        var out: [UInt8] = []
        var o = JSONObjectWriter()
        o.key("point", &out); point(answer.point, &out)
        o.key("window", &out); JSONObjectWriter.optionalString(answer.hit.window.map { s.responderIDs[Int($0)] }, &out)
        o.key("view", &out); JSONObjectWriter.optionalString(answer.hit.view.map { s.responderIDs[Int($0)] }, &out)
        o.key("views", &out); OutcomeJSON.appendStrings(answer.path.map { s.responderIDs[Int($0)] }, to: &out)
        o.key("rect", &out); rect(answer.hit.view.flatMap { s.screenFrame(of: $0) }, &out)
        o.key("explanation", &out); OutcomeJSON.appendStrings(answer.sentences(in: s), to: &out)
        o.close(&out)
        return String(decoding: out, as: UTF8.self)
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
