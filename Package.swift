// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TouchTape",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .library(name: "TouchTapeCore", targets: ["TouchTapeCore"]),
        .executable(name: "touchtape", targets: ["touchtape"]),
        // Scenes and sessions captured from a live iOS app (debug builds and UI-test hosts).
        .library(name: "TouchTapeCapture", targets: ["TouchTapeCapture"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The studio's HTTP server (the CLI links it; Core, Store and Replay never see it).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
        // SHA-256 of session content at import: BoringSSL's (SHA-NI) is ~6× the core's own (BENCHMARKS.md).
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"4.0.0"),
        // `swift package generate-documentation`: TouchTapeCore's DocC catalog, built by scripts/test.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // Pure Swift, no I/O: geometry, scenes, hit-testing, dispatch, outcomes.
        .target(
            name: "TouchTapeCore",
            // No Foundation here: the standard library's rounding and square root need libm.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Reading UIKit's view-hierarchy dumps (`recursiveDescription`, `_printHierarchy`) as
        // scenes: an input format beside the JSON scene decoder, pure Swift, no I/O.
        .target(name: "TouchTapeDumps", dependencies: ["TouchTapeCore"]),
        // The SQLite layer and the store's operations.
        .target(name: "TouchTapeStore", dependencies: [
            "CSQLite", "TouchTapeCore", "TouchTapeDumps", .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // Questions answered from hit-testing: why, fragile, coverage. Pure, no I/O.
        .target(name: "TouchTapeAnalysis", dependencies: ["TouchTapeCore"]),
        // Replay runs, diffs and reports.
        .target(name: "TouchTapeReplay", dependencies: ["TouchTapeCore", "TouchTapeStore", "TouchTapeAnalysis"]),
        // The local web studio: an HTTP server over the store, and its one page.
        .target(
            name: "TouchTapeStudio",
            dependencies: [
                "TouchTapeCore", "TouchTapeStore", "TouchTapeReplay",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "touchtape",
            dependencies: [
                "TouchTapeCore", "TouchTapeStore", "TouchTapeReplay", "TouchTapeAnalysis", "TouchTapeStudio",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The capture library: a pure core (no Foundation, no UIKit), a Foundation I/O layer
        // and a thin UIKit adapter (every file `#if canImport(UIKit)`: empty on Linux, where
        // scripts/check-uikit-adapter type-checks it against Stubs/UIKitStub). None of them
        // depends on the studio's server libraries or the CLI's parser (a test checks).
        .target(
            name: "TouchTapeCaptureCore",
            dependencies: ["TouchTapeCore"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "TouchTapeCaptureIO", dependencies: ["TouchTapeCaptureCore"]),
        .target(name: "TouchTapeCapture", dependencies: ["TouchTapeCaptureCore", "TouchTapeCaptureIO"]),
        // Fake hierarchies implementing the capture's reading protocols: the Linux tests' and
        // capture-demo's stand-in for UIKit; not part of any product.
        .target(name: "TouchTapeCaptureFakes", dependencies: ["TouchTapeCaptureCore"], path: "Tests/TouchTapeCaptureFakes"),
        // `capture-demo OUTPUT_DIR`: the capture library end to end on fake hierarchies.
        .executableTarget(
            name: "capture-demo",
            dependencies: ["TouchTapeCaptureCore", "TouchTapeCaptureIO", "TouchTapeCaptureFakes"],
            path: "Examples/capture-demo"
        ),
        // A test-free executable that measures hit-testing; not part of any product.
        .executableTarget(name: "touchtape-bench", dependencies: ["TouchTapeCore"], path: "Benchmarks/HitTestBench"),
        // Running the built binary from tests; used by tests only, not part of any product.
        .target(name: "TouchTapeTestSupport", path: "Tests/TouchTapeTestSupport"),
        .testTarget(name: "TouchTapeCoreTests", dependencies: ["TouchTapeCore"]),
        .testTarget(name: "TouchTapeDumpsTests", dependencies: ["TouchTapeDumps", "TouchTapeCore"]),
        .testTarget(name: "TouchTapeStoreTests",
                    dependencies: ["TouchTapeStore", "TouchTapeCore", "TouchTapeReplay", "TouchTapeTestSupport"]),
        .testTarget(name: "TouchTapeAnalysisTests", dependencies: ["TouchTapeAnalysis", "TouchTapeCore"]),
        .testTarget(name: "TouchTapeCLITests", dependencies: ["touchtape", "TouchTapeTestSupport"]),
        .testTarget(name: "TouchTapeCaptureCoreTests",
                    dependencies: ["TouchTapeCaptureCore", "TouchTapeCaptureFakes", "TouchTapeCore", "TouchTapeDumps"],
                    exclude: ["Goldens"]),
        .testTarget(name: "TouchTapeCaptureTests",
                    dependencies: ["TouchTapeCaptureIO", "TouchTapeCaptureCore", "TouchTapeCaptureFakes", "TouchTapeCore",
                                   "TouchTapeTestSupport", "capture-demo", "touchtape"]),
    ],
    swiftLanguageModes: [.v6]
)
