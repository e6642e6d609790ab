import Foundation
import TouchTapeCore

/// The non-blank lines of a file, read in chunks: memory holds one chunk (and the longest
/// line), however large the file. Lines end at `\n`; a `\r` before it is dropped.
public struct FileLines: SessionLineSource {
    private let handle: FileHandleBox
    private var buffer: [UInt8] = []
    /// The index in `buffer` of the first byte not yet returned.
    private var start = 0
    private var atEnd = false
    private var lineNumber = 0
    public let path: String

    /// How much is read at a time.
    static let chunkSize = 1 << 20

    public init(path: String) throws(InputError) {
        guard let file = fopen(path, "rb") else {
            throw InputError(file: path, "cannot read the file")
        }
        self.path = path
        handle = FileHandleBox(file)
    }

    public mutating func nextLine() throws(InputError) -> (line: Int, bytes: ArraySlice<UInt8>)? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                let line = Self.trimmed(buffer[start..<newline])
                start = newline + 1
                if Self.isBlank(line) { continue }
                return (lineNumber, line)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                lineNumber += 1
                let line = Self.trimmed(buffer[start...])
                start = buffer.count
                return Self.isBlank(line) ? nil : (lineNumber, line)
            }
            try refill()
        }
    }

    /// Drops what was returned and appends the next chunk.
    private mutating func refill() throws(InputError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let before = buffer.count
        buffer.reserveCapacity(before + Self.chunkSize)
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        let read = buffer.withUnsafeMutableBufferPointer { pointer in
            fread(pointer.baseAddress.map { $0 + before }, 1, Self.chunkSize, handle.file)
        }
        buffer.removeSubrange((before + read)...)
        if read < Self.chunkSize {
            if ferror(handle.file) != 0 { throw InputError(file: path, "cannot read the file") }
            atEnd = true
        }
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// Whether the file is NDJSON rather than one document: its first non-blank line is a
    /// JSON value by itself and more follows (formats.md: a file that parses as one document
    /// is that document, and such a file cannot).
    public static func isNDJSON(path: String) -> Bool {
        guard var lines = try? FileLines(path: path), let first = try? lines.nextLine(),
              (try? JSONReader.parse(first.bytes, firstLine: first.line)) != nil else { return false }
        return (try? lines.nextLine()) != nil
    }
}

/// Closes the file when the last copy of a ``FileLines`` goes.
private final class FileHandleBox {
    let file: UnsafeMutablePointer<FILE>
    init(_ file: UnsafeMutablePointer<FILE>) { self.file = file }
    deinit { fclose(file) }
}
