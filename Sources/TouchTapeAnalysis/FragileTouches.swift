import TouchTapeCore

/// A recorded touch whose outcome changes when it lands a little elsewhere (`fragile SESSION`).
package struct FragileTouch: Sendable, Hashable {
    /// The index of the event holding the touch's `began`, and the touch's number.
    package var seq: Int
    package var touch: Int
    /// Where the touch began.
    package var location: Point
    /// The recorded outcome and the one at the nearest offset that changes it.
    package var outcome: TouchOutcome
    package var flipped: TouchOutcome
    /// The nearest offset (on the grid) at which the outcome changes, and its length.
    package var offset: Point
    package var distance: Double
}

/// What a touch came to over its phases, compared by `fragile`: the view and the handler
/// of its `began`, every control event it fired, the actions of the recognizers it
/// reached (G1, G4), deadlines after the last event included (G5), and the calls UIKit's own
/// classes made for it (docs/rules.md, the S rules' Terms: a row selected, a tab switched).
package struct TouchOutcome: Sendable, Hashable {
    package var view: String?
    /// Who handled the `began` the view was given, now or late (G16); nil when the view never
    /// got it.
    package var handledBy: String?
    package var controlEvents: [ControlEventRecord]
    /// The transitions that sent an action, of the recognizers the touch reached, in order.
    package var gestures: [GestureTransition] = []
    /// The calls of the touch's deliveries, in order (`[]` on a scene without builtins).
    package var calls: [BuiltinCall] = []
}

extension Session {
    /// Tries each `began` touch again at every point of a grid (`step` apart) within `radius`
    /// points, moving the whole touch (its later samples too), and reports each whose outcome
    /// changes, with the nearest offset that changes it. Offsets are tried nearest first;
    /// among equally near ones, in reading order (up before down, left before right).
    package func fragileTouches(on scene: Scene, radius: Double, step: Double = 1) -> [FragileTouch] {
        let offsets = Self.offsets(radius: radius, step: step)
        var result: [FragileTouch] = []
        // The dispatcher is a value: its state before each event is kept by copying it, so each
        // trial dispatches only the touch's own events, never the session from its start.
        var dispatcher = Dispatcher(scene: scene)
        var discarded: [Delivery] = []
        for (seq, event) in events.enumerated() {
            // Deadlines due before the event belong to earlier touches: they pass before the
            // trials, so that no trial counts them as its touch's outcome (G5).
            dispatcher.passDeadlines(upTo: event.t, into: &discarded)
            if case .touches(let samples) = event.payload {
                for sample in samples where sample.phase == .began {
                    let end = endOfTouch(sample.touch, from: seq)
                    let recorded = outcome(of: sample.touch, from: seq, through: end, shiftedBy: .zero, state: dispatcher)
                    for offset in offsets {
                        let moved = outcome(of: sample.touch, from: seq, through: end, shiftedBy: offset, state: dispatcher)
                        guard moved != recorded else { continue }
                        result.append(FragileTouch(seq: seq, touch: sample.touch, location: sample.location,
                                                   outcome: recorded, flipped: moved, offset: offset,
                                                   distance: (offset.x * offset.x + offset.y * offset.y).squareRoot()))
                        break
                    }
                }
            }
            discarded.removeAll(keepingCapacity: true)
            dispatcher.dispatch(event, seq: seq, into: &discarded)
        }
        return result
    }

    /// The grid offsets within the radius, the origin left out, nearest first.
    static func offsets(radius: Double, step: Double) -> [Point] {
        guard radius.isFinite, step.isFinite, radius > 0, step > 0 else { return [] }
        let n = Int((radius / step).rounded(.down))
        var points: [Point] = []
        for j in -n...n {
            for i in -n...n where i != 0 || j != 0 {
                let p = Point(x: Double(i) * step, y: Double(j) * step)
                if p.x * p.x + p.y * p.y <= radius * radius + 1e-9 { points.append(p) }
            }
        }
        // A stable sort keeps reading order among equal distances.
        return points.enumerated().sorted { a, b in
            let da = a.element.x * a.element.x + a.element.y * a.element.y
            let db = b.element.x * b.element.x + b.element.y * b.element.y
            return da != db ? da < db : a.offset < b.offset
        }.map(\.element)
    }

    /// The index of the event that ends the touch begun at `start` (its `ended` or
    /// `cancelled`), or the last event.
    private func endOfTouch(_ touch: Int, from start: Int) -> Int {
        for seq in (start + 1)..<max(events.count, start + 1) {
            guard case .touches(let samples) = events[seq].payload else { continue }
            if samples.contains(where: { $0.touch == touch && ($0.phase == .ended || $0.phase == .cancelled) }) {
                return seq
            }
        }
        return events.count - 1
    }

