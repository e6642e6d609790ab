import TouchTapeAnalysis
import TouchTapeCore

/// `why --json`: the answer as data (`cause`, `views`, `rect`), numbers through the number
/// writer (a non-finite value is null).
enum WhyJSON {
    static func whyNot(_ answer: WhyNotAnswer, recognizers: [WhyRecognizer], in s: Scene) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("view"); json.string(s.responderIDs[Int(answer.view)])
            json.key("point"); point(answer.point, &json)
            json.key("cause"); json.string(answer.cause.code)
            json.key("views"); json.strings(answer.cause.views.map { s.responderIDs[Int($0)] })
            json.key("hitView"); json.string(answer.hit.view.map { s.responderIDs[Int($0)] })
            json.key("rect"); rect(answer.screenFrame, &json)
            json.key("hitArea"); rect(answer.hitArea, &json)
            json.key("explanation"); json.strings(answer.sentences(in: s))
            json.key("recognizers"); recognizerList(recognizers, at: answer.point, in: s, &json)
        }
        return json.text
    }

    static func recognizerList(_ list: [WhyRecognizer], at p: Point, in s: Scene, _ json: inout JSONWriter) {
        json.array(list) { json, r in recognizer(r, at: p, in: s, &json) }
    }

    /// `builtins`: the lines about UIKit's own classes, for a scene with builtins (key omitted otherwise).
    static func answer(_ answer: WhyAnswer, recognizers: [WhyRecognizer], builtins: [String]? = nil, in s: Scene) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("point"); point(answer.point, &json)
            json.key("window"); json.string(answer.hit.window.map { s.responderIDs[Int($0)] })
            json.key("view"); json.string(answer.hit.view.map { s.responderIDs[Int($0)] })
            json.key("views"); json.strings(answer.path.map { s.responderIDs[Int($0)] })
            json.key("rect"); rect(answer.hit.view.flatMap { s.screenFrame(of: $0) }, &json)
            json.key("explanation"); json.strings(answer.sentences(in: s))
            json.key("recognizers"); recognizerList(recognizers, at: answer.point, in: s, &json)
            if let builtins { json.key("builtins"); json.strings(builtins) }
        }
        return json.text
    }

    /// `why --view RECOGNIZER --json`: the recognizer's entry, with the point.
    static func recognizer(_ r: WhyRecognizer, at p: Point, in s: Scene) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("point"); point(p, &json)
            json.key("recognizer"); recognizer(r, at: p, in: s, &json)
        }
        return json.text
    }

    /// One recognizer: what it is, whether it takes part (`part`: reaches, controlFirst,
    /// disabled, notOnPath, noHitView), its G1 order, G12's control, and the view's cause.
    static func recognizer(_ r: WhyRecognizer, at p: Point, in s: Scene, _ json: inout JSONWriter) {
        let g = s.gestures.recognizers[r.recognizer]
        json.object { json in
            json.key("id"); json.string(g.id)
            json.key("kind"); json.string(g.kindName)
            json.key("view"); json.string(s.responderIDs[Int(g.view)])
            json.key("target"); json.string(g.action?.target)
            json.key("selector"); json.string(g.action?.selector)
            json.key("enabled"); json.bool(g.enabled)
            json.key("requireToFail"); json.strings(g.requireToFail.map { s.gestures.recognizers[$0].id })
            json.key("part"); json.string(r.code)
            json.key("order"); json.number(r.order)
            json.key("controlFirst"); json.string(r.yieldsTo.map { s.responderIDs[Int($0)] })
            json.key("competesWith"); json.string(r.competesWith.map { s.responderIDs[Int($0)] })
            if case .notOnPath(let cause) = r.exclusion {
                json.key("cause"); json.string(cause.code)
                json.key("causeViews"); json.strings(cause.views.map { s.responderIDs[Int($0)] })
            } else {
                json.key("cause"); json.null()
                json.key("causeViews"); json.strings([])
            }
            json.key("explanation"); json.string(r.sentence(at: p, in: s))
        }
    }

    /// `[x, y]`; a coordinate that is not finite is null.
    static func point(_ p: Point, _ json: inout JSONWriter) {
        json.numbers([p.x, p.y])
    }

    /// `[x, y, width, height]`, or null.
    static func rect(_ r: Rect?, _ json: inout JSONWriter) {
        guard let r else { return json.null() }
        json.numbers([r.minX, r.minY, r.size.width, r.size.height])
    }
}
