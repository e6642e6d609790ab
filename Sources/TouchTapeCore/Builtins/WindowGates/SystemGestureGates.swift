/// The window's system-gesture gates (docs/rules.md S35–S37, clarification 8).
///
/// A window with a system-gesture region in force (`systemGestureRegions`, less the edges its
/// root controller defers in `defersSystemGestures`; the import writes the bottom 20 pt) gets
/// two implicit recognizers, last in G1 order, after the window's declared ones:
///
/// - `WINDOW#systemGate` (S35, UIKit's "touch" gate): it accepts a touch only if it begins in
///   a region, holds its `began` and `ended` (`delaysTouchesBegan`/`Ended`), and fails at the
///   touch's lift, at 0.75 s, or when the touch is cancelled; its held phases are then released
///   as `late` deliveries. It never recognizes (that needs a system gesture: reserved).
/// - `WINDOW#systemGestureGate` (S36, the "gesture" gate): it tracks the same touch, but only
///   while a pan tracks it too (clarification 8), holds nothing, has no timer of its own and
///   fails in the same step as the touch gate, right after it. Every pan requires it to fail
///   (G11), as UIKit's pans do (`_requiresSystemGesturesToFail`), so a pan on a touch that began
///   in a region waits for the lift or 0.75 s.
///
/// As UIKit's gate does ("receivedSecondTouch"), the touch gate fails when a second finger
/// comes down in its window while it holds one.
extension Scene {
    /// S35, S36: the two gates of every window with a region in force, in window order.
    func systemGateRecognizers() -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for g in builtins.windowGates where !g.activeRegions.isEmpty {
            let id = responderIDs[Int(g.window)]
            var gate = GestureRecognizer(id: Scene.implicitID(id, "systemGate"), kind: .tap, view: g.window)
            gate.cancelsTouchesInView = true
            gate.delaysTouchesBegan = true
            gate.delaysTouchesEnded = true
            gate.machine = .systemGate
            var gestureGate = GestureRecognizer(id: Scene.implicitID(id, "systemGestureGate"), kind: .tap, view: g.window)
            gestureGate.cancelsTouchesInView = true
            gestureGate.delaysTouchesBegan = false
            gestureGate.delaysTouchesEnded = false
            gestureGate.machine = .systemGestureGate
            result += [gate, gestureGate]
        }
        return result
    }

    /// The builtins' implicit recognizers (in view order) with the windows' gates merged in by
    /// view, so that the list stays in view order.
    func withSystemGates(_ implicit: [GestureRecognizer]) -> [GestureRecognizer] {
        let gates = systemGateRecognizers()
        guard !gates.isEmpty else { return implicit }
        var merged: [GestureRecognizer] = []
        merged.reserveCapacity(implicit.count + gates.count)
        var g = 0
        for r in implicit {
            while g < gates.count && gates[g].view <= r.view {
                merged.append(gates[g])
                g += 1
            }
            merged.append(r)
        }
        merged += gates[g...]
        return merged
    }

    /// S36 (clarification 8): every pan, declared or implicit, requires its window's gesture
    /// gate to fail (G11).
    mutating func requireSystemGestureGates() {
        var gateOfWindow: [Int32: Int] = [:]
        for (i, r) in gestures.recognizers.enumerated() where r.machine == .systemGestureGate { gateOfWindow[r.view] = i }
        guard !gateOfWindow.isEmpty else { return }
        for i in gestures.recognizers.indices where gestures.recognizers[i].kind == .pan {
            guard let gate = gateOfWindow[window(of: gestures.recognizers[i].view)] else { continue }
            gestures.recognizers[i].requireToFail.append(gate)
        }
    }

    /// S35, U5: the region in force of `window` that holds a screen point, if any. Each region
    /// is a band of `size` points along one edge of the window's bounds, half-open as P1: the
    /// bottom 20 pt of an 844-pt window hold y from 824 up.
    package func systemGestureRegion(at point: Point, window: Int32) -> WindowGates.Region? {
        guard let gates = builtins.gates(of: window) else { return nil }
        let active = gates.activeRegions
        guard !active.isEmpty, let p = convert(point, from: nil, to: window) else { return nil }
        let b = nodes[Int(window)].bounds
        return active.first { r in
            switch r.edge {
            case .bottom: p.y >= b.maxY - r.size
            case .top: p.y < b.minY + r.size
            case .left: p.x < b.minX + r.size
            case .right: p.x >= b.maxX - r.size
            }
        }
    }
}

extension GestureStage {
    /// S35: the touch gate accepts a touch that begins in a region and arms its 0.75 s deadline;
    /// a second finger in its window while it holds one fails it.
    mutating func offerSystemGate(_ r: Int, serial: Int, at location: Point) -> Bool {
        guard states[r].phase == .possible else { return false }
        if !states[r].tracked.isEmpty {
            failSystemGates(r)
            return false
        }
        guard scene.systemGestureRegion(at: location, window: recognizers[r].view) != nil else { return false }
        states[r].tracked.append(serial)
        arm(r, after: BuiltinConstants.systemGateTimeout)
        return true
    }

    /// S36, clarification 8: the gesture gate tracks the touch gate's touch only while a pan
    /// tracks it too (pans come before it in G1 order, so they have been offered it).
    mutating func offerSystemGestureGate(_ r: Int, serial: Int) -> Bool {
        guard states[r].phase == .possible, let gate = touchGate(of: r), states[gate].phase == .possible,
              states[gate].tracked.contains(serial) else { return false }
        guard states.indices.contains(where: { recognizers[$0].kind == .pan && states[$0].tracked.contains(serial) }) else {
            return false
        }
        states[r].tracked.append(serial)
        return true
    }

    /// S35: the touch's lift fails the gate in that step, which releases `began` and `ended`
    /// together (UIKit waits a few milliseconds more for the system's answer).
    mutating func seeSystemGate(_ r: Int, serial: Int, _ sample: TouchSample) {
        if sample.phase == .ended && states[r].phase == .possible { failSystemGates(r) }
    }

    /// The gesture gate fails with the touch gate; should it still be undecided at a lift, it
    /// fails then.
    mutating func seeSystemGestureGate(_ r: Int, serial: Int, _ sample: TouchSample) {
        if sample.phase == .ended && states[r].phase == .possible { fail(r) }
    }

    /// S35, S36: the touch gate fails, and its gesture gate right after it (clarification 8),
    /// which lets the pans waiting for it begin (G11).
    mutating func failSystemGates(_ gate: Int) {
        fail(gate)
        let g = gate + 1
        if g < recognizers.count && recognizers[g].machine == .systemGestureGate && recognizers[g].view == recognizers[gate].view
            && states[g].phase == .possible && !states[g].tracked.isEmpty {
            fail(g)
        }
    }

    /// The touch gate listed right before a gesture gate.
    private func touchGate(of r: Int) -> Int? {
        let gate = r - 1
        guard gate >= 0, recognizers[gate].machine == .systemGate, recognizers[gate].view == recognizers[r].view else { return nil }
        return gate
    }
}
