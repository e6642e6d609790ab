import Foundation
import TouchTapeCore

/// A scene the shapes run on, written as a file for `touchtape import`.
struct SceneFile {
    var kind: Shape.SceneKind
    var name: String
    var path: String
    var views: Int
    var jsonBytes: Int
    /// `Scene.decode` of the file in process (the check that it has exactly `views` views).
    var decodeSeconds: Double
    /// Whether the file carries `builtin` keys (the scroll scene once the switch is on).
    var builtins: Bool

    /// Generates the scene of `kind` (reusing the in-process grid scene of that size when
    /// there is one), writes it to `work` and checks it with the engine's decoder.
    static func make(_ kind: Shape.SceneKind, seed: UInt64, work: String,
                     inProcess: SceneUnderTest?) throws -> (model: GeneratedScene, file: SceneFile) {
        let model: GeneratedScene
        let json: [UInt8]
        let path: String
        var builtins = false
        switch kind {
        case .grid(let n):
            if let s = inProcess, s.model.viewCount == n {
                model = s.model
                json = s.json
            } else {
                model = SceneGenerator.generate(viewCount: n, seed: seed)
                json = SceneGenerator.json(model)
            }
            path = work + "/scene-\(n).json"
        case .scroll(let n):
            model = ScrollSceneGenerator.generate(viewCount: n, seed: seed)
            builtins = ScrollSceneGenerator.writesBuiltinKeys
            json = SceneGenerator.json(model, builtins: builtins)
            path = work + "/scene-scroll-\(n).json"
        }
        try writeFile(path, json)
        let start = now()
        let scene = try Scene.decode(json, file: (path as NSString).lastPathComponent)
        let decodeSeconds = now() - start
        guard scene.viewCount == kind.views else {
            throw BenchError.failed("scene \(model.name): the engine counts \(scene.viewCount) views, the generator \(kind.views)")
        }
        return (model, SceneFile(kind: kind, name: model.name, path: path, views: kind.views, jsonBytes: json.count,
                                 decodeSeconds: decodeSeconds, builtins: builtins))
    }
}
