import TouchTapeCore

/// What one recognizer does with the touch at a point, as `why` reports it (G1, G12).
package struct WhyRecognizer: Sendable, Hashable {
    /// Why a recognizer takes no part in the touch.
    package enum Exclusion: Sendable, Hashable {
        /// `enabled: false`: as if absent (G1).
        case disabled
        /// Its view is neither the hit view nor an ancestor of it (G1); `cause` says why the
        /// view does not get the touch, as `why --view` does.
        case notOnPath(cause: WhyNotCause)
        /// No view takes the touch (noHitView), so no recognizer sees it (G1).
        case noHitView
    }

    /// The recognizer's index in scene order (`scene.gestures.recognizers`).
    package var recognizer: Int
    /// Its place among the recognizers the touch reaches, in the order they see it (G1, G3),
    /// from 1; nil when it takes no part.
    package var order: Int?
    /// Why it takes no part; nil when it sees the touch.
    package var exclusion: Exclusion?
    /// G12: the enabled control that is the touch's view, when this recognizer is on a proper
    /// ancestor of it and of a kind the control's class holds back: it fails instead of
    /// recognizing or beginning.
    package var yieldsTo: Int32?
    /// The enabled control that is the touch's view, when this recognizer is on a proper
    /// ancestor of it but G12 does not hold it back (another kind, or another class).
    package var competesWith: Int32?

    /// A stable word for `--json`: `reaches`, `controlFirst` (G12), `disabled`, `notOnPath`,
    /// `noHitView`.
    package var code: String {
        switch exclusion {
        case nil: yieldsTo == nil ? "reaches" : "controlFirst"
        case .disabled: "disabled"
        case .notOnPath: "notOnPath"
        case .noHitView: "noHitView"
        }
    }
}

extension Scene {
    /// The recognizers a touch at the point would meet: those it reaches, in G1 order (with
    /// G12's verdict when its view is an enabled control), then those that take no part: the
    /// disabled ones on its path and every recognizer whose view's area holds the point but
    /// that is not on the path (a hidden view, a view behind, a view that refuses touches).
    package func whyRecognizers(at point: Point) -> [WhyRecognizer] {
        guard !gestures.recognizers.isEmpty else { return [] }
        var trace: [TraceEntry] = []
        let hit = hitTest(point, trace: &trace)
        var result: [WhyRecognizer] = []
        var onPath = Set<Int32>()
        if let view = hit.view {
            var v: Int32? = view
            while let current = v { onPath.insert(current); v = superview(of: current) }
            for (i, r) in recognizers(reaching: view).enumerated() {
                guard let index = gestures.index(of: r.id) else { continue }
                var entry = WhyRecognizer(recognizer: index, order: i + 1)
                if r.neverRecognizes {
                    // A window's system-gesture gates hold and fail; G12 has nothing to say.
                } else if yieldsToControl(r, touchView: view) {
                    entry.yieldsTo = view
                } else if r.view != view, isEnabledControl(view) {
                    entry.competesWith = view
                }
                result.append(entry)
            }
        }
        for (index, r) in gestures.recognizers.enumerated() where !result.contains(where: { $0.recognizer == index }) {
            if onPath.contains(r.view) {
                result.append(WhyRecognizer(recognizer: index, exclusion: .disabled))
            } else if areaHolds(point, view: r.view) {
                let exclusion: WhyRecognizer.Exclusion = !r.enabled ? .disabled
                    : hit.view == nil ? .noHitView
                    : .notOnPath(cause: decisiveCause(view: r.view, point: point, hit: hit, trace: trace))
                result.append(WhyRecognizer(recognizer: index, exclusion: exclusion))
            }
        }
        return result
    }

    /// One recognizer's part in the touch at the point (`why --view RECOGNIZER`), whether or
    /// not its view's area holds the point.
    package func whyRecognizer(_ index: Int, at point: Point) -> WhyRecognizer {
        if let entry = whyRecognizers(at: point).first(where: { $0.recognizer == index }) { return entry }
        let r = gestures.recognizers[index]
        if !r.enabled { return WhyRecognizer(recognizer: index, exclusion: .disabled) }
        var trace: [TraceEntry] = []
        let hit = hitTest(point, trace: &trace)
        guard hit.view != nil else { return WhyRecognizer(recognizer: index, exclusion: .noHitView) }
        return WhyRecognizer(recognizer: index,
                             exclusion: .notOnPath(cause: decisiveCause(view: r.view, point: point, hit: hit, trace: trace)))
    }

    private func isEnabledControl(_ view: Int32) -> Bool {
        viewInfos[Int(view)].isControl && viewInfos[Int(view)].controlEnabled
    }

