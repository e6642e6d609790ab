import Foundation

/// A progress bar on standard error, drawn only on a terminal (standard output and standard
/// error both terminals: none when the output is piped), and redrawn at most about ten times
/// a second.
final class ProgressBar {
    private let label: String
    private let enabled: Bool
    private var lastDraw: UInt64 = 0
    private var drawn = false

    init(label: String, enabled: Bool = true) {
        self.label = label
        self.enabled = enabled && isatty(STDERR_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    func update(done: Int, total: Int, detail: String = "") {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - lastDraw >= 100_000_000 || done == total else { return }
        lastDraw = now
        let width = 30
        let filled = total > 0 ? min(width, done * width / total) : 0
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        Output.standardError("\r\(label) [\(bar)] \(done)/\(total)\(detail.isEmpty ? "" : " " + detail)\u{1B}[K")
        drawn = true
    }

    func finish() {
        guard enabled, drawn else { return }
        Output.standardError("\r\u{1B}[K")
    }
}