    /// Dispatches the touch's events (from the state before its `began`) with the touch moved
    /// by `offset`, and reads the touch's outcome.
    private func outcome(of touch: Int, from start: Int, through end: Int, shiftedBy offset: Point,
                         state: Dispatcher) -> TouchOutcome {
        var dispatcher = state
        var deliveries: [Delivery] = []
        for seq in start...end {
            var event = events[seq]
            if offset != .zero, case .touches(var samples) = event.payload {
                for i in samples.indices where samples[i].touch == touch {
                    samples[i].location = Point(x: samples[i].location.x + offset.x,
                                                y: samples[i].location.y + offset.y)
                }
                event.payload = .touches(samples)
            }
            dispatcher.dispatch(event, seq: seq, into: &deliveries)
        }
        let scene = state.scene
        let began = deliveries.first { $0.touch == touch && $0.kind == .touch && $0.phase == .began }
        let reached = began?.hitView.flatMap { scene.index(of: $0) }.map { scene.recognizers(reaching: $0).map(\.id) } ?? []
        var seq = end + 1
        // G5, G11: the recognizers the touch reached may still be deciding after its end (a
        // single tap waiting for a double tap's deadline, a long press still down): the session
        // runs on, as replay runs it, until they are done, and past its last event (`finish`).
        // The deadlines due before the next event pass first: a recognizer they settle does not
        // pull in the next touch (taps a second apart would otherwise chain to the session's end).
        while dispatcher.recognizersPending(reached) {
            guard seq < events.count else {
                dispatcher.finish(into: &deliveries)
                break
            }
            dispatcher.passDeadlines(upTo: events[seq].t, into: &deliveries)
            guard dispatcher.recognizersPending(reached) else { break }
            dispatcher.dispatch(events[seq], seq: seq, into: &deliveries)
            seq += 1
        }
        // A later touch may reuse the id: this touch's rows end where the next one begins.
        let reuse = deliveries.indices.filter { deliveries[$0].touch == touch && deliveries[$0].kind == .touch
            && deliveries[$0].phase == .began }.dropFirst().first ?? deliveries.endIndex
        let mine = deliveries[..<reuse].filter { $0.touch == touch }
        let viewBegan = mine.first { $0.phase == .began && $0.kind != .cancel && $0.withheld == nil }
        let actions = deliveries.flatMap(\.gestures).filter { $0.action != nil && reached.contains($0.gesture) }
        return TouchOutcome(view: began?.view, handledBy: viewBegan?.handledBy,
                            controlEvents: mine.flatMap(\.controlEvents), gestures: actions, calls: mine.flatMap(\.calls))
    }
}

extension FragileTouch {
    /// "a tap on `saveButton` 2 points lower goes to `tableView`"; when only recognizers
    /// decide differently, what they send instead.
    package func sentence() -> String {
        let from = outcome.view.map { "`\(Words.safe($0))`" } ?? "nothing"
        let to = flipped.view.map { "`\(Words.safe($0))`" } ?? "no view"
        var what = "goes to \(to)"
        if flipped.view == outcome.view {
            if flipped.handledBy != outcome.handledBy {
                what = "is handled by \(flipped.handledBy.map { "`\(Words.safe($0))`" } ?? "nobody")"
            } else if flipped.controlEvents != outcome.controlEvents {
                what = "fires \(flipped.controlEvents.isEmpty ? "no control event" : flipped.controlEvents.map { "\($0.event.rawValue) → \(Words.safe($0.action))" }.joined(separator: ", "))"
            } else if flipped.calls != outcome.calls, flipped.gestures == outcome.gestures {
                // The selections when they differ (the highlight calls come with every tap).
                let (now, before) = Self.selections(flipped.calls) != Self.selections(outcome.calls)
                    ? (Self.selections(flipped.calls), Self.selections(outcome.calls)) : (flipped.calls, outcome.calls)
                what = "makes \(Self.calls(now)) instead of \(Self.calls(before))"
            } else {
                what = "sets off \(Self.actions(flipped.gestures)) instead of \(Self.actions(outcome.gestures))"
            }
        } else if let handler = flipped.handledBy, handler != flipped.view {
            what += ", handled by `\(Words.safe(handler))`"
        }
        if flipped.view != outcome.view, flipped.gestures != outcome.gestures {
            what += ", setting off \(Self.actions(flipped.gestures)) instead of \(Self.actions(outcome.gestures))"
        }
        if flipped.view != outcome.view, Self.selections(flipped.calls) != Self.selections(outcome.calls) {
            let (now, before) = (Self.selections(flipped.calls), Self.selections(outcome.calls))
            what += ", calling \(now.isEmpty ? "nothing" : Self.calls(now)) instead of \(before.isEmpty ? "nothing" : Self.calls(before))"
        }
        return "event \(seq), touch \(touch) at \(Words.point(location)): a tap on \(from) \(Self.direction(offset)) \(what)."
    }

    /// Calls in words: "tableView:didSelectRowAtIndexPath: [0,3] → `listVC`", or "no call".
    static func calls(_ list: [BuiltinCall]) -> String {
        guard !list.isEmpty else { return "no call" }
        return list.map { c in Words.safe(c.shortText) + (c.to.map { " → `\(Words.safe($0))`" } ?? "") }
            .joined(separator: ", ")
    }

    /// The calls that tell where a tap went when the view changes too: what the delegate hears
    /// as a selection (`…didSelect…`), not the highlight calls of every row.
    static func selections(_ list: [BuiltinCall]) -> [BuiltinCall] {
        list.filter { $0.selector.contains("didSelect") }
    }

    /// Recognizer actions in words: "`dropPin` began → `mapVC` dropPin:", or "no recognizer action".
    static func actions(_ list: [GestureTransition]) -> String {
        guard !list.isEmpty else { return "no recognizer action" }
        return list.map { t in
            "`\(Words.safe(t.gesture))` \(t.state.rawValue) → " + (t.target.map { "`\(Words.safe($0))` " } ?? "")
                + Words.safe(t.action ?? "")
        }.joined(separator: ", ")
    }

    /// An offset in words: "2 points lower", "1 point to the left and 3 points higher".
    static func direction(_ offset: Point) -> String {
        func points(_ d: Double) -> String { "\(Words.number(abs(d))) point\(abs(d) == 1 ? "" : "s")" }
        var parts: [String] = []
        if offset.x != 0 { parts.append(points(offset.x) + (offset.x > 0 ? " to the right" : " to the left")) }
        if offset.y != 0 { parts.append(points(offset.y) + (offset.y > 0 ? " lower" : " higher")) }
        return parts.joined(separator: " and ")
    }
}
