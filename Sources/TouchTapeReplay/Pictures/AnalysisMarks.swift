import TouchTapeAnalysis
import TouchTapeCore
import TouchTapeStore

/// The shapes `render` draws for each analysis.
package enum AnalysisMarks {
    /// `--why X,Y`: the point, the views hit-testing descended through (green), and the views
    /// in front that refused the touch (red, dashed), each with its reason on hover.
    package static func why(_ answer: WhyAnswer, in scene: Scene) -> [PictureMark] {
        var marks: [PictureMark] = []
        let id = { (v: Int32) in scene.responderIDs[Int(v)] }
        for step in answer.steps {
            switch step {
            case .windowPassed(let v, let reason), .skipped(let v, let reason):
                marks.append(PictureMark(.view(id(v)), stroke: PictureMark.refusedColour, dashed: true,
                                         label: "\(id(v)): \(reason.rawValue)", showsLabel: true))
            case .sticksOut(let v, let subview):
                marks.append(PictureMark(.view(id(v)), stroke: PictureMark.refusedColour, dashed: true,
                                         label: "\(id(v)): outside", showsLabel: true))
                marks.append(PictureMark(.view(id(subview)), stroke: PictureMark.refusedColour, dashed: true,
                                         label: "\(id(subview)): never asked", showsLabel: true))
            case .windowTakes, .forwarded, .returnsSelf, .takes:
                break
            }
        }
        for v in answer.path {
            let last = v == answer.hit.view
            marks.append(PictureMark(.view(id(v)), stroke: PictureMark.pathColour,
                                     fill: last ? PictureMark.pathColour : nil, fillOpacity: 0.25,
                                     label: last ? "\(id(v)) takes the touch" : "\(id(v)): on the path",
                                     showsLabel: last))
        }
        marks.append(PictureMark(.cross(answer.point), stroke: PictureMark.refusedColour,
                                 label: "(\(Words.number(answer.point.x)), \(Words.number(answer.point.y)))"))
        return marks
    }

    /// `--fragile` on a scene: each target under the minimum, its effective area in orange.
    package static func smallTargets(_ targets: [SmallTarget], in scene: Scene) -> [PictureMark] {
        targets.map { t in
            let id = scene.responderIDs[Int(t.view)]
            guard let area = t.area else {
                return PictureMark(.view(id), stroke: PictureMark.flipColour, dashed: true,
                                   label: "\(id): no hit area", showsLabel: true)
            }
            return PictureMark(.rect(area.boundingBox), stroke: PictureMark.flipColour, fill: PictureMark.flipColour,
                               fillOpacity: 0.3,
                               label: "\(id): \(Words.number(area.width)) × \(Words.number(area.height))", showsLabel: true)
        }
    }

    /// `--fragile` with a session: around each fragile touch, the ring within which its
    /// outcome holds, and a cross where it flips.
    package static func fragileTouches(_ touches: [FragileTouch]) -> [PictureMark] {
        touches.flatMap { t in
            [PictureMark(.ring(center: t.location, radius: t.distance), stroke: PictureMark.flipColour,
                         fill: PictureMark.flipColour, fillOpacity: 0.2, label: t.sentence()),
             PictureMark(.cross(Point(x: t.location.x + t.offset.x, y: t.location.y + t.offset.y)),
                         stroke: PictureMark.flipColour, label: t.sentence())]
        }
    }

    /// `--coverage`: the targets no delivery reached, filled grey.
    package static func neverReached(_ rows: [CoverageRow]) -> [PictureMark] {
        var byView: [String: [String]] = [:]
        var order: [String] = []
        for row in rows where row.deliveries == 0 {
            if byView[row.responder] == nil { order.append(row.responder) }
            byView[row.responder, default: []].append(row.target)
        }
        return order.map { id in
            PictureMark(.view(id), stroke: PictureMark.neverReachedColour, fill: PictureMark.neverReachedColour,
                        fillOpacity: 0.55, label: "\(id) never reached: \(byView[id, default: []].joined(separator: ", "))")
        }
    }
}
