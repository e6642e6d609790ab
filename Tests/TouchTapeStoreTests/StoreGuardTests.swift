import Foundation
import Testing

@testable import TouchTapeStore

// docs/store.md's guard and docs/cli.md's "never a lost store" (issue 18, items 6 and 8), from the outside:
// the built binary on files it must refuse, damaged stores, missing stores and locked ones.

/// The bytes of a file, and whether its `-wal`, `-shm` and `-journal` companions exist.
private func fileState(_ path: String) throws -> (bytes: Data, companions: [String]) {
    let companions = ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
    return (try Data(contentsOf: URL(fileURLWithPath: path)), companions)
}

/// Bytes from a fixed seed (SplitMix64): "random" damage that is the same on every run.
private func seededBytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: z ^ (z >> 31))
    }
}

/// The page of the store at `path` that holds the root of `index`, as (offset, size). The store
/// must be closed (its WAL folded back into the file, as `touchtape` leaves it).
private func rootPage(of index: String, in path: String) throws -> (offset: UInt64, size: Int) {
    let db = try Database(path: path, readOnly: true)
    defer { db.close() }
    let page = try #require(try db.prepare("SELECT rootpage FROM sqlite_schema WHERE name = ?").scalarInt64(.text(index)))
    let size = try #require(try db.prepare("PRAGMA page_size").scalarInt64())
    return (UInt64((page - 1) * size), Int(size))
}

/// Overwrites `count` bytes at `offset` of the file with `transform` of what was there.
private func rewrite(_ path: String, at offset: UInt64, count: Int, _ transform: ([UInt8]) -> [UInt8]) throws {
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    defer { try? handle.close() }
    try handle.seek(toOffset: offset)
    let old = [UInt8](try handle.read(upToCount: count) ?? Data())
    try handle.seek(toOffset: offset)
    try handle.write(contentsOf: Data(transform(old)))
}

/// A store made by `touchtape import` of the A–E fixture, then `touchtape replay` (so it has a
/// replay run to accept).
private func withReplayedStore<T>(_ body: (_ folder: String, _ db: String) throws -> T) throws -> T {
    try withTemporaryDirectory { folder in
        let db = folder + "/store.sqlite"
        let made = try runTouchtape(["import", fixturePath("hit-test-a-to-e"), "--db", db], cwd: folder)
        try #require(made.status == 0, "\(made.stderr)")
        let replayed = try runTouchtape(["replay", "--db", db], cwd: folder)
        try #require(replayed.status == 0, "\(replayed.stderr)")
        return try body(folder, db)
    }
}

@Suite struct StoreGuardTests {
    struct CommandCase: Sendable, CustomTestStringConvertible {
        var args: [String]
        var testDescription: String { args.first ?? "" }
    }

    static let writeAndReadCommands = [
        CommandCase(args: ["import", fixturePath("hit-test-a-to-e")]), CommandCase(args: ["replay"]),
        CommandCase(args: ["accept"]), CommandCase(args: ["scenes"]), CommandCase(args: ["check"]),
    ]

