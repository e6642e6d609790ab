import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCore

/// The seed fixtures rebuilt as fakes: their captures are scenes TouchTapeCore accepts.
@MainActor
@Suite("Capture: seed scenes")
struct SeedCaptureTests {
    @Test("the A–E seed captured as fakes decodes as a scene")
    func aToEDecodes() throws {
        let capture = SceneCapture.capture(windows: [SeedFakes.aToE()], name: "hit-test-a-to-e")
        #expect(capture.validationError == nil)
        let scene = try Scene.decode(capture.sceneJSON)
        #expect(scene.index(of: "viewE") != nil)
    }
}
