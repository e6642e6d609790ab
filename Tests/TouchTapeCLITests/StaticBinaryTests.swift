import Foundation
import Testing
import TouchTapeTestSupport

/// Issue #11: the release binary links the Swift runtime statically, so that a CI job can
/// download it and run it without a Swift toolchain. `scripts/build-release` builds it (CI's
/// `scripts/test` does, before the tests); without it the test is skipped, saying so, except on CI.
@Suite struct StaticBinaryTests {
    static let binary = packageRoot.appendingPathComponent(".build-release/release/touchtape").path
    static var built: Bool { FileManager.default.isExecutableFile(atPath: binary) }
    static var onCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    @Test("The release binary needs no Swift runtime: ldd lists no libswift* or libFoundation*",
          .enabled(if: built || onCI, "no \(binary): run scripts/build-release first (CI's scripts/test does)"))
    func releaseBinaryLinksNoSwiftRuntime() throws {
        try #require(Self.built, "\(Self.binary) is missing: scripts/build-release builds it")
        let ldd = try run("/usr/bin/env", ["ldd", Self.binary])
        #expect(ldd.status == 0, "ldd: \(ldd.output)")
        let libraries = ldd.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!libraries.isEmpty)
        let swift = libraries.filter { $0.hasPrefix("libswift") || $0.hasPrefix("libFoundation") || $0.hasPrefix("lib_Foundation") }
        #expect(swift.isEmpty, "still linked dynamically: \(swift)")
        #expect(libraries.contains { $0.hasPrefix("libsqlite3") }, "the system's SQLite is expected: \(libraries)")

        // Copied elsewhere, with no library path, it runs.
        try withTemporaryFolder { folder in
            let copy = folder + "/touchtape"
            try FileManager.default.copyItem(atPath: Self.binary, toPath: copy)
            let version = try run(copy, ["--version"], environment: ["PATH": "/usr/bin:/bin"])
            #expect(version.status == 0, "\(version.output)")
            #expect(!version.output.isEmpty)
        }
    }

    func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
