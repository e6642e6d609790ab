import TouchTapeCore

/// The error kinds of docs/dumps.md ("Errors"): each is bad input (exit 2) at a line and column.
enum DumpErrorKind: String, Sendable, CaseIterable {
    case noViewRecord = "no-view-record"
    case noGeometry = "no-geometry"
    case unclosedRecord = "unclosed-record"
    case interruptedDump = "interrupted-dump"
    case nestingJump = "nesting-jump"
    case aboveRoot = "above-root"
    case mixedRoots = "mixed-roots"
    case secondDump = "second-dump"
    case severalRecordsOnALine = "several-records-on-a-line"
    case badFrame = "bad-frame"
    case missingFrame = "missing-frame"
    case badTransform = "bad-transform"
    case nonFinite = "non-finite"
    case negativeSize = "negative-size"
    case duplicateAddress = "duplicate-address"
    case unrecoverableSize = "unrecoverable-size"
    case tooDeep = "too-deep"
    // Choices of this project where UIKit's dumps give no name (docs/dumps.md lists them too).
    /// A field that must hold a number or a pair of numbers does not (`alpha`, `contentOffset`).
    case badField = "bad-field"
    /// `--dump N` names a dump the file does not hold.
    case noSuchDump = "no-such-dump"
    /// The file's base name leaves nothing to name the scene with.
    case noName = "no-name"
}

extension InputError {
    /// A dump error: `FILE:LINE:COLUMN: KIND: message`.
    static func dump(_ kind: DumpErrorKind, at position: SourcePosition, _ message: String) -> InputError {
        InputError(position: position, "\(kind.rawValue): \(message)")
    }
}
