/// The shapes of issue #26: how a CI suite's sessions are cut (one long session, or hundreds
/// to thousands of short ones) and which scene they run on. Every shape is measured end to end
/// side by side with its own storage floor (EndToEnd.swift), and each target is judged on the
/// worst shape (Report.swift).
struct Shape: Equatable {
    enum SceneKind: Equatable, Hashable {
        /// The nested-grid scene of `SceneGenerator` with this many views.
        case grid(Int)
        /// The real-looking scene of `ScrollSceneGenerator` (tables and collection views) with
        /// this many views.
        case scroll(Int)

        var views: Int {
            switch self {
            case .grid(let n), .scroll(let n): n
            }
        }

        /// The file name stem and the label of the scene.
        var name: String {
            switch self {
            case .grid(let n): "grid-\(n)"
            case .scroll(let n): "scroll-\(n)"
            }
        }

        var label: String {
            switch self {
            case .grid(let n): "\(Fmt.int(n)) views"
            case .scroll(let n): "\(Fmt.int(n)) views in scroll views"
            }
        }
    }

    var sessions: Int
    var deliveriesPerSession: Int
    var scene: SceneKind

    var deliveries: Int { sessions * deliveriesPerSession }

    /// How `--shapes` names it: `SESSIONSxDELIVERIES`, then `@VIEWS` for another grid scene or
    /// `@scroll` (`@scrollVIEWS`) for the scroll-view scene.
    func id(mainScene: Int) -> String {
        let base = "\(sessions)x\(deliveriesPerSession)"
        switch scene {
        case .grid(let n): return n == mainScene ? base : "\(base)@\(n)"
        case .scroll(let n): return n == mainScene ? "\(base)@scroll" : "\(base)@scroll\(n)"
        }
    }

    /// "50 sessions × 20,000", "1 session × 1,000,000".
    var label: String {
        "\(Fmt.int(sessions)) session\(sessions == 1 ? "" : "s") × \(Fmt.int(deliveriesPerSession))"
    }

    /// The issue's table, full size: four shapes on the 5,000-view grid, one on the
    /// 50,000-view grid, and 500 × 400 on the scroll-view scene of as many views as the main one.
    static func full(mainScene: Int) -> [Shape] {
        [Shape(sessions: 1, deliveriesPerSession: 1_000_000, scene: .grid(mainScene)),
         Shape(sessions: 50, deliveriesPerSession: 20_000, scene: .grid(mainScene)),
         Shape(sessions: 1_000, deliveriesPerSession: 200, scene: .grid(mainScene)),
         Shape(sessions: 5_000, deliveriesPerSession: 40, scene: .grid(mainScene)),
         Shape(sessions: 200, deliveriesPerSession: 1_000, scene: .grid(50_000)),
         Shape(sessions: 500, deliveriesPerSession: 400, scene: .scroll(mainScene))]
    }

    /// The same shapes scaled down for `--quick`: a tenth of the sessions (of the deliveries
    /// for the one-session shape), so each keeps its sessions' length and still has many of
    /// them; the scenes are the same.
    static func quick(mainScene: Int) -> [Shape] {
        full(mainScene: mainScene).map { s in
            var q = s
            if s.sessions == 1 { q.deliveriesPerSession = s.deliveriesPerSession / 10 } else { q.sessions = s.sessions / 10 }
            return q
        }
    }

    /// Parses one `--shapes` item (see `id(mainScene:)`); nil when it is not one.
    static func parse(_ text: Substring, mainScene: Int) -> Shape? {
        let (counts, at) = text.firstIndex(of: "@").map { (text[..<$0], Optional(text[text.index(after: $0)...])) } ?? (text, nil)
        let parts = counts.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let sessions = parts[0], let deliveries = parts[1], sessions > 0, deliveries > 0 else { return nil }
        var scene = SceneKind.grid(mainScene)
        if let at {
            if at.hasPrefix("scroll") {
                let rest = at.dropFirst("scroll".count)
                guard let views = rest.isEmpty ? mainScene : Int(rest), views >= ScrollSceneGenerator.minimumViews else { return nil }
                scene = .scroll(views)
            } else {
                guard let views = Int(at), views >= 40 else { return nil }
                scene = .grid(views)
            }
        }
        return Shape(sessions: sessions, deliveriesPerSession: deliveries, scene: scene)
    }
}
