import ArgumentParser
import Foundation
import TouchTapeCore
import TouchTapeStore

// The tool's own entry point (docs/cli.md, Exit status): swift-argument-parser would turn every
// error into exit 1, which means "differences found" here. Bad input exits 2, an unusable store 3,
// and usage errors keep the parser's 64, all with the one prefix `touchtape: error:`.
let arguments = CommandLineHelp.allowingNegativeNumbers(Array(CommandLine.arguments.dropFirst())) { name in
    TouchTape.configuration.subcommands.first { $0.configuration.commandName == name }
        .map { CommandLineHelp.ValueOptions(command: $0) }
}
let subcommands = (TouchTape.configuration.subcommands.map { $0.configuration.commandName ?? "" }) + ["help"]
if let unknown = CommandLineHelp.unknownCommand(arguments, known: subcommands) {
    Output.standardError("touchtape: error: \(unknown)\n")
    exit(64)
}
// docs/cli.md, "Never a crash, never a lost store": a file-size limit (`ulimit -f`) must surface as
// a write error (EFBIG) with its reason, exit 3, not as a kill by SIGXFSZ.
signal(SIGXFSZ, SIG_IGN)

/// Exits with a failure: what the command created goes first (docs/cli.md: a command that fails
/// leaves nothing behind).
func fail(_ code: Int32) -> Never {
    Leftovers.removeAfterFailure()
    exit(code)
}

do {
    var command = try TouchTape.parseAsRoot(arguments)
    try command.run()
} catch let error as CLIError {
    error.report()
    fail(error.exitCode)
} catch let error as InputError {
    CLIError.badInput(error).report()
    fail(2)
} catch let error as NotFoundError {
    CLIError.badInput(error.description).report()
    fail(2)
} catch let error as any StoreUsabilityError {
    CLIError.storeUnusable(StoreErrorMessage.text(for: error)).report()
    fail(3)
} catch {
    let code = TouchTape.exitCode(for: error)
    // Help, --version and plain exit codes (1: differences found) as the parser gives them.
    if code == .success || error is ExitCode {
        // 1 is "differences found": the run is stored, nothing to undo.
        if code != .success, code.rawValue != 1 { Leftovers.removeAfterFailure() }
        TouchTape.exit(withError: error)
    }
    Output.standardError(CommandLineHelp.prefixed(TouchTape.fullMessage(for: error)))
    fail(code.rawValue)
}
