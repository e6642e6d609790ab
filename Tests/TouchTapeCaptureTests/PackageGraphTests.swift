import Foundation
import Testing

/// docs/capture.md, How it is built and What is verified on Linux: the capture product lives in
/// this package, but none of its targets depends, directly or through another target, on the
/// studio's server libraries or the CLI's parser. Read from `swift package dump-package` (with its
/// own scratch folder, so it never waits for the build lock `swift test` holds).
@Suite("Capture: the package graph")
struct PackageGraphTests {
    static let forbiddenPackages: Set<String> = ["hummingbird", "swift-nio", "swift-argument-parser"]
    static let forbiddenProducts: Set<String> = ["Hummingbird", "HummingbirdCore", "NIOCore", "NIOPosix", "NIO", "ArgumentParser"]

    func manifest() throws -> [String: Any] {
        try withTemporaryFolder { scratch in
            let result = try run("/usr/bin/env", ["swift", "package", "--scratch-path", scratch, "dump-package"], cwd: packageRoot.path)
            try #require(result.status == 0, "dump-package failed: \(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        }
    }

    /// Every dependency of a target, by target, recursively: (kind, name, package).
    func closure(of roots: [String], in targets: [String: [[String: Any]]]) -> [(name: String, package: String?)] {
        var seen: Set<String> = []
        var stack = roots
        var result: [(String, String?)] = []
        while let name = stack.popLast() {
            guard seen.insert(name).inserted else { continue }
            for dependency in targets[name] ?? [] {
                for (kind, value) in dependency {
                    guard let parts = value as? [Any], let dependencyName = parts.first as? String else { continue }
                    let package = kind == "product" && parts.count > 1 ? parts[1] as? String : nil
                    result.append((dependencyName, package))
                    if targets[dependencyName] != nil { stack.append(dependencyName) }
                }
            }
        }
        return result
    }

    @Test("docs/capture.md: no capture target depends on Hummingbird, NIO or swift-argument-parser")
    func captureTargetsStayLight() throws {
        let manifest = try manifest()
        let targetList = try #require(manifest["targets"] as? [[String: Any]])
        var targets: [String: [[String: Any]]] = [:]
        for target in targetList {
            if let name = target["name"] as? String { targets[name] = target["dependencies"] as? [[String: Any]] ?? [] }
        }
        let roots = ["TouchTapeCapture", "TouchTapeCaptureCore", "TouchTapeCaptureIO"]
        for root in roots { #expect(targets[root] != nil, "no target \(root)") }
        let dependencies = closure(of: roots, in: targets)
        #expect(dependencies.map(\.name).contains("TouchTapeCore"))
        for dependency in dependencies {
            #expect(!Self.forbiddenProducts.contains(dependency.name), "\(dependency.name)")
            #expect(!(dependency.package.map(Self.forbiddenPackages.contains) ?? false), "\(dependency.name) of \(dependency.package ?? "")")
            #expect(!["TouchTapeStudio", "touchtape", "TouchTapeStore"].contains(dependency.name), "\(dependency.name)")
        }
        // The check is not vacuous: the studio does depend on them.
        #expect(closure(of: ["TouchTapeStudio"], in: targets).contains { $0.package == "hummingbird" })
    }

    @Test("docs/capture.md: the library product TouchTapeCapture, and iOS 15 among the platforms")
    func productAndPlatform() throws {
        let manifest = try manifest()
        let products = try #require(manifest["products"] as? [[String: Any]])
        let capture = try #require(products.first { $0["name"] as? String == "TouchTapeCapture" })
        #expect(capture["targets"] as? [String] == ["TouchTapeCapture"])
        let platforms = try #require(manifest["platforms"] as? [[String: Any]])
        #expect(platforms.contains { $0["platformName"] as? String == "ios" && $0["version"] as? String == "15.0" })
    }
}
