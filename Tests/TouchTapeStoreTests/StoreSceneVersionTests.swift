import Foundation
import Testing
import TouchTapeCore

@testable import TouchTapeStore

/// Imports the files and folders at `paths` into `store`, as `touchtape import` does.
@discardableResult
func importPaths(_ paths: [String], into store: Store, replace: Bool = false) throws -> ImportReport {
    let (files, _) = try Importer.collect(paths)
    return try Importer.run(files, into: store, replace: replace)
}

/// docs/cli.md: a scene's versions are its distinct contents, numbered in the order first
/// imported; the current version is the one whose content was imported most recently.
@Suite struct StoreSceneVersionTests {
    static let versionA = fixturePath("tabbar-center-button/scene-1-before-override.json")
    static let versionB = fixturePath("tabbar-center-button/scene-2-after-override.json")

    /// `(version, current)` of a scene's rows in `v_scenes`, by version.
    static func versions(of scene: String, in store: Store) throws -> [[Int64]] {
        var rows: [[Int64]] = []
        try store.database.prepare("SELECT version, current FROM v_scenes WHERE scene = ? ORDER BY version")
            .forEachRow(.text(scene)) { rows.append([$0.columnInt64(0), $0.columnInt64(1)]) }
        return rows
    }

    @Test func reimportingKnownSceneContentMakesNoVersionAndMakesItCurrentAgain() throws {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            try importPaths([Self.versionA], into: store)
            try importPaths([Self.versionB], into: store)
            #expect(try Self.versions(of: "tabbar-center-button", in: store) == [[1, 0], [2, 1]])

            let report = try importPaths([Self.versionA], into: store)
            #expect(report.scenes.map(\.version) == [1])
            #expect(report.scenes.map(\.isNew) == [false])
            #expect(try Self.versions(of: "tabbar-center-button", in: store) == [[1, 1], [2, 0]])
            // The current version is what a bare NAME means.
            #expect(try store.scene(named: "tabbar-center-button").version == 1)
        }
    }

    /// docs/formats.md: content is the canonical JSON (RFC 8785): key order, white space and the
    /// spelling of numbers do not make a new version.
    @Test func sceneContentIgnoresKeyOrderWhiteSpaceAndNumberSpelling() throws {
        try withTemporaryDirectory { folder in
            let original = try writeFile("""
                { "format": "touchtape.scene/1", "name": "canon",
                  "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "alpha": 0.5 } ] }
                """, to: "a.json", in: folder)
            let reformatted = try writeFile("""
                {"windows":[{"alpha":5e-1,"frame":[0.0,0,375.0,6.67e2],"id":"window"}],"name":"canon","format":"touchtape.scene/1"}
                """, to: "b.json", in: folder)
            let store = try Store(path: folder + "/store.sqlite")
            try importPaths([original], into: store)
            let report = try importPaths([reformatted], into: store)
            #expect(report.scenes.map(\.isNew) == [false])
            #expect(try Self.versions(of: "canon", in: store) == [[1, 1]])
        }
    }

    /// docs/cli.md: `meta` is part of a scene's content, and an explicit default is other content.
    @Test(arguments: [
        #"{ "format": "touchtape.scene/1", "name": "canon", "meta": { "note": "x" }, "windows": [ { "id": "window", "frame": [0, 0, 375, 667] } ] }"#,
        #"{ "format": "touchtape.scene/1", "name": "canon", "windows": [ { "id": "window", "frame": [0, 0, 375, 667], "hidden": false } ] }"#,
    ])
    func otherSceneContentMakesANewVersion(_ other: String) throws {
        try withTemporaryDirectory { folder in
            let original = try writeFile("""
                { "format": "touchtape.scene/1", "name": "canon", "windows": [ { "id": "window", "frame": [0, 0, 375, 667] } ] }
                """, to: "a.json", in: folder)
            let changed = try writeFile(other, to: "b.json", in: folder)
            let store = try Store(path: folder + "/store.sqlite")
            try importPaths([original], into: store)
            let report = try importPaths([changed], into: store)
            #expect(report.scenes.map(\.isNew) == [true])
            #expect(try Self.versions(of: "canon", in: store) == [[1, 0], [2, 1]])
        }
    }

    /// docs/store.md: `views` counts view nodes, windows included.
    @Test func vScenesCountsViewNodesWithWindows() throws {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            try importPaths([fixturePath("hit-test-a-to-e/scene.json")], into: store)
            // window, rootView and views A to E.
            let views = try store.database.prepare("SELECT views FROM v_scenes WHERE scene = 'hit-test-a-to-e'").scalarInt64()
            #expect(views == 7)
        }
    }
}
