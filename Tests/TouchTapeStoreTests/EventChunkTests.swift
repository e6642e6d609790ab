import Foundation
import Testing
@testable import TouchTapeCore
@testable import TouchTapeReplay
@testable import TouchTapeStore

/// Store level 8 (`0008_event_chunks`, issue #12): a session's events in chunks of 256
/// records instead of a row each; sessions stored before it keep their rows.
@Suite("Event chunks (0008)")
struct EventChunkTests {
    static let aToE = fixturePath("hit-test-a-to-e")

    /// An NDJSON session on hit-test-a-to-e: `taps` taps (began + ended, two events each),
    /// with an `action` event (canonical JSON, not packed) after every hundredth tap.
    static func ndjson(taps: Int) -> String {
        var lines = [#"{"format":"touchtape.session/1","name":"long-taps","scene":"hit-test-a-to-e"}"#]
        var t = 0.0
        for i in 0..<taps {
            let x = 10 + i % 300, y = 20 + (i * 7) % 500
            lines.append(#"{"t":\#(t),"touches":[{"touch":1,"phase":"began","x":\#(x),"y":\#(y).5}]}"#)
            lines.append(#"{"t":\#(t + 0.05),"touches":[{"touch":1,"phase":"ended","x":\#(x),"y":\#(y).5,"tapCount":2}]}"#)
            if i % 100 == 99 { lines.append(#"{"t":\#(t + 0.06),"action":"copy:"}"#) }
            t += 0.25
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("0008: a chunk's records read back as written, packed or as JSON")
    func chunkRecordsRoundTrip() throws {
        var builder = EventChunkBuilder(firstSeq: 512)
        let touchText = Array(#"{"t":1.5,"touches":[{"touch":3,"phase":"began","x":10.25,"y":-4}]}"#.utf8)
        let touch = try #require(touchText.withUnsafeBufferPointer { TouchEventFastPath.decode($0) })
        let json = Array(#"{"action":"copy:","t":2}"#.utf8)
        builder.append(t: 1.5, touchEvent: touch, canonical: [])
        builder.append(t: 2, touchEvent: nil, canonical: json)
        #expect(builder.firstSeq == 512)
        #expect(builder.count == 2)
        var reader = EventChunkRecords()
        let bytes = builder.bytes
        let (first, second, third) = bytes.withUnsafeBufferPointer { buffer in
            (reader.next(in: buffer), reader.next(in: buffer), reader.next(in: buffer))
        }
        let packed = try #require(first)
        #expect(packed.form == .packedTouch && packed.t == 1.5)
        let unpacked = Array(bytes[packed.payload]).withUnsafeBufferPointer { PackedTouchEvent.unpack($0, t: 1.5) }
        #expect(unpacked == touch.event)
        let text = try #require(second)
        #expect(text.form == .json && text.t == 2)
        #expect(Array(bytes[text.payload]) == json)
        #expect(third == nil)
        #expect(reader.offset == bytes.count)
    }

    @Test("0008: a session imported at level 8 is stored in chunks of 256 events and reads back the same")
    func newImportIsChunked() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            let text = Self.ndjson(taps: 300)  // 603 events: three chunks, the last one short
            let file = try writeFile(text, to: "long.ndjson", in: dir)
            let report = try importPaths([Self.aToE, file], into: store)
            #expect(report.sessions.first { $0.name == "long-taps" }?.events == 603)
            let chunks = try query("""
                SELECT c.first_seq, c.events FROM session_event_chunks c JOIN sessions s ON s.id = c.session_id
                WHERE s.name = 'long-taps' ORDER BY c.first_seq
                """, in: store.database).rows
            #expect(chunks == [["0", "256"], ["256", "256"], ["512", "91"]])
            #expect(try query("SELECT COUNT(*) FROM session_events", in: store.database).rows == [["0"]])
            let expected = try Session.decode(Array(text.utf8)).events
            #expect(try store.session(named: "long-taps").events == expected)
        }
    }

    @Test("0008: a chunked session's content hash is the file's: importing it again is a no-op, and check passes")
    func chunkedSessionKeepsItsContentHash() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/store.sqlite"
            let store = try Store(path: path)
            let text = Self.ndjson(taps: 200)
            _ = try importPaths([Self.aToE, try writeFile(text, to: "long.ndjson", in: dir)], into: store)
            let hash = try store.database.prepare("SELECT content_hash FROM sessions WHERE name = 'long-taps'").scalarText()
            #expect(hash?.count == 64)
            let again = try importPaths([try writeFile(text, to: "again.ndjson", in: dir)], into: store)
            #expect(again.sessions.map(\.status) == [.unchanged])
            #expect(store.check().isSound)
        }
    }

    @Test("0008: check reports a session whose chunk no longer reads")
    func checkFindsADamagedChunk() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            _ = try importPaths([Self.aToE, try writeFile(Self.ndjson(taps: 10), to: "s.ndjson", in: dir)], into: store)
            try store.database.execute("UPDATE session_event_chunks SET records = substr(records, 1, 30)")
            let problems = store.check().sections.flatMap(\.problems)
            #expect(problems.contains { $0.contains("long-taps") && $0.contains("content hash") }, "\(problems)")
        }
    }

    @Test("0008: forgetting or replacing a chunked session removes its chunks")
    func forgetAndReplaceRemoveChunks() throws {
        try withTemporaryDirectory { dir in
            let store = try Store(path: dir + "/store.sqlite")
            _ = try importPaths([Self.aToE, try writeFile(Self.ndjson(taps: 200), to: "a.ndjson", in: dir)], into: store)
            _ = try importPaths([try writeFile(Self.ndjson(taps: 150), to: "b.ndjson", in: dir)], into: store, replace: true)
            let chunks = "FROM session_event_chunks c JOIN sessions s ON s.id = c.session_id WHERE s.name = 'long-taps'"
            #expect(try query("SELECT SUM(c.events) \(chunks)", in: store.database).rows == [["301"]])
            _ = try store.write { try store.forget(sessions: ["long-taps"]) }
            #expect(try query("SELECT COUNT(*) \(chunks)", in: store.database).rows == [["0"]])
        }
    }

    @Test("0008: a level-6 store's sessions (events in rows) replay the same after the upgrade, and check passes")
    func level6StoreReplaysTheSameAfterTheUpgrade() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/old.sqlite"
            try CompactStoreMigrationTests.makeStore(at: path, level: 6)
            let store = try Store(path: path)
            #expect(try store.database.userVersion() == Store.schemaLevel)
            #expect(try query("SELECT COUNT(*) > 100 FROM session_events", in: store.database).rows == [["1"]])
            #expect(try query("SELECT COUNT(*) FROM session_event_chunks", in: store.database).rows == [["0"]])
            #expect(store.check().isSound)
            let report = try store.write { try Replayer.replay(store, sessions: [], against: nil) }
            let run = try #require(report.run)
            let columns = "source, session, seq, touch, phase, field, baseline, current"
            let old = try CompactStoreMigrationTests.rows("(SELECT \(columns) FROM v_changes WHERE run = 3)", in: store.database)
            #expect(!old.isEmpty)
            #expect(try CompactStoreMigrationTests.rows("(SELECT \(columns) FROM v_changes WHERE run = \(run))", in: store.database) == old)
            // A session imported after the upgrade goes to chunks beside the old rows.
            _ = try importPaths([Self.aToE, try writeFile(Self.ndjson(taps: 5), to: "new.ndjson", in: dir)], into: store)
            #expect(try store.session(named: "long-taps").events.count == 10)
            #expect(try query("SELECT COUNT(*) FROM session_event_chunks", in: store.database).rows == [["1"]])
        }
    }
}
