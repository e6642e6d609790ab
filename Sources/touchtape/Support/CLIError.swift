import Foundation
import TouchTapeCore

/// An error the tool reports as one line `touchtape: error: …` and exits with its own code
/// (docs/cli.md: 2 bad input, 3 unusable store).
struct CLIError: Error {
    var message: String
    var exitCode: Int32

    static func badInput(_ message: String) -> CLIError { CLIError(message: message, exitCode: 2) }
    static func badInput(_ error: InputError) -> CLIError { CLIError(message: error.description, exitCode: 2) }
    static func storeUnusable(_ message: String) -> CLIError { CLIError(message: message, exitCode: 3) }
    /// A write that failed (a full disk, a file-size limit, a folder that cannot be
    /// written): exit 3 with its reason (docs/cli.md).
    static func writeFailed(_ message: String) -> CLIError { CLIError(message: message, exitCode: 3) }

    func report() {
        // Messages quote input (keys, names, paths): escaped like all text output (docs/cli.md).
        Output.standardError("touchtape: error: \(TextEscape.escaped(message))\n")
    }
}

enum Output {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
