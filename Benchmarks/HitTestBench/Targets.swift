/// The targets of one run. Issue #26's end-to-end targets are judged on the **worst** shape,
/// which each row names; the engine's in-process targets (issue #6) follow.
extension Report {
    /// Peak memory may vary between shapes on the same scene by at most this factor ("flat in
    /// deliveries and in sessions"; issue #12's bound for flat in deliveries).
    static let flatMemoryBound = 1.25

    var targets: [Target] {
        var t: [Target] = []
        func worst(_ figure: (EndToEndFigures) -> Double) -> EndToEndFigures? { e2e.max { figure($0) < figure($1) } }
        func name(_ f: EndToEndFigures) -> String { "\(f.id) (\(f.shape.label), \(f.shape.scene.label))" }
        func others(_ figure: (EndToEndFigures) -> Double, except w: EndToEndFigures) -> String {
            let rest = e2e.filter { $0.id != w.id }.map { "\($0.id) \(Fmt.fixed(figure($0), 2))×" }
            return rest.isEmpty ? "" : "; the others: " + rest.joined(separator: ", ")
        }
        func ratioTarget(_ title: String, bound: Double, stretch: Double? = nil, _ figure: @escaping (EndToEndFigures) -> Double,
                         cpu: @escaping (EndToEndFigures) -> Double, seconds: @escaping (EndToEndFigures) -> Double) {
            guard let w = worst(figure) else { return }
            let stretchText = stretch.map { s in e2e.allSatisfy { figure($0) <= s } ? "; stretch \(Fmt.fixed(s, 2))× met" : "; stretch \(Fmt.fixed(s, 2))× not met" } ?? ""
            t.append(Target(name: "\(title) ≤ \(Fmt.fixed(bound, bound < 1 ? 2 : 1))× the storage floor, every shape",
                            figure: "\(Fmt.fixed(figure(w), 2))× (\(Fmt.fixed(seconds(w), 2)) s / \(Fmt.fixed(w.floorMedian, 2)) s; CPU \(Fmt.fixed(cpu(w), 2))×)"
                                + others(figure, except: w) + stretchText,
                            met: figure(w) <= bound, worst: name(w)))
        }
        ratioTarget("replay", bound: 1.0, stretch: 0.5, \.replayFloorRatio, cpu: \.replayFloorCPURatio, seconds: \.replayMedian)
        ratioTarget("import of the sessions, baseline run included,", bound: 2.0, \.importFloorRatio,
                    cpu: \.importFloorCPURatio, seconds: \.importMedian)
        ratioTarget("a second replay with nothing changed", bound: 0.25, \.unchangedFloorRatio,
                    cpu: \.unchangedFloorCPURatio, seconds: \.unchangedMedian)

        // Memory flat in deliveries and in sessions: the shapes that share a scene, compared.
        let groups = Dictionary(grouping: e2e, by: \.shape.scene).values.filter { $0.count >= 2 }
        let spreads = groups.compactMap { g -> (ratio: Double, high: EndToEndFigures, low: EndToEndFigures)? in
            guard let high = g.max(by: { $0.peakRSS < $1.peakRSS }), let low = g.min(by: { $0.peakRSS < $1.peakRSS }) else { return nil }
            return (high.peakRSS / low.peakRSS, high, low)
        }
        if let s = spreads.max(by: { $0.ratio < $1.ratio }) {
            t.append(Target(name: "peak memory flat in deliveries and in sessions (shapes on one scene, highest ÷ lowest ≤ \(Fmt.fixed(Self.flatMemoryBound, 2))×)",
                            figure: "\(Fmt.fixed(s.ratio, 2))× on \(s.high.shape.scene.label): \(s.high.id) \(Fmt.bytes(s.high.peakRSS)), \(s.low.id) \(Fmt.bytes(s.low.peakRSS))",
                            met: s.ratio <= Self.flatMemoryBound, worst: name(s.high)))
        }
        if let largest = e2e.map(\.views).max(), let w = e2e.filter({ $0.views == largest }).max(by: { $0.peakRSS < $1.peakRSS }) {
            let perView = w.peakRSS / Double(largest)
            t.append(Target(name: "peak memory ≤ 2 KB per view of the largest scene (\(Fmt.int(largest)) views)",
                            figure: "\(Fmt.fixed(perView, 0)) B per view (\(Fmt.bytes(w.peakRSS)))",
                            met: perView <= 2048, worst: name(w)))
        }
        if let w = worst(\.storeBytesPerDelivery) {
            t.append(Target(name: "store ≤ 80 bytes per delivery after a baseline and one replay (issue #12)",
                            figure: e2e.map { "\($0.id): \(Fmt.fixed($0.storeBytesPerDelivery, 1)) B" }.joined(separator: ", "),
                            met: w.storeBytesPerDelivery <= 80, worst: name(w)))
        }

        if !hit.isEmpty {
            let worst = hit.min { $0.ratio < $1.ratio }!
            t.append(Target(name: "hit-testing ≥ 10× the straightforward implementation (every scene size)",
                            figure: hit.map { "\(Fmt.int($0.viewCount)): \(Fmt.fixed($0.ratio, 1))×" }.joined(separator: ", "),
                            met: worst.ratio >= 10))
        }
        if !allocs.isEmpty {
            let worst = allocs.map(\.perHitTest).max() ?? 0
            t.append(Target(name: "no allocation per visited view (untraced hit-test)",
                            figure: allocs.map { "\(Fmt.int($0.views)): \(Fmt.sig($0.perHitTest)) per hit-test" }.joined(separator: ", "),
                            met: worst < 0.01))
        }
        return t
    }
}