    @Test("Another program's SQLite database is refused byte-identical, never switched to WAL",
          arguments: writeAndReadCommands)
    func foreignSQLiteDatabaseIsRefusedUnchanged(_ command: CommandCase) throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/notes.sqlite"
            do {
                let db = try Database(path: path)
                try db.execute("PRAGMA journal_mode = DELETE; CREATE TABLE notes (text); INSERT INTO notes VALUES ('mine')")
                db.close()
            }
            let before = try fileState(path)
            let result = try runTouchtape(command.args + ["--db", path], cwd: folder)
            #expect(result.status == 3)
            #expect(result.stderr.contains("not a TouchTape store"), "\(result.stderr)")
            let after = try fileState(path)
            #expect(after.bytes == before.bytes)
            #expect(after.companions.isEmpty)
            #expect(try Database(path: path, readOnly: true).prepare("PRAGMA journal_mode").scalarText() == "delete")
        }
    }

    @Test("A file that is not SQLite given as --db is exit 3, unchanged", arguments: writeAndReadCommands)
    func nonSQLiteFileIsRefusedUnchanged(_ command: CommandCase) throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/notes.txt"
            try Data(String(repeating: "my notes, not a database\n", count: 20).utf8).write(to: URL(fileURLWithPath: path))
            let before = try fileState(path)
            let result = try runTouchtape(command.args + ["--db", path], cwd: folder)
            #expect(result.status == 3)
            #expect(result.stderr.contains("not an SQLite database"), "\(result.stderr)")
            #expect(try fileState(path).bytes == before.bytes)
            #expect(try fileState(path).companions.isEmpty)
        }
    }

    @Test("A store with random bytes in a page is exit 3 naming touchtape check, and left as it was",
          arguments: [CommandCase(args: ["import", fixturePath("hit-test-a-to-e")]), CommandCase(args: ["replay"]),
                      CommandCase(args: ["accept"])])
    func randomBytesDamagedStoreIsExit3NamingCheck(_ command: CommandCase) throws {
        try withReplayedStore { folder, db in
            let page = try rootPage(of: "sqlite_autoindex_scenes_1", in: db)
            try rewrite(db, at: page.offset, count: page.size) { _ in seededBytes(page.size, seed: 18) }
            let before = try fileState(db)
            let result = try runTouchtape(command.args + ["--db", db], cwd: folder)
            #expect(result.status == 3, "\(result.stderr)")
            #expect(result.stderr.contains("damaged"))
            #expect(result.stderr.contains("touchtape check --db \(db)"))
            #expect(try fileState(db).bytes == before.bytes)
        }
    }

    /// The index on scene names loses its entries (letters flipped in its keys): SQLite reads
    /// it without an error and finds nothing; the store must not call that "no such scene".
    @Test("A damaged index is exit 3 (damage), not 2 (no scene in the store)",
          arguments: [CommandCase(args: ["replay"]), CommandCase(args: ["show", "hit-test-a-to-e"]),
                      CommandCase(args: ["scenes", "hit-test-a-to-e"])])
    func damagedIndexIsExit3NotBadInput(_ command: CommandCase) throws {
        try withReplayedStore { folder, db in
            let page = try rootPage(of: "sqlite_autoindex_scenes_1", in: db)
            let keys = 64  // the end of the page, where SQLite keeps the cells' keys
            try rewrite(db, at: page.offset + UInt64(page.size - keys), count: keys) { old in
                old.map { (65...122).contains($0) ? $0 ^ 0x20 : $0 }
            }
            let result = try runTouchtape(command.args + ["--db", db], cwd: folder)
            #expect(result.status == 3, "\(result.stderr)")
            #expect(!result.stderr.contains("no scene"))
            #expect(result.stderr.contains("touchtape check"))
        }
    }

    /// A stored scene whose content was damaged inside a valid page (SQLite cannot tell) no
    /// longer decodes: that is the store's damage, not the user's bad input. (Its compiled form,
    /// `scene_compiled`, is gone too: with it, a command does not read the document at all.)
    @Test(arguments: [CommandCase(args: ["show", "hit-test-a-to-e"]), CommandCase(args: ["replay"])])
    func storedContentThatNoLongerReadsIsExit3NotBadInput(_ command: CommandCase) throws {
        try withReplayedStore { folder, db in
            do {
                let database = try Database(path: db)
                try database.execute("UPDATE scene_versions SET content = substr(content, 1, 20); DELETE FROM scene_compiled")
                database.close()
            }
            let result = try runTouchtape(command.args + ["--db", db], cwd: folder)
            #expect(result.status == 3, "\(result.stderr)")
            #expect(result.stderr.contains("its stored content no longer reads"))
            #expect(result.stderr.contains("touchtape check"))
        }
    }

    /// With its compiled form intact, a damaged document changes no outcome (the compiled form
    /// was made from the document its content hash names), and `check` still reports it.
    @Test func damagedDocumentWithItsCompiledFormReplaysTheSameAndCheckReportsIt() throws {
        try withReplayedStore { folder, db in
            do {
                let database = try Database(path: db)
                try database.execute("UPDATE scene_versions SET content = substr(content, 1, 20)")
                database.close()
            }
            let replay = try runTouchtape(["replay", "--db", db], cwd: folder)
            #expect(replay.status == 0, "\(replay.stderr)")
            let check = try runTouchtape(["check", "--db", db], cwd: folder)
            #expect(check.status == 3)
            #expect(check.stdout.contains("its content does not match its content hash"), "\(check.stdout)")
        }
    }

    @Test func checkOnASoundStoreExits0() throws {
        try withReplayedStore { folder, db in
            let before = try dumpStore(db)
            let result = try runTouchtape(["check", "--db", db], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("integrity_check: ok"))
            #expect(result.stdout.contains("baselines: every session has a complete baseline"))
            #expect(result.stdout.hasSuffix("the store is sound\n"))
            #expect(try dumpStore(db) == before)
        }
    }

    @Test func checkOnADamagedStoreExits3AndSaysWhatItFound() throws {
        try withReplayedStore { folder, db in
            let page = try rootPage(of: "sqlite_autoindex_scenes_1", in: db)
            try rewrite(db, at: page.offset + UInt64(page.size - 64), count: 64) { old in
                old.map { (65...122).contains($0) ? $0 ^ 0x20 : $0 }
            }
            let result = try runTouchtape(["check", "--db", db], cwd: folder)
            #expect(result.status == 3)
            #expect(result.stdout.contains("missing from index sqlite_autoindex_scenes_1"), "\(result.stdout)")
            #expect(result.stdout.hasSuffix("the store is damaged\n"))
            #expect(result.stderr.hasPrefix("touchtape: error: \(db): the store is damaged"))
        }
    }

    /// The store's own invariants, beyond SQLite's checks: a baseline run that lost a row.
    @Test func checkFindsABaselineThatLostADelivery() throws {
        try withReplayedStore { folder, db in
            do {
                let database = try Database(path: db)
                try database.execute("""
                    DELETE FROM outcomes WHERE (run_id, session_id, ordinal) IN (
                        SELECT s.baseline_run_id, s.id, 0 FROM sessions s ORDER BY s.name LIMIT 1)
                    """)
                database.close()
            }
            let result = try runTouchtape(["check", "--db", db], cwd: folder)
            #expect(result.status == 3)
            #expect(result.stdout.contains("baselines: 1 problem"), "\(result.stdout)")
        }
    }

    /// Damage SQLite cannot see: a stored scene whose content changed inside a valid page.
    @Test func checkFindsAStoredSceneThatNoLongerMatchesItsContentHash() throws {
        try withReplayedStore { folder, db in
            do {
                let database = try Database(path: db)
                try database.execute("UPDATE scene_versions SET content = replace(content, 'viewE', 'viewX')")
                database.close()
            }
            let result = try runTouchtape(["check", "--db", db], cwd: folder)
            #expect(result.status == 3)
            #expect(result.stdout.contains("scene hit-test-a-to-e@1: its content does not match its content hash"),
                    "\(result.stdout)")
        }
    }

    @Test func checkOnAMissingStoreIsExit3AndCreatesNothing() throws {
        try withTemporaryDirectory { folder in
            let result = try runTouchtape(["check", "--db", folder + "/none.sqlite"], cwd: folder)
            #expect(result.status == 3)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }

    /// A store made by 0.1.0: level 1, TouchTape's tables, no mark. It keeps working, gets the
    /// mark on the first command that writes, and a command that only reads leaves it as it is.
    @Test func levelOneStoreWithoutTheMarkKeepsWorkingAndGetsTheMark() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/old.sqlite"
            do {
                let old = try Database.openStore(path: db, migrations: Array(EmbeddedMigrations.all.prefix(1)))
                #expect(try old.applicationID() == 0)
                old.close()
            }
            let read = try runTouchtape(["scenes", "--db", db], cwd: folder)
            #expect(read.status == 0, "\(read.stderr)")
            let imported = try runTouchtape(["import", fixturePath("hit-test-a-to-e"), "--db", db], cwd: folder)
            #expect(imported.status == 0, "\(imported.stderr)")
            let store = try Database(path: db, readOnly: true)
            #expect(try store.applicationID() == Store.identity.applicationID)
            #expect(try store.userVersion() == Store.schemaLevel)
            #expect(try store.prepare("SELECT count(*) FROM sessions").scalarInt64() == 2)
        }
    }

    @Test func newStoreCarriesTheMarkFromItsFirstLevel() throws {
        try withTemporaryDatabasePath { path in
            let store = try Store(path: path)
            #expect(try store.database.applicationID() == Store.identity.applicationID)
        }
    }

    @Test("Commands that only read never create a store: a missing one is exit 3", arguments: [
        ["scenes"], ["sessions"], ["runs"], ["show", "a-scene"], ["hit-test", "a-scene", "1", "2"],
        ["chain", "a-scene", "view"], ["dispatch", "a-session"], ["diff", "1", "2"],
        ["render", "a-scene", "-o", "out.svg"], ["check"],
    ])
    func readCommandOnAMissingStoreIsExit3AndCreatesNoFile(_ args: [String]) throws {
        try withTemporaryDirectory { folder in
            let result = try runTouchtape(args + ["--db", folder + "/none.sqlite"], cwd: folder)
            #expect(result.status == 3, "\(result.stderr)")
            #expect(result.stderr.contains("no store at this path"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }

    /// Runs `touchtape args` with `folder` made unwritable for it: as `nobody` (through
    /// `setpriv`) when the tests run as root, who may write anywhere. Nil when that cannot be
    /// arranged (root without `setpriv`).
    private func runInAnUnwritableFolder(_ folder: String, _ runs: [[String]]) throws -> [CommandResult]? {
        let isRoot = getuid() == 0
        let setpriv = "/usr/bin/setpriv"
        guard !isRoot || FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        let binary = try #require(touchtapeBinary)
        return try runs.map { args in
            isRoot
                ? try runTouchtape(["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + args,
                                   cwd: folder, executable: URL(fileURLWithPath: setpriv))
                : try runTouchtape(args, cwd: folder)
        }
    }

    /// A store in a folder the user cannot write (SQLite cannot make its `-shm` file there):
    /// the commands that only read still read it, and leave no file behind.
    @Test func readCommandsWorkOnAStoreInAFolderTheyCannotWrite() throws {
        try withReplayedStore { folder, db in
            let commands = [["scenes"], ["runs"], ["show", "hit-test-a-to-e"], ["check"]]
            guard let results = try runInAnUnwritableFolder(folder, commands.map { $0 + ["--db", db] }) else { return }
            for (args, result) in zip(commands, results) {
                #expect(result.status == 0, "\(args): \(result.stderr)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["store.sqlite"])
        }
    }

    @Test func writeCommandOnAStoreInAFolderItCannotWriteIsExit3SayingSo() throws {
        try withReplayedStore { folder, db in
            // The input sits beside the store: `nobody` may not be able to read the checkout
            // (a clone in a 0700 folder), and an unreadable input would be exit 2, not 3.
            let input = folder + "/input.scene.json"
            try FileManager.default.copyItem(atPath: fixturePath("hit-test-a-to-e/scene.json"), toPath: input)
            let before = try fileState(db)
            guard let results = try runInAnUnwritableFolder(folder, [["import", input, "--db", db]])
            else { return }
            #expect(results[0].status == 3)
            #expect(results[0].stderr.contains("the store cannot be written"), "\(results[0].stderr)")
            #expect(try fileState(db).bytes == before.bytes)
        }
    }

    /// A command that only reads migrates an older store first when it can write it
    /// (docs/store.md: opening a store applies what is missing)…
    @Test func readCommandMigratesAnOlderStoreItCanWrite() throws {
        try withTemporaryDatabasePath { path in
            let older = Array(EmbeddedMigrations.all.dropLast())
            try Database.openStore(path: path, migrations: older, identity: Store.identity).close()
            let store = try Store(path: path, access: .read)
            #expect(try store.database.userVersion() == Store.schemaLevel)
        }
    }

    /// …refuses it (exit 3, saying why) when it cannot, and `check` reads it as it is.
    @Test func readCommandOnAnOlderStoreItCannotWriteIsExit3() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/older.sqlite"
            let older = Array(EmbeddedMigrations.all.dropLast())
            try Database.openStore(path: db, migrations: older, identity: Store.identity).close()
            guard let results = try runInAnUnwritableFolder(folder, [["scenes", "--db", db], ["check", "--db", db]])
            else { return }
            #expect(results[0].status == 3)
            #expect(results[0].stderr.contains("it cannot be migrated because it cannot be written"), "\(results[0].stderr)")
            #expect(results[1].status == 0, "\(results[1].stderr)")
            #expect(results[1].stdout.contains("schema level \(older.count)"), "\(results[1].stdout)")
            #expect(try Database(path: db, readOnly: true).userVersion() == older.count)
        }
    }

    @Test func checkNeverMigratesAnOlderStore() throws {
        try withTemporaryDatabasePath { path in
            let older = Array(EmbeddedMigrations.all.dropLast())
            try Database.openStore(path: path, migrations: older, identity: Store.identity).close()
            let store = try Store(path: path, access: .inspect)
            #expect(try store.database.userVersion() == older.count)
        }
    }

    /// The immutable fallback opens the store through a `file:` URI: a file name with `?`, `#`,
    /// `%` or a space must still name that file.
    @Test func immutableOpenReadsAPathWithURICharacters() throws {
        try withTemporaryDirectory { folder in
            let odd = folder + "/a ?#%41b"
            try FileManager.default.createDirectory(atPath: odd, withIntermediateDirectories: false)
            let path = odd + "/store.sqlite"
            try Store(path: path).database.close()
            #expect(Database.fileURI("/x y/?#%") == "file:/x%20y/%3F%23%25")
            let reader = try Database(path: path, mode: .immutable)
            #expect(try reader.applicationID() == Store.identity.applicationID)
        }
    }

    @Test func badBusyTimeoutSettingIsBadUsage() throws {
        try withTemporaryDirectory { folder in
            for value in ["abc", "-1", "nan", "1e3", "100000", "0x10"] {
                let result = try runTouchtape(["scenes", "--db", folder + "/s.sqlite"], cwd: folder,
                                              env: ["TOUCHTAPE_BUSY_TIMEOUT": value])
                #expect(result.status == 64, "\(value)")
                #expect(result.stderr.contains("TOUCHTAPE_BUSY_TIMEOUT=\(value) is not a number of seconds"), "\(value)")
            }
        }
    }

    @Test func busyTimeoutSettingIsReadAsSeconds() throws {
        #expect(try Store.busyTimeout(environment: [:]) == .seconds(30))
        #expect(try Store.busyTimeout(environment: ["TOUCHTAPE_BUSY_TIMEOUT": ""]) == .seconds(30))
        #expect(try Store.busyTimeout(environment: ["TOUCHTAPE_BUSY_TIMEOUT": "2.5"]) == .milliseconds(2500))
        #expect(try Store.busyTimeout(environment: ["TOUCHTAPE_BUSY_TIMEOUT": "0"]) == .zero)
        #expect(throws: BusyTimeoutSettingError.self) { try Store.busyTimeout(environment: ["TOUCHTAPE_BUSY_TIMEOUT": "inf"]) }
    }

    /// Another process holds the write lock past the busy timeout: exit 3, and the message says
    /// how long the command waited.
    @Test func lockedStoreIsExit3SayingHowLongItWaited() throws {
        try withReplayedStore { folder, db in
            let holder = try Database(path: db)
            try holder.execute("BEGIN IMMEDIATE")
            defer { try? holder.execute("ROLLBACK") }
            let result = try runTouchtape(["import", fixturePath("hit-test-a-to-e"), "--db", db], cwd: folder,
                                          env: ["TOUCHTAPE_BUSY_TIMEOUT": "0.5"])
            #expect(result.status == 3)
            #expect(result.stderr.contains("locked by another process; gave up after waiting 0.5 s"), "\(result.stderr)")
        }
    }

    /// issue 18 item 8: CI shards writing one store. All 12 start on a missing store, so they
    /// also race to create and migrate it; each waits at most the default busy timeout.
    @Test func twelveParallelImportsOnOneStoreAllSucceed() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/shared.sqlite"
            var processes: [TouchtapeProcess] = []
            for shard in 1...12 {
                let session = MyTapSession.document.replacingOccurrences(of: "\"my-tap\"", with: "\"shard-\(shard)\"")
                let file = try writeFile(session, to: "shard-\(shard).session.json", in: folder)
                processes.append(try TouchtapeProcess(
                    ["import", fixturePath("hit-test-a-to-e/scene.json"), file, "--db", db], cwd: folder))
            }
            for (index, process) in processes.enumerated() {
                let result = try process.wait()
                #expect(result.status == 0, "shard \(index + 1): \(result.stderr)")
            }
            let names = try Database(path: db, readOnly: true).prepare("SELECT count(*) FROM sessions WHERE name LIKE 'shard-%'")
            #expect(try names.scalarInt64() == 12)
        }
    }

    @Test func requireIntactThrowsADamageErrorForADamagedStore() throws {
        try withReplayedStore { _, db in
            let page = try rootPage(of: "sqlite_autoindex_scenes_1", in: db)
            try rewrite(db, at: page.offset, count: page.size) { _ in seededBytes(page.size, seed: 7) }
            let store = try Store(path: db)
            let error = try #require(throws: (any Error).self) { try store.requireIntact() }
            #expect((error as? any StoreUsabilityError)?.isStoreDamage == true)
        }
    }
}