    /// Whether the view's bounds hold the screen point, whatever its flags and rules say.
    private func areaHolds(_ point: Point, view: Int32) -> Bool {
        guard let q = convert(point, from: nil, to: view) else { return false }
        return boundsRect(of: view).contains(q) || pointInside(q, view: view)
    }
}

extension WhyRecognizer {
    /// The recognizer in a few words: "`doubleTap` (tap ×2 on `photo` → `photoVC` zoom:)".
    package func name(in scene: Scene) -> String {
        let r = scene.gestures.recognizers[recognizer]
        var kind = r.kindName
        if !r.isImplicit {
            if r.kind == .tap && r.taps != 1 { kind += " ×\(r.taps)" }
            if r.kind == .swipe { kind += " \(r.direction.rawValue)" }
            if r.kind != .pan && r.touches != 1 { kind += ", \(r.touches) touches" }
        }
        let action = r.action.map { " → `\(Words.safe($0.target))` \(Words.safe($0.selector))" } ?? ", no action"
        return "`\(Words.safe(r.id))` (\(kind) on \(Words.id(r.view, in: scene))\(action))"
    }

    /// One line about the recognizer, for `why`.
    package func sentence(at point: Point, in scene: Scene) -> String {
        let r = scene.gestures.recognizers[recognizer]
        let me = name(in: scene)
        switch exclusion {
        case .disabled:
            return "\(me) is disabled (enabled: false): as if absent (G1)."
        case .noHitView:
            return "\(me) does not see the touch: no view takes it (G1)."
        case .notOnPath(let cause):
            let answer = WhyNotAnswer(view: r.view, point: point, cause: cause,
                                      hit: scene.hitTest(point), screenFrame: nil, hitArea: nil, hitAreaSize: nil)
            let why = answer.sentences(in: scene).first.map { String($0.dropLast()) } ?? ""
            return "\(me) does not see the touch: \(Words.id(r.view, in: scene)) is not the hit view nor one of its ancestors (G1): \(why)."
        case nil:
            let place = order.map { ", number \($0) in the order recognizers see it (G1)" } ?? ""
            return "\(me) sees the touch\(place)\(details(in: scene))."
        }
    }

    /// The line of a recognizer the touch reaches, in `why`'s numbered list.
    func listLine(in scene: Scene) -> String {
        "\(order.map { "\($0). " } ?? "")\(name(in: scene))\(details(in: scene))."
    }

    /// G11's wait and G12's verdict, as the end of a sentence.
    private func details(in scene: Scene) -> String {
        let r = scene.gestures.recognizers[recognizer]
        var text = ""
        if !r.requireToFail.isEmpty {
            let listed = r.requireToFail.map { "`\(Words.safe(scene.gestures.recognizers[$0].id))`" }
            text += ", waits for \(listed.joined(separator: ", ")) to fail (G11)"
        }
        if let control = yieldsTo {
            text += "; G12: it fails instead of recognizing, because \(Words.id(control, in: scene)), an enabled \(Words.safe(scene.responderClasses[Int(control)])), keeps the touch for its own action"
        } else if let control = competesWith {
            let kind: String
            switch r.kind {
            case .tap:
                kind = (r.taps == 1 ? "single tap" : r.taps == 2 ? "double tap" : "tap ×\(r.taps)")
                    + (r.touches == 1 ? "" : " with \(r.touches) touches")
            case .longPress: kind = "long press"
            case .pan: kind = "pan"
            case .swipe: kind = "swipe"
            }
            let verb = r.kind.isDiscrete ? "recognizes" : "begins"
            let then = r.cancelsTouchesInView
                ? "when it \(verb), it takes the touch from the control (G13)"
                : "when it \(verb), it claims only the phases it holds back (cancelsTouchesInView false, G13)"
            text += "; G12 does not hold a \(kind) back for a \(Words.safe(scene.responderClasses[Int(control)])) (\(Words.id(control, in: scene))): \(then)"
        }
        return text
    }
}

extension Scene {
    /// `why SCENE X Y`'s lines about recognizers: those the touch reaches, then those that take
    /// no part. Empty for a scene without recognizers.
    package func recognizerSentences(_ list: [WhyRecognizer], at point: Point) -> [String] {
        guard !gestures.recognizers.isEmpty else { return [] }
        let reaching = list.filter { $0.exclusion == nil }
        let apart = list.filter { $0.exclusion != nil }
        var lines: [String] = []
        if reaching.isEmpty {
            lines.append("no recognizer sees the touch (G1).")
        } else {
            lines.append("recognizers the touch reaches, in the order they see it (G1):")
            lines += reaching.map { "  " + $0.listLine(in: self) }
        }
        if !apart.isEmpty {
            lines.append("recognizers that take no part:")
            lines += apart.map { "  " + $0.sentence(at: point, in: self) }
        }
        return lines
    }
}
