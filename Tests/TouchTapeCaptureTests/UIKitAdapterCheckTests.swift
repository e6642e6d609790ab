import Foundation
import Testing

/// docs/capture.md, What is verified on Linux: the UIKit adapter type-checks on Linux against the
/// stub modules, and the check is not vacuous: a misspelt member fails it. Also: every adapter file
/// is fenced by
/// `#if canImport(UIKit)`, so the product builds, empty, where UIKit does not exist.
@Suite("Capture: the UIKit adapter against the stub")
struct UIKitAdapterCheckTests {
    static let script = packageRoot.appendingPathComponent("scripts/check-uikit-adapter").path
    static let adapter = packageRoot.appendingPathComponent("Sources/TouchTapeCapture")

    func check(_ adapterFolder: String) throws -> CommandResult {
        let modules = try #require(builtModulesFolder(), "the capture modules of this build were not found")
        return try run(Self.script, ["--no-build", "--modules", modules.path, adapterFolder], cwd: packageRoot.path)
    }

    @Test("Type check: scripts/check-uikit-adapter type-checks the adapter in Swift 6 mode")
    func adapterTypeChecks() throws {
        let result = try check(Self.adapter.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("adapter files type-check against the UIKit stub in Swift 6 mode"))
    }

    @Test("Type check: a deliberately misspelt UIKit member fails the check, naming it")
    func misspeltMemberFails() throws {
        try withTemporaryFolder { folder in
            let copy = folder + "/TouchTapeCapture"
            try FileManager.default.copyItem(atPath: Self.adapter.path, toPath: copy)
            let file = copy + "/ViewReadings.swift"
            let original = try contents(file)
            let misspelt = original.replacingOccurrences(of: "uiView.isExclusiveTouch }", with: "uiView.isExclusiveTouched }")
            try #require(misspelt != original)
            try Data(misspelt.utf8).write(to: URL(fileURLWithPath: file))
            let result = try check(copy)
            #expect(result.status == 1)
            #expect(result.stderr.contains("value of type 'UIView' has no member 'isExclusiveTouched'"))
        }
    }

    @Test("docs/capture.md, How it is built: every file of the adapter is fenced by #if canImport(UIKit)")
    func everyFileIsFenced() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.adapter.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let lines = try contents(Self.adapter.appendingPathComponent(file).path).split(separator: "\n", omittingEmptySubsequences: false)
            let code = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
            #expect(code.first == "#if canImport(UIKit)", "\(file)")
            #expect(code.last == "#endif", "\(file)")
        }
    }
}
