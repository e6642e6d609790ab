/// Real touches as sessions (docs/capture.md, What is written: Sessions), a pure state machine fed
/// one `UIEvent` at a time from `UIApplication.sendEvent(_:)`, before UIKit delivers it.
///
/// - A touch sequence starts at a `began` while no finger is down. Then the scene is
///   captured; when it differs from the current segment's, a new segment `NAME.sK` begins
///   (K the sequence's index, so names stay stable when a UI test runs again).
/// - Each touch gets the lowest free number from `began` to `ended`/`cancelled`; new touches
///   of one event are numbered by screen position (y, then x), and an event lists its touches
///   by number. Phases of a touch whose `began` was not seen are ignored; a second `began`
///   for a known touch cancels the first.
/// - `stationary` is dropped unless kept; hover phases, indirect touches (a TV remote) and
///   touches outside the captured windows are skipped and counted.
/// - `t` is the event's timestamp minus the segment's first written event's, rounded to
///   1 µs, never decreasing. `x`, `y` are the window-local location through the captured
///   window's geometry (the exact inverse of H7).
/// - At every quiet point (no finger down) the segment's session is published.
@MainActor public final class TouchRecorder {
    public typealias Capture = @MainActor (_ window: (any WindowReading)?) -> CapturedScene

    private struct Segment {
        var name: String
        var scene: CapturedScene
        var content: [UInt8]
        var t0: Double?
        var lastT = 0.0
    }

    /// One touch of an event, read once.
    private struct TouchRead {
        var key: ObjectIdentifier
        var phase: PhaseReading
        var type: TouchTypeReading
        var tapCount: Int
        var windowKey: ObjectIdentifier?
        var location: CPoint
        var reading: any TouchReading
        var screen = CPoint.zero
    }

    private struct Entry {
        var number: Int
        var phase: String
        var point: CPoint
        var tapCount: Int
        var pointer: Bool
        var expect: JSONTree?
    }

    public let name: String
    public let options: RecorderOptions
    private let sink: any RecordingSink
    private let capture: Capture
    private var segment: Segment?
    private var sequence = 0
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var lastPoint: [Int: CPoint] = [:]
    private var markedName: String?
    private var stopped = false
    private var summary = RecordingSummary()
    private var counts: [String: Int] = [:]

    /// - Parameters:
    ///   - name: the recording's name (sanitised); segments are `NAME.s1`, `NAME.s3`, ….
    ///   - capture: captures the window scene of the given window (the first new touch's).
    public init(name: String, options: RecorderOptions = RecorderOptions(), sink: any RecordingSink,
                capture: @escaping Capture) {
        self.name = SceneCapture.sanitisedName(name)
        self.options = options
        self.sink = sink
        self.capture = capture
    }

    /// The next touch sequence starts a segment of this name, whatever the screen shows.
    public func markScene(_ name: String) {
        markedName = SceneCapture.sanitisedName(name)
    }

    /// Fingers down now.
    public var fingersDown: Int { numbers.count }

    /// Observes one event, before UIKit delivers it.
    public func observe(_ event: any EventReading) {
        guard !stopped else { return }
        guard event.type == .touches else {
            count("events other than touches skipped")
            return
        }
        var touches: [TouchRead] = []
        for reading in event.allTouches {
            let read = TouchRead(key: reading.objectKey, phase: reading.phase, type: reading.type, tapCount: reading.tapCount,
                                 windowKey: reading.window?.objectKey, location: reading.locationInWindow, reading: reading)
            switch read.phase {
            case .regionEntered, .regionMoved, .regionExited:
                count("hover phases skipped")
                continue
            case .unknown:
                count("touches of an unknown phase skipped")
                continue
            default: break
            }
            switch read.type {
            case .indirect, .unknown:
                count("indirect touches (not hit-tested) skipped")
                continue
            default: break
            }
            guard read.windowKey != nil else {
                count("touches without a window skipped")
                continue
            }
            touches.append(read)
        }
        if numbers.isEmpty, let first = touches.first(where: { $0.phase == .began }) {
            startSequence(window: first.reading.window)
        }
        guard var current = segment else {
            if !touches.isEmpty { count("touches before the first began skipped") }
            return
        }
        for i in touches.indices {
            guard let windowKey = touches[i].windowKey,
                  let screen = current.scene.screenPoint(touches[i].location, inWindow: windowKey) else { continue }
            touches[i].screen = screen
        }
        // A location that is not finite cannot be written: a began or moved is skipped, an
        // end keeps the finger's last point.
        touches = touches.filter { touch in
            if touch.screen.isFinite { return true }
            if numbers[touch.key] != nil && (touch.phase == .ended || touch.phase == .cancelled) { return true }
            count("touches at a location that is not finite skipped")
            return false
        }
        for i in touches.indices where !touches[i].screen.isFinite {
            if let number = numbers[touches[i].key] { touches[i].screen = lastPoint[number] ?? .zero }
        }

        var entries: [Entry] = []
        var usedThisEvent: Set<Int> = []
        var newTouches: [(index: Int, read: TouchRead)] = []
        for (index, touch) in touches.enumerated() {
            guard let windowKey = touch.windowKey, current.scene.windowMappings[windowKey] != nil else {
                count("touches in a window outside the captured scene skipped")
                continue
            }
            if let number = numbers[touch.key] {
                switch touch.phase {
                case .began:
                    // A second began for a touch still down (seen with pointer duplicates).
                    summary.log.warn("a touch began again while down: touch \(number) is cancelled and the new began gets a new number")
                    entries.append(Entry(number: number, phase: "cancelled", point: lastPoint[number] ?? touch.screen,
                                         tapCount: 1, pointer: false, expect: nil))
                    usedThisEvent.insert(number)
                    numbers[touch.key] = nil
                    newTouches.append((index, touch))
                case .stationary where !options.keepsStationary:
                    count("stationary phases dropped")
                case .moved, .stationary, .ended, .cancelled:
                    let phase = touch.phase == .moved ? "moved" : touch.phase == .stationary ? "stationary"
                        : touch.phase == .ended ? "ended" : "cancelled"
                    entries.append(Entry(number: number, phase: phase, point: touch.screen, tapCount: touch.tapCount,
                                         pointer: touch.type == .indirectPointer, expect: nil))
                    usedThisEvent.insert(number)
                    lastPoint[number] = touch.screen
                    if touch.phase == .ended || touch.phase == .cancelled { numbers[touch.key] = nil }
                default:
                    break
                }
            } else if touch.phase == .began {
                newTouches.append((index, touch))
            } else {
                count("phases of touches whose began was not recorded ignored")
            }
        }
        // New touches by screen position, y then x (UIKit's set order is unspecified).
        newTouches.sort { a, b in
            (a.read.screen.y, a.read.screen.x, a.index) < (b.read.screen.y, b.read.screen.x, b.index)
        }
        for (_, touch) in newTouches {
            var number = 1
            let held = Set(numbers.values)
            while held.contains(number) || usedThisEvent.contains(number) { number += 1 }
            numbers[touch.key] = number
            usedThisEvent.insert(number)
            lastPoint[number] = touch.screen
            entries.append(Entry(number: number, phase: "began", point: touch.screen, tapCount: touch.tapCount,
                                 pointer: touch.type == .indirectPointer, expect: expectation(touch, in: current.scene)))
        }
        guard !entries.isEmpty else { return }
        entries.sort { $0.number < $1.number }

        var t = current.lastT
        if event.timestamp.isFinite {
            let t0 = current.t0 ?? event.timestamp
            current.t0 = t0
            let rounded = ((event.timestamp - t0) * 1_000_000).rounded() / 1_000_000
            if rounded.isFinite && rounded >= current.lastT {
                t = rounded
            } else {
                count("event timestamps that went back (written as the previous time)")
            }
        } else {
            count("event timestamps that are not finite (written as the previous time)")
        }
        current.lastT = t
        segment = current
        sink.appendEvent(Self.eventLine(t: t, entries), toSegment: current.name)
        summary.events += 1
        if numbers.isEmpty { sink.publish(segment: current.name) }
    }

