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
    /// Whether the end was read: a regular file that gave exactly what its size said is not
    /// read again only to be told so (issue #26: a call per file of a suite of small ones).
    private var atEnd = false

    /// How much is read at a time.
    static let chunkSize = 1 << 20

    package init(path: String) throws(InputError) {
        // `open` and `read`, not `fopen`: its stream asks the file's size again for its buffer.
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw InputError(file: path, "cannot read the file")
        }
        self.path = path
        handle = FileHandleBox(fd)
        var status = stat()
        if fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size >= 0 {
            left = Int(status.st_size)
        }
    }

    package var isExhausted: Bool { atEnd }

    package mutating func nextChunk() throws(InputError) -> [UInt8]? {
        if atEnd { return nil }
        // One byte more than is left: a file read to its end ends its last chunk short.
        let capacity = left.map { min(Self.chunkSize, $0 + 1) } ?? Self.chunkSize
        let fd = handle.fd
        let known = left
        var failed = false
        var ended = false
        let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let n = readFromFile(fd, buffer.baseAddress.map { $0 + count }, capacity - count)
                if n > 0 {
                    count += n
                    // All its size said, and not the byte more: the end of a regular file.
                    if let known, count == known { ended = true; break }
                } else if n == 0 {
                    ended = true
                    break
                } else if errno != EINTR {
                    failed = true
                    break
                }
            }
        }
        if failed { throw InputError(file: path, "cannot read the file") }
        atEnd = ended
        // More than its size said: it grew while being read, and nothing is known of it any more.
        if let known { left = chunk.count > known ? nil : known - chunk.count }
        return chunk.isEmpty ? nil : chunk
    }
}

/// Closes the file when the last copy of a ``FileChunks`` goes.
private final class FileHandleBox {
    let fd: Int32
    init(_ fd: Int32) { self.fd = fd }
    deinit { close(fd) }
}

/// `read(2)`, named apart from `Importer.read(_:)` (detection and `FileChunks` both read by
/// descriptor).
func readFromFile(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
