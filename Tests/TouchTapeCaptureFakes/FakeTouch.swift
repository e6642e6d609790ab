import TouchTapeCaptureCore

/// A fake `UITouch`: one finger, whose phase and location change as a test moves it.
@MainActor public final class FakeTouch: TouchReading {
    public var phase: PhaseReading
    public var type: TouchTypeReading = .direct
    public var tapCount = 1
    public weak var fakeWindow: FakeWindow?
    public var locationInWindow: CPoint
    public weak var fakeView: FakeView?

    public init(phase: PhaseReading = .began, at location: CPoint, in window: FakeWindow?, view: FakeView? = nil) {
        self.phase = phase
        locationInWindow = location
        fakeWindow = window
        fakeView = view
    }

    public var objectKey: ObjectIdentifier { ObjectIdentifier(self) }
    public var window: (any WindowReading)? { fakeWindow }
    public var view: (any ViewReading)? { fakeView }
}

/// A fake `UIEvent` of touches (or of another type).
@MainActor public struct FakeEvent: EventReading {
    public var type: EventTypeReading
    public var timestamp: Double
    public var touches: [FakeTouch]

    public init(type: EventTypeReading = .touches, timestamp: Double, touches: [FakeTouch]) {
        self.type = type
        self.timestamp = timestamp
        self.touches = touches
    }

    public var allTouches: [any TouchReading] { touches }
}
