import ArgumentParser
import TouchTapeAnalysis
import TouchTapeCore

struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Explain in words where a point's touch goes, or with --view why that view does not get it.",
        discussion: """
            Also names the gesture recognizers the touch reaches (G1), in the order they see it, \
            the ones that take no part and why, and G12 when a control's own action comes first; \
            and what UIKit's own classes do with it: a scroll view's delay and pan, and the calls \
            a quick tap there makes (a table selecting a row). \
            --view also takes a recognizer id: whether that recognizer sees the touch; with a view \
            id it also says what the view's own recognizers do.
            Negative coordinates are written as they are (touchtape why SCENE 10 -20), or after --.
            """)

    @Argument(help: "A scene file, or NAME / NAME@N in the store.") var scene: String
    @Argument(help: "Screen x, in points (a finite number).") var x: FiniteNumber
    @Argument(help: "Screen y, in points (a finite number).") var y: FiniteNumber
    @Option(help: "Explain why this view (or recognizer) does (or does not) get the touch.") var view: String?
    @Flag(help: "Print one JSON document.") var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let s = try Inputs.scene(scene, store: store).scene
        let point = Point(x: x.value, y: y.value)
        guard let id = view else {
            let answer = s.why(at: point)
            let recognizers = s.whyRecognizers(at: point)
            // UIKit's own classes: what their builtins do with the touch (docs/rules.md, the S
            // rules' Terms).
            let builtins = s.builtinSentences(at: point)
            if json {
                print(WhyJSON.answer(answer, recognizers: recognizers, builtins: s.hasBuiltins ? builtins : nil, in: s))
            } else {
                answer.sentences(in: s).forEach { print($0) }
                s.recognizerSentences(recognizers, at: point).forEach { print($0) }
                builtins.forEach { print($0) }
            }
            return
        }
        if let recognizer = s.gestures.index(of: id) {
            let answer = s.whyRecognizer(recognizer, at: point)
            if json { print(WhyJSON.recognizer(answer, at: point, in: s)) } else { print(answer.sentence(at: point, in: s)) }
            return
        }
        guard let index = s.index(of: id), s.isView(index) else {
            let what = s.gestures.recognizers.isEmpty ? "view" : "view or recognizer"
            throw CLIError.badInput("\(scene): no \(what) with id \"\(id)\" in scene \"\(s.name)\"")
        }
        let answer = s.whyNot(view: index, at: point, areas: HitAreaMap(scene: s))
        // G1: the view's own recognizers see the touch whenever the view is on the hit view's
        // path, even when the view itself does not get it (a subview does).
        let recognizers = s.gestures.recognizers.indices.filter { s.gestures.recognizers[$0].view == index }
            .map { s.whyRecognizer($0, at: point) }
        if json {
            print(WhyJSON.whyNot(answer, recognizers: recognizers, in: s))
        } else {
            answer.sentences(in: s).forEach { print($0) }
            recognizers.forEach { print($0.sentence(at: point, in: s)) }
        }
    }
}
