import Foundation
import Testing
import TouchTapeCaptureCore
import TouchTapeCaptureFakes
import TouchTapeCaptureIO
import TouchTapeCore

/// The I/O layer (docs/capture.md, What is written and How it is built): where files go, whole
/// files only, and a recording streamed to `.partial` and published at quiet points.
@MainActor
@Suite("Capture I/O: output folder and files")
struct OutputTests {
    @Test("TOUCHTAPE_OUTPUT_DIR names the output folder; without it, Documents/TouchTape")
    func outputFolder() {
        #expect(TouchTapeOutput.directory(environment: ["TOUCHTAPE_OUTPUT_DIR": "/tmp/out"]).path == "/tmp/out")
        let fallback = TouchTapeOutput.directory(environment: [:])
        #expect(fallback.lastPathComponent == "TouchTape")
        #expect(TouchTapeOutput.directory(environment: ["TOUCHTAPE_OUTPUT_DIR": ""]) == fallback)
    }

    @Test("a whole file replaces the old one, folders are made, and no temporary file is left")
    func atomicWrite() throws {
        try withTemporaryFolder { folder in
            let url = URL(fileURLWithPath: folder).appendingPathComponent("a/b/scene.json")
            try TouchTapeOutput.writeAtomically(Array("one".utf8), to: url)
            try TouchTapeOutput.writeAtomically(Array("two".utf8), to: url)
            #expect(try contents(url.path) == "two")
            #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["scene.json"])
        }
    }

    @Test("a capture writes scenes/NAME.json, probes/NAME.probe.ndjson and logs/NAME.capture.log")
    func captureFiles() throws {
        try withTemporaryFolder { folder in
            let captured = SceneCapture.capture(windows: [SeedFakes.tabBar()], name: "tabbar")
            let files = try captured.write(to: URL(fileURLWithPath: folder))
            #expect(files.scene.path == folder + "/scenes/tabbar.json")
            #expect(files.probe?.path == folder + "/probes/tabbar.probe.ndjson")
            #expect(files.log.path == folder + "/logs/tabbar.capture.log")
            #expect(Array(try Data(contentsOf: files.scene)) == captured.sceneJSON)
            _ = try Scene.decode(Array(try Data(contentsOf: files.scene)))
            _ = try Session.decode(Array(try Data(contentsOf: try #require(files.probe))))
        }
    }

    @Test("Files: the session streams to .partial; NAME.ndjson appears at the first quiet point, always valid; stop removes .partial")
    func streamedRecording() throws {
        try withTemporaryFolder { folder in
            let directory = URL(fileURLWithPath: folder)
            let window = SeedFakes.aToE()
            let sink = FileRecordingSink(directory: directory, recordingName: "live")
            let recorder = TouchRecorder(name: "live", sink: sink) { _ in SceneCapture.capture(windows: [window], name: "live") }
            let session = folder + "/sessions/live.s1.ndjson"
            let partial = session + ".partial"
            let a = FakeTouch(at: CPoint(x: 240, y: 340), in: window)
            recorder.observe(FakeEvent(timestamp: 10, touches: [a]))
            #expect(FileManager.default.fileExists(atPath: partial))
            #expect(!FileManager.default.fileExists(atPath: session))
            #expect(try contents(partial).split(separator: "\n").count == 2)
            a.phase = .ended
            recorder.observe(FakeEvent(timestamp: 10.1, touches: [a]))
            let published = try contents(session)
            #expect(published.split(separator: "\n").count == 3)
            // A second finger goes down and stays: the published file keeps the last quiet point.
            recorder.observe(FakeEvent(timestamp: 11, touches: [FakeTouch(at: CPoint(x: 100, y: 100), in: window)]))
            #expect(try contents(session) == published)
            #expect(try contents(partial).split(separator: "\n").count == 4)
            _ = try Session.decode(Array(published.utf8))
            // An app killed here leaves `published`; stop publishes the rest and removes .partial.
            recorder.stop()
            #expect(try contents(session).split(separator: "\n").count == 4)
            #expect(!FileManager.default.fileExists(atPath: partial))
            #expect(sink.errors.isEmpty)
            let log = try contents(folder + "/logs/live.recording.log")
            #expect(log.contains("1 finger(s) still down at stop"))
            #expect(FileManager.default.fileExists(atPath: folder + "/scenes/live.s1.json"))
            #expect(FileManager.default.fileExists(atPath: folder + "/probes/live.s1.probe.ndjson"))
        }
    }

    @Test("a folder that cannot be written gives errors on the sink, never a crash")
    func unwritableFolder() throws {
        try withTemporaryFolder { folder in
            let blocker = folder + "/blocked"
            try Data("a file where a folder should be".utf8).write(to: URL(fileURLWithPath: blocker))
            let window = SeedFakes.aToE()
            let sink = FileRecordingSink(directory: URL(fileURLWithPath: blocker), recordingName: "x")
            let recorder = TouchRecorder(name: "x", sink: sink) { _ in SceneCapture.capture(windows: [window], name: "x") }
            let touch = FakeTouch(at: CPoint(x: 10, y: 10), in: window)
            recorder.observe(FakeEvent(timestamp: 1, touches: [touch]))
            touch.phase = .ended
            recorder.observe(FakeEvent(timestamp: 2, touches: [touch]))
            recorder.stop()
            #expect(!sink.errors.isEmpty)
        }
    }
}
