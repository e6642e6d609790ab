import Foundation

/// Ctrl-C (SIGINT) and SIGTERM during `record` (issue #23): the spool file of standard input
/// is removed and the command exits 128 + the signal (130, 143) with one line saying nothing
/// was stored.
///
/// While standard input is spooled and validated nothing else exists, so the handler itself
/// removes the spool, writes the line and exits (`unlink`, `write` and `_exit` are
/// async-signal-safe; the path and the lines are made before it is installed). Once the store
/// is open, exiting at once would leave a store the command created, so the handler only
/// notes the signal: ``check()`` turns it into an error at the next step, the transaction
/// rolls back, and the entry point removes what the command created and exits with
/// ``code`` like any failure.
enum Interruption {
    /// Installs the handlers for a command whose spool file is `spoolPath`.
    static func install(spoolPath: String) {
        interruptionSpool = strdup(spoolPath)
        interruptionLines = (strdup(line(for: SIGINT) + "\n"), strdup(line(for: SIGTERM) + "\n"))
        interruptionDeferred = false
        signal(SIGINT, interruptionHandler)
        signal(SIGTERM, interruptionHandler)
        // A parent may start us with these signals blocked (a test runner's thread, some CI
        // agents): then neither Ctrl-C nor SIGTERM would ever reach the handler.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// From here on the store may be open: a signal is noted, not acted on at once.
    static func deferSignals() {
        interruptionDeferred = true
    }

    /// Throws when a signal came since ``deferSignals()``.
    static func check() throws {
        let signal = interruptionSignal
        if signal != 0 { throw CLIError(message: message(for: signal), exitCode: 128 + signal) }
    }

    /// `interrupted by SIGINT: nothing was stored`, without the prefix.
    static func message(for signal: Int32) -> String {
        "interrupted by \(signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"): nothing was stored"
    }

    private static func line(for signal: Int32) -> String {
        "touchtape: error: " + message(for: signal)
    }
}

// What the handler reads. Set before the handler is installed (`deferred` and `signal` are
// single words, written by one side each).
nonisolated(unsafe) private var interruptionSpool: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var interruptionLines: (UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<CChar>?) = (nil, nil)
nonisolated(unsafe) private var interruptionDeferred = false
nonisolated(unsafe) private var interruptionSignal: Int32 = 0

private let interruptionHandler: @convention(c) (Int32) -> Void = { signal in
    if interruptionDeferred {
        interruptionSignal = signal
        return
    }
    if let spool = interruptionSpool { unlink(spool) }
    if let line = signal == SIGINT ? interruptionLines.0 : interruptionLines.1 {
        _ = write(STDERR_FILENO, line, strlen(line))
    }
    _exit(128 + signal)
}
