import Foundation

// Running the built `touchtape` binary as a subprocess, for the test targets that check
// docs/cli.md and docs/store.md from the outside (exit status, standard output and error, the store
// file it leaves). Shared by TouchTapeCLITests and TouchTapeStoreTests.

/// The package's root folder: the first folder above this file that holds Package.swift.
public let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            return folder
        }
        folder = folder.deletingLastPathComponent()
    }
    fatalError("no Package.swift above \(#filePath)")
}()

/// The seed fixtures (Fixtures/README.md).
public let fixturesPath = packageRoot.appendingPathComponent("Fixtures").path

/// A fixture file or folder, e.g. `fixture("hit-test-a-to-e/scene.json")`.
public func fixture(_ relativePath: String) -> String {
    fixturesPath + "/" + relativePath
}

/// The `touchtape` binary of the build that built these tests.
///
/// SwiftPM puts products next to the test bundle (`<scratch>/debug/touchtape` beside
/// `<scratch>/debug/TouchTapePackageTests.xctest`), so this looks there first: beside the
/// running test binary, then beside any loaded `.xctest` bundle (macOS). Only when neither
/// exists does it fall back to `$TOUCHTAPE_BINARY` or the default scratch path `.build/debug`.
public let touchtapeBinary: URL? = {
    let fm = FileManager.default
    var candidates: [URL] = []
    if let argument0 = CommandLine.arguments.first {
        candidates.append(URL(fileURLWithPath: argument0).deletingLastPathComponent().appendingPathComponent("touchtape"))
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("touchtape"))
    }
    if let override = ProcessInfo.processInfo.environment["TOUCHTAPE_BINARY"], !override.isEmpty {
        candidates.append(URL(fileURLWithPath: override))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/touchtape"))
    return candidates.first { fm.isExecutableFile(atPath: $0.path) }
}()

/// The built binary could not be found.
public struct MissingTouchtapeBinary: Error, CustomStringConvertible {
    public var description: String { "the touchtape binary was not found beside the test bundle; build it first" }
}

/// What a finished `touchtape` process left.
public typealias CommandResult = (status: Int32, stdout: String, stderr: String)

/// A started `touchtape` process; `wait()` collects its result. Output goes to files, so a
/// child that writes a lot never blocks on a full pipe.
public final class TouchtapeProcess {
    private let process = Process()
    private let folder: URL
    private let stdoutURL: URL
    private let stderrURL: URL
    private var handles: [FileHandle] = []

    /// Starts `executable` (default: the built binary) with `args` in `cwd`. The child gets
    /// this process's environment without `TOUCHTAPE_DB`, then `env` on top of it.
    public init(_ args: [String], stdin: String? = nil, cwd: String, env: [String: String] = [:],
                executable: URL? = nil) throws {
        guard let binary = executable ?? touchtapeBinary else { throw MissingTouchtapeBinary() }
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchtape-process-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        stdoutURL = folder.appendingPathComponent("stdout")
        stderrURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)

        process.executableURL = binary
        process.arguments = args
        process.currentDirectoryURL = URL(fileURLWithPath: cwd, isDirectory: true)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TOUCHTAPE_DB")
        environment.merge(env) { _, new in new }
        process.environment = environment

        let out = try FileHandle(forWritingTo: stdoutURL)
        let err = try FileHandle(forWritingTo: stderrURL)
        handles = [out, err]
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let stdinURL = folder.appendingPathComponent("stdin")
            try Data(stdin.utf8).write(to: stdinURL)
            let input = try FileHandle(forReadingFrom: stdinURL)
            handles.append(input)
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
    }

    /// The child's process id (to signal it).
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Waits for the process to exit and returns its status and output.
    public func wait() throws -> CommandResult {
        process.waitUntilExit()
        for handle in handles { try? handle.close() }
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdout = String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
        return (process.terminationStatus, stdout, stderr)
    }
}

/// Runs `touchtape args…` in `cwd` and waits for it.
@discardableResult
public func runTouchtape(_ args: [String], stdin: String? = nil, cwd: String, env: [String: String] = [:],
                         executable: URL? = nil) throws -> CommandResult {
    try TouchtapeProcess(args, stdin: stdin, cwd: cwd, env: env, executable: executable).wait()
}

/// Creates a new temporary folder, passes its path to `body`, and removes it afterwards.
public func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("touchtape-tests-\(UUID().uuidString)", isDirectory: true).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}
