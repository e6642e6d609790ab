import ArgumentParser
import TouchTapeStore

/// `forget SESSION…` (docs/cli.md): for stores used by hand; in CI, `replay PATH…` replays only
/// the sessions in the PATHs, so a deleted session file needs no forgetting.
struct ForgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget",
        abstract: "Remove sessions from the store; their runs stay in the history.",
        discussion: """
            The sessions are no longer listed or replayed; their runs stay in v_runs and \\
            v_outcomes (a forgotten session is one in v_runs that v_sessions no longer lists). \\
            Importing a session of the same name later stores it anew.
            """)

    @Argument(help: "The sessions to remove, by name.") var names: [String]
    @OptionGroup var store: StoreOptions

    func validate() throws {
        if names.isEmpty { throw ValidationError("give at least one session name") }
    }

    func run() throws {
        let opened = try store.open()
        try opened.requireIntact()  // docs/cli.md: history is never changed in a damaged store
        let forgotten = try opened.write { try opened.forget(sessions: names) }
        for (session, runs) in forgotten {
            print("forgot session \(session) (\(runs) run\(runs == 1 ? "" : "s") of it kept in the history)")
        }
    }
}
