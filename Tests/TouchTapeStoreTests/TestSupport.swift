import Foundation

/// Creates a new, uniquely named temporary directory, passes its path to `body`, and removes
/// the directory with everything in it when `body` returns or throws.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("touchtape-tests-\(UUID().uuidString)", isDirectory: true).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// Like ``withTemporaryDirectory(_:)``, passing the path of a database file (not yet created)
/// in the new directory.
func withTemporaryDatabasePath<T>(_ body: (String) throws -> T) throws -> T {
    try withTemporaryDirectory { directory in try body(directory + "/store.sqlite") }
}

/// An error for tests to throw.
struct TestError: Error, Equatable {
    var name = "boom"
}
