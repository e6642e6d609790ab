import Foundation
import Testing
import TouchTapeCore

@testable import TouchTapeReplay
@testable import TouchTapeStore

/// docs/store.md, recognizers: recognizers in `v_gestures`, each delivery's
/// `withheld` and `gestures` in `v_outcomes`, transitions in `v_gesture_transitions`.
@Suite struct GestureStoreTests {
    private func rows(_ store: Store, _ sql: String) throws -> [String] {
        var result: [String] = []
        let statement = try store.database.prepare(sql)
        let n = statement.columnCount
        try statement.forEachRow { row in
            result.append((0..<n).map { row.columnText($0) ?? "" }.joined(separator: "|"))
        }
        return result
    }

    @Test("docs/formats.md: the store keeps the recognizers (v_gestures) and each delivery's withheld and gestures")
    func storeKeepsRecognizersAndTransitions() throws {
        try withTemporaryFolder { folder in
            let db = folder + "/s.sqlite"
            let imported = try runTouchtape(["import", fixture("gesture-photo-viewer"), "--db", db], cwd: folder)
            try #require(imported.status == 0, "\(imported.stderr)")
            let store = try Store(path: db)
            #expect(try rows(store, "SELECT recognizer, kind, view, require_to_fail, settings FROM v_gestures ORDER BY recognizer") == [
                #"doubleTap|tap|photo|[]|{"taps":2,"touches":1}"#,
                #"singleTap|tap|photo|["doubleTap"]|{"taps":1,"touches":1}"#,
            ])
            #expect(try rows(store, "SELECT seq, kind, withheld, gestures FROM v_outcomes WHERE kind = 'timer' ORDER BY seq LIMIT 1") == [
                #"1|timer||[{"gesture":"doubleTap","state":"failed","action":null,"target":null},{"gesture":"singleTap","state":"recognized","action":"toggleChrome:","target":"photoVC"}]"#,
            ])
            #expect(try rows(store, "SELECT withheld, gestures FROM v_outcomes WHERE seq = 1 AND kind = 'touch'") == ["delayed|[]"])
            #expect(try rows(store, "SELECT recognizer, state FROM v_gesture_transitions WHERE seq = 5 ORDER BY ordinal, position")
                    == ["doubleTap|recognized"])
        }
    }

    @Test("docs/formats.md: a baseline stored before level 6 reads as withheld null and gestures [], and still replays unchanged")
    func oldBaselinesStillReplay() throws {
        try withTemporaryFolder { folder in
            let db = folder + "/s.sqlite"
            #expect(try runTouchtape(["import", fixture("tabbar-center-button"), "--db", db], cwd: folder).status == 0)
            do {
                // As a level-1 store would have stored them: no withheld, no gestures.
                let store = try Store(path: db)
                try store.database.execute("UPDATE outcome_shapes SET withheld = 0, gestures = 0")
            }
            let store = try Store(path: db)
            #expect(try rows(store, "SELECT DISTINCT COALESCE(withheld, 'null'), gestures FROM v_outcomes") == ["null|[]"])
            let replay = try runTouchtape(["replay", "--db", db], cwd: folder)
            #expect(replay.status == 0, "\(replay.stdout)")
        }
    }
}

/// docs/formats.md: `render` marks the touches a recognizer took (G13).
@Suite struct GesturePictureTests {
    static func load(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture(path))))
    }

    @Test("G13: the picture names the recognizer that took each claimed touch, and draws its ring")
    func claimedTouchesAreMarked() throws {
        let scene = try Scene.decode(try Self.load("gesture-photo-viewer/scene.json"))
        let session = try Session.decode(try Self.load("gesture-photo-viewer/photo-viewer-taps.session.json"))
        let deliveries = Dispatcher.run(session, on: scene)
        let touches = PictureTouches.collect(events: session.events, deliveries: deliveries)
        #expect(touches.map(\.claimedBy) == ["singleTap", "doubleTap", "doubleTap", nil])
        let svg = ScenePicture.svg(scene: scene, touches: touches)
        #expect(svg.contains("taken by recognizer singleTap (G13)"))
        #expect(svg.contains(ScenePicture.claimedColour))
    }
}
