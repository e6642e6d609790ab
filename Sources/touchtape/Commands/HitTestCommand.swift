import ArgumentParser
import TouchTapeCore

struct HitTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit-test",
        abstract: "Hit-test one screen point: the window, the view and the responder chain from it.",
        discussion: "Negative coordinates are written as they are (touchtape hit-test SCENE 10 -20), or after --.")

    @Argument(help: "A scene file, or NAME / NAME@N in the store.") var scene: String
    @Argument(help: "Screen x, in points (a finite number).") var x: FiniteNumber
    @Argument(help: "Screen y, in points (a finite number).") var y: FiniteNumber
    @Flag(help: "Print every hitTest and pointInside call in call order.") var trace = false
    @Flag(help: "Print one JSON document.") var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let loaded = try Inputs.scene(scene, store: store)
        let s = loaded.scene
        let point = Point(x: x.value, y: y.value)
        var entries: [TraceEntry] = []
        let hit = trace ? s.hitTest(point, trace: &entries) : s.hitTest(point)
        let chain = hit.view.map { s.responderChain(from: $0) } ?? []
        if json {
            var json = JSONWriter()
            json.object { json in
                json.key("scene"); json.string(s.name)
                json.key("version"); json.number(loaded.version)
                json.key("point"); json.numbers([point.x, point.y])
                json.key("window"); json.string(hit.window.map { s.responderIDs[Int($0)] })
                json.key("view"); json.string(hit.view.map { s.responderIDs[Int($0)] })
                json.key("chain"); json.strings(chain.map { s.responderIDs[Int($0)] })
                if s.hasGestures {
                    // G1: only for scenes with recognizers, so /1 output keeps its keys.
                    let reached = hit.view.map { s.recognizers(reaching: $0).map(\.id) } ?? []
                    json.key("recognizers"); json.strings(reached)
                }
                if trace {
                    json.key("trace")
                    json.array(entries) { json, e in
                        json.value { OutcomeJSON.appendTraceEntry(TraceEntryRecord(e, in: s), to: &$0) }
                    }
                }
            }
            print(json.text)
            return
        }
        if trace {
            print(TextFormat.trace(entries, in: s))
            print("")
        }
        guard let window = hit.window, let view = hit.view else {
            print("nothing at \(TextFormat.point(point)): no window took the touch (noHitView)")
            return
        }
        print("window: \(TextFormat.responder(window, in: s))")
        print("view:   \(TextFormat.responder(view, in: s))")
        print("chain:")
        print(TextFormat.chain(chain, in: s, indent: "  "))
        if s.hasGestures {
            // G1, G12: the recognizers a touch here reaches, before the view does.
            let reached = s.recognizers(reaching: view)
            print("recognizers:" + (reached.isEmpty ? " none" : ""))
            for g in reached {
                var line = "  ⟨\(g.id)⟩ \(g.kindName) on \(s.responderIDs[Int(g.view)])"
                if s.yieldsToControl(g, touchView: view) { line += "  gives way to \(TextFormat.responder(view, in: s)) (G12)" }
                print(line)
            }
        }
    }
}
