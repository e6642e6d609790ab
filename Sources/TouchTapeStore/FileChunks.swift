import Foundation
import TouchTapeCore

/// A file read in chunks of 1 MiB: what the session reader streams large sessions from, so
/// memory holds a chunk, not the file.
package struct FileChunks: ByteChunkSource {
    private let handle: FileHandleBox
    package let path: String
    /// The bytes the file still holds by its size when opened (nil: not known, or it grew):
    /// a chunk is never made larger than what is left (issue #26: a suite of thousands of
    /// small session files allocated and cleared a whole chunk for each file).
    private var left: Int?

    /// How much is read at a time.
    static let chunkSize = 1 << 20

    package init(path: String) throws(InputError) {
        guard let file = fopen(path, "rb") else {
            throw InputError(file: path, "cannot read the file")
        }
        self.path = path
        handle = FileHandleBox(file)
        var status = stat()
        if fstat(fileno(file), &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size >= 0 {
            left = Int(status.st_size)
        }
    }

    package mutating func nextChunk() throws(InputError) -> [UInt8]? {
        // One byte more than is left: a file read to its end ends its last chunk short.
        let capacity = left.map { min(Self.chunkSize, $0 + 1) } ?? Self.chunkSize
        let file = handle.file
        let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = fread(buffer.baseAddress, 1, capacity, file)
        }
        if chunk.count < capacity && ferror(file) != 0 {
            throw InputError(file: path, "cannot read the file")
        }
        // More than its size said: it grew while being read, and nothing is known of it any more.
        if let known = left { left = chunk.count > known ? nil : known - chunk.count }
        return chunk.isEmpty ? nil : chunk
    }
}

/// Closes the file when the last copy of a ``FileChunks`` goes.
private final class FileHandleBox {
    let file: UnsafeMutablePointer<FILE>
    init(_ file: UnsafeMutablePointer<FILE>) { self.file = file }
    deinit { fclose(file) }
}
