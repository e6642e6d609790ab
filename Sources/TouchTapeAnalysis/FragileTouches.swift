import TouchTapeCore

/// A recorded touch whose outcome changes when it lands a little elsewhere (`fragile SESSION`).
public struct FragileTouch: Sendable, Hashable {
    /// The index of the event holding the touch's `began`, and the touch's number.
    public var seq: Int
    public var touch: Int
    /// Where the touch began.
    public var location: Point
    /// The recorded outcome and the one at the nearest offset that changes it.
    public var outcome: TouchOutcome
    public var flipped: TouchOutcome
    /// The nearest offset (on the grid) at which the outcome changes, and its length.
    public var offset: Point
    public var distance: Double
}

/// What a touch came to over its phases, compared by `fragile`: the view and the handler
/// of its `began`, and every control event it fired.
public struct TouchOutcome: Sendable, Hashable {
    public var view: String?
    public var handledBy: String?
    public var controlEvents: [ControlEventRecord]
}

extension Session {
    /// Tries each `began` touch again at every point of a grid (`step` apart) within `radius`
    /// points, moving the whole touch (its later samples too), and reports each whose outcome
    /// changes, with the nearest offset that changes it. Offsets are tried nearest first;
    /// among equally near ones, in reading order (up before down, left before right).
    public func fragileTouches(on scene: Scene, radius: Double, step: Double = 1) -> [FragileTouch] {
        let offsets = Self.offsets(radius: radius, step: step)
        var result: [FragileTouch] = []
        // The dispatcher is a value: its state before each event is kept by copying it, so each
        // trial dispatches only the touch's own events, never the session from its start.
        var dispatcher = Dispatcher(scene: scene)
        var discarded: [Delivery] = []
        for (seq, event) in events.enumerated() {
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
        let mine = deliveries.filter { $0.touch == touch }
        let began = mine.first { $0.phase == .began }
        return TouchOutcome(view: began?.view, handledBy: began?.handledBy,
                            controlEvents: mine.flatMap(\.controlEvents))
    }
}

extension FragileTouch {
    /// "a tap on `saveButton` 2 points lower goes to `tableView`".
    public func sentence() -> String {
        let from = outcome.view.map { "`\(Words.safe($0))`" } ?? "nothing"
        let to = flipped.view.map { "`\(Words.safe($0))`" } ?? "no view"
        var what = "goes to \(to)"
        if flipped.view == outcome.view {
            what = flipped.handledBy != outcome.handledBy
                ? "is handled by \(flipped.handledBy.map { "`\(Words.safe($0))`" } ?? "nobody")"
                : "fires \(flipped.controlEvents.isEmpty ? "no control event" : flipped.controlEvents.map { "\($0.event.rawValue) → \(Words.safe($0.action))" }.joined(separator: ", "))"
        } else if let handler = flipped.handledBy, handler != flipped.view {
            what += ", handled by `\(Words.safe(handler))`"
        }
        return "event \(seq), touch \(touch) at \(Words.point(location)): a tap on \(from) \(Self.direction(offset)) \(what)."
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
