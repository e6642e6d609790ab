import Foundation

/// `TOUCHTAPE_BUSY_TIMEOUT` holds something that is not a number of seconds the store can wait.
package struct BusyTimeoutSettingError: Error, Sendable, Equatable, CustomStringConvertible {
    package var value: String

    package var description: String {
        "\(Store.busyTimeoutVariable)=\(value) is not a number of seconds from 0 to \(Store.longestBusyTimeoutSeconds) "
            + "(e.g. 30 or 2.5)"
    }
}

extension Store {
    /// The environment variable that sets how long a command waits for another process's lock.
    package static let busyTimeoutVariable = "TOUCHTAPE_BUSY_TIMEOUT"
    /// The longest wait `TOUCHTAPE_BUSY_TIMEOUT` may ask for: a day.
    package static let longestBusyTimeoutSeconds = 86_400

    /// The busy timeout: `TOUCHTAPE_BUSY_TIMEOUT` seconds (plain decimal digits, a fraction
    /// allowed, up to a day), or ``defaultBusyTimeout`` when it is unset or empty.
    package static func busyTimeout(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(BusyTimeoutSettingError) -> Duration {
        guard let value = environment[busyTimeoutVariable], !value.isEmpty else { return defaultBusyTimeout }
        // Digits and at most one point: Double(_:) alone would also take "inf", "nan", "0x1p3", "-1" and "1e9".
        let digits = value.filter(\.isASCIIDigit).count
        let points = value.filter { $0 == "." }.count
        guard digits >= 1, points <= 1, digits + points == value.count, let seconds = Double(value),
              seconds <= Double(longestBusyTimeoutSeconds)
        else { throw BusyTimeoutSettingError(value: value) }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// A duration as people say it: `30 s`, `2.5 s`, `0.25 s`.
    package static func secondsText(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        var text = String(Double(milliseconds) / 1000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text + " s"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
