import Foundation

/// Allocation counts of the engine under the LD_PRELOAD shim (Benchmarks/MallocCount).
struct AllocFigures {
    var views: Int
    var count: Int
    /// Whole-process totals at exit with N and 2N untraced hit-tests.
    var totalN: Int
    var total2N: Int
    /// Counted around the loop alone (read from the shim with dlsym).
    var loopUntraced: Int
    var loopTraced: Int
    var loopTextbook: Int
    var loopDispatch: Int
    var dispatchDeliveries: Int
    var visitedPerHitTest: Double?

    /// (mallocs(2N) − mallocs(N)) / N.
    var perHitTest: Double { Double(total2N - totalN) / Double(count) }
    var perVisitedView: Double? { visitedPerHitTest.map { perHitTest / $0 } }
    var tracedPerHitTest: Double { Double(loopTraced) / Double(count) }
    var textbookPerHitTest: Double { Double(loopTextbook) / Double(count) }
    var dispatchPerDelivery: Double { Double(loopDispatch) / Double(dispatchDeliveries) }
}

/// Compiles the shim with `cc -shared -fPIC` when scripts/bench has not.
func buildShim(work: String) throws -> String {
    let source = FileManager.default.currentDirectoryPath + "/Benchmarks/MallocCount/malloc_count.c"
    guard FileManager.default.fileExists(atPath: source) else {
        throw BenchError.failed("no \(source): run from the package root, or pass --shim PATH")
    }
    let output = work + "/libmalloccount.so"
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["cc", "-shared", "-fPIC", "-O2", "-o", output, source]
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw BenchError.failed("cc could not build the malloc-counting shim") }
    return output
}

private func runAllocChild(mode: String, views: Int, count: Int, shim: String) throws -> (total: Int, loop: Int) {
    let countFile = options.work + "/malloc-count.txt"
    try? FileManager.default.removeItem(atPath: countFile)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: selfPath)
    p.arguments = ["--alloc-child", mode, String(views), String(count), String(options.seed)]
    var env = ProcessInfo.processInfo.environment
    env["LD_PRELOAD"] = shim
    env["TT_MALLOC_COUNT_FILE"] = countFile
    p.environment = env
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw BenchError.failed("the allocation child (\(mode)) exited with \(p.terminationStatus)") }
    let line = String(decoding: data, as: UTF8.self)
    guard line.contains("counter yes") else {
        throw BenchError.failed("the shim's counter was not found in the child (is LD_PRELOAD honoured?)")
    }
    let loop = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
    let totalText = (try? String(contentsOfFile: countFile, encoding: .utf8)) ?? ""
    let total = totalText.split(separator: " ").first.flatMap { Int($0) } ?? -1
    return (total, loop)
}

func measureAllocations(views: Int, count: Int, shim: String, hit: [HitTestFigures]) throws -> AllocFigures {
    let n = try runAllocChild(mode: "untraced", views: views, count: count, shim: shim)
    let n2 = try runAllocChild(mode: "untraced", views: views, count: 2 * count, shim: shim)
    let traced = try runAllocChild(mode: "traced", views: views, count: count, shim: shim)
    let textbook = try runAllocChild(mode: "textbook", views: views, count: count, shim: shim)
    let dispatch = try runAllocChild(mode: "dispatch", views: views, count: count, shim: shim)
    let f = AllocFigures(views: views, count: count, totalN: n.total, total2N: n2.total, loopUntraced: n.loop,
                         loopTraced: traced.loop, loopTextbook: textbook.loop, loopDispatch: dispatch.loop, dispatchDeliveries: count,
                         visitedPerHitTest: hit.first { $0.viewCount == views }?.visitedPerHitTest)
    log("  untraced: \(Fmt.sig(f.perHitTest)) per hit-test ((\(n2.total) − \(n.total)) / \(count)), \(n.loop) in the loop; traced: \(Fmt.sig(f.tracedPerHitTest)) per hit-test; textbook: \(Fmt.sig(f.textbookPerHitTest)) per hit-test; dispatch: \(Fmt.sig(f.dispatchPerDelivery)) per delivery")
    return f
}
