import TouchTapeAnalysis
import TouchTapeCore

/// `fragile --json`.
enum FragileJSON {
    static func touches(_ touches: [FragileTouch], session: String, radius: Double) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("session"); json.string(session)
            json.key("radius"); json.number(radius)
            json.key("touches")
            json.array(touches) { json, t in
                json.object { json in
                    json.key("seq"); json.number(t.seq)
                    json.key("touch"); json.number(t.touch)
                    json.key("point"); WhyJSON.point(t.location, &json)
                    json.key("offset"); WhyJSON.point(t.offset, &json)
                    json.key("distance"); json.number(t.distance)
                    json.key("outcome"); outcome(t.outcome, &json)
                    json.key("flipsTo"); outcome(t.flipped, &json)
                    json.key("explanation"); json.string(t.sentence())
                }
            }
        }
        return json.text
    }

    static func targets(_ targets: [SmallTarget], in s: Scene, minimum: Double, step: Double) -> String {
        var json = JSONWriter()
        json.object { json in
            json.key("scene"); json.string(s.name)
            json.key("minSize"); json.number(minimum)
            json.key("step"); json.number(step)
            json.key("targets")
            json.array(targets) { json, t in
                json.object { json in
                    json.key("view"); json.string(s.responderIDs[Int(t.view)])
                    json.key("width"); json.number(t.area?.width ?? 0)
                    json.key("height"); json.number(t.area?.height ?? 0)
                    json.key("rect"); WhyJSON.rect(t.area?.boundingBox, &json)
                    json.key("frame"); WhyJSON.rect(t.screenFrame, &json)
                    json.key("byRecognizers"); json.bool(t.byRecognizers)
                    json.key("bySelection"); json.bool(t.bySelection)
                }
            }
        }
        return json.text
    }

    private static func outcome(_ outcome: TouchOutcome, _ json: inout JSONWriter) {
        json.object { json in
            json.key("view"); json.string(outcome.view)
            json.key("handledBy"); json.string(outcome.handledBy)
            json.key("controlEvents")
            json.array(outcome.controlEvents) { json, c in
                json.object { json in
                    json.key("view"); json.string(c.view)
                    json.key("event"); json.string(c.event.rawValue)
                    json.key("action"); json.string(c.action)
                }
            }
            json.key("gestures"); json.value { OutcomeJSON.appendGestures(outcome.gestures, to: &$0) }
            json.key("calls"); json.value { OutcomeJSON.appendCalls(outcome.calls, to: &$0) }
        }
    }
}
