import Foundation
import TouchTapeCore

/// A file read in chunks of 1 MiB: what the session reader streams large sessions from, so
/// memory holds a chunk, not the file.
package struct FileChunks: ByteChunkSource {
    private let handle: FileHandleBox
    package let path: String

    /// How much is read at a time.
    static let chunkSize = 1 << 20

    package init(path: String) throws(InputError) {
        guard let file = fopen(path, "rb") else {
            throw InputError(file: path, "cannot read the file")
        }
        self.path = path
        handle = FileHandleBox(file)
    }

    package mutating func nextChunk() throws(InputError) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        let read = chunk.withUnsafeMutableBufferPointer { pointer in
            fread(pointer.baseAddress, 1, Self.chunkSize, handle.file)
        }
        if read < Self.chunkSize && ferror(handle.file) != 0 {
            throw InputError(file: path, "cannot read the file")
        }
        guard read > 0 else { return nil }
        chunk.removeSubrange(read...)
        return chunk
    }
}

/// Closes the file when the last copy of a ``FileChunks`` goes.
private final class FileHandleBox {
    let file: UnsafeMutablePointer<FILE>
    init(_ file: UnsafeMutablePointer<FILE>) { self.file = file }
    deinit { fclose(file) }
}
