/// What a capture or a recording noticed that the documents cannot say: excluded windows,
/// overrides nobody described, readings that were not usable, references dropped. Written to
/// `NAME.capture.log` beside the scene; the importer never reads it. Lines are in the order
/// things were met, so the same screen gives the same log.
public struct CaptureLog: Hashable, Sendable {
    public enum Level: String, Sendable, Hashable {
        case note, warning
    }

    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        public var level: Level
        public var message: String

        public var description: String { "\(level.rawValue): \(message)" }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    mutating func note(_ message: String) {
        entries.append(Entry(level: .note, message: message))
    }

    mutating func warn(_ message: String) {
        entries.append(Entry(level: .warning, message: message))
    }

    mutating func append(contentsOf other: CaptureLog) {
        entries.append(contentsOf: other.entries)
    }

    public var warnings: [Entry] { entries.filter { $0.level == .warning } }

    /// The log as text, a line per entry.
    public var text: String {
        entries.map { "\($0)\n" }.joined()
    }
}
