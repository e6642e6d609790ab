import Foundation
import Testing
@_exported import TouchTapeTestSupport

/// An executable product of this build (`capture-demo`), found where SwiftPM puts products:
/// beside the test binary, else in the default scratch path.
func builtExecutable(_ name: String) -> URL? {
    var candidates: [URL] = []
    if let argument0 = CommandLine.arguments.first {
        candidates.append(URL(fileURLWithPath: argument0).deletingLastPathComponent().appendingPathComponent(name))
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The folder of this build's module files (`TouchTapeCaptureCore.swiftmodule`): `Modules`
/// beside the test binary (or the binary's own folder), else the default scratch path's.
func builtModulesFolder() -> URL? {
    var bins: [URL] = []
    if let argument0 = CommandLine.arguments.first { bins.append(URL(fileURLWithPath: argument0).deletingLastPathComponent()) }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") { bins.append(bundle.bundleURL.deletingLastPathComponent()) }
    bins.append(packageRoot.appendingPathComponent(".build/debug"))
    for bin in bins {
        for folder in [bin.appendingPathComponent("Modules"), bin]
        where FileManager.default.fileExists(atPath: folder.appendingPathComponent("TouchTapeCaptureCore.swiftmodule").path) {
            return folder
        }
    }
    return nil
}

/// Runs a program (not the touchtape binary) and waits for it.
func run(_ executable: String, _ arguments: [String], cwd: String) throws -> CommandResult {
    try runTouchtape(arguments, cwd: cwd, executable: URL(fileURLWithPath: executable))
}

/// The text of a file.
func contents(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}
