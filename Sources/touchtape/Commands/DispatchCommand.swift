import ArgumentParser
import TouchTapeCore

struct DispatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dispatch",
        abstract: "Run a session against a scene and print the outcomes; stores nothing.",
        discussion: "When the session carries expect entries, each disagreement is reported on standard error and the exit status is 1.")

    @Argument(help: "A session file, or a session name in the store.") var session: String
    @Option(help: "The scene: a file, or NAME / NAME@N in the store (default: the session's scene, current version).")
    var scene: String?
    @Flag(help: "Include every hitTest and pointInside call of each began touch.") var trace = false
    @Flag(help: "Print NDJSON, one outcome a line (touchtape.outcome/1; /2 for a scene with recognizers).") var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let loadedSession: Session
        var eventPositions: [SourcePosition?]?
        if Inputs.isFile(session) {
            (loadedSession, eventPositions) = try Inputs.sessionFile(session)
        } else {
            loadedSession = try Inputs.session(session, store: store)
        }
        let loadedScene = try Inputs.scene(scene ?? loadedSession.sceneName, store: store)
        let s = loadedScene.scene
        if let eventPositions {
            // F1: a file is checked against that scene as an import would; only a stored
            // session meets a missing responder as a failed request, and an `expect` id the
            // version it is dispatched against lacks as a difference (the view was removed).
            try Inputs.checkResponders(of: session, loadedSession, eventPositions: eventPositions, against: s)
            try Inputs.checkExpectedIDs(of: session, loadedSession, eventPositions: eventPositions, against: s,
                                         version: loadedScene.version)
        }
        let deliveries = Dispatcher.run(loadedSession, on: s, trace: trace)
        if json {
            var out: [UInt8] = []
            for d in deliveries {
                OutcomeJSON.append(d, to: &out, gestureKeys: s.hasGestures, callKeys: s.hasBuiltins)
                out.append(UInt8(ascii: "\n"))
            }
            print(String(decoding: out, as: UTF8.self), terminator: "")
        } else {
            var locations = EventLocations()
            for d in deliveries {
                print(TextFormat.delivery(d))
                if trace, let t = d.trace, !t.isEmpty {
                    var entries: [TraceEntry] = []
                    _ = s.hitTest(locations.location(of: d, in: loadedSession) ?? .zero, trace: &entries)
                    print(TextFormat.trace(entries, in: s, indent: "    "))
                }
            }
        }
        let differences = OutcomeComparison.expectationDifferences(events: loadedSession.events, deliveries: deliveries)
        if !differences.isEmpty {
            for diff in differences {
                Output.standardError("expect: \(TextFormat.difference(diff, session: loadedSession.name))\n")
            }
            Output.standardError("\(differences.count) expectation\(differences.count == 1 ? "" : "s") disagree with the engine\n")
            throw ExitCode(1)
        }
    }

}

/// The screen location of each touch of the event being printed, looked up by touch id, so
/// printing the traces of an event of many touches stays linear in its size.
private struct EventLocations {
    private var seq = -1
    private var byTouch: [Int: Point] = [:]

    mutating func location(of d: Delivery, in session: Session) -> Point? {
        if d.seq != seq {
            seq = d.seq
            byTouch = [:]
            if case .touches(let samples) = session.events[d.seq].payload {
                for sample in samples where byTouch[sample.touch] == nil { byTouch[sample.touch] = sample.location }
            }
        }
        return d.touch.flatMap { byTouch[$0] }
    }
}