    /// Stops the recording: publishes the current segment (fingers still down stay down:
    /// nothing is invented) and hands the summary to the sink.
    @discardableResult
    public func stop() -> RecordingSummary {
        guard !stopped else { return summary }
        stopped = true
        summary.fingersDownAtStop = numbers.count
        if !numbers.isEmpty {
            summary.log.note("\(numbers.count) finger(s) still down at stop: the session ends with them down")
        }
        for key in counts.keys.sorted() {
            summary.log.note("\(key): \(counts[key] ?? 0)")
        }
        if let segment { sink.publish(segment: segment.name) }
        sink.finish(summary)
        return summary
    }

    // MARK: - Sequences and segments

    private func startSequence(window: (any WindowReading)?) {
        sequence += 1
        if options.split == .firstSceneOnly, markedName == nil, var current = segment {
            // Fresh identities for touch.view, the same scene.
            let fresh = capture(window)
            if fresh.contentIgnoringName == current.content { current.scene = fresh.renamed(current.name) }
            segment = current
            return
        }
        let captured = capture(window)
        let content = captured.contentIgnoringName
        if let current = segment, markedName == nil, content == current.content {
            segment?.scene = captured.renamed(current.name)
            return
        }
        let segmentName = markedName ?? "\(name).s\(sequence)"
        markedName = nil
        let scene = captured.renamed(segmentName)
        segment = Segment(name: segmentName, scene: scene, content: content)
        summary.segments.append(segmentName)
        sink.beginSegment(RecordedSegment(name: segmentName, scene: scene,
                                          sessionHeader: SessionWriter.header(name: segmentName, scene: segmentName)))
    }

    private func expectation(_ touch: TouchRead, in scene: CapturedScene) -> JSONTree? {
        guard options.expectsViews else { return nil }
        guard let view = touch.reading.view else { return .null }
        guard let id = scene.id(of: view.objectKey) else {
            count("touch views outside the scene (no expectation written)")
            return nil
        }
        return .string(id)
    }

    private func count(_ what: String) {
        counts[what, default: 0] += 1
    }

    private static func eventLine(t: Double, _ entries: [Entry]) -> [UInt8] {
        var event = ObjectBuilder()
        event.add("t", .number(t))
        event.add("touches", .array(entries.map { entry in
            var touch = ObjectBuilder()
            touch.add("touch", .number(Double(entry.number)))
            touch.add("phase", .string(entry.phase))
            touch.add("x", .number(entry.point.x))
            touch.add("y", .number(entry.point.y))
            if entry.tapCount >= 2 { touch.add("tapCount", .number(Double(entry.tapCount))) }
            if entry.pointer { touch.add("meta", .object([JSONTree.Member(key: "type", value: .string("indirectPointer"))])) }
            return touch.tree
        }))
        let expectations = entries.compactMap { entry in
            entry.expect.map { view in
                JSONTree.object([JSONTree.Member(key: "touch", value: .number(Double(entry.number))),
                                 JSONTree.Member(key: "view", value: view)])
            }
        }
        if !expectations.isEmpty { event.add("expect", .array(expectations)) }
        return SessionWriter.line(event.tree)
    }
}
